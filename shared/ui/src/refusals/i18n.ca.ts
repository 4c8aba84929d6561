// The Catalan texts of i18n.ts, fetched only by a user of that language.
export const refusals = {
    fixIt: 'Com solucionar-ho',
    refusedFields: 'Camps per corregir',
    addStudy: 'Afegeix els teus estudis al currículum',
    activateSearch: 'Activa la cerca de pràctiques o de feina al currículum',
    workPermit: 'Indica el teu permís de treball al currículum',
    uploadOwnCv: 'Puja el teu propi currículum a Documents',
    uploadDegreeCopy: 'Puja la còpia del teu títol a Documents',
    uploadRequiredDocuments: 'Puja al teu CV la documentació que demana aquesta oferta',
    personalData: 'Completa les teves dades personals',
    socialSecurity: 'Indica el teu número de la Seguretat Social',
    datum: {
      dni: 'El teu DNI o NIE (dades personals)',
      telefono: 'El teu telèfon (dades personals)',
      numSeguridadSocial: 'El teu número de la Seguretat Social',
    },
    addIban: 'Indica l’IBAN a les dades de l’empresa',
    requestAgreement: 'Sol·licita un conveni de col·laboració',
    startDate: 'Corregeix la data d’inici',
    dedication: 'Corregeix la dedicació',
  };
