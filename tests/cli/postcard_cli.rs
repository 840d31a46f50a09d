//! `ccdesk postcard`: the card of the move to post in a postal game, page
//! by page (the address side, then the message side), on each paper, and
//! its refusals with their exit statuses (1 no move to post, 2 usage).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::Command;

use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

use crate::run_ccdesk::ccdesk;

fn d(day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 3, day).unwrap()
}

const ANN: PlayerId = PlayerId(1);
const BOB: PlayerId = PlayerId(2);
const POSTAL: &str = "Postal (Inter-Office appendix)";

fn game(id: u32, rules: &str, moves: &[(&str, Option<NaiveDate>, Option<NaiveDate>)]) -> Game {
    let mut g = Game::new(GameId(id), ANN, BOB, "Friendly by post");
    g.rules = rules.to_owned();
    g.start = Some(d(1));
    for (san, received, sent) in moves {
        g.moves.push(MoveRecord::new(*san).dated(*received, *sent));
    }
    g
}

/// Ann's desk (she plays White in every game):
///
/// - g1 postal, from Sun 1 Mar 2026: 1.e4 posted Tue 3 Mar (2-3 Mar: 2
///   days); 1...e5 received Thu 5 Mar (assumed: 3 Mar + 2 days' average
///   transmission, P05), posted Fri 6 Mar (1 day); 2.Nf3 received Sat 7
///   Mar, posted Tue 10 Mar (8 Mar is a Sunday, P08: 9-10 Mar, 2 days).
///   White 2 + 2 = 4, Black 1. The card carries 2.Nf3.
/// - g2 postal: 1.e4 and 1...e5; Bob's move is the latest: nothing to post.
/// - g3 postal, no move yet.
/// - g4 by email, 1.e4 posted: no card.
fn desk(dir: &Path) -> String {
    let mut p = Project::new("Ann's desk");
    let mut ann = Player::new(ANN, "Ann Ashworth");
    ann.address = "1 Mill Lane\nLeeds LS1 1AA".to_owned();
    let mut bob = Player::new(BOB, "Bob Bramley");
    bob.address = "2 Church Street\nYork YO1 7HH".to_owned();
    let edit = p.hand_edit();
    edit.players.push(ann);
    edit.players.push(bob);
    *edit.owner = Some(ANN);
    edit.games.push(game(
        1,
        POSTAL,
        &[
            ("e4", None, Some(d(3))),
            ("e5", None, Some(d(6))),
            ("Nf3", Some(d(7)), Some(d(10))),
        ],
    ));
    edit.games.push(game(
        2,
        POSTAL,
        &[("e4", None, Some(d(3))), ("e5", None, Some(d(6)))],
    ));
    edit.games.push(game(3, POSTAL, &[]));
    edit.games
        .push(game(4, "Email", &[("e4", None, Some(d(3)))]));
    let path = dir.join("desk.ron");
    ccdesk::io::project_file::save(&path, &p).unwrap();
    path.to_str().unwrap().to_owned()
}

/// Each page's text and size in points.
fn pages(path: &Path) -> Vec<(String, f32, f32)> {
    let doc = lopdf::Document::load(path).unwrap();
    doc.get_pages()
        .into_iter()
        .map(|(number, id)| {
            let text = doc.extract_text(&[number]).unwrap();
            let page = doc.get_dictionary(id).unwrap();
            let media = page.get(b"MediaBox").unwrap().as_array().unwrap();
            let num = |o: &lopdf::Object| o.as_float().unwrap();
            (
                text,
                num(&media[2]) - num(&media[0]),
                num(&media[3]) - num(&media[1]),
            )
        })
        .collect()
}

fn near(a: f32, mm: f32) -> bool {
    (a - mm * 72.0 / 25.4).abs() < 0.5
}

// rule: P01 — first class post: the address side says so and names both addresses.
// rule: P03 — the opponent's latest move is repeated.
// rule: P04 — his postmark date, the date received, the date posted, the time used.
// rule: P05 — the date received is assumed from the average transmission time.
// rule: P08 — no time counted for Sundays.
#[test]
fn the_postcard_carries_both_addresses_the_moves_and_the_four_p04_entries() {
    let dir = tempfile::tempdir().unwrap();
    let project = desk(dir.path());
    let out_path = dir.path().join("card.pdf");
    let out = ccdesk(&[
        "postcard",
        &project,
        "--game",
        "g1",
        "-o",
        out_path.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("game g1, 2.Nf3 to Bob Bramley, posted 2026-03-10"),
        "{said}"
    );

    let pages = pages(&out_path);
    assert_eq!(pages.len(), 2, "address side and message side");
    let (front, w, h) = &pages[0];
    assert!(near(*w, 148.0) && near(*h, 105.0), "{w} x {h}");
    for expected in [
        "From:",
        "Ann Ashworth",
        "1 Mill Lane",
        "Leeds LS1 1AA",
        "STAMP",
        "postmark",
        "BY FIRST CLASS POST (P01)",
        "To:",
        "Bob Bramley",
        "2 Church Street",
        "York YO1 7HH",
        "Game g1",
    ] {
        assert!(
            front.contains(expected),
            "address side lacks {expected:?}:\n{front}"
        );
    }
    let (back, w, h) = &pages[1];
    assert!(near(*w, 148.0) && near(*h, 105.0), "{w} x {h}");
    for expected in [
        "Friendly by post",
        "White Ann Ashworth – Black Bob Bramley · I play White",
        "Your move: 1...e5",
        "My move: 2.Nf3",
        "Your postmark",
        "6 Mar 2026",
        "Received",
        "7 Mar 2026",
        "Posted",
        "10 Mar 2026 (the postmark counts)",
        "2 days this move; in all White 4, Black 1 days",
        "Signed:",
    ] {
        assert!(
            back.contains(expected),
            "message side lacks {expected:?}:\n{back}"
        );
    }
    assert!(
        !back.contains("After 2.Nf3"),
        "no diagram unless asked:\n{back}"
    );

    // Ann's previous card: Bob's 1...e5 arrived on an assumed date.
    let mut p = ccdesk::io::project_file::load(Path::new(&project)).unwrap();
    p.hand_edit().game(GameId(1)).unwrap().moves.truncate(2);
    p.hand_edit().game(GameId(1)).unwrap().black = ANN;
    p.hand_edit().game(GameId(1)).unwrap().white = BOB;
    let swapped = dir.path().join("swapped.ron");
    ccdesk::io::project_file::save(&swapped, &p).unwrap();
    let assumed = dir.path().join("assumed.pdf");
    let out = ccdesk(&[
        "postcard",
        swapped.to_str().unwrap(),
        "--game",
        "1",
        "-o",
        assumed.to_str().unwrap(),
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let pages = self::pages(&assumed);
    // A long entry wraps on the card: read it as one line.
    let back = &pages[1].0.replace('\n', " ");
    for expected in [
        "Your move: 1.e4",
        "My move: 1...e5",
        "3 Mar 2026",
        "5 Mar 2026 (assumed: your postmark plus the average transmission time of 2 days, P05)",
        "6 Mar 2026 (the postmark counts)",
        "1 day this move; in all White 2, Black 1 days",
        "I play Black",
    ] {
        assert!(
            back.contains(expected),
            "message side lacks {expected:?}:\n{back}"
        );
    }
    assert!(pages[0].0.contains("1 Mill Lane") && pages[0].0.contains("2 Church Street"));
}

// rule: P03
#[test]
fn a6_a4_four_up_and_the_diagram() {
    let dir = tempfile::tempdir().unwrap();
    let project = desk(dir.path());
    let a6 = dir.path().join("a6.pdf");
    let out = ccdesk(&[
        "postcard",
        &project,
        "--game",
        "1",
        "--paper",
        "a6",
        "-o",
        a6.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0));
    let pages = pages(&a6);
    assert_eq!(pages.len(), 2);
    for (_, w, h) in &pages {
        assert!(near(*w, 105.0) && near(*h, 148.0), "{w} x {h}");
    }
    assert!(pages[0].0.contains("York YO1 7HH") && pages[1].0.contains("My move: 2.Nf3"));

    let a4 = dir.path().join("a4.pdf");
    let out = ccdesk(&[
        "postcard",
        &project,
        "--game",
        "1",
        "--paper",
        "a4",
        "--diagram",
        "-o",
        a4.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0));
    let pages = self::pages(&a4);
    assert_eq!(
        pages.len(),
        2,
        "a sheet of address sides, a sheet of message sides"
    );
    for (_, w, h) in &pages {
        assert!(near(*w, 210.0) && near(*h, 297.0), "{w} x {h}");
    }
    assert!(pages[0].0.contains("Bob Bramley") && pages[0].0.contains("STAMP"));
    assert!(pages[1].0.contains("My move: 2.Nf3") && pages[1].0.contains("After 2.Nf3"));
    // The diagram's board and pieces are placed as forms on the message side.
    let doc = lopdf::Document::load(&a4).unwrap();
    let back = *doc.get_pages().get(&2).unwrap();
    let content = String::from_utf8_lossy(&doc.get_page_content(back)).into_owned();
    assert!(content.matches(" Do").count() >= 33, "board and 32 pieces");
    // Cut marks: the sheet's middle lines are marked at each edge.
    assert!(content.matches(" re").count() >= 6, "{content}");

    // The rendered pages are of the card's size at 60 dpi.
    if Command::new("pdftoppm").arg("-v").output().is_ok() {
        let prefix = dir.path().join("card");
        let card = dir.path().join("card.pdf");
        ccdesk(&[
            "postcard",
            &project,
            "--game",
            "1",
            "-o",
            card.to_str().unwrap(),
        ]);
        let status = Command::new("pdftoppm")
            .args([
                "-r",
                "60",
                "-png",
                card.to_str().unwrap(),
                prefix.to_str().unwrap(),
            ])
            .status()
            .unwrap();
        assert!(status.success());
        let png = std::fs::read(dir.path().join("card-1.png")).unwrap();
        // IHDR: width and height, big-endian, after the 16-byte header.
        let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
        let height = u32::from_be_bytes(png[20..24].try_into().unwrap());
        assert_eq!(
            (width, height),
            (350, 249),
            "148 x 105 mm at 60 dpi (pdftoppm rounds up)"
        );
    }
}

#[test]
fn no_move_to_post_exits_1_and_bad_usage_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let project = desk(dir.path());
    let out = dir.path().join("x.pdf");
    let out = out.to_str().unwrap();
    let run = |args: &[&str]| {
        let o = ccdesk(args);
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let (code, err) = run(&["postcard", &project, "--game", "g2", "-o", out]);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("1...e5") && err.contains("Bob Bramley"),
        "{err}"
    );
    let (code, err) = run(&["postcard", &project, "--game", "g3", "-o", out]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("no move yet"), "{err}");
    // rule: P01 — an email game has no card.
    let (code, err) = run(&["postcard", &project, "--game", "g4", "-o", out]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("not played by post"), "{err}");
    assert!(!Path::new(out).exists(), "nothing written when refused");

    for args in [
        vec!["postcard", &project, "--game", "g9", "-o", out],
        vec!["postcard", &project, "--game", "twelve", "-o", out],
        vec![
            "postcard", &project, "--game", "g1", "--paper", "letter", "-o", out,
        ],
        vec!["postcard", &project, "--game", "g1"],
        vec!["postcard", &project, "-o", out],
        vec![
            "postcard",
            "/nonexistent/desk.ron",
            "--game",
            "g1",
            "-o",
            out,
        ],
    ] {
        let (code, err) = run(&args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(
            err.contains("postcard") || err.contains("Usage"),
            "{args:?}: {err}"
        );
    }
    // Never onto the project itself: a write refused, exit 1, not usage.
    let (code, err) = run(&["postcard", &project, "--game", "g1", "-o", &project]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("it is a ccdesk project"), "{err}");
    assert!(ccdesk::io::project_file::load(Path::new(&project)).is_ok());
}

/// The pages of g1's postcard, the game set to `language` (`extra` flags
/// added to `ccdesk postcard`).
fn card_in(language: &str, extra: &[&str]) -> Vec<(String, f32, f32)> {
    let dir = tempfile::tempdir().unwrap();
    let project = desk(dir.path());
    let set = ccdesk(&["game", "language", &project, "--game", "g1", language]);
    assert_eq!(set.status.code(), Some(0));
    let out_path = dir.path().join("card.pdf");
    let mut args = vec!["postcard", project.as_str(), "--game", "g1"];
    args.extend_from_slice(extra);
    args.extend_from_slice(&["-o", out_path.to_str().unwrap()]);
    let out = ccdesk(&args);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    pages(&out_path)
}

/// `text` holds every one of `expected` and none of `english`.
fn worded(text: &str, expected: &[&str], english: &[&str]) {
    for e in expected {
        assert!(text.contains(e), "lacks {e:?}:\n{text}");
    }
    for e in english {
        assert!(!text.contains(e), "still {e:?}:\n{text}");
    }
}

// rule: P01 — the postcard of a game in German is German on both sides:
// the labels, the stamp box, the sides and the signature (issue 35 item 4),
// the moves in German letters.
#[test]
fn a_german_games_postcard_is_worded_in_german() {
    let pages = card_in("de", &[]);
    worded(
        &pages[0].0,
        &[
            "Von:",
            "MARKE",
            "Poststempel (P04)",
            "PRIORITÄT (P01)",
            "An:",
        ],
        &["STAMP", "BY FIRST CLASS POST", "From:"],
    );
    worded(
        &pages[1].0,
        &[
            "Partie g1",
            "Weiß Ann Ashworth – Schwarz Bob Bramley · Ich spiele Weiß",
            "Mein Zug: 2.Sf3",
            "Ihr Poststempel",
            "Erhalten",
            "Aufgegeben",
            "Bedenkzeit",
            "Unterschrift:",
            // The values too, dates and days in German (issue 35 item 4).
            "6. März 2026",
            "10. März 2026 (es zählt der Poststempel)",
            "2 Tage für diesen Zug; insgesamt Weiß 4, Schwarz 1 Tage",
        ],
        &[
            "Your postmark",
            "Time used",
            "Signed:",
            "I play",
            "this move",
            "in all",
            "postmark counts",
            "Mar 2026",
        ],
    );
}

// rule: P04 — a French game's card gives its dates, the days of the move
// in the French plural and the diagram's caption in French.
#[test]
fn a_french_games_postcard_gives_its_values_in_french() {
    let pages = card_in("fr", &["--diagram"]);
    let (front, back) = (&pages[0].0, &pages[1].0);
    assert!(front.contains("Partie g1"), "{front}");
    worded(
        back,
        &[
            "Je joue les Blancs",
            "Votre cachet",
            "6 mars 2026",
            "7 mars 2026",
            "10 mars 2026 (le cachet fait foi)",
            "2 jours pour ce coup\u{a0}; au total Blancs 4, Noirs 1 jours",
            "Après 2.Cf3",
        ],
        &[],
    );
    worded(
        &format!("{front}{back}"),
        &[],
        &[
            "this move",
            "in all",
            "postmark counts",
            "After ",
            "Mar 2026",
            "Game g1",
        ],
    );
}
