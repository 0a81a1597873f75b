import Form, { type IChangeEvent } from '@rjsf/core';
import { validationDataMerge, type ErrorTransformer, type RJSFSchema, type UiSchema, type ValidatorType } from '@rjsf/utils';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { pageTexts, useTranslation } from '../lib/use-translation.js';
import { alertStatusRules, readAlertStatusRules } from '../ui/alert-status.js';
import { withChosenWidgets } from './chosen-widgets.js';
import { withDataRules } from './data-ui.js';
import type { PortalFormContext } from './form-context.js';
import { ErrorListTemplate, FieldTemplate, ObjectFieldTemplate } from './rjsf-templates.js';
import { widgets } from './rjsf-widgets.js';
import { portalErrorSchema, withEffects } from './portal-rules.js';
import { fieldOf, translateError, type FormMessages } from './translate-errors.js';
import { MissingValidatorError, pendingValidator, validatorFor } from './validators.js';

export type FormData = Record<string, unknown>;

export interface SchemaFormProps {
  /** Form id of the config: first link of the error-message chain. */
  formId: string;
  /** Prefix of the fields' element ids (default: the form id); two copies of a form on one page need their own. */
  idPrefix?: string;
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

const templates = { FieldTemplate, ObjectFieldTemplate, ErrorListTemplate };

/** A schema without a precompiled validator cannot be checked, so it is not offered at all. */
function useValidator(schema: RJSFSchema): ValidatorType | MissingValidatorError {
  // Named by the journey answer but not downloaded yet: the step's Suspense shows its placeholder.
  const pending = pendingValidator(schema.$id);
  if (pending) throw pending;
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
  useAlertStatusRules(props.uiSchema);
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

/** The form's `ui:options.alertStatus` apply to the alerts shown while it is on screen (ROP answers). */
function useAlertStatusRules(uiSchema: UiSchema | undefined) {
  const options = uiSchema?.['ui:options'];
  useEffect(() => {
    const rules = readAlertStatusRules(options);
    if (!rules.length) return undefined;
    alertStatusRules.set(rules);
    return () => alertStatusRules.set([]);
  }, [options]);
}

function ValidatedForm(props: SchemaFormProps & { validator: ValidatorType }) {
  const { formId, schema, messages, formData, onChange, onValidity, onSubmit, onFiles, validator, children } = props;
  const { t, i18n } = useTranslation();
  // Keyed by content: callers pass fresh arrays on every render.
  const requiredKey = (props.requiredFields ?? []).join('\n');
  const hiddenKey = (props.hiddenFields ?? []).join('\n');
  const required = useMemo(() => (requiredKey ? requiredKey.split('\n') : []), [requiredKey]);
  // Each field's widget as the shared testers choose it; effects may then hide some.
  const chosenUi = useMemo(() => withChosenWidgets(schema, props.uiSchema), [schema, props.uiSchema]);
  const effectsUi = useMemo(
    () => withEffects(chosenUi, required, hiddenKey ? hiddenKey.split('\n') : []),
    [chosenUi, required, hiddenKey],
  );
  // Card-read locks and catalog filters follow the data.
  const uiSchema = useMemo(() => withDataRules(effectsUi, formData), [effectsUi, formData]);

  const validate = useMemo(() => {
    const translator = pageTexts(t, i18n);
    const translate = (field: string, keyword: string, params?: Record<string, unknown>) =>
      translateError(translator, formId, { field, keyword, params }, messages);
    const transformErrors: ErrorTransformer = (errors) =>
      errors.map((error) => ({
        ...error,
        message: translate(fieldOf(error.property, error.params), error.name ?? '', error.params),
      }));
    return (data: FormData) =>
      validationDataMerge(
        validator.validateFormData(data, schema, undefined, transformErrors, uiSchema),
        portalErrorSchema(schema, uiSchema, required, data, translate),
      );
  }, [validator, schema, uiSchema, required, messages, formId, t, i18n]);

  // Validated on every render of the (controlled) data, so a first blur can already show "required".
  const current = useMemo(() => validate(formData), [validate, formData]);
  const valid = current.errors.length === 0;
  useEffect(() => onValidity?.(valid), [onValidity, valid]);

  // A widget filling several fields (card read) merges into the latest data; refs keep the context stable.
  const latest = useRef({ formData, onChange });
  latest.current = { formData, onChange };
  const formContext = useMemo<PortalFormContext>(
    () => ({ formId, onFiles, fill: (values) => latest.current.onChange({ ...latest.current.formData, ...values }) }),
    [formId, onFiles],
  );
  return (
    <Form<FormData>
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={widgets}
      templates={templates}
      formContext={formContext}
      idPrefix={props.idPrefix ?? formId}
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
