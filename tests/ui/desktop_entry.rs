//! The packaging in `packaging/` names the window the way the window names
//! itself: the `.desktop` file, its icon, the window class, the AppStream
//! launchable, the Flatpak and macOS ids are all the window's app id, so the
//! desktop shows ccdesk's icon and opens `.ron` projects in it.

use std::path::{Path, PathBuf};

use ccdesk::app::APP_ID;

fn repo(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

fn read(path: &str) -> String {
    std::fs::read_to_string(repo(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The value of `key=` in a desktop entry.
fn desktop_key<'a>(entry: &'a str, key: &str) -> Option<&'a str> {
    entry
        .lines()
        .find_map(|line| line.strip_prefix(key)?.strip_prefix('='))
}

#[test]
fn the_desktop_entry_is_named_after_the_app_id_and_opens_projects() {
    let entry = read(&format!("packaging/linux/{APP_ID}.desktop"));
    assert_eq!(desktop_key(&entry, "Icon"), Some(APP_ID));
    assert_eq!(desktop_key(&entry, "StartupWMClass"), Some(APP_ID));
    // The file manager hands the project's path to `ccdesk FILE.ron`.
    assert_eq!(desktop_key(&entry, "Exec"), Some("ccdesk %f"));
    let mime_types = desktop_key(&entry, "MimeType").unwrap();
    assert!(
        mime_types
            .split(';')
            .any(|t| t == "application/x-ccdesk-project")
    );
}

#[test]
fn the_project_type_is_registered_for_ron_files() {
    let mime = read("packaging/linux/ccdesk-mime.xml");
    assert!(mime.contains(r#"<mime-type type="application/x-ccdesk-project">"#));
    assert!(mime.contains(r#"<glob pattern="*.ron""#));
    assert!(mime.contains(&format!(r#"<icon name="{APP_ID}"/>"#)));
    // The magic the type is recognised by is in every saved project.
    assert!(read("assets/demo.ron")[..256].contains("format_version"));
}

#[test]
fn the_metainfo_launches_the_entry_and_shows_a_screenshot_kept_in_the_repo() {
    let metainfo = read(&format!("packaging/linux/{APP_ID}.metainfo.xml"));
    assert!(metainfo.contains(&format!("<id>{APP_ID}</id>")));
    assert!(metainfo.contains(&format!(
        r#"<launchable type="desktop-id">{APP_ID}.desktop</launchable>"#
    )));
    assert!(metainfo.contains("<project_license>GPL-3.0-or-later</project_license>"));
    let images: Vec<&str> = metainfo
        .split("<image>")
        .skip(1)
        .filter_map(|rest| rest.split("</image>").next())
        .collect();
    assert!(!images.is_empty(), "the metainfo shows no screenshot");
    for url in images {
        // Published from the repository's default branch: the file is here.
        let file = url
            .split_once("/main/")
            .map(|(_, path)| path)
            .unwrap_or_else(|| panic!("{url} is not a file of the repository"));
        let png = std::fs::read(repo(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(&png[1..4], b"PNG", "{file}");
    }
}

#[test]
fn the_debian_package_installs_the_entry_and_every_icon_under_the_app_id() {
    let cargo = read("Cargo.toml");
    let deb = cargo
        .split("[package.metadata.deb]")
        .nth(1)
        .and_then(|rest| rest.split("\n[").next())
        .unwrap();
    assert!(deb.contains(&format!(
        r#"["packaging/linux/{APP_ID}.desktop", "usr/share/applications/""#
    )));
    assert!(deb.contains(&format!(
        r#"["packaging/icons/ccdesk.svg", "usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg""#
    )));
    for size in [16, 24, 32, 48, 64, 128, 256, 512] {
        let source = format!("packaging/icons/ccdesk-{size}.png");
        assert!(repo(&source).is_file(), "{source}");
        assert!(
            deb.contains(&format!(
                r#"["{source}", "usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png""#
            )),
            "the .deb does not install the {size}px icon"
        );
    }
}

#[test]
fn flatpak_and_macos_use_the_same_id() {
    assert!(
        read(&format!("packaging/flatpak/{APP_ID}.yml"))
            .lines()
            .any(|l| l == format!("app-id: {APP_ID}"))
    );
    assert!(read("packaging/macos/Info.plist").contains(&format!(
        "<key>CFBundleIdentifier</key><string>{APP_ID}</string>"
    )));
}

#[test]
fn the_window_carries_ccdesk_s_icon_not_egui_s() {
    let icon = eframe::icon_data::from_png_bytes(ccdesk::app::WINDOW_ICON_PNG).unwrap();
    assert_eq!((icon.width, icon.height), (256, 256));
    assert_eq!(
        ccdesk::app::WINDOW_ICON_PNG,
        std::fs::read(repo("packaging/icons/ccdesk-256.png")).unwrap()
    );
}
