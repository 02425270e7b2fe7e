#!/usr/bin/env bash
# Cuts Inter (variable weight) down to the characters the site's copy uses and the weights it
# uses (400 to 600), for the first text paint: src/assets/fonts/inter-latin-core-wght.woff2
# (about 20 KB, against 48 KB for the full Latin face, which still loads for any other
# character). Needs Debian's python3-fonttools and python3-brotli, run by Debian's own
# /usr/bin/python3. Run it again if the copy
# starts using characters or weights outside these ranges.
set -euo pipefail
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  --unicodes='U+0020-007E,U+00A0-00FF,U+2010-2027,U+2030,U+20AC,U+2122,U+2192,U+2212' \
  --layout-features='kern' --flavor=woff2 \
  --output-file=/tmp/inter-latin-core-wght.woff2
/usr/bin/python3 -m fontTools.varLib.instancer /tmp/inter-latin-core-wght.woff2 wght=400:600 \
  -o src/assets/fonts/inter-latin-core-wght.woff2
ls -l src/assets/fonts/inter-latin-core-wght.woff2
