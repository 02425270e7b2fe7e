#!/usr/bin/env bash
# Cuts Inter (variable weight) down to the characters the site's copy uses, for the first text
# paint: src/assets/fonts/inter-latin-core-wght.woff2 (about 30 KB, against 48 KB for the full
# Latin face, which still loads for any other character). Needs Debian's python3-fonttools and
# python3-brotli. Run it again if the copy starts using characters outside these ranges.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m fontTools.subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  --unicodes='U+0020-007E,U+00A0-00FF,U+2010-2027,U+2030,U+20AC,U+2122,U+2192,U+2212' \
  --layout-features='kern' --flavor=woff2 \
  --output-file=src/assets/fonts/inter-latin-core-wght.woff2
ls -l src/assets/fonts/inter-latin-core-wght.woff2
