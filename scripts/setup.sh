#!/usr/bin/env bash
# Installs what Sketchpad needs on a fresh Debian machine (run as root), skipping what is there.
# Idempotent: safe to run before every build.
# `setup.sh --browser` also installs what the browser tests of `sketchpad serve` drive (Debian's
# Chromium and Playwright for Python): scripts/test.sh asks for it; the render job does not.
set -euo pipefail
browser=0
[ "${1:-}" = "--browser" ] && browser=1
packages=(
  pkg-config
  libcairo2-dev libpango1.0-dev libpng-dev   # text and rendering
  libjpeg-dev                                 # JPEG images (libjpeg-turbo)
  librsvg2-dev libpoppler-glib-dev            # SVG and PDF image sets (asset catalogs' vector images)
  fonts-dejavu-core fonts-inter               # the pinned fonts (see Sources/SketchpadText/PinnedFonts.swift)
  fonts-wqy-microhei                          # the Chinese, Japanese and Korean fallback (1.6 MB)
  fonts-noto-color-emoji                      # the emoji fallback
  fonts-material-design-icons-iconfont        # the glyphs of Icon (SF Symbols names)
  librsvg2-bin                                # rsvg-convert: cross-checks our SVG against our PNG
  python3-jsonschema python3-yaml             # the schema validator, for Debian's python3 (externally managed: no pip)
)
[ "$browser" = 1 ] && packages+=(chromium)   # Tests/Browser drive it (Playwright's own download cannot work here)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# The tests check the template schema with an independent validator (scripts/validate-templates.py).
# Debian's python3 has it from the packages above; another python3 first on PATH gets it from pip.
if ! python3 -c 'import jsonschema, yaml' >/dev/null 2>&1; then
  echo "setup: installing the Python packages jsonschema and pyyaml" >&2
  python3 -m pip install --quiet jsonschema pyyaml
fi
if [ "$browser" = 1 ] && ! python3 -c 'import playwright' >/dev/null 2>&1; then
  echo "setup: installing the Python package playwright (it drives /usr/bin/chromium)" >&2
  # Debian's own python3 is externally managed (PEP 668): its pip installs into /usr/local only
  # when told to; any other python3 (pyenv, a venv) takes the plain install.
  python3 -m pip install --quiet playwright 2>/dev/null || python3 -m pip install --quiet --break-system-packages playwright
fi
. "$(dirname "$0")/swift-env.sh"
command -v swift >/dev/null 2>&1 || { echo "setup: error: no Swift toolchain on PATH (need Swift 6.1 or newer)" >&2; exit 1; }
