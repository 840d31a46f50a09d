#![allow(clippy::unwrap_used, clippy::expect_used)]
//! A game whose stored moves do not replay (a file edited by hand) is named
//! wherever it is met, and the rest of the work is done (issue 15).

use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn a_damaged_game_is_left_out_of_exports_and_packets_with_its_move_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("damaged.ron");
    let mut project = ccdesk::domain::demo::demo_project();
    let game = project
        .games()
        .iter()
        .find(|g| g.pairing.is_some() && g.result.is_none() && g.moves.len() > 2)
        .unwrap()
        .id;
    project.hand_edit().game(game).unwrap().moves[0].san = "Ke2".into();
    ccdesk::io::project_file::save(&path, &project).unwrap();
    let p = path.to_str().unwrap();

    // check names the game and its move, as an error of the file.
    let (status, _, err) = run(&["check", p]);
    assert_eq!(status, 1);
    assert!(
        err.contains(&game.to_string()) && err.contains("Ke2"),
        "{err}"
    );

    // PGN export writes the others and says which one it left out.
    let pgn = dir.path().join("all.pgn");
    let (status, _, err) = run(&["pgn", "export", p, "--all", "-o", pgn.to_str().unwrap()]);
    assert_eq!(status, 0, "{err}");
    assert!(
        err.contains(&format!("note: game {game} left out: move 1. `Ke2`")),
        "{err}"
    );
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert_eq!(text.matches("[Event ").count(), project.games().len() - 1);
    assert!(!text.contains("1. Ke2"));

    // The captains' packet prints the other unfinished games.
    let pdf = dir.path().join("packet.pdf");
    let (status, out, err) = run(&["packet", p, "--for", "captain", "-o", pdf.to_str().unwrap()]);
    assert_eq!(status, 0, "{err}");
    assert!(
        err.contains(&format!("note: game {game} left out")),
        "{err}"
    );
    assert!(out.contains("games"), "{out}");
}
