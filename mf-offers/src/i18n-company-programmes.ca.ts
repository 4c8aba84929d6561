// The Catalan texts of i18n-company-programmes.ts, fetched only by a user of that language.
export const offersCompanyProgrammes = {
    title: 'Programes de la teva empresa',
    intro: "Els programes als quals la teva empresa ha demanat adherir-se (una vegada per empresa) i com està cada sol·licitud.",
    empty: 'La teva empresa encara no ha demanat adherir-se a cap programa.',
    status_solicitada: 'Sol·licitada',
    status_aceptada: 'Acceptada',
    status_rechazada: 'Rebutjada',
    requestedOn: 'Sol·licitada el {{date}}',
    closed: 'Programa tancat',
  };
