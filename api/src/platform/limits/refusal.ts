import type { Language } from '@portal/contracts';

/** "in 40 seconds", "in 3 minutes", "in 1 hour": the wait, rounded up, in the caller's language. */
const waits: Record<Language, (amount: number, unit: 'second' | 'minute' | 'hour') => string> = {
  es: (amount, unit) =>
    `${amount} ${{ second: amount === 1 ? 'segundo' : 'segundos', minute: amount === 1 ? 'minuto' : 'minutos', hour: amount === 1 ? 'hora' : 'horas' }[unit]}`,
  ca: (amount, unit) =>
    `${amount} ${{ second: amount === 1 ? 'segon' : 'segons', minute: amount === 1 ? 'minut' : 'minuts', hour: amount === 1 ? 'hora' : 'hores' }[unit]}`,
  en: (amount, unit) => `${amount} ${unit}${amount === 1 ? '' : 's'}`,
};

const sentences: Record<Language, (wait: string) => string> = {
  es: (wait) => `Has hecho demasiados intentos seguidos. Vuelve a intentarlo dentro de ${wait}.`,
  ca: (wait) => `Has fet massa intents seguits. Torna-ho a provar d'aquí a ${wait}.`,
  en: (wait) => `Too many attempts in a row. Please try again in ${wait}.`,
};

/** The text of a 429 answer: when to try again, in the caller's language. */
export const tooManyAttemptsText = (language: Language, seconds: number): string => {
  const wait =
    seconds <= 90
      ? waits[language](seconds, 'second')
      : seconds < 3600
        ? waits[language](Math.ceil(seconds / 60), 'minute')
        : waits[language](Math.ceil(seconds / 3600), 'hour');
  return sentences[language](wait);
};
