#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The Move field's reading of a typed move (`notation::read_typed_move`):
//! every language's piece letters where one reading is legal, the English
//! reading taken and the other named where two are.

use ccdesk::domain::notation::{PieceLetters, parse_move, read_typed_move, read_typed_move_in};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn after(moves: &[&str]) -> Chess {
    let mut p = Chess::default();
    for m in moves {
        let mv = parse_move(&p, m).unwrap();
        p.play_unchecked(mv);
    }
    p
}

// rule: E2.2 E4.4 — German, French, Spanish, Italian and Dutch letters are read where unambiguous.
#[test]
fn every_languages_letters_are_typed() {
    let start = Chess::default();
    for (typed, san, language) in [
        ("Sf3", "Nf3", "German"),
        ("Cf3", "Nf3", "French"),
        ("Sg1-f3", "Nf3", "German"),
        ("Cg1f3", "Nf3", "French"),
    ] {
        let t = read_typed_move(&start, typed).unwrap();
        assert_eq!(t.mv, parse_move(&start, san).unwrap(), "{typed}");
        let said = t.assumed.unwrap();
        assert!(
            said.contains(language) && said.contains(san),
            "{typed}: {said}"
        );
    }
    let ruy = after(&["e4", "e5", "Nf3", "Nc6"]);
    for (typed, san) in [
        ("Lb5", "Bb5"),
        ("Ab5", "Bb5"),
        ("Fb5", "Bb5"),
        ("De2", "Qe2"),
        ("Td1", "Rd1"),
    ] {
        let p = if typed == "Td1" {
            pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
        } else {
            ruy.clone()
        };
        let t = read_typed_move(&p, typed).unwrap_or_else(|e| panic!("{typed}: {e}"));
        assert_eq!(t.mv, parse_move(&p, san).unwrap(), "{typed}");
        assert!(t.assumed.is_some(), "{typed}");
    }
    // English needs no word of explanation.
    assert_eq!(read_typed_move(&start, "Nf3").unwrap().assumed, None);
    assert_eq!(read_typed_move(&start, "e2e4").unwrap().assumed, None);
}

// rule: E4.4 — "R" is a rook in English and a king in French: the English reading, and the other named.
#[test]
fn two_readings_take_the_english_and_name_the_other() {
    let p = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let t = read_typed_move(&p, "Rf1").unwrap();
    assert_eq!(t.mv, parse_move(&p, "Rf1").unwrap());
    let said = t.assumed.unwrap();
    assert!(said.contains("English") && said.contains("Kf1"), "{said}");
    // Only the king reaches d2: the French reading, said so.
    let t = read_typed_move(&p, "Rd2").unwrap();
    assert_eq!(t.mv, parse_move(&p, "Kd2").unwrap());
    assert!(t.assumed.unwrap().contains("Kd2"));
    // Dutch P is the knight, English P the pawn: English taken, Dutch named.
    let start = Chess::default();
    let t = read_typed_move(&start, "Pf3").unwrap();
    assert_eq!(t.mv, parse_move(&start, "f3").unwrap());
    assert!(t.assumed.unwrap().contains("Nf3 in Dutch letters"));
}

// rule: E4.2 — a move no language reads legally is refused with English's reason.
#[test]
fn illegal_and_ambiguous_moves_are_refused_with_the_reason() {
    let p = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    let e = read_typed_move(&p, "Nd2").unwrap_err().to_string();
    assert!(e.contains("knights on b1 and f3"), "{e}");
    let e = read_typed_move(&Chess::default(), "Se5")
        .unwrap_err()
        .to_string();
    assert!(e.contains("Se5"), "{e}");
    assert!(read_typed_move(&Chess::default(), "hello").is_err());
}

// rule: E2.2 — in a German game the Move field reads German letters first and says nothing of them.
#[test]
fn a_german_game_reads_its_own_letters_first() {
    let start = Chess::default();
    let t = read_typed_move_in(&start, "Sf3", PieceLetters::German).unwrap();
    assert_eq!(t.mv, parse_move(&start, "Nf3").unwrap());
    assert_eq!(t.assumed, None);
    // English letters where German reads nothing: read, said in the game's letters.
    let t = read_typed_move_in(&start, "Nc3", PieceLetters::German).unwrap();
    assert_eq!(t.mv, parse_move(&start, "Nc3").unwrap());
    assert_eq!(
        t.assumed.as_deref(),
        Some("Nc3 read with English piece letters as Sc3")
    );
    // B: a pawn in German, a bishop in English. After 1.e4 e5 both c2-c4
    // and Bf1-c4 are legal: the German reading, and the English named.
    let open = after(&["e4", "e5"]);
    let t = read_typed_move_in(&open, "Bc4", PieceLetters::German).unwrap();
    assert_eq!(t.mv, parse_move(&open, "c4").unwrap());
    assert_eq!(
        t.assumed.as_deref(),
        Some("Bc4 read with German piece letters as c4; it would be Lc4 in English letters")
    );
    // The same typed in an English game: the bishop, the German pawn named.
    let t = read_typed_move(&open, "Bc4").unwrap();
    assert_eq!(t.mv, parse_move(&open, "Bc4").unwrap());
    assert_eq!(
        t.assumed.as_deref(),
        Some("Bc4 read with English piece letters as Bc4; it would be c4 in German letters")
    );
}

// rule: E2.2 — two other readings and none in the game's letters: refused, naming both in its letters.
#[test]
fn two_other_readings_are_refused_in_the_game_letters() {
    // White: Ke1, Rh1, Nb1. In a German game "Rf1" is no German move
    // (German has no R); English reads the rook, French the king.
    let p = pos("4k3/8/8/8/8/8/8/1N2K2R w K - 0 1");
    let e = read_typed_move_in(&p, "Rf1", PieceLetters::German).unwrap_err();
    assert_eq!(
        e.to_string(),
        "Rf1 can be read as Tf1 in English letters or Kf1 in French letters; type it with German letters (K D T L S)"
    );
}
