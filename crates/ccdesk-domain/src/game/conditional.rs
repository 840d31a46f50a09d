//! Conditional moves: "if you play X, I reply Y", proposed after one's own
//! move, as a line or a tree of expected opponent moves and replies.
//!
//! A proposal binds its proposer once it is sent (E4.5, P07): it can be
//! withdrawn only before. When the opponent's actual move matches an
//! expected move, the reply is played at once and marked conditional (it
//! counts in the time of the opponent's reply, E6.5, and is repeated with
//! it, E4.6); the rest of that branch stays in force. The first deviation
//! cancels the rest (E4.5).
//!
//! ```
//! use ccdesk_domain::game::{ConditionalProposal, Answer, answer};
//! use ccdesk_domain::notation::parse_move;
//! use shakmaty::{Chess, Position};
//!
//! // After 1.e4 White proposes: if 1...e5 then 2.Nf3, and if 2...Nc6 then 3.Bb5.
//! let mut pos = Chess::default();
//! pos.play_unchecked(parse_move(&pos, "e4")?);
//! let mut proposal = ConditionalProposal::from_line(1, &pos, "e5 Nf3 Nc6 Bb5").unwrap();
//! proposal.sent = chrono::NaiveDate::from_ymd_opt(2026, 1, 5);
//! let e5 = parse_move(&pos, "e5")?;
//! let Answer { reply, remaining, .. } = answer(&[proposal], 1, &pos, &e5);
//! assert_eq!(reply.as_deref(), Some("Nf3"));
//! assert_eq!(remaining[0].at_ply, 3);
//! # Ok::<_, ccdesk_domain::notation::MoveParseError>(())
//! ```

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position};

use crate::notation::{LineError, Notation, format_move, parse_move, read_line};

/// One expected move of the opponent, the proposer's reply to it, and what
/// the proposer expects after that.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConditionalBranch {
    /// The opponent's expected move, in SAN.
    pub expected: String,
    /// The proposer's reply, in SAN.
    pub reply: String,
    /// Further expected moves after the reply (alternatives, a tree).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub then: Vec<ConditionalBranch>,
}

/// A conditional proposal for one position of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConditionalProposal {
    /// Number of moves in the game when it applies: the opponent is to move
    /// in that position and the proposer made the move before it.
    pub at_ply: usize,
    /// Date it was sent to the opponent; `None` = a draft that can still be
    /// withdrawn (P07).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent: Option<NaiveDate>,
    /// The opponent's expected moves, each with its reply.
    pub branches: Vec<ConditionalBranch>,
}

/// The most expected moves a conditional line goes deep (each with its
/// reply): far beyond any line people send, and the bound that keeps every
/// walk of the tree (checking, merging, writing, saving) shallow whatever
/// the input (issue 30).
pub const MAX_CONDITIONAL_DEPTH: usize = 64;

/// Why a proposal cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConditionalError {
    /// A move of the line cannot be read or played.
    #[error("{0}")]
    BadMove(#[from] LineError),
    /// The line ends with an expected move and no reply.
    #[error("the line ends with {0}, an expected move without a reply")]
    NoReply(String),
    /// The line is empty.
    #[error("a conditional line needs an expected move and a reply")]
    Empty,
    /// After the same expected move the proposal already has another reply.
    #[error("after {expected} the proposal already replies {existing}, not {new}")]
    ConflictingReply {
        /// The expected move.
        expected: String,
        /// The reply already proposed.
        existing: String,
        /// The different reply now asked for.
        new: String,
    },
    /// A stored move is not legal where it stands.
    #[error("{0} is not a legal move there")]
    Illegal(String),
    /// The line goes deeper than [`MAX_CONDITIONAL_DEPTH`].
    #[error(
        "the conditional line is {0} expected moves deep; ccdesk keeps at most {MAX_CONDITIONAL_DEPTH}"
    )]
    TooDeep(usize),
}

fn san_of(pos: &Chess, m: Move) -> String {
    SanPlus::from_move(pos.clone(), m).to_string()
}

/// Reads a stored SAN move; the stored text is SAN, but any notation reads.
fn read_stored(pos: &Chess, text: &str) -> Result<Move, ConditionalError> {
    parse_move(pos, text).map_err(|_| ConditionalError::Illegal(text.to_owned()))
}

impl ConditionalBranch {
    /// The chain of branches `moves` (expected, reply, expected, reply...)
    /// make from `pos`, built from its end without recursion; `None` when
    /// there is not one whole pair.
    fn from_moves(pos: &Chess, moves: &[Move]) -> Option<ConditionalBranch> {
        let mut pairs = Vec::with_capacity(moves.len() / 2);
        let mut after = pos.clone();
        for pair in moves.chunks_exact(2) {
            let [expected, reply] = pair else {
                break;
            };
            let expected_san = san_of(&after, *expected);
            after.play_unchecked(*expected);
            let reply_san = san_of(&after, *reply);
            after.play_unchecked(*reply);
            pairs.push((expected_san, reply_san));
        }
        let mut chain: Option<ConditionalBranch> = None;
        for (expected, reply) in pairs.into_iter().rev() {
            chain = Some(ConditionalBranch {
                expected,
                reply,
                then: chain.into_iter().collect(),
            });
        }
        chain
    }

    /// How many expected moves deep the branch goes (1 for a branch with
    /// nothing after it), counted without recursion.
    #[must_use]
    pub fn depth(&self) -> usize {
        let mut deepest = 0;
        let mut stack = vec![(self, 1)];
        while let Some((b, d)) = stack.pop() {
            deepest = deepest.max(d);
            stack.extend(b.then.iter().map(|next| (next, d + 1)));
        }
        deepest
    }

    fn check(&self, pos: &Chess) -> Result<(), ConditionalError> {
        let expected = read_stored(pos, &self.expected)?;
        let mut after = pos.clone();
        after.play_unchecked(expected);
        let reply = read_stored(&after, &self.reply)?;
        after.play_unchecked(reply);
        self.then.iter().try_for_each(|b| b.check(&after))
    }
}

/// Adds `new` into `branches`, sharing what they have in common. The same
/// expected move with a different reply is refused: one reply per move.
fn merge_into(
    branches: &mut Vec<ConditionalBranch>,
    new: ConditionalBranch,
) -> Result<(), ConditionalError> {
    match branches.iter_mut().find(|b| b.expected == new.expected) {
        None => {
            branches.push(new);
            Ok(())
        }
        Some(existing) if existing.reply != new.reply => Err(ConditionalError::ConflictingReply {
            expected: new.expected,
            existing: existing.reply.clone(),
            new: new.reply,
        }),
        Some(existing) => new
            .then
            .into_iter()
            .try_for_each(|b| merge_into(&mut existing.then, b)),
    }
}

/// A conditional line as the notation reader takes it: separators turned
/// into spaces and the words around the moves dropped.
fn plain_line(text: &str) -> String {
    text.replace([',', ';'], " ")
        .split_whitespace()
        .filter(|word| !matches!(word.to_lowercase().as_str(), "if" | "then"))
        .collect::<Vec<_>>()
        .join(" ")
}

impl ConditionalProposal {
    /// Reads a line as [`ConditionalProposal::from_line`] does, for the
    /// position `game` stands in now (the opponent to move, `at_ply` the
    /// number of moves played).
    ///
    /// # Errors
    ///
    /// As [`ConditionalProposal::from_line`]; a game that cannot be
    /// replayed refuses every line.
    pub fn for_game(
        game: &super::Game,
        text: &str,
    ) -> Result<ConditionalProposal, ConditionalError> {
        let replay = game
            .replay()
            .map_err(|e| ConditionalError::Illegal(e.to_string()))?;
        ConditionalProposal::from_line(game.moves.len(), replay.current(), text)
    }

    /// Reads a line typed for `game` (the window's If: field, `message
    /// compose --conditional`): with the game's agreed piece letters
    /// (E2.2), and when they read no legal line, as
    /// [`ConditionalProposal::for_game`] reads it (English SAN). Another
    /// language's letters are not guessed at: a sent line binds (P07).
    ///
    /// # Errors
    ///
    /// As [`ConditionalProposal::for_game`], the agreed letters' reading
    /// when neither reads the line.
    pub fn for_game_typed(
        game: &super::Game,
        text: &str,
    ) -> Result<ConditionalProposal, ConditionalError> {
        if game.letters == crate::notation::PieceLetters::English {
            return ConditionalProposal::for_game(game, text);
        }
        let english: Vec<String> = plain_line(text)
            .split_whitespace()
            .map(|word| {
                game.letters
                    .to_english(word)
                    .unwrap_or_else(|| word.to_owned())
            })
            .collect();
        ConditionalProposal::for_game(game, &english.join(" "))
            .or_else(|own| ConditionalProposal::for_game(game, text).map_err(|_| own))
    }

    /// Reads a line `expected reply expected reply ...` in any accepted
    /// notation, starting in `pos` (the position after the proposer's move,
    /// `at_ply` moves into the game). Every move is checked for legality.
    ///
    /// The line is read as people write it: "Nf3 d6", "Nf3, d6",
    /// "2.Nf3 d6" and "if 2.Nf3 then 2...d6" are the same line (commas and
    /// semicolons separate moves, move numbers and the words "if" and
    /// "then" are left out).
    pub fn from_line(
        at_ply: usize,
        pos: &Chess,
        text: &str,
    ) -> Result<ConditionalProposal, ConditionalError> {
        let moves = read_line(pos, &plain_line(text))?;
        if moves.is_empty() {
            return Err(ConditionalError::Empty);
        }
        if moves.len().div_ceil(2) > MAX_CONDITIONAL_DEPTH {
            return Err(ConditionalError::TooDeep(moves.len().div_ceil(2)));
        }
        if moves.len() % 2 == 1 {
            let mut last = pos.clone();
            for m in &moves[..moves.len() - 1] {
                last.play_unchecked(*m);
            }
            return Err(ConditionalError::NoReply(san_of(
                &last,
                moves[moves.len() - 1],
            )));
        }
        let branch = ConditionalBranch::from_moves(pos, &moves).ok_or(ConditionalError::Empty)?;
        Ok(ConditionalProposal {
            at_ply,
            sent: None,
            branches: vec![branch],
        })
    }

    /// Adds the branches of `other` (for the same position) to this tree.
    /// On a conflict nothing is changed.
    pub fn merge(&mut self, other: ConditionalProposal) -> Result<(), ConditionalError> {
        let mut branches = self.branches.clone();
        for b in other.branches {
            merge_into(&mut branches, b)?;
        }
        self.branches = branches;
        Ok(())
    }

    /// How many expected moves deep the tree goes (0 when empty).
    #[must_use]
    pub fn depth(&self) -> usize {
        self.branches
            .iter()
            .map(ConditionalBranch::depth)
            .max()
            .unwrap_or(0)
    }

    /// Checks that the tree is at most [`MAX_CONDITIONAL_DEPTH`] deep and
    /// every move is legal, starting in `pos`.
    pub fn check(&self, pos: &Chess) -> Result<(), ConditionalError> {
        let depth = self.depth();
        if depth > MAX_CONDITIONAL_DEPTH {
            return Err(ConditionalError::TooDeep(depth));
        }
        self.branches.iter().try_for_each(|b| b.check(pos))
    }

    /// Every line of the tree from root to leaf, written in `notation`
    /// from `pos`; lines that do not replay are written as stored.
    #[must_use]
    pub fn lines(&self, pos: &Chess, notation: Notation) -> Vec<Vec<String>> {
        fn walk(
            b: &ConditionalBranch,
            pos: &Chess,
            n: Notation,
            prefix: &mut Vec<String>,
            out: &mut Vec<Vec<String>>,
        ) {
            let mut after = pos.clone();
            let mut written = Vec::with_capacity(2);
            for text in [&b.expected, &b.reply] {
                match parse_move(&after, text) {
                    Ok(m) => {
                        written.push(format_move(&after, &m, n));
                        after.play_unchecked(m);
                    }
                    Err(_) => written.push(text.clone()),
                }
            }
            let depth = prefix.len();
            prefix.extend(written);
            if b.then.is_empty() {
                out.push(prefix.clone());
            }
            for next in &b.then {
                walk(next, &after, n, prefix, out);
            }
            prefix.truncate(depth);
        }
        let mut out = Vec::new();
        for b in &self.branches {
            walk(b, pos, notation, &mut Vec::new(), &mut out);
        }
        out
    }

    /// Whether the proposer may still withdraw it: only before it is sent
    /// (E4.5, P07).
    #[must_use]
    pub fn can_withdraw(&self) -> bool {
        self.sent.is_none()
    }
}

/// What the conditional proposals of a game do when the opponent plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// The proposer's reply to play at once (SAN), when a sent proposal
    /// expected the move played (E4.5, E6.5).
    pub reply: Option<String>,
    /// The proposals still in force afterwards: the continuation of the
    /// accepted branch (now at `ply + 2`) and any for later positions.
    pub remaining: Vec<ConditionalProposal>,
    /// Sent proposals the move cancelled by deviating from them (E4.5).
    pub cancelled: usize,
    /// Drafts dropped because the opponent moved before they were sent.
    pub dropped_drafts: usize,
}

/// The effect of the opponent's move `played`, made in `pos` with `ply`
/// moves already in the game, on `proposals`.
///
/// Only a sent proposal for exactly this position can answer: a draft was
/// never offered, and a proposal for an earlier position is spent.
#[must_use]
pub fn answer(proposals: &[ConditionalProposal], ply: usize, pos: &Chess, played: &Move) -> Answer {
    let mut out = Answer {
        reply: None,
        remaining: Vec::new(),
        cancelled: 0,
        dropped_drafts: 0,
    };
    for p in proposals {
        if p.at_ply > ply {
            out.remaining.push(p.clone());
            continue;
        }
        if p.at_ply < ply {
            continue;
        }
        if p.sent.is_none() {
            out.dropped_drafts += 1;
            continue;
        }
        let matched = p
            .branches
            .iter()
            .find(|b| parse_move(pos, &b.expected).is_ok_and(|m| m == *played));
        let Some(branch) = matched else {
            out.cancelled += 1;
            continue;
        };
        let mut after = pos.clone();
        after.play_unchecked(*played);
        match parse_move(&after, &branch.reply) {
            Ok(reply) => {
                out.reply = Some(san_of(&after, reply));
                if !branch.then.is_empty() {
                    out.remaining.push(ConditionalProposal {
                        at_ply: ply + 2,
                        sent: p.sent,
                        branches: branch.then.clone(),
                    });
                }
            }
            // A stored reply that is not legal cannot bind: cancel.
            Err(_) => out.cancelled += 1,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after(moves: &str) -> Chess {
        let start = Chess::default();
        let mut pos = start.clone();
        for m in read_line(&start, moves).unwrap() {
            pos.play_unchecked(m);
        }
        pos
    }

    fn date() -> Option<NaiveDate> {
        NaiveDate::from_ymd_opt(2026, 3, 1)
    }

    fn sent(mut p: ConditionalProposal) -> ConditionalProposal {
        p.sent = date();
        p
    }

    // rule: E4.5 (continuations bind until the recipient plays a different move)
    #[test]
    fn a_matching_move_plays_the_reply_and_keeps_the_rest() {
        let pos = after("e4");
        let p = sent(ConditionalProposal::from_line(1, &pos, "e5 Nf3 Nc6 Bb5").unwrap());
        let e5 = parse_move(&pos, "e5").unwrap();
        let a = answer(&[p], 1, &pos, &e5);
        assert_eq!(a.reply.as_deref(), Some("Nf3"));
        assert_eq!(a.cancelled, 0);
        assert_eq!(a.remaining.len(), 1);
        assert_eq!(a.remaining[0].at_ply, 3);
        assert_eq!(a.remaining[0].branches[0].expected, "Nc6");
        assert_eq!(a.remaining[0].sent, date());
    }

    // rule: E4.5 (the first deviation cancels the rest)
    #[test]
    fn a_deviation_cancels_the_whole_proposal() {
        let pos = after("e4");
        let p = sent(ConditionalProposal::from_line(1, &pos, "e5 Nf3 Nc6 Bb5").unwrap());
        let c5 = parse_move(&pos, "c5").unwrap();
        let a = answer(&[p], 1, &pos, &c5);
        assert_eq!(a.reply, None);
        assert_eq!(a.cancelled, 1);
        assert!(a.remaining.is_empty());
    }

    // rule: P07 (conditional moves bind the proposer once offered; a draft was never offered)
    #[test]
    fn a_draft_does_not_answer_and_is_dropped() {
        let pos = after("e4");
        let p = ConditionalProposal::from_line(1, &pos, "e5 Nf3").unwrap();
        assert!(p.can_withdraw());
        let e5 = parse_move(&pos, "e5").unwrap();
        let a = answer(&[p], 1, &pos, &e5);
        assert_eq!(a.reply, None);
        assert_eq!(a.dropped_drafts, 1);
        assert!(a.remaining.is_empty());
    }

    #[test]
    fn a_line_reads_with_commas_numbers_and_words_alike() {
        let pos = after("e4 e5");
        let plain = ConditionalProposal::from_line(2, &pos, "Nf3 d6").unwrap();
        for written in [
            "Nf3, d6",
            "Nf3,d6",
            "2.Nf3 d6",
            "2. Nf3, 2... d6",
            "2.Nf3 2…d6",
            "if 2.Nf3 then 2...d6",
            "If Nf3, then d6;",
            "  Nf3   d6  ",
        ] {
            assert_eq!(
                ConditionalProposal::from_line(2, &pos, written),
                Ok(plain.clone()),
                "{written}"
            );
        }
        assert_eq!(
            ConditionalProposal::from_line(2, &pos, "Nf3,"),
            Err(ConditionalError::NoReply("Nf3".to_owned()))
        );
        assert!(matches!(
            ConditionalProposal::from_line(2, &pos, "Nf3, Ke3"),
            Err(ConditionalError::BadMove(_))
        ));
    }

    // rule: P07 (once sent, the proposer cannot withdraw)
    #[test]
    fn a_sent_proposal_cannot_be_withdrawn() {
        let pos = after("e4");
        let p = sent(ConditionalProposal::from_line(1, &pos, "e5 Nf3").unwrap());
        assert!(!p.can_withdraw());
    }

    // rule: E4.6 (accepted moves are written like any other and repeated with the reply)
    #[test]
    fn the_tree_keeps_alternatives_and_refuses_two_replies_to_one_move() {
        let pos = after("e4");
        let mut p = ConditionalProposal::from_line(1, &pos, "e5 Nf3 Nc6 Bb5").unwrap();
        p.merge(ConditionalProposal::from_line(1, &pos, "c5 Nf3").unwrap())
            .unwrap();
        p.merge(ConditionalProposal::from_line(1, &pos, "e5 Nf3 Nf6 Nxe5").unwrap())
            .unwrap();
        assert_eq!(
            p.lines(&pos, Notation::San),
            vec![
                vec!["e5", "Nf3", "Nc6", "Bb5"],
                vec!["e5", "Nf3", "Nf6", "Nxe5"],
                vec!["c5", "Nf3"],
            ]
        );
        assert_eq!(p.lines(&pos, Notation::Iccf)[2], vec!["3735", "7163"]);
        let conflict = p
            .merge(ConditionalProposal::from_line(1, &pos, "c5 c3").unwrap())
            .unwrap_err();
        assert!(
            conflict.to_string().contains("already replies Nf3"),
            "{conflict}"
        );
        // The failed merge changed nothing.
        assert_eq!(p.lines(&pos, Notation::San).len(), 3);
        let c5 = parse_move(&pos, "c5").unwrap();
        let a = answer(&[sent(p)], 1, &pos, &c5);
        assert_eq!(a.reply.as_deref(), Some("Nf3"));
        assert!(a.remaining.is_empty());
    }

    // rule: E1.1 (every move of a proposal is legal)
    #[test]
    fn illegal_or_unfinished_lines_are_refused_with_the_reason() {
        let pos = after("e4");
        let e = ConditionalProposal::from_line(1, &pos, "e5 Nf3 Nc6 Ke3").unwrap_err();
        assert!(e.to_string().contains("Ke3"), "{e}");
        let e = ConditionalProposal::from_line(1, &pos, "e5 Nf3 Nc6").unwrap_err();
        assert_eq!(e, ConditionalError::NoReply("Nc6".to_owned()));
        let e = ConditionalProposal::from_line(1, &pos, "  ").unwrap_err();
        assert_eq!(e, ConditionalError::Empty);
        // Any notation reads; SAN is stored.
        let p = ConditionalProposal::from_line(1, &pos, "5755 7163").unwrap();
        assert_eq!(p.branches[0].expected, "e5");
        assert_eq!(p.branches[0].reply, "Nf3");
        assert!(p.check(&pos).is_ok());
        assert!(p.check(&Chess::default()).is_err());
    }

    // rule: E4.7 (after an accepted continuation the opponent owes a reply)
    #[test]
    fn after_an_accepted_reply_the_opponent_is_to_move_again() {
        let pos = after("e4");
        let p = sent(ConditionalProposal::from_line(1, &pos, "e5 Nf3").unwrap());
        let e5 = parse_move(&pos, "e5").unwrap();
        let a = answer(&[p], 1, &pos, &e5);
        let mut next = pos.clone();
        next.play_unchecked(e5);
        let reply = parse_move(&next, a.reply.as_deref().unwrap()).unwrap();
        next.play_unchecked(reply);
        assert!(next.turn().is_black());
    }

    #[test]
    fn proposals_for_later_positions_stay_and_spent_ones_go() {
        let pos = after("e4");
        let later = ConditionalProposal {
            at_ply: 5,
            sent: date(),
            branches: Vec::new(),
        };
        let spent = ConditionalProposal {
            at_ply: 0,
            sent: date(),
            branches: Vec::new(),
        };
        let e5 = parse_move(&pos, "e5").unwrap();
        let a = answer(&[later.clone(), spent], 1, &pos, &e5);
        assert_eq!(a.remaining, vec![later]);
        assert_eq!(a.cancelled, 0);
    }
}
