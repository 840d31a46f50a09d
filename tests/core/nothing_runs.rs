#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Nothing in a project runs anything (issue 21, SECURITY.md): engine
//! paths, tablebase folders and other programs live only in the user's own
//! settings, never in a project; opening a project, PGN, CSV or `.eml` from
//! someone else starts no program and opens no link. Checked on the data
//! (a project file naming programs is read as data and forgets them) and on
//! the source tree (the one place that starts a process, the one place that
//! opens a link).

use std::path::{Path, PathBuf};

use ccdesk::domain::demo::demo_project;
use ccdesk::io::project_file::{from_ron, to_ron};

/// Words a field that starts or finds a program would carry.
const PROGRAM_WORDS: [&str; 9] = [
    "path",
    "program",
    "command",
    "exe",
    "engine",
    "syzygy",
    "tablebase",
    "url",
    "link",
];

// The project holds no program path: no field of a saved project, however
// full, names a program, a folder or a link.
#[test]
fn a_project_has_no_field_for_a_program() {
    let ron = to_ron(&demo_project()).unwrap();
    let mut keys: Vec<&str> = ron
        .lines()
        .filter_map(|l| l.trim_start().split_once(':'))
        .map(|(k, _)| k)
        .filter(|k| k.chars().all(|c| c.is_ascii_lowercase() || c == '_') && !k.is_empty())
        .collect();
    keys.sort_unstable();
    keys.dedup();
    assert!(keys.len() > 20, "{keys:?}");
    for key in keys {
        // `engine_forbidden` lists events where engines are not allowed:
        // event names, never a program.
        if key == "engine_forbidden" {
            continue;
        }
        assert!(
            !PROGRAM_WORDS.iter().any(|w| key.contains(w)),
            "the project has a field {key:?}"
        );
    }
}

// A project file from someone else that names an engine, a tablebase
// folder or a link is refused, naming the first such field with its line:
// it is never opened, so nothing it names is run or kept.
#[test]
fn a_project_naming_programs_is_refused_naming_the_field() {
    let ron = to_ron(&demo_project()).unwrap();
    let hostile = ron.replacen(
        "format_version: 1,",
        "format_version: 1,\n  engine_path: \"/bin/sh\",\n  syzygy: \"/tmp/evil\",\n  \
         open_url: \"http://evil.example/\",\n  command: \"xdg-open http://evil.example/\",",
        1,
    );
    assert_ne!(hostile, ron);
    // A field this version does not know is refused, named with its line
    // (issue 30): the file is not opened, so nothing it names is used and
    // no save can drop what it holds.
    let err = from_ron(&hostile, Path::new("hostile.ron")).unwrap_err();
    let said = err.to_string();
    assert!(
        said.contains("hostile.ron:4:") && said.contains("`engine_path`"),
        "{said}"
    );
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The files under `src` and `crates` whose code (outside comments) holds
/// `needle`.
fn files_using(needle: &str) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("crates"), &mut files);
    let mut found: Vec<String> = files
        .into_iter()
        .filter(|f| {
            std::fs::read_to_string(f)
                .unwrap()
                .lines()
                .any(|l| l.split("//").next().unwrap_or("").contains(needle))
        })
        .map(|f| f.strip_prefix(root).unwrap().display().to_string())
        .collect();
    found.sort();
    found
}

// Only the engine module starts a process (the engine the user set in his
// settings, or named on the command line), and the opener of the services
// (`xdg-open`) only for the Reply dialog's "Open in mail client" button:
// no reader of a project, PGN, CSV or .eml does either.
#[test]
fn only_the_users_own_actions_start_a_program_or_open_a_link() {
    assert_eq!(
        files_using("Command::new("),
        [
            "crates/ccdesk-engine/src/process.rs",
            "crates/ccdesk-window/src/services.rs"
        ]
    );
    assert_eq!(
        files_using(".spawn()"),
        [
            "crates/ccdesk-engine/src/process.rs",
            "crates/ccdesk-window/src/services.rs"
        ]
    );
    assert!(files_using("open_url").is_empty());
    assert!(files_using("OpenUrl").is_empty());
    assert_eq!(
        files_using("open_in_mail_client("),
        [
            "crates/ccdesk-window/src/reply_dialog.rs",
            "crates/ccdesk-window/src/services.rs"
        ]
    );
    assert_eq!(
        files_using("run_opener("),
        ["crates/ccdesk-window/src/services.rs"]
    );
    // The engine is started from the analysis and adjudication panes with
    // the settings' program, and by `ccdesk analyse --engine PATH`.
    let starters = files_using("Engine::start");
    assert!(
        starters.iter().all(|f| [
            "crates/ccdesk-engine/src/assessment.rs",
            "src/cli/analyse.rs",
            "crates/ccdesk-window/src/analysis_pane.rs"
        ]
        .contains(&f.as_str())),
        "{starters:?}"
    );
    let reply = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/ccdesk-window/src/reply_dialog.rs"),
    )
    .unwrap();
    let at = reply.find("open_in_mail_client(").unwrap();
    let flag = reply[..at].rfind("if open_mail").unwrap();
    assert!(
        !reply[flag..at].contains(';'),
        "the link opens only when open_mail is set"
    );
    let set = reply.find("open_mail = true").unwrap();
    let button = reply[..set].rfind("reply-open-mail").unwrap();
    assert!(
        reply[button..set].contains(".clicked()"),
        "the link opens without a click"
    );
    // The domain knows no file, folder or program.
    assert!(
        files_using("PathBuf")
            .iter()
            .all(|f| !f.starts_with("crates/ccdesk-domain"))
    );
}
