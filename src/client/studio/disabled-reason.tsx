// Every disabled button in the studio says why (issue 32): the reason is a visible paragraph next
// to the button, linked by aria-describedby so a screen reader reads it with the button's name.
// One home for that pairing, so no screen disables a button silently.
import type { ReactNode } from 'react';

/** The button's props for a reason (null: enabled) and the paragraph that shows it. */
export function whyDisabled(id: string, reason: ReactNode | null): { button: { disabled: boolean; 'aria-describedby'?: string }; hint: ReactNode } {
  if (reason === null || reason === false || reason === undefined || reason === '') return { button: { disabled: false }, hint: null };
  return {
    button: { disabled: true, 'aria-describedby': id },
    hint: <p id={id} className="studio__hint studio__why-disabled">{reason}</p>,
  };
}
