// The studio's sections: one entry each, its place in the address (/studio/<path>), its name in
// the section bar, and its screen. The preview (the studio's root) is drawn by studio-page.tsx
// itself; every other section is a screen in the same frame. A new section is one entry here.
import type { ReactElement } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { Link } from '../ui/route-link.js';
import { DeliveriesScreen } from './deliveries/deliveries-screen.js';
import { EditPage } from './editors/edit-page.js';
import { FunnelScreen } from './funnel/funnel-screen.js';
import { AuditScreen } from './releases/audit-screen.js';
import { DraftScreen } from './releases/draft-screen.js';
import { DraftsScreen } from './releases/drafts-screen.js';
import { HistoryScreen } from './releases/history-screen.js';
import type { ReviewProps } from './releases/review-bits.js';
import { STUDIO_ROOT, studioSegments } from './releases/review-paths.js';
import { LanguageSwitch } from './sign-in-screen.js';
import { staffApi, type StaffMember } from './staff-api.js';
import { isSignInRequired } from './use-staff-session.js';

export interface SectionProps extends ReviewProps {
  /** The address's segments after the section's own (a draft's id, say). */
  rest: string[];
}

export interface StudioSection {
  /** The first segment after /studio; '' is the preview. */
  path: string;
  /** Its name's text key (studio.sections.*). */
  label: string;
  /** Its screen; the preview has none here (studio-page.tsx draws it). */
  Screen?: (props: SectionProps) => ReactElement;
  /** It uses the page's whole width (the Edit screen's files, editor and preview side by side). */
  wide?: boolean;
}

export const STUDIO_SECTIONS: StudioSection[] = [
  { path: '', label: 'studio.sections.preview' },
  { path: 'edit', label: 'studio.sections.edit', Screen: ({ staff }) => <EditPage staff={staff} />, wide: true },
  { path: 'drafts', label: 'studio.sections.drafts', Screen: ({ rest, ...props }) => (rest[0] ? <DraftScreen {...props} id={rest[0]} /> : <DraftsScreen {...props} />) },
  { path: 'releases', label: 'studio.sections.releases', Screen: (props) => <HistoryScreen {...props} /> },
  { path: 'audit', label: 'studio.sections.audit', Screen: (props) => <AuditScreen {...props} /> },
  { path: 'deliveries', label: 'studio.sections.deliveries', Screen: (props) => <DeliveriesScreen {...props} /> },
  { path: 'funnel', label: 'studio.sections.funnel', Screen: (props) => <FunnelScreen {...props} /> },
];

const sectionHref = (section: StudioSection) => (section.path ? `${STUDIO_ROOT}/${section.path}` : STUDIO_ROOT);

/** The section an address is in (the preview for an unknown one), and the segments after it. */
export function sectionAt(pathname: string): { section: StudioSection; rest: string[] } {
  const [first = '', ...rest] = studioSegments(pathname);
  const section = STUDIO_SECTIONS.find((candidate) => candidate.path === first && first !== '');
  return section ? { section, rest } : { section: STUDIO_SECTIONS[0]!, rest: [] };
}

export function SectionNav({ current }: { current: StudioSection }) {
  const { t } = useTranslation();
  return (
    <nav className="studio-sections" aria-label={t('studio.sections.title')}>
      <ul>
        {STUDIO_SECTIONS.map((section) => (
          <li key={section.path}>
            <Link to={sectionHref(section)} aria-current={section === current ? 'page' : undefined}>{t(section.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Signs out; a session already gone counts as signed out. After a sign-in through the identity
 * provider the browser goes on to sign out there too, and the provider sends it back to the studio.
 */
export function signOut(staff: StaffMember, onSignedOut: () => void): void {
  staffApi.signOut(staff).then((endSessionUrl) => (endSessionUrl ? window.location.assign(endSessionUrl) : onSignedOut()), (error: unknown) => {
    if (isSignInRequired(error)) onSignedOut();
    else console.error('Sign-out failed', error);
  });
}

/** Who is signed in; a partner's own staff are told that they see their partner only. */
export function SignedInAs({ staff }: { staff: StaffMember }) {
  const { t } = useTranslation();
  return (
    <p className="studio__who">
      {staff.partnerScope ? t('studio.signedInForPartner', { username: staff.username, partner: staff.partnerScope }) : t('studio.signedInAs', { username: staff.username })}
    </p>
  );
}

/** A section other than the preview: the studio's bar and the section's screen, one column on a phone. */
export function SectionFrame({ section, rest, staff, onSignedOut }: SectionProps & { section: StudioSection }) {
  const { t } = useTranslation();
  const Screen = section.Screen!;
  return (
    <div className="studio">
      <header className="studio__bar">
        <p className="studio__title">{t('studio.title')}</p>
        <SectionNav current={section} />
        <SignedInAs staff={staff} />
        <button type="button" className="studio__sign-out" onClick={() => signOut(staff, onSignedOut)}>{t('studio.signOut')}</button>
        <LanguageSwitch />
      </header>
      <main className={`studio__main ${section.wide ? 'studio__main--wide' : 'studio__main--section'}`} id="main">
        <Screen rest={rest} staff={staff} onSignedOut={onSignedOut} />
      </main>
    </div>
  );
}
