import type { ReactNode } from 'react';
import { offerTypes, type OfferType } from '@portal/contracts';

/** Internships first, as the home's offers module shows them (spec 000 §2.3). */
export const tabOrder: OfferType[] = ['practicas', ...offerTypes.filter((type) => type !== 'practicas')];

/** An accessible tab list of the two offer types; arrow keys move between tabs. */
export const TypeTabs = ({
  idPrefix,
  label,
  selected,
  onSelect,
  labelOf,
  children,
}: {
  idPrefix: string;
  label: string;
  selected: OfferType;
  onSelect: (type: OfferType) => void;
  labelOf: (type: OfferType) => string;
  children: ReactNode;
}) => (
  <>
    <div role="tablist" aria-label={label} className="offers-tabs">
      {tabOrder.map((type) => (
        <button
          key={type}
          id={`${idPrefix}-tab-${type}`}
          type="button"
          role="tab"
          aria-selected={selected === type}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={selected === type ? 0 : -1}
          onClick={() => onSelect(type)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
              const next = tabOrder[(tabOrder.indexOf(type) + 1) % tabOrder.length] ?? type;
              onSelect(next);
              document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
            }
          }}
        >
          {labelOf(type)}
        </button>
      ))}
    </div>
    <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${selected}`}>
      {children}
    </div>
  </>
);
