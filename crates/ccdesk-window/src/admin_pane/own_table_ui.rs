//! The Organiser's own Hutton table, typed in or imported from CSV (the
//! columns `ccdesk hutton` prints), checked like a generated one: everyone
//! paired exactly once, nobody against his own team, then how often each
//! two teams meet and how many pairings span each board difference. Team
//! letters follow the division's order (after the draw of lots, if any).

use super::{AdminState, Intent, WARN, tr_args};
use crate::CcdeskApp;
use crate::i18n::Catalogue;
use crate::services::{FileFilter, FileRequest};
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::Division;
use ccdesk_domain::tournament::division::team_letter;
use ccdesk_domain::tournament::hutton::HuttonTable;
use ccdesk_domain::tournament::pairing_ops::pairings_command;
use ccdesk_domain::tournament::same_company::meetings_if_applied;
use ccdesk_io::hutton_csv::{TABLE_COLUMNS, read_table};

/// The table being typed in, and what the last check found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct OwnTableForm {
    /// The table as CSV text.
    pub(crate) text: String,
    /// What the last check found, and whether the table is good.
    pub(crate) report: Option<(String, bool)>,
}

/// Checks `text` as a table for `division`.
fn check(division: &Division, text: &str) -> Result<HuttonTable, String> {
    let teams = i64::try_from(division.teams.len()).unwrap_or(i64::MAX);
    read_table(text.as_bytes(), teams, i64::from(division.boards)).map_err(|e| e.to_string())
}

/// What a good table gives: meetings and board differences.
fn summary(tr: &Catalogue, division: &Division, table: &HuttonTable) -> String {
    let differences: Vec<String> = table
        .board_differences()
        .iter()
        .map(|(d, c)| {
            let counts = [("pairings", (*c).into()), ("difference", (*d).into())];
            tr_args(tr, "pairings-at-difference", counts)
        })
        .collect();
    let meetings = table.meetings();
    let mut pairs = Vec::new();
    for (i, row) in meetings.iter().enumerate() {
        for (j, m) in row.iter().enumerate().skip(i + 1) {
            pairs.push(format!("{}–{} {m}", team_letter(i), team_letter(j)));
        }
    }
    let letters: Vec<String> = division
        .teams
        .iter()
        .enumerate()
        .map(|(i, t)| format!("{} {}", team_letter(i), t.name))
        .collect();
    tr_args(
        tr,
        "own-table-summary",
        [
            ("differences", differences.join(", ").into()),
            ("meetings", pairs.join(", ").into()),
            ("letters", letters.join(", ").into()),
        ],
    )
}

/// Draws the own-table section of the pairings tab.
pub(crate) fn own_table_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    division: &Division,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let form = &mut state.own_table;
    egui::CollapsingHeader::new(tr.t("own-table-title"))
        .id_salt(("own_table", &division.name))
        .show(ui, |ui| {
            ui.label(tr_args(
                tr,
                "own-table-rows",
                [("columns", TABLE_COLUMNS.join(",").into())],
            ));
            if form.text.is_empty() {
                form.text = format!("{}\n", TABLE_COLUMNS.join(","));
            }
            let l = ui.label(tr.t("own-table-box"));
            ui.add(
                egui::TextEdit::multiline(&mut form.text)
                    .code_editor()
                    .desired_rows(6)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(l.id);
            ui.horizontal(|ui| {
                if ui
                    .button(tr.t("own-table-import"))
                    .on_hover_text(tr.t("own-table-import-hint"))
                    .clicked()
                {
                    intents.push(Intent::ImportTableCsv);
                }
                if ui.button(tr.t("own-table-check")).clicked() {
                    form.report = Some(match check(division, &form.text) {
                        Ok(table) => (summary(tr, division, &table), true),
                        Err(e) => (e, false),
                    });
                }
                if ui
                    .button(tr.t("own-table-pair"))
                    .on_hover_text(tr.t("own-table-pair-hint"))
                    .clicked()
                {
                    let result = check(division, &form.text).and_then(|table| {
                        pairings_command(project, &division.name, &table).map_err(|e| e.to_string())
                    });
                    let result = result.and_then(|c| {
                        meetings_if_applied(project, &division.name, &c)
                            .map(|same| (c, same))
                            .map_err(|e| e.to_string())
                    });
                    match result {
                        Ok((c, same)) if same.is_empty() => {
                            intents.push(Intent::Execute(c));
                            form.report = Some((tr.t("own-table-paired"), true));
                        }
                        // Teams of one company would meet: the Organiser's
                        // word first (C06), as for a generated draw.
                        Ok((c, same)) => {
                            form.report = None;
                            state.pending_draw = Some((division.name.clone(), c, same));
                        }
                        Err(e) => form.report = Some((e, false)),
                    }
                }
            });
            match &form.report {
                Some((text, true)) => {
                    ui.label(text);
                }
                Some((text, false)) => {
                    ui.colored_label(WARN, text);
                }
                None => {}
            }
        });
}

/// Asks for a CSV file and reads it into the own-table box of the pane
/// whose state is kept under `state_id`; the status bar says what was read
/// from where, the box's report why not.
pub(crate) fn import_csv(app: &mut CcdeskApp, state_id: egui::Id) {
    let request = FileRequest::open("Import table CSV", Some(FileFilter::CSV));
    app.choose_file(request, move |app, ctx, path| {
        let read = std::fs::read_to_string(&path);
        app.doc.last_event = Some(match &read {
            Ok(_) => format!("read the table from {}", path.display()),
            Err(e) => format!("{} cannot be read: {e}", path.display()),
        });
        super::with_state(ctx, state_id, |state| match read {
            Ok(text) => {
                state.own_table.text = text;
                state.own_table.report = None;
            }
            Err(e) => {
                state.own_table.report =
                    Some((format!("{} cannot be read: {e}", path.display()), false));
            }
        });
    });
}
