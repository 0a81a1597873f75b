// The config studio (/studio): every journey, step, form and partner; any form or step previewed
// in English and Arabic side by side as any partner; text keys on demand; the checker's findings.
// It follows the server's live feed. Loaded only on /studio: no customer page imports it.
// Only signed-in staff see it: studio-entry.tsx asks for the session and draws the sign-in screen
// to everybody else, and loads this chunk for signed-in staff only.
// Its other sections (drafts, releases, audit, ...) are listed in studio-sections.tsx.
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { whyDisabled } from './disabled-reason.js';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../lib/api-error.js';
import { FindingsPanel } from './findings-panel.js';
import { LanguageSwitch } from './sign-in-screen.js';
import { type StaffMember } from './staff-api.js';
import { Preview, type PreviewSubject } from './preview.js';
import { studioApi, type StudioTree } from './studio-api.js';
import { studioLocation, type StudioLocation } from './studio-location.js';
import { StudioNav } from './studio-nav.js';
import { SectionFrame, SectionNav, SignedInAs, sectionAt, signOut, type StudioSection } from './studio-sections.js';
import { isSignInRequired } from './use-staff-session.js';
import { useFeedRevision, useLoaded, type Loaded } from './use-studio-data.js';
import './studio.css';
import { partnerLabel } from './partner-label.js';

class NotInTree extends Error {}

async function loadSubject(at: StudioLocation): Promise<PreviewSubject | null> {
  if (at.form) {
    const { partner, form } = await studioApi.form(at.form, at.partner);
    return { kind: 'form', partner, form };
  }
  if (at.journey) {
    const { partner, journey, forms } = await studioApi.journey(at.journey, at.partner);
    const step = journey.steps.find((candidate) => candidate.id === at.step) ?? (at.step ? undefined : journey.steps[0]);
    if (!step) throw new NotInTree();
    return { kind: 'step', partner, journey, step, forms };
  }
  return null;
}

/** The section the address names (studio-sections.tsx): the preview, or another section's screen. */
export function StudioWorkspace({ staff, onSignedOut }: { staff: StaffMember; onSignedOut: () => void }) {
  const { pathname } = useLocation();
  const { section, rest } = sectionAt(pathname);
  if (section.Screen) return <SectionFrame section={section} rest={rest} staff={staff} onSignedOut={onSignedOut} />;
  return <PreviewWorkspace staff={staff} onSignedOut={onSignedOut} section={section} />;
}

function PreviewWorkspace({ staff, onSignedOut, section }: { staff: StaffMember; onSignedOut: () => void; section: StudioSection }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const at = studioLocation(pathname, params, staff.partnerScope);
  const scopeWhy = whyDisabled('studio-partner-scope', staff.partnerScope ? t('studio.whyDisabled.partnerScope', { partner: staff.partnerScope }) : null);
  const { revision, live } = useFeedRevision();
  const tree = useLoaded(() => studioApi.tree(), [revision]);
  const findings = useLoaded(() => studioApi.findings(), [revision]);
  const texts = useLoaded(
    () => Promise.all([studioApi.texts('en', at.partner), studioApi.texts('ar', at.partner)]).then(([en, ar]) => ({ en, ar })),
    [at.partner, revision],
  );
  const subject = useLoaded(() => loadSubject(at), [at.form, at.journey, at.step, at.partner, revision]);
  useEffect(() => {
    document.title = t('studio.title');
  }, [t]);
  // The session ended under the studio (expired, or signed out in another tab): back to sign-in.
  const sessionGone = [tree, findings, texts, subject].some((loaded) => loaded.status === 'failed' && isSignInRequired(loaded.error));
  useEffect(() => {
    if (sessionGone) onSignedOut();
  }, [sessionGone, onSignedOut]);
  // The router applies the new address in a transition: the box follows the click at once.
  const [keysChecked, setKeysChecked] = useState(at.showKeys);
  useEffect(() => setKeysChecked(at.showKeys), [at.showKeys]);
  const showKeys = (on: boolean) => {
    setKeysChecked(on);
    void navigate(at.with({ keys: on ? '1' : null }), { replace: true });
  };

  return (
    <div className="studio">
      <header className="studio__bar">
        <h1 className="studio__title">{t('studio.title')}</h1>
        <SectionNav current={section} />
        <label className="studio__control">
          {t('studio.partner')}{' '}
          <select value={at.partner} {...scopeWhy.button} onChange={(event) => navigate(at.with({ partner: event.target.value }))}>
            {(tree.status === 'ready' ? tree.data.partners : [{ id: at.partner, name: at.partner }]).map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partnerLabel(t, partner)}
              </option>
            ))}
          </select>
        </label>
        {scopeWhy.hint}
        <label className="studio__control">
          <input type="checkbox" checked={keysChecked} onChange={(event) => showKeys(event.target.checked)} />{' '}
          {t('studio.showKeys')}
        </label>
        <p className="studio__status" role="status" data-live={live ? 'true' : 'false'} data-version={versionOf(tree)}>
          {live ? t('studio.live') : t('studio.offline')} · {t('studio.version', { version: versionOf(tree) })}
        </p>
        <SignedInAs staff={staff} />
        <button type="button" className="studio__sign-out" onClick={() => signOut(staff, onSignedOut)}>{t('studio.signOut')}</button>
        <LanguageSwitch />
      </header>
      <div className="studio__body">
        {tree.status === 'ready' ? <StudioNav tree={tree.data} at={at} /> : <Status loaded={tree} />}
        <main className="studio__main" id="main">
          {findings.status === 'ready' ? <FindingsPanel findings={findings.data} at={at} /> : <Status loaded={findings} />}
          {subject.status !== 'ready' ? (
            <Status loaded={subject} />
          ) : !subject.data ? (
            <p className="studio__hint">{t('studio.pick')}</p>
          ) : texts.status !== 'ready' ? (
            <Status loaded={texts} />
          ) : (
            <Preview key={`${at.form}|${at.journey}|${at.step}`} subject={subject.data} texts={texts.data} showKeys={at.showKeys} />
          )}
        </main>
      </div>
    </div>
  );
}

const versionOf = (tree: Loaded<StudioTree>) => (tree.status === 'ready' ? tree.data.version : '');

function Status({ loaded }: { loaded: Loaded<unknown> }) {
  const { t } = useTranslation();
  if (loaded.status === 'loading') return <p className="studio__hint" aria-busy="true">{t('studio.loading')}</p>;
  if (loaded.status === 'ready') return null;
  const missing = loaded.error instanceof NotInTree || (loaded.error instanceof ApiError && loaded.error.code === 'NOT_FOUND');
  return (
    <p className="studio__error" role="alert">
      {missing ? t('studio.notInTree') : t('studio.failed')}
    </p>
  );
}
