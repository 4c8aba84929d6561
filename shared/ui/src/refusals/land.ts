import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const focusable = 'input, select, textarea, button, a[href], [tabindex]';

/**
 * Brings `element` into view below the portal's sticky header (every element with an id, and every
 * notice, keeps `scroll-margin-top` as tall as the header: styles.css, measured by the shell) and
 * moves the focus to `focus` so a screen reader starts reading there; a field far down the section
 * is brought into view too.
 */
export const bringIntoView = (element: HTMLElement, focus: HTMLElement = element): void => {
  element.scrollIntoView({ block: 'start' });
  if (!focus.matches(focusable)) focus.setAttribute('tabindex', '-1');
  focus.focus({ preventScroll: true });
  if (focus !== element && focus.getBoundingClientRect().bottom > window.innerHeight) {
    focus.scrollIntoView({ block: 'center' });
  }
};

/** The element of `scope` whose `name` is `name` (names of nested fields hold dots: no selector). */
export const namedIn = (scope: ParentNode, name: string): HTMLElement | null =>
  Array.from(scope.querySelectorAll<HTMLElement>('[name]')).find((element) => element.getAttribute('name') === name) ??
  null;

/** The first field of the form open inside `target`, if a form is open there. */
const firstFieldIn = (target: HTMLElement): HTMLElement | null =>
  target.querySelector<HTMLElement>(
    'form input:not([type="hidden"]):not([disabled]), form select:not([disabled]), form textarea:not([disabled])',
  );

/** Where a link to `#anchor?campo=…` lands: the field it names, the form opened for it, or the heading. */
export const landingOf = (target: HTMLElement, search: URLSearchParams): HTMLElement => {
  if (target.matches('input, select, textarea')) return target;
  const field = search.get('campo');
  const named = field ? namedIn(target, field) : null;
  const opened = search.get('anadir') || search.get('editar') ? firstFieldIn(target) : null;
  const heading = target.querySelector<HTMLElement>('h2, h3');
  return named ?? opened ?? heading ?? target;
};

/**
 * A link to `#anchor` (a refusal's fix, the home's popups, a guide) brings that element into view
 * below the sticky header once the page has drawn it (`ready`), and focuses the field it names
 * (`campo`), the form it opened (`anadir`, `editar`) or else the section's heading.
 */
export const useLandOnHash = (ready: boolean): void => {
  const { hash, search } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    // After the frame: the forms a fix opens are drawn by then.
    const frame = requestAnimationFrame(() => {
      const anchor = decodeURIComponent(hash.slice(1));
      // An id, or else a form field's name (the fields of react-hook-form forms have generated ids).
      const target =
        document.getElementById(anchor) ?? namedIn(document, anchor);
      if (target) bringIntoView(target, landingOf(target, new URLSearchParams(search)));
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, hash, search]);
};

/**
 * Whether a fix's link asked this section to open its form: `anadir=<anchor>` (a new record) or
 * `editar=<anchor>` (the section's form). Read once, when the section is drawn.
 */
export const useOpenedByFix = (anchor: string, how: 'anadir' | 'editar'): boolean => {
  const { search } = useLocation();
  return new URLSearchParams(search).get(how) === anchor;
};
