import { describe, expect, it } from 'vitest';
import { sanitizeGuideHtml } from './sanitize';

describe("a guide's HTML is made harmless", () => {
  it('drops scripts, handlers, styles and javascript: links, and keeps the formatting and safe links', () => {
    const clean = sanitizeGuideHtml(
      '<p style="color:red">Hola <strong>mundo</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">mal</a><a href="https://www.sepe.es/">SEPE</a><iframe src="https://example.org"></iframe>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:|style=|iframe/i);
    expect(clean).toContain('<strong>mundo</strong>');
    expect(clean).toContain('<a href="https://www.sepe.es/" target="_blank" rel="noopener noreferrer">SEPE</a>');
  });
});
