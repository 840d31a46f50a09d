//! A4 sheets of address labels for the organiser's post (C10, C11, C16):
//! 21 labels to a sheet (3 across, 7 down, 63.5 x 38.1 mm, the common
//! L7160 layout), each with the name, the role and the address.

use super::PdfError;
use super::font::TextFont;
use super::page::{PageBuilder, Paper};
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::contacts::{PostalAddressee, division_addressees};

const MM: f32 = 72.0 / 25.4;
/// Labels across and down a sheet.
pub const ACROSS: usize = 3;
/// Labels down a sheet.
pub const DOWN: usize = 7;
const WIDTH: f32 = 63.5 * MM;
const HEIGHT: f32 = 38.1 * MM;
const PITCH_X: f32 = 66.0 * MM;
const LEFT: f32 = 7.25 * MM;
const TOP: f32 = 15.15 * MM;
const PAD: f32 = 4.0 * MM;

/// The labels of a season's divisions, printed: what `ccdesk labels` and
/// the window's "address labels" button write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DivisionLabels {
    /// The PDF.
    pub bytes: Vec<u8>,
    /// How many labels it holds.
    pub labels: usize,
    /// How many of them have no postal address (`ccdesk check` lists them).
    pub without_address: usize,
}

/// Why no labels were printed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LabelsError {
    /// The season has no division of that name.
    #[error("there is no division \"{0}\"")]
    UnknownDivision(String),
    /// No representative or captain to address (no division or team).
    #[error("no representative or captain to address")]
    NoOne,
    /// The PDF could not be made.
    #[error(transparent)]
    Pdf(#[from] PdfError),
}

/// The address labels of the representatives and captains of `division`
/// (every division of the season when `None`, one after the other), for
/// the organiser's post (C10, C11, C16); the one function the CLI and the
/// window print them with.
///
/// # Errors
///
/// [`LabelsError`]: an unknown division, no one to address, a broken build.
pub fn division_labels(
    project: &Project,
    division: Option<&str>,
) -> Result<DivisionLabels, LabelsError> {
    let divisions: Vec<_> = project
        .divisions()
        .iter()
        .filter(|d| division.is_none_or(|n| d.name == n))
        .collect();
    if let Some(name) = division
        && divisions.is_empty()
    {
        return Err(LabelsError::UnknownDivision(name.to_owned()));
    }
    let addressees: Vec<_> = divisions
        .iter()
        .flat_map(|d| division_addressees(project, d))
        .collect();
    if addressees.is_empty() {
        return Err(LabelsError::NoOne);
    }
    let title = match division {
        Some(d) => format!("Address labels: {d}"),
        None => "Address labels".to_owned(),
    };
    Ok(DivisionLabels {
        bytes: write_labels(&addressees, &title)?,
        labels: addressees.len(),
        without_address: addressees.iter().filter(|a| a.address.is_empty()).count(),
    })
}

/// Writes `addressees` as sheets of labels, in order, left to right and
/// top to bottom.
///
/// # Errors
///
/// [`PdfError::NoGames`] without an addressee, [`PdfError::Font`] for a
/// broken build.
pub fn write_labels(addressees: &[PostalAddressee], title: &str) -> Result<Vec<u8>, PdfError> {
    if addressees.is_empty() {
        return Err(PdfError::NoGames);
    }
    let font = TextFont::get()?;
    let (_, page_h) = Paper::A4.size();
    let mut pages = Vec::new();
    for sheet in addressees.chunks(ACROSS * DOWN) {
        let mut page = PageBuilder::new(font, Paper::A4);
        for (i, a) in sheet.iter().enumerate() {
            let x = LEFT + (i % ACROSS) as f32 * PITCH_X + PAD;
            let top = page_h - TOP - (i / ACROSS) as f32 * HEIGHT - PAD;
            let inner = WIDTH - 2.0 * PAD;
            let mut y = top - 9.0;
            let mut lines: Vec<(f32, String)> = vec![(9.5, a.name.clone())];
            if a.address.is_empty() {
                lines.push((7.5, "(no postal address on file)".to_owned()));
            } else {
                lines.extend(a.address.iter().map(|l| (8.5, l.clone())));
            }
            for (size, text) in lines {
                for l in page.wrap(&text, size, inner) {
                    if y < top - HEIGHT + 2.0 * PAD + 6.0 {
                        break;
                    }
                    page.text_at(x, y, size, &l);
                    y -= size * 1.25;
                }
            }
            // The role in small print at the foot, for the sorter.
            page.text_at(x, top - HEIGHT + 2.0 * PAD, 6.0, &a.role);
        }
        pages.push(page);
    }
    let doc = super::document::document(title, font, pages)?;
    Ok(super::save::save(&doc))
}
