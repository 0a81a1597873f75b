// The portal's React binding of i18next, in place of react-i18next: the portal uses only its
// useTranslation() and a provider (studio panes), and this is about a tenth of its size in the
// landing page's JavaScript. The texts are loaded before the first render (main.tsx), so there
// is no loading state or Suspense here.
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/** Components without a provider above them use the portal's own instance. */
const I18nContext = createContext<I18n>(i18next);

export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

interface Binding {
  version: number;
  listeners: Set<() => void>;
  /** The resource store listened to: init() makes a new one, which is then listened to too. */
  store?: object;
  bump: () => void;
  subscribe: (listener: () => void) => () => void;
  snapshot: () => number;
}

const bindings = new WeakMap<I18n, Binding>();

/**
 * One counter per instance, moved on by a change of language and by a text set added or removed
 * (a reload of the partner's texts keeps the language); every component reads the counter, so an
 * event is counted once however many components listen.
 */
function bindingOf(i18n: I18n): Binding {
  let binding = bindings.get(i18n);
  if (!binding) {
    const created: Binding = {
      version: 0,
      listeners: new Set(),
      bump: () => {
        created.version += 1;
        for (const listener of [...created.listeners]) listener();
      },
      subscribe: (listener) => {
        created.listeners.add(listener);
        return () => created.listeners.delete(listener);
      },
      snapshot: () => created.version,
    };
    i18n.on('languageChanged', created.bump);
    bindings.set(i18n, (binding = created));
  }
  if (i18n.store && binding.store !== i18n.store) {
    binding.store = i18n.store;
    i18n.store.on('added', binding.bump);
    i18n.store.on('removed', binding.bump);
  }
  return binding;
}

/**
 * The texts of the nearest instance; the component renders again when its language or texts
 * change, and `t` is then a new function, so effects that depend on it run again.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  const binding = bindingOf(i18n);
  const version = useSyncExternalStore(binding.subscribe, binding.snapshot, binding.snapshot);
  // A new function per version: effects that depend on t run again with the new texts.
  const t = useMemo(() => i18n.t.bind(i18n) as TFunction, [i18n, version]);
  return { t, i18n };
}
