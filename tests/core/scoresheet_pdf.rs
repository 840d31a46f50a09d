//! The printed scoresheet with its clock ledger (E5.1, P10), checked from
//! the PDF itself: players, numbered moves in the game's notation, the
//! received and sent dates, days used and totals, both paper sizes.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::notation::{Notation, PieceLetters};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::pdf::{Paper, PdfError, write_scoresheets};
use chrono::NaiveDate;
use lopdf::Document;

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

/// Ann – Bob under the email rules: White's first move counted from the
/// start of play, Black's received date assumed (E2.9), then stated dates.
fn desk() -> Project {
    let mut p = Project::new("Ann's desk");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Ashworth"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Club email friendlies");
    g.start = Some(d(3, 1));
    for (san, received, sent) in [
        ("e4", None, d(3, 3)),
        ("e5", None, d(3, 9)),
        ("Nf3", Some(d(3, 10)), d(3, 20)),
        ("Nc6", Some(d(3, 21)), d(3, 23)),
        ("Bb5", Some(d(3, 24)), d(3, 30)),
    ] {
        g.moves
            .push(MoveRecord::new(san).dated(received, Some(sent)));
    }
    p.hand_edit().games.push(g);
    p
}

// rule: E5.1
// rule: P10
// rule: E2.1
// rule: E2.11
#[test]
fn the_scoresheet_holds_players_numbered_moves_and_the_ledger_dates() {
    let p = desk();
    let bytes = write_scoresheets(&p, &[GameId(1)], Paper::A4).unwrap();
    let pages = texts(&bytes);
    assert_eq!(pages.len(), 1, "a short game fits one page");
    let page = &pages[0];
    for expected in [
        "Ann Ashworth",
        "Bob Bramley",
        "Club email friendlies",
        "1.",
        "2.",
        "3.",
        "e4",
        "Nc6",
        "Bb5",
        // White's first move counts from the start of play.
        "1 Mar 2026",
        "3 Mar 2026",
        // Black's received date is assumed: sent + 1 day in transit (E2.9, E2.12).
        "4 Mar 2026*",
        "10 Mar 2026",
        "20 Mar 2026",
        "30 Mar 2026",
        "received date assumed",
    ] {
        assert!(page.contains(expected), "{expected:?} missing from\n{page}");
    }
    // Days used: e4 2 (1-3 Mar), e5 5 (4-9 Mar), Nf3 10, Nc6 2, Bb5 6;
    // White's total 2 + 10 + 6 = 18 of 40, Black's 7.
    assert!(
        page.contains("3 moves sent, 18 days used"),
        "White's total in\n{page}"
    );
    assert!(
        page.contains("2 moves sent, 7 days used"),
        "Black's total in\n{page}"
    );
    assert!(page.contains("22 left"), "40 - 18 days left in\n{page}");
}

// rule: E2.2
#[test]
fn the_score_is_in_the_games_notation() {
    let mut p = desk();
    p.hand_edit().games[0].notation = Notation::Iccf;
    let bytes = write_scoresheets(&p, &[GameId(1)], Paper::Letter).unwrap();
    let page = &texts(&bytes)[0];
    // e4 = 5254, e5 = 5755, Nf3 = 7163 in ICCF numeric notation.
    for m in ["5254", "5755", "7163"] {
        assert!(page.contains(m), "{m} missing from\n{page}");
    }
    let doc = Document::load_mem(&bytes).unwrap();
    let (_, page_id) = doc.get_pages().into_iter().next().unwrap();
    let media = doc
        .get_dictionary(page_id)
        .unwrap()
        .get(b"MediaBox")
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o.as_float().unwrap())
        .collect::<Vec<f32>>();
    assert_eq!(media[2].round(), 612.0, "US Letter width");
}

// rule: E2.2 — the scoresheet writes the piece letters agreed for the game.
#[test]
fn the_score_is_in_the_games_piece_letters() {
    let mut p = desk();
    p.hand_edit().games[0].letters = PieceLetters::German;
    let bytes = write_scoresheets(&p, &[GameId(1)], Paper::A4).unwrap();
    let page = &texts(&bytes)[0];
    // 2.Nf3 is 2.Sf3 in German letters.
    assert!(page.contains("Sf3"), "Sf3 missing from\n{page}");
    assert!(!page.contains("Nf3"), "Nf3 in\n{page}");
    assert!(page.contains("notation san, German letters"), "{page}");
}

#[test]
fn a_long_game_continues_on_a_second_page_and_bad_requests_are_refused() {
    let mut p = desk();
    let g = &mut p.hand_edit().games[0];
    g.moves.clear();
    // 120 plies of knights going back and forth, a day apart.
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let mut day = d(3, 2);
    for i in 0..120 {
        g.moves
            .push(MoveRecord::new(shuffle[i % 4]).dated(None, Some(day)));
        day = day.succ_opt().unwrap().succ_opt().unwrap();
    }
    let bytes = write_scoresheets(&p, &[GameId(1)], Paper::A4).unwrap();
    let pages = texts(&bytes);
    assert_eq!(pages.len(), 2, "60 lines do not fit one page");
    assert!(pages[1].contains("scoresheet, continued"));
    assert!(pages[1].contains("60."));
    assert!(pages[1].contains("page 2 of 2"));

    assert_eq!(
        write_scoresheets(&p, &[], Paper::A4).unwrap_err(),
        PdfError::NoGames
    );
    assert_eq!(
        write_scoresheets(&p, &[GameId(9)], Paper::A4).unwrap_err(),
        PdfError::UnknownGame(GameId(9))
    );
}

#[test]
fn a_game_from_a_position_with_black_to_move_prints_its_score_and_says_why_there_is_no_ledger() {
    let mut p = desk();
    let g = &mut p.hand_edit().games[0];
    g.setup_fen = Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".to_owned());
    g.moves.clear();
    g.moves
        .push(MoveRecord::new("e5").dated(Some(d(3, 2)), Some(d(3, 4))));
    g.moves
        .push(MoveRecord::new("Nf3").dated(Some(d(3, 5)), Some(d(3, 6))));
    let bytes = write_scoresheets(&p, &[GameId(1)], Paper::A4).unwrap();
    let page = &texts(&bytes)[0];
    for expected in [
        "e5",
        "Nf3",
        "4 Mar 2026",
        "6 Mar 2026",
        "cannot be computed",
    ] {
        assert!(page.contains(expected), "{expected:?} missing from\n{page}");
    }
}

/// The desk with game 1 in `language` (its letters follow).
fn desk_in(language: ccdesk::domain::language::Language) -> Project {
    use ccdesk::domain::command::{Command, apply};
    use ccdesk::domain::game::GameCommand;
    let mut p = desk();
    apply(
        &mut p,
        Command::Game(GameCommand::SetLanguage {
            game: GameId(1),
            language,
        }),
    )
    .unwrap();
    p
}

// rule: E5.1 — the scoresheet of a German game is German: titles, column
// heads, the numeric dates of the table, the totals in the language's
// plural, the moves in German letters, the page's foot (issue 35).
#[test]
fn a_german_games_scoresheet_is_worded_in_german() {
    let p = desk_in(ccdesk::domain::language::Language::German);
    let bytes = write_scoresheets(&p, &[GameId(1)], Paper::A4).unwrap();
    let page = texts(&bytes).concat();
    for expected in [
        "Weiß: Ann Ashworth",
        "Schwarz: Bob Bramley",
        "Partie g1",
        "Spielbeginn 1. März 2026",
        "Notation san, deutsche Figurenbuchstaben",
        "läuft",
        "Nr.",
        "erhalten",
        "gesendet",
        "Tage",
        // Black's received date assumed (E2.9): 4 March, marked.
        "04.03.2026*",
        "30.03.2026",
        "Sf3",
        "Lb5",
        "3 Züge gesendet, 18 Tage verbraucht",
        "2 Züge gesendet, 7 Tage verbraucht",
        "noch 22",
        "Eingangsdatum angenommen",
        "Seite 1 von 1",
    ] {
        assert!(page.contains(expected), "{expected:?} missing from\n{page}");
    }
    for english in [
        "White",
        "received",
        "moves sent",
        "days used",
        "left;",
        "Scoresheet",
        "page 1 of",
        "Mar 2026",
        "Nf3",
    ] {
        assert!(!page.contains(english), "still {english:?} in\n{page}");
    }
}

// rule: E5.1 — and a French game's in French, with the French letters.
#[test]
fn a_french_games_scoresheet_is_worded_in_french() {
    let p = desk_in(ccdesk::domain::language::Language::French);
    let bytes = write_scoresheets(&p, &[GameId(1)], Paper::A4).unwrap();
    let page = texts(&bytes).concat();
    for expected in [
        "Blancs\u{a0}: Ann Ashworth",
        "Noirs\u{a0}: Bob Bramley",
        "début de la partie 1er mars 2026",
        "reçu",
        "envoyé",
        "04/03/2026*",
        "Cf3",
        "Fb5",
        "3 coups envoyés, 18 jours utilisés",
        "reste 22",
        "page 1 sur 1",
    ] {
        assert!(page.contains(expected), "{expected:?} missing from\n{page}");
    }
    for english in ["White", "moves sent", "Scoresheet", "page 1 of", "Nf3"] {
        assert!(!page.contains(english), "still {english:?} in\n{page}");
    }
}
