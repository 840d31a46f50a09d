#!/bin/sh
# Builds the .deb, installs it with apt on this machine, starts the installed
# program under Xvfb from its menu entry's Exec line on the demo project,
# takes a screenshot (target/deb-smoke.png) and uninstalls. Needs root or sudo.
# Takes a release build (about 10 minutes on two cores), so CI does not run it.
set -eu
cd "$(dirname "$0")/.."
. .ci/setup-common.sh
ccdesk_need_rust
ccdesk_need_packages xvfb imagemagick desktop-file-utils
command -v cargo-deb >/dev/null 2>&1 || cargo install cargo-deb --locked
sudo_cmd=""; [ "$(id -u)" = 0 ] || sudo_cmd=sudo
cargo deb --locked
deb=$(ls -t target/debian/ccdesk_*.deb | head -n 1)
$sudo_cmd apt-get install -y "./$deb"
desktop-file-validate /usr/share/applications/ccdesk.desktop
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/ccdesk.desktop | sed 's/ %f//')
Xvfb :97 -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
sleep 2
export XDG_CONFIG_HOME="$(mktemp -d)" XDG_DATA_HOME="$(mktemp -d)"
DISPLAY=:97 XDG_RUNTIME_DIR="$(mktemp -d)" $exec_line &
app=$!
sleep 5
kill -0 "$app"  # the installed program is still running: it opened its window
DISPLAY=:97 import -window root target/deb-smoke.png
kill "$app" "$xvfb" 2>/dev/null || true
$sudo_cmd apt-get remove -y ccdesk
echo "screenshot of the installed ccdesk: target/deb-smoke.png"
