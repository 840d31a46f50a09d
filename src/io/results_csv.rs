//! Results as CSV, and standings as CSV.
//!
//! A results file has the header `team,board,opponent_team,opponent_board,
//! white,black` (columns in any order, more columns ignored) and one row per
//! pairing, listed once from either side. `white` is the score of `team`'s
//! player in the game where he had White, `black` in the game where he had
//! Black: `1`, `0`, `0.5` or `½`, or empty while the game is unfinished.
//! Fields are trimmed of surrounding spaces; a UTF-8 byte order mark is
//! skipped; blank lines are skipped.
//!
//! Every bad row is reported with its line number (the header is line 1):
//! a score that is not one of the four, a board that is not a number from 1,
//! an empty team, a team against itself, a player paired twice (reported at
//! the second row naming him), a row with fewer or more fields than the
//! header, a header without one of the six columns.

use std::io::{Read, Write};

use crate::domain::tournament::score::{GameScore, ScoreError};
use crate::domain::tournament::standings::{PairingResult, ResultsError, Standings, check_results};

/// The columns a results file must have.
pub const RESULTS_COLUMNS: [&str; 6] = [
    "team",
    "board",
    "opponent_team",
    "opponent_board",
    "white",
    "black",
];

/// What is wrong with a row of a results file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ResultsCsvError {
    /// The file is empty: no header.
    #[error("no header; expected {}", RESULTS_COLUMNS.join(","))]
    NoHeader,
    /// The header lacks a column.
    #[error("missing column `{0}` in the header")]
    MissingColumn(&'static str),
    /// A row with fewer fields than the header.
    #[error("missing column `{column}`: {found} fields, the header has {expected}")]
    MissingField {
        /// The first column without a field.
        column: &'static str,
        /// Fields in the row.
        found: usize,
        /// Columns in the header.
        expected: usize,
    },
    /// A row with more fields than the header.
    #[error("{found} fields, the header has {expected}")]
    TooManyFields {
        /// Fields in the row.
        found: usize,
        /// Columns in the header.
        expected: usize,
    },
    /// A field that is not a score.
    #[error("column `{column}`: {error}")]
    Score {
        /// `white` or `black`.
        column: &'static str,
        /// The bad score.
        error: ScoreError,
    },
    /// A board that is not a whole number from 1.
    #[error("column `{column}`: `{text}` is not a board number (1, 2, ...)")]
    Board {
        /// `board` or `opponent_board`.
        column: &'static str,
        /// The text found.
        text: String,
    },
    /// An empty team name.
    #[error("column `{0}` is empty")]
    EmptyTeam(&'static str),
    /// A row that pairs wrongly.
    #[error(transparent)]
    Results(ResultsError),
    /// A row the CSV reader could not read (bad quoting, not UTF-8).
    #[error("{0}")]
    Unreadable(String),
}

/// A bad row and its line number (the header is line 1).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {error}")]
pub struct BadRow {
    /// Line number, from 1 for the header.
    pub line: u64,
    /// What is wrong.
    pub error: ResultsCsvError,
}

/// Reads a results file. Returns every bad row, by line, if there is any.
pub fn read_results(input: impl Read) -> Result<Vec<PairingResult>, Vec<BadRow>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(input);
    let mut records = reader.records();
    let header = match records.next() {
        None => {
            return Err(vec![BadRow {
                line: 1,
                error: ResultsCsvError::NoHeader,
            }]);
        }
        Some(Err(e)) => {
            return Err(vec![BadRow {
                line: 1,
                error: ResultsCsvError::Unreadable(e.to_string()),
            }]);
        }
        Some(Ok(header)) => header,
    };
    let header_line = header.position().map_or(1, |p| p.line());
    let mut columns = [0usize; 6];
    let mut missing = Vec::new();
    for (slot, name) in columns.iter_mut().zip(RESULTS_COLUMNS) {
        match header.iter().position(|h| h == name) {
            Some(i) => *slot = i,
            None => missing.push(BadRow {
                line: header_line,
                error: ResultsCsvError::MissingColumn(name),
            }),
        }
    }
    if !missing.is_empty() {
        return Err(missing);
    }
    let width = header.len();

    let mut bad = Vec::new();
    let mut results = Vec::new();
    let mut lines = Vec::new();
    for record in records {
        match record {
            Err(e) => bad.push(BadRow {
                line: e.position().map_or(0, |p| p.line()),
                error: ResultsCsvError::Unreadable(e.to_string()),
            }),
            Ok(record) => {
                let line = record.position().map_or(0, |p| p.line());
                match parse_row(&record, &columns, width) {
                    Ok(result) => {
                        results.push(result);
                        lines.push(line);
                    }
                    Err(error) => bad.push(BadRow { line, error }),
                }
            }
        }
    }
    for (index, error) in check_results(&results) {
        bad.push(BadRow {
            line: lines.get(index).copied().unwrap_or(0),
            error: ResultsCsvError::Results(error),
        });
    }
    if bad.is_empty() {
        Ok(results)
    } else {
        bad.sort_by_key(|b| b.line);
        Err(bad)
    }
}

fn parse_row(
    record: &csv::StringRecord,
    columns: &[usize; 6],
    width: usize,
) -> Result<PairingResult, ResultsCsvError> {
    if record.len() > width {
        return Err(ResultsCsvError::TooManyFields {
            found: record.len(),
            expected: width,
        });
    }
    let mut fields = [""; 6];
    for ((field, &column), name) in fields.iter_mut().zip(columns).zip(RESULTS_COLUMNS) {
        *field = record.get(column).ok_or(ResultsCsvError::MissingField {
            column: name,
            found: record.len(),
            expected: width,
        })?;
    }
    let [team, board, opponent_team, opponent_board, white, black] = fields;
    let team_name = |column: &'static str, text: &str| {
        if text.is_empty() {
            Err(ResultsCsvError::EmptyTeam(column))
        } else {
            Ok(text.to_owned())
        }
    };
    let board_number = |column: &'static str, text: &str| match text.parse::<u32>() {
        Ok(n) if n >= 1 && text.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ => Err(ResultsCsvError::Board {
            column,
            text: text.to_owned(),
        }),
    };
    let score = |column: &'static str, text: &str| {
        if text.is_empty() {
            Ok(None)
        } else {
            text.parse::<GameScore>()
                .map(Some)
                .map_err(|error| ResultsCsvError::Score { column, error })
        }
    };
    Ok(PairingResult {
        team: team_name("team", team)?,
        board: board_number("board", board)?,
        opponent_team: team_name("opponent_team", opponent_team)?,
        opponent_board: board_number("opponent_board", opponent_board)?,
        white: score("white", white)?,
        black: score("black", black)?,
    })
}

/// Writes standings as CSV: header `place,team,game_points,board_count,
/// tiebreak` and one line per team in the order of `standings.rows`, each
/// ending in `\n`; fields are quoted only where CSV needs it.
pub fn write_standings(standings: &Standings, output: impl Write) -> csv::Result<()> {
    let mut writer = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(output);
    writer.write_record(["place", "team", "game_points", "board_count", "tiebreak"])?;
    for row in &standings.rows {
        writer.write_record([
            row.place.to_string(),
            row.team.clone(),
            row.game_points.to_string(),
            row.board_count.to_string(),
            row.tiebreak.to_string(),
        ])?;
    }
    writer.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &str) -> Vec<(u64, String)> {
        match read_results(input.as_bytes()) {
            Ok(_) => Vec::new(),
            Err(bad) => bad.into_iter().map(|b| (b.line, b.to_string())).collect(),
        }
    }

    #[test]
    fn reads_rows_in_any_column_order_with_spaces_and_bom() {
        let input = "\u{feff}black, white ,team,board,opponent_team,opponent_board\n\
                     ½,1,A,1,B,1\n\n0,,B,2,A,2\n";
        let results = read_results(input.as_bytes()).unwrap();
        assert_eq!(results.len(), 2);
        assert_eq!(results[0].white, Some(GameScore::Win));
        assert_eq!(results[0].black, Some(GameScore::Draw));
        assert_eq!(results[1].white, None);
        assert_eq!(results[1].team, "B");
    }

    #[test]
    fn header_problems_are_on_line_1() {
        assert_eq!(
            lines("team,board,opponent_team,opponent_board,white\nA,1,B,1,1\n"),
            [(1, "line 1: missing column `black` in the header".to_owned())]
        );
        assert_eq!(lines("")[0].0, 1);
    }

    #[test]
    fn row_problems_carry_their_line() {
        let input = "team,board,opponent_team,opponent_board,white,black\n\
                     A,1,B,1,1,2\n\
                     A,x,B,2,1,0\n\
                     A,3,B,3,1\n\
                     ,4,B,4,1,0\n\
                     A,5,B,5,1,0,9\n\
                     A,0,B,6,1,0\n";
        let found: Vec<u64> = lines(input).into_iter().map(|(l, _)| l).collect();
        assert_eq!(found, [2, 3, 4, 5, 6, 7]);
    }
}
