# syntax=docker/dockerfile:1
# Refcheck: the API and the built web app on one port, Node.js 26 (the image's; the node-* runtime packages that
# `npm ci` brings to developer machines are dropped). Build: docker build -t refcheck .   Run: see compose.yaml and
# docs/deploy.md. Three stages: build (every dependency, builds the web app and compiles the server into one bundle),
# prod-deps (the few packages the bundle leaves out, and what they need) and the runtime image (non-root,
# HEALTHCHECK on /readyz). Its size without Docker: node scripts/image-size.mjs (docs/deploy.md, "Image size").
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
# The web app, the compiled server and the embedded database's starting point (scripts/pglite-template.mjs).
RUN node scripts/build-if-changed.mjs web server pglite-template

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY scripts/server-runtime.mjs scripts/prune-runtime.mjs scripts/
# The compiled server (apps/server/dist) bundles its npm packages except a few that cannot be bundled (native
# addons, packages reading their own files: scripts/server-runtime.mjs EXTERNALS). The production dependencies of
# the server and the domain are installed from the lockfile (npm workspaces; the web app's and the root's stay out),
# then prune-runtime.mjs keeps only those externals and what they need, drops what they never load (source maps,
# type declarations, PGlite's other extensions, seven of Noto Sans JP's nine weights) and writes the image's
# package.json (runtime-package.json). scripts/check-image.mjs proves it from this file and the lockfile.
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
RUN npm ci --omit=dev --workspace=@refcheck/server --workspace=@refcheck/domain --include-workspace-root=false \
    --no-audit --no-fund \
  && node scripts/prune-runtime.mjs \
  && npm cache clean --force

FROM ${NODE_IMAGE}
# NPM_CONFIG_UPDATE_NOTIFIER: the operator commands (npm run operator:…) print no update notice.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data SEED_DEMO=0 NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# What runs: the bundle (server.js, the operator commands operator.js and secrets.js, their chunks), the migrations,
# the built web app, the externals' node_modules and a package.json whose operator scripts run the bundle
# (`npm run operator:create …`). No TypeScript sources, no tsx. Left out: the bundle's source maps (32 MB; the
# same build of the same commit makes them again) and the migrations' schema snapshots (drizzle-kit's, not read by
# the migrator).
COPY --from=prod-deps /src/runtime-package.json package.json
COPY --from=prod-deps /src/node_modules node_modules
COPY --from=build --exclude=**/*.map /src/apps/server/dist apps/server/dist
COPY --from=build --exclude=**/*_snapshot.json /src/apps/server/drizzle apps/server/drizzle
COPY --from=build /src/apps/web/dist apps/web/dist
COPY --from=build /src/apps/server/pglite-template apps/server/pglite-template
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
