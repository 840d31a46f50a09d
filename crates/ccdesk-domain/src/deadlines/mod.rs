//! Every deadline of the desk's owner across all games, in one list:
//! moves due under the clock ledger (E6.1, P08) or a server's clock,
//! repeats and escalations after silence (E3.1-E3.3, P12), the end of
//! leave (E8.1, P11), adjudication claims and appeals (C24-C27, E10,
//! E11), time claims and protests (E7.1, E7.3, P13, `claims.rs`) and,
//! for an organiser, the season's calendar (C08-C22).
//!
//! Nothing is recomputed here: the items come from the areas' own due
//! lists (`ledger::due_list`, `tournament::calendar::due_list`,
//! `AdjudicationCase::due`) and a server game's link.

mod claims;
mod notice;

pub use notice::{DailyNotice, NOTICE_SHOWN, NoticeDecision, daily_notice};

use chrono::NaiveDate;

use super::adjudication::Party;
use super::colour::Colour;
use super::game::Game;
use super::ids::GameId;
use super::ledger::{Escalation, due_game, due_list};
use super::project::Project;

/// One deadline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deadline {
    /// The day it falls due.
    pub date: NaiveDate,
    /// The game it concerns, if any.
    pub game: Option<GameId>,
    /// The rule behind it (`E3.1`), or `server` for a server's clock.
    pub rule: String,
    /// What is due, in words.
    pub what: String,
    /// A key that names this deadline the same way from one day to the
    /// next while its date moves (for calendar UIDs).
    pub key: String,
}

impl Deadline {
    /// Past its day on `today`.
    #[must_use]
    pub fn overdue(&self, today: NaiveDate) -> bool {
        self.date < today
    }
}

/// A game as the owner's deadlines name it: `g12 (Ann Lee - Bob Ray)`.
#[must_use]
pub fn game_words(project: &Project, game: &Game) -> String {
    format!("{} ({})", game.id, players(project, game))
}

fn players(project: &Project, game: &Game) -> String {
    format!(
        "{} - {}",
        project.player_name(game.white),
        project.player_name(game.black)
    )
}

fn add_days(day: NaiveDate, days: i64) -> NaiveDate {
    let d = chrono::Days::new(days.unsigned_abs());
    if days >= 0 {
        day.checked_add_days(d)
    } else {
        day.checked_sub_days(d)
    }
    .unwrap_or(day)
}

/// Every deadline of the owner on `today`, soonest first (then by game and
/// rule). Without an owner, only the season's calendar and the
/// adjudications, as an organiser's.
#[must_use]
pub fn deadlines(project: &Project, today: NaiveDate) -> Vec<Deadline> {
    let mut out = Vec::new();
    ledger_deadlines(project, today, &mut out);
    server_deadlines(project, &mut out);
    out.extend(claim_deadlines(project, today));
    leave_deadlines(project, today, &mut out);
    adjudication_deadlines(project, today, &mut out);
    season_deadlines(project, today, &mut out);
    out.sort_by(|a, b| {
        a.date
            .cmp(&b.date)
            .then(a.game.cmp(&b.game))
            .then(a.rule.cmp(&b.rule))
            .then(a.key.cmp(&b.key))
    });
    out
}

/// The owner's time claims not yet made (E7.1, P13) and protests against
/// claims made against him (E7.3) on `today`, as [`deadlines`] lists them
/// (also shown on their own in the window's due list).
#[must_use]
pub fn claim_deadlines(project: &Project, today: NaiveDate) -> Vec<Deadline> {
    let mut out = Vec::new();
    claims::claim_deadlines(project, today, &mut out);
    out
}

/// The owner's due games that run on the clock ledger, with their due
/// items: a server game runs on the server's clock, not the ledger's.
fn ledger_due_games(
    project: &Project,
    today: NaiveDate,
) -> impl Iterator<Item = (super::ledger::DueItem, GameId, &Game)> {
    due_list(project, today).into_iter().filter_map(|item| {
        let id = due_game(&item)?;
        let game = project.game(id).filter(|g| g.server.is_none())?;
        Some((item, id, game))
    })
}

fn ledger_deadlines(project: &Project, today: NaiveDate, out: &mut Vec<Deadline>) {
    for (item, id, game) in ledger_due_games(project, today) {
        let Ok(rules) = project.rules_of(game) else {
            continue;
        };
        let postal = rules.silence.escalation == Escalation::CaptainInformsOrganiser;
        if item.my_move {
            out.push(Deadline {
                date: add_days(today, item.days_left),
                game: Some(id),
                rule: if postal { "P08" } else { "E6.1" }.to_owned(),
                what: format!(
                    "my move in {id} ({}): {} days left at the next time control",
                    players(project, game),
                    item.days_left
                ),
                key: format!("{id}-move"),
            });
        }
        let named = game_words(project, game);
        for reminder in item.due.iter().chain(&item.next) {
            // Only the owner's own duties (the due item holds no other).
            let Some(what) = reminder.kind.duty(rules, !item.my_move, &named) else {
                continue;
            };
            out.push(Deadline {
                date: reminder.due,
                game: Some(id),
                rule: reminder.kind.rule(rules).to_owned(),
                what,
                key: format!("{id}-{:?}", reminder.kind).to_ascii_lowercase(),
            });
        }
    }
}

fn server_deadlines(project: &Project, out: &mut Vec<Deadline>) {
    for game in project.games() {
        let Some(link) = game.server.as_deref() else {
            continue;
        };
        let Some(synced) = link.synced else { continue };
        if !link.game.result.in_play() || !link.game.my_turn || game.is_finished() {
            continue;
        }
        let draw = if link.game.draw_offered {
            "; a draw is offered"
        } else {
            ""
        };
        out.push(Deadline {
            date: link.my_clock().last_day(synced),
            game: Some(game.id),
            rule: "server".to_owned(),
            what: format!(
                "my move in {} ({}), server game {} on {}: {} left on {synced}{draw}",
                game.id,
                players(project, game),
                link.game.id,
                link.server,
                link.my_clock()
            ),
            key: format!("{}-server-move", game.id),
        });
    }
}

fn leave_deadlines(project: &Project, today: NaiveDate, out: &mut Vec<Deadline>) {
    let Some(owner) = project.owner() else { return };
    for leave in project.leave() {
        if leave.player != owner || leave.to < today {
            continue;
        }
        let postal = leave
            .game
            .and_then(|g| project.game(g))
            .and_then(|g| project.rules_of(g).ok())
            .is_some_and(|r| r.silence.escalation == Escalation::CaptainInformsOrganiser);
        let games = leave.game.map_or("all games".to_owned(), |g| g.to_string());
        out.push(Deadline {
            date: leave.to,
            game: leave.game,
            rule: if postal { "P11" } else { "E8.1" }.to_owned(),
            what: format!(
                "leave from {} ends ({games}): the clocks run again the next day",
                leave.from
            ),
            key: format!("leave-{}-{}", leave.from, leave.game.map_or(0, |g| g.0)),
        });
    }
}

fn adjudication_deadlines(project: &Project, today: NaiveDate, out: &mut Vec<Deadline>) {
    let owner = project.owner();
    for case in project.adjudications() {
        let Some(game) = project.game(case.game) else {
            continue;
        };
        let mine = owner.and_then(|o| {
            if game.white == o {
                Some(Colour::White)
            } else if game.black == o {
                Some(Colour::Black)
            } else {
                None
            }
        });
        for due in case.due(today) {
            let Some(by) = due.by else { continue };
            let concerns_me = match (&due.from, mine) {
                (Party::Side(side), Some(me)) => *side == me,
                // A game of someone else, or a step of the Organiser or
                // the panel: the organiser's, shown when the desk has no
                // owner or the owner does not play the game.
                _ => owner.is_none() || mine.is_none(),
            };
            if !concerns_me {
                continue;
            }
            out.push(Deadline {
                date: by,
                game: Some(case.game),
                rule: due.rule.to_owned(),
                what: format!("{} ({}): {due}", case.game, players(project, game)),
                key: format!("{}-adjudication-{}-{}", case.game, due.rule, due.from)
                    .to_ascii_lowercase()
                    .replace(' ', "-"),
            });
        }
    }
}

fn season_deadlines(project: &Project, today: NaiveDate, out: &mut Vec<Deadline>) {
    let Some(competition) = project.competition() else {
        return;
    };
    let Some(season) = competition.seasons.last() else {
        return;
    };
    // The whole calendar is the organiser's (a desk without an owner, or
    // whose owner is the competition's organiser); a player sees the items
    // of his own games.
    let owner = project.owner();
    let organiser = owner.is_none_or(|o| {
        project
            .player_name(o)
            .trim()
            .eq_ignore_ascii_case(competition.organiser.trim())
    });
    for item in super::tournament::calendar::due_list(project, season, today) {
        let game = match &item.kind {
            super::tournament::calendar::DueKind::ResultMissing(g)
            | super::tournament::calendar::DueKind::Dispute(g) => Some(*g),
            _ => None,
        };
        let plays = |g: GameId| {
            project
                .game(g)
                .is_some_and(|g| owner.is_some_and(|o| g.white == o || g.black == o))
        };
        if !organiser && !game.is_some_and(plays) {
            continue;
        }
        out.push(Deadline {
            date: item.due,
            game,
            rule: item.rule.to_owned(),
            what: item.what.to_string(),
            key: format!("season-{}-{:?}", season.name, item.kind)
                .to_ascii_lowercase()
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
                .collect(),
        });
    }
}
