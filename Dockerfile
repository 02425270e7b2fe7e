# syntax=docker/dockerfile:1

# ---- build: install exactly the lock file, then build and prerender the site ----
FROM node:24.11.1-bookworm-slim AS build
WORKDIR /app
# Building needs no browser; the tests' Chromium is not downloaded here. better-sqlite3 installs
# its prebuilt binary, or builds one where none is published for this Node (hence the toolchain).
ENV CI=true PUPPETEER_SKIP_DOWNLOAD=true
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc .puppeteerrc.cjs ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.service.json webpack.config.ts postcss.config.js ./
COPY public ./public
COPY scripts ./scripts
COPY server ./server
COPY src ./src
# A production image refuses placeholders (the fictional firm's details, people and sign-offs):
# `npm run check:launch` lists them. Only an explicit `--build-arg DEMO_BUILD=1` builds the demo.
ARG DEMO_BUILD=0
RUN if [ "$DEMO_BUILD" = "1" ]; then echo "Demo build: launch check skipped."; else npm run check:launch; fi
RUN npm run build

# ---- enquiries: the enquiry and booking service (server/app/enquiry-server.ts), production dependencies only ----
FROM node:24.11.1-bookworm-slim AS enquiries
WORKDIR /app
# DATA_DIR: the embedded database's folder (the volume); DATABASE_URL, set in the environment,
# puts the data in PostgreSQL instead.
# The heap kept well inside compose's 256 MB (docker-compose.yml): V8 collects sooner rather than
# growing towards the machine's memory while a large calendar feed is read (npm run bench:feeds).
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-old-space-size=128 --max-semi-space-size=4" \
    HOST=0.0.0.0 \
    PORT=3001 \
    DATA_DIR=/var/lib/enquiries \
    SERVICE_PAGES_DIR=/app/pages
# GoAccess (Debian's) counts the staff desk's page views from nginx's access log, where ops name
# one (DESK_ACCESS_LOG, docs/desk.md); without one it is never run.
RUN apt-get update \
 && apt-get install -y --no-install-recommends goaccess \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
# better-sqlite3 is native: its prebuilt binary for this Node, or one built here by a toolchain
# that leaves again in the same layer.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && npm ci --omit=dev --no-audit --no-fund \
 && npm cache clean --force \
 && apt-get purge -y python3 make g++ \
 && apt-get autoremove -y \
 && rm -rf /var/lib/apt/lists/*
# What `npm run build` writes for this image (scripts/build-service.ts): the service and its tools
# (enquiries, bookings, data: backups and the import of an old spool), compiled by tsc as written,
# one .js file for each module they import; and pages/, the prerendered pages the features'
# settings name (server/platform/service-pages.ts), which the service answers forms and manage
# links with. SMTP settings come from the environment.
COPY --from=build /app/build/service/ ./
# The data directory: a named volume in compose, owned by the unprivileged user that writes it.
RUN mkdir -p /var/lib/enquiries && chown node:node /var/lib/enquiries && chmod 700 /var/lib/enquiries
VOLUME /var/lib/enquiries
USER node
EXPOSE 3001
# Healthy only while health says "ok": not while the database is gone (503), nor while a visitor
# meets a problem the service can name ("degraded": no time to offer, a calendar never read, the
# bank holidays run out; docs/deploying.md).
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3001/api/health').then((r) => r.json()).then((h) => process.exit(h.status === 'ok' ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/app/enquiry-server-main.js"]

# ---- serve: unprivileged nginx holding only its config and the build ----
FROM nginxinc/nginx-unprivileged:1.28.0-alpine AS serve
COPY nginx.conf /etc/nginx/nginx.conf
# Run by the image's entrypoint before nginx starts: TRUSTED_PROXIES into set_real_ip_from.
COPY --chmod=755 scripts/nginx-trusted-proxies.sh /docker-entrypoint.d/40-trusted-proxies.sh
# And DESK_NETWORKS into the desk location's allow and deny lines.
COPY --chmod=755 scripts/nginx-desk-networks.sh /docker-entrypoint.d/41-desk-networks.sh
# What the build generates for nginx from the project's rules (server/platform/http/nginx-includes.ts).
COPY --from=build /app/build/nginx /etc/nginx/generated
COPY --from=build /app/dist /usr/share/nginx/html
# The image's nginx user; it owns nothing it serves and writes only to /tmp.
USER 101
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
