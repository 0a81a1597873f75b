import { useTranslation } from '../lib/use-translation.js';
import { Link } from '../ui/route-link.js';

/** A full-page message with a way home: the not-found page and routes with nothing configured yet. */
export function Notice({ titleKey, textKey }: { titleKey: string; textKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="notice">
      <h1 className="notice__title">{t(titleKey)}</h1>
      <p>{t(textKey)}</p>
      <Link className="button" to="/motor-insurance">
        {t('ui.home')}
      </Link>
    </section>
  );
}

export function NotFound() {
  return <Notice titleKey="ui.notFound.title" textKey="ui.notFound.text" />;
}

export function NotAvailable() {
  return <Notice titleKey="ui.notAvailable.title" textKey="ui.notAvailable.text" />;
}
