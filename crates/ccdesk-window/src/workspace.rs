//! Workspaces: a tile layout made for one kind of work (View > Player,
//! Organiser, Adjudicator, or all panes), and the user's own layouts saved
//! by name. The layout as the user leaves it is kept in the per-user
//! settings (never in the project file) and restored at the next start;
//! View > Reset layout goes back to the chosen workspace's own layout.

use egui_tiles::{Tile, TileId, Tiles, Tree};
use serde::{Deserialize, Serialize};

use super::CcdeskApp;
use super::panes::Pane;

/// A layout ccdesk ships, made for one kind of work.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Workspace {
    /// Every main pane at once: games and admin, board, scoresheet and ledger.
    #[default]
    AllPanes,
    /// A player's desk: the games and what is due, the board, the
    /// scoresheet and the clock ledger.
    Player,
    /// An organiser's desk: the tournament admin wide, with the games list.
    Organiser,
    /// An adjudicator's desk: the adjudication cases, the board, and the
    /// scoresheet and ledger a packet holds.
    Adjudicator,
}

impl Workspace {
    /// Every built-in workspace, in menu order.
    pub const ALL: [Workspace; 4] = [
        Workspace::Player,
        Workspace::Organiser,
        Workspace::Adjudicator,
        Workspace::AllPanes,
    ];

    /// The workspace's name in the View menu.
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            Workspace::AllPanes => "All panes",
            Workspace::Player => "Player",
            Workspace::Organiser => "Organiser",
            Workspace::Adjudicator => "Adjudicator",
        }
    }

    /// The catalogue's keys of the workspace's name in the View menu and
    /// of what it shows (its tooltip).
    #[must_use]
    pub fn keys(self) -> (&'static str, &'static str) {
        match self {
            Workspace::AllPanes => ("workspace-all-panes", "workspace-all-panes-hint"),
            Workspace::Player => ("workspace-player", "workspace-player-hint"),
            Workspace::Organiser => ("workspace-organiser", "workspace-organiser-hint"),
            Workspace::Adjudicator => ("workspace-adjudicator", "workspace-adjudicator-hint"),
        }
    }

    /// The workspace's own layout. Every pane is in it (those the work
    /// does not need hidden), so View can show any of them.
    #[must_use]
    pub fn layout(self) -> Tree<Pane> {
        match self {
            Workspace::AllPanes => super::panes::default_layout(),
            Workspace::Player => columns(&[
                (&[(Pane::Games, true), (Pane::Admin, false)], 0.8),
                (&[(Pane::Board, true), (Pane::Adjudication, false)], 1.0),
                (
                    &[
                        (Pane::Scoresheet, true),
                        (Pane::Analysis, false),
                        (Pane::Correspondence, false),
                        (Pane::Ledger, true),
                    ],
                    1.35,
                ),
            ]),
            Workspace::Organiser => columns(&[
                (
                    &[
                        (Pane::Games, true),
                        (Pane::Board, false),
                        (Pane::Scoresheet, false),
                        (Pane::Ledger, false),
                        (Pane::Analysis, false),
                    ],
                    1.0,
                ),
                (
                    &[
                        (Pane::Admin, true),
                        (Pane::Adjudication, false),
                        (Pane::Correspondence, false),
                    ],
                    2.2,
                ),
            ]),
            Workspace::Adjudicator => columns(&[
                (
                    &[
                        (Pane::Adjudication, true),
                        (Pane::Games, false),
                        (Pane::Admin, false),
                    ],
                    1.0,
                ),
                (&[(Pane::Board, true), (Pane::Analysis, false)], 0.95),
                (
                    &[
                        (Pane::Scoresheet, true),
                        (Pane::Correspondence, false),
                        (Pane::Ledger, true),
                    ],
                    1.4,
                ),
            ]),
        }
    }
}

/// Columns side by side, each a stack of panes (shown or hidden) with its
/// share of the width.
fn columns(spec: &[(&[(Pane, bool)], f32)]) -> Tree<Pane> {
    let mut tiles = Tiles::default();
    let mut column_ids: Vec<(TileId, f32)> = Vec::new();
    for (panes, share) in spec {
        let ids: Vec<TileId> = panes
            .iter()
            .map(|(pane, shown)| {
                let id = tiles.insert_pane(*pane);
                tiles.set_visible(id, *shown);
                id
            })
            .collect();
        column_ids.push((tiles.insert_vertical_tile(ids), *share));
    }
    let root = tiles.insert_horizontal_tile(column_ids.iter().map(|(id, _)| *id).collect());
    if let Some(Tile::Container(egui_tiles::Container::Linear(linear))) = tiles.get_mut(root) {
        for (id, share) in &column_ids {
            linear.shares.set_share(*id, *share);
        }
    }
    Tree::new(egui::Id::unique(super::panes::TREE_ID), root, tiles)
}

/// Which layout Reset layout goes back to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Chosen {
    /// A built-in workspace.
    Builtin(Workspace),
    /// One of the user's own, by name.
    Own(String),
}

impl Default for Chosen {
    fn default() -> Self {
        Chosen::Builtin(Workspace::default())
    }
}

/// A layout the user saved under a name (View > Save layout as).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OwnWorkspace {
    /// The name in the View menu.
    pub name: String,
    /// The layout.
    pub layout: Tree<Pane>,
}

/// The window's layout, kept in the per-user settings.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct LayoutSettings {
    /// The workspace last chosen.
    #[serde(default)]
    pub chosen: Chosen,
    /// The layout as the user left it; `None`: the chosen workspace's own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub current: Option<Tree<Pane>>,
    /// The user's own workspaces, in the order saved.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub own: Vec<OwnWorkspace>,
}

/// Whether `tree` holds every pane exactly once (a layout from an older or
/// hand-edited settings file may not).
#[must_use]
pub fn is_complete(tree: &Tree<Pane>) -> bool {
    tree.root.is_some()
        && Pane::ALL.iter().all(|pane| {
            tree.tiles
                .iter()
                .filter(|(_, t)| matches!(t, Tile::Pane(p) if p == pane))
                .count()
                == 1
        })
}

impl LayoutSettings {
    /// The chosen workspace's own layout (an own workspace no longer
    /// saved gives all panes).
    #[must_use]
    pub fn chosen_layout(&self) -> Tree<Pane> {
        match &self.chosen {
            Chosen::Builtin(w) => w.layout(),
            Chosen::Own(name) => self
                .own
                .iter()
                .find(|o| &o.name == name && is_complete(&o.layout))
                .map_or_else(|| Workspace::AllPanes.layout(), |o| o.layout.clone()),
        }
    }

    /// The layout to start with: as last left, else the chosen one's; and a
    /// note when the kept layout could not be used.
    #[must_use]
    pub fn start_layout(&self) -> (Tree<Pane>, Option<String>) {
        match &self.current {
            Some(tree) if is_complete(tree) => (tree.clone(), None),
            Some(_) => (
                self.chosen_layout(),
                Some("the window layout kept in the settings lacks a pane: the workspace's own layout is shown".to_owned()),
            ),
            None => (self.chosen_layout(), None),
        }
    }
}

/// Why `name` cannot name a workspace, if it cannot.
#[must_use]
pub fn name_problem(name: &str) -> Option<&'static str> {
    let name = name.trim();
    if name.is_empty() {
        Some("type a name for the layout")
    } else if name.chars().any(char::is_control) {
        Some("a layout's name is one line of text")
    } else if name.chars().count() > 40 {
        Some("a layout's name has at most 40 characters")
    } else if Workspace::ALL
        .iter()
        .any(|w| w.title().eq_ignore_ascii_case(name))
    {
        Some("that is the name of a built-in workspace")
    } else {
        None
    }
}

impl CcdeskApp {
    /// Shows a built-in workspace's layout and remembers the choice.
    pub fn choose_workspace(&mut self, workspace: Workspace) {
        self.settings.layout.chosen = Chosen::Builtin(workspace);
        self.tiles = workspace.layout();
        self.remember_layout();
        let name = self.t(workspace.keys().0);
        let mut args = fluent_bundle::FluentArgs::new();
        args.set("name", name);
        self.doc.last_event = Some(self.texts().t_args("workspace-shown", &args));
    }

    /// Shows one of the user's own workspaces; false when none has that name.
    pub fn choose_own_workspace(&mut self, name: &str) -> bool {
        let Some(own) = self.settings.layout.own.iter().find(|o| o.name == name) else {
            return false;
        };
        let layout = own.layout.clone();
        self.settings.layout.chosen = Chosen::Own(name.to_owned());
        self.tiles = layout;
        self.remember_layout();
        self.doc.last_event = Some(format!("workspace \"{name}\""));
        true
    }

    /// Saves the layout shown as the user's own workspace `name` (replacing
    /// one of that name) and makes it the chosen one.
    pub fn save_workspace_as(&mut self, name: &str) -> Result<(), String> {
        if let Some(problem) = name_problem(name) {
            return Err(problem.to_owned());
        }
        let name = name.trim().to_owned();
        let layout = self.tiles.clone();
        let own = &mut self.settings.layout.own;
        match own.iter_mut().find(|o| o.name == name) {
            Some(existing) => existing.layout = layout,
            None => own.push(OwnWorkspace {
                name: name.clone(),
                layout,
            }),
        }
        self.settings.layout.chosen = Chosen::Own(name.clone());
        self.remember_layout();
        self.doc.last_event = Some(format!("layout saved as workspace \"{name}\""));
        Ok(())
    }

    /// Forgets the user's own workspace `name`.
    pub fn delete_own_workspace(&mut self, name: &str) {
        self.settings.layout.own.retain(|o| o.name != name);
        if self.settings.layout.chosen == Chosen::Own(name.to_owned()) {
            self.settings.layout.chosen = Chosen::default();
        }
        self.store_settings();
        self.doc.last_event = Some(format!("workspace \"{name}\" deleted"));
    }

    /// Puts back the chosen workspace's own layout.
    pub fn reset_layout(&mut self) {
        self.tiles = self.settings.layout.chosen_layout();
        self.remember_layout();
        self.doc.last_event = Some("layout reset".to_owned());
    }

    /// The workspace chosen last.
    #[must_use]
    pub fn chosen_workspace(&self) -> &Chosen {
        &self.settings.layout.chosen
    }

    /// The user's own workspaces' names.
    #[must_use]
    pub fn own_workspaces(&self) -> Vec<String> {
        self.settings
            .layout
            .own
            .iter()
            .map(|o| o.name.clone())
            .collect()
    }

    /// Keeps the layout shown in the settings.
    fn remember_layout(&mut self) {
        self.settings.layout.current = Some(self.tiles.clone());
        self.store_settings();
    }

    /// Keeps the layout once the user has finished dragging, when it
    /// differs from the one kept.
    pub(crate) fn remember_changed_layout(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.pointer.any_down()) {
            return;
        }
        if self.settings.layout.current.as_ref() != Some(&self.tiles) {
            self.remember_layout();
        }
    }
}

/// Once a frame, after the panes: the zoom and theme of the settings
/// applied at the first frame, the zoom and the layout kept when the user
/// changed them, and the welcome window.
pub(crate) fn frame_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    if !app.look_applied {
        app.look_applied = true;
        if let Some(zoom) = app.settings.zoom {
            ctx.set_zoom_factor(zoom);
        }
        if let Some(theme) = app.settings.theme {
            theme.apply(ctx);
        }
    } else {
        // Ctrl+plus, Ctrl+minus and Ctrl+0 are egui's own: the zoom they
        // set is kept for the next start.
        let zoom = ctx.zoom_factor();
        let kept = app.settings.zoom.unwrap_or(1.0);
        if (zoom - kept).abs() > f32::EPSILON {
            app.settings.zoom = ((zoom - 1.0).abs() > f32::EPSILON).then_some(zoom);
            app.store_settings();
            app.doc.last_event = Some(format!("zoom {:.0}% (Ctrl+0: actual size)", zoom * 100.0));
        }
    }
    app.remember_changed_layout(ctx);
    super::welcome::welcome_ui(app, ctx);
}

impl CcdeskApp {
    /// Light or dark as chosen, kept for the next start.
    pub fn set_theme_choice(&mut self, ctx: &egui::Context, choice: super::theme::ThemeChoice) {
        choice.apply(ctx);
        self.settings.theme = Some(choice);
        self.store_settings();
    }

    /// The theme chosen in View (the system's when never chosen).
    #[must_use]
    pub fn theme_choice(&self) -> super::theme::ThemeChoice {
        self.settings.theme.unwrap_or_default()
    }

    /// The zoom factor kept in the settings (1.0: actual size).
    #[must_use]
    pub fn kept_zoom(&self) -> f32 {
        self.settings.zoom.unwrap_or(1.0)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn every_workspace_holds_every_pane_once() {
        for w in Workspace::ALL {
            assert!(is_complete(&w.layout()), "{} lacks a pane", w.title());
        }
    }

    #[test]
    fn a_layout_survives_the_settings_file() {
        let settings = LayoutSettings {
            chosen: Chosen::Own("mine".to_owned()),
            current: Some(Workspace::Organiser.layout()),
            own: vec![OwnWorkspace {
                name: "mine".to_owned(),
                layout: Workspace::Adjudicator.layout(),
            }],
        };
        let text = ron::to_string(&settings).unwrap();
        let back: LayoutSettings = ron::from_str(&text).unwrap();
        assert_eq!(back, settings);
    }

    #[test]
    fn a_layout_lacking_a_pane_is_not_restored() {
        let mut tree = Workspace::Player.layout();
        let board = tree
            .tiles
            .iter()
            .find(|(_, t)| matches!(t, Tile::Pane(Pane::Board)))
            .map(|(id, _)| *id)
            .unwrap();
        tree.remove_recursively(board);
        let settings = LayoutSettings {
            chosen: Chosen::Builtin(Workspace::Player),
            current: Some(tree),
            own: Vec::new(),
        };
        let (start, note) = settings.start_layout();
        assert!(is_complete(&start));
        assert!(note.unwrap().contains("lacks a pane"));
    }

    #[test]
    fn a_layout_name_is_a_short_line_not_a_built_in_name() {
        assert!(name_problem("  ").is_some());
        assert!(name_problem("two\nlines").is_some());
        assert!(name_problem("player").is_some());
        assert_eq!(name_problem("Evening analysis"), None);
    }
}
