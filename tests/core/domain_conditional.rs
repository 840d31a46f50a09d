//! Conditional moves through commands: proposed, sent, accepted by the
#![allow(clippy::unwrap_used, clippy::expect_used)]
//! opponent's move, cancelled by a deviation, never withdrawn once sent,
//! and undone as one step.

use ccdesk::domain::command::{Command, DomainError, Undo, apply};
use ccdesk::domain::game::{ConditionalProposal, Game, GameCommand};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

const G: GameId = GameId(1);

fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 4, d).unwrap()
}

fn project_after(moves: &[&str]) -> Project {
    let mut p = Project::new("desk");
    p.hand_edit().players.push(Player::new(PlayerId(1), "Ann"));
    p.hand_edit().players.push(Player::new(PlayerId(2), "Bob"));
    *p.hand_edit().owner = Some(PlayerId(1));
    p.hand_edit()
        .games
        .push(Game::new(G, PlayerId(1), PlayerId(2), "friendly"));
    for m in moves {
        play(&mut p, m, None);
    }
    p
}

fn play_command(san: &str, sent: Option<NaiveDate>) -> Command {
    Command::PlayMove {
        game: G,
        san: san.to_owned(),
        received: None,
        sent,
    }
}

fn play(p: &mut Project, san: &str, sent: Option<NaiveDate>) -> Undo {
    apply(p, play_command(san, sent)).unwrap().undo
}

fn propose(p: &mut Project, line: &str) -> Result<Undo, DomainError> {
    let g = p.game(G).unwrap();
    let replay = g.replay().unwrap();
    let proposal = ConditionalProposal::from_line(g.moves.len(), replay.current(), line)
        .map_err(DomainError::Conditional)?;
    apply(
        p,
        Command::Game(GameCommand::ProposeConditional { game: G, proposal }),
    )
    .map(|e| e.undo)
}

fn send(p: &mut Project) {
    let at_ply = p.game(G).unwrap().moves.len();
    apply(
        p,
        Command::Game(GameCommand::MarkConditionalSent {
            game: G,
            at_ply,
            date: day(2),
        }),
    )
    .unwrap();
}

fn sans(p: &Project) -> Vec<(String, bool)> {
    p.game(G)
        .unwrap()
        .moves
        .iter()
        .map(|m| (m.san.to_string(), m.conditional))
        .collect()
}

// rule: E4.5, E6.5 (a matching move plays the continuation, marked conditional)
#[test]
fn the_expected_move_plays_the_reply_and_the_rest_stays_in_force() {
    let mut p = project_after(&["e4"]);
    propose(&mut p, "e5 Nf3 Nc6 Bb5").unwrap();
    send(&mut p);
    play(&mut p, "e5", Some(day(6)));
    assert_eq!(
        sans(&p),
        vec![
            ("e4".to_owned(), false),
            ("e5".to_owned(), false),
            ("Nf3".to_owned(), true)
        ]
    );
    // The reply goes with the move it answers: no days for the proposer.
    let reply = &p.game(G).unwrap().moves[2];
    assert_eq!((reply.received, reply.sent), (Some(day(6)), Some(day(6))));
    let left = &p.game(G).unwrap().conditional;
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].at_ply, 3);
    // The second step is accepted as well.
    play(&mut p, "Nc6", None);
    assert_eq!(sans(&p).last().unwrap(), &("Bb5".to_owned(), true));
    assert!(p.game(G).unwrap().conditional.is_empty());
}

// rule: E4.5 (the first deviation cancels the rest)
#[test]
fn a_different_move_cancels_the_continuation() {
    let mut p = project_after(&["e4"]);
    propose(&mut p, "e5 Nf3 Nc6 Bb5").unwrap();
    send(&mut p);
    play(&mut p, "e5", None);
    play(&mut p, "Nf6", None);
    assert_eq!(sans(&p).len(), 4);
    assert!(!sans(&p)[3].1);
    assert!(p.game(G).unwrap().conditional.is_empty());
}

// rule: P07 (a proposal binds once sent; before that it can be withdrawn)
#[test]
fn only_a_draft_can_be_withdrawn() {
    let mut p = project_after(&["e4"]);
    propose(&mut p, "e5 Nf3").unwrap();
    let withdraw = Command::Game(GameCommand::WithdrawConditional { game: G, at_ply: 1 });
    let undo = apply(&mut p, withdraw.clone()).unwrap().undo;
    assert!(p.game(G).unwrap().conditional.is_empty());
    ccdesk::domain::command::undo(&mut p, undo);
    send(&mut p);
    let before = p.clone();
    let refused = apply(&mut p, withdraw).unwrap_err();
    assert!(
        refused.to_string().contains("cannot be withdrawn"),
        "{refused}"
    );
    assert_eq!(p, before);
    // Nor can a sent proposal be extended.
    assert!(propose(&mut p, "c5 Nf3").is_err());
    assert_eq!(p, before);
}

// rule: P07 (a draft never offered does not answer)
#[test]
fn an_unsent_draft_does_not_play() {
    let mut p = project_after(&["e4"]);
    propose(&mut p, "e5 Nf3").unwrap();
    play(&mut p, "e5", None);
    assert_eq!(sans(&p).len(), 2);
    assert!(p.game(G).unwrap().conditional.is_empty());
}

// rule: E1.1 (every move of a proposal is checked for legality)
#[test]
fn an_illegal_line_is_refused_and_nothing_changes() {
    let mut p = project_after(&["e4"]);
    let before = p.clone();
    assert!(propose(&mut p, "e5 Nf3 Nc6 Ke3").is_err());
    assert!(propose(&mut p, "e5").is_err());
    assert_eq!(p, before);
}

#[test]
fn a_tree_answers_each_alternative() {
    let mut p = project_after(&["e4"]);
    propose(&mut p, "e5 Nf3").unwrap();
    propose(&mut p, "c5 Nf3").unwrap();
    propose(&mut p, "e6 d4").unwrap();
    assert!(propose(&mut p, "e6 d3").is_err());
    send(&mut p);
    play(&mut p, "e6", None);
    assert_eq!(sans(&p).last().unwrap(), &("d4".to_owned(), true));
}

// rule: E4.1 (undo of an entry mistake puts the game and its proposals back)
#[test]
fn undoing_the_opponents_move_takes_back_the_reply_and_restores_the_proposal() {
    let mut p = project_after(&["e4"]);
    propose(&mut p, "e5 Nf3 Nc6 Bb5").unwrap();
    send(&mut p);
    let before = p.clone();
    let undo = play(&mut p, "e5", None);
    let after = p.clone();
    ccdesk::domain::command::undo(&mut p, undo);
    assert_eq!(p, before);
    // Redo plays the move again, and the proposal answers it again.
    apply(&mut p, play_command("e5", None)).unwrap();
    assert_eq!(p, after);
}

#[test]
fn old_files_without_the_new_fields_still_load() {
    let p = project_after(&["e4"]);
    let text = ron::to_string(&p).unwrap();
    assert!(!text.contains("notation"));
    assert!(!text.contains("conditional:"));
    let back: Project = ron::from_str(&text).unwrap();
    assert_eq!(back, p);
}

#[test]
fn notation_and_batch_commands_undo() {
    let mut p = project_after(&[]);
    let before = p.clone();
    let undo = apply(
        &mut p,
        Command::Batch(vec![
            Command::Game(GameCommand::SetNotation {
                game: G,
                notation: ccdesk::domain::notation::Notation::Iccf,
            }),
            Command::SetOwner(Some(PlayerId(2))),
        ]),
    )
    .unwrap()
    .undo;
    assert_eq!(p.owner(), Some(PlayerId(2)));
    ccdesk::domain::command::undo(&mut p, undo);
    assert_eq!(p, before);
    // A refused step undoes the steps before it.
    let refused = apply(
        &mut p,
        Command::Batch(vec![
            Command::SetOwner(Some(PlayerId(2))),
            Command::SetOwner(Some(PlayerId(9))),
        ]),
    );
    assert!(refused.is_err());
    assert_eq!(p, before);
}
