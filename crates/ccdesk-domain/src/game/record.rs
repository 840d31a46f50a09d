//! The record of one game.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::analysis::AnalysisLine;
use super::annotation::PgnExtras;
use super::conditional::ConditionalProposal;
use super::result::GameResult;
use super::san_text::SanText;
use crate::ids::{GameId, PlayerId, TeamId};
use crate::language::Language;
use crate::notation::{Notation, PieceLetters, format_move_with};

/// One move as played, with the dates the clock ledger needs.
///
/// `received` is the date this side received the opponent's previous move
/// (for White's first move: the start of play); `sent` is the date this move
/// was mailed (the postmark under postal rules).
///
/// In the project file a game's moves are one line (see `move_list` and
/// `move_text`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRecord {
    /// The move in standard algebraic notation, with check markers (held
    /// inline: a project holds a million and a half of them).
    pub san: SanText,
    /// Date the opponent's previous move was received; `None` = assumed (E2.9).
    pub received: Option<NaiveDate>,
    /// Date this move was sent; `None` while not yet sent.
    pub sent: Option<NaiveDate>,
    /// The move was played from an accepted conditional continuation (E6.5).
    pub conditional: bool,
}

impl MoveRecord {
    /// A move without dates.
    #[must_use]
    pub fn new(san: impl Into<SanText>) -> Self {
        MoveRecord {
            san: san.into(),
            received: None,
            sent: None,
            conditional: false,
        }
    }

    /// The same move with its received and sent dates.
    #[must_use]
    pub fn dated(mut self, received: Option<NaiveDate>, sent: Option<NaiveDate>) -> Self {
        self.received = received;
        self.sent = sent;
        self
    }
}

/// Where a game sits in a team competition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairingRef {
    /// Division name.
    pub division: String,
    /// White's team.
    pub white_team: TeamId,
    /// White's board number (1 = top board).
    pub white_board: u8,
    /// Black's team.
    pub black_team: TeamId,
    /// Black's board number.
    pub black_board: u8,
    /// The season the game was played in, once that season is over (set
    /// when the next season starts, C31, C32); empty for the games of the
    /// current season.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub season: String,
}

impl PairingRef {
    /// The game belongs to the current season's pairings.
    #[must_use]
    pub fn is_current(&self) -> bool {
        self.season.is_empty()
    }

    /// The name of the season the game belongs to, `current` being the
    /// name of the current season (whose pairings carry no name).
    #[must_use]
    pub fn season_name<'a>(&'a self, current: &'a str) -> &'a str {
        if self.is_current() {
            current
        } else {
            &self.season
        }
    }
}

/// One correspondence game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Game {
    /// Identifier, unique in the project.
    pub id: GameId,
    /// The player with the white pieces.
    pub white: PlayerId,
    /// The player with the black pieces.
    pub black: PlayerId,
    /// The event (competition and season, or a friendly's name).
    pub event: String,
    /// Round, if the event has rounds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<String>,
    /// Board number, for a game of a match outside a season's pairings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// Name of the rule set the game is played under.
    #[serde(default = "default_rules")]
    pub rules: String,
    /// The date play started (White's first move is counted from it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<NaiveDate>,
    /// The starting position as FEN, for games set up from a position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub setup_fen: Option<String>,
    /// The team pairing this game belongs to, in a season.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pairing: Option<PairingRef>,
    /// The moves as played, in order (in the file: one line of SAN when
    /// no move carries a date, else one string a move; see `move_list`).
    #[serde(default, with = "super::move_list")]
    pub moves: Vec<MoveRecord>,
    /// The result, once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// The notation agreed with the opponent (E2.2, P02); SAN by default.
    #[serde(default = "default_notation", skip_serializing_if = "is_san")]
    pub notation: Notation,
    /// The piece letters agreed with the opponent (E2.2): the game's moves
    /// are written with them in its messages and on its scoresheet (the
    /// machine block of a message stays in English SAN). English by
    /// default, and then not written to the file.
    #[serde(default, skip_serializing_if = "is_english")]
    pub letters: PieceLetters,
    /// The language of the game's messages and printouts, agreed with the
    /// opponent (issue 35): their words are written in it, the `ccdesk`
    /// block of a message stays language-neutral. English by default, and
    /// then not written to the file.
    #[serde(default, skip_serializing_if = "is_english_language")]
    pub language: Language,
    /// Conditional proposals in force or in draft (E4.5, P07).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub conditional: Vec<ConditionalProposal>,
    /// Analysis lines, kept apart from the moves played.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub analysis: Vec<AnalysisLine>,
    /// What a PGN file gave beyond the record: other tags, comments, NAGs
    /// and variations, written back on export.
    #[serde(default, skip_serializing_if = "PgnExtras::is_empty")]
    pub pgn: PgnExtras,
    /// Penalties, time claims and corrected dates of the clock ledger.
    #[serde(default, skip_serializing_if = "crate::ledger::ClockRecord::is_empty")]
    pub clock: crate::ledger::ClockRecord,
    /// The game on a server (XFCC) this game is, as last synchronised:
    /// its server, id, clocks, turn, draw offer, result and flags.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<Box<crate::server::ServerLink>>,
    /// A draw offered by mail and not yet answered (E1.1; see
    /// [`super::DrawOffer`]). Older files have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_offer: Option<super::DrawOffer>,
}

fn default_notation() -> Notation {
    Notation::San
}

fn is_san(n: &Notation) -> bool {
    *n == Notation::San
}

fn is_english(l: &PieceLetters) -> bool {
    *l == PieceLetters::English
}

fn is_english_language(l: &Language) -> bool {
    *l == Language::English
}

fn default_rules() -> String {
    "ICCF email".to_owned()
}

impl Game {
    /// A new game from the initial position, under the email rules.
    #[must_use]
    pub fn new(id: GameId, white: PlayerId, black: PlayerId, event: impl Into<String>) -> Self {
        Game {
            id,
            white,
            black,
            event: event.into(),
            round: None,
            board: None,
            rules: default_rules(),
            start: None,
            setup_fen: None,
            pairing: None,
            moves: Vec::new(),
            result: None,
            notation: Notation::San,
            letters: PieceLetters::English,
            language: Language::English,
            conditional: Vec::new(),
            analysis: Vec::new(),
            pgn: PgnExtras::default(),
            clock: crate::ledger::ClockRecord::default(),
            server: None,
            draw_offer: None,
        }
    }

    /// A move as this game writes it: its agreed notation with its
    /// agreed piece letters (E2.2). `m` must be legal in `pos`.
    #[must_use]
    pub fn write_move(&self, pos: &shakmaty::Chess, m: &shakmaty::Move) -> String {
        format_move_with(pos, m, self.notation, self.letters)
    }

    /// True once a result is recorded.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.result.is_some()
    }

    /// The side `player` plays in this game, if he plays in it: the one
    /// answer to "which side is mine" for the ledger, the messages, the
    /// board and the scoresheet.
    #[must_use]
    pub fn side_of(&self, player: PlayerId) -> Option<shakmaty::Color> {
        if self.white == player {
            Some(shakmaty::Color::White)
        } else if self.black == player {
            Some(shakmaty::Color::Black)
        } else {
            None
        }
    }

    /// The player of the given colour.
    #[must_use]
    pub fn player(&self, colour: crate::colour::Colour) -> PlayerId {
        match colour {
            crate::colour::Colour::White => self.white,
            crate::colour::Colour::Black => self.black,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A move is what a large project is mostly made of: its SAN is held
    /// inline, so a move is 32 bytes and no heap block of its own.
    #[test]
    fn a_move_is_at_most_32_bytes() {
        assert!(std::mem::size_of::<MoveRecord>() <= 32);
        assert!(MoveRecord::new("exd8=Q#").san.is_inline());
    }
}
