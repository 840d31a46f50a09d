//! Adjudication fees for claims and appeals not upheld (C28), as data the
//! fees ledger reads.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::case::{AdjudicationCase, CaseState};
use super::procedure::Procedure;
use super::verdict::Verdict;
use crate::colour::Colour;
use crate::game::Outcome;
use crate::ids::{CompanyId, GameId, TeamId};
use crate::project::Project;

/// What a fee is charged for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FeeKind {
    /// A claim not upheld.
    Claim,
    /// An appeal not upheld.
    Appeal,
}

/// One adjudication fee owed by the company of one side (C28). The amount
/// is the Committee's, set before the season: the fees ledger applies it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FeeCharge {
    /// The game.
    pub game: GameId,
    /// The side whose claim or appeal was not upheld.
    pub side: Colour,
    /// Its team, in a team competition.
    pub team: Option<TeamId>,
    /// The company charged.
    pub company: Option<CompanyId>,
    /// Claim or appeal.
    pub kind: FeeKind,
}

fn half_points(outcome: Outcome, side: Colour) -> Option<u8> {
    match outcome {
        Outcome::WhiteWins => Some(Verdict::WhiteWins.half_points(side)),
        Outcome::BlackWins => Some(Verdict::BlackWins.half_points(side)),
        Outcome::Draw => Some(1),
        Outcome::LossToBoth => Some(0),
        Outcome::Annulled => None,
    }
}

impl AdjudicationCase {
    /// The sides owing a fee, and for what, once the case is final on
    /// `today` (C28; the email rules charge none). A claim is upheld when
    /// the result gives the side at least what it claimed; an appeal when
    /// the ruling gives the appellant more than the decision did.
    #[must_use]
    pub fn fees(&self, today: NaiveDate) -> Vec<(Colour, FeeKind)> {
        let mut out = Vec::new();
        if self.procedure != Procedure::InterOffice || self.state(today) != CaseState::Final {
            return out;
        }
        let Some(result) = self.result() else {
            return out;
        };
        for side in [Colour::White, Colour::Black] {
            if let (Some(claim), Some(got)) =
                (self.counted_claim(side), half_points(result.outcome, side))
                && got < claim.verdict().half_points(side)
            {
                out.push((side, FeeKind::Claim));
            }
        }
        if let Some(decision) = &self.decision {
            for appeal in &self.appeals {
                let before = decision.verdict.half_points(appeal.side);
                let after = half_points(result.outcome, appeal.side).unwrap_or(before);
                if after <= before {
                    out.push((appeal.side, FeeKind::Appeal));
                }
            }
        }
        out
    }
}

/// Every adjudication fee owed in `project` on `today`, with team and company.
#[must_use]
pub fn fees_due(project: &Project, today: NaiveDate) -> Vec<FeeCharge> {
    let mut out = Vec::new();
    for case in &project.adjudications {
        let pairing = project.game(case.game).and_then(|g| g.pairing.as_ref());
        for (side, kind) in case.fees(today) {
            let team = pairing.map(|p| match side {
                Colour::White => p.white_team,
                Colour::Black => p.black_team,
            });
            let company = team.and_then(|t| project.team(t)).map(|t| t.company);
            out.push(FeeCharge {
                game: case.game,
                side,
                team,
                company,
                kind,
            });
        }
    }
    out
}
