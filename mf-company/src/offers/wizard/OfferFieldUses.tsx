import { createContext, useContext, type ReactNode } from 'react';
import {
  companyBrandDefaults,
  degreeLevelKey,
  offerFieldUseOf,
  type CompanyBrandSettings,
  type ConfigurableOfferField,
} from '@portal/contracts';

/** The brand's use of each configurable offer field (spec 000 §3): hidden, optional or required. */
export const OfferFieldUses = createContext<CompanyBrandSettings>(companyBrandDefaults);

/** The levels of study the institution teaches (brand `niveles`): an offer targets only these. */
export const TaughtLevels = createContext<readonly (typeof degreeLevelKey.options)[number][]>(degreeLevelKey.options);

/**
 * A field the institution configures: left out when hidden (the server ignores it), marked
 * required when the brand requires it (the server refuses it empty with 400/15).
 */
export const Configurable = ({
  field,
  children,
}: {
  field: ConfigurableOfferField;
  children: (required: boolean) => ReactNode;
}) => {
  const use = offerFieldUseOf(useContext(OfferFieldUses), field);
  return use === 'oculto' ? null : <>{children(use === 'obligatorio')}</>;
};
