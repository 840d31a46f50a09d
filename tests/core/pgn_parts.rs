//! Reading a PGN file in pieces on several threads gives exactly what
//! reading it whole gives: the same games, the same numbers, the same
//! problems, whatever comments, broken games or odd lines the file holds.

use ccdesk::io::pgn::{PgnRead, read_pgn, read_pgn_in_parts};
use proptest::prelude::*;

/// Pieces of PGN files, ordinary and odd, to be put together in any order.
const FRAGMENTS: &[&str] = &[
    "[Event \"Club\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n",
    "[Event \"Long comment\"]\n\n1. d4 { a comment\n\n[Event \"inside the comment\"]\n\nstill } d5 2. c4 *\n\n",
    "[Event \"Semicolon\"]\n\n1. c4 ; a { that opens nothing\n[Event \"Next\"]\n\n1. Nf3 *\n\n",
    "1. e4 c5 2. Nf3 d6 1/2-1/2\n\n",
    "[Event \"Blank line inside\"]\n\n1. e4 e5\n\n2. Nf3 Nc6 *\n\n",
    "[Event \"Illegal\"]\n\n1. e4 e5 2. Ke3 *\n\n",
    "[Event \"Junk\"]\n\n1. e4 foo 2. d4 *\n\n",
    "% an escaped line [Event \"x\"] {\n[Event \"After escape\"]\n\n1. g3 *\n\n",
    "[Event \"Brace { in a tag\"]\n\n1. b3 *\n\n",
    "[Event \"Variations\"]\n\n1. e4 (1. d4 d5 (1... Nf6)) 1... e5 {end} *\n\n",
    "[Event \"CRLF\"]\r\n[White \"C\"]\r\n\r\n1. e4 e5 *\r\n\r\n",
    "[Event \"Setup\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n[SetUp \"1\"]\n\n1. O-O+ Kd7 *\n\n",
    "[Event]\n[White \"No quotes above\"]\n\n1. a4 *\n\n",
    "[Event \"Same line\"] 1. h4 { opened on a tag line\n[Event \"hidden\"]\n} h5 *\n\n",
    "[Event \"Bad FEN\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n",
    "[Event \"Unclosed\"]\n\n1. e4 ) e5 *\n\n",
];

fn whole(data: &[u8]) -> PgnRead {
    read_pgn_in_parts(data, 1, usize::MAX)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn pieces_read_as_the_whole(
        order in proptest::collection::vec(0..FRAGMENTS.len(), 1..14),
        parts in 2usize..7,
        min_part in 1usize..300,
    ) {
        let data: String = order.iter().map(|&i| FRAGMENTS[i]).collect();
        prop_assert_eq!(read_pgn_in_parts(data.as_bytes(), parts, min_part), whole(data.as_bytes()));
    }
}

#[test]
fn an_unclosed_comment_at_the_end_reads_as_the_whole() {
    let data = format!(
        "{}{}[Event \"Open\"]\n\n1. e4 {{ never closed\n{}",
        FRAGMENTS[0], FRAGMENTS[3], FRAGMENTS[0]
    );
    for parts in 2..5 {
        assert_eq!(
            read_pgn_in_parts(data.as_bytes(), parts, 1),
            whole(data.as_bytes())
        );
    }
}

/// A file large enough for `read_pgn` to cut it by itself (more than twice
/// 256 KB): games numbered through, problems in their place. The odd
/// fragments the cutting gives up on (a brace on a tag line) come last.
#[test]
fn a_large_file_is_read_in_pieces_as_a_whole() {
    let (odd, ordinary): (Vec<&str>, Vec<&str>) = FRAGMENTS
        .iter()
        .partition(|f| f.lines().any(|l| l.starts_with('[') && l.contains('{')));
    assert_eq!(odd.len(), 2);
    let (ordinary, odd) = (ordinary.concat(), odd.concat());
    let data = format!("{}{odd}", ordinary.repeat(800));
    assert!(data.len() > 600 * 1024);
    let expected = whole(data.as_bytes());
    assert_eq!(read_pgn(data.as_bytes()), expected);
    for parts in [2, 3, 8, 32] {
        assert_eq!(read_pgn_in_parts(data.as_bytes(), parts, 4096), expected);
    }
    let numbers: Vec<usize> = expected.games.iter().map(|g| g.number).collect();
    assert!(numbers.windows(2).all(|w| w[0] < w[1]));
    assert!(
        expected
            .problems
            .iter()
            .any(|p| p.game > expected.games.len() / 2)
    );
}
