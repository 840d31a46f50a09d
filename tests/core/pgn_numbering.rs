//! Game numbers in PGN import reports are the numbers python-chess and
//! pgn-extract give the same games: checked on the corpus of
//! `tests/data/pgn` (made by its `corpus.py`) against the numbers those
//! tools gave when it was made (`numbers.tsv`), and against the tools
//! themselves when they are installed (always in CI: `.ci/setup-common.sh`
//! installs them, and the test fails there without them).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use ccdesk::io::pgn::read_pgn;

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pgn")
}

/// Files where pgn-extract 19.04 numbers games differently from
/// python-chess, and why (see `corpus.py`); ccdesk follows python-chess
/// and the PGN standard there.
const PGN_EXTRACT_DIFFERS: [(&str, &str); 2] = [
    (
        "comment_lines.pgn",
        "pgn-extract does not read `;` comments: it reads their words as moves",
    ),
    (
        "unknown_token.pgn",
        "pgn-extract cuts a game at a token it cannot read and counts the rest as a game",
    ),
];

/// One game as a tool numbered it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Numbered {
    event: String,
    error: bool,
}

/// `numbers.tsv` text: file -> tool -> games in file order.
fn parse_numbers(text: &str) -> BTreeMap<(String, String), Vec<Numbered>> {
    let mut out: BTreeMap<(String, String), Vec<Numbered>> = BTreeMap::new();
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 5, "numbers.tsv: {line}");
        let games = out.entry((f[0].to_owned(), f[1].to_owned())).or_default();
        assert_eq!(f[2].parse::<usize>().unwrap(), games.len() + 1, "{line}");
        games.push(Numbered {
            event: f[3].to_owned(),
            error: f[4] == "1",
        });
    }
    out
}

/// ccdesk's numbering of a file: every number from 1 is either a game read
/// (its Event, `?` for none) or a game refused (an error).
fn ccdesk_numbers(data: &[u8]) -> Vec<Numbered> {
    let read = read_pgn(data);
    let mut by_number: BTreeMap<usize, Numbered> = BTreeMap::new();
    for g in &read.games {
        let event = if g.game.event.is_empty() {
            "?".to_owned()
        } else {
            g.game.event.clone()
        };
        let old = by_number.insert(
            g.number,
            Numbered {
                event,
                error: false,
            },
        );
        assert_eq!(old, None, "game {} read twice", g.number);
    }
    for p in read.problems.iter().filter(|p| !p.imported) {
        let old = by_number.insert(
            p.game,
            Numbered {
                event: String::new(),
                error: true,
            },
        );
        assert_eq!(old, None, "game {} both read and refused", p.game);
    }
    let numbers: Vec<usize> = by_number.keys().copied().collect();
    assert_eq!(numbers, (1..=numbers.len()).collect::<Vec<_>>());
    by_number.into_values().collect()
}

/// ccdesk's numbers agree with a tool's: the same count, the same game
/// (by Event) at every number it read, and it refuses exactly the games
/// the tool found an error in.
fn agree(file: &str, tool: &str, theirs: &[Numbered], ours: &[Numbered]) {
    assert_eq!(
        ours.len(),
        theirs.len(),
        "{file}: ccdesk numbers {} games, {tool} {}",
        ours.len(),
        theirs.len()
    );
    for (n, (o, t)) in ours.iter().zip(theirs).enumerate() {
        assert_eq!(
            o.error,
            t.error,
            "{file}: game {} errors ({tool}: {t:?})",
            n + 1
        );
        if !o.error {
            assert_eq!(o.event, t.event, "{file}: game {} ({tool})", n + 1);
        }
    }
}

fn check_against(numbers: &BTreeMap<(String, String), Vec<Numbered>>) {
    let mut files = 0;
    for ((file, tool), theirs) in numbers {
        if tool == "pgn-extract" && PGN_EXTRACT_DIFFERS.iter().any(|(f, _)| f == file) {
            continue;
        }
        let data = std::fs::read(corpus_dir().join(file)).unwrap();
        agree(file, tool, theirs, &ccdesk_numbers(&data));
        files += 1;
    }
    // Nine files, both tools, less the two pgn-extract reads otherwise.
    assert!(files >= 16, "{files} comparisons");
}

#[test]
fn the_corpus_is_numbered_as_python_chess_and_pgn_extract_number_it() {
    let text = std::fs::read_to_string(corpus_dir().join("numbers.tsv")).unwrap();
    check_against(&parse_numbers(&text));
}

#[test]
fn comment_and_escape_lines_between_games_are_no_games() {
    let pgn = "; before\n% escape\n\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 *\n\n; between\n\n%\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 Qxd4 *\n\n; after\n";
    let read = read_pgn(pgn.as_bytes());
    assert_eq!(read.games.len(), 1);
    assert_eq!(read.games[0].white.name, "A");
    // The second game is the second game, as in every other tool.
    assert_eq!(read.problems.len(), 1, "{:?}", read.problems);
    assert_eq!(
        read.problems[0].to_string(),
        "game 2 not imported: move 1... `Qxd4` cannot be played: illegal san"
    );
}

/// A python that can import python-chess: `CCDESK_PYTHON` (set by
/// `.ci/setup-common.sh`), else `python3` on the PATH, else Debian's.
fn python_chess() -> Option<PathBuf> {
    let from_env = std::env::var_os("CCDESK_PYTHON").map(PathBuf::from);
    from_env
        .into_iter()
        .chain(["python3", "/usr/bin/python3"].map(PathBuf::from))
        .find(|p| {
            Command::new(p)
                .args(["-c", "import chess.pgn"])
                .output()
                .is_ok_and(|o| o.status.success())
        })
}

fn pgn_extract_installed() -> bool {
    ["pgn-extract", "/usr/games/pgn-extract"]
        .iter()
        .any(|p| Command::new(p).arg("-h").output().is_ok())
}

#[test]
fn python_chess_and_pgn_extract_number_the_corpus_as_ccdesk_does() {
    let python = python_chess();
    if python.is_none() || !pgn_extract_installed() {
        let why = "python-chess (Debian python3-chess or PyPI chess) and pgn-extract (Debian pgn-extract) are needed; .ci/setup-common.sh installs them";
        assert!(std::env::var_os("CI").is_none(), "{why}");
        println!("note: skipping: {why}");
        return;
    }
    let python = python.unwrap();
    let script = corpus_dir().join("corpus.py");
    let run = Command::new(&python)
        .arg(&script)
        .arg("numbers")
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let live = String::from_utf8(run.stdout).unwrap();
    check_against(&parse_numbers(&live));
    // The committed numbers are what the tools say today.
    let committed = std::fs::read_to_string(corpus_dir().join("numbers.tsv")).unwrap();
    assert_eq!(
        live, committed,
        "numbers.tsv is out of date: run corpus.py make"
    );
}
