//! Adjudication packets checked from the PDF itself: the text extracted
//! with lopdf, the page count and the paper size.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::adjudication::{
    AdjudicationCommand, Claim, ClaimKind, Opinion, Purpose, Referral, Verdict,
};
use ccdesk::domain::colour::Colour;
use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::project::Project;
use ccdesk::io::pdf::{PacketOptions, Paper, Recipient, unfinished_games, write_packet};
use chrono::NaiveDate;
use lopdf::Document;

const ANALYSIS: &str = "Zugzwang after 41.Kd5 Kb6 42.Kd6 wins for White";

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

fn texts(bytes: &[u8]) -> Vec<String> {
    let doc = Document::load_mem(bytes).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    pages
        .iter()
        .map(|n| doc.extract_text(&[*n]).unwrap())
        .collect()
}

fn run(p: &mut Project, c: AdjudicationCommand) {
    apply(p, Command::Adjudication(c)).unwrap();
}

/// The demo with cases opened and both claims of the first three games in.
fn demo_with_claims() -> (Project, Vec<GameId>) {
    let mut p = demo_project();
    run(&mut p, AdjudicationCommand::OpenAtClose { division: None });
    let games: Vec<GameId> = p.adjudications().iter().map(|c| c.game).take(3).collect();
    for &g in &games {
        for (side, kind) in [
            (Colour::White, ClaimKind::Win),
            (Colour::Black, ClaimKind::Draw),
        ] {
            run(
                &mut p,
                AdjudicationCommand::SubmitClaim {
                    game: g,
                    claim: Claim {
                        side,
                        kind,
                        submitted: d(6, 28),
                        analysis: if side == Colour::White {
                            ANALYSIS.into()
                        } else {
                            String::new()
                        },
                    },
                },
            );
        }
    }
    (p, games)
}

// rule: C24
#[test]
fn c24_the_captains_submission_has_a_position_page_and_a_separate_claim_page() {
    let (p, games) = demo_with_claims();
    let bytes = write_packet(&p, &games, Recipient::Captain, &PacketOptions::default()).unwrap();
    let pages = texts(&bytes);
    assert_eq!(pages.len(), 6, "a position page and a claim page per game");
    for (i, &g) in games.iter().enumerate() {
        let game = p.game(g).unwrap();
        let position = &pages[2 * i];
        let claim = &pages[2 * i + 1];
        for name in [p.player_name(game.white), p.player_name(game.black)] {
            assert!(position.contains(name), "{name} in {position}");
        }
        let pairing = game.pairing.as_ref().unwrap();
        assert!(position.contains(&p.team(pairing.white_team).unwrap().name));
        assert!(position.contains(&pairing.division));
        assert!(position.contains(&format!("Game {g}")));
        let replay = game.replay().unwrap();
        let pos = replay.current();
        use shakmaty::Position;
        let turn = if pos.turn().is_white() {
            "White to move"
        } else {
            "Black to move"
        };
        // Under each of the two diagrams: side to move and piece counts.
        assert_eq!(position.matches(turn).count(), 2, "{position}");
        let white = format!("White: {} pieces", pos.board().white().count());
        let black = format!("Black: {} pieces, ringed", pos.board().black().count());
        assert_eq!(position.matches(&white).count(), 2, "{white} in {position}");
        assert_eq!(position.matches(&black).count(), 2, "{black} in {position}");
        assert!(position.contains("Castling:") && position.contains("En passant:"));
        assert!(
            position.contains("1.\u{a0}") || position.contains("1. "),
            "the score has move numbers"
        );
        // The claim is on its own page, not on the position page.
        assert!(!position.contains("claims"));
        assert!(!position.contains("Zugzwang"));
        assert!(claim.contains("White claims a win"), "{claim}");
        assert!(claim.contains("Black claims a draw"), "{claim}");
        assert!(claim.contains("Zugzwang"), "{claim}");
    }
}

// rule: C24
#[test]
fn c24_a_side_without_a_claim_gets_a_form_to_fill_in() {
    let mut p = demo_project();
    let g = unfinished_games(&p, Some("Division 2"))[0];
    run(&mut p, AdjudicationCommand::OpenAtClose { division: None });
    let bytes = write_packet(&p, &[g], Recipient::Captain, &PacketOptions::default()).unwrap();
    let pages = texts(&bytes);
    assert_eq!(pages.len(), 2);
    assert!(
        pages[1].contains("White: claim (delete as appropriate)"),
        "{}",
        pages[1]
    );
    assert!(pages[1].contains("Black: claim (delete as appropriate)"));
}

// rule: C26
#[test]
fn c26_the_adjudicators_packet_holds_no_claim_anywhere() {
    let (p, games) = demo_with_claims();
    let bytes = write_packet(
        &p,
        &games,
        Recipient::Adjudicator,
        &PacketOptions::default(),
    )
    .unwrap();
    let pages = texts(&bytes);
    assert_eq!(pages.len(), 3, "positions only");
    let all = pages.concat();
    for word in ["Zugzwang", "claims a", "claim (delete", "Claim:"] {
        assert!(!all.contains(word), "`{word}` in the adjudicator's packet");
    }
    // Nor in the file's bytes, decompressed: no stream carries the analysis.
    let doc = Document::load_mem(&bytes).unwrap();
    for object in doc.objects.values() {
        if let Ok(stream) = object.as_stream() {
            let content = stream
                .decompressed_content()
                .unwrap_or_else(|_| stream.content.clone());
            assert!(!String::from_utf8_lossy(&content).contains("Zugzwang"));
        }
    }
    assert!(all.contains("Adjudicator's copy"));
}

// rule: C26
#[test]
fn c26_a_third_adjudicator_gets_the_first_two_views_on_a_page_of_their_own() {
    let (mut p, games) = demo_with_claims();
    let g = games[0];
    for name in ["A", "B"] {
        run(
            &mut p,
            AdjudicationCommand::Refer {
                game: g,
                referral: Referral {
                    adjudicator: name.into(),
                    sent: d(7, 1),
                    purpose: Purpose::Adjudication,
                },
            },
        );
    }
    for (name, verdict, reasons) in [
        ("A", Verdict::WhiteWins, "The outside passed pawn decides."),
        (
            "B",
            Verdict::Draw,
            "Black's king reaches the corner in time.",
        ),
    ] {
        run(
            &mut p,
            AdjudicationCommand::RecordOpinion {
                game: g,
                opinion: Opinion {
                    adjudicator: name.into(),
                    received: d(7, 15),
                    verdict,
                    reasons: reasons.into(),
                },
            },
        );
    }
    let bytes = write_packet(&p, &[g], Recipient::Adjudicator, &PacketOptions::default()).unwrap();
    let pages = texts(&bytes);
    assert_eq!(pages.len(), 2);
    assert!(
        !pages[0].contains("adjudicator:"),
        "the views are not on the position page"
    );
    assert!(
        pages[1].contains("First adjudicator: win for White"),
        "{}",
        pages[1]
    );
    assert!(pages[1].contains("Second adjudicator: draw"));
    assert!(pages[1].contains("outside passed pawn"));
    assert!(!pages.concat().contains("Zugzwang"), "still no claim");
}

fn media_box(bytes: &[u8]) -> Vec<f32> {
    let doc = Document::load_mem(bytes).unwrap();
    let (_, page) = doc.get_pages().into_iter().next().unwrap();
    let dict = doc.get_dictionary(page).unwrap();
    dict.get(b"MediaBox")
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o.as_float().unwrap())
        .collect()
}

#[test]
fn packets_print_on_a4_and_us_letter() {
    let (p, games) = demo_with_claims();
    for (paper, size) in [
        (Paper::A4, [595.28, 841.89]),
        (Paper::Letter, [612.0, 792.0]),
    ] {
        let options = PacketOptions {
            paper,
            ..PacketOptions::default()
        };
        let bytes = write_packet(&p, &games, Recipient::Captain, &options).unwrap();
        let b = media_box(&bytes);
        assert!(
            (b[2] - size[0]).abs() < 0.1 && (b[3] - size[1]).abs() < 0.1,
            "{paper:?}: {b:?}"
        );
        assert_eq!(texts(&bytes).len(), 6);
    }
}

fn game_from(p: &mut Project, fen: Option<&str>, moves: &[&str]) -> GameId {
    let id = p.next_game_id();
    let mut game = Game::new(id, PlayerId(1), PlayerId(2), "Test position");
    game.setup_fen = fen.map(str::to_owned);
    game.moves = moves.iter().map(|m| MoveRecord::new(*m)).collect();
    game.replay().unwrap();
    p.hand_edit().games.push(game);
    id
}

#[test]
fn promoted_pieces_and_a_full_board_are_counted() {
    let mut p = demo_project();
    // White promotes to a queen, Black under-promotes to a knight.
    let promoted = game_from(
        &mut p,
        Some("7k/P7/8/8/8/8/6p1/K7 w - - 0 1"),
        &["a8=Q+", "Kh7", "Qb8", "g1=N"],
    );
    let full = game_from(&mut p, None, &["e4", "e5"]);
    let bytes = write_packet(
        &p,
        &[promoted, full],
        Recipient::Adjudicator,
        &PacketOptions::default(),
    )
    .unwrap();
    let pages = texts(&bytes);
    assert_eq!(pages.len(), 2);
    assert_eq!(
        pages[0].matches("White: 2 pieces (K Q)").count(),
        2,
        "{}",
        pages[0]
    );
    assert_eq!(pages[0].matches("Black: 2 pieces, ringed (K N)").count(), 2);
    assert!(pages[0].contains("a8=Q+") && pages[0].contains("g1=N"));
    assert!(pages[0].contains("White to move"));
    assert_eq!(
        pages[1]
            .matches("White: 16 pieces (K Q 2R 2B 2N 8P)")
            .count(),
        2,
        "{}",
        pages[1]
    );
    assert_eq!(
        pages[1]
            .matches("Black: 16 pieces, ringed (K Q 2R 2B 2N 8P)")
            .count(),
        2
    );
    assert!(pages[1].contains("Castling: White O-O, O-O-O; Black O-O, O-O-O"));
    assert!(pages[1].contains("En passant: none"));
    // After 1.e4 e5 the FEN has the pawns on e4 and e5.
    assert!(
        pages[1].contains("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR"),
        "{}",
        pages[1]
    );
}

#[test]
fn an_en_passant_right_is_named() {
    let mut p = demo_project();
    let g = game_from(&mut p, None, &["e4", "a6", "e5", "d5"]);
    let bytes = write_packet(&p, &[g], Recipient::Adjudicator, &PacketOptions::default()).unwrap();
    assert!(texts(&bytes)[0].contains("En passant: d6"));
}

#[test]
fn a_score_too_long_for_one_page_continues_on_the_next() {
    let mut p = demo_project();
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let moves: Vec<&str> = shuffle.iter().copied().cycle().take(1600).collect();
    let g = game_from(&mut p, None, &moves);
    let bytes = write_packet(&p, &[g], Recipient::Adjudicator, &PacketOptions::default()).unwrap();
    let pages = texts(&bytes);
    assert!(pages.len() >= 2, "{} pages", pages.len());
    assert!(pages[1].contains("game score, continued"));
    assert!(
        pages.last().unwrap().contains("800."),
        "the last move number is printed"
    );
}

#[test]
fn a_ten_game_packet_is_small() {
    let mut p = demo_project();
    run(&mut p, AdjudicationCommand::OpenAtClose { division: None });
    let games: Vec<GameId> = p.adjudications().iter().map(|c| c.game).take(10).collect();
    assert_eq!(games.len(), 10);
    let captain = write_packet(&p, &games, Recipient::Captain, &PacketOptions::default()).unwrap();
    assert!(captain.len() < 100_000, "{} bytes", captain.len());
    let adjudicator = write_packet(
        &p,
        &games,
        Recipient::Adjudicator,
        &PacketOptions::default(),
    )
    .unwrap();
    assert!(adjudicator.len() < 100_000, "{} bytes", adjudicator.len());
}

#[test]
fn an_unknown_game_or_no_game_is_refused() {
    let p = demo_project();
    assert!(
        write_packet(
            &p,
            &[GameId(9999)],
            Recipient::Captain,
            &PacketOptions::default()
        )
        .is_err()
    );
    assert!(write_packet(&p, &[], Recipient::Captain, &PacketOptions::default()).is_err());
}

/// Game `g` referred to adjudicators A and B on 1 July, whose views came
/// on 15 July: A a win for White, B a draw, each with `reasons`.
fn two_views(p: &mut Project, g: GameId, reasons: &str) {
    for name in ["A", "B"] {
        run(
            p,
            AdjudicationCommand::Refer {
                game: g,
                referral: Referral {
                    adjudicator: name.into(),
                    sent: d(7, 1),
                    purpose: Purpose::Adjudication,
                },
            },
        );
    }
    for (name, verdict) in [("A", Verdict::WhiteWins), ("B", Verdict::Draw)] {
        run(
            p,
            AdjudicationCommand::RecordOpinion {
                game: g,
                opinion: Opinion {
                    adjudicator: name.into(),
                    received: d(7, 15),
                    verdict,
                    reasons: reasons.to_owned(),
                },
            },
        );
    }
}

/// Writes sample packets for looking at (`PACKET_SAMPLES=dir cargo test`).
#[test]
fn write_samples_when_asked() {
    let Ok(dir) = std::env::var("PACKET_SAMPLES") else {
        return;
    };
    let (mut p, games) = demo_with_claims();
    let g = games[0];
    two_views(
        &mut p,
        g,
        &"The outside passed pawn decides: 41.a5 Kc7 42.a6 Kb8 43.Kd6 and White wins the race. "
            .repeat(3),
    );
    let promoted = game_from(
        &mut p,
        Some("7k/P7/8/8/8/8/6p1/K7 w - - 0 1"),
        &["a8=Q+", "Kh7", "Qb8", "g1=N"],
    );
    let dir = std::path::Path::new(&dir);
    let captain = write_packet(&p, &games, Recipient::Captain, &PacketOptions::default()).unwrap();
    std::fs::write(dir.join("captain.pdf"), captain).unwrap();
    let third = write_packet(
        &p,
        &[g, promoted],
        Recipient::Adjudicator,
        &PacketOptions::default(),
    )
    .unwrap();
    std::fs::write(dir.join("third.pdf"), third).unwrap();
}

/// Sets the language of `games` (their letters follow).
fn in_language(p: &mut Project, games: &[GameId], language: ccdesk::domain::language::Language) {
    for &game in games {
        apply(
            p,
            Command::Game(ccdesk::domain::game::GameCommand::SetLanguage { game, language }),
        )
        .unwrap();
    }
}

// rule: C24 — the captain's submission of a German game is German on both
// its pages: the facts under the diagrams, the score in German letters,
// the claims and the foot (issue 35).
#[test]
fn c24_a_german_games_submission_is_worded_in_german() {
    let (mut p, games) = demo_with_claims();
    let g = games[0];
    in_language(&mut p, &[g], ccdesk::domain::language::Language::German);
    let bytes = write_packet(&p, &[g], Recipient::Captain, &PacketOptions::default()).unwrap();
    let pages = texts(&bytes);
    assert_eq!(pages.len(), 2, "a position page and a claim page");
    let (position, claim) = (&pages[0], &pages[1]);
    for expected in [
        &format!("Partie {g}"),
        "Weiß: ",
        "Schwarz: ",
        "Brett ",
        "Schlussstellung nach ",
        " am Zug",
        "Steine (K ",
        "Steine, umkreist (K ",
        "Rochade: Weiß ",
        "En passant: ",
        "Partieverlauf",
        "Einreichung des Mannschaftsführers (C24)",
        "Seite 1 von 2",
    ] {
        assert!(
            position.contains(expected),
            "{expected:?} missing:\n{position}"
        );
    }
    for expected in [
        "Antrag: ",
        "Weiß beantragt den Gewinn",
        "Schwarz beantragt Remis",
        "Eingegangen am 28. Juni 2026",
        "Analyse:",
        "Keine Analyse eingereicht.",
        "Seite 2 von 2",
    ] {
        assert!(claim.contains(expected), "{expected:?} missing:\n{claim}");
    }
    for english in [
        "to move",
        "pieces",
        "ringed",
        "Castling",
        "Game score",
        "Final position",
        "Claim:",
        "claims a",
        "Received",
        "No analysis",
        "page ",
        "Captain's",
    ] {
        assert!(
            !pages.concat().contains(english),
            "still {english:?} in\n{}",
            pages.concat()
        );
    }
}

// rule: C26 — a third adjudicator's pages of a French game are French:
// the views with their verdicts, the blank form's words never there.
#[test]
fn c26_a_french_games_views_are_worded_in_french() {
    let (mut p, games) = demo_with_claims();
    let g = games[0];
    in_language(&mut p, &[g], ccdesk::domain::language::Language::French);
    two_views(&mut p, g, "");
    let bytes = write_packet(&p, &[g], Recipient::Adjudicator, &PacketOptions::default()).unwrap();
    // To look at: PACKET_SAMPLES=dir.
    if let Ok(dir) = std::env::var("PACKET_SAMPLES") {
        std::fs::write(std::path::Path::new(&dir).join("views-fr.pdf"), &bytes).unwrap();
    }
    let pages = texts(&bytes);
    assert_eq!(pages.len(), 2);
    for expected in [
        "Trait aux ",
        "pièces, cerclées (R ",
        "Roque\u{a0}: Blancs ",
        "Déroulement de la partie",
    ] {
        assert!(
            pages[0].contains(expected),
            "{expected:?} missing:\n{}",
            pages[0]
        );
    }
    for expected in [
        "Avis des deux premiers arbitres\u{a0}: ",
        "Premier arbitre\u{a0}: gain des Blancs (1-0)",
        "Deuxième arbitre\u{a0}: nulle (½-½)",
        "Aucun motif donné.",
        "Exemplaire de l'arbitre (C26)\u{a0}: positions seules",
        "page 2 sur 2",
    ] {
        assert!(
            pages[1].contains(expected),
            "{expected:?} missing:\n{}",
            pages[1]
        );
    }
    for english in [
        "adjudicator:",
        "win for White",
        "No reasons",
        "to move",
        "Adjudicator's copy",
    ] {
        assert!(!pages.concat().contains(english), "still {english:?}");
    }
}
