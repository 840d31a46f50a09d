//! The board pane: the position of the selected game at the move shown.
//!
//! Moves are entered by clicking a piece and then its destination, by
//! dragging the piece, or by typing in any accepted notation. Castling is
//! the king's two-square move (or king takes rook); a pawn reaching the
//! last rank asks for its piece. A move can only be entered in the game's
//! current position (a played move is binding, E4.1, P06); in analysis
//! mode moves go into a line kept apart from the game. A move for the game
//! is shown on the board and asks for its dates under it (see
//! [`super::move_dates`]) before it is recorded.
//!
//! The board is turned to the desk owner's side when a game is selected
//! (Black at the bottom when the owner plays Black); Flip turns it round
//! until another game is selected.

use ccdesk_domain::game::position_words::{self, LastMove, PositionQuery};
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Vec2};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, EnPassantMode, File, Move, Position, Rank, Role, Square};

use super::announce::{Announcement, Urgency, live_label};
use super::app_command::{AppCommand, BoardCommand};
use super::i18n::Catalogue;
use super::keyboard::FocusTarget;
use super::move_dates::{PendingMove, move_dates_ui, preview};
use super::promotion::{PromotionChoice, promotion_popup_ui};
use super::view_context::ViewContext;
use super::{AnalysisDraft, CcdeskApp};
use ccdesk_domain::command::Command;
use ccdesk_domain::game::{AnalysisLine, GameCommand};
use ccdesk_domain::notation::{PieceLetters, format_move, read_typed_move_in};

const LIGHT: Color32 = Color32::from_rgb(240, 217, 181);
const DARK: Color32 = Color32::from_rgb(181, 136, 99);
const LAST_MOVE: Color32 = Color32::from_rgba_unmultiplied_const(205, 210, 106, 150);
const PICKED: Color32 = Color32::from_rgba_unmultiplied_const(20, 85, 30, 110);
const TARGET: Color32 = Color32::from_rgba_unmultiplied_const(20, 85, 30, 130);
const CHECK: Color32 = Color32::from_rgba_unmultiplied_const(220, 30, 30, 170);
const ERROR: Color32 = super::theme::ERROR;
const ANALYSIS_FRAME: Color32 = Color32::from_rgb(40, 90, 170);
/// The ring round the square that has the keyboard.
const FOCUS_RING: Color32 = Color32::from_rgb(20, 60, 200);

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

/// "white knight" etc. for screen readers, in the window's language
/// (an adjective that agrees with its noun: "weiße Dame", "dame blanche").
fn piece_name(texts: &Catalogue, colour: Color, role: Role) -> String {
    let key = match (colour, role) {
        (Color::White, Role::King) => "piece-white-king",
        (Color::White, Role::Queen) => "piece-white-queen",
        (Color::White, Role::Rook) => "piece-white-rook",
        (Color::White, Role::Bishop) => "piece-white-bishop",
        (Color::White, Role::Knight) => "piece-white-knight",
        (Color::White, Role::Pawn) => "piece-white-pawn",
        (Color::Black, Role::King) => "piece-black-king",
        (Color::Black, Role::Queen) => "piece-black-queen",
        (Color::Black, Role::Rook) => "piece-black-rook",
        (Color::Black, Role::Bishop) => "piece-black-bishop",
        (Color::Black, Role::Knight) => "piece-black-knight",
        (Color::Black, Role::Pawn) => "piece-black-pawn",
    };
    texts.t(key)
}

/// "White" or "Black", as the side to move is named.
pub(crate) fn side_name(texts: &Catalogue, colour: Color) -> String {
    texts.t(if colour.is_white() {
        "side-white"
    } else {
        "side-black"
    })
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

fn square_at(board: Rect, pos: Pos2, flipped: bool) -> Option<Square> {
    if !board.contains(pos) {
        return None;
    }
    let size = board.width() / 8.0;
    let x = (((pos.x - board.min.x) / size) as u32).min(7);
    let y = (((pos.y - board.min.y) / size) as u32).min(7);
    let (file, rank) = if flipped { (7 - x, y) } else { (x, 7 - y) };
    Some(Square::from_coords(File::new(file), Rank::new(rank)))
}

/// The position on the board and what may be done in it.
pub(crate) struct Shown {
    /// The position.
    pub pos: Chess,
    /// The move that led to it, for the highlight.
    pub last: Option<Move>,
    /// Moves of the game before it (analysis moves not counted).
    pub ply: usize,
    /// Moves in the game.
    pub game_len: usize,
    /// Analysis mode is on.
    pub analysis: bool,
    /// The game has a result.
    pub finished: bool,
    /// The position shows a move entered and waiting for its dates.
    pub pending: Option<String>,
}

impl Shown {
    /// It is the game's current position, outside analysis.
    fn is_current(&self) -> bool {
        !self.analysis && self.ply == self.game_len
    }

    /// Why no move can be entered here, if none can.
    fn refusal(&self, texts: &Catalogue) -> Option<String> {
        if self.analysis {
            None
        } else if let Some(written) = &self.pending {
            Some(texts.ta(
                "board-record-pending-first",
                &[("move", written.as_str().into())],
            ))
        } else if self.ply != self.game_len {
            Some(texts.t("board-viewing-earlier"))
        } else if self.finished {
            Some(texts.t("board-game-over-no-moves"))
        } else {
            None
        }
    }
}

/// The position shown: the game at the selected move, plus the analysis
/// line when analysis is on.
pub(crate) fn shown_position(app: &CcdeskApp) -> Option<Shown> {
    shown_position_of(&app.doc, &app.selection, &app.board)
}

/// The position shown in `doc` for `selection` and the board's `board`
/// state (see [`shown_position`]).
pub(crate) fn shown_position_of(
    doc: &crate::Document,
    selection: &crate::Selection,
    board: &crate::BoardState,
) -> Option<Shown> {
    let game = doc.project.game(selection.game?)?;
    let replay = doc.replay(game.id)?;
    let game_len = replay.moves.len();
    let finished = game.is_finished();
    if let Some(draft) = &board.analysis {
        let mut pos = replay.positions.get(draft.from_ply)?.clone();
        let mut last = draft
            .from_ply
            .checked_sub(1)
            .and_then(|i| replay.moves.get(i).copied());
        for m in &draft.moves {
            if !pos.is_legal(*m) {
                break;
            }
            pos.play_unchecked(*m);
            last = Some(*m);
        }
        return Some(Shown {
            pos,
            last,
            ply: draft.from_ply,
            game_len,
            analysis: true,
            finished,
            pending: None,
        });
    }
    let ply = selection.ply.unwrap_or(game_len).min(game_len);
    let last = ply
        .checked_sub(1)
        .and_then(|i| replay.moves.get(i).copied());
    let pos = replay.positions.get(ply)?.clone();
    // A move waiting for its dates is shown played, at the end of the game.
    if let Some(pending) = &board.pending
        && pending.game == game.id
        && pending.at_ply == game_len
        && ply == game_len
        && let Some(after) = preview(&pos, pending)
    {
        return Some(Shown {
            pos: after,
            last: Some(pending.played),
            ply,
            game_len,
            analysis: false,
            finished,
            pending: Some(pending.written.clone()),
        });
    }
    Some(Shown {
        pos,
        last,
        ply,
        game_len,
        analysis: false,
        finished,
        pending: None,
    })
}

/// Turns the board to the desk owner's side when another game is selected
/// (or the desk changes hands): Black at the bottom when the owner plays
/// Black. Flip turns it round until then.
pub(crate) fn orient(app: &mut CcdeskApp) {
    let Some(id) = app.selection.game else {
        return;
    };
    let owner = app.doc.project.owner();
    if app.board.oriented_for == Some((id, owner)) {
        return;
    }
    app.board.oriented_for = Some((id, owner));
    if let Some(game) = app.doc.project.game(id) {
        app.board.flipped = app.doc.project.owner_side(game) == Some(Color::Black);
    }
}

/// "12... Nf6": the move `m` from `pos`, numbered, in `notation`.
fn numbered_move(pos: &Chess, m: &Move, game: Option<&ccdesk_domain::game::Game>) -> String {
    let number = pos.fullmoves().get();
    let dots = if pos.turn().is_white() { "." } else { "..." };
    let written = match game {
        Some(g) => g.write_move(pos, m),
        None => format_move(pos, m, ccdesk_domain::notation::Notation::San),
    };
    format!("{number}{dots} {written}")
}

/// Castling by moving the king to its destination (g1/c1), as well as by
/// king takes rook (shakmaty's own `to()`).
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

/// What moving the piece on `from` to `to` means.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Attempt {
    /// Exactly this move.
    Play(Move),
    /// A promotion: ask which piece.
    AskPromotion,
    /// Not legal ([`illegal_reason`] says why).
    Illegal,
}

fn attempt(pos: &Chess, from: Square, to: Square) -> Attempt {
    let candidates: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(from) && (m.to() == to || castles_onto(m, to)))
        .collect();
    match candidates.as_slice() {
        [] => Attempt::Illegal,
        [m] => Attempt::Play(*m),
        many if many.iter().all(|m| m.promotion().is_some()) => Attempt::AskPromotion,
        [m, ..] => Attempt::Play(*m),
    }
}

/// Why `from`-`to` is not a legal move, in the window's language.
fn illegal_reason(texts: &Catalogue, pos: &Chess, from: Square, to: Square) -> String {
    let key = match pos.board().piece_at(from) {
        Some(p) if p.role == Role::King && pos.is_check() => "board-illegal-king-in-check",
        _ if pos.is_check() => "board-illegal-still-in-check",
        _ => "board-illegal-move",
    };
    texts.ta(
        key,
        &[
            ("from", from.to_string().into()),
            ("to", to.to_string().into()),
        ],
    )
}

/// Refuses what was tried on the board or in the Move field, saying why
/// (once, at once, to a screen reader: a new live region).
fn refuse(app: &mut CcdeskApp, why: String) {
    app.board.answer = None;
    app.board.message = Some(why);
    app.board.spoken += 1;
}

/// Plays `m` in the shown position: into the game, or into the analysis line.
fn enter_move(app: &mut CcdeskApp, shown: &Shown, m: Move, from: Option<FocusTarget>) {
    app.board.picked = None;
    app.board.promotion = None;
    app.board.message = None;
    app.board.keys_active = true;
    if let Some(draft) = &mut app.board.analysis {
        draft.moves.push(m);
        return;
    }
    let Some(game) = app.selection.game else {
        return;
    };
    let san = SanPlus::from_move(shown.pos.clone(), m).san.to_string();
    let written = numbered_move(&shown.pos, &m, app.doc.project.game(game));
    app.board.move_text.clear();
    // Recorded only with its dates (or as not sent yet), from the form
    // under the board.
    let mut pending = PendingMove::new(&app.doc.project, game, m, san, written, app.today());
    pending.entered_from = from;
    app.board.pending = Some(pending);
    app.selection.ply = None;
}

/// The outcome of pointer input on the board this frame.
enum BoardInput {
    Clicked(Square),
    Dropped(Square, Square),
}

/// Draws the board (squares, coordinates, highlights, pieces) in a square
/// of side `side` and returns what the pointer did.
fn chessboard_ui(
    ui: &mut egui::Ui,
    app: &mut CcdeskApp,
    shown: &Shown,
    side: f32,
) -> (Option<BoardInput>, Rect) {
    let margin = (side * 0.04).clamp(12.0, 18.0);
    let (outer, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    let board = Rect::from_min_size(
        outer.min + Vec2::new(margin, 0.0),
        Vec2::splat(side - margin),
    );
    let painter = ui.painter_at(outer.expand(2.0));
    let flipped = app.board.flipped;
    let pos = &shown.pos;
    let legal = pos.legal_moves();
    let picked = app.board.picked;
    let square_id = |sq: Square| ui.scope_id().with(("square", sq));
    let texts = app.texts();
    let dragging = app
        .board
        .picked
        .filter(|sq| ui.ctx().dragged_id() == Some(square_id(*sq)));
    let mut input = None;
    // Ctrl+B: the keyboard comes to the square of the focus ring (where it
    // was last, else the piece picked up, the last move's square, the king
    // to move).
    let focus_to = app.keys.take(FocusTarget::Board).then(|| {
        app.board
            .cursor
            .or(picked)
            .or(shown.last.map(|m| m.to()))
            .or(pos.board().king_of(pos.turn()))
            .unwrap_or(Square::E1)
    });
    let mut focused = None;
    if shown.analysis {
        painter.rect_stroke(
            board.expand(1.5),
            0.0,
            egui::Stroke::new(3.0, ANALYSIS_FRAME),
            egui::StrokeKind::Outside,
        );
    }
    for sq in Square::ALL {
        let rect = square_rect(board, sq, flipped);
        let light = (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1;
        painter.rect_filled(rect, 0.0, if light { LIGHT } else { DARK });
        if let Some(m) = shown.last
            && (m.from() == Some(sq) || m.to() == sq || castles_onto(&m, sq))
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
            if dragging != Some(sq) {
                paint_piece(&painter, rect, p.color, p.role);
            }
        }
        if let Some(from) = picked
            && legal
                .iter()
                .any(|m| m.from() == Some(from) && (m.to() == sq || castles_onto(m, sq)))
        {
            if piece.is_some() {
                painter.circle_stroke(
                    rect.center(),
                    rect.width() * 0.44,
                    egui::Stroke::new(rect.width() * 0.07, TARGET),
                );
            } else {
                painter.circle_filled(rect.center(), rect.width() * 0.13, TARGET);
            }
        }
        let response = ui.interact(rect, square_id(sq), Sense::click_and_drag());
        if focus_to == Some(sq) {
            response.request_focus();
        }
        if response.has_focus() {
            focused = Some(sq);
            // The focus ring, for those who play by keys and see.
            painter.rect_stroke(
                rect.shrink(1.0),
                0.0,
                egui::Stroke::new(3.0, FOCUS_RING),
                egui::StrokeKind::Inside,
            );
            painter.rect_stroke(
                rect.shrink(4.0),
                0.0,
                egui::Stroke::new(1.0, Color32::WHITE),
                egui::StrokeKind::Inside,
            );
        }
        let label = match piece {
            Some(p) => format!("{sq} {}", piece_name(&texts, p.color, p.role)),
            None => sq.to_string(),
        };
        // What the colours say, in words for a screen reader: the square
        // picked up is "selected"; the rest goes in its description.
        let is_target = picked.is_some_and(|from| {
            legal
                .iter()
                .any(|m| m.from() == Some(from) && (m.to() == sq || castles_onto(m, sq)))
        });
        let is_last = shown
            .last
            .is_some_and(|m| m.from() == Some(sq) || m.to() == sq || castles_onto(&m, sq));
        let in_check =
            piece.is_some_and(|p| p.role == Role::King && p.color == pos.turn() && pos.is_check());
        let states: Vec<String> = [
            (is_target, "board-square-legal-target"),
            (is_last, "board-square-last-move"),
            (in_check, "board-square-in-check"),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, key)| texts.t(key))
        .collect();
        response.widget_info(|| {
            egui::WidgetInfo::selected(egui::Role::Button, true, picked == Some(sq), &label)
        });
        let selected = picked == Some(sq);
        if selected || !states.is_empty() {
            ui.ctx().accesskit_node_builder(response.id, |node| {
                if selected {
                    node.set_selected(true);
                }
                if !states.is_empty() {
                    node.set_description(states.join(", "));
                }
            });
        }
        if response.clicked() {
            input = Some(BoardInput::Clicked(sq));
        }
        if response.drag_started() && piece.is_some_and(|p| p.color == pos.turn()) {
            app.board.picked = Some(sq);
            app.board.message = None;
        }
        if response.drag_stopped()
            && let Some(from) = app.board.picked
            && let Some(to) = ui
                .ctx()
                .input(|i| i.pointer.interact_pos())
                .and_then(|p| square_at(board, p, flipped))
        {
            if to == from {
                // Dropped where it was picked up: stays picked, like a click.
            } else {
                input = Some(BoardInput::Dropped(from, to));
            }
        }
    }
    keyboard_on_board(ui, app, focused, &square_id);
    // The dragged piece follows the pointer, above everything.
    if let Some(from) = dragging
        && let Some(p) = pos.board().piece_at(from)
        && let Some(at) = ui.ctx().pointer_interact_pos()
    {
        let size = board.width() / 8.0;
        let layer = egui::LayerId::new(egui::Order::Tooltip, egui::Id::unique("dragged_piece"));
        let rect = Rect::from_center_size(at, Vec2::splat(size));
        paint_piece(&ui.ctx().layer_painter(layer), rect, p.color, p.role);
    }
    let size = board.width() / 8.0;
    let coord_font = FontId::proportional((size * 0.2).clamp(9.0, 14.0));
    let coord_colour = ui.visuals().text_color();
    for i in 0..8u32 {
        let file = File::new(if flipped { 7 - i } else { i });
        let rank = Rank::new(if flipped { i } else { 7 - i });
        painter.text(
            Pos2::new(board.min.x + (i as f32 + 0.5) * size, board.max.y + 1.0),
            Align2::CENTER_TOP,
            file.char(),
            coord_font.clone(),
            coord_colour,
        );
        painter.text(
            Pos2::new(
                outer.min.x + margin * 0.45,
                board.min.y + (i as f32 + 0.5) * size,
            ),
            Align2::CENTER_CENTER,
            rank.char(),
            coord_font.clone(),
            coord_colour,
        );
    }
    (input, board)
}

/// The arrow keys move the focus ring from square to square while a square
/// has the keyboard (egui's own moving between controls is held off with a
/// focus lock filter; the frame it is not yet held, egui moves it, to the
/// same neighbour). Enter and Space click the square: pick up, put down.
fn keyboard_on_board(
    ui: &egui::Ui,
    app: &mut CcdeskApp,
    focused: Option<Square>,
    square_id: &dyn Fn(Square) -> egui::Id,
) {
    app.board.on_board = focused.is_some();
    let Some(sq) = focused else {
        app.board.arrow_lock = None;
        return;
    };
    app.board.cursor = Some(sq);
    let mut at = sq;
    if app.board.arrow_lock == Some(sq) {
        let flip: i32 = if app.board.flipped { -1 } else { 1 };
        let key = |k| ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, k));
        let (df, dr) = if key(egui::Key::ArrowUp) {
            (0, flip)
        } else if key(egui::Key::ArrowDown) {
            (0, -flip)
        } else if key(egui::Key::ArrowLeft) {
            (-flip, 0)
        } else if key(egui::Key::ArrowRight) {
            (flip, 0)
        } else {
            (0, 0)
        };
        let file = i32::from(u8::from(sq.file())) + df;
        let rank = i32::from(u8::from(sq.rank())) + dr;
        if (df, dr) != (0, 0)
            && let (Ok(f), Ok(r)) = (u32::try_from(file), u32::try_from(rank))
            && f < 8
            && r < 8
        {
            at = Square::from_coords(File::new(f), Rank::new(r));
            ui.memory_mut(|m| m.request_focus(square_id(at)));
            app.board.cursor = Some(at);
        }
    }
    let id = square_id(at);
    let held = ui.memory_mut(|m| {
        m.set_focus_lock_filter(
            id,
            egui::EventFilter {
                tab: false,
                horizontal_arrows: true,
                vertical_arrows: true,
                escape: true,
            },
        );
        m.had_focus_last_frame(id) && m.has_focus(id)
    });
    app.board.arrow_lock = held.then_some(at);
}

/// Handles a click or drop on the board.
fn board_input(app: &mut CcdeskApp, shown: &Shown, input: BoardInput) {
    app.board.keys_active = true;
    let texts = app.texts();
    let pos = &shown.pos;
    let own = |sq: Square| {
        pos.board()
            .piece_at(sq)
            .is_some_and(|p| p.color == pos.turn())
    };
    let (from, to) = match input {
        BoardInput::Clicked(sq) => match app.board.picked {
            None => {
                if let Some(why) = shown.refusal(&texts) {
                    refuse(app, why);
                } else if own(sq) {
                    app.board.picked = Some(sq);
                    app.board.message = None;
                }
                return;
            }
            Some(from) if from == sq => {
                app.board.picked = None;
                return;
            }
            Some(from) => (from, sq),
        },
        BoardInput::Dropped(from, to) => (from, to),
    };
    if let Some(why) = shown.refusal(&texts) {
        app.board.picked = None;
        refuse(app, why);
        return;
    }
    match attempt(pos, from, to) {
        Attempt::Play(m) => {
            // The keyboard goes back to the board if it played there.
            let from = app.board.on_board.then_some(FocusTarget::Board);
            enter_move(app, shown, m, from);
        }
        Attempt::AskPromotion => {
            app.board.promotion = Some((from, to));
            app.board.picked = Some(from);
            // Asked by keys: the choice of piece takes the keyboard.
            app.board.promotion_keys = app.board.on_board;
        }
        Attempt::Illegal if own(to) => {
            app.board.picked = Some(to);
            app.board.message = None;
        }
        Attempt::Illegal => {
            app.board.picked = None;
            refuse(app, illegal_reason(&texts, pos, from, to));
        }
    }
}

/// Left/Right/Home/End step through the game while the board or the
/// scoresheet was used last or is under the pointer, and no text field
/// takes the keys.
pub(crate) fn navigation_keys(ui: &egui::Ui, view: &ViewContext, hovered: bool) -> Vec<AppCommand> {
    let mut commands = Vec::new();
    if !(hovered || view.board.keys_active) || view.modal_open {
        return commands;
    }
    let ctx = ui.ctx();
    if ctx.egui_wants_keyboard_input() {
        return commands;
    }
    let Some(len) = view.selected_game().map(|g| g.moves.len()) else {
        return commands;
    };
    if view.board.analysis.is_some() {
        if ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::ArrowLeft)) {
            commands.push(AppCommand::Board(BoardCommand::TakeBackTried));
        }
        return commands;
    }
    let at = view.selection.ply.unwrap_or(len).min(len);
    let key = |k| ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, k));
    let target = if key(egui::Key::ArrowLeft) {
        Some(at.saturating_sub(1))
    } else if key(egui::Key::ArrowRight) {
        Some((at + 1).min(len))
    } else if key(egui::Key::Home) {
        Some(0)
    } else if key(egui::Key::End) {
        Some(len)
    } else {
        None
    };
    if let Some(ply) = target {
        commands.push(AppCommand::Board(BoardCommand::ShowPly { ply, len }));
    }
    commands
}

/// Shows the position after `ply` moves (`len` = the current position).
pub(crate) fn show_ply(app: &mut CcdeskApp, ply: usize, len: usize) {
    app.selection.ply = (ply < len).then_some(ply);
    app.board.picked = None;
    app.board.promotion = None;
    app.board.message = None;
}

/// First, previous, next and last move buttons.
pub(crate) fn navigation_buttons_ui(ui: &mut egui::Ui, view: &ViewContext) -> Vec<AppCommand> {
    let Some(len) = view.selected_game().map(|g| g.moves.len()) else {
        return Vec::new();
    };
    let at = view.selection.ply.unwrap_or(len).min(len);
    let enabled = view.board.analysis.is_none();
    let mut go = None;
    let texts = view.texts;
    ui.add_enabled_ui(enabled, |ui| {
        // Arrows drawn, words said: a screen reader reads the name.
        let steps = [
            ("|◀", "nav-first", "nav-first-hint", at > 0, 0),
            (
                "◀",
                "nav-previous",
                "nav-previous-hint",
                at > 0,
                at.saturating_sub(1),
            ),
            ("▶", "nav-next", "nav-next-hint", at < len, at + 1),
            ("▶|", "nav-last", "nav-last-hint", at < len, len),
        ];
        for (arrow, name, hint, can, to) in steps {
            let button = ui.add_enabled(can, egui::Button::new(arrow));
            let name = texts.t(name);
            ui.ctx()
                .accesskit_node_builder(button.id, |node| node.set_label(name));
            if button.on_hover_text(texts.t(hint)).clicked() {
                go = Some(to);
            }
        }
    });
    go.map_or_else(Vec::new, |ply| {
        vec![
            AppCommand::Board(BoardCommand::StepKeys(true)),
            AppCommand::Board(BoardCommand::ShowPly { ply, len }),
        ]
    })
}

fn status_text(texts: &Catalogue, shown: &Shown) -> String {
    let turn = side_name(texts, shown.pos.turn());
    if shown.analysis {
        texts.ta(
            "board-status-analysis",
            &[("ply", shown.ply.into()), ("side", turn.into())],
        )
    } else if let Some(written) = &shown.pending {
        texts.ta("board-status-pending", &[("move", written.as_str().into())])
    } else if shown.finished && shown.is_current() {
        texts.t("board-status-game-over")
    } else if shown.is_current() && shown.pos.is_check() {
        texts.ta("board-status-to-move-in-check", &[("side", turn.into())])
    } else if shown.is_current() {
        texts.ta("board-status-to-move", &[("side", turn.into())])
    } else {
        texts.ta(
            "board-status-viewing",
            &[
                ("ply", shown.ply.into()),
                ("plies", shown.game_len.into()),
                ("side", turn.into()),
            ],
        )
    }
}

/// Draws the board pane.
pub(crate) fn board_pane_ui(ui: &mut egui::Ui, app: &mut CcdeskApp) {
    let texts = app.texts();
    let Some(game_id) = app.selection.game else {
        ui.label(texts.t("board-select-a-game"));
        return;
    };
    let Some(shown) = shown_position(app) else {
        let why = app
            .doc
            .project
            .game(game_id)
            .and_then(|g| g.replay().err())
            .map(|e| e.to_string())
            .unwrap_or_else(|| texts.t("board-moves-do-not-replay"));
        ui.colored_label(
            ui.visuals().error_fg_color,
            texts.ta(
                "board-cannot-show",
                &[("game", game_id.to_string().into()), ("why", why.into())],
            ),
        );
        return;
    };
    let hovered = ui.rect_contains_pointer(ui.max_rect());
    let keys = navigation_keys(ui, &app.view(), hovered);
    app.run_all(keys);
    ui.horizontal_wrapped(|ui| {
        let steps = navigation_buttons_ui(ui, &app.view());
        app.run_all(steps);
        if ui
            .button(texts.t("board-flip"))
            .on_hover_text(texts.t("board-flip-hint"))
            .clicked()
        {
            app.board.flipped = !app.board.flipped;
        }
        if ui
            .button(texts.t("board-copy-fen"))
            .on_hover_text(texts.t("board-copy-fen-hint"))
            .clicked()
        {
            let fen = Fen::from_position(&shown.pos, EnPassantMode::Legal).to_string();
            ui.ctx().copy_text(fen);
            app.doc.last_event = Some(texts.t("board-copied-fen"));
        }
        let mut analysis = app.board.analysis.is_some();
        if ui
            .toggle_value(&mut analysis, texts.t("board-analysis"))
            .on_hover_text(texts.t("board-analysis-hint"))
            .changed()
        {
            app.board.analysis = analysis.then(|| AnalysisDraft {
                from_ply: shown.ply,
                moves: Vec::new(),
            });
            app.board.picked = None;
            app.board.message = None;
        }
    });
    ui.label(status_text(&texts, &shown));
    let reserve = if shown.analysis {
        110.0
    } else if shown.pending.is_some() {
        150.0
    } else {
        80.0
    };
    let avail = ui.available_size() - Vec2::new(0.0, reserve);
    let bar = super::analysis_ui::eval_bar_width(app, &shown.pos);
    let side = (avail.x - bar.map_or(0.0, |w| w + 4.0))
        .min(avail.y)
        .max(160.0);
    let (input, board_rect) = match bar {
        // The evaluation bar beside the board while the engine has
        // analysed the position shown.
        Some(_) => {
            ui.horizontal_top(|ui| {
                super::analysis_ui::eval_bar_ui(ui, app, &shown.pos, side);
                chessboard_ui(ui, app, &shown, side)
            })
            .inner
        }
        None => chessboard_ui(ui, app, &shown, side),
    };
    if let Some(input) = input
        && app.board.promotion.is_none()
    {
        board_input(app, &shown, input);
    }
    if let Some((from, to)) = app.board.promotion {
        let rect = square_rect(board_rect, to, app.board.flipped);
        // Asked by keys: the queen takes the keyboard the first frame.
        let first = app.board.promotion_keys && !app.board.promotion_focused;
        app.board.promotion_focused = app.board.promotion_keys;
        match promotion_popup_ui(ui.ctx(), &texts, rect, shown.pos.turn(), first) {
            Some(PromotionChoice::Piece(role)) => {
                let m = shown.pos.legal_moves().into_iter().find(|m| {
                    m.from() == Some(from) && m.to() == to && m.promotion() == Some(role)
                });
                match m {
                    Some(m) => {
                        let from = app.board.promotion_keys.then_some(FocusTarget::Board);
                        enter_move(app, &shown, m, from);
                    }
                    None => app.board.promotion = None,
                }
            }
            Some(PromotionChoice::Cancel) => {
                app.board.promotion = None;
                app.board.picked = None;
                if app.board.promotion_keys {
                    app.keys.send_to(FocusTarget::Board);
                }
            }
            None => {}
        }
        if app.board.promotion.is_none() {
            app.board.promotion_keys = false;
            app.board.promotion_focused = false;
        }
    }
    ui.add_space(16.0);
    move_entry_ui(ui, app, &shown, game_id);
    move_dates_ui(ui, app);
    if shown.analysis {
        analysis_bar_ui(ui, app, &shown, game_id);
    }
}

/// The "Move:" field: any accepted notation, refused with the reason.
///
/// It also answers questions about the position in words (the text mode of
/// [`ccdesk_domain::game::position_words`]): the answer is shown under the
/// field and read out by a screen reader, and focus stays in the field.
fn move_entry_ui(
    ui: &mut egui::Ui,
    app: &mut CcdeskApp,
    shown: &Shown,
    game_id: ccdesk_domain::ids::GameId,
) {
    let mut submit = false;
    let mut field = None;
    let texts = app.texts();
    // The hint shows the game's agreed letters (E2.2): `Sf3` in German.
    let hint = format!(
        "{}, e2-e4, g1f3, 7163",
        app.doc
            .project
            .game(game_id)
            .map_or(PieceLetters::English, |g| g.letters)
            .from_english("Nf3")
    );
    ui.horizontal(|ui| {
        let label = ui.label(texts.t("board-move-field"));
        let edit = ui
            .add(
                egui::TextEdit::singleline(&mut app.board.move_text)
                    .hint_text(hint)
                    .desired_width(180.0),
            )
            .labelled_by(label.id)
            .on_hover_text(texts.t("board-move-field-hint"));
        field = Some(edit.id);
        if app.keys.take(FocusTarget::MoveField) {
            edit.request_focus();
        }
        if edit.gained_focus() {
            app.board.keys_active = false;
        }
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        submit = ui.button(texts.t("board-play")).clicked() || enter;
    });
    let typed = app.board.move_text.trim().to_owned();
    if submit && let Some(query) = PositionQuery::parse(&typed) {
        app.board.answer = Some(position_answer(app, shown, game_id, query));
        app.board.spoken += 1;
        app.board.message = None;
        app.board.move_text.clear();
        if let Some(id) = field {
            ui.memory_mut(|m| m.request_focus(id));
        }
    } else if submit && !typed.is_empty() {
        app.board.answer = None;
        if let Some(why) = shown.refusal(&texts) {
            refuse(app, why);
        } else {
            // The game's piece letters first, then any language's (E2.2,
            // E4.4): what was assumed to read the move is said under the field.
            let letters = app
                .doc
                .project
                .game(game_id)
                .map_or(PieceLetters::English, |g| g.letters);
            match read_typed_move_in(&shown.pos, app.board.move_text.trim(), letters) {
                Ok(typed) => {
                    enter_move(app, shown, typed.mv, Some(FocusTarget::MoveField));
                    if let Some(assumed) = typed.assumed {
                        app.board.answer = Some(assumed);
                        app.board.spoken += 1;
                    }
                }
                Err(e) => refuse(app, e.to_string()),
            }
        }
        // Refused: the keyboard stays in the field to try again.
        if app.board.message.is_some()
            && let Some(id) = field
        {
            ui.memory_mut(|m| m.request_focus(id));
        }
    }
    // Live regions: a screen reader says each answer and refusal once.
    if let Some(answer) = &app.board.answer {
        let said = Announcement {
            text: answer.clone(),
            urgency: Urgency::Polite,
            serial: app.board.spoken,
        };
        live_label(ui, &said, None);
    }
    if let Some(message) = &app.board.message {
        let said = Announcement {
            text: message.clone(),
            urgency: Urgency::Assertive,
            serial: app.board.spoken,
        };
        live_label(ui, &said, Some(ERROR));
    }
}

/// The answer to `query` about the position shown: the asker is the desk's
/// owner (else the side to move), the clocks come from the one ledger.
fn position_answer(
    app: &CcdeskApp,
    shown: &Shown,
    game_id: ccdesk_domain::ids::GameId,
    query: PositionQuery,
) -> String {
    let project = &app.doc.project;
    let game = project.game(game_id);
    let mine = game
        .and_then(|g| project.owner_side(g))
        .unwrap_or(shown.pos.turn());
    let last = game.and_then(|g| {
        let ply = shown.ply.checked_sub(1)?;
        let record = g.moves.get(ply)?;
        let colour = ccdesk_domain::ledger::colour_of_ply(ply);
        Some(LastMove {
            number: ply / 2 + 1,
            colour,
            san: record.san.to_string(),
        })
    });
    let today = app.today.today();
    let clocks = game.and_then(|g| ccdesk_domain::ledger::game_clocks(project, g, today));
    position_words::answer(query, &shown.pos, mine, last.as_ref(), clocks.as_ref())
}

/// Take back, keep and leave an analysis line.
fn analysis_bar_ui(
    ui: &mut egui::Ui,
    app: &mut CcdeskApp,
    shown: &Shown,
    game_id: ccdesk_domain::ids::GameId,
) {
    let Some(draft) = app.board.analysis.clone() else {
        return;
    };
    let texts = app.texts();
    ui.horizontal_wrapped(|ui| {
        ui.label(texts.ta(
            "board-analysis-moves",
            &[("moves", draft.moves.len().into())],
        ));
        if ui
            .add_enabled(
                !draft.moves.is_empty(),
                egui::Button::new(texts.t("board-take-back")),
            )
            .clicked()
            && let Some(d) = &mut app.board.analysis
        {
            d.moves.pop();
        }
        if ui
            .add_enabled(
                !draft.moves.is_empty(),
                egui::Button::new(texts.t("board-keep-line")),
            )
            .on_hover_text(texts.t("board-keep-line-hint"))
            .clicked()
            && let Some(game) = app.doc.project.game(game_id)
            && let Ok(replay) = game.replay()
            && let Some(start) = replay.positions.get(draft.from_ply)
        {
            let mut lines = game.analysis.clone();
            lines.push(AnalysisLine::new(draft.from_ply, start, &draft.moves));
            app.execute(Command::Game(GameCommand::SetAnalysis {
                game: game_id,
                lines,
            }));
            app.board.analysis = None;
            app.selection.ply = (shown.ply < shown.game_len).then_some(shown.ply);
        }
        if ui.button(texts.t("board-leave-analysis")).clicked() {
            app.board.analysis = None;
            app.board.picked = None;
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn castling_by_king_two_squares_or_onto_the_rook() {
        let pos: Chess = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
            .parse::<Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        for to in [Square::G1, Square::H1] {
            match attempt(&pos, Square::E1, to) {
                Attempt::Play(Move::Castle { rook, .. }) => assert_eq!(rook, Square::H1),
                other => panic!("{other:?}"),
            }
        }
        match attempt(&pos, Square::E1, Square::C1) {
            Attempt::Play(Move::Castle { rook, .. }) => assert_eq!(rook, Square::A1),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_pawn_on_the_last_rank_asks_for_its_piece() {
        let pos: Chess = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
            .parse::<Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        assert_eq!(attempt(&pos, Square::E7, Square::E8), Attempt::AskPromotion);
        assert!(matches!(
            attempt(&pos, Square::E7, Square::E6),
            Attempt::Illegal
        ));
    }

    #[test]
    fn squares_are_found_under_the_pointer_both_ways_round() {
        let board = Rect::from_min_size(Pos2::ZERO, Vec2::splat(80.0));
        assert_eq!(
            square_at(board, Pos2::new(5.0, 75.0), false),
            Some(Square::A1)
        );
        assert_eq!(
            square_at(board, Pos2::new(5.0, 75.0), true),
            Some(Square::H8)
        );
        assert_eq!(square_at(board, Pos2::new(90.0, 5.0), false), None);
    }
}
