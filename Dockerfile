# syntax=docker/dockerfile:1

# ---- build: install exactly the lock file, then build and prerender the site ----
FROM node:24.11.1-bookworm-slim AS build
WORKDIR /app
# Building needs no browser; the tests' Chromium is not downloaded here.
ENV CI=true PUPPETEER_SKIP_DOWNLOAD=true
COPY package.json package-lock.json .npmrc .puppeteerrc.cjs ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json webpack.config.ts postcss.config.js ./
COPY public ./public
COPY scripts ./scripts
COPY server ./server
COPY src ./src
RUN npm run build

# ---- serve: unprivileged nginx holding only its config and the build ----
FROM nginxinc/nginx-unprivileged:1.28.0-alpine AS serve
COPY nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/build/nginx-routes.conf /etc/nginx/routes.conf
COPY --from=build /app/dist /usr/share/nginx/html
# The image's nginx user; it owns nothing it serves and writes only to /tmp.
USER 101
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
