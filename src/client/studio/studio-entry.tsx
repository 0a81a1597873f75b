// The studio's entry (/studio): whether someone is signed in (use-staff-session.ts), the sign-in
// screen for everybody else, and, for signed-in staff only, the workspace (studio-page.tsx) with
// its editors, previews and sections, a chunk of its own. The sign-in screen, the first thing most
// visits draw, loads only this file, the sign-in screen and the session call.
import { lazy, Suspense } from 'react';
import { loadChunk } from '../lib/lazy-chunk.js';
import { useTranslation } from '../lib/use-translation.js';
import { SignInScreen } from './sign-in-screen.js';
import { useStaffSession } from './use-staff-session.js';
import './studio.css';

const StudioWorkspace = lazy(() => loadChunk(() => import('./studio-page.js'), 'studio-workspace').then((m) => ({ default: m.StudioWorkspace })));

export function StudioPage() {
  const { t } = useTranslation();
  const { state, signedIn, signedOut } = useStaffSession();
  const loading = <p className="studio__hint" aria-busy="true">{t('studio.loading')}</p>;
  if (state.status === 'checking') return loading;
  if (state.status === 'failed') return <p className="studio__error" role="alert">{t('studio.failed')}</p>;
  if (state.status === 'signed-out') return <SignInScreen onSignedIn={signedIn} />;
  return (
    <Suspense fallback={loading}>
      <StudioWorkspace staff={state.staff} onSignedOut={signedOut} />
    </Suspense>
  );
}
