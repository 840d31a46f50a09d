#!/bin/sh
# Starts ccdesk's real window with the AT-SPI accessibility bus and walks a
# blind player's journey through it (tests/atspi/screen_reader_journey.py):
# the tree, the position and clocks in words, a refused move, a move played
# by picking up and putting down pieces, each heard as an announcement.
#
# Usage: tests/atspi/run.sh PATH/TO/ccdesk
# Needs (Debian): xvfb, dbus, at-spi2-core, python3-pyatspi. .ci/test
# installs them.
set -eu
if [ "${CCDESK_ATSPI_INNER:-}" != 1 ]; then
    binary=$(realpath "${1:?usage: tests/atspi/run.sh PATH/TO/ccdesk}")
    here=$(dirname "$(realpath "$0")")
    for tool in xvfb-run dbus-run-session /usr/libexec/at-spi-bus-launcher; do
        command -v "$tool" >/dev/null 2>&1 || [ -x "$tool" ] || {
            echo "atspi test: $tool is missing (apt-get install xvfb dbus at-spi2-core python3-pyatspi)" >&2
            exit 2
        }
    done
    /usr/bin/python3 -c "import pyatspi" 2>/dev/null || {
        echo "atspi test: /usr/bin/python3 cannot import pyatspi (apt-get install python3-pyatspi)" >&2
        exit 2
    }
    CCDESK_ATSPI_INNER=1 CCDESK_ATSPI_BINARY="$binary" CCDESK_ATSPI_HERE="$here" \
        exec xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session -- "$0"
fi

# Inside the new X display and D-Bus session.
work=$(mktemp -d)
trap 'kill "$app" 2>/dev/null || true; pkill -f "orca --replace" 2>/dev/null || true; kill "$bus" 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/home/.config" "$work/home/.local/share" "$work/runtime"
chmod 700 "$work/runtime"
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" \
    XDG_DATA_HOME="$work/home/.local/share" XDG_RUNTIME_DIR="$work/runtime"

/usr/libexec/at-spi-bus-launcher --launch-immediately 2>"$work/bus.log" &
bus=$!
sleep 1
# What a screen reader does when it starts: tell applications to expose
# their accessibility tree.
busctl --user set-property org.a11y.Bus /org/a11y/bus org.a11y.Status IsEnabled b true 2>/dev/null ||
    gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
        --method org.freedesktop.DBus.Properties.Set org.a11y.Status IsEnabled '<true>' >/dev/null

# CCDESK_ATSPI_ORCA=FILE: also run the Orca screen reader and keep its
# debug log (what it would have spoken: "SPEECH OUTPUT") in FILE.
if [ -n "${CCDESK_ATSPI_ORCA:-}" ]; then
    orca --replace --debug-file="$CCDESK_ATSPI_ORCA" >"$work/orca.log" 2>&1 &
    sleep 3
fi

"$CCDESK_ATSPI_BINARY" demo "$work/demo.ron" >/dev/null
"$CCDESK_ATSPI_BINARY" "$work/demo.ron" >"$work/app.log" 2>&1 &
app=$!
if [ -n "${CCDESK_ATSPI_ORCA:-}" ]; then
    # Without a window manager nothing gives the window the keyboard focus,
    # and Orca speaks only for the active window.
    window=$(xdotool search --sync --name ccdesk | head -n 1)
    xdotool windowfocus --sync "$window" 2>/dev/null || xdotool windowfocus "$window"
fi

status=0
/usr/bin/python3 "$CCDESK_ATSPI_HERE/screen_reader_journey.py" || status=$?
if [ "$status" != 0 ]; then
    echo "--- ccdesk's output:" >&2
    tail -n 40 "$work/app.log" >&2
fi
exit "$status"
