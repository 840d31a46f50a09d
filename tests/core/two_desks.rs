#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Two players, one game, never two truths: White's project and Black's
//! play seeded random games against each other only through the messages
//! one composes ([`plan_send`], as `ccdesk message compose --record`) and
//! the other reads and applies ([`read_message`] and [`plan_reading`], as
//! `ccdesk message read --apply`), with random transit times, thinking
//! times over weekends, leave announced by both sides, conditional lines
//! accepted and broken, messages lost and repeated after the silence
//! (E3.1), and a share of injected faults: an illegal move, a wrong
//! repetition, wrong totals, a sending date after the arrival (E2.10).
//!
//! At every step: both copies' ledgers are equal, every figure of every
//! message equals the sender's ledger, an honest message gives no finding,
//! and each injected fault gives its finding (then the referral goes back
//! and both copies agree again; a corrected date once the next message
//! has told the sender, E2.10).
//!
//! `cargo test --test core two_desks` runs 150 games; the long run is
//! `CCDESK_SIM_GAMES=10000 cargo test --release --test core two_desks -- --nocapture`.
//!
//! rule: E2.5 E2.10 E2.11 E3.1 E4.1 E4.2 E4.5 E4.6 E6.4 E6.5 E6.6 E8.2

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::{Ledger, LedgerCommand, PlayerLeave, game_ledger};
use ccdesk::domain::message::{
    Arrived, Finding, ReadOptions, SendError, SendPlan, leave_announcement, long_date, other_kind,
    plan_reading, plan_send, read_message, referral, repeat_after_silence, stated_kind,
};
use ccdesk::domain::notation::{Notation, format_move};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::{Days, NaiveDate};
use shakmaty::{Color, Position};

const G: GameId = GameId(1);

/// A small seeded generator (xorshift64*), so every run plays the same games.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// The two desks of one game.
struct Desks {
    /// White's copy, then Black's.
    copies: [Project; 2],
}

fn desk(owner: u32, start: NaiveDate) -> Project {
    let mut p = Project::new("desk".to_owned());
    for (id, name, email) in [
        (1, "Ann Smith", "ann@example.org"),
        (2, "Bo Berg", "bo@example.org"),
    ] {
        let mut player = Player::new(PlayerId(id), name);
        player.email = email.to_owned();
        apply(&mut p, Command::AddPlayer(player)).unwrap();
    }
    let mut game = Game::new(G, PlayerId(1), PlayerId(2), "Club email friendlies");
    game.start = Some(start);
    apply(
        &mut p,
        Command::AddGame {
            game: Box::new(game),
            index: None,
        },
    )
    .unwrap();
    apply(&mut p, Command::SetOwner(Some(PlayerId(owner)))).unwrap();
    p
}

fn index(side: Color) -> usize {
    match side {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The figures both copies must agree on (the day a move arrived is the
/// receiver's own record and is left out).
/// Each row's (days, penalty days, total), then each side's total and days left.
type Figures = (Vec<(u32, u32, u32)>, u32, u32, i64, i64);

fn figures(ledger: &Ledger) -> Figures {
    (
        ledger
            .rows
            .iter()
            .map(|r| (r.days.days, r.penalty_days, r.total))
            .collect(),
        ledger.white.total,
        ledger.black.total,
        ledger.white.days_left,
        ledger.black.days_left,
    )
}

#[derive(Debug, Default)]
struct Counts {
    games: u64,
    messages: u64,
    faults: u64,
    continuations: u64,
    leave: u64,
    corrections: u64,
    repeats: u64,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Fault {
    Illegal,
    WrongRepetition,
    WrongTotal,
    /// A sending date after the day the message arrived (E2.10).
    ImpossibleDate,
}

impl Desks {
    fn assert_agree(&self, context: &str) {
        let w = game_ledger(&self.copies[0], G).unwrap();
        let b = game_ledger(&self.copies[1], G).unwrap();
        assert_eq!(figures(&w), figures(&b), "{context}: the copies disagree");
        assert_eq!(
            self.copies[0].game(G).unwrap().moves.len(),
            self.copies[1].game(G).unwrap().moves.len(),
            "{context}: the copies hold different moves"
        );
    }

    /// `side` reads `text`, arrived on `arrived`, and applies it.
    fn deliver(&mut self, side: Color, text: &str, arrived: NaiveDate) -> Vec<Finding> {
        let project = &self.copies[index(side)];
        // Mail carries its sender's address (E2.4): only the opponent's
        // moves his pieces.
        let options = ReadOptions {
            arrived: Some(arrived),
            from_email: Some(email_of(project, !side)),
            ..ReadOptions::default()
        };
        let reading = read_message(project, text, &options);
        let plan = plan_reading(
            project,
            &reading,
            Arrived {
                text,
                date: arrived,
                subject: "",
            },
            Some(G),
        )
        .unwrap_or_else(|e| panic!("{e}\n{text}\n{:?}", reading.findings));
        // The referral is written from the copy as the message found it.
        let game = project.game(G).unwrap().clone();
        let letter = referral(project, &game, &reading, arrived);
        apply(&mut self.copies[index(side)], plan.command).unwrap();
        let moving = other_kind(stated_kind(text)).is_none();
        if moving && !reading.is_valid() {
            // The referral goes back (E4.2) and is applied by the sender.
            let back = arrived + Days::new(1);
            let sender = !side;
            let project = &self.copies[index(sender)];
            let reading2 = read_message(
                project,
                &letter.body,
                &ReadOptions {
                    from_email: Some(email_of(project, side)),
                    ..ReadOptions::default()
                },
            );
            let plan = plan_reading(
                project,
                &reading2,
                Arrived {
                    text: &letter.body,
                    date: back,
                    subject: &letter.subject,
                },
                Some(G),
            )
            .unwrap();
            apply(&mut self.copies[index(sender)], plan.command).unwrap();
        }
        if moving { reading.findings } else { Vec::new() }
    }
}

/// The address of the player of `side` in the game.
fn email_of(project: &Project, side: Color) -> String {
    let g = project.game(G).unwrap();
    let id = if side == Color::White {
        g.white
    } else {
        g.black
    };
    project.player(id).unwrap().email.clone()
}

/// Sends one move of `side` (and, when it meets a conditional line, the
/// reply to it): the plan and the move played.
fn send(
    desks: &mut Desks,
    rng: &mut Rng,
    side: Color,
    sent: NaiveDate,
    counts: &mut Counts,
) -> Option<SendPlan> {
    loop {
        let project = &desks.copies[index(side)];
        let game = project.game(G).unwrap();
        let replay = game.replay().unwrap();
        let pos = replay.current().clone();
        let legal = pos.legal_moves();
        if legal.is_empty() || game.is_finished() {
            return None;
        }
        // Prefer the move a proposal in force expects, half of the time.
        let expected = game
            .conditional
            .iter()
            .filter(|p| p.sent.is_some() && p.at_ply == game.moves.len())
            .flat_map(|p| p.branches.iter().map(|b| b.expected.clone()))
            .next();
        let san = match expected {
            Some(e) if rng.chance(50) => e,
            _ => format_move(
                &pos,
                &legal[rng.below(legal.len() as u64) as usize],
                Notation::San,
            ),
        };
        // A conditional line now and then: "if X then Y".
        let mut proposals = Vec::new();
        if rng.chance(25) {
            let mut after = pos.clone();
            let m = ccdesk::domain::notation::parse_move(&after, &san).unwrap();
            after.play_unchecked(m);
            let theirs = after.legal_moves();
            if let Some(x) = theirs.get(rng.below(theirs.len() as u64) as usize) {
                let xs = format_move(&after, x, Notation::San);
                after.play_unchecked(*x);
                let ours = after.legal_moves();
                if let Some(y) = ours.get(rng.below(ours.len() as u64) as usize) {
                    proposals.push(format!("{xs}, {}", format_move(&after, y, Notation::San)));
                }
            }
        }
        match plan_send(project, G, Some(&san), sent, None, &proposals) {
            Ok(plan) => {
                apply(&mut desks.copies[index(side)], plan.command.clone()).unwrap();
                return Some(plan);
            }
            Err(SendError::ReplyToContinuation { command, .. }) => {
                counts.continuations += 1;
                apply(&mut desks.copies[index(side)], *command).unwrap();
            }
            Err(e) => panic!("{san}: {e}"),
        }
    }
}

/// Move texts a mistyped message may carry.
const TYPOS: [&str; 6] = ["Kh1", "Ka8", "Qh4", "Nb8", "Rd1", "Bc1"];

/// `fault` put into the message `text` of `plan`, whose reply was played
/// in `before` (the sender's position before it).
fn inject(text: &str, fault: Fault, plan: &SendPlan, before: &shakmaty::Chess) -> String {
    let reply = &plan.message.reply;
    match fault {
        Fault::Illegal => {
            // A mistyped move that is not legal where it stands.
            let wrong = TYPOS
                .into_iter()
                .find(|t| ccdesk::domain::notation::parse_move(before, t).is_err())
                .unwrap();
            let from = reply.san_numbered();
            let to = from.replace(&reply.san, wrong);
            text.replace(&reply.display(), &to).replace(&from, &to)
        }
        Fault::WrongRepetition => {
            let Some(r) = &plan.message.repeated else {
                return text.to_owned();
            };
            let typo = TYPOS.into_iter().find(|t| *t != r.san).unwrap();
            let to = r.san_numbered().replace(&r.san, typo);
            text.replace(
                &format!("Your move:                  {}", r.display()),
                &format!("Your move:                  {to}"),
            )
            .replace(
                &format!("repeat: {}", r.san_numbered()),
                &format!("repeat: {to}"),
            )
        }
        Fault::ImpossibleDate => {
            let sent = plan.message.sent;
            let late = sent + Days::new(9);
            text.replace(&format!("\nsent: {sent}"), &format!("\nsent: {late}"))
                .replace(
                    &format!("this move on:        {}", long_date(sent)),
                    &format!("this move on:        {}", long_date(late)),
                )
        }
        Fault::WrongTotal => {
            let (w, _) = plan.message.totals.unwrap();
            text.replace(
                &format!("total-white: {w}"),
                &format!("total-white: {}", w + 7),
            )
        }
    }
}

fn play_one(seed: u64, counts: &mut Counts) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let start = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap() + Days::new(rng.below(300));
    let mut desks = Desks {
        copies: [desk(1, start), desk(2, start)],
    };
    let mut today = start;
    let mut correction_pending = false;
    let plies = 6 + rng.below(40);
    for ply in 0..plies {
        let side = if ply % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        // Leave, announced to the opponent before it starts (E8.2).
        if rng.chance(5) {
            let from = today + Days::new(1 + rng.below(3));
            let to = from + Days::new(rng.below(5));
            let me = &mut desks.copies[index(side)];
            let owner = me.owner().unwrap();
            apply(
                me,
                Command::Ledger(LedgerCommand::AddLeave {
                    leave: PlayerLeave::new(owner, from, to),
                    index: None,
                }),
            )
            .unwrap();
            let game = me.game(G).unwrap().clone();
            let player = me.player(owner).unwrap().clone();
            let td = ccdesk::domain::message::Addressee::named("TD");
            let letter = leave_announcement(me, &[&game], &player, from, to, today, &td);
            desks.deliver(!side, &letter.body, today + Days::new(1));
            counts.leave += 1;
        }
        let sent = today + Days::new(rng.below(6));
        let Some(plan) = send(&mut desks, &mut rng, side, sent, counts) else {
            break;
        };
        counts.messages += 1;
        // Every figure of the message is the sender's ledger's.
        let ledger = game_ledger(&desks.copies[index(side)], G).unwrap();
        assert_eq!(
            plan.message.totals,
            Some((ledger.white.total, ledger.black.total)),
            "seed {seed} ply {ply}: totals"
        );
        let mut text = plan.message.text();
        let mut arrived = sent + Days::new(1 + rng.below(3));
        // Now and then the message is lost: after the silence the sender
        // repeats it with all details (E3.1), and the repeat arrives.
        if !correction_pending && rng.chance(3) {
            let silence = desks.copies[index(side)]
                .rule_sets()
                .first()
                .map_or(14, |r| u64::from(r.silence.repeat_after_days));
            let repeat_on = sent + Days::new(silence + 1);
            let me = &mut desks.copies[index(side)];
            let game = me.game(G).unwrap().clone();
            let td = ccdesk::domain::message::Addressee::named("TD");
            let letter = repeat_after_silence(me, &game, repeat_on, &td).unwrap();
            let ply_sent = game.moves.iter().rposition(|m| m.sent.is_some()).unwrap();
            apply(
                me,
                Command::Ledger(LedgerCommand::RecordRepeat {
                    game: G,
                    ply: ply_sent,
                    sent: Some(repeat_on),
                }),
            )
            .unwrap();
            text = letter.body;
            arrived = repeat_on + Days::new(1);
            counts.repeats += 1;
        }
        let roll = if correction_pending {
            100
        } else {
            rng.below(100)
        };
        let fault = match roll {
            0..4 => Some(Fault::Illegal),
            4..7 if plan.message.repeated.is_some() => Some(Fault::WrongRepetition),
            7..10 => Some(Fault::WrongTotal),
            10..13 => Some(Fault::ImpossibleDate),
            _ => None,
        };
        let fault = if text.starts_with("I have had no reply") {
            None
        } else {
            fault
        };
        let findings = match fault {
            None => {
                let mut findings = desks.deliver(!side, &text, arrived);
                // rule: E2.12 — a transit longer than the email day is
                // flagged for the TD's ruling, exactly when it is longer.
                let late = arrived > sent + Days::new(1);
                let flagged = findings
                    .iter()
                    .any(|f| matches!(f, Finding::LongTransit { .. }));
                assert_eq!(late, flagged, "seed {seed} ply {ply}: {findings:?}");
                findings.retain(|f| !matches!(f, Finding::LongTransit { .. }));
                assert!(
                    findings.is_empty(),
                    "seed {seed} ply {ply}: an honest message gave {findings:?}\n{text}\n{:?}\n{:?}",
                    desks.copies[0]
                        .game(G)
                        .unwrap()
                        .moves
                        .iter()
                        .map(|m| format!("{} {:?} {:?}", m.san, m.received, m.sent))
                        .collect::<Vec<_>>(),
                    desks.copies[1]
                        .game(G)
                        .unwrap()
                        .moves
                        .iter()
                        .map(|m| format!("{} {:?} {:?}", m.san, m.received, m.sent))
                        .collect::<Vec<_>>()
                );
                findings
            }
            Some(f) => {
                counts.faults += 1;
                let before = {
                    let g = desks.copies[index(side)].game(G).unwrap();
                    let replay = g.replay().unwrap();
                    replay.positions[replay.moves.len() - 1].clone()
                };
                let findings = desks.deliver(!side, &inject(&text, f, &plan, &before), arrived);
                let found = findings.iter().any(|x| match f {
                    Fault::Illegal => matches!(x, Finding::IllegalMove { .. }),
                    Fault::WrongRepetition => matches!(x, Finding::WrongRepetition { .. }),
                    Fault::WrongTotal => matches!(x, Finding::TotalDisagrees { .. }),
                    Fault::ImpossibleDate => matches!(
                        x,
                        Finding::DateCorrected { what, .. } if what == "the date you sent your move"
                    ),
                });
                assert!(found, "seed {seed} ply {ply}: {f:?} gave {findings:?}");
                if f == Fault::ImpossibleDate {
                    // The corrected date reaches the sender with the next
                    // message (E2.10); until then the copies differ.
                    counts.corrections += 1;
                    today = arrived;
                    correction_pending = true;
                    continue;
                }
                if f != Fault::WrongTotal {
                    // Referred back and taken back: send the move again.
                    desks.assert_agree(&format!("seed {seed} ply {ply} after the referral"));
                    let again = arrived + Days::new(2);
                    let Some(plan) = send(&mut desks, &mut rng, side, again, counts) else {
                        break;
                    };
                    counts.messages += 1;
                    let findings = desks.deliver(!side, &plan.message.text(), again + Days::new(1));
                    assert!(findings.is_empty(), "seed {seed} ply {ply}: {findings:?}");
                    today = again + Days::new(1);
                    desks.assert_agree(&format!("seed {seed} ply {ply}"));
                    continue;
                }
                findings
            }
        };
        let _ = findings;
        correction_pending = false;
        desks.assert_agree(&format!("seed {seed} ply {ply}"));
        today = arrived;
        if desks.copies[0].game(G).unwrap().is_finished() {
            break;
        }
    }
    counts.games += 1;
}

#[test]
fn two_desks_never_disagree() {
    let games: u64 = std::env::var("CCDESK_SIM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(150);
    let mut counts = Counts::default();
    for seed in 0..games {
        play_one(seed, &mut counts);
    }
    println!("two desks: {counts:?}");
    assert_eq!(counts.games, games);
    assert!(
        counts.faults > 0
            && counts.continuations > 0
            && counts.leave > 0
            && counts.corrections > 0
            && counts.repeats > 0,
        "{counts:?}"
    );
}
