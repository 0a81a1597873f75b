// A partner file added or removed, as the reviewer needs to judge it: its name in both languages,
// its origins, source business id, colour and logo, rather than only "file added".
import { useTranslation } from '../../lib/use-translation.js';

type PartnerFile = {
  id?: unknown; name?: unknown; origins?: unknown; srcBusId?: unknown; logo?: unknown;
  theme?: { 'color-primary'?: unknown };
  text?: { en?: { partner?: { name?: unknown } }; ar?: { partner?: { name?: unknown } } };
};

/** partners/<id>.json, a whole file added or removed (the partners' own directory only). */
export function isPartnerFile(file: string): boolean {
  return /^partners\/[^/]+\.json$/.test(file);
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export function PartnerCard({ content, change }: { content: unknown; change: 'added' | 'removed' | 'changed' }) {
  const { t } = useTranslation();
  if (!content || typeof content !== 'object') return null;
  const p = content as PartnerFile;
  const colour = str(p.theme?.['color-primary']);
  const logo = str(p.logo);
  const origins = Array.isArray(p.origins) ? p.origins.filter((o): o is string => typeof o === 'string') : [];
  const none = t('studio.review.diff.partner.none');
  const row = (label: string, value: string | null, lang?: 'en' | 'ar') => (
    <><dt>{t(`studio.review.diff.partner.${label}`)}</dt><dd lang={lang} dir={lang === 'ar' ? 'rtl' : lang ? 'ltr' : undefined}>{value ?? none}</dd></>
  );
  return (
    <div className="studio-diff__partner" role="group" aria-label={`${t(`studio.review.diff.partner.${change === 'removed' ? 'removed' : 'added'}`)}: ${str(p.name) ?? ''}`}>
      <dl>
        {row('name', str(p.name))}
        {row('nameEn', str(p.text?.en?.partner?.name), 'en')}
        {row('nameAr', str(p.text?.ar?.partner?.name), 'ar')}
        <dt>{t('studio.review.diff.partner.origins')}</dt>
        <dd>{origins.length ? <ul>{origins.map((origin) => <li key={origin}><bdi dir="ltr">{origin}</bdi></li>)}</ul> : none}</dd>
        <dt>{t('studio.review.diff.partner.srcBusId')}</dt><dd><bdi dir="ltr">{str(p.srcBusId) ?? none}</bdi></dd>
        <dt>{t('studio.review.diff.partner.colour')}</dt>
        <dd>{colour ? <><span className="studio-diff__swatch" style={{ background: colour }} aria-hidden="true" /> <bdi dir="ltr">{colour}</bdi></> : none}</dd>
        <dt>{t('studio.review.diff.partner.logo')}</dt>
        <dd>{logo ? <img className="studio-diff__logo" src={logo} alt={str(p.text?.en?.partner?.name) ?? str(p.name) ?? ''} /> : t('studio.review.diff.partner.noLogo')}</dd>
      </dl>
    </div>
  );
}
