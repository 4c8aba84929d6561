import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeStandaloneNginx } from './render';

/**
 * `tsx deploy/nginx/render-cli.ts --dir <folder> --listen <[address:]port> --root <www>
 *  --replica <host:port> [--replica ...]`: writes nginx.conf, portal.conf and the security headers
 * into <folder> (see render.ts) and prints the nginx.conf path. Used by check.sh and the web image.
 * `--store <bucket[/prefix]> --store-endpoint <http://host:port>`: the releases are read from that
 * S3-compatible store instead of <www> (README "Releases").
 */
const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    listen: { type: 'string' },
    root: { type: 'string' },
    replica: { type: 'string', multiple: true },
    store: { type: 'string' },
    'store-endpoint': { type: 'string' },
  },
});

if (!values.dir || !values.listen || !values.root || !values.replica?.length || !values.store !== !values['store-endpoint']) {
  console.error(
    'usage: render-cli.ts --dir <folder> --listen <[address:]port> --root <www> --replica <host:port>... [--store <bucket[/prefix]> --store-endpoint <http://host:port>]',
  );
  process.exit(2);
}
try {
  console.log(
    await writeStandaloneNginx({
      dir: path.resolve(values.dir),
      site: {
        listen: values.listen,
        root: path.resolve(values.root),
        replicas: values.replica,
        ...(values.store ? { store: { bucketPath: values.store, endpoint: values['store-endpoint']! } } : {}),
      },
    }),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
