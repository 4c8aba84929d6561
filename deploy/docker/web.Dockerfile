# The edge: Debian's nginx with deploy/nginx/portal.conf in front of the API replicas (their
# host:port in API_REPLICAS). It carries nginx's configuration only, never the portal's files:
# the releases are read from the volume the publisher writes (mounted at /srv/portal/www, the
# default), or from an S3-compatible store when RELEASE_STORE (bucket[/prefix]) and
# RELEASE_STORE_ENDPOINT (http://host:port) are given. A release is published with the publisher
# image (publisher.Dockerfile), never by rebuilding this one (README, Production and Releases).
# Build from the repository root:  docker build -f deploy/docker/web.Dockerfile -t careers-portal-web .

FROM node:20-bookworm-slim AS config
WORKDIR /app
# The renderer alone (node built-ins only), run by the same tsx version the repository pins.
COPY deploy/nginx deploy/nginx
ARG API_REPLICAS="api-1:8080 api-2:8080"
ARG RELEASE_STORE=""
ARG RELEASE_STORE_ENDPOINT=""
RUN set -- && for replica in $API_REPLICAS; do set -- "$@" --replica "$replica"; done \
 && if [ -n "$RELEASE_STORE" ]; then set -- "$@" --store "$RELEASE_STORE" --store-endpoint "$RELEASE_STORE_ENDPOINT"; fi \
 && npx --yes tsx@4.23.15 deploy/nginx/render-cli.ts --dir /tmp/nginx --listen 8080 --root /srv/portal/www "$@" \
 && mkdir -p /tmp/nginx/snippets && touch /tmp/nginx/snippets/portal-store-proxy.conf

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log \
 && mkdir -p /srv/portal/www
COPY --from=config /tmp/nginx/portal.conf /etc/nginx/conf.d/portal.conf
COPY --from=config /tmp/nginx/snippets/ /etc/nginx/snippets/
VOLUME /srv/portal/www
EXPOSE 8080
# SIGQUIT: nginx finishes the requests it is serving, then stops.
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
