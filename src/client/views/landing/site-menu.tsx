import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { WithLtrValue } from '../../ui/ltr-value.js';
import type { LinkMap, MenuItem, NamedLink } from './landing-options.js';
import { Link } from '../../ui/route-link.js';

interface SiteMenuProps {
  menu: MenuItem[];
  social: string[];
  links: LinkMap;
  helpline: string;
}

/** Only links the partner configured are shown; a missing one is left out rather than dead. */
export const present = (items: NamedLink[], links: LinkMap) => items.filter((item) => item.route || links[item.link]);

/** Contact strip, social icons and the main menu; Products opens on hover and by keyboard. */
export function SiteMenu({ menu, social, links, helpline }: SiteMenuProps) {
  const { t } = useTranslation();
  return (
    <div className="site-menu">
      <div className="site-menu__strip">
        <span><WithLtrValue translate={(phone) => t('landing.contact.tollFree', { phone })} value={helpline} /></span>
        <span>{t('landing.contact.address')}</span>
        {links.employeeLogin ? <a href={links.employeeLogin}>{t('landing.contact.employeeLogin')}</a> : null}
        <ul className="site-menu__social" aria-label={t('landing.social.label')}>
          {social.filter((name) => links[name]).map((name) => (
            <li key={name}>
              <a href={links[name]} target="_blank" rel="noreferrer" aria-label={t(`landing.social.${name}`)} className={`social social--${name}`}>
                <span aria-hidden="true">{t(`landing.social.${name}`).slice(0, 1)}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <nav className="site-menu__nav" aria-label={t('landing.menu.label')}>
        <ul className="site-menu__items">
          {menu.map((item) => (
            <li key={item.label} className="site-menu__item">
              {'columns' in item ? (
                <Dropdown label={t(item.label)} columns={item.columns.map((column) => present(column, links))} links={links} />
              ) : 'route' in item ? (
                <Link to={item.route}>{t(item.label)}</Link>
              ) : 'anchor' in item ? (
                <a href={`#${item.anchor}`}>{t(item.label)}</a>
              ) : links[item.link] ? (
                <a href={links[item.link]}>{t(item.label)}</a>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function Dropdown({ label, columns, links }: { label: string; columns: NamedLink[][]; links: LinkMap }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  return (
    <div
      className="dropdown"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      // Closes when focus leaves the whole menu, not when it moves inside it.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={buttonRef} type="button" className="dropdown__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <div id={panelId} className="dropdown__panel" hidden={!open}>
        {columns.map((column, index) => (
          <ul key={index} className="dropdown__column">
            {column.map((item) => (
              <li key={item.link}>
                <a href={links[item.link]}>{t(item.label)}</a>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
