import type { Language } from '@portal/contracts';
import type { OutgoingMail } from './mailer';

/** The mails of the account flows, in the language of the request that caused them. */
type LinkMail = (input: { to: string; name: string; link: string; validFor: string }) => OutgoingMail;

const texts: Record<Language, { reset: LinkMail; setPassword: LinkMail; staffInvite: LinkMail; minutes: (n: number) => string; hours: (n: number) => string }> = {
  es: {
    reset: ({ to, name, link, validFor }) => ({
      to,
      subject: 'Restablece tu contraseña del portal de empleo',
      text:
        `Hola, ${name}:\n\nHemos recibido una solicitud para restablecer tu contraseña. Para elegir una nueva, abre este enlace:\n\n${link}\n\n` +
        `El enlace caduca en ${validFor} y solo puede usarse una vez. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.\n`,
    }),
    setPassword: ({ to, name, link, validFor }) => ({
      to,
      subject: 'Establece tu contraseña del portal de empleo',
      text:
        `Hola, ${name}:\n\nHemos recibido la solicitud de alta de tu empresa. Para establecer tu contraseña, abre este enlace:\n\n${link}\n\n` +
        `El enlace caduca en ${validFor} y solo puede usarse una vez. El servicio de empleo validará tu empresa en breve.\n`,
    }),
    staffInvite: ({ to, name, link, validFor }) => ({
      to,
      subject: 'Tu cuenta del servicio de orientación',
      text:
        `Hola, ${name}:\n\nSe ha creado tu cuenta del personal del servicio de empleo y orientación en el portal. Para establecer tu contraseña, abre este enlace:\n\n${link}\n\n` +
        `El enlace caduca en ${validFor} y solo puede usarse una vez. Después entrarás por la página de acceso del servicio de orientación.\n`,
    }),
    minutes: (n) => `${n} minutos`,
    hours: (n) => `${n} horas`,
  },
  ca: {
    reset: ({ to, name, link, validFor }) => ({
      to,
      subject: "Restableix la teva contrasenya del portal d'ocupació",
      text:
        `Hola, ${name}:\n\nHem rebut una sol·licitud per restablir la teva contrasenya. Per triar-ne una de nova, obre aquest enllaç:\n\n${link}\n\n` +
        `L'enllaç caduca en ${validFor} i només es pot fer servir una vegada. Si no l'has demanat tu, ignora aquest correu: la teva contrasenya no canvia.\n`,
    }),
    setPassword: ({ to, name, link, validFor }) => ({
      to,
      subject: "Estableix la teva contrasenya del portal d'ocupació",
      text:
        `Hola, ${name}:\n\nHem rebut la sol·licitud d'alta de la teva empresa. Per establir la teva contrasenya, obre aquest enllaç:\n\n${link}\n\n` +
        `L'enllaç caduca en ${validFor} i només es pot fer servir una vegada. El servei d'ocupació validarà la teva empresa aviat.\n`,
    }),
    staffInvite: ({ to, name, link, validFor }) => ({
      to,
      subject: "El teu compte del servei d'orientació",
      text:
        `Hola, ${name}:\n\nS'ha creat el teu compte del personal del servei d'ocupació i orientació al portal. Per establir la teva contrasenya, obre aquest enllaç:\n\n${link}\n\n` +
        `L'enllaç caduca en ${validFor} i només es pot fer servir una vegada. Després entraràs per la pàgina d'accés del servei d'orientació.\n`,
    }),
    minutes: (n) => `${n} minuts`,
    hours: (n) => `${n} hores`,
  },
  en: {
    reset: ({ to, name, link, validFor }) => ({
      to,
      subject: 'Reset your careers portal password',
      text:
        `Hello ${name},\n\nWe received a request to reset your password. To choose a new one, open this link:\n\n${link}\n\n` +
        `The link expires in ${validFor} and works only once. If you did not ask for it, ignore this e-mail: your password stays as it is.\n`,
    }),
    setPassword: ({ to, name, link, validFor }) => ({
      to,
      subject: 'Set your careers portal password',
      text:
        `Hello ${name},\n\nWe received your company's account request. To set your password, open this link:\n\n${link}\n\n` +
        `The link expires in ${validFor} and works only once. The careers service will validate your company shortly.\n`,
    }),
    staffInvite: ({ to, name, link, validFor }) => ({
      to,
      subject: 'Your careers office account',
      text:
        `Hello ${name},\n\nA careers office staff account has been created for you on the portal. To set your password, open this link:\n\n${link}\n\n` +
        `The link expires in ${validFor} and works only once. Then log in through the careers office's login page.\n`,
    }),
    minutes: (n) => `${n} minutes`,
    hours: (n) => `${n} hours`,
  },
};

export const mailTexts = (language: Language) => texts[language];
