//! What the check of a project found, in words: the one sentence the
//! window's status line and every subcommand that opens a project say
//! when the file breaks a rule `ccdesk check` checks (issue 19).

use super::validate::Problem;

/// What the status line and a screen reader say when the check found
/// problems: their number, the first, and where the whole list is
/// (`ccdesk check`); `None` when there are none.
#[must_use]
pub fn problems_found(problems: &[Problem]) -> Option<String> {
    problems_found_listed_by(problems, "`ccdesk check`")
}

/// [`problems_found`], naming `lister` as the command that lists them
/// all (a subcommand names `` `ccdesk check season.ron` ``, the file it
/// opened).
#[must_use]
pub fn problems_found_listed_by(problems: &[Problem], lister: &str) -> Option<String> {
    let first = problems.first()?;
    let count = problems.len();
    Some(format!(
        "the file check found {count} problem{}, first {first}; {lister} lists {}",
        if count == 1 { "" } else { "s" },
        if count == 1 { "it" } else { "them all" }
    ))
}

/// `20047` as "20,047".
#[must_use]
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::game::ReplayError;
    use crate::ids::GameId;
    use crate::validate::{Invalid, Place};

    fn p(n: u32) -> Problem {
        Problem {
            place: Place::Game(GameId(n)),
            what: Invalid::Replay(ReplayError::BadMove {
                number: 3,
                dots: ".",
                san: "Nf9".to_owned(),
                reason: "not a move".to_owned(),
            }),
        }
    }

    #[test]
    fn counts_are_grouped_in_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(20047), "20,047");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }

    #[test]
    fn one_problem_or_many_are_said_in_words() {
        assert_eq!(problems_found(&[]), None);
        assert_eq!(
            problems_found(&[p(4)]).as_deref(),
            Some(
                "the file check found 1 problem, first game g4: move 3. `Nf9` is not a move; `ccdesk check` lists it"
            )
        );
        assert!(
            problems_found(&[p(4), p(5)])
                .is_some_and(|s| s.starts_with("the file check found 2 problems, first game g4"))
        );
    }

    #[test]
    fn a_subcommand_names_the_check_of_its_file() {
        assert_eq!(problems_found_listed_by(&[], "`ccdesk check a.ron`"), None);
        assert_eq!(
            problems_found_listed_by(&[p(4), p(5)], "`ccdesk check a.ron`").as_deref(),
            Some(
                "the file check found 2 problems, first game g4: move 3. `Nf9` is not a move; `ccdesk check a.ron` lists them all"
            )
        );
    }
}
