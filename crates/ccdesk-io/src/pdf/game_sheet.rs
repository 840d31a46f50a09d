//! What a position page says about a game: who plays whom for which team,
//! the score with move numbers, and the facts under each diagram.

use shakmaty::fen::Fen;
use shakmaty::{CastlingSide, Chess, Color, EnPassantMode, Position, Role};

use super::PdfError;
use ccdesk_domain::game::Game;
use ccdesk_domain::language::Language;
use ccdesk_domain::message::wording::Wording;
use ccdesk_domain::notation::{Notation, PieceLetters, format_line_with};
use ccdesk_domain::project::Project;

/// The text of a game's position page, computed once: also what the LaTeX
/// comparison (benches/latex_packet.rs) typesets, so both print the same.
/// Worded in the game's language (issue 35, item 3), the pieces counted
/// in its letters.
pub struct GameSheet {
    /// The words of the game's language, for the pages built on this.
    pub wording: &'static Wording,
    /// The game's language, whose words [`GameSheet::wording`] holds.
    pub language: Language,
    /// Title: the event.
    pub event: String,
    /// Lines under the title: game, division, board, players, teams.
    pub header: Vec<String>,
    /// The moves, numbered, as one paragraph.
    pub score: String,
    /// The final position.
    pub position: Chess,
    /// Lines under each diagram.
    pub facts: Vec<String>,
    /// The FEN, in small print.
    pub fen: String,
}

fn side_name(project: &Project, game: &Game, white: bool, w: &Wording) -> String {
    let player = project.player_name(if white { game.white } else { game.black });
    let team = game.pairing.as_ref().and_then(|p| {
        let (team, board) = if white {
            (p.white_team, p.white_board)
        } else {
            (p.black_team, p.black_board)
        };
        project
            .team(team)
            .map(|t| (t.name.as_str(), u32::from(board)))
    });
    w.player_of_team(player, team)
}

/// The pieces of `colour`, king first, in the game's letters (`K D 2T`).
fn material(pos: &Chess, colour: Color, letters: PieceLetters) -> String {
    let board = pos.board();
    let mut parts = Vec::new();
    for role in [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ] {
        let n = (board.by_color(colour) & board.by_role(role)).count();
        // A Dutch pawn has no letter: the English one.
        let letter = letters.letter(role).unwrap_or(role.upper_char());
        match n {
            0 => {}
            1 => parts.push(letter.to_string()),
            _ => parts.push(format!("{n}{letter}")),
        }
    }
    parts.join(" ")
}

fn castling(pos: &Chess, colour: Color, w: &Wording) -> String {
    let castles = pos.castles();
    let sides: Vec<&str> = [
        (CastlingSide::KingSide, "O-O"),
        (CastlingSide::QueenSide, "O-O-O"),
    ]
    .into_iter()
    .filter(|(s, _)| castles.has(colour, *s))
    .map(|(_, t)| t)
    .collect();
    if sides.is_empty() {
        w.pos_none.to_owned()
    } else {
        sides.join(", ")
    }
}

impl GameSheet {
    /// Replays `game` and writes its page text, the score in `notation`.
    pub fn new(project: &Project, game: &Game, notation: Notation) -> Result<GameSheet, PdfError> {
        let replay = game.replay().map_err(|e| PdfError::DamagedGame {
            game: game.id,
            reason: e.to_string(),
        })?;
        let w = Wording::of(game.language);
        let start = replay.positions.first().cloned().unwrap_or_default();
        let position = replay.current().clone();
        // With the piece letters agreed for the game (E2.2).
        let written = format_line_with(&start, &replay.moves, notation, game.letters);

        let mut score = String::with_capacity(written.len() * 8);
        let mut number = start.fullmoves().get();
        let mut white_to_move = start.turn().is_white();
        for (i, m) in written.iter().enumerate() {
            if white_to_move {
                score.push_str(&format!("{number}.\u{a0}{m} "));
            } else {
                if i == 0 {
                    score.push_str(&format!("{number}...\u{a0}"));
                }
                score.push_str(m);
                score.push(' ');
                number += 1;
            }
            white_to_move = !white_to_move;
        }
        if written.is_empty() {
            score.push_str(w.pos_no_moves);
        }

        let mut header = Vec::new();
        header.push(w.game_where(
            &game.id.to_string(),
            game.pairing.as_ref().map(|p| {
                (
                    p.division.as_str(),
                    u32::from(p.white_board),
                    u32::from(p.black_board),
                )
            }),
            game.round.as_deref(),
        ));
        for (side, white) in [(Color::White, true), (Color::Black, false)] {
            header.push(w.side_player(side, &side_name(project, game, white, w)));
        }
        let last = match (replay.moves.len(), game.moves.last().and_then(|m| m.sent)) {
            (0, _) => w.no_move.to_owned(),
            (n, sent) => {
                let last_pos = &replay.positions[n - 1];
                let dots = if last_pos.turn().is_white() {
                    "."
                } else {
                    "..."
                };
                let mv = format!(
                    "{}{dots}{}",
                    last_pos.fullmoves(),
                    written.last().map_or("", String::as_str)
                );
                w.final_position(&mv, u32::try_from(n.div_ceil(2)).unwrap_or(u32::MAX), sent)
            }
        };
        header.push(last);

        let ep = position
            .ep_square(EnPassantMode::Legal)
            .map(|sq| sq.to_string());
        let count = |c: Color| u32::try_from(position.board().by_color(c).count()).unwrap_or(0);
        let facts = vec![
            w.to_move(position.turn()),
            w.side_pieces(
                Color::White,
                count(Color::White),
                &material(&position, Color::White, game.letters),
            ),
            w.side_pieces(
                Color::Black,
                count(Color::Black),
                &material(&position, Color::Black, game.letters),
            ),
            w.castling(
                &castling(&position, Color::White, w),
                &castling(&position, Color::Black, w),
            ),
            w.en_passant(ep.as_deref()),
        ];
        let fen = Fen::from_position(&position, EnPassantMode::Legal).to_string();
        Ok(GameSheet {
            wording: w,
            language: game.language,
            event: game.event.clone(),
            header,
            score,
            position,
            facts,
            fen,
        })
    }
}
