import { describedBy } from './field-shell.js';

export interface SelectOption {
  value: string;
  /** Translated label. */
  label: string;
}

export interface SelectInputProps {
  id: string;
  value: string;
  options: SelectOption[];
  placeholder: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Locked by a card read: shown like a read-only text field rather than as unavailable. */
  readOnly?: boolean;
  required?: boolean;
  error?: string;
}

export function SelectInput({ id, value, options, placeholder, onChange, onBlur, error, readOnly, ...rest }: SelectInputProps) {
  return (
    <select
      {...rest}
      id={id}
      name={id}
      className="input input--select"
      value={value}
      // A select has no native read-only state: it is disabled for input and marked read-only.
      disabled={rest.disabled || readOnly}
      aria-readonly={readOnly ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      {...describedBy(id, error)}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
