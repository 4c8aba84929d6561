// The Catalan texts of i18n.ts, fetched only by a user of that language.
import { phoneRuleTexts } from '@portal/contracts';

export const contactCheck = {
    check: 'Comprova el contacte',
    validated: 'Contacte validat: {{name}}',
    notFound:
      "Ho sentim, el contacte no es troba a l'empresa. Si us plau, ompliu les dades següents per poder donar-lo d'alta:",
    created: "El contacte s'ha creat correctament.",
    title: 'Tractament',
    firstName: 'Nom',
    lastNames: 'Cognoms',
    nif: 'NIF',
    phone: 'Telèfon',
    position: 'Càrrec',
    create: "Dona d'alta el contacte",
    minThree: 'Escriu almenys 3 caràcters',
    badPhone: phoneRuleTexts.ca.phone,
    phoneTooLong: phoneRuleTexts.ca.phoneTooLong,
    badNif: 'El NIF ha de tenir almenys 9 caràcters',
    required: 'Aquest camp és requerit',
    checkEmailFirst: 'Escriu un correu vàlid per comprovar-lo',
  };
