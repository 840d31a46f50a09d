//! Two writers, no lost edit (issue 16, item 3), through the real binary:
//! `ccdesk game new` run by several processes at once on one project. A
//! run that reports success has its game on disk; one that found the file
//! changed under it says so and writes nothing.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::{Command, Stdio};

use ccdesk::cli::desk::Desk;
use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::project_file::{backup_path, load, save};

fn two_players() -> Project {
    let mut p = Project::new("Friendlies");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Ashworth"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    p
}

#[test]
fn a_command_refuses_a_file_that_changed_under_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friendlies.ron");
    save(&path, &two_players()).unwrap();
    let mut warnings = Vec::new();
    let mut desk = Desk::open(&path, "owner", &mut warnings).unwrap();
    // A valid project: its check says nothing.
    assert!(warnings.is_empty());
    desk.apply(ccdesk::domain::command::Command::RenameProject {
        name: "Mine".into(),
    })
    .unwrap();
    // Another window saves a game meanwhile.
    let mut theirs = two_players();
    theirs
        .hand_edit()
        .games
        .push(Game::new(GameId(1), PlayerId(1), PlayerId(2), "Theirs"));
    save(&path, &theirs).unwrap();
    let on_disk = std::fs::read(&path).unwrap();
    let backup = std::fs::read(backup_path(&path, 1)).unwrap();
    let failure = desk.save_if_changed(&path).unwrap_err();
    assert_eq!(failure.status, 1, "a failed write exits 1");
    let err = failure.message;
    assert!(err.contains("friendlies.ron"), "{err}");
    assert!(err.contains("changed on disk"), "{err}");
    assert!(err.contains("run the command again"), "{err}");
    assert_eq!(std::fs::read(&path).unwrap(), on_disk);
    assert_eq!(std::fs::read(backup_path(&path, 1)).unwrap(), backup);
}

#[test]
fn concurrent_commands_never_report_a_game_that_is_not_saved() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("friendlies.ron");
    save(&path, &two_players()).unwrap();
    let mut reported = 0;
    let mut refused = 0;
    for round in 0..6 {
        let children: Vec<_> = (0..6)
            .map(|i| {
                Command::new(env!("CARGO_BIN_EXE_ccdesk"))
                    .args(["game", "new"])
                    .arg(&path)
                    .args([
                        "--white",
                        "Ann Ashworth",
                        "--black",
                        "Bob Bramley",
                        "--rules",
                        "email",
                        "--start",
                        "2026-01-05",
                        "--event",
                    ])
                    .arg(format!("round {round} writer {i}"))
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for (i, child) in children.into_iter().enumerate() {
            let out = child.wait_with_output().unwrap();
            let event = format!("round {round} writer {i}");
            let on_disk = load(&path).unwrap();
            if out.status.success() {
                reported += 1;
                let id: GameId = String::from_utf8_lossy(&out.stdout).trim().parse().unwrap();
                // Every game a command reported stays on disk, whoever wrote later.
                assert!(
                    on_disk.games().iter().any(|g| g.event == event),
                    "{event} ({id}) was reported saved but is not on disk"
                );
            } else {
                refused += 1;
                let err = String::from_utf8_lossy(&out.stderr);
                assert!(err.contains("changed on disk"), "{err}");
                assert!(!on_disk.games().iter().any(|g| g.event == event));
            }
        }
    }
    let games = load(&path).unwrap().games().len();
    assert_eq!(games, reported, "{refused} refused");
    eprintln!("{reported} saved, {refused} refused as changed on disk");
}
