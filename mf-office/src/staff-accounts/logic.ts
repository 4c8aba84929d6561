import type { StaffAccount, StaffRole } from '@portal/contracts';
import { emailProblem } from '@portal/ui';

/**
 * The admin page's rules for comfort (the server decides): which change each row offers, and why
 * one is not offered, so the page says it instead of letting the server refuse it.
 */
export type Unavailable = 'ownAccount' | 'lastAdmin' | null;

/** Unblocked admins other than `account`. */
const otherActiveAdmins = (account: StaffAccount, accounts: readonly StaffAccount[]) =>
  accounts.filter((other) => other.id !== account.id && other.rol === 'admin' && !other.bloqueado).length;

/** Why this change would be refused: an admin's own account, or the last unblocked admin. */
const losingAdmin = (account: StaffAccount, accounts: readonly StaffAccount[]): Unavailable => {
  if (account.rol !== 'admin' || account.bloqueado) return null;
  if (account.esPropia) return 'ownAccount';
  return otherActiveAdmins(account, accounts) === 0 ? 'lastAdmin' : null;
};

export interface RowActions {
  /** The role the row's role button gives. */
  nextRole: StaffRole;
  roleUnavailable: Unavailable;
  /** Block (true) or unblock (false). */
  blocks: boolean;
  blockUnavailable: Unavailable;
}

export const rowActions = (account: StaffAccount, accounts: readonly StaffAccount[]): RowActions => {
  const nextRole: StaffRole = account.rol === 'admin' ? 'office' : 'admin';
  const blocks = !account.bloqueado;
  return {
    nextRole,
    roleUnavailable: nextRole === 'office' ? losingAdmin(account, accounts) : null,
    blocks,
    blockUnavailable: blocks ? (account.esPropia ? 'ownAccount' : losingAdmin(account, accounts)) : null,
  };
};

export interface NewAccountForm {
  nombre: string;
  email: string;
  rol: StaffRole;
}

export const emptyNewAccount: NewAccountForm = { nombre: '', email: '', rol: 'office' };

/** The form's problems, as keys of the `forms` namespace (and `nameShort` of this page's). */
export const newAccountProblems = (form: NewAccountForm) => ({
  nombre: form.nombre.trim() === '' ? 'required' : form.nombre.trim().length < 3 ? 'nameShort' : null,
  email: emailProblem(form.email),
});
