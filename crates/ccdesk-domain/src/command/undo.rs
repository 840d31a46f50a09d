//! The one undo of every command: a snapshot of exactly what the command
//! may change, taken before it is applied.
//!
//! [`take`] says, per kind of command, which parts of the project it may
//! change (a game, the games a tournament step reports, the current season,
//! the cases, the players...) and keeps them as they are; [`undo`] puts
//! them back. [`super::apply`] rolls a refused command back with the same
//! snapshot, so a refusal leaves the project as it was without copying the
//! whole project. A batch takes the snapshot of each step just before the
//! step is applied, and its undo puts them back newest first.

use crate::adjudication::AdjudicationCase;
use crate::adjudication::AdjudicationCommand as A;
use crate::game::{Game, GameCommand as G};
use crate::ids::{GameId, PlayerId};
use crate::ledger::LedgerCommand as L;
use crate::message::{Correspondence, CorrespondenceCommand};
use crate::player::Player;
use crate::project::Project;
use crate::server::ServerCommand;
use crate::tournament::{Company, Competition, Season, SeasonRecords, TournamentCommand as T};

use super::Command;

/// What an applied command changed, as it stood before: [`undo`] puts it
/// back. Opaque: it is made only by [`super::apply`].
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Undo {
    /// The parts kept, in the order they were taken.
    parts: Vec<Part>,
}

/// One part of a project as it stood before a command.
#[derive(Debug, Clone, PartialEq)]
enum Part {
    Name(String),
    Owner(Option<PlayerId>),
    EngineForbidden(Vec<String>),
    Players(Kept<PlayerId, Player>),
    Companies(Vec<Company>),
    /// The whole competition (a season started or dropped, the Organiser).
    Competition(Option<Box<Competition>>),
    /// The current (last) season; `None` when there was none.
    CurrentSeason(Option<Box<Season>>),
    /// The current season's records (steps, fees, payments, reports,
    /// deductions); `None` when there was no season.
    Records(Option<Box<SeasonRecords>>),
    Games(Kept<GameId, Game>),
    Correspondence(Kept<GameId, Correspondence>),
    Adjudications(Kept<GameId, AdjudicationCase>),
    RuleSets(Vec<crate::ledger::RuleSet>),
    Leave(Vec<crate::ledger::PlayerLeave>),
}

/// The items of a list that have some keys (games by id, a game's
/// messages by its id, players by id), with their places.
#[derive(Debug, Clone, PartialEq)]
struct Kept<K, T> {
    /// The keys, sorted, each once.
    keys: Vec<K>,
    /// Every item with one of those keys, at its place in the list.
    items: Vec<(usize, T)>,
}

impl<K: Ord + Copy, T: Clone> Kept<K, T> {
    fn of(list: &[T], key_of: impl Fn(&T) -> K, mut keys: Vec<K>) -> Self {
        keys.sort_unstable();
        keys.dedup();
        let items = if keys.is_empty() {
            Vec::new()
        } else {
            list.iter()
                .enumerate()
                .filter(|&(_, item)| keys.binary_search(&key_of(item)).is_ok())
                .map(|(at, item)| (at, item.clone()))
                .collect()
        };
        Kept { keys, items }
    }

    /// Puts the items back: the list's items with those keys now are taken
    /// out and the kept ones put at their places, in the order of those
    /// places, so each lands where it was (the command moved no item with
    /// another key).
    fn put_back(self, list: &mut Vec<T>, key_of: impl Fn(&T) -> K) {
        if self.keys.is_empty() {
            return;
        }
        let ours = |item: &T| self.keys.binary_search(&key_of(item)).is_ok();
        let now: Vec<usize> = list
            .iter()
            .enumerate()
            .filter(|&(_, item)| ours(item))
            .map(|(at, _)| at)
            .collect();
        let same_places =
            now.len() == self.items.len() && now.iter().zip(&self.items).all(|(a, (b, _))| a == b);
        if same_places {
            for (at, item) in self.items {
                if let Some(slot) = list.get_mut(at) {
                    *slot = item;
                }
            }
            return;
        }
        list.retain(|item| !ours(item));
        for (at, item) in self.items {
            let at = at.min(list.len());
            list.insert(at, item);
        }
    }
}

impl Undo {
    /// Puts back every part kept, newest first.
    pub(crate) fn roll_back(self, project: &mut Project) {
        for part in self.parts.into_iter().rev() {
            part.put_back(project);
        }
    }
}

/// Puts back what the command whose undo this is changed: the project is
/// again as it was before the command (when the commands after it were
/// undone first).
pub fn undo(project: &mut Project, undo: Undo) {
    undo.roll_back(project);
}

impl Part {
    fn put_back(self, project: &mut Project) {
        match self {
            Part::Name(name) => project.name = name,
            Part::Owner(owner) => project.owner = owner,
            Part::EngineForbidden(events) => project.engine_forbidden = events,
            Part::Players(kept) => kept.put_back(&mut project.players, |p| p.id),
            Part::Companies(companies) => project.companies = companies,
            Part::Competition(competition) => project.competition = competition.map(|c| *c),
            Part::CurrentSeason(season) => {
                if let (Some(season), Some(last)) = (season, current_season(project)) {
                    *last = *season;
                }
            }
            Part::Records(records) => {
                if let (Some(records), Some(last)) = (records, current_season(project)) {
                    last.records = *records;
                }
            }
            Part::Games(kept) => kept.put_back(&mut project.games, |g| g.id),
            Part::Correspondence(kept) => kept.put_back(&mut project.correspondence, |c| c.game),
            Part::Adjudications(kept) => kept.put_back(&mut project.adjudications, |c| c.game),
            Part::RuleSets(sets) => project.rule_sets = sets,
            Part::Leave(leave) => project.leave = leave,
        }
    }
}

/// Keeps, in `undo`, what `command` may change as it stands in `project`.
/// A batch keeps nothing here: each step is taken as it is applied.
pub(crate) fn take(project: &Project, command: &Command, undo: &mut Undo) {
    let parts = &mut undo.parts;
    let games = |ids: Vec<GameId>| Part::Games(Kept::of(&project.games, |g| g.id, ids));
    let players = |ids: Vec<PlayerId>| Part::Players(Kept::of(&project.players, |p| p.id, ids));
    match command {
        Command::Batch(_) => {}
        Command::SetEngineAllowed { .. } => {
            parts.push(Part::EngineForbidden(project.engine_forbidden.clone()));
        }
        Command::RenameProject { .. } => parts.push(Part::Name(project.name.clone())),
        Command::SetOwner(_) => parts.push(Part::Owner(project.owner)),
        Command::AddPlayer(player) | Command::UpdatePlayer(player) => {
            parts.push(players(vec![player.id]));
        }
        Command::RemovePlayer(id) => parts.push(players(vec![*id])),
        Command::AddGame { game, .. } => parts.push(games(vec![game.id])),
        Command::RemoveGame(id) => {
            parts.push(games(vec![*id]));
            parts.push(correspondence(project, vec![*id]));
        }
        Command::PlayMove { game, .. }
        | Command::RetractMove { game, .. }
        | Command::SetMoveDates { game, .. }
        | Command::SetResult { game, .. } => parts.push(games(vec![*game])),
        Command::ImportGames {
            players: new_players,
            games: new,
        } => {
            parts.push(players(new_players.iter().map(|p| p.id).collect()));
            parts.push(games(new.iter().map(|g| g.id).collect()));
        }
        Command::Adjudication(c) => {
            // The cases of the step's games, and those games' results
            // (cases opened at the close of play set no result).
            let cases = adjudication_games(project, c);
            let results = match c {
                A::OpenAtClose { .. } => Vec::new(),
                _ => cases.clone(),
            };
            parts.push(Part::Adjudications(Kept::of(
                &project.adjudications,
                |c| c.game,
                cases,
            )));
            parts.push(games(results));
        }
        Command::Ledger(c) => take_ledger(project, c, parts),
        Command::Game(c) => parts.push(games(vec![game_command_game(c)])),
        Command::Tournament(c) => take_tournament(project, c, parts),
        Command::Correspondence(c) => {
            let game = match c {
                CorrespondenceCommand::Keep { entry, .. } => Some(entry.game),
                CorrespondenceCommand::Drop { index } => {
                    project.correspondence.get(*index).map(|c| c.game)
                }
            };
            parts.push(correspondence(project, game.into_iter().collect()));
        }
        Command::Server(ServerCommand::SetLink { game, .. }) => parts.push(games(vec![*game])),
    }
}

fn current_season(project: &mut Project) -> Option<&mut Season> {
    project
        .competition
        .as_mut()
        .and_then(|c| c.seasons.last_mut())
}

fn correspondence(project: &Project, games: Vec<GameId>) -> Part {
    Part::Correspondence(Kept::of(&project.correspondence, |c| c.game, games))
}

/// The games whose cases (and results) an adjudication step may change.
fn adjudication_games(project: &Project, command: &A) -> Vec<GameId> {
    match command {
        A::OpenAtClose { division } => {
            crate::adjudication::bulk::games_to_open(project, division.as_deref())
        }
        A::ApplyDefaults { today } => crate::adjudication::bulk::games_to_default(project, *today),
        A::Open { game, .. }
        | A::SubmitClaim { game, .. }
        | A::Refer { game, .. }
        | A::RecordOpinion { game, .. }
        | A::Notify { game, .. }
        | A::Appeal { game, .. }
        | A::RuleOnAppeal { game, .. }
        | A::ApplyDefault { game, .. }
        | A::Override { game, .. }
        | A::RecordAssessment { game, .. }
        | A::RemoveAssessment { game }
        | A::PrintAssessment { game, .. }
        | A::Withdraw { game } => vec![*game],
    }
}

fn game_command_game(command: &G) -> GameId {
    match command {
        G::SetNotation { game, .. }
        | G::SetLetters { game, .. }
        | G::SetLanguage { game, .. }
        | G::ProposeConditional { game, .. }
        | G::MarkConditionalSent { game, .. }
        | G::WithdrawConditional { game, .. }
        | G::SetConditionals { game, .. }
        | G::SetDrawOffer { game, .. }
        | G::SetAnalysis { game, .. } => *game,
    }
}

fn take_ledger(project: &Project, command: &L, parts: &mut Vec<Part>) {
    let games = |ids: Vec<GameId>| Part::Games(Kept::of(&project.games, |g| g.id, ids));
    match command {
        L::AddLeave { .. } | L::RemoveLeave { .. } => {
            parts.push(Part::Leave(project.leave.clone()));
        }
        L::AddRuleSet { .. } | L::RemoveRuleSet { .. } => {
            parts.push(Part::RuleSets(project.rule_sets.clone()));
        }
        // A rule set renamed: the games that name it follow the new name.
        L::SetRuleSet { index, .. } => {
            parts.push(Part::RuleSets(project.rule_sets.clone()));
            let named: Vec<GameId> = project.rule_sets.get(*index).map_or_else(Vec::new, |r| {
                project
                    .games
                    .iter()
                    .filter(|g| g.rules == r.name)
                    .map(|g| g.id)
                    .collect()
            });
            parts.push(games(named));
        }
        L::AddPenalty { game, .. }
        | L::RemovePenalty { game, .. }
        | L::MakeClaim { game, .. }
        | L::WithdrawClaim { game, .. }
        | L::RecordProtest { game, .. }
        | L::DecideClaim { game, .. }
        | L::CorrectDate { game, .. }
        | L::SetDates { game, .. }
        | L::RecordRepeat { game, .. }
        | L::RecordArrival { game, .. }
        | L::SetGameRules { game, .. } => parts.push(games(vec![*game])),
    }
}

fn take_tournament(project: &Project, command: &T, parts: &mut Vec<Part>) {
    let games = |ids: Vec<GameId>| Part::Games(Kept::of(&project.games, |g| g.id, ids));
    let season = project.competition.as_ref().and_then(|c| c.seasons.last());
    match command {
        T::SetCompany(_) | T::RemoveCompany(_) => {
            parts.push(Part::Companies(project.companies.clone()));
        }
        // A new competition names a new project after it.
        T::StartSeason { .. } | T::StartCompetition(_) | T::SetOrganiser { .. } => {
            parts.push(Part::Name(project.name.clone()));
            parts.push(Part::Competition(project.competition.clone().map(Box::new)));
        }
        // Only the season's records (and, for results, the games').
        T::ReportResult(_)
        | T::AddDeduction(_)
        | T::WithdrawDeduction { .. }
        | T::RecordStep { .. }
        | T::SetFees(_)
        | T::RecordPayment(_)
        | T::RemovePayment(_)
        | T::RecordAddressChange(_)
        | T::ApproveCombinedTeam { .. }
        | T::Withdraw { .. }
        | T::RuleAddressDefault { .. }
        | T::Expel { .. } => parts.push(Part::Records(season.map(|s| Box::new(s.records.clone())))),
        _ => parts.push(Part::CurrentSeason(season.map(|s| Box::new(s.clone())))),
    }
    let changed: Vec<GameId> = match command {
        T::SetPairings {
            add_games,
            remove_games,
            ..
        } => add_games
            .iter()
            .map(|g| g.id)
            .chain(remove_games.iter().copied())
            .collect(),
        T::ReportResult(report) => vec![report.game],
        T::SetGamePlayers { game, .. } => vec![*game],
        T::ApproveReplacement(r) => r.games.clone(),
        T::Withdraw { player, .. } | T::RuleAddressDefault { player, .. } => {
            crate::tournament::unfinished_games_of(project, *player)
                .into_iter()
                .map(|(g, _)| g)
                .collect()
        }
        T::Expel {
            company, ruling, ..
        } => crate::tournament::expel_ops::expulsion_results(project, *company, *ruling)
            .into_iter()
            .map(|(g, _)| g)
            .collect(),
        // A division renamed, a season started: the games' pairings follow.
        T::EditDivision { .. } | T::StartSeason { .. } => project
            .games
            .iter()
            .filter(|g| g.pairing.is_some())
            .map(|g| g.id)
            .collect(),
        _ => Vec::new(),
    };
    parts.push(games(changed));
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn game(id: u32) -> Game {
        Game::new(GameId(id), PlayerId(1), PlayerId(2), "Friendly")
    }

    #[test]
    fn kept_games_go_back_to_their_places_whatever_was_added_or_removed() {
        let before: Vec<Game> = [1, 2, 3, 4].into_iter().map(game).collect();
        let kept = Kept::of(&before, |g| g.id, vec![GameId(3), GameId(2), GameId(9)]);
        assert_eq!(kept.keys, vec![GameId(2), GameId(3), GameId(9)]);
        // 2 removed, 3 changed, 9 added in the middle.
        let mut after = vec![game(1), game(9), game(4)];
        let mut changed = game(3);
        changed.event = "Changed".to_owned();
        after.insert(1, changed);
        kept.put_back(&mut after, |g| g.id);
        assert_eq!(after, before);
    }

    #[test]
    fn a_game_changed_in_place_is_put_back_in_place() {
        let before: Vec<Game> = [1, 2, 3].into_iter().map(game).collect();
        let kept = Kept::of(&before, |g| g.id, vec![GameId(2)]);
        let mut after = before.clone();
        after[1].event = "Changed".to_owned();
        kept.put_back(&mut after, |g| g.id);
        assert_eq!(after, before);
    }
}
