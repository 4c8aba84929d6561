import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * A communication's text as the home shows it: plain text in one line of its card (the shell
 * renders it as text, never as HTML). It goes through DOMPurify, the sanitiser the portal
 * already uses on the office's HTML (mf-cv/src/sanitize.ts), on a server-side DOM, keeping no tag
 * at all: scripts and styles go with their content, other markup leaves its words. Control and
 * bidirectional-override characters, which could make a text read differently than it was
 * checked, go too, and white space is folded. The same function answers the office's preview.
 */
let purifier: DOMPurify | undefined;
const purify = (): DOMPurify => (purifier ??= createDOMPurify(new JSDOM('').window));

// eslint-disable-next-line no-control-regex -- these are the characters removed
const invisible = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

export const plainCommunicationText = (text: string): string => {
  const fragment = purify().sanitize(text, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(invisible, '').replace(/\s+/g, ' ').trim();
};
