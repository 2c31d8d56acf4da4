# syntax=docker/dockerfile:1
# Multi-stage build: compile with dev dependencies, run with production ones only.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    DATA_DIR=/app/.data
WORKDIR /app
RUN groupadd --system framestock && useradd --system --gid framestock --home /app framestock \
 && mkdir -p /app/.data && chown framestock:framestock /app/.data
COPY --from=build --chown=framestock:framestock /app/node_modules ./node_modules
COPY --from=build --chown=framestock:framestock /app/dist ./dist
COPY --from=build --chown=framestock:framestock /app/package.json ./package.json
USER framestock
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# A young generation of 64 MB semi-spaces: a search request allocates ~2.8 MB (README, Memory).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "dist/node/server/main.js"]
