#!/usr/bin/env bash
# Whole-process figures of issue 19, side by side with pgn-extract, each
# printed with its target and the ratio. One command from the repository:
#
#   benches/whole_process.sh            # CARGO_TARGET_DIR or ./target
#
# Needs hyperfine, pgn-extract and GNU time (/usr/bin/time); xvfb-run for
# the window's first frame (skipped with a note without it). The inputs are
# generated once, outside the timings, into $CARGO_TARGET_DIR/whole_process:
# the 20,000 ordinary games of the pgn_import bench (examples/pgn_corpus.rs,
# seeded, about 1.59 M plies) and the 1,600-game season
# (`ccdesk demo --divisions 20 --teams 10 --boards 8 --moves 40`).
# SKIP_WINDOW=1 leaves the window out (a build without CCDESK_QUIT_AFTER_FIRST_FRAME).
# RUNS (default 5) sets hyperfine's runs; each has one warm-up.
# CCDESK_BIN=PATH times another ccdesk binary (an older build) instead.
set -euo pipefail

cd "$(dirname "$0")/.."
# Debian installs pgn-extract in /usr/games.
export PATH="$PATH:/usr/games"
TARGET=${CARGO_TARGET_DIR:-target}
RUNS=${RUNS:-5}
WORK=$TARGET/whole_process
mkdir -p "$WORK"

for tool in hyperfine pgn-extract /usr/bin/time; do
    command -v "$tool" >/dev/null || { echo "whole_process.sh: $tool is not installed" >&2; exit 2; }
done

echo "== building (release)"
# The program on its own, as `cargo build --release` builds it for users:
# built in one command with the examples, it would take the features the
# dev-dependencies ask for (egui_kittest's wgpu), and the window timed
# would not be the one users run. The examples are built after it, by
# themselves (cargo keeps both builds side by side).
cargo build --release --quiet --bin ccdesk
cargo build --release --quiet --example pgn_corpus --example project_phases
# CCDESK_BIN times another build of ccdesk (e.g. an older one) on the same
# inputs; the in-process phases are always this tree's.
BIN=${CCDESK_BIN:-$TARGET/release/ccdesk}
PHASES=$TARGET/release/examples/project_phases

echo "== inputs (not timed) in $WORK"
PGN=$WORK/games20000.pgn
[ -s "$PGN" ] || "$TARGET/release/examples/pgn_corpus" "$PGN"
rm -f "$WORK"/demo.ron* "$WORK"/season.ron* "$WORK"/imported.ron*
"$BIN" demo "$WORK/demo.ron" >/dev/null
"$BIN" demo --divisions 20 --teams 10 --boards 8 --moves 40 "$WORK/season.ron" >/dev/null
echo "load: $(uptime)"

# mean_of JSON: hyperfine's mean, in seconds.
mean_of() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][int(sys.argv[2])]["mean"])' "$1" "${2:-0}"; }
# max_rss_mb RUNS CMD...: the median of the runs' maximum resident set, in MB.
max_rss_mb() {
    local n=$1; shift
    for _ in $(seq "$n"); do
        /usr/bin/time -f %M "$@" 2>&1 >/dev/null | tail -1
    done | sort -n | awk '{a[NR]=$1} END {printf "%.0f", a[int((NR+1)/2)]/1024}'
}
# verdict FIGURE TARGET: "ok" when FIGURE <= TARGET.
verdict() { python3 -c 'import sys; print("ok" if float(sys.argv[1]) <= float(sys.argv[2]) else "MISSED")' "$1" "$2"; }
# row WHAT FIGURE UNIT TARGET
row() {
    printf '%-58s %9.3f %-3s target <= %-7s ratio %5.2f  %s\n' "$1" "$2" "$3" "$4" \
        "$(python3 -c 'import sys; print(float(sys.argv[1])/float(sys.argv[2]))' "$2" "$4")" "$(verdict "$2" "$4")"
}

echo "== import of 20,000 games vs pgn-extract -r"
hyperfine --runs "$RUNS" --warmup 1 --export-json "$WORK/import.json" \
    -n "pgn-extract -r" "pgn-extract -r $PGN" \
    -n "ccdesk pgn import" \
    --prepare "cp $WORK/demo.ron $WORK/imported.ron; rm -f $WORK/imported.ron.bak*" \
    "$BIN pgn import $PGN --into $WORK/imported.ron" >&2 || true
EXTRACT=$(mean_of "$WORK/import.json" 0)
IMPORT=$(mean_of "$WORK/import.json" 1)

echo "== check of the 20,000-game project"
hyperfine --runs "$RUNS" --warmup 1 --export-json "$WORK/check20k.json" -n "ccdesk check (20k)" \
    "$BIN check $WORK/imported.ron" >&2
CHECK20K=$(mean_of "$WORK/check20k.json")
CHECK20K_MB=$(max_rss_mb "$RUNS" "$BIN" check "$WORK/imported.ron")

echo "== the 1,600-game season"
hyperfine --runs "$RUNS" --warmup 1 --export-json "$WORK/season.json" -n "ccdesk check (season)" \
    "$BIN check $WORK/season.ron" >&2
CHECK_SEASON=$(mean_of "$WORK/season.json")
SEASON_PHASES=$("$PHASES" "$WORK/season.ron" 9)
echo "$SEASON_PHASES"
OPEN_SEASON=$(sed -E 's/.*open \(load \+ validate\) ([0-9.]+) ms.*/\1/' <<<"$SEASON_PHASES")
SAVE_SEASON=$(sed -E 's/.*save ([0-9.]+) ms.*/\1/' <<<"$SEASON_PHASES")
"$PHASES" "$WORK/imported.ron" 3

FIRST_FRAME=""
if [ -z "${SKIP_WINDOW:-}" ] && command -v xvfb-run >/dev/null; then
    echo "== the window's first frame with the 20,000-game project (xvfb-run)"
    # CCDESK_QUIT_AFTER_FIRST_FRAME: the window prints the time from its
    # start to its first frame with the project and its peak memory
    # (VmHWM) then, and the same once its check of the file is done, and
    # closes; hyperfine times the whole process besides.
    HOME_TMP=$(mktemp -d)
    RUN_WINDOW="env HOME=$HOME_TMP XDG_CONFIG_HOME=$HOME_TMP XDG_DATA_HOME=$HOME_TMP CCDESK_QUIT_AFTER_FIRST_FRAME=1 xvfb-run -a $BIN $WORK/imported.ron"
    hyperfine --runs "$RUNS" --warmup 1 --export-json "$WORK/frame.json" \
        -n "xvfb-run true" "xvfb-run -a true" \
        -n "window, first frame, quit (20k)" "$RUN_WINDOW" >&2 || true
    for _ in $(seq "$RUNS"); do $RUN_WINDOW 2>&1 | grep 'first frame after' || true; done >"$WORK/frame.txt"
    cat "$WORK/frame.txt"
    # median_of SED: the median of what SED picks out of each run's line.
    median_of() { sed -E "$1" "$WORK/frame.txt" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
    FIRST_FRAME=$(python3 -c "print($(median_of 's/.*first frame after ([0-9]+) ms.*/\1/')/1000)")
    FRAME_MB=$(median_of 's/.*first frame after [0-9]+ ms; peak memory ([0-9]+) MB.*/\1/')
    CHECKED=$(python3 -c "print($(median_of 's/.*file checked after ([0-9]+) ms.*/\1/')/1000)")
    CHECKED_MB=$(median_of 's/.*file checked after [0-9]+ ms; peak memory ([0-9]+) MB.*/\1/')
    WINDOW_WHOLE=$(python3 -c 'import sys; print(float(sys.argv[1]) - float(sys.argv[2]))' \
        "$(mean_of "$WORK/frame.json" 1)" "$(mean_of "$WORK/frame.json" 0)")
    rm -rf "$HOME_TMP"
fi

echo
echo "== figures (hyperfine means of $RUNS; max RSS the median of $RUNS; load: $(uptime | sed 's/.*load/load/'))"
printf '%-58s %9.3f s\n' "pgn-extract -r, 20,000 games" "$EXTRACT"
row "ccdesk pgn import, 20,000 games into the demo (s)" "$IMPORT" s "$(python3 -c "print($EXTRACT/3)")"
printf '%-58s %9.2f x  target >= 3x  %s\n' "  import speed-up over pgn-extract -r" \
    "$(python3 -c "print($EXTRACT/$IMPORT)")" "$(python3 -c "print('ok' if $EXTRACT/$IMPORT >= 3 else 'MISSED')")"
row "ccdesk check, 20,000-game project (s)" "$CHECK20K" s 0.4
row "ccdesk check, 20,000-game project, max RSS (MB)" "$CHECK20K_MB" MB 120
row "ccdesk check, 1,600-game season (ms)" "$(python3 -c "print($CHECK_SEASON*1000)")" ms 50
row "open (load + validate, in process), season (ms)" "$OPEN_SEASON" ms 50
row "save (atomic, with backups, in process), season (ms)" "$SAVE_SEASON" ms 50
if [ -n "$FIRST_FRAME" ]; then
    row "window first frame, 20,000 games, from start, median (s)" "$FIRST_FRAME" s 0.5
    row "window first frame, 20,000 games, peak RSS (MB)" "$FRAME_MB" MB 200
    printf '%-58s %9.3f s   (the file check done, from start, median)\n' "  window, whole file checked" "$CHECKED"
    printf '%-58s %9.0f MB  (peak RSS once checked)\n' "  window, whole file checked, peak RSS" "$CHECKED_MB"
    printf '%-58s %9.3f s   (start to exit, less xvfb-run alone)\n' "  whole window process" "$WINDOW_WHOLE"
else
    echo "window first frame: not measured (SKIP_WINDOW set, or xvfb-run is not installed)"
fi
