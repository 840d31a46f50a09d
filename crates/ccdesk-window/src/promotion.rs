//! The promotion popup: a pawn reaching the last rank asks for its piece.

use egui::{Pos2, Rect};
use shakmaty::{Color, Role};

use super::i18n::Catalogue;

/// The pieces a pawn can become, in the order offered.
pub const CHOICES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// What the player chose in the popup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PromotionChoice {
    /// Promote to this piece.
    Piece(Role),
    /// Take the move back.
    Cancel,
}

/// The piece's name in the window's language, for the button's name.
fn role_name(texts: &Catalogue, role: Role) -> String {
    texts.t(match role {
        Role::Queen => "promotion-queen",
        Role::Rook => "promotion-rook",
        Role::Bishop => "promotion-bishop",
        Role::Knight => "promotion-knight",
        Role::King => "promotion-king",
        Role::Pawn => "promotion-pawn",
    })
}

/// Draws the popup next to `square` (the promotion square on screen);
/// returns the choice once made. Each button shows the piece and its letter
/// and is labelled with the piece's name for screen readers; with `focus`
/// (asked by keys) the queen takes the keyboard, Tab goes on to the others.
pub fn promotion_popup_ui(
    ctx: &egui::Context,
    texts: &Catalogue,
    square: Rect,
    colour: Color,
    focus: bool,
) -> Option<PromotionChoice> {
    let mut choice = None;
    let size = square.width().clamp(36.0, 72.0);
    egui::Area::new(egui::Id::unique("promotion_popup"))
        .order(egui::Order::Foreground)
        .fixed_pos(Pos2::new(square.min.x, square.min.y))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.label(texts.t("promotion-promote-to"));
                ui.horizontal(|ui| {
                    for role in CHOICES {
                        let (rect, response) =
                            ui.allocate_exact_size(egui::Vec2::splat(size), egui::Sense::click());
                        let visuals = ui.style().interact(&response);
                        ui.painter().rect_filled(rect, 4.0, visuals.bg_fill);
                        super::board_pane::paint_piece(ui.painter(), rect, colour, role);
                        let letter = role.upper_char().to_string();
                        ui.painter().text(
                            rect.right_bottom() - egui::vec2(3.0, 2.0),
                            egui::Align2::RIGHT_BOTTOM,
                            letter,
                            egui::FontId::proportional(11.0),
                            ui.visuals().text_color(),
                        );
                        if focus && role == CHOICES[0] {
                            response.request_focus();
                        }
                        let name = role_name(texts, role);
                        response.widget_info(|| {
                            egui::WidgetInfo::labeled(egui::Role::Button, true, &name)
                        });
                        if response.on_hover_text(name).clicked() {
                            choice = Some(PromotionChoice::Piece(role));
                        }
                    }
                });
                if ui.button(texts.t("dates-cancel")).clicked() {
                    choice = Some(PromotionChoice::Cancel);
                }
            });
        });
    if ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        choice = Some(PromotionChoice::Cancel);
    }
    choice
}
