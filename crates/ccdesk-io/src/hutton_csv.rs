//! An organiser's own Hutton table, typed in or imported as CSV, read and
//! checked like a generated one.
//!
//! The columns are those `ccdesk hutton` prints: `team,board,
//! opponent_team,opponent_board` (in any order, fields trimmed, blank lines
//! skipped but counted). A pairing may be listed once, from either side, or
//! twice, once from each side, as `ccdesk hutton` prints it; the two rows
//! must then agree. Every bad row is reported with its line number (the
//! header is line 1); a table that reads but is not a Hutton table
//! (somebody unpaired, paired twice or against his own team) is reported
//! as the domain's [`HuttonTableError`].
//!
//! ```
//! use ccdesk_io::hutton_csv::read_table;
//! let csv = "team,board,opponent_team,opponent_board\nA,1,B,1\nA,2,B,2\n";
//! let table = read_table(csv.as_bytes(), 2, 2).unwrap();
//! assert_eq!(table.meetings()[0][1], 2);
//! ```

use std::collections::BTreeMap;

use ccdesk_domain::tournament::hutton::{HuttonTable, HuttonTableError, Pairing, Seat};

/// The columns of a table file.
pub const TABLE_COLUMNS: [&str; 4] = ["team", "board", "opponent_team", "opponent_board"];

/// What is wrong with a table: bad rows with their lines, or a table that
/// reads but does not pair everyone once.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TableCsvError {
    /// Rows that cannot be read, each with its line.
    #[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "))]
    BadRows(Vec<BadTableRow>),
    /// The pairings read are not a Hutton table for the division.
    #[error(transparent)]
    Table(#[from] HuttonTableError),
}

/// A bad row and its line number (the header is line 1).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct BadTableRow {
    /// Line number, from 1 for the header.
    pub line: u64,
    /// What is wrong.
    pub message: String,
}

fn bad(line: u64, message: impl Into<String>) -> BadTableRow {
    BadTableRow {
        line,
        message: message.into(),
    }
}

/// Reads a table for `teams` teams of `boards` boards and checks it.
pub fn read_table(input: &[u8], teams: i64, boards: i64) -> Result<HuttonTable, TableCsvError> {
    let pairings = read_pairings(input).map_err(TableCsvError::BadRows)?;
    Ok(HuttonTable::from_pairings(teams, boards, &pairings)?)
}

/// Reads the pairings of a table file, each once, without checking that
/// they make a table.
pub fn read_pairings(input: &[u8]) -> Result<Vec<Pairing>, Vec<BadTableRow>> {
    let mut reader = csv::ReaderBuilder::new()
        .trim(csv::Trim::All)
        .flexible(true)
        .from_reader(input);
    let header = match reader.headers() {
        Ok(h) => h.clone(),
        Err(e) => return Err(vec![bad(1, format!("cannot read the header: {e}"))]),
    };
    let mut columns = [0usize; 4];
    let mut missing = Vec::new();
    for (slot, name) in columns.iter_mut().zip(TABLE_COLUMNS) {
        match header.iter().position(|h| h.eq_ignore_ascii_case(name)) {
            Some(i) => *slot = i,
            None => missing.push(name),
        }
    }
    if !missing.is_empty() {
        return Err(vec![bad(
            1,
            format!(
                "the header lacks {} (it needs {})",
                missing.join(", "),
                TABLE_COLUMNS.join(",")
            ),
        )]);
    }
    let mut errors = Vec::new();
    // Each pairing once, with the line that first listed it.
    let mut seen: BTreeMap<Seat, (Seat, u64)> = BTreeMap::new();
    let mut pairings = Vec::new();
    for record in reader.records() {
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                let line = e
                    .position()
                    .map_or(1, |p| super::csv_line::record_line(input, p));
                errors.push(bad(line, e.to_string()));
                continue;
            }
        };
        let line = record
            .position()
            .map_or(1, |p| super::csv_line::record_line(input, p));
        if record.iter().all(str::is_empty) {
            continue;
        }
        let field = |i: usize| record.get(columns[i]).unwrap_or("");
        let seat = |team: usize, board: usize| -> Result<Seat, String> {
            let t = field(team);
            let team = t
                .to_ascii_uppercase()
                .parse()
                .map_err(|_| format!("`{t}` is not a team letter (A, B, ...)"))?;
            let b = field(board);
            let board = b
                .parse::<u32>()
                .ok()
                .filter(|b| *b >= 1)
                .ok_or_else(|| format!("`{b}` is not a board number (1, 2, ...)"))?;
            Ok(Seat { team, board })
        };
        let (a, b) = match (seat(0, 1), seat(2, 3)) {
            (Ok(a), Ok(b)) => (a, b),
            (Err(e), _) | (_, Err(e)) => {
                errors.push(bad(line, e));
                continue;
            }
        };
        match (seen.get(&a), seen.get(&b)) {
            (None, None) => {
                seen.insert(a, (b, line));
                seen.insert(b, (a, line));
                pairings.push(Pairing::new(a, b));
            }
            // The same pairing listed again, from the other side.
            (Some((o, _)), _) if *o == b => {}
            (Some((o, first)), _) => errors.push(bad(
                line,
                format!("{a} is paired with {b} here but with {o} on line {first}"),
            )),
            (None, Some((o, first))) => errors.push(bad(
                line,
                format!("{b} is paired with {a} here but with {o} on line {first}"),
            )),
        }
    }
    if errors.is_empty() {
        Ok(pairings)
    } else {
        errors.sort_by_key(|e| e.line);
        Err(errors)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn the_hutton_commands_output_reads_back() {
        let table = HuttonTable::generate(5, 4).unwrap();
        let read = read_table(table.to_csv().as_bytes(), 5, 4).unwrap();
        assert_eq!(read, table);
    }

    #[test]
    fn bad_rows_are_reported_with_their_lines() {
        let csv = "team,board,opponent_team,opponent_board\nA,1,B,1\nA,x,B,2\n\nA,1,B,2\n";
        let err = read_pairings(csv.as_bytes()).unwrap_err();
        assert_eq!(err.len(), 2);
        assert_eq!(err[0].line, 3);
        assert!(err[0].message.contains("`x`"));
        assert_eq!(err[1].line, 5);
        assert!(err[1].message.contains("line 2"));
    }

    #[test]
    fn a_table_that_leaves_somebody_out_is_refused() {
        let csv = "team,board,opponent_team,opponent_board\nA,1,B,1\n";
        assert!(matches!(
            read_table(csv.as_bytes(), 2, 2),
            Err(TableCsvError::Table(HuttonTableError::Unpaired { .. }))
        ));
    }
}
