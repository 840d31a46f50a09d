//! The due list holds only the owner's duties (issue 29, item 7): the
//! repeat after silence (E3.1, P12) and the report to the TD (E3.2; P12:
//! by the captain, to the Organiser) are the waiting player's, so a game
//! where the owner is to move has neither; the sentences read as English
//! and are the same in `ccdesk due`, the .ics and the daily notice. Every
//! date below is worked out by hand from the rule texts.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::deadlines::{Deadline, NoticeDecision, daily_notice, deadlines};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

const POSTAL: &str = "Postal (Inter-Office appendix)";

/// Ann's desk on 30 Mar 2026. Every game started on 1 Mar and White
/// posted or mailed 1.e4 on Mon 2 Mar; nothing came back.
/// - g1, email: Carl has White, Ann is to move.
/// - g2, email: Ann has White and waits for Dora.
/// - g3, postal: Ann has White and waits for Dora.
/// - g4, postal: Carl has White, Ann is to move.
fn desk() -> Project {
    let mut p = Project::new("desk");
    for (id, name) in [(1, "Ann Lee"), (2, "Carl Fox"), (3, "Dora Gray")] {
        p.hand_edit().players.push(Player::new(PlayerId(id), name));
    }
    *p.hand_edit().owner = Some(PlayerId(1));
    for (id, white, black, rules) in [
        (1, 2, 1, "ICCF email"),
        (2, 1, 3, "ICCF email"),
        (3, 1, 3, POSTAL),
        (4, 2, 1, POSTAL),
    ] {
        let mut g = Game::new(GameId(id), PlayerId(white), PlayerId(black), "Friendly");
        g.rules = rules.to_owned();
        g.start = Some(d(3, 1));
        g.moves
            .push(MoveRecord::new("e4").dated(Some(d(3, 1)), Some(d(3, 2))));
        p.hand_edit().games.push(g);
    }
    p
}

fn of_game(list: &[Deadline], game: u32) -> Vec<(NaiveDate, &str, &str)> {
    list.iter()
        .filter(|x| x.game == Some(GameId(game)))
        .map(|x| (x.date, x.rule.as_str(), x.what.as_str()))
        .collect()
}

// rule: E3.1, E3.2, E3.3, E6.1
#[test]
fn where_the_owner_is_to_move_there_is_no_repeat_and_no_td_line() {
    let list = deadlines(&desk(), d(3, 30));
    // g1: Ann received 1.e4 on 3 Mar (sent 2 Mar + 1 day, E2.12): 27 days
    // used by 30 Mar, 13 left: 12 Apr (E6.1). The repeat (16 Mar) and the TD
    // (30 Mar) are Carl's duties, not Ann's. No move sent since 2 Mar: on
    // 11 Apr (2 Mar + 40) the game may be scored lost against her (E3.3).
    assert_eq!(
        of_game(&list, 1),
        [
            (
                d(4, 11),
                "E3.3",
                "no move sent in g1 (Carl Fox - Ann Lee) for 40 days, and the game may be scored lost against me"
            ),
            (
                d(4, 12),
                "E6.1",
                "my move in g1 (Carl Fox - Ann Lee): 13 days left at the next time control"
            ),
        ]
    );
}

// rule: E3.1, E3.2, E3.3
#[test]
fn the_waiting_owner_repeats_then_informs_the_td() {
    let list = deadlines(&desk(), d(3, 30));
    // g2: sent 2 Mar; repeat 14 days later, 16 Mar (E3.1); the TD 14 days
    // after that, 30 Mar (E3.2); scored lost from 11 Apr (E3.3).
    assert_eq!(
        of_game(&list, 2),
        [
            (
                d(3, 16),
                "E3.1",
                "repeat my move in g2 (Ann Lee - Dora Gray) with full details, with a copy to the Tournament Director"
            ),
            (
                d(3, 30),
                "E3.2",
                "inform the Tournament Director that g2 (Ann Lee - Dora Gray) has had no reply, and await his decision"
            ),
            (
                d(4, 11),
                "E3.3",
                "no move sent in g2 (Ann Lee - Dora Gray) for 40 days, and the game may be scored lost to a player who has not told the Tournament Director of the delay"
            ),
        ]
    );
}

// rule: P12, P08
#[test]
fn postal_the_waiting_owner_reminds_then_asks_his_captain() {
    let list = deadlines(&desk(), d(3, 30));
    // g3: posted 2 Mar; the reminder by recorded post after 12 days plus
    // 2 of transmission, 16 Mar; the captain tells the Organiser 10 + 2
    // days after it, 28 Mar (P12).
    assert_eq!(
        of_game(&list, 3),
        [
            (
                d(3, 16),
                "P12",
                "repeat my move in g3 (Ann Lee - Dora Gray) with full details by recorded post"
            ),
            (
                d(3, 28),
                "P12",
                "ask my captain to inform the Organiser that g3 (Ann Lee - Dora Gray) has had no reply"
            ),
        ]
    );
    // g4: Ann is to move; the reminders are Carl's. Only her move.
    let g4 = of_game(&list, 4);
    assert_eq!(g4.len(), 1, "{g4:?}");
    assert_eq!(g4[0].1, "P08");
}

#[test]
fn every_sentence_reads_as_english_and_is_the_same_in_the_ics_and_the_notice() {
    let today = d(3, 30);
    let list = deadlines(&desk(), today);
    for x in &list {
        assert!(!x.what.contains("the opponent may"), "{}", x.what);
        assert!(!x.what.contains("may the"), "{}", x.what);
    }
    let ics = ccdesk::io::ics::calendar("desk", &list, today.and_hms_opt(8, 0, 0).unwrap())
        .replace("\r\n ", "");
    let NoticeDecision::Notify(notice) = daily_notice(None, today, "desk", || list.clone()) else {
        panic!("something is due");
    };
    for x in list.iter().filter(|x| x.date <= today) {
        assert!(
            ics.contains(&ccdesk::io::ics::escape_text(&x.what)),
            "{} not in\n{ics}",
            x.what
        );
        assert!(
            notice.body.contains(&x.what) || notice.body.contains("more (ccdesk due)"),
            "{}",
            notice.body
        );
    }
    assert!(notice.body.contains(
        "2026-03-16 g2 repeat my move in g2 (Ann Lee - Dora Gray) with full details, with a copy to the Tournament Director [E3.1]"
    ), "{}", notice.body);
}

// rule: E3.1, E3.2 (a repeat sent from the Reply dialog, kept in the
// correspondence, is done: the TD is told 14 days after it)
#[test]
fn a_repeat_kept_in_the_correspondence_is_no_longer_due() {
    use ccdesk::domain::message::{Correspondence, Direction, LetterKind};
    let mut p = desk();
    p.hand_edit().correspondence.push(Correspondence {
        mail: None,
        game: GameId(2),
        direction: Direction::Sent,
        date: d(3, 17),
        kind: Some(LetterKind::Repeat),
        subject: "g2: 1.e4, repeated".to_owned(),
        text: "1.e4".to_owned(),
        understood: String::new(),
        sender_name: String::new(),
        sender_email: String::new(),
        date_assumed: false,
    });
    let list = deadlines(&p, d(3, 30));
    // Repeated on 17 Mar: the TD 14 days later, 31 Mar (E3.2), not yet due.
    let g2 = of_game(&list, 2);
    assert_eq!(g2.len(), 1, "{g2:?}");
    assert_eq!((g2[0].0, g2[0].1), (d(3, 31), "E3.2"));
}
