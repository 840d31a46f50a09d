//! Silence after a move: where a game stands while one side waits for a
//! reply ([`silence_of`]: repeat due under E3.1, the TD to be told under
//! E3.2; P12 under the postal rules), and the message that tells the
//! Tournament Director ([`inform_td_after_silence`]).

use chrono::NaiveDate;
use shakmaty::Color;

use crate::game::Game;
use crate::ledger::{Escalation, Reminder, ReminderKind, SilenceDeadlines, game_ledger};
use crate::project::Project;

use super::block::Block;
use super::compose::{ComposeError, compose_move, record_label, score_text};
use super::context::{addressee, event_line, rule_set_of};
use super::date::long_date;
use super::history::Direction;
use super::letter::{Addressee, Letter, LetterKind};

/// Where a game stands while one side waits for a reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Silence {
    /// The side that sent the last move and waits.
    pub waiting: Color,
    /// Index of that move in the game.
    pub ply: usize,
    /// The date it was sent.
    pub last_sent: NaiveDate,
    /// The date it was repeated (E3.1), when a repeat is recorded.
    pub repeat_sent: Option<NaiveDate>,
    /// The deadlines that run (E3.1-E3.3, P12).
    pub deadlines: SilenceDeadlines,
    /// The deadlines reached on the day asked about.
    pub due: Vec<Reminder>,
}

impl Silence {
    /// Whether the repeat of the move is due (E3.1, P12) and not yet sent.
    #[must_use]
    pub fn repeat_due(&self) -> bool {
        self.repeat_sent.is_none() && self.due.iter().any(|r| r.kind == ReminderKind::RepeatMove)
    }

    /// Whether the Tournament Director is to be told (E3.2; P12: the
    /// Organiser, by the captain).
    #[must_use]
    pub fn escalation_due(&self) -> bool {
        self.due
            .iter()
            .any(|r| matches!(r.kind, ReminderKind::Escalate(_)))
    }
}

/// The date the move at `ply` of `game` was repeated after silence: as
/// recorded in the clock ledger, else the latest repeat kept in the
/// correspondence since that move was sent.
#[must_use]
pub fn repeat_sent_of(project: &Project, game: &Game, ply: usize) -> Option<NaiveDate> {
    if let Some(date) = game.clock.repeat_sent(ply) {
        return Some(date);
    }
    let sent = game.moves.get(ply)?.sent?;
    project
        .correspondence
        .iter()
        .filter(|c| {
            c.game == game.id
                && c.direction == Direction::Sent
                && c.kind == Some(LetterKind::Repeat)
                && c.date >= sent
        })
        .map(|c| c.date)
        .max()
}

/// The silence of `game` on `today`: the side that sent the last move
/// waits for a reply. `None` when the game is over, has no sent move, a
/// move after the last sent one is waiting to go, or the ledger cannot be
/// worked out.
#[must_use]
pub fn silence_of(project: &Project, game: &Game, today: NaiveDate) -> Option<Silence> {
    if game.is_finished() {
        return None;
    }
    let ledger = game_ledger(project, game.id).ok()?;
    if ledger.rows.len() != game.moves.len() {
        return None;
    }
    let ply = ledger.rows.len().checked_sub(1)?;
    let rules = rule_set_of(project, game);
    let repeat_sent = repeat_sent_of(project, game, ply);
    let deadlines = ledger.silence(&rules, repeat_sent)?;
    let due = deadlines.due_as_of(&rules, today);
    Some(Silence {
        waiting: deadlines.waiting,
        ply,
        last_sent: deadlines.last_sent,
        repeat_sent,
        deadlines,
        due,
    })
}

/// The message to the Tournament Director when the opponent stays silent
/// after the repeat (E3.2): the game, the last move and when it was sent
/// and repeated, the score so far, and the request for a decision, with a
/// copy to the opponent. Under the postal rules the wording follows P12
/// (the captain informs the Organiser). `today` is the date of the
/// message; `repeat_sent` the date the repeat went out, if known.
///
/// # Errors
///
/// [`ComposeError`] when the game has no sent move to speak of.
pub fn inform_td_after_silence(
    project: &Project,
    game: &Game,
    today: NaiveDate,
    td: &Addressee,
    repeat_sent: Option<NaiveDate>,
) -> Result<Letter, ComposeError> {
    let ply =
        game.moves
            .iter()
            .rposition(|m| m.sent.is_some())
            .ok_or(ComposeError::NoSuchMove {
                game: game.id,
                ply: 0,
            })?;
    let message = compose_move(project, game, ply, None)?;
    let rules = rule_set_of(project, game);
    let waiting = message.side;
    let deadlines = SilenceDeadlines::after(&rules, waiting, message.sent, repeat_sent);
    let escalation = rules.silence.escalation;
    let rule = ReminderKind::Escalate(escalation).rule(&rules);
    let repeat_rule = ReminderKind::RepeatMove.rule(&rules);
    let from = addressee(project, game, waiting);
    let opponent = addressee(project, game, !waiting);
    let silent_days = (today - message.sent).num_days().max(0);
    // rule: P12 — the captain's notice goes to the Organiser, at the
    // address the competition gives.
    let to = match escalation {
        Escalation::CaptainInformsOrganiser => to_the_organiser(project, td),
        Escalation::PlayerInformsTournamentDirector => td.clone(),
    };

    let mut body = format!(
        "Event:                      {}\nGame:                       {} (White) - {} (Black)\nDate:                       {}\n",
        event_line(game),
        message.white,
        message.black,
        long_date(today)
    );
    if escalation == Escalation::CaptainInformsOrganiser {
        body.push_str(&format!("To:                         {}\n", to.postal()));
    }
    body.push('\n');
    body.push_str(&format!(
        "I sent my move {} to {} on {}",
        message.reply.display(),
        opponent.name,
        long_date(message.sent)
    ));
    match repeat_sent {
        Some(d) => body.push_str(&format!(
            " and repeated it with all details on {} (rule {repeat_rule}).",
            long_date(d)
        )),
        None => body.push_str(&format!(
            ". Its repeat with all details was due on {} (rule {repeat_rule}).",
            long_date(deadlines.repeat_due)
        )),
    }
    body.push_str(&format!(" I have had no reply in {silent_days} days.\n\n"));
    match escalation {
        Escalation::PlayerInformsTournamentDirector => body.push_str(&format!(
            "As rule {rule} asks, I inform you of the silence and await your decision.\n"
        )),
        Escalation::CaptainInformsOrganiser => body.push_str(&format!(
            "As rule {rule} asks, the Organiser is informed of the silence through the team captain; we await a decision.\n"
        )),
    }
    body.push_str(&format!(
        "\nGame record ({}):\n{}\n",
        record_label(message.notation, message.letters),
        score_text(&message.score, false)
    ));
    body.push_str("\nWith best wishes,\n");
    body.push_str(&from.name);
    body.push('\n');
    if !from.email.is_empty() {
        body.push_str(&from.email);
        body.push('\n');
    }
    let mut block = Block::default();
    block.push("kind", LetterKind::Escalation.name());
    block.push("game", game.id.to_string());
    super::event_line::EventLine::of(game).push_to(&mut block);
    block.push("from", if waiting.is_white() { "white" } else { "black" });
    block.push("move", message.reply.san_numbered());
    block.push("sent", message.sent.to_string());
    if let Some(d) = repeat_sent {
        block.push("repeat-sent", d.to_string());
    }
    block.push("date", today.to_string());
    body.push('\n');
    body.push_str(&block.to_text());
    Ok(Letter {
        kind: LetterKind::Escalation,
        from,
        to: vec![to],
        cc: vec![opponent.clone()],
        subject: format!(
            "{}: no reply from {} since {} (rule {rule})",
            event_line(game),
            opponent.name,
            long_date(message.sent)
        ),
        body,
    })
}

/// The Organiser as the competition names him, with his postal address
/// (P12), the `td`'s email address kept; `td` itself when the project has
/// no competition or it names neither Organiser nor address.
fn to_the_organiser(project: &Project, td: &Addressee) -> Addressee {
    use crate::text_rules::{Lines, replace_refused};
    crate::tournament::contacts::organiser_addressee(project).map_or_else(
        || td.clone(),
        |o| Addressee {
            name: replace_refused(&o.name, Lines::One),
            email: td.email.clone(),
            address: replace_refused(&o.address.join("\n"), Lines::Several),
        },
    )
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::game::MoveRecord;
    use crate::ids::{GameId, PlayerId};
    use crate::message::Correspondence;
    use crate::player::Player;

    fn d(m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, day).unwrap()
    }

    /// Ann (White) sent 2.Nf3 on 1 Mar; Bob has been silent since.
    fn desk() -> Project {
        let mut p = Project::new("desk");
        let mut ann = Player::new(PlayerId(1), "Ann Ashworth");
        ann.email = "ann@chess.example".into();
        let mut bob = Player::new(PlayerId(2), "Bob Bramley");
        bob.email = "bob@chess.example".into();
        p.players.push(ann);
        p.players.push(bob);
        p.owner = Some(PlayerId(1));
        let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
        g.rules = "ICCF email".into();
        g.start = Some(d(2, 1));
        g.moves
            .push(MoveRecord::new("e4").dated(None, Some(d(2, 2))));
        g.moves
            .push(MoveRecord::new("e5").dated(Some(d(2, 3)), Some(d(2, 10))));
        g.moves
            .push(MoveRecord::new("Nf3").dated(Some(d(2, 11)), Some(d(3, 1))));
        p.games.push(g);
        p
    }

    // rule: E3.1 — the repeat is due 14 days after the move went out.
    // rule: E3.2 — the TD is told 14 days after the repeat, counted from the repeat kept.
    #[test]
    fn silence_follows_the_repeat_kept_in_the_correspondence() {
        let mut p = desk();
        let game = p.games[0].clone();
        let s = silence_of(&p, &game, d(3, 14)).unwrap();
        assert_eq!(s.waiting, Color::White);
        assert!(!s.repeat_due() && !s.escalation_due());
        let s = silence_of(&p, &game, d(3, 15)).unwrap();
        assert!(s.repeat_due());
        assert!(!s.escalation_due());
        // The repeat went out late, on 18 Mar: the TD is told from 1 Apr.
        p.correspondence.push(Correspondence {
            mail: None,
            sender_name: String::new(),
            sender_email: String::new(),
            date_assumed: false,
            game: GameId(1),
            direction: Direction::Sent,
            date: d(3, 18),
            kind: Some(LetterKind::Repeat),
            subject: "REPEAT".into(),
            text: "2.Nf3".into(),
            understood: String::new(),
        });
        let s = silence_of(&p, &game, d(3, 31)).unwrap();
        assert_eq!(s.repeat_sent, Some(d(3, 18)));
        assert!(!s.repeat_due() && !s.escalation_due());
        assert!(silence_of(&p, &game, d(4, 1)).unwrap().escalation_due());
        // A repeat recorded in the clock ledger counts first.
        let mut recorded = game.clone();
        recorded.clock.repeats.push(crate::ledger::RepeatSent {
            ply: 2,
            sent: d(3, 20),
        });
        let s = silence_of(&p, &recorded, d(4, 2)).unwrap();
        assert_eq!(s.repeat_sent, Some(d(3, 20)));
        assert!(!s.escalation_due());
        // A move entered and not yet sent: nobody is waiting for a reply.
        let mut entered = game.clone();
        entered.moves.push(MoveRecord::new("Nc6"));
        assert!(silence_of(&p, &entered, d(4, 1)).is_none());
    }

    // rule: E3.2 — the TD is told of the silence, with the move, its dates and the score.
    #[test]
    fn the_letter_to_the_td_names_the_move_the_repeat_and_asks_for_a_decision() {
        let p = desk();
        let td = Addressee {
            name: "Tom Director".into(),
            email: "td@chess.example".into(),
            address: String::new(),
        };
        let letter =
            inform_td_after_silence(&p, &p.games[0], d(4, 2), &td, Some(d(3, 18))).unwrap();
        assert_eq!(letter.kind, LetterKind::Escalation);
        assert_eq!(letter.to, vec![td.clone()]);
        assert_eq!(letter.cc[0].name, "Bob Bramley");
        assert_eq!(letter.from.email, "ann@chess.example");
        assert!(
            letter
                .subject
                .contains("no reply from Bob Bramley since 1 Mar 2026 (rule E3.2)")
        );
        let body = &letter.body;
        assert!(body.contains("I sent my move 2.Nf3 to Bob Bramley on 1 Mar 2026 and repeated it with all details on 18 Mar 2026 (rule E3.1)."), "{body}");
        assert!(body.contains("no reply in 32 days"));
        assert!(body.contains("await your decision"));
        assert!(body.contains("1.e4 e5 2.Nf3"));
        let block = Block::find(body).unwrap();
        assert_eq!(block.get("kind"), Some("escalation"));
        assert_eq!(block.get("repeat-sent"), Some("2026-03-18"));
        assert_eq!(
            LetterKind::from_name("escalation"),
            Some(LetterKind::Escalation)
        );
        // Without a recorded repeat it says when the repeat was due.
        let letter = inform_td_after_silence(&p, &p.games[0], d(4, 2), &td, None).unwrap();
        assert!(
            letter
                .body
                .contains("Its repeat with all details was due on 15 Mar 2026 (rule E3.1).")
        );
    }

    // rule: P12 — under the postal rules the captain informs the Organiser.
    #[test]
    fn postal_wording_follows_p12() {
        let mut p = desk();
        p.games[0].rules = crate::ledger::RuleSet::postal().name;
        let letter = inform_td_after_silence(
            &p,
            &p.games[0],
            d(4, 2),
            &Addressee::named("the Organiser"),
            None,
        )
        .unwrap();
        assert!(letter.subject.contains("(rule P12)"));
        assert!(letter.body.contains("through the team captain"));
    }
}
