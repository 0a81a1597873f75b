// One language of the preview: its own i18n instance (texts of the chosen partner, or their keys),
// its own direction, and the partner's colours and logo, so two panes sit side by side.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { I18nProvider, useTranslation } from '../lib/use-translation.js';
import { applyPartnerTheme } from '../startup/partner-theme.js';
import { paneI18n } from './pane-i18n.js';
import type { PartnerLook, Texts } from './studio-api.js';

export interface PreviewPaneProps {
  language: 'en' | 'ar';
  texts: Texts;
  showKeys: boolean;
  partner: PartnerLook;
  children: ReactNode;
}

export function PreviewPane({ language, texts, showKeys, partner, children }: PreviewPaneProps) {
  const { t } = useTranslation();
  const i18n = useMemo(() => paneI18n(language, texts, showKeys), [language, texts, showKeys]);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const applied = applyPartnerTheme(partner.theme, element);
    // Another partner's pane must not keep this partner's colours.
    return () => applied.forEach((token) => element.style.removeProperty(`--${token}`));
  }, [partner.theme]);
  return (
    <section ref={ref} className="studio-pane" dir={i18n.dir()} lang={language} aria-label={t(`studio.pane.${language}`)} data-partner={partner.id}>
      <h2 className="studio-pane__language">{t(`studio.pane.${language}`)}</h2>
      <I18nProvider i18n={i18n}>
        <PaneBrand partner={partner} />
        <div className="studio-pane__body">{children}</div>
      </I18nProvider>
    </section>
  );
}

function PaneBrand({ partner }: { partner: PartnerLook }) {
  const { t } = useTranslation();
  return (
    <div className="studio-pane__brand">
      {/* As the customer site's logo bar: the partner's name in the pane's language. */}
      {partner.logo ? <img className="studio-pane__logo" src={partner.logo} alt={t('partner.name')} /> : <span className="studio-pane__name">{t('partner.name')}</span>}
    </div>
  );
}
