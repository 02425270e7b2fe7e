#!/bin/sh
# nginx's trusted proxies, from the TRUSTED_PROXIES setting: the addresses or ranges (CIDR),
# separated by spaces or commas, of a load balancer or CDN really in front of nginx, whose
# X-Forwarded-For nginx then believes (set_real_ip_from). Unset or empty: no file, nobody is
# trusted, and every visitor is the address that connected. See docs/deploying.md.
#
# The serve image runs it from /docker-entrypoint.d/ before nginx starts; scripts/serve-nginx.ts
# runs it for a local nginx. Writes $TRUSTED_PROXIES_FILE (default /tmp/trusted-proxies.conf).
set -euf
out="${TRUSTED_PROXIES_FILE:-/tmp/trusted-proxies.conf}"
rm -f "$out"
# shellcheck disable=SC2046 # split on purpose: one range per word
set -- $(printf '%s' "${TRUSTED_PROXIES:-}" | tr ',' ' ')
[ $# -eq 0 ] && exit 0
for range in "$@"; do
  case "$range" in
    */*/* | *[!0-9A-Fa-f:./]* | '')
      echo "TRUSTED_PROXIES: \"$range\" is not an IP address or CIDR range." >&2
      exit 1
      ;;
  esac
  printf 'set_real_ip_from %s;\n' "$range" >>"$out"
done
echo "nginx trusts X-Forwarded-For from: $*" >&2
