//! The game record: who plays whom, the moves as played with their dates,
//! and how the game ended.
//!
//! ```
//! use ccdesk_domain::game::{Game, MoveRecord};
//! use ccdesk_domain::ids::{GameId, PlayerId};
//!
//! let mut game = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
//! game.moves.push(MoveRecord::new("e4"));
//! game.moves.push(MoveRecord::new("e5"));
//! let replay = game.replay().unwrap();
//! assert_eq!(replay.positions.len(), 3);
//! ```

mod analysis;
mod annotation;
mod commands;
mod conditional;
mod draw_offer;
mod legal;
mod move_list;
mod move_text;
mod move_text_error;
mod outcome;
pub mod position_words;
mod record;
mod replay;
mod result;
mod san_text;

pub use analysis::AnalysisLine;
pub use annotation::{AnnotatedMove, Annotation, MAX_VARIATION_DEPTH, PgnExtras};
pub use commands::GameCommand;
pub(crate) use commands::answer_conditionals;
pub(crate) use commands::apply_game_command;
pub use conditional::{
    Answer, ConditionalBranch, ConditionalError, ConditionalProposal, MAX_CONDITIONAL_DEPTH, answer,
};
pub use draw_offer::{DrawOffer, offer_after_move};
pub use legal::{LegalGame, LegalLine};
pub use move_text::date_digits;
pub use move_text_error::{MoveDate, MoveTextError};
pub use outcome::{DetectedEnd, detect_end};
pub use record::{Game, MoveRecord, PairingRef};
pub use replay::{Replay, ReplayError, play_san, start_position};
pub use result::{GameResult, Outcome, Termination};
pub use san_text::SanText;
