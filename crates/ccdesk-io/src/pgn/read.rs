//! Reading a PGN file: every game checked move by move; a damaged game is
//! reported (game number, move number, token) and the others are read.

use std::io::{Cursor, Seek};

use pgn_reader::Reader;

use super::audit::{count_moves, first_bad_token};
use super::problem::{MoveAt, PgnProblem, ProblemKind};
use super::visitor::{GameReader, PgnGame, Visited};

/// The games of a file that could be read, and what was wrong with others.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PgnRead {
    /// Games read and checked, in file order.
    pub games: Vec<PgnGame>,
    /// Games refused, and warnings about games read, in file order.
    pub problems: Vec<PgnProblem>,
}

impl PgnRead {
    /// Number of games refused.
    #[must_use]
    pub fn refused(&self) -> usize {
        self.problems.iter().filter(|p| !p.imported).count()
    }
}

/// Reads every game of `data` (PGN text, UTF-8; other bytes are replaced).
///
/// A large file is cut at game boundaries ([`super::cut`]) into many more
/// pieces than the machine has cores, and each core takes the next piece
/// as soon as it has read one, so that all finish together; the result is
/// the same as reading it in one piece.
///
/// ```
/// let read = ccdesk_io::pgn::read_pgn(b"[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf9 Nc6 *\n\n[White \"C\"]\n[Black \"D\"]\n\n1. d4 1-0\n");
/// assert_eq!(read.games.len(), 1);
/// assert_eq!(read.problems[0].to_string(), "game 1 not imported: move 2. `Nf9` is not a move");
/// ```
#[must_use]
pub fn read_pgn(data: &[u8]) -> PgnRead {
    let threads = reading_threads();
    let parts = if threads < 2 {
        1
    } else {
        threads * PIECES_PER_THREAD
    };
    read_pgn_in_parts(data, parts, MIN_PART)
}

/// Threads that read a file's pieces, at most.
const MAX_THREADS: usize = 8;

/// Pieces a file is cut into for each reading thread: enough that the
/// threads, each taking the next piece when done, finish within a small
/// piece of one another (one piece a thread left half of the reading
/// thread's work idle on the other core).
const PIECES_PER_THREAD: usize = 16;

/// The smallest piece worth cutting: about 500 games of 40 moves.
const MIN_PART: usize = 256 * 1024;

/// The threads that read a file: one a core, at most [`MAX_THREADS`].
fn reading_threads() -> usize {
    crate::cores::cores().clamp(1, MAX_THREADS)
}

/// [`read_pgn`] with `data` cut into at most `parts` pieces of at least
/// about `min_part` bytes; for tests that compare it with reading whole.
#[doc(hidden)]
#[must_use]
pub fn read_pgn_in_parts(data: &[u8], parts: usize, min_part: usize) -> PgnRead {
    let joined = super::join::join_broken_games(data);
    let data: &[u8] = &joined;
    let read = read_as_cut(data, parts, min_part, reading_threads().min(parts.max(1)));
    if read.len() > 1 && read.iter().any(|piece| piece.stopped_early) {
        // A piece the reader could not finish would number the games after
        // it wrongly: read the file whole instead.
        return read_piece(data).read;
    }
    // The first piece's lists become the file's (its games keep their
    // numbers); the others are numbered on from it and appended, the room
    // for them made once.
    let mut read = read.into_iter();
    let Some(first) = read.next() else {
        return PgnRead::default();
    };
    let mut before = first.numbered;
    let mut out = first.read;
    let rest: Vec<Piece> = read.collect();
    out.games
        .reserve(rest.iter().map(|piece| piece.read.games.len()).sum());
    for mut piece in rest {
        for game in &mut piece.read.games {
            game.number += before;
        }
        for problem in &mut piece.read.problems {
            problem.game += before;
        }
        out.games.append(&mut piece.read.games);
        out.problems.append(&mut piece.read.problems);
        before += piece.numbered;
    }
    out
}

/// Cuts `data` (see [`super::cut`]) and reads its pieces on `threads`
/// threads, the calling one among them: each piece is read as soon as the
/// scan has found where it ends, by the first thread free. What each piece
/// gave, in the pieces' order (one piece, the whole, when `data` is not
/// cut).
fn read_as_cut(data: &[u8], parts: usize, min_part: usize, threads: usize) -> Vec<Piece> {
    use std::sync::{Mutex, PoisonError, mpsc};
    let (send, receive) = mpsc::channel::<(usize, &[u8])>();
    let receive = Mutex::new(receive);
    // Each piece is sent once and received once, so every piece is read
    // by exactly one thread; each keeps its index to put them in order.
    let work = || {
        let mut mine = Vec::new();
        loop {
            let next = receive
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .recv();
            match next {
                Ok((index, piece)) => mine.push((index, read_piece(piece))),
                // Every piece is sent and the sender dropped.
                Err(mpsc::RecvError) => return mine,
            }
        }
    };
    let mut read: Vec<(usize, Piece)> = std::thread::scope(|scope| {
        let others: Vec<_> = (1..threads).map(|_| scope.spawn(work)).collect();
        let (mut from, mut index) = (0, 0);
        // `send` cannot fail: `receive` lives until this function returns.
        super::cut::cuts_each(data, parts, min_part, |cut| {
            let _ = send.send((index, &data[from..cut]));
            (from, index) = (cut, index + 1);
        });
        let _ = send.send((index, &data[from..]));
        drop(send);
        let mut read = work();
        for other in others {
            match other.join() {
                Ok(theirs) => read.extend(theirs),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        read
    });
    read.sort_unstable_by_key(|(index, _)| *index);
    read.into_iter().map(|(_, piece)| piece).collect()
}

/// The length in bytes of the longest line of `data` that begins with
/// `[` (after blanks): a tag line.
fn longest_tag_line(data: &[u8]) -> usize {
    let mut longest = 0;
    let mut start = 0;
    for end in memchr::memchr_iter(b'\n', data).chain(std::iter::once(data.len())) {
        let line = &data[start..end];
        if line.len() > longest && line.trim_ascii_start().first() == Some(&b'[') {
            longest = line.len();
        }
        start = end + 1;
    }
    longest
}

/// What one piece of a file gave.
struct Piece {
    read: PgnRead,
    /// Games numbered in the piece (read or refused).
    numbered: usize,
    /// The reader failed before the end of the piece.
    stopped_early: bool,
}

/// Reads the games of one piece of a file (or a whole file), numbered
/// from 1.
fn read_piece(data: &[u8]) -> Piece {
    // A tag of any length is read whole (issue 30): the reader's buffer is
    // made for the piece's longest tag line, not PGN's 255 bytes, so a
    // long tag is never cut into an "unterminated tag" and a phantom game.
    let mut reader = Reader::build(Cursor::new(data))
        .set_supported_tag_line_length(longest_tag_line(data))
        .finish();
    let mut visitor = GameReader::default();
    let mut out = Piece {
        read: PgnRead::default(),
        numbered: 0,
        stopped_early: false,
    };
    let mut number = 0usize;
    let mut start = match position(&mut reader) {
        Ok(Some(p)) => p,
        Ok(None) => return out,
        Err(e) => {
            out.read
                .problems
                .push(refused(1, ProblemKind::Unreadable(e.to_string())));
            out.stopped_early = true;
            return out;
        }
    };
    loop {
        number += 1;
        visitor.set_number(number);
        let visited = reader.read_game(&mut visitor);
        let next = position(&mut reader);
        let end = match &next {
            Ok(Some(p)) => *p,
            _ => data.len(),
        };
        let text = data.get(start..end).unwrap_or_default();
        match visited {
            // `;` comment lines and `%` escape lines between games are no
            // game for pgn-extract and python-chess: not for us either.
            Ok(Some(_)) if only_comment_lines(text) => number -= 1,
            Ok(Some(v)) => judge(number, v, text, &mut out.read),
            Ok(None) => break,
            Err(e) => {
                out.read
                    .problems
                    .push(refused(number, ProblemKind::Unreadable(e.to_string())));
                out.stopped_early = true;
            }
        }
        out.numbered = number;
        match next {
            Ok(Some(p)) if p > start => start = p,
            Ok(None) => break,
            Ok(Some(_)) => {
                out.stopped_early = true;
                break;
            }
            Err(e) => {
                out.read
                    .problems
                    .push(refused(number + 1, ProblemKind::Unreadable(e.to_string())));
                out.stopped_early = true;
                break;
            }
        }
    }
    out
}

/// True when `text` holds nothing but blank lines, `;` comment lines and
/// `%` escape lines (`;` or `%` first on its line, after the file's
/// byte-order mark at most, as python-chess reads them): what pgn-reader reads as a game of its own but other
/// tools pass over between games.
fn only_comment_lines(text: &[u8]) -> bool {
    let text = text.strip_prefix(BYTE_ORDER_MARK).unwrap_or(text);
    text.split(|&b| b == b'\n').all(|line| {
        let line = line.strip_prefix(BYTE_ORDER_MARK).unwrap_or(line);
        line.iter().all(u8::is_ascii_whitespace) || matches!(line.first(), Some(b';' | b'%'))
    })
}

/// UTF-8's byte-order mark.
const BYTE_ORDER_MARK: &[u8] = b"\xef\xbb\xbf";

/// The offset of the next game, after skipping what is left of the last
/// one; `None` at the end.
fn position(reader: &mut Reader<Cursor<&[u8]>>) -> std::io::Result<Option<usize>> {
    if !reader.has_more()? {
        return Ok(None);
    }
    let p = reader.stream_position()?;
    Ok(usize::try_from(p).ok())
}

fn refused(game: usize, kind: ProblemKind) -> PgnProblem {
    PgnProblem {
        game,
        kind,
        imported: false,
    }
}

/// Keeps a game the visitor read if the audit agrees; otherwise reports the
/// first bad token or the visitor's reason, whichever comes first.
fn judge(number: usize, visited: Visited, text: &[u8], out: &mut PgnRead) {
    match visited.result {
        Ok(game) => {
            if count_moves(text) == Some(visited.moves) {
                accept(number, *game, out);
            } else {
                let kind = first_bad_token(text).map_or(
                    ProblemKind::Unreadable("the moves cannot be split into tokens".to_owned()),
                    |bad| unknown_token(visited.first, bad),
                );
                out.problems.push(refused(number, kind));
            }
        }
        Err(kind) => {
            let kind = match (&kind, first_bad_token(text)) {
                (ProblemKind::IllegalMove { .. }, Some(bad))
                    if bad.moves_before <= visited.moves =>
                {
                    ProblemKind::UnknownToken {
                        at: at_ply(visited.first, bad.mainline_before),
                        token: bad.token,
                        in_variation: bad.in_variation,
                    }
                }
                _ => kind,
            };
            out.problems.push(refused(number, kind));
        }
    }
}

fn unknown_token(first: MoveAt, bad: super::audit::BadToken) -> ProblemKind {
    ProblemKind::UnknownToken {
        at: at_ply(first, bad.mainline_before),
        token: bad.token,
        in_variation: bad.in_variation,
    }
}

/// The move number and side of the main line's ply `ply` (0 = first move).
fn at_ply(first: MoveAt, ply: usize) -> MoveAt {
    first.plies_after(ply)
}

fn accept(number: usize, mut game: PgnGame, out: &mut PgnRead) {
    let warn = |kind| PgnProblem {
        game: number,
        kind,
        imported: true,
    };
    for kind in std::mem::take(&mut game.warnings) {
        out.problems.push(warn(kind));
    }
    if game.tag_count == 0 {
        out.problems.push(warn(ProblemKind::NoTags));
    }
    if !game.has_result {
        out.problems.push(warn(ProblemKind::MissingResult));
    }
    out.games.push(game);
}
