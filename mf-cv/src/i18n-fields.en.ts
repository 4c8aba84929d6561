// The English texts of i18n-fields.ts, fetched only by a user of that language.
export const cv = {
    fields: {
      nombre: 'First name',
      apellidos: 'Surnames',
      idTipoDocumento: 'Document type',
      dni: 'Identity document',
      fechaNacimiento: 'Date of birth',
      genero: 'Gender',
      telefono: 'Phone',
      telefono2: 'Other phone',
      iban: 'IBAN',
      numSeguridadSocial: 'Social security number',
      nacionalidades: 'Nationalities',
      lugarNacimiento: 'Place of birth',
      discapacidad: 'Disability of 33 % or more',
      emailPersonal: 'Personal e-mail',
      emailEstudiante: 'Student e-mail',
    },
  };
