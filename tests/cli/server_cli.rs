#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `ccdesk server sync` and `ccdesk server move` against the XFCC test
//! server of `tests/common/xfcc_server.rs` on 127.0.0.1: every game and
//! field taken in, only new moves added, moves sent with their draw offers
//! and messages, every refusal printed with exit 1, a wrong password, a
//! server that is down, answers garbage, fails or answers too slowly
//! (exit 3, nothing changed), and usage errors (exit 2).

use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::xfcc_server::{Mode, NS, PASSWORD, USER, XfccServer, down_url};
use ccdesk::domain::server::XfccResult;

fn ccdesk_env(
    args: &[&str],
    password: Option<&str>,
    timeout: Option<&str>,
) -> (u8, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_ccdesk"));
    cmd.args(args).env_remove("CCDESK_XFCC_PASSWORD");
    if let Some(p) = password {
        cmd.env("CCDESK_XFCC_PASSWORD", p);
    }
    cmd.env_remove("CCDESK_XFCC_TIMEOUT");
    if let Some(t) = timeout {
        cmd.env("CCDESK_XFCC_TIMEOUT", t);
    }
    let out = cmd.output().unwrap();
    (
        u8::try_from(out.status.code().unwrap()).unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn ccdesk(args: &[&str]) -> (u8, String, String) {
    ccdesk_env(args, Some(PASSWORD), None)
}

struct Desk {
    _dir: tempfile::TempDir,
    path: PathBuf,
}

impl Desk {
    /// An empty project whose owner is Ann Player.
    fn new() -> Desk {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ann.ron");
        std::fs::write(
            &path,
            "#![enable(implicit_some)]\n(\n  format_version: 1,\n  name: \"Ann's desk\",\n)\n",
        )
        .unwrap();
        let desk = Desk { _dir: dir, path };
        let (status, _, err) = ccdesk(&["owner", desk.p(), "Ann Player", "--new"]);
        assert_eq!(status, 0, "{err}");
        desk
    }

    fn p(&self) -> &str {
        self.path.to_str().unwrap()
    }

    fn bytes(&self) -> Vec<u8> {
        std::fs::read(&self.path).unwrap()
    }

    fn project(&self) -> ccdesk::domain::project::Project {
        ccdesk::io::project_file::load(&self.path).unwrap()
    }

    fn sync(&self, url: &str) -> (u8, String, String) {
        ccdesk(&["server", "sync", self.p(), "--server", url, "--user", USER])
    }
}

fn game_of<'a>(
    project: &'a ccdesk::domain::project::Project,
    server_id: &str,
) -> &'a ccdesk::domain::game::Game {
    project
        .games()
        .iter()
        .find(|g| g.server.as_ref().is_some_and(|s| s.game.id == server_id))
        .unwrap()
}

#[test]
fn sync_takes_in_every_server_game_with_every_field() {
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    let (status, out, err) = desk.sync(&server.url);
    assert_eq!(status, 0, "{out}\n{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 8, "{out}");
    // One line per server game: the project's id, the server's id, the
    // players and whose move it is.
    assert!(
        lines[0].starts_with(
            "g1 1001 Ann Player - Bob Builder: opponent's move (Black, 20d 0h 0m left)"
        ),
        "{out}"
    );
    assert!(
        lines[1].starts_with(
            "g2 1002 Carl Cook - Ann Player: my move (Black, 10d 5h 30m left, draw offered)"
        ),
        "{out}"
    );
    assert!(
        lines[2].starts_with("g3 1003 Ann Player - Dora Diaz: my move"),
        "{out}"
    );
    assert!(
        lines[3]
            .starts_with("g4 1004 Ann Player - Eve Evans: game over: adjudicated a win for White"),
        "{out}"
    );
    assert!(lines[6].contains("both sides lost by default"), "{out}");
    assert!(lines[7].contains("adjudication pending"), "{out}");

    let request = &server.requests()[0];
    assert_eq!(request.soap_action, format!("\"{NS}/GetMyGames\""));
    assert!(
        request
            .body
            .contains(&format!("<GetMyGames xmlns=\"{NS}\">"))
    );

    let project = desk.project();
    assert_eq!(project.games().len(), 8);
    let owner = project.owner().unwrap();
    let g1 = game_of(&project, "1001");
    assert_eq!(g1.white, owner);
    assert_eq!(project.player_name(g1.black), "Bob Builder");
    assert_eq!(g1.event, "WS/2026/1");
    assert_eq!(g1.round.as_deref(), Some("1"));
    assert_eq!(g1.board.as_deref(), Some("3"));
    let sans: Vec<&str> = g1.moves.iter().map(|m| m.san.as_str()).collect();
    assert_eq!(sans, ["e4", "e5", "Nf3"]);
    let link = g1.server.as_ref().unwrap();
    assert_eq!(link.url, server.url);
    assert_eq!(link.user, USER);
    assert!(!link.game.my_turn, "MYTURN read in capitals");
    assert!(link.game.has_white);
    assert_eq!(
        (
            link.game.days_player,
            link.game.hours_player,
            link.game.minutes_player
        ),
        (10, 5, 30)
    );
    assert_eq!(
        (
            link.game.days_opponent,
            link.game.hours_opponent,
            link.game.minutes_opponent
        ),
        (20, 0, 0)
    );
    assert_eq!(link.game.white_elo, Some(2100));
    assert_eq!(link.game.black_elo, Some(2050));
    assert_eq!(link.game.white_title, "SIM");
    assert_eq!(
        (link.game.white_na.as_str(), link.game.black_na.as_str()),
        ("ENG", "GER")
    );
    assert_eq!(link.game.time_control, "10/50d");
    assert_eq!(link.game.section, "A");
    assert_eq!(link.game.stage, "Final");
    assert_eq!(link.game.event_sponsor, "None");
    assert_eq!(link.game.site, "ICCF");
    assert_eq!(link.game.event_date, "2026-09-01");
    assert_eq!(link.game.game_link, "https://example.invalid/game");
    assert_eq!(link.game.server_info, "Tournament WS/2026/1");
    assert_eq!(
        link.game.extra,
        [
            ("WhiteIccfID".to_owned(), "440001".to_owned()),
            ("BLACKICCFID".to_owned(), "440002".to_owned())
        ]
    );

    let g2 = game_of(&project, "1002");
    assert_eq!(g2.black, owner);
    let l2 = g2.server.as_ref().unwrap();
    assert!(l2.game.draw_offered && l2.game.my_turn);
    assert_eq!(l2.game.message, "Shall we call it a draw?");
    assert!(
        !project.engine_allowed_in_game(g2.id),
        "noEngines switches engines off"
    );
    assert!(project.explorer_allowed_in_game(g2.id));
    assert!(project.engine_allowed_in_game(g1.id));

    let g3 = game_of(&project, "1003");
    assert_eq!(
        g3.setup_fen.as_deref(),
        Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40")
    );
    assert!(!project.explorer_allowed_in_game(g3.id));
    assert!(project.engine_allowed_in_game(g3.id));

    let g4 = game_of(&project, "1004");
    let r4 = g4.result.unwrap();
    assert_eq!(r4.outcome, ccdesk::domain::game::Outcome::WhiteWins);
    assert_eq!(
        r4.termination,
        ccdesk::domain::game::Termination::Adjudication
    );
    let g7 = game_of(&project, "1007");
    assert_eq!(
        g7.result.unwrap().outcome,
        ccdesk::domain::game::Outcome::LossToBoth
    );
    let g8 = game_of(&project, "1008");
    assert!(g8.result.is_none());
    assert_eq!(
        g8.server.as_ref().unwrap().game.result,
        XfccResult::AdjudicationPending
    );

    let (status, out, err) = ccdesk(&["check", desk.p()]);
    assert_eq!(status, 0, "{out}\n{err}");
}

#[test]
fn a_second_sync_adds_only_the_new_moves_and_keeps_the_rest() {
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    assert_eq!(desk.sync(&server.url).0, 0);
    // Nothing new the same day: the file is not written at all.
    let before = desk.bytes();
    let (status, out, _) = desk.sync(&server.url);
    assert_eq!(status, 0);
    assert_eq!(out.lines().count(), 8);
    assert_eq!(desk.bytes(), before, "an unchanged sync rewrites nothing");
    // The player's analysis in the file stays when new moves come.
    let text = String::from_utf8(before).unwrap();
    let (head, games) = text.split_once("games: [").unwrap();
    let with_note = format!(
        "{head}games: [{}",
        games.replacen(
            "id: 1,\n",
            "id: 1,\n      analysis: [(from_ply: 3, moves: [\"Nc6\"], comment: \"my idea\")],\n",
            1,
        )
    );
    assert_ne!(with_note, text, "the game g1 is in the file");
    std::fs::write(&desk.path, &with_note).unwrap();
    let kept = desk.project();
    server.set("1001", "moves", "1.e4 e5 2.Nf3 Nc6");
    server.set("1001", "MYTURN", "true");
    let (status, out, err) = desk.sync(&server.url);
    assert_eq!(status, 0, "{out}\n{err}");
    assert!(
        out.lines().next().unwrap().starts_with(
            "g1 1001 Ann Player - Bob Builder: my move (White, 10d 5h 30m left) [1 new moves]"
        ),
        "{out}"
    );
    let project = desk.project();
    let g1 = game_of(&project, "1001");
    assert_eq!(g1.moves.len(), 4);
    assert_eq!(g1.moves[3].san, "Nc6");
    assert_eq!(g1.analysis, game_of(&kept, "1001").analysis);
    assert_eq!(g1.analysis.len(), 1);
}

#[test]
fn a_move_is_sent_with_its_draw_offer_and_message_and_played_in_the_project() {
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    assert_eq!(desk.sync(&server.url).0, 0);
    let (status, out, err) = ccdesk(&[
        "server",
        "move",
        desk.p(),
        "--game",
        "g2",
        "--move",
        "Nf6",
        "--offer-draw",
        "--message",
        "Thanks <& good luck>",
    ]);
    assert_eq!(status, 0, "{out}\n{err}");
    assert!(
        out.contains("g2 1002: 1. Nf6 with a draw offer sent: the server accepted it (Success)"),
        "{out}"
    );
    let request = server.requests().last().unwrap().clone();
    assert_eq!(request.soap_action, format!("\"{NS}/MakeAMove\""));
    for part in [
        "<gameId>1002</gameId>",
        "<resign>false</resign>",
        "<acceptDraw>false</acceptDraw>",
        "<movecount>1</movecount>",
        "<myMove>Nf6</myMove>",
        "<offerDraw>true</offerDraw>",
        "<claimDraw>false</claimDraw>",
        "<myMessage>Thanks &lt;&amp; good luck&gt;</myMessage>",
        "<username>ann</username>",
    ] {
        assert!(request.body.contains(part), "{part} in {}", request.body);
    }
    let project = desk.project();
    let g2 = game_of(&project, "1002");
    assert_eq!(g2.moves.last().unwrap().san, "Nf6");
    assert!(!g2.server.as_ref().unwrap().game.my_turn);
    // The server's record and the project's agree at the next sync.
    let (status, out, _) = desk.sync(&server.url);
    assert_eq!(status, 0);
    assert!(
        out.contains("g2 1002 Carl Cook - Ann Player: opponent's move"),
        "{out}"
    );
    assert_eq!(game_of(&desk.project(), "1002").moves.len(), 2);
}

#[test]
fn a_move_from_a_set_up_position_counts_from_its_move_number() {
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    assert_eq!(desk.sync(&server.url).0, 0);
    let (status, out, err) = ccdesk(&["server", "move", desk.p(), "--game", "g3", "--move", "e4"]);
    assert_eq!(status, 0, "{out}\n{err}");
    assert!(
        server
            .requests()
            .last()
            .unwrap()
            .body
            .contains("<movecount>40</movecount>")
    );
    assert!(out.contains("40. e4 sent"), "{out}");
}

#[test]
fn draws_accepted_and_resignations_are_sent_and_recorded() {
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    assert_eq!(desk.sync(&server.url).0, 0);
    let (status, out, err) = ccdesk(&["server", "move", desk.p(), "--game", "g2", "--accept-draw"]);
    assert_eq!(status, 0, "{out}\n{err}");
    assert!(
        server
            .requests()
            .last()
            .unwrap()
            .body
            .contains("<acceptDraw>true</acceptDraw>")
    );
    let project = desk.project();
    assert_eq!(
        game_of(&project, "1002").result.unwrap().outcome,
        ccdesk::domain::game::Outcome::Draw
    );
    let (status, out, err) = ccdesk(&["server", "move", desk.p(), "--game", "g3", "--resign"]);
    assert_eq!(status, 0, "{out}\n{err}");
    assert!(out.contains("resignation sent"), "{out}");
    assert_eq!(
        game_of(&desk.project(), "1003").result.unwrap().outcome,
        ccdesk::domain::game::Outcome::BlackWins
    );
    // No draw was offered in g1: the server says so, nothing changes.
    server.set("1001", "MYTURN", "true");
    let before = desk.bytes();
    let (status, out, _) = ccdesk(&["server", "move", desk.p(), "--game", "g1", "--accept-draw"]);
    assert_eq!(status, 1);
    assert!(
        out.contains("no draw was offered to accept (NoDrawWasOffered)"),
        "{out}"
    );
    assert_eq!(desk.bytes(), before);
}

#[test]
fn every_refusal_is_printed_in_words_with_exit_1_and_changes_nothing() {
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    assert_eq!(desk.sync(&server.url).0, 0);
    let before = desk.bytes();
    for (game, mv, words, code) in [
        ("g6", "e4", "the move is ambiguous", "MoveIsAmbiguous"),
        ("g5", "e5", "you are on leave", "YouAreOnLeave"),
        ("g1", "Nc6", "it is not your turn", "NotYourTurn"),
    ] {
        let (status, out, err) =
            ccdesk(&["server", "move", desk.p(), "--game", game, "--move", mv]);
        assert_eq!(status, 1, "{game}: {out}\n{err}");
        assert!(out.contains(words) && out.contains(code), "{game}: {out}");
        assert!(err.contains(code), "{err}");
        assert_eq!(desk.bytes(), before, "{game}");
    }
    // The server's move number differs from the project's (a move made
    // elsewhere): InvalidMoveNumber.
    server.set("1002", "moves", "1.d4 Nf6 2.c4");
    let (status, out, _) = ccdesk(&["server", "move", desk.p(), "--game", "g2", "--move", "Nf6"]);
    assert_eq!(status, 1);
    assert!(out.contains("InvalidMoveNumber"), "{out}");
    assert_eq!(desk.bytes(), before);
}

#[test]
fn an_illegal_move_is_refused_before_anything_is_sent() {
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    assert_eq!(desk.sync(&server.url).0, 0);
    let sent = server.requests().len();
    let (status, _, err) = ccdesk(&["server", "move", desk.p(), "--game", "g2", "--move", "Ke5"]);
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("nothing was sent"), "{err}");
    assert_eq!(server.requests().len(), sent);
    let (status, _, err) = ccdesk(&["server", "move", desk.p(), "--game", "g2"]);
    assert_eq!(status, 2, "{err}");
}

#[test]
fn a_server_game_is_not_answered_by_message() {
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    assert_eq!(desk.sync(&server.url).0, 0);
    let before = desk.bytes();
    for extra in [
        &[][..],
        &["--move", "Nf6"][..],
        &["--repeat"][..],
        &["--record"][..],
    ] {
        let mut args = vec!["message", "compose", desk.p(), "--game", "g2"];
        args.extend_from_slice(extra);
        let (status, out, err) = ccdesk(&args);
        assert_ne!(status, 0, "{extra:?}: {out}");
        assert!(
            err.contains("game g2 is played on") && err.contains("ccdesk server move"),
            "{extra:?}: {err}"
        );
        assert!(out.is_empty(), "{extra:?}: no message is written: {out}");
    }
    assert_eq!(desk.bytes(), before, "nothing recorded");
}

#[test]
fn a_wrong_password_is_the_servers_refusal() {
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    let before = desk.bytes();
    let (status, out, err) = ccdesk_env(
        &[
            "server",
            "sync",
            desk.p(),
            "--server",
            &server.url,
            "--user",
            USER,
        ],
        Some("wrong"),
        None,
    );
    assert_eq!(status, 1, "{out}\n{err}");
    assert!(err.contains("AuthenticationFailed"), "{err}");
    assert_eq!(desk.bytes(), before);
}

#[test]
fn a_server_that_is_down_garbled_failing_or_slow_changes_nothing() {
    let desk = Desk::new();
    let before = desk.bytes();
    let (status, _, err) = desk.sync(&down_url());
    assert_eq!(status, 3, "{err}");
    assert!(
        err.contains("cannot reach the XFCC server at http://127.0.0.1:"),
        "{err}"
    );
    assert!(err.contains("nothing was changed"), "{err}");

    let garbage = XfccServer::start(Mode::Garbage);
    let (status, _, err) = desk.sync(&garbage.url);
    assert_eq!(status, 3, "{err}");
    assert!(err.contains("not XFCC"), "{err}");

    let failing = XfccServer::start(Mode::Unavailable);
    let (status, _, err) = desk.sync(&failing.url);
    assert_eq!(status, 3, "{err}");
    assert!(err.contains("503"), "{err}");

    let slow = XfccServer::start(Mode::Slow(Duration::from_secs(5)));
    let started = Instant::now();
    let (status, _, err) = ccdesk_env(
        &[
            "server",
            "sync",
            desk.p(),
            "--server",
            &slow.url,
            "--user",
            USER,
        ],
        Some(PASSWORD),
        Some("0.5"),
    );
    assert_eq!(status, 3, "{err}");
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "gave up in time"
    );
    assert_eq!(desk.bytes(), before);
}

#[test]
fn usage_errors_exit_2() {
    let desk = Desk::new();
    let (status, _, err) = ccdesk(&[
        "server",
        "sync",
        desk.p(),
        "--server",
        "Nowhere",
        "--user",
        USER,
    ]);
    assert_eq!(status, 2);
    assert!(err.contains("ICCF, LSS"), "{err}");
    let server = XfccServer::start(Mode::Normal);
    let (status, _, err) = ccdesk_env(
        &[
            "server",
            "sync",
            desk.p(),
            "--server",
            &server.url,
            "--user",
            USER,
        ],
        None,
        None,
    );
    assert_eq!(status, 2);
    assert!(err.contains("CCDESK_XFCC_PASSWORD"), "{err}");
    assert!(server.requests().is_empty());
    let (status, _, _) = ccdesk(&["server", "sync", desk.p(), "--user", USER]);
    assert_eq!(status, 2);
    let (status, _, err) = ccdesk(&["server", "move", desk.p(), "--game", "g9", "--move", "e4"]);
    assert_eq!(status, 2, "{err}");
}

#[test]
fn the_password_can_be_kept_in_the_system_keyring_instead_of_the_environment() {
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    let login = |extra: &[&str], stdin: &str| {
        use std::io::Write;
        let mut child = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
            .args(["server", "login", "--server", &server.url, "--user", USER])
            .args(extra)
            .env_remove("CCDESK_XFCC_PASSWORD")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
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
            out.status.code().unwrap(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let (status, out, err) = login(&[], &format!("{PASSWORD}\n"));
    if status != 0 {
        // A sandbox without the kernel keyring (keyctl refused): it says
        // so, and the environment variable remains the way.
        assert_eq!(status, 2, "{err}");
        assert!(
            err.contains("cannot be kept in the system keyring"),
            "{err}"
        );
        println!("note: no system keyring here: {err}");
        return;
    }
    assert!(
        out.contains("kept the password of ann on http://127.0.0.1:"),
        "{out}"
    );
    let sync = ccdesk_env(
        &[
            "server",
            "sync",
            desk.p(),
            "--server",
            &server.url,
            "--user",
            USER,
        ],
        None,
        None,
    );
    let (status, _, err) = login(&["--forget"], "");
    assert_eq!(status, 0, "{err}");
    assert_eq!(sync.0, 0, "{}\n{}", sync.1, sync.2);
    assert_eq!(sync.1.lines().count(), 8);
    // Forgotten: the keyring no longer gives it.
    let (status, _, err) = ccdesk_env(
        &[
            "server",
            "sync",
            desk.p(),
            "--server",
            &server.url,
            "--user",
            USER,
        ],
        None,
        None,
    );
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("the system keyring holds none"), "{err}");
}

// `ccdesk server login` through a real Secret Service: GNOME Keyring on a
// session bus of the test's own (tests/common/secret_service.rs), every
// ccdesk told its address and none given CCDESK_XFCC_PASSWORD. The login
// says the Secret Service holds the password; after a logout and a login
// (both daemons stopped and started again on the same keyring folder) a
// sync logs in with it (the server saw it); forgotten, the sync finds
// none. Skips with a note where gnome-keyring cannot run, fails there
// under CCDESK_KEYRING=required.
#[test]
fn login_keeps_the_password_in_the_secret_service_where_a_later_login_session_finds_it() {
    let Some(mut secrets) = crate::secret_service::SecretService::start_or_skip() else {
        return;
    };
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    let config = tempfile::tempdir().unwrap();
    let run = |args: &[&str], stdin: &str, bus: &str| {
        use std::io::Write;
        let mut child = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
            .args(args)
            .env_remove("CCDESK_XFCC_PASSWORD")
            .env("DBUS_SESSION_BUS_ADDRESS", bus)
            .env_remove("DISPLAY")
            .env("XDG_CONFIG_HOME", config.path())
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
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
            out.status.code().unwrap(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let login = ["server", "login", "--server", &server.url, "--user", USER];
    let forget = [&login[..], &["--forget"]].concat();
    let sync = [
        "server",
        "sync",
        desk.p(),
        "--server",
        &server.url,
        "--user",
        USER,
    ];
    let (status, out, err) = run(&forget, "", secrets.address());
    assert_eq!(status, 0, "a clean slate: {out}{err}");
    let (status, out, err) = run(&login, &format!("{PASSWORD}\n"), secrets.address());
    assert_eq!(status, 0, "{out}{err}");
    assert_eq!(
        out,
        format!(
            "kept the password of {USER} on {} in the Secret Service (the desktop's keyring: GNOME Keyring, KWallet), which keeps it across logins\n",
            server.url
        )
    );
    secrets.log_in_again();
    let (status, out, err) = run(&sync, "", secrets.address());
    assert_eq!(status, 0, "{out}{err}");
    assert_eq!(out.lines().count(), 8, "{out}");
    // The server got it from the Secret Service.
    let request = server.requests().last().unwrap().clone();
    assert!(
        request
            .body
            .contains(&format!("<password>{PASSWORD}</password>")),
        "{}",
        request.body
    );
    let (status, out, err) = run(&forget, "", secrets.address());
    assert_eq!(status, 0, "{err}");
    assert_eq!(
        out,
        format!(
            "forgot the password of {USER} on {} in the Secret Service\n",
            server.url
        )
    );
    let (status, _, err) = run(&sync, "", secrets.address());
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("the system keyring holds none"), "{err}");
}

#[test]
fn a_sync_into_a_project_that_does_not_exist_starts_the_users_desk() {
    let server = XfccServer::start(Mode::Normal);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("iccf.ron");
    let p = path.to_str().unwrap();
    let (status, out, err) =
        ccdesk(&["server", "sync", p, "--server", &server.url, "--user", USER]);
    assert_eq!(status, 0, "{out}\n{err}");
    assert_eq!(out.lines().count(), 8, "{out}");
    let project = ccdesk::io::project_file::load(&path).unwrap();
    assert_eq!(project.name(), "iccf");
    let owner = project.owner().unwrap();
    assert_eq!(project.player_name(owner), "Ann Player");
    assert!(
        project
            .games()
            .iter()
            .all(|g| g.white == owner || g.black == owner)
    );
    // A server that cannot be reached writes no file.
    let missing = dir.path().join("none.ron");
    let (status, _, _) = ccdesk(&[
        "server",
        "sync",
        missing.to_str().unwrap(),
        "--server",
        &down_url(),
        "--user",
        USER,
    ]);
    assert_eq!(status, 3);
    assert!(!missing.exists());
}

#[test]
fn server_moves_carry_the_day_they_arrived_and_the_day_they_were_sent() {
    // rule: E2.7 E2.8
    let today = chrono::Local::now().date_naive().to_string();
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    assert_eq!(desk.sync(&server.url).0, 0);
    // The first sync brings 1.e4 e5 2.Nf3 undated: the server does not say
    // when they were made.
    let g1 = game_of(&desk.project(), "1001").clone();
    assert!(g1.clock.arrivals.is_empty());
    assert!(
        g1.moves
            .iter()
            .all(|m| m.sent.is_none() && m.received.is_none())
    );
    // Bob's 2...Nc6 comes with the next sync: it arrived today.
    server.set("1001", "moves", "1.e4 e5 2.Nf3 Nc6");
    server.set("1001", "MYTURN", "true");
    assert_eq!(desk.sync(&server.url).0, 0);
    let g1 = game_of(&desk.project(), "1001").clone();
    assert_eq!(
        g1.clock.arrived(3).map(|d| d.to_string()),
        Some(today.clone())
    );
    // A refused move records nothing (g6's server answers MoveIsAmbigous).
    let (status, _, _) = ccdesk(&["server", "move", desk.p(), "--game", "g6", "--move", "e4"]);
    assert_eq!(status, 1);
    let g6 = game_of(&desk.project(), "1006").clone();
    assert!(g6.moves.is_empty());
    // Ann's 3.Bb5 sent through MakeAMove is dated today.
    let (status, out, err) = ccdesk(&["server", "move", desk.p(), "--game", "g1", "--move", "Bb5"]);
    assert_eq!(status, 0, "{out}\n{err}");
    let g1 = game_of(&desk.project(), "1001").clone();
    assert_eq!(g1.moves[4].sent.map(|d| d.to_string()), Some(today.clone()));
    // The ledger of a server game shows those dates and the server's
    // clocks, and counts nothing under the email rules.
    let (status, out, err) = ccdesk(&["ledger", desk.p(), "--game", "g1"]);
    assert_eq!(status, 0, "{out}\n{err}");
    let expected_moves = format!(
        "move,colour,san,received,sent\n1,white,e4,,\n1,black,e5,,\n2,white,Nf3,,\n2,black,Nc6,{today},\n3,white,Bb5,,{today}\n\n"
    );
    assert!(out.starts_with(&expected_moves), "{out}");
    let clocks: Vec<&str> = out[expected_moves.len()..].lines().collect();
    assert_eq!(clocks[0], "server,server_game,synced,colour,clock,to_move");
    assert_eq!(clocks.len(), 3, "{out}");
    assert!(
        clocks[1].contains(&format!(",1001,{today},white,")) && clocks[1].ends_with(",no"),
        "{out}"
    );
    assert!(
        clocks[2].contains(",black,") && clocks[2].ends_with(",yes"),
        "{out}"
    );
    assert!(
        !out.contains("allowance") && !out.contains("days_left"),
        "{out}"
    );
}

/// Runs `ccdesk ARGS` in this process (so that it uses this process's
/// keyring), with `stdin`.
fn in_process(args: &[&str], stdin: &str) -> (u8, String, String) {
    let cli = ccdesk::cli::parse(
        std::iter::once("ccdesk")
            .chain(args.iter().copied())
            .map(Into::into),
    )
    .unwrap();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let status = ccdesk::cli::run_command(
        cli.command.as_ref().unwrap(),
        &mut stdin.as_bytes(),
        &mut out,
        &mut err,
    );
    (
        status,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn login_keeps_the_password_in_the_keyring_where_sync_finds_it_and_no_file_holds_it() {
    // The memory keyring stands in for the kernel keyring this sandbox
    // lacks; ccdesk's own code stores and reads it through keyring 3.
    crate::memory_keyring::install();
    assert!(
        std::env::var("CCDESK_XFCC_PASSWORD").is_err(),
        "this test reads the password from the keyring alone"
    );
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    let sync = || {
        in_process(
            &[
                "server",
                "sync",
                desk.p(),
                "--server",
                &server.url,
                "--user",
                USER,
            ],
            "",
        )
    };
    // Nothing kept yet: sync says where a password would come from.
    let (status, _, err) = sync();
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("the system keyring holds none"), "{err}");
    let (status, out, err) = in_process(
        &["server", "login", "--server", &server.url, "--user", USER],
        &format!("{PASSWORD}\nsecond line ignored\n"),
    );
    assert_eq!(status, 0, "{err}");
    assert!(
        out.contains("kept the password of ann on http://127.0.0.1:"),
        "{out}"
    );
    assert_eq!(
        crate::memory_keyring::entries(),
        vec![(
            format!("ccdesk XFCC {}", server.url),
            USER.to_owned(),
            PASSWORD.to_owned()
        )]
    );
    let (status, out, err) = sync();
    assert_eq!(status, 0, "{out}\n{err}");
    assert_eq!(out.lines().count(), 8, "{out}");
    // The server got it from the keyring.
    let request = server.requests().last().unwrap().clone();
    assert!(
        request
            .body
            .contains(&format!("<password>{PASSWORD}</password>")),
        "{}",
        request.body
    );
    // No file holds it: not the project, nor anything beside it.
    for entry in std::fs::read_dir(desk.path.parent().unwrap()).unwrap() {
        let bytes = std::fs::read(entry.unwrap().path()).unwrap_or_default();
        assert!(!String::from_utf8_lossy(&bytes).contains(PASSWORD));
    }
    // Forgotten: the keyring no longer gives it.
    let (status, out, err) = in_process(
        &[
            "server",
            "login",
            "--server",
            &server.url,
            "--user",
            USER,
            "--forget",
        ],
        "",
    );
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("forgot the password"), "{out}");
    assert!(crate::memory_keyring::entries().is_empty());
    let (status, _, err) = sync();
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("the system keyring holds none"), "{err}");
}

#[test]
fn a_redirect_to_another_host_is_refused_with_both_hosts_named() {
    let server = XfccServer::start(Mode::Redirect("http://elsewhere.example:8080/xfcc"));
    let desk = Desk::new();
    let before = desk.bytes();
    let (status, out, err) = desk.sync(&server.url);
    assert_eq!(status, 1, "{out}\n{err}");
    assert!(err.contains("elsewhere.example:8080"), "{err}");
    let here = server
        .url
        .trim_start_matches("http://")
        .split('/')
        .next()
        .unwrap();
    assert!(err.contains(here), "{err}");
    assert!(err.contains("does not follow redirects"), "{err}");
    assert_eq!(desk.bytes(), before);
}

#[test]
fn a_move_whose_answer_comes_too_late_may_have_been_played_and_the_next_sync_tells() {
    let server = XfccServer::start(Mode::Normal);
    let desk = Desk::new();
    assert_eq!(desk.sync(&server.url).0, 0);
    let before = desk.bytes();
    server.set_mode(Mode::AnswerLate(Duration::from_secs(3)));
    let (status, out, err) = ccdesk_env(
        &["server", "move", desk.p(), "--game", "g2", "--move", "Nf6"],
        Some(PASSWORD),
        Some("1"),
    );
    assert_eq!(status, 3, "{out}\n{err}");
    assert!(err.contains("may have received the 1. Nf6"), "{err}");
    assert!(err.contains("ccdesk server sync"), "{err}");
    assert!(!err.contains("cannot reach"), "{err}");
    assert_eq!(desk.bytes(), before, "nothing recorded");
    // The server did play it: the next sync says so and records it.
    server.set_mode(Mode::Normal);
    let (status, out, err) = desk.sync(&server.url);
    assert_eq!(status, 0, "{err}");
    assert!(out.contains("g2 1002"), "{out}");
    let project = desk.project();
    assert_eq!(game_of(&project, "1002").moves[1].san, "Nf6");
}

// The accounts of the settings (`servers` in settings.ron) are named by
// `--server`: "Club" is the test server's address, in any case; a name the
// settings do not hold is usage (exit 2) and lists the names known.
#[test]
fn a_server_is_named_by_its_account_in_the_settings() {
    let server = XfccServer::start(Mode::Normal);
    let config = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(config.path().join("ccdesk")).unwrap();
    std::fs::write(
        config.path().join("ccdesk").join("settings.ron"),
        format!(
            "(servers: [(name: \"Club\", url: \"{}\", user: \"{USER}\")])\n",
            server.url
        ),
    )
    .unwrap();
    let sync = |desk: &Desk, name: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
            .args(["server", "sync", desk.p(), "--server", name, "--user", USER])
            .env("XDG_CONFIG_HOME", config.path())
            .env("CCDESK_XFCC_PASSWORD", PASSWORD)
            .env_remove("CCDESK_XFCC_TIMEOUT")
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let desk = Desk::new();
    let (status, out, err) = sync(&desk, "club");
    assert_eq!(status, Some(0), "{out}{err}");
    assert_eq!(out.lines().count(), 8, "{out}");
    let by_url = Desk::new();
    assert_eq!(by_url.sync(&server.url).0, 0);
    let ids_and_moves = |d: &Desk| {
        d.project()
            .games()
            .iter()
            .map(|g| (g.server.as_ref().map(|s| s.game.id.clone()), g.moves.len()))
            .collect::<Vec<_>>()
    };
    assert_eq!(ids_and_moves(&desk), ids_and_moves(&by_url));
    assert!(
        desk.project()
            .games()
            .iter()
            .all(|g| g.server.as_ref().is_some_and(|s| s.url == server.url)),
        "the account's address is the server's"
    );
    let other = Desk::new();
    let before = other.bytes();
    let (status, _, err) = sync(&other, "Elsewhere");
    assert_eq!(status, Some(2), "{err}");
    assert!(err.contains("Club"), "{err}");
    assert_eq!(other.bytes(), before);
}
