#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Every subcommand that opens a project checks it as `ccdesk check` does
//! (issue 19): a project that reads but breaks a rule gives one warning
//! line on stderr naming the command, the file, how many problems and the
//! first, and the command then does what it does on the valid file (the
//! same exit status, and the same stdout where its output does not depend
//! on the broken part). The valid demo gives no warning.
//!
//! rule: E1.1 (a stored move that is not legal), E2.7 (a move's sent date
//! is not before its received date)

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::xfcc_server::{Mode, PASSWORD, USER, XfccServer};

/// Status, stdout and stderr of `ccdesk ARGS` with `stdin`.
fn ccdesk(args: &[String], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .env("CCDESK_XFCC_PASSWORD", PASSWORD)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut input = child.stdin.take().unwrap();
        input.write_all(stdin.as_bytes()).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|s| (*s).to_owned()).collect()
}

/// The warning a subcommand gives on `path`, from what `ccdesk check`
/// lists: the count and the first problem.
fn warning_of(command: &str, path: &Path) -> String {
    let p = path.display().to_string();
    let (status, _, err) = ccdesk(&strings(&["check", &p]), "");
    assert_eq!(status, 1, "{err}");
    let mut lines = err.lines();
    let head = lines.next().unwrap();
    let count: usize = head
        .strip_prefix(&format!("ccdesk check: {p}: "))
        .and_then(|rest| rest.split(' ').next())
        .unwrap()
        .parse()
        .unwrap();
    let first = lines.next().unwrap().trim_start();
    let (s, all) = if count == 1 {
        ("", "it")
    } else {
        ("s", "them all")
    };
    format!(
        "ccdesk {command}: {p}: the file check found {count} problem{s}, first {first}; \
         `ccdesk check {p}` lists {all}"
    )
}

/// The demo project's text, and the same text with the first move of
/// two finished team games the owner does not play made illegal (`Ke2`
/// from the starting position): a file that reads but breaks E1.1.
fn demo_and_broken(dir: &Path) -> (String, String, Vec<String>) {
    let path = dir.join("demo.ron");
    let (status, _, err) = ccdesk(&strings(&["demo", path.to_str().unwrap()]), "");
    assert_eq!(status, 0, "{err}");
    let text = std::fs::read_to_string(&path).unwrap();
    let project = ccdesk::io::project_file::load(&path).unwrap();
    let owner = project.owner().unwrap();
    let broken_games: Vec<_> = project
        .games()
        .iter()
        .filter(|g| {
            g.result.is_some()
                && g.pairing.is_some()
                && g.white != owner
                && g.black != owner
                && !g.moves.is_empty()
        })
        .take(2)
        .map(|g| g.id)
        .collect();
    assert_eq!(broken_games.len(), 2);
    let mut broken = text.clone();
    let games_from = broken.find("\n  games: [").unwrap();
    for id in &broken_games {
        let record = format!("\n      id: {},\n      white: ", id.0);
        let at = games_from + broken[games_from..].find(&record).unwrap();
        let moves = at + broken[at..].find("moves: \"").unwrap() + "moves: \"".len();
        let san_end = moves + broken[moves..].find(' ').unwrap();
        broken.replace_range(moves..san_end, "Ke2");
    }
    let ids = broken_games.iter().map(ToString::to_string).collect();
    (text, broken, ids)
}

/// One subcommand, run in its own folder on the valid demo and on the
/// broken one, each written to the same path so that the outputs compare
/// byte for byte.
struct Case {
    /// The command as the warning names it (`pgn export`).
    name: &'static str,
    /// The arguments; `{P}` is the project, `{D}` the folder.
    args: Vec<String>,
    /// What is read on stdin.
    stdin: String,
    /// The stdout does not depend on the broken games.
    same_stdout: bool,
}

fn case(name: &'static str, args: &[&str]) -> Case {
    Case {
        name,
        args: strings(args),
        stdin: String::new(),
        same_stdout: true,
    }
}

fn run_on(case: &Case, dir: &Path, project_text: &str) -> (i32, String, String) {
    let project = dir.join("season.ron");
    std::fs::write(&project, project_text).unwrap();
    let args: Vec<String> = case
        .args
        .iter()
        .map(|a| {
            a.replace("{P}", project.to_str().unwrap())
                .replace("{D}", dir.to_str().unwrap())
        })
        .collect();
    ccdesk(&args, &case.stdin)
}

#[test]
fn every_subcommand_that_opens_a_project_says_what_its_check_found_and_works_on() {
    // rule: E1.1
    let root = tempfile::tempdir().unwrap();
    let (valid, broken, broken_ids) = demo_and_broken(root.path());
    let project = ccdesk::io::project_file::load(&root.path().join("demo.ron")).unwrap();
    let owner = project.owner().unwrap();
    // The owner's own game by email, in play: not one of the broken ones.
    let own = project
        .games()
        .iter()
        .find(|g| g.pairing.is_none() && g.result.is_none() && (g.white == owner))
        .unwrap()
        .id
        .to_string();
    assert!(!broken_ids.contains(&own));
    let server = XfccServer::start(Mode::Normal);
    let pgn = root.path().join("one.pgn");
    std::fs::write(
        &pgn,
        "[Event \"Friendly\"]\n[White \"Dee Fox\"]\n[Black \"Eli Gray\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n",
    )
    .unwrap();
    let pgn = pgn.to_str().unwrap().to_owned();
    // The message the owner would send in his own game, read back.
    let (status, message, err) = ccdesk(
        &strings(&[
            "message",
            "compose",
            root.path().join("demo.ron").to_str().unwrap(),
            "--game",
            &own,
        ]),
        "",
    );
    assert_eq!(status, 0, "{err}");

    let mut cases = vec![
        case("standings", &["standings", "{P}"]),
        case(
            "standings",
            &["standings", "{P}", "--division", "Division 1"],
        ),
        case("crosstable", &["crosstable", "{P}"]),
        case("crosstable", &["crosstable", "{P}", "--format", "html"]),
        case("pairings", &["pairings", "{P}"]),
        case(
            "packet",
            &["packet", "{P}", "--for", "captain", "-o", "{D}/packet.pdf"],
        ),
        case(
            "pgn export",
            &["pgn", "export", "{P}", "--game", &own, "-o", "-"],
        ),
        Case {
            same_stdout: false,
            ..case("pgn export", &["pgn", "export", "{P}", "--all", "-o", "-"])
        },
        case("pgn import", &["pgn", "import", &pgn, "--into", "{P}"]),
        case(
            "game new",
            &[
                "game",
                "new",
                "{P}",
                "--white",
                "Dee Fox",
                "--black",
                "Eli Gray",
                "--rules",
                "email",
                "--start",
                "2026-10-01",
            ],
        ),
        case("owner", &["owner", "{P}"]),
        case("owner", &["owner", "{P}", "Dee Fox"]),
        case(
            "leave",
            &["leave", "{P}", "--from", "2026-12-20", "--to", "2026-12-27"],
        ),
        case(
            "message compose",
            &["message", "compose", "{P}", "--game", &own],
        ),
        Case {
            stdin: message,
            ..case("message read", &["message", "read", "{P}"])
        },
        case(
            "message history",
            &["message", "history", "{P}", "--game", &own],
        ),
        case("ledger", &["ledger", "{P}", "--game", &own]),
        case("due", &["due", "{P}"]),
        case(
            "server sync",
            &[
                "server",
                "sync",
                "{P}",
                "--server",
                &server.url,
                "--user",
                USER,
            ],
        ),
        case(
            "server move",
            &["server", "move", "{P}", "--game", &own, "--move", "a3"],
        ),
    ];
    // A broken game named: its ledger is still given, or refused as on a
    // game whose moves do not replay, after the warning.
    cases.push(Case {
        same_stdout: false,
        ..case("ledger", &["ledger", "{P}", "--game", &broken_ids[0]])
    });

    for (i, c) in cases.iter().enumerate() {
        let dir = root.path().join(format!("case{i}"));
        std::fs::create_dir(&dir).unwrap();
        let (v_status, v_out, v_err) = run_on(c, &dir, &valid);
        assert!(
            !v_err.contains("the file check found"),
            "{:?} warns on the valid demo: {v_err}",
            c.args
        );
        let (b_status, b_out, b_err) = run_on(c, &dir, &broken);
        assert_eq!(b_status, v_status, "{:?}\n{v_err}\n{b_err}", c.args);
        if c.same_stdout {
            assert_eq!(b_out, v_out, "{:?}", c.args);
        }
        let warning = warning_of(c.name, &dir.join("season.ron"));
        assert!(
            warning.contains("problems, first game ") && warning.contains("`Ke2`"),
            "{warning}"
        );
        let (first, rest) = b_err.split_once('\n').unwrap();
        assert_eq!(first, warning, "{:?}", c.args);
        assert!(
            !rest.contains("the file check found"),
            "{:?}: said twice: {b_err}",
            c.args
        );
        if c.same_stdout {
            assert_eq!(rest, v_err, "{:?}", c.args);
        }
    }
}

#[test]
fn check_itself_keeps_its_full_listing_and_a_new_project_has_nothing_to_check() {
    let root = tempfile::tempdir().unwrap();
    let (_, broken, _) = demo_and_broken(root.path());
    let path = root.path().join("season.ron");
    std::fs::write(&path, &broken).unwrap();
    let p = path.to_str().unwrap();
    let (status, out, err) = ccdesk(&strings(&["check", p]), "");
    assert_eq!(status, 1);
    assert_eq!(out, "");
    assert!(
        err.starts_with(&format!("ccdesk check: {p}: 2 problems\n")),
        "{err}"
    );
    assert_eq!(err.lines().count(), 3, "{err}");
    assert!(!err.contains("the file check found"), "{err}");

    // `pgn import --into NEW`: no project yet, nothing to check.
    let pgn = root.path().join("one.pgn");
    std::fs::write(
        &pgn,
        "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 *\n",
    )
    .unwrap();
    let new = root.path().join("new.ron");
    let (status, _, err) = ccdesk(
        &strings(&[
            "pgn",
            "import",
            pgn.to_str().unwrap(),
            "--into",
            new.to_str().unwrap(),
        ]),
        "",
    );
    assert_eq!((status, err.as_str()), (0, ""));
}

/// A project written by hand (by someone else's tool, or edited): a
/// name holding an escape that would clear the terminal, a move sent
/// before it was received, an illegal move.
const HAND_WRITTEN: &str = r#"#![enable(implicit_some)]
(
  format_version: 1,
  name: "Ann's friendlies",
  owner: 1,
  players: [
    (id: 1, name: "Ann Smith", email: "ann@example.org"),
    (id: 2, name: "Bo \u{1b}[2JBerg", email: "bo@example.org"),
  ],
  games: [
    (
      id: 1,
      white: 1,
      black: 2,
      event: "Friendly",
      rules: "ICCF email",
      start: "2026-10-01",
      moves: "e4 2026-10-01 2026-10-01; Nf6 2026-10-03 2026-10-02",
    ),
    (
      id: 2,
      white: 1,
      black: 2,
      event: "Friendly",
      rules: "ICCF email",
      start: "2026-10-01",
      moves: "e4 2026-10-01 2026-10-01; Ke7 2026-10-03 2026-10-04",
    ),
  ],
)
"#;

#[test]
fn a_file_written_by_hand_is_checked_by_the_commands_that_open_it() {
    // rule: E1.1, E2.7
    let dir = tempfile::tempdir().unwrap();
    let path: PathBuf = dir.path().join("friendlies.ron");
    // The same file with a player id used twice as well.
    let duplicated = HAND_WRITTEN.replace(
        "    (id: 2, name: \"Bo",
        "    (id: 1, name: \"Cy Dunn\"),\n    (id: 2, name: \"Bo",
    );
    for (text, count, first) in [
        (
            HAND_WRITTEN,
            3,
            "player p2: player p2 (Bo \\u{1b}[2JBerg) name holds a control character",
        ),
        (duplicated.as_str(), 4, "player p1: the id is used twice"),
    ] {
        std::fs::write(&path, text).unwrap();
        let p = path.to_str().unwrap();
        let (status, _, listing) = ccdesk(&strings(&["check", p]), "");
        assert_eq!(status, 1);
        assert!(listing.contains("`Ke7`"), "{listing}");
        assert!(
            listing.contains("sent 2026-10-02 before received 2026-10-03"),
            "{listing}"
        );
        let warning = warning_of("owner", &path);
        assert!(
            warning.starts_with(&format!(
                "ccdesk owner: {p}: the file check found {count} problems, first {first}"
            )),
            "{warning}"
        );
        for (name, args, status) in [
            ("owner", vec!["owner", p], 0),
            ("due", vec!["due", p], 0),
            ("ledger", vec!["ledger", p, "--game", "g1"], 2),
            (
                "pgn export",
                vec!["pgn", "export", p, "--game", "g1", "-o", "-"],
                0,
            ),
            (
                "message history",
                vec!["message", "history", p, "--game", "g1"],
                0,
            ),
        ] {
            let (got, _, err) = ccdesk(&strings(&args), "");
            assert_eq!(got, status, "{args:?}: {err}");
            let mut lines = err.lines();
            assert_eq!(
                lines.next(),
                Some(warning_of(name, &path).as_str()),
                "{args:?}"
            );
            assert!(lines.all(|l| !l.contains("the file check found")), "{err}");
            // The name the file holds is shown escaped, never sent to the
            // terminal as it stands.
            assert!(!err.contains('\u{1b}'), "{err:?}");
        }
    }
    let (_, out, _) = ccdesk(&strings(&["owner", path.to_str().unwrap()]), "");
    assert_eq!(out, "Ann Smith\n");
}
