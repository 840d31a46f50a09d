//! [`compose_move`]: the move message the email rules (E2) and the postal
//! Rules of Play (P03, P04) require, built from the game and its ledger.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use shakmaty::{Chess, Color, Position};

use crate::game::Game;
use crate::ids::GameId;
use crate::language::Language;
use crate::notation::{Notation, PieceLetters, format_move};
use crate::project::Project;

use super::block::Block;
use super::context::{addressee, numbered, numbering, replay, rule_set_of};
use super::event_line::EventLine;
use super::letter::{Addressee, Letter, LetterKind};
use super::wording::Wording;
use crate::ledger::{
    DateCorrection, DateField, Ledger, MoveCorrection, colour_of_ply, ledger_of_game,
    recorded_received,
};

/// A move with its number and side, in SAN and in the game's notation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NumberedMove {
    /// The move number (E2.1).
    pub number: u32,
    /// The side that played it.
    #[serde(with = "crate::ledger::colour_serde")]
    pub side: Color,
    /// The move in SAN.
    pub san: String,
    /// The move in the game's agreed notation (E2.2).
    pub written: String,
}

impl NumberedMove {
    /// `13.Bb5` / `12...Nf6` in the agreed notation.
    #[must_use]
    pub fn display(&self) -> String {
        numbered(self.number, self.side, &self.written)
    }

    /// `13.Bb5` / `12...Nf6` in SAN, as the machine block writes it.
    #[must_use]
    pub fn san_numbered(&self) -> String {
        numbered(self.number, self.side, &self.san)
    }
}

/// A note about a date of the opponent's: assumed because it was missing
/// (E2.9, P05) or corrected because it was wrong (E2.10).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum DateNote {
    /// The opponent gave no date; this one is assumed (E2.9).
    Assumed {
        /// What the date is ("the date you sent your move").
        what: String,
        /// The date assumed.
        date: NaiveDate,
    },
    /// The opponent's date was wrong; this is the right one (E2.10).
    Corrected {
        /// What the date is.
        what: String,
        /// The date as stated.
        stated: NaiveDate,
        /// The date it is corrected to.
        date: NaiveDate,
    },
}

impl std::fmt::Display for DateNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_language(Language::English))
    }
}

impl DateNote {
    /// The note as a message in `language` writes it (English: what
    /// [`Display`](std::fmt::Display) writes).
    #[must_use]
    pub fn in_language(&self, language: Language) -> String {
        let w = Wording::of(language);
        let en = Wording::of(Language::English);
        // `what` is kept in English; the language's words for it.
        let what = |what: &str| {
            if what == en.what_received {
                w.what_received.to_owned()
            } else if what == en.what_sent {
                w.what_sent.to_owned()
            } else {
                what.to_owned()
            }
        };
        match self {
            DateNote::Assumed { what: x, date } => w
                .note_assumed
                .replace("{what}", &what(x))
                .replace("{date}", &w.date(*date)),
            DateNote::Corrected {
                what: x,
                stated,
                date,
            } => w
                .note_corrected
                .replace("{what}", &what(x))
                .replace("{stated}", &w.date(*stated))
                .replace("{date}", &w.date(*date)),
        }
    }
}

/// Why a move message cannot be written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ComposeError {
    /// The game has no move at that index.
    #[error("game {game} has no move {ply}")]
    NoSuchMove {
        /// The game.
        game: GameId,
        /// The index asked for.
        ply: usize,
    },
    /// A stored move cannot be replayed.
    #[error("game {0}: a stored move cannot be replayed")]
    Damaged(GameId),
    /// The move has no sent date and none was given.
    #[error("game {0}: the move has no mailing date; give one")]
    NoDate(GameId),
}

/// Everything a move message says (E2.1-E2.11, E4.6, P03, P04).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveMessage {
    /// The game.
    pub game: GameId,
    /// The event's name (E2.1); a copy kept by an earlier version holds
    /// the whole English line, round and board included, here.
    pub event: String,
    /// The round, where the game has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<String>,
    /// The board, where the game has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The sender's side.
    #[serde(with = "crate::ledger::colour_serde")]
    pub side: Color,
    /// The sender, with full name and email (E2.4).
    pub sender: Addressee,
    /// The opponent.
    pub recipient: Addressee,
    /// The agreed notation (E2.2).
    pub notation: Notation,
    /// The agreed piece letters (E2.2): the moves of the text are written
    /// with them, the block's in English SAN.
    #[serde(default, skip_serializing_if = "is_english")]
    pub letters: PieceLetters,
    /// The language of the text (issue 35): its labels, sentences and
    /// dates; the block stays language-neutral.
    #[serde(default, skip_serializing_if = "is_english_language")]
    pub language: Language,
    /// Postal play: the card wording (P03, P04) and postmark dates.
    pub postal: bool,
    /// The opponent's latest move, repeated (E4.1); `None` for the first move.
    pub repeated: Option<NumberedMove>,
    /// Moves of an accepted conditional continuation, repeated (E4.6).
    pub continuation: Vec<NumberedMove>,
    /// The reply move (E2.1).
    pub reply: NumberedMove,
    /// New conditional lines proposed with the reply (E4.5, P07).
    pub proposal: Vec<Vec<NumberedMove>>,
    /// The continuous record of all moves, the reply included (E2.5).
    pub score: Vec<NumberedMove>,
    /// The date the opponent's message was sent (E2.5; P04 a).
    pub opponent_sent: Option<NaiveDate>,
    /// The date it was received (E2.7; P04 b).
    pub received: Option<NaiveDate>,
    /// Whether `received` is assumed rather than recorded (E2.9).
    pub received_assumed: bool,
    /// The anticipated mailing date of this message (E2.8; P04 c).
    pub sent: NaiveDate,
    /// Days used for this move (E2.11; P04 d); `None` when not computable.
    pub days: Option<u32>,
    /// Accumulated days of White and Black (E2.11).
    pub totals: Option<(u32, u32)>,
    /// Notes on the opponent's dates (E2.9, E2.10).
    pub notes: Vec<DateNote>,
    /// The opponent's dates this side corrected since its last message
    /// (E2.10): told in the notes, and in the block so that the opponent's
    /// ccdesk corrects its own copy.
    pub corrections: Vec<MoveCorrection>,
    /// The sender offers a draw with this move (E1.1): the message is a
    /// [`LetterKind::DrawOffer`].
    pub offers_draw: bool,
}

fn is_english(l: &PieceLetters) -> bool {
    *l == PieceLetters::English
}

fn is_english_language(l: &Language) -> bool {
    *l == Language::English
}

/// How a message names the way its record is written: `algebraic (SAN)`,
/// with the agreed piece letters where they are not English and the
/// notation has letters (`algebraic (SAN), German letters K D T L S`).
#[must_use]
pub fn record_label(notation: Notation, letters: PieceLetters) -> String {
    Wording::of(Language::English).record_label(notation, letters)
}

/// A move of `game` numbered, in SAN and as the game writes it (E2.2).
fn numbered_move(
    start: &Chess,
    pos: &Chess,
    ply: usize,
    m: &shakmaty::Move,
    game: &Game,
) -> NumberedMove {
    let (number, side) = numbering(start, ply);
    NumberedMove {
        number,
        side,
        san: format_move(pos, m, Notation::San),
        written: game.write_move(pos, m),
    }
}

/// Builds the message that carries move `ply` of `game` (0 = the first
/// move): the game must already hold the reply. `sent` is the anticipated
/// mailing date when the move has none recorded.
///
/// # Errors
///
/// [`ComposeError`] when there is no such move, the game cannot be
/// replayed, or no mailing date is known.
pub fn compose_move(
    project: &Project,
    game: &Game,
    ply: usize,
    sent: Option<NaiveDate>,
) -> Result<MoveMessage, ComposeError> {
    let record = game
        .moves
        .get(ply)
        .ok_or(ComposeError::NoSuchMove { game: game.id, ply })?;
    let replayed = replay(game).ok_or(ComposeError::Damaged(game.id))?;
    let rules = rule_set_of(project, game);
    let start = &replayed.positions[0];
    let mv = |i: usize| numbered_move(start, &replayed.positions[i], i, &replayed.moves[i], game);
    let sent = record.sent.or(sent).ok_or(ComposeError::NoDate(game.id))?;

    // Moves played from an accepted conditional line since the opponent's
    // latest mailed move are repeated (E4.6).
    let mut j = ply;
    let mut continuation = Vec::new();
    while j >= 2 && game.moves[j - 1].conditional {
        continuation.splice(0..0, [mv(j - 2), mv(j - 1)]);
        j -= 2;
    }
    let repeated = j.checked_sub(1).map(mv);
    let reply = mv(ply);
    let side = reply.side;
    let score = (0..=ply).map(mv).collect();

    let after = &replayed.positions[ply + 1];
    let proposal = game
        .conditional
        .iter()
        .filter(|p| p.at_ply == ply + 1 && p.sent.is_none_or(|d| d == sent))
        .flat_map(|p| p.lines(after, Notation::San))
        .map(|line| proposal_line(start, after, ply + 1, &line, game))
        .collect();

    let opponent_sent = repeated
        .as_ref()
        .and_then(|_| game.moves.get(j - 1))
        .and_then(|m| m.sent);
    // Every time figure comes from the project's one ledger of the game
    // with this move sent (leave, penalties, corrections, arrivals).
    let mut timed = game.clone();
    if timed.moves[ply].sent.is_none() {
        timed.moves[ply].sent = Some(sent);
    }
    let ledger = ledger_of_game(project, &timed)
        .ok()
        .filter(|l| l.rows.len() > ply);
    let (received, received_assumed) = match (&ledger, ply) {
        (_, 0) => (None, false),
        (Some(l), _) => (Some(l.rows[j].received), l.rows[j].received_assumed),
        (None, _) => (recorded_received(game, j), false),
    };
    // The continuation moves count in the time of the reply (E6.5).
    let days = ledger.as_ref().map(|l| {
        l.rows
            .iter()
            .skip(j)
            .take(ply + 1 - j)
            .filter(|r| r.colour == side)
            .map(|r| r.days.days + r.penalty_days)
            .sum()
    });
    let totals = ledger.as_ref().map(|l| totals_after(l, ply));

    // E2.10: the opponent's dates corrected since this side last mailed a
    // move (its conditional moves went with his) are told with this message.
    let last_mailed = (0..j)
        .rev()
        .find(|&p| colour_of_ply(p) == side && !game.moves[p].conditional);
    let corrections: Vec<MoveCorrection> = game
        .clock
        .corrections
        .iter()
        .filter(|c| last_mailed.is_none_or(|m| c.ply > m))
        .filter(|c| c.ply < ply && colour_of_ply(c.ply) != side)
        .cloned()
        .collect();
    let notes = corrections
        .iter()
        .map(|c| DateNote::Corrected {
            what: match c.correction.field {
                DateField::Received => "the date you received my move".to_owned(),
                DateField::Sent => "the date you sent your move".to_owned(),
            },
            stated: c.correction.stated,
            date: c.correction.corrected,
        })
        .collect();
    let white_side = addressee(project, game, Color::White);
    let black_side = addressee(project, game, Color::Black);
    let (sender, recipient) = match side {
        Color::White => (white_side.clone(), black_side.clone()),
        Color::Black => (black_side.clone(), white_side.clone()),
    };
    let event = EventLine::of(game);
    Ok(MoveMessage {
        game: game.id,
        event: event.event,
        round: event.round,
        board: event.board,
        white: white_side.name,
        black: black_side.name,
        side,
        sender,
        recipient,
        notation: game.notation,
        letters: game.letters,
        language: game.language,
        postal: rules.transit_days > 1 || game.rules.to_ascii_lowercase().contains("postal"),
        repeated,
        continuation,
        reply,
        proposal,
        score,
        opponent_sent,
        received,
        received_assumed,
        sent,
        days,
        totals,
        notes,
        corrections,
        offers_draw: false,
    })
}

/// The record of every move of `game`, numbered (E2.5, E12.1); `None`
/// when a stored move cannot be played.
#[must_use]
pub(super) fn record_of(game: &Game) -> Option<Vec<NumberedMove>> {
    let replayed = replay(game)?;
    let start = &replayed.positions[0];
    Some(
        replayed
            .moves
            .iter()
            .enumerate()
            .map(|(i, m)| numbered_move(start, &replayed.positions[i], i, m, game))
            .collect(),
    )
}

/// Each side's total days after the move at `ply`: the ledger's summary
/// (with penalties recorded against moves still to come) when it is the
/// last move, else the totals of the rows up to it.
#[must_use]
fn totals_after(ledger: &Ledger, ply: usize) -> (u32, u32) {
    if ply + 1 >= ledger.rows.len() {
        return (ledger.white.total, ledger.black.total);
    }
    let upto = &ledger.rows[..=ply];
    let total = |colour: Color| {
        upto.iter()
            .rev()
            .find(|r| r.colour == colour)
            .map_or(0, |r| r.total)
    };
    (total(Color::White), total(Color::Black))
}

/// A proposed line (SAN, from `pos` at `ply`) as numbered moves.
fn proposal_line(
    start: &Chess,
    pos: &Chess,
    ply: usize,
    line: &[String],
    game: &Game,
) -> Vec<NumberedMove> {
    let mut pos = pos.clone();
    let mut out = Vec::new();
    for (i, san) in line.iter().enumerate() {
        let Ok(m) = crate::notation::parse_move(&pos, san) else {
            break;
        };
        out.push(numbered_move(start, &pos, ply + i, &m, game));
        pos.play_unchecked(m);
    }
    out
}

/// Writes moves as a score: `13.Bb5 a6 14.Ba4`, numbers before White's
/// moves and before a first Black move (`12...Nf6 13.Bb5`).
#[must_use]
pub fn score_text(moves: &[NumberedMove], san: bool) -> String {
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let text = if san { &m.san } else { &m.written };
        if i == 0 || m.side == Color::White {
            out.push_str(&numbered(m.number, m.side, text));
        } else {
            out.push_str(text);
        }
    }
    out
}

fn side_name(side: Color) -> &'static str {
    match side {
        Color::White => "White",
        Color::Black => "Black",
    }
}

impl MoveMessage {
    /// The same message with notes on the opponent's dates (E2.9, E2.10).
    #[must_use]
    pub fn with_notes(mut self, notes: Vec<DateNote>) -> Self {
        self.notes = notes;
        self
    }

    /// The event, round and board of the message's game.
    #[must_use]
    pub fn event_line(&self) -> EventLine {
        EventLine {
            event: self.event.clone(),
            round: self.round.clone(),
            board: self.board.clone(),
        }
    }

    /// The subject line: event, players and the reply, in the message's
    /// language.
    #[must_use]
    pub fn subject(&self) -> String {
        format!(
            "{}: {} - {}, {}",
            self.event_line().in_language(self.language),
            self.white,
            self.black,
            self.reply.display()
        )
    }

    /// The readable text, then the machine-readable block.
    #[must_use]
    pub fn text(&self) -> String {
        let w = Wording::of(self.language);
        let mut t = String::new();
        let field = |t: &mut String, label: &str, value: &str| {
            t.push_str(&format!("{label:<27} {value}\n"));
        };
        field(
            &mut t,
            w.event,
            &self.event_line().in_language(self.language),
        );
        field(
            &mut t,
            w.game,
            &format!(
                "{} ({}) - {} ({})",
                self.white, w.white, self.black, w.black
            ),
        );
        field(
            &mut t,
            w.from,
            &format!("{} ({})", self.sender.mailbox(), w.side(self.side)),
        );
        if self.postal {
            let address = self.sender.postal_lines();
            if !address.is_empty() {
                field(&mut t, w.address, &address.join(", "));
            }
            // rule: P01 — the recipient with his postal address, as the card and the labels print it.
            field(&mut t, w.to, &self.recipient.postal_in(self.language));
        }
        t.push('\n');
        if let Some(r) = &self.repeated {
            field(&mut t, w.your_move, &r.display());
        }
        if !self.continuation.is_empty() {
            field(
                &mut t,
                w.continuation,
                &score_text(&self.continuation, false),
            );
        }
        field(&mut t, w.my_move, &self.reply.display());
        if self.offers_draw {
            field(&mut t, w.draw_offer, w.draw_offer_sentence);
        }
        for line in &self.proposal {
            field(&mut t, w.proposal, &score_text(line, false));
        }
        t.push('\n');
        let your_move_sent = if self.postal {
            w.your_move_posted
        } else {
            w.your_move_sent
        };
        if self.repeated.is_some() {
            match self.opponent_sent {
                Some(d) => field(&mut t, your_move_sent, &w.date(d)),
                None => field(&mut t, your_move_sent, w.not_known),
            }
            if let Some(d) = self.received {
                let mut v = w.date(d);
                if self.received_assumed {
                    v.push(' ');
                    v.push_str(w.assumed);
                }
                field(&mut t, w.received, &v);
            }
        }
        field(
            &mut t,
            if self.postal { w.i_post } else { w.i_send },
            &w.date(self.sent),
        );
        if let Some(days) = self.days {
            field(&mut t, w.time_for_move, &w.days(days));
        }
        if let Some((wh, b)) = self.totals {
            field(
                &mut t,
                w.time_in_all,
                &format!("{} {}, {} {}", w.white, w.days(wh), w.black, w.days(b)),
            );
        }
        if !self.notes.is_empty() {
            t.push('\n');
            t.push_str(w.notes);
            t.push('\n');
            for n in &self.notes {
                t.push_str(&format!("- {}\n", n.in_language(self.language)));
            }
        }
        t.push('\n');
        t.push_str(
            &w.record
                .replace("{notation}", &w.record_label(self.notation, self.letters)),
        );
        t.push('\n');
        t.push_str(&score_text(&self.score, false));
        t.push_str("\n\n");
        t.push_str(w.closing);
        t.push('\n');
        t.push_str(&self.sender.name);
        t.push('\n');
        if !self.sender.email.is_empty() {
            t.push_str(&self.sender.email);
            t.push('\n');
        }
        t.push('\n');
        t.push_str(&self.block().to_text());
        t
    }

    /// The machine-readable block.
    #[must_use]
    pub fn block(&self) -> Block {
        let mut b = Block::default();
        b.push("kind", self.kind().name());
        b.push("game", self.game.to_string());
        self.event_line().push_to(&mut b);
        b.push("white", &self.white);
        b.push("black", &self.black);
        b.push("from", side_name(self.side).to_ascii_lowercase());
        b.push("notation", self.notation.name());
        if let Some(r) = &self.repeated {
            b.push("repeat", r.san_numbered());
        }
        if !self.continuation.is_empty() {
            b.push("continuation", score_text(&self.continuation, true));
        }
        b.push("reply", self.reply.san_numbered());
        for line in &self.proposal {
            b.push("proposal", score_text(line, true));
        }
        if let Some(d) = self.opponent_sent {
            b.push("opponent-sent", d.to_string());
        }
        if let Some(d) = self.received {
            b.push("received", d.to_string());
        }
        b.push("sent", self.sent.to_string());
        for c in &self.corrections {
            b.push("corrected", correction_field(c));
        }
        if let Some(d) = self.days {
            b.push("days", d.to_string());
        }
        if let Some((w, bl)) = self.totals {
            b.push("total-white", w.to_string());
            b.push("total-black", bl.to_string());
        }
        b.push("score", score_text(&self.score, true));
        b
    }

    /// A move, or a draw offer with a move.
    #[must_use]
    pub fn kind(&self) -> LetterKind {
        if self.offers_draw {
            LetterKind::DrawOffer
        } else {
            LetterKind::Move
        }
    }

    /// The letter to send to the opponent (E2.3).
    #[must_use]
    pub fn letter(&self) -> Letter {
        Letter {
            kind: self.kind(),
            from: self.sender.clone(),
            to: vec![self.recipient.clone()],
            cc: Vec::new(),
            subject: self.subject(),
            body: self.text(),
        }
    }
}

/// `12 sent 2026-03-14 2026-03-13` as a message's block writes a corrected
/// date: the move's index, the field, the date as stated and as counted.
#[must_use]
pub fn correction_field(c: &MoveCorrection) -> String {
    format!(
        "{} {} {} {}",
        c.ply,
        match c.correction.field {
            DateField::Received => "received",
            DateField::Sent => "sent",
        },
        c.correction.stated,
        c.correction.corrected
    )
}

/// Reads what [`correction_field`] writes.
#[must_use]
pub fn parse_correction_field(text: &str) -> Option<MoveCorrection> {
    let mut words = text.split_whitespace();
    let ply = words.next()?.parse().ok()?;
    let field = match words.next()? {
        "received" => DateField::Received,
        "sent" => DateField::Sent,
        _ => return None,
    };
    let date = |w: Option<&str>| NaiveDate::parse_from_str(w?, "%Y-%m-%d").ok();
    let stated = date(words.next())?;
    let corrected = date(words.next())?;
    Some(MoveCorrection {
        ply,
        correction: DateCorrection {
            field,
            stated,
            corrected,
            noted_on: None,
        },
    })
}
