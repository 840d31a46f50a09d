//! Project files: round trips, damaged and foreign files, atomic saves.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use ccdesk::domain::demo::{DemoSpec, demo_project, generate};
use ccdesk::domain::project::{FORMAT_VERSION, Project};
use ccdesk::io::project_file::{self, LoadError, backup_path, from_ron, load, save, to_ron};
use proptest::prelude::*;

#[test]
fn demo_round_trips_through_ron() {
    let project = demo_project();
    let text = to_ron(&project).unwrap();
    let back = from_ron(&text, Path::new("demo.ron")).unwrap();
    assert_eq!(back, project);
}

#[test]
fn save_then_load_is_identity_and_keeps_backups() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("season.ron");
    let mut project = demo_project();
    save(&path, &project).unwrap();
    assert_eq!(load(&path).unwrap(), project);
    for n in 1..=5 {
        *project.hand_edit().name = format!("version {n}");
        save(&path, &project).unwrap();
    }
    assert_eq!(load(&path).unwrap().name(), "version 5");
    assert_eq!(load(&backup_path(&path, 1)).unwrap().name(), "version 4");
    assert_eq!(load(&backup_path(&path, 2)).unwrap().name(), "version 3");
    assert_eq!(load(&backup_path(&path, 3)).unwrap().name(), "version 2");
    assert!(!backup_path(&path, 4).exists());
    // No temporary files are left behind.
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with(".ccdesk-save-"))
        .collect();
    assert!(leftovers.is_empty());
}

#[test]
fn a_failed_save_leaves_the_old_file_intact() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("season.ron");
    let project = demo_project();
    save(&path, &project).unwrap();
    let before = std::fs::read(&path).unwrap();
    // A destination whose folder does not exist cannot be written.
    let bad = dir.path().join("missing-folder").join("season.ron");
    assert!(save(&bad, &project).is_err());
    // Saving over a path that is a folder fails too, and changes nothing.
    let folder = dir.path().join("a-folder");
    std::fs::create_dir(&folder).unwrap();
    assert!(save(&folder, &project).is_err());
    assert!(folder.is_dir());
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[cfg(unix)]
#[test]
fn a_read_only_folder_refuses_the_save_and_keeps_the_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("season.ron");
    save(&path, &demo_project()).unwrap();
    let before = std::fs::read(&path).unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).unwrap();
    let mut changed = demo_project();
    *changed.hand_edit().name = "changed".to_owned();
    let result = save(&path, &changed);
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    // Root can write anyway; either way the file is whole.
    let after = load(&path).unwrap();
    if result.is_err() {
        assert_eq!(std::fs::read(&path).unwrap(), before);
    } else {
        assert_eq!(after.name(), "changed");
    }
}

fn load_text(text: &str) -> LoadError {
    from_ron(text, Path::new("p.ron")).unwrap_err()
}

#[test]
fn a_damaged_file_names_line_and_column() {
    let text = to_ron(&demo_project()).unwrap();
    // Cut the file in the middle: a truncated save.
    let cut = &text[..text.len() / 2];
    match load_text(cut) {
        LoadError::Damaged { line, column, .. } => {
            assert!(line > 1);
            assert!(column >= 1);
        }
        other => panic!("expected a damaged-file error, got {other}"),
    }
    // A wrong value in a known place.
    let broken = text.replacen("format_version: 1,", "format_version: 1,\n  name: 42,", 1);
    let message = load_text(&broken).to_string();
    assert!(message.contains("p.ron:"), "{message}");
    assert!(message.contains("damaged"), "{message}");
}

#[test]
fn a_newer_format_is_refused_with_its_version() {
    let text = to_ron(&Project::new("x")).unwrap().replacen(
        &format!("format_version: {FORMAT_VERSION}"),
        "format_version: 99",
        1,
    );
    let e = load_text(&text);
    assert!(matches!(e, LoadError::NewerVersion { found: 99, .. }));
    assert!(e.to_string().contains("newer ccdesk"));
}

#[test]
fn foreign_files_are_not_projects() {
    assert!(matches!(load_text(""), LoadError::NotAProject { .. }));
    assert!(matches!(
        load_text("[1, 2, 3]"),
        LoadError::NotAProject { .. }
    ));
    assert!(matches!(
        load_text("(window_width: 800, theme: \"dark\")"),
        LoadError::NotAProject { .. }
    ));
    assert!(matches!(
        load_text("[Event \"Club\"]\n1. e4 e5 *"),
        LoadError::NotAProject { .. }
    ));
}

#[test]
fn missing_folder_and_binary_paths_each_get_a_message() {
    let dir = tempfile::tempdir().unwrap();
    assert!(matches!(
        load(&dir.path().join("nope.ron")),
        Err(LoadError::NotFound { .. })
    ));
    assert!(matches!(
        load(dir.path()),
        Err(LoadError::IsDirectory { .. })
    ));
    let bin = dir.path().join("bin.ron");
    std::fs::write(&bin, [0xff, 0xfe, 0x00, 0x01]).unwrap();
    assert!(matches!(load(&bin), Err(LoadError::NotText { .. })));
}

#[test]
fn the_large_project_round_trips() {
    let project = generate(&DemoSpec::large(2, 4, 3, 12)).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("large.ron");
    project_file::save(&path, &project).unwrap();
    assert_eq!(load(&path).unwrap(), project);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]
    /// Save then load is identity for generated seasons.
    #[test]
    fn generated_projects_round_trip(teams in 2u32..6, boards in 1u32..5, moves in 0u32..20, seed in 0u64..1000) {
        let teams = if (teams * boards) % 2 == 1 { teams + 1 } else { teams };
        let mut spec = DemoSpec::large(1, teams, boards, moves);
        spec.seed = seed;
        let project = generate(&spec).unwrap();
        let text = to_ron(&project).unwrap();
        prop_assert_eq!(from_ron(&text, Path::new("g.ron")).unwrap(), project);
    }
}

/// The demo shipped in assets/ is exactly what the generator writes; after a
/// schema change, regenerate it with `cargo run -- demo assets/demo.ron`.
#[test]
fn the_shipped_demo_is_the_generated_one() {
    let shipped =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/demo.ron")).unwrap();
    assert_eq!(
        shipped,
        to_ron(&demo_project()).unwrap(),
        "run `cargo run -- demo assets/demo.ron`"
    );
    #[cfg(feature = "gui")]
    assert_eq!(ccdesk::app::shipped_demo(), demo_project());
}

/// A file written before a game's moves became one line (one string a
/// move, `moves: ["d4 2025-10-15 2025-10-15", ...]`) still opens, holds
/// the same project, validates, and is written back in the one-line form.
#[test]
fn a_file_with_one_string_a_move_still_opens() {
    let path = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/old_format/demo_moves_one_string_each.ron"
    ));
    let old_text = std::fs::read_to_string(path).unwrap();
    assert!(old_text.contains("moves: [\n        \"d4 2025-10-15 2025-10-15\","));
    let project = load(path).unwrap();
    // The file is older than the demo's contacts (C10, C11, P12): the
    // demo without them.
    let mut demo = demo_project();
    let edit = demo.hand_edit();
    for c in edit.companies.iter_mut() {
        c.representative_address.clear();
        c.representative_phone.clear();
    }
    for p in edit.players.iter_mut() {
        p.phone.clear();
    }
    if let Some(c) = edit.competition.as_mut() {
        c.organiser_address.clear();
    }
    // Its kept messages are older than the block's own round and board
    // keys (issue 35): their blocks say the event and round in one line.
    for kept in edit.correspondence.iter_mut() {
        kept.text = one_line_event(&kept.text);
    }
    assert_eq!(project, demo);
    assert!(ccdesk::domain::validate::validate(&project).is_empty());
    let written = to_ron(&project).unwrap();
    assert!(written.contains("moves: \"d4 2025-10-15 2025-10-15; Nf6 2025-10-17 2025-10-17; "));
    assert_eq!(from_ron(&written, path).unwrap(), project);
}

/// A move typed wrongly into the one-line form is refused with its line
/// and the move's text; an illegal one is listed by `validate`.
#[test]
fn a_damaged_move_in_the_one_line_form_is_found() {
    let mut project = Project::new("x");
    let mut game = ccdesk::domain::game::Game::new(
        ccdesk::domain::ids::GameId(1),
        ccdesk::domain::ids::PlayerId(1),
        ccdesk::domain::ids::PlayerId(2),
        "E",
    );
    game.moves = ["e4", "e5", "Nf3"]
        .map(ccdesk::domain::game::MoveRecord::new)
        .to_vec();
    project.hand_edit().games.push(game);
    let text = to_ron(&project).unwrap();
    assert!(text.contains("moves: \"e4 e5 Nf3\""), "{text}");
    let unreadable = text.replace("\"e4 e5 Nf3\"", "\"e4 2025-13-01 -; e5\"");
    let e = from_ron(&unreadable, Path::new("p.ron")).unwrap_err();
    assert!(matches!(e, LoadError::Damaged { .. }), "{e}");
    assert!(e.to_string().contains("e4 2025-13-01 -"), "{e}");
    let illegal = from_ron(&text.replace("e4 e5 Nf3", "e4 e5 Ke3"), Path::new("p.ron")).unwrap();
    let problems = ccdesk::domain::validate::validate(&illegal);
    assert!(
        problems.iter().any(|p| p.to_string().contains("`Ke3`")),
        "{problems:?}"
    );
}

/// The file's layout as README gives it: `format_version` the first field;
/// a game's moves one line, each move with the date the opponent's move
/// was received and the date it was sent, `-` for a date not known, `if`
/// after a move played from a conditional line; undated moves bare.
#[test]
fn a_games_moves_are_one_line_with_their_dates_and_conditional_marks() {
    use ccdesk::domain::game::{Game, MoveRecord};
    use ccdesk::domain::ids::{GameId, PlayerId};
    let d = |m, day| chrono::NaiveDate::from_ymd_opt(2026, m, day).unwrap();
    let mut project = Project::new("x");
    let mut dated = Game::new(GameId(1), PlayerId(1), PlayerId(2), "E");
    dated.moves = vec![
        MoveRecord::new("e4").dated(Some(d(3, 1)), Some(d(3, 1))),
        MoveRecord::new("e5").dated(None, Some(d(3, 3))),
        MoveRecord {
            conditional: true,
            ..MoveRecord::new("Nf3").dated(Some(d(3, 4)), Some(d(3, 4)))
        },
    ];
    let mut bare = Game::new(GameId(2), PlayerId(1), PlayerId(2), "E");
    bare.moves = ["d4", "d5"].map(MoveRecord::new).to_vec();
    project.hand_edit().games.extend([dated, bare]);
    let text = to_ron(&project).unwrap();
    let first_field = text
        .lines()
        .map(str::trim)
        .find(|l| l.contains(':'))
        .unwrap();
    assert_eq!(first_field, format!("format_version: {FORMAT_VERSION},"));
    assert!(
        text.contains(
            "moves: \"e4 2026-03-01 2026-03-01; e5 - 2026-03-03; Nf3 2026-03-04 2026-03-04 if\""
        ),
        "{text}"
    );
    assert!(text.contains("moves: \"d4 d5\""), "{text}");
    assert_eq!(from_ron(&text, Path::new("x.ron")).unwrap(), project);
}

/// A block's `event:` and `round:` lines as a version before issue 35
/// wrote them, in one line: `event: Club, round 1`.
fn one_line_event(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut lines = text.split_inclusive('\n').peekable();
    while let Some(line) = lines.next() {
        match (
            line.strip_prefix("event: "),
            lines.peek().and_then(|l| l.strip_prefix("round: ")),
        ) {
            (Some(event), Some(round)) => {
                out.push_str(&format!("event: {}, round {round}", event.trim_end()));
                lines.next();
            }
            _ => out.push_str(line),
        }
    }
    out
}
