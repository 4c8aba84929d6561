// The Catalan texts of i18n-summary.ts, fetched only by a user of that language.
export const company = {
    title: 'La meva empresa',
    summary: "Resum de l'empresa",
    tradeName: 'Nom comercial',
    legalName: 'Raó social',
    cif: 'CIF',
    description: 'Descripció',
    noDescription: "Encara no has afegit una descripció de l'empresa.",
    validation: 'Estat del compte',
    validated: "Validada pel servei d'ocupació",
    pending: "Pendent de validació pel servei d'ocupació",
    activeOffers: 'Ofertes actives',
    activeOffersCount_one: '{{count}} oferta activa',
    activeOffersCount_other: '{{count}} ofertes actives',
    seeCompany: "Mostra les dades de l'empresa",
  };
