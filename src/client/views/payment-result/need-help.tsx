import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { usePartnerConfig } from '../../startup/client-state.js';
import { WithLtrValue } from '../../ui/ltr-value.js';
import { Link } from '../../ui/route-link.js';

/** Need Help (chat link and helpline from the partner config) and the Home button. */
export function NeedHelp() {
  const { t } = useTranslation();
  // Not a fixed id: the studio's preview draws this twice (English, Arabic), each labelled by its own heading.
  const titleId = useId();
  const partnerConfig = usePartnerConfig();
  const helpline = typeof partnerConfig?.HELPLINE === 'string' ? partnerConfig.HELPLINE : '';
  const whatsapp = typeof partnerConfig?.WHATSAPP === 'string' ? partnerConfig.WHATSAPP.replace(/\D/g, '') : '';
  return (
    <>
      <section className="need-help" aria-labelledby={titleId}>
        <h2 id={titleId} className="card__title">{t('payment.help.title')}</h2>
        {whatsapp ? <p><a href={`https://wa.me/${whatsapp}`} target="_blank" rel="noopener noreferrer">{t('payment.help.chat')}</a></p> : null}
        {helpline ? <p><a href={`tel:${helpline.replace(/\s+/g, '')}`}><WithLtrValue translate={(phone) => t('payment.help.helpline', { phone })} value={helpline} /></a></p> : null}
      </section>
      <div className="form-actions">
        <Link className="button" to="/motor-insurance">{t('payment.home')}</Link>
      </div>
    </>
  );
}
