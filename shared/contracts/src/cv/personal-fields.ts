// Without zod: the CV's read-only view lists the personal fields with this alone.

/** Personal fields the institution shows or lets students edit, and the careers office may validate. */
export const personalFields = [
  'nombre',
  'apellidos',
  'idTipoDocumento',
  'dni',
  'fechaNacimiento',
  'genero',
  'telefono',
  'telefono2',
  'iban',
  'numSeguridadSocial',
  'nacionalidades',
  'lugarNacimiento',
  'discapacidad',
  'domicilio',
  'emailPersonal',
  'emailEstudiante',
] as const;
export type PersonalField = (typeof personalFields)[number];
