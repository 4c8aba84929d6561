import { OfferState, type Language, type OfferStateId } from '@portal/contracts';

/**
 * The words the server writes itself on the company side: offer state names (descripcionEstado),
 * the header of the candidates export and the notification a student gets when a company moves
 * their candidacy. Everything else the apps word from status codes.
 */
const offerStateNames: Record<Language, Record<OfferStateId, string>> = {
  es: {
    [OfferState.pendingValidation]: 'Pendiente de validación',
    [OfferState.published]: 'Publicada',
    [OfferState.closed]: 'Cerrada',
    [OfferState.expired]: 'Caducada',
    [OfferState.rejected]: 'Rechazada',
    [OfferState.deleted]: 'Eliminada',
  },
  ca: {
    [OfferState.pendingValidation]: 'Pendent de validació',
    [OfferState.published]: 'Publicada',
    [OfferState.closed]: 'Tancada',
    [OfferState.expired]: 'Caducada',
    [OfferState.rejected]: 'Rebutjada',
    [OfferState.deleted]: 'Eliminada',
  },
  en: {
    [OfferState.pendingValidation]: 'Pending validation',
    [OfferState.published]: 'Published',
    [OfferState.closed]: 'Closed',
    [OfferState.expired]: 'Expired',
    [OfferState.rejected]: 'Rejected',
    [OfferState.deleted]: 'Deleted',
  },
};

export const offerStateName = (state: OfferStateId, language: Language): string => offerStateNames[language][state];

/** A copy not saved in the wizard yet (offers.draft): pending, but waiting for the company itself. */
const draftNames: Record<Language, string> = {
  es: 'Borrador: complétalo y guárdalo en el asistente',
  ca: "Esborrany: completa'l i desa'l a l'assistent",
  en: 'Draft: complete and save it in the wizard',
};
export const draftStateName = (language: Language): string => draftNames[language];

export const candidatesExportHeader: Record<Language, string[]> = {
  es: ['Oferta', 'Tipo', 'Nombre', 'Apellidos', 'Email', 'Teléfono', 'Titulación', 'Estado', 'Motivo', 'Fecha de inscripción', 'Última actualización'],
  ca: ['Oferta', 'Tipus', 'Nom', 'Cognoms', 'Email', 'Telèfon', 'Titulació', 'Estat', 'Motiu', "Data d'inscripció", 'Última actualització'],
  en: ['Offer', 'Type', 'First name', 'Surnames', 'E-mail', 'Phone', 'Degree', 'State', 'Reason', 'Applied on', 'Last updated'],
};

export const candidatesExportName: Record<Language, string> = { es: 'candidatos', ca: 'candidats', en: 'candidates' };

/** The notification of a candidacy state change, in the student's preferred language. */
export const candidacyChangeNotice = (
  language: Language,
  offerTitle: string,
  company: string,
  stateName: string,
): { title: string; body: string } =>
  ({
    es: {
      title: 'Tu candidatura ha cambiado de estado',
      body: `${company} ha cambiado tu candidatura a «${offerTitle}»: ahora está en «${stateName}».`,
    },
    ca: {
      title: "La teva candidatura ha canviat d'estat",
      body: `${company} ha canviat la teva candidatura a «${offerTitle}»: ara està en «${stateName}».`,
    },
    en: {
      title: 'Your application has changed',
      body: `${company} has moved your application to "${offerTitle}" to "${stateName}".`,
    },
  })[language];
