#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Every kind of message besides the move, sent from one desk and read at
//! the other: a resignation, a draw offer with and without a move, its
//! acceptance and refusal, a time claim and a protest against it, the
//! result report and the change of address. Each is composed by the
//! domain's plan (as `ccdesk message compose --record` and the window's
//! Reply dialog apply it), read back as the kind it is, and applied (as
//! `ccdesk message read --apply` and Read message… Apply), so that both
//! copies of the game agree.
//!
//! rule: E1.1 E5.3 E7.1 E7.2 E7.3 E12.1

use ccdesk::domain::colour::Colour;
use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{DrawOffer, Game, Outcome, Termination};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::{ClaimDecision, ClaimStanding, RuleSet};
use ccdesk::domain::message::{
    Addressee, Arrived, DeclarationRefused, DeclareError, LetterKind, PlanError, ReadOptions,
    plan_declaration, plan_reading, plan_send, plan_send_offering, read_message, stated_kind,
};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

const G: GameId = GameId(1);

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

fn td() -> Addressee {
    Addressee {
        name: "Tom Dean".into(),
        email: "td@chess.example".into(),
        address: String::new(),
    }
}

/// The desk of `owner` (1: Ann Smith, White; 2: Bo Berg, Black).
fn desk(owner: u32) -> Project {
    let mut p = Project::new("desk".to_owned());
    for (id, name, email) in [
        (1, "Ann Smith", "ann@example.org"),
        (2, "Bo Berg", "bo@example.org"),
    ] {
        let mut player = Player::new(PlayerId(id), name);
        player.email = email.to_owned();
        apply(&mut p, Command::AddPlayer(player)).unwrap();
    }
    let mut game = Game::new(G, PlayerId(1), PlayerId(2), "Club email friendlies");
    game.start = Some(d(3, 1));
    apply(
        &mut p,
        Command::AddGame {
            game: Box::new(game),
            index: None,
        },
    )
    .unwrap();
    apply(&mut p, Command::SetOwner(Some(PlayerId(owner)))).unwrap();
    p
}

/// Reads `text` at `to` as arrived on `arrived`, and applies it.
fn deliver(to: &mut Project, text: &str, arrived: NaiveDate) -> Vec<String> {
    let options = ReadOptions {
        arrived: Some(arrived),
        ..ReadOptions::default()
    };
    let reading = read_message(to, text, &options);
    let plan = plan_reading(
        to,
        &reading,
        Arrived {
            text,
            date: arrived,
            subject: "",
        },
        None,
    )
    .unwrap_or_else(|e| panic!("{e}\n{text}"));
    apply(to, plan.command).unwrap();
    plan.steps
}

/// A move sent by `from` on `sent` and applied at `to` on `arrived`.
fn play(from: &mut Project, to: &mut Project, san: &str, sent: NaiveDate, arrived: NaiveDate) {
    let plan = plan_send(from, G, Some(san), sent, None, &[]).unwrap();
    apply(from, plan.command).unwrap();
    deliver(to, &plan.message.text(), arrived);
}

/// A declaration sent by `from` on `sent` (recorded there) and its text.
fn declare(from: &mut Project, kind: LetterKind, sent: NaiveDate) -> String {
    let plan = plan_declaration(from, G, kind, sent, &td()).unwrap();
    assert_eq!(plan.letter.kind, kind);
    apply(from, plan.command).unwrap();
    plan.letter.body
}

fn game(p: &Project) -> &Game {
    p.game(G).unwrap()
}

/// Both desks after 1.e4 e5 2.Nf3, each move a day in transit.
fn opening() -> (Project, Project) {
    let (mut ann, mut bo) = (desk(1), desk(2));
    play(&mut ann, &mut bo, "e4", d(3, 2), d(3, 3));
    play(&mut bo, &mut ann, "e5", d(3, 4), d(3, 5));
    play(&mut ann, &mut bo, "Nf3", d(3, 6), d(3, 7));
    (ann, bo)
}

// rule: E1.1 — a resignation read ends the game in both copies, the sender losing.
#[test]
fn a_resignation_ends_the_game_in_both_copies() {
    let (mut ann, mut bo) = opening();
    let text = declare(&mut bo, LetterKind::Resignation, d(3, 8));
    let result = game(&bo).result.unwrap();
    assert_eq!(result.outcome, Outcome::WhiteWins);
    assert_eq!(result.termination, Termination::Resignation);
    assert_eq!(stated_kind(&text), Some(LetterKind::Resignation));
    let reading = read_message(&ann, &text, &ReadOptions::default());
    assert_eq!(reading.declares, Some(LetterKind::Resignation));
    assert!(reading.findings.is_empty(), "{:?}", reading.findings);
    assert!(reading.penalties().is_empty());
    assert!(
        reading.report(&ann).contains("Bo Berg resigns: 1-0"),
        "{}",
        reading.report(&ann)
    );
    let steps = deliver(&mut ann, &text, d(3, 9));
    assert!(
        steps.iter().any(|s| s.contains("Bo Berg resigns")),
        "{steps:?}"
    );
    assert_eq!(game(&ann).result, game(&bo).result);
    assert_eq!(game(&ann).moves.len(), 3);
    // A second resignation is refused: the game is over.
    assert!(matches!(
        plan_declaration(&bo, G, LetterKind::Resignation, d(3, 9), &td()),
        Err(DeclareError::GameOver(..))
    ));
}

// rule: E4.3 — "I resign." is no illegible move: no penalty, the game ends.
#[test]
fn a_resignation_in_words_is_not_an_illegible_move() {
    let (mut ann, _) = opening();
    for text in [
        "I resign.",
        "Dear Ann,\n\nthanks for the game. Ich gebe auf.\n\nBo",
    ] {
        let reading = read_message(
            &ann,
            text,
            &ReadOptions {
                game: Some(G),
                ..ReadOptions::default()
            },
        );
        assert_eq!(reading.declares, Some(LetterKind::Resignation), "{text}");
        assert!(
            reading.findings.is_empty(),
            "{text}: {:?}",
            reading.findings
        );
        assert!(reading.penalties().is_empty());
    }
    // Pasted from Bo's mail, whose From: is his address.
    let reading = read_message(
        &ann,
        "I resign.",
        &ReadOptions {
            game: Some(G),
            from_email: Some("bo@example.org".to_owned()),
            ..ReadOptions::default()
        },
    );
    let plan = plan_reading(
        &ann,
        &reading,
        Arrived {
            text: "I resign.",
            date: d(3, 9),
            subject: "",
        },
        Some(G),
    )
    .unwrap();
    let before = ann.clone();
    let event = apply(&mut ann, plan.command).unwrap();
    assert_eq!(game(&ann).result.unwrap().outcome, Outcome::WhiteWins);
    assert!(game(&ann).clock.penalties.is_empty());
    // The whole step is undone at once.
    ccdesk::domain::command::undo(&mut ann, event.undo);
    assert_eq!(ann, before);
}

// rule: E1.1 — a draw offered with a move is remembered, answered by acceptance: ½-½ in both copies.
#[test]
fn a_draw_offered_with_a_move_and_accepted() {
    let (mut ann, mut bo) = opening();
    let plan = plan_send_offering(&bo, G, Some("Nc6"), d(3, 8), None, &[], true).unwrap();
    assert_eq!(plan.message.letter().kind, LetterKind::DrawOffer);
    let text = plan.message.text();
    assert!(text.contains("I offer a draw"), "{text}");
    apply(&mut bo, plan.command).unwrap();
    let offer = DrawOffer {
        by: Colour::Black,
        sent: d(3, 8),
        at_ply: 4,
    };
    assert_eq!(game(&bo).draw_offer, Some(offer));
    let reading = read_message(&ann, &text, &ReadOptions::default());
    assert_eq!(reading.declares, Some(LetterKind::DrawOffer));
    assert_eq!(reading.reply_san.as_deref(), Some("Nc6"));
    let steps = deliver(&mut ann, &text, d(3, 9));
    assert_eq!(
        steps
            .iter()
            .filter(|s| s.starts_with("keep the message"))
            .count(),
        1,
        "{steps:?}"
    );
    assert!(
        steps.iter().any(|s| s == "play Nc6, sent 8 Mar 2026"),
        "{steps:?}"
    );
    assert_eq!(game(&ann).moves.len(), 4);
    assert_eq!(game(&ann).draw_offer, Some(offer));
    // Bo cannot accept his own offer.
    assert!(matches!(
        plan_declaration(&bo, G, LetterKind::DrawAccepted, d(3, 9), &td()),
        Err(DeclareError::NoDrawOffer(..))
    ));
    let text = declare(&mut ann, LetterKind::DrawAccepted, d(3, 10));
    assert_eq!(game(&ann).result.unwrap().outcome, Outcome::Draw);
    assert_eq!(
        game(&ann).result.unwrap().termination,
        Termination::Agreement
    );
    assert_eq!(game(&ann).draw_offer, None);
    deliver(&mut bo, &text, d(3, 11));
    assert_eq!(game(&bo).result, game(&ann).result);
    assert_eq!(game(&bo).draw_offer, None);
}

// rule: E1.1 E2.12 — an answer dated the day of the offer, arriving that
// day, is applied on the offerer's desk. Worked by hand: Bo sends 2...Nc6
// with a draw offer on 8 March; it reaches Ann the same day; she declines
// on 8 March and the decline reaches Bo that day. The one day of transit
// (E2.12) is only assumed for the day Ann received Nc6 (8 + 1 = 9 March)
// when nothing says otherwise; her answer names no move and no received
// date, so it is taken as sent on 8 March, the day it says, which is not
// after it arrived (8 March). Bo's offer of 8 March is cleared; the game
// goes on. Likewise an acceptance dated and arriving the day of the offer
// draws the game. (It was refused as "sent on 9 March", a day after it
// arrived.)
#[test]
fn e1_1_an_answer_the_day_of_the_offer_is_applied() {
    for accepted in [false, true] {
        let (mut ann, mut bo) = opening();
        let plan = plan_send_offering(&bo, G, Some("Nc6"), d(3, 8), None, &[], true).unwrap();
        apply(&mut bo, plan.command).unwrap();
        deliver(&mut ann, &plan.message.text(), d(3, 8));
        assert!(game(&ann).draw_offer.is_some());
        let kind = if accepted {
            LetterKind::DrawAccepted
        } else {
            LetterKind::DrawDeclined
        };
        let text = declare(&mut ann, kind, d(3, 8));
        let reading = read_message(
            &bo,
            &text,
            &ReadOptions {
                arrived: Some(d(3, 8)),
                ..ReadOptions::default()
            },
        );
        assert_eq!(reading.declares, Some(kind));
        assert_eq!(reading.sent, Some(d(3, 8)), "the day the answer says");
        let steps = deliver(&mut bo, &text, d(3, 8));
        assert!(
            steps
                .iter()
                .any(|s| s.contains("your draw offer of 8 Mar 2026")),
            "{steps:?}"
        );
        assert_eq!(game(&bo).draw_offer, None);
        assert_eq!(game(&bo).result, game(&ann).result);
        if accepted {
            assert_eq!(game(&bo).result.unwrap().outcome, Outcome::Draw);
        } else {
            assert!(game(&bo).result.is_none());
        }
        let kept = bo.correspondence().last().unwrap();
        assert_eq!((kept.kind, kept.date), (Some(kind), d(3, 8)));
        // Bo's move keeps its dates: nothing of the answer touched them.
        assert_eq!(game(&bo).moves[3].sent, Some(d(3, 8)));
    }
}

// rule: E1.1 — an offer declined is cleared in both copies; the game goes on.
#[test]
fn a_draw_offered_alone_and_declined() {
    let (mut ann, mut bo) = opening();
    let text = declare(&mut ann, LetterKind::DrawOffer, d(3, 7));
    let reading = read_message(&bo, &text, &ReadOptions::default());
    assert_eq!(reading.declares, Some(LetterKind::DrawOffer));
    assert!(reading.findings.is_empty(), "{:?}", reading.findings);
    deliver(&mut bo, &text, d(3, 8));
    assert_eq!(game(&bo).draw_offer.map(|o| o.by), Some(Colour::White));
    let text = declare(&mut bo, LetterKind::DrawDeclined, d(3, 9));
    assert_eq!(game(&bo).draw_offer, None);
    assert_eq!(stated_kind(&text), Some(LetterKind::DrawDeclined));
    deliver(&mut ann, &text, d(3, 10));
    assert_eq!(game(&ann).draw_offer, None);
    assert!(game(&ann).result.is_none() && game(&bo).result.is_none());
    // Nothing to answer now: refused, nothing changes.
    let before = bo.clone();
    assert!(matches!(
        plan_declaration(&bo, G, LetterKind::DrawDeclined, d(3, 9), &td()),
        Err(DeclareError::NoDrawOffer(..))
    ));
    assert_eq!(bo, before);
}

// rule: E1.1 — an offer stands until the offeree's next move: playing on without accepting declines it.
#[test]
fn a_move_without_accepting_lets_the_offer_lapse_in_both_copies() {
    let (mut ann, mut bo) = opening();
    let plan = plan_send_offering(&bo, G, Some("Nc6"), d(3, 8), None, &[], true).unwrap();
    apply(&mut bo, plan.command).unwrap();
    deliver(&mut ann, &plan.message.text(), d(3, 9));
    assert!(game(&ann).draw_offer.is_some());
    // Bo's own later move would leave it standing; Ann's move ends it.
    let plan = plan_send(&ann, G, Some("Bb5"), d(3, 10), None, &[]).unwrap();
    assert!(
        plan.steps
            .iter()
            .any(|s| s.contains("no draw offer stands")),
        "{:?}",
        plan.steps
    );
    apply(&mut ann, plan.command).unwrap();
    assert_eq!(game(&ann).draw_offer, None);
    let steps = deliver(&mut bo, &plan.message.text(), d(3, 11));
    assert!(steps.iter().any(|s| s.contains("lapses")), "{steps:?}");
    assert_eq!(game(&bo).draw_offer, None);
    // An acceptance that arrives now finds no offer: nothing is applied.
    let text = "I accept your draw offer.";
    let reading = read_message(
        &bo,
        text,
        &ReadOptions {
            game: Some(G),
            from_email: Some("ann@example.org".to_owned()),
            ..ReadOptions::default()
        },
    );
    assert_eq!(reading.declares, Some(LetterKind::DrawAccepted));
    let err = plan_reading(
        &bo,
        &reading,
        Arrived {
            text,
            date: d(3, 12),
            subject: "",
        },
        Some(G),
    )
    .unwrap_err();
    assert!(
        matches!(
            &err,
            PlanError::Declaration(DeclarationRefused::NoOfferStands { game: G, .. })
        ),
        "{err}"
    );
}

/// Both desks where Black (Bo) took 45 days for 1...e5: over the 40 days
/// of the first period (E6.1).
fn black_over_the_limit() -> (Project, Project) {
    let (mut ann, mut bo) = (desk(1), desk(2));
    play(&mut ann, &mut bo, "e4", d(3, 1), d(3, 2));
    play(&mut bo, &mut ann, "e5", d(4, 16), d(4, 17));
    (ann, bo)
}

// rule: E7.3 — a claim read starts the 14 days for a protest from the day
// it was received; a protest read is recorded against it. Worked by hand:
// Ann sends the claim on 18 April; it reaches Bo on 20 April, so a protest
// must reach the TD by 20 + 14 = 4 May; on 5 May an unprotested claim is
// conceded. Bo protests on 3 May; Ann reads it on 4 May: in time.
#[test]
fn e7_3_a_claim_and_its_protest_worked_by_hand() {
    let (mut ann, mut bo) = black_over_the_limit();
    let rules = RuleSet::email();
    // Bo has no excess of Ann's to claim.
    assert!(matches!(
        plan_declaration(&bo, G, LetterKind::TimeClaim, d(4, 18), &td()),
        Err(DeclareError::NoExcess(..))
    ));
    let text = declare(&mut ann, LetterKind::TimeClaim, d(4, 18));
    let claim = &game(&ann).clock.claims[0];
    assert_eq!(claim.claimant, shakmaty::Color::White);
    assert_eq!(claim.period, 1);
    assert_eq!(claim.sent, d(4, 18));
    // The sender's copy takes one day's transit by email (E2.12).
    assert_eq!(claim.received, d(4, 19));
    let reading = read_message(&bo, &text, &ReadOptions::default());
    assert_eq!(reading.declares, Some(LetterKind::TimeClaim));
    assert!(reading.findings.is_empty(), "{:?}", reading.findings);
    let steps = deliver(&mut bo, &text, d(4, 20));
    assert!(
        steps.iter().any(|s| s.contains("by 4 May 2026")),
        "{steps:?}"
    );
    let claim = game(&bo).clock.claims[0].clone();
    assert_eq!(claim.received, d(4, 20));
    assert_eq!(claim.protest_deadline(&rules), d(5, 4));
    assert_eq!(
        claim.standing(&rules, d(5, 4)),
        ClaimStanding::AwaitingProtest { until: d(5, 4) }
    );
    assert_eq!(
        claim.standing(&rules, d(5, 5)),
        ClaimStanding::Decided(ClaimDecision::Conceded)
    );
    // Ann cannot protest against her own claim.
    assert!(matches!(
        plan_declaration(&ann, G, LetterKind::Protest, d(5, 3), &td()),
        Err(DeclareError::NoClaim(..))
    ));
    let text = declare(&mut bo, LetterKind::Protest, d(5, 3));
    assert_eq!(stated_kind(&text), Some(LetterKind::Protest));
    // Bo's copy: it reaches the TD a day after it is sent (E2.12).
    assert_eq!(game(&bo).clock.claims[0].protest, Some(d(5, 4)));
    deliver(&mut ann, &text, d(5, 4));
    let claim = &game(&ann).clock.claims[0];
    assert_eq!(claim.protest, Some(d(5, 4)));
    // The protest told Ann the day her claim arrived: both copies count
    // the same 14 days.
    assert_eq!(claim.received, d(4, 20));
    assert_eq!(
        claim.standing(&rules, d(5, 30)),
        ClaimStanding::AwaitingDecision
    );
    assert_eq!(game(&ann).clock.claims, game(&bo).clock.claims);
}

// rule: E12.1 — the result report goes to the TD with the record of the moves.
#[test]
fn e12_1_the_result_report_carries_the_record() {
    let (mut ann, mut bo) = opening();
    assert!(matches!(
        plan_declaration(&ann, G, LetterKind::ResultReport, d(3, 8), &td()),
        Err(DeclareError::NotOver(_))
    ));
    let text = declare(&mut bo, LetterKind::Resignation, d(3, 8));
    deliver(&mut ann, &text, d(3, 9));
    let plan = plan_declaration(&ann, G, LetterKind::ResultReport, d(3, 10), &td()).unwrap();
    let letter = &plan.letter;
    assert_eq!(letter.to, vec![td()]);
    assert_eq!(letter.cc[0].name, "Bo Berg");
    assert!(
        letter.body.contains("Result: 1-0 (resignation)"),
        "{}",
        letter.body
    );
    assert!(letter.body.contains("1.e4 e5 2.Nf3"), "{}", letter.body);
    assert!(
        letter.body.contains("score: 1.e4 e5 2.Nf3"),
        "{}",
        letter.body
    );
    apply(&mut ann, plan.command).unwrap();
    let kept = ann.correspondence().last().unwrap();
    assert_eq!(kept.kind, Some(LetterKind::ResultReport));
    assert_eq!(stated_kind(&kept.text), Some(LetterKind::ResultReport));
}

// rule: E5.3 — the change of address goes to the opponents and the TD and is kept.
#[test]
fn e5_3_the_change_of_address_is_sent_and_read_as_such() {
    let (mut ann, mut bo) = opening();
    let text = declare(&mut ann, LetterKind::AddressChange, d(3, 8));
    assert!(text.contains("ann@example.org"), "{text}");
    assert_eq!(stated_kind(&text), Some(LetterKind::AddressChange));
    deliver(&mut bo, &text, d(3, 9));
    let kept = bo.correspondence().last().unwrap();
    assert_eq!(kept.kind, Some(LetterKind::AddressChange));
}

// rule: E1.1 — every kind composed is read back as that kind (round trip).
#[test]
fn every_kind_composed_reads_back_as_itself() {
    let (mut ann, mut bo) = black_over_the_limit();
    let mut seen = Vec::new();
    let mut check = |to: &mut Project, text: &str, kind: LetterKind, arrived: NaiveDate| {
        assert_eq!(stated_kind(text), Some(kind));
        let reading = read_message(to, text, &ReadOptions::default());
        if ccdesk::domain::message::is_declaration(kind) {
            assert_eq!(reading.declares, Some(kind), "{text}");
        }
        deliver(to, text, arrived);
        seen.push(kind);
    };
    let t = declare(&mut ann, LetterKind::TimeClaim, d(4, 18));
    check(&mut bo, &t, LetterKind::TimeClaim, d(4, 19));
    let t = declare(&mut bo, LetterKind::Protest, d(4, 20));
    check(&mut ann, &t, LetterKind::Protest, d(4, 21));
    let t = declare(&mut ann, LetterKind::DrawOffer, d(4, 22));
    check(&mut bo, &t, LetterKind::DrawOffer, d(4, 23));
    let t = declare(&mut bo, LetterKind::DrawDeclined, d(4, 24));
    check(&mut ann, &t, LetterKind::DrawDeclined, d(4, 25));
    let t = declare(&mut bo, LetterKind::AddressChange, d(4, 26));
    check(&mut ann, &t, LetterKind::AddressChange, d(4, 27));
    let t = declare(&mut bo, LetterKind::DrawOffer, d(4, 28));
    check(&mut ann, &t, LetterKind::DrawOffer, d(4, 29));
    let t = declare(&mut ann, LetterKind::DrawAccepted, d(4, 30));
    check(&mut bo, &t, LetterKind::DrawAccepted, d(5, 1));
    let t = declare(&mut bo, LetterKind::ResultReport, d(5, 2));
    check(&mut ann, &t, LetterKind::ResultReport, d(5, 3));
    assert_eq!(seen.len(), 8);
    assert_eq!(game(&ann).result, game(&bo).result);
    assert_eq!(game(&ann).result.unwrap().outcome, Outcome::Draw);
}

// rule: E1.1 — a standing offer is kept in the project file; older files load without one.
#[test]
fn a_standing_offer_survives_save_and_load() {
    let (mut ann, _) = opening();
    declare(&mut ann, LetterKind::DrawOffer, d(3, 7));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ann.ron");
    ccdesk::io::project_file::save(&path, &ann).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("draw_offer"), "{text}");
    let back = ccdesk::io::project_file::load(&path).unwrap();
    assert_eq!(game(&back).draw_offer, game(&ann).draw_offer);
    let old = text.replace(
        &text[text.find("draw_offer").unwrap()..]
            .split_inclusive("),")
            .next()
            .unwrap()
            .to_owned(),
        "",
    );
    std::fs::write(&path, old).unwrap();
    let back = ccdesk::io::project_file::load(&path).unwrap();
    assert_eq!(game(&back).draw_offer, None);
}

// rule: E1.1 — a message that says it comes from the owner's own side never resigns for him.
#[test]
fn a_resignation_in_the_owners_name_changes_nothing() {
    let (ann, mut bo) = opening();
    // Ann's own resignation letter, arriving at Ann's desk as if from outside.
    let forged = plan_declaration(&ann, G, LetterKind::Resignation, d(3, 8), &td())
        .unwrap()
        .letter
        .body;
    // Even confirmed as the opponent's, the owner's own side is refused.
    let reading = read_message(
        &ann,
        &forged,
        &ReadOptions {
            sender_confirmed: true,
            ..ReadOptions::default()
        },
    );
    let err = plan_reading(
        &ann,
        &reading,
        Arrived {
            text: &forged,
            date: d(3, 9),
            subject: "",
        },
        None,
    )
    .unwrap_err();
    assert!(err.to_string().contains("whose desk this is"), "{err}");
    // At Bo's desk it is Ann's resignation: 0-1.
    deliver(&mut bo, &forged, d(3, 9));
    assert_eq!(game(&bo).result.unwrap().outcome, Outcome::BlackWins);
}
