//! What a position page says about a game: who plays whom for which team,
//! the score with move numbers, and the facts under each diagram.

use shakmaty::fen::Fen;
use shakmaty::{CastlingSide, Chess, Color, EnPassantMode, Position, Role};

use super::PdfError;
use ccdesk_domain::game::Game;
use ccdesk_domain::notation::{Notation, format_line_with};
use ccdesk_domain::project::Project;

/// The text of a game's position page, computed once: also what the LaTeX
/// comparison (benches/latex_packet.rs) typesets, so both print the same.
pub struct GameSheet {
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

fn side_name(project: &Project, game: &Game, white: bool) -> String {
    let player = project.player_name(if white { game.white } else { game.black });
    let team = game.pairing.as_ref().and_then(|p| {
        let (team, board) = if white {
            (p.white_team, p.white_board)
        } else {
            (p.black_team, p.black_board)
        };
        project
            .team(team)
            .map(|t| format!("{}, board {board}", t.name))
    });
    match team {
        Some(t) => format!("{player} ({t})"),
        None => player.to_owned(),
    }
}

fn material(pos: &Chess, colour: Color) -> String {
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
        let letter = role.upper_char();
        match n {
            0 => {}
            1 => parts.push(letter.to_string()),
            _ => parts.push(format!("{n}{letter}")),
        }
    }
    parts.join(" ")
}

fn castling(pos: &Chess, colour: Color) -> String {
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
        "none".to_owned()
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
            score.push_str("(no moves)");
        }

        let mut header = Vec::new();
        let mut where_ = format!("Game {}", game.id);
        if let Some(p) = &game.pairing {
            where_.push_str(&format!(" · {} · board {}", p.division, p.white_board));
            if p.black_board != p.white_board {
                where_.push_str(&format!(" v board {}", p.black_board));
            }
        }
        if let Some(round) = &game.round {
            where_.push_str(&format!(" · round {round}"));
        }
        header.push(where_);
        header.push(format!("White: {}", side_name(project, game, true)));
        header.push(format!("Black: {}", side_name(project, game, false)));
        let last = match (replay.moves.len(), game.moves.last().and_then(|m| m.sent)) {
            (0, _) => "No move has been played.".to_owned(),
            (n, sent) => {
                let last_pos = &replay.positions[n - 1];
                let dots = if last_pos.turn().is_white() {
                    "."
                } else {
                    "..."
                };
                let mut s = format!(
                    "Final position after {}{dots}{} ({} move{} in all)",
                    last_pos.fullmoves(),
                    written.last().map_or("", String::as_str),
                    n.div_ceil(2),
                    if n.div_ceil(2) == 1 { "" } else { "s" }
                );
                if let Some(d) = sent {
                    s.push_str(&format!(", sent {}", d.format("%-d %B %Y")));
                }
                s
            }
        };
        header.push(last);

        let turn = if position.turn().is_white() {
            "White"
        } else {
            "Black"
        };
        let ep = match position.ep_square(EnPassantMode::Legal) {
            Some(sq) => format!("{sq}"),
            None => "none".to_owned(),
        };
        let facts = vec![
            format!("{turn} to move"),
            format!(
                "White: {} pieces ({})",
                position.board().white().count(),
                material(&position, Color::White)
            ),
            format!(
                "Black: {} pieces, ringed ({})",
                position.board().black().count(),
                material(&position, Color::Black)
            ),
            format!(
                "Castling: White {}; Black {}",
                castling(&position, Color::White),
                castling(&position, Color::Black)
            ),
            format!("En passant: {ep}"),
        ];
        let fen = Fen::from_position(&position, EnPassantMode::Legal).to_string();
        Ok(GameSheet {
            event: game.event.clone(),
            header,
            score,
            position,
            facts,
            fen,
        })
    }
}
