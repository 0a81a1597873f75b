import { useTranslation } from '../lib/use-translation.js';
import { useLocation } from 'react-router';
import { useClientState } from '../startup/client-state.js';
import { showsLogoBar } from './logo-bar-rule.js';

/**
 * Partner branding on every screen but the landing page (spec section 2). The partner's name in
 * the page's language labels the bar and is the logo's text (its text override per language, so
 * an Arabic page says the Arabic name), never a generic "Partner logo".
 */
export function LogoBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { partnerDetail } = useClientState();
  if (!showsLogoBar(pathname)) return null;
  return (
    // A labelled region, so that every piece of the page sits in a landmark (axe "region").
    <div className="logo-bar" data-testid="logo-bar" role="region" aria-label={t('partner.name')}>
      {partnerDetail?.LOGO ? (
        <img className="logo-bar__logo" src={partnerDetail.LOGO} alt={t('partner.name')} />
      ) : (
        <span className="logo-bar__name">
          {/* Like every text, the name is per language: the insurer's in locales/, a partner's in its text overrides. */}
          {t('partner.name')}
        </span>
      )}
    </div>
  );
}
