#!/usr/bin/env bash
# Runs two JMH benchmarks as adjacent single forks, PAIRS times, and prints each pair's ratio and the
# median and pooled ratios. On a shared 2-core machine a noisy spell lasts longer than one fork, so
# forks run one after the other (all of one benchmark, then all of the other, JMH's order) can put it
# on one side only; adjacent pairs put it on both.
#
#   benchmarks/pairs.sh OURS PEER PAIRS [JMH OPTIONS...]
#   benchmarks/pairs.sh 'HydraulicBenchmark.terrain4jDroplets$' 'HydraulicBenchmark.referenceRestatementDroplets$' 8 \
#       -p threads=1 -p size=256
#
# Needs benchmarks/target/benchmarks.jar (mvn -B -q -DskipTests -pl benchmarks -am package).
set -euo pipefail
if [ $# -lt 3 ]; then
  sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
ours=$1; peer=$2; pairs=$3; shift 3
case $pairs in ''|*[!0-9]*|0) echo "pairs.sh: PAIRS must be a whole number ≥ 1, was '$pairs'" >&2; exit 2 ;; esac
jar="$(dirname "$0")/target/benchmarks.jar"
[ -f "$jar" ] || { echo "pairs.sh: no $jar; build it first: mvn -B -q -DskipTests -pl benchmarks -am package" >&2; exit 1; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
score() {
  java -jar "$jar" "$1" -f 1 -wi 3 -i 5 -w 2s -r 2s "${@:2}" -rf json -rff "$work/r.json" > "$work/r.log" 2>&1 \
    || { tail -20 "$work/r.log" >&2; exit 1; }
  python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert len(d)==1, 'pattern matched '+str(len(d))+' benchmarks'; print(d[0]['primaryMetric']['score'])" "$work/r.json"
}
for k in $(seq 1 "$pairs"); do
  a=$(score "$ours" "$@"); b=$(score "$peer" "$@")
  echo "$k $a $b" | tee -a "$work/pairs"
done
python3 - "$work/pairs" <<'PY'
import statistics, sys
rows = [list(map(float, l.split()[1:])) for l in open(sys.argv[1])]
ratios = sorted(a / b for a, b in rows)
print("ratios (ours / peer): " + " ".join("%.2f" % r for r in ratios))
print("median %.2f×, pooled %.2f× (%.0f against %.0f a second, summed over the pairs)"
      % (statistics.median(ratios), sum(a for a, _ in rows) / sum(b for _, b in rows),
         sum(a for a, _ in rows), sum(b for _, b in rows)))
PY
