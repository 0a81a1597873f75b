import { useTranslation } from '../../lib/use-translation.js';
import type { LandingOptions, LinkMap, NamedLink } from './landing-options.js';
import { present } from './site-menu.js';
import { Link } from '../../ui/route-link.js';

interface LandingFooterProps {
  footer: LandingOptions['footer'];
  stores: string[];
  links: LinkMap;
  helpline: string;
}

function LinkGroup({ title, items, links }: { title: string; items: NamedLink[]; links: LinkMap }) {
  const { t } = useTranslation();
  return (
    <nav className="landing-footer__group" aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {present(items, links).map((item) => (
          <li key={item.route ?? item.link}>
            {item.route ? <Link to={item.route}>{t(item.label)}</Link> : <a href={links[item.link]}>{t(item.label)}</a>}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LandingFooter({ footer, stores, links, helpline }: LandingFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="landing-footer">
      <div className="landing-footer__banner">
        <p className="landing-footer__banner-title">{t('landing.footer.bannerTitle')}</p>
        <p>
          {t('landing.footer.helpline')} <a href={`tel:${helpline.replace(/\s+/g, '')}`} dir="ltr">{helpline}</a>
        </p>
      </div>
      <div className="landing-footer__groups">
        <LinkGroup title={t('landing.footer.quickLinks')} items={footer.quickLinks} links={links} />
        <LinkGroup title={t('landing.footer.customerService')} items={footer.customerService} links={links} />
        <LinkGroup title={t('landing.footer.products')} items={footer.products} links={links} />
      </div>
      <ul className="landing-footer__stores" aria-label={t('landing.footer.stores')}>
        {stores.filter((name) => links[name]).map((name) => (
          <li key={name}>
            <a className="store-badge" href={links[name]} target="_blank" rel="noreferrer">{t(`landing.footer.store.${name}`)}</a>
          </li>
        ))}
      </ul>
      <p className="landing-footer__legal">
        {links.privacyPolicy ? <a href={links.privacyPolicy}>{t('landing.footer.privacyPolicy')}</a> : null}
        <span>{t('landing.footer.copyright')}</span>
      </p>
    </footer>
  );
}
