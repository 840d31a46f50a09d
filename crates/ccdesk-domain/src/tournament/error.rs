//! Why a tournament command was refused.

use chrono::NaiveDate;

use super::fees::Money;
use crate::ids::{CompanyId, GameId, PlayerId, TeamId};

/// Why a tournament command was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// The project runs no competition with a season.
    #[error("the project has no season of a team competition")]
    NoSeason,
    /// The project already runs a competition (C03): one per project.
    #[error("the project already runs {0}: one competition per project")]
    CompetitionExists(String),
    /// The competition has no name (C03).
    #[error("give the competition a name")]
    CompetitionUnnamed,
    /// The season has no name (C04).
    #[error("give the season a name (2026-27)")]
    SeasonUnnamed,
    /// No division by that name.
    #[error("there is no division `{0}`")]
    UnknownDivision(String),
    /// A division by that name exists.
    #[error("there is already a division `{0}`")]
    DuplicateDivision(String),
    /// No such team in the division.
    #[error("there is no team {0} in the division")]
    UnknownTeam(TeamId),
    /// No such company.
    #[error("there is no company {0}")]
    UnknownCompany(CompanyId),
    /// Approval asked for a team that does not combine two companies (C07).
    #[error("{0} is not a combined team of two companies (C07)")]
    NotCombined(String),
    /// The combined team's approval is already recorded (C07).
    #[error("the Committee's approval of {0} is already recorded (C07)")]
    AlreadyApproved(String),
    /// An expulsion without a fee reminder 21 days before it (C09).
    #[error("{company} cannot be expelled: {reason}")]
    ExpulsionTooEarly {
        /// The company's name.
        company: String,
        /// The reminder and the days.
        reason: super::expulsion::EarlyExpulsion,
    },
    /// The team id is used in another division.
    #[error("team {0} is already entered in another division")]
    TeamElsewhere(TeamId),
    /// The company still enters a team.
    #[error("company {0} still enters a team")]
    CompanyInUse(CompanyId),
    /// No player on that board.
    #[error("board {board} of {team} has no player")]
    EmptyBoard {
        /// The team.
        team: String,
        /// The board.
        board: u8,
    },
    /// The table does not fit the division.
    #[error(
        "the table is for {table_teams} teams of {table_boards} boards, the division has {teams} of {boards}"
    )]
    TableMismatch {
        /// Teams in the table.
        table_teams: u32,
        /// Boards in the table.
        table_boards: u32,
        /// Teams in the division.
        teams: usize,
        /// Boards of the division.
        boards: u8,
    },
    /// Games of the old pairings have moves or results.
    #[error("game {0} of the current pairings has started: remove it first")]
    GamesStarted(GameId),
    /// A deduction of more than 4 game points per player, or none.
    #[error("a deduction is up to 4 game points per player concerned (C15, C21), more than 0")]
    DeductionSize,
    /// Deductions for one player beyond 4 game points in all (C15, C21).
    #[error(
        "{who} already has {already} game points deducted under {rule}; {asked} more would pass the 4 game points for each player concerned"
    )]
    DeductionOverCap {
        /// The player concerned (or "the team").
        who: String,
        /// Game points already deducted.
        already: String,
        /// Game points asked for.
        asked: String,
        /// The rule.
        rule: &'static str,
    },
    /// The game is not part of the season's pairings.
    #[error("game {0} is not a game of this season's pairings")]
    NotAPairingGame(GameId),
    /// The captain's team does not play in the game.
    #[error("team {0} does not play in this game")]
    NotInGame(TeamId),
    /// The replaced player does not play the game.
    #[error("{player} does not play game {game}")]
    NotHisGame {
        /// The game.
        game: GameId,
        /// The player.
        player: PlayerId,
    },
    /// No player by that id.
    #[error("there is no player {0}")]
    UnknownPlayer(PlayerId),
    /// No game by that id.
    #[error("there is no game {0}")]
    UnknownGame(GameId),
    /// A paired division keeps its boards (C05).
    #[error("{division} is paired on {boards} boards: its boards change only before pairing (C05)")]
    BoardsFixed {
        /// The division.
        division: String,
        /// Its boards.
        boards: u8,
    },
    /// A paired team stays in its division (E9.1).
    #[error("{0} is paired: pair the division again without it, or withdraw its players (E9.1)")]
    TeamPaired(String),
    /// A team names more players than its division has boards (C05, C06).
    #[error("{team} names {players} players for {boards} boards: one player a board (C05, C06)")]
    TooManyPlayers {
        /// The team.
        team: String,
        /// Players named.
        players: usize,
        /// Boards of its division.
        boards: u8,
    },
    /// A team entered without a name.
    #[error("give the team a name")]
    TeamUnnamed,
    /// A team entered without the company that enters it (C06, C10).
    #[error("name the company entering {0}")]
    CompanyUnnamed(String),
    /// A team entered without players (C05, C11).
    #[error("name the players of {team}, board 1 first: {division} plays {boards} boards (C05)")]
    NoPlayers {
        /// The team.
        team: String,
        /// Its division.
        division: String,
        /// Boards of the division.
        boards: u8,
    },
    /// One player named on two boards of a team (C14: one board each).
    #[error("{player} is named twice for {team}: one board a player (C14)")]
    PlayerNamedTwice {
        /// The team.
        team: String,
        /// The player's name.
        player: String,
    },
    /// The players of a paired team change only by replacement (C20).
    #[error("{0} is paired: its players change only by a replacement the Organiser approves (C20)")]
    PlayersFixed(String),
    /// The player is not in the team.
    #[error("{player} does not play for {team}")]
    NotInTeam {
        /// The player's name.
        player: String,
        /// The team's name.
        team: String,
    },
    /// No deduction in force is the one named (withdrawn already, or
    /// never made).
    #[error("{team} has no {points}-point deduction of {decided} in force to withdraw")]
    NoSuchDeduction {
        /// The team's name.
        team: String,
        /// The game points of the deduction named.
        points: String,
        /// The day it was decided.
        decided: NaiveDate,
    },
    /// An appeal to the Committee more than 7 days after the company was
    /// notified of the Organiser's decision (C38).
    #[error(
        "the appeal of {appealed} came {days} days after {company} was notified on {notified}: an appeal is due within 7 days ({rule})"
    )]
    AppealOutOfTime {
        /// The company that appealed.
        company: String,
        /// The day it was notified.
        notified: NaiveDate,
        /// The day it appealed.
        appealed: NaiveDate,
        /// Days between the two.
        days: i64,
        /// The rule (C38).
        rule: &'static str,
    },
    /// Two dates of a withdrawal in the wrong order: a notice before the
    /// decision, an appeal before the notice, a ruling before the appeal
    /// (C38).
    #[error("{later} ({later_date}) cannot come before {earlier} ({earlier_date}) ({rule})")]
    WithdrawalDatesOutOfOrder {
        /// What comes first.
        earlier: &'static str,
        /// Its date.
        earlier_date: NaiveDate,
        /// What must follow it.
        later: &'static str,
        /// Its date.
        later_date: NaiveDate,
        /// The rule whose steps they are.
        rule: &'static str,
    },
    /// No such payment is recorded.
    #[error("no payment of {amount} from {company} received on {received} is recorded")]
    NoSuchPayment {
        /// The company's name.
        company: String,
        /// The amount.
        amount: Money,
        /// The day it was received.
        received: NaiveDate,
    },
}
