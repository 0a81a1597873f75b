import { getUiOptions, type ErrorListProps, type FieldTemplateProps, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from '../lib/use-translation.js';
import { FieldTouched } from './form-context.js';
import { captureFields } from './ocr/card-capture-options.js';
import { CardDetails } from './ocr/card-details.js';
import { FieldShell, useTouched } from './widgets/field-shell.js';

/**
 * Every field row: label, control, and its first error once the customer has left the field
 * (spec section 5: "once touched"). Errors arrive already translated by the adapter.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { t } = useTranslation();
  const [touched, touch] = useTouched();
  const { id, label, required, displayLabel, rawErrors, rawHelp, rawDescription, hidden, children, schema } = props;
  if (hidden) return <div className="field--hidden">{children}</div>;
  if (schema.type === 'object') return children;
  const error = touched ? rawErrors?.[0] : undefined;
  // Effects can make a field required without changing the compiled schema.
  const shownRequired = required || getUiOptions(props.uiSchema).portalRequired === true;
  const help = rawHelp ?? rawDescription;
  return (
    <FieldTouched.Provider value={touched}>
      <div className="field-row" onBlur={touch}>
        <FieldShell id={id} label={displayLabel && label ? t(label) : ''} required={shownRequired} error={error} help={help ? t(help) : undefined}>
          {children}
        </FieldShell>
      </div>
    </FieldTouched.Provider>
  );
}

export function ObjectFieldTemplate({ properties, title, description, uiSchema }: ObjectFieldTemplateProps) {
  const { t } = useTranslation();
  // Fields a card-capture widget owns are rendered inside its details tab, not in the flow.
  const owned = new Set(captureFields(uiSchema).flatMap(([, options]) => options.details));
  const details = new Map(properties.filter((p) => owned.has(p.name) && !p.hidden).map((p) => [p.name, p.content] as const));
  return (
    <fieldset className="form-fields">
      {title ? <legend className="form-fields__title">{t(title)}</legend> : null}
      {typeof description === 'string' ? <p className="form-fields__description">{t(description)}</p> : null}
      <CardDetails.Provider value={details}>
        {properties.map((property) => (property.hidden || owned.has(property.name) ? null : <div key={property.name}>{property.content}</div>))}
      </CardDetails.Provider>
    </fieldset>
  );
}

/** The error summary is replaced by inline errors beside each field. */
export function ErrorListTemplate(_props: ErrorListProps) {
  return null;
}
