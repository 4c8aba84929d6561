import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under a folder, as full paths, sorted. */
export const listFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name)).sort();
};
