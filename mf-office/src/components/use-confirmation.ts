import { useState } from 'react';

/**
 * A step on a record that asks first (withdraw, publish, cancel, block): `ask` holds the record
 * (or step) the user chose; `dialog(act)` gives the confirmation dialog its open state, a cancel
 * that forgets the choice, and a confirm that forgets it and then acts on it.
 */
export const useConfirmation = <T>() => {
  const [pending, ask] = useState<T | null>(null);
  const dialog = (act: (chosen: T) => void) => ({
    open: pending !== null,
    onCancel: () => ask(null),
    onConfirm: () => {
      const chosen = pending;
      ask(null);
      if (chosen !== null) act(chosen);
    },
  });
  return { pending, ask, dialog };
};
