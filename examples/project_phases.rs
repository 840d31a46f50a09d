//! Times the phases of opening and saving a project file in one process,
//! for `benches/whole_process.sh`: read the bytes, parse the RON, validate
//! (every game replayed, on one core), open as `ccdesk check` does it (load,
//! and validate with the games replayed on every core), write the RON text
//! (`to_ron`, on every core), and an atomic save with backups to a copy of
//! the file.
//! Prints the median of `RUNS` (default 5) runs of each, in milliseconds:
//! `cargo run --release --example project_phases -- FILE.ron [RUNS]`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::time::Instant;

/// The allocator the `ccdesk` program uses (src/main.rs), so that the
/// phases are timed as the program runs them.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use ccdesk::domain::validate::{validate, validate_on};
use ccdesk::io::project_file::{from_ron, load_versioned, save, to_ron};

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn time<T>(runs: usize, mut job: impl FnMut() -> T) -> f64 {
    median(
        (0..runs)
            .map(|_| {
                let start = Instant::now();
                let out = job();
                let ms = start.elapsed().as_secs_f64() * 1e3;
                drop(out);
                ms
            })
            .collect(),
    )
}

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(file) = args.next() else {
        eprintln!("usage: project_phases FILE.ron [RUNS]");
        std::process::exit(2);
    };
    let runs: usize = args
        .next()
        .map_or(5, |r| r.parse().expect("RUNS is a number"));
    let path = Path::new(&file);
    let text = std::fs::read_to_string(path).expect("the file reads");
    let project = from_ron(&text, path).expect("the file is a project");
    let read = time(runs, || std::fs::read(path).unwrap());
    let parse = time(runs, || from_ron(&text, path).unwrap());
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let check = time(runs, || validate(&project));
    let open = time(runs, || {
        let (p, _) = load_versioned(path).unwrap();
        let problems = validate_on(&p, cores);
        (p, problems)
    });
    let write = time(runs, || to_ron(&project).unwrap());
    let dir = tempfile::tempdir().expect("a temporary folder");
    let copy = dir.path().join("copy.ron");
    std::fs::copy(path, &copy).expect("the copy");
    // A save writes only when the bytes differ: every run renames the
    // project, so every run writes and rotates the backups.
    let mut project = project;
    let mut n = 0;
    let save_ms = time(runs, || {
        n += 1;
        ccdesk::domain::command::apply(
            &mut project,
            ccdesk::domain::command::Command::RenameProject {
                name: format!("phases {n}"),
            },
        )
        .unwrap();
        save(&copy, &project).unwrap();
    });
    println!(
        "{file}: {} games, {} bytes; median of {runs}: read {read:.1} ms, parse {parse:.1} ms, validate (one core) {check:.1} ms, open (load + validate) {open:.1} ms, save {save_ms:.1} ms, write {write:.1} ms",
        project.games().len(),
        text.len()
    );
}
