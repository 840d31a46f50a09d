//! The demo's correspondence: the last messages of two of the owner's own
//! email games, written and read by ccdesk as a user would have kept them
//! (E5.1), so that the correspondence view has something to show.

use chrono::Days;
use shakmaty::Color;

use crate::project::Project;

use super::compose::compose_move;
use super::history::{Correspondence, Direction};
use super::letter::LetterKind;
use super::read::{ReadOptions, read_message};

/// How many of the owner's own games get a history.
const GAMES: usize = 2;
/// How many of the last moves of each game travelled as kept messages.
const MESSAGES: usize = 3;

/// The kept messages of the last moves of the owner's first own games
/// (games outside the team competition): the owner's moves as sent, the
/// opponents' as received, each with what ccdesk understood of it.
#[must_use]
pub fn demo_correspondence(project: &Project) -> Vec<Correspondence> {
    let Some(owner) = project.owner else {
        return Vec::new();
    };
    let games = project
        .games
        .iter()
        .filter(|g| g.pairing.is_none() && !g.is_finished())
        .filter(|g| g.white == owner || g.black == owner)
        .filter(|g| g.moves.len() > MESSAGES)
        .take(GAMES);
    let mut kept = Vec::new();
    for game in games {
        let n = game.moves.len();
        for ply in n - MESSAGES..n {
            let Ok(message) = compose_move(project, game, ply, None) else {
                continue;
            };
            let text = message.text();
            let mine = (message.side == Color::White) == (game.white == owner);
            if mine {
                kept.push(Correspondence {
                    mail: None,
                    sender_name: String::new(),
                    sender_email: String::new(),
                    date_assumed: false,
                    game: game.id,
                    direction: Direction::Sent,
                    date: message.sent,
                    kind: Some(LetterKind::Move),
                    subject: message.subject(),
                    text,
                    understood: String::new(),
                });
                continue;
            }
            // The owner's desk as it was when the message arrived.
            let mut desk = Project::new(project.name.clone());
            desk.players.clone_from(&project.players);
            desk.owner = project.owner;
            let mut before = game.clone();
            before.moves.truncate(ply);
            desk.games.push(before);
            let arrived = game
                .moves
                .get(ply + 1)
                .and_then(|m| m.received)
                .unwrap_or(message.sent + Days::new(1));
            let options = ReadOptions {
                game: Some(game.id),
                arrived: Some(arrived),
                mailed: Some(message.sent),
                from_email: Some(message.sender.email.clone()),
                ..ReadOptions::default()
            };
            let reading = read_message(&desk, &text, &options);
            kept.push(Correspondence {
                mail: None,
                sender_name: reading.sender.name.clone(),
                sender_email: reading.sender.email.clone(),
                date_assumed: false,
                game: game.id,
                direction: Direction::Received,
                date: arrived,
                kind: Some(LetterKind::Move),
                subject: message.subject(),
                text,
                understood: reading.report(&desk),
            });
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::demo::demo_project;

    // rule: E5.1 — the demo keeps the correspondence of two own games, read without problems.
    #[test]
    fn two_own_games_have_a_short_history() {
        let project = demo_project();
        let kept = demo_correspondence(&project);
        assert_eq!(kept.len(), GAMES * MESSAGES);
        let mut games: Vec<_> = kept.iter().map(|c| c.game).collect();
        games.dedup();
        assert_eq!(games.len(), GAMES);
        assert!(kept.iter().any(|c| c.direction == Direction::Sent));
        for c in kept.iter().filter(|c| c.direction == Direction::Received) {
            assert!(
                c.understood.contains("no problems found"),
                "{}",
                c.understood
            );
        }
        assert_eq!(project.correspondence, kept);
    }
}
