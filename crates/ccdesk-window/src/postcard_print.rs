//! Reply > Print postcard: the card of the move being replied with (P01,
//! P03, P04), made by the same [`write_postcards`] as `ccdesk postcard`;
//! Reply > Print letter: a postal game's letter on A4 (the reminder by
//! recorded post, P12). Both are written where the user chooses, through
//! the app's export path.

use super::CcdeskApp;
use super::services::{FileFilter, FileRequest};
use ccdesk_domain::message::MoveMessage;
use ccdesk_io::export_file::write_export;
use ccdesk_io::pdf::postcard_pdf::{Card, CardPaper, write_postcards};

/// Makes the card of `message` on `paper` (with a diagram after the move
/// when asked), then asks where to write it; the status bar says what was
/// written where, or why not.
///
/// # Errors
///
/// Why the card cannot be made (its game is gone or does not replay).
pub(crate) fn print_postcard(
    app: &mut CcdeskApp,
    message: MoveMessage,
    paper: CardPaper,
    diagram: bool,
) -> Result<(), String> {
    let suggested = format!("postcard-{}-{}.pdf", message.game, message.sent);
    let what = format!(
        "the postcard of {} to {}",
        message.reply.display(),
        message.recipient.name
    );
    let card = Card::of(&app.doc.project, message, diagram)
        .map_err(|e| format!("The postcard was not printed: {e}"))?;
    let bytes = write_postcards(std::slice::from_ref(&card), paper)
        .map_err(|e| format!("The postcard was not printed: {e}"))?;
    app.choose_file(
        FileRequest::save("Print postcard", FileFilter::PDF, &suggested),
        move |app, _, path| {
            let outcome = write_export(&path, &bytes)
                .map(|()| format!("wrote {what} to {}", path.display()))
                .map_err(|e| format!("The postcard was not printed: {e}"));
            if let Some(form) = &mut app.dialogs.reply {
                form.outcome = Some(outcome.clone());
            }
            app.tell_file_outcome(outcome);
        },
    );
    Ok(())
}

/// Reply > Print letter in a postal game: the drafted letter on A4 with
/// both addresses, the recorded-post reminder marked as such (P12),
/// written where the user chooses. Mark sent then records it as posted.
///
/// # Errors
///
/// Why the letter cannot be made.
pub(crate) fn print_letter(
    app: &mut CcdeskApp,
    letter: &ccdesk_domain::message::Letter,
    date: chrono::NaiveDate,
    game: ccdesk_domain::ids::GameId,
) -> Result<(), String> {
    use ccdesk_domain::message::LetterKind;
    use ccdesk_io::pdf::Paper;
    use ccdesk_io::pdf::letter_pdf::{Posting, write_letter_pdf};
    let posting = if letter.kind == LetterKind::Repeat {
        Posting::Recorded
    } else {
        Posting::FirstClass
    };
    let bytes = write_letter_pdf(letter, date, posting, Paper::A4)
        .map_err(|e| format!("The letter was not printed: {e}"))?;
    let suggested = format!("letter-{game}-{date}.pdf");
    let what = letter.subject.clone();
    app.choose_file(
        FileRequest::save("Print letter", FileFilter::PDF, &suggested),
        move |app, _, path| {
            let outcome = write_export(&path, &bytes)
                .map(|()| format!("wrote the letter \"{what}\" to {}", path.display()))
                .map_err(|e| format!("The letter was not printed: {e}"));
            if let Some(form) = &mut app.dialogs.reply {
                form.outcome = Some(outcome.clone());
            }
            app.tell_file_outcome(outcome);
        },
    );
    Ok(())
}
