import type { DomainItem } from '@portal/contracts';

/** The name of a reference-data item, or its id until the list arrives. */
export const labelOf = (items: readonly DomainItem[] | undefined, id: number | null | undefined): string =>
  id === null || id === undefined ? '' : (items?.find((item) => item.id === id)?.descripcion ?? String(id));
