import type { ReactNode } from 'react';
import { describedBy } from './field-shell.js';

export interface CheckboxInputProps {
  id: string;
  checked: boolean;
  label: ReactNode;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string;
}

export function CheckboxInput({ id, checked, label, onChange, onBlur, disabled, error }: CheckboxInputProps) {
  return (
    <div className="checkbox">
      <input
        id={id}
        name={id}
        type="checkbox"
        className="checkbox__box"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        {...describedBy(id, error)}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
