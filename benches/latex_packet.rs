//! The comparison with what organisers use today (issue 6, "Look at it,
//! and compare"): the 500 unfinished games of the `packet` bench written as
//! one LaTeX document with the `chessboard` package, a page per game with
//! what an adjudicator's packet page holds (header, two diagrams of the
//! final position with the black pieces ringed, side to move, piece counts,
//! castling and en passant rights, FEN, the score), typeset with pdflatex
//! and timed against ccdesk's packet of the same games.
//!
//! `cargo bench --bench latex_packet` writes `target/latex_packet/packet.tex`
//! and, when `pdflatex` is on the PATH, runs it and ccdesk one after the
//! other (`LATEX_PACKET_RUNS` times, 3 by default), then prints the medians,
//! their ratio and the bytes a page of both PDFs (`packet.pdf` and
//! `ccdesk.pdf` beside the .tex). `LATEX_PACKET_GAMES` changes the number of
//! games (500). pdflatex needs the Debian packages texlive-games,
//! texlive-latex-extra and texlive-pictures (see README, Speed).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use ccdesk::domain::game::Game;
use ccdesk::domain::project::Project;
use ccdesk::io::pdf::{GameSheet, PacketOptions, Recipient, write_packet};
use shakmaty::{Color, Position, Square};

#[path = "support/season.rs"]
mod support;
use support::season;

/// Text as LaTeX source: special characters escaped, the no-break space
/// as `~`, the dot between header fields as `$\cdot$`, figurines as
/// chessfss symbols.
fn tex(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '_' | '%' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\^{}"),
            '~' => out.push_str("\\~{}"),
            '\u{a0}' => out.push('~'),
            '·' => out.push_str("$\\cdot$"),
            '\u{2654}' | '\u{265a}' => out.push_str("\\symking{}"),
            '\u{2655}' | '\u{265b}' => out.push_str("\\symqueen{}"),
            '\u{2656}' | '\u{265c}' => out.push_str("\\symrook{}"),
            '\u{2657}' | '\u{265d}' => out.push_str("\\symbishop{}"),
            '\u{2658}' | '\u{265e}' => out.push_str("\\symknight{}"),
            '\u{2659}' | '\u{265f}' => out.push_str("\\sympawn{}"),
            _ => out.push(c),
        }
    }
    out
}

/// One game's page: the text of ccdesk's position page ([`GameSheet`]),
/// typeset with the `chessboard` package.
fn game_page(out: &mut String, project: &Project, game: &Game) {
    let sheet = GameSheet::new(project, game, game.notation).unwrap();
    let position = &sheet.position;
    let (header, facts, score) = (&sheet.header, &sheet.facts, &sheet.score);
    let fen = &sheet.fen;
    let ringed: Vec<String> = Square::ALL
        .into_iter()
        .filter(|sq| position.board().color_at(*sq) == Some(Color::Black))
        .map(|sq| sq.to_string())
        .collect();

    let _ = writeln!(out, "{{\\Large {}}}\\par", tex(&game.event));
    for h in header {
        let _ = writeln!(out, "{}\\par", tex(h));
    }
    out.push_str("\\smallskip\\hrule\\medskip\n");
    for i in 0..2 {
        let _ = writeln!(
            out,
            "\\begin{{minipage}}[t]{{0.48\\textwidth}}\n\
             \\chessboard[setfen={{{fen}}}, boardfontsize=20pt, showmover=true, \
             pgfstyle=circle, color=black, markfields={{{}}}]\\par",
            ringed.join(",")
        );
        // The first fact (the side to move) large, as on ccdesk's page.
        for (n, f) in facts.iter().enumerate() {
            let size = if n == 0 { "\\large" } else { "\\small" };
            let _ = writeln!(out, "{{{size} {}\\par}}", tex(f));
        }
        let _ = writeln!(out, "{{\\tiny {}\\par}}\n\\end{{minipage}}", tex(fen));
        if i == 0 {
            out.push_str("\\hfill\n");
        }
    }
    out.push_str("\\par\\medskip\\hrule\\medskip\n\\textbf{Game score}\\par\n");
    let _ = writeln!(out, "{{\\small {}\\par}}\n\\newpage", tex(score));
}

/// The whole packet as one LaTeX document.
fn latex_packet(project: &Project, games: &[ccdesk::domain::ids::GameId]) -> String {
    let mut out = String::with_capacity(games.len() * 3000);
    out.push_str(
        "\\documentclass[a4paper,10pt]{article}\n\
         \\usepackage[utf8]{inputenc}\n\
         \\usepackage[margin=42bp]{geometry}\n\
         \\usepackage{chessboard}\n\
         \\setlength{\\parindent}{0pt}\n\
         \\makeatletter\n",
    );
    let _ = writeln!(
        out,
        "\\def\\@oddfoot{{\\tiny {} $\\cdot$ Adjudicator's copy (C26): positions only $\\cdot$ page \\thepage\\hfil}}",
        tex(project.name())
    );
    out.push_str("\\makeatother\n\\begin{document}\n");
    for &id in games {
        game_page(&mut out, project, project.game(id).unwrap());
    }
    out.push_str("\\end{document}\n");
    out
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| PathBuf::from("target"), PathBuf::from)
}

/// Runs pdflatex on `packet.tex` in `dir`; the time and the log's
/// "Output written on packet.pdf (N pages, M bytes)" line.
fn pdflatex(dir: &Path) -> std::io::Result<(Duration, String)> {
    let started = Instant::now();
    let status = Command::new("pdflatex")
        .args(["-interaction=batchmode", "-halt-on-error", "packet.tex"])
        .current_dir(dir)
        .stdout(std::process::Stdio::null())
        .status()?;
    let took = started.elapsed();
    let log = std::fs::read_to_string(dir.join("packet.log")).unwrap_or_default();
    if !status.success() {
        panic!("pdflatex failed; see {}", dir.join("packet.log").display());
    }
    let line = log
        .lines()
        .find(|l| l.starts_with("Output written"))
        .unwrap_or("")
        .to_owned();
    Ok((took, line))
}

/// The page count in pdflatex's "Output written" line.
fn pages(line: &str) -> Option<u64> {
    let open = line.rfind('(')?;
    line[open + 1..].split_whitespace().next()?.parse().ok()
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --all-targets` does not,
    // and then two games are written and checked once, without pdflatex,
    // so the test suite stays quick.
    let benching = std::env::args().any(|a| a == "--bench");
    let games_wanted = std::env::var("LATEX_PACKET_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if benching { 500usize } else { 2 });
    let runs = std::env::var("LATEX_PACKET_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if benching { 3usize } else { 1 })
        .max(1);
    let (project, games) = season(games_wanted);
    let dir = target_dir().join("latex_packet");
    std::fs::create_dir_all(&dir).unwrap();
    let tex_path = dir.join("packet.tex");
    std::fs::write(&tex_path, latex_packet(&project, &games)).unwrap();
    println!("{} games written to {}", games.len(), tex_path.display());

    let options = PacketOptions::default();
    let ccdesk_pdf = dir.join("ccdesk.pdf");
    let ccdesk = || {
        let started = Instant::now();
        let bytes = write_packet(&project, &games, Recipient::Adjudicator, &options).unwrap();
        std::fs::write(&ccdesk_pdf, &bytes).unwrap();
        (started.elapsed(), bytes.len())
    };

    let have_latex = benching
        && Command::new("pdflatex")
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success());
    if !benching {
        println!("test mode (no --bench): pdflatex is not run");
    } else if !have_latex {
        println!(
            "pdflatex is not installed: only ccdesk is timed. To compare, install the Debian \
             packages texlive-games texlive-latex-extra texlive-pictures and run \
             `pdflatex packet.tex` in {}",
            dir.display()
        );
    }
    let mut latex_times = Vec::new();
    let mut ccdesk_times = Vec::new();
    let mut latex_line = String::new();
    let mut ccdesk_size = 0;
    for run in 0..runs {
        if have_latex {
            let (took, line) = pdflatex(&dir).unwrap();
            println!("run {}: pdflatex {:.2} s", run + 1, took.as_secs_f64());
            latex_times.push(took);
            latex_line = line;
        }
        let (took, size) = ccdesk();
        println!(
            "run {}: ccdesk {:.1} ms",
            run + 1,
            took.as_secs_f64() * 1000.0
        );
        ccdesk_times.push(took);
        ccdesk_size = size;
    }

    let n = games.len() as f64;
    let ccdesk_median = median(ccdesk_times);
    println!(
        "ccdesk:   median {:.1} ms of {runs} runs, {ccdesk_size} bytes, {:.0} bytes a game page",
        ccdesk_median.as_secs_f64() * 1000.0,
        ccdesk_size as f64 / n
    );
    if latex_times.is_empty() {
        return;
    }
    let latex_median = median(latex_times);
    let latex_size = std::fs::metadata(dir.join("packet.pdf"))
        .map(|m| m.len())
        .unwrap_or(0);
    let latex_pages = pages(&latex_line).unwrap_or(games.len() as u64);
    println!(
        "pdflatex: median {:.2} s of {runs} runs, {latex_size} bytes, {:.0} bytes a game page \
         ({latex_pages} pages, {:.0} bytes a page)",
        latex_median.as_secs_f64(),
        latex_size as f64 / n,
        latex_size as f64 / latex_pages as f64
    );
    println!(
        "ccdesk is {:.0}x faster (target: at least 20x) and {:.2}x the size a game page",
        latex_median.as_secs_f64() / ccdesk_median.as_secs_f64(),
        ccdesk_size as f64 / latex_size.max(1) as f64
    );
}
