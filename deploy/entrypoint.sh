#!/bin/sh
# Starts the production web server (docs/deployment.md): writes /config.json from the environment,
# renders nginx.conf.template with a Content-Security-Policy whose connect-src holds the two API
# origins, then runs nginx in the foreground. Refuses values that are not what they should be.
#
# Runtime settings (each optional; the defaults are those of public/config.json):
#   USE_MOCKS          true|false (also 1|0)                            default true
#   SHOP_API_BASE_URL  http(s)://host[:port][/path], or empty = own origin
#   AUTH_API_BASE_URL  http(s)://host[:port][/path], or empty = own origin
#   PRODUCT_NAME       name in page titles                               default Fleur Florist
#   SHOP_TIME_ZONE     IANA zone                                         default Asia/Jakarta
#   MOCK_OPERATIONS    hybrid mode (USE_MOCKS=false): operationIds the in-browser mock answers,
#                      separated by commas or spaces                      default none (key left out)
# Where things are (the container's defaults; `npm run serve:prod` points them at a build and a temporary dir):
#   FLEUR_HTML_ROOT    the build                                         default /usr/share/nginx/html
#   FLEUR_CONFIG_DIR   where config.json is written and served from      default $FLEUR_HTML_ROOT
#   FLEUR_TMP_DIR      nginx's pid and temporary files                   default /tmp/fleur-nginx
#   FLEUR_NGINX_CONF   the rendered nginx config                         default $FLEUR_TMP_DIR/nginx.conf
#   FLEUR_LISTEN       nginx `listen` (port or address:port)             default 8080
#   FLEUR_ACCESS_LOG   nginx `access_log` (a file or off)                default /dev/stdout
#   FLEUR_WORKER_PROCESSES                                               default auto
#   FLEUR_CSP_HASHES_FILE  the build's inline script hashes             default $FLEUR_HTML_ROOT/csp-hashes.json
# `entrypoint.sh --render-only` writes config.json and the nginx config and stops there.
set -euf

here=$(cd "$(dirname "$0")" && pwd)
FLEUR_HTML_ROOT=${FLEUR_HTML_ROOT:-/usr/share/nginx/html}
FLEUR_CONFIG_DIR=${FLEUR_CONFIG_DIR:-$FLEUR_HTML_ROOT}
FLEUR_TMP_DIR=${FLEUR_TMP_DIR:-/tmp/fleur-nginx}
FLEUR_NGINX_CONF=${FLEUR_NGINX_CONF:-$FLEUR_TMP_DIR/nginx.conf}
FLEUR_NGINX_TEMPLATE=${FLEUR_NGINX_TEMPLATE:-$here/nginx.conf.template}
FLEUR_LISTEN=${FLEUR_LISTEN:-8080}
FLEUR_ACCESS_LOG=${FLEUR_ACCESS_LOG:-/dev/stdout}
FLEUR_WORKER_PROCESSES=${FLEUR_WORKER_PROCESSES:-auto}

render_only=false
for argument in "$@"; do
  case "$argument" in
    --render-only) render_only=true ;;
    *) echo "entrypoint: unknown argument $argument (only --render-only)" >&2; exit 2 ;;
  esac
done

fail() {
  echo "entrypoint: $*" >&2
  exit 1
}

newline='
'
tab=$(printf '\t')

# true|false for config.json
boolean() {
  case "$2" in
    true | 1) echo true ;;
    false | 0) echo false ;;
    *) fail "$1 must be true or false, not '$2'" ;;
  esac
}

# An API base URL: empty (the app's own origin) or http(s)://host[:port] with an optional path.
# Nothing that could end up as more than one origin in the policy (spaces, quotes, semicolons, commas).
base_url() {
  [ -z "$2" ] && return 0
  printf '%s' "$2" | grep -Eq '^https?://([A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?(/[A-Za-z0-9._~%/-]*)?$' ||
    fail "$1 must be an http(s) URL such as https://api.example.com, not '$2'"
  case "$2" in *"$newline"*) fail "$1 must be one line" ;; esac
  printf '%s' "$2"
}

# scheme://host[:port] of a base URL ('' for the own origin)
origin() {
  printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*$#\1#'
}

# A JSON string literal (the value is one line without control characters).
json_string() {
  case "$2" in *"$newline"* | *"$tab"*) fail "$1 must be one line of text" ;; esac
  printf '"%s"' "$(printf '%s' "$2" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g')"
}

time_zone() {
  printf '%s' "$2" | grep -Eq '^[A-Za-z][A-Za-z0-9_+/-]*$' || fail "$1 must be an IANA time zone such as Asia/Jakarta, not '$2'"
  printf '%s' "$2"
}

# A JSON array of operationIds ('' when none are given).
operation_list() {
  [ -z "$2" ] && return 0
  list=''
  for operation in $(printf '%s' "$2" | tr ',' ' '); do
    printf '%s' "$operation" | grep -Eq '^[A-Za-z][A-Za-z0-9_]*$' || fail "$1 must list operationIds of openapi.yaml, not '$operation'"
    list="${list:+$list, }\"$operation\""
  done
  printf '[%s]' "$list"
}

use_mocks=$(boolean USE_MOCKS "${USE_MOCKS:-true}")
mock_operations=$(operation_list MOCK_OPERATIONS "${MOCK_OPERATIONS:-}")
shop_api=$(base_url SHOP_API_BASE_URL "${SHOP_API_BASE_URL:-}")
auth_api=$(base_url AUTH_API_BASE_URL "${AUTH_API_BASE_URL:-}")
product_name=$(json_string PRODUCT_NAME "${PRODUCT_NAME:-Fleur Florist}")
shop_time_zone=$(time_zone SHOP_TIME_ZONE "${SHOP_TIME_ZONE:-Asia/Jakarta}")

# The API origins, each once.
api_origins=''
for url in "$shop_api" "$auth_api"; do
  [ -z "$url" ] && continue
  candidate=$(origin "$url")
  case " $api_origins " in *" $candidate "*) ;; *) api_origins="${api_origins:+$api_origins }$candidate" ;; esac
done

# The inline scripts of the prerendered pages, hashed by the build (scripts/vite/cspHashes.mjs).
hashes_file=${FLEUR_CSP_HASHES_FILE:-$FLEUR_HTML_ROOT/csp-hashes.json}
[ -f "$hashes_file" ] || fail "$hashes_file is missing: serve a build made by npm run build"
script_hashes=$(grep -Eo "'sha256-[A-Za-z0-9+/=]+'" "$hashes_file" | tr '\n' ' ' | sed 's/ $//')

with_origins=${api_origins:+ $api_origins}
csp="default-src 'self'; script-src 'self'${script_hashes:+ $script_hashes}; style-src 'self' 'unsafe-inline'; img-src 'self' https: data: blob:$with_origins; font-src 'self' data:; connect-src 'self'$with_origins; worker-src 'self'; manifest-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'"
worker_csp="default-src 'self'; script-src 'self'; connect-src 'self' https: data: blob:$with_origins; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'"

mkdir -p "$FLEUR_CONFIG_DIR" "$FLEUR_TMP_DIR" "$(dirname "$FLEUR_NGINX_CONF")"

config="$FLEUR_CONFIG_DIR/config.json"
cat >"$config.tmp" <<JSON
{
  "useMocks": $use_mocks,
  "shopApiBaseUrl": "$shop_api",
  "authApiBaseUrl": "$auth_api",
  "productName": $product_name,
  "shopTimeZone": "$shop_time_zone"${mock_operations:+,
  \"mockOperations\": $mock_operations}
}
JSON
mv "$config.tmp" "$config"
chmod 0644 "$config"
# A compressed copy of the build's own config.json would be served instead of this one.
rm -f "$config.gz" "$config.br" 2>/dev/null || true

# The access log in the format without query strings (nginx.conf.template), or none.
case "$FLEUR_ACCESS_LOG" in
  off) access_log=off ;;
  *) access_log="$FLEUR_ACCESS_LOG fleur_private" ;;
esac

# sed replacement text: escape \, & and the | delimiter
escape() {
  printf '%s' "$1" | sed -e 's/[\\&|]/\\&/g'
}

sed \
  -e "s|@LISTEN@|$(escape "$FLEUR_LISTEN")|g" \
  -e "s|@HTML_ROOT@|$(escape "$FLEUR_HTML_ROOT")|g" \
  -e "s|@CONFIG_DIR@|$(escape "$FLEUR_CONFIG_DIR")|g" \
  -e "s|@TMP_DIR@|$(escape "$FLEUR_TMP_DIR")|g" \
  -e "s|@ACCESS_LOG@|$(escape "$access_log")|g" \
  -e "s|@WORKER_PROCESSES@|$(escape "$FLEUR_WORKER_PROCESSES")|g" \
  -e "s|@WORKER_CSP@|$(escape "$worker_csp")|g" \
  -e "s|@CSP@|$(escape "$csp")|g" \
  "$FLEUR_NGINX_TEMPLATE" >"$FLEUR_NGINX_CONF"

echo "entrypoint: $config and $FLEUR_NGINX_CONF written (connect-src 'self'$with_origins)" >&2
[ "$render_only" = true ] && exit 0
exec nginx -e stderr -p "$FLEUR_TMP_DIR" -c "$FLEUR_NGINX_CONF"
