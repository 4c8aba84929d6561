import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '@portal/ui';

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
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(open, closeButton);
  const titleId = useId();
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
