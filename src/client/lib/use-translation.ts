// The portal's React binding of i18next is react-i18next (the product's design names it). This
// module is the one place that sets it up, so that every component gets the same behaviour:
// - no Suspense: the texts are loaded before the first render (main.tsx), and a studio pane's
//   instance is initialised before it renders;
// - a component renders again, with a new `t`, when its language changes and when a text set is
//   added or removed (a reload of the partner's texts keeps the language: lib/i18n.ts);
// - without a provider above it, a component uses the portal's own instance (i18next's default).
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider, setI18n, useTranslation as useReactI18next } from 'react-i18next';

setI18n(i18next);

const BINDING = { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added removed' } as const;

/** The texts of a page in its language of the moment, as messages and rules read them. */
export interface PageTexts {
  /** With the params: a text with a count exists as its plural forms (`count` chooses one). */
  exists(key: string, params?: Record<string, unknown>): boolean;
  t(key: string, params?: Record<string, unknown>): string;
}

/** The texts a component draws with: its `t` (fixed to the language of this render) and the instance's `exists`. */
export function pageTexts(t: TFunction, i18n: I18n): PageTexts {
  return { exists: (key, params) => i18n.exists(key, params), t: (key, params) => t(key, params) };
}

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nextProvider, { i18n }, children);
}

/** The texts of the nearest instance (the provider's, else the portal's). */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const { t, i18n } = useReactI18next(undefined, BINDING);
  return { t: t as TFunction, i18n };
}
