//! The board pane's state between frames: the orientation, the piece
//! picked up, the Move field and its answers, the keyboard's square, a
//! promotion waiting for its piece, and a line being analysed.

use super::move_dates;
use ccdesk_domain::ids::GameId;

/// State of the board pane between frames.
#[derive(Debug, Clone, Default)]
pub struct BoardState {
    /// Black at the bottom.
    pub flipped: bool,
    /// The square of the piece picked up by a first click.
    pub picked: Option<shakmaty::Square>,
    /// The move typed in the entry field.
    pub move_text: String,
    /// Why the last move was refused.
    pub message: Option<String>,
    /// The answer to the last question typed in the Move field about the
    /// position (`p`, `s e`, `l`, `c`: the text mode).
    pub answer: Option<String>,
    /// Counts the refusals and answers shown under the Move field: each
    /// is a new live region, said once.
    pub spoken: u64,
    /// The square with the keyboard's focus ring.
    pub cursor: Option<shakmaty::Square>,
    /// The square whose focus lock filter holds the arrow keys this frame
    /// (the board moves the ring itself).
    pub arrow_lock: Option<shakmaty::Square>,
    /// A square has the keyboard (a move entered now was entered by keys
    /// on the board, and the keyboard goes back there).
    pub on_board: bool,
    /// The promotion was asked by keys: its first choice takes the
    /// keyboard, and the board gets it back once answered.
    pub promotion_keys: bool,
    /// The promotion's first choice has been given the keyboard.
    pub promotion_focused: bool,
    /// A pawn move to the last rank waiting for the choice of piece.
    pub promotion: Option<(shakmaty::Square, shakmaty::Square)>,
    /// Analysis mode: moves go into a line kept apart from the game.
    pub analysis: Option<AnalysisDraft>,
    /// The arrow keys, Home and End step through the moves (the board or
    /// scoresheet was used last).
    pub keys_active: bool,
    /// A move entered for the game, waiting for its dates.
    pub pending: Option<move_dates::PendingMove>,
    /// The game (and desk owner) the board was last turned for.
    pub oriented_for: Option<(GameId, Option<ccdesk_domain::ids::PlayerId>)>,
}

/// A line being analysed on the board, not yet kept.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AnalysisDraft {
    /// Number of game moves before the line starts.
    pub from_ply: usize,
    /// The moves tried so far.
    pub moves: Vec<shakmaty::Move>,
}
