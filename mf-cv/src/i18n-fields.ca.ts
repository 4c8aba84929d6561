// The Catalan texts of i18n-fields.ts, fetched only by a user of that language.
export const cv = {
    fields: {
      nombre: 'Nom',
      apellidos: 'Cognoms',
      idTipoDocumento: 'Tipus de document',
      dni: "Document d'identitat",
      fechaNacimiento: 'Data de naixement',
      genero: 'Gènere',
      telefono: 'Telèfon',
      telefono2: 'Un altre telèfon',
      iban: 'IBAN',
      numSeguridadSocial: 'Número de la Seguretat Social',
      nacionalidades: 'Nacionalitats',
      lugarNacimiento: 'Lloc de naixement',
      discapacidad: 'Discapacitat igual o superior al 33 %',
      emailPersonal: 'Email personal',
      emailEstudiante: "Email d'estudiant",
    },
  };
