# The API server: one image, as many replicas as wanted (deploy/compose.yaml runs two), all on one
# PostgreSQL (DATABASE_URL) and one TOKEN_SECRET. Nothing a replica keeps is needed by another.
# Build from the repository root:  docker build -f deploy/docker/api.Dockerfile -t careers-portal-api .

FROM node:20-bookworm-slim AS install
WORKDIR /app
COPY . .
# The api workspace's own dependencies (and @portal/contracts, the one shared package it imports;
# the S3 client its canary judge withdraws canaries with), exactly as the lock file has them; no
# development tools, no install scripts.
RUN npm ci --workspace api --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=install /app/package.json /app/package-lock.json ./
COPY --from=install /app/node_modules node_modules
COPY --from=install /app/shared/contracts shared/contracts
# The release scripts the canary judge withdraws a canary with (deploy/scripts/live-pointers.ts
# and what it imports: node built-ins, the contracts and the S3 client). deploy/docker/compose.test.ts
# fails when the judge imports a file or a package this image lacks.
COPY --from=install /app/deploy/scripts deploy/scripts
COPY --from=install /app/api api
# The releases volume (deploy/compose.yaml) is mounted here; owned by the user the API and the
# publisher both run as, so either can rewrite the live pointers.
RUN mkdir -p /srv/portal/www && chown node:node /srv/portal/www
USER node
WORKDIR /app/api
EXPOSE 8080
# As npm run serve runs it, but node itself is the process: it receives SIGTERM and stops cleanly
# (in-flight requests finish, then the pool closes).
CMD ["node", "--import", "tsx", "src/main.ts"]
