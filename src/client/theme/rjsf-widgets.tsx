import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { useFieldTouched, type PortalFormContext } from './form-context.js';
import { CARD_CAPTURE_WIDGET } from './ocr/card-capture-options.js';
import { CardCaptureWidget } from './ocr/card-capture-widget.js';
import { CheckboxInput } from './widgets/checkbox-input.js';
import { FileUpload } from './widgets/file-upload.js';
import { OptionalCheckboxInput } from './widgets/optional-checkbox-input.js';
import { ScanControl } from './widgets/scan-control.js';
import { SelectInput } from './widgets/select-input.js';
import { TextInput } from './widgets/text-input.js';
import { inputKindOf, type InputKind } from '../../config/forms/widget-testers.js';

/** Cleared inputs become undefined so that `required` (not an empty string) reports them. */
const emptyToUndefined = (value: string, props: WidgetProps): unknown => (value === '' ? props.options.emptyValue : value);

function shownError(props: WidgetProps, touched: boolean): string | undefined {
  return touched ? props.rawErrors?.[0] : undefined;
}

/** The input's type, as the widget testers choose it from the field's schema and uiSchema. */
function inputTypeOf(props: WidgetProps): InputKind {
  return inputKindOf(props.schema, props.uiSchema);
}

export function TextWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const touched = useFieldTouched();
  return (
    <TextInput
      id={props.id}
      type={inputTypeOf(props)}
      value={props.value === undefined || props.value === null ? '' : String(props.value)}
      placeholder={props.placeholder ? t(props.placeholder) : undefined}
      disabled={props.disabled}
      readOnly={props.readonly}
      required={props.required}
      autoComplete={props.options.autocomplete as string | undefined}
      error={shownError(props, touched)}
      onChange={(value) => props.onChange(emptyToUndefined(value, props))}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const touched = useFieldTouched();
  // `enumAllowed` (data-ui.ts): indexes of the options that belong to another field's value.
  const allowed = Array.isArray(props.options.enumAllowed) ? new Set(props.options.enumAllowed.map(String)) : undefined;
  const options = (props.options.enumOptions ?? [])
    .filter((_option, index) => !allowed || allowed.has(String(index)))
    .map((option) => ({ value: String(option.value), label: t(option.label) }));
  const onChange = (text: string) => {
    const chosen = props.options.enumOptions?.find((option) => String(option.value) === text);
    props.onChange(chosen ? chosen.value : props.options.emptyValue);
  };
  return (
    <SelectInput
      id={props.id}
      value={props.value === undefined || props.value === null ? '' : String(props.value)}
      options={options}
      placeholder={t(props.placeholder || 'ui.form.select')}
      disabled={props.disabled}
      readOnly={props.readonly}
      required={props.required}
      error={shownError(props, touched)}
      onChange={onChange}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

export function CheckboxWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const touched = useFieldTouched();
  return (
    <CheckboxInput
      id={props.id}
      checked={props.value === true}
      label={t(props.label)}
      disabled={props.disabled || props.readonly}
      error={shownError(props, touched)}
      onChange={(checked) => props.onChange(checked)}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

export function OptionalCheckboxWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const touched = useFieldTouched();
  const [enabled, setEnabled] = useState(props.value !== undefined && props.value !== '');
  const onToggle = (next: boolean) => {
    setEnabled(next);
    if (!next) props.onChange(props.options.emptyValue);
  };
  return (
    <OptionalCheckboxInput
      id={props.id}
      checkboxLabel={t(String(props.options.checkboxLabel ?? props.label))}
      enabled={enabled}
      value={props.value === undefined || props.value === null ? '' : String(props.value)}
      type={inputTypeOf(props)}
      placeholder={props.placeholder ? t(props.placeholder) : undefined}
      error={shownError(props, touched)}
      onToggle={onToggle}
      onChange={(value) => props.onChange(emptyToUndefined(value, props))}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

function contextOf(props: WidgetProps): PortalFormContext | undefined {
  return props.registry.formContext as PortalFormContext | undefined;
}

export function FileUploadWidget(props: WidgetProps) {
  return (
    <FileUpload
      id={props.id}
      label=""
      onUpload={(files) => contextOf(props)?.onFiles?.(props.name, files)}
    />
  );
}

export function ScanWidget(props: WidgetProps) {
  return <ScanControl id={props.id} onUpload={(files) => contextOf(props)?.onFiles?.(props.name, files)} />;
}

export const widgets = {
  TextWidget,
  EmailWidget: TextWidget,
  SelectWidget,
  CheckboxWidget,
  'optional-checkbox': OptionalCheckboxWidget,
  'file-upload': FileUploadWidget,
  scan: ScanWidget,
  [CARD_CAPTURE_WIDGET]: CardCaptureWidget,
};
