import { useEffect, useId, useRef, type ReactNode } from 'react';

interface InfoDialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * A modal with something to read and one way out, on the browser's own `<dialog>` as the shared
 * ConfirmDialog is: focus moves to its close button, Escape closes it and focus goes back where it was.
 */
export const InfoDialog = ({ open, title, closeLabel, onClose, children, testId }: InfoDialogProps) => {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // React's autoFocus runs while the dialog is still closed: the way out gets the focus here.
      closeButton.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="portal-dialog cv-info-dialog"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="portal-dialog__body">{children}</div>
      <div className="portal-dialog__actions">
        <button ref={closeButton} type="button" className="portal-button" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
};
