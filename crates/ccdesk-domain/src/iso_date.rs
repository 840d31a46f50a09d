//! Dates typed as `YYYY-MM-DD` (forms, the command line, spreadsheets),
//! with a refusal that says what is wrong with the date rather than a
//! library's words.
//!
//! ```
//! use ccdesk_domain::iso_date::parse_iso_date;
//!
//! assert!(parse_iso_date("2026-03-14").is_ok());
//! assert_eq!(
//!     parse_iso_date("2026-02-30").unwrap_err().to_string(),
//!     "2026-02-30 is not a date: February 2026 has 28 days"
//! );
//! assert_eq!(
//!     parse_iso_date("14.3.2026").unwrap_err().to_string(),
//!     "14.3.2026 is not a date written as YYYY-MM-DD, such as 2026-03-14"
//! );
//! ```

use chrono::{Datelike, NaiveDate};

/// Why a typed date cannot stand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IsoDateError {
    /// Not written as `YYYY-MM-DD`.
    #[error("{0} is not a date written as YYYY-MM-DD, such as 2026-03-14")]
    Shape(String),
    /// A month that does not exist.
    #[error("{text} is not a date: there is no month {month}")]
    NoMonth {
        /// The text.
        text: String,
        /// The month written.
        month: u32,
    },
    /// A day the month does not have.
    #[error("{text} is not a date: {month_name} {year} has {days} days")]
    NoDay {
        /// The text.
        text: String,
        /// The month's name.
        month_name: &'static str,
        /// The year.
        year: i32,
        /// The days of that month.
        days: u32,
    },
}

/// The months in English, January first, written out.
pub const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// Reads a date written `YYYY-MM-DD` (spaces around it ignored).
///
/// # Errors
///
/// [`IsoDateError`], saying what is wrong.
pub fn parse_iso_date(text: &str) -> Result<NaiveDate, IsoDateError> {
    let text = text.trim();
    let shape = || IsoDateError::Shape(text.to_owned());
    let mut parts = text.split('-');
    let (Some(y), Some(m), Some(d), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(shape());
    };
    if y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return Err(shape());
    }
    let (Ok(year), Ok(month), Ok(day)) = (y.parse::<i32>(), m.parse::<u32>(), d.parse::<u32>())
    else {
        return Err(shape());
    };
    if !(1..=12).contains(&month) {
        return Err(IsoDateError::NoMonth {
            text: text.to_owned(),
            month,
        });
    }
    NaiveDate::from_ymd_opt(year, month, day).ok_or_else(|| {
        let first = NaiveDate::from_ymd_opt(year, month, 1);
        let next = first.and_then(|f| f.checked_add_months(chrono::Months::new(1)));
        let days = match (first, next) {
            (Some(f), Some(n)) => u32::try_from((n - f).num_days()).unwrap_or(31),
            _ => 31,
        };
        IsoDateError::NoDay {
            text: text.to_owned(),
            month_name: MONTHS[usize::try_from(month - 1).unwrap_or(0)],
            year: first.map_or(year, |f| f.year()),
            days,
        }
    })
}
