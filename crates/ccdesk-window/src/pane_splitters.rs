//! Names for the dividers between panes (issue 18): egui_tiles draws them
//! as focusable nodes without a name, so a screen reader said "unknown".
//! Each is named after the panes on either side ("Divider between Games,
//! Tournament admin on the left and Board on the right"), with its
//! orientation.
//!
//! egui_tiles gives a divider the id `scope.with((container, "resize", i))`,
//! where `scope` is the container's inner `Ui` (each tile's `Ui` is its
//! parent's scope `.with(tile)`, and draws into a child `Ui` scoped
//! `.with(IdSalt::new("child"))`); the names are set on the nodes with
//! those ids that were drawn this frame.

use egui_tiles::{Container, LinearDir, Tile, TileId, Tree};

use super::panes::Pane;

/// Names the dividers drawn by `tree.ui(.., ui)` this frame.
pub(crate) fn name_splitters(ui: &egui::Ui, tree: &Tree<Pane>) {
    if let Some(root) = tree.root() {
        name_in(ui.ctx(), tree, root, ui.scope_id().with(root));
    }
}

fn name_in(ctx: &egui::Context, tree: &Tree<Pane>, tile: TileId, tile_scope: egui::Id) {
    let Some(Tile::Container(container)) = tree.tiles.get(tile) else {
        return;
    };
    let scope = tile_scope.with(egui::IdSalt::new("child"));
    let visible: Vec<TileId> = container
        .children()
        .copied()
        .filter(|c| tree.is_visible(*c))
        .collect();
    if let Container::Linear(linear) = container {
        let (before, after, orientation) = match linear.dir {
            LinearDir::Horizontal => (
                "on the left",
                "on the right",
                egui::accesskit::Orientation::Vertical,
            ),
            LinearDir::Vertical => ("above", "below", egui::accesskit::Orientation::Horizontal),
        };
        for (i, pair) in visible.windows(2).enumerate() {
            let id = scope.with((tile, "resize", i));
            if !ctx.has_accesskit_node(id) {
                continue;
            }
            let name = format!(
                "Divider between {} {before} and {} {after}",
                panes_in(tree, pair[0]),
                panes_in(tree, pair[1])
            );
            ctx.accesskit_node_builder(id, |node| {
                node.set_role(egui::accesskit::Role::Splitter);
                node.set_label(name);
                node.set_orientation(orientation);
            });
        }
    }
    for child in visible {
        name_in(ctx, tree, child, scope.with(child));
    }
}

/// The titles of the visible panes in `tile`, joined: "Games, Tournament
/// admin".
fn panes_in(tree: &Tree<Pane>, tile: TileId) -> String {
    let mut titles = Vec::new();
    collect(tree, tile, &mut titles);
    titles.join(", ")
}

fn collect(tree: &Tree<Pane>, tile: TileId, titles: &mut Vec<&'static str>) {
    match tree.tiles.get(tile) {
        Some(Tile::Pane(p)) => titles.push(p.title()),
        Some(Tile::Container(c)) => {
            for child in c.children() {
                if tree.is_visible(*child) {
                    collect(tree, *child, titles);
                }
            }
        }
        None => {}
    }
}
