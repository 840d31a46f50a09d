//! Piece glyphs of figurine notation (`♘f3`).
//!
//! By convention figurine scores use the white glyphs for both colours; when
//! reading, the black glyphs are accepted too.

use shakmaty::Role;

/// The glyph written for a piece in figurine notation (white glyphs for both colours).
pub const fn glyph(role: Role) -> char {
    match role {
        Role::King => '♔',
        Role::Queen => '♕',
        Role::Rook => '♖',
        Role::Bishop => '♗',
        Role::Knight => '♘',
        Role::Pawn => '♙',
    }
}

/// The piece a glyph of either colour stands for, if it is a chess glyph.
pub const fn role_of_glyph(ch: char) -> Option<Role> {
    match ch {
        '♔' | '♚' => Some(Role::King),
        '♕' | '♛' => Some(Role::Queen),
        '♖' | '♜' => Some(Role::Rook),
        '♗' | '♝' => Some(Role::Bishop),
        '♘' | '♞' => Some(Role::Knight),
        '♙' | '♟' => Some(Role::Pawn),
        _ => None,
    }
}

/// Rewrites SAN into figurine SAN: each upper-case piece letter becomes its glyph.
///
/// Square letters are lower case and castling's `O` is no piece letter, so
/// only piece letters change.
pub fn san_to_figurine(san: &str) -> String {
    san.chars()
        .map(|ch| {
            Role::from_char(ch.to_ascii_lowercase())
                .filter(|_| ch.is_ascii_uppercase())
                .map_or(ch, glyph)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glyphs_read_back() {
        for role in Role::ALL {
            assert_eq!(role_of_glyph(glyph(role)), Some(role));
        }
        assert_eq!(role_of_glyph('N'), None);
    }

    #[test]
    fn san_becomes_figurine() {
        let cases = [
            ("Nf3", "♘f3"),
            ("exd8=Q+", "exd8=♕+"),
            ("bxa1=N#", "bxa1=♘#"),
            ("O-O-O", "O-O-O"),
            ("Kxb2", "♔xb2"),
            ("Rae1", "♖ae1"),
            ("Bb5", "♗b5"),
        ];
        for (san, figurine) in cases {
            assert_eq!(san_to_figurine(san), figurine);
        }
    }
}
