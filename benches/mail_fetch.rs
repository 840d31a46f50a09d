//! Fetching a mailbox of 5,000 messages over IMAP (issue 32): target
//! under 10 s. The mailbox is the TD's of the real servers of
//! tests/mail/servers.sh (`source DIR/env` first); its 5,000 move mails
//! are written into the Maildir once. `imap_fetch_5000` is ccdesk's
//! client alone (implicit TLS, LOGIN, EXAMINE, UID SEARCH, UID FETCH in
//! batches); `read_5000` adds reading each as `mail fetch` does (the
//! .eml decoded and read against a desk holding the game).
//!
//! Without the servers the bench says so and measures nothing.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::os::unix::fs::MetadataExt;
use std::path::PathBuf;
use std::time::Duration;

use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::mail::{Security, Server};
use ccdesk::domain::message::{ReadOptions, read_message};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::mail::imap::ImapSession;
use criterion::{Criterion, criterion_group, criterion_main};

const COUNT: usize = 5_000;
const USER: &str = "td@chess.test";
const PASSWORD: &str = "chess-td";

fn env(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

/// Fills the TD's Maildir with COUNT move mails (once).
fn fill(dir: &std::path::Path, server: &Server, ca: &str) {
    let config = ccdesk::io::mail::tls::client_config(Some(ca)).unwrap();
    // A login makes Dovecot create the Maildir with its owner.
    let mut s = ImapSession::connect(server, config, Duration::from_secs(30)).unwrap();
    s.login(USER, PASSWORD).unwrap();
    s.examine("INBOX").unwrap();
    s.logout();
    let maildir = dir.join("mail").join(USER);
    let cur = maildir.join("cur");
    let have = std::fs::read_dir(&cur).map_or(0, Iterator::count)
        + std::fs::read_dir(maildir.join("new")).map_or(0, Iterator::count);
    if have >= COUNT {
        return;
    }
    let owner = std::fs::metadata(&maildir).unwrap();
    for i in have..COUNT {
        let text = format!(
            "From: Wanda White <white@chess.test>\r\nTo: td@chess.test\r\nSubject: Mail friendlies g1: 1.e4\r\nMessage-ID: <bench-{i}@chess.test>\r\nDate: Wed, 2 Dec 2026 10:00:00 +0000\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nDear Boris,\r\n\r\nGame g1, Mail friendlies\r\nMy move: 1.e4\r\nSent: 2026-12-02\r\n\r\nRegards,\r\nWanda\r\n{}\r\n",
            "-- \r\nWanda White, white@chess.test\r\n".repeat(20)
        );
        let path = cur.join(format!("{}.bench{i}.ccdesk:2,", 1_700_000_000 + i));
        std::fs::write(&path, text).unwrap();
        std::os::unix::fs::chown(&path, Some(owner.uid()), Some(owner.gid())).unwrap();
    }
}

fn desk() -> Project {
    let mut p = Project::new("Boris's desk");
    let mut white = Player::new(PlayerId(1), "Wanda White");
    white.email = "white@chess.test".into();
    let mut black = Player::new(PlayerId(2), "Boris Black");
    black.email = "black@chess.test".into();
    *p.hand_edit().players = vec![white, black];
    *p.hand_edit().owner = Some(PlayerId(2));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Mail friendlies");
    g.rules = "ICCF email".into();
    p.hand_edit().games.push(g);
    p
}

fn bench(c: &mut Criterion) {
    let (Some(dir), Some(port)) = (env("CCDESK_TEST_MAIL_DIR"), env("CCDESK_TEST_IMAPS_PORT"))
    else {
        eprintln!(
            "mail_fetch: no mail servers (run tests/mail/servers.sh start DIR and source DIR/env): nothing measured"
        );
        return;
    };
    let dir = PathBuf::from(dir);
    let server = Server {
        host: "127.0.0.1".into(),
        port: port.parse().unwrap(),
        security: Security::Implicit,
    };
    let ca = dir.join("ca.crt").display().to_string();
    fill(&dir, &server, &ca);
    let fetch = || {
        let config = ccdesk::io::mail::tls::client_config(Some(&ca)).unwrap();
        let mut s = ImapSession::connect(&server, config, Duration::from_secs(60)).unwrap();
        s.login(USER, PASSWORD).unwrap();
        s.examine("INBOX").unwrap();
        let uids = s.uids_from(1).unwrap();
        let mails = s.fetch(&uids).unwrap();
        s.logout();
        assert!(mails.len() >= COUNT, "{}", mails.len());
        mails
    };
    let mut group = c.benchmark_group("mail");
    group.sample_size(10);
    group.bench_function("imap_fetch_5000", |b| b.iter(fetch));
    let project = desk();
    group.bench_function("read_5000", |b| {
        b.iter(|| {
            let mails = fetch();
            let mut games = 0;
            for m in &mails {
                let mail = ccdesk::io::eml::read_eml(&m.bytes).unwrap();
                let options = ReadOptions {
                    mailed: mail.date,
                    from_email: mail.from_email,
                    from_name: mail.from_name,
                    arrived: m.arrived,
                    ..ReadOptions::default()
                };
                games += usize::from(read_message(&project, &mail.body, &options).game.is_some());
            }
            assert_eq!(games, mails.len());
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
