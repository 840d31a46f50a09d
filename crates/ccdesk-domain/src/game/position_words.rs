//! The position in words: the text mode a blind player uses instead of
//! looking at the board (issue 18), in the spirit of lichess's blind mode.
//!
//! Typed in the Move field, a short query is answered in a sentence:
//!
//! | query | answer |
//! |---|---|
//! | `p` | where my pieces stand (the side to move when the desk has no owner) |
//! | `p black knight`, `p N`, `p k` | where those pieces stand |
//! | `s e` | the e-file scanned from the first rank up |
//! | `s 5` | the fifth rank scanned from the a-file |
//! | `l` | the last move |
//! | `c` | the clocks (given by the caller from the one ledger) |
//!
//! Anything else is not a query, and is read as a move.

use shakmaty::{Chess, Color, File, Position, Rank, Role, Square};

use crate::ledger::{GameClocks, SideClock};

/// A question about the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PositionQuery {
    /// Where pieces stand: of one colour (`None`: mine), of one kind
    /// (`None`: every kind).
    Pieces {
        /// Whose pieces; `None` = the asker's.
        colour: Option<Color>,
        /// Which kind; `None` = all.
        role: Option<Role>,
    },
    /// A file, from the first rank up.
    File(File),
    /// A rank, from the a-file.
    Rank(Rank),
    /// The last move.
    LastMove,
    /// The clocks.
    Clocks,
}

fn role_of(word: &str) -> Option<Role> {
    let role = match word.trim_end_matches('s') {
        "k" | "king" => Role::King,
        "q" | "queen" => Role::Queen,
        "r" | "rook" => Role::Rook,
        "b" | "bishop" => Role::Bishop,
        "n" | "knight" => Role::Knight,
        "p" | "pawn" => Role::Pawn,
        _ => return None,
    };
    Some(role)
}

impl PositionQuery {
    /// The query `text` asks, if it is one; a move such as `Nf3` or `e4`
    /// is not a query.
    #[must_use]
    pub fn parse(text: &str) -> Option<PositionQuery> {
        let words: Vec<String> = text.split_whitespace().map(str::to_lowercase).collect();
        let (first, rest) = words.split_first()?;
        match (first.as_str(), rest) {
            ("l", []) => Some(PositionQuery::LastMove),
            ("c", []) => Some(PositionQuery::Clocks),
            ("s", [what]) => {
                let mut chars = what.chars();
                let c = chars.next()?;
                if chars.next().is_some() {
                    return None;
                }
                match c {
                    'a'..='h' => File::from_char(c).map(PositionQuery::File),
                    '1'..='8' => Rank::from_char(c).map(PositionQuery::Rank),
                    _ => None,
                }
            }
            ("p", rest) if rest.len() <= 2 => {
                let mut colour = None;
                let mut role = None;
                for word in rest {
                    match word.as_str() {
                        "white" | "w" if colour.is_none() => colour = Some(Color::White),
                        // "b" alone is a bishop (lichess's "p b"); black is
                        // written out.
                        "black" if colour.is_none() => colour = Some(Color::Black),
                        w if role.is_none() => role = Some(role_of(w)?),
                        _ => return None,
                    }
                }
                // "p K" asks for a side's king: capital letters are White's,
                // small ones Black's, as in FEN.
                if colour.is_none()
                    && let [word] = rest
                    && let Some(original) = text.split_whitespace().nth(1)
                    && word.len() == 1
                {
                    colour = Some(if original.chars().all(char::is_uppercase) {
                        Color::White
                    } else {
                        Color::Black
                    });
                }
                Some(PositionQuery::Pieces { colour, role })
            }
            _ => None,
        }
    }
}

/// A colour's name.
#[must_use]
pub fn colour_word(colour: Color) -> &'static str {
    match colour {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A kind of piece's name.
#[must_use]
pub fn role_word(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

fn plural(role: Role, n: usize) -> String {
    if n == 1 {
        role_word(role).to_owned()
    } else {
        format!("{}s", role_word(role))
    }
}

/// "e4 white knight" or "e4 empty".
fn square_words(pos: &Chess, square: Square) -> String {
    match pos.board().piece_at(square) {
        Some(p) => format!("{square} {} {}", colour_word(p.color), role_word(p.role)),
        None => format!("{square} empty"),
    }
}

/// What the game's last move was, as the caller knows it: its number,
/// the side that played it and its SAN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastMove {
    /// The move's number (1 for the first move of each side).
    pub number: usize,
    /// Who played it.
    pub colour: Color,
    /// The move, in SAN.
    pub san: String,
}

/// The answer to `query` about `pos`. `mine` is the asker's colour (the
/// desk's owner, else the side to move); `last` the last move, if any;
/// `clocks` the game's clocks from the one ledger
/// ([`crate::ledger::game_clocks`]), when the game has them.
#[must_use]
pub fn answer(
    query: PositionQuery,
    pos: &Chess,
    mine: Color,
    last: Option<&LastMove>,
    clocks: Option<&GameClocks>,
) -> String {
    match query {
        PositionQuery::Pieces { colour, role } => pieces(pos, colour.unwrap_or(mine), role),
        PositionQuery::File(file) => {
            let squares: Vec<String> = Rank::ALL
                .iter()
                .map(|&rank| square_words(pos, Square::from_coords(file, rank)))
                .collect();
            format!("{}-file: {}.", file.char(), squares.join(", "))
        }
        PositionQuery::Rank(rank) => {
            let squares: Vec<String> = File::ALL
                .iter()
                .map(|&file| square_words(pos, Square::from_coords(file, rank)))
                .collect();
            format!("rank {}: {}.", rank.char(), squares.join(", "))
        }
        PositionQuery::LastMove => match last {
            Some(m) => format!(
                "last move: {}{} {}, by {}.{}",
                m.number,
                if m.colour == Color::White { "." } else { "..." },
                m.san,
                colour_word(m.colour),
                check_words(pos)
            ),
            None => "no move has been played yet.".to_owned(),
        },
        PositionQuery::Clocks => match clocks {
            Some(clocks) => {
                let mut text = format!(
                    "{} {}",
                    clock_words(&clocks.white),
                    clock_words(&clocks.black)
                );
                if let Some(stop) = clocks.stopped {
                    text.push_str(&format!(" No clock runs: {stop}."));
                }
                text
            }
            None => "this game keeps no clock.".to_owned(),
        },
    }
}

fn check_words(pos: &Chess) -> String {
    if pos.is_checkmate() {
        " Checkmate.".to_owned()
    } else if pos.is_check() {
        format!(" {} is in check.", capitalised(colour_word(pos.turn())))
    } else {
        String::new()
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn pieces(pos: &Chess, colour: Color, role: Option<Role>) -> String {
    let roles: Vec<Role> = match role {
        Some(r) => vec![r],
        None => vec![
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ],
    };
    let mut parts = Vec::new();
    for r in roles {
        let squares: Vec<String> = (pos.board().by_color(colour) & pos.board().by_role(r))
            .into_iter()
            .map(|s| s.to_string())
            .collect();
        if squares.is_empty() {
            if role.is_some() {
                parts.push(format!("no {}", plural(r, 2)));
            }
            continue;
        }
        parts.push(format!(
            "{} {}",
            plural(r, squares.len()),
            squares.join(", ")
        ));
    }
    format!(
        "{}: {}.",
        capitalised(colour_word(colour)),
        parts.join("; ")
    )
}

fn clock_words(clock: &SideClock) -> String {
    let left = if clock.days_left < 0 {
        format!("{} over", -clock.days_left)
    } else {
        format!("{} left", clock.days_left)
    };
    let mut text = format!(
        "{}: {} days used, {left} at move {}",
        capitalised(colour_word(clock.colour)),
        clock.total,
        clock.control_move
    );
    if clock.to_move {
        text.push_str(&format!(", to move, {} days running", clock.running.days));
    }
    text.push('.');
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    #[test]
    fn moves_are_not_queries() {
        for text in [
            "e4", "Nf3", "e2-e4", "7163", "O-O", "p e4 e5", "s", "s 9", "b",
        ] {
            assert_eq!(PositionQuery::parse(text), None, "{text}");
        }
    }

    #[test]
    fn queries_read_as_lichess_blind_mode_writes_them() {
        let q = PositionQuery::parse;
        assert_eq!(
            q("p"),
            Some(PositionQuery::Pieces {
                colour: None,
                role: None
            })
        );
        assert_eq!(
            q("p black knight"),
            Some(PositionQuery::Pieces {
                colour: Some(Color::Black),
                role: Some(Role::Knight)
            })
        );
        assert_eq!(
            q("p N"),
            Some(PositionQuery::Pieces {
                colour: Some(Color::White),
                role: Some(Role::Knight)
            })
        );
        assert_eq!(
            q("p k"),
            Some(PositionQuery::Pieces {
                colour: Some(Color::Black),
                role: Some(Role::King)
            })
        );
        assert_eq!(q("S E"), Some(PositionQuery::File(File::E)));
        assert_eq!(q("s 5"), Some(PositionQuery::Rank(Rank::Fifth)));
        assert_eq!(q(" l "), Some(PositionQuery::LastMove));
        assert_eq!(q("c"), Some(PositionQuery::Clocks));
    }

    #[test]
    fn the_start_position_in_words() {
        let start = Chess::default();
        let white = answer(
            PositionQuery::parse("p").unwrap(),
            &start,
            Color::White,
            None,
            None,
        );
        assert_eq!(
            white,
            "White: king e1; queen d1; rooks a1, h1; bishops c1, f1; knights b1, g1; pawns a2, b2, c2, d2, e2, f2, g2, h2."
        );
        let knights = answer(
            PositionQuery::parse("p black knight").unwrap(),
            &start,
            Color::White,
            None,
            None,
        );
        assert_eq!(knights, "Black: knights b8, g8.");
        let queens = answer(
            PositionQuery::parse("p white queen").unwrap(),
            &pos("4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
            Color::White,
            None,
            None,
        );
        assert_eq!(queens, "White: no queens.");
        let file = answer(
            PositionQuery::File(File::E),
            &start,
            Color::White,
            None,
            None,
        );
        assert_eq!(
            file,
            "e-file: e1 white king, e2 white pawn, e3 empty, e4 empty, e5 empty, e6 empty, e7 black pawn, e8 black king."
        );
        assert_eq!(
            answer(PositionQuery::LastMove, &start, Color::White, None, None),
            "no move has been played yet."
        );
    }

    #[test]
    fn the_last_move_says_check_and_mate() {
        // 1. f3 e5 2. g4 Qh4#
        let mate = pos("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        let last = LastMove {
            number: 2,
            colour: Color::Black,
            san: "Qh4#".to_owned(),
        };
        assert_eq!(
            answer(
                PositionQuery::LastMove,
                &mate,
                Color::White,
                Some(&last),
                None
            ),
            "last move: 2... Qh4#, by black. Checkmate."
        );
    }
}
