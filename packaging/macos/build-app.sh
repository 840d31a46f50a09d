#!/bin/sh
# Builds target/macos/ccdesk.app on macOS (needs iconutil from Xcode's tools).
set -eu
cd "$(dirname "$0")/../.."
cargo build --release --locked
app=target/macos/ccdesk.app
rm -rf "$app" target/macos/ccdesk.iconset
mkdir -p "$app/Contents/MacOS" "$app/Contents/Resources" target/macos/ccdesk.iconset
cp packaging/macos/Info.plist "$app/Contents/Info.plist"
cp target/release/ccdesk "$app/Contents/MacOS/ccdesk"
cp LICENSE assets/fonts/DejaVu-LICENSE.txt packaging/licences/*.txt "$app/Contents/Resources/"
for s in 16 32 128 256 512; do
    cp "packaging/icons/ccdesk-$s.png" "target/macos/ccdesk.iconset/icon_${s}x${s}.png"
done
iconutil -c icns -o "$app/Contents/Resources/ccdesk.icns" target/macos/ccdesk.iconset
echo "built $app"
