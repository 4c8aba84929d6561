import { cvFileMaxBytes, type CvRule } from '@portal/contracts';

export interface ReadFile {
  nombre: string;
  extension: string;
  base64: string;
}

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/**
 * The checks a file passes before it is sent (the server makes them again): its type by the
 * extensions the call takes, and at most 2 MB. Answers the broken rule, or null.
 */
export const fileRuleFailure = (file: File, extensions: readonly string[], maxBytes = cvFileMaxBytes): CvRule | null => {
  if (!extensions.includes(extensionOf(file.name))) return 'fileType';
  if (file.size > maxBytes) return 'fileSize';
  return null;
};

/** The file as the spec's uploads carry it: base64 without the data-URL prefix. */
export const readFile = (file: File): Promise<ReadFile> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve({ nombre: file.name, extension: extensionOf(file.name), base64: result.slice(result.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

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
