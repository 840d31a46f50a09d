//! A replacement the Organiser approves (C20), planned in one place for
//! the window and any other shell: who takes the board over (a player the
//! project knows, found by his name whatever its case or spaces, never a
//! namesake made beside him), and the unfinished games he takes over; and
//! the history a team keeps of who played its board in which games.

use chrono::NaiveDate;

use super::TournamentCommand;
use super::division::Division;
use super::records::Replacement;
use super::season::Season;
use super::team::Team;
use crate::command::Command;
use crate::ids::{GameId, PlayerId, TeamId};
use crate::player::Player;
use crate::project::Project;

/// Why a replacement cannot be planned as asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReplacementRefusal {
    /// The team is not in the division.
    #[error("choose the team")]
    NoTeam,
    /// Nobody plays the board.
    #[error("{team} has nobody on board {board}")]
    NobodyOnBoard {
        /// The team's name.
        team: String,
        /// The board.
        board: u8,
    },
    /// No name was given.
    #[error("name the replacement")]
    NoName,
    /// The name is the player replaced.
    #[error("{name} already plays board {board}")]
    SamePlayer {
        /// The player's name.
        name: String,
        /// The board.
        board: u8,
    },
    /// The player is in the team already.
    #[error("{name} already plays for {team}")]
    InTheTeam {
        /// The player's name.
        name: String,
        /// The team's name.
        team: String,
    },
    /// The name is a player of another company: a namesake would be made.
    #[error(
        "{name} is a player of {company}, not of {team}'s company: a replacement plays for the team's company (C05, C20); give another name"
    )]
    OtherCompany {
        /// The player's name.
        name: String,
        /// His company's name.
        company: String,
        /// The team's name.
        team: String,
    },
}

/// The replacement of the player on `board` of `team` by the player named
/// `by` (a player of the team's companies or of none, matched ignoring
/// case and spaces; a new player of the team's company when no player has
/// that name), approved on `approved`: one step that takes over the board
/// and the unfinished games of this season in `division`.
///
/// # Errors
///
/// [`ReplacementRefusal`]: nothing is planned.
pub fn plan_replacement(
    project: &Project,
    division: &Division,
    team: TeamId,
    board: u8,
    by: &str,
    approved: NaiveDate,
) -> Result<Command, ReplacementRefusal> {
    let team = division.team(team).ok_or(ReplacementRefusal::NoTeam)?;
    let replaced = team
        .player_on(board)
        .ok_or_else(|| ReplacementRefusal::NobodyOnBoard {
            team: team.name.clone(),
            board,
        })?;
    let name = by.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(ReplacementRefusal::NoName);
    }
    let companies: Vec<_> = std::iter::once(team.company).chain(team.partner).collect();
    let same_name = |p: &&Player| {
        p.name
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
            == name.to_lowercase()
    };
    let named: Vec<&Player> = project.players().iter().filter(same_name).collect();
    let known = named
        .iter()
        .find(|p| p.company.is_none_or(|c| companies.contains(&c)));
    let mut steps = Vec::new();
    let by = match known {
        Some(p) if p.id == replaced => {
            return Err(ReplacementRefusal::SamePlayer {
                name: p.name.clone(),
                board,
            });
        }
        Some(p) if team.players.contains(&p.id) => {
            return Err(ReplacementRefusal::InTheTeam {
                name: p.name.clone(),
                team: team.name.clone(),
            });
        }
        Some(p) => p.id,
        None => {
            if let Some(other) = named.first() {
                return Err(ReplacementRefusal::OtherCompany {
                    name: other.name.clone(),
                    company: other
                        .company
                        .and_then(|c| project.company(c))
                        .map_or_else(|| "another company".to_owned(), |c| c.name.clone()),
                    team: team.name.clone(),
                });
            }
            let mut player = Player::new(project.next_player_id(), &name);
            player.company = Some(team.company);
            let id = player.id;
            steps.push(Command::AddPlayer(player));
            id
        }
    };
    let games: Vec<GameId> = project
        .games()
        .iter()
        .filter(|g| g.result.is_none())
        .filter(|g| {
            g.pairing
                .as_ref()
                .is_some_and(|p| p.division == division.name && p.is_current())
        })
        .filter(|g| g.white == replaced || g.black == replaced)
        .map(|g| g.id)
        .collect();
    steps.push(Command::Tournament(TournamentCommand::ApproveReplacement(
        Replacement {
            team: team.id,
            board,
            replaced,
            by,
            games,
            approved,
        },
    )));
    Ok(Command::Batch(steps))
}

/// One player's time on a board: from the approval of his replacement
/// (`None` for the first), with the games he played or plays on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spell {
    /// The player.
    pub player: PlayerId,
    /// The day the Organiser approved him (C20); `None` for the first.
    pub from: Option<NaiveDate>,
    /// The season's games he plays on the board, by id.
    pub games: Vec<GameId>,
}

/// Who played `board` of `team` in the current `season` of `division`,
/// in order (C20): the first player, then each approved replacement.
#[must_use]
pub fn board_history(
    project: &Project,
    season: &Season,
    division: &Division,
    team: &Team,
    board: u8,
) -> Vec<Spell> {
    let mut replacements: Vec<&Replacement> = season
        .records
        .replacements
        .iter()
        .filter(|r| r.team == team.id && r.board == board)
        .collect();
    replacements.sort_by_key(|r| r.approved);
    let first = replacements
        .first()
        .map(|r| r.replaced)
        .or_else(|| team.player_on(board));
    let Some(first) = first else {
        return Vec::new();
    };
    let mut spells = vec![(first, None)];
    spells.extend(replacements.iter().map(|r| (r.by, Some(r.approved))));
    // The player of the team's side of each game played on this board.
    let on_board: Vec<(GameId, PlayerId)> = project
        .games()
        .iter()
        .filter_map(|g| {
            let p = g.pairing.as_ref()?;
            if p.division != division.name || !p.is_current() {
                return None;
            }
            if p.white_team == team.id && p.white_board == board {
                Some((g.id, g.white))
            } else if p.black_team == team.id && p.black_board == board {
                Some((g.id, g.black))
            } else {
                None
            }
        })
        .collect();
    spells
        .into_iter()
        .map(|(player, from)| Spell {
            player,
            from,
            games: on_board
                .iter()
                .filter(|(_, p)| *p == player)
                .map(|(g, _)| *g)
                .collect(),
        })
        .collect()
}

/// The history of a replaced board in words, for the team's list:
/// "replaced Ann Smith (g3) on 2026-01-05 (C20)"; `None` when the board
/// kept its first player.
#[must_use]
pub fn replaced_note(project: &Project, spells: &[Spell]) -> Option<String> {
    if spells.len() < 2 {
        return None;
    }
    let before = &spells[..spells.len() - 1];
    let last = spells.last()?;
    let who = before
        .iter()
        .map(|s| {
            let games = if s.games.is_empty() {
                "no game".to_owned()
            } else {
                s.games
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            format!("{} ({games})", project.player_name(s.player))
        })
        .collect::<Vec<_>>()
        .join(", then ");
    let since = last.from.map(|d| format!(" on {d}")).unwrap_or_default();
    Some(format!("replaced {who}{since} (C20)"))
}
