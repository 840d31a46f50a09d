//! The draw of lots, the team order and the pairings with their games
//! (C16, C17).

use super::command::{TournamentCommand, division, division_mut, err, season, tc};
use super::division::{BoardPairing, Division};
use super::draw::apply_draw;
use super::error::TournamentError;
use super::hutton::HuttonTable;
use super::season::Season;
use crate::command::{Command, DomainError};
use crate::game::{Game, PairingRef};
use crate::ids::{GameId, TeamId};
use crate::project::Project;

pub(super) fn draw_lots(
    project: &mut Project,
    name: String,
    seed: u64,
) -> Result<String, DomainError> {
    let d = division_mut(project, &name)?;
    let mut by_entry = d.teams.clone();
    by_entry.sort_by_key(|t| t.id);
    d.teams = apply_draw(&by_entry, seed);
    d.draw_seed = Some(seed);
    let letters = d
        .teams
        .iter()
        .enumerate()
        .map(|(i, t)| format!("{} {}", super::division::team_letter(i), t.name))
        .collect::<Vec<_>>()
        .join(", ");
    Ok(format!("drew lots for {name} with seed {seed}: {letters}"))
}

pub(super) fn set_pairings(
    project: &mut Project,
    name: String,
    pairings: Vec<BoardPairing>,
    add_games: Vec<Game>,
    remove_games: Vec<GameId>,
) -> Result<String, DomainError> {
    division(project, &name)?;
    for id in &remove_games {
        if project.game(*id).is_none() {
            return Err(err(TournamentError::UnknownGame(*id)));
        }
    }
    for g in &add_games {
        if project.game(g.id).is_some() && !remove_games.contains(&g.id) {
            return Err(DomainError::DuplicateId(crate::command::TakenId::Game(
                g.id,
            )));
        }
        for p in [g.white, g.black] {
            if project.player(p).is_none() {
                return Err(err(TournamentError::UnknownPlayer(p)));
            }
        }
    }
    project.games.retain(|g| !remove_games.contains(&g.id));
    let added = add_games.len();
    project.games.extend(add_games);
    division_mut(project, &name)?.pairings = pairings;
    Ok(format!("paired {name}: {added} games"))
}

/// The division's pairings from a Hutton table whose team letters follow
/// the division's team order (after the draw of lots).
pub fn pairings_from_table(
    division: &Division,
    table: &HuttonTable,
) -> Result<Vec<BoardPairing>, TournamentError> {
    if table.teams() as usize != division.teams.len()
        || table.boards() != u32::from(division.boards)
    {
        return Err(TournamentError::TableMismatch {
            table_teams: table.teams(),
            table_boards: table.boards(),
            teams: division.teams.len(),
            boards: division.boards,
        });
    }
    let mut out = Vec::new();
    for p in table.pairings() {
        let team = |letter: super::hutton::TeamLetter| {
            division
                .teams
                .get(letter.index() as usize)
                .map(|t| t.id)
                .ok_or(TournamentError::UnknownTeam(TeamId(letter.index())))
        };
        let board = |b: u32| u8::try_from(b).unwrap_or(u8::MAX);
        out.push(BoardPairing {
            team: team(p.first.team)?,
            board: board(p.first.board),
            opponent_team: team(p.second.team)?,
            opponent_board: board(p.second.board),
        });
    }
    Ok(out)
}

/// The two games of each pairing (C17), with the players on those boards:
/// in the first the pairing's `team` has White, in the second Black. Ids
/// start at `first_id`.
pub fn pairing_games(
    season: &Season,
    competition: &str,
    division: &Division,
    pairings: &[BoardPairing],
    first_id: GameId,
) -> Result<Vec<Game>, TournamentError> {
    let player = |team: TeamId, board: u8| {
        let t = division
            .team(team)
            .ok_or(TournamentError::UnknownTeam(team))?;
        t.player_on(board)
            .ok_or_else(|| TournamentError::EmptyBoard {
                team: t.name.clone(),
                board,
            })
    };
    let mut id = first_id.0;
    let mut games = Vec::with_capacity(pairings.len() * 2);
    for p in pairings {
        let a = (p.team, p.board);
        let b = (p.opponent_team, p.opponent_board);
        for (white, black) in [(a, b), (b, a)] {
            let mut game = Game::new(
                GameId(id),
                player(white.0, white.1)?,
                player(black.0, black.1)?,
                format!("{competition} {}, {}", season.name, division.name),
            );
            id += 1;
            game.rules = "Postal (Inter-Office appendix)".to_owned();
            game.start = Some(season.calendar.play_starts);
            game.pairing = Some(PairingRef {
                division: division.name.clone(),
                white_team: white.0,
                white_board: white.1,
                black_team: black.0,
                black_board: black.1,
                season: String::new(),
            });
            games.push(game);
        }
    }
    Ok(games)
}

/// The command that pairs `division` from `table` (generated, typed in or
/// imported) and creates its games, replacing any pairings whose games have
/// not started. Refused when a game of the old pairings has moves or a
/// result.
pub fn pairings_command(
    project: &Project,
    division_name: &str,
    table: &HuttonTable,
) -> Result<Command, DomainError> {
    let s = season(project)?;
    let d = division(project, division_name)?;
    let pairings = pairings_from_table(d, table).map_err(err)?;
    let old_games: Vec<&Game> = project
        .games
        .iter()
        .filter(|g| {
            g.pairing
                .as_ref()
                .is_some_and(|p| p.division == d.name && p.is_current())
        })
        .collect();
    if let Some(g) = old_games
        .iter()
        .find(|g| !g.moves.is_empty() || g.result.is_some())
    {
        return Err(err(TournamentError::GamesStarted(g.id)));
    }
    let competition = project.competition.as_ref().map_or("", |c| c.name.as_str());
    let games = pairing_games(s, competition, d, &pairings, project.next_game_id()).map_err(err)?;
    Ok(tc(TournamentCommand::SetPairings {
        division: d.name.clone(),
        pairings,
        add_games: games,
        remove_games: old_games.iter().map(|g| g.id).collect(),
    }))
}
