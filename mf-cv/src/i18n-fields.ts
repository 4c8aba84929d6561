import { registerTranslations } from '@portal/i18n';

/**
 * The names of the CV's fields (namespace cv): the sections label their fields with them, and the
 * home's missing-data module names what is missing, without the rest of the CV's texts.
 */
registerTranslations('cv', {
  es: {
    fields: {
      nombre: 'Nombre',
      apellidos: 'Apellidos',
      idTipoDocumento: 'Tipo de documento',
      dni: 'Documento de identidad',
      fechaNacimiento: 'Fecha de nacimiento',
      genero: 'Género',
      telefono: 'Teléfono',
      telefono2: 'Otro teléfono',
      iban: 'IBAN',
      numSeguridadSocial: 'Número de la Seguridad Social',
      nacionalidades: 'Nacionalidades',
      lugarNacimiento: 'Lugar de nacimiento',
      discapacidad: 'Discapacidad igual o superior al 33 %',
      emailPersonal: 'Email personal',
      emailEstudiante: 'Email de estudiante',
    },
  },
  ca: {
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
  },
  en: {
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
  },
});
