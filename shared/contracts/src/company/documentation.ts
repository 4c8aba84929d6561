import { z } from 'zod';
import { idNumber } from '../platform/ids';
import { isWellFormedUrl } from '../cv/rules';
import { envelope } from '../platform/envelope';
import type { Language } from '../platform/languages';
import { internshipFileExtensions } from '../internships/internships';
import { Success } from '../platform/status';

/**
 * The company's internship documentation (spec 001 §2 /documentacion, §3 "Company document", §5
 * Files, §7): the documents it provides, the annexes of its internships, the informative notes
 * the institution publishes, and its documents grouped by internship programme.
 */

/** Files of company documents: at most 2 MB (spec 001 §5, §9). */
export const companyDocumentMaxBytes = 2 * 1024 * 1024;
/** PDF only for the formal documents (company documents, the insurance policy: §5). */
export const companyPdfExtensions: readonly string[] = ['pdf'];
/** The allowed extensions of §5 (46 for any other), for the one type that takes other files. */
export const companyOtherExtensions: readonly string[] = internshipFileExtensions;

/** 618 a document saved; 513 a signed copy attached to an internship annex. */
export const DocumentationCodes = { documentSaved: Success.documentSaved, documentsAttached: 513 } as const;

/**
 * The document types a company provides, and how each is provided. The spec gives the rules
 * (PDF ≤ 2 MB for company documents and the insurance policy; §5's extensions otherwise; a file
 * or a URL) but not the list: these are the ones a careers office asks companies for.
 * - unico: one per company (one per annex for a signed annex): a second one is 56 until the first is deleted;
 * - extensiones: PDF only, or the §5 list;
 * - admiteEnlace: the document may be a link instead of a file;
 * - requiere: the annex or the programme it belongs to.
 */
export const companyDocumentTypes = [
  { id: 1, clave: 'polizaSeguro', extensiones: companyPdfExtensions, admiteEnlace: false, unico: true, requiere: null },
  { id: 2, clave: 'anexoFirmado', extensiones: companyPdfExtensions, admiteEnlace: false, unico: true, requiere: 'idAnexo' },
  { id: 3, clave: 'acreditacionEmpresa', extensiones: companyPdfExtensions, admiteEnlace: false, unico: false, requiere: null },
  { id: 4, clave: 'documentacionPrograma', extensiones: companyPdfExtensions, admiteEnlace: false, unico: false, requiere: 'idPrograma' },
  { id: 5, clave: 'otros', extensiones: companyOtherExtensions, admiteEnlace: true, unico: false, requiere: null },
] as const satisfies readonly {
  id: number;
  clave: string;
  extensiones: readonly string[];
  admiteEnlace: boolean;
  unico: boolean;
  requiere: 'idAnexo' | 'idPrograma' | null;
}[];
export type CompanyDocumentType = (typeof companyDocumentTypes)[number];
export type CompanyDocumentTypeKey = CompanyDocumentType['clave'];
export const companyDocumentTypeOf = (id: number): CompanyDocumentType | undefined =>
  companyDocumentTypes.find((type) => type.id === id);

/** Names of the document types, in the portal's languages. */
export const companyDocumentTypeNames: Record<Language, Record<CompanyDocumentTypeKey, string>> = {
  es: {
    polizaSeguro: 'Póliza del seguro de responsabilidad civil',
    anexoFirmado: 'Anexo de prácticas firmado',
    acreditacionEmpresa: 'Documentación acreditativa de la empresa',
    documentacionPrograma: 'Documentación de un programa de prácticas',
    otros: 'Otra documentación',
  },
  ca: {
    polizaSeguro: "Pòlissa de l'assegurança de responsabilitat civil",
    anexoFirmado: 'Annex de pràctiques signat',
    acreditacionEmpresa: "Documentació acreditativa de l'empresa",
    documentacionPrograma: 'Documentació d’un programa de pràctiques',
    otros: 'Altra documentació',
  },
  en: {
    polizaSeguro: 'Civil liability insurance policy',
    anexoFirmado: 'Signed internship annex',
    acreditacionEmpresa: "Company's accreditation documents",
    documentacionPrograma: 'Documents of an internship programme',
    otros: 'Other documents',
  },
};

/** The rules of the upload form, worded (the server words its 400 answers with the same texts). */
export const documentationRules = [
  'required',
  'invalid',
  'fileOrUrl',
  'fileSize',
  'fileType',
  'pdfOnly',
  'url',
  'annexRequired',
  'programmeRequired',
] as const;
export type DocumentationRule = (typeof documentationRules)[number];
export const documentationRuleTexts: Record<Language, Record<DocumentationRule, string>> = {
  es: {
    required: 'Este campo es requerido',
    invalid: 'El valor no es válido',
    fileOrUrl: 'Adjunta un fichero o indica un enlace',
    fileSize: 'El fichero supera el tamaño máximo de 2 MB',
    fileType: 'Este tipo de fichero no esta permitido',
    pdfOnly: 'Este documento se aporta como fichero PDF de 2 MB como máximo',
    url: 'La dirección web no es correcta',
    annexRequired: 'Elige el anexo al que corresponde la copia firmada',
    programmeRequired: 'Elige el programa al que corresponde la documentación',
  },
  ca: {
    required: 'Aquest camp és requerit',
    invalid: 'El valor no és vàlid',
    fileOrUrl: 'Adjunta un fitxer o indica un enllaç',
    fileSize: 'El fitxer supera la mida màxima de 2 MB',
    fileType: 'Aquest tipus de fitxer no està permès',
    pdfOnly: "Aquest document s'aporta com a fitxer PDF de 2 MB com a màxim",
    url: "L'adreça web no és correcta",
    annexRequired: "Tria l'annex al qual correspon la còpia signada",
    programmeRequired: 'Tria el programa al qual correspon la documentació',
  },
  en: {
    required: 'This field is required',
    invalid: 'The value is not valid',
    fileOrUrl: 'Attach a file or give a link',
    fileSize: 'The file is larger than 2 MB',
    fileType: 'This file type is not allowed',
    pdfOnly: 'This document is provided as a PDF file of at most 2 MB',
    url: 'The web address is malformed',
    annexRequired: 'Choose the annex the signed copy belongs to',
    programmeRequired: 'Choose the programme the documents belong to',
  },
};

const issue = (rule: DocumentationRule) => ({ message: rule, params: { rule } });
const optionalId = idNumber.nullish().transform((value) => value ?? null);

/**
 * adddoc: a document of a type, as a file (base64 and its extension) or as a link, never both nor
 * none; the annex (signed annex) or the programme (programme documents) it belongs to.
 */
export const addCompanyDocumentRequest = z
  .object({
    idTipoDocumento: z.number().int().refine((id) => companyDocumentTypeOf(id) !== undefined, issue('invalid')),
    nombre: z.string().trim().min(1, issue('required')).max(200, issue('invalid')),
    enlace: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || isWellFormedUrl(value), issue('url')),
    ficheroB64ParaAltas: z.string().nullish().transform((value) => value || null),
    extension_adjunto: z.string().trim().max(10).nullish().transform((value) => value || null),
    idAnexo: optionalId,
    idPrograma: optionalId,
  })
  .superRefine((data, context) => {
    const type = companyDocumentTypeOf(data.idTipoDocumento);
    if (Boolean(data.enlace) === Boolean(data.ficheroB64ParaAltas)) {
      context.addIssue({ code: 'custom', ...issue('fileOrUrl'), path: ['ficheroB64ParaAltas'] });
    } else if (type && data.enlace && !type.admiteEnlace) {
      context.addIssue({ code: 'custom', ...issue('pdfOnly'), path: ['enlace'] });
    }
    if (data.ficheroB64ParaAltas && !data.extension_adjunto) {
      context.addIssue({ code: 'custom', ...issue('required'), path: ['extension_adjunto'] });
    }
    if (type?.requiere === 'idAnexo' && data.idAnexo === null) {
      context.addIssue({ code: 'custom', ...issue('annexRequired'), path: ['idAnexo'] });
    }
    if (type?.requiere === 'idPrograma' && data.idPrograma === null) {
      context.addIssue({ code: 'custom', ...issue('programmeRequired'), path: ['idPrograma'] });
    }
  });
export type AddCompanyDocumentRequest = z.input<typeof addCompanyDocumentRequest>;
export type AddCompanyDocumentInput = z.output<typeof addCompanyDocumentRequest>;

/** deldoc {id} */
export const deleteCompanyDocumentRequest = z.object({ id: idNumber });

/** Where the careers office stands on something a company handed in (a document, an incorporation form). */
export const documentReviewStates = ['pendiente', 'aceptado', 'devuelto'] as const;
export const documentReviewState = z.enum(documentReviewStates);
export type DocumentReviewState = z.infer<typeof documentReviewState>;

/** A document the company provided (one id per document): a stored file or a link. */
export const companyDocument = z.object({
  id: z.number().int(),
  idTipoDocumento: z.number().int(),
  tipo: z.string(),
  nombre: z.string(),
  /** The link of a link document; null for a file (downloaded with dameDocumentoEmpresa/{id}). */
  enlace: z.string().nullable(),
  extension: z.string().nullable(),
  tamano: z.number().int().nullable(),
  fecha: z.string(),
  idAnexo: z.number().int().nullable(),
  idPrograma: z.number().int().nullable(),
  subidoPor: z.string().nullable(),
  /**
   * The careers office's review (its queue `documentos`): pendiente until it reads it, aceptado,
   * or devuelto with motivoDevolucion saying what to fix; uploading it again replaces a returned one.
   */
  revision: documentReviewState,
  motivoDevolucion: z.string().nullable(),
});
export type CompanyDocument = z.infer<typeof companyDocument>;
export const companyDocumentsResponse = envelope(z.array(companyDocument));

export const savedCompanyDocumentResponse = envelope(z.object({ aviso: z.number().int(), documento: companyDocument }));
export const deletedCompanyDocumentResponse = envelope(z.object({ id: z.number().int() }));

/** documentosAportados: each document type, its rules, and what the company has provided of it. */
export const providedDocumentType = z.object({
  idTipoDocumento: z.number().int(),
  clave: z.string(),
  descripcion: z.string(),
  extensiones: z.array(z.string()),
  admiteEnlace: z.boolean(),
  unico: z.boolean(),
  requiere: z.enum(['idAnexo', 'idPrograma']).nullable(),
  numDocumentos: z.number().int(),
  ultimaFecha: z.string().nullable(),
});
export type ProvidedDocumentType = z.infer<typeof providedDocumentType>;
export const providedDocumentsResponse = envelope(
  z.object({ subidaPermitida: z.boolean(), tamanoMaximo: z.number().int(), tipos: z.array(providedDocumentType) }),
);

/** An annex of one of the company's internships, issued by the careers office. */
export const internshipAnnex = z.object({
  idAnexo: z.number().int(),
  tipo: z.enum(['proyectoFormativo', 'modificacion']),
  descripcion: z.string(),
  fecha: z.string(),
  /** The signed copy the company attached (adddoc of type anexoFirmado), if any. */
  idDocumentoFirmado: z.number().int().nullable(),
});
export type InternshipAnnex = z.infer<typeof internshipAnnex>;
export const companyInternshipAnnexes = z.object({
  idPractica: z.number().int(),
  titulo: z.string(),
  alumno: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  estado: z.string(),
  anexos: z.array(internshipAnnex),
});
export type CompanyInternshipAnnexes = z.infer<typeof companyInternshipAnnexes>;
export const internshipAnnexesResponse = envelope(z.array(companyInternshipAnnexes));

/** Informative notes for curricular and extraordinary internships, published by the institution. */
export const informativeNoteKinds = ['curricular', 'extraordinaria'] as const;
export const informativeNote = z.object({
  id: z.number().int(),
  tipo: z.enum(informativeNoteKinds),
  titulo: z.string(),
  resumen: z.string(),
  fecha: z.string(),
});
export type InformativeNote = z.infer<typeof informativeNote>;
export const informativeNotesResponse = envelope(
  z.object({ curriculares: z.array(informativeNote), extraordinarias: z.array(informativeNote) }),
);

/** dameDocumentosPracticasPorPrograma: the company's programmes, each with its documents. */
export const programmeDocuments = z.object({
  idPrograma: z.number().int(),
  titulo: z.string(),
  documentos: z.array(companyDocument),
});
export type ProgrammeDocuments = z.infer<typeof programmeDocuments>;
export const programmeDocumentsResponse = envelope(z.array(programmeDocuments));
