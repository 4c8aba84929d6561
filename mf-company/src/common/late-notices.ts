import { lazyPart, type StatusNoticeProps } from '@portal/ui';
import type { FormResult } from '../company-data/use-company-data-form';

/**
 * The notices a page shows only once the user did something (saved, or was refused): their code
 * (the status catalogue, where each refusal is fixed, the refused fields' links) arrives with
 * their first use, not with the page's first view.
 */
export const LateStatusNotice = lazyPart<StatusNoticeProps>(
  () => import('@portal/ui').then(({ StatusNotice }) => ({ default: StatusNotice })),
  { quiet: true },
);

export const LateFormOutcome = lazyPart<{ result: FormResult }>(
  () => import('./FormOutcome').then(({ FormOutcome }) => ({ default: FormOutcome })),
  { quiet: true },
);
