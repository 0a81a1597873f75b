import { useState } from 'react';
import { useTranslation } from '../lib/use-translation.js';
import { isBlank } from '../../config/forms/blank.js';
import { checkWidgetRule, widgetRuleOf } from '../../config/forms/widget-rules.js';
import { translateError } from '../theme/translate-errors.js';
import { FieldShell, useTouched } from '../theme/widgets/field-shell.js';
import { SelectInput, type SelectOption } from '../theme/widgets/select-input.js';
import { TextInput } from '../theme/widgets/text-input.js';

interface DemoFieldProps {
  id: string;
  label: string;
  initialValue?: string;
  initiallyTouched?: boolean;
  type?: 'text' | 'email' | 'tel';
  options?: SelectOption[];
}

/**
 * A showcase field wired like a form field: the same widgets, the same touched rule, the same
 * widget rules and the same message chain as in a journey, without a form config behind it.
 */
export function DemoField({ id, label, initialValue = '', initiallyTouched = false, type = 'text', options }: DemoFieldProps) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(initialValue);
  const [touched, touch] = useTouched(initiallyTouched);
  const keyword = isBlank(value) ? 'required' : checkWidgetRule(widgetRuleOf(type), value);
  const translator = { exists: (key: string) => i18n.exists(key), t: (key: string) => t(key) };
  const error = touched && keyword ? translateError(translator, 'components', { field: id, keyword }) : undefined;
  return (
    <FieldShell id={id} label={label} required error={error}>
      {options ? (
        <SelectInput id={id} value={value} options={options} placeholder={t('ui.form.select')} onChange={setValue} onBlur={touch} required error={error} />
      ) : (
        <TextInput id={id} type={type} value={value} onChange={setValue} onBlur={touch} required error={error} />
      )}
    </FieldShell>
  );
}
