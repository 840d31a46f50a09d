//! PGN from the File menu: "Import PGN…" reads every game it can as one
//! undoable import and lists the games it could not read (game number in
//! the file as pgn-extract and python-chess number it, move number, token)
//! and the games it skipped because the project already holds them, which
//! "Import them anyway" then adds (another undoable step); "Export PGN"
//! writes the selected game, a team's or a division's games, or the whole
//! project.
//!
//! Files are asked for through `CcdeskApp::choose_file` (the
//! [`FileChooser`](super::services::FileChooser) service, so tests answer
//! with fixed paths, or ccdesk's own chooser).

use std::path::Path;

use super::services::{FileFilter, FileRequest};
use super::{CcdeskApp, Dialog};
use ccdesk_io::pgn::{
    PgnGame, Selection, import_command, read_pgn, select_games, take_duplicates, unwritable,
    write_pgn,
};

/// What an import from the window did, shown when some games could not be
/// read, were skipped as duplicates, or none could be read.
#[derive(Debug, Clone, PartialEq)]
pub struct PgnImportReport {
    /// The name of the file read.
    pub file: String,
    /// Games imported.
    pub imported: usize,
    /// Players created for names the project did not know.
    pub new_players: usize,
    /// Games refused, each with its number in the file, the move number and
    /// the token ("game 2 not imported: move 3. `Qxf7` cannot be played: …").
    pub refused: Vec<String>,
    /// Games imported with a warning.
    pub warnings: Vec<String>,
    /// Games skipped because the project (or the file, earlier) already
    /// holds them, each with the game it repeats ("game 3 is already in
    /// the project (game g12): skipped").
    pub duplicates: Vec<String>,
    /// The skipped games themselves, for "Import them anyway".
    pub skipped: Vec<PgnGame>,
}

/// What the user did with the import report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportAnswer {
    /// Nothing yet: the report stays.
    Open,
    /// OK: the report closes.
    Close,
    /// "Import them anyway": the skipped duplicates are imported too.
    ImportDuplicates,
}

/// Asks for a PGN file and imports its games as one command (one undo).
/// The first imported game is selected; games that cannot be read are
/// listed in a dialog while the others are imported.
pub fn import_pgn_file(app: &mut CcdeskApp) {
    let request = FileRequest::open("Import PGN…", Some(FileFilter::PGN));
    app.choose_file(request, |app, _, path| {
        if let Err(e) = import_from(app, &path) {
            app.tell_file_outcome(Err(e));
        }
    });
}

fn import_from(app: &mut CcdeskApp, path: &Path) -> Result<(), String> {
    let data = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut read = read_pgn(&data);
    let duplicates = take_duplicates(&app.doc.project, &mut read.games);
    let imported = read.games.len();
    let first = app.doc.project.next_game_id();
    let numbers: Vec<usize> = read.games.iter().map(|g| g.number).collect();
    let command = import_command(&app.doc.project, read.games);
    let new_players = ccdesk_io::pgn::imported_players(&command);
    if imported > 0 {
        app.doc.execute(command).map_err(|e| e.to_string())?;
        app.select_game(first);
        read.problems.extend(ccdesk_io::pgn::ledger_warnings(
            &app.doc.project,
            first,
            &numbers,
        ));
        read.problems.sort_by_key(|p| p.game);
    }
    let file = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let (refused, warnings): (Vec<_>, Vec<_>) =
        read.problems.into_iter().partition(|p| !p.imported);
    let mut event = format!("imported {imported} game{} from {file}", plural(imported));
    if !refused.is_empty() {
        event.push_str(&format!("; {} could not be read", refused.len()));
    }
    if !duplicates.found.is_empty() {
        let n = duplicates.found.len();
        event.push_str(&format!("; {n} already in the project, skipped"));
    }
    app.announce(
        super::announce::file_done(&event),
        super::announce::Urgency::Polite,
    );
    if !refused.is_empty() || !warnings.is_empty() || !duplicates.found.is_empty() || imported == 0
    {
        app.dialog = Some(Dialog::PgnImported(PgnImportReport {
            file,
            imported,
            new_players,
            refused: refused.iter().map(ToString::to_string).collect(),
            warnings: warnings.iter().map(ToString::to_string).collect(),
            duplicates: duplicates.found.iter().map(ToString::to_string).collect(),
            skipped: duplicates.games,
        }));
    }
    Ok(())
}

/// Imports the games an import skipped as duplicates, as asked from its
/// report: one more step to undo. The report closes; the first of them is
/// selected.
pub fn import_duplicates(app: &mut CcdeskApp, report: &PgnImportReport) {
    app.dialog = None;
    if report.skipped.is_empty() {
        return;
    }
    let count = report.skipped.len();
    let first = app.doc.project.next_game_id();
    let command = import_command(&app.doc.project, report.skipped.clone());
    match app.doc.execute(command) {
        Ok(()) => {
            app.select_game(first);
            app.doc.last_event = Some(format!(
                "imported {count} game{} from {} that the project already held, as asked",
                plural(count),
                report.file
            ));
        }
        Err(e) => app.dialog = Some(Dialog::Error(e.to_string())),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// The name offered for the exported file.
fn suggested_name(app: &CcdeskApp, selection: &Selection) -> String {
    let name = match selection {
        Selection::All => app.doc.project.name().to_owned(),
        Selection::Game(id) => match app.doc.project.game(*id) {
            Some(g) => format!(
                "{}-{}",
                app.doc.project.player_name(g.white),
                app.doc.project.player_name(g.black)
            ),
            None => id.to_string(),
        },
        Selection::Division(name) | Selection::Team(name) => name.clone(),
    };
    let clean: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("{clean}.pgn")
}

/// Asks where to write and writes the games of `selection` as PGN.
pub fn export_pgn_file(app: &mut CcdeskApp, selection: &Selection) {
    let count = match select_games(&app.doc.project, selection) {
        Ok(games) => games.len(),
        Err(e) => {
            app.dialog = Some(Dialog::Error(e.to_string()));
            return;
        }
    };
    let request = FileRequest::save(
        "Export PGN",
        FileFilter::PGN,
        &suggested_name(app, selection),
    );
    let selection = selection.clone();
    app.choose_file(request, move |app, _, path| {
        write_chosen(app, &selection, count, &path);
    });
}

/// Writes the games of `selection` (`count` of them) to `path` and says
/// where, or why not.
fn write_chosen(app: &mut CcdeskApp, selection: &Selection, count: usize, path: &Path) {
    let written = write_pgn(&app.doc.project, selection)
        .map_err(|e| e.to_string())
        .and_then(|text| {
            ccdesk_io::export_file::write_export(path, text.as_bytes())
                .map_err(|e| format!("nothing was exported: {e}"))
        });
    match written {
        Ok(()) => {
            let left_out = unwritable(&app.doc.project, selection).unwrap_or_default();
            let written = count - left_out.len();
            let mut event = format!(
                "wrote {written} game{} to {}",
                plural(written),
                path.display()
            );
            for (id, why) in &left_out {
                event.push_str(&format!("; game {id} left out: {why}"));
            }
            app.tell_file_outcome(Ok(event));
        }
        Err(e) => app.tell_file_outcome(Err(e)),
    }
}

/// "Import PGN…" and the "Export PGN" submenu, inside the File menu (their
/// texts from the window's catalogue).
pub(crate) fn pgn_menu_ui(app: &mut CcdeskApp, ui: &mut egui::Ui) {
    if ui
        .button(app.t("pgn-import"))
        .on_hover_text(app.t("pgn-import-hint"))
        .clicked()
    {
        import_pgn_file(app);
    }
    let mut chosen = None;
    // An export vouches for the games it writes: it waits for the file
    // check (issue 19).
    if let Some(under_way) = app.file_check.under_way(&app.doc) {
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("check", under_way);
        ui.add_enabled(false, egui::Button::new(app.t("pgn-export")))
            .on_disabled_hover_text(app.catalogue().t_args("pgn-export-waits", &args));
        return;
    }
    ui.menu_button(app.t("pgn-export"), |ui| {
        let selected = app.selection.game;
        if ui
            .add_enabled(
                selected.is_some(),
                egui::Button::new(app.t("pgn-export-selected")),
            )
            .clicked()
            && let Some(id) = selected
        {
            chosen = Some(Selection::Game(id));
        }
        let divisions: Vec<String> = app
            .doc
            .project
            .divisions()
            .iter()
            .map(|d| d.name.clone())
            .collect();
        let teams: Vec<String> = app.doc.project.teams().map(|t| t.name.clone()).collect();
        ui.add_enabled_ui(!teams.is_empty(), |ui| {
            ui.menu_button(app.t("pgn-export-team"), |ui| {
                names_ui(ui, "pgn_export_teams", &teams, Selection::Team, &mut chosen);
            });
        });
        ui.add_enabled_ui(!divisions.is_empty(), |ui| {
            ui.menu_button(app.t("pgn-export-division"), |ui| {
                names_ui(
                    ui,
                    "pgn_export_divisions",
                    &divisions,
                    Selection::Division,
                    &mut chosen,
                );
            });
        });
        if ui
            .add_enabled(
                !app.doc.project.games().is_empty(),
                egui::Button::new(app.t("pgn-export-all")),
            )
            .clicked()
        {
            chosen = Some(Selection::All);
        }
    });
    if let Some(selection) = chosen {
        ui.close();
        export_pgn_file(app, &selection);
    }
}

/// A scrolling list of names to pick one from (a season can have many teams).
fn names_ui(
    ui: &mut egui::Ui,
    id_salt: &str,
    names: &[String],
    make: fn(String) -> Selection,
    chosen: &mut Option<Selection>,
) {
    egui::ScrollArea::vertical()
        .id_salt(id_salt)
        .max_height(320.0)
        .show(ui, |ui| {
            for name in names {
                if ui.button(format!("{name}…")).clicked() {
                    *chosen = Some(make(name.clone()));
                }
            }
        });
}

/// The import report: what was imported, then each game refused, each
/// game skipped as a duplicate (with "Import them anyway") and each
/// warning.
pub(crate) fn report_ui(ui: &mut egui::Ui, report: &PgnImportReport) -> ReportAnswer {
    ui.heading("PGN import");
    ui.label(format!(
        "{}: imported {} game{} ({} new player{}).",
        report.file,
        report.imported,
        plural(report.imported),
        report.new_players,
        plural(report.new_players)
    ));
    if !report.refused.is_empty() {
        ui.label(format!(
            "{} game{} could not be read and {} not imported:",
            report.refused.len(),
            plural(report.refused.len()),
            if report.refused.len() == 1 {
                "was"
            } else {
                "were"
            }
        ));
    }
    egui::ScrollArea::vertical()
        .id_salt("pgn_import_report")
        .max_height(240.0)
        .show(ui, |ui| {
            for line in &report.refused {
                ui.colored_label(egui::Color32::from_rgb(190, 40, 30), line);
            }
            if !report.duplicates.is_empty() {
                ui.label(format!(
                    "{} game{} already in the project (the same tags and moves), not imported:",
                    report.duplicates.len(),
                    plural(report.duplicates.len())
                ));
                for line in &report.duplicates {
                    ui.label(line);
                }
            }
            if !report.warnings.is_empty() {
                ui.label("imported with a warning:");
                for line in &report.warnings {
                    ui.label(line);
                }
            }
        });
    if report.imported > 0 {
        ui.label("Edit > Undo takes the whole import back.");
    }
    let mut answer = ReportAnswer::Open;
    ui.horizontal(|ui| {
        if ui.button("OK").clicked() {
            answer = ReportAnswer::Close;
        }
        if !report.skipped.is_empty()
            && ui
                .button("Import them anyway")
                .on_hover_text("add the skipped games too: the project then holds both copies")
                .clicked()
        {
            answer = ReportAnswer::ImportDuplicates;
        }
    });
    answer
}
