#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The hostile corpus that stays (issue 30, item 6): each input of
//! `tests/data/hostile` run through the real binary, with the exact
//! refusal or escape it gets; and a check that every file of the folder is
//! named in its README and used by a test.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use crate::hostile_corpus::{acts_on_a_terminal, hostile_dir, hostile_file, pairs};
use crate::xfcc_server::{Mode, PASSWORD, USER, XfccServer};

fn ccdesk(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .env("CCDESK_XFCC_PASSWORD", PASSWORD)
        .output()
        .unwrap()
}

fn run(args: &[&str]) -> Output {
    let args: Vec<&std::ffi::OsStr> = args.iter().map(std::ffi::OsStr::new).collect();
    ccdesk(&args)
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn path_str(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn a_project_with_fields_this_version_does_not_know_is_refused() {
    for (file, field, structure, line) in [
        ("unknown_fields.ron", "future_field", "Project", "5:3"),
        ("game_unknown_field.ron", "clock_notes", "Game", "26:7"),
    ] {
        let path = hostile_file(file);
        let o = run(&["check", path_str(&path)]);
        assert_eq!(o.status.code(), Some(1), "{file}: {}", stderr(&o));
        assert!(
            stderr(&o).contains(&format!(
                "{file}:{line}: the field `{field}` (in {structure}) is not one this version of ccdesk knows"
            )),
            "{file}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn a_latin1_tag_is_read_as_windows_1252_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let into = dir.path().join("p.ron");
    let o = run(&[
        "pgn",
        "import",
        path_str(&hostile_file("latin1_tag.pgn")),
        "--into",
        path_str(&into),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let said = stderr(&o);
    for tag in ["White", "Black"] {
        assert!(
            said.contains(&format!(
                "latin1_tag.pgn: game 1: the {tag} tag is not UTF-8: read as Windows-1252 (Latin-1); check its letters"
            )),
            "{said}"
        );
    }
    let project = ccdesk::io::project_file::load(&into).unwrap();
    let names: Vec<&str> = project.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["José Raúl", "Müller"]);
}

#[test]
fn a_tag_of_twenty_kilobytes_is_one_game() {
    let dir = tempfile::tempdir().unwrap();
    let into = dir.path().join("p.ron");
    let o = run(&[
        "pgn",
        "import",
        path_str(&hostile_file("long_tag.pgn")),
        "--into",
        path_str(&into),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("imported 1 game (2 new players)"),
        "{}",
        stdout(&o)
    );
    let project = ccdesk::io::project_file::load(&into).unwrap();
    assert_eq!(project.games().len(), 1, "no phantom game");
    let game = &project.games()[0];
    assert_eq!(game.moves.len(), 2);
    let names: Vec<&str> = project.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["A", "B"]);
}

#[cfg(unix)]
#[test]
fn a_pgn_name_with_an_escape_never_reaches_the_terminal_or_the_project() {
    let dir = tempfile::tempdir().unwrap();
    // The same games under a file name holding ESC.
    let named = dir.path().join("club\u{1b}[2Jgames.pgn");
    std::fs::copy(hostile_file("escape_in_name.pgn"), &named).unwrap();
    let into = dir.path().join("p.ron");
    let o = run(&["pgn", "import", path_str(&named), "--into", path_str(&into)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(!acts_on_a_terminal(&o.stderr), "{:?}", stderr(&o));
    assert!(!acts_on_a_terminal(&o.stdout), "{:?}", stdout(&o));
    assert!(
        stderr(&o).contains(
            "game 1: the White tag holds a control character, U+001B (escape), at character 5"
        ),
        "{}",
        stderr(&o)
    );
    let project = ccdesk::io::project_file::load(&into).unwrap();
    assert_eq!(project.name(), "club [2Jgames");
    assert!(
        project
            .players()
            .iter()
            .all(|p| !p.name.chars().any(char::is_control)),
        "{:?}",
        project.players()
    );
    // The project ccdesk made passes its own check.
    let check = run(&["check", path_str(&into)]);
    assert_eq!(check.status.code(), Some(0), "{}", stderr(&check));
    // And the names it prints from it are plain.
    let due = run(&["pgn", "export", path_str(&into), "-o", "-"]);
    assert!(!acts_on_a_terminal(&due.stdout));
}

#[test]
fn deeply_nested_variations_are_refused_in_words() {
    let dir = tempfile::tempdir().unwrap();
    let into = dir.path().join("p.ron");
    let o = run(&[
        "pgn",
        "import",
        path_str(&hostile_file("deep_variations.pgn")),
        "--into",
        path_str(&into),
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains(
            "deep_variations.pgn: game 1 not imported: variations nest more than 64 deep; ccdesk keeps at most 64 levels"
        ),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_board_of_a_hundred_thousand_gives_standings() {
    // rule: C30 — elimination from the bottom board up, however many.
    let o = run(&[
        "standings",
        "--results",
        path_str(&hostile_file("board_100000.csv")),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "place,team,game_points,board_count,tiebreak\n1,A,2,100001,shared\n1,B,2,100001,shared\n"
    );
}

/// A corpus engine, copied executable into `dir`.
fn engine(dir: &Path, name: &str) -> PathBuf {
    let to = dir.join(name);
    std::fs::copy(hostile_file(name), &to).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&to, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    to
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn analyse(engine: &Path) -> (Output, Duration) {
    let began = Instant::now();
    let o = run(&[
        "analyse",
        "--fen",
        START,
        "--depth",
        "30",
        "--max-time",
        "1",
        "--timeout",
        "1",
        "--engine",
        path_str(engine),
    ]);
    (o, began.elapsed())
}

#[cfg(unix)]
#[test]
fn an_engine_that_never_answers_or_floods_is_stopped_in_time() {
    let dir = tempfile::tempdir().unwrap();
    for (file, name) in [
        ("engine_never_answers.sh", "Silent"),
        ("engine_floods.sh", "Flood"),
    ] {
        let (o, took) = analyse(&engine(dir.path(), file));
        assert_eq!(o.status.code(), Some(1), "{file}: {}", stderr(&o));
        assert!(
            stderr(&o).contains(&format!(
                "ccdesk analyse: engine {name} did not answer 'bestmove' within 1.0 s (hung?)"
            )),
            "{file}: {}",
            stderr(&o)
        );
        // The search's second, the stop's second, and the grace to kill.
        assert!(took < Duration::from_secs(8), "{file}: {took:?}");
    }
}

#[cfg(unix)]
#[test]
fn an_illegal_bestmove_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (o, _) = analyse(&engine(dir.path(), "engine_illegal_bestmove.sh"));
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        format!(
            "ccdesk analyse: engine Liar answered bestmove e2e5, which is not a legal move in {START}; it was not used\n"
        )
    );
    assert!(!stdout(&o).contains("e2e5"), "{}", stdout(&o));
}

/// An empty desk of Ann Player's in `dir`, synced with a server whose game
/// 1001 holds the fields of `corpus`.
fn sync_with_fields(dir: &Path, corpus: &str) -> (PathBuf, Output) {
    let server = XfccServer::start(Mode::Normal);
    for (field, value) in pairs(corpus) {
        server.set("1001", &field, &value);
    }
    let path = dir.join("ann.ron");
    std::fs::write(
        &path,
        "#![enable(implicit_some)]\n(\n  format_version: 1,\n  name: \"Ann's desk\",\n)\n",
    )
    .unwrap();
    let o = run(&["owner", path_str(&path), "Ann Player", "--new"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = run(&[
        "server",
        "sync",
        path_str(&path),
        "--server",
        &server.url,
        "--user",
        USER,
    ]);
    (path, o)
}

#[test]
fn a_servers_hostile_fields_never_reach_the_terminal_or_the_project() {
    let dir = tempfile::tempdir().unwrap();
    let (path, o) = sync_with_fields(dir.path(), "xfcc_fields.txt");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(!acts_on_a_terminal(&o.stdout), "{:?}", stdout(&o));
    assert!(!acts_on_a_terminal(&o.stderr), "{:?}", stderr(&o));
    let out = stdout(&o);
    for field in ["black", "message", "serverInfo", "whiteTitle"] {
        assert!(
            out.contains(&format!(
                "note: server game 1001 (Ann Player - Bob evil 2J): control characters in the server's {field} were replaced by spaces\n"
            )),
            "{field}: {out}"
        );
    }
    assert!(
        out.contains("note: server game 1001 (Ann Player - Bob evil 2J): the server's gameLink is not an http or https address and was left out\n"),
        "{out}"
    );
    let project = ccdesk::io::project_file::load(&path).unwrap();
    let game = project
        .games()
        .iter()
        .find(|g| g.server.as_ref().is_some_and(|s| s.game.id == "1001"))
        .unwrap();
    let link = &game.server.as_ref().unwrap().game;
    assert_eq!(link.game_link, "");
    for text in [
        &link.black,
        &link.message,
        &link.server_info,
        &link.white_title,
    ] {
        assert!(
            !acts_on_a_terminal(text.as_bytes()),
            "{text:?} was kept with its controls"
        );
    }
    let check = run(&["check", path_str(&path)]);
    assert_eq!(check.status.code(), Some(0), "{}", stdout(&check));
}

#[test]
fn a_server_answer_holding_an_escape_is_refused_and_nothing_changes() {
    let dir = tempfile::tempdir().unwrap();
    let (path, o) = sync_with_fields(dir.path(), "xfcc_escape_field.txt");
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    let said = stderr(&o);
    assert!(
        said.contains("answered something that is not XFCC: not XML"),
        "{said}"
    );
    assert!(said.ends_with("; nothing was changed\n"), "{said}");
    assert!(!acts_on_a_terminal(&o.stderr), "{said:?}");
    let project = ccdesk::io::project_file::load(&path).unwrap();
    assert!(project.games().is_empty());
}

#[test]
fn every_corpus_file_is_named_here_and_used_by_a_test() {
    let readme = std::fs::read_to_string(hostile_dir().join("README.md")).unwrap();
    let mut sources = String::new();
    let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut folders = vec![tests];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                sources.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut files = 0;
    for entry in std::fs::read_dir(hostile_dir()).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name == "README.md" || name == ".gitattributes" {
            continue;
        }
        files += 1;
        assert!(
            readme.contains(&format!("`{name}`")),
            "{name} is not named in tests/data/hostile/README.md"
        );
        assert!(
            sources.contains(&format!("\"{name}\"")),
            "{name} is used by no test"
        );
    }
    assert!(files >= 15, "{files} files");
    // Every test the README names exists.
    for cited in readme
        .split('`')
        .filter(|w| w.contains("::") && !w.contains(' '))
    {
        let function = cited.rsplit("::").next().unwrap();
        assert!(
            sources.contains(&format!("fn {function}(")),
            "the README names {cited}, which no test defines"
        );
    }
}
