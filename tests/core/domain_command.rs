//! Commands: every change goes through `apply`, and its undo restores the
//! project exactly.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, DomainError, PlayerUse, TakenId, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::{Game, GameResult, MoveRecord, Outcome, Termination};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

fn two_players() -> Project {
    let mut p = Project::new("friendlies");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Ashworth"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    p
}

fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

fn with_game() -> Project {
    let mut p = two_players();
    apply(
        &mut p,
        Command::AddGame {
            game: Box::new(Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly")),
            index: None,
        },
    )
    .unwrap();
    p
}

fn play(p: &mut Project, san: &str) -> Result<ccdesk::domain::command::Event, DomainError> {
    apply(
        p,
        Command::PlayMove {
            game: GameId(1),
            san: san.to_owned(),
            received: None,
            sent: None,
        },
    )
}

#[test]
fn every_command_is_undone_exactly() {
    let mut p = with_game();
    let start = p.clone();
    let mut undos = Vec::new();
    for san in ["e4", "e5", "Nf3", "Nc6"] {
        undos.push(play(&mut p, san).unwrap().undo);
    }
    undos.push(
        apply(
            &mut p,
            Command::SetMoveDates {
                game: GameId(1),
                ply: 2,
                received: Some(date(2026, 3, 3)),
                sent: Some(date(2026, 3, 17)),
            },
        )
        .unwrap()
        .undo,
    );
    undos.push(
        apply(
            &mut p,
            Command::SetResult {
                game: GameId(1),
                result: Some(GameResult {
                    outcome: Outcome::Draw,
                    termination: Termination::Agreement,
                }),
            },
        )
        .unwrap()
        .undo,
    );
    undos.push(
        apply(
            &mut p,
            Command::RenameProject {
                name: "renamed".into(),
            },
        )
        .unwrap()
        .undo,
    );
    assert_eq!(p.game(GameId(1)).unwrap().moves.len(), 4);
    while let Some(u) = undos.pop() {
        ccdesk::domain::command::undo(&mut p, u);
    }
    assert_eq!(p, start);
}

// rule: E1.1 (the FIDE Laws: only legal moves; mate ends the game)
#[test]
fn an_illegal_move_is_refused_and_changes_nothing() {
    let mut p = with_game();
    play(&mut p, "e4").unwrap();
    let before = p.clone();
    for bad in ["e4", "Ke2x", "Nf3", "O-O", "zz"] {
        assert!(
            matches!(play(&mut p, bad), Err(DomainError::IllegalMove(_))),
            "{bad}"
        );
        assert_eq!(p, before);
    }
}

// rule: E1.1
#[test]
fn mate_on_the_board_records_the_result_and_undo_clears_it() {
    let mut p = with_game();
    for san in ["f3", "e5", "g4"] {
        play(&mut p, san).unwrap();
    }
    let event = play(&mut p, "Qh4#").unwrap();
    let game = p.game(GameId(1)).unwrap();
    assert_eq!(
        game.result,
        Some(GameResult {
            outcome: Outcome::BlackWins,
            termination: Termination::Checkmate
        })
    );
    assert!(matches!(
        play(&mut p, "a3"),
        Err(DomainError::GameFinished(_))
    ));
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p.game(GameId(1)).unwrap().result, None);
}

#[test]
fn dates_must_be_in_order() {
    let mut p = with_game();
    play(&mut p, "d4").unwrap();
    let r = apply(
        &mut p,
        Command::SetMoveDates {
            game: GameId(1),
            ply: 0,
            received: Some(date(2026, 3, 17)),
            sent: Some(date(2026, 3, 3)),
        },
    );
    assert!(matches!(r, Err(DomainError::BadDate(_))));
    assert_eq!(p.game(GameId(1)).unwrap().moves[0], MoveRecord::new("d4"));
}

#[test]
fn references_are_checked() {
    let mut p = two_players();
    let game = Game::new(GameId(1), PlayerId(1), PlayerId(7), "x");
    assert_eq!(
        apply(
            &mut p,
            Command::AddGame {
                game: Box::new(game),
                index: None
            }
        ),
        Err(DomainError::UnknownPlayer(PlayerId(7)))
    );
    let mut p = with_game();
    let in_use = apply(&mut p, Command::RemovePlayer(PlayerId(1))).unwrap_err();
    assert!(
        matches!(
            &in_use,
            DomainError::PlayerInUse {
                place: PlayerUse::Plays(GameId(1)),
                ..
            }
        ),
        "{in_use:?}"
    );
    assert!(
        in_use
            .to_string()
            .ends_with(" cannot be removed: he plays in game g1"),
        "{in_use}"
    );
    let taken = apply(&mut p, Command::AddPlayer(Player::new(PlayerId(2), "dup"))).unwrap_err();
    assert_eq!(
        taken,
        DomainError::DuplicateId(TakenId::Player(PlayerId(2)))
    );
    assert_eq!(taken.to_string(), "player p2 is already in use");
}

#[test]
fn the_demo_is_valid_and_varied() {
    let p = demo_project();
    assert!(
        ccdesk::domain::validate::validate(&p).is_empty(),
        "{:?}",
        ccdesk::domain::validate::validate(&p)
    );
    let finished = p
        .games()
        .iter()
        .filter(|g| g.result.is_some_and(|r| r.outcome != Outcome::Draw))
        .count();
    let drawn = p
        .games()
        .iter()
        .filter(|g| g.result.is_some_and(|r| r.outcome == Outcome::Draw))
        .count();
    let unfinished = p.games().iter().filter(|g| g.result.is_none()).count();
    assert!(
        finished >= 3 && drawn >= 3 && unfinished >= 10,
        "{finished} {drawn} {unfinished}"
    );
    let today = date(2026, 11, 29);
    let close_of_play = date(2026, 6, 15);
    for g in p.games() {
        assert!(
            g.moves.len() >= 8,
            "game {} has {} moves",
            g.id,
            g.moves.len()
        );
        let last_day = if g.pairing.is_some() {
            close_of_play
        } else {
            today
        };
        for m in &g.moves {
            assert!(m.sent.is_some_and(|d| d < last_day));
        }
    }
    // The owner has games of his own in play, outside the season.
    let own = p
        .games()
        .iter()
        .filter(|g| g.pairing.is_none() && g.result.is_none())
        .count();
    assert_eq!(own, 3);
}

/// Removing a game takes the messages kept with it (E5.1: the record is
/// the game's), and undo brings both back exactly where they were.
#[test]
fn removing_a_game_takes_its_correspondence_and_undo_restores_both() {
    let mut project = ccdesk::domain::demo::demo_project();
    let before = project.clone();
    let game = project
        .correspondence()
        .first()
        .expect("the demo keeps some correspondence")
        .game;
    let kept = project
        .correspondence()
        .iter()
        .filter(|c| c.game == game)
        .count();
    assert!(kept > 0);
    let event = apply(&mut project, Command::RemoveGame(game)).unwrap();
    assert!(project.correspondence().iter().all(|c| c.game != game));
    assert_eq!(
        project.correspondence().len(),
        before.correspondence().len() - kept
    );
    assert!(ccdesk::domain::validate::validate(&project).is_empty());
    ccdesk::domain::command::undo(&mut project, event.undo);
    assert_eq!(project, before);
}

/// A batch refused at a later step puts back its earlier steps: the
/// project is as it was and the refusal is the step's own.
#[test]
fn a_refused_batch_is_rolled_back_and_says_the_steps_refusal() {
    let mut p = two_players();
    let before = p.clone();
    let mut ann = p.player(PlayerId(1)).unwrap().clone();
    ann.name = "Ann Ashworth-Smith".into();
    let refused = apply(
        &mut p,
        Command::Batch(vec![
            Command::UpdatePlayer(ann),
            Command::RemoveGame(GameId(9)),
        ]),
    )
    .unwrap_err();
    assert_eq!(refused, DomainError::UnknownGame(GameId(9)));
    assert_eq!(p, before);
}

/// A rollback puts back what the steps made, never refused: a player's
/// name that could not stand (a control character, from an older file),
/// corrected by a step of a batch refused later, comes back as it was
/// (the command that would set it again is refused; the snapshot is not).
#[test]
fn a_refused_batch_puts_back_even_a_name_no_command_could_set() {
    let mut p = two_players();
    p.hand_edit().players[0].name = "Ann\u{7}Ashworth".into();
    let before = p.clone();
    let mut ann = p.player(PlayerId(1)).unwrap().clone();
    ann.name = "Ann Ashworth".into();
    let refused = apply(
        &mut p,
        Command::Batch(vec![
            Command::UpdatePlayer(ann.clone()),
            Command::RemoveGame(GameId(9)),
        ]),
    )
    .unwrap_err();
    assert_eq!(refused, DomainError::UnknownGame(GameId(9)));
    assert_eq!(p, before);
    // The correction alone is applied, and its undo gives the old name back.
    let event = apply(&mut p, Command::UpdatePlayer(ann)).unwrap();
    assert_eq!(p.player(PlayerId(1)).unwrap().name, "Ann Ashworth");
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);
}
