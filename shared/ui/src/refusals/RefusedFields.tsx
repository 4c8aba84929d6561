import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bringIntoView } from './land';
import './i18n';

/** A field of the page marked refused, named as its label names it. */
export interface RefusedField {
  element: HTMLElement;
  label: string;
}

/** The label's own words, without the marks inside it ("(obligatorio)", a checkbox's input). */
const labelOf = (field: HTMLElement): string => {
  const label = (field as HTMLInputElement).labels?.[0];
  const own = label
    ? Array.from(label.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim()
    : '';
  return own || label?.textContent?.trim() || field.getAttribute('aria-label') || field.getAttribute('name') || '';
};

/** The fields of `scope` marked refused (`aria-invalid`), in the page's order. */
export const refusedFieldsIn = (scope: ParentNode): RefusedField[] =>
  Array.from(scope.querySelectorAll<HTMLElement>('[aria-invalid="true"]'))
    .filter((element) => element.matches('input, select, textarea'))
    .map((element) => ({ element, label: labelOf(element) }));

/**
 * The page's refused fields as they are now: read when the refusal shows and again whenever a
 * field is marked or let go (a form marks its fields in the same render as its notice, or after a
 * server's answer), so a fixed field leaves the list.
 */
export const useRefusedFields = (active: boolean): RefusedField[] => {
  const [fields, setFields] = useState<RefusedField[]>([]);
  useEffect(() => {
    if (!active) return;
    // Kept as it was when nothing changed: the notice's own re-render is a mutation too.
    const read = () =>
      setFields((before) => {
        const now = refusedFieldsIn(document.body);
        const same =
          now.length === before.length &&
          now.every((field, index) => {
            const old = before[index]!;
            return old.element === field.element && old.label === field.label;
          });
        return same ? before : now;
      });
    const frame = requestAnimationFrame(read);
    const observer = new MutationObserver(read);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [active]);
  return active ? fields : [];
};

/**
 * The refused fields of a form by their labels, each a link that brings its field into view below
 * the sticky header and focuses it, where its own message says what is wrong: a form's refusal
 * shows the way to every place to fix (issue 24's rule), not only "review the form".
 */
export const RefusedFieldLinks = ({ fields }: { fields: readonly RefusedField[] }) => {
  const { t } = useTranslation('refusals');
  if (fields.length === 0) return null;
  return (
    <ul className="portal-status-notice__fixes" aria-label={t('refusedFields')} data-testid="refused-fields">
      {fields.map(({ element, label }, index) => (
        <li key={`${index}-${label}`}>
          <a
            href={`#${element.id}`}
            onClick={(event) => {
              event.preventDefault();
              bringIntoView(element);
            }}
          >
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
};

/** The links to the page's refused fields while `active` (a refusal is shown). */
export const PageRefusedFields = ({ active = true }: { active?: boolean }) => (
  <RefusedFieldLinks fields={useRefusedFields(active)} />
);
