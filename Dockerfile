# Every image of the site, built from the repository (context: its root), one target each:
#
#   app-server       one app's server over its build: --build-arg APP=<app folder> PORT=<its port>
#                    (the shell also SERVER=shell); docker-compose.yml builds shell and each remote
#   upload-function  mf-careers/api
#   reviews-stub     mf-reviews/stub (local runs only)
#   engine           the composition engine: nginx with server/compose/nginx's templates
#
# Each final stage holds the build output and its production dependencies only, runs as a user
# that is not root and has a HEALTHCHECK. None writes into its own files at run time, so the root
# filesystem can be read-only (docker-compose.yml mounts a tmpfs or a volume where one writes).
# The base images are pinned here, once: Node's current LTS line and nginx's stable line.
# docs/deploy.md says how to build, tag and run them.
ARG NODE_IMAGE=node:26.10.0-alpine3.24
ARG NGINX_IMAGE=nginx:1.30.3-alpine3.24

# ---- The workspace's manifests: what npm needs to install from the lockfile --------------------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY package.json package-lock.json ./
# BEGIN manifests: npm run generate writes this from package.json's workspaces
COPY shared-types/package.json shared-types/
COPY tooling/package.json tooling/
COPY server/package.json server/
COPY router/package.json router/
COPY ui-kit/package.json ui-kit/
COPY shell/package.json shell/
COPY mf-blog/package.json mf-blog/
COPY mf-team/package.json mf-team/
COPY mf-careers/package.json mf-careers/
COPY mf-careers/api/package.json mf-careers/api/
COPY mf-reviews/package.json mf-reviews/
COPY e2e/package.json e2e/
# END manifests

# ---- Every dependency, dev ones included: what the builds below need ----------------------------
FROM manifests AS dependencies
RUN npm install --no-audit --no-fund

# ---- Production dependencies of one workspace, as the lockfile pins them ------------------------
# The workspace's dev and peer dependencies are dropped from its manifest first: npm counts a
# package as dev only if no other workspace depends on it, and the apps' servers bundle React
# (server/app-server needs only what server/package.json lists). Only the node_modules folders
# stay, wherever npm placed them (it nests a package whose versions conflict elsewhere in the tree).
FROM manifests AS server-dependencies
RUN npm pkg delete devDependencies peerDependencies -w @practice/server \
    && npm install --omit=dev -w @practice/server --no-audit --no-fund \
    && find . -name node_modules -prune -o -type f -exec rm {} + \
    && find . -type d -empty -delete

# The one file the function takes of @practice/server (server/app-server/request-target.cjs) is
# copied into its image below: installed, the package would bring the apps' servers' dependencies.
FROM manifests AS upload-dependencies
RUN npm pkg delete devDependencies peerDependencies dependencies.@practice/server -w @practice/upload-function \
    && npm install --omit=dev -w @practice/upload-function --no-audit --no-fund \
    && find . -name node_modules -prune -o -type f -exec rm {} + \
    && find . -type d -empty -delete

# ---- An app's build: the shared packages its webpack build compiles in, then the app -----------
FROM dependencies AS app-build
ARG APP
RUN test -n "$APP" || { echo 'Build with --build-arg APP=<app folder>, such as mf-blog.' >&2; exit 1; }
COPY tsconfig.base.json ./
COPY shared-types shared-types/
COPY tooling tooling/
COPY router router/
COPY ui-kit ui-kit/
COPY server server/
# The shell's practice facts, which a remote's standalone page and tests import (not its build).
COPY shell shell/
COPY ${APP} ${APP}/
WORKDIR /repo/${APP}
RUN npm run build

# ---- app-server: one app's server over its build ------------------------------------------------
# The build is fixed: "mf-blog version N" is the image's tag, and a deploy is a new image rolled
# out (server/deploy/ publishes builds into a running server's dist/ for npm start, not here).
FROM ${NODE_IMAGE} AS app-server
ARG APP
ARG PORT
ARG SERVER=remote
# Every interface: the container's network is the one it is reached on (local runs: loopback).
ENV NODE_ENV=production \
    LISTEN_HOST=0.0.0.0 \
    APP=${APP} \
    PORT=${PORT} \
    SERVER=${SERVER}
WORKDIR /srv
COPY --from=server-dependencies /repo/ ./
COPY server/app-server server/app-server/
# The site's security headers, which a remote sends on its own origin, are the engine's list.
COPY server/compose/nginx/security-headers.inc server/compose/nginx/site.conf.template \
     server/compose/nginx/
COPY --from=app-build /repo/${APP}/dist ${APP}/dist/
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=5s --timeout=3s --start-period=20s --retries=3 \
    CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}/health" || exit 1
# A shell only to put the build arguments on the command line: exec leaves node as PID 1, which
# stops cleanly on SIGTERM.
CMD ["/bin/sh", "-c", "exec node \"server/app-server/${SERVER}-server.mjs\" \"$APP\" --port \"$PORT\""]

# ---- upload-function ---------------------------------------------------------------------------
FROM dependencies AS upload-build
COPY tsconfig.base.json ./
COPY shared-types shared-types/
COPY server/app-server/request-target.cjs server/app-server/
COPY mf-careers/api mf-careers/api/
RUN npm run build -w @practice/upload-function

FROM ${NODE_IMAGE} AS upload-function
ENV NODE_ENV=production \
    LISTEN_HOST=0.0.0.0 \
    PORT=3005 \
    UPLOAD_DIR=/data/applications
WORKDIR /srv
COPY --from=upload-dependencies /repo/ ./
COPY --from=upload-build /repo/mf-careers/api/dist mf-careers/api/dist/
COPY server/app-server/request-target.cjs node_modules/@practice/server/app-server/
# A named volume mounted here starts out owned like this folder, so the function can write to it.
RUN mkdir -p "$UPLOAD_DIR" && chown node:node "$UPLOAD_DIR"
USER node
WORKDIR /srv/mf-careers/api
EXPOSE 3005
HEALTHCHECK --interval=5s --timeout=3s --start-period=20s --retries=3 \
    CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}/health" || exit 1
CMD ["node", "dist/main.js"]

# ---- reviews-stub: Node's built-in modules and the request-target parser -------------------------
FROM dependencies AS stub-build
COPY tsconfig.base.json ./
COPY shared-types shared-types/
COPY server/app-server/request-target.cjs server/app-server/
COPY mf-reviews/stub mf-reviews/stub/
RUN npx tsc -p mf-reviews/stub/tsconfig.json

FROM ${NODE_IMAGE} AS reviews-stub
ENV NODE_ENV=production \
    LISTEN_HOST=0.0.0.0 \
    PORT=3006
WORKDIR /srv
COPY --from=stub-build /repo/mf-reviews/stub/dist dist/
COPY mf-reviews/stub/avatars avatars/
COPY server/app-server/request-target.cjs node_modules/@practice/server/app-server/
USER node
EXPOSE 3006
HEALTHCHECK --interval=5s --timeout=3s --start-period=20s --retries=3 \
    CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}/__stub/health" || exit 1
CMD ["node", "dist/main.js"]

# ---- engine: the composition engine -------------------------------------------------------------
# The nginx image fills every /etc/nginx/templates/*.template from the environment when it starts
# (the servers' addresses and the fragment secret) and writes the result to /etc/nginx/conf.d,
# which NGINX_SNIPPETS names for the templates' includes; security-headers.inc goes the same way
# so that it lands there too (a tmpfs when the root filesystem is read-only). It runs as the
# image's nginx user: no `user` directive, its pid file in /tmp, and the folders it writes its
# own. Besides the site (8080) it listens on each remote's public port, where browsers fetch the
# remote's files from whichever of its replicas answers (remote-origins.conf.template).
FROM ${NGINX_IMAGE} AS engine
RUN sed -i -e '/^user /d' -e 's,^pid .*,pid /tmp/nginx.pid;,' /etc/nginx/nginx.conf \
    && rm /etc/nginx/conf.d/default.conf \
    && mkdir -p /var/cache/nginx/site \
    && chown -R nginx:nginx /var/cache/nginx /etc/nginx/conf.d
# The cache tier's front listens at the site's address and the composition behind it on a socket;
# its store is NGINX_CACHE_DIR (a volume in docker-compose.yml, where a deploy's purge reaches it).
# Its logs are the image's (stdout and stderr). A client's uncached pages are limited as
# server/compose/page-rate.mjs has it; REAL_IP_FROM names a proxy in front whose X-Forwarded-For
# names the client (none: the front's socket again; Kubernetes sets the ingress's, docs/deploy.md).
ENV SITE_LISTEN=8080 \
    COMPOSE_LISTEN=unix:/tmp/nginx-compose.sock \
    NGINX_CACHE_DIR=/var/cache/nginx/site \
    NGINX_SNIPPETS=/etc/nginx/conf.d \
    NGINX_LOG_DIR=/var/log/nginx \
    PAGE_RATE=10r/s \
    PAGE_BURST=40 \
    REAL_IP_FROM=unix:
COPY server/compose/nginx/site.conf.template server/compose/nginx/fragment-proxy.inc.template \
     server/compose/nginx/cache-zone.inc.template server/compose/nginx/cache-front.inc.template \
     server/compose/image/remote-origins.conf.template /etc/nginx/templates/
COPY server/compose/nginx/security-headers.inc /etc/nginx/templates/security-headers.inc.template
COPY server/compose/nginx/cache.inc /etc/nginx/templates/cache.inc.template
USER nginx
EXPOSE 8080
# BEGIN ports: npm run generate writes this from server/registry.json
EXPOSE 3001 3002 3003 3004
# END ports
HEALTHCHECK --interval=5s --timeout=3s --start-period=10s --retries=3 \
    CMD wget -q -O /dev/null "http://127.0.0.1:${SITE_LISTEN}/health" || exit 1
