//! The mailbox's rules that need no mail server (README, The mailbox):
//! plain text only to a loopback address and the usual ports of each
//! security; a folder whose UIDs were renumbered read again from its first
//! UID (the Message-IDs kept keep a mail from being applied twice); a
//! reply mailed in reply to the opponent's last mail.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::apply;
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::mail::{FolderState, Security, Server, loopback_host};
use ccdesk::domain::message::{Correspondence, plan_send};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::mail::account_fields::{AccountField, AccountFields, FieldNames};
use chrono::NaiveDate;

fn fields(imap: &str, imap_tls: &str, smtp: &str, smtp_tls: &str) -> AccountFields {
    AccountFields {
        imap: imap.into(),
        imap_tls: imap_tls.into(),
        smtp: smtp.into(),
        smtp_tls: smtp_tls.into(),
        user: "ann".into(),
        ..AccountFields::default()
    }
}

#[test]
fn plain_text_goes_only_to_a_loopback_address_and_the_ports_follow_the_security() {
    for host in ["127.0.0.1", "127.3.4.5", "::1", "localhost"] {
        assert!(loopback_host(host), "{host}");
    }
    for host in ["imap.club.example", "10.0.0.1", "128.0.0.1", "::2"] {
        assert!(!loopback_host(host), "{host}");
    }
    // `none` to a host that is not loopback: refused, the flag named.
    let refused = fields("imap.club.example", "none", "smtp.club.example", "starttls")
        .account(FieldNames::FLAGS, "ann@club.example", None)
        .unwrap_err();
    assert_eq!(refused.field(), AccountField::Imap);
    assert!(
        refused
            .to_string()
            .starts_with("--imap: plain text (none) is allowed only to a loopback address"),
        "{refused}"
    );
    let refused = fields("imap.club.example", "implicit", "10.0.0.1:25", "none")
        .account(FieldNames::FLAGS, "ann@club.example", None)
        .unwrap_err();
    assert_eq!(refused.field(), AccountField::Smtp);
    assert!(
        refused.to_string().starts_with("--smtp: plain text (none)"),
        "{refused}"
    );
    // To 127.0.0.0/8 and ::1 it is allowed.
    let local = fields("127.0.0.1:1143", "none", "[::1]:1587", "none")
        .account(FieldNames::FLAGS, "ann@club.example", None)
        .unwrap();
    assert_eq!(
        (local.imap.host.as_str(), local.imap.port),
        ("127.0.0.1", 1143)
    );
    assert_eq!((local.smtp.host.as_str(), local.smtp.port), ("::1", 1587));
    // Without a port: IMAP 993 implicit, 143 STARTTLS; SMTP 465 implicit,
    // 587 STARTTLS.
    let port = |security, smtp| {
        Server::parse("--x", "mail.club.example", security, smtp)
            .unwrap()
            .port
    };
    assert_eq!(port(Security::Implicit, false), 993);
    assert_eq!(port(Security::StartTls, false), 143);
    assert_eq!(port(Security::Implicit, true), 465);
    assert_eq!(port(Security::StartTls, true), 587);
}

#[test]
fn a_renumbered_folder_is_read_again_from_its_first_uid() {
    let mut states = Vec::new();
    assert_eq!(
        FolderState::first_new(&states, "INBOX", 7),
        1,
        "never fetched"
    );
    FolderState::record(&mut states, "INBOX", 7, 42);
    assert_eq!(FolderState::first_new(&states, "INBOX", 7), 43);
    // The server renumbered the folder (a new UIDVALIDITY): from the first.
    assert_eq!(FolderState::first_new(&states, "INBOX", 8), 1);
    // Another folder has its own state.
    assert_eq!(FolderState::first_new(&states, "Chess", 7), 1);
    FolderState::record(&mut states, "INBOX", 8, 3);
    assert_eq!(states.len(), 1, "one state a folder");
    assert_eq!(FolderState::first_new(&states, "INBOX", 8), 4);
}

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

// Henrik's 2...Nc6 came in a mail whose Message-ID was kept; Ian's 3.Bb5,
// recorded, is mailed with a new Message-ID in reply to it.
#[test]
fn a_reply_is_mailed_in_reply_to_the_opponents_last_mail() {
    const G: GameId = GameId(45);
    let mut p = Project::new("Ian's desk");
    let mut ian = Player::new(PlayerId(1), "Ian Lockwood");
    ian.email = "ian@desk.example".into();
    let mut henrik = Player::new(PlayerId(2), "Henrik Lindqvist");
    henrik.email = "h.lindqvist@schack.example".into();
    *p.hand_edit().players = vec![ian, henrik];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(G, PlayerId(1), PlayerId(2), "Club email friendlies 2026");
    g.start = Some(d(10, 10));
    g.moves = vec![
        MoveRecord::new("e4").dated(Some(d(10, 10)), Some(d(10, 10))),
        MoveRecord::new("e5").dated(Some(d(10, 11)), Some(d(10, 12))),
        MoveRecord::new("Nf3").dated(Some(d(10, 13)), Some(d(10, 14))),
        MoveRecord::new("Nc6").dated(Some(d(10, 15)), Some(d(10, 16))),
    ];
    p.hand_edit().games.push(g);
    let received: Correspondence = ron::from_str(
        "(game: 45, direction: Received, date: \"2026-10-17\", text: \"My move: 2...Nc6\", \
         mail: Some((message_id: \"nc6.1234@schack.example\")))",
    )
    .unwrap();
    p.hand_edit().correspondence.push(received);
    let plan = plan_send(&p, G, Some("Bb5"), d(10, 18), Some(d(10, 17)), &[]).unwrap();
    apply(&mut p, plan.command).unwrap();
    let out = ccdesk::io::mail::outgoing::prepare(&p, G).unwrap();
    let mail = String::from_utf8(out.bytes).unwrap();
    let header = |name: &str| {
        mail.lines()
            .find_map(|l| l.strip_prefix(&format!("{name}: ")))
            .map(str::to_owned)
    };
    assert_eq!(
        header("In-Reply-To").as_deref(),
        Some("<nc6.1234@schack.example>"),
        "{mail}"
    );
    assert_eq!(
        header("References").as_deref(),
        Some("<nc6.1234@schack.example>"),
        "{mail}"
    );
    assert_eq!(
        header("Message-ID"),
        Some(format!("<{}>", out.message_id)),
        "{mail}"
    );
    assert_ne!(out.message_id, "nc6.1234@schack.example");
    assert!(
        out.message_id.ends_with("@desk.example"),
        "{}",
        out.message_id
    );
    let to: Vec<&str> = out.to.iter().map(|r| r.email.as_str()).collect();
    assert_eq!(to, ["h.lindqvist@schack.example"]);
}
