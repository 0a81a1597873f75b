// The draft previewed as the customer would see it: any step of a journey (forms, and view screens
// drawn by the portal's own views) or a form, English and Arabic side by side, as any partner, at
// phone or desktop width. It follows each save of the draft (the editors save 300 ms after a
// pause), through the server's resolution of the draft's own tree. With `compare`, the release
// the draft started from is shown before it (the reviewer's before/after), one under the other.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { MetaText } from '../bidi-text.js';
import { whyDisabled } from '../disabled-reason.js';
import { Preview, type PreviewLanguages, type PreviewSubject } from '../preview.js';
import type { StaffMember } from '../staff-api.js';
import { textsOfFiles } from './local-texts.js';
import { draftApi, type DraftPreview, type PreviewSide } from './draft-api.js';
import './draft-preview.css';
import { partnerLabel } from '../partner-label.js';

export interface DraftPreviewPanelProps {
  staff: StaffMember;
  draftId: string;
  revision: number;
  /** Show the base release's preview (this release number) before the draft's. */
  compare?: { base: number };
  /** With keys shown, a click on a text opens the texts editor at its key. */
  onTextKey?: (key: string) => void;
  /** The journey shown first (else the tree's first). */
  journey?: string;
  /** The editor's files, unsaved edits included: texts are previewed from them at once, not after the save. */
  files?: Readonly<Record<string, unknown>>;
}

type Answer = { data: DraftPreview; failed: false } | { data: null; failed: true } | null;

function useDraftPreview(staff: StaffMember, draftId: string, revision: number, side: PreviewSide | null, query: Record<string, string>): Answer {
  const [answer, setAnswer] = useState<Answer>(null);
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!side) return undefined;
    let current = true;
    draftApi.preview(staff, draftId, { ...(JSON.parse(key) as Record<string, string>), side }).then(
      (data) => current && setAnswer({ data, failed: false }),
      () => current && setAnswer({ data: null, failed: true }),
    );
    return () => { current = false; };
  }, [staff, draftId, revision, side, key]);
  return answer;
}

function subjectOf(answer: DraftPreview | undefined, stepId: string): PreviewSubject | null {
  if (!answer?.partner || !answer.texts) return null;
  if (answer.form) return { kind: 'form', partner: answer.partner, form: answer.form };
  const step = answer.journey?.steps.find((s) => s.id === stepId) ?? answer.journey?.steps[0];
  return answer.journey && step ? { kind: 'step', partner: answer.partner, journey: answer.journey, step, forms: answer.forms ?? {} } : null;
}

export function DraftPreviewPanel({ staff, draftId, revision, compare, onTextKey, journey, files }: DraftPreviewPanelProps) {
  const { t, i18n } = useTranslation();
  const [partner, setPartner] = useState(staff.partnerScope ?? 'default');
  const [subject, setSubject] = useState(`journey:${journey ?? 'landing'}`);
  const [stepId, setStepId] = useState('');
  const [width, setWidth] = useState<'phone' | 'desktop'>(compare ? 'phone' : 'desktop');
  const [showKeys, setShowKeys] = useState(false);
  const [languages, setLanguages] = useState<PreviewLanguages>('both');
  // A reviewer on a phone may read one side at a time: the page is then a third as long.
  const [sides, setSides] = useState<'both' | 'base' | 'draft'>('both');
  const [kind, id] = subject.split(':') as ['journey' | 'form', string];
  const query = { partner, [kind]: id };
  const after = useDraftPreview(staff, draftId, revision, 'draft', query);
  const before = useDraftPreview(staff, draftId, revision, compare ? 'base' : null, query);
  const answer = after?.data ?? undefined;
  // A text follows each keystroke's pause without waiting for the save and the server's answer.
  // Made again only when one of its three files changes (a new object per edit of that file).
  const en = files?.['locales/en.json'];
  const ar = files?.['locales/ar.json'];
  const partnerFile = files?.[`partners/${partner}.json`];
  const localTexts = useMemo(
    () => (compare ? null : textsOfFiles({ 'locales/en.json': en, 'locales/ar.json': ar, [`partners/${partner}.json`]: partnerFile }, partner)),
    [compare, en, ar, partnerFile, partner],
  );
  const tree = answer?.tree;
  const steps = kind === 'journey' ? answer?.journey?.steps ?? [] : [];

  const newPartnerText = (id: string) => t('studio.review.draft.newPartner', { partner: partnerLabel(t, tree?.partners.find((p) => p.id === id) ?? { id, name: id }) });
  const side = (which: Answer, name: PreviewSide, title: string | null) => {
    const shown = subjectOf(which?.data ?? undefined, stepId);
    return (
      <div className="studio-draft-preview__side" data-side={name} hidden={sides !== 'both' && sides !== name}>
        {title ? <h3 className="studio-draft-preview__side-title">{title}</h3> : null}
        {which?.failed ? <p className="studio__error" role="alert">{t('studio.failed')}</p> : null}
        {which?.data && !which.data.tree ? <p className="studio__error" role="alert">{t('studio.edit.preview.broken')}</p> : null}
        {which?.data?.newPartner ? <p className="studio__hint studio-draft-preview__new-partner"><MetaText text={newPartnerText(which.data.newPartner)} language={i18n.language} /></p> : null}
        {shown && which?.data?.texts ? (
          // It scrolls sideways when its page is wider than its box: reachable by keyboard (axe: scrollable-region-focusable).
          <div className={`studio-draft-preview__frame studio-draft-preview__frame--${width}`} tabIndex={0} role="group" aria-label={title ?? t('studio.edit.preview.title')}>
            <Preview key={`${subject}|${partner}|${shown.kind === 'step' ? shown.step.id : ''}`} subject={shown} languages={languages} texts={(name === 'draft' && localTexts) || which.data.texts} showKeys={showKeys} onTextKey={onTextKey} />
          </div>
        ) : null}
      </div>
    );
  };
  const scopeWhy = whyDisabled(`studio-draft-preview-scope-${compare ? 'compare' : 'edit'}`,
    staff.partnerScope ? t('studio.whyDisabled.partnerScope', { partner: staff.partnerScope }) : null);
  return (
    <section className={`studio-draft-preview${compare ? ' studio-draft-preview--compare' : ''}`} aria-labelledby={`studio-draft-preview-title-${compare ? 'compare' : 'edit'}`} data-revision={answer?.revision ?? ''}>
      <h2 id={`studio-draft-preview-title-${compare ? 'compare' : 'edit'}`}>{t(compare ? 'studio.review.draft.beforeAfter' : 'studio.edit.preview.title')}</h2>
      <div className="studio-draft-preview__controls">
        <label>{t('studio.partner')}{' '}
          <select value={partner} {...scopeWhy.button} onChange={(e) => setPartner(e.target.value)}>
            {(tree?.partners ?? [{ id: partner, name: partner }]).map((p) => <option key={p.id} value={p.id}>{partnerLabel(t, p)}</option>)}
          </select>
        </label>
        {scopeWhy.hint}
        <label>{t('studio.edit.preview.subject')}{' '}
          <select value={subject} onChange={(e) => { setSubject(e.target.value); setStepId(''); }}>
            <optgroup label={t('studio.journeys')}>{(tree?.journeys ?? []).map((j) => <option key={j.id} value={`journey:${j.id}`}>{j.id}</option>)}</optgroup>
            <optgroup label={t('studio.forms')}>{(tree?.forms ?? []).map((f) => <option key={f.id} value={`form:${f.id}`}>{f.id}</option>)}</optgroup>
          </select>
        </label>
        {steps.length > 1 ? (
          <label>{t('studio.edit.preview.step')}{' '}
            <select value={stepId || steps[0]!.id} onChange={(e) => setStepId(e.target.value)}>
              {steps.map((s) => <option key={s.id} value={s.id}>{s.id}{s.kind === 'view' && s.view ? ` (${s.view})` : ''}</option>)}
            </select>
          </label>
        ) : null}
        <label>{t('studio.edit.preview.width')}{' '}
          <select value={width} onChange={(e) => setWidth(e.target.value as 'phone' | 'desktop')}>
            <option value="phone">{t('studio.edit.preview.phone')}</option>
            <option value="desktop">{t('studio.edit.preview.desktop')}</option>
          </select>
        </label>
        <label>{t('studio.edit.preview.languages')}{' '}
          <select value={languages} onChange={(e) => setLanguages(e.target.value as PreviewLanguages)}>
            <option value="both">{t('studio.edit.preview.bothLanguages')}</option>
            <option value="en">{t('studio.edit.preview.english')}</option>
            <option value="ar">{t('studio.edit.preview.arabic')}</option>
          </select>
        </label>
        {compare ? (
          <label>{t('studio.edit.preview.sides')}{' '}
            <select value={sides} onChange={(e) => setSides(e.target.value as 'both' | 'base' | 'draft')}>
              <option value="both">{t('studio.edit.preview.bothSides')}</option>
              <option value="base">{t('studio.edit.preview.beforeOnly')}</option>
              <option value="draft">{t('studio.edit.preview.afterOnly')}</option>
            </select>
          </label>
        ) : null}
        {onTextKey ? (
          <label><input type="checkbox" checked={showKeys} onChange={(e) => setShowKeys(e.target.checked)} /> {t('studio.showKeys')}</label>
        ) : null}
      </div>
      {showKeys && onTextKey ? <p className="studio__hint">{t('studio.edit.preview.keysHint')}</p> : null}
      {compare ? (
        <div className="studio-draft-preview__sides">
          {side(before, 'base', t('studio.review.draft.before', { number: compare.base }))}
          {side(after, 'draft', t('studio.review.draft.after'))}
        </div>
      ) : side(after, 'draft', null)}
    </section>
  );
}
