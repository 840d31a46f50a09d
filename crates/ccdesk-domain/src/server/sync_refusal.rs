//! [`SyncRefusal`]: why one server game is left out of a sync.

use crate::command::DomainError;
use crate::game::ReplayError;
use crate::ids::GameId;

/// Why a server game is not taken in; the sync names it in its problems
/// and leaves the game as it was.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(super) enum SyncRefusal {
    /// The server's game has no id.
    #[error("the server sent a game without an id")]
    NoId,
    /// A move differs between the server and the project.
    #[error("its move {number} is {server} on the server but {ours} in game {game}")]
    MovesDiffer {
        /// The move's number from 1 (in plies).
        number: usize,
        /// The server's move.
        server: String,
        /// The project's move.
        ours: String,
        /// The project's game.
        game: GameId,
    },
    /// Both sides would be the same player.
    #[error("White and Black are both {name}")]
    SamePlayer {
        /// His name.
        name: String,
    },
    /// A set-up game without its position.
    #[error("it starts from a set-up position but the server sent no FEN")]
    NoSetupFen,
    /// A set-up position that does not replay.
    #[error("its set-up position cannot be used: {0}")]
    BadSetup(ReplayError),
    /// The project refused a step.
    #[error("{0}")]
    Refused(DomainError),
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::project::Project;
    use crate::server::{XfccGame, plan_sync};

    #[test]
    fn a_game_left_out_says_why_in_the_plans_problems() {
        let day = chrono::NaiveDate::from_ymd_opt(2026, 3, 14).unwrap_or_default();
        let nameless = XfccGame {
            white: "Ann".to_owned(),
            black: "Bob".to_owned(),
            ..XfccGame::default()
        };
        let plan = plan_sync(
            &Project::new("p"),
            "ICCF",
            "https://x.example",
            "me",
            &[nameless],
            day,
        );
        assert_eq!(
            plan.problems,
            [format!(
                "server game  (Ann - Bob): {}; nothing of it was changed",
                SyncRefusal::NoId
            )]
        );
        assert_eq!(
            SyncRefusal::MovesDiffer {
                number: 3,
                server: "Nf3".to_owned(),
                ours: "Nc3".to_owned(),
                game: GameId(2)
            }
            .to_string(),
            "its move 3 is Nf3 on the server but Nc3 in game g2"
        );
    }
}
