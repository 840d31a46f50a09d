//! Checks a project as a whole: every reference resolves, every game replays,
//! every pairing is possible.

use std::collections::{HashMap, HashSet};

use super::game::{Game, ReplayError};
use super::project::{FORMAT_VERSION, Project};

pub use super::invalid::Invalid;
pub use super::problem_place::Place;

/// One thing wrong with a project, with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Where: "game g12", "team t3 (Barclays I)", ...
    pub place: Place,
    /// What is wrong, with its data.
    pub what: Invalid,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.place, self.what)
    }
}

/// Counts shown by `ccdesk check`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    /// Divisions of the current season.
    pub divisions: usize,
    /// Teams of the current season.
    pub teams: usize,
    /// Players in the project.
    pub players: usize,
    /// Games in the project.
    pub games: usize,
}

/// The counts of a project.
#[must_use]
pub fn summary(project: &Project) -> Summary {
    Summary {
        divisions: project.divisions().len(),
        teams: project.teams().count(),
        players: project.players.len(),
        games: project.games.len(),
    }
}

/// What `project` holds that the door refuses today (issue 21): control
/// characters in names, addresses, companies, divisions, teams, events and
/// tags, and email addresses that are not plain addresses. An older file,
/// or one edited by hand, may hold them; `ccdesk check` lists them and the
/// window says so when it opens the file.
#[must_use]
pub fn text_problems(project: &Project) -> Vec<Problem> {
    use super::text_rules::{Lines, game_problem, text_problem};
    let mut problems = Vec::new();
    let mut push = |place: Place, what: Invalid| problems.push(Problem { place, what });
    if let Some(p) = text_problem("the project name", project.name(), Lines::One) {
        push(Place::Project, Invalid::Text(p));
    }
    for p in project.players() {
        if p.name_problem().is_none()
            && let Some(problem) = p.problem()
        {
            push(Place::Player(p.id), Invalid::PlayerText(problem));
        }
    }
    for c in project.companies() {
        if let Some(problem) = c.problem() {
            push(Place::Company(c.id), Invalid::Text(problem));
        }
    }
    for d in project.divisions() {
        if let Some(p) = text_problem("the division name", &d.name, Lines::One) {
            push(
                Place::Division(d.name.escape_debug().to_string()),
                Invalid::Text(p),
            );
        }
        for t in &d.teams {
            if let Some(p) = text_problem("the team name", &t.name, Lines::One) {
                push(Place::Team(t.id), Invalid::Text(p));
            }
        }
    }
    for g in project.games() {
        if let Some(p) = game_problem(g) {
            push(Place::Game(g.id), Invalid::Text(p));
        }
        if let Some(p) = g
            .server
            .as_ref()
            .and_then(|link| super::server::xfcc_text_problem(&link.game))
        {
            push(Place::Game(g.id), Invalid::ServerText(p));
        }
    }
    problems
}

/// Every problem of `project`; empty when it is valid.
#[must_use]
pub fn validate(project: &Project) -> Vec<Problem> {
    validate_on(project, 1)
}

/// [`validate`], replaying the games on up to `threads` threads (the
/// shell says how many cores there are): the same problems in the same
/// order.
#[must_use]
pub fn validate_on(project: &Project, threads: usize) -> Vec<Problem> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let games = &project.games;
    let threads = threads.clamp(1, games.len().div_ceil(GAMES_PER_THREAD).max(1));
    if threads < 2 {
        return validate_replayed(project, replay_errors(games, 1));
    }
    // The games are replayed in runs that the threads take in turn, this
    // one too once it has made the checks that need no game replayed, so
    // that those checks do not wait for the replay, nor the replay for them.
    let runs: Vec<&[Game]> = games
        .chunks(games.len().div_ceil(threads * RUNS_PER_THREAD))
        .collect();
    let next = AtomicUsize::new(0);
    // Each index is handed out once, so every run is replayed by exactly
    // one thread; each keeps its index to put them back in order.
    let replay = || {
        let mut mine = Vec::new();
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(run) = runs.get(index) else {
                return mine;
            };
            mine.push((index, run.iter().map(Game::check_moves).collect::<Vec<_>>()));
        }
    };
    let (mut before, mut replayed) = std::thread::scope(|scope| {
        let others: Vec<_> = (1..threads)
            .map(|_| {
                std::thread::Builder::new()
                    .name("ccdesk-check".to_owned())
                    .spawn_scoped(scope, replay)
            })
            .collect();
        let before = before_games(project);
        // Runs a thread that could not start would have taken are taken here.
        let mut replayed = replay();
        for handle in others.into_iter().flatten() {
            match handle.join() {
                Ok(theirs) => replayed.extend(theirs),
                // The replay only returns; a panic in it is raised here.
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        (before, replayed)
    });
    replayed.sort_unstable_by_key(|(index, _)| *index);
    let replayed = replayed.into_iter().flat_map(|(_, run)| run).collect();
    games_problems(project, replayed, &mut before);
    before.problems
}

/// Runs of games a thread of [`validate_on`] replays, for each thread:
/// enough that the threads finish within a small run of one another.
const RUNS_PER_THREAD: usize = 8;

/// [`validate`], given what replaying each of the project's games gave
/// ([`replay_errors`], in the games' order): the window replays them a
/// few at a time between frames and then asks for the whole check, which
/// is the same as `ccdesk check`'s.
///
/// `replayed` holds one result per game; the games past the end of a
/// shorter list are taken as replaying (every other check still runs on
/// them).
#[must_use]
pub fn validate_replayed(
    project: &Project,
    replayed: Vec<Result<(), ReplayError>>,
) -> Vec<Problem> {
    let mut before = before_games(project);
    games_problems(project, replayed, &mut before);
    before.problems
}

/// What the checks before the games found, and the ids the games' checks
/// look players and teams up in.
struct BeforeGames {
    problems: Vec<Problem>,
    player_ids: HashSet<crate::ids::PlayerId>,
    team_ids: HashSet<crate::ids::TeamId>,
}

/// Every check of [`validate_replayed`] that comes before the games' (the
/// project, its players, companies, texts, divisions and pairings), which
/// needs no game replayed.
fn before_games(project: &Project) -> BeforeGames {
    let mut problems = Vec::new();
    let mut push = |place: Place, what: Invalid| problems.push(Problem { place, what });

    if project.format_version != FORMAT_VERSION {
        push(
            Place::Project,
            Invalid::FormatVersion {
                found: project.format_version,
                reads: FORMAT_VERSION,
            },
        );
    }

    let mut player_ids = HashSet::new();
    for p in &project.players {
        if !player_ids.insert(p.id) {
            push(Place::Player(p.id), Invalid::IdUsedTwice);
        }
        if p.name_problem().is_some() {
            push(Place::Player(p.id), Invalid::NoName);
        }
        if let Some(c) = p.company
            && project.company(c).is_none()
        {
            push(
                Place::PlayerNamed {
                    player: p.id,
                    name: p.name.clone(),
                },
                Invalid::PlaysForUnknownCompany { company: c },
            );
        }
    }
    let mut company_ids = HashSet::new();
    for c in &project.companies {
        if !company_ids.insert(c.id) {
            push(Place::Company(c.id), Invalid::IdUsedTwice);
        }
    }

    for p in text_problems(project) {
        push(p.place, p.what);
    }
    let mut team_ids = HashSet::new();
    for d in project.divisions() {
        let dloc = || Place::Division(d.name.clone());
        if d.boards == 0 {
            push(dloc(), Invalid::NoBoards);
        }
        for t in &d.teams {
            let tloc = || Place::TeamNamed {
                team: t.id,
                name: t.name.clone(),
            };
            if !team_ids.insert(t.id) {
                push(tloc(), Invalid::IdUsedTwice);
            }
            if project.company(t.company).is_none() {
                push(tloc(), Invalid::CompanyNotInProject { company: t.company });
            }
            // A team names at most one player a board (C06); until it is
            // paired it may still be incomplete (its form is due, C11),
            // and pairing refuses an empty board.
            if t.players.len() > usize::from(d.boards)
                || (d.is_paired(t.id) && t.players.len() != usize::from(d.boards))
            {
                push(
                    tloc(),
                    Invalid::PlayersForBoards {
                        players: t.players.len(),
                        boards: d.boards,
                    },
                );
            }
            for p in &t.players {
                if !player_ids.contains(p) {
                    push(tloc(), Invalid::PlayerNotInProject { player: *p });
                }
            }
        }
        let mut paired: HashMap<(u32, u8), usize> = HashMap::new();
        for (i, pr) in d.pairings.iter().enumerate() {
            let ploc = || Place::Pairing {
                division: d.name.clone(),
                number: i + 1,
            };
            for (team, board) in [(pr.team, pr.board), (pr.opponent_team, pr.opponent_board)] {
                match d.team(team) {
                    None => push(ploc(), Invalid::TeamNotInDivision { team }),
                    Some(_) if board == 0 || board > d.boards => push(
                        ploc(),
                        Invalid::BoardOutside {
                            board,
                            boards: d.boards,
                        },
                    ),
                    Some(_) => {
                        let n = paired.entry((team.0, board)).or_insert(0);
                        *n += 1;
                        if *n == 2 {
                            push(ploc(), Invalid::PairedTwice { team, board });
                        }
                    }
                }
            }
            if pr.team == pr.opponent_team {
                push(ploc(), Invalid::PairedAgainstItself);
            }
        }
    }

    BeforeGames {
        problems,
        player_ids,
        team_ids,
    }
}

/// The games' checks of [`validate_replayed`], given what replaying each
/// gave, appended to what the checks before them found.
fn games_problems(
    project: &Project,
    replayed: Vec<Result<(), ReplayError>>,
    before: &mut BeforeGames,
) {
    let BeforeGames {
        problems,
        player_ids,
        team_ids,
    } = before;
    let mut push = |place: Place, what: Invalid| problems.push(Problem { place, what });
    let mut game_ids = HashSet::new();
    let mut replayed = replayed.into_iter();
    let division_names: HashSet<&str> = project
        .divisions()
        .iter()
        .map(|d| d.name.as_str())
        .collect();
    let play_closes = project
        .competition
        .as_ref()
        .and_then(|c| c.seasons.last())
        .map(|s| s.calendar.play_closes);
    for g in &project.games {
        let replayed = replayed.next().unwrap_or(Ok(()));
        let gloc = || Place::Game(g.id);
        // Named only for a problem: most games of a file have none.
        let mloc = |ply: usize, san: &dyn std::fmt::Display| Place::Move {
            game: g.id,
            number: ply / 2 + 1,
            san: san.to_string(),
        };
        if !game_ids.insert(g.id) {
            push(gloc(), Invalid::IdUsedTwice);
        }
        for id in [g.white, g.black] {
            // The set of every player's id: a search of the list for each
            // game's two players is quadratic in a 32,000-game project.
            if !player_ids.contains(&id) {
                push(gloc(), Invalid::PlayerNotInProject { player: id });
            }
        }
        if g.white == g.black {
            push(gloc(), Invalid::PlaysHimself);
        }
        if let Err(e) = replayed {
            push(gloc(), Invalid::Replay(e));
        }
        // What `ProposeConditional` refuses: a line deeper than ccdesk
        // walks (a hand-edited file).
        for proposal in &g.conditional {
            let depth = proposal.depth();
            if depth > crate::game::MAX_CONDITIONAL_DEPTH {
                push(
                    gloc(),
                    Invalid::ConditionalTooDeep {
                        after: proposal.at_ply,
                        depth,
                        most: crate::game::MAX_CONDITIONAL_DEPTH,
                    },
                );
            }
        }
        for (ply, m) in g.moves.iter().enumerate() {
            if let (Some(r), Some(s)) = (m.received, m.sent)
                && s < r
            {
                push(
                    mloc(ply, &m.san),
                    Invalid::SentBeforeReceived {
                        sent: s,
                        received: r,
                    },
                );
            }
            // Received before the opponent sent the move it answers, or a
            // move arrived before it was sent (E2.7, E6.4).
            if let Some(why) = crate::ledger::received_before_sent(&g.moves, ply, m.received) {
                push(mloc(ply, &m.san), Invalid::Dates(why));
            }
            if let (Some(a), Some(s)) = (g.clock.arrived(ply), m.sent)
                && a < s
            {
                push(
                    mloc(ply, &m.san),
                    Invalid::ArrivedBeforeSent {
                        arrived: a,
                        sent: s,
                    },
                );
            }
        }
        // Whatever `check` accepts, `ledger --game` computes: a game
        // whose clock cannot be worked out (a move sent before its
        // received date, assumed from transit, E2.9) is named. A server
        // game's clocks are the server's; a game from a position with
        // Black to move and no sent move keeps no clock to work out.
        if g.server.is_none()
            && let Err(e) = crate::ledger::ledger_fits(project, g)
            && !(e == crate::ledger::GameLedgerError::BlackMovesFirst
                && g.moves.iter().all(|m| m.sent.is_none()))
            && !stated_dates_crossed(g, &e)
        {
            push(gloc(), Invalid::Ledger(e));
        }
        // A game of the current pairings names a team of the current
        // season; a game of a past season (marked at rollover) a team of
        // that season, which later seasons may no longer hold.
        if let Some(pr) = &g.pairing {
            let known = if pr.is_current() {
                team_ids.contains(&pr.white_team)
            } else {
                project
                    .competition
                    .as_ref()
                    .and_then(|c| c.seasons.iter().find(|s| s.name == pr.season))
                    .is_some_and(|s| s.divisions.iter().any(|d| d.team(pr.white_team).is_some()))
            };
            if !known {
                push(
                    gloc(),
                    Invalid::TeamNotInSeason {
                        team: pr.white_team,
                        season: (!pr.is_current()).then(|| pr.season.clone()),
                    },
                );
            } else if pr.is_current() && !division_names.contains(pr.division.as_str()) {
                // What the standings would leave out without a word.
                push(
                    gloc(),
                    Invalid::UnknownDivision {
                        division: pr.division.clone(),
                    },
                );
            }
            if pr.is_current()
                && let Some(closes) = play_closes
            {
                let late =
                    g.moves.iter().enumerate().filter_map(|(ply, m)| {
                        crate::tournament::close_of_play::late(ply, m, closes)
                    });
                for late in late {
                    push(mloc(late.ply, &late.san), Invalid::AfterClose(late));
                }
            }
        }
    }
}

/// Whether `error` is a move's own stated dates crossed, which the check
/// of the moves' dates names already.
fn stated_dates_crossed(game: &Game, error: &crate::ledger::GameLedgerError) -> bool {
    use crate::ledger::{EntryError, GameLedgerError};
    match error {
        GameLedgerError::Entry { ply, error } => match &error.error {
            EntryError::SentBeforeReceived {
                received,
                assumed: false,
                ..
            } => game.moves.get(*ply).and_then(|m| m.received) == Some(*received),
            _ => false,
        },
        _ => false,
    }
}

/// Below this many games a second thread costs more than it saves.
const GAMES_PER_THREAD: usize = 200;

/// Each game's moves played from its start ([`Game::check_moves`]), the
/// games cut into up to `threads` runs of neighbours replayed side by side;
/// the results in the games' order.
#[must_use]
pub fn replay_errors(games: &[Game], threads: usize) -> Vec<Result<(), ReplayError>> {
    let threads = threads.clamp(1, games.len().div_ceil(GAMES_PER_THREAD).max(1));
    let check = |run: &[Game]| run.iter().map(Game::check_moves).collect::<Vec<_>>();
    if threads == 1 {
        return check(games);
    }
    let runs: Vec<&[Game]> = games.chunks(games.len().div_ceil(threads)).collect();
    std::thread::scope(|scope| {
        let others: Vec<_> = runs[1..]
            .iter()
            .map(|run| {
                std::thread::Builder::new()
                    .name("ccdesk-check".to_owned())
                    .spawn_scoped(scope, move || check(run))
                    .map_err(|_| *run)
            })
            .collect();
        let mut out = check(runs[0]);
        for other in others {
            match other {
                Ok(handle) => match handle.join() {
                    Ok(mut errors) => out.append(&mut errors),
                    // The check only returns; a panic in it is raised here.
                    Err(panic) => std::panic::resume_unwind(panic),
                },
                // No thread to be had: this one checks the run itself.
                Err(run) => out.append(&mut check(run)),
            }
        }
        out
    })
}

/// A breach of the competition's rules that a file may hold but the
/// Organiser must rule on (C13 by C21, C14 by C15, ...), with the ruling
/// recorded for it if there is one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulingDue {
    /// The rule broken (`C13`).
    pub rule: &'static str,
    /// The rule the Organiser rules under (`C21`), when the rules name one.
    pub ruled_under: Option<&'static str>,
    /// The team concerned.
    pub team: crate::ids::TeamId,
    /// Where: "team t3 (Barclays I)".
    pub location: String,
    /// What is wrong: the eligibility finding.
    pub breach: super::tournament::eligibility::FindingKind,
    /// The ruling recorded (a deduction with its date), if any.
    pub ruling: Option<Ruling>,
}

/// The ruling recorded on a breach: a deduction in force, or one the
/// Committee withdrew on appeal, its decision being final (C38).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ruling {
    /// Game points deducted on a day under a rule (C21, C15).
    Deducted {
        /// The points deducted.
        points: super::tournament::score::GamePoints,
        /// The day of the decision.
        decided: chrono::NaiveDate,
        /// The rule it was made under.
        under: &'static str,
    },
    /// A deduction withdrawn on appeal (C38).
    Withdrawn {
        /// The points that were deducted.
        points: super::tournament::score::GamePoints,
        /// The day of the decision.
        decided: chrono::NaiveDate,
        /// The rule it was made under.
        under: &'static str,
        /// Who withdrew it, when and why.
        withdrawal: super::tournament::records::DeductionWithdrawal,
    },
}

impl std::fmt::Display for Ruling {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ruling::Deducted {
                points,
                decided,
                under,
            } => write!(f, "{points} game points deducted on {decided} ({under})"),
            Ruling::Withdrawn {
                points,
                decided,
                under,
                withdrawal,
            } => write!(
                f,
                "{points} game points deducted on {decided} ({under}), withdrawn: {} (C38)",
                withdrawal.account()
            ),
        }
    }
}

impl RulingDue {
    /// The breach and where its ruling stands, without the team: "Tess
    /// Tate left on …, C13; ruling due under C21: up to 4 game points
    /// deducted …". The standings' working shows it under the team's line.
    #[must_use]
    pub fn breach_and_ruling(&self) -> String {
        let ruling = match (&self.ruling, self.ruled_under) {
            (Some(ruling), _) => format!("ruled: {ruling}"),
            (None, Some(under)) => format!(
                "ruling due under {under}: {}",
                match under {
                    "C21" =>
                        "up to 4 game points deducted and/or the games scored as won by the opponent",
                    "C15" => "up to 4 game points deducted per player concerned",
                    _ => "the Organiser decides",
                }
            ),
            (None, None) => "the Organiser decides (C37)".to_owned(),
        };
        format!("{} ({}); {ruling}", self.breach, self.rule)
    }
}

impl std::fmt::Display for RulingDue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.location, self.breach_and_ruling())
    }
}

/// Every breach of the current season the Organiser must rule on: the
/// eligibility and team findings the window flags as breaches (C05-C07,
/// C11, C13, C14), each with the deduction recorded for it, if any.
#[must_use]
pub fn rulings_due(project: &Project) -> Vec<RulingDue> {
    project
        .competition
        .as_ref()
        .and_then(|c| c.seasons.last())
        .map_or_else(Vec::new, |season| rulings_due_in(project, season))
}

/// Every breach of `season` the Organiser must rule on, as
/// [`rulings_due`] gives them for the current season.
#[must_use]
pub fn rulings_due_in(project: &Project, season: &super::tournament::Season) -> Vec<RulingDue> {
    use super::tournament::eligibility::{Severity, check_season};
    check_season(project, season)
        .into_iter()
        // A C14 finding is a warning in the Teams tab (a rating is only a
        // hint of strength) but the Organiser rules on it under C15 all
        // the same, so it is listed as C13's are.
        .filter(|f| f.severity == Severity::Breach || f.rule == "C14")
        .map(|f| {
            let ruled_under = match f.rule {
                "C13" => Some("C21"),
                "C14" => Some("C15"),
                _ => None,
            };
            let ruled = |d: &super::tournament::records::PointDeduction, under: &str| {
                d.team == f.team
                    && d.rule.rule_id() == under
                    && (d.player.is_none() || d.player == f.player)
            };
            // A deduction in force rules on the breach; so does one the
            // Committee withdrew on appeal, its decision being final (C38).
            // One entered in error never ruled on anything.
            let ruling = ruled_under.and_then(|under| {
                let in_force = season.records.deductions.iter().find(|d| ruled(d, under));
                let on_appeal = || {
                    season.records.withdrawn_deductions.iter().find(|w| {
                        matches!(
                            w.withdrawal.reason,
                            super::tournament::records::WithdrawalReason::AppealUpheld { .. }
                        ) && ruled(&w.deduction, under)
                    })
                };
                match in_force {
                    Some(d) => Some(Ruling::Deducted {
                        points: d.points(),
                        decided: d.decided,
                        under,
                    }),
                    None => on_appeal().map(|w| Ruling::Withdrawn {
                        points: w.deduction.points(),
                        decided: w.deduction.decided,
                        under,
                        withdrawal: w.withdrawal.clone(),
                    }),
                }
            });
            let team = project.team(f.team).map_or_else(
                || f.team.to_string(),
                |t| format!("team {} ({})", t.id, t.name),
            );
            RulingDue {
                rule: f.rule,
                ruled_under,
                team: f.team,
                location: team,
                breach: f.kind,
                ruling,
            }
        })
        .collect()
}
