// The Catalan texts of i18n-proposal.ts, fetched only by a user of that language.
export const offers = {
    proposalTitle: 'Proposta de pràctiques',
    proposalIntro:
      'Proposa unes pràctiques en una empresa: la cerquem pel seu CIF i el servei de pràctiques tramita la teva proposta.',
    proposalCif: "CIF de l'empresa",
    proposalCheck: "Cerca l'empresa",
    proposalFound: 'Empresa trobada: {{name}}',
    proposalNotFound: "L'empresa no és al portal: indica'n el nom i la donarem d'alta.",
    proposalCompanyName: "Nom de l'empresa",
    proposalTutorEmail: "Correu del tutor o tutora a l'empresa",
    proposalSignatoryEmail: 'Correu de la persona signant del conveni',
    proposalSignatoryMissing:
      "Aquesta persona encara no és signant de l'empresa: l'empresa la donarà d'alta en tramitar el conveni.",
    proposalTutorMissing:
      "Aquesta persona encara no és contacte de l'empresa: l'empresa la donarà d'alta i la confirmarà en rebre la teva proposta.",
    proposalDescription: 'Descripció de les pràctiques',
    proposalSubmit: 'Envia la proposta',
    required: 'Aquest camp és requerit',
    badEmail: 'El correu no té un format correcte',
    tooShort: 'Escriu almenys 10 caràcters',
  };
