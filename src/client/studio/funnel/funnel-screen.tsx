// The funnel (issue 34): per journey, each step's visits and the share that went on, as bars and
// as a table, filtered by Oman days, partner, language and device; two releases side by side.
// Any signed-in member of staff; a partner's staff see their own partner (the server decides).
import { useEffect, useState, type FormEvent } from 'react';
import { isolateLtr } from '../../lib/format.js';
import { useTranslation } from '../../lib/use-translation.js';
import { ApiMessage, LoadState, type ReviewProps } from '../releases/review-bits.js';
import { studioApi } from '../studio-api.js';
import { useLoaded } from '../use-studio-data.js';
import { getFunnel, type Funnel, type FunnelFilter } from './funnel-api.js';
import { FunnelChart } from './funnel-chart.js';
import { LANGUAGES } from '../../lib/i18n.js';

const DEVICES = ['phone', 'desktop'] as const;

/** Today and 29 days before, as Oman days (UTC+4), the server's default range. */
function defaultRange(now = Date.now()): { from: string; to: string } {
  const day = (ms: number) => new Date(ms + 4 * 3_600_000).toISOString().slice(0, 10);
  return { from: day(now - 29 * 86_400_000), to: day(now) };
}

export function FunnelScreen({ staff, onSignedOut }: ReviewProps) {
  const { t } = useTranslation();
  const tree = useLoaded(() => studioApi.tree(), []);
  const [filter, setFilter] = useState<FunnelFilter | null>(null);
  const [funnel, setFunnel] = useState<{ status: 'idle' | 'loading' } | { status: 'ready'; data: Funnel } | { status: 'failed'; error: unknown }>({ status: 'idle' });
  const journeys = tree.status === 'ready' ? tree.data.journeys : [];
  const partners = tree.status === 'ready' ? tree.data.partners : [];
  const range = defaultRange();
  useEffect(() => {
    document.title = `${t('studio.funnel.title')} · ${t('studio.title')}`;
  }, [t]);
  // The first journey's funnel as soon as the journeys are known.
  const firstJourney = journeys[0]?.id;
  useEffect(() => {
    if (firstJourney) setFilter((shown) => shown ?? { journey: firstJourney, ...defaultRange() });
  }, [firstJourney]);
  useEffect(() => {
    if (!filter) return undefined;
    let current = true;
    setFunnel({ status: 'loading' });
    getFunnel(filter).then(
      (data) => current && setFunnel({ status: 'ready', data }),
      (error: unknown) => current && setFunnel({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [filter]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const releases = [text('releaseA'), text('releaseB')].filter((r): r is string => r !== undefined).map(Number).filter((n) => Number.isInteger(n) && n > 0);
    setFilter({
      journey: text('journey') ?? journeys[0]?.id ?? '', from: text('from'), to: text('to'), partner: text('partner'),
      language: text('language'), device: text('device'), releases: [...new Set(releases)],
    });
  };

  const shownJourney = funnel.status === 'ready' ? journeys.find((j) => j.id === funnel.data.journey) : undefined;
  const stepTitles = Object.fromEntries((shownJourney?.steps ?? []).map((step) => [step.id, step.title]));
  const seriesTitle = (release: number | null) => (release === null ? t('studio.funnel.allReleases') : t('studio.funnel.release', { n: release }));
  return (
    <div className="studio-review studio-funnel-screen">
      <h1 className="studio-review__title">{t('studio.funnel.title')}</h1>
      <p className="studio__hint">{t('studio.funnel.intro')}</p>
      <LoadState loaded={tree} onSignedOut={onSignedOut} />
      {journeys.length ? (
        <form className="studio-review__filters studio-funnel__filters" role="search" onSubmit={apply} aria-label={t('studio.funnel.filters')}>
          <label>
            {t('studio.funnel.journey')}
            <select name="journey" defaultValue={journeys[0]?.id}>
              {journeys.map((j) => <option key={j.id} value={j.id}>{`${t(j.title)} (${isolateLtr(j.id)})`}</option>)}
            </select>
          </label>
          <label>{t('studio.funnel.from')}<input name="from" type="date" defaultValue={range.from} required /></label>
          <label>{t('studio.funnel.to')}<input name="to" type="date" defaultValue={range.to} required /></label>
          {staff.partnerScope ? null : (
            <label>
              {t('studio.funnel.partner')}
              <select name="partner" defaultValue="">
                <option value="">{t('studio.funnel.anyPartner')}</option>
                {partners.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
              </select>
            </label>
          )}
          <label>
            {t('studio.funnel.language')}
            <select name="language" defaultValue="">
              <option value="">{t('studio.funnel.anyLanguage')}</option>
              {LANGUAGES.map((l) => <option key={l} value={l}>{t(`studio.funnel.languages.${l}`)}</option>)}
            </select>
          </label>
          <label>
            {t('studio.funnel.device')}
            <select name="device" defaultValue="">
              <option value="">{t('studio.funnel.anyDevice')}</option>
              {DEVICES.map((d) => <option key={d} value={d}>{t(`studio.funnel.devices.${d}`)}</option>)}
            </select>
          </label>
          <label>{t('studio.funnel.releaseA')}<input name="releaseA" type="number" min={1} step={1} inputMode="numeric" dir="ltr" /></label>
          <label>{t('studio.funnel.releaseB')}<input name="releaseB" type="number" min={1} step={1} inputMode="numeric" dir="ltr" /></label>
          <p className="studio__hint studio-funnel__wide">{t('studio.funnel.releaseHint')}</p>
          <button type="submit" className="studio-review__button studio-review__button--primary">{t('studio.funnel.show')}</button>
        </form>
      ) : null}
      <p role="status" className="studio__hint">
        {funnel.status === 'loading' ? t('studio.loading') : funnel.status === 'ready' ? t('studio.funnel.shown', { date: isolateLtr(`${funnel.data.from} – ${funnel.data.to}`) }) : ''}
      </p>
      {funnel.status === 'failed' ? <ApiMessage error={funnel.error} /> : null}
      {funnel.status === 'ready' ? (
        <div className={`studio-funnel__series${funnel.data.series.length > 1 ? ' studio-funnel__series--two' : ''}`}>
          {funnel.data.series.map((s) => <FunnelChart key={String(s.release)} series={s} title={seriesTitle(s.release)} stepTitles={stepTitles} />)}
        </div>
      ) : null}
    </div>
  );
}
