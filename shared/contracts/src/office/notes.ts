import { z } from 'zod';
import { informativeNoteKinds } from '../company/documentation';
import { envelope } from '../platform/envelope';

/** An informative note's own PDF may weigh this much (as a company document). */
export const informativeNoteMaxBytes = 2 * 1024 * 1024;

/**
 * POST /api/Orientacion/publicaNotaInformativa: the careers office publishes an informative note
 * for curricular or extraordinary internships, which companies then see (dameNotasInformativas...):
 * a text (its PDF is generated from it, paragraphs split by blank lines) or a PDF of its own, in
 * base64 (pdfB64), or both (the PDF is what companies download).
 */
export const publishInformativeNoteRequest = z
  .object({
    tipo: z.enum(informativeNoteKinds),
    titulo: z.string().trim().min(3).max(200),
    resumen: z.string().trim().min(3).max(500),
    texto: z.string().trim().max(20_000).optional(),
    pdfB64: z
      .string()
      .max(Math.ceil(informativeNoteMaxBytes / 3) * 4 + 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/)
      .optional(),
  })
  .refine((note) => Boolean(note.texto) || Boolean(note.pdfB64), { path: ['texto'], message: 'required' });
export type PublishInformativeNoteRequest = z.infer<typeof publishInformativeNoteRequest>;

/** A note as the office lists it: published or withdrawn, by whom, and where its PDF is read. */
export const staffInformativeNote = z.object({
  id: z.number().int(),
  tipo: z.enum(informativeNoteKinds),
  titulo: z.string(),
  resumen: z.string(),
  fecha: z.string(),
  publicada: z.boolean(),
  conPdfPropio: z.boolean(),
  publicadaPor: z.string().nullable(),
  retiradaEl: z.string().nullable(),
  pdf: z.string(),
});
export type StaffInformativeNote = z.infer<typeof staffInformativeNote>;
export const staffInformativeNotesResponse = envelope(z.array(staffInformativeNote));
export const publishedInformativeNoteResponse = envelope(z.object({ id: z.number().int() }));
export const withdrawnInformativeNoteResponse = envelope(z.object({ id: z.number().int() }));
