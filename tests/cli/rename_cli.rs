#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `ccdesk rename PROJECT [NAME]`: the window's File › Rename project…
//! headless. The name printed, changed and read back; a bad name is
//! refused with status 2 and leaves the file as it was byte for byte.

use crate::run_ccdesk::{ccdesk_text as ccdesk, ok};

#[test]
fn the_project_is_named_and_renamed_and_a_bad_name_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("desk.ron");
    std::fs::write(
        &path,
        "#![enable(implicit_some)]\n(\n  format_version: 1,\n  name: \"New project\",\n)\n",
    )
    .unwrap();
    let project = path.display().to_string();
    assert_eq!(ok(&["rename", &project]), "New project\n");
    assert_eq!(
        ok(&["rename", &project, "  Inter-Office League "]),
        "Inter-Office League\n"
    );
    assert_eq!(ok(&["rename", &project]), "Inter-Office League\n");
    let before = std::fs::read(&path).unwrap();
    for bad in ["", "   ", "two\nlines"] {
        let (status, out, err) = ccdesk(&["rename", &project, bad]);
        assert_eq!(status, 2, "{bad:?}: {out}{err}");
        assert!(err.starts_with("ccdesk rename: "), "{err}");
        assert_eq!(
            std::fs::read(&path).unwrap(),
            before,
            "{bad:?} changed the file"
        );
    }
    // The same name again writes nothing.
    let modified = std::fs::metadata(&path).unwrap().modified().unwrap();
    ok(&["rename", &project, "Inter-Office League"]);
    assert_eq!(
        std::fs::metadata(&path).unwrap().modified().unwrap(),
        modified
    );
}
