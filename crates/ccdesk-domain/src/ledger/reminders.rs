//! Silence, reminders and the due list (E3.1-E3.3, E1.3, P12).
//!
//! Dates are counted from the date the waiting side sent its last move:
//!
//! - repeat the move (E3.1: no reply within 14 days; P12: 12 days plus the
//!   average transmission time, by recorded post): `sent + 14`;
//! - escalate (E3.2: inform the TD 14 days after the repeat; P12: the
//!   captain informs the Organiser 10 days plus transmission after the
//!   reminder): counted from the date the repeat was actually sent if
//!   known, else from the date it was due;
//! - the game may be scored lost against the silent side (E3.3: no move for
//!   40 days): `sent + 40`;
//! - a player without email access for 30 days counts as withdrawn (E1.3):
//!   [`withdrawal_after_access_lost`].
//!
//! A reminder is due on its date: on that day the period without a reply
//! has run out.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::claims::add_days;
use super::colour::colour_serde;
use super::compute::Ledger;
use super::rule_set::{Escalation, RuleSet};

/// What is due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReminderKind {
    /// Repeat the full details of the move (E3.1; P12 by recorded post).
    RepeatMove,
    /// Tell the TD (E3.2) or have the captain tell the Organiser (P12).
    Escalate(Escalation),
    /// The silent side may be scored lost (E3.3).
    MayScoreLost,
}

impl ReminderKind {
    /// The rule behind it under `rules` (email or postal wording).
    pub fn rule(self, rules: &RuleSet) -> &'static str {
        let postal = rules.silence.escalation == Escalation::CaptainInformsOrganiser;
        match self {
            ReminderKind::RepeatMove if postal => "P12",
            ReminderKind::RepeatMove => "E3.1",
            ReminderKind::Escalate(_) if postal => "P12",
            ReminderKind::Escalate(_) => "E3.2",
            ReminderKind::MayScoreLost => "E3.3",
        }
    }

    /// Whether the reminder is a duty, or a deadline, of the player on
    /// one side: the repeat (E3.1, P12) and the report to the TD (E3.2;
    /// P12: by the captain, to the Organiser) are the waiting player's;
    /// the game that may be scored lost (E3.3) concerns both, the silent
    /// one as a loss, the waiting one who has not told the TD.
    pub fn concerns(self, waiting: bool) -> bool {
        waiting || self == ReminderKind::MayScoreLost
    }

    /// What the reminder asks of the desk's owner, as data; `waiting` when
    /// he sent the last move. `None` for a reminder that is the other
    /// player's duty ([`ReminderKind::concerns`]).
    pub fn duty_of(self, rules: &RuleSet, waiting: bool) -> Option<Duty> {
        if !self.concerns(waiting) {
            return None;
        }
        let postal = rules.silence.escalation == Escalation::CaptainInformsOrganiser;
        let days = rules.silence.may_score_lost_after_days;
        Some(match self {
            ReminderKind::RepeatMove if postal => Duty::RepeatByPost,
            ReminderKind::RepeatMove => Duty::RepeatWithCopyToDirector,
            ReminderKind::Escalate(Escalation::PlayerInformsTournamentDirector) => {
                Duty::InformDirector
            }
            ReminderKind::Escalate(Escalation::CaptainInformsOrganiser) => Duty::AskCaptain,
            ReminderKind::MayScoreLost if waiting => Duty::OpponentMayLose { days },
            ReminderKind::MayScoreLost => Duty::IMayLose { days },
        })
    }

    /// What the reminder asks of the desk's owner in `game` (its name as
    /// shown: `g12 (Ann Lee - Bob Ray)`), as one sentence; `waiting` when
    /// he sent the last move. `None` for a reminder that is the other
    /// player's duty ([`ReminderKind::concerns`]). The one text of the due
    /// list, `ccdesk due`, its .ics and the daily notice; the window words
    /// [`ReminderKind::duty_of`] in its language.
    pub fn duty(self, rules: &RuleSet, waiting: bool, game: &str) -> Option<String> {
        self.duty_of(rules, waiting).map(|d| d.sentence(game))
    }

    /// What to do, in words.
    pub fn describe(self) -> &'static str {
        match self {
            ReminderKind::RepeatMove => "repeat the move with full details",
            ReminderKind::Escalate(Escalation::PlayerInformsTournamentDirector) => {
                "inform the Tournament Director and await a decision"
            }
            ReminderKind::Escalate(Escalation::CaptainInformsOrganiser) => {
                "the captain informs the Organiser"
            }
            ReminderKind::MayScoreLost => "the game may be scored lost against the silent player",
        }
    }
}

/// What a reminder asks of the desk's owner (E3.1-E3.3, P12).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Duty {
    /// Repeat my move with full details by recorded post (P12).
    RepeatByPost,
    /// Repeat my move with full details, a copy to the TD (E3.1).
    RepeatWithCopyToDirector,
    /// Inform the TD of the silence and await his decision (E3.2).
    InformDirector,
    /// Ask my captain to inform the Organiser (P12).
    AskCaptain,
    /// The opponent has sent no move for `days` (when the rules give a
    /// number): the game may be scored lost to a waiting player who has
    /// not told the TD (E3.3).
    OpponentMayLose {
        /// The rules' days without a move.
        days: Option<u32>,
    },
    /// I have sent no move for `days`: the game may be scored lost
    /// against me (E3.3).
    IMayLose {
        /// The rules' days without a move.
        days: Option<u32>,
    },
}

impl Duty {
    /// The duty in English, for `game` as shown.
    #[must_use]
    pub fn sentence(self, game: &str) -> String {
        let days = |d: Option<u32>| d.map_or(String::new(), |n| format!(" for {n} days"));
        match self {
            Duty::RepeatByPost => {
                format!("repeat my move in {game} with full details by recorded post")
            }
            Duty::RepeatWithCopyToDirector => format!(
                "repeat my move in {game} with full details, with a copy to the Tournament Director"
            ),
            Duty::InformDirector => format!(
                "inform the Tournament Director that {game} has had no reply, and await his decision"
            ),
            Duty::AskCaptain => {
                format!("ask my captain to inform the Organiser that {game} has had no reply")
            }
            Duty::OpponentMayLose { days: d } => format!(
                "no move sent in {game}{}, and the game may be scored lost to a player who has not told the Tournament Director of the delay",
                days(d)
            ),
            Duty::IMayLose { days: d } => format!(
                "no move sent in {game}{}, and the game may be scored lost against me",
                days(d)
            ),
        }
    }
}

/// One dated reminder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reminder {
    /// What is due.
    pub kind: ReminderKind,
    /// From when.
    pub due: NaiveDate,
}

/// The deadlines that run while one side waits for a reply.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SilenceDeadlines {
    /// The side waiting for a reply (it sent the last move).
    #[serde(with = "colour_serde")]
    pub waiting: Color,
    /// The date of that last move.
    pub last_sent: NaiveDate,
    /// When the move is to be repeated (E3.1, P12).
    pub repeat_due: NaiveDate,
    /// When to escalate (E3.2, P12).
    pub escalate_due: NaiveDate,
    /// When the game may be scored lost against the silent side (E3.3).
    pub may_score_lost: Option<NaiveDate>,
}

impl SilenceDeadlines {
    /// The deadlines after `waiting` sent a move on `last_sent`;
    /// `repeat_sent` is the date the repeat went out, once it has.
    pub fn after(
        rules: &RuleSet,
        waiting: Color,
        last_sent: NaiveDate,
        repeat_sent: Option<NaiveDate>,
    ) -> Self {
        let s = rules.silence;
        let transit = |adds: bool| if adds { rules.transit_days } else { 0 };
        let repeat_due = add_days(
            last_sent,
            s.repeat_after_days
                .saturating_add(transit(s.repeat_adds_transit)),
        );
        let escalate_due = add_days(
            repeat_sent.unwrap_or(repeat_due),
            s.escalate_after_days
                .saturating_add(transit(s.escalate_adds_transit)),
        );
        SilenceDeadlines {
            waiting,
            last_sent,
            repeat_due,
            escalate_due,
            may_score_lost: s.may_score_lost_after_days.map(|n| add_days(last_sent, n)),
        }
    }

    /// All deadlines, in date order.
    pub fn reminders(&self, rules: &RuleSet) -> Vec<Reminder> {
        let mut all = vec![
            Reminder {
                kind: ReminderKind::RepeatMove,
                due: self.repeat_due,
            },
            Reminder {
                kind: ReminderKind::Escalate(rules.silence.escalation),
                due: self.escalate_due,
            },
        ];
        if let Some(due) = self.may_score_lost {
            all.push(Reminder {
                kind: ReminderKind::MayScoreLost,
                due,
            });
        }
        all.sort_by_key(|r| r.due);
        all
    }

    /// The deadlines reached on `today`.
    pub fn due_as_of(&self, rules: &RuleSet, today: NaiveDate) -> Vec<Reminder> {
        self.reminders(rules)
            .into_iter()
            .filter(|r| r.due <= today)
            .collect()
    }
}

impl Ledger {
    /// The silence deadlines of the game: the side that sent the last move
    /// waits. `None` before the first move.
    pub fn silence(
        &self,
        rules: &RuleSet,
        repeat_sent: Option<NaiveDate>,
    ) -> Option<SilenceDeadlines> {
        let last = self.rows.last()?;
        Some(SilenceDeadlines::after(
            rules,
            last.colour,
            last.sent,
            repeat_sent,
        ))
    }
}

/// The date a player who lost email access on `lost_since` counts as
/// withdrawn (E1.3: 30 days), under rules that have such a limit.
pub fn withdrawal_after_access_lost(rules: &RuleSet, lost_since: NaiveDate) -> Option<NaiveDate> {
    rules
        .silence
        .access_lost_withdrawal_days
        .map(|n| add_days(lost_since, n))
}

/// One game in a player's due list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DueItem {
    /// The game, as the caller names it.
    pub game: String,
    /// Whether the player is to move.
    pub my_move: bool,
    /// The player's days left at the next control, as of today.
    pub days_left: i64,
    /// Reminders reached as of today.
    pub due: Vec<Reminder>,
    /// The next reminder not yet reached.
    pub next: Option<Reminder>,
}

impl DueItem {
    /// The entry of one game for the player playing `me`, on `today`.
    pub fn for_game(
        rules: &RuleSet,
        game: &str,
        ledger: &Ledger,
        me: Color,
        today: NaiveDate,
    ) -> Self {
        Self::for_game_after_repeat(rules, game, ledger, me, today, None)
    }

    /// As [`DueItem::for_game`], when the last move was repeated on
    /// `repeat_sent` (E3.1): the repeat is no longer due and the escalation
    /// (E3.2) counts from that date.
    pub fn for_game_after_repeat(
        rules: &RuleSet,
        game: &str,
        ledger: &Ledger,
        me: Color,
        today: NaiveDate,
        repeat_sent: Option<NaiveDate>,
    ) -> Self {
        let clock = ledger.clock_as_of(rules, me, today, None);
        let (due, next) = match ledger.silence(rules, repeat_sent) {
            Some(silence) => {
                // A repeat that went out is done: it is no longer due. The
                // repeat and the report to the TD are the waiting player's
                // duties, never the one's who is to move.
                let mut all = silence.reminders(rules);
                if repeat_sent.is_some() {
                    all.retain(|r| r.kind != ReminderKind::RepeatMove);
                }
                all.retain(|r| r.kind.concerns(silence.waiting == me));
                let next = all.iter().find(|r| r.due > today).cloned();
                (all.into_iter().filter(|r| r.due <= today).collect(), next)
            }
            None => (Vec::new(), None),
        };
        DueItem {
            game: game.to_owned(),
            my_move: clock.to_move,
            days_left: clock.days_left,
            due,
            next,
        }
    }
}

/// Sorts a due list by urgency: games where it is the player's move first,
/// then fewest days left, then the most reminders reached, then the
/// earliest next reminder, then by name.
pub fn sort_due(items: &mut [DueItem]) {
    items.sort_by(|a, b| {
        b.my_move
            .cmp(&a.my_move)
            .then(a.days_left.cmp(&b.days_left))
            .then(b.due.len().cmp(&a.due.len()))
            .then(
                a.next
                    .as_ref()
                    .map(|r| r.due)
                    .unwrap_or(NaiveDate::MAX)
                    .cmp(&b.next.as_ref().map(|r| r.due).unwrap_or(NaiveDate::MAX)),
            )
            .then(a.game.cmp(&b.game))
    });
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::ledger::{LedgerInput, MoveEntry};

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn e3_1_e3_2_e3_3_email_silence() {
        // rule: E3.1
        // rule: E3.2
        // rule: E3.3
        // White sent on 1 Mar: repeat on 15 Mar, TD on 29 Mar, lost 10 Apr.
        let rules = RuleSet::email();
        let s = SilenceDeadlines::after(&rules, Color::White, d(2026, 3, 1), None);
        assert_eq!(s.repeat_due, d(2026, 3, 15));
        assert_eq!(s.escalate_due, d(2026, 3, 29));
        assert_eq!(s.may_score_lost, Some(d(2026, 4, 10)));
        assert!(s.due_as_of(&rules, d(2026, 3, 14)).is_empty());
        assert_eq!(s.due_as_of(&rules, d(2026, 3, 15)).len(), 1);
        // The repeat went out late, on 18 Mar: the TD is told on 1 Apr.
        let late =
            SilenceDeadlines::after(&rules, Color::White, d(2026, 3, 1), Some(d(2026, 3, 18)));
        assert_eq!(late.escalate_due, d(2026, 4, 1));
        assert_eq!(
            late.due_as_of(&rules, d(2026, 4, 10))
                .last()
                .map(|r| r.kind),
            Some(ReminderKind::MayScoreLost)
        );
    }

    #[test]
    fn p12_postal_reminder_after_twelve_plus_transit_then_ten_more() {
        // rule: P12
        // Posted 2 Mar: reminder by recorded post on 2 + 12 + 2 = 16 Mar;
        // the captain informs the Organiser 10 + 2 days later, 28 Mar.
        let rules = RuleSet::postal();
        let s = SilenceDeadlines::after(&rules, Color::Black, d(2026, 3, 2), None);
        assert_eq!(s.repeat_due, d(2026, 3, 16));
        assert_eq!(s.escalate_due, d(2026, 3, 28));
        assert_eq!(s.may_score_lost, None);
        assert_eq!(
            s.reminders(&rules)[1].kind,
            ReminderKind::Escalate(Escalation::CaptainInformsOrganiser)
        );
        assert_eq!(ReminderKind::RepeatMove.rule(&rules), "P12");
    }

    #[test]
    fn e1_3_thirty_days_without_email_is_withdrawal() {
        // rule: E1.3
        assert_eq!(
            withdrawal_after_access_lost(&RuleSet::email(), d(2026, 5, 1)),
            Some(d(2026, 5, 31))
        );
        assert_eq!(
            withdrawal_after_access_lost(&RuleSet::postal(), d(2026, 5, 1)),
            None
        );
    }

    #[test]
    fn due_list_puts_my_move_and_fewest_days_first() {
        // rule: E3.1
        let rules = RuleSet::email();
        let game = |received: NaiveDate, sent: NaiveDate, black_sent: Option<NaiveDate>| {
            let mut moves = vec![MoveEntry::new(Color::White, 1, Some(received), sent)];
            if let Some(b) = black_sent {
                moves.push(MoveEntry::new(Color::Black, 1, None, b));
            }
            Ledger::compute(
                &rules,
                &LedgerInput {
                    moves,
                    ..LedgerInput::default()
                },
            )
            .unwrap()
        };
        let today = d(2026, 3, 20);
        // A: I am White, Black replied on 5 Mar: my move, 40 - 14 = 26 left
        // (received 6 Mar assumed).
        let a = game(d(2026, 3, 1), d(2026, 3, 1), Some(d(2026, 3, 5)));
        // B: my move, Black replied 1 Mar: 40 - 18 = 22 left.
        let b = game(d(2026, 2, 20), d(2026, 2, 20), Some(d(2026, 3, 1)));
        // C: I wait since 1 Mar: repeat due 15 Mar (reached).
        let c = game(d(2026, 3, 1), d(2026, 3, 1), None);
        let mut list = vec![
            DueItem::for_game(&rules, "A", &a, Color::White, today),
            DueItem::for_game(&rules, "B", &b, Color::White, today),
            DueItem::for_game(&rules, "C", &c, Color::White, today),
        ];
        sort_due(&mut list);
        let names: Vec<&str> = list.iter().map(|i| i.game.as_str()).collect();
        assert_eq!(names, ["B", "A", "C"]);
        assert_eq!(list[0].days_left, 22);
        assert_eq!(list[1].days_left, 26);
        assert_eq!(list[2].due.len(), 1);
        assert_eq!(list[2].next.as_ref().map(|r| r.due), Some(d(2026, 3, 29)));
    }
}
