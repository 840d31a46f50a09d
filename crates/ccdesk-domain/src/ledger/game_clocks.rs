//! Both clocks of one game as of a day: the one function behind every
//! place that tells them (the ledger pane's summary, the games list's days
//! left, the Move field's `c`), so a game that stopped does not run in one
//! view and stand in another.

use chrono::NaiveDate;
use shakmaty::Color;

use super::{DaysUsed, SideClock, game_ledger, play_closed};
use crate::game::Game;
use crate::project::Project;

/// Why no clock runs in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockStop {
    /// The game has a result.
    Finished,
    /// The game went to adjudication (C19, E10).
    Adjudication,
    /// Its season's play closed on this day (C19): it waits for
    /// adjudication.
    PlayClosed(NaiveDate),
}

impl ClockStop {
    /// Why no clock runs, in `wording`'s language: "the game is finished",
    /// "the game is under adjudication (C19)", "play closed on
    /// 2026-06-15: the game waits for adjudication (C19)".
    #[must_use]
    pub fn words(self, wording: &crate::message::wording::Wording) -> String {
        match self {
            ClockStop::Finished => wording.stop_finished.to_owned(),
            ClockStop::Adjudication => wording.stop_adjudication.to_owned(),
            ClockStop::PlayClosed(day) => {
                wording.stop_play_closed.replace("{day}", &day.to_string())
            }
        }
    }
}

impl std::fmt::Display for ClockStop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(crate::message::wording::Wording::of(
            crate::language::Language::English,
        )))
    }
}

/// White's and Black's clocks in a game on a day.
#[derive(Debug, Clone, PartialEq)]
pub struct GameClocks {
    /// Why no clock runs, when none does; the sides' figures are then the
    /// totals of the moves made, with nothing running.
    pub stopped: Option<ClockStop>,
    /// False while no clock has started: no move is dated and play has no
    /// start date.
    pub started: bool,
    /// White's clock.
    pub white: SideClock,
    /// Black's clock.
    pub black: SideClock,
}

impl GameClocks {
    /// One side's clock.
    #[must_use]
    pub fn side(&self, colour: Color) -> &SideClock {
        match colour {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// Why no clock runs in `game` on `today`, if none does.
#[must_use]
pub fn clock_stop(project: &Project, game: &Game, today: NaiveDate) -> Option<ClockStop> {
    if game.is_finished() {
        return Some(ClockStop::Finished);
    }
    if project
        .adjudications()
        .iter()
        .any(|case| case.game == game.id)
    {
        return Some(ClockStop::Adjudication);
    }
    if play_closed(project, game, today) {
        let closes = project
            .competition()
            .and_then(|c| c.seasons.last())
            .map(|s| s.calendar.play_closes)?;
        return Some(ClockStop::PlayClosed(closes));
    }
    None
}

/// Both clocks of `game` on `today` under its rule set: the side to move's
/// clock runs from the day it received the last move (before the first
/// move, White's from the start of play), unless the game stopped
/// ([`clock_stop`]). `None` when the game keeps no ledger (no rule set,
/// or moves that do not replay).
#[must_use]
pub fn game_clocks(project: &Project, game: &Game, today: NaiveDate) -> Option<GameClocks> {
    let rules = project.rules_of(game).ok()?;
    let ledger = game_ledger(project, game.id).ok()?;
    let from = if ledger.rows.is_empty() {
        game.start
    } else {
        None
    };
    let stopped = clock_stop(project, game, today);
    let clock = |colour| {
        let mut clock = ledger.clock_as_of(rules, colour, today, from);
        if stopped.is_some() {
            let summary = ledger.summary(colour);
            clock.to_move = false;
            clock.running = DaysUsed::default();
            clock.total = summary.total;
            clock.days_left = i64::from(summary.allowance) - i64::from(summary.total);
            clock.warning = None;
        }
        clock
    };
    Some(GameClocks {
        stopped,
        started: !ledger.rows.is_empty() || game.start.is_some(),
        white: clock(Color::White),
        black: clock(Color::Black),
    })
}
