import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { Outlet } from 'react-router';
import { ErrorAlert } from '../ui/error-alert.js';
import { LoadingMask } from '../ui/loading-mask.js';
import { ProgressBar } from '../ui/progress-bar.js';
import { Toaster } from '../ui/toaster.js';
import { Header } from './header.js';
import { LogoBar } from './logo-bar.js';
import { useClientState } from '../startup/client-state.js';
import { DEFAULT_PARTNER_ID } from '../../config/default-partner.js';

/** The tab's title: a partner's site names the partner, in the page's language, before the product. */
export function pageTitle(t: (key: string) => string, partnerId: string | undefined): string {
  return partnerId && partnerId !== DEFAULT_PARTNER_ID ? `${t('partner.name')} · ${t('ui.brand')}` : t('ui.brand');
}

export function Layout() {
  const { t, i18n } = useTranslation();
  const partnerId = useClientState().partnerDetail?.PARTNER_ID;
  useEffect(() => {
    document.title = pageTitle(t, partnerId);
  }, [t, i18n.language, partnerId]);
  return (
    <>
      <ProgressBar />
      <a className="skip-link" href="#main">
        {t('ui.skipToContent')}
      </a>
      <Header />
      <LogoBar />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster />
      <ErrorAlert />
      <LoadingMask />
    </>
  );
}
