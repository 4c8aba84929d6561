import {
  addressRuleFailures,
  studentAddressRequest,
  type AddressRule,
  type StudentAddressInput,
  type StudentAddressRequest,
} from '@portal/contracts';
import { clientReference, requestOf, type AddressDraft, type AddressField } from './address-draft';

/**
 * The address form's own check, with zod and the contract's schema: fetched when the student
 * first works on the address (AddressSection), not with the CV shown.
 */

/** The request as the server reads it (trimmed, empty texts as null), or the fields too long to send. */
export const normalise = (
  request: StudentAddressRequest,
): { input: StudentAddressInput } | { failures: { campo: AddressField; regla: AddressRule }[] } => {
  const parsed = studentAddressRequest.safeParse(request);
  if (parsed.success) return { input: parsed.data };
  return {
    failures: parsed.error.issues.map((issue) => ({
      campo: issue.path[0] as AddressField,
      regla: 'invalid',
    })),
  };
};

/** The rules the form can check itself: the server's, over the domains it shows (once loaded). */
export const clientFailures = (
  draft: AddressDraft,
  loaded: Parameters<typeof clientReference>[0] | undefined,
): { campo: AddressField; regla: AddressRule }[] => {
  const normalised = normalise(requestOf(draft));
  if ('failures' in normalised) return normalised.failures;
  return loaded ? addressRuleFailures(normalised.input, clientReference(loaded)) : [];
};
