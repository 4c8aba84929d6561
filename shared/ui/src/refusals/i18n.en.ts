// The English texts of i18n.ts, fetched only by a user of that language.
export const refusals = {
    fixIt: 'How to fix it',
    refusedFields: 'Fields to correct',
    addStudy: 'Add your studies to your CV',
    activateSearch: 'Turn on the internship or job search in your CV',
    workPermit: 'State your work permit in your CV',
    uploadOwnCv: 'Upload your own CV in Documents',
    uploadDegreeCopy: 'Upload the copy of your degree in Documents',
    uploadRequiredDocuments: 'Upload the documents this offer asks for in your CV',
    personalData: 'Complete your personal data',
    socialSecurity: 'Give your social security number',
    datum: {
      dni: 'Your ID or foreigner ID (personal details)',
      telefono: 'Your phone number (personal details)',
      numSeguridadSocial: 'Your social security number',
    },
    addIban: 'Give the IBAN in the company data',
    requestAgreement: 'Request a cooperation agreement',
    startDate: 'Correct the start date',
    dedication: 'Correct the dedication',
  };
