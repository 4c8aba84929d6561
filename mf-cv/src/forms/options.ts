import type { DomainItem } from '@portal/contracts';
import type { Option } from './fields';

/** Reference-data items as the options of a select. */
export const optionsOf = (items: readonly DomainItem[] | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.descripcion }));
