import { registerTranslationsByLanguage } from '@portal/i18n';

/**
 * The names of the CV's fields (namespace cv): the sections label their fields with them, and the
 * home's missing-data module names what is missing, without the rest of the CV's texts.
 */
registerTranslationsByLanguage('cv', {
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
  ca: () => import(/* webpackChunkName: "language-ca-cv-i18n-fields" */ './i18n-fields.ca').then((texts) => texts.cv),
  en: () => import(/* webpackChunkName: "language-en-cv-i18n-fields" */ './i18n-fields.en').then((texts) => texts.cv),
});
