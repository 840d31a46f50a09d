//! `ccdesk notation --to FORMAT [--fen FEN]`, run as the real binary.
//!
//! Every expected line here was worked out by hand from the position.

// A test fails by panicking: `expect` says what was expected.
#![allow(clippy::expect_used, clippy::unwrap_used)]

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `ccdesk notation` with `args`, feeding `stdin`; returns stdout, stderr, exit code.
fn notation(args: &[&str], stdin: &str) -> (String, String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ccdesk"))
        .arg("notation")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ccdesk starts");
    // A refusal of the arguments may end ccdesk before it reads stdin.
    let _ = child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(stdin.as_bytes());
    let out = child.wait_with_output().expect("ccdesk ends");
    (
        String::from_utf8(out.stdout).expect("stdout is UTF-8"),
        String::from_utf8(out.stderr).expect("stderr is UTF-8"),
        out.status.code().expect("ccdesk exits with a status"),
    )
}

/// Converts and expects success; returns the printed lines.
fn convert(to: &str, fen: Option<&str>, stdin: &str) -> Vec<String> {
    let mut args = vec!["--to", to];
    if let Some(fen) = fen {
        args.extend(["--fen", fen]);
    }
    let (out, err, code) = notation(&args, stdin);
    assert_eq!(code, 0, "--to {to} {fen:?} <<< {stdin:?}: stderr {err}");
    assert!(err.is_empty(), "no complaint expected: {err}");
    out.lines().map(str::to_owned).collect()
}

/// Converts and expects refusal; returns stderr after checking stdout is empty.
fn refuse(to: &str, fen: Option<&str>, stdin: &str) -> String {
    let mut args = vec!["--to", to];
    if let Some(fen) = fen {
        args.extend(["--fen", fen]);
    }
    let (out, err, code) = notation(&args, stdin);
    assert_eq!(
        code, 2,
        "--to {to} {fen:?} <<< {stdin:?} should exit 2; stdout {out:?}"
    );
    assert_eq!(out, "", "nothing on stdout when a move is refused");
    assert!(!err.trim().is_empty(), "a message on stderr");
    err
}

const FORMATS: [&str; 5] = ["san", "figurine", "lan", "iccf", "uci"];

/// One move from one position, written in each format in the order of [`FORMATS`].
struct Written {
    fen: &'static str,
    forms: [&'static str; 5],
}

/// Every form of the move reads, and every format writes the expected form.
fn check_every_way(cases: &[Written]) {
    for case in cases {
        for input in case.forms {
            for (to, expected) in FORMATS.iter().zip(case.forms) {
                assert_eq!(
                    convert(to, Some(case.fen), input),
                    [expected],
                    "{input} --to {to} from {}",
                    case.fen
                );
            }
        }
    }
}

const PROMOTION_WHITE: &str = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
const PROMOTION_BLACK: &str = "4k3/8/8/8/8/8/p7/4K3 b - - 0 1";

// rule: E2.2 — numeric notation, with the promotion digit 1=Q 2=R 3=B 4=N.
// rule: P02 — English algebraic.
#[test]
fn promotions_to_every_piece_in_every_notation() {
    check_every_way(&[
        Written {
            fen: PROMOTION_WHITE,
            forms: ["b8=Q+", "b8=♕+", "b7-b8=Q", "27281", "b7b8q"],
        },
        Written {
            fen: PROMOTION_WHITE,
            forms: ["b8=R+", "b8=♖+", "b7-b8=R", "27282", "b7b8r"],
        },
        Written {
            fen: PROMOTION_WHITE,
            forms: ["b8=B", "b8=♗", "b7-b8=B", "27283", "b7b8b"],
        },
        Written {
            fen: PROMOTION_WHITE,
            forms: ["b8=N", "b8=♘", "b7-b8=N", "27284", "b7b8n"],
        },
        Written {
            fen: PROMOTION_WHITE,
            forms: ["bxa8=Q+", "bxa8=♕+", "b7xa8=Q", "27181", "b7a8q"],
        },
        Written {
            fen: PROMOTION_WHITE,
            forms: ["bxa8=N", "bxa8=♘", "b7xa8=N", "27184", "b7a8n"],
        },
        Written {
            fen: PROMOTION_BLACK,
            forms: ["a1=Q+", "a1=♕+", "a2-a1=Q", "12111", "a2a1q"],
        },
        Written {
            fen: PROMOTION_BLACK,
            forms: ["a1=R+", "a1=♖+", "a2-a1=R", "12112", "a2a1r"],
        },
        Written {
            fen: PROMOTION_BLACK,
            forms: ["a1=B", "a1=♗", "a2-a1=B", "12113", "a2a1b"],
        },
        Written {
            fen: PROMOTION_BLACK,
            forms: ["a1=N", "a1=♘", "a2-a1=N", "12114", "a2a1n"],
        },
    ]);
}

// rule: E4.4 — the `=` and the case of the promotion piece mean nothing either.
#[test]
fn lenient_promotions() {
    for input in [
        "b8Q", "b8q", "b8=q", "b8(Q)", "b8=Q+", "b8Q!", "b7b8=Q", "b7-b8q",
    ] {
        assert_eq!(
            convert("san", Some(PROMOTION_WHITE), input),
            ["b8=Q+"],
            "{input}"
        );
    }
    for input in ["bxa8N", "ba8n", "b7xa8n", "b:a8=N"] {
        assert_eq!(
            convert("iccf", Some(PROMOTION_WHITE), input),
            ["27184"],
            "{input}"
        );
    }
}

const CASTLING_WHITE: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const CASTLING_BLACK: &str = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";

// rule: E2.2 — castling in numeric notation is the king's move (5171).
#[test]
fn both_castlings_of_both_sides_in_every_notation() {
    check_every_way(&[
        Written {
            fen: CASTLING_WHITE,
            forms: ["O-O", "O-O", "O-O", "5171", "e1g1"],
        },
        Written {
            fen: CASTLING_WHITE,
            forms: ["O-O-O", "O-O-O", "O-O-O", "5131", "e1c1"],
        },
        Written {
            fen: CASTLING_BLACK,
            forms: ["O-O", "O-O", "O-O", "5878", "e8g8"],
        },
        Written {
            fen: CASTLING_BLACK,
            forms: ["O-O-O", "O-O-O", "O-O-O", "5838", "e8c8"],
        },
        Written {
            fen: "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
            forms: ["O-O+", "O-O+", "O-O", "5171", "e1g1"],
        },
    ]);
}

// rule: E4.4 — castling written with zeros, with the king's move, or king takes rook.
#[test]
fn lenient_castling() {
    for input in [
        "0-0", "O-O", "OO", "00", "o-o", "e1g1", "Ke1-g1", "Kg1", "e1h1", "5171", "O-O+",
    ] {
        assert_eq!(
            convert("san", Some(CASTLING_WHITE), input),
            ["O-O"],
            "{input}"
        );
    }
    for input in ["0-0-0", "O-O-O", "e1c1", "Ke1c1", "Kc1", "e1a1", "5131"] {
        assert_eq!(
            convert("lan", Some(CASTLING_WHITE), input),
            ["O-O-O"],
            "{input}"
        );
    }
}

const EN_PASSANT: &str = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";

// rule: E4.4 — "e.p." may be written or left out.
#[test]
fn en_passant_in_every_notation() {
    check_every_way(&[Written {
        fen: EN_PASSANT,
        forms: ["exd6", "exd6", "e5xd6", "5546", "e5d6"],
    }]);
    for input in [
        "exd6 e.p.",
        "exd6e.p.",
        "exd6ep",
        "ed6",
        "e5-d6",
        "e:d6",
        "exd6+",
    ] {
        assert_eq!(convert("uci", Some(EN_PASSANT), input), ["e5d6"], "{input}");
    }
    // Played in a game rather than set up.
    assert_eq!(
        convert("lan", None, "1.e4 a6 2.e5 d5 3.exd6 e.p."),
        ["e2-e4", "a7-a6", "e4-e5", "d7-d5", "e5xd6"]
    );
}

// rule: E4.4 — check and mate marks are optional on input; SAN writes them.
#[test]
fn checks_and_mates() {
    let scholar = "1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7# 1-0";
    assert_eq!(
        convert("san", None, scholar),
        ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]
    );
    assert_eq!(
        convert("figurine", None, scholar),
        ["e4", "e5", "♗c4", "♘c6", "♕h5", "♘f6", "♕xf7#"]
    );
    assert_eq!(
        convert("lan", None, scholar),
        [
            "e2-e4", "e7-e5", "Bf1-c4", "Nb8-c6", "Qd1-h5", "Ng8-f6", "Qh5xf7"
        ]
    );
    assert_eq!(
        convert("iccf", None, scholar),
        ["5254", "5755", "6134", "2836", "4185", "7866", "8567"]
    );
    assert_eq!(
        convert("uci", None, scholar),
        ["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"]
    );
    // The same mate without any marks.
    assert_eq!(
        convert("san", None, "e4 e5 Bc4 Nc6 Qh5 Nf6 Qf7")
            .last()
            .map(String::as_str),
        Some("Qxf7#")
    );

    let fools = "1. f3 e5 2. g4 Qh4#";
    assert_eq!(convert("san", None, fools), ["f3", "e5", "g4", "Qh4#"]);
    assert_eq!(
        convert("iccf", None, fools),
        ["6263", "5755", "7274", "4884"]
    );
    assert_eq!(convert("san", None, "1.e4 d5 2.Bb5"), ["e4", "d5", "Bb5+"]);
    assert_eq!(
        convert("lan", None, "1.e4 d5 2.Bb5+"),
        ["e2-e4", "d7-d5", "Bf1-b5"]
    );
}

// rule: E4.4 — a move after mate is refused: the game is over.
#[test]
fn nothing_after_mate() {
    let err = refuse("san", None, "f3 e5 g4 Qh4# a3");
    assert!(err.contains("checkmate"), "{err}");
}

// rule: P02 — disambiguation by file and by rank.
#[test]
fn ambiguous_knights_and_rooks_need_file_or_rank() {
    let knights_b1_f3 = "1.d3 d5 2.Nf3 Nf6";
    for (input, san, lan, iccf) in [
        ("Nbd2", "Nbd2", "Nb1-d2", "2142"),
        ("Nfd2", "Nfd2", "Nf3-d2", "6342"),
        ("Nb1d2", "Nbd2", "Nb1-d2", "2142"),
        ("6342", "Nfd2", "Nf3-d2", "6342"),
    ] {
        let text = format!("{knights_b1_f3} 3.{input}");
        assert_eq!(convert("san", None, &text)[4], san, "{input}");
        assert_eq!(convert("lan", None, &text)[4], lan, "{input}");
        assert_eq!(convert("iccf", None, &text)[4], iccf, "{input}");
    }

    let knights_g1_g5 = "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1";
    check_every_way(&[
        Written {
            fen: knights_g1_g5,
            forms: ["N1f3", "♘1f3", "Ng1-f3", "7163", "g1f3"],
        },
        Written {
            fen: knights_g1_g5,
            forms: ["N5f3", "♘5f3", "Ng5-f3", "7563", "g5f3"],
        },
    ]);

    let rooks_a1_f1 = "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1";
    check_every_way(&[
        Written {
            fen: rooks_a1_f1,
            forms: ["Rad1", "♖ad1", "Ra1-d1", "1141", "a1d1"],
        },
        Written {
            fen: rooks_a1_f1,
            forms: ["Rfd1", "♖fd1", "Rf1-d1", "6141", "f1d1"],
        },
    ]);
    let rooks_a1_a5 = "4k3/8/8/R7/8/8/8/R5K1 w - - 0 1";
    check_every_way(&[
        Written {
            fen: rooks_a1_a5,
            forms: ["R1a3", "♖1a3", "Ra1-a3", "1113", "a1a3"],
        },
        Written {
            fen: rooks_a1_a5,
            forms: ["R5a3", "♖5a3", "Ra5-a3", "1513", "a5a3"],
        },
    ]);
    // Three queens: file and rank both needed.
    let queens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";
    check_every_way(&[Written {
        fen: queens,
        forms: ["Qa1b2", "♕a1b2", "Qa1-b2", "1122", "a1b2"],
    }]);
}

#[test]
fn ambiguous_moves_are_refused_naming_the_pieces() {
    let err = refuse("san", None, "1.d3 d5 2.Nf3 Nf6 3.Nd2");
    assert!(err.contains("knights on b1 and f3 can move to d2"), "{err}");
    assert!(err.contains("ambiguous"), "{err}");
    assert!(
        err.contains('3') && err.contains("White") && err.contains("Nd2"),
        "{err}"
    );

    let err = refuse("lan", Some("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1"), "Rd1");
    assert!(err.contains("rooks on a1 and f1 can move to d1"), "{err}");
    let err = refuse("iccf", Some("4k3/8/8/R7/8/8/8/R5K1 w - - 0 1"), "Ra3");
    assert!(err.contains("rooks on a1 and a5 can move to a3"), "{err}");
    let err = refuse("uci", Some("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1"), "Ngf3");
    assert!(err.contains("knights on g1 and g5 can move to f3"), "{err}");
}

// rule: E2.1 — the message gives the move number and the side.
#[test]
fn illegal_moves_are_refused_saying_why() {
    let cases: [(Option<&str>, &str, &str, &[&str]); 12] = [
        (
            None,
            "Nd4",
            "no white knight can move to d4",
            &["1", "White", "Nd4"],
        ),
        (
            None,
            "e4 Nf5",
            "no black knight can move to f5",
            &["1", "Black", "Nf5"],
        ),
        (
            None,
            "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 Nb5",
            "no white knight can move to b5",
            &["5", "White", "Nb5"],
        ),
        (
            None,
            "e7e5",
            "the pawn on e7 is Black's, but White is to move",
            &["White", "e7e5"],
        ),
        (None, "e3e4", "there is no piece on e3", &["e3e4"]),
        (
            None,
            "Ne2-e4",
            "the piece on e2 is a pawn, not a knight",
            &["Ne2-e4"],
        ),
        (
            None,
            "Ng1-g3",
            "the knight on g1 cannot move to g3",
            &["Ng1-g3"],
        ),
        (
            None,
            "O-O",
            "there are pieces between king and rook",
            &["O-O"],
        ),
        (
            None,
            "e2e1",
            "e1 is occupied by White's own king",
            &["e2e1"],
        ),
        (
            Some("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"),
            "Nc3",
            "leaves the king in check",
            &["Nc3"],
        ),
        (
            Some("4k3/4r3/8/8/8/8/8/N3K3 w - - 0 1"),
            "Nb3",
            "in check and this move does not get it out",
            &["Nb3"],
        ),
        (
            Some("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"),
            "Kf2",
            "the king would move into check",
            &["Kf2"],
        ),
    ];
    for (fen, moves, why, mentions) in cases {
        let err = refuse("san", fen, moves);
        assert!(err.contains(why), "{moves}: {err}");
        for word in mentions {
            assert!(err.contains(word), "{moves}: {err} should mention {word}");
        }
    }
    // The king may take the unprotected rook instead.
    assert_eq!(
        convert("san", Some("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"), "Kxd2"),
        ["Kxd2"]
    );
}

#[test]
fn castling_refusals_say_why() {
    let cases = [
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1",
            "O-O",
            "the king or the rook has moved",
        ),
        (
            "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1",
            "O-O-O",
            "there are pieces between king and rook",
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "e1b1",
            "the king on e1 cannot move to b1",
        ),
        (
            "r3k2r/4r3/8/8/8/8/8/R3K2R w KQq - 0 1",
            "O-O",
            "the king is in check",
        ),
        (
            "r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1",
            "e1g1",
            "pass through or land on an attacked square",
        ),
        (
            "r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1",
            "5171",
            "pass through or land on an attacked square",
        ),
    ];
    for (fen, input, why) in cases {
        let err = refuse("san", Some(fen), input);
        assert!(err.contains(why), "{input} from {fen}: {err}");
    }
}

#[test]
fn garbage_is_refused_with_the_token() {
    for (input, token) in [
        ("hello", "hello"),
        ("e4 e5 Nf3 xyzzy", "xyzzy"),
        ("e4 e5 9999", "9999"),
        ("1.e4 e5 2.Nf3 Zz9", "Zz9"),
        ("e4 e5 e8=K", "e8=K"),
        ("e4 (e5)", "(e5)"),
    ] {
        let err = refuse("iccf", None, input);
        assert!(err.contains(token), "{input}: {err}");
    }
    // A move needing a promotion piece without one.
    let err = refuse("san", Some(PROMOTION_WHITE), "b8");
    assert!(err.contains("must promote"), "{err}");
    let err = refuse("san", None, "e4=Q");
    assert!(
        err.contains("only a pawn reaching the last rank promotes"),
        "{err}"
    );
}

// rule: E2.1 — a game from a position with Black to move starts at `1...`.
#[test]
fn black_to_move_first_from_a_fen() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    assert_eq!(
        convert("san", Some(fen), "1...e5 2.Nf3 Nc6"),
        ["e5", "Nf3", "Nc6"]
    );
    assert_eq!(
        convert("iccf", Some(fen), "1... e5 2. Nf3 Nc6 *"),
        ["5755", "7163", "2836"]
    );
    let err = refuse("san", Some(fen), "1...e5 2.Nf3 Ke6");
    assert!(
        err.contains("2...") && err.contains("Black") && err.contains("Ke6"),
        "{err}"
    );
    let err = refuse("san", Some(fen), "1...e4");
    assert!(err.contains("1...") && err.contains("Black"), "{err}");

    // Move numbers come from the FEN's full-move counter.
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    assert_eq!(convert("lan", Some(fen), "3.Bb5 a6"), ["Bf1-b5", "a7-a6"]);
    let err = refuse("lan", Some(fen), "3.Bb5 a6 4.Bb5");
    assert!(err.contains("4.") && err.contains("White"), "{err}");
}

// rule: E2.1 — move numbers, glued or apart, and results are skipped.
#[test]
fn move_numbers_and_results_are_skipped() {
    let expected = ["e4", "e5", "Nf3", "Nc6"];
    for text in [
        "1.e4 e5 2.Nf3 Nc6",
        "1. e4 e5 2. Nf3 Nc6 1-0",
        "1.e4 1...e5 2.Nf3 2...Nc6 0-1",
        "e4\ne5\nNf3\nNc6\n1/2-1/2\n",
        "1.e4 e5 2.Nf3 Nc6 ½-½",
        "1.5254 5755 2.7163 2836 *",
        "  1.e2-e4  e7e5\t2.Ng1-f3 {a comment} b8c6  ",
    ] {
        assert_eq!(convert("san", None, text), expected, "{text:?}");
    }
}

#[test]
fn empty_input_prints_nothing() {
    for text in ["", "\n", "   \n\t", "1-0", "*", "1."] {
        assert_eq!(convert("uci", None, text), Vec::<String>::new(), "{text:?}");
    }
}

#[test]
fn bad_format_or_fen_is_refused() {
    for to in ["pgn", "SANX", ""] {
        let (out, err, code) = notation(&["--to", to], "e4");
        assert_eq!((out.as_str(), code), ("", 2), "--to {to:?}");
        assert!(err.contains("notation"), "{err}");
    }
    for fen in [
        "garbage",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
    ] {
        let (out, err, code) = notation(&["--to", "san", "--fen", fen], "e4");
        assert_eq!((out.as_str(), code), ("", 2), "--fen {fen:?}");
        assert!(err.contains("fen"), "{err}");
    }
    let (out, _, code) = notation(&[], "e4");
    assert_eq!((out.as_str(), code), ("", 2), "--to is required");
}

#[test]
fn output_is_all_or_nothing() {
    // Nineteen good moves then one bad: nothing of the good ones is printed.
    let (out, err, code) = notation(
        &["--to", "san"],
        "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 4.Ba4 Nf6 5.O-O Be7 6.Re1 b5 7.Bb3 d6 8.c3 O-O 9.h3 Nb8 10.d4 Nbd7 11.Nd2",
    );
    assert_eq!((out.as_str(), code), ("", 2));
    assert!(
        err.contains("11") && err.contains("White") && err.contains("Nd2"),
        "{err}"
    );
    assert!(err.contains("knights on b1 and f3 can move to d2"), "{err}");
}
