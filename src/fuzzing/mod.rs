//! Entry points of the fuzz targets (`fuzz/fuzz_targets/*.rs`), kept in the
//! library so that `cargo test` replays the seeds and regressions (`fuzz/seeds/`)
//! through exactly the same code: a crash fixed once stays fixed.
//!
//! Every function must return normally for any input; a panic is a bug.

pub mod commands;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

use crate::domain::ledger::RuleSet;
use crate::domain::notation::{Notation, format_move, parse_move, read_line};

/// Positions with castling, en passant and promotions available.
const STARTS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
    "7k/PPPP4/8/8/8/8/4pppp/K7 b - - 0 1",
];

/// Reading moves and scores: whatever is accepted is legal and reads back
/// from every notation it is written in.
pub fn notation(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for fen in STARTS {
        let Ok(fen) = fen.parse::<Fen>() else { return };
        let Ok(pos) = fen.into_position::<Chess>(CastlingMode::Standard) else {
            return;
        };
        match parse_move(&pos, text) {
            Ok(m) => {
                assert!(pos.is_legal(m));
                for n in Notation::ALL {
                    let written = format_move(&pos, &m, n);
                    assert_eq!(parse_move(&pos, &written).ok(), Some(m), "{n}: {written}");
                }
            }
            Err(e) => assert!(!e.to_string().is_empty()),
        }
        if let Ok(moves) = read_line(&pos, text) {
            let mut p = pos.clone();
            for m in moves {
                assert!(p.is_legal(m));
                p.play_unchecked(m);
            }
        }
    }
}

/// Loading a project file: refused with a message or loaded, and a loaded
/// project saves and loads back to itself.
pub fn project_ron(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let path = std::path::Path::new("fuzz.ron");
    if let Ok(project) = crate::io::project_file::from_ron(text, path) {
        let _ = crate::domain::validate::validate(&project);
        if let Ok(again) = crate::io::project_file::to_ron(&project) {
            let back = crate::io::project_file::from_ron(&again, path);
            assert!(back.is_ok(), "a saved project must load: {back:?}");
        }
    }
}

/// Reading a ledger CSV and computing the ledger, under both rule sets.
pub fn ledger_csv(data: &[u8]) {
    for rules in [RuleSet::email(), RuleSet::postal()] {
        if let Ok(moves) = crate::io::ledger_csv::read_moves(&rules, data) {
            let input = crate::domain::ledger::LedgerInput {
                moves: moves.moves,
                ..Default::default()
            };
            let _ = crate::domain::ledger::Ledger::compute(&rules, &input);
        }
    }
    let _ = crate::io::ledger_csv::read_leave(data);
}

/// Reading a results CSV and computing standings from it.
pub fn results_csv(data: &[u8]) {
    if let Ok(results) = crate::io::results_csv::read_results(data)
        && crate::domain::tournament::standings::check_results(&results).is_empty()
    {
        let _ = crate::domain::tournament::standings::standings(&results, &[]);
    }
}

/// The demo project, built once: the context messages are read against.
fn demo() -> &'static crate::domain::project::Project {
    static DEMO: std::sync::OnceLock<crate::domain::project::Project> = std::sync::OnceLock::new();
    DEMO.get_or_init(crate::domain::demo::demo_project)
}

/// Reading any text as a move message, against the demo project: understood
/// or refused with findings, never a panic.
pub fn message(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let options = crate::domain::message::ReadOptions::default();
    let reading = crate::domain::message::read_message(demo(), text, &options);
    let _ = reading.summary(demo());
    let _ = reading.penalties();
}

/// Reading any bytes as an `.eml` file, then its body as a move message.
pub fn eml(data: &[u8]) {
    if let Ok(mail) = crate::io::eml::read_eml(data) {
        message(mail.body.as_bytes());
    }
}

/// Reading PGN: the same in pieces as whole; every game read is legal
/// throughout, writes back as PGN and
/// reads back to the same moves; importing them into a project keeps it
/// valid.
pub fn pgn(data: &[u8]) {
    let read = crate::io::pgn::read_pgn_in_parts(data, 1, usize::MAX);
    for parts in [2, 3] {
        assert_eq!(
            crate::io::pgn::read_pgn_in_parts(data, parts, 1),
            read,
            "read in {parts} pieces"
        );
    }
    let mut project = crate::domain::project::Project::new("fuzz");
    let count = read.games.len();
    let command = crate::io::pgn::import_command(&project, read.games);
    if crate::domain::command::apply(&mut project, command).is_ok() {
        assert_eq!(project.games().len(), count);
        let problems = crate::domain::validate::validate(&project);
        assert!(
            problems.is_empty(),
            "imported games must be valid: {problems:?}"
        );
        if let Ok(text) = crate::io::pgn::write_pgn(&project, &crate::io::pgn::Selection::All) {
            let again = crate::io::pgn::read_pgn(text.as_bytes());
            assert_eq!(
                again.games.len(),
                count,
                "written PGN must read back:\n{text}"
            );
            for (a, b) in again.games.iter().zip(project.games()) {
                assert_eq!(a.game.moves.len(), b.moves.len(), "{text}");
            }
        }
    }
}

/// Reading entries and companies CSV, and building the commands from them
/// against the demo project.
pub fn entries_csv(data: &[u8]) {
    if let Ok(rows) = crate::io::entries_csv::read_companies(data) {
        let mut project = demo().clone();
        let command = crate::io::entries_csv::companies_command(&project, &rows);
        let _ = crate::domain::command::apply(&mut project, command);
    }
    if let Ok(rows) = crate::io::entries_csv::read_entries(data)
        && let Ok(command) = crate::io::entries_csv::entries_command(
            demo(),
            &rows,
            chrono::NaiveDate::from_ymd_opt(2025, 9, 1).unwrap_or_default(),
        )
    {
        let mut project = demo().clone();
        let _ = crate::domain::command::apply(&mut project, command);
    }
}

/// Reading an organiser's own Hutton table (CSV), at a few sizes: a table
/// is read and checked, or refused with the rows that are wrong.
pub fn hutton_csv(data: &[u8]) {
    for (teams, boards) in [(2, 1), (4, 3), (6, 4), (10, 8)] {
        let _ = crate::io::hutton_csv::read_table(data, teams, boards);
    }
    let _ = crate::io::hutton_csv::read_pairings(data);
}

/// Commands chosen by `data`, then by a seeded generator: the three
/// properties of [`commands::run_commands`] hold for every sequence.
pub fn commands(data: &[u8]) {
    let mut rng = commands::Rng::from_bytes(data);
    let total = (data.len() / 8).clamp(1, 200);
    commands::run_commands(&mut rng, total, 50);
}
