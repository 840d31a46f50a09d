//! What ccdesk writes to an engine: one [`GuiCommand`] per line, printed by
//! its `Display`.

use std::fmt;
use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;

/// How long a search runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SearchLimit {
    /// `go depth N`: to a fixed depth in plies.
    Depth(u32),
    /// `go movetime MS`: for a fixed time.
    MoveTime(Duration),
    /// `go nodes N`: for a fixed number of nodes.
    Nodes(u64),
    /// `go infinite`: until `stop`.
    Infinite,
}

/// One command of the UCI protocol, from the GUI to the engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GuiCommand {
    /// `uci`: asks for identity and options, answered by `uciok`.
    Uci,
    /// `isready`: answered by `readyok` once the engine has caught up.
    IsReady,
    /// `setoption name N [value V]`; buttons have no value.
    SetOption {
        /// The option's name as the engine listed it.
        name: String,
        /// The value, if the option takes one.
        value: Option<String>,
    },
    /// `ucinewgame`: the next position is from another game.
    UciNewGame,
    /// `position fen F [moves ...]`.
    Position {
        /// The starting position.
        fen: Fen,
        /// Moves played from it.
        moves: Vec<UciMove>,
    },
    /// `go ...` with a limit and, optionally, the moves to search only.
    Go(SearchLimit),
    /// `stop`: end the search now; the engine answers `bestmove`.
    Stop,
    /// `quit`.
    Quit,
}

impl fmt::Display for SearchLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SearchLimit::Depth(d) => write!(f, "depth {d}"),
            SearchLimit::MoveTime(t) => write!(f, "movetime {}", t.as_millis()),
            SearchLimit::Nodes(n) => write!(f, "nodes {n}"),
            SearchLimit::Infinite => f.write_str("infinite"),
        }
    }
}

impl fmt::Display for GuiCommand {
    /// Prints the command as one line, without the line break.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuiCommand::Uci => f.write_str("uci"),
            GuiCommand::IsReady => f.write_str("isready"),
            GuiCommand::SetOption { name, value: None } => write!(f, "setoption name {name}"),
            GuiCommand::SetOption {
                name,
                value: Some(value),
            } => write!(f, "setoption name {name} value {value}"),
            GuiCommand::UciNewGame => f.write_str("ucinewgame"),
            GuiCommand::Position { fen, moves } => {
                write!(f, "position fen {fen}")?;
                if !moves.is_empty() {
                    f.write_str(" moves")?;
                    for m in moves {
                        write!(f, " {m}")?;
                    }
                }
                Ok(())
            }
            GuiCommand::Go(limit) => write!(f, "go {limit}"),
            GuiCommand::Stop => f.write_str("stop"),
            GuiCommand::Quit => f.write_str("quit"),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn commands_print_as_uci() {
        let fen: Fen = "8/8/4k3/8/8/3NK3/8/8 w - - 0 1".parse().unwrap();
        let cases = [
            (GuiCommand::Uci, "uci"),
            (GuiCommand::IsReady, "isready"),
            (
                GuiCommand::SetOption {
                    name: "Clear Hash".into(),
                    value: None,
                },
                "setoption name Clear Hash",
            ),
            (
                GuiCommand::SetOption {
                    name: "MultiPV".into(),
                    value: Some("3".into()),
                },
                "setoption name MultiPV value 3",
            ),
            (GuiCommand::UciNewGame, "ucinewgame"),
            (
                GuiCommand::Position {
                    fen: fen.clone(),
                    moves: vec![],
                },
                "position fen 8/8/4k3/8/8/3NK3/8/8 w - - 0 1",
            ),
            (
                GuiCommand::Position {
                    fen,
                    moves: vec!["e3e4".parse().unwrap(), "e6d6".parse().unwrap()],
                },
                "position fen 8/8/4k3/8/8/3NK3/8/8 w - - 0 1 moves e3e4 e6d6",
            ),
            (GuiCommand::Go(SearchLimit::Depth(12)), "go depth 12"),
            (
                GuiCommand::Go(SearchLimit::MoveTime(Duration::from_millis(1500))),
                "go movetime 1500",
            ),
            (GuiCommand::Go(SearchLimit::Nodes(1000)), "go nodes 1000"),
            (GuiCommand::Go(SearchLimit::Infinite), "go infinite"),
            (GuiCommand::Stop, "stop"),
            (GuiCommand::Quit, "quit"),
        ];
        for (command, text) in cases {
            assert_eq!(command.to_string(), text);
        }
    }
}
