//! What can be wrong with a game of a PGN file, said so a user can find it.

/// A move's number and side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveAt {
    /// The move number.
    pub number: u32,
    /// White's move (`12.`) or Black's (`12...`).
    pub white: bool,
}

impl MoveAt {
    /// The move `ply` plies after this one (0 = this move).
    #[must_use]
    pub fn plies_after(self, ply: usize) -> MoveAt {
        let offset = ply + usize::from(!self.white);
        let number = usize::try_from(self.number).unwrap_or(1) + offset / 2;
        MoveAt {
            number: u32::try_from(number).unwrap_or(u32::MAX),
            white: offset.is_multiple_of(2),
        }
    }
}

impl std::fmt::Display for MoveAt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.number, if self.white { "." } else { "..." })
    }
}

fn where_(in_variation: bool) -> &'static str {
    if in_variation {
        " (in a variation)"
    } else {
        ""
    }
}

/// Why a game was refused, or what was odd about a game that was imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProblemKind {
    /// A move that is illegal or ambiguous in its position.
    #[error("move {at} `{token}` cannot be played{}: {reason}", where_(*in_variation))]
    IllegalMove {
        /// Where.
        at: MoveAt,
        /// The move as written.
        token: String,
        /// shakmaty's reason.
        reason: String,
        /// True inside a variation.
        in_variation: bool,
    },
    /// A token that is neither a move, a move number, a NAG nor a result.
    #[error("move {at} `{token}` is not a move{}", where_(*in_variation))]
    UnknownToken {
        /// Where.
        at: MoveAt,
        /// The token as written.
        token: String,
        /// True inside a variation.
        in_variation: bool,
    },
    /// The `FEN` tag is not a legal position.
    #[error("the FEN tag `{fen}` is not a legal position: {reason}")]
    BadFen {
        /// The tag value.
        fen: String,
        /// Why.
        reason: String,
    },
    /// A variant other than standard chess.
    #[error("the variant `{0}` is not standard chess")]
    Variant(String),
    /// `(` before any move of its line.
    #[error("a variation starts before any move it could replace")]
    VariationBeforeMoves,
    /// Variations nested deeper than a project keeps
    /// ([`MAX_VARIATION_DEPTH`](ccdesk_domain::game::MAX_VARIATION_DEPTH)).
    #[error("variations nest more than {0} deep; ccdesk keeps at most {0} levels")]
    VariationsTooDeep(usize),
    /// `)` without `(`.
    #[error("`)` closes no variation")]
    UnmatchedParenthesis,
    /// The game ends inside a variation (a truncated file?).
    #[error("the game ends inside a variation (is the file cut short?)")]
    UnclosedVariation,
    /// The text cannot be read (an unterminated tag or comment).
    #[error("unreadable: {0}")]
    Unreadable(String),
    /// Imported, but the movetext has no result token (a truncated file?).
    #[error("no result at the end of the moves (is the file cut short?); imported as unfinished")]
    MissingResult,
    /// Imported, but a move's comment gives a sent date before its received
    /// date; the move is imported without those two dates.
    #[error(
        "move {at} `{san}`: sent {sent} before received {received}; imported without these two dates"
    )]
    SentBeforeReceived {
        /// Where.
        at: MoveAt,
        /// The move.
        san: String,
        /// The `[%ccrcv]` date.
        received: chrono::NaiveDate,
        /// The `[%ccsnt]` date.
        sent: chrono::NaiveDate,
    },
    /// Imported, but a tag's bytes were not UTF-8: read as Windows-1252.
    #[error("the {tag} tag is not UTF-8: read as Windows-1252 (Latin-1); check its letters")]
    TagNotUtf8 {
        /// The tag.
        tag: String,
    },
    /// Imported, but a tag held control characters (issue 21): they were
    /// replaced by spaces.
    #[error("{0}; imported with a space in its place")]
    TagCleaned(String),
    /// Imported, but a `WhiteNA`/`BlackNA` tag is not a plain email
    /// address (issue 21): it was left out.
    #[error("the {tag} tag: {problem}; imported without it")]
    AddressLeftOut {
        /// The tag.
        tag: String,
        /// Why the address cannot stand.
        problem: ccdesk_domain::text_rules::EmailProblem,
    },
    /// Imported, but the game's clock ledger cannot be worked out from
    /// its dates (a move sent before its received date, stated or assumed
    /// from the transit days, E2.9): `ccdesk check` names it too.
    #[error("imported, but its clock ledger cannot be worked out: {0}")]
    LedgerUnfit(String),
    /// Imported, but the game has no tags at all.
    #[error(
        "no tags: players unknown (a blank line inside the previous game's moves?); imported with players \"?\""
    )]
    NoTags,
}

/// A problem with one game of a file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("game {game}{}: {kind}", if *.imported { "" } else { " not imported" })]
pub struct PgnProblem {
    /// The game's place in the file (1 = first).
    pub game: usize,
    /// What is wrong.
    pub kind: ProblemKind,
    /// True when the game was imported anyway (a warning).
    pub imported: bool,
}
