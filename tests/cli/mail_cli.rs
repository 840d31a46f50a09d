#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Issue 32's contract through the real binary and real mail servers
//! (Dovecot IMAP and Postfix submission on 127.0.0.1, started by
//! tests/mail/servers.sh, which .ci/test runs): two desks play a game of
//! 20 moves, a draw offer and its answer, and a time claim with the TD's
//! copy, by mail only; a forged mail changes nothing; a second fetch
//! applies nothing twice, nor does a fetch that lost its state (the
//! Message-IDs kept); a fetch without --apply changes nothing and no
//! fetch marks a mail read; a server down, a wrong password and a
//! certificate that does not verify give exit 3 and change nothing.
//!
//! The servers are found through `CCDESK_TEST_MAIL_DIR` and the port
//! variables of tests/mail/servers.sh's `env` file. When they are absent
//! the tests fail if `CCDESK_MAIL_SERVERS=required` (as .ci/test sets),
//! else say why and pass without running.

use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::mail::{Security, Server};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::mail::imap::ImapSession;

use crate::mail_servers::{Servers, servers};
use crate::secret_service::SecretService;

/// A slot of users (white-N, black-N, td-N) no other test uses, their
/// mailboxes emptied of an earlier run's mail: 1 to 10, then 17 to 22
/// (the window's tests take 11 to 16, 23 and 24).
fn slot(s: &Servers) -> u32 {
    static NEXT: AtomicU32 = AtomicU32::new(1);
    let taken = NEXT.fetch_add(1, Ordering::SeqCst);
    let n = if taken <= 10 { taken } else { taken + 6 };
    assert!(
        n <= 22,
        "tests/mail/servers.sh makes 24 slots of users; the window's tests take 11 to 16, 23 and 24"
    );
    for who in ["white", "black", "td"] {
        let mailbox = s.dir.join("mail").join(format!("{who}-{n}@chess.test"));
        if mailbox.exists() {
            std::fs::remove_dir_all(&mailbox).unwrap();
        }
    }
    n
}

fn today() -> chrono::NaiveDate {
    chrono::Local::now().date_naive()
}

/// One player's desk: its project and its own settings folder.
struct Desk {
    _dir: tempfile::TempDir,
    project: PathBuf,
    config: PathBuf,
    user: String,
    password: String,
    ca: PathBuf,
}

const G: &str = "1";

impl Desk {
    /// The desk of `who` (`white` or `black`) of slot `n`: the game g1
    /// between white-n and black-n, nothing played.
    fn new(s: &Servers, who: &str, n: u32) -> Desk {
        let mut p = Project::new(format!("{who}'s desk"));
        let mut white = Player::new(PlayerId(1), "Wanda White");
        white.email = format!("white-{n}@chess.test");
        let mut black = Player::new(PlayerId(2), "Boris Black");
        black.email = format!("black-{n}@chess.test");
        *p.hand_edit().players = vec![white, black];
        *p.hand_edit().owner = Some(PlayerId(if who == "white" { 1 } else { 2 }));
        let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Mail friendlies");
        g.rules = "ICCF email".into();
        g.start = Some(today());
        p.hand_edit().games.push(g);
        let dir = tempfile::tempdir().unwrap();
        let project = dir.path().join(format!("{who}.ron"));
        ccdesk::io::project_file::save(&project, &p).unwrap();
        let config = dir.path().join("config");
        let user = format!("{who}-{n}@chess.test");
        let desk = Desk {
            password: format!("chess-{who}-{n}"),
            _dir: dir,
            project,
            config,
            user,
            ca: s.dir.join("ca.crt"),
        };
        let imap = format!("127.0.0.1:{}", s.imaps);
        let smtp = format!("127.0.0.1:{}", s.submission);
        let (status, out, err) = desk.run(&[
            "mail",
            "account",
            &desk.p(),
            "--imap",
            &imap,
            "--imap-tls",
            "implicit",
            "--smtp",
            &smtp,
            "--smtp-tls",
            "starttls",
            "--user",
            &desk.user,
        ]);
        assert_eq!(status, 0, "{out}{err}");
        desk
    }

    fn p(&self) -> String {
        self.project.display().to_string()
    }

    fn command(&self) -> Command {
        self.with_env(Command::new(env!("CARGO_BIN_EXE_ccdesk")))
    }

    /// `c` with this desk's settings folder, password, CA and timeout.
    fn with_env(&self, mut c: Command) -> Command {
        c.env("XDG_CONFIG_HOME", &self.config)
            .env("HOME", self.config.parent().unwrap())
            .env("CCDESK_MAIL_PASSWORD", &self.password)
            .env("CCDESK_MAIL_CA", &self.ca)
            .env("CCDESK_MAIL_TIMEOUT", "10");
        c
    }

    fn run(&self, args: &[&str]) -> (u8, String, String) {
        run(self.command().args(args))
    }

    fn bytes(&self) -> Vec<u8> {
        std::fs::read(&self.project).unwrap()
    }

    /// Records `flags` (a move, a declaration) with `message compose
    /// --record` and mails it; the output of `mail send`.
    fn send(&self, flags: &[&str]) -> String {
        let date = today().to_string();
        let mut args = vec![
            "message",
            "compose",
            self.project.to_str().unwrap(),
            "--game",
            G,
        ];
        args.extend_from_slice(flags);
        if !flags.contains(&"--date") {
            args.extend_from_slice(&["--date", &date]);
        }
        args.push("--record");
        let (status, out, err) = self.run(&args);
        assert_eq!(status, 0, "compose {flags:?}: {out}{err}");
        let (status, out, err) = self.run(&["mail", "send", &self.p(), "--game", G]);
        assert_eq!(status, 0, "send {flags:?}: {out}{err}");
        assert!(out.starts_with("Message-ID: <"), "{out}");
        out
    }

    /// `mail fetch --apply` until a message arrives (the servers deliver
    /// within seconds): its lines and exit status.
    fn fetch_arrived(&self) -> (u8, String) {
        let start = Instant::now();
        loop {
            let (status, out, err) = self.run(&["mail", "fetch", &self.p(), "--apply"]);
            assert!(status <= 1, "fetch: {out}{err}");
            if status == 1 {
                eprintln!("{err}");
            }
            if !out.starts_with("no new mail") {
                return (status, out);
            }
            assert!(
                start.elapsed() < Duration::from_secs(20),
                "no mail arrived for {} within 20 s",
                self.user
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

fn run(c: &mut Command) -> (u8, String, String) {
    let out = c.output().unwrap();
    (
        u8::try_from(out.status.code().unwrap()).unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The subjects in `user`'s INBOX, read over IMAP with ccdesk's client.
fn subjects(s: &Servers, user: &str, password: &str) -> Vec<String> {
    let server = Server {
        host: "127.0.0.1".into(),
        port: s.imap,
        security: Security::StartTls,
    };
    let ca = s.dir.join("ca.crt");
    let config = ccdesk::io::mail::tls::client_config(Some(ca.to_str().unwrap())).unwrap();
    let mut session = ImapSession::connect(&server, config, Duration::from_secs(10)).unwrap();
    session.login(user, password).unwrap();
    session.examine("INBOX").unwrap();
    let uids = session.uids_from(1).unwrap();
    let mails = session.fetch(&uids).unwrap();
    session.logout();
    mails
        .iter()
        .map(|m| {
            ccdesk::io::eml::read_eml(&m.bytes)
                .unwrap()
                .subject
                .unwrap_or_default()
        })
        .collect()
}

/// The moves of the game: the Breyer Ruy Lopez, 20 moves.
const MOVES: [&str; 40] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    "c3", "O-O", "h3", "Nb8", "d4", "Nbd7", "Nbd2", "Bb7", "Bc2", "Re8", "Nf1", "Bf8", "Ng3", "g6",
    "a4", "c5", "d5", "c4", "Bg5", "h6", "Be3", "Nc5", "Qd2", "h5", "Bg5", "Be7",
];

fn pgn(desk: &Desk) -> String {
    let out = desk.project.with_extension("pgn");
    let (status, _, err) = desk.run(&["pgn", "export", &desk.p(), "-o", out.to_str().unwrap()]);
    assert_eq!(status, 0, "{err}");
    std::fs::read_to_string(out).unwrap()
}

// rule: E1.3 — games played by email: every move, the draw offer and its
// answer, and the time claim with the TD's copy (E7.1, E7.2) go through
// the mail servers only; each mail is applied once (E5.1 keeps it).
#[test]
fn mail_two_desks_play_twenty_moves_through_the_servers() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let white = Desk::new(&s, "white", n);
    let black = Desk::new(&s, "black", n);
    for (ply, san) in MOVES.iter().enumerate() {
        let (mover, receiver) = if ply % 2 == 0 {
            (&white, &black)
        } else {
            (&black, &white)
        };
        // White offers a draw with 15.a4; Black plays on without accepting.
        let offer = ply == 28;
        let mut flags = vec!["--move", *san];
        if offer {
            flags.push("--offer-draw");
        }
        mover.send(&flags);
        let (status, out) = receiver.fetch_arrived();
        assert_eq!(status, 0, "ply {ply} {san}: {out}");
        let kind = if offer { "draw-offer" } else { "move" };
        assert!(
            out.contains(&format!(" g1 {kind} applied")),
            "ply {ply} {san}: {out}"
        );
        assert!(out.contains(&mover.user), "{out}");
        if offer {
            // The offer stands on Black's desk until he answers or moves
            // on without accepting it (E1.1).
            let (status, out, err) = black.run(&["message", "history", &black.p(), "--game", G]);
            assert_eq!(status, 0, "{err}");
            assert!(out.to_lowercase().contains("draw"), "{out}");
        }
    }
    // Both desks hold the 20 moves, in the PGN each exports too.
    let sans = |d: &Desk| -> Vec<String> {
        let p = ccdesk::io::project_file::load(&d.project).unwrap();
        p.game(GameId(1))
            .unwrap()
            .moves
            .iter()
            .map(|m| m.san.to_string())
            .collect()
    };
    assert_eq!(sans(&white), MOVES.map(String::from).to_vec());
    assert_eq!(sans(&black), sans(&white));
    assert!(pgn(&black).contains("20. Bg5"));
    // A second fetch applies nothing twice.
    let before = black.bytes();
    let (status, out, err) = black.run(&["mail", "fetch", &black.p(), "--apply"]);
    assert_eq!(
        (status, out.as_str()),
        (0, "no new mail in INBOX\n"),
        "{err}"
    );
    assert_eq!(black.bytes(), before);
    // Nor a fetch that lost its state: every mail is known by its Message-ID.
    std::fs::remove_dir_all(&black.config).unwrap();
    let imap = format!("127.0.0.1:{}", s.imaps);
    let smtp = format!("127.0.0.1:{}", s.submission);
    let (status, _, err) = black.run(&[
        "mail",
        "account",
        &black.p(),
        "--imap",
        &imap,
        "--smtp",
        &smtp,
        "--user",
        &black.user,
    ]);
    assert_eq!(status, 0, "{err}");
    let (status, out, err) = black.run(&["mail", "fetch", &black.p(), "--apply"]);
    assert_eq!(status, 0, "{out}{err}");
    assert_eq!(out.lines().count(), 20, "{out}");
    assert!(
        out.lines()
            .all(|l| l.ends_with(" already applied") && l.contains(" g1 ")),
        "{out}"
    );
    assert_eq!(black.bytes(), before);
}

// rule: E7.1 E7.2 — a time claim goes to the opponent with a copy to the
// TD, by mail; the opponent's desk reads it as a claim.
#[test]
fn mail_time_claim_with_the_td_copy() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let past = |days: u64| today() - chrono::Days::new(days);
    // 1.e4 sent 60 days ago, 1...e5 48 days later: over the 40 days of
    // the period (as tests/cli/message_kinds_cli.rs claims).
    let history = |p: &mut Project| {
        let g = &mut p.hand_edit().games[0];
        g.start = Some(past(60));
        g.moves = vec![
            ccdesk::domain::game::MoveRecord::new("e4").dated(Some(past(60)), Some(past(60))),
            ccdesk::domain::game::MoveRecord::new("e5").dated(Some(past(58)), Some(past(10))),
        ];
    };
    let white = Desk::new(&s, "white", n);
    let black = Desk::new(&s, "black", n);
    for d in [&white, &black] {
        let mut p = ccdesk::io::project_file::load(&d.project).unwrap();
        history(&mut p);
        ccdesk::io::project_file::save(&d.project, &p).unwrap();
    }
    let claim_day = today().to_string();
    let td = format!("td-{n}@chess.test");
    let out = white.send(&[
        "--claim-time",
        "--date",
        &claim_day,
        "--td",
        "Tess Director",
        "--td-email",
        &td,
    ]);
    assert!(out.contains(&format!("Cc: Tess Director <{td}>")), "{out}");
    let (_, out) = black.fetch_arrived();
    assert!(out.contains(" g1 time-claim applied"), "{out}");
    // The TD's copy is in the TD's own mailbox.
    let start = Instant::now();
    loop {
        let got = subjects(&s, &td, &format!("chess-td-{n}"));
        if !got.is_empty() {
            assert_eq!(got.len(), 1, "{got:?}");
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(20), "no TD copy");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// Submits `bytes` as `user` over the servers' submission port, with
/// lettre through ccdesk's SMTP shell.
fn submit(s: &Servers, user: &str, password: &str, to: &str, bytes: &[u8]) {
    let server = Server {
        host: "127.0.0.1".into(),
        port: s.submission,
        security: Security::StartTls,
    };
    let ca = s.dir.join("ca.crt");
    ccdesk::io::mail::smtp::send(
        &server,
        Some(ca.to_str().unwrap()),
        user,
        password,
        &ccdesk::io::mail::smtp::Outgoing {
            from: user,
            to: vec![to.to_owned()],
            bytes,
        },
        Duration::from_secs(10),
    )
    .unwrap();
}

// rule: E2.4 — a mail from another address that plays the opponent's
// move is listed as from an unknown sender and changes nothing.
#[test]
fn mail_forged_sender_changes_nothing() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let black = Desk::new(&s, "black", n);
    let forged = format!(
        "From: Wanda White <mallory@evil.example>\r\nTo: black-{n}@chess.test\r\nSubject: Mail friendlies: 1.e4\r\nMessage-ID: <forged-{n}@evil.example>\r\nDate: {}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nGame g1\r\nMy move: 1.e4\r\nSent: {}\r\n",
        chrono::Utc::now().to_rfc2822(),
        today()
    );
    submit(
        &s,
        &format!("td-{n}@chess.test"),
        &format!("chess-td-{n}"),
        &black.user,
        forged.as_bytes(),
    );
    let before = black.bytes();
    let (status, out) = black.fetch_arrived();
    assert_eq!(status, 1, "{out}");
    assert!(
        out.trim_end()
            .ends_with("mallory@evil.example g1 move unknown sender"),
        "{out}"
    );
    assert_eq!(black.bytes(), before, "the forged mail changed the project");
}

// Exit 3 and nothing changed: a server that is down, a wrong password, a
// certificate that does not verify, for fetch and for send.
#[test]
fn mail_unreachable_wrong_password_bad_certificate_exit_3() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let white = Desk::new(&s, "white", n);
    let date = today().to_string();
    let (status, out, err) = white.run(&[
        "message",
        "compose",
        &white.p(),
        "--game",
        G,
        "--move",
        "e4",
        "--date",
        &date,
        "--record",
    ]);
    assert_eq!(status, 0, "{out}{err}");
    let before = white.bytes();
    let settings = white.config.join("ccdesk").join("mail.ron");
    let kept = std::fs::read(&settings).unwrap();
    let check = |c: &mut Command, what: &str| {
        for args in [
            vec!["mail", "fetch", white.project.to_str().unwrap(), "--apply"],
            vec!["mail", "send", white.project.to_str().unwrap(), "--game", G],
        ] {
            let (status, out, err) = run(c.args(&args));
            assert_eq!(status, 3, "{what} {args:?}: {out}{err}");
            assert!(err.contains("nothing changed"), "{what}: {err}");
            assert_eq!(white.bytes(), before, "{what} changed the project");
            assert_eq!(std::fs::read(&settings).unwrap(), kept);
            *c = white.command();
            apply_env(c, what, &s);
        }
    };
    fn apply_env(c: &mut Command, what: &str, s: &Servers) {
        match what {
            "wrong password" => {
                c.env("CCDESK_MAIL_PASSWORD", "not-the-password");
            }
            "bad certificate" => {
                c.env("CCDESK_MAIL_CA", s.dir.join("other-ca.crt"));
                // The system's roots do not hold the test CA either.
            }
            _ => {}
        }
    }
    for what in ["wrong password", "bad certificate"] {
        let mut c = white.command();
        apply_env(&mut c, what, &s);
        check(&mut c, what);
    }
    // The server down: an account on a port nobody listens on.
    let closed = format!("127.0.0.1:{}", s.closed);
    let (status, _, err) = white.run(&[
        "mail",
        "account",
        &white.p(),
        "--imap",
        &closed,
        "--imap-tls",
        "implicit",
        "--smtp",
        &closed,
        "--smtp-tls",
        "implicit",
        "--user",
        &white.user,
    ]);
    assert_eq!(status, 0, "{err}");
    let kept_down = std::fs::read(&settings).unwrap();
    for args in [
        vec!["mail", "fetch", white.project.to_str().unwrap(), "--apply"],
        vec!["mail", "send", white.project.to_str().unwrap(), "--game", G],
    ] {
        let (status, out, err) = white.run(&args);
        assert_eq!(status, 3, "server down {args:?}: {out}{err}");
        assert!(err.contains("cannot reach"), "{err}");
        assert_eq!(white.bytes(), before);
        assert_eq!(std::fs::read(&settings).unwrap(), kept_down);
    }
}

// A send the server refuses: exit 1 with its reply, and the message stays
// kept and not sent, so a later send tries it again.
#[test]
fn mail_send_refused_by_the_server_exit_1() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let white = Desk::new(&s, "white", n);
    let mut p = ccdesk::io::project_file::load(&white.project).unwrap();
    p.hand_edit().players[1].email = "refused@chess.test".into();
    ccdesk::io::project_file::save(&white.project, &p).unwrap();
    let date = today().to_string();
    let (status, out, err) = white.run(&[
        "message",
        "compose",
        &white.p(),
        "--game",
        G,
        "--move",
        "e4",
        "--date",
        &date,
        "--record",
    ]);
    assert_eq!(status, 0, "{out}{err}");
    let before = white.bytes();
    for _ in 0..2 {
        let (status, out, err) = white.run(&["mail", "send", &white.p(), "--game", G]);
        assert_eq!(status, 1, "{out}{err}");
        assert!(out.contains("this mailbox refuses all mail"), "{out}");
        assert_eq!(white.bytes(), before);
    }
}

/// Whether the keyring tests must run: `CCDESK_KEYRING=required` (as
/// .ci/test sets) makes a keyring that cannot be used a failure.
fn keyring_required() -> bool {
    std::env::var("CCDESK_KEYRING").is_ok_and(|v| v == "required")
}

/// Runs `command` (a ccdesk, perhaps inside `keyctl session -`) with
/// `stdin`: its exit status, stdout and stderr.
fn run_with_stdin(mut command: Command, stdin: &str) -> (i32, String, String) {
    use std::io::Write;
    let mut child = command
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
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The IDs of the keys in /proc/keys whose description (with the `: `
/// after it) is `described`.
fn keys_described(described: &str) -> Vec<String> {
    std::fs::read_to_string("/proc/keys")
        .unwrap_or_default()
        .lines()
        .filter(|l| l.contains(described))
        .filter_map(|l| l.split_whitespace().next().map(str::to_owned))
        .collect()
}

/// A bus address where no bus answers: the ccdesk run with it finds no
/// Secret Service and keeps the password in the kernel keyring.
const NO_BUS: &str = "unix:path=/nonexistent/ccdesk-no-session-bus";

/// `mail password` keeps, replaces and forgets the password of `black`,
/// and `mail fetch` logs in with what is kept, each ccdesk made by
/// `ccdesk(args)`: the store named in every line is `kept_in` (the
/// sentence after "kept the password of USER on 127.0.0.1 in ") and
/// `forgot_in`. The password kept is the one the fetch logs in to Dovecot
/// with (a wrong one kept is refused, exit 3), a second one replaces it,
/// and once forgotten the fetch finds none (exit 2). `between` runs after
/// the right one is kept and before the fetch that uses it.
fn password_round_trip(
    black: &Desk,
    ccdesk: &dyn Fn(&[&str]) -> Command,
    kept_in: &str,
    forgot_in: &str,
    between: &mut dyn FnMut(),
) {
    let p = black.p();
    let forget = ["mail", "password", p.as_str(), "--forget"];
    let keep = ["mail", "password", p.as_str()];
    let fetch = ["mail", "fetch", p.as_str()];
    let user = &black.user;
    let keyring = |args: &[&str], stdin: &str| run_with_stdin(ccdesk(args), stdin);
    // A clean slate: an earlier run's password for this user goes.
    let (status, out, err) = keyring(&forget, "");
    assert_eq!(status, 0, "{out}{err}");
    let (status, out, err) = keyring(&fetch, "");
    assert_eq!(status, 2, "no password anywhere: {out}{err}");
    assert!(err.contains("the system keyring holds none"), "{err}");
    let (status, out, err) = keyring(&keep, "");
    assert_eq!(status, 2, "no password given: {out}{err}");
    assert!(
        err.contains("give the password on the first line of stdin"),
        "{err}"
    );
    // A wrong password kept: the fetch reads it, and Dovecot refuses it.
    let (status, out, err) = keyring(&keep, "not-the-password\n");
    assert_eq!(status, 0, "{out}{err}");
    let kept = format!("kept the password of {user} on 127.0.0.1 in {kept_in}");
    assert!(out.starts_with(&kept) && out.ends_with('\n'), "{out}");
    assert_eq!(out.lines().count(), 1, "{out}");
    let (status, out, err) = keyring(&fetch, "");
    assert_eq!(status, 3, "the wrong password: {out}{err}");
    assert!(err.contains(&format!("cannot log in as {user}")), "{err}");
    // The right one replaces it; the fetch logs in with it.
    let (status, out, err) = keyring(&keep, &format!("{}\n", black.password));
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.starts_with(&kept), "{out}");
    between();
    let (status, out, err) = keyring(&fetch, "");
    assert_eq!(status, 0, "{out}{err}");
    assert_eq!(out, "no new mail in INBOX\n");
    // Forgotten, it is gone: the fetch finds none, a second forget none.
    let (status, out, err) = keyring(&forget, "");
    assert_eq!(status, 0, "{out}{err}");
    assert_eq!(
        out,
        format!("forgot the password of {user} on 127.0.0.1 in {forgot_in}\n")
    );
    let (status, out, err) = keyring(&fetch, "");
    assert_eq!(status, 2, "forgotten: {out}{err}");
    assert!(err.contains("the system keyring holds none"), "{err}");
    let (status, out, err) = keyring(&forget, "");
    assert_eq!(status, 0, "{out}{err}");
    assert_eq!(
        out,
        format!("the system keyring held no password of {user} on 127.0.0.1\n")
    );
}

// `ccdesk mail password` where no Secret Service answers (the bus address
// leads nowhere): the kernel's keyutils keyring (the key in the process's
// session keyring, linked to the user's persistent keyring, where the
// next process finds it), and every line says so. Each ccdesk runs in a
// session keyring of its own (`keyctl session -`, Debian's keyutils, as a
// login session gives one): a process without one (a container, CI) may
// add a key it then may not read (see
// mail_password_that_cannot_be_read_back_is_not_kept_and_says_why). It
// skips with a note only where no session keyring can be made, and fails
// there under CCDESK_KEYRING=required (as .ci/test sets).
#[test]
fn mail_password_keeps_reads_and_forgets_the_password_in_the_system_keyring() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let black = Desk::new(&s, "black", n);
    match Command::new("keyctl")
        .args(["session", "-", "true"])
        .output()
    {
        Ok(out) if out.status.success() => {}
        other => {
            let why = match other {
                Ok(out) => String::from_utf8_lossy(&out.stderr).into_owned(),
                Err(e) => format!("keyctl (Debian's keyutils) cannot run: {e}"),
            };
            assert!(
                !keyring_required(),
                "CCDESK_KEYRING=required, but no session keyring can be made: {why}"
            );
            println!("note: skipped, no session keyring can be made here: {why}");
            return;
        }
    }
    let ccdesk = |args: &[&str]| {
        let mut keyctl = Command::new("keyctl");
        keyctl.args(["session", "-", env!("CARGO_BIN_EXE_ccdesk")]);
        let mut c = black.with_env(keyctl);
        c.env_remove("CCDESK_MAIL_PASSWORD")
            .env("DBUS_SESSION_BUS_ADDRESS", NO_BUS)
            .env_remove("DISPLAY")
            .args(args);
        c
    };
    password_round_trip(
        &black,
        &ccdesk,
        "the kernel keyring, which forgets it at logout and reboot (no Secret Service answers on the session D-Bus: ",
        "the kernel keyring",
        &mut || {},
    );
}

// `ccdesk mail password` through a real Secret Service: GNOME Keyring on
// a session bus of the test's own (tests/common/secret_service.rs), every
// ccdesk told its address. The password is kept there, not in the kernel
// keyring (each line says which), and it survives a logout and a login:
// the daemons are stopped and started again on the same keyring folder
// between keeping the right password and the fetch that logs in with it.
// Skips with a note where gnome-keyring cannot run, fails there under
// CCDESK_KEYRING=required.
#[test]
fn mail_password_keeps_the_password_in_the_secret_service_across_logins() {
    let Some(s) = servers() else { return };
    let Some(secrets) = SecretService::start_or_skip() else {
        return;
    };
    let secrets = std::cell::RefCell::new(secrets);
    let n = slot(&s);
    let black = Desk::new(&s, "black", n);
    let ccdesk = |args: &[&str]| {
        let mut c = black.with_env(Command::new(env!("CARGO_BIN_EXE_ccdesk")));
        c.env_remove("CCDESK_MAIL_PASSWORD")
            .env("DBUS_SESSION_BUS_ADDRESS", secrets.borrow().address())
            .env_remove("DISPLAY")
            .args(args);
        c
    };
    password_round_trip(
        &black,
        &ccdesk,
        "the Secret Service (the desktop's keyring: GNOME Keyring, KWallet), which keeps it across logins\n",
        "the Secret Service",
        &mut || secrets.borrow_mut().log_in_again(),
    );
}

// A password that the kernel keyring takes but cannot give back (a
// process without a session keyring of its own, as in a container, and
// no Secret Service): `mail password` fails, says so in words, and leaves
// no key behind (none with its description in /proc/keys once the kernel
// has collected it), so nothing is half stored. Where this machine's
// kernel keyring works without a session of its own (a desktop login),
// the password is kept and read back instead, and forgotten again.
#[test]
fn mail_password_that_cannot_be_read_back_is_not_kept_and_says_why() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let black = Desk::new(&s, "black", n);
    let p = black.p();
    let ccdesk = |args: &[&str]| {
        let mut c = black.with_env(Command::new(env!("CARGO_BIN_EXE_ccdesk")));
        c.env_remove("CCDESK_MAIL_PASSWORD")
            .env("DBUS_SESSION_BUS_ADDRESS", NO_BUS)
            .env_remove("DISPLAY")
            .args(args);
        c
    };
    let user = &black.user;
    let before = keys_described(&format!(" keyring-rs:{user}@ccdesk mail 127.0.0.1: "));
    let (status, out, err) = run_with_stdin(
        ccdesk(&["mail", "password", p.as_str()]),
        &format!("{}\n", black.password),
    );
    if status == 0 {
        println!("note: this kernel keyring works without a session keyring of its own: {out}");
        let (status, out, err) = run_with_stdin(ccdesk(&["mail", "fetch", p.as_str()]), "");
        assert_eq!(status, 0, "kept, so read back: {out}{err}");
        let (status, out, err) =
            run_with_stdin(ccdesk(&["mail", "password", p.as_str(), "--forget"]), "");
        assert_eq!(status, 0, "{out}{err}");
        return;
    }
    assert_eq!(status, 2, "{out}{err}");
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains(&format!(
            "the password of {user} on 127.0.0.1 cannot be kept in the system keyring: no Secret Service answers on the session D-Bus"
        )),
        "{err}"
    );
    assert!(err.contains("and the kernel keyring "), "{err}");
    assert!(err.contains("nothing is kept"), "{err}");
    assert!(err.contains("set CCDESK_MAIL_PASSWORD instead"), "{err}");
    // No key left: none that was not there before (an unreadable one an
    // earlier ccdesk left), once the kernel collects a key with no link.
    let description = format!(" keyring-rs:{user}@ccdesk mail 127.0.0.1: ");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let now = keys_described(&description);
        if now.iter().all(|k| before.contains(k)) {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "a key is left behind: {now:?} (before: {before:?})"
        );
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    // And a fetch finds none.
    let (status, out, err) = run_with_stdin(ccdesk(&["mail", "fetch", p.as_str()]), "");
    assert_eq!(status, 2, "{out}{err}");
    assert!(err.contains("the system keyring holds none"), "{err}");
}

/// The maildir flags (after `:2,`) of every mail in `user`'s INBOX, as
/// Dovecot keeps them under the servers' folder.
fn maildir_flags(s: &Servers, user: &str) -> Vec<String> {
    let mut flags = Vec::new();
    for sub in ["new", "cur"] {
        let Ok(entries) = std::fs::read_dir(s.dir.join("mail").join(user).join(sub)) else {
            continue;
        };
        for entry in entries {
            let name = entry.unwrap().file_name().into_string().unwrap();
            flags.push(
                name.split_once(":2,")
                    .map_or(String::new(), |(_, f)| f.to_owned()),
            );
        }
    }
    flags
}

// A fetch without --apply lists the mail and changes nothing, not even the
// fetch state, so the next fetch lists it again; --apply applies it,
// arriving on the day it reached the mailbox (today); no fetch marks the
// mail read, moves or deletes it.
#[test]
fn mail_fetch_without_apply_changes_nothing_and_no_fetch_marks_a_mail_read() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let white = Desk::new(&s, "white", n);
    let black = Desk::new(&s, "black", n);
    white.send(&["--move", "e4"]);
    let state = black.config.join("ccdesk").join("mail.ron");
    let kept = std::fs::read(&state).unwrap();
    let before = black.bytes();
    let start = Instant::now();
    let listed = loop {
        let (status, out, err) = black.run(&["mail", "fetch", &black.p()]);
        assert!(status <= 1, "{out}{err}");
        if !out.starts_with("no new mail") {
            break out;
        }
        assert!(start.elapsed() < Duration::from_secs(20), "no mail arrived");
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(listed.contains(" g1 move "), "{listed}");
    assert!(!listed.contains("applied"), "{listed}");
    assert_eq!(black.bytes(), before, "the project changed");
    assert_eq!(
        std::fs::read(&state).unwrap(),
        kept,
        "the fetch state moved"
    );
    let (_, again, err) = black.run(&["mail", "fetch", &black.p()]);
    assert_eq!(again, listed, "{err}");
    let (status, out, err) = black.run(&["mail", "fetch", &black.p(), "--apply"]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.contains(" g1 move applied"), "{out}");
    let project = ccdesk::io::project_file::load(&black.project).unwrap();
    assert_eq!(
        project.game(GameId(1)).unwrap().clock.arrived(0),
        Some(today())
    );
    let flags = maildir_flags(&s, &black.user);
    assert_eq!(flags.len(), 1, "the mail stays in the INBOX: {flags:?}");
    assert!(!flags[0].contains('S'), "marked read: {flags:?}");
}

/// The UIDs in `folder` of `user`'s mailbox (none when it does not exist).
fn folder_uids(s: &Servers, user: &str, password: &str, folder: &str) -> Vec<u32> {
    let mut session = logged_in(s, user, password);
    let uids = match session.examine(folder) {
        Ok(_) => session.uids_from(1).unwrap(),
        Err(_) => Vec::new(),
    };
    session.logout();
    uids
}

/// A session of `user` logged in over STARTTLS.
fn logged_in(s: &Servers, user: &str, password: &str) -> ImapSession {
    let server = Server {
        host: "127.0.0.1".into(),
        port: s.imap,
        security: Security::StartTls,
    };
    let ca = s.dir.join("ca.crt");
    let config = ccdesk::io::mail::tls::client_config(Some(ca.to_str().unwrap())).unwrap();
    let mut session = ImapSession::connect(&server, config, Duration::from_secs(10)).unwrap();
    session.login(user, password).unwrap();
    session
}

// rule: E2.8 E6.4 — a move recorded yesterday and mailed today is sent
// today: `mail send` says so, White's ledger counts to today, and Black's
// desk applies the mail (dated today) without a correction (E2.10).
#[test]
fn mail_send_dates_a_move_recorded_earlier_the_day_it_is_mailed() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let white = Desk::new(&s, "white", n);
    let black = Desk::new(&s, "black", n);
    let past = |days: u64| today() - chrono::Days::new(days);
    for d in [&white, &black] {
        let mut p = ccdesk::io::project_file::load(&d.project).unwrap();
        p.hand_edit().games[0].start = Some(past(3));
        ccdesk::io::project_file::save(&d.project, &p).unwrap();
    }
    let yesterday = past(1).to_string();
    let (status, out, err) = white.run(&[
        "message",
        "compose",
        &white.p(),
        "--game",
        G,
        "--move",
        "e4",
        "--date",
        &yesterday,
        "--record",
    ]);
    assert_eq!(status, 0, "{out}{err}");
    let sent = |d: &Desk| {
        let p = ccdesk::io::project_file::load(&d.project).unwrap();
        p.game(GameId(1)).unwrap().moves[0].sent
    };
    assert_eq!(sent(&white), Some(past(1)));
    // Recorded yesterday: 2 days from the start.
    let ledger_row = |d: &Desk| {
        let (status, ledger, err) = d.run(&["ledger", &d.p(), "--game", G]);
        assert_eq!(status, 0, "{err}");
        ledger
            .lines()
            .find(|l| l.starts_with("1,white,"))
            .unwrap_or_else(|| panic!("{ledger}"))
            .to_owned()
    };
    assert_eq!(ledger_row(&white), "1,white,2,2,40,ok");
    // Recorded, not mailed yet: `mail send` sends it now.
    let (status, out, err) = white.run(&["mail", "send", &white.p(), "--game", G]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(
        out.contains(&format!(
            "Sent: {} (recorded {yesterday}: the move and its message re-dated to the day it was mailed, E2.8)",
            today()
        )),
        "{out}"
    );
    assert_eq!(sent(&white), Some(today()));
    // The ledger shows it: 3 days from the start to today (E6.4).
    assert_eq!(ledger_row(&white), "1,white,3,3,40,ok");
    // The message kept is the one mailed, dated today.
    let p = ccdesk::io::project_file::load(&white.project).unwrap();
    let kept = p.correspondence().last().unwrap();
    assert_eq!(kept.date, today());
    assert!(
        kept.text.contains(&format!("sent: {}", today())),
        "{}",
        kept.text
    );
    // Black applies it at once: nothing to correct.
    let (status, out) = black.fetch_arrived();
    assert_eq!(status, 0, "{out}");
    assert!(out.contains(" g1 move applied"), "{out}");
    assert_eq!(sent(&black), Some(today()));
    assert_eq!(ledger_row(&black), ledger_row(&white));
    // Sent once: nothing is left to send.
    let (status, _, err) = white.run(&["mail", "send", &white.p(), "--game", G]);
    assert_eq!(status, 2, "{err}");
    assert!(
        err.contains("no kept message that is not mailed yet"),
        "{err}"
    );
}

// rule: E7.1 E7.2 E7.3 E2.8 E2.12 — a time claim recorded yesterday and
// mailed today is sent today: `mail send` says so, White's claim is sent
// today and taken as received tomorrow (one day of transit), so the 14
// days for a protest run from tomorrow, not from today; the TD's copy
// goes with it, and Black's desk applies the claim as sent today.
#[test]
fn mail_send_dates_a_time_claim_recorded_earlier_the_day_it_is_mailed() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let past = |days: u64| today() - chrono::Days::new(days);
    let white = Desk::new(&s, "white", n);
    let black = Desk::new(&s, "black", n);
    // 1...e5 took 48 days: over the 40 of the period.
    for d in [&white, &black] {
        let mut p = ccdesk::io::project_file::load(&d.project).unwrap();
        let g = &mut p.hand_edit().games[0];
        g.start = Some(past(60));
        g.moves = vec![
            ccdesk::domain::game::MoveRecord::new("e4").dated(Some(past(60)), Some(past(60))),
            ccdesk::domain::game::MoveRecord::new("e5").dated(Some(past(58)), Some(past(10))),
        ];
        ccdesk::io::project_file::save(&d.project, &p).unwrap();
    }
    let yesterday = past(1).to_string();
    let td = format!("td-{n}@chess.test");
    let (status, out, err) = white.run(&[
        "message",
        "compose",
        &white.p(),
        "--game",
        G,
        "--claim-time",
        "--date",
        &yesterday,
        "--td",
        "Tess Director",
        "--td-email",
        &td,
        "--record",
    ]);
    assert_eq!(status, 0, "{out}{err}");
    let claim = |d: &Desk| {
        let p = ccdesk::io::project_file::load(&d.project).unwrap();
        let g = p.game(GameId(1)).unwrap();
        assert_eq!(g.clock.claims.len(), 1, "{:?}", g.clock.claims);
        (g.clock.claims[0].sent, g.clock.claims[0].received)
    };
    assert_eq!(claim(&white), (past(1), today()));
    let (status, out, err) = white.run(&["mail", "send", &white.p(), "--game", G]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(
        out.contains(&format!(
            "Sent: {} (recorded {yesterday}: the time claim and its message re-dated to the day it was mailed, E2.8)",
            today()
        )),
        "{out}"
    );
    assert!(out.contains(&format!("Cc: Tess Director <{td}>")), "{out}");
    let tomorrow = today() + chrono::Days::new(1);
    assert_eq!(claim(&white), (today(), tomorrow));
    let p = ccdesk::io::project_file::load(&white.project).unwrap();
    let kept = p.correspondence().last().unwrap();
    assert_eq!(kept.date, today());
    assert!(
        kept.text.contains(&format!("sent: {}", today())),
        "{}",
        kept.text
    );
    assert!(!kept.text.contains(&yesterday), "{}", kept.text);
    // Black's desk applies it as sent today.
    let (status, out) = black.fetch_arrived();
    assert_eq!(status, 0, "{out}");
    assert!(out.contains(" g1 time-claim applied"), "{out}");
    assert_eq!(claim(&black).0, today());
    // The TD's copy is in the TD's own mailbox.
    let start = Instant::now();
    while subjects(&s, &td, &format!("chess-td-{n}")).is_empty() {
        assert!(start.elapsed() < Duration::from_secs(20), "no TD copy");
        std::thread::sleep(Duration::from_millis(100));
    }
}

// Issue 32: with `--move-applied FOLDER`, `mail fetch --apply` moves each
// mail it applied to FOLDER (made when missing) once the project is
// saved; a mail from an unknown sender stays in the inbox.
#[test]
fn mail_fetch_moves_applied_mail_to_the_folder_named() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let white = Desk::new(&s, "white", n);
    let black = Desk::new(&s, "black", n);
    let imap = format!("127.0.0.1:{}", s.imaps);
    let smtp = format!("127.0.0.1:{}", s.submission);
    let (status, out, err) = black.run(&[
        "mail",
        "account",
        &black.p(),
        "--imap",
        &imap,
        "--smtp",
        &smtp,
        "--user",
        &black.user,
        "--move-applied",
        "Applied",
    ]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.contains("move applied mail to: Applied\n"), "{out}");
    // The folder fetched cannot be the one applied mail goes to.
    let (status, _, err) = black.run(&[
        "mail",
        "account",
        &black.p(),
        "--imap",
        &imap,
        "--smtp",
        &smtp,
        "--user",
        &black.user,
        "--move-applied",
        "inbox",
    ]);
    assert_eq!(status, 2, "{err}");
    assert!(err.contains("--move-applied"), "{err}");
    // A forged mail first, then White's move.
    let forged = format!(
        "From: Wanda White <mallory@evil.example>\r\nTo: black-{n}@chess.test\r\nSubject: Mail friendlies: 1.d4\r\nMessage-ID: <forged-move-{n}@evil.example>\r\nDate: {}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nGame g1\r\nMy move: 1.d4\r\nSent: {}\r\n",
        chrono::Utc::now().to_rfc2822(),
        today()
    );
    submit(
        &s,
        &format!("td-{n}@chess.test"),
        &format!("chess-td-{n}"),
        &black.user,
        forged.as_bytes(),
    );
    let start = Instant::now();
    while folder_uids(&s, &black.user, &black.password, "INBOX").is_empty() {
        assert!(start.elapsed() < Duration::from_secs(20), "no forged mail");
        std::thread::sleep(Duration::from_millis(100));
    }
    white.send(&["--move", "e4"]);
    let start = Instant::now();
    while folder_uids(&s, &black.user, &black.password, "INBOX").len() < 2 {
        assert!(start.elapsed() < Duration::from_secs(20), "no move mail");
        std::thread::sleep(Duration::from_millis(100));
    }
    let (status, out, err) = black.run(&["mail", "fetch", &black.p(), "--apply"]);
    assert_eq!(status, 1, "the forged mail needs the person: {out}{err}");
    assert!(out.contains(" g1 move unknown sender\n"), "{out}");
    assert!(out.contains(" g1 move applied\n"), "{out}");
    assert!(out.ends_with("moved 1 applied mail to Applied\n"), "{out}");
    // The forged mail (UID 1) stays; the applied one is in Applied.
    assert_eq!(
        folder_uids(&s, &black.user, &black.password, "INBOX"),
        vec![1]
    );
    assert_eq!(
        folder_uids(&s, &black.user, &black.password, "Applied").len(),
        1
    );
    let p = ccdesk::io::project_file::load(&black.project).unwrap();
    assert_eq!(p.game(GameId(1)).unwrap().moves.len(), 1);
}

// Issue 32: applied mail leaves the inbox when the person asks, also the
// mail an earlier fetch applied before the account said to move it: the
// next `mail fetch --apply` moves it with the mail it applies, known by
// its Message-ID; a mail for no game stays.
#[test]
fn mail_fetch_moves_mail_an_earlier_fetch_applied() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let white = Desk::new(&s, "white", n);
    let black = Desk::new(&s, "black", n);
    let inbox = || folder_uids(&s, &black.user, &black.password, "INBOX");
    let wait_for = |count: usize| {
        let start = Instant::now();
        while inbox().len() < count {
            assert!(start.elapsed() < Duration::from_secs(20), "no mail");
            std::thread::sleep(Duration::from_millis(100));
        }
    };
    // A note from the TD (for no game), then White's 1.e4, applied
    // without a folder for applied mail: both stay.
    let note = format!(
        "From: td-{n}@chess.test\r\nTo: {}\r\nSubject: welcome\r\nMessage-ID: <welcome-{n}@chess.test>\r\nDate: {}\r\n\r\nWelcome to the friendlies.\r\n",
        black.user,
        chrono::Utc::now().to_rfc2822()
    );
    submit(
        &s,
        &format!("td-{n}@chess.test"),
        &format!("chess-td-{n}"),
        &black.user,
        note.as_bytes(),
    );
    wait_for(1);
    white.send(&["--move", "e4"]);
    wait_for(2);
    let (status, out, err) = black.run(&["mail", "fetch", &black.p(), "--apply"]);
    assert_eq!(status, 0, "{out}{err}");
    assert_eq!(
        out,
        format!("1 td-{n}@chess.test - - no game\n2 white-{n}@chess.test g1 move applied\n")
    );
    assert!(!out.contains("moved"), "{out}");
    assert_eq!(inbox(), vec![1, 2]);
    // Now the account says to move applied mail.
    let imap = format!("127.0.0.1:{}", s.imaps);
    let smtp = format!("127.0.0.1:{}", s.submission);
    let (status, out, err) = black.run(&[
        "mail",
        "account",
        &black.p(),
        "--imap",
        &imap,
        "--smtp",
        &smtp,
        "--user",
        &black.user,
        "--move-applied",
        "Applied",
    ]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.contains("fetched: INBOX up to UID 2"), "{out}");
    // Nothing new: the mail applied before goes, the note stays.
    let (status, out, err) = black.run(&["mail", "fetch", &black.p(), "--apply"]);
    assert_eq!(status, 0, "{out}{err}");
    assert_eq!(
        out,
        "no new mail in INBOX\nmoved 1 applied mail to Applied\n"
    );
    assert_eq!(inbox(), vec![1]);
    assert_eq!(
        folder_uids(&s, &black.user, &black.password, "Applied").len(),
        1
    );
    // 1...e5 and 2.Nf3 by mail: the new mail applied goes too, and what
    // is in Applied stays there.
    black.send(&["--move", "e5"]);
    white.fetch_arrived();
    white.send(&["--move", "Nf3"]);
    wait_for(2);
    let (status, out, err) = black.run(&["mail", "fetch", &black.p(), "--apply"]);
    assert_eq!(status, 0, "{out}{err}");
    assert!(out.contains(" g1 move applied\n"), "{out}");
    assert!(out.ends_with("moved 1 applied mail to Applied\n"), "{out}");
    assert_eq!(inbox(), vec![1]);
    assert_eq!(
        folder_uids(&s, &black.user, &black.password, "Applied").len(),
        2
    );
    let p = ccdesk::io::project_file::load(&black.project).unwrap();
    assert_eq!(p.game(GameId(1)).unwrap().moves.len(), 3);
}

// Issue 32: without MOVE the mail is copied, marked \Deleted and
// expunged (UID EXPUNGE under UIDPLUS), the folder made when missing:
// the fallback run against the real Dovecot.
#[test]
fn mail_copy_and_expunge_moves_mail_without_uid_move() {
    let Some(s) = servers() else { return };
    let n = slot(&s);
    let user = format!("black-{n}@chess.test");
    let password = format!("chess-black-{n}");
    for i in 0..3 {
        let mail = format!(
            "From: td-{n}@chess.test\r\nTo: {user}\r\nSubject: note {i}\r\nMessage-ID: <note-{i}-{n}@chess.test>\r\nDate: {}\r\n\r\nnote {i}\r\n",
            chrono::Utc::now().to_rfc2822()
        );
        submit(
            &s,
            &format!("td-{n}@chess.test"),
            &format!("chess-td-{n}"),
            &user,
            mail.as_bytes(),
        );
    }
    let start = Instant::now();
    while folder_uids(&s, &user, &password, "INBOX").len() < 3 {
        assert!(start.elapsed() < Duration::from_secs(20), "no mail");
        std::thread::sleep(Duration::from_millis(100));
    }
    let mut session = logged_in(&s, &user, &password);
    let caps = session.capabilities().unwrap();
    assert!(caps.iter().any(|c| c == "UIDPLUS"), "{caps:?}");
    session.select("INBOX").unwrap();
    session.copy_and_expunge(&[1, 3], "Kept").unwrap();
    session.logout();
    assert_eq!(folder_uids(&s, &user, &password, "INBOX"), vec![2]);
    assert_eq!(folder_uids(&s, &user, &password, "Kept").len(), 2);
    // UID MOVE (Dovecot offers it) into a folder that exists now.
    let mut session = logged_in(&s, &user, &password);
    session.select("INBOX").unwrap();
    session.move_uids(&[2], "Kept").unwrap();
    session.logout();
    assert!(folder_uids(&s, &user, &password, "INBOX").is_empty());
    assert_eq!(folder_uids(&s, &user, &password, "Kept").len(), 3);
}
