import { useTranslation } from '../lib/use-translation.js';
import type { ChunkLoadError } from '../lib/lazy-chunk.js';
import { Link } from './route-link.js';

/** What a customer sees when part of the site could not be downloaded (spec section 8). */
export function ChunkError({ error }: { error: ChunkLoadError }) {
  const { t } = useTranslation();
  return (
    <section className="notice notice--error" role="alert">
      <h1 className="notice__title">{t('ui.chunk.title')}</h1>
      <p>{t(`ui.chunk.kind.${error.kind}`)}</p>
      <p className="notice__address">
        {t('ui.chunk.address')} <code dir="ltr">{error.address}</code>
      </p>
      <p>
        <a href={window.location.href}>{t('ui.chunk.reload')}</a> · <Link to="/motor-insurance">{t('ui.home')}</Link>
      </p>
    </section>
  );
}
