/**
 * The careers office's staff (issue 21): a third kind of user beside students and companies, with
 * two roles. `office` works the queues; `admin` also manages staff accounts and their roles.
 * Plain values, without zod: the session store and the shell's guards read them on every first view.
 */
export const staffUserType = 'Orientacion' as const;
export type StaffUserType = typeof staffUserType;

export const staffRoles = ['office', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const isStaffRole = (value: unknown): value is StaffRole => (staffRoles as readonly unknown[]).includes(value);
