import { z } from 'zod';
import { accountEmail } from '../accounts/account';

/**
 * The contact form (spec 000 §3 and §5, 001 §5), open to students, companies and anonymous
 * visitors. Who is writing comes from the session, never from the form: the rules differ.
 */
export const contactRequest = z.object({
  nombre: z.string().trim().min(1).max(200),
  email: accountEmail,
  titulo: z.string().trim().min(1).max(200),
  mensaje: z.string().trim().min(1).max(5000),
  empresa: z.string().trim().max(200).default(''),
  consultaPracticas: z.boolean().default(false),
  consultaempleo: z.boolean().default(false),
  /** Candidates: data treatment and communications, after opening the data-protection text. */
  aceptaTratamientoDatos: z.boolean().default(false),
  aceptaComunicaciones: z.boolean().default(false),
  /** Companies and anonymous visitors: the privacy policy. */
  aceptaPoliticaPrivacidad: z.boolean().default(false),
});
export type ContactRequest = z.infer<typeof contactRequest>;
export type ContactSender = 'candidato' | 'empresa' | 'anonimo';

/** The fields a sender still has to fill in or tick, by the rules of spec 000 §5. */
export const contactRuleFailures = (form: ContactRequest, sender: ContactSender): (keyof ContactRequest)[] => {
  const failures: (keyof ContactRequest)[] = [];
  if (sender === 'candidato') {
    if (!form.aceptaTratamientoDatos) failures.push('aceptaTratamientoDatos');
    if (!form.aceptaComunicaciones) failures.push('aceptaComunicaciones');
    return failures;
  }
  if (form.empresa === '') failures.push('empresa');
  if (!form.consultaPracticas && !form.consultaempleo) failures.push('consultaPracticas');
  if (!form.aceptaPoliticaPrivacidad) failures.push('aceptaPoliticaPrivacidad');
  return failures;
};
