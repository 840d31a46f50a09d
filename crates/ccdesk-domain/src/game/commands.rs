//! Commands on one game's settings, conditional proposals and analysis,
//! applied through [`crate::command::apply`] like every change.

use chrono::NaiveDate;
use shakmaty::{Chess, Move};

use super::analysis::AnalysisLine;
use super::conditional::{ConditionalProposal, answer};
use super::record::Game;
use crate::command::{Command, DomainError, Event};
use crate::ids::GameId;
use crate::language::Language;
use crate::notation::{Notation, PieceLetters};
use crate::project::Project;

/// A change to one game other than playing a move or setting its result.
#[derive(Debug, Clone, PartialEq)]
pub enum GameCommand {
    /// Set the notation agreed for the game (E2.2, P02).
    SetNotation {
        /// The game.
        game: GameId,
        /// The notation.
        notation: Notation,
    },
    /// Set the piece letters agreed for the game (E2.2): `Sf3` in German.
    SetLetters {
        /// The game.
        game: GameId,
        /// The letters.
        letters: PieceLetters,
    },
    /// Set the language of the game's messages and printouts (issue 35).
    /// Letters that were the old language's follow the new one (German
    /// `K D T L S` for German); letters agreed apart (E2.2) stay.
    SetLanguage {
        /// The game.
        game: GameId,
        /// The language.
        language: Language,
    },
    /// Propose a conditional continuation for the current position, where
    /// the opponent is to move. A draft for the same position is extended
    /// (a tree); a sent one cannot be changed (E4.5, P07).
    ProposeConditional {
        /// The game.
        game: GameId,
        /// The proposal; its `at_ply` must be the number of moves played.
        proposal: ConditionalProposal,
    },
    /// Mark the proposal for a position as sent: from then on it binds (P07).
    MarkConditionalSent {
        /// The game.
        game: GameId,
        /// The position (number of moves) it is for.
        at_ply: usize,
        /// The date it was sent.
        date: NaiveDate,
    },
    /// Withdraw a proposal that has not been sent (E4.5, P07).
    WithdrawConditional {
        /// The game.
        game: GameId,
        /// The position (number of moves) it is for.
        at_ply: usize,
    },
    /// Put back a game's proposals as they were. Undo only.
    RestoreConditionals {
        /// The game.
        game: GameId,
        /// The proposals.
        proposals: Vec<ConditionalProposal>,
    },
    /// Remember (or, with `None`, forget) the draw offer that stands in
    /// the game (E1.1): made, answered or lapsed by a message.
    SetDrawOffer {
        /// The game.
        game: GameId,
        /// The offer that stands from now on.
        offer: Option<super::DrawOffer>,
    },
    /// Replace the game's analysis lines.
    SetAnalysis {
        /// The game.
        game: GameId,
        /// The lines.
        lines: Vec<AnalysisLine>,
    },
}

fn game_mut(project: &mut Project, id: GameId) -> Result<&mut Game, DomainError> {
    project.game_mut(id).ok_or(DomainError::UnknownGame(id))
}

fn restore(game: GameId, proposals: Vec<ConditionalProposal>) -> Command {
    Command::Game(GameCommand::RestoreConditionals { game, proposals })
}

/// Applies a [`GameCommand`]; on error the project is unchanged.
pub fn apply_game_command(
    project: &mut Project,
    command: GameCommand,
) -> Result<Event, DomainError> {
    match command {
        GameCommand::SetDrawOffer { game, offer } => {
            let g = game_mut(project, game)?;
            if offer.is_some() && g.is_finished() {
                return Err(DomainError::GameFinished(game));
            }
            let old = std::mem::replace(&mut g.draw_offer, offer);
            let summary = match offer {
                Some(o) => format!("{} offers a draw in game {game}", o.by),
                None => format!("no draw offer stands in game {game}"),
            };
            Ok(Event {
                summary: summary.into(),
                undo: Command::Game(GameCommand::SetDrawOffer { game, offer: old }),
            })
        }
        GameCommand::SetNotation { game, notation } => {
            let g = game_mut(project, game)?;
            let old = std::mem::replace(&mut g.notation, notation);
            Ok(Event {
                summary: format!("game {game} is now written in {}", notation.label()).into(),
                undo: Command::Game(GameCommand::SetNotation {
                    game,
                    notation: old,
                }),
            })
        }
        GameCommand::SetLetters { game, letters } => {
            let g = game_mut(project, game)?;
            let old = std::mem::replace(&mut g.letters, letters);
            Ok(Event {
                summary: format!(
                    "game {game} is now written with {letters} piece letters ({})",
                    letters.pieces()
                )
                .into(),
                undo: Command::Game(GameCommand::SetLetters { game, letters: old }),
            })
        }
        GameCommand::SetLanguage { game, language } => {
            let g = game_mut(project, game)?;
            let old_language = std::mem::replace(&mut g.language, language);
            let old_letters = g.letters;
            if old_letters == old_language.letters() {
                g.letters = language.letters();
            }
            let letters = g.letters;
            Ok(Event {
                summary: format!(
                    "game {game} is now in {language}, written with {letters} piece letters ({})",
                    letters.pieces()
                )
                .into(),
                // The letters restored exactly, whatever the old language
                // would make them follow.
                undo: Command::Batch(vec![
                    Command::Game(GameCommand::SetLanguage {
                        game,
                        language: old_language,
                    }),
                    Command::Game(GameCommand::SetLetters {
                        game,
                        letters: old_letters,
                    }),
                ]),
            })
        }
        GameCommand::ProposeConditional { game, proposal } => {
            let g = game_mut(project, game)?;
            if g.is_finished() {
                return Err(DomainError::GameFinished(game));
            }
            if proposal.at_ply != g.moves.len() {
                return Err(DomainError::ConditionalNotAtCurrentPosition {
                    game,
                    moves: g.moves.len(),
                });
            }
            let replay = g
                .replay()
                .map_err(|e| DomainError::DamagedGame { game, problem: e })?;
            proposal
                .check(replay.current())
                .map_err(DomainError::Conditional)?;
            let old = g.conditional.clone();
            match g
                .conditional
                .iter_mut()
                .find(|p| p.at_ply == proposal.at_ply)
            {
                Some(existing) if !existing.can_withdraw() => {
                    return Err(DomainError::ConditionalBinds { game });
                }
                Some(existing) => existing.merge(proposal).map_err(DomainError::Conditional)?,
                None => g.conditional.push(proposal),
            }
            Ok(Event {
                summary: format!("proposed conditional moves in game {game}").into(),
                undo: restore(game, old),
            })
        }
        GameCommand::MarkConditionalSent { game, at_ply, date } => {
            let g = game_mut(project, game)?;
            let old = g.conditional.clone();
            let p = g
                .conditional
                .iter_mut()
                .find(|p| p.at_ply == at_ply)
                .ok_or(DomainError::NoSuchMove { game, ply: at_ply })?;
            p.sent = Some(date);
            Ok(Event {
                summary: format!("conditional moves of game {game} sent on {date}").into(),
                undo: restore(game, old),
            })
        }
        GameCommand::WithdrawConditional { game, at_ply } => {
            let g = game_mut(project, game)?;
            let index = g
                .conditional
                .iter()
                .position(|p| p.at_ply == at_ply)
                .ok_or(DomainError::NoSuchMove { game, ply: at_ply })?;
            if !g.conditional[index].can_withdraw() {
                return Err(DomainError::ConditionalCannotBeWithdrawn { game });
            }
            let old = g.conditional.clone();
            g.conditional.remove(index);
            Ok(Event {
                summary: format!("withdrew the conditional moves of game {game}").into(),
                undo: restore(game, old),
            })
        }
        GameCommand::RestoreConditionals { game, proposals } => {
            let g = game_mut(project, game)?;
            let old = std::mem::replace(&mut g.conditional, proposals);
            Ok(Event {
                summary: format!("restored the conditional moves of game {game}").into(),
                undo: restore(game, old),
            })
        }
        GameCommand::SetAnalysis { game, lines } => {
            let g = game_mut(project, game)?;
            let old = std::mem::replace(&mut g.analysis, lines);
            Ok(Event {
                summary: format!("changed the analysis of game {game}").into(),
                undo: Command::Game(GameCommand::SetAnalysis { game, lines: old }),
            })
        }
    }
}

/// After the move `played` (made in `pos`, the position after `ply`
/// moves) has been appended to `game`, lets the game's conditional
/// proposals answer it: returns the proposer's reply to append (SAN) and
/// leaves in `game.conditional` only what is still in force (E4.5, E6.5).
pub(crate) fn answer_conditionals(
    game: &mut Game,
    ply: usize,
    pos: &Chess,
    played: &Move,
) -> Option<String> {
    if game.conditional.is_empty() {
        return None;
    }
    let a = answer(&game.conditional, ply, pos, played);
    game.conditional = a.remaining;
    a.reply
}
