//! ICCF numeric notation (rule E2.2): files and ranks as digits 1–8.
//!
//! A move is the from-square then the to-square, each as file digit and rank
//! digit (`e2-e4` is `5254`); a promotion adds a fifth digit, 1=Q 2=R 3=B
//! 4=N (`27281` is `b7-b8=R`); castling is written as the king's move
//! (`5171` is White's `O-O`).

use shakmaty::{File, Rank, Role, Square};

/// The two digits of a square: `e4` is `"54"`.
pub fn square_digits(sq: Square) -> String {
    let digit = |n: u32| char::from_digit(n + 1, 10).unwrap_or('?');
    [digit(sq.file().to_u32()), digit(sq.rank().to_u32())]
        .iter()
        .collect()
}

/// The fifth digit for a promotion piece, `None` for a king or pawn.
pub const fn promotion_digit(role: Role) -> Option<char> {
    match role {
        Role::Queen => Some('1'),
        Role::Rook => Some('2'),
        Role::Bishop => Some('3'),
        Role::Knight => Some('4'),
        Role::King | Role::Pawn => None,
    }
}

/// The promotion piece of a fifth digit (`'1'` is a queen).
pub const fn promotion_of_digit(digit: char) -> Option<Role> {
    match digit {
        '1' => Some(Role::Queen),
        '2' => Some(Role::Rook),
        '3' => Some(Role::Bishop),
        '4' => Some(Role::Knight),
        _ => None,
    }
}

/// A square from a file digit and a rank digit, both 1–8.
fn square_of_digits(file: char, rank: char) -> Option<Square> {
    let index = |ch: char| {
        ch.to_digit(10)
            .filter(|d| (1..=8).contains(d))
            .map(|d| d - 1)
    };
    Some(Square::from_coords(
        File::new(index(file)?),
        Rank::new(index(rank)?),
    ))
}

/// Reads a whole ICCF numeric move: from, to and the promotion piece if any.
///
/// Returns `None` unless `text` is exactly four digits 1–8, or five with a
/// last digit 1–4.
pub fn read_numeric(text: &str) -> Option<(Square, Square, Option<Role>)> {
    let digits: Vec<char> = text.chars().collect();
    match digits.as_slice() {
        [a, b, c, d] => Some((square_of_digits(*a, *b)?, square_of_digits(*c, *d)?, None)),
        [a, b, c, d, p] => Some((
            square_of_digits(*a, *b)?,
            square_of_digits(*c, *d)?,
            Some(promotion_of_digit(*p)?),
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // rule: E2.2 — the international numeric notation, digit by digit.
    #[test]
    fn reads_numeric_moves() {
        let cases = [
            ("5254", Some((Square::E2, Square::E4, None))),
            ("7163", Some((Square::G1, Square::F3, None))),
            ("27281", Some((Square::B7, Square::B8, Some(Role::Queen)))),
            ("27282", Some((Square::B7, Square::B8, Some(Role::Rook)))),
            ("27283", Some((Square::B7, Square::B8, Some(Role::Bishop)))),
            ("27284", Some((Square::B7, Square::B8, Some(Role::Knight)))),
            ("5171", Some((Square::E1, Square::G1, None))),
            ("5838", Some((Square::E8, Square::C8, None))),
            ("1188", Some((Square::A1, Square::H8, None))),
            ("27285", None),
            ("0254", None),
            ("5294", None),
            ("525", None),
            ("525411", None),
            ("52a4", None),
            ("", None),
        ];
        for (text, expected) in cases {
            assert_eq!(read_numeric(text), expected, "{text}");
        }
    }

    // rule: E2.2
    #[test]
    fn writes_digits() {
        assert_eq!(square_digits(Square::A1), "11");
        assert_eq!(square_digits(Square::E4), "54");
        assert_eq!(square_digits(Square::H8), "88");
        assert_eq!(promotion_digit(Role::Queen), Some('1'));
        assert_eq!(promotion_digit(Role::Knight), Some('4'));
        assert_eq!(promotion_digit(Role::King), None);
        for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
            assert_eq!(
                promotion_digit(role).and_then(promotion_of_digit),
                Some(role)
            );
        }
    }
}
