//! Entries in and out as CSV from the Teams tab (C06, C07, C10-C14): the
//! companies file and the entries file (teams, players in board order,
//! email, postal address, employment) of [`ccdesk_io::entries_csv`].
//!
//! An import is shown first: what it enters, or every bad row with its
//! line, in which case nothing is imported. The teams are entered as the
//! domain plans an entry (`ccdesk_domain::tournament::team_entry`, as the
//! "add team" form enters them): a company named in the entries but not
//! yet entered is entered with them, counted as having the Club members
//! its division requires until the companies file gives its own (C06),
//! and the companies' entries and team forms are recorded (C10, C11). The
//! import is one undoable step.

use super::{AdminState, Intent, WARN, tr_args};
use crate::CcdeskApp;
use crate::i18n::Catalogue;
use crate::services::{FileFilter, FileRequest};
use ccdesk_domain::command::Command;
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::command::CompanyStep;
use ccdesk_domain::tournament::late_step::step_late;
use ccdesk_io::entries_csv::{
    CompanyRow, EntryRow, companies_command, entries_plan, read_companies, read_entries,
    write_companies, write_entries,
};
use chrono::NaiveDate;

/// What the organiser asked of the entries files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum EntriesAction {
    /// Read a companies file.
    ImportCompanies,
    /// Read an entries file.
    ImportEntries,
    /// Write the companies file.
    ExportCompanies,
    /// Write the entries file.
    ExportEntries,
}

/// An import read and waiting for the organiser's word.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct ImportPreview {
    /// The file's name.
    file: String,
    /// One line per company or team that would be entered.
    lines: Vec<String>,
    /// Every bad row, with its line; nothing is imported while any is bad.
    problems: Vec<String>,
    /// The step that enters it all, when nothing is bad.
    command: Option<Command>,
    /// An entries file's rows, kept so the entries are planned again with
    /// the day they were received (`None` for a companies file).
    entries: Option<Vec<EntryRow>>,
    /// The day the entries were received, as typed (empty: today).
    received: String,
    /// The day `command` records them with.
    planned_on: NaiveDate,
}

/// The menu of the Teams tab for the entries files.
pub(crate) fn entries_menu_ui(ui: &mut egui::Ui, tr: &Catalogue, intents: &mut Vec<Intent>) {
    ui.menu_button(tr.t("entries-menu"), |ui| {
        for (key, action) in [
            ("entries-import-companies", EntriesAction::ImportCompanies),
            ("entries-import-entries", EntriesAction::ImportEntries),
            ("entries-export-companies", EntriesAction::ExportCompanies),
            ("entries-export-entries", EntriesAction::ExportEntries),
        ] {
            if ui.button(tr.t(key)).clicked() {
                intents.push(Intent::Entries(action));
                ui.close();
            }
        }
    });
}

fn company_lines(project: &Project, rows: &[CompanyRow]) -> Vec<String> {
    rows.iter()
        .map(|r| {
            let known = project
                .companies()
                .iter()
                .any(|c| c.name.eq_ignore_ascii_case(&r.name));
            // rule: C10 — the representative's address and telephone, when the file gives them.
            let given = |field: &Option<String>, what: &str| {
                field
                    .as_deref()
                    .filter(|f| !f.trim().is_empty())
                    .map(|f| format!(", {what} {}", f.trim().replace('\n', ", ")))
                    .unwrap_or_default()
            };
            format!(
                "{} ({}): representative {}{}{}, {} members",
                r.name,
                if known { "updated" } else { "new" },
                if r.representative.is_empty() {
                    "not named"
                } else {
                    r.representative.as_str()
                },
                given(&r.representative_address, "at"),
                given(&r.representative_phone, "tel."),
                r.members
            )
        })
        .collect()
}

/// The command entering `rows` on `today` as the domain plans them (with
/// the companies they name that are not entered yet), and the preview
/// lines.
fn entries_preview(
    project: &Project,
    rows: &[EntryRow],
    today: NaiveDate,
) -> Result<(Command, Vec<String>), Vec<String>> {
    let plan = entries_plan(project, rows, today)
        .map_err(|bad| bad.iter().map(ToString::to_string).collect::<Vec<_>>())?;
    let mut lines: Vec<String> = plan
        .new_companies()
        .map(|c| {
            if c.members == 0 {
                format!(
                    "new company {} (no Club members counted yet: import the companies file, C06)",
                    c.name
                )
            } else {
                format!(
                    "new company {} (counted as {} Club members, its division's requirement, until the companies file gives its own, C06)",
                    c.name, c.members
                )
            }
        })
        .collect();
    // Teams in the order the file lists them, each with its players.
    let mut teams: Vec<(&str, &str, Vec<&EntryRow>)> = Vec::new();
    for r in rows {
        match teams
            .iter_mut()
            .find(|(d, t, _)| *d == r.division && *t == r.team)
        {
            Some((_, _, players)) => players.push(r),
            None => teams.push((&r.division, &r.team, vec![r])),
        }
    }
    for (division, team, mut players) in teams {
        players.sort_by_key(|r| r.board);
        let players: Vec<String> = players
            .iter()
            .map(|r| {
                let captain = if r.captain { " (captain)" } else { "" };
                format!("{} {}{captain}", r.board, r.name)
            })
            .collect();
        lines.push(format!("{division} · {team}: {}", players.join(", ")));
    }
    Ok((plan.command(), lines))
}

/// Carries out `action`: an import asks for the file and opens its
/// preview, an export writes the file where the organiser chooses; the
/// pane (its state kept under `state_id`) and the status bar say what was
/// done where, or why not.
pub(crate) fn run(app: &mut CcdeskApp, action: EntriesAction, state_id: egui::Id) {
    let companies = matches!(
        action,
        EntriesAction::ImportCompanies | EntriesAction::ExportCompanies
    );
    match action {
        EntriesAction::ImportCompanies | EntriesAction::ImportEntries => {
            let title = if companies {
                "Import companies CSV"
            } else {
                "Import entries CSV"
            };
            let request = FileRequest::open(title, Some(FileFilter::CSV));
            app.choose_file(request, move |app, ctx, path| {
                let file = path.display().to_string();
                match std::fs::read(&path) {
                    Ok(bytes) => {
                        let preview = preview(
                            &app.doc.project,
                            companies,
                            &bytes,
                            file.clone(),
                            app.today(),
                        );
                        app.doc.last_event =
                            Some(format!("read {file}: the import waits for your word"));
                        super::with_state(ctx, state_id, |state| state.import = Some(preview));
                    }
                    Err(e) => app.tell_file_outcome(Err(format!("{file} cannot be read: {e}"))),
                }
            });
        }
        EntriesAction::ExportCompanies | EntriesAction::ExportEntries => {
            let name = if companies {
                "companies.csv"
            } else {
                "entries.csv"
            };
            let mut out = Vec::new();
            let written = if companies {
                write_companies(&app.doc.project, &mut out)
            } else {
                write_entries(&app.doc.project, &mut out)
            };
            if let Err(e) = written {
                app.tell_file_outcome(Err(format!("nothing was exported: {e}")));
                return;
            }
            let title = if companies {
                "Export companies CSV"
            } else {
                "Export entries CSV"
            };
            let request = FileRequest::save(title, FileFilter::CSV, name);
            super::export_file(app, request, out, state_id);
        }
    }
}

/// The preview of importing `bytes` read from `file` on `today`: the
/// companies (or entries) it adds, or every bad row.
fn preview(
    project: &Project,
    companies: bool,
    bytes: &[u8],
    file: String,
    today: NaiveDate,
) -> ImportPreview {
    let bad_rows =
        |bad: Vec<ccdesk_io::entries_csv::BadEntry>| bad.iter().map(ToString::to_string).collect();
    let mut entries = None;
    let result = if companies {
        read_companies(bytes).map_err(bad_rows).map(|rows| {
            (
                companies_command(project, &rows),
                company_lines(project, &rows),
            )
        })
    } else {
        read_entries(bytes).map_err(bad_rows).and_then(|rows| {
            let planned = entries_preview(project, &rows, today);
            entries = Some(rows);
            planned
        })
    };
    let (command, lines, problems) = match result {
        Ok((command, lines)) => (Some(command), lines, Vec::new()),
        Err(problems) => (None, Vec::new(), problems),
    };
    ImportPreview {
        file,
        lines,
        problems,
        command,
        entries,
        received: String::new(),
        planned_on: today,
    }
}

impl ImportPreview {
    /// Plans the entries again when the day they were received changed
    /// (C10, C11: the entry and the form are recorded on it); the reason,
    /// while what is typed is not a date.
    fn replan(&mut self, project: &Project, today: NaiveDate) -> Result<(), String> {
        let Some(rows) = &self.entries else {
            return Ok(());
        };
        let day = if self.received.trim().is_empty() {
            today
        } else {
            crate::ledger_pane::parse_date(&self.received).map_err(|e| format!("received: {e}"))?
        };
        if day != self.planned_on {
            match entries_preview(project, rows, day) {
                Ok((command, lines)) => {
                    self.command = Some(command);
                    self.lines = lines;
                    self.problems.clear();
                }
                Err(problems) => {
                    self.command = None;
                    self.lines.clear();
                    self.problems = problems;
                }
            }
            self.planned_on = day;
        }
        Ok(())
    }
}

/// Draws the import preview while one is open.
pub(crate) fn import_dialog_ui(
    ctx: &egui::Context,
    tr: &Catalogue,
    project: &Project,
    today: NaiveDate,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let Some(preview) = &mut state.import else {
        return;
    };
    let mut close = false;
    egui::Modal::new(egui::Id::unique("entries_import_dialog")).show(ctx, |ui| {
        ui.set_max_width(560.0);
        ui.heading(tr.t("entries-import-title"));
        ui.label(&preview.file);
        let mut bad_date = None;
        if preview.entries.is_some() {
            // rule: C10, C11 — the entries and forms arrived on this day,
            // said late here as the due list and `ccdesk check` say it.
            ui.horizontal(|ui| {
                let received = tr.t("payments-received");
                let l = ui.label(&received);
                ui.add(
                    egui::TextEdit::singleline(&mut preview.received)
                        .hint_text(today.format("%Y-%m-%d").to_string())
                        .desired_width(100.0),
                )
                .labelled_by(l.id);
                crate::date_picker::date_picker_button_ui(
                    ui,
                    &received,
                    &mut preview.received,
                    today,
                );
                bad_date = preview.replan(project, today).err();
                if let Some(e) = &bad_date {
                    ui.colored_label(WARN, e);
                }
            });
            let season = project.competition().and_then(|c| c.seasons.last());
            if let (Some(season), None) = (season, &bad_date) {
                for step in [CompanyStep::Entry, CompanyStep::Form] {
                    if let Some(late) = step_late(&season.calendar, step, preview.planned_on) {
                        ui.colored_label(super::CAUTION, late.to_string());
                    }
                }
            }
        }
        egui::ScrollArea::vertical()
            .max_height(320.0)
            .show(ui, |ui| {
                if preview.problems.is_empty() {
                    for line in &preview.lines {
                        ui.label(line);
                    }
                } else {
                    ui.colored_label(
                        WARN,
                        tr_args(
                            tr,
                            "entries-bad-rows",
                            [("n", preview.problems.len().into())],
                        ),
                    );
                    for p in &preview.problems {
                        ui.colored_label(WARN, p);
                    }
                }
            });
        ui.horizontal(|ui| {
            if let Some(command) = preview.command.as_ref().filter(|_| bad_date.is_none())
                && ui.button(tr.t("entries-import")).clicked()
            {
                intents.push(Intent::Execute(command.clone()));
                close = true;
            }
            if ui.button(tr.t("admin-cancel")).clicked() {
                close = true;
            }
        });
    });
    if close {
        state.import = None;
    }
}
