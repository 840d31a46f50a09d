//! [`Invalid`]: what the check of a project found wrong, as data (ids,
//! counts, dates and the typed errors of the rules that refuse it); its
//! `Display` is the English `ccdesk check` prints.

use std::fmt;

use chrono::NaiveDate;

use crate::date_problem::DateProblem;
use crate::game::ReplayError;
use crate::ids::{CompanyId, PlayerId, TeamId};
use crate::ledger::GameLedgerError;
use crate::player::PlayerProblem;
use crate::text_rules::{TextProblem, shown};
use crate::tournament::close_of_play::LateMove;

/// What is wrong at a problem's place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Invalid {
    /// The file's format is not the one this build reads.
    FormatVersion {
        /// The file's.
        found: u32,
        /// This build's.
        reads: u32,
    },
    /// An id given to two players, companies, teams or games.
    IdUsedTwice,
    /// A player without a name.
    NoName,
    /// A player's company is not in the project.
    PlaysForUnknownCompany {
        /// The company named.
        company: CompanyId,
    },
    /// A text holds a character the door refuses (issue 21).
    Text(TextProblem),
    /// A player's texts or address hold what the door refuses (issue 21).
    PlayerText(PlayerProblem),
    /// A server game's texts or link, in the server module's words.
    ServerText(String),
    /// A division without boards.
    NoBoards,
    /// A team's company is not in the project.
    CompanyNotInProject {
        /// The company named.
        company: CompanyId,
    },
    /// A team with more players than boards, or a paired team with fewer
    /// (C06).
    PlayersForBoards {
        /// Players named.
        players: usize,
        /// The division's boards.
        boards: u8,
    },
    /// A player named who is not in the project.
    PlayerNotInProject {
        /// The player named.
        player: PlayerId,
    },
    /// A pairing names a team the division does not hold.
    TeamNotInDivision {
        /// The team named.
        team: TeamId,
    },
    /// A pairing names a board the division does not have.
    BoardOutside {
        /// The board named.
        board: u8,
        /// The division's boards.
        boards: u8,
    },
    /// A team's board paired twice.
    PairedTwice {
        /// The team.
        team: TeamId,
        /// The board.
        board: u8,
    },
    /// A team paired against itself.
    PairedAgainstItself,
    /// A game of a player against himself.
    PlaysHimself,
    /// The moves do not replay.
    Replay(ReplayError),
    /// A conditional line deeper than ccdesk walks.
    ConditionalTooDeep {
        /// The ply it is proposed after.
        after: usize,
        /// Its depth in expected moves.
        depth: usize,
        /// The most ccdesk keeps.
        most: usize,
    },
    /// A move sent before it was received.
    SentBeforeReceived {
        /// The day sent.
        sent: NaiveDate,
        /// The day received.
        received: NaiveDate,
    },
    /// A move's dates cross those of the move it answers (E2.7, E6.4).
    Dates(DateProblem),
    /// A move arrived before it was sent.
    ArrivedBeforeSent {
        /// The day it arrived.
        arrived: NaiveDate,
        /// The day it was sent.
        sent: NaiveDate,
    },
    /// The game's clock ledger cannot be worked out.
    Ledger(GameLedgerError),
    /// A game's pairing names a team its season does not hold.
    TeamNotInSeason {
        /// The team.
        team: TeamId,
        /// The past season named, or `None` for the current one.
        season: Option<String>,
    },
    /// A game's pairing names a division the season does not have.
    UnknownDivision {
        /// The division named.
        division: String,
    },
    /// A move sent after the close of play (C19).
    AfterClose(LateMove),
}

impl fmt::Display for Invalid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Invalid::FormatVersion { found, reads } => {
                write!(f, "format_version is {found}, this build reads {reads}")
            }
            Invalid::IdUsedTwice => f.write_str("the id is used twice"),
            Invalid::NoName => f.write_str("has no name"),
            Invalid::PlaysForUnknownCompany { company } => {
                write!(
                    f,
                    "plays for company {company}, which is not in the project"
                )
            }
            Invalid::Text(p) => write!(f, "{p}"),
            Invalid::PlayerText(p) => write!(f, "{p}"),
            Invalid::ServerText(p) => f.write_str(p),
            Invalid::NoBoards => f.write_str("has no boards"),
            Invalid::CompanyNotInProject { company } => {
                write!(f, "company {company} is not in the project")
            }
            Invalid::PlayersForBoards { players, boards } => {
                write!(f, "has {players} players for {boards} boards")
            }
            Invalid::PlayerNotInProject { player } => {
                write!(f, "player {player} is not in the project")
            }
            Invalid::TeamNotInDivision { team } => write!(f, "team {team} is not in the division"),
            Invalid::BoardOutside { board, boards } => {
                write!(f, "board {board} is outside 1..{boards}")
            }
            Invalid::PairedTwice { team, board } => {
                write!(f, "team {team} board {board} is paired twice")
            }
            Invalid::PairedAgainstItself => f.write_str("a team is paired against itself"),
            Invalid::PlaysHimself => f.write_str("a player cannot play himself"),
            Invalid::Replay(e) => write!(f, "{e}"),
            Invalid::ConditionalTooDeep { after, depth, most } => write!(
                f,
                "its conditional line after move {after} is {depth} expected moves deep; ccdesk keeps at most {most}"
            ),
            Invalid::SentBeforeReceived { sent, received } => {
                write!(f, "sent {sent} before received {received}")
            }
            Invalid::Dates(why) => write!(f, "{why}"),
            Invalid::ArrivedBeforeSent { arrived, sent } => {
                write!(f, "arrived {arrived} before it was sent ({sent})")
            }
            Invalid::Ledger(e) => write!(f, "its clock ledger cannot be worked out: {e}"),
            Invalid::TeamNotInSeason { team, season } => match season {
                None => write!(f, "team {team} is not in the season"),
                Some(season) => write!(f, "team {team} is not in season {season}"),
            },
            Invalid::UnknownDivision { division } => write!(
                f,
                "its pairing names division {}, which the season does not have: its result would leave the standings",
                shown(division)
            ),
            Invalid::AfterClose(late) => f.write_str(&late.why()),
        }
    }
}
