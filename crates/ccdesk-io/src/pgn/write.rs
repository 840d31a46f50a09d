//! Writing games as PGN export format: the Seven Tag Roster first, then the
//! correspondence tags, movetext on lines of at most 79 characters; each
//! move's received and sent dates in a command comment after it
//! (`{[%ccrcv 2026.03.03] [%ccsnt 2026.03.05]}`, see [`super::dates`]),
//! with the rest of the game's clock record ([`super::clock`]): a move's
//! marks and penalties after it, the claims, the players' leave that
//! touches the game and the penalties on moves not yet in the record in a
//! comment before the first move.

use std::fmt::Write as _;

use shakmaty::Position;

use super::clock::{self, ClockCommand};
use super::dates::date_commands;
use super::select::{ExportError, Selection, select_games};
use super::tags::{SEVEN_TAG_ROSTER, escape, format_date, mode_for_rules, termination_tag};
use ccdesk_domain::game::{AnnotatedMove, Annotation, Game, start_position};
use ccdesk_domain::ledger::{colour_of_ply, leave_touching};
use ccdesk_domain::project::Project;

const WIDTH: usize = 79;

/// Movetext tokens wrapped at [`WIDTH`].
struct Wrap<'a> {
    out: &'a mut String,
    column: usize,
    glue: bool,
}

impl Wrap<'_> {
    fn token(&mut self, token: &str) {
        if self.column > 0 && !self.glue {
            if self.column + 1 + token.len() > WIDTH {
                self.out.push('\n');
                self.column = 0;
            } else {
                self.out.push(' ');
                self.column += 1;
            }
        }
        self.glue = false;
        self.out.push_str(token);
        self.column += token.len();
    }

    fn open(&mut self) {
        self.token("(");
        self.glue = true;
    }

    fn close(&mut self) {
        self.glue = true;
        self.token(")");
    }

    fn comment(&mut self, text: &str) {
        let words: Vec<&str> = text.split_whitespace().collect();
        self.comment_units(&words);
    }

    /// A comment of `units`, each kept whole on one line (a word, or a
    /// command such as `[%ccsnt 2026.03.05]`).
    fn comment_units<S: AsRef<str>>(&mut self, units: &[S]) {
        let last = units.len().saturating_sub(1);
        if units.is_empty() {
            self.token("{}");
            return;
        }
        for (i, w) in units.iter().map(AsRef::as_ref).enumerate() {
            let w = w.replace('}', ")");
            match (i == 0, i == last) {
                (true, true) => self.token(&format!("{{{w}}}")),
                (true, false) => self.token(&format!("{{{w}")),
                (false, true) => self.token(&format!("{w}}}")),
                (false, false) => self.token(&w),
            }
        }
    }
}

/// Where a line's next move stands.
#[derive(Clone, Copy)]
struct Cursor {
    number: u32,
    white: bool,
}

impl Cursor {
    fn advance(&mut self) {
        if !self.white {
            self.number += 1;
        }
        self.white = !self.white;
    }
}

/// Writes one move with its annotation; `dates` (the move's date
/// commands, main line only) open the comment after it.
fn write_move(
    w: &mut Wrap<'_>,
    at: Cursor,
    need_number: &mut bool,
    san: &str,
    note: Option<&Annotation>,
    dates: &[String],
) {
    if let Some(before) = note.and_then(|n| n.before.as_deref()) {
        w.comment(before);
        *need_number = true;
    }
    if at.white {
        w.token(&format!("{}.", at.number));
    } else if *need_number {
        w.token(&format!("{}...", at.number));
    }
    w.token(san);
    *need_number = false;
    for nag in note.iter().flat_map(|n| &n.nags) {
        w.token(&format!("${nag}"));
    }
    let after = note.and_then(|n| n.after.as_deref());
    if !dates.is_empty() || after.is_some() {
        let mut units: Vec<&str> = dates.iter().map(String::as_str).collect();
        units.extend(after.iter().flat_map(|a| a.split_whitespace()));
        w.comment_units(&units);
        *need_number = true;
    }
    let Some(note) = note else { return };
    for line in &note.variations {
        w.open();
        write_variation(w, at, line);
        w.close();
        *need_number = true;
    }
}

fn write_variation(w: &mut Wrap<'_>, mut at: Cursor, line: &[AnnotatedMove]) {
    let mut need_number = true;
    for m in line {
        write_move(w, at, &mut need_number, &m.san, Some(&m.annotation), &[]);
        at.advance();
    }
}

fn tag(out: &mut String, name: &str, value: &str) {
    let _ = writeln!(out, "[{name} \"{}\"]", escape(value));
}

fn write_tags(out: &mut String, project: &Project, game: &Game) {
    let extra = |name: &str| game.pgn.tag(name);
    let player = |id| project.player(id);
    let result = game.result.map_or("*", |r| r.outcome.pgn());
    let date = game
        .start
        .map(format_date)
        .or_else(|| extra("Date").map(str::to_owned))
        .unwrap_or_else(|| "????.??.??".to_owned());
    let event = if game.event.is_empty() {
        "?"
    } else {
        &game.event
    };
    tag(out, "Event", event);
    tag(out, "Site", extra("Site").unwrap_or("?"));
    tag(out, "Date", &date);
    tag(out, "Round", game.round.as_deref().unwrap_or("?"));
    tag(out, "White", project.player_name(game.white));
    tag(out, "Black", project.player_name(game.black));
    tag(out, "Result", result);
    let mut written: Vec<&str> = SEVEN_TAG_ROSTER.to_vec();
    let board = game
        .board
        .clone()
        .or_else(|| game.pairing.as_ref().map(|p| p.white_board.to_string()));
    if let Some(board) = board {
        tag(out, "Board", &board);
        written.push("Board");
    }
    if let Some(p) = &game.pairing {
        for (name, team) in [("WhiteTeam", p.white_team), ("BlackTeam", p.black_team)] {
            if let Some(t) = project.team(team) {
                tag(out, name, &t.name);
                written.push(name);
            }
        }
    }
    for (name, id) in [("WhiteNA", game.white), ("BlackNA", game.black)] {
        if let Some(p) = player(id).filter(|p| !p.email.is_empty()) {
            tag(out, name, &p.email);
            written.push(name);
        }
    }
    tag(
        out,
        "Mode",
        extra("Mode").unwrap_or(mode_for_rules(&game.rules)),
    );
    written.push("Mode");
    if let Some(t) = game.result.and_then(|r| termination_tag(r.termination)) {
        tag(out, "Termination", t);
        written.push("Termination");
    }
    if let Some(fen) = &game.setup_fen {
        tag(out, "SetUp", "1");
        tag(out, "FEN", fen);
        written.extend(["SetUp", "FEN"]);
    }
    for (name, value) in &game.pgn.tags {
        if !written.contains(&name.as_str()) && is_tag_name(name) {
            tag(out, name, value);
        }
    }
}

/// Tag names are letters, digits and underscores (PGN 8.1.1).
fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}

/// The side and number of the move at `ply`, as the ledger counts them.
fn move_of_ply(ply: usize) -> (shakmaty::Color, u32) {
    (
        colour_of_ply(ply),
        u32::try_from(ply / 2 + 1).unwrap_or(u32::MAX),
    )
}

/// The commands after the move at `ply`: its dates, then its marks, its
/// corrected dates and the penalties added to it.
fn move_commands(game: &Game, ply: usize) -> Vec<String> {
    let Some(m) = game.moves.get(ply) else {
        return Vec::new();
    };
    let clock_record = &game.clock;
    let mut commands = Vec::new();
    if m.conditional {
        commands.push(ClockCommand::Conditional);
    }
    if let Some(d) = clock_record.arrived(ply) {
        commands.push(ClockCommand::Arrived(d));
    }
    if let Some(d) = clock_record.repeat_sent(ply) {
        commands.push(ClockCommand::Repeated(d));
    }
    commands.extend(
        clock_record
            .corrections
            .iter()
            .filter(|c| c.ply == ply)
            .map(|c| ClockCommand::Corrected(c.correction.clone())),
    );
    let (colour, number) = move_of_ply(ply);
    commands.extend(
        clock_record
            .penalties
            .iter()
            .filter(|p| p.colour == colour && p.move_number == number)
            .cloned()
            .map(ClockCommand::Penalty),
    );
    let mut out = date_commands(m.received, m.sent);
    out.extend(commands.iter().map(clock::write));
    out
}

/// The commands before the first move: the players' leave that touches
/// the game, the time claims, and the penalties on moves the record does
/// not hold (yet).
fn game_commands(project: &Project, game: &Game) -> Vec<String> {
    let held =
        |colour, number| (0..game.moves.len()).any(|ply| move_of_ply(ply) == (colour, number));
    let mut commands: Vec<ClockCommand> = leave_touching(project, game)
        .into_iter()
        .map(ClockCommand::Leave)
        .collect();
    commands.extend(game.clock.claims.iter().cloned().map(ClockCommand::Claim));
    commands.extend(
        game.clock
            .penalties
            .iter()
            .filter(|p| !held(p.colour, p.move_number))
            .cloned()
            .map(ClockCommand::Penalty),
    );
    commands.iter().map(clock::write).collect()
}

/// Appends one game in PGN export format, followed by a blank line.
pub fn write_game(out: &mut String, project: &Project, game: &Game) {
    write_tags(out, project, game);
    out.push('\n');
    let opening = game_commands(project, game);
    let (number, white) = start_position(game.setup_fen.as_deref())
        .map_or((1, true), |p| (p.fullmoves().get(), p.turn().is_white()));
    let mut at = Cursor { number, white };
    let mut w = Wrap {
        out,
        column: 0,
        glue: false,
    };
    let mut need_number = true;
    if !opening.is_empty() {
        w.comment_units(&opening);
    }
    let mut notes = game.pgn.annotations.iter().peekable();
    for (ply, m) in game.moves.iter().enumerate() {
        while notes.next_if(|(p, _)| *p < ply).is_some() {}
        let note = notes.next_if(|(p, _)| *p == ply).map(|(_, a)| a);
        let dates = move_commands(game, ply);
        write_move(&mut w, at, &mut need_number, &m.san, note, &dates);
        at.advance();
    }
    for (_, note) in notes {
        if let Some(c) = &note.before {
            w.comment(c);
        }
    }
    w.token(game.result.map_or("*", |r| r.outcome.pgn()));
    out.push_str("\n\n");
}

/// The selected games as one PGN text.
pub fn write_pgn(project: &Project, selection: &Selection) -> Result<String, ExportError> {
    let games = select_games(project, selection)?;
    let mut out = String::with_capacity(games.len() * 700);
    // A game whose moves do not replay is left out: other tools would read
    // its illegal move (see [`unwritable`]).
    for game in games.into_iter().filter(|g| g.replay().is_ok()) {
        write_game(&mut out, project, game);
    }
    Ok(out)
}

/// The selected games [`write_pgn`] leaves out, each with why: its moves
/// do not replay (the move named).
///
/// # Errors
///
/// As [`write_pgn`].
pub fn unwritable(
    project: &Project,
    selection: &Selection,
) -> Result<Vec<(ccdesk_domain::ids::GameId, String)>, ExportError> {
    Ok(select_games(project, selection)?
        .into_iter()
        .filter_map(|g| g.replay().err().map(|e| (g.id, e.to_string())))
        .collect())
}
