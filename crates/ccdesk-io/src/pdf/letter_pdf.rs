//! A letter on paper (P01: first class post throughout): the sender's
//! name and address, the date, the recipient's name and address and the
//! copies, the subject and the whole text; the recorded-post reminder
//! (P12) is marked "By Recorded post" at its head.

use chrono::NaiveDate;

use super::PdfError;
use super::page::Paper;
use super::table_pdf::Sheet;
use ccdesk_domain::message::{Addressee, Letter, long_date};

/// How a letter goes by post.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Posting {
    /// First class post (P01).
    FirstClass,
    /// Recorded post: the reminder after silence (P12).
    Recorded,
}

/// `Name` and each line of the address, or a note that none is known.
fn address_block(a: &Addressee) -> String {
    let lines = a.postal_lines();
    if lines.is_empty() {
        format!("{}\n(no postal address on file)", a.name)
    } else {
        format!("{}\n{}", a.name, lines.join("\n"))
    }
}

/// Writes `letter`, dated `date`, as PDF bytes on `paper`.
///
/// # Errors
///
/// [`PdfError::Font`] for a broken build.
pub fn write_letter_pdf(
    letter: &Letter,
    date: NaiveDate,
    posting: Posting,
    paper: Paper,
) -> Result<Vec<u8>, PdfError> {
    let mut sheet = Sheet::new(paper, false)?;
    sheet.set_continued(letter.subject.clone());
    if posting == Posting::Recorded {
        // rule: P12 — the reminder goes by recorded post.
        sheet.heading(14.0, "By Recorded post");
    }
    sheet.paragraph(10.0, &address_block(&letter.from));
    sheet.skip(6.0);
    sheet.paragraph(10.0, &long_date(date));
    sheet.skip(6.0);
    for to in &letter.to {
        sheet.paragraph(11.0, &address_block(to));
        sheet.skip(4.0);
    }
    if !letter.cc.is_empty() {
        let copies: Vec<String> = letter
            .cc
            .iter()
            .map(|c| address_block(c).replace('\n', ", "))
            .collect();
        sheet.paragraph(9.0, &format!("Copy to: {}", copies.join("; ")));
    }
    sheet.skip(6.0);
    sheet.heading(11.5, &letter.subject);
    sheet.paragraph(9.5, &letter.body);
    sheet.skip(18.0);
    sheet.paragraph(9.5, "Signed: ______________________________");
    let how = match posting {
        Posting::FirstClass => "first class post (P01)",
        Posting::Recorded => "recorded post (P12)",
    };
    sheet.finish(&letter.subject, &format!("{} · by {how}", letter.subject))
}
