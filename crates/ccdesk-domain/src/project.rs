//! The whole document: everything a project file holds.

use serde::{Deserialize, Serialize};

use super::adjudication::AdjudicationCase;
use super::game::Game;
use super::ids::{CompanyId, GameId, PlayerId, TeamId};
use super::player::Player;
use super::tournament::{Company, Competition, Division, Team};

/// The version of the project file format this build writes and reads.
/// Files with a higher number are refused, never half-read.
pub const FORMAT_VERSION: u32 = 1;

/// A ccdesk project: a season of a competition, or a player's own games, or both.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Project {
    /// The file format version (see [`FORMAT_VERSION`]).
    pub(crate) format_version: u32,
    /// The project's name, shown in the title bar.
    pub(crate) name: String,
    /// The player whose desk this is, if it is a player's project.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) owner: Option<PlayerId>,
    /// Companies entering the competition.
    #[serde(default)]
    pub(crate) companies: Vec<Company>,
    /// Everyone who plays in the project's games.
    #[serde(default)]
    pub(crate) players: Vec<Player>,
    /// The team competition, if the project runs one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) competition: Option<Competition>,
    /// Every game.
    #[serde(default)]
    pub(crate) games: Vec<Game>,
    /// Adjudication cases of unfinished games (C19, E10).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) adjudications: Vec<AdjudicationCase>,
    /// The clock rule sets games name; the two presets unless an event
    /// copied and changed one (E6, E8, P08-P13).
    #[serde(
        default = "super::ledger::default_rule_sets",
        skip_serializing_if = "super::ledger::is_default_rule_sets"
    )]
    pub(crate) rule_sets: Vec<super::ledger::RuleSet>,
    /// Leave booked by players, for all their games (E8.1-E8.3, P11).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) leave: Vec<super::ledger::PlayerLeave>,
    /// Every message sent and received, kept with its game (E5.1).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) correspondence: Vec<super::message::Correspondence>,
    /// Events whose rules forbid engine and tablebase help: the window hides
    /// every engine feature for their games (event names as on the games).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) engine_forbidden: Vec<String>,
}

impl Project {
    /// The name a new project has until it is given one (File › Rename
    /// project…, `ccdesk rename`); starting a competition names it after
    /// the competition.
    pub const UNNAMED: &'static str = "New project";

    /// The file format version the project was read with.
    #[must_use]
    pub fn format_version(&self) -> u32 {
        self.format_version
    }

    /// The project's name, shown in the title bar.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The player whose desk this is, if it is a player's project.
    #[must_use]
    pub fn owner(&self) -> Option<PlayerId> {
        self.owner
    }

    /// The side the project's owner plays in `game`, if he plays in it
    /// ([`Game::side_of`]).
    #[must_use]
    pub fn owner_side(&self, game: &Game) -> Option<shakmaty::Color> {
        game.side_of(self.owner?)
    }

    /// Companies entering the competition.
    #[must_use]
    pub fn companies(&self) -> &[Company] {
        &self.companies
    }

    /// Everyone who plays in the project's games.
    #[must_use]
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The team competition, if the project runs one.
    #[must_use]
    pub fn competition(&self) -> Option<&Competition> {
        self.competition.as_ref()
    }

    /// Every game, in the project's order.
    #[must_use]
    pub fn games(&self) -> &[Game] {
        &self.games
    }

    /// Adjudication cases of unfinished games (C19, E10).
    #[must_use]
    pub fn adjudications(&self) -> &[AdjudicationCase] {
        &self.adjudications
    }

    /// The clock rule sets games name (E6, E8, P08-P13).
    #[must_use]
    pub fn rule_sets(&self) -> &[super::ledger::RuleSet] {
        &self.rule_sets
    }

    /// Leave booked by players (E8.1-E8.3, P11).
    #[must_use]
    pub fn leave(&self) -> &[super::ledger::PlayerLeave] {
        &self.leave
    }

    /// Every message sent and received, kept with its game (E5.1).
    #[must_use]
    pub fn correspondence(&self) -> &[super::message::Correspondence] {
        &self.correspondence
    }

    /// Events whose rules forbid engine and tablebase help.
    #[must_use]
    pub fn engine_forbidden(&self) -> &[String] {
        &self.engine_forbidden
    }

    /// Every part of the project, open for change as a person editing the
    /// file in a text editor could change it: nothing is checked. Only for
    /// tests that build such files (a hand-edited illegal move, a breach
    /// the Organiser must rule on). The window, the CLI and the file code
    /// cannot call it: it exists only with the `test-support` feature, which
    /// only the tests and benches turn on; they change a project only through
    /// [`crate::command::apply`].
    #[cfg(any(test, feature = "test-support"))]
    pub fn hand_edit(&mut self) -> HandEdit<'_> {
        HandEdit {
            name: &mut self.name,
            owner: &mut self.owner,
            companies: &mut self.companies,
            players: &mut self.players,
            competition: &mut self.competition,
            games: &mut self.games,
            adjudications: &mut self.adjudications,
            rule_sets: &mut self.rule_sets,
            leave: &mut self.leave,
            correspondence: &mut self.correspondence,
            engine_forbidden: &mut self.engine_forbidden,
        }
    }

    /// An empty project.
    #[must_use]
    pub fn new(name: impl Into<String>) -> Self {
        Project {
            format_version: FORMAT_VERSION,
            name: name.into(),
            owner: None,
            companies: Vec::new(),
            players: Vec::new(),
            competition: None,
            games: Vec::new(),
            adjudications: Vec::new(),
            rule_sets: super::ledger::default_rule_sets(),
            leave: Vec::new(),
            correspondence: Vec::new(),
            engine_forbidden: Vec::new(),
        }
    }

    /// Whether engine and tablebase help may be used in games of `event`.
    #[must_use]
    pub fn engine_allowed(&self, event: &str) -> bool {
        !self.engine_forbidden.iter().any(|e| e == event)
    }

    /// The game with the given id.
    #[must_use]
    pub fn game(&self, id: GameId) -> Option<&Game> {
        self.game_index(id).map(|i| &self.games[i])
    }

    /// Where game `id` is in the list ([`index_by_id`]).
    fn game_index(&self, id: GameId) -> Option<usize> {
        index_by_id(&self.games, id, |g| g.id)
    }

    /// The game with the given id, for changing it.
    pub(crate) fn game_mut(&mut self, id: GameId) -> Option<&mut Game> {
        let i = self.game_index(id)?;
        self.games.get_mut(i)
    }

    /// The player with the given id.
    #[must_use]
    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        by_id(&self.players, id, |p| p.id)
    }

    /// The player's name, or a marker when the id is unknown.
    #[must_use]
    pub fn player_name(&self, id: PlayerId) -> &str {
        self.player(id)
            .map_or("(unknown player)", |p| p.name.as_str())
    }

    /// The company with the given id.
    #[must_use]
    pub fn company(&self, id: CompanyId) -> Option<&Company> {
        by_id(&self.companies, id, |c| c.id)
    }

    /// Divisions of the current (last) season.
    #[must_use]
    pub fn divisions(&self) -> &[Division] {
        self.competition
            .as_ref()
            .and_then(|c| c.seasons.last())
            .map_or(&[], |s| s.divisions.as_slice())
    }

    /// A team of the current season by id.
    #[must_use]
    pub fn team(&self, id: TeamId) -> Option<&Team> {
        self.divisions().iter().find_map(|d| d.team(id))
    }

    /// Teams of every division of the current season.
    pub fn teams(&self) -> impl Iterator<Item = &Team> {
        self.divisions().iter().flat_map(|d| d.teams.iter())
    }

    /// A copy of the project with only the game `game` among its games
    /// (and its correspondence): everything a command on that game checks
    /// (players, owner, rule sets, leave, the competition's calendar, the
    /// adjudication cases), cheap however many games the project holds. A
    /// plan tries its commands on it before they are applied for real.
    #[must_use]
    pub fn with_only_game(&self, game: &Game) -> Project {
        Project {
            games: vec![game.clone()],
            correspondence: self
                .correspondence
                .iter()
                .filter(|c| c.game == game.id)
                .cloned()
                .collect(),
            adjudications: self
                .adjudications
                .iter()
                .filter(|c| c.game == game.id)
                .cloned()
                .collect(),
            ..self.clone_without_games()
        }
    }

    /// The project without its games, correspondence and cases.
    fn clone_without_games(&self) -> Project {
        Project {
            format_version: self.format_version,
            name: self.name.clone(),
            owner: self.owner,
            companies: self.companies.clone(),
            players: self.players.clone(),
            competition: self.competition.clone(),
            games: Vec::new(),
            adjudications: Vec::new(),
            rule_sets: self.rule_sets.clone(),
            leave: self.leave.clone(),
            correspondence: Vec::new(),
            engine_forbidden: self.engine_forbidden.clone(),
        }
    }

    /// The next free game id.
    #[must_use]
    pub fn next_game_id(&self) -> GameId {
        GameId(self.games.iter().map(|g| g.id.0).max().map_or(1, |m| m + 1))
    }

    /// The next free player id.
    #[must_use]
    pub fn next_player_id(&self) -> PlayerId {
        PlayerId(
            self.players
                .iter()
                .map(|p| p.id.0)
                .max()
                .map_or(1, |m| m + 1),
        )
    }

    /// The next free company id.
    #[must_use]
    pub fn next_company_id(&self) -> CompanyId {
        CompanyId(
            self.companies
                .iter()
                .map(|c| c.id.0)
                .max()
                .map_or(1, |m| m + 1),
        )
    }

    /// The next free team id: team ids are unique across every season of
    /// the competition, so an old season's team keeps its own.
    #[must_use]
    pub fn next_team_id(&self) -> TeamId {
        TeamId(
            self.competition
                .iter()
                .flat_map(|c| c.seasons.iter())
                .flat_map(|s| s.divisions.iter())
                .flat_map(|d| d.teams.iter())
                .map(|t| t.id.0)
                .max()
                .map_or(1, |m| m + 1),
        )
    }

    /// The project with `games` put after its own, unchecked, as a file
    /// holds them. Only for the project file reader, which reads a large
    /// file's games on every core beside the rest of the file (read with
    /// its games list empty) and joins them here; like reading the file in
    /// one pass, it checks nothing (validation does that after loading).
    #[doc(hidden)]
    #[must_use]
    pub fn with_games_read(mut self, games: Vec<Game>) -> Project {
        if self.games.is_empty() {
            self.games = games;
        } else {
            self.games.extend(games);
        }
        self
    }
}

/// Every part of a project, open for change without any check: see
/// `Project::hand_edit` (feature `test-support`).
#[cfg(any(test, feature = "test-support"))]
#[allow(missing_docs)]
pub struct HandEdit<'a> {
    pub name: &'a mut String,
    pub owner: &'a mut Option<PlayerId>,
    pub companies: &'a mut Vec<Company>,
    pub players: &'a mut Vec<Player>,
    pub competition: &'a mut Option<Competition>,
    pub games: &'a mut Vec<Game>,
    pub adjudications: &'a mut Vec<AdjudicationCase>,
    pub rule_sets: &'a mut Vec<super::ledger::RuleSet>,
    pub leave: &'a mut Vec<super::ledger::PlayerLeave>,
    pub correspondence: &'a mut Vec<super::message::Correspondence>,
    pub engine_forbidden: &'a mut Vec<String>,
}

#[cfg(any(test, feature = "test-support"))]
impl<'a> HandEdit<'a> {
    /// The game with the given id, open for change without any check.
    pub fn game(self, id: GameId) -> Option<&'a mut Game> {
        self.games.iter_mut().find(|g| g.id == id)
    }
}

/// Where the item with `id` is in `items` (in a list in order, the first
/// of them should the id be used twice). Games, players and companies are kept in the order of
/// their ids (each new one takes the next id), so a binary search finds it
/// at once in a project of twenty seasons (the season's checks look players
/// up by the thousand); a hit is always the item (its id is compared), and
/// a miss falls back to a plain search for a file someone else ordered
/// otherwise.
fn index_by_id<T, K: Ord + Copy>(items: &[T], id: K, key: impl Fn(&T) -> K) -> Option<usize> {
    match items.binary_search_by_key(&id, &key) {
        Ok(mut i) => {
            while i > 0 && key(&items[i - 1]) == id {
                i -= 1;
            }
            Some(i)
        }
        Err(_) => items.iter().position(|item| key(item) == id),
    }
}

/// The item with `id` ([`index_by_id`]).
fn by_id<T, K: Ord + Copy>(items: &[T], id: K, key: impl Fn(&T) -> K) -> Option<&T> {
    index_by_id(items, id, key).map(|i| &items[i])
}

#[cfg(test)]
mod tests {
    use super::index_by_id;

    #[test]
    fn an_item_is_found_by_id_in_order_or_not() {
        let key = |x: &(u32, char)| x.0;
        let in_order = [(1, 'a'), (2, 'b'), (2, 'c'), (2, 'd'), (5, 'e')];
        assert_eq!(index_by_id(&in_order, 1, key), Some(0));
        assert_eq!(index_by_id(&in_order, 5, key), Some(4));
        // An id used twice: the first, as a plain search finds it.
        assert_eq!(index_by_id(&in_order, 2, key), Some(1));
        assert_eq!(index_by_id(&in_order, 3, key), None);
        // A list someone else ordered: the plain search finds what the
        // binary search misses.
        let shuffled = [(5, 'a'), (1, 'b'), (9, 'c'), (3, 'd')];
        for (i, (id, _)) in shuffled.iter().enumerate() {
            assert_eq!(index_by_id(&shuffled, *id, key), Some(i));
        }
        assert_eq!(index_by_id(&shuffled, 4, key), None);
        assert_eq!(index_by_id::<(u32, char), u32>(&[], 1, key), None);
    }
}
