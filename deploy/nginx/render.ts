import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * portal.conf with a machine's values filled in: the address to listen on, the published tree and
 * the API replicas (the lines marked EDIT). The container image and `npm run start:cluster` both
 * render it from the same file, so what is tested here is what runs there.
 */

const nginxFolder = path.dirname(fileURLToPath(import.meta.url));
export const portalConfTemplate = path.join(nginxFolder, 'portal.conf');
export const securityHeadersFile = path.join(nginxFolder, 'security-headers.conf');
/** Where portal.conf includes the security headers from, relative to nginx's configuration folder. */
export const securityHeadersInclude = 'snippets/portal-security-headers.conf';
const storeUpstreamTemplate = path.join(nginxFolder, 'store-upstream.conf');
const storeReleaseFilesTemplate = path.join(nginxFolder, 'store-release-files.conf');
const storeProxyTemplate = path.join(nginxFolder, 'store-proxy.conf');
/** Where the store's locations include how nginx asks the store, relative to nginx's configuration folder. */
export const storeProxyInclude = 'snippets/portal-store-proxy.conf';

/** Releases read from an S3-compatible store instead of the published tree (README "Releases"). */
export interface ReleaseStoreSite {
  /** The store's endpoint, `http://host:port` (AWS_ENDPOINT_URL_S3 of the publisher). */
  endpoint: string;
  /** The release target without its scheme: `bucket` or `bucket/prefix`. */
  bucketPath: string;
}

export interface PortalSite {
  /** nginx's `listen` value: `8080`, `127.0.0.1:8310`. */
  listen: string;
  /** The published tree (WEB_ROOT), absolute. */
  root: string;
  /** The API replicas as `host:port`, at least one. */
  replicas: string[];
  /** When set, the releases are read from this store, not from `root`. */
  store?: ReleaseStoreSite;
}

/** The three store templates (store-*.conf), read once by the caller. */
export interface StoreTemplates {
  upstream: string;
  releaseFiles: string;
  proxy: string;
}
export const readStoreTemplates = async (): Promise<StoreTemplates> => ({
  upstream: await readFile(storeUpstreamTemplate, 'utf8'),
  releaseFiles: await readFile(storeReleaseFilesTemplate, 'utf8'),
  proxy: await readFile(storeProxyTemplate, 'utf8'),
});

const storeEndpoint = /^http:\/\/([A-Za-z0-9.-]+)(?::(\d{1,5}))?\/?$/;
const bucketPath = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](?:\/[A-Za-z0-9._-]+)*$/;

/**
 * portal.conf reading the releases from a store: its upstream and encoding map first (http
 * context), the release-file locations between the BEGIN/END release files lines swapped for the
 * store's; and the proxy snippet those locations include, with the store's host.
 */
export const renderStoreConf = (portal: string, store: ReleaseStoreSite, templates: StoreTemplates): { portal: string; proxy: string } => {
  const endpoint = storeEndpoint.exec(store.endpoint);
  if (!endpoint) throw new Error(`the store's endpoint is http://host[:port] (nginx in front does the TLS), not ${JSON.stringify(store.endpoint)}`);
  if (!bucketPath.test(store.bucketPath)) throw new Error(`the store's path is bucket[/prefix], not ${JSON.stringify(store.bucketPath)}`);
  const host = endpoint[1]!;
  const hostPort = `${host}:${endpoint[2] ?? '80'}`;
  const upstream = replaceOnce(templates.upstream, /^([ \t]*)server store\.example:9000;/m, (indent) => `${indent}server ${hostPort};`, "store's server line");
  const files = templates.releaseFiles.replaceAll('http://portal_store/bucket/prefix', `http://portal_store/${store.bucketPath}`);
  const releaseFiles = /^[ \t]*# BEGIN release files[^\n]*\n[\s\S]*?^[ \t]*# END release files\n/m;
  const swapped = replaceOnce(portal, releaseFiles, () => files, 'BEGIN/END release files block');
  const proxy = replaceOnce(templates.proxy, /^([ \t]*)proxy_set_header Host store\.example;/m, (indent) => `${indent}proxy_set_header Host ${endpoint[2] ? `${host}:${endpoint[2]}` : host};`, "store's Host line");
  return { portal: `${upstream}\n${swapped}`, proxy };
};

/** Replaces the one match of `pattern` in `text`; a template that no longer has it is an error. */
const replaceOnce = (
  text: string,
  pattern: RegExp,
  replace: (indent: string, line: string) => string,
  what: string,
): string => {
  const matches = [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))];
  if (matches.length !== 1) {
    throw new Error(`portal.conf: expected one ${what} to fill in, found ${matches.length}`);
  }
  return text.replace(pattern, (line: string, indent: string) => replace(indent, line));
};

const hostPort = /^[A-Za-z0-9.-]+:\d{1,5}$/;
const listenValue = /^(?:[0-9.]+:)?\d{1,5}$/;

export const renderPortalConf = (template: string, site: PortalSite): string => {
  if (site.replicas.length === 0) throw new Error('at least one API replica');
  for (const replica of site.replicas) {
    if (!hostPort.test(replica))
      throw new Error(`an API replica is host:port, not ${JSON.stringify(replica)}`);
  }
  if (!listenValue.test(site.listen))
    throw new Error(`listen is [address:]port, not ${JSON.stringify(site.listen)}`);
  if (!path.isAbsolute(site.root) || /[\s;{}]/.test(site.root)) {
    throw new Error(
      `the published tree is an absolute path without spaces, not ${JSON.stringify(site.root)}`,
    );
  }
  // The upstream's consecutive `server` lines become one line per replica, each keeping the
  // template's own parameters (max_fails, fail_timeout).
  const servers = /^([ \t]*)server [^\s;]+(?: [^;\n]*)?;\n(?:[ \t]*server [^\s;]+(?: [^;\n]*)?;\n)*/m;
  let conf = replaceOnce(
    template,
    servers,
    (indent, block) => {
      const parameters = /^[ \t]*server [^\s;]+((?: [^;\n]*)?);/.exec(block)?.[1] ?? '';
      return site.replicas.map((replica) => `${indent}server ${replica}${parameters};\n`).join('');
    },
    'block of upstream server lines',
  );
  conf = replaceOnce(
    conf,
    /^([ \t]*)listen [^;\n]+;/m,
    (indent) => `${indent}listen ${site.listen};`,
    'listen line',
  );
  conf = replaceOnce(conf, /^([ \t]*)root [^;\n]+;/m, (indent) => `${indent}root ${site.root};`, 'root line');
  return conf;
};

export interface StandaloneOptions {
  /** The folder nginx runs in (`-p`): its configuration, pid, logs and temporary files. */
  dir: string;
  site: PortalSite;
  /** Debian's dynamic modules. */
  modulesDir?: string;
}

/**
 * A complete nginx configuration in `dir` for `nginx -p dir -c dir/nginx.conf`: nginx.conf (pid,
 * logs and temporary files inside `dir`, brotli_static loaded), the rendered portal.conf and the
 * security headers where portal.conf includes them. Returns the path of nginx.conf.
 */
export const writeStandaloneNginx = async ({
  dir,
  site,
  modulesDir = '/usr/lib/nginx/modules',
}: StandaloneOptions): Promise<string> => {
  await mkdir(path.join(dir, path.dirname(securityHeadersInclude)), { recursive: true });
  // When nginx starts as root its workers run as nobody: they must be able to enter the folder.
  await chmod(dir, 0o755);
  let portal = renderPortalConf(await readFile(portalConfTemplate, 'utf8'), site);
  if (site.store) {
    const rendered = renderStoreConf(portal, site.store, await readStoreTemplates());
    portal = rendered.portal;
    await writeFile(path.join(dir, storeProxyInclude), rendered.proxy);
  }
  await writeFile(path.join(dir, 'portal.conf'), portal);
  await writeFile(path.join(dir, securityHeadersInclude), await readFile(securityHeadersFile, 'utf8'));
  const nginxConf = path.join(dir, 'nginx.conf');
  await writeFile(
    nginxConf,
    `# Rendered by deploy/nginx/render.ts: run with nginx -p ${dir} -c ${nginxConf}
load_module ${path.join(modulesDir, 'ngx_http_brotli_static_module.so')};
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    # Which replica answered each request ("a, b" when the first one failed and nginx went on).
    log_format portal '$remote_addr "$request" $status upstream=$upstream_addr';
    access_log ${path.join(dir, 'access.log')} portal;
    client_body_temp_path ${path.join(dir, 'tmp-body')};
    proxy_temp_path ${path.join(dir, 'tmp-proxy')};
    fastcgi_temp_path ${path.join(dir, 'tmp-fastcgi')};
    uwsgi_temp_path ${path.join(dir, 'tmp-uwsgi')};
    scgi_temp_path ${path.join(dir, 'tmp-scgi')};
    include ${path.join(dir, 'portal.conf')};
}
`,
  );
  return nginxConf;
};
