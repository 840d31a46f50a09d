//! A game's scoresheet with its clock ledger, printed (E5.1, P10): each
//! player keeps the continual record of the moves and the times and sends
//! it to the TD or Organiser on request.
//!
//! One page per game (more when the score does not fit): the event,
//! players and teams, then a table with a line per move number, White's
//! and Black's move in the game's notation, each with the date the
//! opponent's move was received, the date it was sent, the days it cost
//! and the side's running total; under it each side's totals against the
//! time control, leave and status. Dates the ledger assumed (E2.9) or
//! that were corrected (E2.10) are marked. The text is set in the same
//! embedded, subset font as the adjudication packets.

use chrono::NaiveDate;
use printpdf::{Color as PdfColor, Greyscale, Op, PaintMode, PdfSaveOptions, Pt, Rect};
use shakmaty::{Color, Position};

use super::PdfError;
use super::font::TextFont;
use super::game_sheet::GameSheet;
use super::page::{MARGIN, PageBuilder, Paper};
use ccdesk_domain::game::Game;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::ledger::{Ledger, LedgerRow, game_ledger};
use ccdesk_domain::message::wording::{SideTotals, Wording};
use ccdesk_domain::notation::format_line_with;
use ccdesk_domain::project::Project;

/// Table text size and line height.
const TABLE_SIZE: f32 = 6.6;
const ROW_HEIGHT: f32 = 11.0;

/// The least widths of one side's columns: move, received, sent, days,
/// excluded days, leave days, penalty days, total (English fits them).
const SIDE_WIDTHS: [f32; 8] = [36.0, 49.0, 49.0, 16.0, 17.0, 19.0, 15.0, 21.0];
/// The gap after each column.
const GAP: f32 = 2.0;
/// Width of the move number column.
const NUMBER_WIDTH: f32 = 20.0;

/// Where one side's columns stand: each column's left edge from the
/// side's start and its width, as wide as its title in the sheet's
/// language and never narrower than [`SIDE_WIDTHS`].
#[derive(Debug, Clone, Copy)]
struct Columns {
    columns: [(f32, f32); 8],
    /// Width of one side's columns.
    side: f32,
}

impl Columns {
    fn of(page: &PageBuilder, w: &Wording) -> Columns {
        let mut columns = [(0.0, 0.0); 8];
        let mut left = 0.0;
        for (i, (least, title)) in SIDE_WIDTHS.iter().zip(w.sheet_columns).enumerate() {
            let width = least.max(page.font.width(title, TABLE_SIZE));
            columns[i] = (left, width);
            left += width + GAP;
        }
        Columns {
            columns,
            side: left + GAP,
        }
    }

    fn table_width(&self) -> f32 {
        NUMBER_WIDTH + 2.0 * self.side
    }
}

/// One side's half of a line of the scoresheet.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct SideCell {
    /// The move as written in the game's notation.
    written: String,
    /// Received date, with a mark when assumed or corrected.
    received: String,
    /// Sent date, with a mark when corrected.
    sent: String,
    /// Days this move cost, or empty.
    days: String,
    /// Days left out: Sundays and days without collection (P08).
    excluded: String,
    /// Leave days inside the interval (E8.1, P11).
    leave: String,
    /// Penalty days (E6.6, P09).
    penalty: String,
    /// The side's running total, or empty.
    total: String,
}

/// One line of the scoresheet: a move number and both sides' moves.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct ScoreLine {
    number: u32,
    white: Option<SideCell>,
    black: Option<SideCell>,
}

fn cell_from_row(written: String, row: &LedgerRow, w: &Wording) -> SideCell {
    let mut received = w.short_date(row.received);
    if row.received_assumed {
        received.push('*');
    }
    let mut sent = w.short_date(row.sent);
    if row.corrected {
        sent.push('†');
    }
    // The same figures as the ledger pane (one function).
    let f = row.figures();
    let shown = |n: u32| if n == 0 { String::new() } else { n.to_string() };
    let days = if row.conditional {
        w.sheet_conditional.to_owned()
    } else {
        f.days.to_string()
    };
    SideCell {
        written,
        received,
        sent,
        days,
        excluded: shown(f.excluded),
        leave: shown(f.leave),
        penalty: shown(f.penalty),
        total: row.total.to_string(),
    }
}

/// The lines of `game`'s scoresheet, the dates and days from `ledger`
/// where it has them, else the dates as recorded.
fn score_lines(
    game: &Game,
    ledger: Option<&Ledger>,
    w: &Wording,
) -> Result<Vec<ScoreLine>, PdfError> {
    let date_text = |d: NaiveDate| w.short_date(d);
    let replay = game.replay().map_err(|e| PdfError::DamagedGame {
        game: game.id,
        reason: e.to_string(),
    })?;
    let start = replay.positions.first().cloned().unwrap_or_default();
    // With the piece letters agreed for the game (E2.2).
    let written = format_line_with(&start, &replay.moves, game.notation, game.letters);
    let mut lines: Vec<ScoreLine> = Vec::new();
    let mut number = start.fullmoves().get();
    let mut colour = start.turn();
    for (ply, text) in written.into_iter().enumerate() {
        let cell = match ledger.and_then(|l| l.rows.get(ply)) {
            Some(row) => cell_from_row(text, row, w),
            None => {
                let record = game.moves.get(ply);
                SideCell {
                    written: text,
                    received: record
                        .and_then(|m| m.received)
                        .map(date_text)
                        .unwrap_or_default(),
                    sent: record
                        .and_then(|m| m.sent)
                        .map_or_else(|| w.sheet_not_sent.to_owned(), date_text),
                    ..SideCell::default()
                }
            }
        };
        if lines.last().is_none_or(|l| l.number != number) {
            lines.push(ScoreLine {
                number,
                ..ScoreLine::default()
            });
        }
        if let Some(line) = lines.last_mut() {
            match colour {
                Color::White => line.white = Some(cell),
                Color::Black => line.black = Some(cell),
            }
        }
        if colour == Color::Black {
            number += 1;
        }
        colour = !colour;
    }
    Ok(lines)
}

/// Text right-aligned in a column.
fn text_right(page: &mut PageBuilder, right: f32, y: f32, size: f32, text: &str) {
    let w = page.font.width(text, size);
    page.text_at(right - w, y, size, text);
}

/// A thin grey line across the table.
fn table_rule(page: &mut PageBuilder, y: f32, width: f32, grey: f32) {
    page.ops.extend([
        Op::SetFillColor {
            col: PdfColor::Greyscale(Greyscale {
                percent: grey,
                icc_profile: None,
            }),
        },
        Op::DrawRectangle {
            rectangle: Rect {
                x: Pt(MARGIN),
                y: Pt((y * 100.0).round() / 100.0),
                width: Pt(width),
                height: Pt(0.5),
                mode: Some(PaintMode::Fill),
                winding_order: None,
            },
        },
        Op::SetFillColor {
            col: PdfColor::Greyscale(Greyscale {
                percent: 0.0,
                icc_profile: None,
            }),
        },
    ]);
}

/// The two header lines of the table.
fn table_header(page: &mut PageBuilder, w: &Wording, c: &Columns) {
    page.skip(4.0);
    let y = page.y - 9.0;
    for (i, side) in [w.white, w.black].into_iter().enumerate() {
        let x = MARGIN + NUMBER_WIDTH + i as f32 * c.side;
        page.text_at(x, y, 8.5, side);
    }
    let y2 = y - 10.0;
    page.text_at(MARGIN, y2, TABLE_SIZE, w.sheet_number);
    for i in 0..2 {
        let x = MARGIN + NUMBER_WIDTH + i as f32 * c.side;
        for (n, ((left, width), name)) in c.columns.iter().zip(w.sheet_columns).enumerate() {
            if n >= 3 {
                text_right(page, x + left + width, y2, TABLE_SIZE, name);
            } else {
                page.text_at(x + left, y2, TABLE_SIZE, name);
            }
        }
    }
    page.y = y2 - 3.0;
    table_rule(page, page.y, c.table_width(), 0.0);
}

fn side_cells(page: &mut PageBuilder, x: f32, y: f32, cell: &SideCell, c: &Columns) {
    let [mv, received, sent, days, excluded, leave, penalty, total] = c.columns;
    page.text_at(x + mv.0, y, TABLE_SIZE, &cell.written);
    page.text_at(x + received.0, y, TABLE_SIZE, &cell.received);
    page.text_at(x + sent.0, y, TABLE_SIZE, &cell.sent);
    for (column, text) in [
        (days, &cell.days),
        (excluded, &cell.excluded),
        (leave, &cell.leave),
        (penalty, &cell.penalty),
        (total, &cell.total),
    ] {
        text_right(page, x + column.0 + column.1, y, TABLE_SIZE, text);
    }
}

fn score_line(page: &mut PageBuilder, line: &ScoreLine, shade: bool, c: &Columns) {
    page.y -= ROW_HEIGHT;
    let y = page.y + 3.0;
    text_right(
        page,
        MARGIN + NUMBER_WIDTH - 6.0,
        y,
        TABLE_SIZE,
        &format!("{}.", line.number),
    );
    for (i, cell) in [&line.white, &line.black].into_iter().enumerate() {
        let x = MARGIN + NUMBER_WIDTH + i as f32 * c.side;
        match cell {
            Some(cell) => side_cells(page, x, y, cell, c),
            None => page.text_at(x, y, TABLE_SIZE, "…"),
        }
    }
    if shade {
        table_rule(page, page.y, c.table_width(), 0.75);
    }
}

/// Each side's totals under the table, in words.
fn summary_lines(project: &Project, game: &Game, ledger: &Ledger, w: &Wording) -> Vec<String> {
    let mut out = Vec::new();
    for colour in [Color::White, Color::Black] {
        let s = ledger.summary(colour);
        let player = match colour {
            Color::White => project.player_name(game.white),
            Color::Black => project.player_name(game.black),
        };
        out.push(w.sheet_summary(&SideTotals {
            side: colour,
            player,
            moves: s.moves,
            used: s.total,
            allowed: s.allowance,
            control: s.control_move,
            left: s.days_left,
            leave: u32::try_from(ledger.leave(colour).days.len()).unwrap_or(u32::MAX),
            status: s.status,
        }));
        if let Some(ccdesk_domain::ledger::ControlWarning::CannotMeetControl {
            control_move,
            allowance,
            total,
        }) = &s.warning
        {
            out.push(format!(
                "    {}",
                w.sheet_cannot_meet(colour, *control_move, *total, *allowance)
            ));
        }
    }
    out
}

/// Lays out the scoresheet of one game; returns its pages.
fn scoresheet_pages(
    project: &Project,
    game: &Game,
    mut next_page: impl FnMut() -> PageBuilder,
) -> Result<Vec<PageBuilder>, PdfError> {
    let sheet = GameSheet::new(project, game, game.notation)?;
    let w = sheet.wording;
    let ledger = game_ledger(project, game.id);
    let lines = score_lines(game, ledger.as_ref().ok(), w)?;

    let mut page = next_page();
    let columns = Columns::of(&page, w);
    page.paragraph(14.0, 16.0, &sheet.event);
    for h in sheet.header.iter().take(3) {
        page.paragraph(10.0, 13.5, h);
    }
    let rules = project.rules_of(game).map_or_else(
        |_| w.sheet_rules(&game.rules.to_string(), None),
        |r| w.sheet_rules(&r.name, Some((r.control.days, r.control.moves))),
    );
    let started = game
        .start
        .map(|d| format!("{} · ", w.sheet_started(d)))
        .unwrap_or_default();
    let result = w.sheet_result(game.result.map(|r| w.result(r)).as_deref());
    let width = page.width();
    let facts = format!(
        "{started}{rules} · {} · {result}",
        w.sheet_notation(game.notation, game.letters)
    );
    page.paragraph(9.0, 12.5, &facts);
    page.paragraph(8.0, 11.0, w.sheet_intro);
    page.rule();

    let title = sheet.header.first().cloned().unwrap_or_default();
    let mut pages = Vec::new();
    table_header(&mut page, w, &columns);
    if lines.is_empty() {
        page.line(9.0, 14.0, w.no_move);
    }
    for (i, line) in lines.iter().enumerate() {
        if page.room() < ROW_HEIGHT {
            pages.push(page);
            page = next_page();
            page.line(10.0, 14.0, &w.sheet_continued(&title));
            table_header(&mut page, w, &columns);
        }
        score_line(&mut page, line, i % 5 == 4, &columns);
    }
    let bottom = page.y - 2.0;
    table_rule(&mut page, bottom, columns.table_width(), 0.0);
    page.skip(6.0);

    let mut notes: Vec<(f32, String)> = Vec::new();
    match &ledger {
        Ok(l) => {
            notes.extend(
                summary_lines(project, game, l, w)
                    .into_iter()
                    .map(|s| (8.5, s)),
            );
            notes.push((7.0, w.sheet_legend.to_owned()));
        }
        Err(e) => notes.push((8.5, w.sheet_no_ledger(&e.to_string()))),
    }
    for (size, text) in notes {
        for l in page.wrap(&text, size, width) {
            if page.room() < size * 1.5 {
                pages.push(page);
                page = next_page();
                page.line(10.0, 14.0, &w.sheet_continued(&title));
            }
            page.line(size, size * 1.45, &l);
        }
    }
    pages.push(page);
    Ok(pages)
}

/// Writes the scoresheets of `games`, with their ledgers, as PDF bytes
/// (E5.1, P10): a page per game, in the order given.
///
/// # Errors
///
/// A game is unknown or cannot be replayed, the list is empty, or the
/// built-in font cannot be read.
pub fn write_scoresheets(
    project: &Project,
    games: &[GameId],
    paper: Paper,
) -> Result<Vec<u8>, PdfError> {
    if games.is_empty() {
        return Err(PdfError::NoGames);
    }
    let font = TextFont::get()?;
    let mut pages: Vec<PageBuilder> = Vec::new();
    // The words of each page: its game's language (issue 35, item 3).
    let mut wordings: Vec<&'static Wording> = Vec::new();
    for &id in games {
        let game = project.game(id).ok_or(PdfError::UnknownGame(id))?;
        pages.extend(scoresheet_pages(project, game, || {
            PageBuilder::new(font, paper)
        })?);
        wordings.resize(pages.len(), Wording::of(game.language));
    }
    let total = pages.len();
    for (i, (p, w)) in pages.iter_mut().zip(&wordings).enumerate() {
        p.text_at(
            MARGIN,
            MARGIN - 20.0,
            7.0,
            &w.page_foot(project.name(), w.sheet_footer, i + 1, total),
        );
    }

    // In the language of the first game.
    let w = wordings
        .first()
        .copied()
        .unwrap_or(Wording::of(Default::default()));
    let doc = super::document::document(&w.document_title(project.name(), None), font, pages)?;
    let save = PdfSaveOptions {
        optimize: true,
        subset_fonts: false,
        secure: true,
        image_optimization: None,
    };
    let mut warnings = Vec::new();
    Ok(doc.save(&save, &mut warnings))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use ccdesk_domain::game::MoveRecord;
    use ccdesk_domain::ids::PlayerId;

    fn d(m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, day).unwrap()
    }

    #[test]
    fn lines_pair_white_and_black_under_one_number() {
        // rule: E2.1
        let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
        g.start = Some(d(3, 1));
        for (san, sent) in [("e4", d(3, 2)), ("e5", d(3, 5)), ("Nf3", d(3, 9))] {
            g.moves.push(MoveRecord::new(san).dated(None, Some(sent)));
        }
        let lines = score_lines(&g, None, Wording::of(g.language)).unwrap();
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].number, 1);
        assert_eq!(lines[0].white.as_ref().unwrap().written, "e4");
        assert_eq!(lines[0].black.as_ref().unwrap().written, "e5");
        assert_eq!(lines[1].white.as_ref().unwrap().sent, "9 Mar 2026");
        assert!(lines[1].black.is_none());
    }
}
