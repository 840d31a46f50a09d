//! A declaration kept with `message compose --record` (or the Reply
//! dialog) and mailed on a later day (issue 32): its letter is written
//! again for the day it was mailed, and what the rules count from its
//! date moves with it:
//!
//! - a draw offer without a move: the offer's date (E1.1), which the
//!   answer names;
//! - a time claim: the day it was sent and the day the opponent is taken
//!   to receive it, the transit days later (E7.1, E7.2, E2.12), from
//!   which the 14 days for a protest run (E7.3) and an upheld claim's new
//!   count starts (E7.4);
//! - a protest: the day it reaches the TD, the transit days after it is
//!   sent and never before the claim was received (E7.3, E2.12), so a
//!   protest mailed too late no longer counts;
//! - a resignation, an answer to a draw offer and a result report
//!   (E1.1, E12.1): only the letter's date.
//!
//! A kept letter is re-dated only when it still reads as the declaration
//! the project holds, word for word, written on the day it was kept (the
//! letter is written from the game as it was before the declaration took
//! effect, as `plan_declaration` wrote it); anything else (a change of
//! address, whose date is the day the new address holds from, a notice,
//! a letter edited by hand) goes as it was kept.

use chrono::{Days, NaiveDate};
use shakmaty::Color;

use crate::colour::Colour;
use crate::command::Command;
use crate::game::{DrawOffer, Game, GameCommand};
use crate::ledger::{Claim, LedgerCommand};
use crate::message::{
    Addressee, Correspondence, Letter, LetterKind, draw_answer, draw_offer, find_dates, protest,
    resignation, result_report, rule_set_of, time_claim,
};
use crate::project::Project;

/// What a kept message carries whose date moves with its mailing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Carried {
    /// The owner's move (with its conditional moves and draw offer).
    Move,
    /// A draw offer without a move (E1.1).
    DrawOffer,
    /// A resignation (E1.1).
    Resignation,
    /// The answer to the opponent's draw offer (E1.1).
    DrawAnswer,
    /// A time claim (E7.1, E7.2).
    TimeClaim,
    /// A protest against the opponent's time claim (E7.3).
    Protest,
    /// The result report to the TD (E12.1).
    ResultReport,
}

impl Carried {
    /// What it is, in words: "the move", "the time claim"...
    #[must_use]
    pub fn noun(self) -> &'static str {
        match self {
            Carried::Move => "the move",
            Carried::DrawOffer => "the draw offer",
            Carried::Resignation => "the resignation",
            Carried::DrawAnswer => "the answer to the draw offer",
            Carried::TimeClaim => "the time claim",
            Carried::Protest => "the protest",
            Carried::ResultReport => "the result report",
        }
    }
}

/// A kept declaration as it goes out on another day.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct RedatedDeclaration {
    /// What it is.
    pub carried: Carried,
    /// What moves the dates the rules count from it; empty when only the
    /// letter's date moves.
    pub commands: Vec<Command>,
    /// The letter written for the day it is mailed.
    pub letter: Letter,
}

/// What a declaration recorded, found in the game.
#[derive(Clone)]
enum Recorded {
    /// Nothing dated but the letter.
    Letter,
    /// The draw offer made.
    Offer(DrawOffer),
    /// The claim made, at its index.
    Claim(usize, Claim),
    /// The protest recorded against the claim at its index.
    Protest(usize, Claim),
}

/// One reading of the kept declaration: who sent it, to which TD, and the
/// game as it was before it took effect.
struct Reading {
    side: Color,
    td: Addressee,
    before: Game,
    recorded: Recorded,
}

/// The sides a declaration of the desk may be from: the owner's, else
/// either.
fn sides(project: &Project, game: &Game) -> Vec<Color> {
    project
        .owner_side(game)
        .map_or_else(|| vec![Color::White, Color::Black], |s| vec![s])
}

/// The Tournament Directors the kept letter may name: its recipients with
/// an address (the copies first), else one without.
fn tds(kept: &Correspondence) -> Vec<Addressee> {
    let mut out: Vec<Addressee> = kept
        .mail
        .iter()
        .flat_map(|m| m.cc.iter().chain(&m.to))
        .map(super::Recipient::addressee)
        .collect();
    out.push(Addressee {
        name: String::new(),
        email: String::new(),
        address: String::new(),
    });
    out
}

/// The letter of `kind` from `side` on `date`, written from `before`.
fn letter_of(
    project: &Project,
    kind: LetterKind,
    reading: &Reading,
    date: NaiveDate,
) -> Option<Letter> {
    let (game, side, td) = (&reading.before, reading.side, &reading.td);
    match (kind, &reading.recorded) {
        (LetterKind::Resignation, _) => Some(resignation(project, game, side, date)),
        (LetterKind::DrawOffer, _) => Some(draw_offer(project, game, side, date)),
        (LetterKind::DrawAccepted | LetterKind::DrawDeclined, _) => Some(draw_answer(
            project,
            game,
            side,
            date,
            kind == LetterKind::DrawAccepted,
        )),
        (LetterKind::TimeClaim, _) => Some(time_claim(project, game, side, date, td)),
        (LetterKind::Protest, Recorded::Protest(_, claim)) => {
            Some(protest(project, game, side, claim, date, td))
        }
        (LetterKind::ResultReport, _) => result_report(project, game, side, date, td),
        _ => None,
    }
}

/// The games as they may have been before the declaration `kind` from
/// `side`, sent on `date`, took effect, each with what it recorded.
fn befores(
    project: &Project,
    game: &Game,
    kept: &Correspondence,
    kind: LetterKind,
    side: Color,
) -> Vec<(Game, Recorded)> {
    let date = kept.date;
    let transit = Days::new(u64::from(rule_set_of(project, game).transit_days));
    let mut out = Vec::new();
    match kind {
        LetterKind::Resignation if game.result.is_some() => {
            let mut before = game.clone();
            before.result = None;
            out.push((before, Recorded::Letter));
        }
        LetterKind::DrawOffer => {
            let made = DrawOffer {
                by: Colour::from(side),
                sent: date,
                at_ply: game.moves.len(),
            };
            if game.result.is_none() && game.draw_offer == Some(made) {
                out.push((game.clone(), Recorded::Offer(made)));
            }
        }
        LetterKind::DrawAccepted | LetterKind::DrawDeclined if game.draw_offer.is_none() => {
            // The offer is answered, so the game holds it no more: its
            // date is one the kept letter names.
            for (offered, _, _) in find_dates(&kept.text) {
                let mut before = game.clone();
                before.result = None;
                before.draw_offer = Some(DrawOffer {
                    by: Colour::from(!side),
                    sent: offered,
                    at_ply: game.moves.len(),
                });
                out.push((before, Recorded::Letter));
            }
        }
        LetterKind::TimeClaim => {
            let received = date.checked_add_days(transit).unwrap_or(date);
            for (index, claim) in game.clock.claims.iter().enumerate().rev() {
                if claim.claimant == side
                    && claim.sent == date
                    && claim.received == received
                    && claim.protest.is_none()
                    && claim.decision.is_none()
                {
                    let mut before = game.clone();
                    before.clock.claims.remove(index);
                    out.push((before, Recorded::Claim(index, claim.clone())));
                }
            }
        }
        LetterKind::Protest => {
            let reaches = |c: &Claim| {
                date.checked_add_days(transit)
                    .unwrap_or(date)
                    .max(c.received)
            };
            for (index, claim) in game.clock.claims.iter().enumerate().rev() {
                if claim.offender() == side
                    && claim.decision.is_none()
                    && claim.protest == Some(reaches(claim))
                {
                    let mut before = game.clone();
                    let mut open = claim.clone();
                    open.protest = None;
                    before.clock.claims[index] = open.clone();
                    out.push((before, Recorded::Protest(index, open)));
                }
            }
        }
        LetterKind::ResultReport if game.result.is_some() => {
            out.push((game.clone(), Recorded::Letter));
        }
        _ => {}
    }
    out
}

/// What re-dates what the declaration recorded to `day`.
fn redating(project: &Project, game: &Game, recorded: &Recorded, day: NaiveDate) -> Vec<Command> {
    let transit = Days::new(u64::from(rule_set_of(project, game).transit_days));
    let id = game.id;
    match recorded {
        Recorded::Letter => Vec::new(),
        Recorded::Offer(offer) => vec![Command::Game(GameCommand::SetDrawOffer {
            game: id,
            offer: Some(DrawOffer {
                sent: day,
                ..*offer
            }),
        })],
        Recorded::Claim(index, claim) => vec![
            Command::Ledger(LedgerCommand::WithdrawClaim {
                game: id,
                index: *index,
            }),
            Command::Ledger(LedgerCommand::MakeClaim {
                game: id,
                claim: Claim {
                    sent: day,
                    received: day.checked_add_days(transit).unwrap_or(day),
                    ..claim.clone()
                },
                index: Some(*index),
            }),
        ],
        Recorded::Protest(index, claim) => vec![Command::Ledger(LedgerCommand::RecordProtest {
            game: id,
            claim: *index,
            protest: Some(
                day.checked_add_days(transit)
                    .unwrap_or(day)
                    .max(claim.received),
            ),
        })],
    }
}

/// The kept declaration `kept` of `game`, as it goes out on `day`: `None`
/// when it is no declaration whose date moves, or no longer reads as the
/// one the project holds.
pub(super) fn redate_declaration(
    project: &Project,
    game: &Game,
    kept: &Correspondence,
    day: NaiveDate,
) -> Option<RedatedDeclaration> {
    let kind = kept.kind?;
    let carried = match kind {
        LetterKind::DrawOffer => Carried::DrawOffer,
        LetterKind::Resignation => Carried::Resignation,
        LetterKind::DrawAccepted | LetterKind::DrawDeclined => Carried::DrawAnswer,
        LetterKind::TimeClaim => Carried::TimeClaim,
        LetterKind::Protest => Carried::Protest,
        LetterKind::ResultReport => Carried::ResultReport,
        _ => return None,
    };
    for side in sides(project, game) {
        for (before, recorded) in befores(project, game, kept, kind, side) {
            for td in tds(kept) {
                let reading = Reading {
                    side,
                    td,
                    before: before.clone(),
                    recorded: recorded.clone(),
                };
                let as_kept = letter_of(project, kind, &reading, kept.date)
                    .is_some_and(|l| l.body == kept.text);
                if as_kept {
                    let letter = letter_of(project, kind, &reading, day)?;
                    return Some(RedatedDeclaration {
                        carried,
                        commands: redating(project, game, &reading.recorded, day),
                        letter,
                    });
                }
            }
        }
    }
    None
}
