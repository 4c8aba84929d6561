import DOMPurify from 'dompurify';
import { guideDisplayHtmlWith, guideSanitiserSettings } from '@portal/contracts';

/**
 * The careers office's HTML (a guide's description) made harmless before it is shown, with the
 * settings the server checks it with on save (guideSanitiserSettings): headings, paragraphs,
 * lists, emphasis and links to web pages or mail addresses; no script, handler, style, image or
 * frame. Links open in a new tab without access to this page.
 */
export const sanitizeGuideHtml = (html: string): string =>
  guideDisplayHtmlWith((raw) => DOMPurify.sanitize(raw, { ...guideSanitiserSettings, RETURN_DOM_FRAGMENT: true }), html);
