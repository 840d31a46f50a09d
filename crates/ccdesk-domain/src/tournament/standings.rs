//! Standings of a division (C29, C30) with deductions (C15, C21).
//!
//! # How places are decided
//!
//! 1. **Game points** (C29): each game counts 1 for a win, ½ for a draw and
//!    0 for a loss; unfinished games count nothing. [`Deduction`]s (C15, C21)
//!    are subtracted. More is better.
//! 2. **Board count** (C30), among teams level on game points: the team's own
//!    board number for each game it won plus half of it for each game it
//!    drew ([`BoardCount`]). Lower is better. A player's board is the one he
//!    sits on for his team, so in a cross-board game each side counts its
//!    own board.
//! 3. **Board elimination** (C30), among teams still level on points and
//!    board count: the games of the bottom board are removed from each team
//!    and the rest compared, then the next board up is removed too, and so
//!    on; the last step removes board 2 and compares board 1 alone. The
//!    "bottom board" is the highest board number in the results. The figure
//!    compared at each step is the team's game points (deductions included)
//!    minus the points it scored on the removed boards, more is better; board
//!    count is not recomputed. Each step that splits a tied group orders its
//!    parts, and the parts still tied go on to the next board up among
//!    themselves only.
//! 4. Teams still level after removing board 2 (or with only one board to
//!    remove nothing from) **share** the place.
//!
//! Places are shared by tied teams and the next is skipped (1, 2, 2, 4).
//!
//! # What the tiebreak column says
//!
//! [`Tiebreak`] names what decided a team's place against the teams it was
//! level with on game points: nothing ([`Tiebreak::Points`], it was level
//! with nobody), its board count, the elimination step that separated it
//! (named by the board removed in that step, from the bottom board `B` up
//! to 2), or nothing at all ([`Tiebreak::Shared`]).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt;

use super::board_count::BoardCount;
use super::score::{GamePoints, GameScore};

/// One pairing's results, listed once from either side: `team`'s player on
/// board `board` against `opponent_team`'s player on board `opponent_board`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PairingResult {
    /// One team.
    pub team: String,
    /// Its player's board.
    pub board: u32,
    /// The opposing team.
    pub opponent_team: String,
    /// The opposing player's board.
    pub opponent_board: u32,
    /// `team`'s player's score in the game where he had White; `None` while
    /// the game is unfinished. The opponent scores 1 minus that.
    pub white: Option<GameScore>,
    /// `team`'s player's score in the game where he had Black.
    pub black: Option<GameScore>,
}

impl PairingResult {
    /// Every finished game of the pairing from both sides: (team, its board,
    /// its score).
    fn scores(&self) -> impl Iterator<Item = (&str, u32, GameScore)> + '_ {
        [self.white, self.black]
            .into_iter()
            .flatten()
            .flat_map(move |score| {
                [
                    (self.team.as_str(), self.board, score),
                    (
                        self.opponent_team.as_str(),
                        self.opponent_board,
                        score.opponent(),
                    ),
                ]
            })
    }
}

/// Game points taken from a team by the Organiser: up to 4 per player for
/// breaking the order of strength (C15) or for an ineligible player (C21).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deduction {
    /// The team penalised.
    pub team: String,
    /// Game points deducted (positive: `2` takes two points away).
    pub points: GamePoints,
    /// Why, as shown with the standings' working.
    pub reason: String,
}

/// Something wrong with one of the results given to [`check_results`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResultsError {
    /// A team paired against itself.
    #[error("team `{team}` is paired against itself")]
    OwnTeam {
        /// The team.
        team: String,
    },
    /// Board 0: boards are numbered from 1.
    #[error("board 0 of team `{team}`: boards are numbered from 1")]
    BoardZero {
        /// The team.
        team: String,
    },
    /// A player in a second pairing.
    #[error("board {board} of team `{team}` is paired twice (first in result {})", first + 1)]
    PairedTwice {
        /// The team.
        team: String,
        /// The board.
        board: u32,
        /// Index of the result that paired him first.
        first: usize,
    },
}

/// Checks that results can be counted: nobody paired twice, no team against
/// itself, boards from 1. Returns each problem with the index of the result
/// where it shows (for a player paired twice, the second result).
pub fn check_results(results: &[PairingResult]) -> Vec<(usize, ResultsError)> {
    let mut problems = Vec::new();
    let mut seen: HashMap<(&str, u32), usize> = HashMap::new();
    for (index, r) in results.iter().enumerate() {
        if r.team == r.opponent_team {
            problems.push((
                index,
                ResultsError::OwnTeam {
                    team: r.team.clone(),
                },
            ));
            continue;
        }
        for (team, board) in [(&r.team, r.board), (&r.opponent_team, r.opponent_board)] {
            if board == 0 {
                problems.push((index, ResultsError::BoardZero { team: team.clone() }));
                continue;
            }
            if let Some(&first) = seen.get(&(team.as_str(), board)) {
                problems.push((
                    index,
                    ResultsError::PairedTwice {
                        team: team.clone(),
                        board,
                        first,
                    },
                ));
            } else {
                seen.insert((team.as_str(), board), index);
            }
        }
    }
    problems
}

/// What decided a team's place against the teams level with it on points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tiebreak {
    /// Level with nobody on game points: `points`.
    Points,
    /// Separated by board count: `board count`.
    BoardCount,
    /// Separated when the games of this board (and those below it) were
    /// removed: `elimination at board K`.
    Elimination {
        /// The board removed in the deciding step (2 up to the bottom board).
        board: u32,
    },
    /// Still level after every tie-break: `shared`.
    Shared,
}

impl fmt::Display for Tiebreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tiebreak::Points => f.write_str("points"),
            Tiebreak::BoardCount => f.write_str("board count"),
            Tiebreak::Elimination { board } => write!(f, "elimination at board {board}"),
            Tiebreak::Shared => f.write_str("shared"),
        }
    }
}

/// One step of board elimination as a team went through it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EliminationStep {
    /// The board removed in this step (with every board below it).
    pub board: u32,
    /// The team's game points without the removed boards.
    pub points_left: GamePoints,
}

/// The working behind a team's line, so a captain can check it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Working {
    /// Game points scored over the board.
    pub points_scored: GamePoints,
    /// Game points deducted (C15, C21), positive.
    pub points_deducted: GamePoints,
    /// Game points scored on each of the team's boards.
    pub points_by_board: BTreeMap<u32, GamePoints>,
    /// The elimination steps the team went through, bottom board first.
    pub elimination: Vec<EliminationStep>,
    /// Breaches of the team the Organiser rules on (C13 under C21, C14
    /// under C15), each with its ruling or "ruling due": a captain
    /// checking the line sees what may still change it.
    pub rulings: Vec<String>,
}

/// A team's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingsRow {
    /// Place, from 1, shared by tied teams.
    pub place: u32,
    /// The team.
    pub team: String,
    /// Game points after deductions.
    pub game_points: GamePoints,
    /// Board count.
    pub board_count: BoardCount,
    /// What decided the place among teams level on game points.
    pub tiebreak: Tiebreak,
    /// How the figures were reached.
    pub working: Working,
}

/// The standings of a division, sorted by place then team name.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Standings {
    /// The bottom board (highest board number in the results), where board
    /// elimination starts.
    pub bottom_board: u32,
    /// One line per team.
    pub rows: Vec<StandingsRow>,
    /// Games of the division without a final result (unfinished, waiting
    /// for adjudication or for their record): while there is one, the
    /// standings are provisional.
    pub unfinished: usize,
}

impl Standings {
    /// "provisional: 4 games have no final result" while any game of the
    /// division has none; `None` once every result is final. The one
    /// wording the window, CSV, HTML and PDF print above the table.
    #[must_use]
    pub fn provisional(&self) -> Option<String> {
        match self.unfinished {
            0 => None,
            1 => Some("provisional: 1 game has no final result".to_owned()),
            n => Some(format!("provisional: {n} games have no final result")),
        }
    }
}

impl StandingsRow {
    /// How the line's figures were reached, one line of words per step, as
    /// the window, the PDF and the CLI show them.
    #[must_use]
    pub fn working_lines(&self) -> Vec<String> {
        let w = &self.working;
        let mut first = format!("{}: {} game points scored", self.team, w.points_scored);
        if w.points_deducted.halves() != 0 {
            first.push_str(&format!(
                ", {} deducted (C15, C21), {} in all",
                w.points_deducted, self.game_points
            ));
        }
        let mut lines = vec![first];
        let by_board: Vec<String> = w
            .points_by_board
            .iter()
            .map(|(b, p)| format!("board {b}: {p}"))
            .collect();
        if !by_board.is_empty() {
            lines.push(format!("by board: {}", by_board.join(", ")));
        }
        lines.push(format!(
            "board count {} (own board for a win, half of it for a draw; lower is better, C30)",
            self.board_count
        ));
        for step in &w.elimination {
            lines.push(format!(
                "without board {} and below: {} game points",
                step.board, step.points_left
            ));
        }
        lines.push(format!(
            "place decided by: {}",
            match self.tiebreak {
                Tiebreak::Points => "game points (level with nobody)".to_owned(),
                Tiebreak::Shared => "nothing: the place is shared (C30)".to_owned(),
                t => t.to_string(),
            }
        ));
        lines.extend(w.rulings.iter().cloned());
        lines
    }
}

/// Computes the standings from the results and deductions of one division.
///
/// Every team named in a result (on either side) or in a deduction has a
/// line, even with 0 points. Results are assumed checked by
/// [`check_results`]. Teams sharing a place are listed by name in string
/// order.
pub fn standings(results: &[PairingResult], deductions: &[Deduction]) -> Standings {
    let names: BTreeSet<&str> = results
        .iter()
        .flat_map(|r| [r.team.as_str(), r.opponent_team.as_str()])
        .chain(deductions.iter().map(|d| d.team.as_str()))
        .collect();
    let index: HashMap<&str, usize> = names.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let mut tallies: Vec<Tally> = names
        .iter()
        .map(|name| Tally {
            team: (*name).to_owned(),
            points: GamePoints::ZERO,
            board_count: BoardCount::default(),
            working: Working::default(),
        })
        .collect();
    let mut bottom_board = 0;
    for r in results {
        bottom_board = bottom_board.max(r.board).max(r.opponent_board);
        for (team, board, score) in r.scores() {
            if let Some(&i) = index.get(team) {
                let t = &mut tallies[i];
                t.points += score.points();
                t.working.points_scored += score.points();
                *t.working.points_by_board.entry(board).or_default() += score.points();
                t.board_count.add(board, score);
            }
        }
    }
    for d in deductions {
        if let Some(&i) = index.get(d.team.as_str()) {
            tallies[i].points -= d.points;
            tallies[i].working.points_deducted += d.points;
        }
    }

    let mut blocks = Vec::new();
    let mut order: Vec<usize> = (0..tallies.len()).collect();
    order.sort_by(|&a, &b| tallies[b].points.cmp(&tallies[a].points));
    for level in split_by(&order, |i| tallies[i].points) {
        if level.len() == 1 {
            blocks.push((level, Tiebreak::Points));
            continue;
        }
        let mut level = level;
        level.sort_by_key(|&i| tallies[i].board_count);
        for same_count in split_by(&level, |i| tallies[i].board_count) {
            if same_count.len() == 1 {
                blocks.push((same_count, Tiebreak::BoardCount));
            } else {
                eliminate(same_count, bottom_board, &mut tallies, &mut blocks);
            }
        }
    }

    let mut rows = Vec::with_capacity(tallies.len());
    let mut place = 1;
    for (block, tiebreak) in blocks {
        let size = u32::try_from(block.len()).unwrap_or(u32::MAX);
        for i in block {
            let t = &mut tallies[i];
            rows.push(StandingsRow {
                place,
                team: std::mem::take(&mut t.team),
                game_points: t.points,
                board_count: t.board_count,
                tiebreak,
                working: std::mem::take(&mut t.working),
            });
        }
        place += size;
    }
    rows.sort_by(|a, b| a.place.cmp(&b.place).then_with(|| a.team.cmp(&b.team)));
    let unfinished = results
        .iter()
        .map(|r| usize::from(r.white.is_none()) + usize::from(r.black.is_none()))
        .sum();
    Standings {
        bottom_board,
        rows,
        unfinished,
    }
}

struct Tally {
    team: String,
    points: GamePoints,
    board_count: BoardCount,
    working: Working,
}

impl Tally {
    /// Game points without the games of boards `board` and below.
    fn points_above(&self, board: u32) -> GamePoints {
        self.points
            - self
                .working
                .points_by_board
                .range(board..)
                .map(|(_, p)| *p)
                .sum()
    }
}

/// Board elimination among `group` (level on points and board count),
/// removing board `board` and every board below it; appends the ordered
/// blocks of teams with what decided them.
///
/// What is still to do waits on a stack of its own rather than in nested
/// calls, so a results file naming board 100,000 costs memory, not the
/// thread's stack. The blocks come out in the order of a depth-first walk:
/// the parts of a split group best first, each settled before the next.
fn eliminate(
    group: Vec<usize>,
    board: u32,
    tallies: &mut [Tally],
    blocks: &mut Vec<(Vec<usize>, Tiebreak)>,
) {
    /// A step still to take.
    enum Step {
        /// Eliminate from this board down among these teams.
        Level(Vec<usize>, u32),
        /// These teams are placed, decided so.
        Placed(Vec<usize>, Tiebreak),
    }
    let mut todo = vec![Step::Level(group, board)];
    while let Some(step) = todo.pop() {
        let (mut group, board) = match step {
            Step::Placed(block, tiebreak) => {
                blocks.push((block, tiebreak));
                continue;
            }
            Step::Level(group, board) => (group, board),
        };
        if board < 2 {
            blocks.push((group, Tiebreak::Shared));
            continue;
        }
        for &i in &group {
            let points_left = tallies[i].points_above(board);
            tallies[i]
                .working
                .elimination
                .push(EliminationStep { board, points_left });
        }
        group.sort_by(|&a, &b| {
            tallies[b]
                .points_above(board)
                .cmp(&tallies[a].points_above(board))
        });
        let parts = split_by(&group, |i| tallies[i].points_above(board));
        if parts.len() == 1 {
            todo.push(Step::Level(group, board - 1));
            continue;
        }
        // Pushed last part first, so the best part is taken next.
        for part in parts.into_iter().rev() {
            todo.push(if part.len() == 1 {
                Step::Placed(part, Tiebreak::Elimination { board })
            } else {
                Step::Level(part, board - 1)
            });
        }
    }
}

/// Splits a sorted list into runs of equal keys.
fn split_by<K: PartialEq>(sorted: &[usize], key: impl Fn(usize) -> K) -> Vec<Vec<usize>> {
    let mut runs: Vec<Vec<usize>> = Vec::new();
    for &i in sorted {
        match runs.last_mut() {
            Some(run) if run.first().is_some_and(|&j| key(j) == key(i)) => run.push(i),
            _ => runs.push(vec![i]),
        }
    }
    runs
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn result(t: &str, b: u32, o: &str, ob: u32, w: &str, bl: &str) -> PairingResult {
        PairingResult {
            team: t.into(),
            board: b,
            opponent_team: o.into(),
            opponent_board: ob,
            white: (!w.is_empty()).then(|| w.parse().unwrap()),
            black: (!bl.is_empty()).then(|| bl.parse().unwrap()),
        }
    }

    #[test]
    fn check_finds_own_team_board_zero_and_doubles() {
        let results = [
            result("A", 1, "B", 1, "1", "0"),
            result("A", 2, "A", 1, "1", "0"),
            result("C", 0, "D", 1, "", ""),
            result("B", 1, "C", 1, "", ""),
        ];
        let problems = check_results(&results);
        assert_eq!(
            problems,
            [
                (1, ResultsError::OwnTeam { team: "A".into() }),
                (2, ResultsError::BoardZero { team: "C".into() }),
                (
                    3,
                    ResultsError::PairedTwice {
                        team: "B".into(),
                        board: 1,
                        first: 0
                    }
                ),
            ]
        );
    }

    #[test]
    fn split_by_makes_runs() {
        let runs = split_by(&[0, 1, 2, 3], |i| i / 2);
        assert_eq!(runs, [vec![0, 1], vec![2, 3]]);
        assert!(split_by(&[], |i| i).is_empty());
    }
}
