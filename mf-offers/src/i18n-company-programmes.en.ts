// The English texts of i18n-company-programmes.ts, fetched only by a user of that language.
export const offersCompanyProgrammes = {
    title: "Your company's programmes",
    intro: 'The programmes your company asked to join (once per company) and where each request stands.',
    empty: 'Your company has not asked to join any programme yet.',
    status_solicitada: 'Requested',
    status_aceptada: 'Accepted',
    status_rechazada: 'Refused',
    requestedOn: 'Requested on {{date}}',
    closed: 'Programme closed',
  };
