//! Time claims and protests in the owner's one list of deadlines
//! (`domain::deadlines`, which feeds `ccdesk due`, the window and the
//! calendar file), worked out by hand.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::deadlines::{Deadline, deadlines};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::{Claim, RuleSet};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use shakmaty::Color;

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

const ANN: PlayerId = PlayerId(1);
const BOB: PlayerId = PlayerId(2);

/// Ten moves each of the Ruy Lopez, Breyer.
const RUY: [&str; 20] = [
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    "c3", "O-O", "h3", "Nb8", "d4", "Nbd7",
];

/// Ann (White, the owner) against Bob under the email rules from 1 Jan:
/// 1.e4 sent 2 Jan (1 day); 1...e5 received 3 Jan (assumed), sent 17 Feb
/// (45 days: Bob passes the 40 days of moves 1-10, E6.2); then every
/// move is sent two days after the one before (1 day each, received the
/// day after it was sent, assumed). `plies` of the twenty are played.
fn email_desk(plies: usize) -> Project {
    let mut p = Project::new("Ann's desk");
    p.hand_edit().players.push(Player::new(ANN, "Ann Ashworth"));
    p.hand_edit().players.push(Player::new(BOB, "Bob Bramley"));
    *p.hand_edit().owner = Some(ANN);
    let mut g = Game::new(GameId(1), ANN, BOB, "Friendly");
    g.start = Some(d(1, 1));
    for (ply, san) in RUY.iter().take(plies).enumerate() {
        let sent = match ply {
            0 => d(1, 2),
            _ => d(2, 17) + chrono::Days::new(2 * (ply as u64 - 1)),
        };
        g.moves.push(MoveRecord::new(*san).dated(None, Some(sent)));
    }
    p.hand_edit().games.push(g);
    p
}

fn claims(list: &[Deadline]) -> Vec<&Deadline> {
    list.iter()
        .filter(|d| d.key.contains("-claim-") || d.key.contains("-protest-"))
        .collect()
}

#[test]
fn e7_1_the_claim_is_due_with_the_reply_to_the_control_move() {
    // rule: E7.1
    // Bob's 10th move (10...Nbd7) was sent 17 Feb + 36 days = 25 Mar and
    // is received 26 Mar (assumed). On 30 Mar Ann has used 10 days (one
    // for each of her ten moves) and 4 running (26-30 Mar): 14 of the 80
    // days of moves 11-20, so 66 left; her 11th move, the reply to Bob's
    // control move, is due on 30 Mar + 66 = 4 Jun, and the claim with it.
    let p = email_desk(20);
    let list = deadlines(&p, d(3, 30));
    let found = claims(&list);
    assert_eq!(found.len(), 1, "{list:#?}");
    let claim = found[0];
    assert_eq!(claim.date, d(6, 4));
    assert_eq!(claim.rule, "E7.1");
    assert_eq!(claim.game, Some(GameId(1)));
    assert_eq!(claim.key, "g1-claim-1");
    assert!(
        claim
            .what
            .contains("Black exceeded the time limit in moves 1-10")
            && claim
                .what
                .contains("with my move 11, the reply to Black's move 10"),
        "{}",
        claim.what
    );
    // The move itself is due the same day (E6.1).
    let mv = list.iter().find(|d| d.key == "g1-move").unwrap();
    assert_eq!(mv.date, claim.date);
}

#[test]
fn e7_1_before_the_control_move_arrives_the_claim_has_no_date_yet() {
    // rule: E7.1
    // After 9...Nb8 Ann is to play her 10th move; the claim goes with her
    // 11th, the reply to Bob's 10th, which has not come yet.
    let p = email_desk(18);
    assert!(claims(&deadlines(&p, d(3, 30))).is_empty());
}

#[test]
fn e7_1_a_claim_made_or_a_reply_sent_is_no_longer_due() {
    // rule: E7.1
    let mut p = email_desk(20);
    p.hand_edit().games[0].clock.claims.push(Claim {
        claimant: Color::White,
        period: 1,
        sent: d(3, 28),
        received: d(3, 29),
        protest: None,
        decision: None,
    });
    assert!(claims(&deadlines(&p, d(3, 30))).is_empty());
    // Without the claim, Ann's reply 11.c4 sent: the chance has passed.
    let mut p = email_desk(20);
    p.hand_edit().games[0]
        .moves
        .push(MoveRecord::new("c4").dated(None, Some(d(3, 29))));
    assert!(claims(&deadlines(&p, d(3, 30))).is_empty());
}

#[test]
fn e7_3_a_claim_against_the_owner_waits_for_his_protest() {
    // rule: E7.3
    // Bob's desk: Ann's claim reached him on 29 Mar; his protest must
    // reach the TD within 14 days: by 12 Apr. After that it is conceded.
    let mut p = email_desk(20);
    *p.hand_edit().owner = Some(BOB);
    p.hand_edit().games[0].clock.claims.push(Claim {
        claimant: Color::White,
        period: 1,
        sent: d(3, 28),
        received: d(3, 29),
        protest: None,
        decision: None,
    });
    let list = deadlines(&p, d(3, 30));
    let found = claims(&list);
    assert_eq!(found.len(), 1, "{list:#?}");
    assert_eq!(found[0].date, d(4, 12));
    assert_eq!(found[0].rule, "E7.3");
    assert_eq!(found[0].key, "g1-protest-0");
    assert!(
        found[0]
            .what
            .contains("White's time claim received 2026-03-29")
    );
    assert!(claims(&deadlines(&p, d(4, 13))).is_empty());
    // A protest sent: nothing more is due from Bob.
    p.hand_edit().games[0].clock.claims[0].protest = Some(d(4, 2));
    assert!(claims(&deadlines(&p, d(4, 3))).is_empty());
}

#[test]
fn p13_the_postal_claim_window_is_seven_days() {
    // rule: P13
    // Postal: 1.e4 sent 2 Jan; 1...e5 received 4 Jan (2 days' transit,
    // assumed) and sent 10 Feb: 37 days, over 30 even without the Sundays (P08),
    // far past the 20 of moves 1-10. The excess is known when 1...e5 arrives, 12 Feb
    // (assumed); the claim is due 7 days later, 19 Feb, and not after.
    let mut p = email_desk(2);
    let postal = RuleSet::postal().name;
    let g = &mut p.hand_edit().games[0];
    g.rules = postal;
    g.moves[1].sent = Some(d(2, 10));
    let list = deadlines(&p, d(2, 14));
    let found = claims(&list);
    assert_eq!(found.len(), 1, "{list:#?}");
    assert_eq!(found[0].date, d(2, 19));
    assert_eq!(found[0].rule, "P13");
    assert!(
        found[0]
            .what
            .contains("within 7 days of receiving the move that showed it")
    );
    assert!(claims(&deadlines(&p, d(2, 20))).is_empty());
    // Recorded as arrived on 16 Feb (E2.7): the window runs to 23 Feb.
    p.hand_edit().games[0]
        .clock
        .arrivals
        .push(ccdesk::domain::ledger::Arrival {
            ply: 1,
            date: d(2, 16),
        });
    let list = deadlines(&p, d(2, 20));
    assert_eq!(claims(&list)[0].date, d(2, 23), "{list:#?}");
}
