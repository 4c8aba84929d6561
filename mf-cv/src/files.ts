import { cvFileMaxBytes, type CvRule } from '@portal/contracts';
import { fileRuleBroken } from '@portal/ui';

/** The file helpers every upload shares, from @portal/ui. */
export { readFile, type ReadFile } from '@portal/ui';

/**
 * The checks a file passes before it is sent (the server makes them again): its type by the
 * extensions the call takes, and at most 2 MB. Answers the broken rule, or null.
 */
export const fileRuleFailure = (file: File, extensions: readonly string[], maxBytes = cvFileMaxBytes): CvRule | null =>
  fileRuleBroken(file, { extensions, maxBytes });

/** Opens a file fetched with the token (a blob) in a new tab, or saves it under `name`. */
export const offerBlob = (blob: Blob, name?: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  if (name) link.download = name;
  else link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
