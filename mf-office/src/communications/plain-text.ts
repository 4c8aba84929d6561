import DOMPurify from 'dompurify';
import { communicationSanitiserSettings, plainCommunicationTextWith } from '@portal/contracts';

/**
 * A communication's text as the server will store it and the home show it: the same sanitiser
 * and settings the server applies on save (api/src/office/communications/sanitise.ts), on the page's DOM.
 */
export const plainCommunicationText = (text: string): string =>
  plainCommunicationTextWith((raw) => DOMPurify.sanitize(raw, { ...communicationSanitiserSettings, ALLOWED_TAGS: [] }), text);
