import { registerTranslations } from '@portal/i18n';

/** Texts of /propuesta-practicas, in the offers namespace. */
registerTranslations('offers', {
  es: {
    proposalTitle: 'Propuesta de prácticas',
    proposalIntro:
      'Propón unas prácticas en una empresa: la buscamos por su CIF y el servicio de prácticas tramita tu propuesta.',
    proposalCif: 'CIF de la empresa',
    proposalCheck: 'Buscar la empresa',
    proposalFound: 'Empresa encontrada: {{name}}',
    proposalNotFound: 'La empresa no está en el portal: indica su nombre y la daremos de alta.',
    proposalCompanyName: 'Nombre de la empresa',
    proposalTutorEmail: 'E-mail del tutor o tutora en la empresa',
    proposalSignatoryEmail: 'E-mail de la persona firmante del convenio',
    proposalSignatoryMissing:
      'Esta persona aún no es firmante de la empresa: la empresa la dará de alta al tramitar el convenio.',
    proposalTutorMissing:
      'Esta persona aún no es contacto de la empresa: la empresa la dará de alta y la confirmará al recibir tu propuesta.',
    proposalDescription: 'Descripción de las prácticas',
    proposalSubmit: 'Enviar la propuesta',
    required: 'Este campo es requerido',
    badEmail: 'El email está mal formado',
    tooShort: 'Escribe al menos 10 caracteres',
  },
  ca: {
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
  },
  en: {
    proposalTitle: 'Internship proposal',
    proposalIntro:
      'Propose an internship at a company: we look it up by its tax id and the internship office handles your proposal.',
    proposalCif: "Company's tax id (CIF)",
    proposalCheck: 'Look up the company',
    proposalFound: 'Company found: {{name}}',
    proposalNotFound: 'The company is not in the portal: give its name and we will register it.',
    proposalCompanyName: 'Company name',
    proposalTutorEmail: "Tutor's e-mail at the company",
    proposalSignatoryEmail: "E-mail of the agreement's signatory",
    proposalSignatoryMissing:
      'This person is not a signatory of the company yet: the company will register them when it handles the agreement.',
    proposalTutorMissing:
      'This person is not a contact of the company yet: the company will add and confirm them when it receives your proposal.',
    proposalDescription: 'Description of the internship',
    proposalSubmit: 'Send the proposal',
    required: 'This field is required',
    badEmail: 'The e-mail is not well formed',
    tooShort: 'Write at least 10 characters',
  },
});
