//! Merging one window's unsaved commands into a project that another window
//! (or the command line) saved in the meantime.
//!
//! The commands are applied on top of the other side's project, as they
//! were applied here. The merge is clean only when the two sides changed
//! different parts of the project (the name, each player, each game with
//! its correspondence, the competition, ...) and the result holds exactly
//! both sides' changes: every part one side changed is as that side left
//! it, every other part as it was. Anything else is a [`MergeConflict`]
//! that names the part, and the project is left alone.

use std::collections::{BTreeMap, BTreeSet};

use crate::adjudication::AdjudicationCase;
use crate::command::{Command, Undo, apply, undo};
use crate::game::Game;
use crate::ids::{GameId, PlayerId};
use crate::ledger::{PlayerLeave, RuleSet};
use crate::message::Correspondence;
use crate::player::Player;
use crate::project::Project;
use crate::tournament::{Company, Competition};

/// One step of a window's journal since its project was in step with its
/// file: a command applied, or a change made before that undone.
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// A command applied (or applied again by a redo).
    Applied(Command),
    /// A change made before the file was read or saved, undone: what it
    /// changed put back as it stood before it.
    Undone(Undo),
}

/// A part of a project that one side or the other changes as a whole.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Part {
    /// The file format version.
    FormatVersion,
    /// The project's name.
    Name,
    /// Whose desk it is.
    Owner,
    /// The companies.
    Companies,
    /// One player.
    Player(PlayerId),
    /// The team competition.
    Competition,
    /// One game.
    Game(GameId),
    /// The kept correspondence of one game.
    Correspondence(GameId),
    /// The adjudication cases.
    Adjudications,
    /// The clock rule sets.
    RuleSets,
    /// Booked leave.
    Leave,
    /// Events that forbid engine help.
    EngineForbidden,
}

impl std::fmt::Display for Part {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Part::FormatVersion => write!(f, "the file format version"),
            Part::Name => write!(f, "the project's name"),
            Part::Owner => write!(f, "whose desk it is"),
            Part::Companies => write!(f, "the companies"),
            Part::Player(id) => write!(f, "player {}", id.0),
            Part::Competition => write!(f, "the competition"),
            Part::Game(id) => write!(f, "game {id}"),
            Part::Correspondence(id) => write!(f, "the correspondence of game {id}"),
            Part::Adjudications => write!(f, "the adjudication cases"),
            Part::RuleSets => write!(f, "the clock rule sets"),
            Part::Leave => write!(f, "the booked leave"),
            Part::EngineForbidden => write!(f, "the events without engine help"),
        }
    }
}

/// Why a merge was not made. The project is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MergeConflict {
    /// One of this side's commands is refused on the other side's project.
    #[error("\"{command}\" cannot be applied to the version on disk: {reason}")]
    Refused {
        /// The command, in words.
        command: String,
        /// The domain's refusal.
        reason: crate::command::DomainError,
    },
    /// Both sides changed the same part, differently.
    #[error("both changed {0}")]
    BothChanged(Part),
    /// Applying this side's commands there did not give the same result as
    /// here (they depend on what the other side changed).
    #[error("{0} would not come out as it is in this window")]
    NotClean(Part),
}

/// A part's value, by reference, for comparison.
#[derive(Debug, PartialEq)]
enum Value<'a> {
    Number(u32),
    Text(&'a str),
    Owner(Option<PlayerId>),
    Companies(&'a [Company]),
    Player(&'a Player),
    Competition(Option<&'a Competition>),
    Game(&'a Game),
    Correspondence(Vec<&'a Correspondence>),
    Adjudications(&'a [AdjudicationCase]),
    RuleSets(&'a [RuleSet]),
    Leave(&'a [PlayerLeave]),
    Names(&'a [String]),
}

/// A project cut into its [`Part`]s.
fn parts(p: &Project) -> BTreeMap<Part, Value<'_>> {
    let mut out = BTreeMap::new();
    out.insert(Part::FormatVersion, Value::Number(p.format_version));
    out.insert(Part::Name, Value::Text(&p.name));
    out.insert(Part::Owner, Value::Owner(p.owner));
    out.insert(Part::Companies, Value::Companies(&p.companies));
    for player in &p.players {
        out.insert(Part::Player(player.id), Value::Player(player));
    }
    out.insert(
        Part::Competition,
        Value::Competition(p.competition.as_ref()),
    );
    for game in &p.games {
        out.insert(Part::Game(game.id), Value::Game(game));
    }
    let mut letters: BTreeMap<GameId, Vec<&Correspondence>> = BTreeMap::new();
    for c in &p.correspondence {
        letters.entry(c.game).or_default().push(c);
    }
    for (game, list) in letters {
        out.insert(Part::Correspondence(game), Value::Correspondence(list));
    }
    out.insert(Part::Adjudications, Value::Adjudications(&p.adjudications));
    out.insert(Part::RuleSets, Value::RuleSets(&p.rule_sets));
    out.insert(Part::Leave, Value::Leave(&p.leave));
    out.insert(Part::EngineForbidden, Value::Names(&p.engine_forbidden));
    out
}

/// Applies `commands` (this side's, made on `base` and giving `ours`) to
/// `theirs` (the other side's version of `base`). Returns the merged
/// project when the merge is clean.
///
/// # Errors
///
/// A command is refused there, both sides changed one part, or the result
/// differs from both sides' changes; see [`MergeConflict`].
pub fn merge(
    base: &Project,
    ours: &Project,
    commands: &[Command],
    theirs: &Project,
) -> Result<Project, MergeConflict> {
    merge_with(base, ours, theirs, |merged| {
        commands.iter().try_for_each(|c| apply_ours(merged, c))
    })
}

/// [`merge`] with a window's journal: its commands applied and its undos
/// of changes made before the file was read or saved put back, in order,
/// on `theirs`; clean only on the same terms.
///
/// # Errors
///
/// As [`merge`].
pub fn merge_journal(
    base: &Project,
    ours: &Project,
    journal: &[Change],
    theirs: &Project,
) -> Result<Project, MergeConflict> {
    merge_with(base, ours, theirs, |merged| {
        journal.iter().try_for_each(|change| match change {
            Change::Applied(command) => apply_ours(merged, command),
            Change::Undone(kept) => {
                undo(merged, kept.clone());
                Ok(())
            }
        })
    })
}

/// Applies one of this side's commands to the merged project.
fn apply_ours(merged: &mut Project, command: &Command) -> Result<(), MergeConflict> {
    apply(merged, command.clone())
        .map(|_| ())
        .map_err(|e| MergeConflict::Refused {
            command: command_words(command),
            reason: e,
        })
}

/// The merge: refused when both sides changed a part; else this side's
/// changes made on `theirs` by `ours_on`, kept when every part came out as
/// the side that changed it left it.
fn merge_with(
    base: &Project,
    ours: &Project,
    theirs: &Project,
    ours_on: impl FnOnce(&mut Project) -> Result<(), MergeConflict>,
) -> Result<Project, MergeConflict> {
    let (b, o, t) = (parts(base), parts(ours), parts(theirs));
    let keys: BTreeSet<Part> = b.keys().chain(o.keys()).chain(t.keys()).copied().collect();
    // First what both sides changed: said as such, before any command is
    // tried on the other side's project.
    for key in &keys {
        let (bv, ov, tv) = (b.get(key), o.get(key), t.get(key));
        if ov != bv && tv != bv && ov != tv {
            return Err(MergeConflict::BothChanged(*key));
        }
    }
    let mut merged = theirs.clone();
    ours_on(&mut merged)?;
    let m = parts(&merged);
    for key in keys.iter().chain(m.keys()) {
        let (bv, ov, tv, mv) = (b.get(key), o.get(key), t.get(key), m.get(key));
        let expected = if ov != bv { ov } else { tv };
        if mv != expected {
            return Err(MergeConflict::NotClean(*key));
        }
    }
    Ok(merged)
}

/// A command in a few words, for a conflict message.
fn command_words(command: &Command) -> String {
    let text = format!("{command:?}");
    let mut short: String = text.chars().take(80).collect();
    if short.len() < text.len() {
        short.push('…');
    }
    short
}

#[cfg(test)]
mod refusal_tests {
    use super::*;
    use crate::command::DomainError;
    use crate::ids::PlayerId;

    #[test]
    fn a_command_the_other_version_refuses_carries_the_domains_refusal() {
        let base = Project::new("p");
        let refused = merge(&base, &base, &[Command::RemovePlayer(PlayerId(9))], &base).err();
        let Some(MergeConflict::Refused { reason, .. }) = refused.clone() else {
            panic!("expected Refused, got {refused:?}");
        };
        assert_eq!(reason, DomainError::UnknownPlayer(PlayerId(9)));
        assert!(refused.map(|e| e.to_string()).is_some_and(|s| {
            s.ends_with("cannot be applied to the version on disk: there is no player p9")
        }),);
    }
}
