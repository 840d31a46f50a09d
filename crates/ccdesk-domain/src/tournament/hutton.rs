//! Hutton pairing (C04, C05, C17): every player of every team meets one
//! player of another team, on the same board or one board away, and plays him
//! twice, once with each colour.
//!
//! A [`HuttonTable`] for `N` teams of `B` boards gives each of the `N * B`
//! players ([`Seat`]s) exactly one opponent. [`HuttonTable::generate`] builds
//! one with these properties:
//!
//! - everyone has exactly one opponent, symmetrically, never of his own team;
//! - no game spans more than one board of difference;
//! - when `B <= N - 1` each team meets `B` different teams, so when
//!   `B = N - 1` every pair of teams meets exactly once;
//! - when `B > N - 1` the meetings are spread as evenly as possible: with
//!   `q = B / (N - 1)` (integer division) every pair of teams meets either
//!   `q` or `q + 1` times, and exactly `q` times for all pairs when `N - 1`
//!   divides `B`;
//! - the table depends on `N` and `B` only (deterministic).
//!
//! # Construction
//!
//! Teams are numbered from 0 (letter `A`). Boards run through the rounds of a
//! round-robin whose rounds are "sum classes": in the round of sum `s` the
//! teams `i` and `j` meet when `i + j ≡ s`.
//!
//! - **Even `N`.** Teams `0 .. N-2` form the round-robin modulo `N - 1`; the
//!   team `i` with `2i ≡ s` (there is exactly one) meets the last team
//!   instead. This is the circle method. Board `k` plays round `k mod (N-1)`,
//!   board against board, so board 1 is `A-B, C-D, ...`, and when
//!   `B > N - 1` the boards cycle through the rounds again.
//! - **Odd `N` (then `B` must be even).** The round-robin modulo `N` has `N`
//!   rounds; in the round of sum `s` the team `s / 2` (mod `N`) is left out.
//!   Boards `2j-1` and `2j` play the rounds of sums `p` and `N - p`
//!   (`p = 1, 2, ..., (N-1)/2`, cycling), and the two teams left out of those
//!   rounds, `x` and `-x`, play each other across the boards: `x`'s board
//!   `2j-1` against `-x`'s board `2j`. Those cross-board pairs are exactly the
//!   round of sum 0, the one round no pair of boards uses, so over
//!   `N - 1` boards every pair of teams meets exactly once and nobody has a
//!   bye.
//!
//! Odd `N` with odd `B` leaves an odd number of players: no perfect pairing
//! exists ([`HuttonError::OddPlayers`]).
//!
//! # Team letters
//!
//! Team 0 is `A`, 25 is `Z`, then `AA`, `AB`, ... `AZ`, `BA`, ... as
//! spreadsheet columns are named ([`TeamLetter`]). Tables list teams in that
//! order (`Z` before `AA`), not in string order.
//!
//! ```
//! use ccdesk_domain::tournament::hutton::HuttonTable;
//!
//! let table = HuttonTable::generate(4, 3)?;
//! let board1: Vec<String> = table
//!     .pairings()
//!     .iter()
//!     .filter(|p| p.first.board == 1)
//!     .map(|p| p.to_string())
//!     .collect();
//! assert_eq!(board1, ["A1-B1", "C1-D1"]);
//! # Ok::<(), ccdesk_domain::tournament::hutton::HuttonError>(())
//! ```

use std::collections::BTreeMap;
use std::fmt;

/// A team of a Hutton table, by its letter: index 0 is `A`, 26 is `AA`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TeamLetter(pub u32);

impl TeamLetter {
    /// The team's position in the draw of lots, from 0.
    pub fn index(self) -> u32 {
        self.0
    }
}

impl fmt::Display for TeamLetter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Bijective base 26, as spreadsheet columns: A..Z, AA..AZ, BA..
        let mut n = u64::from(self.0) + 1;
        let mut letters = Vec::new();
        while n > 0 {
            let rem = (n - 1) % 26;
            letters.push(char::from(b'A' + rem as u8));
            n = (n - 1) / 26;
        }
        letters.iter().rev().try_for_each(|c| write!(f, "{c}"))
    }
}

impl std::str::FromStr for TeamLetter {
    type Err = HuttonTableError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || HuttonTableError::BadTeamLetter(s.to_owned());
        if s.is_empty() {
            return Err(bad());
        }
        let mut n: u64 = 0;
        for c in s.chars() {
            if !c.is_ascii_uppercase() {
                return Err(bad());
            }
            n = n * 26 + u64::from(c as u8 - b'A') + 1;
            if n > u64::from(u32::MAX) {
                return Err(bad());
            }
        }
        u32::try_from(n - 1).map(TeamLetter).map_err(|_| bad())
    }
}

/// One player's place in a Hutton table: his team and his board (from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Seat {
    /// The player's team.
    pub team: TeamLetter,
    /// The player's board, 1 for the strongest (C14).
    pub board: u32,
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.team, self.board)
    }
}

/// Two players paired with each other. They play two games, one with each
/// colour (C17): see [`Pairing::games`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pairing {
    /// The seat that comes first in table order (team, then board).
    pub first: Seat,
    /// The other seat.
    pub second: Seat,
}

impl Pairing {
    /// The pairing of two seats, put in table order.
    pub fn new(a: Seat, b: Seat) -> Self {
        if a <= b {
            Pairing {
                first: a,
                second: b,
            }
        } else {
            Pairing {
                first: b,
                second: a,
            }
        }
    }

    /// The two games of the pairing (C17): in the first, [`Pairing::first`]
    /// has White; in the second, [`Pairing::second`] has White.
    pub fn games(&self) -> [PairingGame; 2] {
        [
            PairingGame {
                white: self.first,
                black: self.second,
            },
            PairingGame {
                white: self.second,
                black: self.first,
            },
        ]
    }

    /// How many boards apart the two players sit.
    pub fn board_difference(&self) -> u32 {
        self.first.board.abs_diff(self.second.board)
    }
}

impl fmt::Display for Pairing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.first, self.second)
    }
}

/// One game of a pairing: who has White and who has Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PairingGame {
    /// The player with the white pieces.
    pub white: Seat,
    /// The player with the black pieces.
    pub black: Seat,
}

/// Why no Hutton table can be generated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HuttonError {
    /// Fewer than two teams: nobody to play.
    #[error("a Hutton table needs at least 2 teams, not {teams}")]
    TooFewTeams {
        /// The number of teams asked for.
        teams: i64,
    },
    /// No boards.
    #[error("a Hutton table needs at least 1 board, not {boards}")]
    TooFewBoards {
        /// The number of boards asked for.
        boards: i64,
    },
    /// An odd number of players cannot be paired.
    #[error(
        "{teams} teams of {boards} boards make {players} players, an odd number: no perfect pairing exists (with an odd number of teams the number of boards must be even)"
    )]
    OddPlayers {
        /// Number of teams.
        teams: u32,
        /// Number of boards.
        boards: u32,
        /// `teams * boards`.
        players: u64,
    },
    /// More players than a table can hold.
    #[error("{teams} teams of {boards} boards are too many players for one table")]
    TooLarge {
        /// The number of teams asked for.
        teams: i64,
        /// The number of boards asked for.
        boards: i64,
    },
}

/// Why a table typed in or imported by an organiser is not a Hutton table.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HuttonTableError {
    /// Not a team letter (`A`, ..., `Z`, `AA`, ...).
    #[error("`{0}` is not a team letter")]
    BadTeamLetter(String),
    /// The size of the table itself is impossible.
    #[error(transparent)]
    Size(#[from] HuttonError),
    /// A seat beyond the table's teams or boards.
    #[error("{seat} is not in a table of {teams} teams and {boards} boards")]
    OutOfTable {
        /// The seat named.
        seat: Seat,
        /// Teams in the table.
        teams: u32,
        /// Boards in the table.
        boards: u32,
    },
    /// A player paired against his own team.
    #[error("{0} is paired against his own team")]
    OwnTeam(Pairing),
    /// A player paired more than once.
    #[error("{seat} is paired more than once")]
    PairedTwice {
        /// The seat paired twice.
        seat: Seat,
    },
    /// A player without an opponent.
    #[error("{seat} has no opponent")]
    Unpaired {
        /// The seat left out.
        seat: Seat,
    },
}

/// A complete Hutton table: every seat's opponent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HuttonTable {
    teams: u32,
    boards: u32,
    /// Opponent of seat `team * boards + (board - 1)`.
    opponents: Vec<Seat>,
}

/// Largest `teams * boards` a table may have.
const MAX_PLAYERS: u64 = 1 << 24;

fn check_size(teams: i64, boards: i64) -> Result<(u32, u32), HuttonError> {
    if teams < 2 {
        return Err(HuttonError::TooFewTeams { teams });
    }
    if boards < 1 {
        return Err(HuttonError::TooFewBoards { boards });
    }
    let too_large = HuttonError::TooLarge { teams, boards };
    let (Ok(n), Ok(b)) = (u32::try_from(teams), u32::try_from(boards)) else {
        return Err(too_large);
    };
    let players = u64::from(n) * u64::from(b);
    if players % 2 == 1 {
        return Err(HuttonError::OddPlayers {
            teams: n,
            boards: b,
            players,
        });
    }
    if players > MAX_PLAYERS {
        return Err(too_large);
    }
    Ok((n, b))
}

impl HuttonTable {
    /// Generates the table for `teams` teams of `boards` boards (see the
    /// module documentation for its properties and construction).
    ///
    /// Errors when fewer than 2 teams or 1 board are asked for, when the
    /// number of players is odd, or when it exceeds 2^24.
    pub fn generate(teams: i64, boards: i64) -> Result<Self, HuttonError> {
        let (n, b) = check_size(teams, boards)?;
        let mut table = HuttonTable {
            teams: n,
            boards: b,
            opponents: Vec::new(),
        };
        let mut opponents: Vec<Option<Seat>> = vec![None; (n as usize) * (b as usize)];
        let mut pair = |a: Seat, c: Seat| {
            opponents[table.slot(a)] = Some(c);
            opponents[table.slot(c)] = Some(a);
        };
        let seat = |team: u64, board: u32| Seat {
            // `team < n <= u32::MAX`, so the conversion never saturates.
            team: TeamLetter(u32::try_from(team).unwrap_or(u32::MAX)),
            board,
        };
        let n64 = u64::from(n);
        if n.is_multiple_of(2) {
            let m = n64 - 1;
            for board in 1..=b {
                let s = u64::from(board) % m;
                for i in 0..m {
                    let j = (s + m - i) % m;
                    let opponent = if j == i { m } else { j };
                    if i < opponent {
                        pair(seat(i, board), seat(opponent, board));
                    }
                }
            }
        } else {
            let rounds_per_cycle = (n64 - 1) / 2;
            let left_out = |s: u64| s * n64.div_ceil(2) % n64;
            for pair_index in 0..u64::from(b / 2) {
                let p = pair_index % rounds_per_cycle + 1;
                let upper = 2 * u32::try_from(pair_index).unwrap_or(0) + 1;
                let lower = upper + 1;
                for (board, s) in [(upper, p), (lower, n64 - p)] {
                    for i in 0..n64 {
                        let j = (s + n64 - i) % n64;
                        if i < j {
                            pair(seat(i, board), seat(j, board));
                        }
                    }
                }
                pair(seat(left_out(p), upper), seat(left_out(n64 - p), lower));
            }
        }
        table.opponents = opponents.into_iter().flatten().collect();
        debug_assert_eq!(table.opponents.len(), (n as usize) * (b as usize));
        Ok(table)
    }

    /// Checks an organiser's own table: everyone paired exactly once and
    /// nobody against his own team. Board differences and repeated meetings
    /// are allowed; see [`HuttonTable::meetings`] and
    /// [`HuttonTable::board_differences`] to report them.
    pub fn from_pairings(
        teams: i64,
        boards: i64,
        pairings: &[Pairing],
    ) -> Result<Self, HuttonTableError> {
        let (n, b) = check_size(teams, boards)?;
        let mut table = HuttonTable {
            teams: n,
            boards: b,
            opponents: Vec::new(),
        };
        let mut opponents: Vec<Option<Seat>> = vec![None; (n as usize) * (b as usize)];
        for pairing in pairings {
            for seat in [pairing.first, pairing.second] {
                if seat.team.0 >= n || seat.board == 0 || seat.board > b {
                    return Err(HuttonTableError::OutOfTable {
                        seat,
                        teams: n,
                        boards: b,
                    });
                }
            }
            if pairing.first.team == pairing.second.team {
                return Err(HuttonTableError::OwnTeam(*pairing));
            }
            for (seat, opponent) in [
                (pairing.first, pairing.second),
                (pairing.second, pairing.first),
            ] {
                let slot = table.slot(seat);
                if opponents[slot].is_some() {
                    return Err(HuttonTableError::PairedTwice { seat });
                }
                opponents[slot] = Some(opponent);
            }
        }
        let mut complete = Vec::with_capacity(opponents.len());
        for (seat, opponent) in table.seats().zip(opponents) {
            match opponent {
                Some(o) => complete.push(o),
                None => return Err(HuttonTableError::Unpaired { seat }),
            }
        }
        table.opponents = complete;
        Ok(table)
    }

    fn slot(&self, seat: Seat) -> usize {
        (seat.team.0 as usize) * (self.boards as usize) + (seat.board as usize - 1)
    }

    /// Number of teams.
    pub fn teams(&self) -> u32 {
        self.teams
    }

    /// Number of boards per team.
    pub fn boards(&self) -> u32 {
        self.boards
    }

    /// Every seat, by team then board.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        let boards = self.boards;
        (0..self.teams).flat_map(move |team| {
            (1..=boards).map(move |board| Seat {
                team: TeamLetter(team),
                board,
            })
        })
    }

    /// The opponent of `seat`, or `None` for a seat outside the table.
    pub fn opponent(&self, seat: Seat) -> Option<Seat> {
        if seat.team.0 >= self.teams || seat.board == 0 || seat.board > self.boards {
            return None;
        }
        self.opponents.get(self.slot(seat)).copied()
    }

    /// Every seat with its opponent, by team then board: one row per player,
    /// as `ccdesk hutton` prints them.
    pub fn rows(&self) -> impl Iterator<Item = (Seat, Seat)> + '_ {
        self.seats().zip(self.opponents.iter().copied())
    }

    /// Every pairing once, in table order of its first seat.
    pub fn pairings(&self) -> Vec<Pairing> {
        self.rows()
            .filter(|(seat, opponent)| seat < opponent)
            .map(|(seat, opponent)| Pairing::new(seat, opponent))
            .collect()
    }

    /// How many pairings there are between each two teams: `m[a][b]` for
    /// team indices `a` and `b` (symmetric, zero on the diagonal).
    pub fn meetings(&self) -> Vec<Vec<u32>> {
        let n = self.teams as usize;
        let mut m = vec![vec![0; n]; n];
        for (seat, opponent) in self.rows() {
            m[seat.team.0 as usize][opponent.team.0 as usize] += 1;
        }
        m
    }

    /// How many pairings span each board difference (0, 1, ...).
    pub fn board_differences(&self) -> BTreeMap<u32, usize> {
        let mut counts = BTreeMap::new();
        for pairing in self.pairings() {
            *counts.entry(pairing.board_difference()).or_insert(0) += 1;
        }
        counts
    }

    /// The table as CSV: header `team,board,opponent_team,opponent_board`
    /// and one line per player, by team then board, each ending in `\n`.
    pub fn to_csv(&self) -> String {
        let mut out = String::from("team,board,opponent_team,opponent_board\n");
        for (seat, opponent) in self.rows() {
            out.push_str(&format!(
                "{},{},{},{}\n",
                seat.team, seat.board, opponent.team, opponent.board
            ));
        }
        out
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn seat(team: &str, board: u32) -> Seat {
        Seat {
            team: team.parse().unwrap(),
            board,
        }
    }

    #[test]
    fn team_letters_run_like_spreadsheet_columns() {
        for (index, letters) in [
            (0, "A"),
            (1, "B"),
            (25, "Z"),
            (26, "AA"),
            (27, "AB"),
            (51, "AZ"),
            (52, "BA"),
            (701, "ZZ"),
            (702, "AAA"),
        ] {
            assert_eq!(TeamLetter(index).to_string(), letters);
            assert_eq!(letters.parse::<TeamLetter>(), Ok(TeamLetter(index)));
        }
        assert!("a".parse::<TeamLetter>().is_err());
        assert!("".parse::<TeamLetter>().is_err());
        assert!("A1".parse::<TeamLetter>().is_err());
    }

    #[test]
    fn games_give_each_player_each_colour_once() {
        // rule: C17
        let p = Pairing::new(seat("B", 2), seat("A", 2));
        assert_eq!(p.first, seat("A", 2));
        let [g1, g2] = p.games();
        assert_eq!((g1.white, g1.black), (seat("A", 2), seat("B", 2)));
        assert_eq!((g2.white, g2.black), (seat("B", 2), seat("A", 2)));
    }

    #[test]
    fn own_table_is_checked() {
        let ok = [
            Pairing::new(seat("A", 1), seat("B", 1)),
            Pairing::new(seat("A", 2), seat("B", 2)),
        ];
        let table = HuttonTable::from_pairings(2, 2, &ok).unwrap();
        assert_eq!(table.meetings()[0][1], 2);
        assert_eq!(
            HuttonTable::from_pairings(2, 2, &ok[..1]),
            Err(HuttonTableError::Unpaired { seat: seat("A", 2) })
        );
        let own = [Pairing::new(seat("A", 1), seat("A", 2))];
        assert!(matches!(
            HuttonTable::from_pairings(2, 2, &own),
            Err(HuttonTableError::OwnTeam(_))
        ));
        let twice = [
            Pairing::new(seat("A", 1), seat("B", 1)),
            Pairing::new(seat("A", 1), seat("B", 2)),
        ];
        assert_eq!(
            HuttonTable::from_pairings(2, 2, &twice),
            Err(HuttonTableError::PairedTwice { seat: seat("A", 1) })
        );
        let outside = [Pairing::new(seat("A", 3), seat("C", 1))];
        assert!(matches!(
            HuttonTable::from_pairings(2, 2, &outside),
            Err(HuttonTableError::OutOfTable { .. })
        ));
    }

    #[test]
    fn sizes_without_a_table_are_refused() {
        assert_eq!(
            HuttonTable::generate(1, 4),
            Err(HuttonError::TooFewTeams { teams: 1 })
        );
        assert_eq!(
            HuttonTable::generate(4, 0),
            Err(HuttonError::TooFewBoards { boards: 0 })
        );
        assert!(matches!(
            HuttonTable::generate(5, 3),
            Err(HuttonError::OddPlayers { players: 15, .. })
        ));
        assert!(
            HuttonTable::generate(5, 3)
                .unwrap_err()
                .to_string()
                .contains("odd")
        );
        assert!(matches!(
            HuttonTable::generate(1 << 20, 1 << 20),
            Err(HuttonError::TooLarge { .. })
        ));
    }
}
