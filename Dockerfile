# syntax=docker/dockerfile:1
# Larder's image: production dependencies only, the built app, a non-root user, and the embedded
# database on a volume (or PostgreSQL through DATABASE_URL). scripts/container-check.mjs runs
# these same steps without a Docker engine, so keep to the instructions it knows (it says which).

FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

# Production dependencies only: what the server needs at run time, nothing for building or testing.
# --omit=optional too: npm otherwise keeps development packages that a production one names as an
# optional peer (better-auth names vitest, vite, drizzle-kit…). The server needs no optional package.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --ignore-scripts

# The build: every dependency, the sources, the SPA and the bundled server.
FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM base AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# A user of its own, owning only the data folder: the app's files stay root's and read-only to it.
RUN groupadd --system --gid 10001 larder \
 && useradd --uid 10001 --gid larder --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin larder \
 && mkdir -p /data \
 && chown larder:larder /data \
 && chmod 700 /data
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY drizzle ./drizzle
USER larder
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
