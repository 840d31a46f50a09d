//! [`plan_declaration`]: what sending a message other than a move changes,
//! with the letter it sends. `ccdesk message compose --record` with
//! `--resign`, `--offer-draw` (without `--move`), `--accept-draw`,
//! `--decline-draw`, `--claim-time`, `--protest`, `--report-result` or
//! `--address-change`, and the window's Reply dialog, apply the same plan:
//!
//! - a resignation ends the game at once, the other side winning (E1.1);
//! - a draw offer is remembered on the game until it is answered (E1.1);
//!   accepting it draws the game, declining it clears it;
//! - a time claim is recorded against the opponent's period with the
//!   excess (E7.1), sent with a copy to the TD (E7.2); the opponent is
//!   taken to receive it the rule set's transit days later (E2.12), and the
//!   14 days for a protest run from then (E7.3);
//! - a protest is recorded against the opponent's claim, as reaching the
//!   TD the transit days after it is sent (E7.3, E2.12);
//! - the result report (E12.1) and the change of address (E5.3) change
//!   nothing but the kept correspondence.
//!
//! Every letter is kept with the game (E5.1). A draw offer with a move is
//! [`super::plan_send_offering`].

use chrono::{Days, NaiveDate};
use shakmaty::Color;

use crate::colour::Colour;
use crate::command::{Command, DomainError, apply};
use crate::game::{DrawOffer, Game, GameCommand, GameResult, Outcome, Termination};
use crate::ids::GameId;
use crate::ledger::{Claim, LedgerCommand, ledger_of_game};
use crate::project::Project;

use super::context::rule_set_of;
use super::correspondence_command::CorrespondenceCommand;
use super::declaration_letters::{draw_answer, draw_offer, protest, resignation, result_report};
use super::history::{Correspondence, Direction};
use super::letter::{Addressee, Letter, LetterKind};
use super::notices::{address_change, time_claim};

/// What sending a declaration does.
#[derive(Debug, Clone, PartialEq)]
pub struct DeclarationPlan {
    /// The letter that goes out.
    pub letter: Letter,
    /// The change, as one undoable step.
    pub command: Command,
    /// Each change, in words.
    pub steps: Vec<String>,
}

/// Why a declaration cannot be sent. The project is unchanged.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum DeclareError {
    /// No game has this id.
    #[error("there is no game {0}")]
    UnknownGame(GameId),
    /// A server game's messages go to its server.
    #[error(
        "game {game} is played on {server}: resignations, offers and claims go to the server, not by message"
    )]
    ServerGame {
        /// The game.
        game: GameId,
        /// The server's name.
        server: String,
    },
    /// The game is over already.
    #[error("game {0} is over already ({1})")]
    GameOver(GameId, GameResult),
    /// The game has no result to report yet (E12.1).
    #[error("game {0} has no result yet: there is nothing to report (E12.1)")]
    NotOver(GameId),
    /// There is no draw offer of the opponent's to answer.
    #[error("no draw offer of {0}'s stands in game {1}: there is nothing to answer")]
    NoDrawOffer(String, GameId),
    /// The ledger shows no excess by the opponent (E7.1).
    #[error("the ledger of game {0} shows no excess by {1}: there is no time to claim (E7.1)")]
    NoExcess(GameId, String),
    /// There is no claim of the opponent's to protest against (E7.3).
    #[error(
        "no time claim of {0}'s is recorded in game {1} without a protest: there is nothing to protest against (E7.3)"
    )]
    NoClaim(String, GameId),
    /// A change of address needs the desk's owner (E5.3).
    #[error(
        "this desk has no owner: say whose desk it is before sending a change of address (E5.3)"
    )]
    NoOwner,
    /// This kind is not sent by this plan.
    #[error("a {0} is not sent this way")]
    NotADeclaration(&'static str),
    /// The project refuses the change.
    #[error("{0}")]
    Refused(DomainError),
}

/// The side to move in `game` (the setup position's turn counts).
#[must_use]
pub fn side_to_move(game: &Game) -> Color {
    game.replay().map_or_else(
        |_| crate::ledger::colour_of_ply(game.moves.len()),
        |r| shakmaty::Position::turn(r.current()),
    )
}

/// The desk owner's side in `game`; without an owner, the side to move.
fn my_side(project: &Project, game: &Game) -> Color {
    project
        .owner_side(game)
        .unwrap_or_else(|| side_to_move(game))
}

/// The plan that sends the declaration `kind` in game `id` on `date`; the
/// Tournament Director `td` gets the copies the rules ask for.
///
/// # Errors
///
/// [`DeclareError`]: then nothing is sent and nothing changes.
pub fn plan_declaration(
    project: &Project,
    id: GameId,
    kind: LetterKind,
    date: NaiveDate,
    td: &Addressee,
) -> Result<DeclarationPlan, DeclareError> {
    let game = project.game(id).ok_or(DeclareError::UnknownGame(id))?;
    if let Some(link) = game.server.as_deref() {
        return Err(DeclareError::ServerGame {
            game: id,
            server: link.server.clone(),
        });
    }
    let ends = matches!(kind, LetterKind::ResultReport | LetterKind::AddressChange);
    if let (Some(result), false) = (game.result, ends) {
        return Err(DeclareError::GameOver(id, result));
    }
    let rules = rule_set_of(project, game);
    let transit = Days::new(u64::from(rules.transit_days));
    let mut changes: Vec<Command> = Vec::new();
    let mut me = my_side(project, game);
    let letter = match kind {
        LetterKind::Resignation => {
            if game.draw_offer.is_some() {
                changes.push(set_offer(id, None));
            }
            changes.push(Command::SetResult {
                game: id,
                result: Some(GameResult {
                    outcome: if me.is_white() {
                        Outcome::BlackWins
                    } else {
                        Outcome::WhiteWins
                    },
                    termination: Termination::Resignation,
                }),
            });
            resignation(project, game, me, date)
        }
        LetterKind::DrawOffer => {
            changes.push(set_offer(
                id,
                Some(DrawOffer {
                    by: Colour::from(me),
                    sent: date,
                    at_ply: game.moves.len(),
                }),
            ));
            draw_offer(project, game, me, date)
        }
        LetterKind::DrawAccepted | LetterKind::DrawDeclined => {
            let accepted = kind == LetterKind::DrawAccepted;
            let offer = game
                .draw_offer
                .filter(|o| {
                    project
                        .owner_side(game)
                        .is_none_or(|o2| Colour::from(o2) == o.to())
                })
                .ok_or_else(|| {
                    DeclareError::NoDrawOffer(
                        project.player_name(game.player((!me).into())).to_owned(),
                        id,
                    )
                })?;
            me = if offer.to() == Colour::White {
                Color::White
            } else {
                Color::Black
            };
            changes.push(set_offer(id, None));
            if accepted {
                changes.push(Command::SetResult {
                    game: id,
                    result: Some(GameResult {
                        outcome: Outcome::Draw,
                        termination: Termination::Agreement,
                    }),
                });
            }
            draw_answer(project, game, me, date, accepted)
        }
        LetterKind::TimeClaim => {
            let offender = !me;
            let excess = ledger_of_game(project, game)
                .ok()
                .and_then(|l| l.first_excess(offender).map(|r| r.period))
                .ok_or_else(|| {
                    DeclareError::NoExcess(
                        id,
                        format!(
                            "{} ({})",
                            project.player_name(game.player(offender.into())),
                            if offender.is_white() {
                                "White"
                            } else {
                                "Black"
                            }
                        ),
                    )
                })?;
            changes.push(Command::Ledger(LedgerCommand::MakeClaim {
                game: id,
                claim: Claim {
                    claimant: me,
                    period: excess,
                    sent: date,
                    received: date.checked_add_days(transit).unwrap_or(date),
                    protest: None,
                    decision: None,
                },
                index: None,
            }));
            time_claim(project, game, me, date, td)
        }
        LetterKind::Protest => {
            let (index, claim) = game
                .clock
                .claims
                .iter()
                .enumerate()
                .rev()
                .find(|(_, c)| {
                    c.protest.is_none()
                        && c.decision.is_none()
                        && project.owner_side(game).is_none_or(|o| c.offender() == o)
                })
                .ok_or_else(|| {
                    DeclareError::NoClaim(
                        project.player_name(game.player((!me).into())).to_owned(),
                        id,
                    )
                })?;
            me = claim.offender();
            // It reaches the TD the transit days after it is sent (E2.12),
            // and never before the claim was received.
            let reaches = date
                .checked_add_days(transit)
                .unwrap_or(date)
                .max(claim.received);
            changes.push(Command::Ledger(LedgerCommand::RecordProtest {
                game: id,
                claim: index,
                protest: Some(reaches),
            }));
            protest(project, game, me, claim, date, td)
        }
        LetterKind::ResultReport => {
            result_report(project, game, me, date, td).ok_or(DeclareError::NotOver(id))?
        }
        LetterKind::AddressChange => {
            let owner = project
                .owner
                .and_then(|o| project.player(o))
                .ok_or(DeclareError::NoOwner)?;
            address_change(project, owner, date, td)
        }
        other => return Err(DeclareError::NotADeclaration(other.name())),
    };
    changes.push(keep_sent(&letter, id, date));
    // Tried on a copy, so a refusal is found before anything is applied.
    let mut trial = project.with_only_game(game);
    let mut steps = Vec::new();
    for c in &changes {
        let event = apply(&mut trial, c.clone()).map_err(DeclareError::Refused)?;
        steps.push(event.summary.to_string());
    }
    Ok(DeclarationPlan {
        letter,
        command: Command::Batch(changes),
        steps,
    })
}

fn set_offer(game: GameId, offer: Option<DrawOffer>) -> Command {
    Command::Game(GameCommand::SetDrawOffer { game, offer })
}

/// The letter kept with its game as sent on `date` (E5.1).
#[must_use]
pub(super) fn keep_sent(letter: &Letter, game: GameId, date: NaiveDate) -> Command {
    Command::Correspondence(CorrespondenceCommand::Keep {
        entry: Correspondence {
            mail: Some(Box::new(crate::mail::MailRecord::of_letter(letter))),
            game,
            direction: Direction::Sent,
            date,
            kind: Some(letter.kind),
            subject: letter.subject.clone(),
            text: letter.body.clone(),
            understood: String::new(),
            sender_name: letter.from.name.clone(),
            sender_email: letter.from.email.clone(),
            date_assumed: false,
        },
        index: None,
    })
}
