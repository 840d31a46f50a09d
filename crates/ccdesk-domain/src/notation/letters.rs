//! Piece letters of other languages: German `K D T L S B`, French
//! `R D T F C P`, Spanish `R D T A C P`, Dutch `K D T L P`, Italian
//! `R D T A C P`, besides English `K Q R B N P`.
//!
//! Some letters mean different pieces in different languages: `R` is a rook
//! in English but a king in French, Spanish and Italian; `B` a bishop in
//! English but a pawn in German; `P` a pawn in most languages but a knight
//! in Dutch. [`readings`] therefore tries every language and returns each
//! legal reading, so that a reader can accept a unique one (rule E4.4: a
//! move is read by what it means, not by how it is written).
//!
//! ```
//! use ccdesk_domain::notation::{PieceLetters, parse_move, parse_move_in, readings};
//! use shakmaty::{Chess, Position};
//!
//! let pos = Chess::default();
//! // German: S is the knight (Springer).
//! assert_eq!(parse_move_in(&pos, "Sf3", PieceLetters::German)?, parse_move(&pos, "Nf3")?);
//! // French: C is the knight (cavalier); the only reading of "Cf3".
//! let found = readings(&pos, "Cf3");
//! assert!(found.iter().all(|(_, m)| *m == parse_move(&pos, "Nf3").unwrap()));
//! # Ok::<_, ccdesk_domain::notation::MoveParseError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use shakmaty::{Chess, Move, Role};

use super::error::MoveParseError;
use super::parse::parse_move;
use super::written::{UnreadableMove, WrittenMove};

/// A set of piece letters: the language a move is written in, and the
/// letters two players agree for a game (E2.2), English by default.
///
/// The short names `en de fr es nl it` are what [`FromStr`] reads (the
/// English names too) and [`PieceLetters::code`] writes.
#[derive(
    Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord,
)]
pub enum PieceLetters {
    /// `K Q R B N P` (and ccdesk's own notation).
    #[default]
    English,
    /// `K D T L S B`: König, Dame, Turm, Läufer, Springer, Bauer.
    German,
    /// `R D T F C P`: roi, dame, tour, fou, cavalier, pion.
    French,
    /// `R D T A C P`: rey, dama, torre, alfil, caballo, peón.
    Spanish,
    /// `K D T L P`: koning, dame, toren, loper, paard (pawns have no letter).
    Dutch,
    /// `R D T A C P`: re, donna, torre, alfiere, cavallo, pedone.
    Italian,
}

impl PieceLetters {
    /// Every language, English first.
    pub const ALL: [PieceLetters; 6] = [
        PieceLetters::English,
        PieceLetters::German,
        PieceLetters::French,
        PieceLetters::Spanish,
        PieceLetters::Dutch,
        PieceLetters::Italian,
    ];

    /// The letters of king, queen, rook, bishop, knight and pawn.
    const fn letters(self) -> [Option<char>; 6] {
        match self {
            PieceLetters::English => [
                Some('K'),
                Some('Q'),
                Some('R'),
                Some('B'),
                Some('N'),
                Some('P'),
            ],
            PieceLetters::German => [
                Some('K'),
                Some('D'),
                Some('T'),
                Some('L'),
                Some('S'),
                Some('B'),
            ],
            PieceLetters::French => [
                Some('R'),
                Some('D'),
                Some('T'),
                Some('F'),
                Some('C'),
                Some('P'),
            ],
            PieceLetters::Spanish | PieceLetters::Italian => [
                Some('R'),
                Some('D'),
                Some('T'),
                Some('A'),
                Some('C'),
                Some('P'),
            ],
            PieceLetters::Dutch => [Some('K'), Some('D'), Some('T'), Some('L'), Some('P'), None],
        }
    }

    /// The letter of a piece in this language; `None` for a Dutch pawn,
    /// which has none.
    ///
    /// ```
    /// use ccdesk_domain::notation::PieceLetters;
    /// use shakmaty::Role;
    ///
    /// assert_eq!(PieceLetters::German.letter(Role::Knight), Some('S'));
    /// assert_eq!(PieceLetters::Italian.letter(Role::Bishop), Some('A'));
    /// assert_eq!(PieceLetters::Dutch.letter(Role::Pawn), None);
    /// ```
    #[must_use]
    pub const fn letter(self, role: Role) -> Option<char> {
        let i = match role {
            Role::King => 0,
            Role::Queen => 1,
            Role::Rook => 2,
            Role::Bishop => 3,
            Role::Knight => 4,
            Role::Pawn => 5,
        };
        self.letters()[i]
    }

    /// A move written with English letters (SAN or long algebraic)
    /// rewritten with this language's: every upper-case piece letter
    /// replaced, castling's `O`, squares and marks kept. The reverse of
    /// [`PieceLetters::to_english`] for what ccdesk writes.
    ///
    /// ```
    /// use ccdesk_domain::notation::PieceLetters;
    ///
    /// assert_eq!(PieceLetters::German.from_english("Nxf3+"), "Sxf3+");
    /// assert_eq!(PieceLetters::French.from_english("e8=Q#"), "e8=D#");
    /// assert_eq!(PieceLetters::Dutch.from_english("O-O-O"), "O-O-O");
    /// ```
    #[must_use]
    pub fn from_english(self, text: &str) -> String {
        if self == PieceLetters::English {
            return text.to_owned();
        }
        text.chars()
            .map(|ch| {
                Role::from_char(ch)
                    .filter(|_| ch.is_ascii_uppercase())
                    .and_then(|role| self.letter(role))
                    .unwrap_or(ch)
            })
            .collect()
    }

    /// The piece letters of king, queen, rook, bishop and knight, as a
    /// menu shows them: `K D T L S`.
    #[must_use]
    pub fn pieces(self) -> String {
        [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ]
        .iter()
        .filter_map(|r| self.letter(*r))
        .map(String::from)
        .collect::<Vec<_>>()
        .join(" ")
    }

    /// The short name: `en`, `de`, `fr`, `es`, `nl`, `it` (ISO 639-1).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            PieceLetters::English => "en",
            PieceLetters::German => "de",
            PieceLetters::French => "fr",
            PieceLetters::Spanish => "es",
            PieceLetters::Dutch => "nl",
            PieceLetters::Italian => "it",
        }
    }

    /// The piece an upper-case letter stands for in this language.
    ///
    /// ```
    /// use ccdesk_domain::notation::PieceLetters;
    /// use shakmaty::Role;
    ///
    /// assert_eq!(PieceLetters::French.role('R'), Some(Role::King));
    /// assert_eq!(PieceLetters::English.role('R'), Some(Role::Rook));
    /// assert_eq!(PieceLetters::Dutch.role('P'), Some(Role::Knight));
    /// assert_eq!(PieceLetters::German.role('N'), None);
    /// ```
    #[must_use]
    pub fn role(self, letter: char) -> Option<Role> {
        const ROLES: [Role; 6] = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ];
        self.letters()
            .iter()
            .zip(ROLES)
            .find(|(l, _)| **l == Some(letter))
            .map(|(_, role)| role)
    }

    /// The move rewritten with English piece letters; `None` when it holds
    /// an upper-case letter that is no piece of this language (so the word
    /// is not written in it). Castling's `O`, capture marks and figurines
    /// are kept.
    ///
    /// ```
    /// use ccdesk_domain::notation::PieceLetters;
    ///
    /// assert_eq!(PieceLetters::German.to_english("Lxb5+").as_deref(), Some("Bxb5+"));
    /// assert_eq!(PieceLetters::French.to_english("e8=D").as_deref(), Some("e8=Q"));
    /// assert_eq!(PieceLetters::German.to_english("Nf3"), None);
    /// ```
    #[must_use]
    pub fn to_english(self, text: &str) -> Option<String> {
        if self == PieceLetters::English {
            return Some(text.to_owned());
        }
        text.chars()
            .map(|ch| {
                if !ch.is_ascii_uppercase() || matches!(ch, 'O' | 'X') {
                    return Some(ch);
                }
                self.role(ch).map(Role::upper_char)
            })
            .collect()
    }

    /// The languages in which `text` is a move (syntax only).
    ///
    /// ```
    /// use ccdesk_domain::notation::PieceLetters;
    ///
    /// assert_eq!(PieceLetters::reading("Sf3"), vec![PieceLetters::German]);
    /// assert_eq!(PieceLetters::reading("e4").len(), 6);
    /// assert!(PieceLetters::reading("hello").is_empty());
    /// ```
    #[must_use]
    pub fn reading(text: &str) -> Vec<PieceLetters> {
        PieceLetters::ALL
            .into_iter()
            .filter(|l| {
                l.to_english(text)
                    .is_some_and(|t| t.parse::<WrittenMove>().is_ok())
            })
            .collect()
    }

    /// The language's name in English.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PieceLetters::English => "English",
            PieceLetters::German => "German",
            PieceLetters::French => "French",
            PieceLetters::Spanish => "Spanish",
            PieceLetters::Dutch => "Dutch",
            PieceLetters::Italian => "Italian",
        }
    }
}

impl fmt::Display for PieceLetters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name of piece letters that is none of `en de fr es nl it`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown piece letters {name:?}: expected one of en, de, fr, es, nl, it")]
pub struct ParseLettersError {
    /// The name as it was given.
    pub name: String,
}

impl FromStr for PieceLetters {
    type Err = ParseLettersError;

    /// Reads a short name (`de`) or an English name (`German`), ignoring
    /// case and surrounding spaces.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let name = s.trim().to_ascii_lowercase();
        PieceLetters::ALL
            .into_iter()
            .find(|l| l.code() == name || l.name().eq_ignore_ascii_case(&name))
            .ok_or_else(|| ParseLettersError { name: s.to_owned() })
    }
}

/// Writes `m`, a legal move in `pos`, in SAN with the piece letters of
/// `letters`, check marks and promotions included (`Sf3`, `e8=D+`): what
/// [`parse_move_in`] with the same letters reads back (E2.2).
///
/// ```
/// use ccdesk_domain::notation::{PieceLetters, format_move_in, parse_move};
/// use shakmaty::Chess;
///
/// let pos = Chess::default();
/// let m = parse_move(&pos, "Nf3")?;
/// assert_eq!(format_move_in(&pos, &m, PieceLetters::German), "Sf3");
/// assert_eq!(format_move_in(&pos, &m, PieceLetters::French), "Cf3");
/// assert_eq!(format_move_in(&pos, &m, PieceLetters::Dutch), "Pf3");
/// # Ok::<_, ccdesk_domain::notation::MoveParseError>(())
/// ```
#[must_use]
pub fn format_move_in(pos: &Chess, m: &Move, letters: PieceLetters) -> String {
    letters.from_english(&super::san_plus(pos, *m).to_string())
}

/// Reads one move written with the piece letters of `letters` and finds it
/// in `pos`; errors name the text as written.
///
/// # Errors
///
/// As [`parse_move`]: unreadable in that language, ambiguous or illegal.
pub fn parse_move_in(
    pos: &Chess,
    text: &str,
    letters: PieceLetters,
) -> Result<Move, MoveParseError> {
    let english = letters.to_english(text).ok_or_else(|| UnreadableMove {
        token: text.to_owned(),
    })?;
    parse_move(pos, &english).map_err(|e| match e {
        MoveParseError::Unreadable(_) => MoveParseError::Unreadable(UnreadableMove {
            token: text.to_owned(),
        }),
        MoveParseError::Refused { refusal, .. } => MoveParseError::Refused {
            token: text.trim().to_owned(),
            refusal,
        },
    })
}

/// Reads a move given for a game agreed in `letters` (E2.2): with those
/// letters, and when they read no legal move, as English SAN, ccdesk's own.
/// No other language is guessed at: a mailed move binds (E4.1). What
/// `message compose --move` and the send plan read.
///
/// ```
/// use ccdesk_domain::notation::{PieceLetters, parse_agreed_move, parse_move};
/// use shakmaty::Chess;
///
/// let pos = Chess::default();
/// let nf3 = parse_move(&pos, "Nf3")?;
/// assert_eq!(parse_agreed_move(&pos, "Sf3", PieceLetters::German)?, nf3);
/// assert_eq!(parse_agreed_move(&pos, "Nf3", PieceLetters::German)?, nf3);
/// // French letters are not German ones.
/// assert!(parse_agreed_move(&pos, "Cf3", PieceLetters::German).is_err());
/// # Ok::<_, ccdesk_domain::notation::MoveParseError>(())
/// ```
///
/// # Errors
///
/// The agreed letters' error when neither reads a legal move.
pub fn parse_agreed_move(
    pos: &Chess,
    text: &str,
    letters: PieceLetters,
) -> Result<Move, MoveParseError> {
    if letters == PieceLetters::English {
        return parse_move(pos, text);
    }
    parse_move_in(pos, text, letters).or_else(|own| parse_move(pos, text).map_err(|_| own))
}

impl PieceLetters {
    /// ` (with German piece letters, K D T L S)`, to follow a refusal of
    /// a move read with these letters; nothing for English.
    #[must_use]
    pub fn refusal_note(self) -> String {
        if self == PieceLetters::English {
            String::new()
        } else {
            format!(" (with {self} piece letters, {})", self.pieces())
        }
    }
}

/// Every legal reading of `text` in `pos`, one per language that reads it,
/// in the order of [`PieceLetters::ALL`].
#[must_use]
pub fn readings(pos: &Chess, text: &str) -> Vec<(PieceLetters, Move)> {
    PieceLetters::ALL
        .into_iter()
        .filter_map(|l| parse_move_in(pos, text, l).ok().map(|m| (l, m)))
        .collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn san(pos: &Chess, m: Move) -> String {
        shakmaty::san::San::from_move(pos, m).to_string()
    }

    // rule: E4.4 — a move is read by what it means: every language's letters.
    #[test]
    fn every_language_reads_its_letters() {
        let start = Chess::default();
        let cases = [
            (PieceLetters::German, "Sf3", "Nf3"),
            (PieceLetters::German, "Sg1-f3", "Nf3"),
            (PieceLetters::German, "Be4", "e4"),
            (PieceLetters::French, "Cf3", "Nf3"),
            (PieceLetters::French, "Pe4", "e4"),
            (PieceLetters::Spanish, "Cc3", "Nc3"),
            (PieceLetters::Dutch, "Pf3", "Nf3"),
            (PieceLetters::Italian, "Cg1xf3", "Nf3"),
        ];
        for (letters, text, want) in cases {
            let m = parse_move_in(&start, text, letters).unwrap();
            assert_eq!(san(&start, m), want, "{letters} {text}");
        }
        // Queens, rooks and bishops after 1.e4 e5 2.d4.
        let open = pos("rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2");
        for (letters, text, want) in [
            (PieceLetters::German, "Dh4", "Qh4"),
            (PieceLetters::French, "Fb4+", "Bb4"),
            (PieceLetters::Spanish, "Ab4", "Bb4"),
            (PieceLetters::Italian, "Ab4ch", "Bb4"),
            (PieceLetters::Dutch, "Lb4", "Bb4"),
            (PieceLetters::French, "Re7", "Ke7"),
            (PieceLetters::German, "exd4", "exd4"),
        ] {
            let m = parse_move_in(&open, text, letters).unwrap();
            assert_eq!(san(&open, m), want, "{letters} {text}");
        }
    }

    // rule: E4.4 — "R" is a rook in English, a king in French: both readings are offered.
    #[test]
    fn ambiguous_letters_give_every_legal_reading() {
        // White: Ke1, Rh1, f1 free: Rf1 is a rook move in English, a king move in French.
        let p = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let found: Vec<(PieceLetters, String)> = readings(&p, "Rf1")
            .into_iter()
            .map(|(l, m)| (l, san(&p, m)))
            .collect();
        assert!(found.contains(&(PieceLetters::English, "Rf1".to_owned())));
        assert!(found.contains(&(PieceLetters::French, "Kf1".to_owned())));
        // Only the king can reach d2: a unique reading.
        let kd2: Vec<String> = readings(&p, "Rd2")
            .into_iter()
            .map(|(_, m)| san(&p, m))
            .collect();
        assert!(kd2.iter().all(|s| s == "Kd2") && !kd2.is_empty());
    }

    #[test]
    fn letters_of_another_language_are_no_move() {
        assert_eq!(PieceLetters::German.to_english("Qd1"), None);
        assert_eq!(PieceLetters::Dutch.to_english("Be4"), None);
        assert_eq!(
            PieceLetters::French.to_english("O-O-O").as_deref(),
            Some("O-O-O")
        );
        assert!(PieceLetters::reading("Zf3").is_empty());
        assert!(parse_move_in(&Chess::default(), "Nf3", PieceLetters::German).is_err());
    }

    /// Each move of `cases` (English SAN in the position `fen`) as
    /// `letters` writes it, and read back with the same letters.
    fn writes(letters: PieceLetters, fen: &str, cases: &[(&str, &str)]) {
        let p = pos(fen);
        for (english, want) in cases {
            let m = parse_move(&p, english).unwrap();
            assert_eq!(
                format_move_in(&p, &m, letters),
                *want,
                "{letters} {english}"
            );
            assert_eq!(
                parse_move_in(&p, want, letters).unwrap(),
                m,
                "{letters} {want}"
            );
        }
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /// After 1.e4 e5: the bishop, queen and king can move.
    const OPEN: &str = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    /// A pawn on b7 to promote, a rook to give check on the 8th rank.
    const PROMOTE: &str = "4k3/1P6/8/8/8/8/8/R3K3 w Q - 0 1";

    // rule: E2.2 — a game agreed in German is written K D T L S, promotions too.
    #[test]
    fn german_writes_k_d_t_l_s() {
        let l = PieceLetters::German;
        writes(l, START, &[("Nf3", "Sf3"), ("e4", "e4")]);
        writes(l, OPEN, &[("Bc4", "Lc4"), ("Qh5", "Dh5"), ("Ke2", "Ke2")]);
        writes(
            l,
            PROMOTE,
            &[
                ("b8=Q+", "b8=D+"),
                ("b8=N", "b8=S"),
                ("b8=R+", "b8=T+"),
                ("Ra8+", "Ta8+"),
                ("O-O-O", "O-O-O"),
            ],
        );
    }

    // rule: E2.2 — French: R D T F C (the king is the roi).
    #[test]
    fn french_writes_r_d_t_f_c() {
        let l = PieceLetters::French;
        writes(l, START, &[("Nf3", "Cf3"), ("Nc3", "Cc3")]);
        writes(l, OPEN, &[("Bc4", "Fc4"), ("Qh5", "Dh5"), ("Ke2", "Re2")]);
        writes(
            l,
            PROMOTE,
            &[
                ("b8=Q+", "b8=D+"),
                ("b8=B", "b8=F"),
                ("Ra8+", "Ta8+"),
                ("Kd2", "Rd2"),
            ],
        );
    }

    // rule: E2.2 — Spanish: R D T A C (alfil).
    #[test]
    fn spanish_writes_r_d_t_a_c() {
        let l = PieceLetters::Spanish;
        writes(l, START, &[("Nf3", "Cf3")]);
        writes(l, OPEN, &[("Bc4", "Ac4"), ("Qh5", "Dh5"), ("Ke2", "Re2")]);
        writes(
            l,
            PROMOTE,
            &[("b8=Q+", "b8=D+"), ("b8=B", "b8=A"), ("Ra8+", "Ta8+")],
        );
    }

    // rule: E2.2 — Italian: R D T A C (alfiere).
    #[test]
    fn italian_writes_r_d_t_a_c() {
        let l = PieceLetters::Italian;
        writes(l, START, &[("Nf3", "Cf3")]);
        writes(l, OPEN, &[("Bc4", "Ac4"), ("Qh5", "Dh5"), ("Ke2", "Re2")]);
        writes(
            l,
            PROMOTE,
            &[("b8=Q+", "b8=D+"), ("b8=N", "b8=C"), ("Ra8+", "Ta8+")],
        );
    }

    // rule: E2.2 — Dutch: K D T L P (the knight is the paard).
    #[test]
    fn dutch_writes_k_d_t_l_p() {
        let l = PieceLetters::Dutch;
        writes(l, START, &[("Nf3", "Pf3"), ("e4", "e4")]);
        writes(l, OPEN, &[("Bc4", "Lc4"), ("Qh5", "Dh5"), ("Ke2", "Ke2")]);
        writes(
            l,
            PROMOTE,
            &[("b8=Q+", "b8=D+"), ("b8=N", "b8=P"), ("Ra8+", "Ta8+")],
        );
    }

    // rule: E2.2 — English is ccdesk's own SAN, unchanged.
    #[test]
    fn english_writes_san() {
        writes(
            PieceLetters::English,
            PROMOTE,
            &[("b8=Q+", "b8=Q+"), ("Ra8+", "Ra8+")],
        );
        writes(
            PieceLetters::English,
            OPEN,
            &[("Bc4", "Bc4"), ("Ke2", "Ke2")],
        );
    }

    #[test]
    fn codes_and_names_read_back() {
        for l in PieceLetters::ALL {
            assert_eq!(l.code().parse::<PieceLetters>(), Ok(l));
            assert_eq!(l.name().parse::<PieceLetters>(), Ok(l));
        }
        assert_eq!(" DE ".parse::<PieceLetters>(), Ok(PieceLetters::German));
        assert_eq!(
            "pt".parse::<PieceLetters>().map_err(|e| e.to_string()),
            Err("unknown piece letters \"pt\": expected one of en, de, fr, es, nl, it".to_owned())
        );
        assert_eq!(PieceLetters::German.pieces(), "K D T L S");
        assert_eq!(PieceLetters::French.pieces(), "R D T F C");
        assert_eq!(PieceLetters::default(), PieceLetters::English);
    }
}
