/** Helpers of the portal's uploads: files are sent as the spec's calls carry them (base64). */

/** A file the user chose, as the spec's uploads carry it: base64 without the data-URL prefix. */
export interface ReadFile {
  nombre: string;
  extension: string;
  base64: string;
}

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export const fileExtensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The file's content as base64, without the data-URL prefix. */
export const readFileAsBase64 = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });

/** Reads a chosen file for an upload with its name and extension (the server checks it again). */
export const readFile = async (file: File): Promise<ReadFile> => ({
  nombre: file.name,
  extension: fileExtensionOf(file.name),
  base64: await readFileAsBase64(file),
});

/** Which rule a file breaks before it is sent (the server checks again, with the content), or null. */
export const fileRuleBroken = (
  file: File,
  rules: { extensions: readonly string[]; maxBytes: number },
): 'fileType' | 'fileSize' | null => {
  if (!rules.extensions.includes(fileExtensionOf(file.name))) return 'fileType';
  if (file.size > rules.maxBytes) return 'fileSize';
  return null;
};

/** Saves a file fetched with the token (a blob) under `name`. */
export const saveBlob = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
