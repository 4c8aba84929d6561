#!/usr/bin/env bash
# Checks portal.conf for real: Debian's nginx on a loopback port, in front of a tiny published tree
# (precompressed by deploy/scripts/precompress.ts) and two stand-in API replicas (a third one down),
# asked with curl with and without Accept-Encoding. Needs: apt-get install -y nginx libnginx-mod-http-brotli-static
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

# Two stand-in API replicas: each says which one answered. A third, listed in the upstream, stays
# down: nginx must route around it. /api/crash stands for a replica that dies after reading a
# request: each one that receives it notes it in hits-<replica>, then drops the connection.
for replica in 1 2; do
  replica_port=$((port + replica))
  node -e "
    const fs = require('fs');
    require('http').createServer((req, res) => {
      if (req.url === '/api/crash') {
        fs.appendFileSync('$work/hits-$replica', req.method + '\\n');
        req.socket.destroy();
        return;
      }
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ replica: $replica, url: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
    }).listen($replica_port, '127.0.0.1');" &
  pids+=($!)
done

# portal.conf as the container image and the cluster render it: this port, this tree, three replicas.
(cd "$repo" && npx tsx deploy/nginx/render-cli.ts --dir "$work" --listen "127.0.0.1:$port" --root "$www" \
  --replica "127.0.0.1:$((port + 1))" --replica "127.0.0.1:$((port + 2))" --replica "127.0.0.1:$((port + 3))" > /dev/null)
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
if curl -s -H 'X-Forwarded-For: 203.0.113.9' "$base/api/health" | grep -q '"forwardedFor":"127.0.0.1"'; then echo "ok   a forged X-Forwarded-For replaced"; else echo "FAIL a forged X-Forwarded-For reached the API"; failures=$((failures + 1)); fi
answered="$(for _ in 1 2 3 4 5 6 7 8 9; do curl -s -o /dev/null -w '%{http_code} ' "$base/api/health"; done)"
if [ "$answered" = "$(printf '200 %.0s' 1 2 3 4 5 6 7 8 9)" ]; then echo "ok   the replica that is down is skipped"; else echo "FAIL answers with a replica down: $answered"; failures=$((failures + 1)); fi
check 'a POST received by a dying replica fails' '^HTTP/1.1 502' -X POST -d '{}' "$base/api/crash"
if [ "$(cat "$work"/hits-* | grep -c POST)" = 1 ]; then echo "ok   ... and is never sent to another replica"; else echo "FAIL the POST reached $(cat "$work"/hits-* | grep -c POST) replicas"; failures=$((failures + 1)); fi
check 'the page has its security headers' "^content-security-policy: default-src 'self'" "$base/"
check '... a release file too' '^x-content-type-options: nosniff' "$base/shell/1.0.0-abc/main.1a2b3c.js"
check '... remotes.json too' '^referrer-policy: ' "$base/remotes.json"
if curl -s -o /dev/null -D - "$base/missing.js" | tr -d '\r' | grep -qi '^x-content-type-options: nosniff'; then echo "ok   ... even a 404"; else echo "FAIL a 404 without its security headers"; failures=$((failures + 1)); fi
check 'nginx answers without its version' '^server: nginx$' "$base/"

if [ "$failures" -gt 0 ]; then echo "$failures check(s) failed"; exit 1; fi
echo 'all checks passed'
