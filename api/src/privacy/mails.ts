import type { Language } from '@portal/contracts';
import type { OutgoingMail } from '../platform/mail/mailer';

/** The mails of leaving the service and of retention, in the student's language. */

const locales: Record<Language, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

/** A day as people read it in that language (the institution's time zone). */
export const longDate = (date: Date, language: Language) =>
  new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(date);

export interface Addressee {
  to: string;
  name: string;
  language: Language;
}

/** Where the student sees, cancels or follows a request to leave. */
export const leavePagePath = '/solicitar-baja';

export const leaveRequestedMail = ({ to, name, language }: Addressee, eraseOn: Date, portalUrl: string): OutgoingMail => {
  const date = longDate(eraseOn, language);
  const page = `${portalUrl}${leavePagePath}`;
  return {
    es: {
      to,
      subject: 'Hemos recibido tu solicitud de baja del portal de empleo',
      text:
        `Hola, ${name}:\n\nHemos recibido tu solicitud de baja. El ${date} suprimiremos tu cuenta y tus datos del portal: ` +
        `tu CV, tus documentos, tus candidaturas, tus respuestas a encuestas y tus notificaciones.\n\n` +
        `Desde ahora las empresas ya no ven tus candidaturas ni tu CV. Hasta esa fecha puedes descargar todos tus datos ` +
        `o cancelar la baja entrando en el portal:\n\n${page}\n\nSi no has pedido la baja, entra y cancélala.\n`,
    },
    ca: {
      to,
      subject: "Hem rebut la teva sol·licitud de baixa del portal d'ocupació",
      text:
        `Hola, ${name}:\n\nHem rebut la teva sol·licitud de baixa. El ${date} suprimirem el teu compte i les teves dades del portal: ` +
        `el teu CV, els teus documents, les teves candidatures, les teves respostes a enquestes i les teves notificacions.\n\n` +
        `Des d'ara les empreses ja no veuen les teves candidatures ni el teu CV. Fins a aquesta data pots baixar totes les teves dades ` +
        `o cancel·lar la baixa entrant al portal:\n\n${page}\n\nSi no has demanat la baixa, entra-hi i cancel·la-la.\n`,
    },
    en: {
      to,
      subject: 'We have received your request to leave the careers portal',
      text:
        `Hello ${name},\n\nWe have received your request to leave. On ${date} we will erase your account and your data from the portal: ` +
        `your CV, your documents, your applications, your survey answers and your notifications.\n\n` +
        `From now on companies no longer see your applications or your CV. Until that date you can download all your data ` +
        `or cancel your request by logging in:\n\n${page}\n\nIf you did not ask to leave, log in and cancel it.\n`,
    },
  }[language];
};

export const leaveCancelledMail = ({ to, name, language }: Addressee): OutgoingMail =>
  ({
    es: {
      to,
      subject: 'Has cancelado tu baja del portal de empleo',
      text: `Hola, ${name}:\n\nHas cancelado tu solicitud de baja. Tu cuenta y tus datos siguen en el portal y las empresas vuelven a ver tus candidaturas.\n`,
    },
    ca: {
      to,
      subject: "Has cancel·lat la teva baixa del portal d'ocupació",
      text: `Hola, ${name}:\n\nHas cancel·lat la teva sol·licitud de baixa. El teu compte i les teves dades continuen al portal i les empreses tornen a veure les teves candidatures.\n`,
    },
    en: {
      to,
      subject: 'You cancelled your request to leave the careers portal',
      text: `Hello ${name},\n\nYou cancelled your request to leave. Your account and your data stay on the portal and companies see your applications again.\n`,
    },
  })[language];

export type ErasureCause = 'solicitud' | 'inactividad';

export const erasedMail = (
  { to, name, language }: Addressee,
  { cause, internshipsKept, recordYears }: { cause: ErasureCause; internshipsKept: number; recordYears: number },
): OutgoingMail => {
  const texts = {
    es: {
      subject: 'Hemos suprimido tus datos del portal de empleo',
      why: cause === 'solicitud' ? 'Como pediste,' : 'Como te avisamos, tras un largo periodo sin actividad',
      done: 'hemos suprimido tu cuenta del portal de empleo y todos tus datos: tu CV, tus documentos, tus candidaturas, tus respuestas a encuestas, tus notificaciones y tus consentimientos. Tu sesión se ha cerrado y ya no puedes entrar con esta cuenta.',
      kept: `De tus prácticas (${internshipsKept}) conservamos solo un registro sin ningún dato tuyo (empresa, título, fechas y estado) durante ${recordYears} años desde que terminaron, como explica la política de privacidad.`,
      back: 'Si vuelves, puedes registrarte de nuevo cuando quieras.',
    },
    ca: {
      subject: "Hem suprimit les teves dades del portal d'ocupació",
      why: cause === 'solicitud' ? 'Com vas demanar,' : "Com et vam avisar, després d'un llarg període sense activitat",
      done: "hem suprimit el teu compte del portal d'ocupació i totes les teves dades: el teu CV, els teus documents, les teves candidatures, les teves respostes a enquestes, les teves notificacions i els teus consentiments. La teva sessió s'ha tancat i ja no pots entrar amb aquest compte.",
      kept: `De les teves pràctiques (${internshipsKept}) conservem només un registre sense cap dada teva (empresa, títol, dates i estat) durant ${recordYears} anys des que van acabar, com explica la política de privacitat.`,
      back: "Si tornes, et pots registrar de nou quan vulguis.",
    },
    en: {
      subject: 'We have erased your data from the careers portal',
      why: cause === 'solicitud' ? 'As you asked,' : 'As we told you, after a long time without activity',
      done: 'we have erased your careers portal account and all your data: your CV, your documents, your applications, your survey answers, your notifications and your consents. Your session has ended and you can no longer log in with this account.',
      kept: `Of your internships (${internshipsKept}) we keep only a record without any of your data (company, title, dates and state) for ${recordYears} years after they ended, as the privacy policy explains.`,
      back: 'If you come back, you can register again whenever you like.',
    },
  }[language];
  const greeting = language === 'en' ? `Hello ${name},` : `Hola, ${name}:`;
  return {
    to,
    subject: texts.subject,
    text: `${greeting}\n\n${texts.why} ${texts.done}\n\n${internshipsKept > 0 ? `${texts.kept}\n\n` : ''}${texts.back}\n`,
  };
};

export const inactivityWarningMail = (
  { to, name, language }: Addressee,
  { lastActivity, eraseOn, portalUrl }: { lastActivity: Date; eraseOn: Date; portalUrl: string },
): OutgoingMail => {
  const since = longDate(lastActivity, language);
  const date = longDate(eraseOn, language);
  return {
    es: {
      to,
      subject: 'Tu cuenta del portal de empleo se suprimirá por inactividad',
      text:
        `Hola, ${name}:\n\nNo has entrado en el portal de empleo desde el ${since}. Si no entras antes del ${date}, ` +
        `suprimiremos tu cuenta y todos tus datos, como explica la política de privacidad.\n\n` +
        `Para conservarla, basta con que entres una vez:\n\n${portalUrl}/login\n`,
    },
    ca: {
      to,
      subject: "El teu compte del portal d'ocupació se suprimirà per inactivitat",
      text:
        `Hola, ${name}:\n\nNo has entrat al portal d'ocupació des del ${since}. Si no hi entres abans del ${date}, ` +
        `suprimirem el teu compte i totes les teves dades, com explica la política de privacitat.\n\n` +
        `Per conservar-lo, n'hi ha prou que hi entris una vegada:\n\n${portalUrl}/login\n`,
    },
    en: {
      to,
      subject: 'Your careers portal account will be erased for inactivity',
      text:
        `Hello ${name},\n\nYou have not logged in to the careers portal since ${since}. If you do not log in before ${date}, ` +
        `we will erase your account and all your data, as the privacy policy explains.\n\n` +
        `To keep it, just log in once:\n\n${portalUrl}/login\n`,
    },
  }[language];
};
