//! [`read_message`]: a message that arrived, matched against the project's
//! games and checked (E2.5, E2.9-E2.11, E4.1-E4.3, E4.6, E4.7).

use chrono::{Days, NaiveDate};
use shakmaty::{Chess, Color, Move, Position};

use crate::game::{Game, MoveRecord, Replay, answer};
use crate::ids::GameId;
use crate::ledger::Penalty;
use crate::notation::{
    MoveParseError, MoveRefusal, Notation, PieceLetters, format_move, parse_move, parse_move_in,
};
use crate::project::Project;

use super::compose::parse_correction_field;
use super::context::{numbered, numbering, rule_set_of};
use super::finding::{Finding, Severity};
use super::games_in_mail::game_parts;
use super::named_game_mismatch::NamedGameMismatch;
use super::own_side_move::OwnSideMove;
use super::parse::{
    DateRole, Mention, ParsedMessage, mentions, parse_message, read_move_in, reads_as,
};
use super::plan::named_game_problem;
use super::sender::{Sender, SenderVerdict, check_sender, sender_of};
use crate::ledger::{DateField, MoveCorrection, colour_of_ply, ledger_of_game};

/// What the reader knows besides the text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// The game, when the user has chosen it.
    pub game: Option<GameId>,
    /// The date the message arrived (for received-date checks).
    pub arrived: Option<NaiveDate>,
    /// The actual mailing date, e.g. the `Date:` of an email (E2.10).
    pub mailed: Option<NaiveDate>,
    /// The sender's email address, e.g. the `From:` of an email.
    pub from_email: Option<String>,
    /// The sender's name, e.g. the `From:` of an email.
    pub from_name: Option<String>,
    /// The person confirmed that the message is the opponent's although
    /// its sender is not his address (`--from-unknown-sender`).
    pub sender_confirmed: bool,
}

/// What was understood from a message, and what is wrong with it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reading {
    /// The game it is about.
    pub game: Option<GameId>,
    /// The sender's side.
    pub side: Option<Color>,
    /// The repetition of the recipient's latest move, as written.
    pub repeated: Option<String>,
    /// The sender's new moves in SAN, in order: the reply, or the accepted
    /// continuation and the reply to it (E4.6).
    pub moves_san: Vec<String>,
    /// The reply move in SAN (the last of `moves_san`).
    pub reply_san: Option<String>,
    /// The reply's move number.
    pub reply_number: Option<u32>,
    /// Conditional lines proposed, as written.
    pub proposals: Vec<String>,
    /// The date the recipient's move was sent, as confirmed.
    pub your_move_sent: Option<NaiveDate>,
    /// The date the sender received it (stated, else assumed).
    pub received: Option<NaiveDate>,
    /// The sender's mailing date (stated, else assumed; corrected if wrong).
    pub sent: Option<NaiveDate>,
    /// Days stated for the move.
    pub days: Option<u32>,
    /// Accumulated days stated (White, Black).
    pub totals: Option<(Option<u32>, Option<u32>)>,
    /// Whether the machine-readable block was used.
    pub from_block: bool,
    /// The recipient's own dates the sender corrected and tells of (E2.10).
    pub corrections: Vec<MoveCorrection>,
    /// Moves of an accepted continuation the message repeats that the
    /// recipient's game already holds: a reply sent again after a referral
    /// (E4.2, E4.6). The sender's new moves follow them.
    pub held: usize,
    /// What is wrong or worth saying, in order.
    pub findings: Vec<Finding>,
    /// What the message declares besides a move (a resignation, a draw
    /// offer, its answer, a time claim, a protest), when it does.
    pub declares: Option<super::letter::LetterKind>,
    /// Who sent it, as far as ccdesk can tell ([`sender_of`]).
    pub sender: Sender,
    /// Whether the sender may move the game's pieces ([`check_sender`]).
    pub sender_verdict: SenderVerdict,
    /// The person confirmed the sender although it is not the opponent's
    /// address.
    pub sender_confirmed: bool,
    /// Why the message's ccdesk block does not belong to the game read:
    /// it names another game, or one this project does not hold.
    pub other_game: Option<NamedGameMismatch>,
    /// The day the message arrived: as given, else assumed from the day
    /// it was sent and the rule set's transit (E2.9, E2.12).
    pub arrived: Option<NaiveDate>,
    /// Whether `arrived` was assumed.
    pub arrival_assumed: bool,
    /// The rule set's transit days the assumption took.
    pub transit_days: u32,
    /// The rule the assumed arrival follows, from the game's rule set
    /// (`P05` by post: the average transmission time); empty reads as the
    /// email rule E2.9.
    pub assumed_rule: String,
    /// The game is played by post (P01): the assumption is worded as the
    /// postmark plus the average transmission time.
    pub postal: bool,
}

impl Reading {
    /// No finding worse than a note.
    #[must_use]
    pub fn is_valid(&self) -> bool {
        self.findings.iter().all(|f| f.severity() == Severity::Note)
    }

    /// The moves of the message that bind, in SAN: none when the reply
    /// repeats the recipient's move wrongly (E4.1: it is not valid), else
    /// every legal move read, an accepted continuation included (E4.5)
    /// even when the reply to it is missing (E4.7).
    #[must_use]
    pub fn binding_moves(&self) -> &[String] {
        let refused = self
            .findings
            .iter()
            .any(|f| matches!(f, Finding::WrongRepetition { .. }));
        if refused { &[] } else { &self.moves_san }
    }

    /// The recipient's own dates the sender says he corrected (E2.10), from
    /// the message's block: moves of the side that did not send it.
    #[must_use]
    pub fn corrections_of_mine(&self, parsed: &ParsedMessage) -> Vec<MoveCorrection> {
        let Some(sender) = self.side else {
            return Vec::new();
        };
        parsed
            .block
            .iter()
            .flat_map(|b| b.all("corrected"))
            .filter_map(parse_correction_field)
            .filter(|c| colour_of_ply(c.ply) != sender)
            .collect()
    }

    /// The penalties the findings carry (E6.6), against the sender's reply.
    #[must_use]
    pub fn penalties(&self) -> Vec<Penalty> {
        let (Some(side), Some(number)) = (self.side, self.reply_number) else {
            return Vec::new();
        };
        // A missing reply to an accepted continuation is the sender's move
        // after the continuation (E4.7), not the move that accepted it.
        let after_continuation =
            number.saturating_add(u32::try_from(self.moves_san.len() / 2).unwrap_or(u32::MAX));
        self.findings
            .iter()
            .filter_map(|f| match f {
                Finding::ContinuationUnanswered { .. } => f.penalty(side, after_continuation),
                _ => f.penalty(side, number),
            })
            .collect()
    }

    /// What was understood, then each finding and each penalty the
    /// findings carry (E6.6): the text shown before a message is applied
    /// and kept with it in the correspondence.
    #[must_use]
    pub fn report(&self, project: &Project) -> String {
        let mut out = self.summary(project);
        let warnings = self.trust_warnings(project);
        if self.findings.is_empty() && warnings.is_empty() {
            out.push_str("no problems found\n");
        }
        for w in &warnings {
            out.push_str(&format!("refused: {w}\n"));
        }
        for f in &self.findings {
            out.push_str(&format!("{f}\n"));
        }
        for p in self.penalties() {
            out.push_str(&format!(
                "penalty (E6.6): {} move {}: {}\n",
                if p.colour.is_white() {
                    "White"
                } else {
                    "Black"
                },
                p.move_number,
                p.reason.describe()
            ));
        }
        out
    }

    /// Why the message may not move the pieces of its game as it stands,
    /// in words, one sentence each: its block names another game, it would
    /// play a move for the desk owner's side, or its sender is not the
    /// opponent's address and the person has not confirmed it. Empty when
    /// nothing stands in the way. The window and `message read` show these
    /// sentences; [`plan_reading`](super::plan_reading) refuses with them.
    #[must_use]
    pub fn trust_warnings(&self, project: &Project) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(why) = &self.other_game {
            out.push(why.to_string());
        }
        if let Some(why) = self.own_side_problem(project) {
            out.push(why.to_string());
        }
        if !self.sender_verdict.accepted()
            && !self.sender_confirmed
            && let Some(why) = self.sender_verdict.sentence()
        {
            out.push(why);
        }
        out
    }

    /// Why the message would act for the desk owner's own side, if it
    /// would: read as a move of the side to move when that is the owner's,
    /// it would play his move or book a penalty against him. No message
    /// plays the owner's moves.
    #[must_use]
    pub fn own_side_problem(&self, project: &Project) -> Option<OwnSideMove> {
        let game = project.game(self.game?)?;
        let own = project.owner_side(game)?;
        (self.side == Some(own)).then(|| OwnSideMove {
            side: own,
            moves: self.moves_san.clone(),
        })
    }

    /// The day the message arrived as shown: the date, and when it was
    /// assumed, from what (E2.9, E2.12).
    #[must_use]
    pub fn arrival_text(&self, arrived: NaiveDate) -> String {
        match (self.arrival_assumed, self.sent) {
            // rule: P05 — by post, the average transmission time.
            (true, Some(sent)) if self.postal => format!(
                "{arrived} (assumed, {}: posted {sent} plus the average transmission time of {} day{})",
                if self.assumed_rule.is_empty() {
                    "P05"
                } else {
                    &self.assumed_rule
                },
                self.transit_days,
                if self.transit_days == 1 { "" } else { "s" }
            ),
            (true, Some(sent)) => format!(
                "{arrived} (assumed, E2.9: sent {sent} plus {} day{} in transit)",
                self.transit_days,
                if self.transit_days == 1 { "" } else { "s" }
            ),
            _ => arrived.to_string(),
        }
    }

    /// What was understood, one line each, for people.
    #[must_use]
    pub fn summary(&self, project: &Project) -> String {
        let mut out = String::new();
        let mut line = |k: &str, v: String| out.push_str(&format!("{k:<20}{v}\n"));
        if let (Some(kind), Some(side), Some(g)) = (
            self.declares,
            self.side,
            self.game.and_then(|id| project.game(id)),
        ) {
            line(
                "declares:",
                super::declaration::declaration_sentence(project, g, side, kind),
            );
        }
        match self.game.and_then(|id| project.game(id)) {
            Some(g) => line(
                "game:",
                format!(
                    "{} {} - {} ({})",
                    g.id,
                    project.player_name(g.white),
                    project.player_name(g.black),
                    g.event
                ),
            ),
            None => line("game:", "not found".into()),
        }
        line("sender:", self.sender.shown());
        if let Some(side) = self.side {
            line(
                "from:",
                if side == Color::White {
                    "White".into()
                } else {
                    "Black".into()
                },
            );
        }
        line(
            "repeated:",
            self.repeated.clone().unwrap_or_else(|| "-".into()),
        );
        line(
            "moves:",
            if self.moves_san.is_empty() {
                "-".into()
            } else {
                self.moves_san.join(" ")
            },
        );
        for p in &self.proposals {
            line("proposal:", p.clone());
        }
        let date = |d: Option<NaiveDate>| d.map_or_else(|| "-".to_owned(), |d| d.to_string());
        line("your move sent:", date(self.your_move_sent));
        line("received:", date(self.received));
        line("sent:", date(self.sent));
        if let Some(a) = self.arrived {
            line("arrived:", self.arrival_text(a));
        }
        line(
            "days:",
            self.days.map_or_else(|| "-".into(), |d| d.to_string()),
        );
        if let Some((w, b)) = self.totals {
            let n = |x: Option<u32>| x.map_or_else(|| "-".to_owned(), |x| x.to_string());
            line("totals:", format!("White {}, Black {}", n(w), n(b)));
        }
        out
    }
}

/// Reads a message and checks it against the project's games.
///
/// A mail that holds several games' parts (the two games of a Hutton
/// pairing, C17, see [`game_parts`]) is read part by part: with a game
/// chosen, the part of that game; else the first part whose game is
/// found, with a note for each other game the mail holds a move of.
#[must_use]
pub fn read_message(project: &Project, text: &str, options: &ReadOptions) -> Reading {
    match game_parts(text) {
        Some(parts) => read_parts(project, text, &parts, options),
        None => read_one(project, text, options),
    }
}

fn read_parts(project: &Project, text: &str, parts: &[String], options: &ReadOptions) -> Reading {
    let unchosen = ReadOptions {
        game: None,
        ..options.clone()
    };
    let found: Vec<Reading> = parts
        .iter()
        .map(|p| read_one(project, p, &unchosen))
        .collect();
    match options.game {
        Some(id) => {
            // The part that names the chosen game; else the one read best in it.
            let index = found
                .iter()
                .position(|r| r.game == Some(id))
                .unwrap_or_else(|| {
                    let invalid = |p: &String| {
                        read_one(project, p, options)
                            .findings
                            .iter()
                            .filter(|f| f.severity() == Severity::Invalid)
                            .count()
                    };
                    (0..parts.len())
                        .min_by_key(|&i| invalid(&parts[i]))
                        .unwrap_or(0)
                });
            read_one(project, &parts[index], options)
        }
        None => {
            let mut games: Vec<(usize, GameId)> = Vec::new();
            for (i, r) in found.iter().enumerate() {
                if let Some(g) = r.game
                    && games.iter().all(|(_, h)| *h != g)
                {
                    games.push((i, g));
                }
            }
            let Some(&(first, _)) = games.first() else {
                return read_one(project, text, options);
            };
            let mut reading = found[first].clone();
            for (_, game) in &games[1..] {
                reading.findings.push(Finding::AlsoForGame { game: *game });
            }
            reading
        }
    }
}

fn read_one(project: &Project, text: &str, options: &ReadOptions) -> Reading {
    let parsed = parse_message(text);
    let mut reading = Reading {
        sender: sender_of(
            project,
            text,
            options.from_email.as_deref(),
            options.from_name.as_deref(),
        ),
        sender_confirmed: options.sender_confirmed,
        ..Reading::default()
    };
    // A part of the mail that did not decode is not read, and says why
    // (after what the other parts gave).
    let not_decoded: Vec<Finding> = parsed
        .not_decoded
        .iter()
        .map(|why| Finding::NotRead {
            why: format!("a part of the mail could not be decoded ({why})"),
        })
        .collect();
    let game = match options.game {
        Some(id) => project.game(id),
        None => find_game(project, text, &parsed, options, &mut reading),
    };
    let Some(game) = game else {
        if reading.findings.is_empty() {
            reading
                .findings
                .push(Finding::GameNotFound { candidates: 0 });
        }
        reading.declares = parsed.declares;
        reading.findings.splice(0..0, not_decoded);
        return reading;
    };
    reading.game = Some(game.id);
    reading.other_game = named_game_problem(project, text, game.id);
    check_game(project, game, &parsed, options, &mut reading);
    reading.sender_verdict = check_sender(project, game, reading.side, &reading.sender);
    for text in &parsed.unreadable {
        reading
            .findings
            .push(Finding::Unreadable { text: text.clone() });
    }
    super::declaration::settle(&mut reading, &parsed, project, game);
    reading.findings.splice(0..0, not_decoded);
    reading
}

/// The parts of a message that name moves: from the block if there is one.
struct Moves {
    repeat: Vec<Mention>,
    sequence: Vec<Mention>,
    proposals: Vec<Vec<Mention>>,
    score: Vec<Mention>,
    loose: bool,
}

fn moves_of(parsed: &ParsedMessage) -> Moves {
    if let Some(b) = &parsed.block {
        let get = |k: &str| b.get(k).map(mentions).unwrap_or_default();
        let mut sequence = get("continuation");
        sequence.extend(get("reply"));
        return Moves {
            repeat: get("repeat"),
            sequence,
            proposals: b.all("proposal").map(mentions).collect(),
            score: get("score"),
            loose: false,
        };
    }
    let mut sequence = parsed.continuation.clone();
    sequence.extend(parsed.reply.iter().cloned());
    let loose = sequence.is_empty() && parsed.repeat.is_empty();
    Moves {
        repeat: parsed.repeat.clone(),
        sequence,
        proposals: parsed.proposals.clone(),
        score: parsed.score.clone(),
        loose,
    }
}

fn lower_contains(haystack: &str, needle: &str) -> bool {
    !needle.trim().is_empty()
        && haystack
            .to_lowercase()
            .contains(&needle.trim().to_lowercase())
}

fn find_game<'p>(
    project: &'p Project,
    text: &str,
    parsed: &ParsedMessage,
    options: &ReadOptions,
    reading: &mut Reading,
) -> Option<&'p Game> {
    let block_field = |k: &str| {
        parsed
            .block
            .as_ref()
            .and_then(|b| b.get(k))
            .map(str::to_owned)
    };
    let event = block_field("event").or_else(|| parsed.event.clone());
    let white = block_field("white").or_else(|| parsed.white.clone());
    let black = block_field("black").or_else(|| parsed.black.clone());
    let moves = moves_of(parsed);
    // The block writes SAN; the text may use any language's letters (E4.4).
    let read = |pos: &Chess, text: &str| match parsed.block {
        Some(_) => read_move_in(pos, text, &[PieceLetters::English]),
        None => parsed.read_move(pos, text),
    };
    let mut best: Vec<(u32, &Game)> = Vec::new();
    for game in project.games.iter().filter(|g| !g.is_finished()) {
        let wname = project.player_name(game.white);
        let bname = project.player_name(game.black);
        let mut score = 0;
        if let Some(e) = &event
            && (lower_contains(e, &game.event) || lower_contains(&game.event, e))
        {
            score += 3;
        }
        match (&white, &black) {
            (Some(w), Some(b)) => {
                if w.eq_ignore_ascii_case(wname) {
                    score += 3;
                }
                if b.eq_ignore_ascii_case(bname) {
                    score += 3;
                }
            }
            _ => {
                score +=
                    u32::from(lower_contains(text, wname)) + u32::from(lower_contains(text, bname));
            }
        }
        if let Some(from) = &options.from_email {
            for id in [game.white, game.black] {
                if project
                    .player(id)
                    .is_some_and(|p| !p.email.is_empty() && p.email.eq_ignore_ascii_case(from))
                {
                    score += 3;
                }
            }
        }
        // The moves decide between games of the same players.
        if let Ok(replay) = game.replay() {
            let pos = replay.current();
            let n = replay.moves.len();
            let mentioned: Vec<&Mention> = moves
                .repeat
                .iter()
                .chain(&moves.sequence)
                .chain(&parsed.loose)
                .chain(&moves.score)
                .collect();
            let fits_repeat = n > 0
                && mentioned
                    .iter()
                    .any(|m| reads_as(&replay.positions[n - 1], &m.text, replay.moves[n - 1]));
            let fits_reply = mentioned.iter().any(|m| read(pos, &m.text).is_ok());
            score += 2 * u32::from(fits_repeat) + u32::from(fits_reply);
            // A whole score that ends with the reply (or with an accepted
            // continuation and the reply to it); in a game without moves a
            // lone reply is no score.
            let line: &[Mention] = if moves.score.is_empty() {
                &parsed.loose
            } else {
                &moves.score
            };
            if n > 0 && line.len() > n {
                let mut spos = replay.positions[0].clone();
                let consumed = line
                    .iter()
                    .take_while(|m| match read(&spos, &m.text) {
                        Ok(mv) => {
                            spos.play_unchecked(mv);
                            true
                        }
                        Err(_) => false,
                    })
                    .count();
                let agrees = line
                    .iter()
                    .zip(&replay.moves)
                    .zip(&replay.positions)
                    .all(|((m, ours), pos)| reads_as(pos, &m.text, *ours));
                if agrees && consumed == line.len() {
                    score += if line.len() == n + 1 { 3 } else { 2 };
                }
            }
            let (number, side) = numbering(&replay.positions[0], n);
            if moves
                .sequence
                .iter()
                .chain(&parsed.loose)
                .any(|m| m.number == Some(number) && m.black == Some(side == Color::Black))
            {
                score += 1;
            }
        }
        best.push((score, game));
    }
    // "Dear Carl, ...": a message greeting someone who plays in none of
    // a game is no evidence of that game.
    if let Some(name) = greeted(text) {
        for (score, game) in &mut best {
            let plays = [game.white, game.black].iter().any(|id| {
                project
                    .player_name(*id)
                    .to_lowercase()
                    .split_whitespace()
                    .any(|w| w == name)
            });
            if !plays {
                *score = score.saturating_sub(3);
            }
        }
    }
    // A single legal move is no evidence of a game.
    let top = best.iter().map(|(s, _)| *s).max().filter(|s| *s >= 2)?;
    let winners: Vec<&Game> = best
        .iter()
        .filter(|(s, _)| *s == top)
        .map(|(_, g)| *g)
        .collect();
    match winners.as_slice() {
        [one] => Some(*one),
        many => {
            reading.findings.push(Finding::GameNotFound {
                candidates: many.len(),
            });
            None
        }
    }
}

/// The name a message opens by greeting ("Dear Carl," gives `carl`), in
/// small letters; `None` when it opens otherwise.
fn greeted(text: &str) -> Option<String> {
    const GREETINGS: &[&str] = &[
        "dear", "hi", "hello", "hallo", "lieber", "liebe", "cher", "chère", "bonjour", "salut",
        "hola", "estimado", "estimada", "querido", "querida", "ciao", "caro", "cara", "beste",
    ];
    const NO_NAMES: &[&str] = &[
        "all", "there", "again", "friend", "everyone", "my", "i", "here", "thanks", "from",
    ];
    let first = text.lines().map(str::trim).find(|l| !l.is_empty())?;
    let words: Vec<String> = first
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    match words.as_slice() {
        [greeting, name, ..]
            if GREETINGS.contains(&greeting.as_str())
                && name.chars().all(char::is_alphabetic)
                && !NO_NAMES.contains(&name.as_str()) =>
        {
            Some(name.clone())
        }
        _ => None,
    }
}

fn refusal(text: &str, err: &MoveParseError) -> Finding {
    match err {
        MoveParseError::Refused {
            refusal: MoveRefusal::Ambiguous { .. },
            ..
        } => Finding::IllegalMove {
            text: text.to_owned(),
            reason: err.to_string(),
            ambiguous: true,
        },
        MoveParseError::Refused { .. } => Finding::IllegalMove {
            text: text.to_owned(),
            reason: err.to_string(),
            ambiguous: false,
        },
        MoveParseError::Unreadable(_) => Finding::UnreadableMove {
            text: text.to_owned(),
        },
    }
}

/// Why no reply move was found, in words (for [`Finding::NotRead`]).
fn why_no_move(parsed: &ParsedMessage, repeat: &[Mention]) -> String {
    if parsed.block.is_none() && parsed.text_mentions().next().is_none() {
        return "I found no word in it that reads as a move".to_owned();
    }
    match repeat.first() {
        Some(m) => format!(
            "the only move I found in it, {}, repeats mine; I found no reply to it",
            written(m)
        ),
        None => "I found no reply move in it".to_owned(),
    }
}

/// Whether a word that cannot be read looks like a move all the same (a
/// letter first, a digit in it, nothing but the signs of a move, short):
/// then it is an illegible move (E4.2), else the message is not read.
fn looks_like_move(text: &str) -> bool {
    let t = text.trim().trim_end_matches(['?', '!', '.', ',']);
    // "3...Kz9?": the move number is no part of the word.
    let t = match t.find(|c: char| !c.is_ascii_digit()) {
        Some(i) if i > 0 && t[i..].starts_with(['.', '…']) => {
            t[i..].trim_start_matches(['.', '…', ' '])
        }
        _ => t,
    };
    let mut chars = t.chars();
    // Shaped like a move: a letter (a piece, a file, or a slip of the pen
    // as in "Zz9") or castling's 0/O first, a digit in it.
    let first_ok = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '0');
    !t.is_empty()
        && t.chars().count() <= 10
        && first_ok
        && t.chars().any(|c| c.is_ascii_digit() || c == '-')
        && t.chars()
            .all(|c| c.is_ascii_alphanumeric() || "x:=+#-†‡/()".contains(c))
}

fn written(m: &Mention) -> String {
    match (m.number, m.black) {
        (Some(n), Some(true)) => format!("{n}...{}", m.text),
        (Some(n), _) => format!("{n}.{}", m.text),
        _ => m.text.clone(),
    }
}

/// Splits loose move words into the repetition and the sender's moves,
/// by move numbers where written, else by position.
fn split_loose(
    loose: &[Mention],
    start: &Chess,
    n: usize,
    before: Option<(&Chess, Move)>,
) -> (Vec<Mention>, Vec<Mention>) {
    let (reply_number, sender) = numbering(start, n);
    let anchor = loose
        .iter()
        .rposition(|m| m.number == Some(reply_number) && m.black == Some(sender == Color::Black));
    let idx = anchor.or_else(|| {
        // The last word repeating our move; the sender's moves follow it.
        let (pos, ours) = before?;
        loose
            .iter()
            .rposition(|m| reads_as(pos, &m.text, ours))
            .map(|i| i + 1)
    });
    let repeats = |m: &Mention| before.is_some_and(|(pos, ours)| reads_as(pos, &m.text, ours));
    match idx {
        Some(i) => {
            let i = i.min(loose.len());
            let mut sequence = loose[i..].to_vec();
            // The repetition: the last word before the reply that repeats
            // our move (in any letters, E4.4), else one after the reply
            // ("3.Nc3, in answer to your 2...e6"), else the word before it.
            let repeat = if let Some(j) = loose[..i].iter().rposition(repeats) {
                Some(loose[j].clone())
            } else if let Some(k) = sequence.iter().skip(1).position(repeats) {
                Some(sequence.remove(k + 1))
            } else {
                i.checked_sub(1).map(|j| loose[j].clone())
            };
            (repeat.into_iter().collect(), sequence)
        }
        None if loose.len() >= 2 && before.is_some() => {
            let k = loose.len() - 1;
            (vec![loose[k - 1].clone()], vec![loose[k].clone()])
        }
        None => (Vec::new(), loose.to_vec()),
    }
}

/// `game` with the corrected dates set on its moves.
fn with_corrections(game: &Game, corrections: &[MoveCorrection]) -> Game {
    let mut game = game.clone();
    for c in corrections {
        if let Some(record) = game.moves.get_mut(c.ply) {
            match c.correction.field {
                DateField::Received => record.received = Some(c.correction.corrected),
                DateField::Sent => record.sent = Some(c.correction.corrected),
            }
        }
    }
    game
}

/// How many of the message's first moves repeat an accepted continuation
/// that ends the game already (pairs of the sender's move and the
/// recipient's conditional reply, E4.6), leaving at least one move.
fn held_continuation(game: &Game, replay: &Replay, words: &[Mention]) -> usize {
    let n = replay.moves.len();
    let mut held = 0;
    let mut k = 2;
    while k <= n && k < words.len() && game.moves[n - k + 1].conditional {
        let from = n - k;
        if words[..k]
            .iter()
            .enumerate()
            .all(|(i, w)| reads_as(&replay.positions[from + i], &w.text, replay.moves[from + i]))
        {
            held = k;
        }
        k += 2;
    }
    held
}

fn check_game(
    project: &Project,
    game: &Game,
    parsed: &ParsedMessage,
    options: &ReadOptions,
    reading: &mut Reading,
) {
    let Ok(replay) = game.replay() else {
        reading.findings.push(Finding::Unreadable {
            text: format!("game {} cannot be replayed", game.id),
        });
        return;
    };
    // Days and months written without a year ("sent 3/11") are dated near
    // the arrival, else near the message's other dates, else near our
    // latest mailing (E2.9: reasonable dates).
    let mut parsed = parsed.clone();
    if let Some(reference) = options
        .arrived
        .or_else(|| parsed.first_date())
        .or_else(|| game.moves.iter().rev().find_map(|m| m.sent))
        .or(game.start)
    {
        parsed.date_years(reference);
    }
    let parsed = &parsed;
    let rules = rule_set_of(project, game);
    let start = &replay.positions[0];
    let n = replay.moves.len();
    let (reply_number, sender) = numbering(start, n);
    reading.side = Some(sender);
    reading.reply_number = Some(reply_number);
    reading.from_block = parsed.block.is_some();
    // The block writes SAN; the text may use any language's letters
    // (E4.4), the game's agreed ones first where the text may be in them
    // (E2.2: `Bc4` is c2-c4 in a German game, a bishop's move in English).
    let letters: Vec<PieceLetters> =
        if game.letters != PieceLetters::English && parsed.letters.contains(&game.letters) {
            vec![game.letters]
        } else {
            parsed.letters.clone()
        };
    let read = |pos: &Chess, text: &str| match parsed.block {
        Some(_) => read_move_in(pos, text, &[PieceLetters::English]),
        None => read_move_in(pos, text, &letters),
    };

    let mut moves = moves_of(parsed);
    let before = (n > 0).then(|| (&replay.positions[n - 1], replay.moves[n - 1]));
    if moves.loose {
        let source = if parsed.loose.is_empty() {
            &parsed.score
        } else {
            &parsed.loose
        };
        let (repeat, sequence) = split_loose(source, start, n, before);
        moves.repeat = repeat;
        moves.sequence = sequence;
    } else if moves.sequence.is_empty() && parsed.block.is_none() && !parsed.loose.is_empty() {
        // A labelled repetition and the reply in the text around it
        // ("Your move: 3.Bb5" ... "I answer 3...a6").
        let (repeat, sequence) = split_loose(&parsed.loose, start, n, before);
        moves.sequence = sequence;
        if moves.repeat.is_empty() {
            moves.repeat = repeat;
        }
    } else if moves.sequence.is_empty() && !moves.score.is_empty() {
        let (_, sequence) = split_loose(&moves.score, start, n, before);
        moves.sequence = sequence;
    }
    // "My move: 5.Bxf7 check! Your 4...Bc5 arrived ...": the repetition
    // written in the reply's field, after the reply.
    if moves.repeat.is_empty()
        && parsed.block.is_none()
        && let Some((pos, ours)) = before
        && let Some(k) = moves
            .sequence
            .iter()
            .skip(1)
            .position(|m| reads_as(pos, &m.text, ours))
    {
        moves.repeat = vec![moves.sequence.remove(k + 1)];
    }
    // A labelled reply, the repetition in the text around it ("Zug: 3.Sc3
    // ... Ihr Zug 2...e6 erhalten am ...").
    if moves.repeat.is_empty()
        && parsed.block.is_none()
        && let Some((pos, ours)) = before
        && let Some(m) = parsed.loose.iter().find(|m| reads_as(pos, &m.text, ours))
    {
        moves.repeat = vec![m.clone()];
    }
    // E4.3 only when the text carries no readable legal move: failing all
    // else, a word of the reply, continuation or loose text that is legal
    // here (with the reply's number, when one is written) is the reply.
    if moves
        .sequence
        .iter()
        .all(|m| read(replay.current(), &m.text).is_err())
        && parsed.block.is_none()
        && let Some(m) = parsed
            .reply
            .iter()
            .chain(&parsed.continuation)
            .chain(&parsed.loose)
            .filter(|m| !moves.repeat.contains(m))
            .filter(|m| m.number.is_none_or(|k| k == reply_number))
            .filter(|m| m.black.is_none_or(|b| b == (sender == Color::Black)))
            .find(|m| read(replay.current(), &m.text).is_ok())
    {
        moves.sequence = vec![m.clone()];
    }

    // A reply sent again after a referral repeats the accepted
    // continuation the recipient already holds (E4.2, E4.6): those moves
    // are not new, and the repetition is of the move before them.
    let held = held_continuation(game, &replay, &moves.sequence);
    moves.sequence.drain(..held);
    reading.held = held;
    let base = n - held;
    let before = (base > 0).then(|| (&replay.positions[base - 1], replay.moves[base - 1]));

    // E4.1: the recipient's latest move, repeated correctly.
    if let Some((pos, ours)) = before {
        let expected = numbered(
            numbering(start, base - 1).0,
            numbering(start, base - 1).1,
            &game.write_move(pos, &ours),
        );
        let found = moves.repeat.iter().find(|m| reads_as(pos, &m.text, ours));
        match (found, moves.repeat.last()) {
            (Some(m), _) => reading.repeated = Some(written(m)),
            (None, Some(m)) => {
                reading.repeated = Some(written(m));
                reading.findings.push(Finding::WrongRepetition {
                    written: Some(written(m)),
                    expected,
                });
            }
            (None, None) => reading.findings.push(Finding::WrongRepetition {
                written: None,
                expected,
            }),
        }
    }

    // E4.2, E4.3, E4.6, E4.7: the sender's moves.
    let mut pos = replay.current().clone();
    let mut ply = n;
    let mut words = moves.sequence.iter();
    let mut played: Vec<Move> = Vec::new();
    let mut conditional_plies: Vec<usize> = Vec::new();
    match words.next() {
        // Honest reading: no move found is not read, not "no move" (E4.3).
        None => reading.findings.push(Finding::NotRead {
            why: why_no_move(parsed, &moves.repeat),
        }),
        Some(first) => match read(&pos, &first.text) {
            Err(MoveParseError::Unreadable(_)) if !looks_like_move(&first.text) => {
                reading.findings.push(Finding::NotRead {
                    why: format!(
                        "where the move should be it says \"{}\", which is no move I can read",
                        first.text
                    ),
                });
            }
            Err(e) => reading.findings.push(refusal(&written(first), &e)),
            Ok(mut mv) => loop {
                reading
                    .moves_san
                    .push(format_move(&pos, &mv, Notation::San));
                played.push(mv);
                let in_force: Vec<_> = game
                    .conditional
                    .iter()
                    .filter(|p| p.sent.is_some())
                    .cloned()
                    .collect();
                let ans = answer(&in_force, ply, &pos, &mv);
                pos.play_unchecked(mv);
                ply += 1;
                let Some(ours_san) = ans.reply else { break };
                // Our conditional reply is played (E4.5); it should be repeated (E4.6) and answered (E4.7).
                let Ok(ours) = parse_move(&pos, &ours_san) else {
                    break;
                };
                let ours_written = game.write_move(&pos, &ours);
                let next = words.next();
                let next = match next {
                    Some(w) if reads_as(&pos, &w.text, ours) => words.next(),
                    Some(w) => {
                        reading.findings.push(Finding::ContinuationNotRepeated {
                            expected: ours_written.clone(),
                            written: Some(written(w)),
                        });
                        Some(w)
                    }
                    None => None,
                };
                reading
                    .moves_san
                    .push(format_move(&pos, &ours, Notation::San));
                played.push(ours);
                conditional_plies.push(ply);
                pos.play_unchecked(ours);
                ply += 1;
                match next {
                    None => {
                        reading.findings.push(Finding::ContinuationUnanswered {
                            continuation: ours_written,
                        });
                        break;
                    }
                    Some(w) => match read(&pos, &w.text) {
                        Ok(m) => mv = m,
                        Err(e) => {
                            reading.findings.push(refusal(&written(w), &e));
                            break;
                        }
                    },
                }
            },
        },
    }
    // A ccdesk message whose text names other moves than its block
    // (E4.1, E4.2): the text as a person would read it, without the block.
    if parsed.block.is_some() {
        let text_only = ParsedMessage {
            block: None,
            ..parsed.clone()
        };
        let mut text_moves = moves_of(&text_only);
        if text_moves.sequence.is_empty() {
            let (repeat, sequence) = split_loose(&parsed.loose, start, n, before);
            text_moves.sequence = sequence;
            if text_moves.repeat.is_empty() {
                text_moves.repeat = repeat;
            }
        }
        if let (Some((bpos, ours)), Some(t), Some(b)) =
            (before, text_moves.repeat.first(), moves.repeat.first())
            && reads_as(bpos, &t.text, ours) != reads_as(bpos, &b.text, ours)
        {
            reading
                .findings
                .retain(|f| !matches!(f, Finding::WrongRepetition { .. }));
            reading.findings.push(Finding::TextAndBlockDisagree {
                field: "repeat".into(),
                text: written(t),
                block: written(b),
            });
        }
        // The reply: the block's last move against the text's, in the
        // position before it (not when the last move played is our own
        // conditional one, left unanswered: E4.7 says that).
        let last_is_theirs = !conditional_plies.contains(&(n + played.len().saturating_sub(1)));
        if let (Some(t), Some(b), Some((last, earlier)), true) = (
            text_moves.sequence.last(),
            moves.sequence.last(),
            played.split_last(),
            last_is_theirs,
        ) {
            let mut bpos = replay.current().clone();
            for m in earlier {
                bpos.play_unchecked(*m);
            }
            // The text says the block's move when it does in one of the
            // languages its words may be written in (E2.2, E4.4): Dutch
            // `Pf3` is the block's `Nf3`, though English reads a pawn.
            let in_its_letters = text_only
                .letters
                .iter()
                .any(|l| parse_move_in(&bpos, &t.text, *l).is_ok_and(|m| m == *last));
            let same = in_its_letters
                || match text_only.read_move(&bpos, &t.text) {
                    Ok(m) => m == *last,
                    Err(MoveParseError::Refused {
                        refusal: MoveRefusal::Ambiguous { candidates, .. },
                        ..
                    }) => last.from().is_some_and(|sq| candidates.contains(&sq)),
                    Err(MoveParseError::Refused { .. }) => false,
                    Err(MoveParseError::Unreadable(_)) => true,
                };
            if !same {
                reading.findings.push(Finding::TextAndBlockDisagree {
                    field: "reply".into(),
                    text: written(t),
                    block: written(b),
                });
            }
        }
    }
    // A message not read: a repetition not found in it is no finding of its own.
    if reading
        .findings
        .iter()
        .any(|f| matches!(f, Finding::NotRead { .. }))
    {
        reading
            .findings
            .retain(|f| !matches!(f, Finding::WrongRepetition { written: None, .. }));
    }
    let moves_valid = reading.findings.iter().all(|f| {
        !matches!(
            f,
            Finding::NoMove
                | Finding::NotRead { .. }
                | Finding::UnreadableMove { .. }
                | Finding::IllegalMove { .. }
                | Finding::ContinuationUnanswered { .. }
        ) && !matches!(f, Finding::TextAndBlockDisagree { field, .. } if field == "reply")
    });
    if moves_valid {
        reading.reply_san = reading.moves_san.last().cloned();
        reading.reply_number = Some(numbering(start, ply.saturating_sub(1)).0);
    }
    reading.proposals = moves
        .proposals
        .iter()
        .map(|l| l.iter().map(written).collect::<Vec<_>>().join(" "))
        .collect();

    // E2.5: the record of all moves.
    let mut spos = start.clone();
    for (i, m) in moves.score.iter().enumerate() {
        let Some(ours) = replay.moves.get(i) else {
            break;
        };
        if reads_as(&spos, &m.text, *ours) {
            spos.play_unchecked(*ours);
        } else {
            let (number, side) = numbering(start, i);
            reading.findings.push(Finding::RecordDiffers {
                number,
                theirs: written(m),
                ours: numbered(number, side, &game.write_move(&spos, ours)),
            });
            break;
        }
    }

    check_dates(
        project,
        game,
        &rules,
        parsed,
        options,
        (n, held),
        if moves_valid { &played } else { &[] },
        &conditional_plies,
        reading,
    );
}

#[allow(clippy::too_many_arguments)]
fn check_dates(
    project: &Project,
    game: &Game,
    rules: &crate::ledger::RuleSet,
    parsed: &ParsedMessage,
    options: &ReadOptions,
    (n, held): (usize, usize),
    played: &[Move],
    conditional_plies: &[usize],
    reading: &mut Reading,
) {
    // The recipient's own dates the sender corrected (E2.10) count as
    // corrected in every check: the sender's figures use them.
    reading.corrections = reading.corrections_of_mine(parsed);
    let corrected_game = with_corrections(game, &reading.corrections);
    let game = &corrected_game;
    let block_date = |k: &str| {
        parsed
            .block
            .as_ref()
            .and_then(|b| b.get(k))
            .and_then(|v| NaiveDate::parse_from_str(v.trim(), "%Y-%m-%d").ok())
    };
    let block_num = |k: &str| {
        parsed
            .block
            .as_ref()
            .and_then(|b| b.get(k))
            .and_then(|v| v.trim().parse::<u32>().ok())
    };
    let (your_sent, received, sent, days, totals) = if parsed.block.is_some() {
        (
            block_date("opponent-sent"),
            block_date("received"),
            block_date("sent"),
            block_num("days"),
            (block_num("total-white").is_some() || block_num("total-black").is_some())
                .then(|| (block_num("total-white"), block_num("total-black"))),
        )
    } else {
        (
            parsed.date(DateRole::YourMoveSent),
            parsed.date(DateRole::Received),
            parsed
                .date(DateRole::Sent)
                .or_else(|| parsed.date(DateRole::Unknown)),
            parsed.days,
            // "7 days in all": the writer's own total (E2.11).
            parsed.totals.or_else(|| {
                let own = parsed.own_total?;
                Some(match reading.side? {
                    Color::White => (Some(own), None),
                    Color::Black => (None, Some(own)),
                })
            }),
        )
    };
    let transit = Days::new(u64::from(rules.transit_days));
    // The recipient's latest mailed move: before a continuation the
    // message repeats (E4.6).
    let base = n - held;
    let our_sent = base
        .checked_sub(1)
        .and_then(|i| game.moves.get(i))
        .and_then(|m| m.sent);
    reading.your_move_sent = your_sent;
    if let (Some(stated), Some(recorded)) = (your_sent, our_sent)
        && stated != recorded
    {
        reading
            .findings
            .push(Finding::YourDateWrong { stated, recorded });
    }
    // Received (E2.7): missing → assumed (E2.9); before our sending → corrected.
    let received = if n == 0 {
        received.or(game.start)
    } else {
        match (received, our_sent) {
            (Some(r), Some(s)) if r < s => {
                let date = s + transit;
                reading.findings.push(Finding::DateCorrected {
                    what: "the date you received my move".into(),
                    stated: r,
                    date,
                });
                Some(date)
            }
            (Some(r), _) => Some(r),
            (None, Some(s)) => {
                let date = s + transit;
                reading.findings.push(Finding::DateAssumed {
                    what: "the date you received my move".into(),
                    date,
                    postal: super::postcard::plays_by_post(project, game),
                });
                Some(date)
            }
            (None, None) => None,
        }
    };
    reading.received = received;
    // A declaration that carries no move (an answer to a draw offer, a
    // claim, a resignation) is dated as it says: the day it was read is
    // known only as assumed from one day of transit (E2.12), which dates
    // the reply's time (E6.4), not a message that answers the same day.
    let declaration_alone = parsed.declares.is_some_and(|kind| {
        super::declaration::ends_without_move(kind) || moves_of(parsed).sequence.is_empty()
    });
    // Sent (E2.8): missing → assumed; wrong → corrected (E2.10).
    let sent = match (sent, options.mailed) {
        (Some(s), Some(m)) if s != m => {
            reading.findings.push(Finding::DateCorrected {
                what: "the date you sent your move".into(),
                stated: s,
                date: m,
            });
            Some(m)
        }
        (Some(s), _) if !declaration_alone && received.is_some_and(|r| s < r) => {
            let date = received.unwrap_or(s);
            reading.findings.push(Finding::DateCorrected {
                what: "the date you sent your move".into(),
                stated: s,
                date,
            });
            Some(date)
        }
        (Some(s), _) if options.arrived.is_some_and(|a| s > a) => {
            let date = options
                .arrived
                .unwrap_or(s)
                .checked_sub_days(transit)
                .unwrap_or(s)
                .max(received.unwrap_or(s));
            reading.findings.push(Finding::DateCorrected {
                what: "the date you sent your move".into(),
                stated: s,
                date,
            });
            Some(date)
        }
        (Some(s), _) => Some(s),
        (None, Some(m)) => Some(m),
        (None, None) => {
            let date = options
                .arrived
                .and_then(|a| a.checked_sub_days(transit))
                .or(received);
            if let Some(date) = date {
                reading.findings.push(Finding::DateAssumed {
                    what: "the date you sent your move".into(),
                    date,
                    postal: super::postcard::plays_by_post(project, game),
                });
            }
            date
        }
    };
    reading.sent = sent;
    // The day it arrived: as given, else the day it was sent plus the
    // rule set's transit, assumed and said (E2.9, E2.12); given later
    // than that, a longer transmission the TD may rule on (E2.12).
    match (options.arrived, sent) {
        (Some(a), Some(s)) if a > s + transit => {
            reading.findings.push(Finding::LongTransit {
                sent: s,
                arrived: a,
                transit: rules.transit_days,
            });
        }
        (None, Some(_)) => {
            reading.arrival_assumed = true;
            reading.transit_days = rules.transit_days;
            reading.assumed_rule = rules.citations.assumed_date.clone();
            reading.postal = super::postcard::plays_by_post(project, game);
        }
        _ => {}
    }
    reading.arrived = options.arrived.or_else(|| sent.map(|s| s + transit));
    reading.days = days;
    reading.totals = totals;

    // E2.11: the time figures against the ledger.
    let (Some(sent), false) = (sent, played.is_empty()) else {
        return;
    };
    let mut timed = game.clone();
    let mut pos = match timed.replay() {
        Ok(r) => r.current().clone(),
        Err(_) => return,
    };
    for (i, mv) in played.iter().enumerate() {
        let ply = n + i;
        let san = format_move(&pos, mv, Notation::San);
        pos.play_unchecked(*mv);
        let mut record = MoveRecord::new(san).dated(
            if i == 0 && held == 0 { received } else { None },
            Some(sent),
        );
        record.conditional = conditional_plies.contains(&ply);
        timed.moves.push(record);
    }
    let Ok(ledger) = ledger_of_game(project, &timed) else {
        return;
    };
    if ledger.rows.len() < timed.moves.len() {
        return;
    }
    // The continuation moves count in the time of the reply (E6.5).
    let Some(sender) = ledger.rows.last().map(|r| r.colour) else {
        return;
    };
    let computed: u32 = ledger.rows[base.min(ledger.rows.len())..]
        .iter()
        .filter(|r| r.colour == sender)
        .map(|r| r.days.days + r.penalty_days)
        .sum();
    match days {
        Some(stated) if stated != computed => reading
            .findings
            .push(Finding::DaysDisagree { stated, computed }),
        Some(_) => {}
        None => reading.findings.push(Finding::TimeMissing),
    }
    if let Some((w, b)) = totals {
        for (side, stated, computed) in [
            (Color::White, w, ledger.white.total),
            (Color::Black, b, ledger.black.total),
        ] {
            if let Some(stated) = stated
                && stated != computed
            {
                reading.findings.push(Finding::TotalDisagrees {
                    side,
                    stated,
                    computed,
                });
            }
        }
    }
}
