import type { DomainItem } from '@portal/contracts';

// The language and the reference-data cache are the portal's (one piece in @portal/ui).
export { useLanguage, useLoadedDomains as useCvDomains } from '@portal/ui';

/** The name of a reference-data item, or its id until the list arrives. */
export const labelOf = (items: readonly DomainItem[] | undefined, id: number | null | undefined): string =>
  id === null || id === undefined ? '' : (items?.find((item) => item.id === id)?.descripcion ?? String(id));
