import { CheckboxInput } from './checkbox-input.js';
import { TextInput } from './text-input.js';

export interface OptionalCheckboxInputProps {
  id: string;
  /** Translated label of the tick box that enables the input. */
  checkboxLabel: string;
  enabled: boolean;
  value: string;
  onToggle: (enabled: boolean) => void;
  onChange: (value: string) => void;
  /** Validation runs when the input loses focus, never while the customer is typing. */
  onBlur: () => void;
  placeholder?: string;
  type?: 'text' | 'tel' | 'email' | 'number';
  error?: string;
}

/** An input that only accepts text while its tick box is ticked (spec section 5). */
export function OptionalCheckboxInput(props: OptionalCheckboxInputProps) {
  const { id, checkboxLabel, enabled, value, onToggle, onChange, onBlur, placeholder, type, error } = props;
  return (
    <div className="optional-input">
      <CheckboxInput id={`${id}__enabled`} checked={enabled} label={checkboxLabel} onChange={onToggle} />
      <TextInput
        id={id}
        value={value}
        type={type}
        placeholder={placeholder}
        disabled={!enabled}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
      />
    </div>
  );
}
