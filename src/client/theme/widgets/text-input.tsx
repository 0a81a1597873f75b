import type { HTMLInputTypeAttribute } from 'react';
import { describedBy } from './field-shell.js';

export interface TextInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  error?: string;
  help?: string;
  autoComplete?: string;
}

export function TextInput({ id, value, onChange, onBlur, type = 'text', error, help, ...rest }: TextInputProps) {
  return (
    <input
      {...rest}
      id={id}
      name={id}
      type={type}
      className="input"
      value={value}
      // Telephone numbers stay left-to-right inside Arabic text.
      dir={type === 'tel' || type === 'email' ? 'ltr' : undefined}
      inputMode={type === 'tel' ? 'numeric' : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      // Filled by a card read and locked: said to assistive technology, and styled apart (ui.css).
      aria-readonly={rest.readOnly ? true : undefined}
      {...describedBy(id, error, help)}
    />
  );
}
