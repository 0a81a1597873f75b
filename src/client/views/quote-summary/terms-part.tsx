import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import type { ResolvedForm } from '../../../config/resolve.js';
import { partOptions } from '../display-cards/card-values.js';
import { partField } from './summary-data.js';

interface Props {
  form: ResolvedForm;
  links: Record<string, string>;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
}

/** The privacy-policy link (a partner link named by the config) and the terms box that enables payment. */
export function TermsPart({ form, links, accepted, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const options = partOptions(form);
  const href = links[String(options.link ?? '')];
  const title = (form.schema?.properties as Record<string, { title?: string }> | undefined)?.[partField(form) ?? '']?.title ?? 'summary.terms.accept';
  return (
    <section className="summary-part terms">
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {t(String(options.linkText ?? 'summary.terms.privacyPolicy'))}
        </a>
      ) : null}
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" className="checkbox__box" checked={accepted} onChange={(event) => onChange(event.target.checked)} />
        <span>{t(title)}</span>
      </label>
    </section>
  );
}
