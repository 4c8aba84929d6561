// The Catalan texts of i18n.ts, fetched only by a user of that language.
export const companyHome = {
    tiles: 'Accessos directes',
    myInternshipOffers: 'Les meves ofertes de pràctiques',
    newInternshipOffer: 'Nova oferta de pràctiques',
    newProposal: 'Nova proposta de pràctiques',
    myJobOffers: 'Les meves ofertes de treball',
    newJobOffer: 'Nova oferta de treball',
    offersCount_one: '{{count}} oferta',
    offersCount_other: '{{count}} ofertes',
    activeProcesses_one: '{{count}} procés actiu',
    activeProcesses_other: '{{count}} processos actius',
    missingTitle: "Falten dades de l'empresa",
    missingCompany: "Completa les dades de l'empresa per poder publicar ofertes i signar convenis.",
    missingContact: "Completa les dades de la persona de contacte de l'empresa.",
    completeData: "Completa les dades de l'empresa",
    later: 'Ara no',
  };
