import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { communicationSanitiserSettings, plainCommunicationTextWith } from '@portal/contracts';

/**
 * A communication's texts made plain with the same sanitiser and settings as the office's
 * preview (DOMPurify, communicationSanitiserSettings), on a DOM of jsdom. It runs in a worker
 * thread (plain-text-threads.ts): loading jsdom and parsing take time no request should hold
 * the event loop for.
 */
let purifier: DOMPurify | undefined;
const purify = (): DOMPurify => (purifier ??= createDOMPurify(new JSDOM('').window));

export const plainCommunicationText = (text: string): string =>
  plainCommunicationTextWith((raw) => purify().sanitize(raw, { ...communicationSanitiserSettings, ALLOWED_TAGS: [] }), text);

/** The worker's task: every text of one communication at once (null stays null). */
export const plainCommunicationTexts = (texts: (string | null)[]): (string | null)[] =>
  texts.map((text) => (text === null ? null : plainCommunicationText(text)));
