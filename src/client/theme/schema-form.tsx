import Form, { type IChangeEvent } from '@rjsf/core';
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalFormContext } from './form-context.js';
import { ErrorListTemplate, FieldTemplate, ObjectFieldTemplate } from './rjsf-templates.js';
import { widgets } from './rjsf-widgets.js';
import { checkWidgetRule, isBlank, widgetRuleFor } from './rules.js';
import { fieldOf, translateError, type FormMessages, type Translator } from './translate-errors.js';
import { MissingValidatorError, validatorFor } from './validators.js';

export type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  /** Form id of the config: first link of the error-message chain. */
  formId: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  messages?: FormMessages;
  formData: FormData;
  onChange: (formData: FormData) => void;
  /** Whether every field passes, reported whenever that changes (drives the submit button). */
  onValidity?: (valid: boolean) => void;
  onSubmit: (formData: FormData) => void;
  onFiles?: PortalFormContext['onFiles'];
  /** Fields the form's effects make required now (the schema itself stays as compiled). */
  requiredFields?: string[];
  /** Fields the form's effects hide now. */
  hiddenFields?: string[];
  /** The step's buttons; a submit button in here submits the form. */
  children: ReactNode;
}

type UiOptions = { 'ui:options'?: { inputType?: string }; 'ui:inputType'?: string };

/**
 * Rules the compiled schema cannot hold: widget rules (e-mail, telephone) for fields whose schema
 * has no pattern of its own, and fields made required by the form's effects.
 */
function portalRules(schema: RJSFSchema, uiSchema: UiSchema | undefined, required: string[], translate: (field: string, keyword: string) => string): CustomValidator {
  return (formData, errors) => {
    const data = (formData ?? {}) as FormData;
    const fieldErrors = errors as unknown as Record<string, { addError(message: string): void } | undefined>;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (typeof property !== 'object') continue;
      if (required.includes(name) && isBlank(data[name])) {
        fieldErrors[name]?.addError(translate(name, 'required'));
        continue;
      }
      if (property.pattern) continue;
      const ui = (uiSchema?.[name] ?? {}) as UiOptions;
      const rule = widgetRuleFor(name, ui['ui:options']?.inputType ?? ui['ui:inputType'], property.format);
      const broken = checkWidgetRule(rule, data[name]);
      if (broken) fieldErrors[name]?.addError(translate(name, broken));
    }
    return errors;
  };
}

/** Hidden fields get the hidden widget; effect-required ones are flagged for the asterisk. */
function withEffects(uiSchema: UiSchema | undefined, required: string[], hidden: string[]): UiSchema | undefined {
  if (!required.length && !hidden.length) return uiSchema;
  const next: UiSchema = { ...uiSchema };
  for (const field of required) next[field] = { ...next[field], 'ui:options': { ...next[field]?.['ui:options'], portalRequired: true } };
  for (const field of hidden) next[field] = { ...next[field], 'ui:widget': 'hidden' };
  return next;
}

const templates = { FieldTemplate, ObjectFieldTemplate, ErrorListTemplate };

/** A schema without a precompiled validator cannot be checked, so it is not offered at all. */
function useValidator(schema: RJSFSchema): ValidatorType | MissingValidatorError {
  return useMemo(() => {
    try {
      return validatorFor(schema);
    } catch (error) {
      if (error instanceof MissingValidatorError) return error;
      throw error;
    }
  }, [schema]);
}

/**
 * The only door to rjsf: the runtime hands it config, it hands back data. We run validation
 * ourselves (precompiled, translated) and give rjsf the result, so a message shown to the
 * customer is always one of ours and the submit button knows whether the form passes.
 */
export function SchemaForm(props: SchemaFormProps) {
  const { t } = useTranslation();
  const validator = useValidator(props.schema);
  if (validator instanceof MissingValidatorError) {
    console.error(validator.message);
    return (
      <p className="field__error" role="alert">
        {t('ui.form.unavailable')}
      </p>
    );
  }
  return <ValidatedForm {...props} validator={validator} />;
}

function ValidatedForm(props: SchemaFormProps & { validator: ValidatorType }) {
  const { formId, schema, messages, formData, onChange, onValidity, onSubmit, onFiles, validator, children } = props;
  const { t, i18n } = useTranslation();
  // Keyed by content: callers pass fresh arrays on every render.
  const requiredKey = (props.requiredFields ?? []).join('\n');
  const hiddenKey = (props.hiddenFields ?? []).join('\n');
  const required = useMemo(() => (requiredKey ? requiredKey.split('\n') : []), [requiredKey]);
  const uiSchema = useMemo(
    () => withEffects(props.uiSchema, required, hiddenKey ? hiddenKey.split('\n') : []),
    [props.uiSchema, required, hiddenKey],
  );

  const validate = useMemo(() => {
    const translator: Translator = { exists: (key) => i18n.exists(key), t: (key, params) => t(key, params) };
    const translate = (field: string, keyword: string, params?: Record<string, unknown>) =>
      translateError(translator, formId, { field, keyword, params }, messages);
    const transformErrors: ErrorTransformer = (errors) =>
      errors.map((error) => ({
        ...error,
        message: translate(fieldOf(error.property, error.params), error.name ?? '', error.params),
      }));
    const customValidate = portalRules(schema, uiSchema, required, translate);
    return (data: FormData) => validator.validateFormData(data, schema, customValidate, transformErrors, uiSchema);
  }, [validator, schema, uiSchema, required, messages, formId, t, i18n]);

  // Validated on every render of the (controlled) data, so a first blur can already show "required".
  const current = useMemo(() => validate(formData), [validate, formData]);
  const valid = current.errors.length === 0;
  useEffect(() => onValidity?.(valid), [onValidity, valid]);

  const formContext = useMemo<PortalFormContext>(() => ({ formId, onFiles }), [formId, onFiles]);
  return (
    <Form<FormData>
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={widgets}
      templates={templates}
      formContext={formContext}
      idPrefix={formId}
      noValidate
      noHtml5Validate
      extraErrors={current.errorSchema}
      extraErrorsBlockSubmit
      showErrorList={false}
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      onChange={(event: IChangeEvent<FormData>) => onChange(event.formData ?? {})}
      onSubmit={(event) => {
        const data = event.formData ?? {};
        if (validate(data).errors.length === 0) onSubmit(data);
      }}
    >
      {children}
    </Form>
  );
}
