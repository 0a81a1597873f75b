import { useTranslation } from '../lib/use-translation.js';
import { isLanguage, switchLanguage, type Language } from '../lib/i18n.js';
import { Link } from '../ui/route-link.js';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

export function Header() {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : 'en';
  const other: Language = current === 'en' ? 'ar' : 'en';
  const onSwitch = () => {
    switchLanguage(other).catch((error: unknown) => console.error('Language switch failed', error));
  };
  return (
    <header className="site-header">
      <Link to="/motor-insurance" className="site-header__brand">
        {t('ui.brand')}
      </Link>
      {/* Each language is named in itself so a reader of either can find their own. */}
      <button type="button" className="site-header__language" lang={other} onClick={onSwitch} aria-label={t('ui.language.switchTo', { language: LANGUAGE_NAMES[other] })}>
        {LANGUAGE_NAMES[other]}
      </button>
    </header>
  );
}
