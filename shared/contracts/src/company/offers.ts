import { z } from 'zod';
import { isCalendarDay } from '../platform/days';
import { idNumber, idOrSlug, idParams, integerText, largestInteger } from '../platform/ids';
import { envelope } from '../platform/envelope';
import { offerDetail, offerTypeSchema } from '../offers/offers';

/**
 * The states of a company's offer (spec 001 §3 `estado`; the spec does not list them, these are
 * the ones a company expects). Pending validation, published, closed, rejected and deleted are
 * stored; expired is read from the expiry date of a pending or published offer. The server's
 * state machine (api/src/company/offers/offer-states.ts) says which action leads where.
 */
export const OfferState = {
  pendingValidation: 1,
  published: 2,
  closed: 3,
  expired: 4,
  rejected: 5,
  deleted: 6,
} as const;
export type OfferStateId = (typeof OfferState)[keyof typeof OfferState];
export const offerStateIds = Object.values(OfferState);
export const offerStateSchema = z.union(offerStateIds.map((id) => z.literal(id)) as [z.ZodLiteral<OfferStateId>, ...z.ZodLiteral<OfferStateId>[]]);

/** Current offers are pending or published; the history holds closed, expired and rejected ones. */
export const offerListScopes = ['actuales', 'historico'] as const;

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * My offers' filters (spec 001 §3): estado, titulo, type, omitirLeidos (leave out offers without
 * candidates the company has not looked at yet), caducanPronto (expiring within 7 days),
 * soloConCandidatos; plus the advanced search (province, dates of publication, degree).
 */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine(isCalendarDay);
export const myOffersFilters = z.object({
  ambito: z.enum(offerListScopes).optional(),
  estado: offerStateSchema.optional(),
  titulo: z.string().trim().max(200).optional(),
  tipo: offerTypeSchema.optional(),
  omitirLeidos: z.boolean().optional(),
  caducanPronto: z.boolean().optional(),
  soloConCandidatos: z.boolean().optional(),
  provincia: z.string().trim().max(100).optional(),
  titulacion: z.string().trim().max(30).optional(),
  publicadaDesde: isoDay.optional(),
  publicadaHasta: isoDay.optional(),
});
export type MyOffersFilters = z.infer<typeof myOffersFilters>;

/** Days before the expiry date that count as "expiring soon". */
export const expiringSoonDays = 7;

/** The same filters in a query string, and one batch of the list (desde/cantidad), as the students' lists are loaded. */
export const myOffersQuery = myOffersFilters.extend({
  estado: integerText(0, largestInteger).pipe(offerStateSchema).optional(),
  omitirLeidos: booleanQuery.optional(),
  caducanPronto: booleanQuery.optional(),
  soloConCandidatos: booleanQuery.optional(),
  desde: integerText(0, largestInteger).default(0),
  cantidad: integerText(1, 100).default(20),
});

/** An offer in the company's lists: its state with the reason, and its candidate counts. */
export const myOffer = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  tipo: offerTypeSchema,
  textoPerfilOferta: z.string(),
  estado: offerStateSchema,
  /** A copy the company has not saved in the wizard yet: pending (1) but seen by nobody, the office included. */
  borrador: z.boolean(),
  /** The state in the caller's language, with the reason when there is one ("Rechazada: ..."). */
  descripcionEstado: z.string(),
  descripcionEstadoMotivo: z.string().nullable(),
  fecha: z.string(),
  fechaDestacada: z.string().nullable(),
  fechaCaducidad: z.string().nullable(),
  provincia: z.string().nullable(),
  estudiaYtrabaja: z.boolean(),
  plazas: z.number().int().nullable(),
  numCandidatos: z.number().int().min(0),
  numCandidatosNuevos: z.number().int().min(0),
  numSeleccionados: z.number().int().min(0),
  /** What the company may do now (the state machine's answer), so the list shows only those actions. */
  acciones: z.object({
    editar: z.boolean(),
    cerrar: z.boolean(),
    eliminar: z.boolean(),
    copiar: z.boolean(),
    copiarPerfilContrario: z.boolean(),
  }),
});
export type MyOffer = z.infer<typeof myOffer>;
export const myOffersResponse = envelope(z.array(myOffer));
export const myOffersCountResponse = envelope(z.number().int().min(0));

/**
 * A field a draft still misses or breaks, by its wizard name ("tareas", "tutorEmpresa.email") and
 * the rule's words in the caller's language, as a 400/15 answer words them.
 */
export const pendingOfferField = z.object({ campo: z.string(), mensaje: z.string() });
export type PendingOfferField = z.infer<typeof pendingOfferField>;

/** `dameOfertaEditable/{id}`: the form's values of an offer the company may edit (68, 25, 543 otherwise). */
export const editableOffer = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  estado: offerStateSchema,
  /** A copy not saved yet: saving it in the wizard sends it on (published, or to the office). */
  borrador: z.boolean(),
  /** What the wizard must still get before the draft can be saved (empty for a complete offer). */
  camposPendientes: z.array(pendingOfferField),
  /** The wizard's values (`OfferFormInput`): the form parses them with `offerForm`. */
  oferta: z.object({ tipo: offerTypeSchema }).catchall(z.unknown()),
});
export const editableOfferResponse = envelope(editableOffer);

/** `/oferta/{id}`, `/visor-oferta/{id}`: the offer as students will see it, with its state. */
export const companyOfferView = z.object({
  estado: offerStateSchema,
  descripcionEstado: z.string(),
  descripcionEstadoMotivo: z.string().nullable(),
  /** The spec's active flag: the offer receives candidates (published, not expired); closing it ends that. */
  activa: z.boolean(),
  oferta: offerDetail,
});
export const companyOfferViewResponse = envelope(companyOfferView);

/** An offer by its numeric id or its access URL (urlOferta in the spec's payloads). */
export const offerRef = idOrSlug(200);
export const offerRefParam = z.object({ id: offerRef });
export const offerRefRequest = z.object({ urlOferta: offerRef });

/**
 * `addOferta` and the edit call answer the offer's id and URL with the confirmation (506, 512).
 * A copy (`copiarOferta*`) is a draft: `borrador` true, with the fields it still needs.
 */
export const savedOffer = z.object({
  codigo: z.number().int(),
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  estado: offerStateSchema,
  borrador: z.boolean(),
  camposPendientes: z.array(pendingOfferField),
  /** Notices beside the confirmation: 120 when the offer names a forum new to it (its place there is pending). */
  avisos: z.array(z.number().int()).optional(),
});
export type SavedOffer = z.infer<typeof savedOffer>;
export const savedOfferResponse = envelope(savedOffer);

/**
 * `cerrarOferta`: closing asks whether a candidate the university's placement service proposed was
 * selected and, if so, the name, the contract start date and the contract type (spec 001 §4).
 */
export const closeOfferRequest = z.discriminatedUnion('candidatoPropuestoSeleccionado', [
  z.object({ urlOferta: offerRef, candidatoPropuestoSeleccionado: z.literal(false) }),
  z.object({
    urlOferta: offerRef,
    candidatoPropuestoSeleccionado: z.literal(true),
    nombreCandidato: z.string().trim().min(3, 'required').max(200),
    fechaInicioContrato: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date').refine(isCalendarDay, 'date'),
    idTipoContrato: idNumber,
  }),
]);
export type CloseOfferRequest = z.infer<typeof closeOfferRequest>;

/** Success codes of the offer calls (spec 001 §8). */
export const OfferConfirmation = {
  created: 506,
  modified: 512,
  /** Spec 001 §8 "pending creation in the forum": the offer names an employment forum (nombreForo). */
  pendingInForum: 120,
  closed: 511,
  deleted: 516,
} as const;

/** A saved search of my offers (stored per company user). */
export const savedSearch = z.object({
  id: z.number().int(),
  nombre: z.string(),
  filtros: myOffersFilters,
  fecha: z.string(),
});
export const savedSearchesResponse = envelope(z.array(savedSearch));
export const saveSearchRequest = z.object({
  nombre: z.string().trim().min(1, 'required').max(100),
  filtros: myOffersFilters,
});
export const savedSearchResponse = envelope(savedSearch);
export const savedSearchIdParam = idParams;

/** `dameNumProcesos`: active candidacies of the company (spec 001 §3 company process counts). */
export const processCounts = z.object({
  numProcesosActivosPracticas: z.number().int().min(0),
  numProcesosActivosEmpleo: z.number().int().min(0),
});
export const processCountsResponse = envelope(processCounts);

/** `dameProcesosEmpleoYpracticas`: the company's offers with candidates, per profile. */
export const processOffer = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  estado: offerStateSchema,
  numCandidatos: z.number().int().min(0),
  numActivos: z.number().int().min(0),
});
export const processesByProfileResponse = envelope(
  z.object({ practicas: z.array(processOffer), empleo: z.array(processOffer) }),
);
