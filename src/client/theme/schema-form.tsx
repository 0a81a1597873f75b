import Form, { type IChangeEvent } from '@rjsf/core';
import type { CustomValidator, ErrorSchema, ErrorTransformer, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalFormContext } from './form-context.js';
import { ErrorListTemplate, FieldTemplate, ObjectFieldTemplate } from './rjsf-templates.js';
import { widgets } from './rjsf-widgets.js';
import { checkWidgetRule, widgetRuleFor } from './rules.js';
import { fieldOf, translateError, type FormMessages, type Translator } from './translate-errors.js';
import { validatorFor } from './validators.js';

export type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  /** Form id of the config: first link of the error-message chain. */
  formId: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  messages?: FormMessages;
  formData: FormData;
  /** Every change, with whether every field now passes (drives the submit button). */
  onChange: (formData: FormData, valid: boolean) => void;
  onSubmit: (formData: FormData) => void;
  onFiles?: PortalFormContext['onFiles'];
  /** The step's buttons; a submit button in here submits the form. */
  children: ReactNode;
}

type UiOptions = { 'ui:options'?: { inputType?: string }; 'ui:inputType'?: string };

/** Widget rules (e-mail, telephone) apply to fields whose schema has no pattern of its own. */
function widgetRuleValidator(schema: RJSFSchema, uiSchema: UiSchema | undefined, translate: (field: string, keyword: string) => string): CustomValidator {
  return (formData, errors) => {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (typeof property !== 'object' || property.pattern) continue;
      const ui = (uiSchema?.[name] ?? {}) as UiOptions;
      const inputType = ui['ui:options']?.inputType ?? ui['ui:inputType'];
      const rule = widgetRuleFor(name, inputType, property.format);
      const broken = checkWidgetRule(rule, (formData as FormData | undefined)?.[name]);
      if (broken) (errors as unknown as Record<string, { addError(message: string): void }>)[name]?.addError(translate(name, broken));
    }
    return errors;
  };
}

/**
 * The only door to rjsf: the runtime hands it config, it hands back data. We run validation
 * ourselves (precompiled, translated) and give rjsf the result, so a message shown to the
 * customer is always one of ours and the submit button knows whether the form passes.
 */
export function SchemaForm({ formId, schema, uiSchema, messages, formData, onChange, onSubmit, onFiles, children }: SchemaFormProps) {
  const { t, i18n } = useTranslation();
  const validator = useMemo(() => validatorFor(schema), [schema]);
  const [errorSchema, setErrorSchema] = useState<ErrorSchema | undefined>();

  const validate = useMemo(() => {
    const translator: Translator = { exists: (key) => i18n.exists(key), t: (key, params) => t(key, params) };
    const translate = (field: string, keyword: string, params?: Record<string, unknown>) =>
      translateError(translator, formId, { field, keyword, params }, messages);
    const transformErrors: ErrorTransformer = (errors) =>
      errors.map((error) => ({
        ...error,
        message: translate(fieldOf(error.property, error.params), error.name ?? '', error.params),
      }));
    const customValidate = widgetRuleValidator(schema, uiSchema, translate);
    return (data: FormData) => validator.validateFormData(data, schema, customValidate, transformErrors, uiSchema);
  }, [validator, schema, uiSchema, messages, formId, t, i18n]);

  // Validate up front too, so the submit button starts disabled and a first blur can show "required".
  const current = useMemo(() => validate(formData), [validate, formData]);
  const shownErrors = errorSchema ?? current.errorSchema;

  const handleChange = (event: IChangeEvent<FormData>) => {
    const data = event.formData ?? {};
    const result = validate(data);
    setErrorSchema(result.errorSchema);
    onChange(data, result.errors.length === 0);
  };

  const formContext: PortalFormContext = { formId, onFiles };
  return (
    <Form<FormData>
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={widgets}
      templates={{ FieldTemplate, ObjectFieldTemplate, ErrorListTemplate }}
      formContext={formContext}
      idPrefix={formId}
      noValidate
      noHtml5Validate
      extraErrors={shownErrors}
      extraErrorsBlockSubmit
      showErrorList={false}
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'never' }}
      onChange={handleChange}
      onSubmit={(event) => {
        const data = event.formData ?? {};
        if (validate(data).errors.length === 0) onSubmit(data);
      }}
    >
      {children}
    </Form>
  );
}

/** Whether data passes a schema, for callers that decide without rendering (initial button state). */
export function passes(schema: RJSFSchema, data: FormData): boolean {
  return validatorFor(schema).validateFormData(data, schema).errors.length === 0;
}
