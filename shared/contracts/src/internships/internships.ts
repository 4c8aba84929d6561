import { z } from 'zod';
import { idNumber } from '../platform/ids';
import { envelope } from '../platform/envelope';

export { internshipFileExtensions, internshipFileMaxBytes } from './internship-files';

export const internshipDocumentKinds = ['documento', 'renuncia', 'seguimiento'] as const;

export const internshipDocument = z.object({
  idDocumento: z.number().int(),
  tipo: z.enum(internshipDocumentKinds),
  /** Student internship document type (reference domain), when the student chose one. */
  idTipoDocumento: z.number().int().nullable(),
  nombre: z.string(),
  extension: z.string(),
  tamano: z.number().int(),
  fecha: z.string(),
});
export type InternshipDocument = z.infer<typeof internshipDocument>;

export const internshipStates = ['pendiente', 'enCurso', 'finalizada', 'renunciada'] as const;

/**
 * An annex of the student's internship that the careers office issued (the training project, a
 * modification): the student downloads it to read and sign what the company signs.
 */
export const studentInternshipAnnex = z.object({
  idAnexo: z.number().int(),
  tipo: z.enum(['proyectoFormativo', 'modificacion']),
  fecha: z.string(),
});
export type StudentInternshipAnnex = z.infer<typeof studentInternshipAnnex>;

/** `damePracticasAlumno`: the student's internships with their documents and issued annexes. */
export const studentInternship = z.object({
  idPractica: z.number().int(),
  titulo: z.string(),
  empresa: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  estado: z.enum(internshipStates),
  tutor: z.string().nullable(),
  documentos: z.array(internshipDocument),
  anexos: z.array(studentInternshipAnnex),
});
export type StudentInternship = z.infer<typeof studentInternship>;
export const studentInternshipsResponse = envelope(z.array(studentInternship));

/** An uploaded file as the spec sends it (Uploaded document: ficheroB64ParaAltas, extension_adjunto, nombre). */
const uploadedFile = {
  idPractica: idNumber,
  nombre: z.string().trim().min(1).max(200),
  ficheroB64ParaAltas: z.string().min(1),
  extension_adjunto: z.string().trim().min(1).max(10),
};
/** addFicheroPractica, addFicheroRenunciaSet, editDocumentoSeguimientoCF. */
export const internshipFileRequest = z.object(uploadedFile);
export type InternshipFileRequest = z.infer<typeof internshipFileRequest>;
/** addDocumentoPractica: a file of a document type of the domain. */
export const internshipDocumentRequest = z.object({
  ...uploadedFile,
  idTipoDocumento: idNumber,
});
export type InternshipDocumentRequest = z.infer<typeof internshipDocumentRequest>;
export const internshipDocumentSavedResponse = envelope(
  z.object({ codigo: z.number().int(), idDocumento: z.number().int() }),
);

/** `documentacionDeProcesosSolicitada`: documents the student's applications still need. */
export const requestedProcessDocuments = z.array(
  z.object({ urlOferta: z.string(), titulo: z.string(), documentos: z.array(z.string()) }),
);
export const requestedProcessDocumentsResponse = envelope(requestedProcessDocuments);
/** With urlOferta, also the documents that offer asks for before applying to it. */
export const requestedDocumentsQuery = z.object({ urlOferta: z.string().trim().min(1).max(200).optional() });
