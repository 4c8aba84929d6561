import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip bytes of every script of the live release of the shell and of every remote. */
export const measurePublishedJs = async (webRoot: string): Promise<number> => {
  const manifest = JSON.parse(await readFile(path.join(webRoot, 'remotes.json'), 'utf8')) as {
    remotes: Record<string, { entry: string }>;
  };
  const folders = [webRoot, ...Object.values(manifest.remotes).map((remote) => path.join(webRoot, path.dirname(remote.entry)))];
  let total = 0;
  for (const folder of folders) {
    const names = await readdir(folder);
    for (const name of names.filter((file) => file.endsWith('.js'))) {
      total += gzipSync(await readFile(path.join(folder, name)), { level: 9 }).length;
    }
  }
  return total;
};
