import { z } from 'zod';
import { integerText } from '../platform/ids';
import { envelope } from '../platform/envelope';

/**
 * Orientation guides (spec 000 §3 Guide: titulo, descripcion, urlFichero, ulrImagen; §7
 * dameGuiaOrientacion; home module of 4, §9). `descripcion` is HTML as the careers office wrote it:
 * the client sanitises it before showing it.
 */
export const orientationGuide = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string(),
  urlFichero: z.string().nullable(),
  /** Spelled as the spec spells it. */
  ulrImagen: z.string().nullable(),
  /** The image's alternative text in the reader's language (null without an image, or for an older guide). */
  textoImagen: z.string().nullable(),
});
export type OrientationGuide = z.infer<typeof orientationGuide>;

/** Guides on the student home (spec 000 §9). */
export const homeGuidesCount = 4;

export const orientationGuidesQuery = z.object({
  /** At most this many (the home asks for 4). */
  limite: integerText(1, 100).optional(),
});
export const orientationGuidesResponse = envelope(z.array(orientationGuide));
export const orientationGuideResponse = envelope(orientationGuide);
