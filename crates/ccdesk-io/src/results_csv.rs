//! Results as CSV, and standings as CSV.
//!
//! A results file has the header `team,board,opponent_team,opponent_board,
//! white,black` (columns in any order, more columns ignored) and one row per
//! pairing, listed once from either side. `white` is the score of `team`'s
//! player in the game where he had White, `black` in the game where he had
//! Black: `1`, `0`, `0.5` or `½`, or empty while the game is unfinished.
//! Fields are trimmed of surrounding spaces; a UTF-8 byte order mark is
//! skipped; blank lines (and rows of empty fields) are skipped but counted
//! in line numbers.
//!
//! Every bad row is reported with its line number (the header is line 1):
//! a score that is not one of the four, a board that is not a number from 1,
//! an empty team, a team against itself, a player paired twice (reported at
//! the second row naming him), a row with fewer or more fields than the
//! header, a header without one of the six columns.

use std::io::Write;

use ccdesk_domain::tournament::score::{GameScore, ScoreError};
use ccdesk_domain::tournament::standings::{PairingResult, ResultsError, Standings, check_results};

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
    /// A player already paired on an earlier line.
    #[error("board {board} of team `{team}` is paired twice (first on line {first_line})")]
    PairedTwice {
        /// The team.
        team: String,
        /// The board.
        board: u32,
        /// The line that paired him first.
        first_line: u64,
    },
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
///
/// A row whose teams and boards are readable takes part in the check for
/// players paired twice even when one of its scores is bad, so one pass
/// finds every problem.
pub fn read_results(input: &[u8]) -> Result<Vec<PairingResult>, Vec<BadRow>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(input);
    let line_of = |position: Option<&csv::Position>| {
        position.map_or(0, |p| super::csv_line::record_line(input, p))
    };
    let mut records = reader
        .records()
        .filter(|r| !r.as_ref().is_ok_and(|r| r.iter().all(str::is_empty)));
    let header = match records.next() {
        None => {
            return Err(vec![BadRow {
                line: 1,
                error: ResultsCsvError::NoHeader,
            }]);
        }
        Some(Err(e)) => {
            return Err(vec![BadRow {
                line: line_of(e.position()),
                error: unreadable(&e),
            }]);
        }
        Some(Ok(header)) => header,
    };
    let header_line = line_of(header.position());
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
    // Every row with readable seats, for the pairing check, with its line.
    let mut paired = Vec::new();
    let mut lines = Vec::new();
    for record in records {
        match record {
            Err(e) => bad.push(BadRow {
                line: line_of(e.position()),
                error: unreadable(&e),
            }),
            Ok(record) => {
                let line = line_of(record.position());
                let (result, errors) = parse_row(&record, &columns, width);
                bad.extend(errors.into_iter().map(|error| BadRow { line, error }));
                if let Some(result) = result {
                    paired.push(result);
                    lines.push(line);
                }
            }
        }
    }
    let line_of_result = |index: usize| lines.get(index).copied().unwrap_or(0);
    for (index, error) in check_results(&paired) {
        let error = match error {
            ResultsError::PairedTwice { team, board, first } => ResultsCsvError::PairedTwice {
                team,
                board,
                first_line: line_of_result(first),
            },
            other => ResultsCsvError::Results(other),
        };
        bad.push(BadRow {
            line: line_of_result(index),
            error,
        });
    }
    if bad.is_empty() {
        Ok(paired)
    } else {
        bad.sort_by_key(|b| b.line);
        Err(bad)
    }
}

/// Says why the CSV reader could not read a row, in the user's words.
fn unreadable(e: &csv::Error) -> ResultsCsvError {
    match e.kind() {
        csv::ErrorKind::Utf8 { err, .. } => ResultsCsvError::Unreadable(format!(
            "field {} is not UTF-8 text (save the file as UTF-8)",
            err.field() + 1
        )),
        _ => ResultsCsvError::Unreadable(e.to_string()),
    }
}

/// Reads one row: the pairing if its teams and boards are readable (a bad
/// score reads as unfinished there), and every problem found.
fn parse_row(
    record: &csv::StringRecord,
    columns: &[usize; 6],
    width: usize,
) -> (Option<PairingResult>, Vec<ResultsCsvError>) {
    if record.len() > width {
        let error = ResultsCsvError::TooManyFields {
            found: record.len(),
            expected: width,
        };
        return (None, vec![error]);
    }
    let mut fields = [""; 6];
    for ((field, &column), name) in fields.iter_mut().zip(columns).zip(RESULTS_COLUMNS) {
        match record.get(column) {
            Some(text) => *field = text,
            None => {
                let error = ResultsCsvError::MissingField {
                    column: name,
                    found: record.len(),
                    expected: width,
                };
                return (None, vec![error]);
            }
        }
    }
    let [team, board, opponent_team, opponent_board, white, black] = fields;
    let mut errors = Vec::new();
    let mut team_name = |column: &'static str, text: &str| {
        if text.is_empty() {
            errors.push(ResultsCsvError::EmptyTeam(column));
        }
        text.to_owned()
    };
    let team = team_name("team", team);
    let opponent_team = team_name("opponent_team", opponent_team);
    let mut board_number = |column: &'static str, text: &str| match text.parse::<u32>() {
        Ok(n) if n >= 1 && text.bytes().all(|b| b.is_ascii_digit()) => n,
        _ => {
            errors.push(ResultsCsvError::Board {
                column,
                text: text.to_owned(),
            });
            0
        }
    };
    let board = board_number("board", board);
    let opponent_board = board_number("opponent_board", opponent_board);
    let seats_readable = errors.is_empty();
    if !seats_readable && !team.is_empty() && team == opponent_team {
        // check_results only sees rows with readable seats; say it here.
        errors.push(ResultsCsvError::Results(ResultsError::OwnTeam {
            team: team.clone(),
        }));
    }
    let mut score = |column: &'static str, text: &str| {
        if text.is_empty() {
            return None;
        }
        text.parse::<GameScore>()
            .map_err(|error| errors.push(ResultsCsvError::Score { column, error }))
            .ok()
    };
    let white = score("white", white);
    let black = score("black", black);
    let result = seats_readable.then_some(PairingResult {
        team,
        board,
        opponent_team,
        opponent_board,
        white,
        black,
    });
    (result, errors)
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
            super::csv_cell::text_cell(&row.team).into_owned(),
            row.game_points.to_string(),
            row.board_count.to_string(),
            row.tiebreak.to_string(),
        ])?;
    }
    writer.flush()?;
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
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

    #[test]
    fn text_that_is_not_utf8_is_reported_on_its_line() {
        let input = b"team,board,opponent_team,opponent_board,white,black\nA,1,B,1,\xbd,0\n";
        let bad = read_results(input).unwrap_err();
        assert_eq!(bad.len(), 1);
        assert_eq!(
            bad[0].to_string(),
            "line 2: field 5 is not UTF-8 text (save the file as UTF-8)"
        );
    }
}
