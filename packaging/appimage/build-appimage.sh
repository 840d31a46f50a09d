#!/bin/sh
# Builds ccdesk-x86_64.AppImage with linuxdeploy (downloaded by the caller:
# https://github.com/linuxdeploy/linuxdeploy/releases). Usage:
#   packaging/appimage/build-appimage.sh path/to/linuxdeploy-x86_64.AppImage
set -eu
cd "$(dirname "$0")/../.."
linuxdeploy="$1"
cargo build --release --locked
rm -rf target/AppDir
# Icons under the app id, the name the desktop file's Icon= and the window's
# app id use.
id=io.github.ccdesk.ccdesk
for s in 16 24 32 48 64 128 256 512; do
    install -Dm644 "packaging/icons/ccdesk-$s.png" "target/AppDir/usr/share/icons/hicolor/${s}x${s}/apps/$id.png"
done
install -Dm644 packaging/icons/ccdesk.svg "target/AppDir/usr/share/icons/hicolor/scalable/apps/$id.svg"
install -Dm644 -t target/AppDir/usr/share/doc/ccdesk LICENSE assets/fonts/DejaVu-LICENSE.txt packaging/licences/*.txt
install -Dm644 packaging/linux/ccdesk-mime.xml target/AppDir/usr/share/mime/packages/ccdesk.xml
install -Dm644 "packaging/linux/$id.metainfo.xml" "target/AppDir/usr/share/metainfo/$id.appdata.xml"
"$linuxdeploy" --appdir target/AppDir \
    --executable target/release/ccdesk \
    --desktop-file "packaging/linux/$id.desktop" \
    --output appimage
