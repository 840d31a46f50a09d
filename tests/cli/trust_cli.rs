#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Issue 29's contract for items 3-5 through the real binary: `message
//! read` refuses a sender that is not the opponent's address (exit 1,
//! nothing changes) unless `--from-unknown-sender`, a block naming another
//! game, a move for the owner's side; `--apply` without `--arrived`
//! assumes and prints the arrival (E2.9); a move received before it was
//! sent is refused by `compose --record`, `ledger` and `check`; `owner`
//! sets the owner's identity and refuses an unknown name unless `--new`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

const G: GameId = GameId(45);
const HENRIK: &str = "h.lindqvist@schack.example";

fn ccdesk(args: &[&str], stdin: &str) -> (u8, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        u8::try_from(out.status.code().unwrap()).unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// Ian's desk (owner, White in g45 against Henrik Lindqvist, Black in g46
/// against Bob Bramley): g45 1.e4 e5 2.Nf3, 2.Nf3 sent 14 Oct.
struct Desk {
    dir: tempfile::TempDir,
    path: PathBuf,
}

impl Desk {
    fn new() -> Desk {
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
        g.rules = "ICCF email".into();
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
        other.rules = "ICCF email".into();
        other.start = Some(d(10, 10));
        other.moves = vec![MoveRecord::new("d4").dated(Some(d(10, 10)), Some(d(10, 11)))];
        p.hand_edit().games.push(g);
        p.hand_edit().games.push(other);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ian.ron");
        ccdesk::io::project_file::save(&path, &p).unwrap();
        Desk { dir, path }
    }

    fn p(&self) -> &str {
        self.path.to_str().unwrap()
    }

    fn bytes(&self) -> Vec<u8> {
        std::fs::read(&self.path).unwrap()
    }

    fn project(&self) -> Project {
        ccdesk::io::project_file::load(&self.path).unwrap()
    }

    /// An .eml of Henrik's reply 2...Nc6 (sent 16 Oct) from `from`.
    fn eml(&self, name: &str, from: &str) -> String {
        let path = self.dir.path().join(name);
        std::fs::write(
            &path,
            format!(
                "From: Someone <{from}>\r\nTo: ian@desk.example\r\nSubject: 2...Nc6\r\nDate: Fri, 16 Oct 2026 10:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{}",
                reply_text().replace('\n', "\r\n")
            ),
        )
        .unwrap();
        path.display().to_string()
    }
}

/// Henrik's reply as a person types it, with no From: line.
fn reply_text() -> String {
    "Game: Ian Lockwood (White) - Henrik Lindqvist (Black)\n\nYour move: 2.Nf3\nMy move: 2...Nc6\nI received it on: 15 Oct 2026\nI send this move on: 16 Oct 2026\nTime for this move: 1 day\n".to_owned()
}

fn moves(desk: &Desk) -> usize {
    desk.project().game(G).unwrap().moves.len()
}

// A stranger, another player of the project and the owner's own address:
// exit 1, the sender named, the file unchanged; --from-unknown-sender applies it.
#[test]
fn a_message_from_another_address_is_refused_with_exit_1() {
    for (from, said) in [
        (
            "x@y.example",
            "from x@y.example, not Henrik Lindqvist's address",
        ),
        (
            "bob@club.example",
            "from bob@club.example (Bob Bramley's address), not Henrik Lindqvist's address",
        ),
        (
            "ian@desk.example",
            "from ian@desk.example (your own address), not Henrik Lindqvist's address",
        ),
    ] {
        let desk = Desk::new();
        let eml = desk.eml("m.eml", from);
        let before = desk.bytes();
        let (status, out, err) = ccdesk(
            &["message", "read", desk.p(), &eml, "--arrived", "2026-10-17"],
            "",
        );
        assert_eq!(status, 1, "{out}{err}");
        assert!(out.contains(said), "{out}");
        let (status, out, err) = ccdesk(
            &[
                "message",
                "read",
                desk.p(),
                &eml,
                "--arrived",
                "2026-10-17",
                "--apply",
            ],
            "",
        );
        assert_eq!(status, 1, "{out}{err}");
        assert!(out.contains(&format!("nothing applied: {said}")), "{out}");
        assert!(out.contains("--from-unknown-sender"), "{out}");
        assert_eq!(desk.bytes(), before, "nothing changes");
        let (status, out, err) = ccdesk(
            &[
                "message",
                "read",
                desk.p(),
                &eml,
                "--arrived",
                "2026-10-17",
                "--apply",
                "--from-unknown-sender",
            ],
            "",
        );
        assert_eq!(status, 0, "{out}{err}");
        assert!(out.contains("applied:"), "{out}");
        assert_eq!(moves(&desk), 4);
    }
    // The opponent's own address: applied without more.
    let desk = Desk::new();
    let eml = desk.eml("h.eml", HENRIK);
    let (status, out, err) = ccdesk(
        &[
            "message",
            "read",
            desk.p(),
            &eml,
            "--arrived",
            "2026-10-17",
            "--apply",
        ],
        "",
    );
    assert_eq!(status, 0, "{out}{err}");
    assert_eq!(moves(&desk), 4);
}

// A plain text: its own From: line naming Henrik's address counts; a text
// without one has no sender and is refused unless --from-unknown-sender.
#[test]
fn a_plain_text_without_a_from_line_has_no_sender() {
    let desk = Desk::new();
    let before = desk.bytes();
    let (status, out, _) = ccdesk(
        &[
            "message",
            "read",
            desk.p(),
            "--arrived",
            "2026-10-17",
            "--apply",
        ],
        &reply_text(),
    );
    assert_eq!(status, 1, "{out}");
    assert!(out.contains("the message gives no sender address"), "{out}");
    assert_eq!(desk.bytes(), before);
    let signed = format!("From: Henrik Lindqvist <{HENRIK}>\n\n{}", reply_text());
    let (status, out, err) = ccdesk(
        &[
            "message",
            "read",
            desk.p(),
            "--arrived",
            "2026-10-17",
            "--apply",
        ],
        &signed,
    );
    assert_eq!(status, 0, "{out}{err}");
    assert_eq!(moves(&desk), 4);
}

/// Henrik's reply as ccdesk at his desk writes it, with its block.
fn ccdesk_reply() -> String {
    let desk = Desk::new();
    let mut his = desk.project();
    *his.hand_edit().owner = Some(PlayerId(2));
    his.hand_edit()
        .game(G)
        .unwrap()
        .moves
        .push(MoveRecord::new("Nc6").dated(Some(d(10, 15)), Some(d(10, 16))));
    let g = his.game(G).unwrap();
    ccdesk::domain::message::compose_move(&his, g, 3, None)
        .unwrap()
        .text()
}

// A block naming g46, or g999, while the content is g45's (found, or
// chosen with --game 45): refused for g45, exit 1, nothing changes.
#[test]
fn a_block_naming_another_game_is_refused() {
    let honest = ccdesk_reply();
    for named in ["g46", "g999"] {
        let text = honest.replace("game: g45", &format!("game: {named}"));
        for game in [None, Some("45")] {
            let desk = Desk::new();
            let before = desk.bytes();
            let mut args = vec![
                "message",
                "read",
                desk.p(),
                "--arrived",
                "2026-10-17",
                "--apply",
            ];
            if let Some(g) = game {
                args.extend(["--game", g]);
            }
            let (status, out, err) = ccdesk(&args, &text);
            assert_eq!(status, 1, "{out}{err}");
            assert!(
                out.contains(&format!(
                    "nothing applied: the message's ccdesk block names game {named}"
                )),
                "{out}"
            );
            assert_eq!(desk.bytes(), before, "{named} {game:?}");
        }
    }
    let desk = Desk::new();
    let (status, out, err) = ccdesk(
        &[
            "message",
            "read",
            desk.p(),
            "--arrived",
            "2026-10-17",
            "--apply",
        ],
        &honest,
    );
    assert_eq!(status, 0, "{out}{err}");
}

// No message plays a move for the owner's side: a forged mail "from"
// Henrik playing Ian's 3.Bb5 changes nothing, even with --from-unknown-sender.
#[test]
fn a_forged_move_for_the_owners_side_changes_nothing() {
    let desk = Desk::new();
    let signed = format!("From: Henrik Lindqvist <{HENRIK}>\n\n{}", reply_text());
    let (status, _, _) = ccdesk(
        &[
            "message",
            "read",
            desk.p(),
            "--arrived",
            "2026-10-17",
            "--apply",
        ],
        &signed,
    );
    assert_eq!(status, 0);
    let before = desk.bytes();
    let forged = format!(
        "From: Henrik Lindqvist <{HENRIK}>\n\nYour move: 2...Nc6\nMy move: 3.Bb5\nI send this move on: 18 Oct 2026\n"
    );
    for extra in [None, Some("--from-unknown-sender")] {
        let mut args = vec!["message", "read", desk.p(), "--apply"];
        args.extend(extra);
        let (status, out, err) = ccdesk(&args, &forged);
        assert_eq!(status, 1, "{out}{err}");
        assert!(out.contains("for your own side (White)"), "{out}");
        assert_eq!(desk.bytes(), before);
    }
}

// rule: E2.9, E2.12 — --apply without --arrived: sent 16 Oct + 1 day =
// 17 Oct, printed as assumed; the clock runs from 17 Oct.
#[test]
fn apply_without_arrived_assumes_and_prints_the_arrival() {
    let desk = Desk::new();
    let signed = format!("From: Henrik Lindqvist <{HENRIK}>\n\n{}", reply_text());
    let (status, out, err) = ccdesk(&["message", "read", desk.p(), "--apply"], &signed);
    assert_eq!(status, 0, "{out}{err}");
    assert!(
        out.contains(
            "arrived:            2026-10-17 (assumed, E2.9: sent 2026-10-16 plus 1 day in transit)"
        ),
        "{out}"
    );
    assert!(
        out.contains("arrived on 17 Oct 2026: your time runs from then"),
        "{out}"
    );
    let p = desk.project();
    assert_eq!(p.game(G).unwrap().clock.arrived(3), Some(d(10, 17)));
    let history = ccdesk(&["message", "history", desk.p(), "--game", "45"], "").1;
    assert!(
        history.contains(&format!(
            "===== received 2026-10-17 (assumed, E2.9) =====\nFrom: Henrik Lindqvist <{HENRIK}>"
        )),
        "{history}"
    );
}

// rule: E2.12 — stated 9 days after sending (16 → 25 Oct): flagged, exit 1.
#[test]
fn a_long_transit_is_flagged() {
    let desk = Desk::new();
    let signed = format!("From: Henrik Lindqvist <{HENRIK}>\n\n{}", reply_text());
    let (status, out, _) = ccdesk(
        &["message", "read", desk.p(), "--arrived", "2026-10-25"],
        &signed,
    );
    assert_eq!(status, 1, "{out}");
    assert!(out.contains("disagreement (E2.12)"), "{out}");
    assert!(out.contains("9 days in transit"), "{out}");
    // Flagged, and still applied: the TD rules on it, the move stands and
    // Ian's clock runs from the day it arrived.
    let (status, out, err) = ccdesk(
        &[
            "message",
            "read",
            desk.p(),
            "--arrived",
            "2026-10-25",
            "--apply",
        ],
        &signed,
    );
    assert_eq!(status, 1, "{out}{err}");
    assert!(out.contains("disagreement (E2.12)"), "{out}");
    assert_eq!(moves(&desk), 4);
    assert_eq!(
        desk.project().game(G).unwrap().clock.arrived(3),
        Some(d(10, 25))
    );
}

// rule: E2.10 — Henrik writes that he received 2.Nf3 on 13 Oct, but Ian
// sent it on 14 Oct: the date cannot be, so it is counted as 15 Oct (sent
// 14 Oct plus the 1 day of email transit), the move is applied, and the
// correction keeps both dates.
#[test]
fn a_stated_date_that_cannot_be_is_corrected_and_both_kept() {
    use ccdesk::domain::ledger::DateField;
    let desk = Desk::new();
    let text = reply_text().replace(
        "I received it on: 15 Oct 2026",
        "I received it on: 13 Oct 2026",
    );
    assert_ne!(text, reply_text());
    let signed = format!("From: Henrik Lindqvist <{HENRIK}>\n\n{text}");
    let (status, out, err) = ccdesk(
        &[
            "message",
            "read",
            desk.p(),
            "--arrived",
            "2026-10-17",
            "--apply",
        ],
        &signed,
    );
    assert_eq!(status, 1, "a disagreement for the TD: {out}{err}");
    assert!(
        out.contains("correct the received date from 13 Oct 2026 to 15 Oct 2026 (E2.10)"),
        "{out}"
    );
    let project = desk.project();
    let game = project.game(G).unwrap();
    assert_eq!(game.moves.len(), 4, "applied, not refused");
    assert_eq!(game.moves[3].received, Some(d(10, 15)));
    let kept: Vec<_> = game
        .clock
        .corrections
        .iter()
        .map(|c| {
            (
                c.ply,
                c.correction.field,
                c.correction.stated,
                c.correction.corrected,
            )
        })
        .collect();
    assert_eq!(kept, [(3, DateField::Received, d(10, 13), d(10, 15))]);
}

// rule: E2.7 — a move received before the opponent sent it: refused by
// `compose --record`, by `ledger` on a CSV, and named by `check`.
#[test]
fn received_before_sent_is_refused_headless() {
    let desk = Desk::new();
    let signed = format!("From: Henrik Lindqvist <{HENRIK}>\n\n{}", reply_text());
    ccdesk(&["message", "read", desk.p(), "--apply"], &signed);
    let before = desk.bytes();
    let (status, _, err) = ccdesk(
        &[
            "message",
            "compose",
            desk.p(),
            "--game",
            "45",
            "--move",
            "Bb5",
            "--date",
            "2026-10-18",
            "--received",
            "2026-10-15",
            "--record",
        ],
        "",
    );
    assert_eq!(status, 1, "a data error, not usage: {err}");
    assert!(
        err.contains("Nc6 cannot be received (2026-10-15) before it was sent (2026-10-16)"),
        "{err}"
    );
    assert_eq!(desk.bytes(), before);

    let csv = desk.dir.path().join("moves.csv");
    std::fs::write(
        &csv,
        "move,colour,san,received,sent\n1,white,e4,2026-03-01,2026-03-02\n1,black,e5,2026-03-01,2026-03-04\n",
    )
    .unwrap();
    let (status, out, err) = ccdesk(&["ledger", "--rules", "email", csv.to_str().unwrap()], "");
    assert_eq!(status, 2, "{out}");
    assert!(err.contains("line 3"), "{err}");
    assert!(err.contains("before the opponent's move was sent"), "{err}");

    let mut p = desk.project();
    p.hand_edit().game(G).unwrap().moves[2].received = Some(d(10, 11));
    let edited = desk.dir.path().join("edited.ron");
    ccdesk::io::project_file::save(&edited, &p).unwrap();
    let (status, out, err) = ccdesk(&["check", edited.to_str().unwrap()], "");
    assert_eq!(status, 1, "{out}{err}");
    assert!(
        format!("{out}{err}")
            .contains("e5 cannot be received (2026-10-11) before it was sent (2026-10-12)"),
        "{out}{err}"
    );
}

fn owner_of(path: &Path) -> Player {
    let p = ccdesk::io::project_file::load(path).unwrap();
    p.player(p.owner().unwrap()).unwrap().clone()
}

// rule: E2.4 — the owner's identity: a name that matches no player is
// refused (exit 2, file unchanged) unless --new; --email, --address and
// --phone are kept and the messages bear them.
#[test]
fn owner_sets_the_identity_and_refuses_an_unknown_name() {
    let desk = Desk::new();
    let before = desk.bytes();
    let (status, _, err) = ccdesk(
        &[
            "owner",
            desk.p(),
            "Ann Newcomer",
            "--email",
            "ann@new.example",
        ],
        "",
    );
    assert_eq!(status, 2);
    assert!(err.contains("give --new to add him"), "{err}");
    assert_eq!(desk.bytes(), before);
    let (status, _, _) = ccdesk(&["owner", desk.p(), "Ann Newcomer"], "");
    assert_eq!(status, 2, "NAME alone is refused too");
    assert_eq!(desk.bytes(), before);
    let (status, _, _) = ccdesk(&["owner", desk.p(), "--email", "x@y.example"], "");
    assert_eq!(status, 2, "--email needs NAME");
    let (status, _, err) = ccdesk(
        &[
            "owner",
            desk.p(),
            "Ian Lockwood",
            "--email",
            "not an address",
        ],
        "",
    );
    assert_eq!(status, 2, "{err}");
    assert_eq!(desk.bytes(), before);

    // Without his address, the friendly game's .eml cannot be written;
    // with it (below), it is.
    let eml = desk.dir.path().join("out.eml");
    let eml_arg = eml.to_str().unwrap();
    assert_eq!(
        ccdesk(&["owner", desk.p(), "Ian Lockwood", "--email", ""], "").0,
        0
    );
    let (status, _, err) = ccdesk(
        &[
            "message",
            "compose",
            desk.p(),
            "--game",
            "45",
            "--eml",
            eml_arg,
        ],
        "",
    );
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("has no valid email address"), "{err}");

    let (status, out, err) = ccdesk(
        &[
            "owner",
            desk.p(),
            "Ian Lockwood",
            "--email",
            "ian.lockwood@home.example",
            "--address",
            "83 Ashworth Road\nBristol BS8 4PT",
            "--phone",
            "+44 117 496 0000",
        ],
        "",
    );
    assert_eq!(status, 0, "{err}");
    assert_eq!(out, "Ian Lockwood\n");
    let ian = owner_of(&desk.path);
    assert_eq!(ian.email, "ian.lockwood@home.example");
    assert_eq!(ian.address, "83 Ashworth Road\nBristol BS8 4PT");
    assert_eq!(ian.phone, "+44 117 496 0000");
    assert_eq!(ccdesk(&["owner", desk.p()], "").1, "Ian Lockwood\n");
    // Every message bears the owner's address (E2.4), and the .eml of a
    // friendly game is written from it.
    let (status, text, err) = ccdesk(
        &[
            "message",
            "compose",
            desk.p(),
            "--game",
            "45",
            "--eml",
            eml_arg,
        ],
        "",
    );
    assert_eq!(status, 0, "{err}");
    assert!(
        text.contains("Ian Lockwood <ian.lockwood@home.example> (White)"),
        "{text}"
    );
    let mail = std::fs::read_to_string(&eml).unwrap();
    assert!(mail.contains("ian.lockwood@home.example"), "{mail}");

    let (status, out, err) = ccdesk(
        &[
            "owner",
            desk.p(),
            "Ann Newcomer",
            "--new",
            "--email",
            "ann@new.example",
            "--phone",
            "0161 496 0000",
        ],
        "",
    );
    assert_eq!(status, 0, "{err}");
    assert_eq!(out, "Ann Newcomer\n");
    let ann = owner_of(&desk.path);
    assert_eq!(ann.email, "ann@new.example");
    assert_eq!(ann.phone, "0161 496 0000");
    assert_eq!(desk.project().players().len(), 4);
}
