import { languageOf } from '../platform/http/messages';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@portal/contracts';
import type { Pool } from '../platform/db/pool';
import type { Mailer } from '../platform/mail/mailer';

/** What the account services need besides the database: mail, link settings and the caller's language. */
export interface AccountSettings {
  publicUrl: string;
  resetLinkTtlMinutes: number;
  setPasswordLinkTtlHours: number;
}

export interface AccountDeps {
  pool: Pool;
  mailer: Mailer;
  settings: AccountSettings;
  language: Language;
  log: FastifyRequest['log'];
  /** Counts a recovery mail to the account; false once it has had its share (limits/policies.ts). */
  mayMailTo: (userId: number) => Promise<boolean>;
}

/** The server's own words in account answers (`mensaje`), in the caller's language. */
const texts = {
  es: {
    wrongCurrentPassword: 'La contraseña actual no es correcta.',
    institutionalFailed:
      'No hemos podido validar tu acceso institucional. Vuelve a intentarlo desde el principio.',
    institutionalConflict:
      'Tu correo institucional ya pertenece a otra cuenta del portal. Ponte en contacto con el servicio de empleo.',
    institutionalNotStaff:
      'Tu acceso institucional no corresponde a ninguna cuenta del personal del servicio de orientación. Pide a una persona administradora que te dé de alta con tu correo institucional.',
  },
  ca: {
    wrongCurrentPassword: 'La contrasenya actual no és correcta.',
    institutionalFailed:
      'No hem pogut validar el teu accés institucional. Torna-ho a provar des del principi.',
    institutionalConflict:
      "El teu correu institucional ja pertany a un altre compte del portal. Posa't en contacte amb el servei d'ocupació.",
    institutionalNotStaff:
      "El teu accés institucional no correspon a cap compte del personal del servei d'orientació. Demana a una persona administradora que et doni d'alta amb el teu correu institucional.",
  },
  en: {
    wrongCurrentPassword: 'The current password is not correct.',
    institutionalFailed: 'We could not validate your institutional login. Please start again.',
    institutionalConflict:
      'Your institutional e-mail already belongs to another portal account. Please contact the careers service.',
    institutionalNotStaff:
      'Your institutional login matches no careers office staff account. Ask an admin to create one with your institutional e-mail.',
  },
} satisfies Record<Language, Record<string, string>>;

export const accountMessages = (language: Language) => texts[language];

export const requestLanguage = (request: FastifyRequest): Language =>
  languageOf(request.headers['accept-language']);

/** A flag of the brand settings, read where the server enforces it (registration, leave requests). */
export const brandFlag = async (
  pool: Pool,
  flag: 'canRegistroAlumno' | 'canBorrarCuenta',
): Promise<boolean> => {
  const { rows } = await pool.query<{ enabled: boolean | null }>(
    `SELECT (settings->'flags'->>$1)::boolean AS enabled FROM institution_brand WHERE id = 1`,
    [flag],
  );
  return rows[0]?.enabled === true;
};
