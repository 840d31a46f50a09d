//! The panes and their tiling: drag a pane by its heading to rearrange,
//! hide or show it from the View menu; the layouts made for each kind of
//! work are in [`super::workspace`].

use egui_tiles::{Tile, TileId, Tiles, Tree, UiResponse};

use super::CcdeskApp;

/// The tile tree's id: one tree per window, whichever workspace it shows.
pub(crate) const TREE_ID: &str = "ccdesk_panes";

/// A pane of the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Pane {
    /// The chessboard.
    Board,
    /// The moves of the selected game.
    Scoresheet,
    /// Days used, dates and deadlines.
    Ledger,
    /// Divisions, teams, players and pairings.
    Admin,
    /// The list of games, filtered by whose move it is.
    Games,
    /// A UCI engine's lines on the position shown (hidden until asked for).
    Analysis,
    /// The messages kept with the games (hidden until asked for).
    Correspondence,
    /// Adjudication cases of unfinished games (hidden until asked for).
    Adjudication,
}

impl Pane {
    /// Every pane, in menu order.
    pub const ALL: [Pane; 8] = [
        Pane::Games,
        Pane::Board,
        Pane::Scoresheet,
        Pane::Ledger,
        Pane::Admin,
        Pane::Analysis,
        Pane::Adjudication,
        Pane::Correspondence,
    ];

    /// The pane's title.
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            Pane::Board => "Board",
            Pane::Scoresheet => "Scoresheet",
            Pane::Ledger => "Clock ledger",
            Pane::Admin => "Tournament admin",
            Pane::Games => "Games",
            Pane::Analysis => "Engine analysis",
            Pane::Correspondence => "Correspondence",
            Pane::Adjudication => "Adjudication",
        }
    }

    /// The pane's name in the window's language, as its heading, the
    /// View menu and Go to show it ("Brett", "Partienliste").
    #[must_use]
    pub fn name(self, texts: &super::i18n::Catalogue) -> String {
        texts.t(match self {
            Pane::Board => "pane-board",
            Pane::Scoresheet => "pane-scoresheet",
            Pane::Ledger => "pane-ledger",
            Pane::Admin => "pane-admin",
            Pane::Games => "pane-games",
            Pane::Analysis => "pane-analysis",
            Pane::Correspondence => "pane-correspondence",
            Pane::Adjudication => "pane-adjudication",
        })
    }
}

/// Admin on the left, board in the middle, scoresheet above ledger on the right.
pub(crate) fn default_layout() -> Tree<Pane> {
    let mut tiles = Tiles::default();
    let games = tiles.insert_pane(Pane::Games);
    let admin_pane = tiles.insert_pane(Pane::Admin);
    let adjudication = tiles.insert_pane(Pane::Adjudication);
    // The adjudication pane starts hidden: View > Adjudication shows it.
    tiles.set_visible(adjudication, false);
    let admin = tiles.insert_vertical_tile(vec![games, admin_pane, adjudication]);
    let board = tiles.insert_pane(Pane::Board);
    let sheet = tiles.insert_pane(Pane::Scoresheet);
    let ledger = tiles.insert_pane(Pane::Ledger);
    let analysis = tiles.insert_pane(Pane::Analysis);
    // The engine pane starts hidden: View > Engine analysis shows it.
    tiles.set_visible(analysis, false);
    let correspondence = tiles.insert_pane(Pane::Correspondence);
    // The correspondence starts hidden: View > Correspondence shows it.
    tiles.set_visible(correspondence, false);
    let right = tiles.insert_vertical_tile(vec![sheet, analysis, correspondence, ledger]);
    let root = tiles.insert_horizontal_tile(vec![admin, board, right]);
    if let Some(Tile::Container(egui_tiles::Container::Linear(linear))) = tiles.get_mut(root) {
        linear.shares.set_share(admin, 1.0);
        linear.shares.set_share(board, 1.3);
        linear.shares.set_share(right, 1.2);
    }
    Tree::new(egui::Id::unique(TREE_ID), root, tiles)
}

/// A tree with nothing in it, used while the real one is being drawn.
pub(crate) fn empty_tree() -> Tree<Pane> {
    Tree::empty(egui::Id::unique("ccdesk_panes_empty"))
}

fn tile_of(tree: &Tree<Pane>, pane: Pane) -> Option<TileId> {
    tree.tiles
        .iter()
        .find(|(_, t)| matches!(t, Tile::Pane(p) if *p == pane))
        .map(|(id, _)| *id)
}

pub(crate) fn set_visible(tree: &mut Tree<Pane>, pane: Pane, visible: bool) {
    if let Some(id) = tile_of(tree, pane) {
        tree.set_visible(id, visible);
    }
}

pub(crate) fn is_visible(tree: &Tree<Pane>, pane: Pane) -> bool {
    tile_of(tree, pane).is_some_and(|id| tree.is_visible(id))
}

/// Draws each pane from the app's state.
pub(crate) struct PaneBehavior<'a> {
    pub app: &'a mut CcdeskApp,
    /// The games the last mail check found a message for (the due list
    /// marks them).
    pub mail_arrived: Vec<ccdesk_domain::ids::GameId>,
    /// What the panes asked for this frame, applied once they are drawn
    /// ([`CcdeskApp::run_all`]).
    pub commands: Vec<super::app_command::AppCommand>,
}

impl egui_tiles::Behavior<Pane> for PaneBehavior<'_> {
    fn tab_title_for_pane(&mut self, pane: &Pane) -> egui::WidgetText {
        pane.name(self.app.catalogue()).into()
    }

    fn pane_ui(&mut self, ui: &mut egui::Ui, _tile_id: TileId, pane: &mut Pane) -> UiResponse {
        let mut drag = UiResponse::None;
        // The heading is the pane's name; it is also where the pane is
        // dragged from (the cursor says so on hover).
        ui.horizontal(|ui| {
            let handle = ui.add(
                egui::Label::new(egui::RichText::new(pane.name(self.app.catalogue())).strong())
                    .sense(egui::Sense::drag()),
            );
            if handle.drag_started() {
                drag = UiResponse::DragStarted;
            }
            handle
                .on_hover_cursor(egui::CursorIcon::Grab)
                .on_hover_text(self.app.t("pane-drag-hint"));
        });
        ui.separator();
        // Ctrl+1..8 (View > Go to): the pane's first control takes the keyboard.
        super::keyboard::focus_here(ui, self.app, super::keyboard::FocusTarget::Pane(*pane));
        // What does not fit the pane's width scrolls sideways rather than
        // being cut off; text still wraps at the pane's width.
        egui::ScrollArea::horizontal()
            .id_salt(("pane_hscroll", *pane))
            .auto_shrink([false, false])
            .show(ui, |ui| {
                egui::Frame::new()
                    .inner_margin(4.0)
                    .show(ui, |ui| match pane {
                        Pane::Board => super::board_pane::board_pane_ui(ui, self.app),
                        Pane::Scoresheet => {
                            let (view, panes) = self.app.view_and_panes(&self.mail_arrived);
                            self.commands.extend(panes.scoresheet.ui(ui, &view));
                        }
                        Pane::Ledger => {
                            let (view, panes) = self.app.view_and_panes(&self.mail_arrived);
                            self.commands.extend(panes.ledger.ui(ui, &view));
                        }
                        Pane::Admin => super::admin_pane::admin_pane_ui(ui, self.app),
                        Pane::Games => {
                            let (view, panes) = self.app.view_and_panes(&self.mail_arrived);
                            self.commands.extend(panes.games.ui(ui, &view));
                        }
                        Pane::Correspondence => {
                            let (view, panes) = self.app.view_and_panes(&self.mail_arrived);
                            self.commands.extend(panes.correspondence.ui(ui, &view));
                        }
                        Pane::Adjudication => {
                            let (view, panes) = self.app.view_and_panes(&self.mail_arrived);
                            self.commands.extend(panes.adjudication.ui(ui, &view));
                        }
                        Pane::Analysis => {
                            let (view, panes) = self.app.view_and_panes(&self.mail_arrived);
                            self.commands.extend(panes.analysis.ui(ui, &view));
                        }
                    });
            });
        drag
    }

    /// No pane is dragged narrower or lower than this: a board or a list
    /// squeezed to a sliver shows nothing (its words one per line).
    fn min_size(&self) -> f32 {
        140.0
    }

    fn simplification_options(&self) -> egui_tiles::SimplificationOptions {
        egui_tiles::SimplificationOptions {
            all_panes_must_have_tabs: false,
            ..Default::default()
        }
    }
}
