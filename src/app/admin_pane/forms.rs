//! The organiser's forms for starting a season: a new division (name and
//! boards, C05) and a new team (name, company, players in board order,
//! C14). Each builds one command, so one undo takes it back.

use super::{AdminState, Intent};
use crate::domain::command::Command;
use crate::domain::ids::{CompanyId, PlayerId, TeamId};
use crate::domain::player::Player;
use crate::domain::project::Project;
use crate::domain::tournament::command::CompanyStep;
use crate::domain::tournament::records::CompanyDate;
use crate::domain::tournament::{
    Company, Division, SeasonRecords, Team, TournamentCommand, TournamentError,
};
use chrono::NaiveDate;

/// The "new division" form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct DivisionForm {
    /// Its name.
    pub(crate) name: String,
    /// Boards per team, as typed.
    pub(crate) boards: String,
    /// Why the last try was refused.
    pub(crate) error: Option<String>,
    /// The division being edited (its name), when not a new one.
    pub(crate) original: Option<String>,
}

impl DivisionForm {
    /// The form showing `division`, to rename it or change its boards.
    pub(crate) fn editing(division: &Division) -> Self {
        DivisionForm {
            name: division.name.clone(),
            boards: division.boards.to_string(),
            error: None,
            original: Some(division.name.clone()),
        }
    }

    /// The command that renames the division or changes its boards, or
    /// why not: boards change only before the division is paired (C05).
    fn edit_command(&self, project: &Project) -> Result<Command, String> {
        let original = self.original.clone().unwrap_or_default();
        let d = project
            .divisions()
            .iter()
            .find(|d| d.name == original)
            .ok_or_else(|| format!("there is no division {original}"))?;
        let name = self.name.trim();
        if name.is_empty() {
            return Err("give the division a name".to_owned());
        }
        let boards: u8 = self
            .boards
            .trim()
            .parse()
            .ok()
            .filter(|b| *b >= 1)
            .ok_or_else(|| "boards: a whole number from 1 (C05)".to_owned())?;
        if boards != d.boards && d.boards_fixed() {
            return Err(format!(
                "{original} is paired on {} boards: its boards change only before pairing (C05)",
                d.boards
            ));
        }
        Ok(Command::Tournament(TournamentCommand::EditDivision {
            division: original,
            name: name.to_owned(),
            boards,
        }))
    }

    /// The command that adds the division, or why not.
    fn command(&self) -> Result<Command, String> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err("give the division a name".to_owned());
        }
        let boards: u8 = self
            .boards
            .trim()
            .parse()
            .ok()
            .filter(|b| *b >= 1)
            .ok_or_else(|| "boards: a whole number from 1 (C05)".to_owned())?;
        Ok(Command::Tournament(TournamentCommand::AddDivision {
            division: Box::new(Division {
                name: name.to_owned(),
                boards,
                teams: Vec::new(),
                draw_seed: None,
                pairings: Vec::new(),
            }),
            index: None,
        }))
    }
}

/// The "add team" form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct TeamForm {
    /// The team's name.
    pub(crate) name: String,
    /// The company's name (a new company when no company has it).
    pub(crate) company: String,
    /// The players, board 1 first, separated by commas or new lines.
    pub(crate) players: String,
    /// Why the last try was refused.
    pub(crate) error: Option<String>,
}

impl TeamForm {
    /// The command that enters the team (with its company and new players
    /// as needed) in `division`, or why not. Entering the team with its
    /// players in board order is the company's entry (C10) and team form
    /// (C11): each is recorded on `today` unless the season has it already.
    fn command(
        &self,
        project: &Project,
        division: &str,
        today: NaiveDate,
    ) -> Result<Command, String> {
        let name = self.name.trim();
        let company_name = self.company.trim();
        if name.is_empty() {
            return Err("give the team a name".to_owned());
        }
        if company_name.is_empty() {
            return Err("name the company entering the team".to_owned());
        }
        let names: Vec<&str> = self
            .players
            .split([',', '\n'])
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .collect();
        let boards = project
            .divisions()
            .iter()
            .find(|d| d.name == division)
            .map_or(1, |d| d.boards);
        if names.is_empty() {
            return Err(format!(
                "name the team's players, board 1 first: {division} plays {boards} boards (C05)"
            ));
        }
        if names.len() > usize::from(boards) {
            // The command's own refusal, in its words (C05, C06).
            return Err(TournamentError::TooManyPlayers {
                team: name.to_owned(),
                players: names.len(),
                boards,
            }
            .to_string());
        }
        // A team with every board named is its team form (C11); a shorter
        // one is entered and its form stays due until the last board is
        // named.
        let complete = names.len() == usize::from(boards);
        let mut steps = Vec::new();
        let company = match project
            .companies()
            .iter()
            .find(|c| c.name.eq_ignore_ascii_case(company_name))
        {
            Some(c) => c.id,
            None => {
                let id = CompanyId(
                    project
                        .companies()
                        .iter()
                        .map(|c| c.id.0)
                        .max()
                        .unwrap_or(0)
                        + 1,
                );
                steps.push(Command::Tournament(TournamentCommand::SetCompany(
                    Company {
                        id,
                        name: company_name.to_owned(),
                        representative: String::new(),
                        representative_address: String::new(),
                        representative_phone: String::new(),
                        contact: String::new(),
                        members: u32::from(boards),
                    },
                )));
                id
            }
        };
        let mut next = project.next_player_id().0;
        let mut players = Vec::with_capacity(names.len());
        for n in names {
            let known = project
                .players()
                .iter()
                .find(|p| p.name == n && p.company == Some(company));
            match known {
                Some(p) => players.push(p.id),
                None => {
                    let mut player = Player::new(PlayerId(next), n);
                    player.company = Some(company);
                    players.push(player.id);
                    steps.push(Command::AddPlayer(player));
                    next += 1;
                }
            }
        }
        let team_id = project
            .competition()
            .iter()
            .flat_map(|c| c.seasons.iter())
            .flat_map(|s| s.divisions.iter())
            .flat_map(|d| d.teams.iter())
            .map(|t| t.id.0)
            .max()
            .unwrap_or(0)
            + 1;
        steps.push(Command::Tournament(TournamentCommand::SetTeam {
            division: division.to_owned(),
            team: Team {
                id: TeamId(team_id),
                name: name.to_owned(),
                company,
                partner: None,
                captain: players.first().copied(),
                players,
            },
        }));
        let records = project
            .competition()
            .as_ref()
            .and_then(|c| c.seasons.last())
            .map(|s| &s.records);
        let recorded = |list: fn(&SeasonRecords) -> &Vec<CompanyDate>| {
            records.is_some_and(|r| list(r).iter().any(|e| e.company == company))
        };
        for (step, done) in [
            (CompanyStep::Entry, recorded(|r| &r.entries)),
            (CompanyStep::Form, !complete || recorded(|r| &r.forms)),
        ] {
            if !done {
                steps.push(Command::Tournament(TournamentCommand::RecordStep {
                    step,
                    company,
                    date: today,
                }));
            }
        }
        Ok(Command::Batch(steps))
    }
}

/// A labelled text field in this dialog's grid, 260 points wide.
fn field_ui(ui: &mut egui::Ui, label: &str, value: &mut String, hint: &str) {
    crate::app::form_row::text_row_ui(ui, label, value, hint, 260.0);
}

/// Draws the "new division" dialog while it is open.
pub(crate) fn division_dialog_ui(
    ctx: &egui::Context,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.new_division else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("new_division_dialog")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.heading("New division");
        egui::Grid::new("new_division_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                field_ui(ui, "name", &mut form.name, "Division 1");
                field_ui(ui, "boards", &mut form.boards, "per team (C05)");
            });
        if super::form_actions::form_actions(
            ui,
            form,
            |f| &mut f.error,
            "add division",
            |f| f.command().map(Intent::AddDivision),
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.new_division = None;
    }
}

/// Draws the "add team" dialog while it is open.
pub(crate) fn team_dialog_ui(
    ctx: &egui::Context,
    project: &Project,
    division: &str,
    today: NaiveDate,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.new_team else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("new_team_dialog")).show(ctx, |ui| {
        ui.set_max_width(460.0);
        ui.heading(format!("Add a team to {division}"));
        egui::Grid::new("new_team_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                field_ui(ui, "team", &mut form.name, "Lloyd's Bank I");
                field_ui(ui, "company", &mut form.company, "new or entered already");
                field_ui(
                    ui,
                    "players",
                    &mut form.players,
                    "board 1 first, separated by commas",
                );
            });
        ui.label("The first player is the captain. Eligibility is checked once the team is in.");
        if super::form_actions::form_actions(
            ui,
            form,
            |f| &mut f.error,
            "add team",
            |f| f.command(project, division, today).map(Intent::Execute),
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.new_team = None;
    }
}

/// Draws the "edit division" dialog while it is open.
pub(crate) fn edit_division_dialog_ui(
    ctx: &egui::Context,
    project: &Project,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(form) = &mut state.edit_division else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("edit_division_dialog")).show(ctx, |ui| {
        ui.set_max_width(420.0);
        ui.heading(format!(
            "Edit {}",
            form.original.as_deref().unwrap_or("the division")
        ));
        egui::Grid::new("edit_division_grid")
            .num_columns(2)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                field_ui(ui, "division name", &mut form.name, "Division 1");
                field_ui(ui, "boards per team", &mut form.boards, "C05");
            });
        if super::form_actions::form_actions(
            ui,
            form,
            |f| &mut f.error,
            "save division",
            |f| f.edit_command(project).map(Intent::Execute),
            intents,
        ) {
            close = true;
        }
    });
    if close {
        state.edit_division = None;
    }
}
