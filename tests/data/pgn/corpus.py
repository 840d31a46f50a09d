#!/usr/bin/env python3
"""The PGN corpus of ccdesk's numbering tests, and how other tools number it.

    python3 corpus.py make       writes the corpus files and numbers.tsv here
    python3 corpus.py numbers    prints numbers.tsv for the files here

`make` writes hand-made files with what trips readers up (comment and escape
lines between games, a byte-order mark with CRLF line ends, empty games,
games with errors, deeply nested variations), a file of games python-chess
writes (seeded random games with comments, NAGs, variations and dated
moves), and pgn-extract's rewriting of that file. `exported_by_ccdesk.pgn`
is ccdesk's own export of its demo project (`ccdesk demo demo.ron; ccdesk pgn
export demo.ron -o exported_by_ccdesk.pgn`), every move with its received and
sent dates, kept as it is. The files are committed: the tests read them
without the tools.

`numbers` reads every corpus file with python-chess (`chess.pgn.read_game`
until it returns None) and with pgn-extract (`--keepbroken -s`, which writes
every game it read, in order; games it also writes without `--keepbroken`
had no error) and prints, one line per game and tool, tab-separated:

    file  tool  number  event  error

where `number` is the game's place in the file for that tool (1 = first),
`event` its Event tag (`?` for none) and `error` 1 when the tool found an
error in it. python-chess comes from Debian's python3-chess or PyPI's
`chess`; pgn-extract from Debian's pgn-extract (in /usr/games).
"""

import os
import random
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# Hand-made files. Each game's Event names the file and the game's place in
# it, so a reader's numbering can be checked game by game.

ESCAPE_LINES = """% an escape line before the first game
%

[Event "escape_lines 1"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0

% an escape line between games

%
% two escape lines
[Event "escape_lines 2"]
[White "Cid"]
[Black "Dee"]
[Result "*"]

1. d4 d5 *

% directly before the tags
[Event "escape_lines 3"]
[White "Eve"]
[Black "Fay"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

% the last line
"""

# `;` comments run to the end of their line (PGN standard, section 5);
# between games they are no game. pgn-extract 19.04 does not read them: it
# reports "Unknown character ;" and reads the words after it as moves, each
# word it cannot read a broken game of its own, which it numbers
# (--selectonly) but writes only with --keepbroken. python-chess passes over
# them, and so does ccdesk: only python-chess's numbers are compared here.
COMMENT_LINES = """; a comment line before the first game
% an escape line
;another comment

[Event "comment_lines 1"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0

; a comment between the games

;
; just a comment, then the tags
[Event "comment_lines 2"]
[White "Cid"]
[Black "Dee"]
[Result "*"]

1. d4 d5 *

[Event "comment_lines 3"]
[White "Gus"]
[Black "Hal"]
[Result "1/2-1/2"]

1. c4 c5 ; a comment inside the moves
2. Nc3 Nc6 1/2-1/2

; the last comment, no game after it
"""

EMPTY_GAMES = """[Event "empty_games 1"]
[White "Ann"]
[Black "Bob"]
[Result "*"]

*

[Event "empty_games 2"]
[White "Cid"]
[Black "Dee"]
[Result "1-0"]

1-0

[Event "empty_games 3"]
[White "Eve"]
[Black "Fay"]
[Result "*"]

{Only a comment} *

[Event "empty_games 4"]
[White "Gus"]
[Black "Hal"]
[Result "*"]

1. e4 *
"""

ERRORS = """[Event "errors 1"]
[White "Ann"]
[Black "Bob"]
[Result "*"]

1. e4 e5 2. Qxf7 Nc6 *

[Event "errors 2"]
[White "Cid"]
[Black "Dee"]
[Result "*"]

1. e4 e5 2. Bb5 Nc6 *

[Event "errors 3"]
[White "Eve"]
[Black "Fay"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 1-0

[Event "errors 4"]
[White "Gus"]
[Black "Hal"]
[Result "*"]

1. e4 (1. d4 d5 (1... Nf6 2. c4 Qxh2) 2. c4) 1... e5 *

[Event "errors 5"]
[White "Ivy"]
[Black "Jan"]
[Result "1-0"]

1. d4 d5 2. c4 dxc4 3. e4 Qxd1 1-0

[Event "errors 6"]
[White "Kim"]
[Black "Lee"]
[Result "*"]

1. e4 c5 2. Nf3 d6 *
"""

# pgn-extract 19.04 cuts a game at a token it cannot read (`Nf9`) and reads
# the rest as a game of its own; python-chess and ccdesk report one game
# with an error.
UNKNOWN_TOKEN = """[Event "unknown_token 1"]
[White "Ann"]
[Black "Bob"]
[Result "*"]

1. e4 e5 2. Nf9 Nc6 *

[Event "unknown_token 2"]
[White "Cid"]
[Black "Dee"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 1-0
"""


def nested_games():
    games = []
    # 1: a variation inside a variation inside a variation, on both sides.
    games.append("1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 (2... Nf6 3. e5)) 2... d6) "
                 "2. Nf3 (2. f4 exf4 (2... d5)) 2... Nc6 *")
    # 2: twelve levels deep.
    deep = "1. e4"
    for i in range(12):
        deep += " (1. d4"
    deep += " d5" + ")" * 12 + " e5 *"
    games.append(deep)
    # 3: variations with comments and NAGs.
    games.append("1. e4 $1 {best by test} (1. d4 $2 {no} (1. c4 {English} "
                 "1... e5 $5)) 1... e5 2. Nf3 *")
    out = ""
    for n, moves in enumerate(games, 1):
        out += ('[Event "nested %d"]\n[White "W%d"]\n[Black "B%d"]\n'
                '[Result "*"]\n\n%s\n\n' % (n, n, n, moves))
    return out


def bom_crlf():
    """A byte-order mark, CRLF line ends, comment and escape lines."""
    text = ("% an escape line\n"
            '[Event "bom_crlf 1"]\n[White "Ann"]\n[Black "Bob"]\n[Result "1-0"]\n\n'
            "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n"
            "% escape\n\n"
            '[Event "bom_crlf 2"]\n[White "Cid"]\n[Black "Dee"]\n[Result "*"]\n\n'
            "1. d4 Nf6 {a comment\nover two lines} 2. c4 *\n\n"
            "% another\n\n"
            '[Event "bom_crlf 3"]\n[White "Eve"]\n[Black "Fay"]\n[Result "*"]\n\n'
            "1. e4 (1. d4) 1... e5 *\n")
    return "\ufeff" + text.replace("\n", "\r\n")


def generated():
    """Seeded random games written by python-chess: comments, NAGs,
    variations, dated moves ([%ccsnt] as correspondence programs write)."""
    import chess
    import chess.pgn

    rng = random.Random(20260305)
    out = []
    for n in range(1, 61):
        board = chess.Board()
        game = chess.pgn.Game()
        game.headers["Event"] = "generated %d" % n
        game.headers["White"] = "Player %d" % rng.randint(1, 12)
        game.headers["Black"] = "Player %d" % rng.randint(13, 24)
        game.headers["Date"] = "2026.%02d.%02d" % (rng.randint(1, 12), rng.randint(1, 28))
        node = game
        day = 1
        for ply in range(rng.randint(0, 70)):
            moves = list(board.legal_moves)
            if not moves:
                break
            move = rng.choice(moves)
            main = node.add_variation(move)
            if len(moves) > 1 and rng.random() < 0.1:
                other = rng.choice([m for m in moves if m != move])
                side = node.add_variation(other)
                side.comment = "also possible"
                b2 = board.copy()
                b2.push(other)
                deeper = list(b2.legal_moves)
                if deeper:
                    side.add_variation(rng.choice(deeper))
            node = main
            board.push(move)
            day += rng.randint(0, 3)
            if rng.random() < 0.5:
                node.comment = "[%%ccsnt 2026.%02d.%02d]" % (1 + day // 28 % 12, 1 + day % 28)
            if rng.random() < 0.1:
                node.nags.add(rng.choice([1, 2, 3, 4, 5, 6]))
        outcome = board.outcome()
        game.headers["Result"] = outcome.result() if outcome else rng.choice(["*", "1-0", "0-1", "1/2-1/2"])
        out.append(str(game))
    return "\n\n".join(out) + "\n"


PGN_EXTRACT = ["pgn-extract", "/usr/games/pgn-extract"]


def pgn_extract():
    for p in PGN_EXTRACT:
        if shutil.which(p):
            return shutil.which(p)
    sys.exit("corpus.py: pgn-extract is not installed (Debian package pgn-extract)")


def make():
    files = {
        "comment_lines.pgn": COMMENT_LINES,
        "empty_games.pgn": EMPTY_GAMES,
        "errors.pgn": ERRORS,
        "escape_lines.pgn": ESCAPE_LINES,
        "unknown_token.pgn": UNKNOWN_TOKEN,
        "nested.pgn": nested_games(),
        "generated.pgn": generated(),
    }
    for name, text in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="") as f:
            f.write(text)
    with open(os.path.join(HERE, "bom_crlf.pgn"), "wb") as f:
        f.write(bom_crlf().encode("utf-8"))
    subprocess.run([pgn_extract(), "-s", "-o", os.path.join(HERE, "generated_by_pgn_extract.pgn"),
                    os.path.join(HERE, "generated.pgn")], check=True)
    with open(os.path.join(HERE, "numbers.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write(numbers())


def corpus_files():
    return sorted(n for n in os.listdir(HERE) if n.endswith(".pgn"))


def python_chess_games(path):
    import chess.pgn

    with open(path, encoding="utf-8-sig", newline=None) as f:
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                return
            yield game.headers.get("Event", "?"), bool(game.errors)


EVENT = re.compile(r'^\[Event "(.*)"\]\s*$', re.M)


def pgn_extract_events(path, keep_broken):
    args = [pgn_extract(), "-s"]
    if keep_broken:
        args.append("--keepbroken")
    run = subprocess.run(args + [path], capture_output=True, check=True)
    return EVENT.findall(run.stdout.decode("utf-8", "replace"))


def numbers():
    lines = ["file\ttool\tnumber\tevent\terror"]
    for name in corpus_files():
        path = os.path.join(HERE, name)
        for n, (event, error) in enumerate(python_chess_games(path), 1):
            lines.append("%s\tpython-chess\t%d\t%s\t%d" % (name, n, event, error))
        clean = pgn_extract_events(path, False)
        for n, event in enumerate(pgn_extract_events(path, True), 1):
            lines.append("%s\tpgn-extract\t%d\t%s\t%d" % (name, n, event, event not in clean))
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if sys.argv[1:] == ["make"]:
        make()
    elif sys.argv[1:] == ["numbers"]:
        sys.stdout.write(numbers())
    else:
        sys.exit(__doc__)
