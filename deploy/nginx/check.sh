#!/usr/bin/env bash
# Checks portal.conf for real: Debian's nginx on a loopback port, in front of a tiny published tree
# (precompressed by deploy/scripts/precompress.ts) and two stand-in API replicas, asked with curl
# with and without Accept-Encoding. Needs: apt-get install -y nginx libnginx-mod-http-brotli-static
# Usage: deploy/nginx/check.sh [port]   (from the repository root; exits non-zero on a failed check)
set -euo pipefail

port="${1:-8390}"
repo="$(cd "$(dirname "$0")/../.." && pwd)"
work="$(mktemp -d /tmp/portal-nginx-XXXXXX)"
www="$work/www"
# nginx's workers do not run as root: they must be able to read the tree.
chmod 755 "$work"
pids=()
cleanup() {
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

# A tiny published tree in the release layout, precompressed as the publish step does.
script="$(for i in $(seq 1 300); do echo "export const value$i = $i;"; done)"
mkdir -p "$www/shell/1.0.0-abc" "$www/remotes/mf-cv/0.1.0-abc"
printf '<!doctype html><html><head><title>Portal</title></head><body>%s<div id="root"></div></body></html>\n' \
  "$(for i in $(seq 1 150); do printf '<p>hola</p>'; done)" > "$www/index.html"
echo "$script" > "$www/shell/1.0.0-abc/main.1a2b3c.js"
echo "$script" > "$www/remotes/mf-cv/0.1.0-abc/remoteEntry.js"
echo "$script" > "$www/main.e6e20478.js"
echo '{"remotes":{}}' > "$www/remotes.json"
echo '{"release":"1.0.0-abc"}' > "$www/shell.json"
(cd "$repo" && npx tsx -e "import('./deploy/scripts/precompress.ts').then((m) => m.precompressFolder(process.argv[1]))" "$www")

# Two stand-in API replicas: each says which one answered. The third of portal.conf stays down:
# nginx must route around it.
for replica in 1 2; do
  replica_port=$((port + replica))
  node -e "
    require('http').createServer((req, res) => {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ replica: $replica, url: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
    }).listen($replica_port, '127.0.0.1');" &
  pids+=($!)
done

sed -e "s|listen 8080;|listen 127.0.0.1:$port;|" \
    -e "s|root /srv/portal/www;|root $www;|" \
    -e "s|server 127.0.0.1:8081 |server 127.0.0.1:$((port + 1)) |" \
    -e "s|server 127.0.0.1:8082 |server 127.0.0.1:$((port + 2)) |" \
    -e "s|server 127.0.0.1:8083 |server 127.0.0.1:$((port + 3)) |" \
    "$repo/deploy/nginx/portal.conf" > "$work/portal.conf"
cat > "$work/nginx.conf" <<EOF
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
pid $work/nginx.pid;
error_log $work/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $work/tmp-body;
  proxy_temp_path $work/tmp-proxy;
  fastcgi_temp_path $work/tmp-fastcgi;
  uwsgi_temp_path $work/tmp-uwsgi;
  scgi_temp_path $work/tmp-scgi;
  include $work/portal.conf;
}
EOF
nginx -t -q -c "$work/nginx.conf" -p "$work"
nginx -c "$work/nginx.conf" -p "$work"
sleep 0.5

failures=0
base="http://127.0.0.1:$port"
# check NAME EXPECTED_REGEX curl-args... : the response headers must match (case-insensitive), and
# the status be 200 unless the regex is about the status.
check() {
  local name="$1" expected="$2"
  shift 2
  local headers status='^HTTP/1.1 200'
  headers="$(curl -s -o "$work/body" -D - "$@" | tr -d '\r')"
  [[ "$expected" == '^HTTP'* ]] && status="$expected"
  if grep -qiE "$expected" <<< "$headers" && grep -qE "$status" <<< "$headers"; then
    echo "ok   $name"
  else
    echo "FAIL $name: wanted /$expected/ in:"
    sed 's/^/       /' <<< "$headers"
    failures=$((failures + 1))
  fi
}
# lacks NAME UNWANTED_REGEX curl-args... : the response headers must not match.
lacks() {
  local name="$1" unwanted="$2"
  shift 2
  if curl -s -o /dev/null -D - "$@" | tr -d '\r' | grep -qiE "$unwanted"; then
    echo "FAIL $name"
    failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
}
# same NAME ORIGINAL DECODER: the last body, decoded, equals the original file.
same() {
  if $3 < "$work/body" 2>/dev/null | cmp -s - "$2"; then echo "ok   $1"; else echo "FAIL $1: decoded body differs"; failures=$((failures + 1)); fi
}

release="$base/remotes/mf-cv/0.1.0-abc/remoteEntry.js"
check 'brotli for a browser that accepts it' '^content-encoding: br' -H 'Accept-Encoding: gzip, deflate, br' "$release"
same 'brotli body decodes to the file' "$www/remotes/mf-cv/0.1.0-abc/remoteEntry.js" \
  "node -e process.stdin.pipe(require('zlib').createBrotliDecompress()).pipe(process.stdout)"
check '... with the plain type' '^content-type: application/javascript' -H 'Accept-Encoding: br' "$release"
check '... and Vary' '^vary: accept-encoding' -H 'Accept-Encoding: br' "$release"
check 'gzip for a browser that accepts only gzip' '^content-encoding: gzip' -H 'Accept-Encoding: gzip' "$release"
same 'gzip body decodes to the file' "$www/remotes/mf-cv/0.1.0-abc/remoteEntry.js" 'gunzip -c'
check 'plain without Accept-Encoding' "^content-length: $(stat -c %s "$www/remotes/mf-cv/0.1.0-abc/remoteEntry.js")" "$release"
check 'HEAD like GET' '^content-encoding: br' -I -H 'Accept-Encoding: br' "$release"
check 'remote release immutable' '^cache-control: public, max-age=31536000, immutable' "$release"
check 'remote release open to other sites' '^access-control-allow-origin: \*' "$release"
check 'shell release immutable' '^cache-control: public, max-age=31536000, immutable' "$base/shell/1.0.0-abc/main.1a2b3c.js"
check 'missing release file is a 404' '^HTTP/1.1 404' "$base/remotes/mf-cv/0.1.0-abc/missing.js"
lacks 'a 404 in a release folder is not cached for a year' 'immutable' "$base/shell/1.0.0-abc/missing.js"
lacks 'small files are not compressed' '^content-encoding' -H 'Accept-Encoding: br, gzip' "$base/remotes.json"
for file in remotes.json shell.json index.html main.e6e20478.js; do
  check "$file revalidated" '^cache-control: no-cache' -H 'Accept-Encoding: br, gzip' "$base/$file"
done
check '/ is the page' '^content-type: text/html' "$base/"
check '/ compressed' '^content-encoding: br' -H 'Accept-Encoding: br' "$base/"
check 'a page navigation gets index.html' '^content-type: text/html' -H 'Accept: text/html,*/*;q=0.8' "$base/ofertas-empleo"
check '... compressed, revalidated' '^cache-control: no-cache' -H 'Accept: text/html' -H 'Accept-Encoding: gzip' "$base/evento-publico/3"
same '... the page itself' "$www/index.html" 'gunzip -c'
check 'a missing script stays a 404' '^HTTP/1.1 404' -H 'Accept: */*' "$base/missing.js"
check 'the API proxied' '^content-type: application/json' "$base/api/health"
check 'fonts from the API' '^HTTP/1.1 200' "$base/fonts/fonts.css"
replicas="$(for _ in 1 2 3 4 5 6; do curl -s "$base/api/health"; echo; done | grep -o '"replica":[0-9]' | sort -u | wc -l)"
if [ "$replicas" -ge 2 ]; then echo "ok   requests spread over the replicas"; else echo "FAIL only $replicas replica answered"; failures=$((failures + 1)); fi
if curl -s "$base/api/health" | grep -q '"forwardedFor":"127.0.0.1"'; then echo "ok   the client's address passed on"; else echo "FAIL X-Forwarded-For"; failures=$((failures + 1)); fi

if [ "$failures" -gt 0 ]; then echo "$failures check(s) failed"; exit 1; fi
echo 'all checks passed'
