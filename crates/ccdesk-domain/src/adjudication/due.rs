//! What is due from whom, as of a given day.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::appeal::AppealBody;
use super::case::{AdjudicationCase, CaseState, DefaultRuling};
use super::panel::Purpose;
use super::procedure::Procedure;
use super::verdict::Verdict;
use crate::colour::Colour;

/// Who owes the next step.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Party {
    /// A side: its captain (C24) or the player (E10).
    Side(Colour),
    /// The Organiser (C) or Tournament Director (E).
    Organiser,
    /// A named adjudicator.
    Adjudicator(String),
    /// The body ruling on an appeal.
    AppealBody(AppealBody),
}

impl std::fmt::Display for Party {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Party::Side(c) => write!(f, "{c}"),
            Party::Organiser => f.write_str("Organiser"),
            Party::Adjudicator(name) => write!(f, "adjudicator {name}"),
            Party::AppealBody(b) => write!(f, "{b}"),
        }
    }
}

/// What is due in a case, as data: its `Display` gives the rules' words
/// in English, and the window words it in its language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum DueStep {
    /// A side's appeal, if any: with an analysis (C27), or further
    /// analysis allowed (E11.1).
    Appeal {
        /// An analysis of the position goes with it (C27).
        with_analysis: bool,
    },
    /// Another adjudicator's ruling, notified to both sides (E11.2).
    SecondAdjudicatorRuling,
    /// The appeal body's ruling (C27).
    RuleOnAppeal,
    /// The default to apply: one side's claim upheld (C25).
    DefaultClaimUpheld {
        /// The side that complied.
        side: Colour,
        /// What its claim gives.
        verdict: Verdict,
    },
    /// The default to apply: loss to both (C25).
    DefaultLossToBoth,
    /// A side's claim: with the score and two diagrams (C24), or the
    /// moves and the position (E10.1-3).
    Claim {
        /// The score and two diagrams (C24), else the moves and the
        /// position (E10).
        diagrams: bool,
    },
    /// Neither side submitted: the TD decides (E13.2).
    DecideUnsubmitted,
    /// The position to send to adjudicators (C26, E10.5).
    SendToAdjudicators {
        /// How many are still needed.
        n: usize,
        /// Independent ones (C26).
        independent: bool,
    },
    /// An adjudicator's opinion (C26, E10.5).
    Opinion,
    /// The position and the two views to a third adjudicator (C26).
    SendToThird,
    /// The decision to notify to both sides (C27, E10.5).
    NotifyDecision,
}

impl std::fmt::Display for DueStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DueStep::Appeal {
                with_analysis: true,
            } => f.write_str("appeal, if any, with an analysis of the position"),
            DueStep::Appeal {
                with_analysis: false,
            } => f.write_str("appeal, if any (further analysis may go with it)"),
            DueStep::SecondAdjudicatorRuling => {
                f.write_str("obtain a ruling from another adjudicator and notify both sides")
            }
            DueStep::RuleOnAppeal => f.write_str("rule on the appeal"),
            DueStep::DefaultClaimUpheld { side, verdict } => {
                write!(f, "apply the default: {side}'s claim is upheld ({verdict})")
            }
            DueStep::DefaultLossToBoth => f.write_str("apply the default: loss to both"),
            DueStep::Claim { diagrams: true } => {
                f.write_str("claim (win or draw), the score and two diagrams")
            }
            DueStep::Claim { diagrams: false } => {
                f.write_str("claim (win or draw), the moves and the position, analysis if any")
            }
            DueStep::DecideUnsubmitted => f.write_str("decide the game: neither side submitted"),
            DueStep::SendToAdjudicators { n, independent } => write!(
                f,
                "send the position, without the claims, to {n} {}adjudicator{}",
                if *independent { "independent " } else { "" },
                if *n == 1 { "" } else { "s" }
            ),
            DueStep::Opinion => f.write_str("opinion on the position"),
            DueStep::SendToThird => {
                f.write_str("send the position and the two views to a third adjudicator")
            }
            DueStep::NotifyDecision => {
                f.write_str("notify the decision to both sides, saying who may appeal")
            }
        }
    }
}

/// One thing due in a case.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Due {
    /// From whom.
    pub from: Party,
    /// What, with its data (the rules' words are its `Display`).
    pub what: DueStep,
    /// By when, if the rules set a day.
    pub by: Option<NaiveDate>,
    /// The rule that asks for it.
    pub rule: &'static str,
}

impl Due {
    /// True when `by` has passed on `today`.
    #[must_use]
    pub fn overdue(&self, today: NaiveDate) -> bool {
        self.by.is_some_and(|d| today > d)
    }
}

impl std::fmt::Display for Due {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.from, self.what)?;
        if let Some(by) = self.by {
            write!(f, " by {}", by.format("%-d %b %Y"))?;
        }
        write!(f, " ({})", self.rule)
    }
}

impl AdjudicationCase {
    /// What is due from whom on `today`.
    #[must_use]
    pub fn due(&self, today: NaiveDate) -> Vec<Due> {
        let mut out = Vec::new();
        let due = |from, what, by, rule| Due {
            from,
            what,
            by,
            rule,
        };
        match self.state(today) {
            CaseState::WaitingForClaims => self.due_claims(today, &mut out),
            CaseState::WithAdjudicators => self.due_panel(&mut out),
            CaseState::Decided => {
                if let Some(d) = &self.decision {
                    for side in &d.appealable_by {
                        let what = DueStep::Appeal {
                            with_analysis: self.procedure == Procedure::InterOffice,
                        };
                        let rule = match self.procedure {
                            Procedure::InterOffice => "C27",
                            Procedure::Email => "E11.1",
                        };
                        out.push(due(Party::Side(*side), what, Some(d.appeal_deadline), rule));
                    }
                }
            }
            CaseState::UnderAppeal => match self.next_appeal_body() {
                Some(AppealBody::SecondAdjudicator) => out.push(due(
                    Party::Organiser,
                    DueStep::SecondAdjudicatorRuling,
                    None,
                    "E11.2",
                )),
                Some(body) => out.push(due(
                    Party::AppealBody(body),
                    DueStep::RuleOnAppeal,
                    None,
                    "C27",
                )),
                None => {}
            },
            CaseState::Final => {}
        }
        out
    }

    fn due_claims(&self, today: NaiveDate, out: &mut Vec<Due>) {
        if let Some(ruling) = self.default_due(today) {
            let what = match ruling {
                DefaultRuling::ClaimUpheld { side, verdict } => {
                    DueStep::DefaultClaimUpheld { side, verdict }
                }
                DefaultRuling::LossToBoth => DueStep::DefaultLossToBoth,
            };
            out.push(Due {
                from: Party::Organiser,
                what,
                by: None,
                rule: "C25",
            });
            return;
        }
        let (what, rule) = match self.procedure {
            Procedure::InterOffice => (DueStep::Claim { diagrams: true }, "C24"),
            Procedure::Email => (DueStep::Claim { diagrams: false }, "E10.1-3"),
        };
        let mut missing = 0;
        for side in [Colour::White, Colour::Black] {
            if self.counted_claim(side).is_some() {
                continue;
            }
            missing += 1;
            let (by, rule) =
                if today > self.deadlines.submissions && self.procedure == Procedure::InterOffice {
                    (self.cure_day(), "C25")
                } else {
                    (self.deadlines.submissions, rule)
                };
            out.push(Due {
                from: Party::Side(side),
                what: what.clone(),
                by: Some(by),
                rule,
            });
        }
        if missing == 2 && self.procedure == Procedure::Email && today > self.deadlines.submissions
        {
            out.push(Due {
                from: Party::Organiser,
                what: DueStep::DecideUnsubmitted,
                by: None,
                rule: "E13.2",
            });
        }
    }

    fn due_panel(&self, out: &mut Vec<Due>) {
        let first = self
            .referrals
            .iter()
            .filter(|r| r.purpose == Purpose::Adjudication)
            .count();
        let rule = match self.procedure {
            Procedure::InterOffice => "C26",
            Procedure::Email => "E10.5",
        };
        if first < self.first_panel_size() {
            let n = self.first_panel_size() - first;
            out.push(Due {
                from: Party::Organiser,
                what: DueStep::SendToAdjudicators {
                    n,
                    independent: self.procedure == Procedure::InterOffice,
                },
                by: None,
                rule,
            });
        }
        for r in &self.referrals {
            if self.opinions.iter().all(|o| o.adjudicator != r.adjudicator) {
                out.push(Due {
                    from: Party::Adjudicator(r.adjudicator.clone()),
                    what: DueStep::Opinion,
                    by: None,
                    rule,
                });
            }
        }
        if self.needs_tiebreak() && self.tiebreak_referral().is_none() {
            out.push(Due {
                from: Party::Organiser,
                what: DueStep::SendToThird,
                by: None,
                rule: "C26",
            });
        }
        if self.panel_verdict().is_some() {
            out.push(Due {
                from: Party::Organiser,
                what: DueStep::NotifyDecision,
                by: None,
                rule: match self.procedure {
                    Procedure::InterOffice => "C27",
                    Procedure::Email => "E10.5",
                },
            });
        }
    }
}
