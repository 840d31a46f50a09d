//! Writes the 20,000 ordinary games of the PGN benches to a file, for
//! `benches/whole_process.sh` to time ccdesk and pgn-extract on:
//! `cargo run --release --example pgn_corpus -- FILE.pgn`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "../benches/support/pgn_corpus.rs"]
mod pgn_corpus;

fn main() {
    let Some(path) = std::env::args_os().nth(1) else {
        eprintln!("usage: pgn_corpus FILE.pgn");
        std::process::exit(2);
    };
    let pgn = pgn_corpus::corpus();
    if let Err(e) = std::fs::write(&path, &pgn) {
        eprintln!("pgn_corpus: {}: {e}", std::path::Path::new(&path).display());
        std::process::exit(1);
    }
    println!(
        "{}: {} games, {} bytes",
        std::path::Path::new(&path).display(),
        pgn_corpus::GAMES,
        pgn.len()
    );
}
