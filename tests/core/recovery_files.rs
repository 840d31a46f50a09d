//! Where a window's autosave goes (README, Reliability): beside the
//! project as `NAME.ron.recovery-HOST-PID-START-wN`, one file a window,
//! or for a project never saved `untitled-….ron` in the platform's data
//! folder (`~/.local/share/ccdesk/recovery` on Linux).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use ccdesk::io::lock::this_process;
use ccdesk::io::recovery::WindowSlot;

/// The window number at the end of `name` after `prefix` and `-w`.
fn window_number(name: &str, prefix: &str, suffix: &str) -> u64 {
    let rest = name
        .strip_prefix(prefix)
        .unwrap_or_else(|| panic!("{name} does not start with {prefix}"));
    let rest = rest
        .strip_suffix(suffix)
        .unwrap_or_else(|| panic!("{name} does not end with {suffix:?}"));
    rest.parse()
        .unwrap_or_else(|_| panic!("{name}: {rest} is no window number"))
}

#[test]
fn a_windows_recovery_file_is_named_after_the_project_host_process_and_window() {
    let me = this_process();
    let process = me.token();
    assert!(
        process.contains(&format!("-{}-", me.pid)),
        "{process}: the process id"
    );
    let first = WindowSlot::open();
    let second = WindowSlot::open();
    let project = Path::new("/desk/season.ron");
    let of = |slot: &WindowSlot| slot.path_for(Some(project)).unwrap();
    let (a, b) = (of(&first), of(&second));
    assert_eq!(a.parent(), Some(Path::new("/desk")), "beside the project");
    let prefix = format!("season.ron.recovery-{process}-w");
    let name = |p: &Path| p.file_name().unwrap().to_str().unwrap().to_owned();
    let (na, nb) = (
        window_number(&name(&a), &prefix, ""),
        window_number(&name(&b), &prefix, ""),
    );
    assert_ne!(na, nb, "each window its own file");
    // A project never saved: the platform's data folder.
    let untitled = first.path_for(None).unwrap();
    assert!(
        untitled.parent().unwrap().ends_with("ccdesk/recovery"),
        "{}",
        untitled.display()
    );
    assert_eq!(
        window_number(&name(&untitled), &format!("untitled-{process}-w"), ".ron"),
        na
    );
}
