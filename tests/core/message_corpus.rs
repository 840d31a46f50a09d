#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Hand-written move messages (tests/messages/*.txt) read against a small
//! project, each with the reading it must give.
//!
//! Each file starts with `# key: value` lines, then `---` and the message
//! as a person wrote it: the text of the mail (`.txt`), or the whole mail
//! with its headers and MIME parts (`.eml`: HTML-only, multipart, base64,
//! quoted-printable), read through `io::eml::read_eml` as `ccdesk message
//! read` reads an `.eml` file (its `From:` and `Date:` are the sender's
//! address and the mailing date, unless `from` or `mailed` say otherwise).
//! What the reader is told: `select` (the game the user chose), `from`
//! (the mail's sender address), `arrived`, `mailed`.
//! What the reading must be: `game` (id or `-`), `reply` (SAN or `-`),
//! `findings` (rule IDs, or `none`), and where given `moves` (every move
//! read, SAN, space-separated), `repeated` (the repetition as written),
//! `sent` and `received` (the dates that count, or `-`), `days` (the days
//! stated for the move, or `-`), `totals` (White and Black's stated
//! totals, `W/B` with `-` for one not stated), `penalties` (the penalties
//! proposed, E6.6: `none` or reasons as `illegal`, `ambiguous`,
//! `illegible`, `repetition`), `finding` (text a finding's display must
//! contain; one line each) and `declares` (the kind a message declares
//! besides a move, `resignation`, `draw-offer`... or `-`). `rule` says
//! what a case checks.
//!
//! rule: E2.1 E2.2 E2.4 E2.5 E2.6-8 E2.9 E2.10 E2.11 (dates, numbers, notation)
//! rule: E4.1 E4.2 E4.3 E4.4 E4.6 E4.7 E6.6 (moves and penalties), P03 P04 (postal card)

use ccdesk::domain::game::{ConditionalProposal, Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::PenaltyReason;
use ccdesk::domain::message::{Finding, ReadOptions, Reading, read_message};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::eml::{ReceivedMail, read_eml};
use chrono::NaiveDate;
use shakmaty::{Chess, Position};

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

fn player(id: u32, name: &str, email: &str) -> Player {
    let mut p = Player::new(PlayerId(id), name);
    p.email = email.to_owned();
    p
}

/// A game whose moves are dated: each move received the day after the
/// previous one was sent (the first on `start`), and sent `gaps[i]` days
/// after it was received.
#[expect(
    clippy::too_many_arguments,
    reason = "one line per game in the fixture"
)]
fn game(
    id: u32,
    white: u32,
    black: u32,
    event: &str,
    moves: &[&str],
    start: NaiveDate,
    gaps: &[u64],
    transit: u64,
) -> Game {
    let mut g = Game::new(GameId(id), PlayerId(white), PlayerId(black), event);
    g.start = Some(start);
    let mut received = start;
    for (i, san) in moves.iter().enumerate() {
        let sent = received + chrono::Days::new(gaps[i]);
        g.moves
            .push(MoveRecord::new(*san).dated(Some(received), Some(sent)));
        received = sent + chrono::Days::new(transit);
    }
    g
}

/// The project of the corpus: the owner Ann Smith and ten opponents.
pub fn corpus_project() -> Project {
    let mut p = Project::new("corpus");
    *p.hand_edit().owner = Some(PlayerId(1));
    *p.hand_edit().players = vec![
        player(1, "Ann Smith", "ann@chess.example"),
        player(2, "Bo Berg", "bo@chess.example"),
        player(3, "Cy Dahl", ""),
        player(4, "Dee Ek", "dee@chess.example"),
        player(5, "Eva Falk", "eva@chess.example"),
        player(6, "Fay Gran", "fay@chess.example"),
        player(7, "Gus Hed", "gus@chess.example"),
        player(8, "Hal Holm", "hal@chess.example"),
        player(9, "Ivo Ilves", "ivo@chess.example"),
        player(10, "Jo Jung", "jo@chess.example"),
        player(11, "Kim Kask", "kim@chess.example"),
        player(12, "Lea Lund", "lea@chess.example"),
    ];
    let ev = "Club email friendlies 2026";
    // g1: 3.Bb5 sent 10 Mar. White 0+1+2 = 3 days, Black 1+1 = 2 days.
    p.hand_edit().games.push(game(
        1,
        1,
        2,
        ev,
        &["e4", "e5", "Nf3", "Nc6", "Bb5"],
        d(3, 1),
        &[0, 1, 1, 1, 2],
        1,
    ));
    // g2: Bo White, Ann Black; 2...e6 sent 9 Mar.
    p.hand_edit().games.push(game(
        2,
        2,
        1,
        ev,
        &["d4", "Nf6", "c4", "e6"],
        d(3, 2),
        &[1, 1, 2, 1],
        1,
    ));
    // g3: postal; 2.Nf3 posted Tue 10 Mar.
    let mut g3 = game(
        3,
        1,
        3,
        "Inter-Office friendly",
        &["e4", "c5", "Nf3"],
        d(3, 2),
        &[0, 2, 2],
        2,
    );
    g3.rules = "Postal (Inter-Office appendix)".to_owned();
    p.hand_edit().games.push(g3);
    // g4: 2.Nf3 sent 10 Mar with the proposal "if 2...Nc6 then 3.Bb5".
    let mut g4 = game(4, 1, 4, ev, &["e4", "e5", "Nf3"], d(3, 4), &[1, 1, 2], 1);
    let mut pos = Chess::default();
    for m in &g4.replay().unwrap().moves {
        pos.play_unchecked(*m);
    }
    let mut proposal = ConditionalProposal::from_line(3, &pos, "Nc6 Bb5").unwrap();
    proposal.sent = Some(d(3, 10));
    g4.conditional.push(proposal);
    p.hand_edit().games.push(g4);
    // g5: 4.Bc4 sent 10 Mar; Black may castle.
    p.hand_edit().games.push(game(
        5,
        1,
        5,
        ev,
        &["e4", "e5", "Nf3", "Nf6", "Nc3", "Be7", "Bc4"],
        d(2, 27),
        &[1, 1, 1, 1, 1, 1, 1],
        1,
    ));
    // g6 and g7: Fay and Gus have White and have not moved yet (from 14 Oct).
    p.hand_edit()
        .games
        .push(game(6, 6, 1, ev, &[], d(10, 14), &[], 1));
    p.hand_edit()
        .games
        .push(game(7, 7, 1, ev, &[], d(10, 14), &[], 1));
    // g8: a Queen's Gambit to 12.Rxc3, sent 30 Oct; every move one day
    // after the last arrived. White 12 days, Black 11 days.
    p.hand_edit().games.push(game(
        8,
        1,
        8,
        "Nordic autumn open 2026",
        &[
            "d4", "d5", "c4", "e6", "Nc3", "Nf6", "Bg5", "Be7", "e3", "O-O", "Nf3", "Nbd7", "Rc1",
            "c6", "Bd3", "dxc4", "Bxc4", "Nd5", "Bxe7", "Qxe7", "O-O", "Nxc3", "Rxc3",
        ],
        d(9, 15),
        &[1; 23],
        1,
    ));
    // g9: Ivo has White; the Two Knights to 4...Bc5, sent 16 Apr.
    p.hand_edit().games.push(game(
        9,
        9,
        1,
        ev,
        &["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Ng5", "Bc5"],
        d(4, 1),
        &[1; 8],
        1,
    ));
    // g10: 3.e4 sent 10 Jun; Black may take en passant on e3.
    p.hand_edit().games.push(game(
        10,
        1,
        10,
        ev,
        &["Nf3", "d5", "g3", "d4", "e4"],
        d(6, 1),
        &[1; 5],
        1,
    ));
    // g11: from a set-up position, 30.Bd3 sent 2 May. Black may promote on
    // b1, castle either side, and "R" may be a rook or (French) the king.
    let mut g11 = game(
        11,
        1,
        11,
        "Endgame thematic 2026",
        &["Bd3"],
        d(5, 1),
        &[1],
        1,
    );
    g11.setup_fen = Some("r3k2r/5pp1/8/8/8/6P1/1p3PKP/5B2 w kq - 0 30".to_owned());
    p.hand_edit().games.push(g11);
    // g12: the example. Lea has White; a Sicilian to 3...cxd4,
    // sent 25 Oct and received 26 Oct. White 3 days, Black 2 days.
    p.hand_edit().games.push(game(
        12,
        12,
        1,
        ev,
        &["e4", "c5", "Nf3", "d6", "d4", "cxd4"],
        d(10, 15),
        &[1, 1, 1, 1, 1, 0],
        1,
    ));
    p
}

struct Case {
    name: String,
    fields: Vec<(String, String)>,
    /// The message text (an `.eml` case: its body as the mail reader gives it).
    text: String,
    /// An `.eml` case: the mail as read.
    mail: Option<ReceivedMail>,
}

impl Case {
    fn get(&self, key: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    fn all<'a>(&'a self, key: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.fields
            .iter()
            .filter(move |(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    fn date(&self, key: &str) -> Option<NaiveDate> {
        self.get(key).map(|a| a.parse().unwrap())
    }

    fn options(&self) -> ReadOptions {
        ReadOptions {
            game: self.get("select").map(|g| GameId(g.parse().unwrap())),
            arrived: self.date("arrived"),
            mailed: self
                .date("mailed")
                .or(self.mail.as_ref().and_then(|m| m.date)),
            from_email: self
                .get("from")
                .map(str::to_owned)
                .or_else(|| self.mail.as_ref().and_then(|m| m.from_email.clone())),
            from_name: self.mail.as_ref().and_then(|m| m.from_name.clone()),
            ..ReadOptions::default()
        }
    }

    /// The case read as `ccdesk message read` reads it.
    fn read(&self, project: &Project) -> Reading {
        read_message(project, &self.text, &self.options())
    }
}

fn penalty_name(reason: PenaltyReason) -> &'static str {
    match reason {
        PenaltyReason::IllegalMove => "illegal",
        PenaltyReason::AmbiguousMove => "ambiguous",
        PenaltyReason::IllegibleMove => "illegible",
        PenaltyReason::WrongRepetition => "repetition",
    }
}

const KEYS: [&str; 19] = [
    "game",
    "reply",
    "findings",
    "arrived",
    "select",
    "from",
    "mailed",
    "moves",
    "repeated",
    "sent",
    "received",
    "finding",
    "rule",
    "note",
    "days",
    "totals",
    "penalties",
    "mime",
    "declares",
];

fn cases() -> Vec<Case> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/messages");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    paths
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "txt" || e == "eml"))
        .map(|path| {
            let all = std::fs::read_to_string(&path).unwrap();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let (head, text) = all.split_once("\n---\n").expect("header and text");
            let mail = name.ends_with(".eml").then(|| {
                read_eml(text.replace('\n', "\r\n").as_bytes())
                    .unwrap_or_else(|e| panic!("{name}: {e}"))
            });
            let fields: Vec<(String, String)> = head
                .lines()
                .map(|l| {
                    let (k, v) = l
                        .strip_prefix("# ")
                        .and_then(|l| l.split_once(':'))
                        .unwrap_or_else(|| panic!("{name}: header line {l:?}"));
                    assert!(KEYS.contains(&k), "{name}: unknown key {k}");
                    (k.to_owned(), v.trim().to_owned())
                })
                .collect();
            Case {
                name,
                fields,
                text: mail
                    .as_ref()
                    .map_or_else(|| text.to_owned(), |m| m.body.clone()),
                mail,
            }
        })
        .collect()
}

#[test]
fn corpus_has_at_least_three_hundred_messages() {
    assert!(cases().len() >= 300, "{}", cases().len());
}

// rule: E4.4 — every message gives the reading written in its header.
#[test]
fn every_message_gives_its_expected_reading() {
    let project = corpus_project();
    let mut failures = Vec::new();
    for case in cases() {
        let reading = case.read(&project);
        let mut rules: Vec<&str> = reading.findings.iter().map(|f| f.rule()).collect();
        rules.sort_unstable();
        let rules = if rules.is_empty() {
            "none".to_owned()
        } else {
            rules.join(" ")
        };
        let mut want_rules: Vec<&str> = case.get("findings").unwrap().split(' ').collect();
        want_rules.sort_unstable();
        let date = |d: Option<NaiveDate>| d.map_or("-".to_owned(), |d| d.to_string());
        let got = [
            (
                "game",
                reading.game.map_or("-".to_owned(), |g| g.0.to_string()),
            ),
            ("reply", reading.reply_san.clone().unwrap_or("-".into())),
            ("moves", reading.moves_san.join(" ")),
            ("repeated", reading.repeated.clone().unwrap_or("-".into())),
            ("sent", date(reading.sent)),
            ("received", date(reading.received)),
            (
                "days",
                reading.days.map_or("-".to_owned(), |d| d.to_string()),
            ),
            (
                "totals",
                reading.totals.map_or("-".to_owned(), |(w, b)| {
                    let n = |x: Option<u32>| x.map_or("-".to_owned(), |x| x.to_string());
                    format!("{}/{}", n(w), n(b))
                }),
            ),
            ("penalties", {
                let mut p: Vec<&str> = reading
                    .penalties()
                    .iter()
                    .map(|p| penalty_name(p.reason))
                    .collect();
                p.sort_unstable();
                if p.is_empty() {
                    "none".to_owned()
                } else {
                    p.join(" ")
                }
            }),
            // rule: E1.1 — what the message declares besides a move.
            (
                "declares",
                reading
                    .declares
                    .map_or("-".to_owned(), |k| k.name().to_owned()),
            ),
        ];
        let mut wrong = Vec::new();
        if want_rules.join(" ") != rules {
            wrong.push(format!(
                "findings: got {rules}, want {}",
                want_rules.join(" ")
            ));
        }
        for (key, value) in got {
            if let Some(want) = case.get(key)
                && want != value
            {
                wrong.push(format!("{key}: got {value:?}, want {want:?}"));
            }
        }
        for text in case.all("finding") {
            let shown: Vec<String> = reading.findings.iter().map(ToString::to_string).collect();
            if !shown.iter().any(|f| f.contains(text)) {
                wrong.push(format!("finding: none contains {text:?}"));
            }
        }
        if !wrong.is_empty() {
            failures.push(format!(
                "{}:\n   {}\n   findings: {:#?}",
                case.name,
                wrong.join("\n   "),
                reading
                    .findings
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} messages misread:\n{}",
        failures.len(),
        cases().len(),
        failures.join("\n")
    );
}

// rule: E4.3 — a message that carries a readable legal move is never judged to carry none.
#[test]
fn a_readable_legal_move_is_never_no_move() {
    let project = corpus_project();
    for case in cases() {
        let reading = case.read(&project);
        if case.get("reply").is_some_and(|r| r != "-") {
            assert!(
                !reading.findings.iter().any(|f| match f {
                    Finding::NoMove => true,
                    // A part of the mail not decoded, beside the part read, is no "no move".
                    Finding::NotRead { why } => !why.contains("could not be decoded"),
                    _ => false,
                }),
                "{}",
                case.name
            );
        }
    }
}

// rule: E6.6 — invalid moves carry their penalty against the sender's move.
#[test]
fn e6_6_findings_carry_penalties() {
    use shakmaty::Color::{Black, White};
    let project = corpus_project();
    let expect = [
        (
            "08_wrong_repetition.txt",
            PenaltyReason::WrongRepetition,
            Black,
            3,
        ),
        ("10_illegal_reply.txt", PenaltyReason::IllegalMove, Black, 3),
        (
            "11_illegible_reply.txt",
            PenaltyReason::IllegibleMove,
            Black,
            3,
        ),
        (
            "97_illegal_foreign_letters.txt",
            PenaltyReason::IllegalMove,
            Black,
            12,
        ),
        // rule: E4.2 — text and block name two moves: unclear, as an ambiguous move.
        (
            "72_text_and_block_disagree.txt",
            PenaltyReason::AmbiguousMove,
            White,
            5,
        ),
        // rule: E4.1 — text and block repeat two moves: a wrong repetition.
        (
            "73_text_and_block_repeat_disagree.txt",
            PenaltyReason::WrongRepetition,
            White,
            5,
        ),
    ];
    let all = cases();
    for (name, reason, colour, number) in expect {
        let case = all.iter().find(|c| c.name == name).unwrap();
        let reading = case.read(&project);
        let penalties = reading.penalties();
        assert_eq!(penalties.len(), 1, "{name}: {penalties:?}");
        assert_eq!(penalties[0].reason, reason, "{name}");
        assert_eq!(penalties[0].colour, colour, "{name}");
        assert_eq!(penalties[0].move_number, number, "{name}");
    }
}

#[test]
fn every_message_names_the_rules_it_checks() {
    for case in cases() {
        assert!(
            case.get("rule").is_some(),
            "{}: no `# rule:` line",
            case.name
        );
    }
}

// rule: E4.3 E6.6 — honest reading: a message (or a part of a mail) ccdesk
// could not read is reported as not read, with why, and never given a
// penalty; a penalty comes only with a move read and illegal, or a
// repetition read and wrong.
#[test]
fn what_was_not_read_carries_no_penalty() {
    let project = corpus_project();
    let mut not_read = 0;
    for case in cases() {
        let reading = case.read(&project);
        let unread = reading
            .findings
            .iter()
            .any(|f| matches!(f, Finding::NotRead { .. }));
        let grounded = |f: &Finding| match f {
            Finding::IllegalMove { .. }
            | Finding::UnreadableMove { .. }
            | Finding::TextAndBlockDisagree { .. }
            | Finding::ContinuationUnanswered { .. } => true,
            Finding::WrongRepetition { written, .. } => written.is_some(),
            _ => false,
        };
        if unread {
            not_read += 1;
            if !reading.findings.iter().any(grounded) {
                assert!(reading.penalties().is_empty(), "{}", case.name);
            }
        }
        for p in reading.penalties() {
            assert!(
                reading.findings.iter().any(grounded),
                "{}: penalty {p:?} without a move or repetition read",
                case.name
            );
        }
        for shown in reading.findings.iter().map(ToString::to_string) {
            if shown.starts_with("not read") {
                assert!(shown.contains("no penalty"), "{}: {shown}", case.name);
            }
        }
    }
    assert!(not_read >= 10, "{not_read} cases not read");
}

// rule: E1.1 — at least 25 messages declare a resignation, an offer, its
// answer, a claim or a protest in people's words, in several languages.
#[test]
fn corpus_has_declarations_in_several_languages() {
    let declaring = cases()
        .iter()
        .filter(|c| c.get("declares").is_some_and(|d| d != "-"))
        .count();
    assert!(declaring >= 25, "{declaring}");
}
