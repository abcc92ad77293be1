# syntax=docker/dockerfile:1
# Refcheck: the API and the built web app on one port, Node.js 26 (the image's; the node-* runtime packages that
# `npm ci` brings to developer machines are dropped). Build: docker build -t refcheck .   Run: see compose.yaml and
# docs/deploy.md. Three stages: build (every dependency, builds the web app and compiles the server), prod-deps
# (the server's and the domain's production dependencies only) and the runtime image (non-root, HEALTHCHECK on /readyz).
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
# Production dependencies of the server and the domain only (npm workspaces): the web app is already built (its
# Mantine, icons, Sentry browser SDK… stay out), and the root's dev tools and pinned Node.js runtimes too (the image
# has Node.js 26 itself). scripts/check-image.mjs proves it from this file and the lockfile. Of Noto Sans JP's nine
# weights (5.4 MB each) the PDF report embeds two (platform/pdf): the others are removed (check-image.mjs checks the
# kept ones are those the server names).
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
RUN npm ci --omit=dev --workspace=@refcheck/server --workspace=@refcheck/domain --include-workspace-root=false \
    --no-audit --no-fund \
  && find node_modules/@expo-google-fonts/noto-sans-jp -mindepth 1 -maxdepth 1 -type d \
    ! -name 400Regular ! -name 700Bold -exec rm -rf {} + \
  && npm cache clean --force

FROM ${NODE_IMAGE}
# NPM_CONFIG_UPDATE_NOTIFIER: the operator commands (npm run operator:…) print no update notice.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data SEED_DEMO=0 NPM_CONFIG_UPDATE_NOTIFIER=false
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
# --max-semi-space-size=8: V8's young generation capped; --heap-growing-percent=25: its old generation grows 1.25×
# its live size between full collections, not up to 4× (package.json's start script, docs/decisions.md issue 39).
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=25", "apps/server/dist/server.js"]
