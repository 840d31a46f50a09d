//! "This position in my other games": the games of the project, other than
//! the one being played, that reached the same position (same pieces, side
//! to move, castling rights and en passant square, whatever the move
//! order), with the move played next there and the game's result. It is
//! the project's games used as a database, so a server game whose server
//! forbids databases or opening books (`noDatabases`, `noOpeningBooks`)
//! does not get it ([`Project::explorer_allowed_in_game`]); the window
//! says why.

use shakmaty::{Chess, EnPassantMode, Position};

use super::game::GameResult;
use super::ids::GameId;
use super::project::Project;

/// One game that reached the position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionMatch {
    /// The game.
    pub game: GameId,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Moves played before the position (its index in the game's
    /// positions); the first time the game reached it.
    pub ply: usize,
    /// The number of the move played next there (the position's).
    pub number: u32,
    /// Whether White is to move there.
    pub white_to_move: bool,
    /// The move played next there, in SAN; `None` when the game stops
    /// there (so far).
    pub next: Option<String>,
    /// The game's result; `None` while it is in play.
    pub result: Option<GameResult>,
}

impl PositionMatch {
    /// "g3 Ann - Bob: 5. O-O, 1-0", "…: no move yet, in play" or "…: it
    /// ended there, 1/2-1/2".
    #[must_use]
    pub fn describe(&self) -> String {
        let next = match &self.next {
            Some(san) => {
                let dots = if self.white_to_move { "." } else { "..." };
                format!("{}{dots} {san}", self.number)
            }
            None if self.result.is_some() => "it ended there".to_owned(),
            None => "no move yet".to_owned(),
        };
        let result = self
            .result
            .map_or_else(|| "in play".to_owned(), |r| r.outcome.pgn().to_owned());
        format!(
            "{} {} - {}: {next}, {result}",
            self.game, self.white, self.black
        )
    }
}

fn same(a: &Chess, b: &Chess) -> bool {
    a.board() == b.board()
        && a.turn() == b.turn()
        && a.castles().castling_rights() == b.castles().castling_rights()
        && a.ep_square(EnPassantMode::Legal) == b.ep_square(EnPassantMode::Legal)
}

/// The games of `project` other than `game` that reached `position`, in
/// the project's order; a game whose moves do not replay is left out.
#[must_use]
pub fn same_position_in_other_games(
    project: &Project,
    game: GameId,
    position: &Chess,
) -> Vec<PositionMatch> {
    project
        .games()
        .iter()
        .filter(|g| g.id != game)
        .filter_map(|g| {
            let replay = g.replay().ok()?;
            let (ply, reached) = replay
                .positions
                .iter()
                .enumerate()
                .find(|(_, p)| same(p, position))?;
            Some(PositionMatch {
                game: g.id,
                white: project.player_name(g.white).to_owned(),
                black: project.player_name(g.black).to_owned(),
                ply,
                number: u32::from(reached.fullmoves()),
                white_to_move: reached.turn() == shakmaty::Color::White,
                next: g.moves.get(ply).map(|m| m.san.to_string()),
                result: g.result,
            })
        })
        .collect()
}
