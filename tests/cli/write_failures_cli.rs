//! Exit 1 for every failed write, 2 only for usage (issue 30, item 5),
//! through the real binary: an export into a folder that does not exist,
//! a project that cannot be saved (read-only), a listing whose standard
//! output is full. Each says what happened and names the path, and the
//! project is left as it was.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use ccdesk::domain::demo::demo_project;
use ccdesk::io::project_file::save;

use crate::run_ccdesk::ccdesk;

fn text(o: &Output) -> String {
    format!(
        "status {:?}\nstdout: {}\nstderr: {}",
        o.status.code(),
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// The demo in a fresh folder, with its PGN beside it.
fn demo_folder() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("season.ron");
    save(&path, &demo_project()).unwrap();
    (dir, path)
}

/// The owner's own game in play, as the CLI names it.
fn own_game() -> String {
    let project = demo_project();
    let owner = project.owner().unwrap();
    project
        .games()
        .iter()
        .find(|g| g.pairing.is_none() && g.result.is_none() && g.white == owner)
        .unwrap()
        .id
        .to_string()
}

fn make_read_only(path: &Path) {
    let mut perms = std::fs::metadata(path).unwrap().permissions();
    perms.set_readonly(true);
    std::fs::set_permissions(path, perms).unwrap();
}

#[test]
fn an_export_into_a_missing_folder_exits_1_naming_the_path() {
    let (dir, path) = demo_folder();
    let project = path.to_str().unwrap();
    let game = own_game();
    let out = dir.path().join("no such folder").join("out");
    let out = out.to_str().unwrap();
    let families: Vec<Vec<&str>> = vec![
        vec!["pgn", "export", project, "-o", out],
        vec!["crosstable", project, "-o", out],
        vec!["crosstable", project, "--pdf", out],
        vec!["standings", project, "--pdf", out],
        vec!["pairings", project, "--pdf", out],
        vec!["due", project, "--ics", out],
        vec!["message", "history", project, "--game", &game, "-o", out],
        vec!["message", "compose", project, "--game", &game, "--eml", out],
        vec!["packet", project, "--for", "captain", "-o", out],
        vec!["demo", out],
    ];
    let before = std::fs::read(&path).unwrap();
    for args in families {
        let o = ccdesk(&args);
        assert_eq!(o.status.code(), Some(1), "{args:?}:\n{}", text(&o));
        let said = String::from_utf8_lossy(&o.stderr);
        assert!(
            said.contains(out),
            "{args:?} did not name {out}:\n{}",
            text(&o)
        );
        assert!(
            said.contains("No such file or directory"),
            "{args:?} did not say why:\n{}",
            text(&o)
        );
        assert_eq!(std::fs::read(&path).unwrap(), before, "{args:?}");
    }
}

#[test]
fn a_project_that_cannot_be_saved_exits_1_naming_it_and_stays_as_it_was() {
    let (dir, path) = demo_folder();
    let project = path.to_str().unwrap();
    let game = own_game();
    let pgn = dir.path().join("other.pgn");
    std::fs::write(
        &pgn,
        "[Event \"Other\"]\n[White \"A Newcomer\"]\n[Black \"B Newcomer\"]\n[Result \"*\"]\n\n1. d4 d5 *\n",
    )
    .unwrap();
    make_read_only(&path);
    let before = std::fs::read(&path).unwrap();
    let owner = demo_project();
    let owner = owner.player_name(owner.owner().unwrap()).to_owned();
    let families: Vec<Vec<&str>> = vec![
        vec![
            "game",
            "new",
            project,
            "--white",
            &owner,
            "--black",
            "Tomás Ferreira",
            "--rules",
            "email",
            "--start",
            "2026-12-01",
        ],
        vec![
            "leave",
            project,
            "--from",
            "2026-12-20",
            "--to",
            "2026-12-24",
        ],
        vec!["owner", project, &owner, "--email", "new@example.org"],
        vec![
            "message",
            "compose",
            project,
            "--game",
            &game,
            "--resign",
            "--record",
            "--date",
            "2026-12-01",
        ],
        vec!["pgn", "import", pgn.to_str().unwrap(), "--into", project],
    ];
    for args in families {
        let o = ccdesk(&args);
        assert_eq!(o.status.code(), Some(1), "{args:?}:\n{}", text(&o));
        let said = String::from_utf8_lossy(&o.stderr);
        assert!(
            said.contains(project) || said.contains("season.ron"),
            "{args:?} did not name the project:\n{}",
            text(&o)
        );
        assert!(said.contains("read-only"), "{args:?}:\n{}", text(&o));
        assert_eq!(std::fs::read(&path).unwrap(), before, "{args:?}");
    }
}

/// Runs `args` with standard output on `/dev/full`.
fn into_full_stdout(args: &[&str], stdin: &str) -> Output {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        let mut input = child.stdin.take().unwrap();
        let _ = input.write_all(stdin.as_bytes());
    }
    child.wait_with_output().unwrap()
}

#[test]
fn a_listing_whose_standard_output_is_full_exits_1() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    let (_dir, path) = demo_folder();
    let project = path.to_str().unwrap();
    let game = own_game();
    let families: Vec<Vec<&str>> = vec![
        vec!["check", project],
        vec!["due", project],
        vec!["standings", project],
        vec!["crosstable", project],
        vec!["pairings", project],
        vec!["pgn", "export", project, "-o", "-"],
        vec!["ledger", project, "--game", &game],
        vec!["message", "history", project, "--game", &game],
        vec!["message", "compose", project, "--game", &game, "--resign"],
        vec!["hutton", "--teams", "6", "--boards", "4"],
        vec!["notation", "--to", "uci"],
        vec!["owner", project],
    ];
    for args in families {
        let o = into_full_stdout(&args, "1. e4 e5\n");
        let said = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {said}");
        assert!(
            said.contains("No space left on device"),
            "{args:?} did not say why: {said}"
        );
    }
}

#[test]
fn a_server_sync_or_move_that_cannot_save_exits_1_naming_the_project() {
    use crate::xfcc_server::{Mode, PASSWORD, USER, XfccServer};
    let server = XfccServer::start(Mode::Normal);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ann.ron");
    std::fs::write(
        &path,
        "#![enable(implicit_some)]\n(\n  format_version: 1,\n  name: \"Ann's desk\",\n)\n",
    )
    .unwrap();
    let project = path.to_str().unwrap();
    let o = ccdesk(&["owner", project, "Ann Player", "--new"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let server_cmd = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_ccdesk"))
            .args(args)
            .env("CCDESK_XFCC_PASSWORD", PASSWORD)
            .output()
            .unwrap()
    };
    // A copy to sync into before it is made read-only, for `move`.
    let synced = dir.path().join("synced.ron");
    std::fs::copy(&path, &synced).unwrap();
    make_read_only(&path);
    let before = std::fs::read(&path).unwrap();
    let o = server_cmd(&[
        "server",
        "sync",
        project,
        "--server",
        &server.url,
        "--user",
        USER,
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(said.contains(project), "{}", text(&o));
    assert!(said.contains("read-only"), "{}", text(&o));
    assert_eq!(std::fs::read(&path).unwrap(), before);

    // `server move`: the server takes the move, the project cannot keep it.
    let synced = synced.to_str().unwrap();
    let o = server_cmd(&[
        "server",
        "sync",
        synced,
        "--server",
        &server.url,
        "--user",
        USER,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    make_read_only(Path::new(synced));
    let before = std::fs::read(synced).unwrap();
    let o = server_cmd(&["server", "move", synced, "--game", "g3", "--move", "e4"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(
        said.contains("the server accepted the 40. e4, but the project was not saved"),
        "{}",
        text(&o)
    );
    assert!(said.contains("synced.ron"), "{}", text(&o));
    assert!(said.contains("run ccdesk server sync"), "{}", text(&o));
    assert_eq!(std::fs::read(synced).unwrap(), before);
}

/// Every file of `dir` with its bytes, by name.
fn folder_bytes(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let path = e.unwrap().path();
            let bytes = std::fs::read(&path).unwrap();
            (path, bytes)
        })
        .collect();
    files.sort();
    files
}

// `message read --apply` into a project that cannot be saved (read-only):
// Tomás Ferreira's 10...Nc6 in g47, as his own desk writes it, applies to a
// writable copy; to the read-only project the save is refused, exit 1 with
// the project and the reason named, and the folder (project and backups)
// is byte for byte as it was.
#[test]
fn a_message_applied_to_a_project_that_cannot_be_saved_exits_1_and_changes_nothing() {
    let (dir, path) = demo_folder();
    let project = path.to_str().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    // Tomás's desk: the demo with Tomás as its owner; he plays and records
    // 10...Nc6 in g47 (10.Qxb4 was sent on 28 Nov 2026).
    let his = elsewhere.path().join("tomas.ron");
    save(&his, &demo_project()).unwrap();
    let his = his.to_str().unwrap();
    let o = ccdesk(&["owner", his, "Tomás Ferreira"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let o = ccdesk(&[
        "message",
        "compose",
        his,
        "--game",
        "47",
        "--move",
        "Nc6",
        "--date",
        "2026-12-01",
        "--record",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let reply = elsewhere.path().join("reply.txt");
    std::fs::write(&reply, &o.stdout).unwrap();
    let reply = reply.to_str().unwrap();
    let read = |project: &str| {
        ccdesk(&[
            "message",
            "read",
            project,
            reply,
            "--arrived",
            "2026-12-02",
            "--apply",
        ])
    };
    // A writable copy takes it: the message itself is sound.
    let copy = elsewhere.path().join("copy.ron");
    std::fs::copy(&path, &copy).unwrap();
    let o = read(copy.to_str().unwrap());
    assert_eq!(o.status.code(), Some(0), "{}", text(&o));
    let moves = |p: &Path| {
        ccdesk::io::project_file::load(p)
            .unwrap()
            .game(ccdesk::domain::ids::GameId(47))
            .unwrap()
            .moves
            .len()
    };
    assert_eq!(moves(&copy), moves(&path) + 1);
    // The read-only project refuses the save.
    make_read_only(&path);
    let before = folder_bytes(dir.path());
    let o = read(project);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    let said = String::from_utf8_lossy(&o.stderr);
    assert!(
        said.contains("season.ron: the file is read-only; nothing was written"),
        "{}",
        text(&o)
    );
    assert!(
        !String::from_utf8_lossy(&o.stdout).contains("applied:"),
        "{}",
        text(&o)
    );
    assert_eq!(folder_bytes(dir.path()), before);
}

/// `-o -` (or `--pdf -`, `--ics -`) never makes a file named `-`: the
/// exports that write only files refuse it with the reason, and the file
/// and folder stay as they were; `pgn export -o -` prints.
#[test]
fn an_output_named_dash_is_standard_output_never_a_file_of_that_name() {
    let (dir, path) = demo_folder();
    let project = path.to_str().unwrap();
    let game = own_game();
    for args in [
        vec!["packet", project, "--for", "captain", "-o", "-"],
        vec!["crosstable", project, "-o", "-"],
        vec!["standings", project, "--pdf", "-"],
        vec!["message", "history", project, "--game", &game, "-o", "-"],
        vec!["due", project, "--ics", "-"],
    ] {
        let o = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
            .args(&args)
            .current_dir(dir.path())
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{args:?}: {said}");
        assert!(
            said.contains("`-` means standard output"),
            "{args:?}: {said}"
        );
        assert!(
            !dir.path().join("-").exists(),
            "{args:?} made a file named -"
        );
    }
    let o = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(["pgn", "export", project, "-o", "-"])
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&o.stdout).contains("[Event "));
    assert!(!dir.path().join("-").exists());
}
