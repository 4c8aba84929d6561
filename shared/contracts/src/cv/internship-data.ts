import type { MissingField } from './profile';

/**
 * Where each datum an internship needs is filled (faltaDatosNecesariosPorPractica, 518): the
 * refusal links to exactly the CV section of what is missing. Without zod: the offers remote
 * shows the refusal on its first view.
 */
export const internshipDataSection = {
  dni: 'datos-personales',
  telefono: 'datos-personales',
  numSeguridadSocial: 'seguridad-social',
} as const satisfies Record<string, MissingField['seccion']>;
