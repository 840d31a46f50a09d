//! The clock ledger as CSV: the moves and leave players keep in
//! spreadsheets, and the computed ledger.
//!
//! Moves: header `move,colour,san,received,sent` (any order, names in any
//! case, surrounding spaces ignored, unknown columns ignored; an optional
//! `conditional` column marks moves played from an accepted conditional
//! line with `yes`/`true`/`1`). One row per move in the order played.
//! Dates are `YYYY-MM-DD`; an empty `received` is assumed (E2.9); an empty
//! `san` skips the legality check and leaves the position unknown after it.
//!
//! Leave: header `colour,from,to`, inclusive dates.
//!
//! A bad row is reported with its line number (the header is line 1), the
//! first one found in file order.

use std::io::{Read, Write};

use chrono::NaiveDate;
use csv::{ReaderBuilder, StringRecord, Trim};

use ccdesk_domain::ledger::{
    LeaveBooking, Ledger, MoveEntry, RuleSet, SanReplay, check_entry, colour_name, parse_colour,
};

/// What is wrong with a ledger CSV file.
#[derive(Debug, thiserror::Error)]
pub enum LedgerCsvError {
    /// A row (or the header, line 1) cannot be used.
    #[error("line {line}: {message}")]
    BadRow {
        /// The line number, the header being line 1.
        line: u64,
        /// What is wrong.
        message: String,
    },
    /// The file could not be read as CSV at all.
    #[error("{0}")]
    Csv(#[from] csv::Error),
}

fn bad(line: u64, message: impl Into<String>) -> LedgerCsvError {
    LedgerCsvError::BadRow {
        line,
        message: message.into(),
    }
}

/// The moves read from a CSV file, with the line each came from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MovesCsv {
    /// The moves, checked in sequence (order, dates, legality).
    pub moves: Vec<MoveEntry>,
    /// The line of each move.
    pub lines: Vec<u64>,
}

/// Column positions found in a header.
struct Columns(Vec<Option<usize>>);

impl Columns {
    fn find(
        headers: &StringRecord,
        names: &[&'static str],
        required: usize,
    ) -> Result<Self, LedgerCsvError> {
        let mut found = Vec::with_capacity(names.len());
        for (i, name) in names.iter().enumerate() {
            let position = headers
                .iter()
                .position(|h| h.trim().eq_ignore_ascii_case(name));
            if position.is_none() && i < required {
                return Err(bad(
                    1,
                    format!(
                        "the header has no {name:?} column (expected {})",
                        names.get(..required).unwrap_or(names).join(",")
                    ),
                ));
            }
            found.push(position);
        }
        Ok(Columns(found))
    }

    fn get<'r>(&self, record: &'r StringRecord, column: usize) -> &'r str {
        self.0
            .get(column)
            .copied()
            .flatten()
            .and_then(|i| record.get(i))
            .unwrap_or("")
            .trim()
    }
}

fn parse_date(text: &str, what: &str, line: u64) -> Result<NaiveDate, LedgerCsvError> {
    ccdesk_domain::iso_date::parse_iso_date(text)
        .map_err(|e| bad(line, format!("unreadable {what} date: {e}")))
}

fn records<R: Read>(reader: R) -> csv::Reader<R> {
    ReaderBuilder::new()
        .trim(Trim::All)
        .flexible(true)
        .from_reader(reader)
}

fn line_of(record: &StringRecord) -> u64 {
    record.position().map_or(0, |p| p.line())
}

/// Reads and checks the moves of a ledger CSV under `rules`.
///
/// # Errors
/// A row of the CSV with its line number, or the reader's error at its line.
fn checked_row(
    record: Result<csv::StringRecord, csv::Error>,
) -> Result<(csv::StringRecord, u64), LedgerCsvError> {
    match record {
        Ok(record) => {
            let line = line_of(&record);
            Ok((record, line))
        }
        Err(e) => Err(bad(e.position().map_or(0, |p| p.line()), e.to_string())),
    }
}

/// The `colour` cell of a row.
fn colour_at(text: &str, line: u64) -> Result<shakmaty::Color, LedgerCsvError> {
    parse_colour(text).ok_or_else(|| {
        bad(
            line,
            format!("unknown colour {text:?} (expected white or black)"),
        )
    })
}

///
/// The first bad row: unknown colour, unreadable number or date, a move out
/// of order, a move sent before it was received, an illegal move.
pub fn read_moves<R: Read>(rules: &RuleSet, reader: R) -> Result<MovesCsv, LedgerCsvError> {
    const NAMES: [&str; 6] = ["move", "colour", "san", "received", "sent", "conditional"];
    let mut csv = records(reader);
    let headers = csv.headers()?.clone();
    let columns = Columns::find(&headers, &NAMES, 5)?;
    let mut out = MovesCsv::default();
    let mut replay = SanReplay::new();
    for record in csv.records() {
        let (record, line) = checked_row(record)?;
        let colour = colour_at(columns.get(&record, 1), line)?;
        let number_text = columns.get(&record, 0);
        let number: u32 = number_text
            .parse()
            .map_err(|_| bad(line, format!("unreadable move number {number_text:?}")))?;
        let received = match columns.get(&record, 3) {
            "" => None,
            text => Some(parse_date(text, "received", line)?),
        };
        let sent = match columns.get(&record, 4) {
            "" => return Err(bad(line, "the sent date is missing")),
            text => parse_date(text, "sent", line)?,
        };
        let conditional = match columns.get(&record, 5).to_ascii_lowercase().as_str() {
            "" | "no" | "false" | "0" => false,
            "yes" | "true" | "1" => true,
            other => return Err(bad(line, format!("unreadable conditional flag {other:?}"))),
        };
        let san = columns.get(&record, 2);
        let mut entry = MoveEntry::new(colour, number, received, sent);
        entry.conditional = conditional;
        if !san.is_empty() {
            entry.san = Some(san.to_owned());
        }
        check_entry(rules, &out.moves, &entry).map_err(|e| bad(line, e.to_string()))?;
        replay
            .play(san)
            .map_err(|e| bad(line, format!("{} move {number}: {e}", colour_name(colour))))?;
        out.moves.push(entry);
        out.lines.push(line);
    }
    Ok(out)
}

/// Reads leave bookings (`colour,from,to`).
///
/// # Errors
///
/// The first bad row: unknown colour, unreadable date, `to` before `from`.
pub fn read_leave<R: Read>(reader: R) -> Result<Vec<LeaveBooking>, LedgerCsvError> {
    const NAMES: [&str; 3] = ["colour", "from", "to"];
    let mut csv = records(reader);
    let headers = csv.headers()?.clone();
    let columns = Columns::find(&headers, &NAMES, 3)?;
    let mut out = Vec::new();
    for record in csv.records() {
        let (record, line) = checked_row(record)?;
        let colour = colour_at(columns.get(&record, 0), line)?;
        let from = parse_date(columns.get(&record, 1), "from", line)?;
        let to = parse_date(columns.get(&record, 2), "to", line)?;
        if to < from {
            return Err(bad(
                line,
                format!("leave ends ({to}) before it begins ({from})"),
            ));
        }
        out.push(LeaveBooking::new(colour, from, to));
    }
    Ok(out)
}

/// Writes moves as `ccdesk ledger` reads them: `move,colour,san,received,sent`,
/// with a `conditional` column only when a move was played from an
/// accepted conditional line. An assumed received date is left empty.
///
/// # Errors
///
/// Only errors of `writer`.
pub fn write_moves<W: Write>(moves: &[MoveEntry], writer: W) -> Result<(), csv::Error> {
    let conditional = moves.iter().any(|m| m.conditional);
    let mut csv = csv::Writer::from_writer(writer);
    let mut header = vec!["move", "colour", "san", "received", "sent"];
    if conditional {
        header.push("conditional");
    }
    csv.write_record(&header)?;
    for m in moves {
        let mut record = vec![
            m.number.to_string(),
            colour_name(m.colour).to_owned(),
            m.san.clone().unwrap_or_default(),
            m.received.map(|d| d.to_string()).unwrap_or_default(),
            m.sent.to_string(),
        ];
        if conditional {
            record.push(if m.conditional { "yes" } else { "no" }.to_owned());
        }
        csv.write_record(&record)?;
    }
    csv.flush()?;
    Ok(())
}

/// Writes the ledger: `move,colour,days,total,allowance,status`, one row per
/// move; an empty line; `colour,total,days_left` for White and Black.
///
/// `days` is the move's days plus its penalty days, so that the days add up
/// to the total.
///
/// # Errors
///
/// Only errors of `writer`.
pub fn write_ledger<W: Write>(ledger: &Ledger, mut writer: W) -> Result<(), csv::Error> {
    {
        let mut csv = csv::Writer::from_writer(&mut writer);
        csv.write_record(["move", "colour", "days", "total", "allowance", "status"])?;
        for row in &ledger.rows {
            csv.write_record([
                row.number.to_string(),
                colour_name(row.colour).to_owned(),
                (row.days.days + row.penalty_days).to_string(),
                row.total.to_string(),
                row.allowance.to_string(),
                row.status.to_string(),
            ])?;
        }
        csv.flush()?;
    }
    writer.write_all(b"\n")?;
    let mut csv = csv::Writer::from_writer(&mut writer);
    csv.write_record(["colour", "total", "days_left"])?;
    for summary in [&ledger.white, &ledger.black] {
        csv.write_record([
            colour_name(summary.colour).to_owned(),
            summary.total.to_string(),
            summary.days_left.to_string(),
        ])?;
    }
    csv.flush()?;
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use ccdesk_domain::ledger::LedgerInput;

    #[test]
    fn reads_checks_and_writes() {
        // rule: E2.9
        let text = "move,colour,san,received,sent\n\
                    1,white,e4,2026-03-01,2026-03-03\n\
                    1,black,e5,,2026-03-06\n";
        let rules = RuleSet::email();
        let moves = read_moves(&rules, text.as_bytes()).unwrap();
        assert_eq!(moves.lines, [2, 3]);
        let input = LedgerInput {
            moves: moves.moves,
            ..LedgerInput::default()
        };
        let ledger = Ledger::compute(&rules, &input).unwrap();
        let mut out = Vec::new();
        write_ledger(&ledger, &mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "move,colour,days,total,allowance,status\n\
             1,white,2,2,40,ok\n\
             1,black,2,2,40,ok\n\
             \n\
             colour,total,days_left\n\
             white,2,38\n\
             black,2,38\n"
        );
    }

    #[test]
    fn bad_rows_name_their_line() {
        let rules = RuleSet::email();
        let cases = [
            (
                "move,colour,san,received,sent\n1,red,e4,2026-03-01,2026-03-02\n",
                2,
                "unknown colour",
            ),
            (
                "move,colour,san,received,sent\n1,white,e4,2026-03-01,2026-3-x\n",
                2,
                "unreadable sent date",
            ),
            (
                "move,colour,san,received,sent\n1,white,e4,2026-03-05,2026-03-02\n",
                2,
                "before received",
            ),
            (
                "move,colour,san,received,sent\n1,white,e4,2026-03-01,2026-03-02\n2,white,d4,,2026-03-04\n",
                3,
                "out of order",
            ),
            (
                "move,colour,san,received,sent\n1,white,e4,2026-03-01,2026-03-02\n1,black,e4,,2026-03-04\n",
                3,
                "not a legal move",
            ),
            ("move,colour,received,sent\n", 1, "no \"san\" column"),
        ];
        for (text, line, needle) in cases {
            match read_moves(&rules, text.as_bytes()) {
                Err(LedgerCsvError::BadRow { line: l, message }) => {
                    assert_eq!(l, line, "{text}");
                    assert!(message.contains(needle), "{message}");
                }
                other => panic!("{text}: {other:?}"),
            }
        }
    }

    #[test]
    fn written_moves_read_back() {
        // rule: E2.9
        let text = "move,colour,san,received,sent\n\
                    1,white,e4,2026-03-01,2026-03-03\n\
                    1,black,e5,,2026-03-06\n";
        let rules = RuleSet::email();
        let moves = read_moves(&rules, text.as_bytes()).unwrap();
        let mut out = Vec::new();
        write_moves(&moves.moves, &mut out).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), text);
    }

    #[test]
    fn leave_rows() {
        let leave = read_leave("colour,from,to\nblack,2026-03-01,2026-03-05\n".as_bytes()).unwrap();
        assert_eq!(leave.len(), 1);
        assert!(matches!(
            read_leave("colour,from,to\nblack,2026-03-05,2026-03-01\n".as_bytes()),
            Err(LedgerCsvError::BadRow { line: 2, .. })
        ));
    }
}
