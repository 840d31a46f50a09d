//! The letters of the declarations that carry no move: a resignation, a
//! draw offer without a move, the answer to an offer (E1.1), a protest
//! against a time claim (E7.3) and the result report to the Tournament
//! Director with the record of the moves (E12.1). A draw offer with a move
//! is the move message itself ([`super::MoveMessage::offers_draw`]); the
//! time claim, the leave announcement and the change of address are in
//! [`super::notices`].
//!
//! Each letter has the readable text and the block, whose `kind:` names
//! the declaration, so that ccdesk at the other end reads it exactly.

use chrono::NaiveDate;
use shakmaty::Color;

use crate::game::Game;
use crate::language::Language;
use crate::ledger::Claim;
use crate::project::Project;

use super::block::Block;
use super::compose::{record_of, score_text};
use super::context::{addressee, event_line};
use super::date::long_date;
use super::event_line::EventLine;
use super::letter::{Addressee, Letter, LetterKind};
use super::notices::{finish, finish_in, header_in, sign, sign_in};
use super::wording::Wording;

fn side_word(side: Color) -> &'static str {
    if side.is_white() { "white" } else { "black" }
}

/// The block every declaration starts with: its kind, the game, the
/// players, the sender's side and the date.
fn block_of(
    kind: LetterKind,
    project: &Project,
    game: &Game,
    sender: Color,
    date: NaiveDate,
) -> Block {
    let mut b = Block::default();
    b.push("kind", kind.name());
    b.push("game", game.id.to_string());
    EventLine::of(game).push_to(&mut b);
    b.push("white", project.player_name(game.white));
    b.push("black", project.player_name(game.black));
    b.push("from", side_word(sender));
    b.push("sent", date.to_string());
    b
}

/// The readable text's head: the game and the date, in `language`.
fn body_of(project: &Project, game: &Game, date: NaiveDate, language: Language) -> String {
    let w = Wording::of(language);
    let mut body = header_in(language, game, project);
    body.push_str(&format!("{:<27} {}\n\n", w.date_label, w.date(date)));
    body
}

/// The moves so far under their heading, in the game's language.
fn push_record(body: &mut String, game: &Game, text: &str) {
    if !text.is_empty() {
        body.push_str(&format!(
            "\n{}\n{text}\n",
            Wording::of(game.language).record_plain
        ));
    }
}

/// The moves played so far, as the text writes them and as the block does.
fn record_lines(game: &Game) -> (String, String) {
    record_of(game).map_or_else(
        || (String::new(), String::new()),
        |r| (score_text(&r, false), score_text(&r, true)),
    )
}

/// The score a resignation by `sender` gives: the other side wins.
#[must_use]
pub fn resignation_score(sender: Color) -> &'static str {
    if sender.is_white() { "0-1" } else { "1-0" }
}

/// `sender` resigns `game` on `date` (E1.1): the game ends at once.
#[must_use]
pub fn resignation(project: &Project, game: &Game, sender: Color, date: NaiveDate) -> Letter {
    let from = addressee(project, game, sender);
    let to = addressee(project, game, !sender);
    let score = resignation_score(sender);
    let w = Wording::of(game.language);
    let mut body = body_of(project, game, date, game.language);
    body.push_str(&w.resign.replace("{score}", score));
    body.push('\n');
    let (text, san) = record_lines(game);
    push_record(&mut body, game, &text);
    sign_in(game.language, &mut body, &from);
    let mut block = block_of(LetterKind::Resignation, project, game, sender, date);
    block.push("result", score);
    block.push("score", san);
    finish_in(
        game.language,
        LetterKind::Resignation,
        from,
        vec![to],
        Vec::new(),
        format!(
            "{}: {}",
            EventLine::of(game).in_language(game.language),
            w.resign_subject.replace("{score}", score)
        ),
        body,
        block,
    )
}

/// `sender` offers a draw without a move on `date` (E1.1). An offer with
/// a move is the move message with [`super::MoveMessage::offers_draw`].
#[must_use]
pub fn draw_offer(project: &Project, game: &Game, sender: Color, date: NaiveDate) -> Letter {
    let from = addressee(project, game, sender);
    let to = addressee(project, game, !sender);
    let w = Wording::of(game.language);
    let mut body = body_of(project, game, date, game.language);
    body.push_str(w.offer_draw);
    body.push('\n');
    let (text, san) = record_lines(game);
    push_record(&mut body, game, &text);
    sign_in(game.language, &mut body, &from);
    let mut block = block_of(LetterKind::DrawOffer, project, game, sender, date);
    block.push("score", san);
    finish_in(
        game.language,
        LetterKind::DrawOffer,
        from,
        vec![to],
        Vec::new(),
        format!(
            "{}: {}",
            EventLine::of(game).in_language(game.language),
            w.offer_subject
        ),
        body,
        block,
    )
}

/// `sender`'s answer on `date` to the opponent's draw offer (E1.1):
/// accepted (the game is drawn) or declined.
#[must_use]
pub fn draw_answer(
    project: &Project,
    game: &Game,
    sender: Color,
    date: NaiveDate,
    accepted: bool,
) -> Letter {
    let from = addressee(project, game, sender);
    let to = addressee(project, game, !sender);
    let kind = if accepted {
        LetterKind::DrawAccepted
    } else {
        LetterKind::DrawDeclined
    };
    let w = Wording::of(game.language);
    let mut body = body_of(project, game, date, game.language);
    let offered = game
        .draw_offer
        .map(|o| w.offered.replace("{date}", &w.date(o.sent)))
        .unwrap_or_default();
    let answer = if accepted {
        w.accept_draw
    } else {
        w.decline_draw
    };
    body.push_str(&answer.replace("{offered}", &offered));
    body.push('\n');
    sign_in(game.language, &mut body, &from);
    let mut block = block_of(kind, project, game, sender, date);
    if accepted {
        block.push("result", "1/2-1/2");
    }
    finish_in(
        game.language,
        kind,
        from,
        vec![to],
        Vec::new(),
        format!(
            "{}: {}",
            EventLine::of(game).in_language(game.language),
            if accepted {
                w.accepted_subject
            } else {
                w.declined_subject
            }
        ),
        body,
        block,
    )
}

/// `sender`'s protest on `date` against the opponent's time `claim`, to
/// the Tournament Director with a copy to the opponent (E7.3).
#[must_use]
pub fn protest(
    project: &Project,
    game: &Game,
    sender: Color,
    claim: &Claim,
    date: NaiveDate,
    td: &Addressee,
) -> Letter {
    let from = addressee(project, game, sender);
    let opponent = addressee(project, game, !sender);
    let mut body = body_of(project, game, date, Language::English);
    body.push_str(&format!(
        "I protest against the time claim of {} sent on {} (period {}), which I received on {}. Under rule E7.3 this protest reaches you within 14 days of my receiving the claim; a copy goes to {}.\n",
        opponent.name,
        long_date(claim.sent),
        claim.period,
        long_date(claim.received),
        opponent.name
    ));
    sign(&mut body, &from);
    let mut block = block_of(LetterKind::Protest, project, game, sender, date);
    block.push("claim-sent", claim.sent.to_string());
    // The day the claim arrived, which the claimant's copy only assumed:
    // both copies then count the same 14 days (E7.3).
    block.push("claim-received", claim.received.to_string());
    block.push("period", claim.period.to_string());
    finish(
        LetterKind::Protest,
        from,
        vec![td.clone()],
        vec![opponent],
        format!("{}: protest against the time claim", event_line(game)),
        body,
        block,
    )
}

/// `sender`'s report of the finished `game`'s result to the Tournament
/// Director on `date`, with a clear record of the moves (E12.1, E12.2), a
/// copy to the opponent. `None` while the game has no result.
#[must_use]
pub fn result_report(
    project: &Project,
    game: &Game,
    sender: Color,
    date: NaiveDate,
    td: &Addressee,
) -> Option<Letter> {
    let result = game.result?;
    let from = addressee(project, game, sender);
    let opponent = addressee(project, game, !sender);
    let mut body = body_of(project, game, date, Language::English);
    body.push_str(&format!(
        "The game is over. Result: {} ({}), {} (White) - {} (Black).\n",
        result.outcome.pgn(),
        result.termination,
        project.player_name(game.white),
        project.player_name(game.black)
    ));
    let (text, san) = record_lines(game);
    body.push_str(&format!(
        "\nThe record of the moves (rule E12.1):\n{}\n",
        if text.is_empty() { "(no moves)" } else { &text }
    ));
    sign(&mut body, &from);
    let mut block = block_of(LetterKind::ResultReport, project, game, sender, date);
    block.push("result", result.outcome.pgn());
    block.push("termination", result.termination.to_string());
    block.push("score", san);
    Some(finish(
        LetterKind::ResultReport,
        from,
        vec![td.clone()],
        vec![opponent],
        format!("{}: result {}", event_line(game), result.outcome.pgn()),
        body,
        block,
    ))
}
