# syntax=docker/dockerfile:1.7
# One recipe for every process of the distributed shape. The process is chosen at build time
# (--build-arg SERVICE=identity) and can be overridden at run time with the SERVICE variable:
# gateway, identity, paper-generation, test-attempt, credits-ledger, explanations, payments,
# learning-analytics (or standalone).

ARG NODE_IMAGE=node:20-slim

# Only the package manifests, so the `npm ci` layers below stay cached until a dependency
# changes. This stage re-runs on every source change, but its output is byte-identical.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && cp package.json package-lock.json /manifests/ \
 && find apps libs -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
# --ignore-scripts: the image's npm would run install scripts that nothing here needs (the
# native binaries come as optional packages from the lock file), as CI's npm does not.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
# The workspace links in node_modules/@abhyas point at TypeScript sources that are not in the
# runtime image; the build output reaches the libraries through relative paths instead.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/@abhyas

FROM ${NODE_IMAGE} AS runtime
ARG SERVICE=gateway
ENV NODE_ENV=production \
    SERVICE=${SERVICE} \
    PORT=8080 \
    WEB_ROOT=/app/apps/web/dist
WORKDIR /app
# Owned by root and not writable by the app user: the code cannot be changed at run time.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
# The gateway serves the built web app from WEB_ROOT; other processes ignore it.
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Numeric, so Kubernetes can verify runAsNonRoot (uid 1000 is the image's `node` user).
USER 1000:1000
EXPOSE 8080
# node:20-slim has no curl; Node 20's fetch does the probe.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# exec: node replaces the shell as PID 1 and receives SIGTERM itself (graceful shutdown).
CMD ["sh", "-c", "exec node dist/apps/$SERVICE/src/main.js"]
