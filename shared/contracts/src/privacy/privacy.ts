import { z } from 'zod';
import { envelope } from '../platform/envelope';

/**
 * A person's data leaves the portal (issue 22, GDPR arts. 17 and 20): a student's request to
 * leave, carried out after a grace period they may cancel, and the archive of everything the
 * portal holds about them. The request itself is `leaveRequest` (accounts/account.ts).
 */

/** GET /api/Alumno/estadoBajaServicio: whether the caller's erasure is pending and when it happens. */
export const leaveStatus = z.object({
  pendiente: z.boolean(),
  /** When the pending request was made (ISO), null without one. */
  fechaSolicitud: z.string().nullable(),
  /** When the account and its data are erased (ISO), null without a pending request. */
  fechaSupresion: z.string().nullable(),
  /** Days between a request and its erasure (0: at once). */
  diasGracia: z.number().int().min(0),
});
export type LeaveStatus = z.infer<typeof leaveStatus>;
export const leaveStatusResponse = envelope(leaveStatus);

/**
 * POST /api/Alumno/solicitarBajaServicio: 517 with the erasure date, or 162 when the portal
 * erases at once (no grace period): the account no longer exists, the session with it.
 */
export const leaveRequestResponse = envelope(
  z.object({ aviso: z.number().int(), fechaSupresion: z.string().nullable() }),
);

/**
 * GET /api/Publico/plazosConservacion: how long the portal keeps personal data, as the server is
 * configured; the privacy policy page says it with these numbers.
 */
export const retentionPeriods = z.object({
  /** Days a request to leave waits, while the student may cancel it (0: erased at once). */
  diasGraciaBaja: z.number().int().min(0),
  /** Months without logging in after which a student's account is erased (0: never). */
  mesesInactividad: z.number().int().min(0),
  /** Days between the warning mail to an inactive student and the erasure. */
  diasAvisoInactividad: z.number().int().min(0),
  /** Months a closed candidacy is kept (0: while the account lasts). */
  mesesCandidaturasCerradas: z.number().int().min(0),
  /** Years the anonymised record of an internship that took place is kept after it ended. */
  aniosRegistroPracticas: z.number().int().min(0),
});
export type RetentionPeriods = z.infer<typeof retentionPeriods>;
export const retentionPeriodsResponse = envelope(retentionPeriods);
