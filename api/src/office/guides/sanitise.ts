import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';
import { guideSanitiserSettings } from '@portal/contracts';

/**
 * A guide's description checked with the sanitiser and settings the students' page cleans it with
 * on display (DOMPurify, guideSanitiserSettings), on a DOM of jsdom: the clean HTML, and what the
 * sanitiser had to take out (a tag, an attribute, a link to elsewhere than a web page or a mail
 * address), so the save can be refused naming it rather than stored other than it was written.
 * It runs in a worker thread (html-threads.ts): jsdom and a long text take time no request should
 * hold the event loop for.
 */
let purifier: DOMPurify | undefined;
const purify = (): DOMPurify => (purifier ??= createDOMPurify(new JSDOM('').window));

export interface GuideHtmlRemoval {
  kind: 'element' | 'attribute' | 'link';
  /** The tag (`script`) or the attribute (`onerror`) taken out. */
  name: string;
}
export interface GuideHtmlCheck {
  clean: string;
  removed: GuideHtmlRemoval[];
}

const removalOf = (item: DOMPurify['removed'][number]): GuideHtmlRemoval => {
  if ('element' in item) return { kind: 'element', name: item.element.nodeName.toLowerCase() };
  const name = item.attribute?.name.toLowerCase() ?? '';
  return { kind: name === 'href' && item.from.nodeName.toLowerCase() === 'a' ? 'link' : 'attribute', name };
};

export const checkGuideHtml = (html: string): GuideHtmlCheck => {
  const dompurify = purify();
  const clean = dompurify.sanitize(html, { ...guideSanitiserSettings, RETURN_TRUSTED_TYPE: false });
  // A text node is never "removed"; the wrapper the parser adds is not the writer's.
  const removed = dompurify.removed.map(removalOf).filter((removal) => removal.kind !== 'element' || !['#text', 'body', 'html', 'head'].includes(removal.name));
  return { clean, removed };
};

/** The worker's task: the descriptions of one guide at once. */
export const checkGuideHtmls = (texts: string[]): GuideHtmlCheck[] => texts.map(checkGuideHtml);
