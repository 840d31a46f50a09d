//! [`EventLine`]: the event, round and board of a game as its messages
//! name them (E2.1): one line in the game's language in the readable text
//! (`Club league, round 3, board 2`, German `Club league, Runde 3, Brett
//! 2`), and three language-neutral keys of the `ccdesk` block (`event`,
//! `round`, `board`), so that a desk in any language reads any other's.
//!
//! A block written before the keys existed held the whole English line
//! under `event`; [`EventLine::from_block`] still reads it.
//!
//! ```
//! use ccdesk_domain::language::Language;
//! use ccdesk_domain::message::{Block, EventLine};
//!
//! let line = EventLine {
//!     event: "Club league".to_owned(),
//!     round: Some("3".to_owned()),
//!     board: Some("2".to_owned()),
//! };
//! assert_eq!(line.in_language(Language::English), "Club league, round 3, board 2");
//! assert_eq!(line.in_language(Language::German), "Club league, Runde 3, Brett 2");
//! let mut block = Block::default();
//! line.push_to(&mut block);
//! assert_eq!(EventLine::from_block(&block), Some(line));
//! ```

use serde::{Deserialize, Serialize};

use crate::game::Game;
use crate::language::Language;
use crate::text_rules::{Lines, replace_refused};

use super::block::Block;
use super::context::board_of;
use super::wording::Wording;

/// The block key of the round.
const ROUND: &str = "round";
/// The block key of the board.
const BOARD: &str = "board";
/// How an older block's one English line names the round.
const ROUND_WORD: &str = ", round ";
/// How an older block's one English line names the board.
const BOARD_WORD: &str = ", board ";

/// A game's event, round and board, as a message names them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventLine {
    /// The event's name.
    pub event: String,
    /// The round, where the game has one.
    pub round: Option<String>,
    /// The board: the game's own, or White's in a team pairing.
    pub board: Option<String>,
}

impl EventLine {
    /// The event, round and board of `game`, each on one line: an older
    /// file's control characters never break a message's lines or its
    /// subject (issue 21).
    #[must_use]
    pub fn of(game: &Game) -> Self {
        let one = |text: &str| replace_refused(text, Lines::One);
        EventLine {
            event: one(&game.event),
            round: game.round.as_deref().map(one),
            board: board_of(game).as_deref().map(one),
        }
    }

    /// The line in `language`: `Club league, round 3, board 2`, the round
    /// and the board where known.
    #[must_use]
    pub fn in_language(&self, language: Language) -> String {
        let w = Wording::of(language);
        let mut line = self.event.clone();
        if let Some(round) = &self.round {
            line.push_str(", ");
            line.push_str(&w.pos_round.replace("{round}", round));
        }
        if let Some(board) = &self.board {
            line.push_str(", ");
            line.push_str(&w.pos_board.replace("{board}", board));
        }
        line
    }

    /// Writes the event, round and board under their own keys.
    pub fn push_to(&self, block: &mut Block) {
        block.push("event", &self.event);
        if let Some(round) = &self.round {
            block.push(ROUND, round);
        }
        if let Some(board) = &self.board {
            block.push(BOARD, board);
        }
    }

    /// Reads what [`EventLine::push_to`] writes; a block without `round`
    /// and `board` keys is an older one, whose `event` held the one
    /// English line. `None` when the block names no event.
    #[must_use]
    pub fn from_block(block: &Block) -> Option<Self> {
        let event = block.get("event")?;
        let round = block.get(ROUND).map(str::to_owned);
        let board = block.get(BOARD).map(str::to_owned);
        if round.is_none() && board.is_none() {
            return Some(Self::from_english_line(event));
        }
        Some(EventLine {
            event: event.to_owned(),
            round,
            board,
        })
    }

    /// Reads one English line as [`EventLine::in_language`] writes it
    /// (`Club league, round 3, board 2`): the board, then the round, cut
    /// from its end where they are there.
    #[must_use]
    pub fn from_english_line(line: &str) -> Self {
        let (rest, board) = cut_last(line.trim(), BOARD_WORD);
        let (event, round) = cut_last(rest, ROUND_WORD);
        EventLine {
            event: event.to_owned(),
            round,
            board,
        }
    }
}

/// `text` without its last `, <word> <value>`, and the value: one word,
/// as a round or a board is (`3`, `2.1`, `B`); `Cup, round of 16` keeps
/// its name whole.
fn cut_last<'a>(text: &'a str, word: &str) -> (&'a str, Option<String>) {
    match text.rfind(word) {
        Some(i) => {
            let value = text[i + word.len()..].trim();
            if value.is_empty() || value.contains([',', ' ']) {
                (text, None)
            } else {
                (&text[..i], Some(value.to_owned()))
            }
        }
        None => (text, None),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn line(event: &str, round: Option<&str>, board: Option<&str>) -> EventLine {
        EventLine {
            event: event.to_owned(),
            round: round.map(str::to_owned),
            board: board.map(str::to_owned),
        }
    }

    // rule: E2.1 — the line in each language, worked out by hand.
    #[test]
    fn the_line_is_written_in_each_language() {
        let l = line("Club league", Some("3"), Some("2"));
        let cases = [
            (Language::English, "Club league, round 3, board 2"),
            (Language::German, "Club league, Runde 3, Brett 2"),
            (Language::French, "Club league, ronde 3, échiquier 2"),
            (Language::Spanish, "Club league, ronda 3, tablero 2"),
            (Language::Italian, "Club league, turno 3, scacchiera 2"),
        ];
        for (language, want) in cases {
            assert_eq!(l.in_language(language), want, "{language}");
        }
        assert_eq!(
            line("Club", None, Some("4")).in_language(Language::German),
            "Club, Brett 4"
        );
        assert_eq!(
            line("Club", None, None).in_language(Language::French),
            "Club"
        );
    }

    // rule: E2.1 — an older block's one English line is read into its parts.
    #[test]
    fn an_older_one_line_event_is_read() {
        let cases = [
            (
                "Club league, round 3, board 2",
                line("Club league", Some("3"), Some("2")),
            ),
            ("Club league, board 2", line("Club league", None, Some("2"))),
            ("Club league, round 3", line("Club league", Some("3"), None)),
            ("Club league", line("Club league", None, None)),
            // A comma in the event's name stays in the name.
            (
                "League, North, round 1",
                line("League, North", Some("1"), None),
            ),
            (
                "Spring, round robin, open",
                line("Spring, round robin, open", None, None),
            ),
        ];
        for (text, want) in cases {
            let mut block = Block::default();
            block.push("event", text);
            assert_eq!(EventLine::from_block(&block), Some(want), "{text}");
        }
        assert_eq!(EventLine::from_block(&Block::default()), None);
    }

    // rule: E2.1 — the keys read back whatever the event's name holds.
    #[test]
    fn the_keys_read_back_exactly() {
        let l = line("Cup, round of 16", Some("2.1"), Some("5"));
        let mut older = Block::default();
        older.push("event", "Cup, round of 16");
        assert_eq!(
            EventLine::from_block(&older),
            Some(line("Cup, round of 16", None, None))
        );
        let mut block = Block::default();
        l.push_to(&mut block);
        assert_eq!(block.get("event"), Some("Cup, round of 16"));
        assert_eq!(block.get("round"), Some("2.1"));
        assert_eq!(block.get("board"), Some("5"));
        assert_eq!(EventLine::from_block(&block), Some(l));
    }
}
