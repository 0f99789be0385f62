#!/usr/bin/env bash
# Copyright 2026 The weburl Authors. All rights reserved.
# Use of this source code is governed by a BSD-style license that can be
# found in the LICENSE file.
#
# bench.sh runs the benchmarks of bench_test.go and bench_searchparams_test.go
# beside net/url in interleaved rounds, and prints:
#
#   1. for each pair (weburl beside net/url, a setter beside SetHref of the
#      same URL, SearchParams beside net/url's ParseQuery+Encode) the median
#      over the rounds of the ratio measured within one round: on a shared
#      machine the load changes between rounds, much less within one;
#   2. benchstat's tables of the same runs (-col /impl);
#   3. with valgrind installed, callgrind's instruction counts per URL for
#      Parse+String over each corpus, which do not depend on the load.
#
# Usage: tools/bench.sh [-docs] [rounds] [group...]
#   -docs   also write docs/performance.md from this run: the machine,
#           the Go release, the commit and the load, then the run's
#           figures as tables (the figures of one run, not their history)
#   rounds  how many rounds (default 5)
#   group   corpus, setters (and fields assigned), kinds (relative
#           references and URLs the corpora hardly hold), query, shapes,
#           instr (default: all but shapes); and issue 28's sets (see
#           internal/benchsets), not in the default: table (the kinds
#           table's rows), requesturi, links (crawler links resolved),
#           kept (web-48k and user-typed URLs kept), instr-sets
#           (callgrind's instructions per op for all of these), and
#           heap (the kinds table and the request targets again, with
#           GOGC=1000 for both sides: the collector's share of their
#           time set apart, as BenchmarkKindsTableGOGC1000 and
#           BenchmarkRequestURIGOGC1000), and live (the same with
#           the default GOGC beside a live heap of LIVE_HEAP_MIB, default 64,
#           as a service holds: see withLiveHeap in bench_test.go; renamed
#           BenchmarkKindsTableLiveHeap and BenchmarkRequestURILiveHeap)
#
# ADA_BENCH, when set, is a command (an absolute path: it runs in a
# directory of its own) that runs another parser (ada, built
# outside this repository) on the same inputs; its figures come beside
# ours, in the same rounds. Its protocol: `$ADA_BENCH OP FILE ROUNDS`
# reads FILE, one input per line ("href<TAB>page" for parse-base,
# "base<TAB>value" for set-ATTR), runs OP ROUNDS times over every line,
# and prints "ops N ns/op X" (N the lines times ROUNDS). OP is load (read
# the lines only), parse (parse, keep the URL, read its href), parse-base
# (parse the page, then the href against it, keep it, read its href) or
# set-ATTR (copy the parsed base, set ATTR, one of href protocol username
# password host hostname port pathname search hash, read the href). The
# instr-sets group counts its instructions per op under callgrind as
# (OP - load) / N, as it counts ours with tools/instr; for set-ATTR, as the
# difference of runs of R and 2R rounds, divided by R. A driver resolves
# ATTR before its timed loop, so that neither count includes choosing it.
#
# Each round runs every benchmark once, as its own process, in the
# opposite order to the round before, so that neither side of a pair
# always runs first. BENCHTIME (default 20x for the corpora, about a
# million URLs; 3x for the 1 MiB shapes; 1s for issue 28's sets, whose
# time is mostly the allocator's and the collector's: at 200ms a kinds
# row's rounds spread over about ±30% of their median, at 1s mostly over
# ±15%; 200ms for the setters and the query, whose operations take 0.1 to
# 10 µs: a fixed 200x was 20 to 60 µs of work, and its rounds' ratios went
# from 0.25 to 1.05) sets -benchtime.
# GOTOOLCHAIN picks the Go release (default auto: go.mod's, Go 1.26).
# benchstat is golang.org/x/perf/cmd/benchstat, a development tool and
# not a dependency of the module: it is taken from $PATH, or run with
# `go run golang.org/x/perf/cmd/benchstat@latest` (install it with
# `go install golang.org/x/perf/cmd/benchstat@latest`).
set -euo pipefail
cd "$(dirname "$0")/.."

# busy_percent prints how busy the machine's CPUs were over one second, in
# percent, from /proc/stat: the share of their time not idle nor waiting.
# Unlike the load average, which lags by minutes, it shows a process that
# is running now.
busy_percent() {
  local u1 n1 s1 i1 w1 q1 sq1 st1 u2 n2 s2 i2 w2 q2 sq2 st2
  read -r _ u1 n1 s1 i1 w1 q1 sq1 st1 _ </proc/stat
  sleep 1
  read -r _ u2 n2 s2 i2 w2 q2 sq2 st2 _ </proc/stat
  local busy=$(((u2 + n2 + s2 + q2 + sq2 + st2) - (u1 + n1 + s1 + q1 + sq1 + st1)))
  local idle=$(((i2 + w2) - (i1 + w1)))
  echo $((100 * busy / (busy + idle + 1)))
}

if [ "${1:-}" = "-docs" ]; then
  shift
  # The figures -docs writes are meant to be the parsers' alone: it does
  # not start while another process keeps the machine busy. (A callgrind
  # run left in the background took a core through a whole -docs run once,
  # and made ada's ratios look up to 1.7 times worse.) BENCH_MAX_BUSY, in
  # percent, sets the limit (default 20; 100 runs whatever the machine
  # does).
  busy="$(busy_percent 2>/dev/null || echo unknown)"
  if [ "$busy" != unknown ] && [ "$busy" -gt "${BENCH_MAX_BUSY:-20}" ]; then
    echo "bench.sh: the CPUs were ${busy}% busy in the second before the run, over BENCH_MAX_BUSY=${BENCH_MAX_BUSY:-20}: another process would share the machine with the benchmarks. Stop it, or set BENCH_MAX_BUSY=100 to run anyway." >&2
    exit 1
  fi
  report="$(mktemp)"
  trap 'rm -f "$report"' EXIT
  load_before="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
  started="$(date -u '+%Y-%m-%d %H:%M UTC')"
  "$0" "$@" | tee "$report"
  load_after="$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
  cpu="$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || uname -m)"
  {
    cat <<DOC
# Performance

<!-- Written by tools/bench.sh -docs; do not edit: run it again. -->

These are the figures of one run of \`tools/bench.sh ${*:-}\` (\`-docs\` wrote
this file), at commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown),
started $started, on ${cpu:-unknown} ($(nproc 2>/dev/null || echo "?") cores),
with $(go env GOVERSION) on $(go env GOOS)/$(go env GOARCH). Load average
(1, 5, 15 min) before the run: $load_before; after: $load_after. The CPUs
were $busy% busy in the second before it started.

Each benchmark runs as its own process, in rounds that alternate their
order. A ratio is measured within one round, where the load changes least,
and the table gives the median over the rounds; instruction counts
(callgrind, when valgrind is installed) do not depend on the load at all.
Compare ratios and instructions, not nanoseconds from different runs.
How the benchmarks work, and how to run them: [contributing.md](contributing.md#benchmarks).

The optional peer, ada: with \`ADA_BENCH=/abs/path\`, \`tools/bench.sh\` runs
that command beside our benchmarks, following the protocol in the script's
header: \`\$ADA_BENCH OP FILE ROUNDS\` prints \`ops N ns/op X\`, where OP is
\`load\`, \`parse\`, \`parse-base\` or \`set-ATTR\`. The repository contains no ada
code and no recipe to build it: any parser that speaks the protocol will do.
Instruction counts (group \`instr-sets\`) are taken with \`GOGC=off\`: the
counts of our side include no garbage collection.
DOC
    awk '
      function flush() { if (fence) { print "```"; fence = 0 } }
      /^== Ratios/ {
        flush(); print ""; print "## Ratios"; print ""
        print "| benchmark | median ratio | to | rounds, min to max |"
        print "| --- | --- | --- | --- |"
        section = "ratios"; next
      }
      /^== benchstat/ { flush(); print ""; print "## benchstat"; print ""; section = "bench"; next }
      /^== callgrind/ {
        flush(); t = $0; sub(/^== callgrind /, "", t)
        print ""; print "## Instructions " t; print ""; print "```"; fence = 1; section = "instr"; next
      }
      section == "ratios" && NF >= 2 && $2 ~ /x$/ {
        to = $3; gsub(/[(,]/, "", to)
        rest = $0; sub(/^[^(]*\([^,]*, /, "", rest); sub(/\)$/, "", rest)
        printf "| `%s` | %s | `%s` | %s |\n", $1, $2, to, rest; next
      }
      section == "bench" {
        if (!fence && NF > 0) { print "```"; fence = 1 }
        if (fence && NF == 0) { flush(); print ""; next }
        if (fence) print; next
      }
      section == "instr" && NF > 0 { print; next }
      END { flush() }
    ' "$report"
  } >docs/performance.md
  echo "wrote docs/performance.md" >&2
  exit 0
fi
export GOTOOLCHAIN="${GOTOOLCHAIN:-auto}"
export CORPUS_DIR="${CORPUS_DIR:-$(pwd)/../shared/corpus}"

rounds="${1:-5}"
shift || true
groups=("$@")
if [ ${#groups[@]} -eq 0 ]; then
  groups=(corpus setters kinds query instr)
fi

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
go test -c -o "$out/weburl.test" . >/dev/null
# The sets of issue 28's groups as files, for tools/instr and ADA_BENCH.
go build -o "$out/instr" ./tools/instr
mkdir -p "$out/sets"
"$out/instr" -write="$out/sets" -corpus="$CORPUS_DIR/web-48k.txt"
awk '{ print $0 "\thttp://localhost/" }' "$out/sets/requesturi.txt" >"$out/sets/requesturi.tsv"
# The suffix go test gives benchmark names (GOMAXPROCS, none for 1), for
# ADA_BENCH's lines to sit in benchstat's rows.
procs="-${GOMAXPROCS:-$(nproc)}"
[ "$procs" = -1 ] && procs=""
ada_rounds() { # about a million operations for a file of $1 lines
  echo $((1000000 / $1 + 1))
}

# The benchmarks of each group, each a -bench pattern that selects one
# implementation of one case.
benches=()
# The setters' cases, as benchSetterCases has them: the setter, a value in
# canonical form, and one that needs work.
setterCases='SetSearch|?q=go&page=2|?q=a b&c=é
SetHash|#section-2|#a b
SetPathname|/docs/2026/index.html|/x/./y/../z
SetHost|other.example:9090|EXAMPLE.org
SetHostname|cdn.example.net|0x7f.1
SetPort|8443|443
SetProtocol|http|wss:
SetUsername|bob|a b'

for g in "${groups[@]}"; do
  case "$g" in
  corpus)
    for c in web-48k file-43k; do
      for i in weburl weburl-kept weburl-into net-url; do
        benches+=("corpus|^BenchmarkParseString\$/^corpus=$c\$/^impl=$i\$")
      done
    done
    ;;
  setters)
    for s in SetSearch SetHash SetPathname SetHost SetHostname SetPort SetProtocol SetUsername; do
      for v in canonical needs-work; do
        for i in setter SetHref; do
          benches+=("other|^BenchmarkSetters\$/^$s\$/^value=$v\$/^impl=$i\$")
        done
      done
    done
    # ada's setters on the same URL and values (benchSetterCases).
    if [ -n "${ADA_BENCH:-}" ]; then
      while IFS='|' read -r s canonical work; do
        attr=$(echo "${s#Set}" | tr 'A-Z' 'a-z')
        printf 'https://www.example.com:8080/a/b/c.html?x=1&y=2#frag\t%s\n' "$canonical" >"$out/sets/$s-canonical.tsv"
        printf 'https://www.example.com:8080/a/b/c.html?x=1&y=2#frag\t%s\n' "$work" >"$out/sets/$s-needs-work.tsv"
        for v in canonical needs-work; do
          benches+=("ada|set-$attr|$s-$v.tsv|BenchmarkSetters/$s/value=$v/impl=ada|ns/op")
        done
      done <<<"$setterCases"
    fi
    # The net/url way: an exported field assigned, then String.
    for f in RawQuery Path Host Scheme Fragment; do
      for i in weburl net-url; do
        benches+=("other|^BenchmarkFieldAssign\$/^field=$f\$/^impl=$i\$")
      done
    done
    ;;
  kinds)
    for r in path-absolute path-relative query network-path; do
      for i in weburl net-url; do
        benches+=("other|^BenchmarkParseReference\$/^ref=$r\$/^impl=$i\$")
      done
    done
    for k in ipv4 ipv6 credentials postgres redis mailto upper-case; do
      for i in weburl net-url; do
        benches+=("other|^BenchmarkParseKinds\$/^kind=$k\$/^impl=$i\$")
      done
    done
    ;;
  query)
    for i in SearchParams ParseQuery+Encode net-url; do
      benches+=("other|^BenchmarkQuery\$/^query=20-pairs\$/^impl=${i//+/\\+}\$")
    done
    ;;
  shapes)
    benches+=("shapes|^BenchmarkShapes\$/.*/^size=1MiB\$")
    ;;
  table)
    for k in $(ls "$out/sets" | sed -n 's/^kind-\(.*\)\.txt$/\1/p'); do
      for i in weburl net-url; do
        benches+=("sets|^BenchmarkKindsTable\$/^kind=$k\$/^impl=$i\$")
      done
      [ -n "${ADA_BENCH:-}" ] && benches+=("ada|parse|kind-$k.txt|BenchmarkKindsTable/kind=$k/impl=ada|ns/op")
    done
    ;;
  requesturi)
    for i in weburl weburl-into net-url net-url-requesturi; do
      benches+=("sets|^BenchmarkRequestURI\$/^set=requesturi\$/^impl=$i\$")
    done
    # ada parses a request target against a base, as a server that makes
    # a URL of it does.
    [ -n "${ADA_BENCH:-}" ] && benches+=("ada|parse-base|requesturi.tsv|BenchmarkRequestURI/set=requesturi/impl=ada|ns/URL")
    ;;
  links)
    for i in weburl net-url weburl-base net-url-base; do
      benches+=("sets|^BenchmarkLinks\$/^set=links\$/^impl=$i\$")
    done
    [ -n "${ADA_BENCH:-}" ] && benches+=("ada|parse-base|links.tsv|BenchmarkLinks/set=links/impl=ada|ns/URL")
    ;;
  kept)
    for i in weburl-kept net-url; do
      benches+=("corpus|^BenchmarkKeptURLs\$/^set=web-48k\$/^impl=$i\$")
      benches+=("sets|^BenchmarkKeptURLs\$/^set=userbait\$/^impl=$i\$")
    done
    if [ -n "${ADA_BENCH:-}" ]; then
      cp "$CORPUS_DIR/web-48k.txt" "$out/sets/web-48k.txt"
      benches+=("ada|parse|web-48k.txt|BenchmarkKeptURLs/set=web-48k/impl=ada|ns/URL")
      benches+=("ada|parse|userbait.txt|BenchmarkKeptURLs/set=userbait/impl=ada|ns/URL")
    fi
    ;;
  heap | live)
    # The same benchmarks as table and requesturi, run with GOGC=1000
    # (heap) or beside a live heap (live), and renamed (see the runner
    # below).
    for k in $(ls "$out/sets" | sed -n 's/^kind-\(.*\)\.txt$/\1/p'); do
      for i in weburl net-url; do
        benches+=("$g|^BenchmarkKindsTable\$/^kind=$k\$/^impl=$i\$")
      done
    done
    for i in weburl net-url net-url-requesturi; do
      benches+=("$g|^BenchmarkRequestURI\$/^set=requesturi\$/^impl=$i\$")
    done
    ;;
  instr | instr-sets) ;;
  *)
    echo "bench.sh: unknown group $g" >&2
    exit 2
    ;;
  esac
done

benchtime() {
  case "$1" in
  corpus) echo "${BENCHTIME:-20x}" ;;
  shapes) echo "${BENCHTIME:-3x}" ;;
  sets | heap | live) echo "${BENCHTIME:-1s}" ;;
  *) echo "${BENCHTIME:-200ms}" ;;
  esac
}

if [ ${#benches[@]} -gt 0 ]; then
  for r in $(seq 1 "$rounds"); do
    order=("${benches[@]}")
    if [ $((r % 2)) -eq 0 ]; then
      order=()
      for ((k = ${#benches[@]} - 1; k >= 0; k--)); do order+=("${benches[k]}"); done
    fi
    for b in "${order[@]}"; do
      kind="${b%%|*}"
      if [ "$kind" = ada ]; then
        # ada|OP|FILE|benchmark name|unit: one ADA_BENCH run, written as
        # a benchmark line.
        IFS='|' read -r _ op file name unit <<<"$b"
        lines=$(wc -l <"$out/sets/$file")
        (cd "$out/sets" && $ADA_BENCH "$op" "$file" "$(ada_rounds "$lines")") |
          awk -v name="$name$procs" -v unit="$unit" '$3 == "ns/op" { printf "%s 1 %s %s\n", name, $4, unit }' >>"$out/round-$r.txt"
        continue
      fi
      gogc="${GOGC:-100}" live="" suffix=""
      case "$kind" in
      heap)
        # A benchmark of the heap group: the collector runs a tenth as
        # often, on both sides; its name says so.
        gogc=1000 suffix=GOGC1000
        ;;
      live)
        # Of the live group: beside a live heap, on both sides.
        live="${LIVE_HEAP_MIB:-64}" suffix=LiveHeap
        ;;
      esac
      rename=""
      [ -n "$suffix" ] && rename="s/^(BenchmarkKindsTable|BenchmarkRequestURI)\//\1$suffix\//"
      (cd "$(pwd)" && GOGC="$gogc" WEBURL_BENCH_LIVE_HEAP_MIB="$live" "$out/weburl.test" -test.run='^$' -test.bench="${b#*|}" \
        -test.benchtime="$(benchtime "$kind")" -test.benchmem -test.count=1) |
        grep -E '^(Benchmark|goos|goarch|pkg|cpu)' | sed -E "$rename" >>"$out/round-$r.txt" || true
    done
  done

  # Ratios within each round, then the median over the rounds. The time
  # is ns/URL for the corpora, ns/byte for the shapes, ns/op otherwise.
  echo "== Ratios, median over $rounds rounds of the ratio within one round"
  awk '
    /^Benchmark/ {
      name = $1; sub(/-[0-9]+$/, "", name)
      v = ""
      for (k = 3; k < NF; k++) if ($(k+1) == "ns/URL" || $(k+1) == "ns/byte") v = $k
      if (v == "") for (k = 3; k < NF; k++) if ($(k+1) == "ns/op") { v = $k; break }
      t[FILENAME, name] = v; files[FILENAME] = 1; names[name] = 1
    }
    END {
      pairs["impl=weburl"] = "impl=net-url"
      pairs["impl=weburl-kept"] = "impl=net-url"
      pairs["impl=weburl-into"] = "impl=net-url"
      pairs["impl=setter"] = "impl=SetHref"
      pairs["impl=SearchParams"] = "impl=net-url"
      pairs["impl=ParseQuery+Encode"] = "impl=net-url"
      for (name in names) for (a in pairs) {
        if (index(name, "/" a) == 0 || substr(name, length(name) - length(a) + 1) != a) continue
        other = substr(name, 1, length(name) - length(a)) pairs[a]
        n = 0; sa = 0; sb = 0
        for (f in files) if ((f, name) in t && (f, other) in t && t[f, other] > 0) {
          r[++n] = t[f, name] / t[f, other]
        }
        if (n == 0) continue
        for (x = 1; x <= n; x++) for (y = x + 1; y <= n; y++) if (r[y] < r[x]) { tmp = r[x]; r[x] = r[y]; r[y] = tmp }
        med = (n % 2) ? r[(n + 1) / 2] : (r[n / 2] + r[n / 2 + 1]) / 2
        printf "%-75s %6.2fx  (%s, %d rounds, min %.2f max %.2f)\n", name, med, pairs[a], n, r[1], r[n]
      }
    }' "$out"/round-*.txt | sort

  # Issue 28's other yardsticks: ada (ADA_BENCH), net/url's
  # ParseRequestURI, and resolution with the page parsed beforehand.
  if grep -qE 'impl=(ada|net-url-requesturi|net-url-base)(-[0-9]+)? ' "$out"/round-*.txt; then
    echo
    echo "== Ratios to ada, ParseRequestURI and Parse+ResolveReference of a parsed page, median over $rounds rounds"
    awk -v pairs="weburl:ada weburl-kept:ada setter:ada weburl:net-url-requesturi weburl-into:net-url-requesturi weburl-base:net-url-base" '
      /^Benchmark/ {
        name = $1; sub(/-[0-9]+$/, "", name)
        v = ""
        for (k = 3; k < NF; k++) if ($(k+1) == "ns/URL") v = $k
        if (v == "") for (k = 3; k < NF; k++) if ($(k+1) == "ns/op") { v = $k; break }
        t[FILENAME, name] = v; files[FILENAME] = 1; names[name] = 1
      }
      END {
        np = split(pairs, P, " ")
        for (name in names) for (p = 1; p <= np; p++) {
          split(P[p], ab, ":"); a = "/impl=" ab[1]
          if (substr(name, length(name) - length(a) + 1) != a) continue
          other = substr(name, 1, length(name) - length(a)) "/impl=" ab[2]
          n = 0
          for (f in files) if ((f, name) in t && (f, other) in t && t[f, other] > 0) r[++n] = t[f, name] / t[f, other]
          if (n == 0) continue
          for (x = 1; x <= n; x++) for (y = x + 1; y <= n; y++) if (r[y] < r[x]) { tmp = r[x]; r[x] = r[y]; r[y] = tmp }
          med = (n % 2) ? r[(n + 1) / 2] : (r[n / 2] + r[n / 2 + 1]) / 2
          printf "%-75s %6.2fx  (impl=%s, %d rounds, min %.2f max %.2f)\n", name, med, ab[2], n, r[1], r[n]
        }
      }' "$out"/round-*.txt | sort
  fi

  echo
  echo "== benchstat"
  cat "$out"/round-*.txt >"$out/all.txt"
  benchstat=(benchstat)
  if ! command -v benchstat >/dev/null; then
    benchstat=(go run golang.org/x/perf/cmd/benchstat@latest)
  fi
  # One table per benchmark, its baseline in the first column.
  for f in 'ParseString:net-url weburl weburl-kept weburl-into' 'Setters:SetHref setter' 'FieldAssign:net-url weburl' 'ParseReference:net-url weburl' 'ParseKinds:net-url weburl' \
    'Query:net-url SearchParams ParseQuery+Encode' 'Shapes:net-url weburl' 'KindsTable:net-url weburl ada' \
    'RequestURI:net-url net-url-requesturi weburl weburl-into ada' 'Links:net-url weburl net-url-base weburl-base ada' 'KeptURLs:net-url weburl-kept ada' \
    'KindsTableGOGC1000:net-url weburl' 'RequestURIGOGC1000:net-url net-url-requesturi weburl' \
    'KindsTableLiveHeap:net-url weburl' 'RequestURILiveHeap:net-url net-url-requesturi weburl'; do
    name="${f%%:*}"
    grep -q "^Benchmark$name/" "$out/all.txt" || continue
    "${benchstat[@]}" -filter ".name:$name" -col "/impl@(${f#*:})" "$out/all.txt"
    echo
  done
fi

setterBase="https://www.example.com:8080/a/b/c.html?x=1&y=2#frag"

# Instruction counts: tools/instr runs an operation over a corpus under
# callgrind, once reading the corpus only; the difference divided by the
# URLs is the operation's count per URL, garbage collection included.
for g in "${groups[@]}"; do
  [ "$g" = instr ] || continue
  if ! command -v valgrind >/dev/null; then
    echo "valgrind is not installed: no instruction counts" >&2
    break
  fi
  go build -o "$out/instr" ./tools/instr
  count() {
    # Go preempts goroutines with signals, which callgrind cannot follow;
    # one P keeps the scheduler from spinning, which it counts too.
    # cpu.rdtscp=off: under lock contention the runtime reads the clock
    # with RDTSCP, which valgrind 3.19 cannot run (SIGILL: the run dies
    # and prints no count).
    GOMAXPROCS=1 GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off valgrind --tool=callgrind --callgrind-out-file=/dev/null "$out/instr" "$@" 2>&1 >/dev/null |
      awk '/Collected :/ { print $NF }'
  }
  echo
  echo "== callgrind instructions per URL (Parse+String), mean of 3 passes"
  for c in web-48k file-43k; do
    f="$CORPUS_DIR/$c.txt"
    n=$(wc -l <"$f")
    load=$(count -op=load -n=3 -corpus="$f")
    for op in parse-string parse-kept parse-into net-parse-string; do
      total=$(count -op="$op" -n=3 -corpus="$f")
      awk -v c="$c" -v op="$op" -v t="$total" -v l="$load" -v n="$n" \
        'BEGIN { printf "%-10s %-18s %8.0f\n", c, op, (t - l) / n / 3 }'
    done
  done
  echo
  echo "== callgrind instructions per call: setters on $setterBase, String included (GOGC=off)"
  # The collector is off for the setters: how many collections fell into a
  # run moved the count per call by a third from one run to the next (a
  # setter allocates 64 bytes beside the 384 of the run's Parse and copy),
  # and without it the count is the same in every run. The allocations
  # themselves are counted.
  r=20000
  # The baseline parses and copies the URL and calls no setter and no
  # String, so that each count is the setter's with String after it, as
  # the benchmarks time them. (Until 2026-11-25 the baseline called String
  # too, which left String's 100 or so instructions out of every count and
  # made each ratio to SetHref 0.04 to 0.05 lower than with String after.)
  load=$(GOGC=off count -op=setter -attr=none -string=false -n=$r)
  for sv in "href=https://www.example.com:8080/a/b/c.html?q=go&page=2#frag" "search=?q=go&page=2" \
    "hash=#section-2" "pathname=/docs/2026/index.html" "host=other.example:9090" "hostname=cdn.example.net" \
    "port=8443" "protocol=http"; do
    total=$(GOGC=off count -op=setter -attr="${sv%%=*}" -value="${sv#*=}" -n=$r)
    awk -v op="${sv%%=*}" -v v="${sv#*=}" -v t="$total" -v l="$load" -v n="$r" \
      'BEGIN { printf "%-10s %-55s %8.0f\n", op, v, (t - l) / n }'
  done
  echo
  echo "== callgrind instructions per call: the 20-pair query, parsed and serialized"
  q='q=golang+url+parsing&hl=en&gl=us&start=20&num=10&safe=active&tbm=nws&tbs=qdr%3Ad&source=lnt&sa=X&ved=2ahUKEwjX9&biw=1920&bih=1080&dpr=1&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale_2026&utm_content=hero%20banner&ref=https%3A%2F%2Fexample.com%2Fa%2Fb&name=Jos%C3%A9'
  load=$(count -op=load -n=$r)
  for op in query net-query; do
    total=$(count -op=$op -value="$q" -n=$r)
    awk -v op="$op" -v t="$total" -v l="$load" -v n="$r" 'BEGIN { printf "%-10s %8.0f\n", op, (t - l) / n }'
  done
done

# Instruction counts for issue 28's sets: per op (one URL parsed, kept and
# serialized; one link resolved), for weburl and net/url through
# tools/instr, and for ADA_BENCH when set, each as (op - load) / ops.
# The collector is off, as for the setters: over one URL parsed 20,000
# times, how much marking fell into a run moved weburl's count for a row
# from 2,200 to 4,300 instructions between runs on a loaded machine (off,
# two runs agree within 0.2%). The
# allocations are counted; the corpus counts of the instr group include
# collection.
for g in "${groups[@]}"; do
  [ "$g" = instr-sets ] || continue
  if ! command -v valgrind >/dev/null; then
    echo "valgrind is not installed: no instruction counts" >&2
    break
  fi
  callgrind() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | awk '/Collected :/ { print $NF }'
  }
  goCount() { GOGC=off GOMAXPROCS=1 GODEBUG=asyncpreemptoff=1,cpu.rdtscp=off callgrind "$out/instr" "$@"; }
  perOp() { awk -v set="$1" -v op="$2" -v t="$3" -v l="$4" -v n="$5" 'BEGIN { printf "%-28s %-22s %8.0f\n", set, op, (t - l) / n }'; }
  echo
  echo "== callgrind instructions per op: issue 28's sets"
  cp "$CORPUS_DIR/web-48k.txt" "$out/sets/web-48k.txt"
  for f in $(cd "$out/sets" && ls kind-*.txt) requesturi.txt links.tsv userbait.txt web-48k.txt; do
    lines=$(wc -l <"$out/sets/$f")
    rounds=$((20000 / lines + 1))
    case "$f" in
    links.tsv) ops="parse-base net-parse-base" ada=parse-base ;;
    requesturi.txt) ops="parse-kept parse-into net-parse-string net-parse-requesturi" ada=parse-base ;;
    kind-*) ops="parse-kept net-parse-string" ada=parse ;; # ParseInto of one input over and over is no measure
    *) ops="parse-kept parse-into net-parse-string" ada=parse ;;
    esac
    load=$(goCount -op=load -n="$rounds" -corpus="$out/sets/$f")
    for op in $ops; do
      perOp "${f%.*}" "$op" "$(goCount -op="$op" -n="$rounds" -corpus="$out/sets/$f")" "$load" $((lines * rounds))
    done
    if [ -n "${ADA_BENCH:-}" ]; then
      af="$f"
      [ "$f" = requesturi.txt ] && af=requesturi.tsv
      aload=$(cd "$out/sets" && callgrind $ADA_BENCH load "$af" "$rounds")
      perOp "${f%.*}" "ada-$ada" "$(cd "$out/sets" && callgrind $ADA_BENCH "$ada" "$af" "$rounds")" "$aload" $((lines * rounds))
    fi
  done
  # The setters, per call: ours, the setter and String on a copy of the
  # parsed URL, less the same loop with neither; ADA_BENCH's set-ATTR, a
  # copy of its parsed URL (its allocation, the counterpart of our
  # setter's), the setter, the href read and the copy freed. Each count
  # is the difference of runs of r and 2r rounds, so that what runs once
  # (loading, parsing ADA_BENCH's base) cancels out.
  r=10000
  none=$(($(goCount -op=setter -attr=none -string=false -n=$((2 * r))) - $(goCount -op=setter -attr=none -string=false -n=$r)))
  while IFS='|' read -r s canonical work; do
    attr=$(echo "${s#Set}" | tr 'A-Z' 'a-z')
    for v in canonical needs-work; do
      value=$canonical
      [ "$v" = needs-work ] && value=$work
      perOp "$s/$v" setter $(($(goCount -op=setter -attr="$attr" -value="$value" -n=$((2 * r))) - $(goCount -op=setter -attr="$attr" -value="$value" -n=$r))) "$none" $r
      if [ -n "${ADA_BENCH:-}" ]; then
        printf 'https://www.example.com:8080/a/b/c.html?x=1&y=2#frag\t%s\n' "$value" >"$out/sets/instr-$s-$v.tsv"
        perOp "$s/$v" ada-set $(($( (cd "$out/sets" && callgrind $ADA_BENCH "set-$attr" "instr-$s-$v.tsv" $((2 * r)))) - $( (cd "$out/sets" && callgrind $ADA_BENCH "set-$attr" "instr-$s-$v.tsv" $r)))) 0 $r
      fi
    done
  done <<<"$setterCases"
done
