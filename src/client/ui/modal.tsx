import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.js';

/** Spec section 9: the dialog animates in 300 ms, the backdrop 150 ms; closing fades out 300 ms. */
export const MODAL_ANIMATION_MS = 300;
export const MODAL_BACKDROP_MS = 150;

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** CSS max width of the dialog in px; the document preview uses 900. */
  maxWidth?: number;
  footer?: ReactNode;
  /** Colours the header for a status dialog (success, pending, error, info). */
  tone?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function Modal({ open, title, onClose, maxWidth = 500, footer, tone, children }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Stay mounted while the closing fade runs, then unmount.
  const [mounted, setMounted] = useState(open);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    if (open) {
      setMounted(true);
      setClosing(false);
      return undefined;
    }
    if (!mounted) return undefined;
    setClosing(true);
    const timer = setTimeout(() => setMounted(false), MODAL_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    return () => previous?.focus?.();
  }, [open]);

  if (!mounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Focus trap: Tab from the last control wraps to the first and Shift+Tab the other way.
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const style = {
    '--modal-max-width': `${maxWidth}px`,
    '--modal-ms': `${MODAL_ANIMATION_MS}ms`,
    '--backdrop-ms': `${MODAL_BACKDROP_MS}ms`,
  } as CSSProperties;

  return (
    <div className={`modal${closing ? ' modal--closing' : ''}`} style={style}>
      <div className="modal__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        className={`modal__dialog${tone ? ` modal__dialog--${tone}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={t('ui.modal.close')} onClick={onClose}>
            ×
          </button>
        </header>
        <div className="modal__body">{children}</div>
        {footer ? <footer className="modal__footer">{footer}</footer> : null}
      </div>
    </div>
  );
}
