#!/bin/sh
# The networks the staff desk (/desk) answers, from the DESK_NETWORKS setting: addresses or CIDR
# ranges (IPv4 or IPv6), separated by spaces or commas, as the service reads it
# (src/features/desk/server/networks.ts). Written as nginx `allow` lines and a closing
# `deny all;` for the desk's location; nginx.conf answers a denied request as an unknown page
# (404). Unset or empty: no file, and the desk answers every network. See docs/deploying.md.
#
# The serve image runs it from /docker-entrypoint.d/ before nginx starts; scripts/serve-nginx.ts
# runs it for a local nginx. Writes $DESK_NETWORKS_FILE (default /tmp/desk-networks.conf).
set -euf
out="${DESK_NETWORKS_FILE:-/tmp/desk-networks.conf}"
rm -f "$out"
# shellcheck disable=SC2046 # split on purpose: one range per word
set -- $(printf '%s' "${DESK_NETWORKS:-}" | tr ',' ' ')
[ $# -eq 0 ] && exit 0
lines=''
for range in "$@"; do
  case "$range" in
    */*/* | *[!0-9A-Fa-f:./]* | '' | /* | */)
      echo "DESK_NETWORKS: \"$range\" is not an IP address or CIDR range." >&2
      exit 1
      ;;
  esac
  lines="${lines}allow ${range};
"
done
printf '%sdeny all;\n' "$lines" >"$out"
echo "nginx answers /desk from: $*" >&2
