// Without zod: the CV's read-only view words these choices.

/** The genders a student can declare (personal data). */
export const genders = ['mujer', 'hombre', 'noBinario', 'prefiereNoDecirlo'] as const;

/** Preferred internship periods (idPeriodoPreferencia); the spec names the field, not its values. */
export const internshipPeriods = {
  primerSemestre: 1,
  segundoSemestre: 2,
  verano: 3,
  cursoCompleto: 4,
  indiferente: 5,
} as const;
