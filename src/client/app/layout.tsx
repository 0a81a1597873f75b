import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { Outlet } from 'react-router';
import { ErrorAlert } from '../ui/error-alert.js';
import { LoadingMask } from '../ui/loading-mask.js';
import { ProgressBar } from '../ui/progress-bar.js';
import { Toaster } from '../ui/toaster.js';
import { Header } from './header.js';
import { LogoBar } from './logo-bar.js';

export function Layout() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = t('ui.brand');
  }, [t, i18n.language]);
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
