//! Move messages: composing the message the rules require for a move
//! (E2.1-E2.11, E4.6, P03, P04) and the other messages of play (E3.1, E5.3,
//! E7.2, E8.2), reading a message that arrived and checking it (E4.1-E4.3,
//! E4.7, E2.9, E2.10, E6.6), and keeping the correspondence (E5.1).
//!
//! Every message has a plain readable part that a person without ccdesk
//! understands, followed by a compact machine-readable [`Block`]. The
//! reader takes the block when there is one and the human text otherwise,
//! and marks what it cannot read instead of guessing.
//!
//! ```
//! use ccdesk_domain::command::{apply, Command};
//! use ccdesk_domain::demo::demo_project;
//! use ccdesk_domain::message::{compose_move, read_message, ReadOptions};
//!
//! let project = demo_project();
//! let game = project
//!     .games()
//!     .iter()
//!     .rev()
//!     .find(|g| g.moves.len() > 4 && g.result.is_none())
//!     .unwrap();
//! let ply = game.moves.len() - 1;
//! let message = compose_move(&project, game, ply, None)?;
//! // The receiver's view: the game before the reply.
//! let mut before = project.clone();
//! apply(&mut before, Command::RetractMove { game: game.id, result_before: None }).unwrap();
//! let reading = read_message(&before, &message.text(), &ReadOptions::default());
//! assert_eq!(reading.game, Some(game.id));
//! assert_eq!(reading.reply_san.as_deref(), Some(game.moves[ply].san.as_str()));
//! assert!(reading.is_valid(), "{:?}", reading.findings);
//! # Ok::<_, ccdesk_domain::message::ComposeError>(())
//! ```

mod addressing;
mod assumed_receipt;
mod block;
mod compose;
mod context;
mod correspondence_command;
mod date;
mod declaration;
mod declaration_letters;
mod declaration_refused;
mod declare_read;
mod declare_send;
mod demo_history;
mod event_line;
mod finding;
mod games_in_mail;
mod history;
mod letter;
mod mid_line;
mod named_game_mismatch;
mod notices;
mod own_side_move;
mod parse;
mod plan;
mod postcard;
mod read;
mod send;
mod sender;
mod silence;
mod time_used;
pub mod wording;

pub use addressing::{notices_to, recipients};
pub use assumed_receipt::assumed_receipt;
pub use block::{BEGIN as BLOCK_BEGIN, Block, END as BLOCK_END};
pub use compose::{
    ComposeError, DateNote, MoveMessage, NumberedMove, compose_move, record_label, score_text,
};
pub use context::{numbering, rule_set_of};
pub use correspondence_command::CorrespondenceCommand;
pub(crate) use correspondence_command::apply_correspondence_command;
pub use date::{find_dates, long_date, parse_date};
pub use declaration::{
    declaration_sentence, declaration_words, declared, declared_in_words, ends_without_move,
    is_declaration,
};
pub use declaration_letters::{
    draw_answer, draw_offer, protest, resignation, resignation_score, result_report,
};
pub use declaration_refused::DeclarationRefused;
pub use declare_send::{DeclarationPlan, DeclareError, plan_declaration, side_to_move};
pub use demo_history::demo_correspondence;
pub use event_line::EventLine;
pub use finding::{Finding, Severity};
pub use games_in_mail::game_parts;
pub use history::{
    Correspondence, Direction, correspondence_report, export_history, search_history,
};
pub use letter::{ALL_KINDS, Addressee, Letter, LetterKind, NoMailLink};
pub use named_game_mismatch::NamedGameMismatch;
pub use notices::{
    address_change, leave_announcement, postal_card, referral, repeat_after_silence, time_claim,
};
pub use own_side_move::OwnSideMove;
pub use parse::{DateRole, NOT_DECODED, ParsedMessage, parse_message};
pub use plan::{
    Arrived, PlanError, ReadingPlan, named_game, named_game_problem, other_kind, plan_reading,
    stated_kind,
};
pub use postcard::{PostcardError, move_to_post, plays_by_post};
pub use read::{ReadOptions, Reading, read_message};
pub use send::{SendError, SendPlan, plan_send, plan_send_offering};
pub use sender::{Sender, SenderVerdict, Whose, check_sender, expected_sender, sender_of};
pub use silence::{Silence, inform_td_after_silence, repeat_sent_of, silence_of};
pub use time_used::{TimeFigures, time_in_prose};
