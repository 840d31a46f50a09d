//! Merging one window's unsaved commands into the version another saved
//! (issue 16, item 3): changes to different parts merge; the same part
//! changed on both sides, or a command that means something else there, is
//! a conflict that names the part, and nothing is merged.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::merge::{MergeConflict, Part, merge};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;

fn base() -> Project {
    let mut p = Project::new("Friendlies");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Ashworth"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    p.hand_edit()
        .games
        .push(Game::new(GameId(1), PlayerId(1), PlayerId(2), "one"));
    p.hand_edit()
        .games
        .push(Game::new(GameId(2), PlayerId(2), PlayerId(1), "two"));
    p
}

fn play(game: u32, san: &str) -> Command {
    Command::PlayMove {
        game: GameId(game),
        san: san.into(),
        received: None,
        sent: None,
    }
}

fn after(project: &Project, commands: &[Command]) -> Project {
    let mut p = project.clone();
    for c in commands {
        apply(&mut p, c.clone()).unwrap();
    }
    p
}

#[test]
fn changes_to_different_games_and_the_name_merge() {
    let base = base();
    let mine = [
        play(1, "e4"),
        Command::RenameProject {
            name: "Mine".into(),
        },
    ];
    let ours = after(&base, &mine);
    let theirs = after(&base, &[play(2, "d4"), play(2, "d5")]);
    let merged = merge(&base, &ours, &mine, &theirs).unwrap();
    assert_eq!(merged.name(), "Mine");
    assert_eq!(merged.game(GameId(1)).unwrap().moves.len(), 1);
    assert_eq!(merged.game(GameId(2)).unwrap().moves.len(), 2);
}

#[test]
fn one_game_changed_on_both_sides_is_named() {
    let base = base();
    let mine = [play(1, "e4")];
    let ours = after(&base, &mine);
    let theirs = after(&base, &[play(1, "d4")]);
    assert_eq!(
        merge(&base, &ours, &mine, &theirs).unwrap_err(),
        MergeConflict::BothChanged(Part::Game(GameId(1)))
    );
    assert_eq!(
        MergeConflict::BothChanged(Part::Game(GameId(1))).to_string(),
        "both changed game g1"
    );
}

#[test]
fn the_same_change_on_both_sides_merges() {
    let base = base();
    let mine = [Command::RenameProject {
        name: "Same".into(),
    }];
    let ours = after(&base, &mine);
    let theirs = after(&base, &mine);
    assert_eq!(merge(&base, &ours, &mine, &theirs).unwrap(), ours);
}

#[test]
fn a_move_taken_back_and_played_again_merges_as_a_net_change() {
    let base = after(&base(), &[play(1, "e4")]);
    let mine = [
        Command::RetractMove {
            game: GameId(1),
            result_before: None,
        },
        play(1, "d4"),
    ];
    let ours = after(&base, &mine);
    let theirs = after(&base, &[play(2, "c4")]);
    let merged = merge(&base, &ours, &mine, &theirs).unwrap();
    assert_eq!(merged.game(GameId(1)).unwrap().moves[0].san, "d4");
    assert_eq!(merged.game(GameId(2)).unwrap().moves[0].san, "c4");
}
