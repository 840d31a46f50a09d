//! pgn-reader's [`Visitor`] for ccdesk: tags into a [`Game`]'s fields,
//! every move (variations too) checked by shakmaty, comments and NAGs kept.

use std::ops::ControlFlow;

use chrono::NaiveDate;
use pgn_reader::{Nag, RawComment, RawTag, SanPlus, Skip, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, KnownOutcome, Position};

use super::clock::ClockCommand;
use super::problem::{MoveAt, ProblemKind};
use super::tags::{parse_date, result_from, rules_for_mode};
use ccdesk_domain::game::{
    AnnotatedMove, Annotation, Game, LegalGame, LegalLine, MAX_VARIATION_DEPTH, Outcome,
    Termination,
};
use ccdesk_domain::ids::{GameId, PlayerId};
use ccdesk_domain::ledger::{Arrival, ClockRecord, LeaveBooking, MoveCorrection, RepeatSent};
use ccdesk_domain::text_rules::{Lines, email_problem, has_refused, replace_refused, text_problem};

/// A player as a PGN game names him.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayerRef {
    /// The name (`White`/`Black` tag), `?` when unknown.
    pub name: String,
    /// The email (`WhiteNA`/`BlackNA` tag), empty when none.
    pub email: String,
}

/// A game read and checked, before its players are matched to a project.
#[derive(Debug, Clone, PartialEq)]
pub struct PgnGame {
    /// Its place in the file (1 = first game).
    pub number: usize,
    /// White, as named in the file.
    pub white: PlayerRef,
    /// Black, as named in the file.
    pub black: PlayerRef,
    /// The game, every move found legal; `id`, `white` and `black` are
    /// placeholders until imported.
    pub game: LegalGame,
    /// False when the movetext had no result token.
    pub has_result: bool,
    /// The number of tag pairs read.
    pub tag_count: usize,
    /// What was wrong with the game but did not keep it out (dates left
    /// out), reported as warnings of the import.
    pub warnings: Vec<ProblemKind>,
    /// The periods of leave of its two players the file gives
    /// (`[%ccleave]`, see [`super::clock`]): each becomes a booking of the
    /// matched player for this game alone when imported.
    pub leave: Vec<LeaveBooking>,
    /// The hash of its duplicate key, worked out on the thread that read it
    /// while its moves are fresh in the cache (see
    /// [`take_duplicates`](super::take_duplicates)).
    pub(super) key_hash: u64,
}

/// What one game gives the driver: the game or why it is refused, and how
/// many moves the visitor accepted (to compare with the audit).
#[derive(Debug)]
pub struct Visited {
    /// The game, or the first reason it cannot be read.
    pub result: Result<Box<PgnGame>, ProblemKind>,
    /// Moves accepted in every line before the end or the failure.
    pub moves: usize,
    /// The number and side of the game's first move.
    pub first: MoveAt,
}

/// Tags of the game being read.
#[derive(Debug, Default)]
pub struct TagsSeen {
    white: PlayerRef,
    black: PlayerRef,
    event: Option<String>,
    round: Option<String>,
    board: Option<String>,
    date: Option<String>,
    fen: Option<String>,
    mode: Option<String>,
    termination: Option<String>,
    extra: Vec<(String, String)>,
    count: usize,
    /// Tags cleaned or left out at the door (issue 21).
    warnings: Vec<ProblemKind>,
}

/// One line being read: the main line or a variation.
#[derive(Debug)]
struct Line {
    moves: LegalLine,
    notes: Vec<(usize, Annotation)>,
    pending_before: Option<String>,
}

impl Line {
    fn new(moves: LegalLine) -> Self {
        Line {
            moves,
            notes: Vec::new(),
            pending_before: None,
        }
    }

    /// The annotation of the last move (notes are appended in ply order).
    fn last_note(&mut self) -> Option<&mut Annotation> {
        let ply = self.moves.moves().len().checked_sub(1)?;
        if self.notes.last().is_none_or(|(p, _)| *p != ply) {
            self.notes.push((ply, Annotation::default()));
        }
        self.notes.last_mut().map(|(_, a)| a)
    }

    fn into_variation(self) -> Vec<AnnotatedMove> {
        let mut notes = self.notes.into_iter().peekable();
        self.moves
            .into_sans()
            .into_iter()
            .enumerate()
            .map(|(ply, san)| {
                let annotation = match notes.peek() {
                    Some((p, _)) if *p == ply => notes.next().map(|(_, a)| a).unwrap_or_default(),
                    _ => Annotation::default(),
                };
                AnnotatedMove {
                    san: san.into(),
                    annotation,
                }
            })
            .collect()
    }
}

/// The moves of the game being read.
#[derive(Debug)]
pub struct MovesSeen {
    tags: TagsSeen,
    lines: Vec<Line>,
    moves: usize,
    outcome: Option<Outcome>,
    has_result: bool,
    partial: String,
    /// Received and sent dates of main-line moves, by ply.
    dates: Vec<(usize, Option<NaiveDate>, Option<NaiveDate>)>,
    /// The clock commands about main-line moves, by ply.
    move_marks: Vec<(usize, ClockCommand)>,
    /// The clock commands that name their side (penalties, claims, leave).
    game_marks: Vec<ClockCommand>,
}

/// The visitor; one per file.
#[derive(Debug, Default)]
pub struct GameReader {
    number: usize,
    first: Option<MoveAt>,
}

impl GameReader {
    /// Sets the number of the next game (its place in the file).
    pub fn set_number(&mut self, number: usize) {
        self.number = number;
        self.first = None;
    }

    fn visited(&self, result: Result<Box<PgnGame>, ProblemKind>, moves: usize) -> Visited {
        Visited {
            result,
            moves,
            first: self.first.unwrap_or(MoveAt {
                number: 1,
                white: true,
            }),
        }
    }
}

/// A comment's words, separated by single spaces (line breaks in PGN
/// comments are only wrapping).
fn text(bytes: &[u8]) -> String {
    let raw = String::from_utf8_lossy(bytes);
    let mut out = String::with_capacity(raw.len());
    for word in raw.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

fn append(slot: &mut Option<String>, comment: String) {
    match slot {
        Some(s) => {
            s.push(' ');
            s.push_str(&comment);
        }
        None => *slot = Some(comment),
    }
}

fn move_at(pos: &Chess) -> MoveAt {
    MoveAt {
        number: pos.fullmoves().get(),
        white: pos.turn().is_white(),
    }
}

impl Visitor for GameReader {
    type Tags = TagsSeen;
    type Movetext = MovesSeen;
    type Output = Visited;

    fn begin_tags(&mut self) -> ControlFlow<Visited, TagsSeen> {
        ControlFlow::Continue(TagsSeen::default())
    }

    fn tag(&mut self, tags: &mut TagsSeen, name: &[u8], value: RawTag<'_>) -> ControlFlow<Visited> {
        tags.count += 1;
        // A tag that is not UTF-8 is read as Windows-1252 (the code page of
        // older Western programs), and said (issue 30): never U+FFFD
        // without a word.
        let decoded = value.decode();
        let value: std::borrow::Cow<'_, str> = match std::str::from_utf8(&decoded) {
            Ok(text) => std::borrow::Cow::Owned(text.to_owned()),
            Err(_) => {
                tags.warnings.push(ProblemKind::TagNotUtf8 {
                    tag: String::from_utf8_lossy(name).into_owned(),
                });
                std::borrow::Cow::Owned(super::windows_1252::decode(&decoded))
            }
        };
        // Text from others never carries control characters into the
        // project (issue 21): each is replaced by a space, and said. The
        // message is built only for a tag that needs it.
        let value = if has_refused(&value, Lines::One) {
            let tag_name = String::from_utf8_lossy(name);
            match text_problem(&format!("the {tag_name} tag"), &value, Lines::One) {
                Some(problem) => {
                    tags.warnings
                        .push(ProblemKind::TagCleaned(problem.to_string()));
                    replace_refused(&value, Lines::One)
                }
                None => value.into_owned(),
            }
        } else {
            value.into_owned()
        };
        match name {
            b"White" => tags.white.name = value,
            b"Black" => tags.black.name = value,
            b"WhiteNA" | b"BlackNA" if value.contains('@') => {
                let value = value.trim().to_owned();
                if let Some(problem) = email_problem(&value) {
                    tags.warnings.push(ProblemKind::AddressLeftOut {
                        tag: String::from_utf8_lossy(name).into_owned(),
                        problem,
                    });
                } else if name == b"WhiteNA" {
                    tags.white.email = value;
                } else {
                    tags.black.email = value;
                }
            }
            b"Event" => tags.event = Some(value),
            b"Round" => tags.round = Some(value),
            b"Board" => tags.board = Some(value),
            b"Date" => tags.date = Some(value),
            b"FEN" => tags.fen = Some(value),
            b"Mode" => tags.mode = Some(value),
            b"Termination" => tags.termination = Some(value),
            b"Result" | b"SetUp" => {}
            b"Variant" => {
                let v = value.trim().to_ascii_lowercase();
                if !matches!(v.as_str(), "" | "standard" | "chess") {
                    return ControlFlow::Break(self.visited(Err(ProblemKind::Variant(value)), 0));
                }
            }
            b"Site" if unknown(&value) => {}
            _ => tags
                .extra
                .push((String::from_utf8_lossy(name).into_owned(), value)),
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: TagsSeen) -> ControlFlow<Visited, MovesSeen> {
        let start = match &tags.fen {
            None => LegalLine::standard(),
            Some(fen) => {
                let bad = |reason: String| {
                    ControlFlow::Break(self.visited(
                        Err(ProblemKind::BadFen {
                            fen: fen.clone(),
                            reason,
                        }),
                        0,
                    ))
                };
                let parsed: Fen = match fen.trim().parse() {
                    Ok(f) => f,
                    Err(e) => return bad(e.to_string()),
                };
                match parsed.into_position(CastlingMode::Standard) {
                    Ok(p) => LegalLine::from_setup(p),
                    Err(e) => return bad(e.to_string()),
                }
            }
        };
        self.first = Some(move_at(start.position()));
        ControlFlow::Continue(MovesSeen {
            tags,
            lines: vec![Line::new(start)],
            moves: 0,
            outcome: None,
            has_result: false,
            partial: String::new(),
            dates: Vec::new(),
            move_marks: Vec::new(),
            game_marks: Vec::new(),
        })
    }

    fn san(&mut self, seen: &mut MovesSeen, san_plus: SanPlus) -> ControlFlow<Visited> {
        let in_variation = seen.lines.len() > 1;
        let Some(line) = seen.lines.last_mut() else {
            return ControlFlow::Continue(());
        };
        match line.moves.play(san_plus.san) {
            Ok(()) => {
                if let Some(c) = line.pending_before.take()
                    && let Some(note) = line.last_note()
                {
                    note.before = Some(c);
                }
                seen.moves += 1;
                ControlFlow::Continue(())
            }
            Err(e) => ControlFlow::Break(self.visited(
                Err(ProblemKind::IllegalMove {
                    at: move_at(line.moves.position()),
                    token: san_plus.to_string(),
                    reason: e.to_string(),
                    in_variation,
                }),
                seen.moves,
            )),
        }
    }

    fn nag(&mut self, seen: &mut MovesSeen, nag: Nag) -> ControlFlow<Visited> {
        if let Some(note) = seen.lines.last_mut().and_then(Line::last_note) {
            note.nags.push(nag.0);
        }
        ControlFlow::Continue(())
    }

    fn partial_comment(
        &mut self,
        seen: &mut MovesSeen,
        comment: RawComment<'_>,
    ) -> ControlFlow<Visited> {
        seen.partial
            .push_str(&String::from_utf8_lossy(comment.as_bytes()));
        ControlFlow::Continue(())
    }

    fn comment(&mut self, seen: &mut MovesSeen, comment: RawComment<'_>) -> ControlFlow<Visited> {
        let comment = if seen.partial.is_empty() {
            text(comment.as_bytes())
        } else {
            let mut whole = std::mem::take(&mut seen.partial);
            whole.push_str(&String::from_utf8_lossy(comment.as_bytes()));
            text(whole.as_bytes())
        };
        let comment = match seen.lines.as_slice() {
            // A main-line move's comment may give its dates and its clock
            // marks; any main-line comment the penalties, claims and leave.
            [main] => {
                let after_move = !main.moves.moves().is_empty();
                let ply = main.moves.moves().len().saturating_sub(1);
                let found = super::dates::take_commands(&comment, after_move);
                for c in found.clock {
                    if c.is_about_move() {
                        seen.move_marks.push((ply, c));
                    } else {
                        seen.game_marks.push(c);
                    }
                }
                if found.received.is_some() || found.sent.is_some() {
                    match seen.dates.last_mut() {
                        Some((p, received, sent)) if *p == ply => {
                            *received = found.received.or(*received);
                            *sent = found.sent.or(*sent);
                        }
                        _ => seen.dates.push((ply, found.received, found.sent)),
                    }
                }
                found.rest
            }
            _ => comment,
        };
        if comment.is_empty() {
            return ControlFlow::Continue(());
        }
        if let Some(line) = seen.lines.last_mut() {
            match line.last_note() {
                Some(note) => append(&mut note.after, comment),
                None => append(&mut line.pending_before, comment),
            }
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, seen: &mut MovesSeen) -> ControlFlow<Visited, Skip> {
        let start = seen
            .lines
            .last()
            .and_then(|l| l.moves.before_last().cloned());
        // The main line is lines[0]: lines.len() variations are open with this one.
        if seen.lines.len() > MAX_VARIATION_DEPTH {
            return ControlFlow::Break(self.visited(
                Err(ProblemKind::VariationsTooDeep(MAX_VARIATION_DEPTH)),
                seen.moves,
            ));
        }
        match start {
            Some(pos) => {
                seen.lines.push(Line::new(LegalLine::from_setup(pos)));
                ControlFlow::Continue(Skip(false))
            }
            None => {
                ControlFlow::Break(self.visited(Err(ProblemKind::VariationBeforeMoves), seen.moves))
            }
        }
    }

    fn end_variation(&mut self, seen: &mut MovesSeen) -> ControlFlow<Visited> {
        if seen.lines.len() < 2 {
            return ControlFlow::Break(
                self.visited(Err(ProblemKind::UnmatchedParenthesis), seen.moves),
            );
        }
        close_variation(seen);
        ControlFlow::Continue(())
    }

    fn outcome(
        &mut self,
        seen: &mut MovesSeen,
        outcome: pgn_reader::Outcome,
    ) -> ControlFlow<Visited> {
        if seen.lines.len() == 1 {
            seen.has_result = true;
            seen.outcome = match outcome {
                pgn_reader::Outcome::Known(KnownOutcome::Decisive { winner }) => {
                    Some(if winner.is_white() {
                        Outcome::WhiteWins
                    } else {
                        Outcome::BlackWins
                    })
                }
                pgn_reader::Outcome::Known(KnownOutcome::Draw) => Some(Outcome::Draw),
                pgn_reader::Outcome::Unknown => None,
            };
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, seen: MovesSeen) -> Visited {
        let moves = seen.moves;
        if seen.lines.len() > 1 {
            return self.visited(Err(ProblemKind::UnclosedVariation), moves);
        }
        let first = self.first.unwrap_or(MoveAt {
            number: 1,
            white: true,
        });
        self.visited(Ok(Box::new(finish(self.number, first, seen))), moves)
    }
}

/// `?` (unknown) and `-` (not applicable) are no value.
fn unknown(value: &str) -> bool {
    matches!(value.trim(), "" | "?" | "-")
}

fn close_variation(seen: &mut MovesSeen) {
    if let Some(line) = seen.lines.pop() {
        let variation = line.into_variation();
        if let Some(note) = seen.lines.last_mut().and_then(Line::last_note) {
            note.variations.push(variation);
        }
    }
}

/// Ending on the board after the last move, for the termination.
fn board_end(pos: &Chess) -> Option<Termination> {
    if pos.is_checkmate() {
        Some(Termination::Checkmate)
    } else if pos.is_stalemate() {
        Some(Termination::Stalemate)
    } else if pos.is_insufficient_material() {
        Some(Termination::InsufficientMaterial)
    } else {
        None
    }
}

fn finish(number: usize, first: MoveAt, mut seen: MovesSeen) -> PgnGame {
    let tags = seen.tags;
    let event = tags.event.filter(|e| !unknown(e)).unwrap_or_default();
    let mut game = Game::new(GameId(0), PlayerId(0), PlayerId(0), event);
    game.round = tags.round.filter(|r| !unknown(r));
    game.board = tags.board.filter(|b| !unknown(b));
    let mut extra = tags.extra;
    if let Some(date) = tags.date {
        match parse_date(&date) {
            Some(d) => game.start = Some(d),
            None if date.trim() != "????.??.??" => extra.push(("Date".to_owned(), date)),
            None => {}
        }
    }
    if let Some(mode) = tags.mode {
        match rules_for_mode(&mode) {
            Some(rules) => rules.clone_into(&mut game.rules),
            None => extra.push(("Mode".to_owned(), mode)),
        }
    }
    // begin_movetext made the main line, and end_game closed every other.
    let mut main = seen
        .lines
        .pop()
        .unwrap_or_else(|| Line::new(LegalLine::standard()));
    game.result = result_from(
        seen.outcome,
        tags.termination.as_deref(),
        board_end(main.moves.position()),
    );
    if game.result.is_none()
        && let Some(t) = tags.termination
    {
        extra.push(("Termination".to_owned(), t));
    }
    if let Some(c) = main.pending_before.take() {
        let ply = main.moves.moves().len();
        main.notes.push((
            ply,
            Annotation {
                before: Some(c),
                ..Annotation::default()
            },
        ));
    }
    game.pgn.annotations = main.notes;
    game.pgn.tags = extra;
    let (clock, conditional, leave) = clock_record(seen.move_marks, seen.game_marks);
    game.clock = clock;
    let mut game = LegalGame::with_line(game, main.moves);
    for ply in conditional {
        game.mark_conditional(ply);
    }
    let mut warnings = tags.warnings;
    for (ply, received, sent) in seen.dates {
        // A project never holds a move sent before it was received.
        if let (Some(r), Some(s)) = (received, sent)
            && s < r
        {
            warnings.push(ProblemKind::SentBeforeReceived {
                at: first.plies_after(ply),
                san: game
                    .moves
                    .get(ply)
                    .map(|m| m.san.to_string())
                    .unwrap_or_default(),
                received: r,
                sent: s,
            });
            continue;
        }
        game.date_move(ply, received, sent);
    }
    let key_hash = super::duplicate::key_hash(&game, &tags.white.name, &tags.black.name);
    PgnGame {
        number,
        white: tags.white,
        black: tags.black,
        game,
        has_result: seen.has_result,
        tag_count: tags.count,
        warnings,
        leave,
        key_hash,
    }
}

/// The clock record the commands give, the plies of the moves played from
/// a conditional line, and the leave. A move has at most one arrival and
/// one repeat: the last command written wins.
fn clock_record(
    move_marks: Vec<(usize, ClockCommand)>,
    game_marks: Vec<ClockCommand>,
) -> (ClockRecord, Vec<usize>, Vec<LeaveBooking>) {
    let mut clock = ClockRecord::default();
    let mut conditional = Vec::new();
    let mut leave = Vec::new();
    for (ply, mark) in move_marks {
        match mark {
            ClockCommand::Conditional => conditional.push(ply),
            ClockCommand::Arrived(date) => {
                clock.arrivals.retain(|a| a.ply != ply);
                clock.arrivals.push(Arrival { ply, date });
            }
            ClockCommand::Repeated(sent) => {
                clock.repeats.retain(|r| r.ply != ply);
                clock.repeats.push(RepeatSent { ply, sent });
            }
            ClockCommand::Corrected(correction) => {
                clock.corrections.push(MoveCorrection { ply, correction });
            }
            // Sorted out by `ClockCommand::is_about_move` when read.
            ClockCommand::Penalty(_) | ClockCommand::Claim(_) | ClockCommand::Leave(_) => {}
        }
    }
    for mark in game_marks {
        match mark {
            ClockCommand::Penalty(p) => clock.penalties.push(p),
            ClockCommand::Claim(c) => clock.claims.push(c),
            ClockCommand::Leave(l) => leave.push(l),
            _ => {}
        }
    }
    (clock, conditional, leave)
}
