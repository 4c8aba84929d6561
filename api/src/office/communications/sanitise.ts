import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { communicationSanitiserSettings, plainCommunicationTextWith } from '@portal/contracts';

/**
 * A communication's text made plain on save with the same sanitiser and settings as the office's
 * preview (DOMPurify, communicationSanitiserSettings), on a server-side DOM built on first use.
 */
let purifier: DOMPurify | undefined;
const purify = (): DOMPurify => (purifier ??= createDOMPurify(new JSDOM('').window));

export const plainCommunicationText = (text: string): string =>
  plainCommunicationTextWith((raw) => purify().sanitize(raw, { ...communicationSanitiserSettings, ALLOWED_TAGS: [] }), text);
