import { CandidateConfirmation, Status, type Language } from '@portal/contracts';
import { inTransaction, type Pool } from '../../platform/db/pool';
import type { Mailer, OutgoingMail } from '../../platform/mail/mailer';
import type { FileStore } from '../../platform/storage/file-store';
import { refuse, type Outcome } from '../../platform/http/outcome';
import { studentCvPdf } from '../../cv/pdf-file';
import type { CompanyCaller } from '../common/caller';
import { findCompanyCandidacy } from './candidates';
import { recordCvAccess } from './cv-access';

interface CvMailInput {
  candidate: string;
  offer: string;
  link: string;
}

const mails: Record<Language, (input: CvMailInput) => Pick<OutgoingMail, 'subject' | 'text'>> = {
  es: ({ candidate, offer, link }) => ({
    subject: `CV de ${candidate} (${offer})`,
    text:
      `Te enviamos el currículum de ${candidate}, candidato/a de tu oferta «${offer}», tal como lo has pedido en el portal de empleo.\n\n` +
      `Su candidatura, con el CV al día y su estado, está en:\n${link}\n\n` +
      'El CV contiene datos personales: compártelo solo con quien participe en esta selección y no lo guardes más tiempo del necesario.\n',
  }),
  ca: ({ candidate, offer, link }) => ({
    subject: `CV de ${candidate} (${offer})`,
    text:
      `T'enviem el currículum de ${candidate}, candidat/a de la teva oferta «${offer}», tal com l'has demanat al portal d'ocupació.\n\n` +
      `La seva candidatura, amb el CV al dia i el seu estat, és a:\n${link}\n\n` +
      "El CV conté dades personals: comparteix-lo només amb qui participi en aquesta selecció i no el guardis més temps del necessari.\n",
  }),
  en: ({ candidate, offer, link }) => ({
    subject: `CV of ${candidate} (${offer})`,
    text:
      `Here is the CV of ${candidate}, a candidate for your offer "${offer}", as you asked for it in the careers portal.\n\n` +
      `The application, with the up-to-date CV and its state, is at:\n${link}\n\n` +
      'The CV holds personal data: share it only with those taking part in this selection and keep it no longer than needed.\n',
  }),
};

export interface CvSendingDeps {
  pool: Pool;
  files: FileStore;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * `enviaCvCandidato` (spec 001 §8, 502 "the company receives the CV"): the candidate's CV as the
 * PDF the company downloads, mailed to the asking user's own account, the only address it goes
 * to (the user may download it anyway; an address typed in would let it leave to anyone). 31 for
 * a candidacy of another company or of a student who left; 12 when the mail cannot be sent, and
 * then nothing is recorded. The sending is recorded as a look at the CV the student lists.
 */
export const sendCandidateCv = async (
  deps: CvSendingDeps,
  caller: CompanyCaller,
  candidacyId: number,
  language: Language,
): Promise<Outcome<{ codigo: typeof CandidateConfirmation.cvSent; email: string }>> => {
  const candidacy = await findCompanyCandidacy(deps.pool, caller.companyId, candidacyId);
  if (!candidacy) return refuse(Status.applicationNotFound);
  const file = await studentCvPdf(deps.pool, deps.files, candidacy.studentId, language);
  if (!file) return refuse(Status.applicationNotFound);
  const account = await deps.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [caller.userId]);
  const to = account.rows[0]?.email;
  if (!to) return refuse(Status.accessDeniedCompany);
  const words = mails[language]({
    candidate: `${candidacy.nombre} ${candidacy.apellidos}`,
    offer: candidacy.titulo,
    link: `${deps.publicUrl.replace(/\/$/, '')}/ver-cv/${candidacy.idCandidatura}`,
  });
  try {
    await deps.mailer.send({
      to,
      ...words,
      attachments: [{ filename: file.fileName, contentType: 'application/pdf', content: file.pdf }],
    });
  } catch {
    return refuse(Status.emailSendingError);
  }
  await inTransaction(deps.pool, (db) => recordCvAccess(db, caller, candidacy, 'enviar'));
  return { ok: true, value: { codigo: CandidateConfirmation.cvSent, email: to } };
};
