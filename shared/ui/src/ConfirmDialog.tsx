import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with two answers, on the browser's own `<dialog>`: it traps focus, closes on
 * Escape (as a cancel) and gives focus back to where it was, with nothing hand-written for it.
 */
export const ConfirmDialog = ({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) => {
  const confirmButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(open, confirmButton);
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      className="portal-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="portal-dialog__body">{children}</div>
      <div className="portal-dialog__actions">
        <button type="button" className="portal-button portal-button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button ref={confirmButton} type="button" className="portal-button" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
};
