#![allow(clippy::unwrap_used, clippy::expect_used)]
//! `domain::mail::match_mail`, the matching `ccdesk mail fetch` does: a
//! mail from the opponent is found for its game and applied with the
//! mail's Message-ID; the same mail again is applied already; the same
//! text from another address is from an unknown sender.

use ccdesk::domain::command::apply;
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::mail::{IncomingMail, MailStatus, applied_with_id, match_mail};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

fn d(day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 3, day).unwrap()
}

/// Ann's desk: g1 Ann (White) - Bo, 3.Bb5 sent; g2 Bo (White) - Ann,
/// 2...e6 sent.
fn desk() -> Project {
    let mut p = Project::new("Ann's desk");
    let mut ann = Player::new(PlayerId(1), "Ann Smith");
    ann.email = "ann@chess.example".into();
    let mut bo = Player::new(PlayerId(2), "Bo Berg");
    bo.email = "bo@chess.example".into();
    *p.hand_edit().players = vec![ann, bo];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g1 = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Team match");
    g1.rules = "ICCF email".into();
    g1.start = Some(d(1));
    g1.moves = ["e4", "e5", "Nf3", "Nc6", "Bb5"]
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let day = 2 + u32::try_from(i).unwrap() * 2;
            Dated::dated(MoveRecord::new(*m), Some(day - 1), Some(day))
        })
        .collect();
    let mut g2 = Game::new(GameId(2), PlayerId(2), PlayerId(1), "Team match");
    g2.rules = "ICCF email".into();
    g2.start = Some(d(1));
    g2.moves = ["d4", "d5", "c4", "e6"]
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let day = 2 + u32::try_from(i).unwrap() * 2;
            Dated::dated(MoveRecord::new(*m), Some(day - 1), Some(day))
        })
        .collect();
    p.hand_edit().games.push(g1);
    p.hand_edit().games.push(g2);
    p
}

trait Dated {
    fn dated(self, received: Option<u32>, sent: Option<u32>) -> MoveRecord;
}

impl Dated for MoveRecord {
    fn dated(self, received: Option<u32>, sent: Option<u32>) -> MoveRecord {
        MoveRecord::dated(self, received.map(d), sent.map(d))
    }
}

fn mail(from: &str) -> IncomingMail {
    IncomingMail {
        from_email: Some(from.into()),
        from_name: Some("Bo Berg".into()),
        subject: Some("Team match".into()),
        mailed: Some(d(14)),
        body: "Hello Ann\n\nYour move: 2...e6\nMy move: 3.Nc3\n\nSent 14.03.2026\nBo\n".into(),
        message_id: "pairing-1@chess.example".into(),
        arrived: Some(d(15)),
    }
}

// rule: E5.1 — a mail from the opponent is found for its game and
// applied once, its Message-ID kept with it.
#[test]
fn a_mail_is_found_for_its_game_and_applied_once() {
    let mut p = desk();
    let found = match_mail(&p, &mail("bo@chess.example"), d(15));
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!((found[0].game, found[0].kind), (Some(GameId(2)), "move"));
    let MailStatus::Read { plan, .. } = found[0].status.clone() else {
        panic!("{:?}", found[0].status);
    };
    apply(&mut p, plan).unwrap();
    assert_eq!(
        p.game(GameId(2))
            .unwrap()
            .moves
            .last()
            .unwrap()
            .san
            .to_string(),
        "Nc3"
    );
    let kept = applied_with_id(&p, "pairing-1@chess.example").unwrap();
    assert_eq!(kept.game, GameId(2));
    let again = match_mail(&p, &mail("bo@chess.example"), d(15));
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].status, MailStatus::AlreadyApplied);
}

// rule: E2.4 — the same words from another address move nothing.
#[test]
fn a_mail_from_another_address_is_an_unknown_sender() {
    let p = desk();
    let found = match_mail(&p, &mail("mallory@evil.example"), d(15));
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        matches!(&found[0].status, MailStatus::UnknownSender(why) if why.contains("mallory@evil.example")),
        "{found:?}"
    );
}

// rule: C17 — the two games of a pairing in one mail: each part is found
// for its own game (3...Nf6 in g1, 3.Nc3 in g2) and both can be applied.
#[test]
fn a_pairing_mail_is_found_for_both_games() {
    let mut p = desk();
    let mut m = mail("bo@chess.example");
    m.body = "Hello Ann\n\nBoard 1, you have White:\nYour move: 3.Bb5\nMy move: 3...Nf6\n\n\
              Board 1, I have White:\nYour move: 2...e6\nMy move: 3.Nc3\n\n\
              Both sent 14.03.2026\nBo\n"
        .into();
    let found = match_mail(&p, &m, d(15));
    let games: Vec<_> = found.iter().map(|f| f.game).collect();
    assert_eq!(games, [Some(GameId(1)), Some(GameId(2))], "{found:?}");
    for f in found {
        let MailStatus::Read { plan, .. } = f.status else {
            panic!("{:?}", f.status);
        };
        apply(&mut p, plan).unwrap();
    }
    let last = |id| {
        p.game(GameId(id))
            .unwrap()
            .moves
            .last()
            .unwrap()
            .san
            .to_string()
    };
    assert_eq!((last(1), last(2)), ("Nf6".to_owned(), "Nc3".to_owned()));
    // The same mail again: both parts applied already.
    let again = match_mail(&p, &m, d(15));
    assert!(
        again.iter().all(|f| f.status == MailStatus::AlreadyApplied),
        "{again:?}"
    );
}
