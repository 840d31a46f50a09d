//! The other messages of play: repeat after silence (E3.1, P12), referral
//! for correction (E4.2), time claim (E7.2), leave (E8.2), change of
//! address (E5.3), and the text of a postal card (P03, P04).

use chrono::NaiveDate;
use shakmaty::{Color, Position};

use crate::game::{ConditionalProposal, Game, answer};
use crate::language::Language;
use crate::player::Player;
use crate::project::Project;

use super::block::Block;
use super::compose::{ComposeError, MoveMessage, compose_move};
use super::context::{addressee, event_line, rule_set_of};
use super::date::long_date;
use super::event_line::EventLine;
use super::letter::{Addressee, Letter, LetterKind};
use super::read::Reading;
use super::wording::Wording;
use crate::ledger::ledger_of_game;

fn side_name(side: Color) -> &'static str {
    match side {
        Color::White => "White",
        Color::Black => "Black",
    }
}

pub(super) fn sign(body: &mut String, from: &Addressee) {
    sign_in(Language::English, body, from);
}

/// The closing and the sender's name and email, in `language`.
pub(super) fn sign_in(language: Language, body: &mut String, from: &Addressee) {
    body.push('\n');
    body.push_str(Wording::of(language).closing);
    body.push('\n');
    body.push_str(&from.name);
    body.push('\n');
    if !from.email.is_empty() {
        body.push_str(&from.email);
        body.push('\n');
    }
}

pub(super) fn header(game: &Game, project: &Project) -> String {
    header_in(Language::English, game, project)
}

/// The event and the players, in `language`.
pub(super) fn header_in(language: Language, game: &Game, project: &Project) -> String {
    let w = Wording::of(language);
    format!(
        "{:<27} {}\n{:<27} {} ({}) - {} ({})\n",
        w.event,
        EventLine::of(game).in_language(language),
        w.game,
        project.player_name(game.white),
        w.white,
        project.player_name(game.black),
        w.black
    )
}

pub(super) fn finish(
    kind: LetterKind,
    from: Addressee,
    to: Vec<Addressee>,
    cc: Vec<Addressee>,
    subject: String,
    body: String,
    block: Block,
) -> Letter {
    finish_in(Language::English, kind, from, to, cc, subject, body, block)
}

/// [`finish`] for a letter written in `language`: the sender's line is
/// put in with its label in that language.
#[allow(clippy::too_many_arguments)]
pub(super) fn finish_in(
    language: Language,
    kind: LetterKind,
    from: Addressee,
    to: Vec<Addressee>,
    cc: Vec<Addressee>,
    subject: String,
    mut body: String,
    block: Block,
) -> Letter {
    // Every message carries the sender's address (E2.4), as the move
    // message does: the reader at the other end checks it (issue 29).
    let w = Wording::of(language);
    let has_from = body.lines().any(|l| {
        l.get(..w.from.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(w.from))
    });
    if !has_from && !from.email.trim().is_empty() {
        let line = format!("{:<27} {}\n", w.from, from.mailbox());
        let at = body
            .find(&format!("\n{}", w.game))
            .and_then(|i| body[i + 1..].find('\n').map(|j| i + 1 + j + 1))
            .unwrap_or(0);
        body.insert_str(at, &line);
    }
    body.push('\n');
    body.push_str(&block.to_text());
    Letter {
        kind,
        from,
        to,
        cc,
        // A subject is one header line, whatever an older file's names
        // hold (issue 21).
        subject: crate::text_rules::replace_refused(&subject, crate::text_rules::Lines::One),
        body,
    }
}

/// The latest move of `game` repeated with full details after no reply,
/// with a copy to the Tournament Director (E3.1) — by recorded post under
/// the postal rules (P12). `today` is the date of the repeat.
///
/// # Errors
///
/// [`ComposeError`] when the game has no move to repeat.
pub fn repeat_after_silence(
    project: &Project,
    game: &Game,
    today: NaiveDate,
    td: &Addressee,
) -> Result<Letter, ComposeError> {
    let ply = game
        .moves
        .len()
        .checked_sub(1)
        .ok_or(ComposeError::NoSuchMove {
            game: game.id,
            ply: 0,
        })?;
    let message = compose_move(project, game, ply, None)?;
    let rules = rule_set_of(project, game);
    let rule = if message.postal { "P12" } else { "E3.1" };
    let mut letter = message.letter();
    letter.kind = LetterKind::Repeat;
    letter.subject = format!("REPEAT: {}", letter.subject);
    let silence = rules.silence.repeat_after_days;
    let mut intro = format!(
        "I have had no reply to my move {} sent on {}. As the rules ask (rule {rule}), I repeat it with all details{}, with a copy to {}. This repeat is sent on {}.\n\n",
        message.reply.display(),
        long_date(message.sent),
        if message.postal {
            " by recorded post"
        } else {
            ""
        },
        td.name,
        long_date(today)
    );
    if silence > 0 {
        intro.push_str(&format!("(No reply within {silence} days.)\n\n"));
    }
    letter.body = format!("{intro}{}", letter.body);
    letter.cc.push(td.clone());
    Ok(letter)
}

/// The sent conditional proposals of `game` once the moves `binding` (in
/// SAN, the sender's moves and the conditional replies they brought) are
/// played: each sender's move answers them as playing it does (E4.5).
fn conditionals_after(game: &Game, binding: &[String]) -> Vec<ConditionalProposal> {
    let mut proposals: Vec<ConditionalProposal> = game
        .conditional
        .iter()
        .filter(|p| p.sent.is_some())
        .cloned()
        .collect();
    let Ok(replay) = game.replay() else {
        return proposals;
    };
    let mut pos = replay.current().clone();
    let mut answered: Option<String> = None;
    for (ply, san) in (game.moves.len()..).zip(binding) {
        let Ok(m) = crate::notation::parse_move(&pos, san) else {
            break;
        };
        // The conditional reply a move brought is not itself answered.
        if answered.take().is_none() {
            let a = answer(&proposals, ply, &pos, &m);
            proposals = a.remaining;
            answered = a.reply;
        }
        pos.play_unchecked(m);
    }
    proposals
}

/// A referral back to the sender of a message with findings (E4.2): each
/// finding in words, and the request to correct. `today` is the date of
/// the referral.
#[must_use]
pub fn referral(project: &Project, game: &Game, reading: &Reading, today: NaiveDate) -> Letter {
    let sender = reading.side.unwrap_or(Color::White);
    let from = addressee(project, game, !sender);
    let to = addressee(project, game, sender);
    // In the game's language, the findings' sentences too (the block keeps them in English).
    let w = Wording::of(game.language);
    let mut body = header_in(game.language, game, project);
    body.push_str(&format!("{:<27} {}\n\n", w.date_label, w.date(today)));
    body.push_str(w.about_last_message);
    body.push('\n');
    for f in &reading.findings {
        body.push_str(&format!("- {}\n", f.sentence_in(game.language)));
    }
    if !reading.is_valid() {
        body.push('\n');
        body.push_str(w.please_correct);
        body.push('\n');
    }
    sign_in(game.language, &mut body, &from);
    let mut block = Block::default();
    block.push("kind", LetterKind::Referral.name());
    EventLine::of(game).push_to(&mut block);
    block.push("game", game.id.to_string());
    // What the recipient's copy holds once the message is applied: the
    // sender takes back any move beyond it and records the penalties, so
    // both copies agree (E4.1, E4.2, E6.6).
    block.push(
        "accepted-moves",
        (game.moves.len() + reading.binding_moves().len()).to_string(),
    );
    for f in &reading.findings {
        block.push("finding", format!("{} {}", f.rule(), f.sentence()));
    }
    for p in reading.penalties() {
        block.push("penalty", super::plan::penalty_field(&p));
    }
    // The conditional lines in force once the accepted moves stand: the
    // sender's copy takes them back with its refused move (E4.5).
    for p in conditionals_after(game, reading.binding_moves()) {
        if let Ok(text) = ron::to_string(&p) {
            block.push("conditional", text);
        }
    }
    finish_in(
        game.language,
        LetterKind::Referral,
        from,
        vec![to],
        Vec::new(),
        format!(
            "{}: {}",
            EventLine::of(game).in_language(game.language),
            w.referral_subject
        ),
        body,
        block,
    )
}

/// A claim that the opponent of `claimant` exceeded the time limit, sent
/// to the opponent with a copy to the Tournament Director (E7.1, E7.2).
#[must_use]
pub fn time_claim(
    project: &Project,
    game: &Game,
    claimant: Color,
    today: NaiveDate,
    td: &Addressee,
) -> Letter {
    let rules = rule_set_of(project, game);
    let offender = !claimant;
    let from = addressee(project, game, claimant);
    let to = addressee(project, game, offender);
    let mut body = header(game, project);
    body.push_str(&format!(
        "Date:                       {}\n\n",
        long_date(today)
    ));
    body.push_str(&format!(
        "I claim that {} ({}) has exceeded the time limit of {} days for every {} moves (rule E7.1). A copy goes to {} (rule E7.2).\n",
        to.name,
        side_name(offender),
        rules.control.days,
        rules.control.moves,
        td.name
    ));
    let mut block = Block::default();
    block.push("kind", LetterKind::TimeClaim.name());
    block.push("game", game.id.to_string());
    EventLine::of(game).push_to(&mut block);
    block.push("from", side_name(claimant).to_ascii_lowercase());
    block.push("sent", today.to_string());
    block.push("claimant", side_name(claimant).to_ascii_lowercase());
    if let Ok(ledger) = ledger_of_game(project, game) {
        if let Some(row) = ledger.first_excess(offender) {
            body.push_str(&format!(
                "\nAfter move {} the total was {} days against an allowance of {}: {}.\n",
                row.number, row.total, row.allowance, row.explanation.status
            ));
            block.push("move", row.number.to_string());
            block.push("period", row.period.to_string());
            block.push("total", row.total.to_string());
            block.push("allowance", row.allowance.to_string());
        }
        body.push_str("\nThe times of the moves:\n");
        for row in ledger.rows.iter().filter(|r| r.colour == offender) {
            body.push_str(&format!("  {:>3}. {}\n", row.number, row.explanation.days));
        }
    }
    body.push_str("\nAny protest goes to the Tournament Director within 14 days of receiving this message (rule E7.3).\n");
    sign(&mut body, &from);
    finish(
        LetterKind::TimeClaim,
        from,
        vec![to],
        vec![td.clone()],
        format!("{}: time claim", event_line(game)),
        body,
        block,
    )
}

/// A leave announcement to the opponents of the given games and the
/// Tournament Director, in advance (E8.2, P11).
#[must_use]
pub fn leave_announcement(
    project: &Project,
    games: &[&Game],
    player: &Player,
    from_day: NaiveDate,
    to_day: NaiveDate,
    today: NaiveDate,
    td: &Addressee,
) -> Letter {
    let me = Addressee::of(player);
    let days = (to_day - from_day).num_days() + 1;
    let mut body = format!("Date:                       {}\n\n", long_date(today));
    body.push_str(&format!(
        "I shall be on leave from {} to {} inclusive ({days} days). Please take this into account in our games (rule E8.2):\n",
        long_date(from_day),
        long_date(to_day)
    ));
    let mut to = Vec::new();
    for game in games {
        let side = if game.white == player.id {
            Color::White
        } else {
            Color::Black
        };
        body.push_str(&format!(
            "- {}: {} - {}\n",
            event_line(game),
            project.player_name(game.white),
            project.player_name(game.black)
        ));
        let opp = addressee(project, game, !side);
        if !to.contains(&opp) {
            to.push(opp);
        }
    }
    sign(&mut body, &me);
    let mut block = Block::default();
    block.push("kind", LetterKind::Leave.name());
    block.push("leave-from", from_day.to_string());
    block.push("leave-to", to_day.to_string());
    block.push("player", &player.name);
    for game in games {
        block.push("game", game.id.to_string());
    }
    finish(
        LetterKind::Leave,
        me,
        to,
        vec![td.clone()],
        format!(
            "Leave from {} to {}",
            long_date(from_day),
            long_date(to_day)
        ),
        body,
        block,
    )
}

/// A change of email or postal address, to the opponents of the player's
/// unfinished games and the Tournament Director (E5.3; C22: within 7 days).
/// `new` holds the new details.
#[must_use]
pub fn address_change(
    project: &Project,
    new: &Player,
    effective: NaiveDate,
    td: &Addressee,
) -> Letter {
    let me = Addressee::of(new);
    let mut to = Vec::new();
    for game in project.games.iter().filter(|g| !g.is_finished()) {
        let side = if game.white == new.id {
            Color::White
        } else if game.black == new.id {
            Color::Black
        } else {
            continue;
        };
        let opp = addressee(project, game, !side);
        if !to.contains(&opp) {
            to.push(opp);
        }
    }
    let mut body = format!(
        "From {} my address for all our games is (rule E5.3):\n\n",
        long_date(effective)
    );
    body.push_str(&format!("  {}\n", new.name));
    if !new.email.is_empty() {
        body.push_str(&format!("  {}\n", new.email));
    }
    for line in new.address.lines() {
        body.push_str(&format!("  {line}\n"));
    }
    sign(&mut body, &me);
    let mut block = Block::default();
    block.push("kind", LetterKind::AddressChange.name());
    // The games it concerns, so the recipient keeps it with his game.
    for game in project
        .games
        .iter()
        .filter(|g| !g.is_finished() && (g.white == new.id || g.black == new.id))
    {
        block.push("game", game.id.to_string());
    }
    block.push("effective", effective.to_string());
    block.push("email", &new.email);
    block.push("address", new.address.replace('\n', " / "));
    finish(
        LetterKind::AddressChange,
        me,
        to,
        vec![td.clone()],
        format!("Change of address from {}", long_date(effective)),
        body,
        block,
    )
}

/// The text for a postal scorecard or postcard (P03, P04), in the
/// message's language: the recipient with his postal address (P01), the
/// opponent's move repeated, the reply, the opponent's postmark date, the
/// date received, the date posted and the playing time.
#[must_use]
pub fn postal_card(message: &MoveMessage) -> String {
    let w = Wording::of(message.language);
    let d = |x: Option<NaiveDate>| x.map_or_else(|| "-".to_owned(), |x| w.date(x));
    // The labels in a column as wide as the longest, English's 18.
    let width = w
        .card_text
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(0)
        .max(17);
    let [
        your_move,
        my_move,
        postmark,
        received,
        posted,
        this_move,
        in_all,
    ] = w.card_text;
    let line = |t: &mut String, label: &str, value: &str| {
        t.push_str(&format!("{label:<width$} {value}\n"));
    };
    // rule: P01 — the recipient's postal address on the card.
    let mut t = format!(
        "{} {}\n",
        w.to,
        message.recipient.postal_in(message.language)
    );
    t.push_str(&format!(
        "{}\n{} - {}\n\n",
        message.event_line().in_language(message.language),
        message.white,
        message.black
    ));
    if let Some(r) = &message.repeated {
        line(&mut t, your_move, &r.display());
    }
    line(&mut t, my_move, &message.reply.display());
    line(&mut t, postmark, &d(message.opponent_sent));
    line(&mut t, received, &d(message.received));
    line(&mut t, posted, &w.date(message.sent));
    if let Some(days) = message.days {
        line(&mut t, this_move, &w.days(days));
    }
    if let Some((white, black)) = message.totals {
        let totals = w
            .card_text_totals
            .replace("{white}", &white.to_string())
            .replace("{black}", &black.to_string());
        line(&mut t, in_all, &totals);
    }
    t.push_str(&format!("\n{}\n", message.sender.name));
    for line in message.sender.postal_lines() {
        t.push_str(&line);
        t.push('\n');
    }
    t
}
