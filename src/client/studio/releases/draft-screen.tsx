// One draft for review: what it is (message, author, status, base), its files, the checker's
// findings, its semantic diff, a before/after preview (its base release next to it), a link to
// its full preview, and the steps its reader may take.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { Link } from '../../ui/route-link.js';
import { DraftPreviewPanel } from '../editors/draft-preview.js';
import { useLoaded } from '../use-studio-data.js';
import { DiffView } from './diff-view.js';
import { DraftActions, type Outcome } from './draft-actions.js';
import { releasesApi, type Draft } from './releases-api.js';
import { Badge, LoadState, Times, type ReviewProps } from './review-bits.js';
import { DRAFTS_PATH, draftPreviewPath, RELEASES_PATH } from './review-paths.js';

export function DraftScreen({ staff, onSignedOut, id }: ReviewProps & { id: string }) {
  const { t } = useTranslation();
  const api = useMemo(() => releasesApi(staff), [staff]);
  // Bumped after every step taken here, and by "reload": the draft and its diff are read again.
  const [round, setRound] = useState(0);
  const loaded = useLoaded(() => api.draft(id), [api, id, round]);
  const diff = useLoaded(() => api.draftDiff(id), [api, id, round]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    document.title = `${t('studio.review.draft.title')} · ${t('studio.title')}`;
  }, [t]);
  useEffect(() => {
    // Focus follows the result, so a keyboard or screen-reader user hears what happened.
    if (outcome) notice.current?.focus();
  }, [outcome]);

  const done = (result: Outcome) => {
    setOutcome(result);
    setRound((n) => n + 1);
  };
  const draft: Draft | null = loaded.status === 'ready' ? loaded.data : null;

  return (
    <div className="studio-review">
      <p className="studio-review__back"><Link to={DRAFTS_PATH}>{t('studio.review.drafts.back')}</Link></p>
      <div ref={notice} tabIndex={-1} role="status" className={outcome ? 'studio-review__notice' : undefined}>
        {outcome ? <OutcomeText outcome={outcome} /> : null}
      </div>
      <LoadState loaded={loaded} onSignedOut={onSignedOut} />
      {draft ? (
        <>
          <h1 className="studio-review__title">{draft.message}</h1>
          <dl className="studio-review__facts">
            <dt>{t('studio.review.draft.status')}</dt>
            <dd><Badge kind={draft.status}>{t(`studio.review.status.${draft.status}`)}</Badge></dd>
            <dt>{t('studio.review.draft.authors')}</dt><dd>{draft.authors.join(', ')}</dd>
            <dt>{t('studio.review.draft.base')}</dt><dd>{t('studio.review.releaseNumber', { number: draft.base })}</dd>
            {draft.kind === 'rollback' && draft.rollbackOf ? (
              <><dt>{t('studio.review.draft.rollbackOf')}</dt><dd>{t('studio.review.releaseNumber', { number: draft.rollbackOf })}</dd></>
            ) : null}
            <dt>{t('studio.review.draft.updated')}</dt><dd><Times at={draft.updatedAt} /></dd>
            {draft.reviewer ? (
              <><dt>{t('studio.review.draft.reviewer')}</dt><dd>{draft.reviewer}{draft.reviewComment ? `: “${draft.reviewComment}”` : ''}</dd></>
            ) : null}
            {draft.release ? (
              <><dt>{t('studio.review.draft.release')}</dt><dd>{t('studio.review.releaseNumber', { number: draft.release })}</dd></>
            ) : null}
          </dl>
          <p><Link to={draftPreviewPath(draft.id)} className="studio-review__button">{t('studio.review.draft.preview')}</Link></p>

          <h2>{t('studio.review.draft.files')}</h2>
          <ul className="studio-review__files">
            {draft.files.map((file) => <li key={file}><bdi dir="ltr">{file}</bdi></li>)}
            {(draft.removed ?? []).map((file) => <li key={file}><bdi dir="ltr">{file}</bdi> ({t('studio.review.draft.removed')})</li>)}
          </ul>

          <h2>{t('studio.findings.title')}</h2>
          {draft.findings.length === 0 ? <p className="studio__hint">{t('studio.review.draft.noFindings')}</p> : (
            <ul className="studio-findings__list">
              {draft.findings.map((finding, index) => (
                <li key={`${finding.file}|${finding.pointer}|${index}`} className="studio-finding">
                  <p className="studio-finding__message">{finding.severity === 'warning' ? `${t('studio.review.draft.warning')}: ` : ''}{finding.message}</p>
                  <dl>
                    <dt>{t('studio.findings.file')}</dt><dd><bdi dir="ltr">{finding.file}</bdi></dd>
                    <dt>{t('studio.findings.pointer')}</dt><dd><bdi dir="ltr">{finding.pointer || '/'}</bdi></dd>
                    <dt>{t('studio.findings.fix')}</dt><dd>{finding.fix}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          )}

          <h2>{t('studio.review.draft.changes')}</h2>
          <LoadState loaded={diff} onSignedOut={onSignedOut} />
          {diff.status === 'ready' ? <DiffView diff={diff.data} /> : null}

          {/* A rollback brings back a whole release: its diff says it all, there is nothing to preview here. */}
          {draft.kind === 'rollback' ? null : <DraftPreviewPanel staff={staff} draftId={draft.id} revision={draft.revision} compare={{ base: draft.base }} />}

          <DraftActions draft={draft} staff={staff} api={api} onDone={done} onSignedOut={onSignedOut} onReload={() => setRound((n) => n + 1)} />
        </>
      ) : null}
    </div>
  );
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (outcome.kind !== 'published') return <p>{t(`studio.review.done.${outcome.kind}`)}</p>;
  const { release } = outcome;
  return (
    <p>
      {release.status === 'scheduled'
        ? <>{t('studio.review.done.scheduled', { number: release.number })} <Times at={release.effectiveAt} /></>
        : release.status === 'staged' ? t('studio.review.done.staged', { number: release.number, share: release.share?.share, base: release.share?.base })
          : t('studio.review.done.published', { number: release.number })}{' '}
      <Link to={RELEASES_PATH}>{t('studio.review.history.open')}</Link>
    </p>
  );
}
