/** A file the user chose, as the spec's uploads carry it: base64 without the data-URL prefix. */
export interface ReadFile {
  nombre: string;
  extension: string;
  base64: string;
}

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/** Reads a chosen file for an upload (the server checks size, extension and content again). */
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
