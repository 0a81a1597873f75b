import { useCallback, useState, type ReactNode } from 'react';

/** Touched once the control loses focus: only then may a missing value be called an error. */
export function useTouched(initial = false): [boolean, () => void] {
  const [touched, setTouched] = useState(initial);
  return [touched, useCallback(() => setTouched(true), [])];
}

export interface FieldShellProps {
  id: string;
  /** Translated label; empty hides it. */
  label: ReactNode;
  required?: boolean;
  /** Translated message to show now (the caller decides whether the field is touched). */
  error?: string;
  help?: ReactNode;
  children: ReactNode;
}

/** Label, control and inline error of every field; errors are linked for screen readers. */
export function FieldShell({ id, label, required, error, help, children }: FieldShellProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      {label ? (
        <label className="field__label" htmlFor={id}>
          {label}
          {required ? (
            <span className="field__required" aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {children}
      {help ? (
        <p className="field__help" id={`${id}__help`}>
          {help}
        </p>
      ) : null}
      {/* The message line is reserved, so a message appearing on blur never moves the control the pointer is on. */}
      <div className="field__message">
        {error ? (
          <p className="field__error" id={`${id}__error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** aria attributes tying a control to its error and help text. */
export function describedBy(id: string, error?: string, help?: string): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [error ? `${id}__error` : '', help ? `${id}__help` : ''].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}
