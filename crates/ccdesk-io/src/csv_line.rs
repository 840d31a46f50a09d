//! Line numbers for CSV error messages, the header being line 1.

/// The line where the record at `position` really starts. The CSV reader
/// gives the position before the blank lines it skips; those are counted
/// too, so the line said is the line an editor shows.
pub(crate) fn record_line(input: &[u8], position: &csv::Position) -> u64 {
    let start = usize::try_from(position.byte()).unwrap_or(usize::MAX);
    let skipped = input
        .get(start..)
        .unwrap_or_default()
        .iter()
        .take_while(|b| matches!(b, b'\r' | b'\n'))
        .filter(|&&b| b == b'\n')
        .count();
    position.line() + skipped as u64
}
