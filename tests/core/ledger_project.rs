//! The clock ledger inside a project, worked by hand: a game's days,
//! totals and days left built from its moves, the players' leave across
//! their games, penalties, claims and corrected dates; the owner's due
//! list; every ledger command undone exactly; the file round trip.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, DomainError, Undo, apply};
use ccdesk::domain::game::{Game, GameResult, MoveRecord, Outcome, Termination};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::{
    Claim, ClaimDeadline, ClaimDecision, DateField, GameLedgerError, LedgerCommand,
    LedgerCommandError, MoveDates, Penalty, PenaltyReason, PlayerLeave, RuleSet, Status, due_game,
    due_list, game_ledger, game_silence,
};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::project_file;
use chrono::NaiveDate;
use shakmaty::Color;

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

const ANN: PlayerId = PlayerId(1);
const BOB: PlayerId = PlayerId(2);
const CY: PlayerId = PlayerId(3);

fn game(
    id: u32,
    white: PlayerId,
    black: PlayerId,
    start: NaiveDate,
    moves: &[(&str, Option<NaiveDate>, Option<NaiveDate>)],
) -> Game {
    let mut g = Game::new(GameId(id), white, black, "Friendly");
    g.start = Some(start);
    for (san, received, sent) in moves {
        g.moves.push(MoveRecord::new(*san).dated(*received, *sent));
    }
    g
}

/// Ann's desk: three email games in play and one finished.
///
/// - g1, Ann-Bob from 1 Mar: e4 sent 3 Mar (2 days), e5 received 4 Mar
///   (assumed) sent 9 Mar (5), Nf3 received 10 Mar sent 20 Mar (10), Nc6
///   received 21 Mar (assumed) sent 23 Mar (2). Ann to move.
/// - g2, Cy-Ann from 1 Feb: d4 sent 2 Feb (1), d5 received 3 Feb sent 10
///   Feb (7), c4 received 11 Feb (assumed) sent 25 Mar (42: Cy's first
///   excess). Ann to move.
/// - g3, Ann-Cy from 1 Mar: e4 sent 2 Mar (1). Ann waits.
/// - g4, Bob-Ann, finished.
fn desk() -> Project {
    let mut p = Project::new("Ann's desk");
    p.hand_edit().players.push(Player::new(ANN, "Ann Ashworth"));
    p.hand_edit().players.push(Player::new(BOB, "Bob Bramley"));
    p.hand_edit().players.push(Player::new(CY, "Cy Crabtree"));
    *p.hand_edit().owner = Some(ANN);
    p.hand_edit().games.push(game(
        1,
        ANN,
        BOB,
        d(3, 1),
        &[
            ("e4", None, Some(d(3, 3))),
            ("e5", None, Some(d(3, 9))),
            ("Nf3", Some(d(3, 10)), Some(d(3, 20))),
            ("Nc6", None, Some(d(3, 23))),
        ],
    ));
    p.hand_edit().games.push(game(
        2,
        CY,
        ANN,
        d(2, 1),
        &[
            ("d4", None, Some(d(2, 2))),
            ("d5", Some(d(2, 3)), Some(d(2, 10))),
            ("c4", None, Some(d(3, 25))),
        ],
    ));
    p.hand_edit()
        .games
        .push(game(3, ANN, CY, d(3, 1), &[("e4", None, Some(d(3, 2)))]));
    let mut finished = game(4, BOB, ANN, d(1, 5), &[("e4", None, Some(d(1, 6)))]);
    finished.result = Some(GameResult {
        outcome: Outcome::Draw,
        termination: Termination::Agreement,
    });
    p.hand_edit().games.push(finished);
    p
}

fn run(p: &mut Project, command: LedgerCommand) -> Result<Undo, DomainError> {
    apply(p, Command::Ledger(command)).map(|e| e.undo)
}

#[test]
fn e6_4_days_and_totals_of_a_game_from_its_moves() {
    // rule: E6.4
    // rule: E2.9
    // rule: E6.3
    let p = desk();
    let ledger = game_ledger(&p, GameId(1)).unwrap();
    let days: Vec<u32> = ledger.rows.iter().map(|r| r.days.days).collect();
    assert_eq!(days, [2, 5, 10, 2]);
    assert!(!ledger.rows[0].received_assumed, "start of play is stated");
    assert_eq!(ledger.rows[0].received, d(3, 1));
    assert!(ledger.rows[1].received_assumed);
    assert_eq!(ledger.rows[1].received, d(3, 4));
    assert!(!ledger.rows[2].received_assumed);
    assert_eq!(ledger.white.total, 12);
    assert_eq!(ledger.black.total, 7);
    assert_eq!(ledger.white.days_left, 28);
    assert_eq!(ledger.black.days_left, 33);
    assert_eq!(ledger.rows[2].san.as_deref(), Some("Nf3"));
}

#[test]
fn e6_2_first_excess_shows_in_the_project_ledger() {
    // rule: E6.2
    let p = desk();
    let ledger = game_ledger(&p, GameId(2)).unwrap();
    assert_eq!(ledger.white.total, 43);
    assert_eq!(ledger.rows[2].status, Status::Exceeded);
    assert_eq!(ledger.white.days_left, -3);
    assert!(ledger.white.warning.is_some());
}

#[test]
fn unsent_moves_stay_out_and_unknown_rule_sets_are_named() {
    let mut p = desk();
    p.hand_edit().games[2].moves.push(MoveRecord::new("e5"));
    let ledger = game_ledger(&p, GameId(3)).unwrap();
    assert_eq!(ledger.rows.len(), 1);
    p.hand_edit().games[2].rules = "Fax".to_owned();
    assert_eq!(
        game_ledger(&p, GameId(3)),
        Err(GameLedgerError::UnknownRuleSet("Fax".to_owned()))
    );
    assert_eq!(
        game_ledger(&p, GameId(9)),
        Err(GameLedgerError::UnknownGame(GameId(9)))
    );
}

#[test]
fn e8_1_leave_allowance_is_the_players_across_his_games() {
    // rule: E8.1
    // Ann took 28 days in January (booked while playing g4); in March she
    // books 12-15 Mar. Only 2 of the year's 30 days are left: 12 and 13
    // Mar stop her clock in g1, 14 and 15 Mar run. Nf3: 10 - 2 = 8 days.
    let mut p = desk();
    run(
        &mut p,
        LedgerCommand::AddLeave {
            leave: PlayerLeave::new(ANN, d(1, 1), d(1, 28)),
            index: None,
        },
    )
    .unwrap();
    run(
        &mut p,
        LedgerCommand::AddLeave {
            leave: PlayerLeave::new(ANN, d(3, 12), d(3, 15)),
            index: None,
        },
    )
    .unwrap();
    let ledger = game_ledger(&p, GameId(1)).unwrap();
    assert_eq!(ledger.rows[2].days.days, 8);
    assert_eq!(ledger.rows[2].days.leave_days, 2);
    assert_eq!(ledger.white.total, 10);
    let balance = ledger.leave(Color::White).balances[0];
    assert_eq!((balance.used, balance.remaining()), (30, 0));
    // Bob's clock is untouched by Ann's leave.
    assert_eq!(ledger.black.total, 7);
    // In g2 Ann plays Black: the same bookings are Black's there.
    let g2 = game_ledger(&p, GameId(2)).unwrap();
    assert_eq!(g2.leave(Color::Black).balances[0].used, 30);
    assert!(g2.leave(Color::White).balances.is_empty());
}

#[test]
fn e8_4_replying_during_leave_ends_it_for_that_game_only() {
    // rule: E8.4
    // Ann books 5-25 Mar. In g3 she sent e4 on 2 Mar, before it; in g1 she
    // sent Nf3 on 20 Mar, inside it: in g1 the leave ends on 20 Mar, so
    // 11-19 Mar (9 days) stop her clock for Nf3: 10 - 9 = 1 day.
    let mut p = desk();
    run(
        &mut p,
        LedgerCommand::AddLeave {
            leave: PlayerLeave::new(ANN, d(3, 5), d(3, 25)),
            index: None,
        },
    )
    .unwrap();
    let g1 = game_ledger(&p, GameId(1)).unwrap();
    assert_eq!(g1.rows[2].days.days, 1);
    assert_eq!(g1.rows[2].days.leave_days, 9);
    assert!(g1.leave(Color::White).cancelled.contains(&d(3, 20)));
    let g3 = game_ledger(&p, GameId(3)).unwrap();
    assert!(g3.leave(Color::White).cancelled.is_empty());
}

#[test]
fn e3_1_due_list_puts_my_move_and_fewest_days_first() {
    // rule: E3.1
    // rule: E3.2
    // On 1 Apr: g1 is Ann's move, received Nc6 on 24 Mar (assumed): 12 + 8
    // running = 20 used, 20 left. g2 is Ann's move, received c4 on 26 Mar
    // (assumed): 7 + 6 = 13 used, 27 left. g3: Ann waits since 2 Mar; the
    // repeat was due on 16 Mar and the TD on 30 Mar. g4 is finished.
    let p = desk();
    let list = due_list(&p, d(4, 1));
    let games: Vec<GameId> = list.iter().map(|i| due_game(i).unwrap()).collect();
    assert_eq!(games, [GameId(1), GameId(2), GameId(3)]);
    assert!(list[0].my_move && list[1].my_move && !list[2].my_move);
    assert_eq!(list[0].days_left, 20);
    assert_eq!(list[1].days_left, 27);
    assert_eq!(list[2].days_left, 39);
    let due: Vec<NaiveDate> = list[2].due.iter().map(|r| r.due).collect();
    assert_eq!(due, [d(3, 16), d(3, 30)]);
    // rule: E3.3
    assert_eq!(list[2].next.as_ref().map(|r| r.due), Some(d(4, 11)));
    // Without an owner there is nobody's desk to list.
    let mut nobody = desk();
    *nobody.hand_edit().owner = None;
    assert!(due_list(&nobody, d(4, 1)).is_empty());
}

#[test]
fn e3_2_escalation_counts_from_the_repeat_actually_sent() {
    // rule: E3.1
    // rule: E3.2
    // g3: Ann sent e4 on 2 Mar; the repeat was due on 16 Mar but went out
    // on 20 Mar, so the TD is told 14 days after that, on 3 Apr, not on
    // 30 Mar. E3.3 (11 Apr, 40 days from e4) does not move.
    let mut p = desk();
    let before = p.clone();
    let undo = run(
        &mut p,
        LedgerCommand::RecordRepeat {
            game: GameId(3),
            ply: 0,
            sent: Some(d(3, 20)),
        },
    )
    .unwrap();
    assert_eq!(
        p.game(GameId(3)).unwrap().clock.repeat_sent(0),
        Some(d(3, 20))
    );
    let list = due_list(&p, d(4, 1));
    let g3 = list
        .iter()
        .find(|i| due_game(i) == Some(GameId(3)))
        .unwrap();
    // The repeat is done, so nothing is due on 1 Apr; the TD comes next.
    assert!(g3.due.is_empty());
    assert_eq!(g3.next.as_ref().map(|r| r.due), Some(d(4, 3)));
    let rules = RuleSet::email();
    let ledger = game_ledger(&p, GameId(3)).unwrap();
    let silence = game_silence(&rules, p.game(GameId(3)).unwrap(), &ledger).unwrap();
    assert_eq!(silence.escalate_due, d(4, 3));
    // rule: E3.3
    assert_eq!(silence.may_score_lost, Some(d(4, 11)));
    // Undo takes the repeat back; a repeat before the move went out, or of
    // a move the game does not have, is refused and changes nothing.
    ccdesk::domain::command::undo(&mut p, undo);
    assert_eq!(p, before);
    for (ply, sent) in [(0, d(3, 1)), (1, d(3, 20))] {
        let game = if ply == 0 { GameId(3) } else { GameId(4) };
        assert!(
            run(
                &mut p,
                LedgerCommand::RecordRepeat {
                    game,
                    ply,
                    sent: Some(sent)
                }
            )
            .is_err()
        );
    }
    assert_eq!(p, before);
}

#[test]
fn e6_6_penalty_adds_five_days_and_is_undone() {
    // rule: E6.6
    let mut p = desk();
    let before = p.clone();
    let undo = run(
        &mut p,
        LedgerCommand::AddPenalty {
            game: GameId(1),
            penalty: Penalty::new(Color::Black, 2, PenaltyReason::IllegalMove),
            index: None,
        },
    )
    .unwrap();
    let ledger = game_ledger(&p, GameId(1)).unwrap();
    assert_eq!(ledger.rows[3].penalty_days, 5);
    assert_eq!(ledger.black.total, 12);
    assert!(ledger.rows[3].explanation.penalty.contains("E6.6"));
    ccdesk::domain::command::undo(&mut p, undo);
    assert_eq!(p, before);
}

#[test]
fn e7_4_claim_upheld_restarts_the_count_and_every_step_undoes() {
    // rule: E7.1
    // rule: E7.3
    // rule: E7.4
    // Cy exceeded in period 1 of g2 (43 > 40). Ann claims with her reply,
    // sent 27 Mar, Cy receives it 28 Mar; he protests on 5 Apr; the TD
    // upholds it. Ann replied Nf6 on 1 Apr; Cy's Nc3, sent 5 Apr, counts
    // from 2 Apr (received, assumed): 3 days in a new count.
    let mut p = desk();
    let rules = RuleSet::email();
    let ledger = game_ledger(&p, GameId(2)).unwrap();
    assert_eq!(
        ledger.claim_deadline(&rules, Color::White, 1),
        Some(ClaimDeadline::WithReplyTo {
            claimant: Color::Black,
            claimant_move: 10,
            control_move: 10,
            sent: None
        })
    );
    let start = p.clone();
    let claim = Claim {
        claimant: Color::Black,
        period: 1,
        sent: d(3, 27),
        received: d(3, 28),
        protest: None,
        decision: None,
    };
    let mut undos = vec![
        run(
            &mut p,
            LedgerCommand::MakeClaim {
                game: GameId(2),
                claim,
                index: None,
            },
        )
        .unwrap(),
    ];
    let made = p.clone();
    undos.push(
        run(
            &mut p,
            LedgerCommand::RecordProtest {
                game: GameId(2),
                claim: 0,
                protest: Some(d(4, 5)),
            },
        )
        .unwrap(),
    );
    undos.push(
        run(
            &mut p,
            LedgerCommand::DecideClaim {
                game: GameId(2),
                claim: 0,
                decision: Some(ClaimDecision::Upheld),
            },
        )
        .unwrap(),
    );
    let g = p.hand_edit().game(GameId(2)).unwrap();
    g.moves
        .push(MoveRecord::new("Nf6").dated(None, Some(d(4, 1))));
    g.moves
        .push(MoveRecord::new("Nc3").dated(None, Some(d(4, 5))));
    let ledger = game_ledger(&p, GameId(2)).unwrap();
    let nc3 = &ledger.rows[4];
    assert!(nc3.restarted);
    assert_eq!(nc3.days.days, 3);
    assert_eq!(nc3.total, 3);
    assert_eq!(ledger.white.days_left, 37);
    assert!(nc3.explanation.total.contains("E7.4"));
    p.hand_edit().game(GameId(2)).unwrap().moves.truncate(3);
    // Undo, step by step, back to where the claim was made, then before it.
    ccdesk::domain::command::undo(&mut p, undos.pop().unwrap());
    ccdesk::domain::command::undo(&mut p, undos.pop().unwrap());
    assert_eq!(p, made);
    ccdesk::domain::command::undo(&mut p, undos.pop().unwrap());
    assert_eq!(p, start);
}

#[test]
fn e7_6_a_barred_claimant_cannot_claim_again_in_that_period() {
    // rule: E7.6
    let mut p = desk();
    let claim = Claim {
        claimant: Color::Black,
        period: 1,
        sent: d(3, 27),
        received: d(3, 28),
        protest: None,
        decision: Some(ClaimDecision::Dismissed {
            no_further_claims: true,
        }),
    };
    run(
        &mut p,
        LedgerCommand::MakeClaim {
            game: GameId(2),
            claim: claim.clone(),
            index: None,
        },
    )
    .unwrap();
    let before = p.clone();
    let again = Claim {
        decision: None,
        ..claim
    };
    let refused = run(
        &mut p,
        LedgerCommand::MakeClaim {
            game: GameId(2),
            claim: again.clone(),
            index: None,
        },
    );
    assert!(matches!(
        refused,
        Err(DomainError::Ledger(LedgerCommandError::ClaimRefused(_)))
    ));
    assert_eq!(p, before);
    // The next period is open again.
    run(
        &mut p,
        LedgerCommand::MakeClaim {
            game: GameId(2),
            claim: Claim { period: 2, ..again },
            index: None,
        },
    )
    .unwrap();
}

#[test]
fn e2_10_a_corrected_date_keeps_its_history_and_undoes() {
    // rule: E2.10
    // Ann stated 20 Mar for Nf3; it went out on 22 Mar. Bob corrects it on
    // 24 Mar: 12 days instead of 10, the stated date kept.
    let mut p = desk();
    let before = p.clone();
    let correct = LedgerCommand::CorrectDate {
        game: GameId(1),
        ply: 2,
        field: DateField::Sent,
        corrected: d(3, 22),
        noted_on: Some(d(3, 24)),
    };
    let undo = run(&mut p, correct.clone()).unwrap();
    let ledger = game_ledger(&p, GameId(1)).unwrap();
    assert_eq!(ledger.rows[2].days.days, 12);
    assert!(ledger.rows[2].corrected);
    assert!(
        ledger.rows[2]
            .explanation
            .days
            .contains("sent date corrected from 20 Mar (E2.10)"),
        "{}",
        ledger.rows[2].explanation.days
    );
    assert_eq!(p.games()[0].clock.corrections.len(), 1);
    ccdesk::domain::command::undo(&mut p, undo);
    assert_eq!(p, before);
    run(&mut p, correct).unwrap();
    assert_eq!(p.games()[0].moves[2].sent, Some(d(3, 22)));
    assert_eq!(p.games()[0].clock.corrections.len(), 1);
    // A correction that would send a move before it was received is refused.
    assert!(matches!(
        run(
            &mut p,
            LedgerCommand::CorrectDate {
                game: GameId(1),
                ply: 2,
                field: DateField::Sent,
                corrected: d(3, 9),
                noted_on: None,
            },
        ),
        Err(DomainError::Ledger(LedgerCommandError::BadDate(_)))
    ));
}

#[test]
fn e6_1_an_event_copies_a_preset_and_changes_its_numbers() {
    // rule: E6.1
    // A club plays email games at 30 days per 10 moves: g1's White has
    // 30 - 12 = 18 days left instead of 28.
    let mut p = desk();
    let before = p.clone();
    let mut club = RuleSet::email();
    club.name = "Club email".to_owned();
    club.control.days = 30;
    let mut undos = vec![
        run(
            &mut p,
            LedgerCommand::AddRuleSet {
                rule_set: Box::new(club.clone()),
                index: None,
            },
        )
        .unwrap(),
    ];
    undos.push(
        run(
            &mut p,
            LedgerCommand::SetGameRules {
                game: GameId(1),
                rules: "Club email".to_owned(),
            },
        )
        .unwrap(),
    );
    assert_eq!(game_ledger(&p, GameId(1)).unwrap().white.days_left, 18);
    // Change a number of the rule set: 35 days.
    club.control.days = 35;
    club.name = "Club email 35".to_owned();
    undos.push(
        run(
            &mut p,
            LedgerCommand::SetRuleSet {
                index: 2,
                rule_set: Box::new(club),
            },
        )
        .unwrap(),
    );
    assert_eq!(p.games()[0].rules, "Club email 35");
    assert_eq!(game_ledger(&p, GameId(1)).unwrap().white.days_left, 23);
    // In use: cannot be removed.
    assert!(matches!(
        run(&mut p, LedgerCommand::RemoveRuleSet { index: 2 }),
        Err(DomainError::Ledger(LedgerCommandError::RuleSetInUse { .. }))
    ));
    while let Some(undo) = undos.pop() {
        ccdesk::domain::command::undo(&mut p, undo);
    }
    assert_eq!(p, before);
}

#[test]
fn leave_and_dates_commands_undo_exactly() {
    // rule: E8.3
    let mut p = desk();
    let before = p.clone();
    let mut granted = PlayerLeave::new(BOB, d(5, 1), d(5, 31));
    granted.granted_by_td = true;
    granted.announced = Some(d(4, 20));
    let mut undos = vec![
        run(
            &mut p,
            LedgerCommand::AddLeave {
                leave: PlayerLeave::new(ANN, d(4, 1), d(4, 10)),
                index: None,
            },
        )
        .unwrap(),
        run(
            &mut p,
            LedgerCommand::AddLeave {
                leave: granted,
                index: None,
            },
        )
        .unwrap(),
        run(&mut p, LedgerCommand::RemoveLeave { index: 0 }).unwrap(),
        run(
            &mut p,
            LedgerCommand::SetDates {
                game: GameId(1),
                dates: vec![
                    MoveDates {
                        ply: 1,
                        received: Some(d(3, 5)),
                        sent: Some(d(3, 9)),
                    },
                    MoveDates {
                        ply: 3,
                        received: Some(d(3, 22)),
                        sent: Some(d(3, 23)),
                    },
                ],
            },
        )
        .unwrap(),
    ];
    assert_eq!(p.leave().len(), 1);
    assert_eq!(p.games()[0].moves[1].received, Some(d(3, 5)));
    // Leave ending before it begins, or for nobody, is refused.
    assert!(
        run(
            &mut p,
            LedgerCommand::AddLeave {
                leave: PlayerLeave::new(ANN, d(4, 10), d(4, 1)),
                index: None,
            },
        )
        .is_err()
    );
    assert!(matches!(
        run(
            &mut p,
            LedgerCommand::AddLeave {
                leave: PlayerLeave::new(PlayerId(99), d(4, 1), d(4, 2)),
                index: None,
            },
        ),
        Err(DomainError::UnknownPlayer(_))
    ));
    while let Some(undo) = undos.pop() {
        ccdesk::domain::command::undo(&mut p, undo);
    }
    assert_eq!(p, before);
}

#[test]
fn leave_claims_and_penalties_survive_the_file() {
    // rule: E8.1
    // rule: E7.4
    // rule: E6.6
    let mut p = desk();
    let mut club = RuleSet::postal();
    club.name = "Club post".to_owned();
    club.excluded_dates.push(d(4, 3));
    for command in [
        LedgerCommand::AddLeave {
            leave: PlayerLeave::new(ANN, d(3, 12), d(3, 15)),
            index: None,
        },
        LedgerCommand::AddPenalty {
            game: GameId(1),
            penalty: Penalty::new(Color::Black, 2, PenaltyReason::WrongRepetition),
            index: None,
        },
        LedgerCommand::MakeClaim {
            game: GameId(2),
            claim: Claim {
                claimant: Color::Black,
                period: 1,
                sent: d(3, 27),
                received: d(3, 28),
                protest: Some(d(4, 2)),
                decision: Some(ClaimDecision::Upheld),
            },
            index: None,
        },
        LedgerCommand::CorrectDate {
            game: GameId(1),
            ply: 2,
            field: DateField::Sent,
            corrected: d(3, 22),
            noted_on: None,
        },
        LedgerCommand::AddRuleSet {
            rule_set: Box::new(club),
            index: None,
        },
    ] {
        run(&mut p, command).unwrap();
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("desk.ron");
    project_file::save(&path, &p).unwrap();
    let back = project_file::load(&path).unwrap();
    assert_eq!(back, p);
    assert_eq!(
        game_ledger(&back, GameId(1)).unwrap(),
        game_ledger(&p, GameId(1)).unwrap()
    );
}

#[test]
fn a_file_without_ledger_fields_loads_with_the_presets() {
    let text = "(format_version: 1, name: \"old\")";
    let p = project_file::from_ron(text, std::path::Path::new("old.ron")).unwrap();
    assert_eq!(p.rule_sets(), vec![RuleSet::email(), RuleSet::postal()]);
    assert!(p.leave().is_empty());
    // And an untouched project writes none of them.
    let written = project_file::to_ron(&Project::new("new")).unwrap();
    assert!(!written.contains("rule_sets"), "{written}");
    assert!(!written.contains("clock"), "{written}");
}
