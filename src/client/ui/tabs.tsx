import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.js';

export interface TabItem {
  id: string;
  /** Already-translated label. */
  label: string;
}

export interface TabsProps {
  tabs: TabItem[];
  /** The active tab id; callers start it at the first tab. */
  active: string | undefined;
  onChange: (id: string) => void;
  children?: ReactNode;
}

/** WAI-ARIA tabs: arrows, Home and End move between tabs; Arabic reverses the arrows with the layout. */
export function Tabs({ tabs, active, onChange, children }: TabsProps) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0) return <p className="tabs__empty">{t('ui.tabs.empty')}</p>;
  const activeId = active ?? tabs[0]?.id;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = tabs.length - 1;
    const target: Record<string, number> = { [forward]: (index + 1) % tabs.length, [backward]: (index + last) % tabs.length, Home: 0, End: last };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    refs.current[next]?.focus();
    onChange(tab.id);
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === activeId}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.id === activeId ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${activeId}`} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
