//! What applying a received declaration changes ([`super::plan_reading`]
//! hands it here), so the recipient's copy of the game agrees with the
//! sender's:
//!
//! - a resignation ends the game, the sender losing (E1.1);
//! - an accepted draw draws it, when the recipient's offer stands; with
//!   none standing nothing is applied;
//! - a draw offer (with its move, when it carries one) is remembered on the
//!   game; a refusal clears the recipient's offer;
//! - a move sent without accepting lets the recipient's standing offer
//!   lapse (E1.1, ICCF practice: [`crate::game::offer_after_move`]);
//! - a time claim is recorded as received the day it arrived: the 14 days
//!   for a protest run from then (E7.3);
//! - a protest is recorded against the recipient's latest claim as
//!   reaching the TD the day it arrived (the TD's copy travels with it).

use chrono::NaiveDate;
use shakmaty::Color;

use crate::colour::Colour;
use crate::command::{Command, apply};
use crate::game::{
    DrawOffer, Game, GameCommand, GameResult, Outcome, Termination, offer_after_move,
};
use crate::ids::GameId;
use crate::ledger::{Claim, LedgerCommand, ledger_of_game};
use crate::project::Project;

use super::block::Block;
use super::context::rule_set_of;
use super::correspondence_command::CorrespondenceCommand;
use super::date::long_date;
use super::declaration::{declaration_sentence, ends_without_move};
use super::declaration_refused::DeclarationRefused;
use super::declare_send::side_to_move;
use super::history::{Correspondence, Direction};
use super::letter::LetterKind;
use super::plan::{Arrived, PlanError, ReadingPlan, named_game, plan_move};
use super::read::Reading;

/// The sender's side: the block's `from:`, else the side that is not the
/// desk's owner, else the reading's, else the side to move.
fn sender_of(project: &Project, game: &Game, block: Option<&Block>, reading: &Reading) -> Color {
    block
        .and_then(|b| b.get("from"))
        .and_then(|f| match f.trim() {
            "white" => Some(Color::White),
            "black" => Some(Color::Black),
            _ => None,
        })
        .or_else(|| project.owner_side(game).map(|o| !o))
        .or(reading.side)
        .unwrap_or_else(|| side_to_move(game))
}

fn colour(side: Color) -> Colour {
    Colour::from(side)
}

/// The plan that applies a received declaration of `kind`.
///
/// # Errors
///
/// [`PlanError`]: the game cannot be told, the game is over, there is no
/// offer to accept or claim to protest, or a change is refused.
pub(super) fn plan_declared(
    project: &Project,
    reading: &Reading,
    arrived: Arrived<'_>,
    chosen: Option<GameId>,
    kind: LetterKind,
) -> Result<ReadingPlan, PlanError> {
    let block = Block::find(arrived.text);
    let id = reading
        .game
        .or_else(|| named_game(project, arrived.text))
        .or(chosen)
        .ok_or(PlanError::NoGameNamed)?;
    let game = project.game(id).ok_or(PlanError::GameNotFound)?;
    // Only the opponent's mail, for this game, speaks for him (issue 29):
    // the checks a move's message has.
    if let Some(why) = super::plan::named_game_problem(project, arrived.text, id) {
        return Err(PlanError::OtherGame(why));
    }
    super::plan::sender_trusted(project, reading, id)?;
    let sender = sender_of(project, game, block.as_ref(), reading);
    let name = project.player_name(game.player(sender.into())).to_owned();
    // No message speaks for the owner's own side: he resigns, offers and
    // claims from his own desk.
    if project.owner_side(game) == Some(sender) {
        return Err(PlanError::Declaration(DeclarationRefused::FromOwnDesk {
            name,
        }));
    }
    let sent = reading
        .sent
        .or_else(|| {
            block
                .as_ref()
                .and_then(|b| b.get("sent"))
                .and_then(|d| NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d").ok())
        })
        .unwrap_or(arrived.date);
    if sent > arrived.date {
        return Err(PlanError::ArrivedBeforeSent {
            arrived: arrived.date,
            sent,
        });
    }
    if let Some(result) = game.result {
        return Err(PlanError::Declaration(DeclarationRefused::GameOver {
            game: id,
            result,
            kind,
            sender,
            name,
            other: project
                .player_name(game.player((!sender).into()))
                .to_owned(),
        }));
    }
    // A declaration that comes with a move: the move first, as any move.
    let with_move = !ends_without_move(kind) && !reading.binding_moves().is_empty();
    let (mut steps, mut commands) = if with_move {
        let plan = plan_move(project, reading, arrived)?;
        let Command::Batch(commands) = plan.command else {
            return Err(PlanError::GameNotFound);
        };
        (plan.steps, commands)
    } else {
        (Vec::new(), Vec::new())
    };
    // The kept message goes last, after what it declares.
    let keep = if with_move {
        steps.pop();
        commands.pop()
    } else {
        None
    };
    let mut trial = project.with_only_game(game);
    for c in &commands {
        apply(&mut trial, c.clone()).map_err(|error| PlanError::Refused {
            what: "the move".to_owned(),
            error,
        })?;
    }
    let standing = trial.game(id).and_then(|g| g.draw_offer);
    let set_offer = |offer| Command::Game(GameCommand::SetDrawOffer { game: id, offer });
    let mine = |o: &DrawOffer| o.by != colour(sender);
    match kind {
        LetterKind::Resignation => {
            if standing.is_some() {
                add(
                    (&mut trial, &mut commands, &mut steps),
                    "the draw offer falls".to_owned(),
                    set_offer(None),
                )?;
            }
            add(
                (&mut trial, &mut commands, &mut steps),
                format!(
                    "{name} resigns: the game ends {}",
                    if sender.is_white() { "0-1" } else { "1-0" }
                ),
                Command::SetResult {
                    game: id,
                    result: Some(GameResult {
                        outcome: if sender.is_white() {
                            Outcome::BlackWins
                        } else {
                            Outcome::WhiteWins
                        },
                        termination: Termination::Resignation,
                    }),
                },
            )?;
        }
        LetterKind::DrawAccepted => {
            let Some(offer) = standing.filter(mine) else {
                return Err(PlanError::Declaration(DeclarationRefused::NoOfferStands {
                    game: id,
                    name,
                }));
            };
            add(
                (&mut trial, &mut commands, &mut steps),
                format!("your draw offer of {} is accepted", long_date(offer.sent)),
                set_offer(None),
            )?;
            add(
                (&mut trial, &mut commands, &mut steps),
                "the game is drawn by agreement: 1/2-1/2".to_owned(),
                Command::SetResult {
                    game: id,
                    result: Some(GameResult {
                        outcome: Outcome::Draw,
                        termination: Termination::Agreement,
                    }),
                },
            )?;
        }
        LetterKind::DrawDeclined => {
            if let Some(offer) = standing.filter(mine) {
                add(
                    (&mut trial, &mut commands, &mut steps),
                    format!(
                        "{name} declines your draw offer of {}",
                        long_date(offer.sent)
                    ),
                    set_offer(None),
                )?;
            } else {
                steps.push(format!("{name} declines a draw: no offer of yours stood"));
            }
        }
        LetterKind::DrawOffer => {
            let at_ply = trial.game(id).map_or(0, |g| g.moves.len());
            add(
                (&mut trial, &mut commands, &mut steps),
                format!("{name} offers a draw: answer it with Accept or Decline, or play on"),
                set_offer(Some(DrawOffer {
                    by: colour(sender),
                    sent,
                    at_ply,
                })),
            )?;
        }
        LetterKind::TimeClaim => {
            let rules = rule_set_of(project, game);
            let period = block
                .as_ref()
                .and_then(|b| b.get("period"))
                .and_then(|p| p.trim().parse().ok())
                .or_else(|| {
                    block
                        .as_ref()
                        .and_then(|b| b.get("move"))
                        .and_then(|m| m.trim().parse().ok())
                        .map(|m| rules.control.period_of(m))
                })
                .or_else(|| {
                    ledger_of_game(project, game)
                        .ok()
                        .and_then(|l| l.first_excess(!sender).map(|r| r.period))
                })
                .unwrap_or(1);
            let claim = Claim {
                claimant: sender,
                period,
                sent,
                received: arrived.date,
                protest: None,
                decision: None,
            };
            let until = claim.protest_deadline(&rules);
            add(
                (&mut trial, &mut commands, &mut steps),
                format!(
                    "{name}'s time claim (period {period}) is recorded as received {}: a protest must reach the TD by {} (E7.3)",
                    long_date(arrived.date),
                    long_date(until)
                ),
                Command::Ledger(LedgerCommand::MakeClaim {
                    game: id,
                    claim,
                    index: None,
                }),
            )?;
        }
        LetterKind::Protest => {
            let Some(index) = game
                .clock
                .claims
                .iter()
                .rposition(|c| c.claimant == !sender && c.protest.is_none())
            else {
                // rule: E7.3 — a protest answers a claim.
                return Err(PlanError::Declaration(
                    DeclarationRefused::NoClaimToProtest {
                        game: id,
                        name,
                        rule: "E7.3",
                    },
                ));
            };
            // The day the claim reached him, as he tells it: the 14 days
            // count from then in this copy too (E7.3).
            let told = block
                .as_ref()
                .and_then(|b| b.get("claim-received"))
                .and_then(|d| NaiveDate::parse_from_str(d.trim(), "%Y-%m-%d").ok());
            if let Some(received) = told
                && let Some(claim) = game.clock.claims.get(index)
                && claim.received != received
                && received >= claim.sent
            {
                add(
                    (&mut trial, &mut commands, &mut steps),
                    format!(
                        "your claim of {} is taken back to record the day it arrived",
                        long_date(claim.sent)
                    ),
                    Command::Ledger(LedgerCommand::WithdrawClaim { game: id, index }),
                )?;
                add(
                    (&mut trial, &mut commands, &mut steps),
                    format!(
                        "your claim arrived on {}, as {name} tells (E7.3)",
                        long_date(received)
                    ),
                    Command::Ledger(LedgerCommand::MakeClaim {
                        game: id,
                        claim: Claim {
                            received,
                            ..claim.clone()
                        },
                        index: Some(index),
                    }),
                )?;
            }
            add(
                (&mut trial, &mut commands, &mut steps),
                format!(
                    "{name}'s protest against your time claim is recorded as reaching the TD on {} (E7.3)",
                    long_date(arrived.date)
                ),
                Command::Ledger(LedgerCommand::RecordProtest {
                    game: id,
                    claim: index,
                    protest: Some(arrived.date),
                }),
            )?;
        }
        _ => {}
    }
    // A move sent without accepting lets the recipient's offer lapse.
    if with_move && kind != LetterKind::DrawOffer {
        let now = trial.game(id).and_then(|g| g.draw_offer);
        let after = offer_after_move(now, colour(sender));
        if after != now {
            add(
                (&mut trial, &mut commands, &mut steps),
                lapse_step(&name),
                set_offer(after),
            )?;
        }
    }
    steps.push(format!(
        "keep the message as received on {}",
        long_date(arrived.date)
    ));
    commands.push(keep.unwrap_or_else(|| {
        Command::Correspondence(CorrespondenceCommand::Keep {
            entry: Correspondence {
                mail: None,
                game: id,
                direction: Direction::Received,
                date: arrived.date,
                kind: Some(kind),
                subject: arrived.subject.to_owned(),
                text: arrived.text.to_owned(),
                understood: format!(
                    "{}\n{}",
                    declaration_sentence(project, game, sender, kind),
                    reading.report(project)
                ),
                sender_name: reading.sender.name.clone(),
                sender_email: reading.sender.email.clone(),
                date_assumed: reading.arrival_assumed && reading.arrived == Some(arrived.date),
            },
            index: None,
        })
    }));
    Ok(ReadingPlan {
        game: id,
        steps,
        command: Command::Batch(commands),
    })
}

/// Applies `command` to the trial copy, then keeps it with its step.
fn add(
    (trial, commands, steps): (&mut Project, &mut Vec<Command>, &mut Vec<String>),
    step: String,
    command: Command,
) -> Result<(), PlanError> {
    match apply(trial, command.clone()) {
        Ok(_) => {
            steps.push(step);
            commands.push(command);
            Ok(())
        }
        Err(error) => Err(PlanError::Refused { what: step, error }),
    }
}

fn lapse_step(name: &str) -> String {
    format!("your draw offer lapses: {name} played on without accepting it (E1.1)")
}

/// A plain move read: when its sender played on while the recipient's
/// draw offer stood, the offer lapses (E1.1).
pub(super) fn lapse_offer(
    project: &Project,
    reading: &Reading,
    mut plan: ReadingPlan,
) -> ReadingPlan {
    let Some(game) = project.game(plan.game) else {
        return plan;
    };
    let Some(sender) = reading.side else {
        return plan;
    };
    if reading.binding_moves().is_empty() {
        return plan;
    }
    let after = offer_after_move(game.draw_offer, colour(sender));
    if after == game.draw_offer {
        return plan;
    }
    let name = project.player_name(game.player(sender.into())).to_owned();
    if let Command::Batch(commands) = &mut plan.command {
        let at = commands.len().saturating_sub(1);
        commands.insert(
            at,
            Command::Game(GameCommand::SetDrawOffer {
                game: game.id,
                offer: after,
            }),
        );
        let at = plan.steps.len().saturating_sub(1);
        plan.steps.insert(at, lapse_step(&name));
    }
    plan
}
