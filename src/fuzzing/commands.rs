//! Random sequences of every kind of [`Command`], valid and invalid, and
//! the three properties every command keeps (issue 15): see
//! [`run_commands`]. The same generator drives `cargo test` (a seeded run,
//! `tests/core/command_properties.rs`) and the fuzz target `commands`,
//! whose bytes choose the commands.
//!
//! This is a test harness kept in the library so both can link it: its
//! `unwrap`s are on dates and plans built from the demo, which exist, and
//! any panic is a finding.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::domain::adjudication::AdjudicationCommand;
use crate::domain::colour::Colour;
use crate::domain::command::{Command, apply, undo};
use crate::domain::demo::demo_project;
use crate::domain::game::{
    ConditionalProposal, DrawOffer, GameCommand, GameResult, Outcome, Termination,
};
use crate::domain::ids::{GameId, PlayerId};
use crate::domain::language::Language;
use crate::domain::ledger::{
    DateField, LedgerCommand, Penalty, PenaltyReason, PlayerLeave, colour_of_ply,
};
use crate::domain::message::{Correspondence, CorrespondenceCommand, Direction};
use crate::domain::notation::{Notation, PieceLetters, format_move};
use crate::domain::player::Player;
use crate::domain::project::Project;
use crate::domain::tournament::fees::Money;
use crate::domain::tournament::records::{
    DeductionRule, DeductionWithdrawal, Payment, PointDeduction, WithdrawalReason,
};
use crate::domain::tournament::{Division, TournamentCommand};
use crate::domain::validate::validate;
use crate::io::project_file::{from_ron, to_ron};
use chrono::{Days, NaiveDate};
use shakmaty::Position;

/// The choices of a run: the fuzzer's bytes first, 8 at a time, then a
/// seeded xorshift64* generator.
pub struct Rng {
    state: u64,
    bytes: Vec<u8>,
    at: usize,
}

impl Rng {
    /// A generator seeded with `seed` (never 0: xorshift stays at 0).
    #[must_use]
    pub fn seeded(seed: u64) -> Self {
        Rng {
            state: seed | 1,
            bytes: Vec::new(),
            at: 0,
        }
    }

    /// A generator that takes its choices from `bytes` while they last.
    #[must_use]
    pub fn from_bytes(bytes: &[u8]) -> Self {
        Rng {
            state: 0x5EED_CCDE_5C00_0001,
            bytes: bytes.to_vec(),
            at: 0,
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        if let Some(chunk) = self.bytes.get(self.at..self.at + 8) {
            self.at += 8;
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            return u64::from_le_bytes(word);
        }
        self.state ^= self.state >> 12;
        self.state ^= self.state << 25;
        self.state ^= self.state >> 27;
        self.state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        // The remainder is below `n`, a `usize`: it always fits, and the
        // fallback is never taken.
        usize::try_from(self.next_u64() % (n.max(1) as u64)).unwrap_or(0)
    }
    /// One of `items`, if any.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        (!items.is_empty()).then(|| &items[self.below(items.len())])
    }
}

/// 1 September 2025, the first day a generated date can fall on (checked
/// when compiling: a const that did not exist would not build).
const FIRST_DATE: NaiveDate = match NaiveDate::from_ymd_opt(2025, 9, 1) {
    Some(d) => d,
    None => panic!("1 September 2025 is a date"),
};

fn date(rng: &mut Rng) -> NaiveDate {
    FIRST_DATE + Days::new(rng.below(400) as u64)
}

/// Names as people write them, in every script, and the edges.
const NAMES: [&str; 6] = [
    "Ann Smith",
    "Zoë Ågren-Østergård",
    "Дмитрий Иванов",
    "李小龙",
    "O'Brien, Jr.",
    "",
];

/// One random command: most of them sensible, some of them not.
pub fn command(p: &Project, rng: &mut Rng) -> Command {
    let game_ids: Vec<GameId> = p.games().iter().map(|g| g.id).collect();
    let player_ids: Vec<PlayerId> = p.players().iter().map(|x| x.id).collect();
    let game = *rng.pick(&game_ids).unwrap_or(&GameId(999));
    let player = *rng.pick(&player_ids).unwrap_or(&PlayerId(999));
    match rng.below(20) {
        0..=4 => {
            // A legal move of the game (or an illegal one now and then).
            let san = p
                .game(game)
                .and_then(|g| g.replay().ok())
                .and_then(|r| {
                    let pos = r.current().clone();
                    let legal = pos.legal_moves();
                    rng.pick(&legal)
                        .map(|m| format_move(&pos, m, Notation::San))
                })
                .filter(|_| rng.below(10) > 0)
                .unwrap_or_else(|| "Ke8".to_owned());
            let sent = (rng.below(3) > 0).then(|| date(rng));
            Command::PlayMove {
                game,
                san,
                received: None,
                sent,
            }
        }
        5 => {
            let ply = p.game(game).map_or(0, |g| g.moves.len().saturating_sub(1));
            Command::SetMoveDates {
                game,
                ply,
                received: Some(date(rng)),
                sent: Some(date(rng)),
            }
        }
        // A draw offer made or answered (E1.1).
        6 if rng.below(4) == 0 => Command::Game(GameCommand::SetDrawOffer {
            game,
            offer: (rng.below(2) == 0).then(|| DrawOffer {
                by: [Colour::White, Colour::Black][rng.below(2)],
                sent: date(rng),
                at_ply: p.game(game).map_or(0, |g| g.moves.len()),
            }),
        }),
        6 => Command::SetResult {
            game,
            result: [None, Some(Outcome::WhiteWins), Some(Outcome::Draw)][rng.below(3)].map(
                |outcome| GameResult {
                    outcome,
                    termination: Termination::Resignation,
                },
            ),
        },
        7 => {
            let mut x = Player::new(p.next_player_id(), NAMES[rng.below(NAMES.len())]);
            x.email = "someone@example.org".to_owned();
            Command::AddPlayer(x)
        }
        8 => Command::RemovePlayer(player),
        9 => Command::SetOwner(rng.pick(&player_ids).copied()),
        10 => Command::Ledger(LedgerCommand::AddLeave {
            leave: {
                let from = date(rng);
                PlayerLeave::new(player, from, from + Days::new(rng.below(20) as u64))
            },
            index: None,
        }),
        11 => Command::Ledger(LedgerCommand::AddPenalty {
            game,
            penalty: Penalty::new(
                colour_of_ply(rng.below(2)),
                // Below 30: it fits, and the fallback is never taken.
                u32::try_from(rng.below(30)).unwrap_or(29),
                PenaltyReason::IllegalMove,
            ),
            index: None,
        }),
        12 => {
            let ply = p.game(game).map_or(0, |g| g.moves.len().saturating_sub(1));
            Command::Ledger(LedgerCommand::RecordArrival {
                game,
                ply,
                date: Some(date(rng)),
            })
        }
        13 => {
            let ply = p.game(game).map_or(0, |g| g.moves.len().saturating_sub(1));
            Command::Ledger(LedgerCommand::CorrectDate {
                game,
                ply,
                field: if rng.below(2) == 0 {
                    DateField::Sent
                } else {
                    DateField::Received
                },
                corrected: date(rng),
                noted_on: None,
            })
        }
        14 => {
            // "if X then Y" from the game's position.
            let line = p.game(game).and_then(|g| g.replay().ok()).and_then(|r| {
                let mut pos = r.current().clone();
                let x = *rng.pick(&pos.legal_moves())?;
                let xs = format_move(&pos, &x, Notation::San);
                pos.play_unchecked(x);
                let y = *rng.pick(&pos.legal_moves())?;
                Some(format!("{xs} {}", format_move(&pos, &y, Notation::San)))
            });
            match line.and_then(|l| ConditionalProposal::for_game(p.game(game)?, &l).ok()) {
                Some(proposal) => Command::Game(GameCommand::ProposeConditional { game, proposal }),
                None => Command::RemoveGame(GameId(9999)),
            }
        }
        // The piece letters agreed for the game (E2.2).
        15 if rng.below(4) == 0 => Command::Game(GameCommand::SetLetters {
            game,
            letters: PieceLetters::ALL[rng.below(PieceLetters::ALL.len())],
        }),
        // The language of the game's messages (issue 35).
        15 if rng.below(3) == 0 => Command::Game(GameCommand::SetLanguage {
            game,
            language: Language::ALL[rng.below(Language::ALL.len())],
        }),
        15 => Command::Game(GameCommand::MarkConditionalSent {
            game,
            at_ply: p.game(game).map_or(0, |g| g.moves.len()),
            date: date(rng),
        }),
        16 => {
            let divisions: Vec<_> = p.divisions().to_vec();
            match rng.pick(&divisions) {
                Some(d) => match rng.below(8) {
                    5..=7 => records_command(p, d, rng),
                    3 => match rng.pick(&d.teams) {
                        Some(t) => Command::Tournament(TournamentCommand::RemoveTeamPlayer {
                            team: t.id,
                            player: PlayerId(u32::try_from(rng.below(40)).unwrap_or(1)),
                        }),
                        None => Command::SetOwner(None),
                    },
                    4 => match rng.pick(&d.teams) {
                        Some(t) => Command::Tournament(TournamentCommand::MoveTeamPlayer {
                            player: PlayerId(u32::try_from(rng.below(40)).unwrap_or(1)),
                            team: t.id,
                            board: u8::try_from(rng.below(10)).unwrap_or(1),
                        }),
                        None => Command::SetOwner(None),
                    },
                    0 => Command::Tournament(TournamentCommand::EditDivision {
                        division: d.name.clone(),
                        name: format!("{} ({})", d.name, rng.below(9)),
                        boards: d.boards + u8::from(rng.below(2) == 0),
                    }),
                    1 => match rng.pick(&d.teams) {
                        Some(t) => Command::Tournament(TournamentCommand::RemoveTeam {
                            division: d.name.clone(),
                            team: t.id,
                        }),
                        None => Command::SetOwner(None),
                    },
                    _ => Command::Tournament(TournamentCommand::DrawLots {
                        division: d.name.clone(),
                        seed: rng.next_u64(),
                    }),
                },
                None => Command::SetOwner(None),
            }
        }
        // The Organiser named with his address (C03, P12).
        17 if rng.below(4) == 0 => Command::Tournament(TournamentCommand::SetOrganiser {
            name: NAMES[rng.below(NAMES.len())].to_owned(),
            address: ["", "1 High Street\nYork YO1 7HH"][rng.below(2)].to_owned(),
        }),
        17 => match p.competition().and_then(|c| c.seasons.last()) {
            // The close of play moved to a random day (before moves already
            // sent now and then: refused, C19), the other dates kept in order.
            Some(season) if rng.below(2) == 0 => {
                let mut c = season.calendar.clone();
                c.play_closes = date(rng);
                c.play_starts = c.play_starts.min(c.play_closes);
                c.fees_due = c.fees_due.min(c.play_closes);
                c.pairings = c.pairings.min(c.play_starts);
                c.forms = c.forms.min(c.pairings);
                c.entries = c.entries.min(c.forms).min(c.fees_due);
                c.submissions = c.submissions.max(c.play_closes);
                c.both_default = c.both_default.max(c.submissions);
                Command::Tournament(TournamentCommand::SetCalendar(Box::new(c)))
            }
            _ => Command::Adjudication(AdjudicationCommand::OpenAtClose { division: None }),
        },
        18 => Command::Correspondence(CorrespondenceCommand::Keep {
            entry: Correspondence {
                mail: None,
                sender_name: String::new(),
                sender_email: String::new(),
                date_assumed: false,
                game,
                direction: Direction::Received,
                date: date(rng),
                kind: None,
                subject: NAMES[rng.below(NAMES.len())].to_owned(),
                text: "1.e4".to_owned(),
                understood: String::new(),
            },
            index: None,
        }),
        _ => Command::RenameProject {
            name: NAMES[rng.below(NAMES.len())].to_owned(),
        },
    }
}

/// A change to the season's records: a deduction from a team of
/// `division` (sometimes beyond the cap of C15, C21), the withdrawal of
/// one in force (on appeal, sometimes out of time, C38; or entered in
/// error), a payment recorded or one removed.
fn records_command(p: &Project, division: &Division, rng: &mut Rng) -> Command {
    let Some(records) = p
        .competition()
        .and_then(|c| c.seasons.last())
        .map(|s| &s.records)
    else {
        return Command::SetOwner(None);
    };
    let team = rng
        .pick(&division.teams)
        .map(|t| (t.id, t.company, t.players.clone()));
    match (rng.below(4), team) {
        (0, Some((team, _, players))) => {
            Command::Tournament(TournamentCommand::AddDeduction(PointDeduction {
                team,
                player: rng.pick(&players).copied().filter(|_| rng.below(2) == 0),
                halves: i64::try_from(rng.below(10)).unwrap_or(1),
                rule: [
                    DeductionRule::OrderOfStrength,
                    DeductionRule::IneligiblePlayer,
                    DeductionRule::Penalty,
                ][rng.below(3)],
                reason: NAMES[rng.below(NAMES.len())].to_owned(),
                decided: date(rng),
            }))
        }
        (1, _) => match rng.pick(&records.deductions) {
            Some(d) => {
                let notified = d.decided + Days::new(rng.below(3) as u64);
                let appealed = notified + Days::new(rng.below(10) as u64);
                let reason = if rng.below(3) == 0 {
                    WithdrawalReason::EnteredInError
                } else {
                    WithdrawalReason::AppealUpheld { notified, appealed }
                };
                Command::Tournament(TournamentCommand::WithdrawDeduction {
                    deduction: d.clone(),
                    withdrawal: DeductionWithdrawal {
                        reason,
                        date: appealed + Days::new(rng.below(10) as u64),
                    },
                })
            }
            None => Command::SetOwner(None),
        },
        (2, Some((_, company, _))) => {
            Command::Tournament(TournamentCommand::RecordPayment(Payment {
                company,
                amount: Money(i64::try_from(rng.below(5000)).unwrap_or(1)),
                received: date(rng),
                note: NAMES[rng.below(NAMES.len())].to_owned(),
            }))
        }
        _ => match rng.pick(&records.payments) {
            Some(payment) => Command::Tournament(TournamentCommand::RemovePayment(payment.clone())),
            None => Command::SetOwner(None),
        },
    }
}

/// The demo rolled over into its next season: the same teams, unpaired,
/// so the commands of the entry phase (team players, boards) apply.
pub fn next_season_of_the_demo() -> Project {
    use crate::domain::tournament::SeasonCalendar;
    use crate::domain::tournament::rollover::propose_rollover;
    let mut p = demo_project();
    // The demo rolls over (tests/core hold it to that); were it ever not to,
    // every fuzz target built on it would be wrong, so it panics at once.
    let calendar = SeasonCalendar::default_for(2026)
        .unwrap_or_else(|| panic!("the 2026 calendar cannot be made"));
    let plan = propose_rollover(&p, "2026-27", calendar)
        .unwrap_or_else(|e| panic!("the demo does not roll over: {e}"));
    let start = plan
        .command(&p)
        .unwrap_or_else(|e| panic!("the demo's rollover has no command: {e}"));
    if let Err(e) = apply(&mut p, start) {
        panic!("the demo's rollover is refused: {e}");
    }
    p
}

pub fn round_trip(p: &Project, context: &str) {
    let text = to_ron(p).unwrap_or_else(|e| panic!("{context}: cannot save: {e}"));
    let back = from_ron(&text, std::path::Path::new("p.ron"))
        .unwrap_or_else(|e| panic!("{context}: cannot load what was saved: {e}"));
    assert!(back == *p, "{context}: save then load changed the project");
}

/// What a run of commands did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RunStats {
    /// Commands applied.
    pub applied: usize,
    /// Commands refused.
    pub refused: usize,
}

/// Applies `total` commands chosen by `rng` to the demo (and, every 400
/// commands, afresh to the demo or its next season) and checks the three
/// properties after each: an applied command never makes `validate`
/// report more problems and its undo gives back exactly the project
/// before; a refused command changes nothing; save then load (every
/// `save_every` commands and at the end) gives back exactly the project.
/// A broken property panics with the step and the command.
pub fn run_commands(rng: &mut Rng, total: usize, save_every: usize) -> RunStats {
    let mut stats = RunStats::default();
    let mut project = demo_project();
    let mut problems = validate(&project).len();
    for step in 0..total {
        // Start afresh now and then, so sequences stay varied.
        if step % 400 == 0 && step > 0 {
            project = if step % 800 == 0 {
                demo_project()
            } else {
                next_season_of_the_demo()
            };
            problems = validate(&project).len();
        }
        let c = command(&project, rng);
        let before = project.clone();
        match apply(&mut project, c.clone()) {
            Ok(event) => {
                stats.applied += 1;
                let now = validate(&project).len();
                assert!(
                    now <= problems,
                    "step {step}: {c:?} made validate report {now} problems (was {problems}): {:?}",
                    validate(&project)
                );
                problems = now;
                let mut undone = project.clone();
                undo(&mut undone, event.undo.clone());
                assert!(
                    undone == before,
                    "step {step}: the undo of {c:?} does not give back the project"
                );
            }
            Err(_) => {
                stats.refused += 1;
                assert!(
                    project == before,
                    "step {step}: refused {c:?} changed the project"
                );
            }
        }
        if save_every > 0 && step % save_every == 0 {
            round_trip(&project, &format!("step {step}"));
        }
    }
    round_trip(&project, "the end");
    stats
}
