//! Only the opponent's mail moves his pieces, and dates that follow the
//! rules (issue 29, items 3 and 4): the sender checked against the
//! opponent's address, a block naming another game refused, no move ever
//! played for the owner's side, the arrival assumed from the transit
//! (E2.9, E2.12) and a longer one flagged, a move received before it was
//! sent refused at every door, and the kept correspondence naming its
//! sender (E5.1). Every date below is worked out by hand.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::{DateField, LedgerCommand, MoveDates, RuleSet};
use ccdesk::domain::message::{
    Arrived, Correspondence, Finding, PlanError, ReadOptions, Reading, SenderVerdict, Severity,
    Whose, compose_move, correspondence_report, plan_reading, plan_send, read_message,
};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

const G: GameId = GameId(45);
const HENRIK: &str = "h.lindqvist@schack.example";

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// Ian's desk: g45 Ian Lockwood (White) - Henrik Lindqvist, 1.e4 (sent
/// 10 Oct) e5 (received 11 Oct, sent 12 Oct) 2.Nf3 (received 13 Oct,
/// sent 14 Oct); Henrik is to move. g46 Bob Bramley - Ian, 1.d4.
fn desk(rules: &str) -> Project {
    let mut p = Project::new("Ian's desk");
    let mut ian = Player::new(PlayerId(1), "Ian Lockwood");
    ian.email = "ian@desk.example".into();
    let mut henrik = Player::new(PlayerId(2), "Henrik Lindqvist");
    henrik.email = HENRIK.into();
    let mut bob = Player::new(PlayerId(3), "Bob Bramley");
    bob.email = "bob@club.example".into();
    *p.hand_edit().players = vec![ian, henrik, bob];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(G, PlayerId(1), PlayerId(2), "Club email friendlies 2026");
    g.rules = rules.into();
    g.start = Some(d(10, 10));
    g.moves = vec![
        MoveRecord::new("e4").dated(Some(d(10, 10)), Some(d(10, 10))),
        MoveRecord::new("e5").dated(Some(d(10, 11)), Some(d(10, 12))),
        MoveRecord::new("Nf3").dated(Some(d(10, 13)), Some(d(10, 14))),
    ];
    let mut other = Game::new(
        GameId(46),
        PlayerId(3),
        PlayerId(1),
        "Club email friendlies 2026",
    );
    other.rules = rules.into();
    other.start = Some(d(10, 10));
    other.moves = vec![MoveRecord::new("d4").dated(Some(d(10, 10)), Some(d(10, 11)))];
    p.hand_edit().games.push(g);
    p.hand_edit().games.push(other);
    p
}

/// Henrik's reply 2...Nc6 as a person writes it, sent on 16 Oct.
fn henriks_reply(from: &str) -> String {
    format!(
        "From: Henrik Lindqvist <{from}>\n\nYour move: 2.Nf3\nMy move: 2...Nc6\nI received it on: 15 Oct 2026\nI send this move on: 16 Oct 2026\n"
    )
}

/// Henrik's reply as ccdesk at his desk writes it (with its block).
fn henriks_ccdesk_reply() -> String {
    let mut his = desk("ICCF email");
    *his.hand_edit().owner = Some(PlayerId(2));
    his.hand_edit()
        .game(G)
        .unwrap()
        .moves
        .push(MoveRecord::new("Nc6").dated(Some(d(10, 15)), Some(d(10, 16))));
    let g = his.game(G).unwrap();
    compose_move(&his, g, 3, None).unwrap().text()
}

fn read(project: &Project, text: &str, options: ReadOptions) -> Reading {
    read_message(project, text, &options)
}

fn plan(
    project: &Project,
    reading: &Reading,
    text: &str,
    arrived: NaiveDate,
) -> Result<Project, PlanError> {
    let plan = plan_reading(
        project,
        reading,
        Arrived {
            text,
            date: arrived,
            subject: "",
        },
        None,
    )?;
    let mut after = project.clone();
    apply(&mut after, plan.command).unwrap();
    Ok(after)
}

// rule: E2.9, E2.12 — no arrival given: sent 16 Oct + 1 day by email = 17 Oct,
// assumed and said; applying it starts Ian's clock on 17 Oct.
#[test]
fn e2_9_the_arrival_is_assumed_from_the_email_transit() {
    let p = desk("ICCF email");
    let text = henriks_reply(HENRIK);
    let r = read(&p, &text, ReadOptions::default());
    assert_eq!(r.game, Some(G));
    assert_eq!(r.sent, Some(d(10, 16)));
    assert_eq!(r.arrived, Some(d(10, 17)));
    assert!(r.arrival_assumed);
    assert!(
        r.summary(&p).contains(
            "arrived:            2026-10-17 (assumed, E2.9: sent 2026-10-16 plus 1 day in transit)"
        ),
        "{}",
        r.summary(&p)
    );
    let after = plan(&p, &r, &text, r.arrived.unwrap()).unwrap();
    let g = after.game(G).unwrap();
    assert_eq!(g.moves[3].san, "Nc6");
    assert_eq!(g.clock.arrived(3), Some(d(10, 17)));
    let kept = after.correspondence().last().unwrap();
    assert_eq!(kept.date, d(10, 17));
    assert!(kept.date_assumed);
}

// rule: E2.9, P05 — by post the postal rule set's 2 transit days: sent 16 Oct → 18 Oct.
#[test]
fn e2_9_the_postal_arrival_takes_the_postal_transit() {
    let p = desk("Postal (Inter-Office appendix)");
    let r = read(&p, &henriks_reply(HENRIK), ReadOptions::default());
    assert_eq!(r.arrived, Some(d(10, 18)));
    assert!(r.arrival_assumed);
}

// rule: E2.12 — stated 9 days after sending (16 → 25 Oct): a longer transit,
// flagged for the Controller's ruling; 17 Oct (one day) is not flagged.
#[test]
fn e2_12_a_longer_transit_is_flagged_for_the_td() {
    let p = desk("ICCF email");
    let text = henriks_reply(HENRIK);
    let late = read(
        &p,
        &text,
        ReadOptions {
            arrived: Some(d(10, 25)),
            ..ReadOptions::default()
        },
    );
    let flag = late
        .findings
        .iter()
        .find(|f| matches!(f, Finding::LongTransit { .. }))
        .expect("flagged");
    assert_eq!(
        *flag,
        Finding::LongTransit {
            sent: d(10, 16),
            arrived: d(10, 25),
            transit: 1
        }
    );
    assert_eq!(flag.rule(), "E2.12");
    assert_eq!(flag.severity(), Severity::Disagreement);
    let said = flag.to_string();
    assert!(
        said.contains("9 days in transit, where the rules take 1"),
        "{said}"
    );
    assert!(said.contains("Tournament Director for a ruling"), "{said}");
    assert!(!late.arrival_assumed);
    let on_time = read(
        &p,
        &text,
        ReadOptions {
            arrived: Some(d(10, 17)),
            ..ReadOptions::default()
        },
    );
    assert!(
        !on_time
            .findings
            .iter()
            .any(|f| matches!(f, Finding::LongTransit { .. }))
    );
}

/// The reading of Henrik's reply as if it came from `from`, and the plan's verdict.
fn from_address(p: &Project, from: &str, confirmed: bool) -> (Reading, Result<Project, PlanError>) {
    let text = henriks_reply(HENRIK);
    let r = read(
        p,
        &text,
        ReadOptions {
            from_email: Some(from.into()),
            arrived: Some(d(10, 17)),
            sender_confirmed: confirmed,
            ..ReadOptions::default()
        },
    );
    let planned = plan(p, &r, &text, d(10, 17));
    (r, planned)
}

// Only the opponent's mail moves his pieces: a stranger, another player of
// the project and the owner's own address are each refused until the
// person confirms; the opponent's address passes.
#[test]
fn a_message_from_another_address_is_refused_until_confirmed() {
    let p = desk("ICCF email");
    let cases = [
        ("x@y.example", None),
        (
            "bob@club.example",
            Some(Whose::Player("Bob Bramley".into())),
        ),
        ("IAN@desk.example", Some(Whose::Owner)),
    ];
    for (from, whose) in cases {
        let (r, planned) = from_address(&p, from, false);
        assert_eq!(
            r.sender_verdict,
            SenderVerdict::NotOpponent {
                email: from.into(),
                whose,
                opponent: "Henrik Lindqvist".into()
            }
        );
        match planned {
            Err(e @ PlanError::NotFromOpponent(_)) => assert!(
                e.to_string().starts_with(&format!("from {from}"))
                    && e.to_string().contains("not Henrik Lindqvist's address"),
                "{e}"
            ),
            other => panic!("{from}: {other:?}"),
        }
        assert!(r.report(&p).contains("refused: from "), "{}", r.report(&p));
        // Confirmed by the person: applied.
        let (_, planned) = from_address(&p, from, true);
        assert_eq!(planned.unwrap().game(G).unwrap().moves.len(), 4);
    }
    let (r, planned) = from_address(&p, HENRIK, false);
    assert_eq!(r.sender_verdict, SenderVerdict::Opponent);
    assert!(planned.is_ok());
}

// A text without headers: its own From: line counts; none at all is no
// sender (refused unless confirmed); quoted lines do not count.
#[test]
fn a_plain_text_counts_its_own_from_line() {
    let p = desk("ICCF email");
    let r = read(&p, &henriks_reply(HENRIK), ReadOptions::default());
    assert_eq!(r.sender.email, HENRIK);
    assert_eq!(r.sender.name, "Henrik Lindqvist");
    assert_eq!(r.sender_verdict, SenderVerdict::Opponent);
    let bare = "Your move: 2.Nf3\nMy move: 2...Nc6\nI send this move on: 16 Oct 2026\n> From: h.lindqvist@schack.example\n";
    let r = read(&p, bare, ReadOptions::default());
    assert_eq!(r.sender.email, "");
    assert_eq!(
        r.sender_verdict,
        SenderVerdict::NoAddress {
            opponent: "Henrik Lindqvist".into()
        }
    );
    assert!(matches!(
        plan(&p, &r, bare, d(10, 17)),
        Err(PlanError::NotFromOpponent(_))
    ));
    // An opponent without an address on this desk, a card typed in:
    // nothing to compare, and it is applied.
    let mut postal = p.clone();
    postal
        .hand_edit()
        .players
        .iter_mut()
        .find(|pl| pl.id == PlayerId(2))
        .unwrap()
        .email
        .clear();
    let r = read(&postal, bare, ReadOptions::default());
    assert!(matches!(
        r.sender_verdict,
        SenderVerdict::NothingToCompare { .. }
    ));
    assert!(plan(&postal, &r, bare, d(10, 17)).is_ok());
}

// Only a `From:` line counts: Henrik's address in his signature (after
// `-- `), or anywhere else in the text, is no sender address, so the
// message waits for the person's confirmation as one with none.
#[test]
fn an_address_outside_a_from_line_is_no_sender() {
    let p = desk("ICCF email");
    let signed = format!(
        "Your move: 2.Nf3\nMy move: 2...Nc6\nI send this move on: 16 Oct 2026\n\
         Write to me at {HENRIK} as always.\n-- \nHenrik Lindqvist\n{HENRIK}\n"
    );
    let r = read(&p, &signed, ReadOptions::default());
    assert_eq!(r.sender.email, "");
    assert_eq!(
        r.sender_verdict,
        SenderVerdict::NoAddress {
            opponent: "Henrik Lindqvist".into()
        }
    );
    assert!(matches!(
        plan(&p, &r, &signed, d(10, 17)),
        Err(PlanError::NotFromOpponent(_))
    ));
}

// No message ever plays a move for the owner's side: a forged mail "from"
// Henrik's address that plays Ian's 3.Bb5 changes nothing, confirmed or not.
#[test]
fn a_forged_move_for_the_owners_side_changes_nothing() {
    let mut p = desk("ICCF email");
    apply(
        &mut p,
        Command::PlayMove {
            game: G,
            san: "Nc6".into(),
            received: Some(d(10, 15)),
            sent: Some(d(10, 16)),
        },
    )
    .unwrap();
    let forged = format!(
        "From: Henrik Lindqvist <{HENRIK}>\n\nYour move: 2...Nc6\nMy move: 3.Bb5\nI send this move on: 18 Oct 2026\n"
    );
    for confirmed in [false, true] {
        let r = read(
            &p,
            &forged,
            ReadOptions {
                from_email: Some(HENRIK.into()),
                sender_confirmed: confirmed,
                ..ReadOptions::default()
            },
        );
        assert_eq!(r.moves_san, ["Bb5"]);
        match plan(&p, &r, &forged, d(10, 19)) {
            Err(PlanError::OwnSide(why)) => {
                assert_eq!(why.side, shakmaty::Color::White);
                assert_eq!(why.moves, ["Bb5"]);
                assert!(
                    why.to_string().contains("for your own side (White)"),
                    "{why}"
                );
            }
            other => panic!("{other:?}"),
        }
    }
}

// A ccdesk block that names g46, or g999 which this desk does not hold,
// while its content is g45's (found, or chosen with --game) is refused for g45.
#[test]
fn a_block_naming_another_game_is_refused() {
    let p = desk("ICCF email");
    let honest = henriks_ccdesk_reply();
    assert!(honest.contains("game: g45"));
    let options = |game| ReadOptions {
        game,
        from_email: Some(HENRIK.into()),
        arrived: Some(d(10, 17)),
        ..ReadOptions::default()
    };
    let r = read(&p, &honest, options(None));
    assert_eq!(r.other_game, None);
    assert!(plan(&p, &r, &honest, d(10, 17)).is_ok());
    for (named, words) in [
        ("g46", "names game g46, not g45"),
        ("g999", "names game g999, which this desk does not hold"),
    ] {
        let text = honest.replace("game: g45", &format!("game: {named}"));
        for game in [None, Some(G)] {
            let r = read(&p, &text, options(game));
            assert_eq!(r.game, Some(G), "{named}");
            assert!(
                r.other_game
                    .as_ref()
                    .is_some_and(|w| w.to_string().contains(words)),
                "{:?}",
                r.other_game
            );
            match plan(&p, &r, &text, d(10, 17)) {
                Err(PlanError::OtherGame(why)) => {
                    assert!(why.to_string().contains(words), "{why}");
                }
                other => panic!("{named}: {other:?}"),
            }
        }
    }
}

// rule: E5.1 — the kept message names its sender and the day it arrived;
// the record for the TD shows them; a file written before loads.
#[test]
fn e5_1_the_kept_message_names_its_sender() {
    let p = desk("ICCF email");
    let text = henriks_ccdesk_reply();
    let r = read(
        &p,
        &text,
        ReadOptions {
            from_email: Some(HENRIK.into()),
            from_name: Some("Henrik Lindqvist".into()),
            arrived: Some(d(10, 17)),
            ..ReadOptions::default()
        },
    );
    let after = plan(&p, &r, &text, d(10, 17)).unwrap();
    let kept = after.correspondence().last().unwrap();
    assert_eq!(kept.sender_name, "Henrik Lindqvist");
    assert_eq!(kept.sender_email, HENRIK);
    assert_eq!(kept.date, d(10, 17));
    assert!(!kept.date_assumed);
    let report = correspondence_report(&after, G, "").unwrap();
    assert!(
        report.contains(&format!(
            "===== received 2026-10-17 =====\nFrom: Henrik Lindqvist <{HENRIK}>\n"
        )),
        "{report}"
    );
    let old: Correspondence = ron::from_str(
        "(game: 45, direction: Received, date: \"2026-10-17\", text: \"My move: 2...Nc6\")",
    )
    .unwrap();
    assert_eq!(old.sender_email, "");
    assert!(!old.date_assumed);
}

/// A move received before the opponent sent it, or sent before it was
/// received: refused by every command that takes dates.
// rule: E2.7, E6.4 — Ian cannot have received e5 (sent 12 Oct) on 11 Oct.
#[test]
fn received_before_sent_is_refused_by_every_command() {
    let p = desk("ICCF email");
    let refused = |command: Command| {
        let mut q = p.clone();
        let err = apply(&mut q, command).unwrap_err().to_string();
        assert_eq!(q, p, "a refused command changes nothing");
        err
    };
    let e = refused(Command::SetMoveDates {
        game: G,
        ply: 2,
        received: Some(d(10, 11)),
        sent: Some(d(10, 14)),
    });
    assert!(
        e.contains("e5 cannot be received (2026-10-11) before it was sent (2026-10-12)"),
        "{e}"
    );
    let e = refused(Command::Ledger(LedgerCommand::CorrectDate {
        game: G,
        ply: 2,
        field: DateField::Received,
        corrected: d(10, 11),
        noted_on: None,
    }));
    assert!(e.contains("before it was sent"), "{e}");
    // e5 sent on 14 Oct, after Ian says he received it (13 Oct).
    let e = refused(Command::Ledger(LedgerCommand::CorrectDate {
        game: G,
        ply: 1,
        field: DateField::Sent,
        corrected: d(10, 14),
        noted_on: None,
    }));
    assert!(
        e.contains("e5 cannot be received (2026-10-13) before it was sent (2026-10-14)"),
        "{e}"
    );
    let e = refused(Command::Ledger(LedgerCommand::SetDates {
        game: G,
        dates: vec![MoveDates {
            ply: 2,
            received: Some(d(10, 11)),
            sent: Some(d(10, 14)),
        }],
    }));
    assert!(e.contains("before it was sent"), "{e}");
    // Sent before received, as before.
    let e = refused(Command::SetMoveDates {
        game: G,
        ply: 2,
        received: Some(d(10, 13)),
        sent: Some(d(10, 12)),
    });
    assert!(e.contains("cannot be sent"), "{e}");
}

// rule: E2.7 — `message compose --record`'s plan refuses Ian's 3.Bb5 as
// received on 15 Oct when Henrik sent 2...Nc6 on 16 Oct.
#[test]
fn plan_send_refuses_a_received_date_before_the_opponent_sent() {
    let mut p = desk("ICCF email");
    apply(
        &mut p,
        Command::PlayMove {
            game: G,
            san: "Nc6".into(),
            received: Some(d(10, 15)),
            sent: Some(d(10, 16)),
        },
    )
    .unwrap();
    let err = plan_send(&p, G, Some("Bb5"), d(10, 18), Some(d(10, 15)), &[]).unwrap_err();
    assert!(
        err.to_string()
            .contains("Nc6 cannot be received (2026-10-15) before it was sent (2026-10-16)"),
        "{err}"
    );
    assert!(plan_send(&p, G, Some("Bb5"), d(10, 18), Some(d(10, 17)), &[]).is_ok());
}

// rule: E2.7 — a file edited by hand: `check` (validate) names the move.
#[test]
fn validate_reports_a_move_received_before_it_was_sent() {
    let mut p = desk("ICCF email");
    p.hand_edit().game(G).unwrap().moves[2].received = Some(d(10, 11));
    let problems = ccdesk::domain::validate::validate(&p);
    assert!(
        problems
            .iter()
            .any(|x| x.place.to_string().contains("move 2 (Nf3)")
                && x.what.to_string()
                    == "e5 cannot be received (2026-10-11) before it was sent (2026-10-12)"),
        "{problems:?}"
    );
    let mut p = desk("ICCF email");
    p.hand_edit()
        .game(G)
        .unwrap()
        .clock
        .arrivals
        .push(ccdesk::domain::ledger::Arrival {
            ply: 1,
            date: d(10, 11),
        });
    let problems = ccdesk::domain::validate::validate(&p);
    assert!(
        problems
            .iter()
            .any(|x| x.what.to_string() == "arrived 2026-10-11 before it was sent (2026-10-12)"),
        "{problems:?}"
    );
}

// rule: E2.7 — the ledger CSV: Black received e4 (sent 2 Mar) on 1 Mar.
#[test]
fn the_ledger_csv_refuses_a_move_received_before_it_was_sent() {
    let text = "move,colour,san,received,sent\n1,white,e4,2026-03-01,2026-03-02\n1,black,e5,2026-03-01,2026-03-04\n";
    match ccdesk::io::ledger_csv::read_moves(&RuleSet::email(), text.as_bytes()) {
        Err(ccdesk::io::ledger_csv::LedgerCsvError::BadRow { line, message }) => {
            assert_eq!(line, 3);
            assert!(
                message.contains(
                    "received 2026-03-01 before the opponent's move was sent (2026-03-02)"
                ),
                "{message}"
            );
        }
        other => panic!("{other:?}"),
    }
}

// rule: E2.10 — a message that arrived (14 Oct) before its mail's Date:
// (16 Oct) is refused: nothing applied.
#[test]
fn a_message_arriving_before_its_mail_was_sent_is_refused() {
    let p = desk("ICCF email");
    let text = henriks_reply(HENRIK);
    let r = read(
        &p,
        &text,
        ReadOptions {
            arrived: Some(d(10, 14)),
            mailed: Some(d(10, 16)),
            ..ReadOptions::default()
        },
    );
    assert!(matches!(
        plan(&p, &r, &text, d(10, 14)),
        Err(PlanError::ArrivedBeforeSent { .. })
    ));
}

// A forged mail read while it is the owner's turn books no penalty against
// him either: an illegible "move" of his side changes nothing.
#[test]
fn a_forged_illegible_move_books_no_penalty_against_the_owner() {
    let mut p = desk("ICCF email");
    apply(
        &mut p,
        Command::PlayMove {
            game: G,
            san: "Nc6".into(),
            received: Some(d(10, 15)),
            sent: Some(d(10, 16)),
        },
    )
    .unwrap();
    let forged = format!(
        "From: Henrik Lindqvist <{HENRIK}>\n\nGame: Ian Lockwood (White) - Henrik Lindqvist (Black)\nYour move: 2...Nc6\nMy move: 3.Qx9\n"
    );
    let r = read(
        &p,
        &forged,
        ReadOptions {
            game: Some(G),
            arrived: Some(d(10, 19)),
            ..ReadOptions::default()
        },
    );
    assert!(!r.penalties().is_empty(), "read as a move of White's");
    match plan(&p, &r, &forged, d(10, 19)) {
        Err(PlanError::OwnSide(why)) => {
            assert_eq!(why.side, shakmaty::Color::White);
            assert!(why.to_string().contains("own side (White)"), "{why}");
        }
        other => panic!("{other:?}"),
    }
}

// rule: E2.4 — the owner's identity: the telephone is kept with the player
// (C10, C11, C16 ask for it), an older file without it loads, and a
// control character in it is refused as in every other text.
#[test]
fn e2_4_a_player_has_a_telephone() {
    let old: Player =
        ron::from_str("(id: 1, name: \"Ian Lockwood\", email: \"ian@desk.example\")").unwrap();
    assert_eq!(old.phone, "");
    let mut p = desk("ICCF email");
    let mut ian = p.player(PlayerId(1)).unwrap().clone();
    ian.phone = "+44 117 496 0000".into();
    let undo = apply(&mut p, Command::UpdatePlayer(ian.clone()))
        .unwrap()
        .undo;
    assert_eq!(p.player(PlayerId(1)).unwrap().phone, "+44 117 496 0000");
    ccdesk::domain::command::undo(&mut p, undo);
    assert_eq!(p.player(PlayerId(1)).unwrap().phone, "");
    ian.phone = "0117\u{7}496".into();
    let err = apply(&mut p, Command::UpdatePlayer(ian))
        .unwrap_err()
        .to_string();
    assert!(err.contains("telephone"), "{err}");
}
