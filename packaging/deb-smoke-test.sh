#!/bin/sh
# The .deb smoke test: builds the .deb, installs it with apt on this machine,
# checks what it installed (menu entry, AppStream metainfo, MIME type, icons),
# starts the installed program under Xvfb from its menu entry's Exec line on a
# copy of the demo project, waits for its window, takes a screenshot
# (target/deb-smoke.png) and checks it is not blank; then saves the project
# with Save as… and exports its games with File > Export PGN through the file
# chooser, typing and clicking with xdotool, and checks both files on disk
# (target/deb-smoke-dialog.png); then uninstalls - also when a step fails.
#
# Needs Debian or Ubuntu, and root or sudo: it installs what it is missing
# (cargo-deb, Xvfb, ImageMagick, the validators) and the package itself. No
# GPU needed: the window draws with OpenGL through Mesa's software renderer.
# Honours CARGO_TARGET_DIR. CI runs it after the tests (.ci/test); it takes a
# release build, about 10 minutes on two cores.
set -eu
cd "$(dirname "$0")/.."
. .ci/setup-common.sh
ccdesk_need_rust
# libdbus-1-dev: links the Secret Service client (the system keyring);
# dpkg-dev: dpkg-shlibdeps, which cargo-deb asks for the libraries the program
# links; x11-utils: xwininfo; libxml2-utils: xmllint; appstream: appstreamcli.
# xdotool: types and clicks in the window (Save as… and Export PGN through the
# file chooser).
ccdesk_need_packages build-essential pkg-config libdbus-1-dev dpkg-dev xvfb x11-utils imagemagick \
    desktop-file-utils appstream libxml2-utils shared-mime-info xdotool

fail() {
    echo "deb-smoke-test: FAILED: $*" >&2
    exit 1
}

# wait_for SECONDS WHAT COMMAND...: runs COMMAND every half second until it
# succeeds; fails naming WHAT after SECONDS.
wait_for() {
    seconds=$1 what=$2
    shift 2
    tries=$((seconds * 2))
    until "$@"; do
        tries=$((tries - 1))
        [ "$tries" -gt 0 ] || fail "$what did not happen within $seconds seconds"
        if [ -n "${app:-}" ] && ! kill -0 "$app" 2>/dev/null; then
            echo "--- what the installed ccdesk printed:" >&2
            cat "$work/ccdesk.log" >&2 || true
            fail "the installed ccdesk exited while waiting: $what"
        fi
        sleep 0.5
    done
}

sudo_cmd=""
[ "$(id -u)" = 0 ] || sudo_cmd=sudo
if dpkg-query -W -f='${Status}' ccdesk 2>/dev/null | grep -q "install ok installed"; then
    fail "ccdesk is already installed from a package; this test would remove it (apt-get remove ccdesk first)"
fi

# cargo-deb, pinned to a version known to build with rustc 1.95.
if ! command -v cargo-deb >/dev/null 2>&1; then
    cargo install cargo-deb --locked --version 3.8.0
fi

target_dir=${CARGO_TARGET_DIR:-target}
mkdir -p "$target_dir/debian" target
cargo deb --locked --output "$target_dir/debian/"
deb=$(ls -t "$target_dir"/debian/ccdesk_*.deb | head -n 1)
case $deb in /*) ;; *) deb="$PWD/$deb" ;; esac
echo "deb-smoke-test: built $deb"
dpkg-deb --info "$deb"

work=$(mktemp -d)
app="" xvfb="" installed=""
cleanup() {
    status=$?
    [ -z "$app" ] || kill "$app" 2>/dev/null || true
    [ -z "$xvfb" ] || kill "$xvfb" 2>/dev/null || true
    [ -z "${bus:-}" ] || kill "$bus" 2>/dev/null || true
    if [ -n "$installed" ]; then
        $sudo_cmd apt-get purge -y -qq ccdesk >/dev/null || echo "deb-smoke-test: could not uninstall ccdesk" >&2
        [ ! -e /usr/bin/ccdesk ] || { echo "deb-smoke-test: /usr/bin/ccdesk left behind" >&2; status=1; }
    fi
    rm -rf "$work"
    if [ "$status" = 0 ]; then
        echo "deb-smoke-test: passed (screenshot: target/deb-smoke.png)"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

# The package as a user installs it. Recommends (a file-chooser portal or
# zenity for the Open and Save dialogs) are left out to keep CI light: the
# window opens without them.
installed=yes
# A fresh container may have no package lists to fetch the Depends from.
ls /var/lib/apt/lists/*_Packages* >/dev/null 2>&1 || $sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "$deb"

# Every library the program names (most of them it loads with dlopen, which
# dpkg-shlibdeps cannot see) comes from a package its Depends bring, so a
# fresh machine gets it with the .deb.
brought=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts \
    --no-breaks --no-replaces --no-enhances ccdesk | grep -v '^ ')
for soname in $(strings /usr/bin/ccdesk | grep -oE 'lib[A-Za-z0-9_+-]{1,30}\.so\.[0-9]+' | sort -u); do
    path=$(/sbin/ldconfig -p | awk -v s="$soname" '$1 == s { print $NF; exit }')
    [ -n "$path" ] || fail "$soname, which ccdesk loads, is not installed: its package is missing from Depends"
    # By file name: with merged /usr, dpkg may know it under /lib or /usr/lib.
    pkg=$(dpkg -S "*/$(basename "$(readlink -f "$path")")" | head -n 1 | cut -d: -f1)
    echo "$brought" | grep -qx "$pkg" || fail "$soname comes from $pkg, which the package's Depends do not bring"
done

# What the package put in place, as the desktop sees it.
# The app id: the desktop file's name, its icon and the window's class.
app_id=io.github.ccdesk.ccdesk
desktop=/usr/share/applications/$app_id.desktop
metainfo=/usr/share/metainfo/io.github.ccdesk.ccdesk.metainfo.xml
desktop-file-validate "$desktop" || fail "$desktop does not validate"
appstreamcli validate --no-net "$metainfo" || fail "$metainfo does not validate"
xmllint --noout /usr/share/mime/packages/ccdesk.xml || fail "the MIME type definition is not well-formed XML"
grep -q '^[0-9]*:application/x-ccdesk-project:\*\.ron' /usr/share/mime/globs2 \
    || fail "the shared MIME database does not map *.ron to application/x-ccdesk-project"
grep -q "^application/x-ccdesk-project=.*$app_id\.desktop" /usr/share/applications/mimeinfo.cache \
    || fail "no application is registered for application/x-ccdesk-project"
icon=$(sed -n 's/^Icon=//p' "$desktop")
wm_class=$(sed -n 's/^StartupWMClass=//p' "$desktop")
[ "$icon" = "$app_id" ] && [ "$wm_class" = "$app_id" ] || fail "Icon ($icon) and StartupWMClass ($wm_class) should both be $app_id, the desktop file's name"
for size in 16 24 32 48 64 128 256 512; do
    [ -f "/usr/share/icons/hicolor/${size}x${size}/apps/$icon.png" ] || fail "no ${size}x${size} icon"
done
[ -f "/usr/share/icons/hicolor/scalable/apps/$icon.svg" ] || fail "no scalable icon"

# A display with no GPU: Xvfb tells its number on fd 3 once it accepts clients.
Xvfb -displayfd 3 -screen 0 1400x900x24 -nolisten tcp 3>"$work/display" 2>"$work/xvfb.log" &
xvfb=$!
wait_for 20 "Xvfb starting" test -s "$work/display"
DISPLAY=":$(cat "$work/display")"
export DISPLAY

# The menu entry's Exec line, with %f the demo project (a copy, so the lock and
# recovery files land in the scratch folder). PATH holds only the system
# folders, so it is the installed program that runs, not a cargo build.
cp assets/demo.ron "$work/demo.ron"
exec_line=$(sed -n 's/^Exec=//p' "$desktop" | sed "s|%[fFuU]|$work/demo.ron|")
mkdir -m 700 "$work/config" "$work/data" "$work/runtime"

# The file dialogs of a Debian desktop without a file-chooser portal: a session
# bus (when dbus-daemon is here) on which no portal answers, and no zenity.
# rfd then cannot show a dialog, and ccdesk must say so and ask with its own
# chooser. Where a portal or zenity is installed, the test cannot drive their
# dialogs: it turns on ccdesk's own chooser in the settings instead.
bus=""
portal_service=/usr/share/dbus-1/services/org.freedesktop.portal.Desktop.service
if command -v zenity >/dev/null 2>&1 || [ -e "$portal_service" ]; then
    echo "deb-smoke-test: a portal or zenity is installed here: ccdesk's own chooser is set in its settings"
    mkdir -p "$work/config/ccdesk"
    echo "(own_file_chooser: true)" >"$work/config/ccdesk/settings.ron"
    detect=""
else
    detect=yes
    if command -v dbus-daemon >/dev/null 2>&1; then
        bus=$(dbus-daemon --session --fork --print-pid --address="unix:path=$work/runtime/bus" | head -n 1)
    fi
fi

echo "deb-smoke-test: starting: $exec_line"
# The menus are clicked by their place in English: the window follows the
# system's language, so the test fixes it (LC_ALL) whatever the machine's.
# shellcheck disable=SC2086 # the Exec line is split into words as the desktop does
env -u WAYLAND_DISPLAY PATH=/usr/bin:/bin HOME="$work" XDG_CONFIG_HOME="$work/config" \
    LC_ALL=C.UTF-8 LANG=C.UTF-8 LC_MESSAGES=C.UTF-8 \
    XDG_DATA_HOME="$work/data" XDG_RUNTIME_DIR="$work/runtime" \
    DBUS_SESSION_BUS_ADDRESS="unix:path=$work/runtime/bus" \
    $exec_line >"$work/ccdesk.log" 2>&1 &
app=$!

# Its window: titled after the project file it was given, with the window
# class the menu entry names (so the desktop shows the right icon). xwininfo
# prints it as: 0x... "TITLE": ("INSTANCE" "CLASS")  SIZE...
window_up() {
    xwininfo -root -tree 2>/dev/null | grep -F "demo.ron - ccdesk\": (" | grep -F "\"$wm_class\")" >"$work/window"
}
wait_for 60 "a window titled '... - demo.ron - ccdesk' with class $wm_class" window_up
echo "deb-smoke-test: window: $(cat "$work/window")"
window_id=$(awk '{ print $1; exit }' "$work/window")
# Its own icon is ccdesk's 256-pixel one, not eframe's 512-pixel egui logo.
icon_size=$(xprop -id "$window_id" -notype 32c _NET_WM_ICON | cut -d= -f2 | cut -d, -f1,2 | tr -d ' ')
[ "$icon_size" = "256,256" ] || fail "the window's icon is not ccdesk's (_NET_WM_ICON starts $icon_size)"

# Drawn, not blank: the board, the lists and their text give hundreds of
# colours; an empty or black screen has a handful.
drawn() {
    import -display "$DISPLAY" -window "$window_id" "$work/shot.png" 2>/dev/null || return 1
    colours=$(convert "$work/shot.png" -format %k info:)
    [ "$colours" -gt 200 ]
}
wait_for 60 "the window drawing its contents (over 200 colours on screen)" drawn
cp "$work/shot.png" target/deb-smoke.png
echo "deb-smoke-test: screenshot with $colours colours in target/deb-smoke.png"

# Save as… (Ctrl+Shift+S) through the file chooser. The chooser opens in the
# project's folder with the project's name typed in, the name field focused.
xdotool windowfocus --sync "$window_id" 2>/dev/null || xdotool windowfocus "$window_id"
xdotool mousemove --window "$window_id" 640 400
xdotool key ctrl+shift+s
if [ -n "$detect" ]; then
    said_why() { grep -q "the system's file dialog could not open" "$work/ccdesk.log"; }
    wait_for 20 "ccdesk saying the system's file dialog could not open (on stderr)" said_why
    echo "deb-smoke-test: $(grep "the system's file dialog could not open" "$work/ccdesk.log")"
fi
sleep 1
xdotool key ctrl+a
xdotool type --delay 40 "saved-as.ron"
xdotool key Return
wait_for 20 "Save as… writing $work/saved-as.ron" test -s "$work/saved-as.ron"
/usr/bin/ccdesk check "$work/saved-as.ron" >/dev/null || fail "the project saved with Save as… does not load"
retitled() { xwininfo -root -tree 2>/dev/null | grep -qF "saved-as.ron - ccdesk\": ("; }
wait_for 10 "the window's title naming saved-as.ron" retitled
echo "deb-smoke-test: Save as… wrote $work/saved-as.ron"

# File > Export PGN > Whole project…, clicked where the menus are drawn in the
# 1280x800 window (egui lays them out the same on every machine).
xdotool mousemove --window "$window_id" 20 12 click 1
sleep 0.5
xdotool mousemove --window "$window_id" 60 209
sleep 0.5
xdotool mousemove --window "$window_id" 170 209
sleep 0.3
xdotool mousemove --window "$window_id" 214 278 click 1
sleep 1
xdotool key ctrl+a
xdotool type --delay 40 "export.pgn"
xdotool key Return
wait_for 20 "Export PGN writing $work/export.pgn" test -s "$work/export.pgn"
/usr/bin/ccdesk pgn export "$work/saved-as.ron" --all -o "$work/cli.pgn" >/dev/null
exported=$(grep -c '^\[Event ' "$work/export.pgn")
expected=$(grep -c '^\[Event ' "$work/cli.pgn")
[ "$exported" = "$expected" ] || fail "Export PGN wrote $exported games, the project has $expected"
sleep 0.5
import -display "$DISPLAY" -window "$window_id" target/deb-smoke-dialog.png 2>/dev/null || true
echo "deb-smoke-test: Export PGN wrote $exported games to $work/export.pgn (screenshot: target/deb-smoke-dialog.png)"
kill -0 "$app" 2>/dev/null || fail "the installed ccdesk exited"
