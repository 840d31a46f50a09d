//! What is due from whom, as of a given day.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::appeal::AppealBody;
use super::case::{AdjudicationCase, CaseState, DefaultRuling};
use super::panel::Purpose;
use super::procedure::Procedure;
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

/// One thing due in a case.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Due {
    /// From whom.
    pub from: Party,
    /// What, in the rules' words.
    pub what: String,
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
        let due = |from, what: &str, by, rule| Due {
            from,
            what: what.to_owned(),
            by,
            rule,
        };
        match self.state(today) {
            CaseState::WaitingForClaims => self.due_claims(today, &mut out),
            CaseState::WithAdjudicators => self.due_panel(&mut out),
            CaseState::Decided => {
                if let Some(d) = &self.decision {
                    for side in &d.appealable_by {
                        let what = match self.procedure {
                            Procedure::InterOffice => {
                                "appeal, if any, with an analysis of the position"
                            }
                            Procedure::Email => "appeal, if any (further analysis may go with it)",
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
                    "obtain a ruling from another adjudicator and notify both sides",
                    None,
                    "E11.2",
                )),
                Some(body) => out.push(due(
                    Party::AppealBody(body),
                    "rule on the appeal",
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
                    format!("apply the default: {side}'s claim is upheld ({verdict})")
                }
                DefaultRuling::LossToBoth => "apply the default: loss to both".to_owned(),
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
            Procedure::InterOffice => ("claim (win or draw), the score and two diagrams", "C24"),
            Procedure::Email => (
                "claim (win or draw), the moves and the position, analysis if any",
                "E10.1-3",
            ),
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
                what: what.to_owned(),
                by: Some(by),
                rule,
            });
        }
        if missing == 2 && self.procedure == Procedure::Email && today > self.deadlines.submissions
        {
            out.push(Due {
                from: Party::Organiser,
                what: "decide the game: neither side submitted".to_owned(),
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
                what: format!(
                    "send the position, without the claims, to {n} {}adjudicator{}",
                    if self.procedure == Procedure::InterOffice {
                        "independent "
                    } else {
                        ""
                    },
                    if n == 1 { "" } else { "s" }
                ),
                by: None,
                rule,
            });
        }
        for r in &self.referrals {
            if self.opinions.iter().all(|o| o.adjudicator != r.adjudicator) {
                out.push(Due {
                    from: Party::Adjudicator(r.adjudicator.clone()),
                    what: "opinion on the position".to_owned(),
                    by: None,
                    rule,
                });
            }
        }
        if self.needs_tiebreak() && self.tiebreak_referral().is_none() {
            out.push(Due {
                from: Party::Organiser,
                what: "send the position and the two views to a third adjudicator".to_owned(),
                by: None,
                rule: "C26",
            });
        }
        if self.panel_verdict().is_some() {
            out.push(Due {
                from: Party::Organiser,
                what: "notify the decision to both sides, saying who may appeal".to_owned(),
                by: None,
                rule: match self.procedure {
                    Procedure::InterOffice => "C27",
                    Procedure::Email => "E10.5",
                },
            });
        }
    }
}
