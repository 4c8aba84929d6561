import DOMPurify from 'dompurify';

/**
 * The careers office's HTML (a guide's description) made harmless before it is shown: DOMPurify
 * keeps text formatting, links and images and removes scripts, event handlers, styles, forms and
 * frames; links open in a new tab without access to this page.
 */
export const sanitizeGuideHtml = (html: string): string => {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    RETURN_TRUSTED_TYPE: false,
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
};
