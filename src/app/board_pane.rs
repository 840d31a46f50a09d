//! The board pane: the position of the selected game at the move shown,
//! moves by clicking a piece and then its destination, or by typing.

use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Vec2};
use shakmaty::{Chess, Color, File, Move, Position, Rank, Role, Square};

use super::CcdeskApp;
use crate::domain::command::Command;

const LIGHT: Color32 = Color32::from_rgb(240, 217, 181);
const DARK: Color32 = Color32::from_rgb(181, 136, 99);
const LAST_MOVE: Color32 = Color32::from_rgba_unmultiplied_const(205, 210, 106, 150);
const PICKED: Color32 = Color32::from_rgba_unmultiplied_const(20, 85, 30, 110);
const CHECK: Color32 = Color32::from_rgba_unmultiplied_const(220, 30, 30, 170);

/// The filled silhouette glyph of a piece.
fn solid_glyph(role: Role) -> char {
    match role {
        Role::King => '♚',
        Role::Queen => '♛',
        Role::Rook => '♜',
        Role::Bishop => '♝',
        Role::Knight => '♞',
        Role::Pawn => '♟',
    }
}

/// The outline glyph of a piece.
fn outline_glyph(role: Role) -> char {
    match role {
        Role::King => '♔',
        Role::Queen => '♕',
        Role::Rook => '♖',
        Role::Bishop => '♗',
        Role::Knight => '♘',
        Role::Pawn => '♙',
    }
}

/// "white knight" etc. for screen readers.
fn piece_name(colour: Color, role: Role) -> String {
    let c = if colour.is_white() { "white" } else { "black" };
    let r = match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    };
    format!("{c} {r}")
}

/// Draws one piece centred in `rect`.
pub(crate) fn paint_piece(painter: &egui::Painter, rect: Rect, colour: Color, role: Role) {
    let font = FontId::proportional(rect.height() * 0.82);
    let centre = rect.center() + Vec2::new(0.0, rect.height() * 0.02);
    let fill = if colour.is_white() {
        Color32::WHITE
    } else {
        Color32::from_rgb(25, 25, 25)
    };
    painter.text(
        centre,
        Align2::CENTER_CENTER,
        solid_glyph(role),
        font.clone(),
        fill,
    );
    if colour.is_white() {
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            outline_glyph(role),
            font,
            Color32::BLACK,
        );
    }
}

fn square_rect(board: Rect, sq: Square, flipped: bool) -> Rect {
    let size = board.width() / 8.0;
    let (file, rank) = (u32::from(sq.file()) as f32, u32::from(sq.rank()) as f32);
    let (x, y) = if flipped {
        (7.0 - file, rank)
    } else {
        (file, 7.0 - rank)
    };
    Rect::from_min_size(board.min + Vec2::new(x * size, y * size), Vec2::splat(size))
}

/// The position shown and whether it is the game's current one.
fn shown_position(app: &CcdeskApp) -> Option<(Chess, Option<Move>, bool)> {
    let game = app.doc.project.game(app.selection.game?)?;
    let replay = game.replay().ok()?;
    let ply = app
        .selection
        .ply
        .unwrap_or(replay.moves.len())
        .min(replay.moves.len());
    let last = ply
        .checked_sub(1)
        .and_then(|i| replay.moves.get(i).copied());
    Some((
        replay.positions.get(ply)?.clone(),
        last,
        ply == replay.moves.len(),
    ))
}

/// Draws the board pane.
pub(crate) fn board_pane_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    let Some(game_id) = app.selection.game else {
        ui.label("Select a game in the tournament admin pane.");
        return;
    };
    let Some((pos, last_move, is_current)) = shown_position(app) else {
        ui.label("This game cannot be shown: its moves do not replay.");
        return;
    };
    let finished = app
        .doc
        .project
        .game(game_id)
        .is_some_and(|g| g.is_finished());
    ui.horizontal(|ui| {
        if ui.button("Flip").clicked() {
            app.board.flipped = !app.board.flipped;
        }
        let turn = if pos.turn().is_white() {
            "White"
        } else {
            "Black"
        };
        if finished && is_current {
            ui.label("game over");
        } else if is_current {
            ui.label(format!("{turn} to move"));
        } else {
            ui.label(format!("viewing an earlier position ({turn} to move)"));
        }
    });
    let mut played: Option<Move> = None;
    let avail = ui.available_size() - Vec2::new(0.0, 60.0);
    let side = avail.x.min(avail.y).max(120.0);
    let margin = 16.0;
    let (outer, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    let board = Rect::from_min_size(
        outer.min + Vec2::new(margin, 0.0),
        Vec2::splat(side - margin),
    );
    let painter = ui.painter_at(outer);
    let flipped = app.board.flipped;
    let legal = pos.legal_moves();
    let picked = app.board.picked;
    for sq in Square::ALL {
        let rect = square_rect(board, sq, flipped);
        let light = (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1;
        painter.rect_filled(rect, 0.0, if light { LIGHT } else { DARK });
        if let Some(m) = last_move
            && (m.from() == Some(sq) || m.to() == sq)
        {
            painter.rect_filled(rect, 0.0, LAST_MOVE);
        }
        if picked == Some(sq) {
            painter.rect_filled(rect, 0.0, PICKED);
        }
        let piece = pos.board().piece_at(sq);
        if let Some(p) = piece {
            if p.role == Role::King && p.color == pos.turn() && pos.is_check() {
                painter.circle_filled(rect.center(), rect.width() * 0.45, CHECK);
            }
            paint_piece(&painter, rect, p.color, p.role);
        }
        if let Some(from) = picked
            && legal.iter().any(|m| m.from() == Some(from) && m.to() == sq)
        {
            painter.circle_filled(
                rect.center(),
                rect.width() * 0.13,
                Color32::from_rgba_unmultiplied(20, 85, 30, 130),
            );
        }
        let response = ui.interact(rect, ui.scope_id().with(("square", sq)), Sense::click());
        let label = match piece {
            Some(p) => format!("{sq} {}", piece_name(p.color, p.role)),
            None => sq.to_string(),
        };
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if response.clicked() {
            if !is_current || finished {
                app.board.message = Some(if finished {
                    "The game is over.".to_owned()
                } else {
                    "You are viewing an earlier position: go to the last move to enter a move (a played move is binding, E4.1).".to_owned()
                });
            } else if let Some(from) = picked {
                let candidates: Vec<Move> = legal
                    .iter()
                    .copied()
                    .filter(|m| m.from() == Some(from) && (m.to() == sq || castles_onto(m, sq)))
                    .collect();
                if let Some(m) = candidates
                    .iter()
                    .copied()
                    .find(|m| m.promotion().is_none_or(|r| r == Role::Queen))
                {
                    played = Some(m);
                } else if piece.is_some_and(|p| p.color == pos.turn()) {
                    app.board.picked = Some(sq);
                } else {
                    app.board.picked = None;
                    app.board.message = Some(format!("{from}-{sq} is not a legal move."));
                }
            } else if piece.is_some_and(|p| p.color == pos.turn()) {
                app.board.picked = Some(sq);
                app.board.message = None;
            }
        }
    }
    let coord_font = FontId::proportional((board.width() / 8.0 * 0.2).clamp(9.0, 14.0));
    for i in 0..8u32 {
        let file = File::new(if flipped { 7 - i } else { i });
        let rank = Rank::new(if flipped { i } else { 7 - i });
        let size = board.width() / 8.0;
        painter.text(
            Pos2::new(board.min.x + (i as f32 + 0.5) * size, board.max.y + 2.0),
            Align2::CENTER_TOP,
            file.char(),
            coord_font.clone(),
            ui.visuals().text_color(),
        );
        painter.text(
            Pos2::new(
                outer.min.x + margin * 0.5,
                board.min.y + (i as f32 + 0.5) * size,
            ),
            Align2::CENTER_CENTER,
            rank.char(),
            coord_font.clone(),
            ui.visuals().text_color(),
        );
    }
    ui.add_space(18.0);
    ui.horizontal(|ui| {
        let label = ui.label("Move:");
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut app.board.move_text)
                    .hint_text("Nf3, e2-e4, g1f3, 7163")
                    .desired_width(200.0),
            )
            .labelled_by(label.id);
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (ui.button("Play").clicked() || enter) && !app.board.move_text.trim().is_empty() {
            if !is_current || finished {
                app.board.message =
                    Some("Moves can only be entered at the game's current position.".to_owned());
            } else {
                match crate::domain::game::play_san(&pos, app.board.move_text.trim()) {
                    Ok(m) => played = Some(m),
                    Err(e) => app.board.message = Some(e.to_string()),
                }
            }
        }
    });
    if let Some(message) = &app.board.message {
        ui.colored_label(Color32::from_rgb(170, 30, 30), message);
    }
    if let Some(m) = played {
        let san = shakmaty::san::San::from_move(&pos, m).to_string();
        app.board.picked = None;
        app.board.move_text.clear();
        app.board.message = None;
        app.execute(Command::PlayMove {
            game: game_id,
            san,
            received: None,
            sent: None,
        });
        app.selection.ply = None;
    }
}

/// Castling by clicking the king's destination square (g1/c1) as well as the rook.
fn castles_onto(m: &Move, sq: Square) -> bool {
    match m {
        Move::Castle { king, rook } => {
            let file = if rook.file() > king.file() {
                File::G
            } else {
                File::C
            };
            sq == Square::from_coords(file, king.rank())
        }
        _ => false,
    }
}
