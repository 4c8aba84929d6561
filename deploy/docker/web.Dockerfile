# The static files: the portal built by npm run build, served by Debian's nginx with
# deploy/nginx/portal.conf in front of the API replicas (their host:port in API_REPLICAS).
# Build from the repository root:  docker build -f deploy/docker/web.Dockerfile -t careers-portal-web .

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --ignore-scripts --no-audit --no-fund
RUN npm run build
# portal.conf with this image's values, by the same renderer npm run start:cluster uses.
ARG API_REPLICAS="api-1:8080 api-2:8080"
RUN set -- && for replica in $API_REPLICAS; do set -- "$@" --replica "$replica"; done \
 && npx tsx deploy/nginx/render-cli.ts --dir /tmp/nginx --listen 8080 --root /srv/portal/www "$@"

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log
COPY --from=build /tmp/nginx/portal.conf /etc/nginx/conf.d/portal.conf
COPY --from=build /tmp/nginx/snippets/portal-security-headers.conf /etc/nginx/snippets/portal-security-headers.conf
COPY --from=build /app/www /srv/portal/www
EXPOSE 8080
# SIGQUIT: nginx finishes the requests it is serving, then stops.
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
