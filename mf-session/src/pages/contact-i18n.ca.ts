// The Catalan texts of contact-i18n.ts, fetched only by a user of that language.
export const contact = {
    title: 'Contacte',
    intro: "Escriu al servei d'ocupació i pràctiques. Et respondrem per correu electrònic.",
    name: 'Nom',
    email: 'Correu electrònic',
    subject: 'Assumpte',
    message: 'Missatge',
    company: 'Empresa',
    queryType: 'Tipus de consulta',
    aboutInternships: 'Pràctiques',
    aboutEmployment: 'Ocupació',
    queryTypeRequired: 'Indica si la consulta és sobre pràctiques, ocupació o totes dues',
    dataProtectionToggle: 'Informació sobre protecció de dades',
    dataProtectionText:
      "Responsable: la universitat, a través del seu servei d'ocupació i pràctiques. Finalitat: atendre la teva consulta i, si ho acceptes, enviar-te comunicacions del servei. Conservem els missatges 3 anys. Pots exercir els teus drets d'accés, rectificació, supressió, oposició, limitació i portabilitat escrivint al servei.",
    dataProtectionUnread: "Obre i llegeix la informació sobre protecció de dades abans d'enviar.",
    acceptTreatment: 'Accepto el tractament de les meves dades per atendre aquesta consulta',
    acceptCommunications: "Accepto rebre comunicacions del servei d'ocupació i pràctiques",
    send: 'Envia',
  };
