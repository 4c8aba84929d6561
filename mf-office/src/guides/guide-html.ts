import DOMPurify from 'dompurify';
import { guideDisplayHtmlWith, guideSanitiserSettings } from '@portal/contracts';

/**
 * A guide's description as students will see it: the sanitiser and settings of their page (and of
 * the server's check on save), on this page's DOM.
 */
export const guideDisplayHtml = (html: string): string =>
  guideDisplayHtmlWith((raw) => DOMPurify.sanitize(raw, { ...guideSanitiserSettings, RETURN_DOM_FRAGMENT: true }), html);
