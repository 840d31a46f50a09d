//! Edit › Engine settings…: which UCI engine the analysis pane runs, its
//! options as the engine itself declares them (`option` lines: threads,
//! hash, MultiPV, ...), and the folder of Syzygy tablebases. Kept in the
//! user's settings, not in the project.
//!
//! Reading the options starts the engine in its own process and polls it
//! once a frame, so the window never waits on it.

use std::path::PathBuf;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::CcdeskApp;
use super::services::FileRequest;
use ccdesk_engine::Engine;
use ccdesk_engine::uci_parse::{EngineOption, OptionKind};

/// The engine and tablebases the analysis pane uses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineSettings {
    /// The engine program: a path, or a name looked up on `PATH`.
    #[serde(default = "default_engine")]
    pub path: String,
    /// Lines to show (UCI `MultiPV`).
    #[serde(default = "default_multipv")]
    pub multipv: u32,
    /// Options set by the user (name, value); others keep the engine's
    /// defaults.
    #[serde(default)]
    pub options: Vec<(String, String)>,
    /// The folder of Syzygy tables, if the user has them.
    #[serde(default)]
    pub syzygy: Option<PathBuf>,
}

fn default_engine() -> String {
    "stockfish".to_owned()
}

fn default_multipv() -> u32 {
    3
}

impl Default for EngineSettings {
    fn default() -> Self {
        EngineSettings {
            path: default_engine(),
            multipv: default_multipv(),
            options: Vec::new(),
            syzygy: None,
        }
    }
}

/// The dialog's fields while it is open.
pub struct EngineSettingsForm {
    path: String,
    multipv: u32,
    syzygy: String,
    /// Values typed for the engine's options, by name.
    values: Vec<(String, String)>,
    /// The options the engine declared, once read.
    declared: Vec<EngineOption>,
    /// The engine being asked for its options.
    probing: Option<Engine>,
    note: Option<String>,
}

/// How long to wait for an engine to say `uciok` when reading options.
const PROBE_TIMEOUT: Duration = Duration::from_secs(10);

/// Options the analysis pane sets itself, not shown in the dialog.
const MANAGED: [&str; 2] = ["MultiPV", "UCI_AnalyseMode"];

impl EngineSettingsForm {
    fn new(settings: &EngineSettings) -> Self {
        EngineSettingsForm {
            path: settings.path.clone(),
            multipv: settings.multipv,
            syzygy: settings
                .syzygy
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default(),
            values: settings.options.clone(),
            declared: Vec::new(),
            probing: None,
            note: None,
        }
    }

    fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn set_value(&mut self, name: &str, value: String, default: &str) {
        self.values.retain(|(n, _)| n != name);
        if value != default {
            self.values.push((name.to_owned(), value));
        }
    }

    /// Starts the engine to read its `option` lines.
    fn read_options(&mut self) {
        self.note = None;
        match Engine::spawn(self.path.trim(), PROBE_TIMEOUT) {
            Ok(engine) => {
                self.probing = Some(engine);
                self.note = Some("starting the engine…".to_owned());
            }
            Err(e) => self.note = Some(e.to_string()),
        }
    }

    /// Looks at the engine being probed, never waiting. True while it runs.
    fn poll(&mut self) -> bool {
        let Some(engine) = self.probing.as_mut() else {
            return false;
        };
        if let Err(e) = engine.poll() {
            self.note = Some(e.to_string());
            self.probing = None;
            return false;
        }
        if engine.is_started() {
            self.declared = engine
                .options()
                .iter()
                .filter(|o| !MANAGED.contains(&o.name.as_str()))
                .filter(|o| !matches!(o.kind, OptionKind::Button))
                .cloned()
                .collect();
            self.note = Some(format!(
                "{} declares {} options",
                engine.name(),
                self.declared.len()
            ));
            self.probing = None;
            return false;
        }
        true
    }

    /// The settings the form describes, or why they cannot be kept.
    fn settings(&self) -> Result<EngineSettings, String> {
        let path = self.path.trim();
        if path.is_empty() {
            return Err("name the engine program (for example stockfish)".to_owned());
        }
        let syzygy = self.syzygy.trim();
        let syzygy = if syzygy.is_empty() {
            None
        } else {
            let folder = PathBuf::from(syzygy);
            if !folder.is_dir() {
                return Err(format!("{syzygy} is not a folder"));
            }
            Some(folder)
        };
        Ok(EngineSettings {
            path: path.to_owned(),
            multipv: self.multipv.clamp(1, 10),
            options: self.values.clone(),
            syzygy,
        })
    }
}

impl CcdeskApp {
    /// Opens Edit › Engine settings….
    pub fn open_engine_settings(&mut self) {
        self.dialogs.engine_settings = Some(EngineSettingsForm::new(&self.settings.engine));
    }

    /// The engine settings kept between sessions.
    #[must_use]
    pub fn engine_settings(&self) -> &EngineSettings {
        &self.settings.engine
    }

    /// Uses `settings` in the analysis pane from now on and keeps them.
    pub fn apply_engine_settings(&mut self, settings: EngineSettings) {
        self.panes
            .analysis
            .engine
            .configure(&settings.path, settings.multipv, &settings.options);
        self.panes
            .analysis
            .engine
            .tablebases
            .set_folder(settings.syzygy.as_deref());
        self.settings.engine = settings;
        self.store_settings();
    }
}

/// Draws the dialog while it is open.
pub(crate) fn engine_settings_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(mut form) = app.dialogs.engine_settings.take() else {
        return;
    };
    if form.poll() {
        ctx.request_repaint_after(Duration::from_millis(50));
    }
    let mut open = true;
    let mut close = false;
    let (mut browse_program, mut choose_tables) = (false, false);
    egui::Window::new("Engine settings")
        .open(&mut open)
        .collapsible(false)
        .resizable(true)
        .default_width(420.0)
        .show(ctx, |ui| {
            egui::Grid::new("engine_settings_grid")
                .num_columns(3)
                .show(ui, |ui| {
                    let label = ui.label("Engine program");
                    ui.add(
                        egui::TextEdit::singleline(&mut form.path)
                            .desired_width(220.0)
                            .hint_text("stockfish"),
                    )
                    .labelled_by(label.id);
                    if ui.button("Browse…").clicked() {
                        browse_program = true;
                    }
                    ui.end_row();
                    let label = ui.label("Lines shown (MultiPV)");
                    ui.add(egui::DragValue::new(&mut form.multipv).range(1..=10))
                        .labelled_by(label.id);
                    ui.end_row();
                    let label = ui.label("Syzygy tables folder");
                    ui.add(
                        egui::TextEdit::singleline(&mut form.syzygy)
                            .desired_width(220.0)
                            .hint_text("none"),
                    )
                    .labelled_by(label.id);
                    if ui.button("Choose…").clicked() {
                        choose_tables = true;
                    }
                    ui.end_row();
                });
            ui.horizontal(|ui| {
                let reading = form.probing.is_some();
                if ui
                    .add_enabled(!reading, egui::Button::new("Read engine options"))
                    .on_hover_text("start the engine once and list the options it declares")
                    .clicked()
                {
                    form.read_options();
                }
                if let Some(note) = &form.note {
                    ui.label(note);
                }
            });
            options_ui(ui, &mut form);
            ui.separator();
            ui.horizontal(|ui| match form.settings() {
                Ok(settings) => {
                    if ui.button("Save").clicked() {
                        app.apply_engine_settings(settings);
                        app.doc.last_event = Some("engine settings saved".to_owned());
                        close = true;
                    }
                    if ui.button("Cancel").clicked() {
                        close = true;
                    }
                }
                Err(why) => {
                    ui.add_enabled(false, egui::Button::new("Save"));
                    if ui.button("Cancel").clicked() {
                        close = true;
                    }
                    ui.colored_label(ui.visuals().error_fg_color, why);
                }
            });
        });
    if open && !close {
        app.dialogs.engine_settings = Some(form);
    }
    if browse_program {
        let request = FileRequest::open("Engine program", None);
        app.choose_file(request, |app, _, path| {
            if let Some(form) = &mut app.dialogs.engine_settings {
                form.path = path.display().to_string();
                form.declared.clear();
            }
        });
    }
    if choose_tables {
        app.choose_file(
            FileRequest::folder("Syzygy tables folder"),
            |app, _, folder| {
                if let Some(form) = &mut app.dialogs.engine_settings {
                    form.syzygy = folder.display().to_string();
                }
            },
        );
    }
}

/// One row per option the engine declared, edited by its kind.
fn options_ui(ui: &mut egui::Ui, form: &mut EngineSettingsForm) {
    if form.declared.is_empty() {
        if !form.values.is_empty() {
            let set: Vec<String> = form
                .values
                .iter()
                .map(|(n, v)| format!("{n} = {v}"))
                .collect();
            ui.label(format!("Options set: {}", set.join(", ")));
        }
        return;
    }
    let declared = form.declared.clone();
    egui::ScrollArea::vertical()
        .max_height(260.0)
        .show(ui, |ui| {
            egui::Grid::new("engine_options_grid")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    for option in &declared {
                        let label = ui.label(&option.name);
                        option_ui(ui, form, option, label.id);
                        ui.end_row();
                    }
                });
        });
}

fn option_ui(
    ui: &mut egui::Ui,
    form: &mut EngineSettingsForm,
    option: &EngineOption,
    label: egui::Id,
) {
    let name = option.name.as_str();
    match &option.kind {
        OptionKind::Check { default } => {
            let mut on = form
                .value(name)
                .map_or(*default, |v| v.eq_ignore_ascii_case("true"));
            if ui.checkbox(&mut on, "").labelled_by(label).changed() {
                form.set_value(name, on.to_string(), &default.to_string());
            }
        }
        OptionKind::Spin { default, min, max } => {
            let mut n = form
                .value(name)
                .and_then(|v| v.parse().ok())
                .unwrap_or(*default);
            if ui
                .add(egui::DragValue::new(&mut n).range(*min..=*max))
                .labelled_by(label)
                .changed()
            {
                form.set_value(name, n.to_string(), &default.to_string());
            }
        }
        OptionKind::Combo { default, vars } => {
            let mut chosen = form.value(name).unwrap_or(default).to_owned();
            crate::combo_value::show_combo(
                ui,
                egui::ComboBox::from_id_salt(("engine_combo", name)),
                chosen.clone(),
                |ui| {
                    for v in vars {
                        ui.selectable_value(&mut chosen, v.clone(), v);
                    }
                },
            )
            .response
            .labelled_by(label);
            if form.value(name).unwrap_or(default) != chosen {
                form.set_value(name, chosen, default);
            }
        }
        OptionKind::String { default } => {
            let mut text = form.value(name).unwrap_or(default).to_owned();
            if ui
                .text_edit_singleline(&mut text)
                .labelled_by(label)
                .changed()
            {
                form.set_value(name, text, default);
            }
        }
        OptionKind::Button => {}
    }
}
