# syntax=docker/dockerfile:1
# HCP Portal: one image for the app processes and for backups (docs/deploy.md).

# ---- build: install everything, build the portal SPA and the admin bundle, then drop the dev dependencies ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/cms/package.json apps/cms/
COPY apps/portal/package.json apps/portal/
# patch-package applies these at the end of the install (postinstall; docs/accessibility.md).
COPY patches/ patches/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: the built workspace on a slim Node, with the PostgreSQL client for `npm run backup` ----
FROM node:20-bookworm-slim AS runtime
# postgresql-client is 15 on bookworm: pg_dump must be at least the server's major version (compose.yaml runs 15).
RUN apt-get update \
  && apt-get install --no-install-recommends -y postgresql-client \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  NEXT_TELEMETRY_DISABLED=1 \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATABASE_URL=file:/app/data/portal.db \
  UPLOADS_DIR=/app/data/uploads \
  OUTBOX_DIR=/app/data/outbox \
  NODE_OPTIONS=--conditions=production \
  TSX_TSCONFIG_PATH=apps/cms/tsconfig.json
COPY --from=build --chown=root:root /app /app
# Only data/ (the SQLite file, uploads) and backups/ are writable, and only by the unprivileged `node` user.
RUN mkdir -p /app/data/uploads /app/backups /app/apps/cms/.next/cache \
  && chown -R node:node /app/data /app/backups /app/apps/cms/.next/cache
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/json/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the container's main process, so SIGTERM reaches the server and it drains (docs/reliability.md): npm
# and its `sh -c` would swallow the signal. tests/faults runs this exact command and signals it.
CMD ["node", "--conditions=production", "--import", "tsx", "apps/cms/src/server/main.ts"]
