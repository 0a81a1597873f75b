// The draft previewed as the customer would see it: a journey step or a form, English and Arabic
// side by side, as any partner, at phone or desktop width. It follows each save of the draft (the
// editors save 300 ms after a pause), through the server's resolution of the draft's own tree.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { Preview, type PreviewSubject } from '../preview.js';
import type { StaffMember } from '../staff-api.js';
import { draftApi, type DraftPreview } from './draft-api.js';

export function DraftPreviewPanel({ staff, draftId, revision }: { staff: StaffMember; draftId: string; revision: number }) {
  const { t } = useTranslation();
  const [partner, setPartner] = useState(staff.partnerScope ?? 'default');
  const [subject, setSubject] = useState('journey:landing');
  const [width, setWidth] = useState<'phone' | 'desktop'>('desktop');
  const [answer, setAnswer] = useState<DraftPreview | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    const [kind, id] = subject.split(':') as ['journey' | 'form', string];
    draftApi.preview(staff, draftId, { partner, [kind]: id }).then(
      (data) => { if (current) { setAnswer(data); setFailed(false); } },
      () => current && setFailed(true),
    );
    return () => { current = false; };
  }, [staff, draftId, revision, partner, subject]);

  const tree = answer?.tree;
  const shown: PreviewSubject | null = !answer?.partner || !answer.texts ? null
    : answer.form ? { kind: 'form', partner: answer.partner, form: answer.form }
      : answer.journey?.steps[0] ? { kind: 'step', partner: answer.partner, journey: answer.journey, step: answer.journey.steps[0], forms: answer.forms ?? {} } : null;
  return (
    <section className="studio-draft-preview" aria-labelledby="studio-draft-preview-title" data-revision={answer?.revision ?? ''}>
      <h2 id="studio-draft-preview-title">{t('studio.edit.preview.title')}</h2>
      <div className="studio-draft-preview__controls">
        <label>{t('studio.partner')}{' '}
          <select value={partner} disabled={Boolean(staff.partnerScope)} onChange={(e) => setPartner(e.target.value)}>
            {(tree?.partners ?? [{ id: partner, name: partner }]).map((p) => <option key={p.id} value={p.id}>{p.name} ({p.id})</option>)}
          </select>
        </label>
        <label>{t('studio.edit.preview.subject')}{' '}
          <select value={subject} onChange={(e) => setSubject(e.target.value)}>
            <optgroup label={t('studio.journeys')}>{(tree?.journeys ?? []).map((j) => <option key={j.id} value={`journey:${j.id}`}>{j.id}</option>)}</optgroup>
            <optgroup label={t('studio.forms')}>{(tree?.forms ?? []).map((f) => <option key={f.id} value={`form:${f.id}`}>{f.id}</option>)}</optgroup>
          </select>
        </label>
        <label>{t('studio.edit.preview.width')}{' '}
          <select value={width} onChange={(e) => setWidth(e.target.value as 'phone' | 'desktop')}>
            <option value="phone">{t('studio.edit.preview.phone')}</option>
            <option value="desktop">{t('studio.edit.preview.desktop')}</option>
          </select>
        </label>
      </div>
      {failed ? <p className="studio__error" role="alert">{t('studio.failed')}</p> : null}
      {answer && !tree ? <p className="studio__error" role="alert">{t('studio.edit.preview.broken')}</p> : null}
      {shown && answer?.texts ? (
        <div className={`studio-draft-preview__frame studio-draft-preview__frame--${width}`}>
          <Preview key={`${subject}|${partner}`} subject={shown} texts={answer.texts} showKeys={false} />
        </div>
      ) : null}
    </section>
  );
}
