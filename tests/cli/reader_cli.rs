#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `ccdesk message read` of mails as they arrive (issue 29): HTML-only
//! with the message inside `<pre>`, and a body whose base64 does not
//! decode, which is reported as not read, with no penalty (exit 1).

use std::process::Command;

fn ccdesk(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

/// The demo project as the receiver holds it (the game before its last
/// move), the text ccdesk composed for that move, the sender's address and
/// the day it was sent.
fn received() -> (tempfile::TempDir, String, String, String, chrono::NaiveDate) {
    let dir = tempfile::tempdir().unwrap();
    let project = ccdesk::domain::demo::demo_project();
    // A game whose last move is the opponent's: only his mail moves his pieces.
    let owner = project.owner();
    let game = project
        .games()
        .iter()
        .rev()
        .find(|g| {
            let ply = g.moves.len().wrapping_sub(1);
            let mover = if ply % 2 == 0 { g.white } else { g.black };
            g.result.is_none()
                && g.moves.len() > 2
                && g.moves.last().unwrap().sent.is_some()
                && Some(mover) != owner
                && (Some(g.white) == owner || Some(g.black) == owner)
        })
        .unwrap()
        .clone();
    let ply = game.moves.len() - 1;
    let text = ccdesk::domain::message::compose_move(&project, &game, ply, None)
        .unwrap()
        .text();
    let sender = if ply % 2 == 0 { game.white } else { game.black };
    let email = project.player(sender).unwrap().email.clone();
    let sent = game.moves[ply].sent.unwrap();
    let mut before = project.clone();
    before.hand_edit().game(game.id).unwrap().moves.pop();
    let path = dir.path().join("before.ron");
    ccdesk::io::project_file::save(&path, &before).unwrap();
    (dir, path.display().to_string(), text, email, sent)
}

fn eml(from: &str, date: chrono::NaiveDate, headers: &str, body: &str) -> String {
    format!(
        "From: Sender <{from}>\r\nTo: Owner <owner@example.org>\r\nSubject: move\r\nDate: {}\r\nMIME-Version: 1.0\r\n{headers}\r\n{body}",
        date.format("%a, %d %b %Y 12:00:00 +0000")
    )
}

// rule: E4.1 E4.3 — an HTML-only mail with ccdesk's message inside <pre> is read as written: no penalties.
#[test]
fn an_html_only_mail_with_the_message_in_pre_reads_clean() {
    let (dir, project, text, email, sent) = received();
    let html = format!(
        "<html><body><pre>{}</pre></body></html>\r\n",
        text.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
    );
    let mail = eml(
        &email,
        sent,
        "Content-Type: text/html; charset=utf-8\r\n",
        &html,
    );
    let file = dir.path().join("pre.eml");
    std::fs::write(&file, mail).unwrap();
    let (code, out) = ccdesk(&["message", "read", &project, &file.display().to_string()]);
    assert!(!out.contains("penalty"), "{out}");
    assert!(out.contains("no problems found"), "{out}");
    assert_eq!(code, 0, "{out}");
}

// rule: E4.3 E6.6 — a body whose base64 does not decode is not read, says why, and proposes no penalty: exit 1.
#[test]
fn a_body_that_does_not_decode_is_not_read_and_not_penalised() {
    let (dir, project, _, email, sent) = received();
    let mail = eml(
        &email,
        sent,
        "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n",
        "WW91ciBtb3ZlOiAzLkJiNQ!!!not base64 at all%%%\r\nTXkgbW92ZTo=====xx\r\n",
    );
    let file = dir.path().join("bad.eml");
    std::fs::write(&file, mail).unwrap();
    let (code, out) = ccdesk(&["message", "read", &project, &file.display().to_string()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("not read: a part of the mail could not be decoded"),
        "{out}"
    );
    assert!(out.contains("not valid base64"), "{out}");
    assert!(!out.contains("penalty (E6.6)"), "{out}");
    assert!(
        !out.contains("invalid (E4.1)") && !out.contains("invalid (E4.2)"),
        "{out}"
    );
}
