import { z } from 'zod';

/** Offer fields whose presence each institution decides (spec 000 §3 "offer and internship field configuration"). */
export const configurableOfferFields = [
  'centroCoste',
  'ordenInterna',
  'nota',
  'nombreForo',
  'tfg',
  'candidatoPreferente',
  'empresaDestino',
  'motivosExclusion',
  'etiquetas',
] as const;
export type ConfigurableOfferField = (typeof configurableOfferFields)[number];

/** hidden: the wizard leaves the field out and the server ignores it; required: it must be filled. */
export const offerFieldUse = z.enum(['oculto', 'opcional', 'obligatorio']);
export type OfferFieldUse = z.infer<typeof offerFieldUse>;

/**
 * The company side's brand settings (spec 001 §6 brand flags), in the brand document under
 * `empresas`. Missing in a brand written before it existed: `companyBrandDefaults` apply; a flag
 * added later has a default, so a stored brand without it still reads.
 */
export const companyBrandSettings = z.object({
  /** Offers of validated companies are published at once instead of waiting for the careers office. */
  publicacionDirectaOfertas: z.boolean(),
  /** copiarOferta */
  duplicarOfertas: z.boolean(),
  /** copiarOfertaPerfilContrario: employment to internship and back. */
  duplicarOfertasPerfilContrario: z.boolean(),
  cerrarOfertas: z.boolean(),
  eliminarOfertas: z.boolean(),
  /** An internship offer needs the company's IBAN (72 when missing; the home warns with 535). */
  compruebaIban: z.boolean(),
  /** Show the offer's reference (its id) in the company's lists. */
  mostrarReferenciaOferta: z.boolean(),
  /** The education-centre requests menu entry (with the company having requests). */
  menuSolicitudesPracticasEducacion: z.boolean(),
  /** The company uploads its internship documentation (/documentacion: adddoc, deldoc). */
  subidaDocumentacion: z.boolean().default(true),
  /** The offer wizard asks for a destination company (empresaDestino: an offer published for another company). */
  solicitarEmpresaDestino: z.boolean().default(false),
  /** Contacts carry a postal address (direccion, country, province, town, cp). */
  direccionContactos: z.boolean().default(true),
  /** The company data form asks for the company type (private, public, startup). */
  tipoEmpresa: z.boolean().default(true),
  /** The company may ask for a change on one of its internships (/solicitar-cambio-practicas). */
  solicitarCambioPracticas: z.boolean().default(true),
  /** Internship programmes: the menu entry, the company's programmes and adhesion. */
  programasPracticas: z.boolean().default(true),
  /**
   * Limit 81: how many education-centre requests a company may have accepted at once (accepted
   * and not yet ended); accepting one more is refused until one ends.
   */
  maxSolicitudesEducacionAceptadas: z.number().int().min(1).max(1000).default(3),
  camposOferta: z.partialRecord(z.enum(configurableOfferFields), offerFieldUse),
});
export type CompanyBrandSettings = z.infer<typeof companyBrandSettings>;

/**
 * How a field is used under these settings (unlisted fields are optional). The destination company
 * is asked only where the brand lets companies request one (`solicitarEmpresaDestino`).
 */
export const offerFieldUseOf = (settings: CompanyBrandSettings, field: ConfigurableOfferField): OfferFieldUse => {
  if (field === 'empresaDestino' && !settings.solicitarEmpresaDestino) return 'oculto';
  return settings.camposOferta[field] ?? 'opcional';
};

/** The company settings that are on/off flags: a route may need one (guard 6) as it may a brand flag. */
export type CompanyBrandFlag = {
  [K in keyof CompanyBrandSettings]: CompanyBrandSettings[K] extends boolean ? K : never;
}[keyof CompanyBrandSettings];
