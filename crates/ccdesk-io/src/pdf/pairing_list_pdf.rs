//! The pairing list for captains as PDF (C16): a landscape page (or more) per team,
//! with each board's player, the colour of each of his two games (C17),
//! the opposing team and board, the opponent's name and correspondence
//! address, the game number, and the opposing captains' addresses and
//! telephone numbers. The
//! same rows as the CSV of [`crate::season_export::write_pairing_list`].

use super::PdfError;
use super::page::Paper;
use super::table_pdf::{Column, Sheet};
use ccdesk_domain::ids::{PlayerId, TeamId};
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::results::pairing_game;
use ccdesk_domain::tournament::{Division, Season};

/// A player's correspondence address on one line, his email on the next.
fn address(project: &Project, player: Option<PlayerId>) -> String {
    let Some(p) = player.and_then(|p| project.player(p)) else {
        return String::new();
    };
    let postal = p
        .address
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(", ");
    match (postal.is_empty(), p.email.trim().is_empty()) {
        (false, false) => format!("{postal}\n{}", p.email.trim()),
        (false, true) => postal,
        (true, false) => p.email.trim().to_owned(),
        (true, true) => "no address given".to_owned(),
    }
}

fn name(project: &Project, player: Option<PlayerId>) -> String {
    player.map_or_else(|| "?".to_owned(), |p| project.player_name(p).to_owned())
}

/// Writes the pairing lists of `divisions` for their captains as PDF
/// bytes: a page (or more) per team, division after division.
pub fn write_pairing_list_pdf(
    project: &Project,
    competition: &str,
    season: &Season,
    divisions: &[&Division],
    paper: Paper,
) -> Result<Vec<u8>, PdfError> {
    let mut sheet = Sheet::new(paper, true)?;
    for division in divisions {
        division_pages(&mut sheet, project, competition, season, division);
    }
    let title = match divisions {
        [one] => format!("{competition} {}: {}", season.name, one.name),
        _ => format!("{competition} {}", season.name),
    };
    sheet.finish(
        &format!("Pairing list: {title}"),
        &format!("{title} · pairing list for captains (C16, C17)"),
    )
}

/// Lays out the pages of one division's teams.
fn division_pages(
    sheet: &mut Sheet,
    project: &Project,
    competition: &str,
    season: &Season,
    division: &Division,
) {
    let title = format!("{competition} {}: {}", season.name, division.name);
    sheet.fresh_page();
    if division.teams.is_empty() || division.pairings.is_empty() {
        sheet.heading(14.0, &format!("Pairing list (C16): {title}"));
        sheet.paragraph(10.0, "The division is not paired yet.");
        return;
    }
    for team in &division.teams {
        sheet.fresh_page();
        let letter = division.letter(team.id).unwrap_or_default();
        sheet.set_continued(format!("Pairing list: {} {}", letter, team.name));
        sheet.heading(14.0, &format!("Pairing list (C16): {letter} {}", team.name));
        sheet.paragraph(9.5, &title);
        sheet.paragraph(
            9.5,
            &format!(
                "Captain: {}. Play starts {} and closes {} (C19). Each pairing is two games, one with each colour (C17); send your first move as White.",
                team.captain
                    .map_or_else(|| "not named".to_owned(), |c| project.player_name(c).to_owned()),
                season.calendar.play_starts,
                season.calendar.play_closes
            ),
        );
        sheet.skip(4.0);
        let mut seats: Vec<(u8, TeamId, u8)> = Vec::new();
        for p in &division.pairings {
            if p.team == team.id {
                seats.push((p.board, p.opponent_team, p.opponent_board));
            } else if p.opponent_team == team.id {
                seats.push((p.opponent_board, p.team, p.board));
            }
        }
        seats.sort();
        let mut rows = Vec::new();
        let mut opposing: Vec<TeamId> = Vec::new();
        for (board, opponent_team, opponent_board) in seats {
            let me = team.player_on(board);
            let other = division.team(opponent_team);
            let opponent = other.and_then(|t| t.player_on(opponent_board));
            if !opposing.contains(&opponent_team) {
                opposing.push(opponent_team);
            }
            for (colour, white, black) in [
                ("White", (team.id, board), (opponent_team, opponent_board)),
                ("Black", (opponent_team, opponent_board), (team.id, board)),
            ] {
                let game = pairing_game(project, &division.name, white, black)
                    .map_or(String::new(), |g| g.id.to_string());
                rows.push(vec![
                    board.to_string(),
                    name(project, me),
                    colour.to_owned(),
                    format!(
                        "{} {}",
                        division.letter(opponent_team).unwrap_or_default(),
                        other.map_or("?", |t| t.name.as_str())
                    ),
                    opponent_board.to_string(),
                    name(project, opponent),
                    address(project, opponent),
                    game,
                ]);
            }
        }
        if rows.is_empty() {
            sheet.paragraph(10.0, "Not paired yet.");
            continue;
        }
        sheet.table(
            &[
                Column::right("board", 0.9),
                Column::left("player", 2.4),
                Column::left("colour", 1.1),
                Column::left("opposing team", 2.4),
                Column::right("board", 0.9),
                Column::left("opponent", 2.4),
                Column::left("opponent's address", 4.4),
                Column::left("game", 0.9),
            ],
            &rows,
            8.5,
        );
        let captains: Vec<Vec<String>> = opposing
            .iter()
            .filter_map(|t| division.team(*t))
            .map(|t| {
                vec![
                    format!("{} {}", division.letter(t.id).unwrap_or_default(), t.name),
                    name(project, t.captain),
                    address(project, t.captain),
                    // rule: C16 — each opposing captain's telephone number.
                    t.captain
                        .and_then(|c| project.player(c))
                        .map(|c| c.phone.trim())
                        .filter(|p| !p.is_empty())
                        .unwrap_or("no telephone given")
                        .to_owned(),
                ]
            })
            .collect();
        sheet.heading(10.5, "Opposing captains");
        sheet.table(
            &[
                Column::left("team", 2.5),
                Column::left("captain", 2.5),
                Column::left("address", 5.0),
                Column::left("telephone", 2.0),
            ],
            &captains,
            8.5,
        );
    }
}
