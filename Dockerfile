# The production image: one process serves the prerendered site, /graphql (HTTP + WebSocket) and /api.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY api/package.json api/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --workspaces --include-workspace-root

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# A young generation of 8 MiB per semi-space (V8 sizes it by the machine's RAM, up to 32 MiB): the
# server's memory stays about 30 MiB smaller at no measurable cost in throughput (docs/performance.md).
CMD ["node", "--max-semi-space-size=8", "--expose-gc", "api/dist/start.js"]
