import { useEffect, useRef, type RefObject } from 'react';

/**
 * Opens and closes a native `<dialog>` as a modal with `open`: the browser traps focus and gives it
 * back on close. `focusOnOpen` gets the focus once the dialog is open (React's autoFocus runs
 * while the dialog is still closed, so it cannot).
 */
export const useModalDialog = (open: boolean, focusOnOpen?: RefObject<HTMLElement | null>) => {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      focusOnOpen?.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open, focusOnOpen]);
  return dialog;
};
