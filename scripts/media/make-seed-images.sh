#!/usr/bin/env bash
# Regenerates the demo images in server/seed/images/ (see NOTICE there for sources and licences).
#
#   bash scripts/media/make-seed-images.sh            # photos + illustrations
#   bash scripts/media/make-seed-images.sh photos     # photos only
#   bash scripts/media/make-seed-images.sh art        # illustrations only
#
# Needs: ImageMagick 6 (/usr/bin/convert, identify), node, /usr/bin/chromium (headless, renders
# the SVG illustrations), and the Debian packages plasma-workspace-wallpapers and mate-backgrounds.
# Every output is a baseline-progressive sRGB JPEG, at most 1600 px wide and 300 KB (300,000 bytes), metadata stripped.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="$ROOT/server/seed/images"
ART="$ROOT/scripts/media/illustrations"
KDE=/usr/share/wallpapers
MATE=/usr/share/backgrounds/mate/nature
CONVERT=/usr/bin/convert   # /usr/local/bin/convert on the build machine is a stand-in
MAX_BYTES=300000   # 300 KB
mkdir -p "$OUT"

# jpeg SRC DEST [convert operators…]: resize to ≤1600 px wide, strip metadata, and lower the
# quality in steps until the file is ≤ 300 KB.
jpeg() {
  local src="$1" dest="$2"; shift 2
  local q
  for q in 84 80 76 72 68 64 60; do
    "$CONVERT" "$src" -auto-orient "$@" -resize '1600x1600>' -colorspace sRGB -strip \
      -sampling-factor 4:2:0 -interlace JPEG -quality "$q" "$OUT/$dest"
    if [ "$(stat -c %s "$OUT/$dest")" -le "$MAX_BYTES" ]; then
      printf '%-36s q=%-3s %6s bytes  %s\n' "$dest" "$q" "$(stat -c %s "$OUT/$dest")" "$(identify -format '%wx%h' "$OUT/$dest")"
      return 0
    fi
  done
  echo "cannot fit $dest under 300 KB" >&2; return 1
}

photos() {
  # plasma-workspace-wallpapers (KDE), largest JPEG of each wallpaper
  jpeg "$KDE/EveningGlow/contents/images/2560x1600.jpg"  sunset-evening-glow.jpg
  jpeg "$KDE/summer_1am/contents/images/2560x1600.jpg"   lake-twilight-summer-1am.jpg
  jpeg "$KDE/DarkestHour/contents/images/2560x1600.jpg"  misty-lake-darkest-hour.jpg
  jpeg "$KDE/BytheWater/contents/images/2560x1600.jpg"   jetty-by-the-water.jpg
  jpeg "$KDE/Path/contents/images/2560x1600.jpg"         forest-path.jpg
  jpeg "$KDE/FallenLeaf/contents/images/2560x1600.jpg"   autumn-fallen-leaf.jpg
  # mate-backgrounds, nature set
  jpeg "$MATE/Storm.jpg"      monsoon-storm-road.jpg
  jpeg "$MATE/RainDrops.jpg"  monsoon-raindrops-leaf.jpg
  jpeg "$MATE/LadyBird.jpg"   ladybird-wildflowers.jpg
  jpeg "$MATE/Aqua.jpg"       water-splash.jpg
  jpeg "$MATE/Garden.jpg"     marigold-bloom.jpg
}

# Renders every scripts/media/illustrations/*.svg (1600x1200, 4:3) with headless Chromium.
art() {
  node "$ROOT/scripts/media/illustrations/generate.mjs" "$ART"
  local tmp; tmp="$(mktemp -d)"
  local svg name
  for svg in "$ART"/*.svg; do
    name="$(basename "$svg" .svg)"
    printf '<!doctype html><html><body style="margin:0;overflow:hidden">%s</body></html>' "$(cat "$svg")" > "$tmp/$name.html"
    /usr/bin/chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
      --screenshot="$tmp/$name.png" --window-size=1600,1200 "file://$tmp/$name.html" >/dev/null 2>&1
    jpeg "$tmp/$name.png" "$name.jpg"
  done
  rm -rf "$tmp"
}

case "${1:-all}" in
  photos) photos ;;
  art) art ;;
  all) photos; art ;;
  *) echo "usage: $0 [photos|art|all]" >&2; exit 2 ;;
esac
