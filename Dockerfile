# syntax=docker/dockerfile:1
# The portal as one image: built in one stage, run from a second that holds only the build
# output, the config tree and the production dependencies, as a non-root user.
# scripts/prod-smoke.mjs does the same steps in a clean copy (CI cannot pull images): change
# both together.

# --- build: every dependency, the browser app (dist/) and the server (dist-server/) -------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- production dependencies only ---------------------------------------------------------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# --- runtime -------------------------------------------------------------------------------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    SANDBOX=0 \
    PORT=8080 \
    HOST=0.0.0.0 \
    CONFIG_ROOT=/app \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# The config tree is read at run time (CONFIG_ROOT); public/ holds the partner logos it names.
COPY --from=build /app/schemas ./schemas
COPY --from=build /app/journeys ./journeys
COPY --from=build /app/partners ./partners
COPY --from=build /app/locales ./locales
COPY --from=build /app/public ./public
# The sandbox insurer's plans (read only when SANDBOX is on; a few KB).
COPY --from=build /app/sandbox ./sandbox
# Uploaded images (DATA_DIR/uploads) and PGlite, if no DATABASE_URL is set, live in /data.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node directly, no npm or shell in between: SIGTERM reaches the server, which drains within
# SHUTDOWN_TIMEOUT_MS (keep it below the orchestrator's grace period).
CMD ["node", "dist-server/server/main.js"]
