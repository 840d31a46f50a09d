//! Analysis lines: moves a player tries from some position of a game, kept
//! apart from the game record (which is binding, E4.1, P06) and saved with it.

use serde::{Deserialize, Serialize};
use shakmaty::{Chess, Move, Position};

use super::replay::Replay;
use crate::notation::parse_move;

/// A line of analysis starting after `from_ply` moves of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnalysisLine {
    /// Number of game moves before the line starts.
    pub from_ply: usize,
    /// The moves of the line, in SAN.
    pub moves: Vec<String>,
    /// A note about the line.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub comment: String,
}

impl AnalysisLine {
    /// A line of `moves` (legal one after the other) from `start`, the
    /// position after `from_ply` game moves.
    #[must_use]
    pub fn new(from_ply: usize, start: &Chess, moves: &[Move]) -> AnalysisLine {
        let mut pos = start.clone();
        let mut sans = Vec::with_capacity(moves.len());
        for m in moves {
            if !pos.is_legal(*m) {
                break;
            }
            sans.push(crate::notation::san_plus_and_play(&mut pos, *m).to_string());
        }
        AnalysisLine {
            from_ply,
            moves: sans,
            comment: String::new(),
        }
    }

    /// The line's moves replayed from the game position it starts in;
    /// stops at the first move that does not replay (the game may have
    /// been changed under it).
    #[must_use]
    pub fn replay(&self, game: &Replay) -> Option<(Chess, Vec<Move>)> {
        let start = game.positions.get(self.from_ply)?.clone();
        let mut pos = start.clone();
        let mut moves = Vec::with_capacity(self.moves.len());
        for text in &self.moves {
            let Ok(m) = parse_move(&pos, text) else { break };
            pos.play_unchecked(m);
            moves.push(m);
        }
        Some((start, moves))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, MoveRecord};
    use crate::ids::{GameId, PlayerId};

    // rule: E4.1 (analysis never touches the binding game record)
    #[test]
    fn a_line_replays_from_its_game_position() {
        let mut game = Game::new(GameId(1), PlayerId(1), PlayerId(2), "x");
        game.moves.push(MoveRecord::new("e4"));
        game.moves.push(MoveRecord::new("e5"));
        let replay = game.replay().unwrap();
        let pos = &replay.positions[1];
        let moves = vec![parse_move(pos, "c5").unwrap()];
        let line = AnalysisLine::new(1, pos, &moves);
        assert_eq!(line.moves, vec!["c5"]);
        let (start, back) = line.replay(&replay).unwrap();
        assert_eq!(&start, pos);
        assert_eq!(back, moves);
        assert_eq!(game.moves.len(), 2);
    }
}
