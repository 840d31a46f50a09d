//! The ledger inside a project: the rule sets an event uses, each player's
//! leave across his games, each game's penalties, claims and corrected
//! dates, and the ledger and due list built from them.
//!
//! - A game names its rule set ([`Game::rules`]); the project holds the
//!   rule sets ([`Project::rule_sets`], the two presets by default), so an
//!   event can copy a preset and change any number.
//! - Leave is booked per player ([`PlayerLeave`]), not per game: the E8.1
//!   allowance is the player's, per calendar year, across all his games.
//!   For one game the bookings of its two players become the White and
//!   Black bookings the ledger works with; replying in that game cancels
//!   the rest of a booking for that game only (E8.4).
//! - A received date left empty is assumed (E2.9); White's first move is
//!   counted from the start of play ([`Game::start`]).
//! - Moves not yet sent are not in the ledger: the ledger stops at the first
//!   move without a sent date.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::arrival::Arrival;
use super::claims::Claim;
use super::compute::{Ledger, LedgerError, LedgerInput};
use super::leave::LeaveBooking;
use super::penalty::Penalty;
use super::reminders::{DueItem, SilenceDeadlines, sort_due};
use super::repeat::RepeatSent;
use super::row::{DateCorrection, MoveEntry};
use super::rule_set::RuleSet;
use crate::game::Game;
use crate::ids::{GameId, PlayerId};
use crate::project::Project;

/// The rule sets a new project starts with: the two presets.
pub fn default_rule_sets() -> Vec<RuleSet> {
    vec![RuleSet::email(), RuleSet::postal()]
}

/// Whether `sets` are the two presets unchanged (then the file need not
/// store them).
pub fn is_default_rule_sets(sets: &[RuleSet]) -> bool {
    sets == default_rule_sets().as_slice()
}

/// One period of leave booked by a player, for all his games (E8.1-E8.3, P11).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerLeave {
    /// Who takes leave.
    pub player: PlayerId,
    /// First day of leave.
    pub from: NaiveDate,
    /// Last day of leave (inclusive).
    pub to: NaiveDate,
    /// When the opponents and the TD were told (E8.2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub announced: Option<NaiveDate>,
    /// Granted by the Tournament Director beyond the ordinary allowance (E8.3).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub granted_by_td: bool,
    /// The one game the leave is taken in; `None` = all the player's games.
    /// It counts against the player's allowance either way (E8.1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<GameId>,
}

impl PlayerLeave {
    /// An ordinary booking from `from` to `to` inclusive.
    #[must_use]
    pub fn new(player: PlayerId, from: NaiveDate, to: NaiveDate) -> Self {
        PlayerLeave {
            player,
            from,
            to,
            announced: None,
            granted_by_td: false,
            game: None,
        }
    }

    /// Whether the booking applies to the game `game`.
    #[must_use]
    pub fn applies_to(&self, game: GameId) -> bool {
        self.game.is_none_or(|g| g == game)
    }

    /// The booking as the side `colour` of one game.
    #[must_use]
    pub fn as_booking(&self, colour: Color) -> LeaveBooking {
        LeaveBooking {
            colour,
            from: self.from,
            to: self.to,
            announced: self.announced,
            granted_by_td: self.granted_by_td,
        }
    }
}

/// A corrected date of one move of a game, kept as history (E2.10).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveCorrection {
    /// Index of the move in [`Game::moves`].
    pub ply: usize,
    /// The date as stated and as corrected.
    pub correction: DateCorrection,
}

/// What a game's clock records beyond the dates of its moves: penalties,
/// claims and corrected dates.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockRecord {
    /// Penalties of either side (E6.6, P09).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<Penalty>,
    /// Time claims of either side (E7.1-E7.6, P13).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub claims: Vec<Claim>,
    /// Corrected dates, oldest first (E2.10).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub corrections: Vec<MoveCorrection>,
    /// Moves repeated after silence, with the date each repeat went out
    /// (E3.1, P12); at most one per move.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub repeats: Vec<RepeatSent>,
    /// The days the opponent's moves arrived at this desk, at most one per
    /// move (E2.7): the reply's received date when it states none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrivals: Vec<Arrival>,
}

impl ClockRecord {
    /// Whether nothing is recorded (the file then leaves it out).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.penalties.is_empty()
            && self.claims.is_empty()
            && self.corrections.is_empty()
            && self.repeats.is_empty()
            && self.arrivals.is_empty()
    }

    /// The day the move at `ply` arrived at this desk, if recorded.
    #[must_use]
    pub fn arrived(&self, ply: usize) -> Option<NaiveDate> {
        self.arrivals.iter().find(|a| a.ply == ply).map(|a| a.date)
    }

    /// Why the move at `ply` cannot have been sent on `sent`: it arrived at
    /// this desk earlier (E2.7). `None` when the date fits.
    #[must_use]
    pub fn sent_after_arrival(
        &self,
        ply: usize,
        sent: NaiveDate,
    ) -> Option<crate::date_problem::DateProblem> {
        let arrived = self.arrived(ply)?;
        (sent > arrived)
            .then_some(crate::date_problem::DateProblem::SentAfterArrival { arrived, sent })
    }

    /// The date the move at `ply` was repeated, if it was (E3.1, P12).
    #[must_use]
    pub fn repeat_sent(&self, ply: usize) -> Option<NaiveDate> {
        self.repeats.iter().find(|r| r.ply == ply).map(|r| r.sent)
    }
}

/// Why a game's ledger cannot be worked out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameLedgerError {
    /// No game has this id.
    #[error("there is no game {0}")]
    UnknownGame(GameId),
    /// The game names a rule set the project does not hold.
    #[error("the rule set {0:?} is not in the project")]
    UnknownRuleSet(String),
    /// The game starts from a position with Black to move.
    #[error("the game starts with Black to move; the ledger counts White's move first")]
    BlackMovesFirst,
    /// A move's dates do not fit; `ply` is its index in the game.
    #[error("move {}{} : {}", ply / 2 + 1, if ply % 2 == 0 { "." } else { "..." }, error.error)]
    Entry {
        /// Index of the move in the game.
        ply: usize,
        /// What is wrong.
        error: LedgerError,
    },
}

/// The colour that plays the move at `ply` (White first).
#[must_use]
pub fn colour_of_ply(ply: usize) -> Color {
    if ply.is_multiple_of(2) {
        Color::White
    } else {
        Color::Black
    }
}

impl Project {
    /// The rule set with this name.
    #[must_use]
    pub fn rule_set(&self, name: &str) -> Option<&RuleSet> {
        self.rule_sets.iter().find(|r| r.name == name)
    }

    /// The rule set a game is played under.
    ///
    /// # Errors
    ///
    /// The game names a rule set the project does not hold.
    pub fn rules_of(&self, game: &Game) -> Result<&RuleSet, GameLedgerError> {
        self.rule_set(&game.rules)
            .ok_or_else(|| GameLedgerError::UnknownRuleSet(game.rules.clone()))
    }

    /// A player's leave bookings that apply to the game `game`, as
    /// bookings of the side `colour`.
    #[must_use]
    pub fn leave_bookings(
        &self,
        player: PlayerId,
        colour: Color,
        game: GameId,
    ) -> Vec<LeaveBooking> {
        self.leave
            .iter()
            .filter(|l| l.player == player && l.applies_to(game))
            .map(|l| l.as_booking(colour))
            .collect()
    }
}

/// The leave bookings of `game`'s two players that touch it, as bookings
/// of their sides: every booking that applies to the game
/// ([`PlayerLeave::applies_to`]), except those that end before the
/// allowance period (E8.1: the calendar year) in which the game starts,
/// and, once the game is over, those that begin after its last move. The
/// ones left out can change no figure of the game's ledger rows: the
/// allowance is used in date order, so a booking of another year, or one
/// after the game, takes nothing from the days the game's moves count.
/// A PGN export carries these (`ccdesk_io::pgn`).
#[must_use]
pub fn leave_touching(project: &Project, game: &Game) -> Vec<LeaveBooking> {
    use chrono::Datelike;
    let calendar_years = project
        .rules_of(game)
        .is_ok_and(|r| r.leave.period == super::rule_set::LeavePeriod::CalendarYear);
    let first = game
        .start
        .or_else(|| game.moves.first().and_then(|m| m.received.or(m.sent)));
    let from = first
        .filter(|_| calendar_years)
        .and_then(|f| NaiveDate::from_ymd_opt(f.year(), 1, 1));
    let until = game
        .is_finished()
        .then(|| game.moves.iter().rev().find_map(|m| m.sent))
        .flatten();
    let mut out = Vec::new();
    for (player, colour) in [(game.white, Color::White), (game.black, Color::Black)] {
        out.extend(
            project
                .leave
                .iter()
                .filter(|l| l.player == player && l.applies_to(game.id))
                .filter(|l| from.is_none_or(|f| l.to >= f) && until.is_none_or(|u| l.from <= u))
                .map(|l| l.as_booking(colour)),
        );
    }
    out
}

/// Everything the ledger of one game is computed from, and how many of
/// its moves went in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameLedgerInput {
    /// The moves (sent ones only), leave, penalties and claims.
    pub input: LedgerInput,
    /// Moves of the game left out for want of a sent date.
    pub unsent: usize,
    /// The day the side to move received the last sent move (or, before
    /// the first move, the start of play), when it is known: the day its
    /// clock runs from. `None` = assumed from transit days.
    pub awaiting: Option<NaiveDate>,
}

/// Builds the ledger input of a game in the project: see [`ledger_input_of`].
///
/// # Errors
///
/// The game does not exist or starts with Black to move.
pub fn ledger_input(project: &Project, id: GameId) -> Result<GameLedgerInput, GameLedgerError> {
    let game = project.game(id).ok_or(GameLedgerError::UnknownGame(id))?;
    ledger_input_of(project, game)
}

/// The received date of the move at `ply` as recorded: stated on the move,
/// else the day the opponent's move arrived at this desk, else (White's
/// first move) the start of play. `None` = to be assumed (E2.9).
#[must_use]
pub fn recorded_received(game: &Game, ply: usize) -> Option<NaiveDate> {
    let stated = game.moves.get(ply).and_then(|m| m.received);
    stated.or_else(|| match ply {
        0 => game.start,
        _ => game.clock.arrived(ply - 1),
    })
}

/// The ledger's entries of `game`'s sent moves, in order (a move without a
/// sent date ends the list), as [`ledger_input_of`] describes them; with
/// their SAN when `with_san`.
fn move_entries(game: &Game, with_san: bool) -> Vec<MoveEntry> {
    let mut moves = Vec::with_capacity(game.moves.len());
    for (ply, record) in game.moves.iter().enumerate() {
        let Some(sent) = record.sent else {
            break;
        };
        let colour = colour_of_ply(ply);
        let number = u32::try_from(ply / 2 + 1).unwrap_or(u32::MAX);
        let received = if record.conditional {
            record.received
        } else {
            recorded_received(game, ply)
        };
        let mut entry = MoveEntry::new(colour, number, received, sent);
        if with_san {
            entry = entry.with_san(&record.san);
        }
        entry.conditional = record.conditional;
        entry.corrections = game
            .clock
            .corrections
            .iter()
            .filter(|c| c.ply == ply)
            .map(|c| c.correction.clone())
            .collect();
        moves.push(entry);
    }
    moves
}

/// Why the ledger of `game` cannot be worked out, if it cannot: what
/// [`ledger_of_game`] would refuse (an unknown rule set, Black moving
/// first, a move sent before its received date, stated or assumed),
/// found without working out leave, penalties and claims, which refuse
/// nothing. `ccdesk check` reports it, so that whatever it accepts
/// `ledger --game` computes. A game without the start of play whose
/// White's first move is dated is not refused here: a date not yet known
/// is no contradiction, and `ledger --game` says which date it needs.
///
/// # Errors
///
/// As [`ledger_of_game`].
pub fn ledger_fits(project: &Project, game: &Game) -> Result<(), GameLedgerError> {
    let rules = project.rules_of(game)?;
    if game.setup_fen.is_some()
        && game
            .start_position()
            .is_ok_and(|p| shakmaty::Position::turn(&p) == Color::Black)
    {
        return Err(GameLedgerError::BlackMovesFirst);
    }
    let moves = move_entries(game, false);
    for (index, entry) in moves.iter().enumerate() {
        match super::compute::check_entry(rules, &moves[..index], entry) {
            Ok(_) | Err(super::compute::EntryError::MissingStartOfPlay) => {}
            Err(error) => {
                return Err(GameLedgerError::Entry {
                    ply: index,
                    error: LedgerError { index, error },
                });
            }
        }
    }
    Ok(())
}

/// Builds the ledger input of `game` (which need not be in the project
/// yet: a message being composed or read works on a copy with the new
/// moves): its sent moves in order (a move without a sent date ends the
/// list), received dates as recorded ([`recorded_received`]: stated, else
/// the day the opponent's move arrived, else for White's first move the
/// start of play), the others assumed (E2.9), the corrections kept
/// (E2.10), the two players' leave from the project (E8.1), penalties and
/// claims.
///
/// # Errors
///
/// The game starts with Black to move.
pub fn ledger_input_of(project: &Project, game: &Game) -> Result<GameLedgerInput, GameLedgerError> {
    if game.setup_fen.is_some()
        && game
            .start_position()
            .is_ok_and(|p| shakmaty::Position::turn(&p) == Color::Black)
    {
        return Err(GameLedgerError::BlackMovesFirst);
    }
    let moves = move_entries(game, true);
    let unsent = game.moves.len() - moves.len();
    let awaiting = recorded_received(game, moves.len());
    let mut leave = project.leave_bookings(game.white, Color::White, game.id);
    leave.extend(project.leave_bookings(game.black, Color::Black, game.id));
    Ok(GameLedgerInput {
        input: LedgerInput {
            moves,
            leave,
            penalties: game.clock.penalties.clone(),
            claims: game.clock.claims.clone(),
        },
        unsent,
        awaiting,
    })
}

/// The ledger of one game of the project under its rule set: the one
/// computation every pane, message, PDF and CLI output reads.
///
/// # Errors
///
/// The game or its rule set is unknown, or a move's dates do not fit
/// (sent before received, no start of play for White's first move).
pub fn game_ledger(project: &Project, id: GameId) -> Result<Ledger, GameLedgerError> {
    let game = project.game(id).ok_or(GameLedgerError::UnknownGame(id))?;
    ledger_of_game(project, game)
}

/// The ledger of `game` under its rule set in `project`, for a game that
/// may be a copy with moves not yet applied (a message composed or read).
///
/// # Errors
///
/// As [`game_ledger`].
pub fn ledger_of_game(project: &Project, game: &Game) -> Result<Ledger, GameLedgerError> {
    let rules = project.rules_of(game)?;
    let built = ledger_input_of(project, game)?;
    let mut ledger =
        Ledger::compute(rules, &built.input).map_err(|error| GameLedgerError::Entry {
            ply: error.index,
            error,
        })?;
    ledger.awaiting_received = built.awaiting;
    Ok(ledger)
}

/// The received date the next move of a game will carry, and whether it
/// is assumed: the day the opponent's last move arrived when it is
/// recorded (or the start of play before the first move), else that
/// move's sent date plus the rule set's transit days (E2.9, E2.12, P05).
/// `None` when neither is known.
#[must_use]
pub fn next_received(project: &Project, id: GameId) -> Option<(NaiveDate, bool)> {
    let game = project.game(id)?;
    let ply = game.moves.len();
    if let Some(date) = recorded_received(game, ply) {
        return Some((date, false));
    }
    let last = game.moves.last()?;
    let sent = last.sent?;
    if last.conditional {
        // It came with this side's own move (E6.5).
        return Some((sent, true));
    }
    let transit = project.rules_of(game).map_or(1, |r| r.transit_days);
    Some((sent + chrono::Days::new(u64::from(transit)), true))
}

/// The due list of the project's owner on `today`: one item per unfinished
/// game he plays whose ledger can be worked out and that has not gone to
/// adjudication (play is closed there, C19, E10), most urgent first (his
/// move, then fewest days left, then most reminders reached; see
/// [`sort_due`]). Each item's `game` is the game's id (`g12`), which
/// [`due_game`] reads back. Empty when the project has no owner.
#[must_use]
pub fn due_list(project: &Project, today: NaiveDate) -> Vec<DueItem> {
    // Nobody's desk owes no move: no walk over every game each frame.
    if project.owner.is_none() {
        return Vec::new();
    }
    let mut items: Vec<DueItem> = project
        .games
        .iter()
        .filter(|g| !g.is_finished())
        .filter(|g| !project.adjudications.iter().any(|case| case.game == g.id))
        .filter(|g| !play_closed(project, g, today))
        .filter_map(|game| {
            let me = project.owner_side(game)?;
            // A game whose moves do not replay is not in play: it is named
            // where it is shown, and runs no clock here.
            game.replay().ok()?;
            let rules = project.rules_of(game).ok()?;
            let ledger = game_ledger(project, game.id).ok()?;
            // A repeat recorded in the ledger, or sent from the Reply dialog
            // and kept in the correspondence, is done (E3.1, P12).
            let repeat_sent = ledger
                .rows
                .len()
                .checked_sub(1)
                .and_then(|ply| crate::message::repeat_sent_of(project, game, ply));
            Some(DueItem::for_game_after_repeat(
                rules,
                &game.id.to_string(),
                &ledger,
                me,
                today,
                repeat_sent,
            ))
        })
        .collect();
    sort_due(&mut items);
    items
}

/// The date the last move in `ledger` was repeated after silence, if it was.
fn last_move_repeat(game: &Game, ledger: &Ledger) -> Option<NaiveDate> {
    let ply = ledger.rows.len().checked_sub(1)?;
    game.clock.repeat_sent(ply)
}

/// The silence deadlines of a game (E3.1-E3.3, P12): the escalation is
/// counted from the date the repeat of the last move went out, when it is
/// recorded. `None` before the first sent move.
#[must_use]
pub fn game_silence(rules: &RuleSet, game: &Game, ledger: &Ledger) -> Option<SilenceDeadlines> {
    ledger.silence(rules, last_move_repeat(game, ledger))
}

/// True when `game` belongs to a season whose play closed before `today`:
/// it is no longer played but waits for adjudication (C19), so it owes no
/// move and runs no clock.
#[must_use]
pub fn play_closed(project: &Project, game: &Game, today: NaiveDate) -> bool {
    game.pairing.is_some()
        && project
            .competition
            .as_ref()
            .and_then(|c| c.seasons.last())
            .is_some_and(|season| season.calendar.play_closes < today)
}

/// The game a due item names (`g12`).
#[must_use]
pub fn due_game(item: &DueItem) -> Option<GameId> {
    item.game.parse().ok()
}
