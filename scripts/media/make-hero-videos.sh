#!/usr/bin/env bash
# Regenerates the home-page carousel clips client/public/media/hero/hero-{1..4}.mp4 and their
# posters hero-{1..4}.jpg. Captions live in the client, not in the video:
#   1 'Welcome'                          <- EveningGlow photo (lake, hills and sunset sky)
#   2 'Elegant rooms for utmost comfort' <- room-deluxe-bedroom illustration (this project)
#   3 'Relax and unwind in style'        <- summer_1am photo (still lake at twilight)
#   4 'Tour To Your Dream Destination'   <- Path photo (forest trail)
# Sources and licences: server/seed/images/NOTICE.
#
# Each clip: 1280x720, 25 fps, 8 s (200 frames), H.264 High profile, yuv420p, no audio track,
# +faststart, at most 1.5 MB. The Ken Burns move is a slow zoom that eases in and back out
# (1 - cos) with a gentle sideways drift (sin), so the last frame meets the first and the clip loops
# without a jump. The poster is the first frame, a JPEG of at most 120 KB.
#
# Needs: ffmpeg (libx264), ImageMagick 6 (/usr/bin/convert), /usr/bin/chromium, node, and the
# Debian packages plasma-workspace-wallpapers.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="$ROOT/client/public/media/hero"
ART="$ROOT/scripts/media/illustrations"
KDE=/usr/share/wallpapers
CONVERT=/usr/bin/convert
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

FPS=25
FRAMES=200                      # 8 s
MAX_VIDEO=$((1500 * 1000))      # 1.5 MB
MAX_POSTER=$((120 * 1000))      # 120 KB

# still16x9 SRC DEST [gravity] : crop a source image to 16:9 (PNG, full resolution).
still16x9() {
  local src="$1" dest="$2" gravity="${3:-center}"
  local w h ch
  w=$(identify -format '%w' "$src"); h=$(identify -format '%h' "$src")
  ch=$(( w * 9 / 16 )); [ "$ch" -gt "$h" ] && ch=$h
  "$CONVERT" "$src" -gravity "$gravity" -crop "${w}x${ch}+0+0" +repage -strip "$dest"
}

# kenburns STILL OUT.mp4 ZOOM FX FY DRIFT : zoom from 1 to 1+ZOOM and back toward the focal point
# (FX, FY in 0..1), drifting sideways by DRIFT (fraction of the free margin). The still is first
# upscaled to 5120 px wide so zoompan's whole-pixel steps are invisible at 1280 px.
kenburns() {
  local still="$1" out="$2" zoom="$3" fx="$4" fy="$5" drift="$6"
  local t="(on/${FRAMES})"
  local z="1+${zoom}*(1-cos(2*PI*${t}))/2"
  local x="(iw-iw/zoom)*(${fx}+${drift}*sin(2*PI*${t}))"
  local y="(ih-ih/zoom)*${fy}"
  local vf="scale=5120:-2:flags=lanczos,zoompan=z='${z}':x='${x}':y='${y}':d=${FRAMES}:s=1280x720:fps=${FPS},format=yuv420p"
  local crf
  for crf in 24 26 28 30 32; do
    ffmpeg -hide_banner -loglevel error -y -framerate "$FPS" -i "$still" -vf "$vf" \
      -frames:v "$FRAMES" -an -c:v libx264 -preset slow -profile:v high -pix_fmt yuv420p \
      -crf "$crf" -g 50 -movflags +faststart -map_metadata -1 "$out"
    if [ "$(stat -c %s "$out")" -le "$MAX_VIDEO" ]; then
      printf '%-12s crf=%s %8s bytes\n' "$(basename "$out")" "$crf" "$(stat -c %s "$out")"
      return 0
    fi
  done
  echo "cannot fit $out under 1.5 MB" >&2; return 1
}

# poster VIDEO OUT.jpg : first frame as a JPEG of at most 120 KB, no metadata.
poster() {
  local video="$1" out="$2" q
  ffmpeg -hide_banner -loglevel error -y -i "$video" -frames:v 1 "$TMP/frame0.png"
  for q in 82 76 70 64 58 52; do
    "$CONVERT" "$TMP/frame0.png" -strip -sampling-factor 4:2:0 -interlace JPEG -quality "$q" "$out"
    if [ "$(stat -c %s "$out")" -le "$MAX_POSTER" ]; then
      printf '%-12s q=%s %8s bytes\n' "$(basename "$out")" "$q" "$(stat -c %s "$out")"
      return 0
    fi
  done
  echo "cannot fit $out under 120 KB" >&2; return 1
}

# The room illustration, rendered at 2x (3200x2400) for a sharp video.
node "$ART/generate.mjs" "$ART" >/dev/null
printf '<!doctype html><html><body style="margin:0;overflow:hidden">%s</body></html>' \
  "$(cat "$ART/room-deluxe-bedroom.svg")" > "$TMP/room.html"
/usr/bin/chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=2 \
  --screenshot="$TMP/room-2x.png" --window-size=1600,1200 "file://$TMP/room.html" >/dev/null 2>&1
"$CONVERT" "$TMP/room-2x.png" -crop 3200x1800+0+260 +repage "$TMP/hero-2.png"

still16x9 "$KDE/EveningGlow/contents/images/2560x1600.jpg" "$TMP/hero-1.png" center
still16x9 "$KDE/summer_1am/contents/images/2560x1600.jpg"  "$TMP/hero-3.png" center
still16x9 "$KDE/Path/contents/images/2560x1600.jpg"        "$TMP/hero-4.png" south

#         still              output              zoom  fx    fy    drift
kenburns "$TMP/hero-1.png" "$OUT/hero-1.mp4"    0.14  0.55  0.35  0.25   # toward the glow over the hills
kenburns "$TMP/hero-2.png" "$OUT/hero-2.mp4"    0.12  0.45  0.55  0.30   # toward the bed and the window
kenburns "$TMP/hero-3.png" "$OUT/hero-3.mp4"    0.10  0.50  0.60  0.35   # along the still shoreline
kenburns "$TMP/hero-4.png" "$OUT/hero-4.mp4"    0.14  0.25  0.70  0.20   # down the trail into the forest

for i in 1 2 3 4; do poster "$OUT/hero-$i.mp4" "$OUT/hero-$i.jpg"; done
