# syntax=docker/dockerfile:1
# The production image: Node 24 LTS (the major that .nvmrc and package.json pin), the built server
# and client, the server's production dependencies only (no embedded PostgreSQL, no build tools),
# run as the unprivileged `node` user, with PostgreSQL's client programs for backups. It needs DATABASE_URL
# (see docker-compose.yml).

# Build stage: everything needed to build, then the built artefacts.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Dependencies stage: the server's production dependencies, without the root's dev tools.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --workspace server --include-workspace-root=false --no-audit --no-fund && npm cache clean --force

# Runtime stage.
FROM node:24-bookworm-slim
# pg_dump and pg_restore for `node server/dist/backup-cli.js backup|restore` and the daily backup, of the
# major the database runs (pg_dump refuses a newer server; docker-compose.yml passes its postgres image's).
# PostgreSQL's own Debian repository has every major (postgresql-common ships its key and this script).
ARG PG_MAJOR=16
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-common ca-certificates \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends postgresql-client-${PG_MAJOR} \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app
COPY --chown=node:node package.json ./
COPY --chown=node:node server/package.json server/
COPY --from=deps --chown=node:node /app/node_modules node_modules
COPY --from=build --chown=node:node /app/server/dist server/dist
COPY --from=build --chown=node:node /app/client/dist client/dist
# DATA_DIR in docker-compose.yml (outbox, backups): a volume mounted here takes this folder's owner.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=5s --retries=10 CMD ["node", "-e", "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
# --max-semi-space-size=16: V8's young generation at 2 x 16 MB instead of one sized from the host's memory (as
# scripts/start.mjs; README, bench:bookings).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "server/dist/main.js"]
