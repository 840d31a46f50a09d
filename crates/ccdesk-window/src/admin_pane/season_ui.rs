//! Pairings (the draw of lots with a recorded seed, the generated Hutton
//! table and its games, C16, C17), the season's due list (C09-C11, C16,
//! C19, C24, C37) and the companies' fees (C08, C28), and the exports of
//! standings and crosstable.

use chrono::NaiveDate;
use egui_extras::{Column, TableBuilder};

use super::{AdminState, CAUTION, Intent, WARN, tr_args};
use crate::i18n::Catalogue;
use crate::services::{FileFilter, FileRequest};
use crate::worded::Worded;
use ccdesk_domain::command::{Command, apply};
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::calendar::due_list;
use ccdesk_domain::tournament::crosstable::crosstable;
use ccdesk_domain::tournament::division::team_letter;
use ccdesk_domain::tournament::fees::accounts;
use ccdesk_domain::tournament::hutton::HuttonTable;
use ccdesk_domain::tournament::pairing_ops::pairings_command;
use ccdesk_domain::tournament::results::division_standings;
use ccdesk_domain::tournament::same_company::{meetings_if_applied, same_company_meetings};
use ccdesk_domain::tournament::{Division, Season, TournamentCommand};
use ccdesk_io::pdf::{Paper, crosstable_pdf, labels_pdf, pairing_list_pdf, standings_pdf};
use ccdesk_io::{results_csv, season_export};

/// What to export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Export {
    /// The standings as a page a club website can publish.
    StandingsHtml,
    /// The standings as CSV (the CLI's columns).
    StandingsCsv,
    /// The crosstable with each team's boards as a page.
    CrosstableHtml,
    /// The crosstable as CSV.
    CrosstableCsv,
    /// The standings with deductions and working, printable.
    StandingsPdf,
    /// The crosstable and each team board by board, printable.
    CrosstablePdf,
    /// The pairing list for captains (C16), a page per team.
    PairingListPdf,
    /// The pairing list for captains (C16) as CSV (`ccdesk pairings`).
    PairingListCsv,
    /// Address labels for the division's representatives and captains
    /// (C10, C11, C16; `ccdesk labels`).
    LabelsPdf,
}

/// The command that draws lots with `seed` and pairs the division from the
/// generated Hutton table (with its games, two per pairing, C17), as one
/// step, with the teams of one company it pairs against each other; or
/// why it cannot be done.
pub(crate) fn draw_and_pair(
    project: &Project,
    division: &str,
    seed: u64,
) -> Result<(Command, Vec<String>), String> {
    let d = project
        .divisions()
        .iter()
        .find(|d| d.name == division)
        .ok_or_else(|| format!("there is no division {division}"))?;
    let teams = i64::try_from(d.teams.len()).unwrap_or(i64::MAX);
    let table = HuttonTable::generate(teams, i64::from(d.boards)).map_err(|e| e.to_string())?;
    let draw = Command::Tournament(TournamentCommand::DrawLots {
        division: division.to_owned(),
        seed,
    });
    let mut drawn = project.clone();
    apply(&mut drawn, draw.clone()).map_err(|e| e.to_string())?;
    let pair = pairings_command(&drawn, division, &table).map_err(|e| e.to_string())?;
    let both = Command::Batch(vec![draw, pair]);
    let same = meetings_if_applied(project, division, &both).map_err(|e| e.to_string())?;
    Ok((both, same))
}

fn company_name(project: &Project, c: ccdesk_domain::ids::CompanyId) -> String {
    project
        .company(c)
        .map_or_else(|| c.to_string(), |x| x.name.clone())
}

/// The draw of lots and the pairing buttons (the current season only):
/// the seed, "generate pairings", a draw of one company's teams waiting
/// for the Organiser's word, and the Organiser's own table.
fn draw_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    division: &Division,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(tr.t("pairings-seed"));
        let seed = state.seeds.entry(division.name.clone()).or_default();
        ui.add(
            egui::TextEdit::singleline(seed)
                .hint_text(tr.t("pairings-seed-hint"))
                .desired_width(90.0),
        )
        .labelled_by(l.id);
        if ui
            .button(tr.t("pairings-generate"))
            .on_hover_text(tr.t("pairings-generate-hint"))
            .clicked()
        {
            let result = state
                .seeds
                .get(&division.name)
                .map_or("", String::as_str)
                .trim()
                .parse::<u64>()
                .map_err(|_| tr.t("pairings-seed-not-number"))
                .and_then(|seed| draw_and_pair(project, &division.name, seed));
            match result {
                Ok((c, same)) if same.is_empty() => {
                    state.pending_draw = None;
                    intents.push(Intent::Execute(c));
                }
                Ok((c, same)) => state.pending_draw = Some((division.name.clone(), c, same)),
                Err(e) => state.message = Some(e),
            }
        }
    });
    // A draw pairing teams of one company waits for the organiser's word.
    if let Some((name, command, same)) = state.pending_draw.clone()
        && name == division.name
    {
        ui.colored_label(
            CAUTION,
            tr_args(
                tr,
                "pairings-same-company-draw",
                [("teams", same.join("; ").into())],
            ),
        );
        ui.horizontal(|ui| {
            if ui
                .button(tr.t("pairings-pair-anyway"))
                .on_hover_text(tr.t("pairings-pair-anyway-hint"))
                .clicked()
            {
                intents.push(Intent::Execute(command));
                state.pending_draw = None;
            }
            if ui
                .button(tr.t("pairings-cancel"))
                .on_hover_text(tr.t("pairings-cancel-hint"))
                .clicked()
            {
                state.pending_draw = None;
            }
        });
    }
    super::own_table_ui::own_table_ui(ui, tr, project, division, state, intents);
}

/// Draws the pairings tab: the draw and pairing button, the meetings and
/// board differences of the current pairings, and the pairing list.
pub(crate) fn pairings_ui(
    ui: &mut egui::Ui,
    view: &super::View<'_>,
    division: &Division,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let (project, tr) = (view.project, view.tr);
    if !state.read_only() {
        draw_ui(ui, tr, project, division, state, intents);
    }
    if let Some(seed) = division.draw_seed {
        ui.label(tr_args(
            tr,
            "pairings-seed-drawn",
            [("seed", seed.to_string().into())],
        ));
    }
    if division.pairings.is_empty() {
        ui.label(tr.t("pairings-none"));
        return;
    }
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr.t("pairings-list-pdf"))
            .on_hover_text(tr.t("pairings-list-pdf-hint"))
            .clicked()
        {
            intents.push(Intent::Export(Export::PairingListPdf));
        }
        if ui
            .button(tr.t("pairings-list-csv"))
            .on_hover_text(tr.t("pairings-list-csv-hint"))
            .clicked()
        {
            intents.push(Intent::Export(Export::PairingListCsv));
        }
    });
    meetings_ui(ui, tr, division);
    for line in same_company_meetings(division, |c| company_name(project, c)) {
        let line = tr_args(tr, "pairings-same-company", [("teams", line.into())]);
        ui.colored_label(CAUTION, line);
    }
    ui.separator();
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    let versus = tr.t("pairings-versus");
    egui::ScrollArea::vertical()
        .id_salt(("pairings_scroll", &division.name))
        .auto_shrink([false, false])
        .show_rows(ui, row_height, division.pairings.len(), |ui, range| {
            for pr in &division.pairings[range] {
                let name = |t, b| {
                    division
                        .team(t)
                        .and_then(|team| team.player_on(b))
                        .map_or("?", |p| project.player_name(p))
                };
                let letter = |t| division.letter(t).unwrap_or_default();
                ui.label(format!(
                    "{}{} {}  {}  {}{} {}",
                    letter(pr.team),
                    pr.board,
                    name(pr.team, pr.board),
                    versus,
                    letter(pr.opponent_team),
                    pr.opponent_board,
                    name(pr.opponent_team, pr.opponent_board)
                ));
            }
        });
}

/// How often each two teams meet and how many pairings span each board
/// difference, from the division's pairings.
fn meetings_ui(ui: &mut egui::Ui, tr: &Catalogue, division: &Division) {
    let n = division.teams.len();
    let mut meetings = vec![vec![0u32; n]; n];
    let mut differences = std::collections::BTreeMap::<u8, usize>::new();
    for p in &division.pairings {
        let index = |t| division.teams.iter().position(|team| team.id == t);
        if let (Some(a), Some(b)) = (index(p.team), index(p.opponent_team)) {
            for (x, y) in [(a, b), (b, a)] {
                if let Some(m) = meetings.get_mut(x).and_then(|r| r.get_mut(y)) {
                    *m += 1;
                }
            }
        }
        *differences
            .entry(p.board.abs_diff(p.opponent_board))
            .or_insert(0) += 1;
    }
    let differences: Vec<String> = differences
        .iter()
        .map(|(d, c)| {
            let counts = [("pairings", (*c).into()), ("difference", (*d).into())];
            tr_args(tr, "pairings-at-difference", counts)
        })
        .collect();
    ui.label(tr_args(
        tr,
        "pairings-board-differences",
        [("differences", differences.join(", ").into())],
    ));
    egui::CollapsingHeader::new(tr.t("pairings-meetings"))
        .id_salt(("meetings", &division.name))
        .show(ui, |ui| {
            egui::ScrollArea::horizontal()
                .id_salt(("meetings_scroll", &division.name))
                .show(ui, |ui| {
                    egui::Grid::new(("meetings_grid", &division.name))
                        .striped(true)
                        .show(ui, |ui| {
                            ui.label("");
                            for i in 0..n {
                                ui.strong(team_letter(i));
                            }
                            ui.end_row();
                            for (i, row) in meetings.iter().enumerate() {
                                let name = division.teams.get(i).map_or("", |t| t.name.as_str());
                                ui.strong(team_letter(i)).on_hover_text(name);
                                for (j, m) in row.iter().enumerate() {
                                    ui.label(if i == j {
                                        "×".to_owned()
                                    } else {
                                        m.to_string()
                                    });
                                }
                                ui.end_row();
                            }
                        });
                });
        });
}

/// Draws the due and overdue list of the season as of `today`.
pub(crate) fn calendar_ui(
    ui: &mut egui::Ui,
    view: &super::View<'_>,
    season: &Season,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let (project, today, tr) = (view.project, view.today, view.tr);
    let items = due_list(project, season, today);
    ui.label(tr_args(
        tr,
        "calendar-due",
        [
            ("today", today.to_string().into()),
            ("n", items.len().into()),
        ],
    ));
    let c = &season.calendar;
    let date = |d: NaiveDate| d.to_string().into();
    ui.label(tr_args(
        tr,
        "calendar-dates",
        [
            ("entries", date(c.entries)),
            ("forms", date(c.forms)),
            ("pairings", date(c.pairings)),
            ("starts", date(c.play_starts)),
            ("closes", date(c.play_closes)),
            ("submissions", date(c.submissions)),
            ("fees", date(c.fees_due)),
        ],
    ))
    .on_hover_text(tr.t("admin-change-dates-hint"));
    // An earlier season shown as it stood records no step.
    let read_only = state.read_only();
    let step_date = if read_only {
        None
    } else {
        step_date_ui(ui, tr, &mut state.step_date, today)
    };
    late_steps_ui(ui, tr, project, season);
    let row_height = ui
        .spacing()
        .interact_size
        .y
        .max(ui.text_style_height(&egui::TextStyle::Body))
        + 4.0;
    let overdue = format!(" {}", tr.t("calendar-overdue"));
    egui::ScrollArea::vertical()
        .id_salt("due_scroll")
        .auto_shrink([false, false])
        .show_rows(ui, row_height, items.len(), |ui, range| {
            for item in &items[range] {
                let text = format!(
                    "{}  {}  {}{}",
                    item.due,
                    item.rule,
                    item.what.worded(tr),
                    if item.overdue { overdue.as_str() } else { "" }
                );
                ui.horizontal(|ui| {
                    if !read_only {
                        super::due_actions_ui::due_action_ui(
                            ui,
                            view,
                            season,
                            item,
                            super::due_actions_ui::StepDates {
                                today,
                                step: step_date,
                            },
                            state,
                            intents,
                        );
                    }
                    // One line per item (only the rows in view are laid
                    // out); the whole item on hover.
                    let words = if item.overdue {
                        egui::RichText::new(&text).color(WARN)
                    } else {
                        egui::RichText::new(&text)
                    };
                    ui.add(egui::Label::new(words).truncate())
                        .on_hover_text(&text);
                });
            }
        });
}

/// The date the due list's steps are recorded with: a field (empty means
/// `today`) and its calendar; `None`, with the reason beside the field,
/// while what is typed is not a date. Beside, not above, the list: a
/// message never moves the buttons under the pointer.
pub(crate) fn step_date_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    text: &mut String,
    today: NaiveDate,
) -> Option<NaiveDate> {
    ui.horizontal(|ui| {
        let steps_dated = tr.t("calendar-steps-dated");
        let label = ui.label(&steps_dated);
        ui.add(
            egui::TextEdit::singleline(text)
                .hint_text(today.format("%Y-%m-%d").to_string())
                .desired_width(100.0),
        )
        .labelled_by(label.id)
        .on_hover_text(tr.t("calendar-steps-dated-hint"));
        crate::date_picker::date_picker_button_ui(ui, &steps_dated, text, today);
        if text.trim().is_empty() {
            return Some(today);
        }
        match crate::ledger_pane::parse_date(text) {
            Ok(date) => Some(date),
            Err(e) => {
                ui.colored_label(WARN, e);
                None
            }
        }
    })
    .inner
}

/// The steps of the season recorded after their deadline, each with its
/// rule: the same list `ccdesk check` prints (`late_steps`).
fn late_steps_ui(ui: &mut egui::Ui, tr: &Catalogue, project: &Project, season: &Season) {
    let late = ccdesk_domain::tournament::late_step::late_steps(project, season);
    if late.is_empty() {
        return;
    }
    egui::CollapsingHeader::new(tr_args(tr, "calendar-late", [("n", late.len().into())]))
        .id_salt("late_steps")
        .show(ui, |ui| {
            for step in &late {
                ui.colored_label(WARN, step.worded(tr));
            }
        });
}

/// Draws the companies' accounts: entry, adjudication fees, paid, balance.
pub(crate) fn fees_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    season: &Season,
    today: NaiveDate,
) {
    let list = accounts(project, season, today);
    let f = &season.records.fees;
    let money = |m: &dyn std::fmt::Display| m.to_string().into();
    ui.label(tr_args(
        tr,
        "fees-rates",
        [
            ("subscription", money(&f.subscription)),
            ("minimum", money(&f.minimum_entry_fee)),
            ("claim", money(&f.claim_fee)),
            ("appeal", money(&f.appeal_fee)),
        ],
    ));
    if list.is_empty() {
        ui.label(tr.t("fees-no-company"));
        return;
    }
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    TableBuilder::new(ui)
        .id_salt("fees_table")
        .striped(true)
        .auto_shrink([false, false])
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::remainder().at_least(120.0).clip(true))
        .columns(Column::auto().at_least(70.0), 5)
        .header(20.0, |mut header| {
            for key in [
                "fees-company",
                "fees-entry",
                "fees-adjudication",
                "fees-arrears",
                "fees-paid",
                "fees-balance",
            ] {
                header.col(|ui| {
                    ui.strong(tr.t(key));
                });
            }
        })
        .body(|body| {
            body.rows(row_height, list.len(), |mut row| {
                let Some(a) = list.get(row.index()) else {
                    return;
                };
                row.col(|ui| {
                    ui.label(&a.name);
                });
                row.col(|ui| {
                    ui.label(a.entry.to_string()).on_hover_text(tr_args(
                        tr,
                        "fees-subscriptions",
                        [("amount", a.subscriptions.to_string().into())],
                    ));
                });
                row.col(|ui| {
                    ui.label(a.adjudication.to_string()).on_hover_text(tr_args(
                        tr,
                        "fees-not-upheld",
                        [
                            ("claims", a.claims_not_upheld.into()),
                            ("appeals", a.appeals_not_upheld.into()),
                        ],
                    ));
                });
                row.col(|ui| {
                    ui.label(a.arrears.to_string())
                        .on_hover_text(tr.t("fees-arrears-hint"));
                });
                row.col(|ui| {
                    ui.label(a.paid.to_string());
                });
                row.col(|ui| {
                    if a.balance.0 > 0 {
                        ui.colored_label(CAUTION, a.balance.to_string());
                    } else {
                        ui.label(a.balance.to_string());
                    }
                });
            });
        });
}

/// Makes an export of `division` of `project`'s current season (an
/// earlier season's through its [`season_view`](ccdesk_domain::tournament::season::season_view)):
/// where to ask to write it and its bytes, or why it could not be made.
pub(crate) fn export_bytes(
    project: &Project,
    division: &str,
    export: Export,
    today: NaiveDate,
) -> Result<(FileRequest, Vec<u8>), String> {
    let missing = || format!("the division {division} is not in the season shown");
    let competition = project.competition().ok_or_else(missing)?;
    let season = competition.seasons.last().ok_or_else(missing)?;
    let d = season
        .divisions
        .iter()
        .find(|d| d.name == division)
        .ok_or_else(missing)?;
    let title = format!("{} {}", competition.name, season.name);
    let stem = format!("{} {}", season.name, d.name).replace(' ', "-");
    let (request, bytes) = match export {
        Export::StandingsHtml => {
            let request = FileRequest::save(
                "Export standings page",
                FileFilter::HTML,
                &format!("{stem}-standings.html"),
            );
            let standings = division_standings(project, season, d);
            let html = season_export::standings_html(&title, &[(d.name.clone(), standings)]);
            (request, html.into_bytes())
        }
        Export::StandingsCsv => {
            let request = FileRequest::save(
                "Export standings CSV",
                FileFilter::CSV,
                &format!("{stem}-standings.csv"),
            );
            let mut out = Vec::new();
            if let Err(e) =
                results_csv::write_standings(&division_standings(project, season, d), &mut out)
            {
                return Err(format!("the standings could not be written: {e}"));
            }
            (request, out)
        }
        Export::CrosstableHtml => {
            let request = FileRequest::save(
                "Export crosstable page",
                FileFilter::HTML,
                &format!("{stem}-crosstable.html"),
            );
            let table = crosstable(project, season, d);
            let subtitle = format!("as of {today}");
            let html = season_export::crosstable_html(project, &title, &subtitle, &[table]);
            (request, html.into_bytes())
        }
        Export::StandingsPdf => {
            let request = FileRequest::save(
                "Print standings",
                FileFilter::PDF,
                &format!("{stem}-standings.pdf"),
            );
            let sections = standings_pdf::standings_sections(project, season, &[d]);
            let pdf = standings_pdf::write_standings_pdf(
                &title,
                &format!("as of {today}"),
                &sections,
                Paper::A4,
            );
            match pdf {
                Ok(bytes) => (request, bytes),
                Err(e) => return Err(format!("the standings could not be printed: {e}")),
            }
        }
        Export::CrosstablePdf => {
            let request = FileRequest::save(
                "Print crosstable",
                FileFilter::PDF,
                &format!("{stem}-crosstable.pdf"),
            );
            let table = crosstable(project, season, d);
            let pdf = crosstable_pdf::write_crosstable_pdf(
                project,
                &title,
                &format!("as of {today}"),
                &[table],
                Paper::A4,
            );
            match pdf {
                Ok(bytes) => (request, bytes),
                Err(e) => return Err(format!("the crosstable could not be printed: {e}")),
            }
        }
        Export::PairingListPdf => {
            let request = FileRequest::save(
                "Print pairing list",
                FileFilter::PDF,
                &format!("{stem}-pairing-list.pdf"),
            );
            let pdf = pairing_list_pdf::write_pairing_list_pdf(
                project,
                &competition.name,
                season,
                &[d],
                Paper::A4,
            );
            match pdf {
                Ok(bytes) => (request, bytes),
                Err(e) => return Err(format!("the pairing list could not be printed: {e}")),
            }
        }
        Export::LabelsPdf => {
            let request = FileRequest::save(
                "Print address labels",
                FileFilter::PDF,
                &format!("{stem}-labels.pdf"),
            );
            // The one function `ccdesk labels` prints with.
            match labels_pdf::division_labels(project, Some(&d.name)) {
                Ok(labels) => (request, labels.bytes),
                Err(e) => return Err(format!("the address labels could not be printed: {e}")),
            }
        }
        Export::PairingListCsv => {
            let request = FileRequest::save(
                "Export pairing list CSV",
                FileFilter::CSV,
                &format!("{stem}-pairing-list.csv"),
            );
            let mut out = Vec::new();
            if let Err(e) = season_export::write_pairing_list(project, d, &mut out) {
                return Err(format!("the pairing list could not be written: {e}"));
            }
            (request, out)
        }
        Export::CrosstableCsv => {
            let request = FileRequest::save(
                "Export crosstable CSV",
                FileFilter::CSV,
                &format!("{stem}-crosstable.csv"),
            );
            let mut out = Vec::new();
            if let Err(e) =
                season_export::write_crosstable_csv(&crosstable(project, season, d), &mut out)
            {
                return Err(format!("the crosstable could not be written: {e}"));
            }
            (request, out)
        }
    };
    Ok((request, bytes))
}
