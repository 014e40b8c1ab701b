#!/usr/bin/env bash
# Benchmark (not a test): `rtjbench.jar merge` against `paste -d,` on the same files, in the same run, and
# `rtjbench.jar stats` on the same data. Prints wall time (median of REPEATS, alternating the two so load
# hits both alike) and peak RSS from /usr/bin/time; checks merge's rows equal paste's byte for byte.
#   tools/bench/merge-vs-paste.sh [THREADS] [SAMPLES] [REPEATS]       (defaults: 16 1000000 5)
# Needs: mvn package (tools/target/rtjbench.jar), GNU time, paste, awk. Writes only into a temp folder.
set -euo pipefail
threads="${1:-16}"; samples="${2:-1000000}"; repeats="${3:-5}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
jar="$root/tools/target/rtjbench.jar"
[ -f "$jar" ] || { echo "error: $jar missing; build with: mvn -q package -DskipTests" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time (GNU time) missing" >&2; exit 2; }
java="${JAVA:-java}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

make_run() { # DIR SAMPLES: a run folder in the results format, latency-like values with rare outliers
  local dir="$1" n="$2" list=""
  mkdir -p "$dir"
  for ((t = 0; t < threads; t++)); do
    awk -v n="$n" -v seed="$t" 'BEGIN { srand(seed + 1);
      for (i = 0; i < n; i++) { v = int(150 + rand() * rand() * 4000); if (rand() < 0.0001) v += int(rand() * 500000); print v } }' \
      > "$dir/thread-$t.txt"
    list+="${list:+,}{\"index\": $t, \"name\": \"thread-$t\", \"file\": \"thread-$t.txt\", \"samples\": $n}"
  done
  cat > "$dir/metadata.json" <<JSON
{"format": "rtjbench-run/1", "testapp": "bench", "testapp_name": "bench", "swept": {}, "args": {}, "complete": true,
 "unit": "ns", "jvm": {}, "os": {}, "machine": {}, "clock": {"name": "nanotime"}, "warnings": [], "threads": [$list]}
JSON
}

measure() { # LABEL CMD... -> prints "seconds maxrss_kib"
  local label="$1"; shift
  /usr/bin/time -f "%e %M" -o "$work/time.$label" "$@" > /dev/null
  cat "$work/time.$label"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

run="$work/run"
make_run "$run" "$samples"
files=(); for ((t = 0; t < threads; t++)); do files+=("$run/thread-$t.txt"); done
bytes=$(cat "${files[@]}" | wc -c)
echo "input: $threads threads x $samples samples, $((bytes / 1024 / 1024)) MiB of text"
echo "machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "java: $("$java" -version 2>&1 | head -1)"
cat "${files[@]}" > /dev/null   # page cache warm for both

paste_t=(); merge_t=(); paste_m=(); merge_m=()
for ((r = 0; r < repeats; r++)); do
  read -r s m < <(measure paste sh -c "paste -d, $(printf '%q ' "${files[@]}") > '$work/paste.csv'")
  paste_t+=("$s"); paste_m+=("$m")
  read -r s m < <(measure merge "$java" -jar "$jar" merge --quiet --force --output merged.csv "$run")
  merge_t+=("$s"); merge_m+=("$m")
done
if ! tail -n +2 "$run/merged.csv" | cmp -s - "$work/paste.csv"; then
  echo "error: merge's rows differ from paste's" >&2; exit 1
fi
pt=$(printf '%s\n' "${paste_t[@]}" | median); mt=$(printf '%s\n' "${merge_t[@]}" | median)
echo "paste -d,      : median ${pt} s (runs: ${paste_t[*]}), peak RSS $(printf '%s\n' "${paste_m[@]}" | median) KiB"
echo "rtjbench merge : median ${mt} s (runs: ${merge_t[*]}), peak RSS $(printf '%s\n' "${merge_m[@]}" | median) KiB (JVM start included)"
verdict=$(awk -v m="$mt" -v p="$pt" 'BEGIN { print (m <= p ? "PASS" : "FAIL") }')
echo "merge <= paste : $verdict"

stats_t=()
for ((r = 0; r < repeats; r++)); do
  read -r s m < <(measure stats "$java" -jar "$jar" stats --quiet --force "$run")
  stats_t+=("$s")
done
st=$(printf '%s\n' "${stats_t[@]}" | median)
echo "rtjbench stats : median ${st} s (runs: ${stats_t[*]}) for $((threads * samples)) samples, target < 2 s: $(awk -v s="$st" 'BEGIN { print (s < 2 ? "PASS" : "FAIL") }')"

# Memory independent of the sample count: the same merge at 1/10 and 1x the samples, and both in a 24 MiB heap.
small="$work/small"
make_run "$small" $((samples / 10))
read -r s1 m1 < <(measure small "$java" -Xmx24m -jar "$jar" merge --quiet --force "$small")
read -r s2 m2 < <(measure large "$java" -Xmx24m -jar "$jar" merge --quiet --force "$run")
echo "merge -Xmx24m  : $((samples / 10)) samples/thread: ${s1} s, peak RSS ${m1} KiB; $samples samples/thread: ${s2} s, peak RSS ${m2} KiB"
[ "$verdict" = PASS ]
