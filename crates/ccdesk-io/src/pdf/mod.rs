//! PDF packets for adjudication (C24, C26): the captain's submission and
//! the adjudicator's packet, as vector diagrams in an embedded, subset font.
//!
//! Each unfinished game gets a position page: event, division, board,
//! players, teams, the final position twice with the black pieces ringed,
//! under each diagram whose turn it is, the pieces of each colour,
//! castling and en passant rights and the FEN, then the full score. The
//! captain's submission adds a claim sheet per game (C24: "separately from
//! the diagram"); the adjudicator's packet never holds a claim, and for a
//! third adjudicator it adds the first two views on a page of their own.
//!
//! The board and the twelve pieces are drawn once per file as form
//! XObjects (from the font's own glyph outlines) and placed on each
//! diagram; only the glyphs the text uses are embedded.

mod assessment_page;
mod claim_page;
mod diagram;
mod document;
mod font;
mod game_sheet;
pub use game_sheet::GameSheet;
mod glyph;
mod page;
mod position_page;
mod save;
mod scoresheet_page;
mod sfnt;
mod subset;
mod views_page;

pub mod crosstable_pdf;
pub mod labels_pdf;
pub mod letter_pdf;
pub mod pairing_list_pdf;
pub mod postcard_pdf;
pub mod standings_pdf;
mod table_pdf;

use std::collections::BTreeSet;

use printpdf::{Op, PdfDocument, PdfFont, PdfPage, Pt, TextItem, XObject};

pub use page::Paper;
pub use scoresheet_page::write_scoresheets;

use ccdesk_domain::ids::GameId;
use ccdesk_domain::message::wording::Wording;
use ccdesk_domain::notation::Notation;
use ccdesk_domain::project::Project;
use diagram::DiagramForms;
use font::TextFont;
use page::{MARGIN, PageBuilder};

/// Who a packet is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Recipient {
    /// The captain's submission to the Organiser (C24): position pages and
    /// a separate claim sheet per game.
    Captain,
    /// An adjudicator (C26): position pages only, no claims; where the
    /// first two adjudicators disagree, their views on a page of their own;
    /// the engine's assessment on a page of its own when the panel asked
    /// for it printed.
    Adjudicator,
}

/// How a packet is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PacketOptions {
    /// A4 or US Letter.
    pub paper: Paper,
    /// The notation of the game scores; `None` = each game's agreed
    /// notation (E2.2, P02).
    pub notation: Option<Notation>,
}

impl Default for PacketOptions {
    fn default() -> Self {
        PacketOptions {
            paper: Paper::A4,
            notation: None,
        }
    }
}

/// Why a packet cannot be written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdfError {
    /// A game asked for is not in the project.
    #[error("there is no game {0}")]
    UnknownGame(GameId),
    /// A game cannot be replayed.
    #[error("game {game} cannot be replayed: {reason}")]
    DamagedGame {
        /// The game.
        game: GameId,
        /// Why.
        reason: String,
    },
    /// The packet would have no game.
    #[error("no game to print")]
    NoGames,
    /// The built-in font cannot be read (a broken build).
    #[error("the built-in font cannot be read")]
    Font,
}

/// Writes the packet of `games` for `recipient` as PDF bytes.
pub fn write_packet(
    project: &Project,
    games: &[GameId],
    recipient: Recipient,
    options: &PacketOptions,
) -> Result<Vec<u8>, PdfError> {
    if games.is_empty() {
        return Err(PdfError::NoGames);
    }
    let font = TextFont::get()?;
    let forms = DiagramForms::get()?;
    let paper = options.paper;
    let new_page = || PageBuilder::new(font, paper);

    let mut pages: Vec<PageBuilder> = Vec::new();
    // The words of each page: its game's language (issue 35, item 3).
    let mut wordings: Vec<&'static Wording> = Vec::new();
    for &id in games {
        let game = project.game(id).ok_or(PdfError::UnknownGame(id))?;
        let sheet = GameSheet::new(project, game, options.notation.unwrap_or(game.notation))?;
        pages.extend(position_page::position_pages(new_page(), &sheet, new_page));
        let case = project.adjudications().iter().find(|c| c.game == id);
        match recipient {
            Recipient::Captain => {
                pages.extend(claim_page::claim_pages(new_page(), &sheet, case, new_page))
            }
            Recipient::Adjudicator => {
                // rule: C26 — the engine's view goes to the adjudicator only
                // when the panel asked for it; never to the captains.
                if let Some(assessment) = case.and_then(|c| c.printed_assessment()) {
                    pages.extend(assessment_page::assessment_pages(
                        new_page(),
                        &sheet,
                        assessment,
                        new_page,
                    ));
                }
                if let Some(case) = case.filter(|c| c.needs_tiebreak()) {
                    pages.extend(views_page::views_pages(new_page(), &sheet, case, new_page));
                }
            }
        }
        wordings.resize(pages.len(), sheet.wording);
    }

    let total = pages.len();
    for (i, (p, w)) in pages.iter_mut().zip(&wordings).enumerate() {
        let footer = match recipient {
            Recipient::Captain => w.packet_captain,
            Recipient::Adjudicator => w.packet_adjudicator,
        };
        p.text_at(
            MARGIN,
            MARGIN - 20.0,
            7.0,
            &w.page_foot(project.name(), footer, i + 1, total),
        );
    }

    // The characters used: a flag per character below U+3000 (a set
    // insertion for each of a million characters was slow), a set above.
    let mut seen = vec![false; 0x3000];
    let mut chars = BTreeSet::new();
    for p in &pages {
        for op in &p.ops {
            if let Op::ShowText { items } = op {
                for item in items {
                    if let TextItem::Text(t) = item {
                        for c in t.chars() {
                            match seen.get_mut(c as usize) {
                                Some(flag) => *flag = true,
                                None => {
                                    chars.insert(c);
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    chars.extend(
        seen.iter()
            .enumerate()
            .filter(|(_, s)| **s)
            .filter_map(|(c, _)| char::from_u32(c as u32)),
    );
    let (font_id, subset) = font.subset_for(&chars)?;

    // In the language of the first game.
    let w = wordings
        .first()
        .copied()
        .unwrap_or(Wording::of(Default::default()));
    let title = w.document_title(project.name(), Some(recipient == Recipient::Captain));
    let mut doc = PdfDocument::new(&title);
    doc.resources
        .fonts
        .map
        .insert(font_id, PdfFont::new(subset));
    for (id, xobject) in forms.xobjects() {
        doc.resources
            .xobjects
            .map
            .insert(id, XObject::External(xobject));
    }
    let (w, h) = paper.size();
    let pdf_pages = pages
        .into_iter()
        .map(|p| PdfPage::new(Pt(w).into(), Pt(h).into(), p.ops))
        .collect();
    doc.with_pages(pdf_pages);
    Ok(save::save(&doc))
}

/// The unfinished games of `project`, or of its division `division`, in
/// project order (C19: these go to adjudication).
#[must_use]
pub fn unfinished_games(project: &Project, division: Option<&str>) -> Vec<GameId> {
    project
        .games()
        .iter()
        .filter(|g| !g.is_finished())
        .filter(|g| division.is_none_or(|d| g.pairing.as_ref().is_some_and(|p| p.division == d)))
        .map(|g| g.id)
        .collect()
}
