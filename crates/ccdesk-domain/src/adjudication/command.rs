//! Adjudication steps as commands: each one changes one or more cases and
//! the games' results, and returns an undo that restores them exactly.

use chrono::NaiveDate;

use super::appeal::{Appeal, AppealBody, AppealRuling};
use super::appeal_bar::AppealBar;
use super::assessment::EngineAssessment;
use super::case::{AdjudicationCase, AppliedDefault};
use super::claim::Claim;
use super::deadline::{ClaimDeadlines, appeal_deadline};
use super::decision::Decision;
use super::error::AdjudicationError;
use super::organiser::OrganiserOverride;
use super::panel::{Opinion, Purpose, Referral};
use super::procedure::Procedure;
use super::wrong_stage::WrongStage;
use crate::colour::Colour;
use crate::command::{Command, DomainError, Event};
use crate::game::GameResult;
use crate::ids::GameId;
use crate::project::Project;

/// A case and its game's result as they were, for undo.
#[derive(Debug, Clone, PartialEq)]
pub struct CaseSnapshot {
    /// The game.
    pub game: GameId,
    /// The case (`None` = the game had no case).
    pub case: Option<Box<AdjudicationCase>>,
    /// The case's place in the project's list of cases, so a case taken
    /// out is put back where it was.
    pub index: Option<usize>,
    /// The game's result.
    pub result: Option<GameResult>,
}

/// One step of the adjudication procedure.
#[derive(Debug, Clone, PartialEq)]
pub enum AdjudicationCommand {
    /// Open a case for every unfinished game of the current season (or of
    /// one division) at the close of play, under the Inter-Office rules
    /// (C19); games without a move are left to the Organiser.
    OpenAtClose {
        /// Only this division; `None` = every division.
        division: Option<String>,
    },
    /// Open a case for one unfinished game.
    Open {
        /// The game.
        game: GameId,
        /// The rules to follow.
        procedure: Procedure,
        /// The close of play (E10.1); the Inter-Office dates come from the season.
        close_of_play: NaiveDate,
    },
    /// Record a side's claim (C24, E10.1-3); it replaces an earlier one.
    SubmitClaim {
        /// The game.
        game: GameId,
        /// The claim.
        claim: Claim,
    },
    /// Send the position, without the claims, to an adjudicator (C26).
    Refer {
        /// The game.
        game: GameId,
        /// To whom, when, why.
        referral: Referral,
    },
    /// Record an adjudicator's opinion.
    RecordOpinion {
        /// The game.
        game: GameId,
        /// The opinion.
        opinion: Opinion,
    },
    /// Notify the panel's decision to both sides (C27, E10.5); the game gets its result.
    Notify {
        /// The game.
        game: GameId,
        /// The date of notification.
        notified: NaiveDate,
    },
    /// Record an appeal (C27, E11.1, E11.3).
    Appeal {
        /// The game.
        game: GameId,
        /// The appeal.
        appeal: Appeal,
    },
    /// Record the ruling on the appeals (C27, E11.2); the game's result follows it.
    RuleOnAppeal {
        /// The game.
        game: GameId,
        /// The ruling.
        ruling: AppealRuling,
    },
    /// Apply the C25 default due on `today` to one case.
    ApplyDefault {
        /// The game.
        game: GameId,
        /// The day.
        today: NaiveDate,
    },
    /// Apply every C25 default due on `today`.
    ApplyDefaults {
        /// The day.
        today: NaiveDate,
    },
    /// Record an order of the Organiser (C25) or TD (E13.2).
    Override {
        /// The game.
        game: GameId,
        /// The order.
        order: OrganiserOverride,
    },
    /// Close a case without a ruling (the players agreed a result).
    Withdraw {
        /// The game.
        game: GameId,
    },
    /// Keep an engine's assessment of the final position with the case; it
    /// replaces an earlier one, and the panel decides afresh whether it is
    /// printed. Allowed whatever the event's engine switch says: that
    /// switch governs the players' help, not the organiser's assessment.
    RecordAssessment {
        /// The game.
        game: GameId,
        /// The assessment.
        assessment: EngineAssessment,
    },
    /// Drop the engine's assessment of a case.
    RemoveAssessment {
        /// The game.
        game: GameId,
    },
    /// Print the assessment on the adjudicator's sheet, or stop printing it
    /// (never on the captain's submission).
    PrintAssessment {
        /// The game.
        game: GameId,
        /// Print it.
        print: bool,
    },
    /// Put cases and results back as they were (the undo of every step).
    Restore(Vec<CaseSnapshot>),
}

fn err(e: AdjudicationError) -> DomainError {
    DomainError::Adjudication(e)
}

fn snapshot(project: &Project, game: GameId) -> CaseSnapshot {
    let index = project.adjudications.iter().position(|c| c.game == game);
    CaseSnapshot {
        game,
        case: index
            .and_then(|i| project.adjudications.get(i))
            .map(|c| Box::new(c.clone())),
        index,
        result: project.game(game).and_then(|g| g.result),
    }
}

/// Puts the cases and results of `snaps` back as they were: the cases
/// still in the list in place, those taken out at their old places (in the
/// order of those places, so each lands where it was).
fn restore_all(project: &mut Project, mut snaps: Vec<CaseSnapshot>) {
    snaps.sort_by_key(|s| s.index.unwrap_or(usize::MAX));
    for snap in snaps {
        restore(project, snap);
    }
}

fn restore(project: &mut Project, snap: CaseSnapshot) {
    let at = project
        .adjudications
        .iter()
        .position(|c| c.game == snap.game);
    match (at, snap.case) {
        (Some(i), Some(case)) => project.adjudications[i] = *case,
        (Some(i), None) => {
            project.adjudications.remove(i);
        }
        (None, Some(case)) => {
            let len = project.adjudications.len();
            project
                .adjudications
                .insert(snap.index.unwrap_or(len).min(len), *case);
        }
        (None, None) => {}
    }
    if let Some(g) = project.game_mut(snap.game) {
        g.result = snap.result;
    }
}

fn case_mut(project: &mut Project, game: GameId) -> Result<&mut AdjudicationCase, DomainError> {
    project
        .adjudications
        .iter_mut()
        .find(|c| c.game == game)
        .ok_or(err(AdjudicationError::NoCase(game)))
}

fn not_before(what: &'static str, date: NaiveDate, before: NaiveDate) -> Result<(), DomainError> {
    if date < before {
        return Err(err(AdjudicationError::TooEarly { what, date, before }));
    }
    Ok(())
}

fn wrong_stage(game: GameId, stage: WrongStage) -> DomainError {
    err(AdjudicationError::WrongStage { game, stage })
}

/// Sets the game's result to what the case now gives.
fn sync_result(project: &mut Project, game: GameId) {
    let result = project
        .adjudications
        .iter()
        .find(|c| c.game == game)
        .and_then(AdjudicationCase::result);
    if let (Some(g), Some(r)) = (project.game_mut(game), result) {
        g.result = Some(r);
    }
}

fn open_case(
    project: &Project,
    game: GameId,
    procedure: Procedure,
    close: NaiveDate,
) -> Result<AdjudicationCase, DomainError> {
    let g = project.game(game).ok_or(DomainError::UnknownGame(game))?;
    if g.is_finished() {
        return Err(err(AdjudicationError::GameFinished(game)));
    }
    if g.moves.is_empty() {
        return Err(err(AdjudicationError::NoMovePlayed(game)));
    }
    if project.adjudications.iter().any(|c| c.game == game) {
        return Err(err(AdjudicationError::CaseExists(game)));
    }
    let deadlines = match procedure {
        Procedure::InterOffice => {
            let season = project
                .competition
                .as_ref()
                .and_then(|c| c.seasons.last())
                .ok_or(err(AdjudicationError::NoSeason))?;
            ClaimDeadlines::inter_office(&season.calendar)
        }
        Procedure::Email => ClaimDeadlines::email(close),
    };
    Ok(AdjudicationCase::new(game, procedure, close, deadlines))
}

/// Applies one adjudication step. On error the project is unchanged.
pub fn apply(project: &mut Project, command: AdjudicationCommand) -> Result<Event, DomainError> {
    use AdjudicationCommand as C;
    let (games, summary): (Vec<GameId>, String) = match &command {
        C::OpenAtClose { division } => {
            let season = project
                .competition
                .as_ref()
                .and_then(|c| c.seasons.last())
                .ok_or(err(AdjudicationError::NoSeason))?;
            let close = season.calendar.play_closes;
            let games = super::bulk::games_to_open(project, division.as_deref());
            if games.is_empty() {
                return Err(err(AdjudicationError::NothingToOpen {
                    division: division.clone(),
                }));
            }
            let mut cases = Vec::with_capacity(games.len());
            for &id in &games {
                cases.push(open_case(project, id, Procedure::InterOffice, close)?);
            }
            let summary = format!(
                "opened {} adjudication case{} at the close of play",
                games.len(),
                if games.len() == 1 { "" } else { "s" }
            );
            let undo = games.iter().map(|&g| snapshot(project, g)).collect();
            project.adjudications.extend(cases);
            return Ok(Event {
                summary: summary.into(),
                undo: Command::Adjudication(C::Restore(undo)),
            });
        }
        C::ApplyDefaults { today } => {
            let games = super::bulk::games_to_default(project, *today);
            let n = games.len();
            (
                games,
                format!(
                    "applied the C25 default to {n} case{}",
                    if n == 1 { "" } else { "s" }
                ),
            )
        }
        C::Restore(snaps) => (
            snaps.iter().map(|s| s.game).collect(),
            "restored adjudication cases".to_owned(),
        ),
        C::Open { game, .. }
        | C::SubmitClaim { game, .. }
        | C::Refer { game, .. }
        | C::RecordOpinion { game, .. }
        | C::Notify { game, .. }
        | C::Appeal { game, .. }
        | C::RuleOnAppeal { game, .. }
        | C::ApplyDefault { game, .. }
        | C::Override { game, .. }
        | C::RecordAssessment { game, .. }
        | C::RemoveAssessment { game }
        | C::PrintAssessment { game, .. }
        | C::Withdraw { game } => (vec![*game], String::new()),
    };
    // A step changes only the cases and results of `games`: their
    // snapshots are the undo, and put back on a refusal they leave the
    // project as it was, without copying the rest of it.
    let undo: Vec<CaseSnapshot> = games.iter().map(|&g| snapshot(project, g)).collect();
    match step(project, command, &games, summary) {
        Ok(summary) => Ok(Event {
            summary: summary.into(),
            undo: Command::Adjudication(AdjudicationCommand::Restore(undo)),
        }),
        Err(refusal) => {
            restore_all(project, undo);
            Err(refusal)
        }
    }
}

fn step(
    project: &mut Project,
    command: AdjudicationCommand,
    games: &[GameId],
    summary: String,
) -> Result<String, DomainError> {
    use AdjudicationCommand as C;
    match command {
        C::OpenAtClose { .. } => Ok(summary),
        C::Restore(snaps) => {
            restore_all(project, snaps);
            Ok(summary)
        }
        C::ApplyDefaults { today } => {
            for &g in games {
                apply_default(project, g, today)?;
            }
            Ok(summary)
        }
        C::Open {
            game,
            procedure,
            close_of_play,
        } => {
            let case = open_case(project, game, procedure, close_of_play)?;
            let due = case.deadlines.submissions;
            project.adjudications.push(case);
            Ok(format!(
                "opened an adjudication case for game {game}; claims due {due}"
            ))
        }
        C::SubmitClaim { game, claim } => {
            let case = case_mut(project, game)?;
            not_before("the claim", claim.submitted, case.opened)?;
            if case.decision.is_some()
                || case.default_applied.is_some()
                || !case.referrals.is_empty()
            {
                return Err(wrong_stage(game, WrongStage::AlreadyReferred));
            }
            let text = format!(
                "recorded {}'s {} claim in game {game}",
                claim.side, claim.kind
            );
            case.claims.retain(|c| c.side != claim.side);
            case.claims.push(claim);
            Ok(text)
        }
        C::Refer { game, referral } => refer(project, game, referral),
        C::RecordOpinion { game, opinion } => {
            let case = case_mut(project, game)?;
            let referral = case
                .referrals
                .iter()
                .find(|r| r.adjudicator == opinion.adjudicator)
                .ok_or_else(|| {
                    err(AdjudicationError::NotReferred {
                        game,
                        adjudicator: opinion.adjudicator.clone(),
                    })
                })?;
            not_before("the opinion", opinion.received, referral.sent)?;
            if case.decision.is_some() {
                return Err(wrong_stage(game, WrongStage::DecisionNotified));
            }
            let text = format!(
                "recorded {}'s opinion in game {game}: {}",
                opinion.adjudicator, opinion.verdict
            );
            case.opinions
                .retain(|o| o.adjudicator != opinion.adjudicator);
            case.opinions.push(opinion);
            Ok(text)
        }
        C::Notify { game, notified } => {
            let case = case_mut(project, game)?;
            if case.decision.is_some() {
                return Err(wrong_stage(game, WrongStage::DecisionNotified));
            }
            let (verdict, settled) = case
                .panel_verdict()
                .ok_or_else(|| wrong_stage(game, WrongStage::NoVerdict))?;
            not_before("the notification", notified, settled)?;
            let appealable_by = [Colour::White, Colour::Black]
                .into_iter()
                .filter(|s| case.right_of_appeal(*s).is_ok())
                .collect();
            case.decision = Some(Decision {
                verdict,
                notified,
                appealable_by,
                appeal_deadline: appeal_deadline(notified),
            });
            sync_result(project, game);
            Ok(format!("notified the decision in game {game}: {verdict}"))
        }
        C::Appeal { game, appeal } => {
            let case = case_mut(project, game)?;
            let decision = case
                .decision
                .as_ref()
                .ok_or_else(|| wrong_stage(game, WrongStage::NoDecision))?;
            not_before("the appeal", appeal.mailed, decision.notified)?;
            if appeal.mailed > decision.appeal_deadline {
                return Err(err(AdjudicationError::AppealLate {
                    deadline: decision.appeal_deadline,
                }));
            }
            case.right_of_appeal(appeal.side).map_err(|bar| {
                err(AdjudicationError::NoRightOfAppeal {
                    side: appeal.side,
                    bar,
                })
            })?;
            if case.procedure == Procedure::InterOffice && appeal.analysis.trim().is_empty() {
                return Err(err(AdjudicationError::NoRightOfAppeal {
                    side: appeal.side,
                    bar: AppealBar::NoAnalysisWithAppeal,
                }));
            }
            if !case.appeal_rulings.is_empty() {
                return Err(wrong_stage(game, WrongStage::AppealsRuled));
            }
            let text = format!("recorded {}'s appeal in game {game}", appeal.side);
            case.appeals.retain(|a| a.side != appeal.side);
            case.appeals.push(appeal);
            Ok(text)
        }
        C::RuleOnAppeal { game, ruling } => {
            // A second adjudicator is one person, independent of the game
            // as the first were (C26, E11.2).
            if ruling.body == AppealBody::SecondAdjudicator
                && let Some(reason) = project
                    .game(game)
                    .and_then(|g| super::independence::not_independent(project, g, &ruling.by))
            {
                return Err(err(AdjudicationError::NotIndependentOfGame(reason)));
            }
            let case = case_mut(project, game)?;
            let expected = case
                .next_appeal_body()
                .ok_or_else(|| wrong_stage(game, WrongStage::NoAppealWaiting))?;
            if ruling.body != expected {
                return Err(wrong_stage(
                    game,
                    WrongStage::WrongAppealBody {
                        expected,
                        given: ruling.body,
                    },
                ));
            }
            if expected == AppealBody::SecondAdjudicator
                && case.referrals.iter().any(|r| r.adjudicator == ruling.by)
            {
                return Err(err(AdjudicationError::NotIndependent(ruling.by)));
            }
            let latest = case
                .appeals
                .iter()
                .map(|a| a.mailed)
                .max()
                .unwrap_or(case.opened);
            not_before("the ruling", ruling.ruled, latest)?;
            let text = format!(
                "recorded the ruling of {} in game {game}: {}",
                ruling.body, ruling.verdict
            );
            case.appeal_rulings.push(ruling);
            sync_result(project, game);
            Ok(text)
        }
        C::ApplyDefault { game, today } => apply_default(project, game, today),
        C::Override { game, order } => {
            let case = case_mut(project, game)?;
            not_before("the order", order.date, case.opened)?;
            case.overrides.push(order);
            sync_result(project, game);
            Ok(format!("recorded the Organiser's order in game {game}"))
        }
        C::RecordAssessment { game, assessment } => record_assessment(project, game, assessment),
        C::RemoveAssessment { game } => {
            let case = case_mut(project, game)?;
            if case.assessment.take().is_none() {
                return Err(wrong_stage(game, WrongStage::NoAssessment));
            }
            case.print_assessment = false;
            Ok(format!("removed the engine assessment of game {game}"))
        }
        C::PrintAssessment { game, print } => {
            let case = case_mut(project, game)?;
            if case.assessment.is_none() {
                return Err(wrong_stage(game, WrongStage::NoAssessment));
            }
            case.print_assessment = print;
            Ok(if print {
                format!("the engine assessment of game {game} goes on the adjudicator's sheet")
            } else {
                format!("the engine assessment of game {game} stays off the adjudicator's sheet")
            })
        }
        C::Withdraw { game } => {
            case_mut(project, game)?;
            project.adjudications.retain(|c| c.game != game);
            Ok(format!("closed the adjudication case of game {game}"))
        }
    }
}

fn refer(project: &mut Project, game: GameId, referral: Referral) -> Result<String, DomainError> {
    if let Some(reason) = project
        .game(game)
        .and_then(|g| super::independence::not_independent(project, g, &referral.adjudicator))
    {
        return Err(err(AdjudicationError::NotIndependentOfGame(reason)));
    }
    let case = case_mut(project, game)?;
    if case.decision.is_some() || case.default_applied.is_some() || case.scored().is_some() {
        return Err(wrong_stage(game, WrongStage::AlreadyDecided));
    }
    not_before("the referral", referral.sent, case.opened)?;
    if !case.claims_closed(referral.sent) {
        return Err(wrong_stage(game, WrongStage::ClaimsNotIn));
    }
    if case
        .referrals
        .iter()
        .any(|r| r.adjudicator == referral.adjudicator)
    {
        return Err(err(AdjudicationError::NotIndependent(referral.adjudicator)));
    }
    match referral.purpose {
        Purpose::Adjudication => {
            let n = case
                .referrals
                .iter()
                .filter(|r| r.purpose == Purpose::Adjudication)
                .count();
            if n >= case.first_panel_size() {
                return Err(wrong_stage(game, WrongStage::PanelFull { referred: n }));
            }
        }
        Purpose::Tiebreak => {
            if !case.needs_tiebreak() {
                return Err(wrong_stage(
                    game,
                    WrongStage::ThirdNotNeeded { rule: "C26" },
                ));
            }
            if case.tiebreak_referral().is_some() {
                return Err(wrong_stage(game, WrongStage::ThirdAlreadyAsked));
            }
        }
    }
    let text = format!(
        "sent the position of game {game} to {}",
        referral.adjudicator
    );
    case.referrals.push(referral);
    Ok(text)
}

// rule: C26 — the adjudicator judges the position; the engine's view is
// only kept beside it, hidden until asked for and printed when the panel
// wants it.
fn record_assessment(
    project: &mut Project,
    game: GameId,
    assessment: EngineAssessment,
) -> Result<String, DomainError> {
    let case = case_mut(project, game)?;
    not_before("the assessment", assessment.made, case.opened)?;
    if assessment.engine.trim().is_empty() {
        return Err(wrong_stage(game, WrongStage::AssessmentWithoutEngine));
    }
    if matches!(
        assessment.limit,
        super::assessment::AssessmentLimit::Depth(0)
            | super::assessment::AssessmentLimit::Seconds(0)
    ) {
        return Err(wrong_stage(game, WrongStage::AssessmentWithoutLimit));
    }
    let text = format!(
        "recorded {}'s assessment of game {game} at {}",
        assessment.engine, assessment.limit
    );
    case.assessment = Some(assessment);
    case.print_assessment = false;
    Ok(text)
}

fn apply_default(
    project: &mut Project,
    game: GameId,
    today: NaiveDate,
) -> Result<String, DomainError> {
    let case = case_mut(project, game)?;
    if case.default_applied.is_some() {
        return Err(wrong_stage(game, WrongStage::DefaultApplied));
    }
    let ruling = case
        .default_due(today)
        .ok_or(err(AdjudicationError::NoDefault { game, today }))?;
    case.default_applied = Some(AppliedDefault {
        ruling,
        applied: today,
    });
    let result = ruling.result();
    sync_result(project, game);
    Ok(format!("applied the C25 default in game {game}: {result}"))
}
