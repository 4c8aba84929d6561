# The publisher: the repository with its build tools, run as a job (not a service) to publish the
# portal or one release into where the web image reads them: the `releases` volume (WEB_ROOT,
# /srv/portal/www) or an S3-compatible store (RELEASE_TARGET=s3://bucket/prefix with
# AWS_ENDPOINT_URL_S3, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY). See README, Releases.
#   docker compose -f deploy/compose.yaml run --rm publisher                      # the whole portal
#   docker compose -f deploy/compose.yaml run --rm -v "$PWD/releases:/artifacts:ro" publisher \
#     npm run publish:remote -- mf-cv --artifact /artifacts/mf-cv-<release>.tar   # one team's release
# Build from the repository root:  docker build -f deploy/docker/publisher.Dockerfile -t careers-portal-publisher .

FROM node:20-bookworm-slim
# As the API image's user (node): the API replicas withdraw canaries in the same volume, so the
# live pointers the publisher writes must be theirs to rewrite too.
RUN mkdir -p /app /srv/portal/www && chown node:node /app /srv/portal/www
USER node
WORKDIR /app
COPY --chown=node:node . .
RUN npm ci --ignore-scripts --no-audit --no-fund
ENV WEB_ROOT=/srv/portal/www
# The whole portal, built here and published app by app (npm run build), into WEB_ROOT or RELEASE_TARGET.
CMD ["npm", "run", "build"]
