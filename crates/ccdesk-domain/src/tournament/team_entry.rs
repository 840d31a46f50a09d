//! Entering teams (C05-C07, C10, C11, C14): the one plan that the window's
//! "add team" form and the entries CSV import both apply, so a team comes
//! in the same way from either, and neither shell checks a rule or
//! allocates an id.
//!
//! A [`TeamEntry`] names the team, the company entering it (and a second
//! company for a combined team, C07), its players in board order (C14)
//! and its captain. [`plan_team_entry`] (one team) and [`EntriesPlan`] (a
//! file of teams, and the companies file) make the one [`Command`] that
//! enters them, so one undo takes them back:
//!
//! - A team names its division, a name, its company and from one player
//!   to one a board (C05, C06), each player on one board only (C14).
//! - A company is found by its name (ignoring case). One not entered yet
//!   is entered with the next free company id and taken to have the Club
//!   membership its division requires (C06,
//!   [`required_membership`]) until its own count is entered (the
//!   companies file, or the company's details); a partner new with it
//!   counts none, the team's company meeting the requirement.
//! - A player is the one of that name playing for the team's company (or
//!   its partner), else a new player of the company with the next free
//!   player id. Details the entry gives (email, address, ...) replace his.
//! - The team of that name in the division is replaced (same id; once the
//!   division pairs it, its players change only by replacement, C20),
//!   else the team gets the next free team id.
//! - Entering a team is the company's entry (C10) and, with every board
//!   named, its team form (C11): each is recorded on the day given unless
//!   the season has it already.

use chrono::NaiveDate;

use super::command::{CompanyStep, TournamentCommand};
use super::company::Company;
use super::eligibility::required_membership;
use super::error::TournamentError;
use super::team::Team;
use crate::command::Command;
use crate::ids::{CompanyId, PlayerId, TeamId};
use crate::player::{Employment, Player};
use crate::project::Project;

/// A team as a company enters it: what the "add team" form and a team's
/// rows of an entries file say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamEntry {
    /// The division of the current season it enters.
    pub division: String,
    /// The team's name ("Lloyd's Bank I").
    pub name: String,
    /// The name of the company entering it (C06, C10).
    pub company: String,
    /// The name of a second company combined with the first (C07).
    pub partner: Option<String>,
    /// Its players, board 1 first (C14).
    pub players: Vec<EnteredPlayer>,
    /// The captain's board, from 1 (C11), where the entry names one.
    pub captain: Option<u8>,
}

/// A player as an entry names him.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnteredPlayer {
    /// His full name.
    pub name: String,
    /// What the entry says of him beyond his name (C11, C12); `None`
    /// leaves a known player as he is.
    pub details: Option<PlayerDetails>,
}

impl EnteredPlayer {
    /// A player named and nothing more (the "add team" form).
    #[must_use]
    pub fn named(name: impl Into<String>) -> Self {
        EnteredPlayer {
            name: name.into(),
            details: None,
        }
    }
}

/// A player's details as an entries file gives them (C11, C12).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerDetails {
    /// His email address.
    pub email: String,
    /// His correspondence address, lines separated by newlines.
    pub address: String,
    /// His telephone numbers; `None` keeps those he has (a file written
    /// before they were kept).
    pub phone: Option<String>,
    /// His link with the company (C12, C13).
    pub employment: Employment,
    /// A rating, where known (C14).
    pub rating: Option<u16>,
}

/// A company as the companies file enters it (C06, C10).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanyEntry {
    /// Its name.
    pub name: String,
    /// The Inter-Office Representative (C10).
    pub representative: String,
    /// His correspondence address and telephone number (C10), as one text.
    pub contact: String,
    /// His correspondence address (C10); `None` keeps the one the project
    /// holds (a companies file without that column).
    pub representative_address: Option<String>,
    /// His telephone number(s) (C10); `None` keeps the project's.
    pub representative_phone: Option<String>,
    /// Its Club members (C06).
    pub members: u32,
}

/// The command that enters `entry` on `date`, or why it cannot be
/// entered (see the module's rules).
pub fn plan_team_entry(
    project: &Project,
    entry: TeamEntry,
    date: NaiveDate,
) -> Result<Command, TournamentError> {
    let mut plan = EntriesPlan::new(project);
    plan.enter(entry, date)?;
    Ok(plan.command())
}

/// Entries planned against one project: companies, players and teams in
/// the order entered, with the ids they will have and the dated steps
/// (C10, C11) their entry records. Nothing changes until its
/// [`command`](Self::command) is applied.
#[derive(Debug, Clone)]
pub struct EntriesPlan<'a> {
    /// The project entered into.
    project: &'a Project,
    /// Companies entered or changed, as they will be.
    companies: Vec<Company>,
    /// Players new or changed, as they will be.
    players: Vec<Player>,
    /// Teams entered, each with its division.
    teams: Vec<(String, Team)>,
    /// Steps recorded for companies, with their days.
    steps: Vec<(CompanyStep, CompanyId, NaiveDate)>,
}

impl<'a> EntriesPlan<'a> {
    /// A plan entering nothing yet into `project`.
    #[must_use]
    pub fn new(project: &'a Project) -> Self {
        EntriesPlan {
            project,
            companies: Vec::new(),
            players: Vec::new(),
            teams: Vec::new(),
            steps: Vec::new(),
        }
    }

    /// Enters a company of the companies file: the one of that name
    /// (ignoring case) takes these details, else a new company gets the
    /// next free id. Returns its id.
    pub fn enter_company(&mut self, entry: CompanyEntry) -> CompanyId {
        let known = self.company_named(&entry.name);
        let id = known.map_or_else(|| self.next_company_id(), |c| c.id);
        let kept = |new: Option<String>, old: Option<&String>| {
            new.or_else(|| old.cloned()).unwrap_or_default()
        };
        let representative_address = kept(
            entry.representative_address,
            known.map(|c| &c.representative_address),
        );
        let representative_phone = kept(
            entry.representative_phone,
            known.map(|c| &c.representative_phone),
        );
        self.put_company(Company {
            id,
            name: entry.name,
            representative: entry.representative,
            representative_address,
            representative_phone,
            contact: entry.contact,
            members: entry.members,
        });
        id
    }

    /// Enters a team received on `date` (see the module's rules) and
    /// returns its id, or says why not; a refused team leaves the plan as
    /// it was.
    pub fn enter(&mut self, entry: TeamEntry, date: NaiveDate) -> Result<TeamId, TournamentError> {
        let season = self
            .project
            .competition()
            .and_then(|c| c.seasons.last())
            .ok_or(TournamentError::NoSeason)?;
        let division = season
            .divisions
            .iter()
            .find(|d| d.name == entry.division)
            .ok_or_else(|| TournamentError::UnknownDivision(entry.division.clone()))?;
        let name = entry.name.trim();
        if name.is_empty() {
            return Err(TournamentError::TeamUnnamed);
        }
        let company_name = entry.company.trim();
        if company_name.is_empty() {
            return Err(TournamentError::CompanyUnnamed(name.to_owned()));
        }
        check_players(&entry, name, division.boards)?;

        // Worked out on a copy, so a refusal leaves the plan as it was.
        let mut next = self.clone();
        let company = next.company_or_new(company_name, required_membership(season, division));
        let partner = entry
            .partner
            .as_deref()
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| next.company_or_new(p, 0));
        let players: Vec<PlayerId> = entry
            .players
            .into_iter()
            .map(|p| next.player_for(p, company, partner))
            .collect();
        let id = next
            .teams
            .iter()
            .find(|(d, t)| *d == division.name && t.name == name)
            .map(|(_, t)| t.id)
            .or_else(|| division.teams.iter().find(|t| t.name == name).map(|t| t.id))
            .unwrap_or_else(|| next.next_team_id());
        if division.is_paired(id) && division.team(id).is_some_and(|t| t.players != players) {
            return Err(TournamentError::PlayersFixed(name.to_owned()));
        }
        let complete = players.len() == usize::from(division.boards);
        let captain = entry
            .captain
            .and_then(|b| usize::from(b).checked_sub(1))
            .and_then(|i| players.get(i).copied());
        let team = Team {
            id,
            name: name.to_owned(),
            company,
            partner,
            captain,
            players,
        };
        match next.teams.iter_mut().find(|(_, t)| t.id == id) {
            Some(slot) => slot.1 = team,
            None => next.teams.push((division.name.clone(), team)),
        }
        let records = &season.records;
        let recorded =
            |list: &[super::records::CompanyDate]| list.iter().any(|e| e.company == company);
        for (step, due) in [
            (CompanyStep::Entry, !recorded(&records.entries)),
            (CompanyStep::Form, complete && !recorded(&records.forms)),
        ] {
            if due
                && !next
                    .steps
                    .iter()
                    .any(|&(s, c, _)| (s, c) == (step, company))
            {
                next.steps.push((step, company, date));
            }
        }
        *self = next;
        Ok(id)
    }

    /// The companies this plan enters that the project does not have yet.
    pub fn new_companies(&self) -> impl Iterator<Item = &Company> {
        self.companies
            .iter()
            .filter(|c| self.project.company(c.id).is_none())
    }

    /// The one command that enters everything planned: the companies, the
    /// players, the teams, then the steps recorded.
    #[must_use]
    pub fn command(self) -> Command {
        let project = self.project;
        let mut steps: Vec<Command> = self
            .companies
            .into_iter()
            .map(|c| Command::Tournament(TournamentCommand::SetCompany(c)))
            .collect();
        steps.extend(self.players.into_iter().map(|p| {
            if project.player(p.id).is_some() {
                Command::UpdatePlayer(p)
            } else {
                Command::AddPlayer(p)
            }
        }));
        steps.extend(self.teams.into_iter().map(|(division, team)| {
            Command::Tournament(TournamentCommand::SetTeam { division, team })
        }));
        steps.extend(self.steps.into_iter().map(|(step, company, date)| {
            Command::Tournament(TournamentCommand::RecordStep {
                step,
                company,
                date,
            })
        }));
        Command::Batch(steps)
    }

    /// The company of that name (ignoring case), as this plan leaves it.
    fn company_named(&self, name: &str) -> Option<&Company> {
        let name = name.trim();
        self.companies
            .iter()
            .chain(self.project.companies())
            .find(|c| c.name.trim().eq_ignore_ascii_case(name))
    }

    /// The company of that name, else a new one counting `members` Club
    /// members (C06).
    fn company_or_new(&mut self, name: &str, members: u32) -> CompanyId {
        if let Some(c) = self.company_named(name) {
            return c.id;
        }
        let id = self.next_company_id();
        self.put_company(Company {
            id,
            name: name.to_owned(),
            representative: String::new(),
            representative_address: String::new(),
            representative_phone: String::new(),
            contact: String::new(),
            members,
        });
        id
    }

    fn put_company(&mut self, company: Company) {
        match self.companies.iter_mut().find(|c| c.id == company.id) {
            Some(slot) => *slot = company,
            None => self.companies.push(company),
        }
    }

    /// The id of the player `entered` names for a team of `company` (and
    /// `partner`), his details as the entry gives them.
    fn player_for(
        &mut self,
        entered: EnteredPlayer,
        company: CompanyId,
        partner: Option<CompanyId>,
    ) -> PlayerId {
        let name = entered.name.trim();
        let plays_for = |p: &&Player| {
            p.name == name
                && p.company
                    .is_some_and(|c| c == company || Some(c) == partner)
        };
        let known = self
            .players
            .iter()
            .find(plays_for)
            .or_else(|| self.project.players().iter().find(plays_for))
            .cloned();
        let is_new = known.is_none();
        let mut player = known.unwrap_or_else(|| {
            let mut p = Player::new(self.next_player_id(), name);
            p.company = Some(company);
            p
        });
        let id = player.id;
        if let Some(d) = entered.details {
            player.email = d.email;
            player.address = d.address;
            if let Some(phone) = d.phone {
                player.phone = phone;
            }
            player.employment = d.employment;
            player.rating = d.rating;
        } else if !is_new {
            return id;
        }
        match self.players.iter_mut().find(|p| p.id == id) {
            Some(slot) => *slot = player,
            None => self.players.push(player),
        }
        id
    }

    fn next_company_id(&self) -> CompanyId {
        let planned = self.companies.iter().map(|c| c.id.0 + 1);
        CompanyId(planned.fold(self.project.next_company_id().0, u32::max))
    }

    fn next_player_id(&self) -> PlayerId {
        let planned = self.players.iter().map(|p| p.id.0 + 1);
        PlayerId(planned.fold(self.project.next_player_id().0, u32::max))
    }

    fn next_team_id(&self) -> TeamId {
        let planned = self.teams.iter().map(|(_, t)| t.id.0 + 1);
        TeamId(planned.fold(self.project.next_team_id().0, u32::max))
    }
}

/// Refuses a team without players, with more than its division's boards
/// (C05, C06), with an unnamed board, a player on two boards (C14) or a
/// captain on a board it does not fill.
fn check_players(entry: &TeamEntry, team: &str, boards: u8) -> Result<(), TournamentError> {
    let players = &entry.players;
    if players.is_empty() {
        return Err(TournamentError::NoPlayers {
            team: team.to_owned(),
            division: entry.division.clone(),
            boards,
        });
    }
    if players.len() > usize::from(boards) {
        return Err(TournamentError::TooManyPlayers {
            team: team.to_owned(),
            players: players.len(),
            boards,
        });
    }
    let board = |i: usize| u8::try_from(i + 1).unwrap_or(u8::MAX);
    for (i, p) in players.iter().enumerate() {
        let name = p.name.trim();
        if name.is_empty() {
            return Err(TournamentError::EmptyBoard {
                team: team.to_owned(),
                board: board(i),
            });
        }
        if players[..i].iter().any(|q| q.name.trim() == name) {
            return Err(TournamentError::PlayerNamedTwice {
                team: team.to_owned(),
                player: name.to_owned(),
            });
        }
    }
    if let Some(captain) = entry.captain
        && (captain == 0 || usize::from(captain) > players.len())
    {
        return Err(TournamentError::EmptyBoard {
            team: team.to_owned(),
            board: captain,
        });
    }
    Ok(())
}
