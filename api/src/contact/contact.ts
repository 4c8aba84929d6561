import type { BrandSettings, ContactRequest, ContactSender } from '@portal/contracts';
import type { Pool } from '../platform/db/pool';
import type { Mailer } from '../platform/mail/mailer';

/** Where a message goes: the areas it asks about, or the general address when it names none. */
export const contactAddresses = (form: ContactRequest, emails: BrandSettings['emailsContacto']): string[] => {
  const wanted = [
    form.consultaPracticas ? emails.practicas : '',
    form.consultaempleo ? emails.empleo : '',
  ].filter(Boolean);
  const addresses = wanted.length > 0 ? wanted : [emails.general];
  return [...new Set(addresses.filter((address) => address !== ''))];
};

const mailBody = (form: ContactRequest, sender: ContactSender): string => {
  const header = [`${form.nombre} <${form.email}> (${sender})`];
  if (form.empresa) header.push(`Empresa: ${form.empresa}`);
  header.push(
    `Prácticas: ${form.consultaPracticas ? 'sí' : 'no'} · Empleo: ${form.consultaempleo ? 'sí' : 'no'}`,
  );
  return `${header.join('\n')}\n\n${form.mensaje}`;
};

/**
 * Keeps the message first, then mails it to the careers office. A mail that fails leaves the
 * message stored (delivered_to stays null) and is reported as status 12 by the caller.
 */
export const submitContact = async (
  deps: { pool: Pool; mailer: Mailer },
  input: {
    form: ContactRequest;
    sender: ContactSender;
    userId: number | null;
    emails: BrandSettings['emailsContacto'];
  },
): Promise<{ delivered: boolean }> => {
  const { form, sender, userId, emails } = input;
  const { rows } = await deps.pool.query<{ id: number }>(
    `INSERT INTO contact_messages (sender_type, user_id, name, email, company, subject, message, about_internships, about_employment)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      sender,
      userId,
      form.nombre,
      form.email,
      form.empresa,
      form.titulo,
      form.mensaje,
      form.consultaPracticas,
      form.consultaempleo,
    ],
  );
  const addresses = contactAddresses(form, emails);
  try {
    for (const to of addresses)
      await deps.mailer.send({ to, subject: `[Contacto] ${form.titulo}`, text: mailBody(form, sender) });
  } catch {
    return { delivered: false };
  }
  await deps.pool.query('UPDATE contact_messages SET delivered_to = $2 WHERE id = $1', [
    rows[0]!.id,
    addresses,
  ]);
  return { delivered: true };
};
