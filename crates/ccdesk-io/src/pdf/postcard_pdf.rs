//! The postcard of a postal move (P01, P03, P04, P07): the address side
//! (the recipient's name and address, the sender's, room for the stamp and
//! the postmark) and the message side (event and game, the opponent's
//! latest move repeated, my move, conditional moves, the four dates and
//! times of P04, a signature line, and on request a diagram of the
//! position after my move).
//!
//! Printed on a postcard (148 x 105 mm), on A6 (105 x 148 mm) or four
//! cards to an A4 sheet with cut marks: the first sheet holds the address
//! sides, the second the message sides, placed so that a sheet printed on
//! both sides (turned on its long edge) backs each card with its own.

use printpdf::{Color, Greyscale, Op, PaintMode, Pt, Rect, XObject};
use shakmaty::{Chess, Position};

use super::PdfError;
use super::diagram::{DiagramForms, diagram_extent, diagram_ops};
use super::font::TextFont;
use super::page::{PageBuilder, Paper};
use ccdesk_domain::message::wording::Wording;
use ccdesk_domain::message::{MoveMessage, rule_set_of, score_text};
use ccdesk_domain::project::Project;

/// Points per millimetre.
const MM: f32 = 72.0 / 25.4;

/// What a card is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum CardPaper {
    /// A postcard, 148 x 105 mm, on its side.
    #[default]
    Postcard,
    /// ISO A6 upright, 105 x 148 mm.
    A6,
    /// ISO A4 with four A6 cards to a sheet and cut marks.
    A4,
}

impl std::str::FromStr for CardPaper {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "postcard" => Ok(CardPaper::Postcard),
            "a6" => Ok(CardPaper::A6),
            "a4" => Ok(CardPaper::A4),
            _ => Err(format!("unknown card paper `{s}` (postcard, a6 or a4)")),
        }
    }
}

impl CardPaper {
    /// Width and height of one card in points.
    #[must_use]
    pub fn card_size(self) -> (f32, f32) {
        match self {
            CardPaper::Postcard => (148.0 * MM, 105.0 * MM),
            CardPaper::A6 => (105.0 * MM, 148.0 * MM),
            CardPaper::A4 => {
                let (w, h) = Paper::A4.size();
                (w / 2.0, h / 2.0)
            }
        }
    }

    /// Width and height of one printed page in points.
    #[must_use]
    pub fn page_size(self) -> (f32, f32) {
        match self {
            CardPaper::A4 => Paper::A4.size(),
            other => other.card_size(),
        }
    }
}

/// A card's place on its page: lower left corner and size, in points.
#[derive(Debug, Clone, Copy)]
struct Slot {
    x: f32,
    y: f32,
    w: f32,
    h: f32,
}

/// Inner padding of a card.
const PAD: f32 = 14.0;

/// One card to print: the move's message, the average transmission time
/// of its rules (cited for an assumed date, P05) and the position after
/// the move when a diagram is asked for.
#[derive(Debug, Clone)]
pub struct Card {
    /// The move's message (P03, P04).
    pub message: MoveMessage,
    /// Days of the rules' average transmission time.
    pub transit_days: u32,
    /// The position after my move, for the diagram.
    pub position: Option<Chess>,
}

impl Card {
    /// The card of `message`, a move of `project`'s game; the move may be
    /// played already or still to play (the window's reply before Mark
    /// sent). With `diagram`, the position after it is drawn.
    ///
    /// # Errors
    ///
    /// [`PdfError::UnknownGame`], or [`PdfError::DamagedGame`] when the
    /// game or the move does not replay.
    pub fn of(project: &Project, message: MoveMessage, diagram: bool) -> Result<Card, PdfError> {
        let id = message.game;
        let game = project.game(id).ok_or(PdfError::UnknownGame(id))?;
        let damaged = |reason: String| PdfError::DamagedGame { game: id, reason };
        let position =
            if diagram {
                let replay = game.replay().map_err(|e| damaged(e.to_string()))?;
                let after = message.score.len();
                match replay.positions.get(after) {
                    Some(p) => Some(p.clone()),
                    None => {
                        // The reply is not in the game yet: play it.
                        let pos = replay.current().clone();
                        let san: shakmaty::san::San =
                            message.reply.san.parse().map_err(|_| {
                                damaged(format!("{} is not a move", message.reply.san))
                            })?;
                        let m = san.to_move(&pos).map_err(|_| {
                            damaged(format!("{} is not legal here", message.reply.san))
                        })?;
                        Some(pos.play(m).map_err(|_| {
                            damaged(format!("{} is not legal here", message.reply.san))
                        })?)
                    }
                }
            } else {
                None
            };
        Ok(Card {
            transit_days: rule_set_of(project, game).transit_days,
            message,
            position,
        })
    }
}

/// Writes `cards` as PDF bytes on `paper`: each card's address side, then
/// its message side (on A4, four address sides to a sheet, then their four
/// message sides).
///
/// # Errors
///
/// [`PdfError::NoGames`] without a card, [`PdfError::Font`] for a broken
/// build.
pub fn write_postcards(cards: &[Card], paper: CardPaper) -> Result<Vec<u8>, PdfError> {
    if cards.is_empty() {
        return Err(PdfError::NoGames);
    }
    let font = TextFont::get()?;
    let (cw, ch) = paper.card_size();
    let (pw, ph) = paper.page_size();
    let new_page = || {
        let mut p = PageBuilder::new(font, Paper::A4);
        p.size = (pw, ph);
        p
    };
    let mut pages = Vec::new();
    match paper {
        CardPaper::A4 => {
            // Slots top left, top right, bottom left, bottom right.
            let slots = [
                Slot {
                    x: 0.0,
                    y: ch,
                    w: cw,
                    h: ch,
                },
                Slot {
                    x: cw,
                    y: ch,
                    w: cw,
                    h: ch,
                },
                Slot {
                    x: 0.0,
                    y: 0.0,
                    w: cw,
                    h: ch,
                },
                Slot {
                    x: cw,
                    y: 0.0,
                    w: cw,
                    h: ch,
                },
            ];
            for group in cards.chunks(4) {
                let mut front = new_page();
                let mut back = new_page();
                for (i, card) in group.iter().enumerate() {
                    address_side(&mut front, slots[i], &card.message);
                    // Turned on its long edge, left and right swap.
                    message_side(&mut back, slots[i ^ 1], card);
                }
                cut_marks(&mut front, pw, ph);
                cut_marks(&mut back, pw, ph);
                pages.push(front);
                pages.push(back);
            }
        }
        _ => {
            let slot = Slot {
                x: 0.0,
                y: 0.0,
                w: cw,
                h: ch,
            };
            for card in cards {
                let mut front = new_page();
                address_side(&mut front, slot, &card.message);
                let mut back = new_page();
                message_side(&mut back, slot, card);
                pages.push(front);
                pages.push(back);
            }
        }
    }
    let diagrams = cards.iter().any(|c| c.position.is_some());
    finish(font, pages, diagrams, cards)
}

fn grey(percent: f32) -> Color {
    Color::Greyscale(Greyscale {
        percent,
        icc_profile: None,
    })
}

fn r2(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

/// A filled rectangle (a rule when thin).
fn bar(page: &mut PageBuilder, x: f32, y: f32, w: f32, h: f32) {
    page.ops.extend([
        Op::SetFillColor { col: grey(0.0) },
        Op::DrawRectangle {
            rectangle: Rect {
                x: Pt(r2(x)),
                y: Pt(r2(y)),
                width: Pt(r2(w)),
                height: Pt(r2(h)),
                mode: Some(PaintMode::Fill),
                winding_order: None,
            },
        },
    ]);
}

/// An outlined box.
fn frame(page: &mut PageBuilder, x: f32, y: f32, w: f32, h: f32) {
    page.ops.extend([
        Op::SaveGraphicsState,
        Op::SetOutlineColor { col: grey(0.0) },
        Op::SetOutlineThickness { pt: Pt(0.6) },
        Op::DrawRectangle {
            rectangle: Rect {
                x: Pt(r2(x)),
                y: Pt(r2(y)),
                width: Pt(r2(w)),
                height: Pt(r2(h)),
                mode: Some(PaintMode::Stroke),
                winding_order: None,
            },
        },
        Op::RestoreGraphicsState,
    ]);
}

/// Lines of text written down from `y` at `x`, wrapped to `width`;
/// returns the baseline below the last.
fn lines_at(page: &mut PageBuilder, x: f32, mut y: f32, size: f32, width: f32, text: &str) -> f32 {
    for line in page.wrap(text, size, width) {
        page.text_at(x, y, size, &line);
        y -= size * 1.3;
    }
    y
}

/// The address side: sender top left, stamp and postmark top right, the
/// recipient's name and address below, the game in small print.
fn address_side(page: &mut PageBuilder, s: Slot, m: &MoveMessage) {
    let top = s.y + s.h - PAD;
    let left = s.x + PAD;
    let inner = s.w - 2.0 * PAD;
    // Stamp box and room for the postmark beside it.
    let stamp = (50.0, 60.0);
    let stamp_x = s.x + s.w - PAD - stamp.0;
    let stamp_y = top - stamp.1;
    frame(page, stamp_x, stamp_y, stamp.0, stamp.1);
    let w = Wording::of(m.language);
    page.text_at(
        stamp_x + 11.0,
        stamp_y + stamp.1 / 2.0 - 3.0,
        8.0,
        w.card_stamp,
    );
    let post_w = 70.0;
    frame(page, stamp_x - post_w - 6.0, stamp_y, post_w, stamp.1);
    page.text_at(stamp_x - post_w, stamp_y + 4.0, 6.0, w.card_postmark_box);

    let from_w = (stamp_x - post_w - 12.0 - left).max(60.0);
    let mut y = top - 6.0;
    page.text_at(left, y, 6.5, w.from);
    y -= 9.0;
    y = lines_at(page, left, y, 7.5, from_w, &m.sender.name);
    for l in m.sender.postal_lines() {
        y = lines_at(page, left, y, 7.5, from_w, &l);
    }
    let y = y.min(stamp_y - 8.0) - 4.0;
    page.text_at(left, y, 7.0, w.card_first_class);

    // The recipient, the main text of the side.
    let landscape = s.w > s.h;
    let (to_x, to_w) = if landscape {
        (s.x + s.w * 0.4, s.w * 0.6 - PAD)
    } else {
        (left, inner)
    };
    let mut y = if landscape {
        s.y + s.h * 0.55
    } else {
        s.y + s.h * 0.5
    };
    bar(page, to_x, y + 14.0, to_w, 0.5);
    page.text_at(to_x, y + 4.0, 6.5, w.to);
    y -= 10.0;
    y = lines_at(page, to_x, y, 12.0, to_w, &m.recipient.name);
    // rule: P01 — the recipient's address, read as the message and the labels read it.
    let address = m.recipient.postal_lines();
    if address.is_empty() {
        lines_at(page, to_x, y, 9.0, to_w, w.card_no_address());
    } else {
        for l in address {
            y = lines_at(page, to_x, y, 11.0, to_w, &l);
        }
    }
    page.text_at(
        left,
        s.y + PAD - 4.0,
        6.0,
        &format!(
            "{} · {}",
            w.game_line(&m.game.to_string()),
            m.event_line().in_language(m.language)
        ),
    );
}

/// The message side: the game, the moves, the dates and times, signature.
fn message_side(page: &mut PageBuilder, s: Slot, card: &Card) {
    let m = &card.message;
    let transit_days = card.transit_days;
    let position = card.position.as_ref();
    let left = s.x + PAD;
    let landscape = s.w > s.h;
    let square = if landscape { 10.0 } else { 11.0 };
    let extent = diagram_extent(square);
    // In landscape the diagram stands at the right; upright, at the foot.
    let text_w = if landscape && position.is_some() {
        s.w - 2.0 * PAD - extent - 8.0
    } else {
        s.w - 2.0 * PAD
    };
    let mut y = s.y + s.h - PAD - 8.0;
    let event = m.event_line().in_language(m.language);
    y = lines_at(page, left, y, 8.5, text_w, &event);
    let w = Wording::of(m.language);
    let mine = if m.side.is_white() { w.white } else { w.black };
    y = lines_at(
        page,
        left,
        y,
        7.5,
        text_w,
        &format!(
            "{} · {} {} – {} {} · {}",
            w.card_game.replace("{game}", &m.game.to_string()),
            w.white,
            m.white,
            w.black,
            m.black,
            w.card_i_play.replace("{side}", mine)
        ),
    );
    bar(page, left, y + 4.0, text_w, 0.5);
    y -= 6.0;
    if let Some(r) = &m.repeated {
        // rule: P03 — the opponent's latest move is repeated.
        y = lines_at(
            page,
            left,
            y,
            9.0,
            text_w,
            &format!("{} {}", w.your_move, r.display()),
        );
    }
    if !m.continuation.is_empty() {
        y = lines_at(
            page,
            left,
            y,
            8.0,
            text_w,
            &w.card_continuation(&score_text(&m.continuation, false)),
        );
    }
    y -= 3.0;
    y = lines_at(
        page,
        left,
        y - 3.0,
        14.0,
        text_w,
        &format!("{} {}", w.my_move, m.reply.display()),
    );
    if m.offers_draw {
        y = lines_at(page, left, y, 8.5, text_w, w.offer_draw);
    }
    for line in &m.proposal {
        // rule: P07 — conditional moves bind me unless you reject them.
        y = lines_at(
            page,
            left,
            y,
            8.5,
            text_w,
            &w.card_if(&score_text(line, false)),
        );
    }
    y -= 2.0;
    let d = |x: Option<chrono::NaiveDate>| x.map_or_else(|| "–".to_owned(), |x| w.date(x));
    let received = if m.received_assumed {
        w.card_assumed(&d(m.received), transit_days)
    } else {
        d(m.received)
    };
    let time = match m.days {
        Some(days) => w.card_time(days, m.totals),
        None => w.not_known.to_owned(),
    };
    let entries = [
        (w.card_postmark, d(m.opponent_sent)),
        (w.card_received, received),
        (w.card_posted, w.card_posted(m.sent)),
        (w.card_time_used, time),
    ];
    // As wide as the longest label of the card's language, 58 points at
    // least (English unchanged).
    let label_w = entries
        .iter()
        .map(|(label, _)| page.font.width(label, 7.5) + 6.0)
        .fold(58.0_f32, f32::max);
    for (label, value) in entries {
        page.text_at(left, y, 7.5, label);
        y = lines_at(page, left + label_w, y, 7.5, text_w - label_w, &value);
    }
    for note in &m.notes {
        y = lines_at(page, left, y, 7.0, text_w, &note.to_string());
    }
    if let Some(pos) = position {
        let (dx, dy) = if landscape {
            (
                s.x + s.w - PAD - extent - 0.6 * square,
                s.y + s.h - PAD - extent - 4.0,
            )
        } else {
            (
                s.x + (s.w - extent) / 2.0,
                (y - extent - 4.0).max(s.y + PAD + 22.0),
            )
        };
        page.ops.extend(diagram_ops(pos, dx, dy, square));
        page.text_at(dx, dy - 7.0, 6.0, &w.card_after(&m.reply.display()));
    }
    let sign_y = s.y + PAD + 4.0;
    page.text_at(left, sign_y, 8.0, w.card_signed);
    let sign_w = (page.font.width(w.card_signed, 8.0) + 4.0).max(32.0);
    bar(
        page,
        left + sign_w,
        sign_y - 1.0,
        (s.w - 2.0 * PAD) * 0.5,
        0.5,
    );
    page.text_at(
        left + sign_w + 8.0 + (s.w - 2.0 * PAD) * 0.5,
        sign_y,
        7.0,
        &m.sender.name,
    );
}

/// Cut marks on an A4 sheet of four: short strokes at each end of the
/// middle lines and a cross at the centre, outside the cards' text.
fn cut_marks(page: &mut PageBuilder, w: f32, h: f32) {
    let (mx, my) = (w / 2.0, h / 2.0);
    let len = 10.0;
    let t = 0.4;
    bar(page, mx - t / 2.0, h - len, t, len);
    bar(page, mx - t / 2.0, 0.0, t, len);
    bar(page, 0.0, my - t / 2.0, len, t);
    bar(page, w - len, my - t / 2.0, len, t);
    bar(page, mx - len / 2.0, my - t / 2.0, len, t);
    bar(page, mx - t / 2.0, my - len / 2.0, t, len);
}

/// The document: the font subset of the glyphs used, the diagram forms
/// when a diagram is drawn, and each page.
fn finish(
    font: &'static TextFont,
    pages: Vec<PageBuilder>,
    diagrams: bool,
    cards: &[Card],
) -> Result<Vec<u8>, PdfError> {
    // In the language of the first card.
    let w = Wording::of(
        cards
            .first()
            .map(|c| c.message.language)
            .unwrap_or_default(),
    );
    let title = match cards {
        [one] => w.postcard_title(
            Some((&one.message.game.to_string(), &one.message.reply.display())),
            1,
        ),
        _ => w.postcard_title(None, u32::try_from(cards.len()).unwrap_or(u32::MAX)),
    };
    let mut doc = super::document::document(&title, font, pages)?;
    if diagrams {
        for (id, xobject) in DiagramForms::get()?.xobjects() {
            doc.resources
                .xobjects
                .map
                .insert(id, XObject::External(xobject));
        }
    }
    Ok(super::save::save(&doc))
}
