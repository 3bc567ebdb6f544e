#!/usr/bin/env bash
# Builds the two C++ peers of the table in this folder from their public sources, so a later run can
# repeat it:
#
#   benchmarks/peers/build.sh FASTSCAPELIB_SRC RICHDEM_SRC [OUT_DIR]
#
# FASTSCAPELIB_SRC: a checkout of https://github.com/fastscape-lem/fastscapelib (header-only; the table
#   was taken at commit 8d8e8e0, the last before its move to xtensor 0.26, which builds against Debian 12's xtensor
#   0.24: `git checkout 8d8e8e0`, which is `1d74bb5~1`). Needs Debian's xtensor-dev and xtl-dev.
# RICHDEM_SRC: a checkout of https://github.com/r-barnes/richdem (header-only for the fills used;
#   the table was taken at c5a183a).
# OUT_DIR: where the two programs go (default benchmarks/peers/bin).
#
# Flags: g++ -O3 -std=c++17 -DNDEBUG, no -march (the programs run where they are built, as our JVM does,
# but without -march=native so the figures match a packaged build). One thread each.
set -euo pipefail
if [ $# -lt 2 ]; then
  sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
fsl=$1; rd=$2; out=${3:-$here/bin}
[ -f "$fsl/include/fastscapelib/eroders/spl.hpp" ] \
  || { echo "build.sh: FASTSCAPELIB_SRC '$fsl' has no include/fastscapelib/eroders/spl.hpp" >&2; exit 2; }
[ -f "$rd/include/richdem/depressions/Zhou2016.hpp" ] \
  || { echo "build.sh: RICHDEM_SRC '$rd' has no include/richdem/depressions/Zhou2016.hpp" >&2; exit 2; }
[ -f /usr/include/xtensor/xtensor.hpp ] \
  || { echo "build.sh: xtensor headers missing: apt-get install xtensor-dev xtl-dev" >&2; exit 2; }
mkdir -p "$out"
flags=(-O3 -std=c++17 -DNDEBUG)
g++ "${flags[@]}" -I"$fsl/include" "$here/fastscapelib_peer.cpp" -o "$out/fastscapelib_peer"
describe() { git -C "$1" rev-parse --short HEAD 2>/dev/null || echo "not a git checkout"; }
g++ "${flags[@]}" -DRICHDEM_GIT_HASH="\"$(describe "$rd")\"" -DRICHDEM_COMPILE_TIME="\"$(date -u +%FT%TZ)\"" \
  -I"$rd/include" "$here/richdem_peer.cpp" -o "$out/richdem_peer"
{
  echo "fastscapelib $(describe "$fsl")"
  echo "richdem $(describe "$rd")"
  echo "g++ $(g++ -dumpfullversion) ${flags[*]}"
  echo "xtensor $(sed -n 's/#define XTENSOR_VERSION_\(MAJOR\|MINOR\|PATCH\) //p' /usr/include/xtensor/xtensor_config.hpp | paste -sd.)"
} > "$out/versions.txt"
cat "$out/versions.txt"
echo "built $out/fastscapelib_peer and $out/richdem_peer"
