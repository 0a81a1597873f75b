// Partner onboarding: a new partner file from a form. The brand colour shows its contrast with
// the white text drawn on it (WCAG AA, live); the logo is checked (type, 100 KB, bytes) and kept
// in the file as a data: URL, since a release holds JSON files only. The insurer's source business
// id is asked for and checked here (the checker refuses a partner without its own), and the Add
// button says what still stops it.
import { useId, useState } from 'react';
import { logoDataUrlProblem, logoFileProblem, LOGO_TYPES } from '../../../config/logo-data-url.js';
import { partnerIdProblem, srcBusIdProblem, type KnownPartner } from '../../../config/partner-ids.js';
import { DEFAULT_SRC_BUS_ID } from '../../../config/resolve.js';
import { useTranslation } from '../../lib/use-translation.js';
import { MetaText } from '../bidi-text.js';
import { whyDisabled } from '../disabled-reason.js';
import { AA_TEXT, contrastRatio, shownRatio } from './contrast.js';
import { useKeptState } from './kept-state.js';

export interface PartnerDraft {
  id: string;
  name: string;
  srcBusId: string;
  origins: string;
  helpline: string;
  privacyPolicy: string;
  aboutUs: string;
  colour: string;
  multiplePlans: boolean;
  promoCode: boolean;
  nameEn: string;
  nameAr: string;
  logo: string;
}

export const EMPTY_PARTNER: PartnerDraft = {
  id: '', name: '', srcBusId: '', origins: '', helpline: '', privacyPolicy: '', aboutUs: '', colour: '#0b6e4f', multiplePlans: true, promoCode: true, nameEn: '', nameAr: '', logo: '',
};

/** The partner file (partners/<id>.json) the form describes. */
export function partnerFile(p: PartnerDraft): Record<string, unknown> {
  return {
    $schema: '../schemas/meta/partner.schema.json',
    id: p.id,
    name: p.name,
    origins: p.origins.split(/[\s,]+/).filter(Boolean),
    srcBusId: p.srcBusId,
    ...(p.logo ? { logo: p.logo } : {}),
    features: { multiplePlans: p.multiplePlans, promoCode: p.promoCode, skipPayment: false },
    contact: { helpline: p.helpline, links: { privacyPolicy: p.privacyPolicy, aboutUs: p.aboutUs } },
    theme: { 'color-primary': p.colour },
    ...(p.nameEn || p.nameAr ? { text: { en: { partner: { name: p.nameEn } }, ar: { partner: { name: p.nameAr } } } } : {}),
  };
}

const readDataUrl = (file: Blob) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.onerror = () => reject(reader.error ?? new Error('read failed'));
  reader.readAsDataURL(file);
});

type Problem = { key: string; values?: Record<string, string> };
const asText = (area: string, problem: { kind: string } | null): Problem | null => {
  if (!problem) return null;
  const { kind, ...values } = problem;
  return { key: `studio.edit.partner.${area}.${kind}`, values: values as Record<string, string> };
};

interface PartnerEditorProps {
  onCreate(path: string, content: Record<string, unknown>): void;
  known?: KnownPartner[];
  /** Where what is typed is kept until the partner is added (kept-state.ts): the draft. */
  keepAs?: string;
}

export function PartnerEditor({ onCreate, known = [], keepAs }: PartnerEditorProps) {
  const { t, i18n } = useTranslation();
  const uid = useId();
  const [p, setP, clear] = useKeptState<PartnerDraft>(keepAs, EMPTY_PARTNER);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const set = <K extends keyof PartnerDraft>(key: K) => (value: PartnerDraft[K]) => setP((current) => ({ ...current, [key]: value }));
  const ratio = contrastRatio(p.colour, '#ffffff');
  const passes = ratio !== null && ratio >= AA_TEXT;
  const idIssue = asText('idProblem', partnerIdProblem(p.id, known));
  const busIssue = asText('srcBusIdProblem', srcBusIdProblem(p.srcBusId, known));
  const say = (problem: Problem) => <MetaText text={t(problem.key, problem.values)} language={i18n.language} />;
  const blockers = [idIssue, busIssue, ratio === null ? { key: 'studio.edit.partner.colourInvalid' } : null].filter((x): x is Problem => x !== null);
  const why = whyDisabled(`${uid}-why`, blockers.length ? <>{blockers.map((b) => <span key={b.key}>{say(b)} </span>)}</> : null);
  const ownBusId = known.find((k) => k.id === 'default')?.srcBusId ?? DEFAULT_SRC_BUS_ID;

  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    const early = logoFileProblem(file);
    if (early) return setLogoProblem(early);
    const url = await readDataUrl(file);
    const problem = logoDataUrlProblem(url);
    setLogoProblem(problem);
    if (!problem) set('logo')(url);
  };
  const text = (key: keyof PartnerDraft, label: string, extra: Record<string, unknown> = {}) => (
    <label className="studio-field">
      <span>{t(label)}</span>
      <input value={String(p[key])} onChange={(event) => set(key)(event.target.value as never)} {...extra} />
    </label>
  );

  return (
    <form className="studio-partner" aria-labelledby={`${uid}-title`} onSubmit={(event) => {
      event.preventDefault();
      if (blockers.length) return;
      onCreate(`partners/${p.id}.json`, partnerFile(p));
      clear();
    }}>
      <h3 id={`${uid}-title`}>{t('studio.edit.partner.title')}</h3>
      {text('id', 'studio.edit.partner.id', { required: true, pattern: '[a-z0-9]+(-[a-z0-9]+)*', dir: 'ltr', 'aria-invalid': p.id && idIssue ? true : undefined, 'aria-describedby': `${uid}-id-hint${p.id && idIssue ? ` ${uid}-id-problem` : ''}` })}
      <p id={`${uid}-id-hint`} className="studio__hint">{t('studio.edit.partner.idHint')}</p>
      {p.id && idIssue ? <p id={`${uid}-id-problem`} className="studio__error">{say(idIssue)}</p> : null}
      {text('name', 'studio.edit.partner.name', { required: true })}
      <label className="studio-field">
        <span>{t('studio.edit.partner.srcBusId')}</span>
        <input value={p.srcBusId} required dir="ltr" autoCapitalize="characters" maxLength={10} onChange={(event) => set('srcBusId')(event.target.value.trim().toUpperCase())}
          aria-invalid={p.srcBusId && busIssue ? true : undefined} aria-describedby={`${uid}-bus-hint${p.srcBusId && busIssue ? ` ${uid}-bus-problem` : ''}`} />
      </label>
      <p id={`${uid}-bus-hint`} className="studio__hint"><MetaText text={t('studio.edit.partner.srcBusIdHint', { code: ownBusId })} language={i18n.language} /></p>
      {p.srcBusId && busIssue ? <p id={`${uid}-bus-problem`} className="studio__error">{say(busIssue)}</p> : null}
      {text('nameEn', 'studio.edit.partner.nameEn', { lang: 'en', dir: 'ltr' })}
      {text('nameAr', 'studio.edit.partner.nameAr', { lang: 'ar', dir: 'rtl' })}
      {text('origins', 'studio.edit.partner.origins', { required: true, placeholder: 'https://cars.example' })}
      {text('helpline', 'studio.edit.partner.helpline', { required: true, inputMode: 'tel' })}
      {text('privacyPolicy', 'studio.edit.partner.privacyPolicy', { required: true, type: 'url' })}
      {text('aboutUs', 'studio.edit.partner.aboutUs', { required: true, type: 'url' })}
      <div className="studio-field studio-partner__colour">
        <label htmlFor={`${uid}-colour`}>{t('studio.edit.partner.colour')}</label>
        <input id={`${uid}-colour`} value={p.colour} onChange={(event) => set('colour')(event.target.value)} aria-describedby={`${uid}-contrast`} />
        <input type="color" aria-label={t('studio.edit.partner.colourPicker')} value={/^#[0-9a-f]{6}$/i.test(p.colour) ? p.colour : '#000000'} onChange={(event) => set('colour')(event.target.value)} />
        <span className="studio-partner__swatch" style={{ background: ratio === null ? 'transparent' : p.colour }}>Aa</span>
        <p id={`${uid}-contrast`} role="status" data-passes={passes ? 'true' : 'false'}>
          {ratio === null ? t('studio.edit.partner.colourInvalid') : t(passes ? 'studio.edit.partner.contrastPass' : 'studio.edit.partner.contrastFail', { ratio: shownRatio(ratio).toFixed(2) })}
        </p>
      </div>
      <fieldset>
        <legend>{t('studio.edit.partner.features')}</legend>
        <label><input type="checkbox" checked={p.multiplePlans} onChange={(event) => set('multiplePlans')(event.target.checked)} /> {t('studio.edit.partner.multiplePlans')}</label>
        <label><input type="checkbox" checked={p.promoCode} onChange={(event) => set('promoCode')(event.target.checked)} /> {t('studio.edit.partner.promoCode')}</label>
      </fieldset>
      <div className="studio-field">
        <label htmlFor={`${uid}-logo`}>{t('studio.edit.partner.logo')}</label>
        <input id={`${uid}-logo`} type="file" accept={LOGO_TYPES.join(',')} aria-describedby={`${uid}-logo-hint`} onChange={(event) => void chooseLogo(event.target.files?.[0])} />
        <p id={`${uid}-logo-hint`} className="studio__hint">{t('studio.edit.partner.logoHint')}</p>
        {logoProblem ? <p className="studio__error" role="alert">{t(`studio.edit.partner.logoProblem.${logoProblem}`)}</p> : null}
        {p.logo ? <img className="studio-partner__logo" src={p.logo} alt={t('studio.edit.partner.logoPreview')} /> : null}
      </div>
      <button type="submit" className="button" {...why.button}>{t('studio.edit.partner.create')}</button>
      {why.hint}
    </form>
  );
}
