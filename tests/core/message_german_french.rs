//! The journey of issue 35: a German desk (Ann, White, her copy of the
//! game in German) and a French desk (Bo, Black, his copy in French) play
//! a game through messages each reads, in the notation they agreed (E2.2:
//! ICCF numeric, the same on both copies; each types his moves in his own
//! language's letters, `Sf3`, `Cc6`), as the window and the CLI do:
//! [`plan_send`] / [`plan_send_offering`] / [`plan_declaration`] to send,
//! [`read_message`] and [`plan_reading`] to apply what arrived. Four moves
//! of White's and three of Black's, each dated; a draw offered with a
//! move and declined in a letter of its own, a second one accepted. After
//! every message both copies' ledgers agree on the days used.
//!
//! The window's language is the desk's setting (View > Language); what
//! the opponent reads is written in the game's language, which is what
//! this test sets on each desk.
//!
//! rule: E1.1 E2.1 E2.2 E2.5 E2.7 E2.8 E2.11

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{GameCommand, Outcome, Termination};
use ccdesk::domain::language::Language;
use ccdesk::domain::ledger::{Ledger, game_ledger};
use ccdesk::domain::message::{
    Addressee, Arrived, Block, LetterKind, ReadOptions, plan_declaration, plan_reading,
    plan_send_offering, read_message,
};
use ccdesk::domain::notation::Notation;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use shakmaty::Color;

use super::language_desk::{G, day, desk};

/// Ann's German desk and Bo's French one, the game agreed in ICCF numeric.
struct Desks {
    german: Project,
    french: Project,
}

/// The desk of `owner` in `language`, the game in ICCF numeric (E2.2).
fn agreed_desk(owner: u32, language: Language) -> Project {
    let mut p = desk(owner, language, &[], |_| {});
    apply(
        &mut p,
        Command::Game(GameCommand::SetNotation {
            game: G,
            notation: Notation::Iccf,
        }),
    )
    .unwrap();
    p
}

/// Each row's days and total, then each side's total: what both copies
/// must agree on.
fn days_used(ledger: &Ledger) -> (Vec<(u32, u32)>, u32, u32) {
    (
        ledger.rows.iter().map(|r| (r.days.days, r.total)).collect(),
        ledger.white.total,
        ledger.black.total,
    )
}

fn td() -> Addressee {
    Addressee {
        name: "the Tournament Director".into(),
        email: "td@example.org".into(),
        address: String::new(),
    }
}

impl Desks {
    fn of(&mut self, side: Color) -> &mut Project {
        match side {
            Color::White => &mut self.german,
            Color::Black => &mut self.french,
        }
    }

    /// `side` sends `typed` (the move as its player types it, in his
    /// language's letters) on `sent`, offering a draw with it: the text,
    /// which must be in the sender's language and name the move in ICCF
    /// numeric.
    fn send(&mut self, side: Color, typed: &str, sent: NaiveDate, offer: bool) -> String {
        let project = self.of(side);
        let plan = plan_send_offering(project, G, Some(typed), sent, None, &[], offer).unwrap();
        apply(project, plan.command.clone()).unwrap();
        let text = plan.message.text();
        let (label, written) = (
            match side {
                Color::White => "Mein Zug:",
                Color::Black => "Mon coup\u{a0}:",
            },
            plan.message.reply.display(),
        );
        assert!(
            text.lines()
                .any(|l| l.starts_with(label) && l.ends_with(&written)),
            "{label} {written}:\n{text}"
        );
        assert!(
            written
                .trim_start_matches(|c: char| c.is_ascii_digit() || c == '.')
                .chars()
                .all(|c| c.is_ascii_digit()),
            "not ICCF numeric: {written}"
        );
        text
    }

    /// `side` declares `kind` on `date`: the letter's text.
    fn declare(&mut self, side: Color, kind: LetterKind, date: NaiveDate) -> String {
        let project = self.of(side);
        let plan = plan_declaration(project, G, kind, date, &td()).unwrap();
        apply(project, plan.command).unwrap();
        plan.letter.body
    }

    /// `side` reads `text`, arrived on `arrived`, and applies it: nothing
    /// found wrong, with the block and without it; the copies agree after.
    fn deliver(&mut self, side: Color, text: &str, arrived: NaiveDate) {
        let sender_email = match side {
            Color::White => "bo@example.org",
            Color::Black => "ann@example.org",
        };
        let options = ReadOptions {
            arrived: Some(arrived),
            from_email: Some(sender_email.to_owned()),
            ..ReadOptions::default()
        };
        let project = self.of(side);
        // The person's part alone reads the same move.
        let alone = read_message(project, Block::strip(text), &options);
        let reading = read_message(project, text, &options);
        assert!(reading.from_block, "{text}");
        assert_eq!(alone.game, Some(G), "{text}");
        assert_eq!(alone.reply_san, reading.reply_san, "{text}");
        assert_eq!(alone.declares, reading.declares, "{text}");
        assert!(
            reading.findings.is_empty(),
            "{text}\n{:?}",
            reading.findings
        );
        let plan = plan_reading(
            project,
            &reading,
            Arrived {
                text,
                date: arrived,
                subject: "",
            },
            Some(G),
        )
        .unwrap_or_else(|e| panic!("{e}\n{text}"));
        apply(project, plan.command).unwrap();
        self.assert_agree(text);
    }

    fn assert_agree(&self, context: &str) {
        let german = game_ledger(&self.german, G).unwrap();
        let french = game_ledger(&self.french, G).unwrap();
        assert_eq!(days_used(&german), days_used(&french), "{context}");
        let (g, f) = (self.german.game(G).unwrap(), self.french.game(G).unwrap());
        assert_eq!(g.moves.len(), f.moves.len(), "{context}");
        assert_eq!(g.draw_offer.is_some(), f.draw_offer.is_some(), "{context}");
        assert_eq!(g.result, f.result, "{context}");
    }
}

// rule: E1.1 E2.2 E2.11 — the German and the French desk play through
// messages each reads, in ICCF numeric, and agree on every day used.
#[test]
fn a_german_and_a_french_desk_play_through_messages() {
    let mut desks = Desks {
        german: agreed_desk(1, Language::German),
        french: agreed_desk(2, Language::French),
    };
    let (white, black) = (Color::White, Color::Black);

    let text = desks.send(white, "e4", day(2), false);
    assert!(
        text.contains("Ich sende diesen Zug am:    2. März 2026\n"),
        "{text}"
    );
    desks.deliver(black, &text, day(3));

    let text = desks.send(black, "e5", day(4), false);
    assert!(
        text.contains("J'envoie ce coup le\u{a0}:       4 mars 2026\n"),
        "{text}"
    );
    desks.deliver(white, &text, day(5));

    let text = desks.send(white, "Sf3", day(6), false);
    desks.deliver(black, &text, day(7));

    // Bo offers a draw with 2...Cc6; Ann declines in a letter, then moves.
    let text = desks.send(black, "Cc6", day(8), true);
    assert!(
        text.contains("Avec ce coup, je vous propose la nulle."),
        "{text}"
    );
    desks.deliver(white, &text, day(9));
    assert!(desks.german.game(G).unwrap().draw_offer.is_some());
    let text = desks.declare(white, LetterKind::DrawDeclined, day(10));
    assert!(text.contains("Ich lehne Ihr Remisangebot ab"), "{text}");
    desks.deliver(black, &text, day(11));
    assert!(desks.french.game(G).unwrap().draw_offer.is_none());
    let text = desks.send(white, "Lb5", day(10), false);
    assert!(
        text.lines()
            .any(|l| l.starts_with("Mein Zug:") && l.ends_with("3.6125")),
        "{text}"
    );
    desks.deliver(black, &text, day(11));

    let text = desks.send(black, "a6", day(12), false);
    desks.deliver(white, &text, day(13));

    // Ann offers a draw with 4.La4; Bo accepts: the game is drawn on both.
    let text = desks.send(white, "La4", day(14), true);
    assert!(
        text.contains("Mit diesem Zug biete ich Ihnen Remis an."),
        "{text}"
    );
    desks.deliver(black, &text, day(15));
    let text = desks.declare(black, LetterKind::DrawAccepted, day(16));
    assert!(
        text.contains("J'accepte votre proposition de nulle"),
        "{text}"
    );
    desks.deliver(white, &text, day(17));

    for copy in [&desks.german, &desks.french] {
        let game = copy.game(G).unwrap();
        let sans: Vec<&str> = game.moves.iter().map(|m| m.san.as_str()).collect();
        assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"]);
        let result = game.result.unwrap();
        assert_eq!(result.outcome, Outcome::Draw);
        assert_eq!(result.termination, Termination::Agreement);
    }
    // Worked out by hand: each move sent the day after the one it answers
    // arrived (White's first the day after play began): a day each, White
    // 4 in all, Black 3.
    let ledger = game_ledger(&desks.german, G).unwrap();
    assert_eq!(
        days_used(&ledger),
        (
            vec![(1, 1), (1, 1), (1, 2), (1, 2), (1, 3), (1, 3), (1, 4)],
            4,
            3
        )
    );
}
