import { z } from 'zod';
import { envelope } from './envelope';

export const offerTypes = ['empleo', 'practicas'] as const;
export const offerTypeSchema = z.enum(offerTypes);
export type OfferType = z.infer<typeof offerTypeSchema>;
/** idPerfil of a process: 1 employment, 2 internships. */
export const profileIdOf: Record<OfferType, 1 | 2> = { empleo: 1, practicas: 2 };

/** `dameOfertasUsuario/{type}` takes `empleo`/`practicas` or 1/2. */
export const offerTypeParam = z.union([offerTypeSchema, z.enum(['1', '2'])]).transform((value) =>
  value === '1' ? 'empleo' : value === '2' ? 'practicas' : value,
);

/** An offer as listed (spec 001 §3, the fields every list carries). */
export const offerSummary = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  titulo: z.string(),
  empresa: z.string(),
  fecha: z.string(),
  fechaDestacada: z.string().nullable(),
  provincia: z.string().nullable(),
  textoPerfilOferta: z.string(),
  tipo: offerTypeSchema,
  estudiaYtrabaja: z.boolean(),
});
export type OfferSummary = z.infer<typeof offerSummary>;

export const offerListQuery = z.object({
  desde: z.coerce.number().int().min(0).default(0),
  cantidad: z.coerce.number().int().min(1).max(100).default(20),
});
export const offerListResponse = envelope(z.array(offerSummary));
export const offerCountResponse = envelope(z.number().int().min(0));
