//! Adjudication deadlines worked out by hand with dates: the C25 defaults,
//! the 30 days of E10.1-3, E10.4 (no analysis, no appeal), the notification
//! of E10.5 and the 14 days of C27 and E11.1.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::adjudication::{
    AdjudicationCase, AdjudicationCommand, AdjudicationError, Appeal, AppealBody, AppealRuling,
    CaseState, Claim, ClaimDeadlines, ClaimKind, Conflict, DefaultRuling, Opinion,
    OrganiserOverride, OverrideAction, Party, Procedure, Purpose, Referral, Verdict,
};
use ccdesk::domain::colour::Colour;
use ccdesk::domain::command::{Command, DomainError, apply};
use ccdesk::domain::game::{Game, GameResult, MoveRecord, Outcome, Termination};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::SeasonCalendar;
use chrono::NaiveDate;

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// A season 2025-26 with the seed's dates (play closes 15 Jun 2026,
/// submissions 30 Jun, both-default 7 Jul) and one unfinished game g1.
fn project() -> Project {
    let mut p = Project::new("test");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann White"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Black"));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Inter-Office 2025-26");
    for san in ["e4", "e5", "Nf3", "Nc6"] {
        g.moves.push(MoveRecord::new(san));
    }
    p.hand_edit().games.push(g);
    // The demo's competition, season 2025-26, with the seed's dates.
    let mut competition = ccdesk::domain::demo::demo_project()
        .competition()
        .cloned()
        .unwrap();
    for season in &mut competition.seasons {
        season.divisions.clear();
    }
    assert_eq!(
        competition.seasons[0].calendar,
        SeasonCalendar::default_for(2025).unwrap()
    );
    *p.hand_edit().competition = Some(competition);
    p
}

fn run(p: &mut Project, c: AdjudicationCommand) -> Result<(), DomainError> {
    apply(p, Command::Adjudication(c)).map(|_| ())
}

fn open_inter_office(p: &mut Project) {
    run(
        p,
        AdjudicationCommand::Open {
            game: GameId(1),
            procedure: Procedure::InterOffice,
            close_of_play: d(6, 15),
        },
    )
    .unwrap();
}

fn claim(
    side: Colour,
    kind: ClaimKind,
    submitted: NaiveDate,
    analysis: &str,
) -> AdjudicationCommand {
    AdjudicationCommand::SubmitClaim {
        game: GameId(1),
        claim: Claim {
            side,
            kind,
            submitted,
            analysis: analysis.into(),
        },
    }
}

fn case(p: &Project) -> &AdjudicationCase {
    p.adjudication(GameId(1)).unwrap()
}

fn result(p: &Project) -> Option<GameResult> {
    p.game(GameId(1)).unwrap().result
}

// rule: C25
#[test]
fn c25_deadlines_come_from_the_season_calendar() {
    let cal = SeasonCalendar::default_for(2025).unwrap();
    let dl = ClaimDeadlines::inter_office(&cal);
    assert_eq!(dl.submissions, d(6, 30));
    assert_eq!(dl.cure, d(7, 7), "30 June + seven more days");
    assert_eq!(dl.both_default, Some(d(7, 7)));
}

// rule: C25
// rule: C24
#[test]
fn c25_only_white_complied_and_black_does_not_put_it_right_within_seven_days() {
    let mut p = project();
    open_inter_office(&mut p);
    run(&mut p, claim(Colour::White, ClaimKind::Win, d(6, 28), "")).unwrap();

    // 30 June: Black's claim was due today.
    let due = case(&p).due(d(6, 30));
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].from, Party::Side(Colour::Black));
    assert_eq!(due[0].by, Some(d(6, 30)));
    assert_eq!(due[0].rule, "C24");
    // 1 July: Black failed; he may still put it right by 7 July (C25).
    let due = case(&p).due(d(7, 1));
    assert_eq!((due[0].by, due[0].rule), (Some(d(7, 7)), "C25"));
    // 7 July is the last day: no default yet.
    assert_eq!(case(&p).default_due(d(7, 7)), None);
    assert_eq!(case(&p).state(d(7, 7)), CaseState::WaitingForClaims);
    // 8 July: White's claim is upheld.
    assert_eq!(
        case(&p).default_due(d(7, 8)),
        Some(DefaultRuling::ClaimUpheld {
            side: Colour::White,
            verdict: Verdict::WhiteWins
        })
    );
    let due = case(&p).due(d(7, 8));
    assert_eq!(due[0].from, Party::Organiser);
    assert_eq!(due[0].rule, "C25");
    // Too early to apply it on 7 July.
    assert!(matches!(
        run(
            &mut p,
            AdjudicationCommand::ApplyDefault {
                game: GameId(1),
                today: d(7, 7)
            }
        ),
        Err(DomainError::Adjudication(
            AdjudicationError::NoDefault { .. }
        ))
    ));
    run(
        &mut p,
        AdjudicationCommand::ApplyDefault {
            game: GameId(1),
            today: d(7, 8),
        },
    )
    .unwrap();
    assert_eq!(
        result(&p),
        Some(GameResult {
            outcome: Outcome::WhiteWins,
            termination: Termination::Default
        })
    );
    assert_eq!(case(&p).state(d(7, 8)), CaseState::Final);
    assert!(case(&p).due(d(7, 8)).is_empty());
}

// rule: C25
#[test]
fn c25_a_late_claim_within_the_seven_days_puts_it_right() {
    let mut p = project();
    open_inter_office(&mut p);
    run(&mut p, claim(Colour::White, ClaimKind::Win, d(6, 30), "")).unwrap();
    run(&mut p, claim(Colour::Black, ClaimKind::Draw, d(7, 5), "")).unwrap();
    assert_eq!(case(&p).default_due(d(7, 20)), None);
    assert_eq!(case(&p).state(d(7, 5)), CaseState::WithAdjudicators);
    let due = case(&p).due(d(7, 5));
    assert_eq!(due[0].from, Party::Organiser);
    assert!(
        due[0]
            .what
            .to_string()
            .contains("2 independent adjudicators"),
        "{}",
        due[0]
    );
    assert_eq!(due[0].rule, "C26");
}

// rule: C25
#[test]
fn c25_a_claim_after_the_seven_days_does_not_count() {
    let mut p = project();
    open_inter_office(&mut p);
    run(&mut p, claim(Colour::Black, ClaimKind::Draw, d(6, 29), "")).unwrap();
    run(&mut p, claim(Colour::White, ClaimKind::Win, d(7, 8), "")).unwrap();
    assert!(case(&p).counted_claim(Colour::White).is_none());
    // Black claimed a draw: his claim is upheld, a draw by default.
    run(
        &mut p,
        AdjudicationCommand::ApplyDefault {
            game: GameId(1),
            today: d(7, 8),
        },
    )
    .unwrap();
    assert_eq!(
        result(&p),
        Some(GameResult {
            outcome: Outcome::Draw,
            termination: Termination::Default
        })
    );
}

// rule: C25
#[test]
fn c25_neither_side_by_7_july_is_a_loss_to_both() {
    let mut p = project();
    open_inter_office(&mut p);
    assert_eq!(case(&p).due(d(6, 20)).len(), 2);
    assert_eq!(case(&p).default_due(d(7, 7)), None);
    assert_eq!(
        case(&p).default_due(d(7, 8)),
        Some(DefaultRuling::LossToBoth)
    );
    run(
        &mut p,
        AdjudicationCommand::ApplyDefaults { today: d(7, 8) },
    )
    .unwrap();
    assert_eq!(
        result(&p),
        Some(GameResult {
            outcome: Outcome::LossToBoth,
            termination: Termination::Default
        })
    );
    // No claim was made, so no fee is owed (C28).
    assert!(case(&p).fees(d(9, 1)).is_empty());
}

// rule: C25
#[test]
fn c25_the_organiser_may_override_in_exceptional_circumstances() {
    // An extension: Black's claim of 12 July counts.
    let mut p = project();
    open_inter_office(&mut p);
    run(&mut p, claim(Colour::White, ClaimKind::Win, d(6, 28), "")).unwrap();
    let order = |action| AdjudicationCommand::Override {
        game: GameId(1),
        order: OrganiserOverride {
            date: d(7, 6),
            action,
            reason: "postal strike".into(),
        },
    };
    run(&mut p, order(OverrideAction::ExtendClaims(d(7, 14)))).unwrap();
    assert_eq!(case(&p).default_due(d(7, 8)), None);
    run(&mut p, claim(Colour::Black, ClaimKind::Draw, d(7, 12), "")).unwrap();
    assert_eq!(case(&p).state(d(7, 12)), CaseState::WithAdjudicators);

    // Send to the panel although the default is due.
    let mut p = project();
    open_inter_office(&mut p);
    run(&mut p, claim(Colour::White, ClaimKind::Win, d(6, 28), "")).unwrap();
    run(&mut p, order(OverrideAction::ReferToPanel)).unwrap();
    assert_eq!(case(&p).default_due(d(7, 8)), None);
    assert_eq!(case(&p).state(d(7, 8)), CaseState::WithAdjudicators);

    // Score the game directly.
    let mut p = project();
    open_inter_office(&mut p);
    run(&mut p, order(OverrideAction::Score(Outcome::Draw))).unwrap();
    assert_eq!(result(&p).map(|r| r.outcome), Some(Outcome::Draw));
    assert_eq!(case(&p).state(d(7, 8)), CaseState::Final);
}

fn open_email(p: &mut Project) {
    run(
        p,
        AdjudicationCommand::Open {
            game: GameId(1),
            procedure: Procedure::Email,
            close_of_play: d(3, 1),
        },
    )
    .unwrap();
}

// rule: E10.1-3
#[test]
fn e10_both_submit_within_30_days_of_the_close_of_play() {
    let mut p = project();
    open_email(&mut p);
    assert_eq!(case(&p).deadlines.submissions, d(3, 31));
    let due = case(&p).due(d(3, 10));
    assert_eq!(due.len(), 2);
    assert!(
        due.iter()
            .all(|x| x.by == Some(d(3, 31)) && x.rule == "E10.1-3")
    );
    // One side only: after the 30 days the adjudicator judges anyway (no C25 default).
    run(
        &mut p,
        claim(Colour::White, ClaimKind::Win, d(3, 20), "1.Qh5 wins"),
    )
    .unwrap();
    assert_eq!(case(&p).default_due(d(4, 30)), None);
    assert_eq!(case(&p).state(d(3, 31)), CaseState::WaitingForClaims);
    assert_eq!(case(&p).state(d(4, 1)), CaseState::WithAdjudicators);
    // Neither side: the TD decides (E13.2).
    let mut q = project();
    open_email(&mut q);
    let due = case(&q).due(d(4, 1));
    assert!(
        due.iter()
            .any(|x| x.from == Party::Organiser && x.rule == "E13.2")
    );
}

fn decide_email(p: &mut Project) {
    open_email(p);
    run(
        p,
        claim(
            Colour::White,
            ClaimKind::Win,
            d(3, 20),
            "23.Rxf7! Kxf7 24.Qh5+ and wins",
        ),
    )
    .unwrap();
    run(p, claim(Colour::Black, ClaimKind::Draw, d(3, 25), "")).unwrap();
    run(
        p,
        AdjudicationCommand::Refer {
            game: GameId(1),
            referral: Referral {
                adjudicator: "A. Judge".into(),
                sent: d(3, 26),
                purpose: Purpose::Adjudication,
            },
        },
    )
    .unwrap();
    run(
        p,
        AdjudicationCommand::RecordOpinion {
            game: GameId(1),
            opinion: Opinion {
                adjudicator: "A. Judge".into(),
                received: d(4, 10),
                verdict: Verdict::Draw,
                reasons: "Black holds with 23...Rf8".into(),
            },
        },
    )
    .unwrap();
    run(
        p,
        AdjudicationCommand::Notify {
            game: GameId(1),
            notified: d(4, 12),
        },
    )
    .unwrap();
}

// rule: E10.4
// rule: E10.5
#[test]
fn e10_4_a_side_without_analysis_has_no_right_of_appeal() {
    let mut p = project();
    decide_email(&mut p);
    let decision = case(&p).decision.clone().unwrap();
    // The notification says who may appeal: White sent analysis, Black did not.
    assert_eq!(decision.appealable_by, vec![Colour::White]);
    assert_eq!(decision.appeal_deadline, d(4, 26));
    assert_eq!(
        result(&p).map(|r| (r.outcome, r.termination)),
        Some((Outcome::Draw, Termination::Adjudication))
    );
    let e = run(
        &mut p,
        AdjudicationCommand::Appeal {
            game: GameId(1),
            appeal: Appeal {
                side: Colour::Black,
                mailed: d(4, 14),
                analysis: "I win after all".into(),
            },
        },
    )
    .unwrap_err();
    assert!(
        matches!(&e, DomainError::Adjudication(AdjudicationError::NoRightOfAppeal { side: Colour::Black, bar }) if bar.rule() == "E10.4"),
        "{e}"
    );
    // Only White's optional appeal is due.
    let due = case(&p).due(d(4, 20));
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].from, Party::Side(Colour::White));
    // After 26 April nobody can appeal: the decision is final.
    assert_eq!(case(&p).state(d(4, 26)), CaseState::Decided);
    assert_eq!(case(&p).state(d(4, 27)), CaseState::Final);
}

// rule: E10.4
#[test]
fn e10_4_when_neither_sent_analysis_the_decision_is_final_at_once() {
    let mut p = project();
    open_email(&mut p);
    run(&mut p, claim(Colour::White, ClaimKind::Win, d(3, 20), "")).unwrap();
    run(
        &mut p,
        claim(Colour::Black, ClaimKind::Draw, d(3, 21), "  "),
    )
    .unwrap();
    run(
        &mut p,
        AdjudicationCommand::Refer {
            game: GameId(1),
            referral: Referral {
                adjudicator: "A. Judge".into(),
                sent: d(3, 22),
                purpose: Purpose::Adjudication,
            },
        },
    )
    .unwrap();
    run(
        &mut p,
        AdjudicationCommand::RecordOpinion {
            game: GameId(1),
            opinion: Opinion {
                adjudicator: "A. Judge".into(),
                received: d(4, 1),
                verdict: Verdict::WhiteWins,
                reasons: String::new(),
            },
        },
    )
    .unwrap();
    run(
        &mut p,
        AdjudicationCommand::Notify {
            game: GameId(1),
            notified: d(4, 2),
        },
    )
    .unwrap();
    assert!(case(&p).decision.as_ref().unwrap().appealable_by.is_empty());
    assert_eq!(case(&p).state(d(4, 2)), CaseState::Final);
}

fn appeal_white(p: &mut Project, mailed: NaiveDate) -> Result<(), DomainError> {
    run(
        p,
        AdjudicationCommand::Appeal {
            game: GameId(1),
            appeal: Appeal {
                side: Colour::White,
                mailed,
                analysis: "Further: 25.Qh7+ Kf8 26.Qh8+ and wins".into(),
            },
        },
    )
}

// rule: E11.1
#[test]
fn e11_1_an_appeal_is_mailed_within_14_days_of_the_notification() {
    let mut p = project();
    decide_email(&mut p);
    let e = appeal_white(&mut p, d(4, 27)).unwrap_err();
    assert_eq!(
        e,
        DomainError::Adjudication(AdjudicationError::AppealLate { deadline: d(4, 26) })
    );
    appeal_white(&mut p, d(4, 26)).unwrap();
    assert_eq!(case(&p).state(d(4, 27)), CaseState::UnderAppeal);
}

// rule: E11.2
// rule: E11.3
// rule: C26
#[test]
fn e11_2_another_adjudicators_ruling_is_final() {
    let mut p = project();
    decide_email(&mut p);
    // E11.3: further analysis goes with the appeal.
    appeal_white(&mut p, d(4, 20)).unwrap();
    assert!(case(&p).appeals[0].analysis.contains("25.Qh7+"));
    let due = case(&p).due(d(4, 21));
    assert_eq!(due[0].rule, "E11.2");
    let ruling = |by: &str| AdjudicationCommand::RuleOnAppeal {
        game: GameId(1),
        ruling: AppealRuling {
            body: AppealBody::SecondAdjudicator,
            by: by.into(),
            ruled: d(5, 10),
            verdict: Verdict::WhiteWins,
        },
    };
    // The first adjudicator may not rule on the appeal against himself.
    assert_eq!(
        run(&mut p, ruling("A. Judge")),
        Err(DomainError::Adjudication(
            AdjudicationError::NotIndependent("A. Judge".into())
        ))
    );
    // Nor may a player of the game (C26 independence).
    let refused = run(&mut p, ruling("Ann White")).unwrap_err();
    assert_eq!(
        refused,
        DomainError::Adjudication(AdjudicationError::NotIndependentOfGame(Conflict::PlaysIn {
            name: "Ann White".into(),
            side: Colour::White,
            game: GameId(1),
        }))
    );
    assert!(
        refused
            .to_string()
            .starts_with("Ann White plays White in game g1: "),
        "{refused}"
    );
    run(&mut p, ruling("B. Second")).unwrap();
    assert_eq!(case(&p).state(d(5, 10)), CaseState::Final);
    assert_eq!(result(&p).map(|r| r.outcome), Some(Outcome::WhiteWins));
    // No further appeal and no further ruling is accepted.
    assert!(run(&mut p, ruling("C. Third")).is_err());
    assert!(appeal_white(&mut p, d(5, 11)).is_err());
    // The email rules charge no fees.
    assert!(case(&p).fees(d(6, 1)).is_empty());
}

// rule: C26
#[test]
fn c26_positions_go_to_two_independent_adjudicators_and_a_third_on_disagreement() {
    let mut p = project();
    open_inter_office(&mut p);
    run(&mut p, claim(Colour::White, ClaimKind::Win, d(6, 28), "")).unwrap();
    // Not before both claims are in.
    let refer = |name: &str, sent, purpose| AdjudicationCommand::Refer {
        game: GameId(1),
        referral: Referral {
            adjudicator: name.into(),
            sent,
            purpose,
        },
    };
    assert!(run(&mut p, refer("A", d(6, 29), Purpose::Adjudication)).is_err());
    run(&mut p, claim(Colour::Black, ClaimKind::Draw, d(6, 29), "")).unwrap();
    run(&mut p, refer("A", d(7, 1), Purpose::Adjudication)).unwrap();
    // The same adjudicator twice is not independent.
    assert!(matches!(
        run(&mut p, refer("A", d(7, 1), Purpose::Adjudication)),
        Err(DomainError::Adjudication(
            AdjudicationError::NotIndependent(_)
        ))
    ));
    // No third before a disagreement.
    assert!(run(&mut p, refer("C", d(7, 1), Purpose::Tiebreak)).is_err());
    run(&mut p, refer("B", d(7, 1), Purpose::Adjudication)).unwrap();
    // Claims are closed once the position is with the panel.
    assert!(run(&mut p, claim(Colour::White, ClaimKind::Draw, d(7, 2), "")).is_err());
    let opinion = |name: &str, verdict| AdjudicationCommand::RecordOpinion {
        game: GameId(1),
        opinion: Opinion {
            adjudicator: name.into(),
            received: d(7, 20),
            verdict,
            reasons: format!("{name}'s reasons"),
        },
    };
    run(&mut p, opinion("A", Verdict::WhiteWins)).unwrap();
    run(&mut p, opinion("B", Verdict::Draw)).unwrap();
    assert!(case(&p).needs_tiebreak());
    let due = case(&p).due(d(7, 21));
    assert!(
        due.iter()
            .any(|x| x.what.to_string().contains("third adjudicator")),
        "{due:?}"
    );
    assert!(
        run(
            &mut p,
            AdjudicationCommand::Notify {
                game: GameId(1),
                notified: d(7, 21)
            }
        )
        .is_err()
    );
    run(&mut p, refer("C", d(7, 20), Purpose::Tiebreak)).unwrap();
    assert_eq!(case(&p).first_views().len(), 2);
    run(&mut p, opinion("C", Verdict::Draw)).unwrap();
    assert_eq!(case(&p).panel_verdict().map(|v| v.0), Some(Verdict::Draw));
}

// rule: C24, C10 — the desk's one list of deadlines (`ccdesk due`) holds
// the adjudication's steps and, on the organiser's desk, the season's
// calendar. White claimed on 28 June; Black's claim is due by 30 June
// (C24): on a desk without an owner (the organiser's) and on Black's, not
// on White's. The demo's calendar asks for Lloyd's Register's entry by
// 1 Sep 2025 (C10, the seed's date): listed on the organiser's desk (no
// owner), not on Ian Lockwood's, who is a player and not the organiser.
#[test]
fn the_desks_deadlines_hold_the_adjudication_steps_and_the_organisers_calendar() {
    use ccdesk::domain::deadlines::deadlines;
    let mut p = project();
    open_inter_office(&mut p);
    run(&mut p, claim(Colour::White, ClaimKind::Win, d(6, 28), "")).unwrap();
    let listed = |p: &Project| -> Vec<(NaiveDate, Option<GameId>, String, String)> {
        deadlines(p, d(6, 30))
            .into_iter()
            .map(|x| (x.date, x.game, x.rule, x.what))
            .collect()
    };
    let black_claim = (
        d(6, 30),
        Some(GameId(1)),
        "C24".to_owned(),
        "g1 (Ann White - Bob Black): Black: claim (win or draw), the score and two diagrams by 30 Jun 2026 (C24)"
            .to_owned(),
    );
    assert_eq!(listed(&p), std::slice::from_ref(&black_claim));
    *p.hand_edit().owner = Some(PlayerId(2));
    assert_eq!(listed(&p), [black_claim]);
    *p.hand_edit().owner = Some(PlayerId(1));
    assert!(listed(&p).is_empty(), "{:?}", listed(&p));

    let entry = |p: &Project| {
        deadlines(p, d(6, 30)).into_iter().any(|x| {
            x.game.is_none()
                && x.rule == "C10"
                && x.date == NaiveDate::from_ymd_opt(2025, 9, 1).unwrap()
                && x.what == "entry of Lloyd's Register not recorded"
        })
    };
    let mut demo = ccdesk::domain::demo::demo_project();
    assert_eq!(demo.player_name(demo.owner().unwrap()), "Ian Lockwood");
    assert!(!entry(&demo), "a player's desk lists no organiser's step");
    *demo.hand_edit().owner = None;
    assert!(entry(&demo));
}
