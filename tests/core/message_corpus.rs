#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Hand-written move messages (tests/messages/*.txt) read against a small
//! project, each with the findings it must produce.
//!
//! Each file starts with `# key: value` lines — `game` (id or `-`),
//! `reply` (SAN or `-`), `findings` (rule IDs, or `none`), optionally
//! `arrived` — then `---` and the message as a person wrote it.
//!
//! rule: E2.1 E2.2 E2.4 E2.5 E2.6-8 E2.9 E2.10 E2.11 (dates, numbers, notation)
//! rule: E4.1 E4.2 E4.3 E4.6 E4.7 E6.6 (moves and penalties), P03 P04 (postal card)

use ccdesk::domain::game::{ConditionalProposal, Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::message::{ReadOptions, read_message};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
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

/// The project of the corpus: the owner Ann Smith and four opponents.
pub fn corpus_project() -> Project {
    let mut p = Project::new("corpus");
    p.owner = Some(PlayerId(1));
    p.players = vec![
        player(1, "Ann Smith", "ann@chess.example"),
        player(2, "Bo Berg", "bo@chess.example"),
        player(3, "Cy Dahl", ""),
        player(4, "Dee Ek", "dee@chess.example"),
        player(5, "Eva Falk", "eva@chess.example"),
    ];
    let ev = "Club email friendlies 2026";
    // g1: 3.Bb5 sent 10 Mar. White 0+1+2 = 3 days, Black 1+1 = 2 days.
    p.games.push(game(
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
    p.games.push(game(
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
    p.games.push(g3);
    // g4: 2.Nf3 sent 10 Mar with the proposal "if 2...Nc6 then 3.Bb5".
    let mut g4 = game(4, 1, 4, ev, &["e4", "e5", "Nf3"], d(3, 4), &[1, 1, 2], 1);
    let mut pos = Chess::default();
    for m in &g4.replay().unwrap().moves {
        pos.play_unchecked(*m);
    }
    let mut proposal = ConditionalProposal::from_line(3, &pos, "Nc6 Bb5").unwrap();
    proposal.sent = Some(d(3, 10));
    g4.conditional.push(proposal);
    p.games.push(g4);
    // g5: 4.Bc4 sent 10 Mar; Black may castle.
    p.games.push(game(
        5,
        1,
        5,
        ev,
        &["e4", "e5", "Nf3", "Nf6", "Nc3", "Be7", "Bc4"],
        d(2, 27),
        &[1, 1, 1, 1, 1, 1, 1],
        1,
    ));
    p
}

struct Case {
    name: String,
    game: Option<GameId>,
    reply: Option<String>,
    findings: Vec<String>,
    arrived: Option<NaiveDate>,
    text: String,
}

fn cases() -> Vec<Case> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/messages");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    paths
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .map(|path| {
            let all = std::fs::read_to_string(&path).unwrap();
            let (head, text) = all.split_once("\n---\n").expect("header and text");
            let field = |key: &str| {
                head.lines()
                    .find_map(|l| l.strip_prefix(&format!("# {key}:")))
                    .map(|v| v.trim().to_owned())
            };
            let mut findings: Vec<String> = match field("findings").unwrap().as_str() {
                "none" => Vec::new(),
                list => list.split_whitespace().map(str::to_owned).collect(),
            };
            findings.sort();
            Case {
                name: path.file_name().unwrap().to_string_lossy().into_owned(),
                game: field("game")
                    .filter(|g| g != "-")
                    .map(|g| GameId(g.parse().unwrap())),
                reply: field("reply").filter(|r| r != "-"),
                findings,
                arrived: field("arrived").map(|a| a.parse().unwrap()),
                text: text.to_owned(),
            }
        })
        .collect()
}

#[test]
fn corpus_has_at_least_thirty_messages() {
    assert!(cases().len() >= 30);
}

#[test]
fn every_message_gives_its_expected_findings() {
    let project = corpus_project();
    let mut failures = Vec::new();
    for case in cases() {
        let options = ReadOptions {
            arrived: case.arrived,
            ..ReadOptions::default()
        };
        let reading = read_message(&project, &case.text, &options);
        let mut rules: Vec<String> = reading
            .findings
            .iter()
            .map(|f| f.rule().to_owned())
            .collect();
        rules.sort();
        let got = (reading.game, reading.reply_san.clone(), rules.clone());
        let want = (case.game, case.reply.clone(), case.findings.clone());
        if got != want {
            failures.push(format!(
                "{}: got {:?}\n   want {:?}\n   findings: {:#?}",
                case.name, got, want, reading.findings
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// rule: E6.6 — invalid moves carry their penalty against the sender's move.
#[test]
fn e6_6_findings_carry_penalties() {
    use ccdesk::domain::ledger::PenaltyReason;
    let project = corpus_project();
    let expect = [
        ("08_wrong_repetition.txt", PenaltyReason::WrongRepetition),
        ("10_illegal_reply.txt", PenaltyReason::IllegalMove),
        ("11_illegible_reply.txt", PenaltyReason::IllegibleMove),
        ("12_no_move.txt", PenaltyReason::IllegibleMove),
    ];
    let all = cases();
    for (name, reason) in expect {
        let case = all.iter().find(|c| c.name == name).unwrap();
        let reading = read_message(&project, &case.text, &ReadOptions::default());
        let penalties = reading.penalties();
        assert_eq!(penalties.len(), 1, "{name}: {penalties:?}");
        assert_eq!(penalties[0].reason, reason, "{name}");
        assert_eq!(penalties[0].colour, shakmaty::Color::Black, "{name}");
        assert_eq!(penalties[0].move_number, 3, "{name}");
    }
}
