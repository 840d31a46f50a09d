//! Pure parsing of what a UCI engine writes: one line in, one [`EngineLine`]
//! out. No process, no thread, no clock, so every case is a unit test.
//!
//! ```
//! use ccdesk_engine::uci_parse::{EngineLine, Score, parse_line};
//!
//! let line = parse_line("info depth 5 multipv 1 score mate 2 pv d5f6 g7f6 c4f7").unwrap();
//! let EngineLine::Info(info) = line else { panic!() };
//! assert_eq!(info.depth, Some(5));
//! assert_eq!(info.score, Some(Score::Mate(2)));
//! assert_eq!(info.pv.len(), 3);
//! ```

use std::fmt;
use std::str::FromStr;

use shakmaty::uci::UciMove;

/// One line an engine wrote, parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EngineLine {
    /// `id name ...`: the engine's name and version.
    IdName(String),
    /// `id author ...`.
    IdAuthor(String),
    /// `uciok`: the engine has listed its identity and options.
    UciOk,
    /// `readyok`: the answer to `isready`.
    ReadyOk,
    /// `option name ... type ...`: one setting the engine offers.
    Option(EngineOption),
    /// `info ...`: progress of a search.
    Info(Info),
    /// `bestmove ...`: the end of a search.
    BestMove(BestMove),
    /// Anything else (banners, `copyprotection`, `registration`, blank
    /// lines); UCI says to ignore what one does not understand.
    Other(String),
}

/// A line that starts like a known command but does not follow its grammar.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UciParseError {
    /// `option` without `name` or `type`, or with an unknown type.
    #[error("malformed option line: {0}")]
    Option(String),
    /// A number where a number belongs could not be read.
    #[error("'{token}' after '{key}' is not a number")]
    Number {
        /// The keyword before the value.
        key: String,
        /// The value that was not a number.
        token: String,
    },
    /// A move in `pv`, `bestmove` or `ponder` is not long algebraic (UCI).
    #[error("'{0}' is not a UCI move")]
    Move(String),
    /// `score` without `cp` or `mate`.
    #[error("malformed score: {0}")]
    Score(String),
}

/// The evaluation of a line, from the side to move's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Score {
    /// Centipawns (100 = one pawn).
    Cp(i32),
    /// Mate in so many moves (not plies); negative when the side to move is
    /// mated.
    Mate(i32),
}

impl fmt::Display for Score {
    /// Prints the score as UCI does: `cp 23`, `mate -3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "cp {cp}"),
            Score::Mate(n) => write!(f, "mate {n}"),
        }
    }
}

/// Whether a score is exact or only a bound (during aspiration searches).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ScoreBound {
    /// The score is exact.
    #[default]
    Exact,
    /// `lowerbound`: the true score is at least this.
    Lower,
    /// `upperbound`: the true score is at most this.
    Upper,
}

/// The fields of an `info` line that ccdesk uses; absent fields are `None`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Info {
    /// Search depth in plies.
    pub depth: Option<u32>,
    /// Selective search depth in plies.
    pub seldepth: Option<u32>,
    /// Which of the MultiPV lines this is (1 = best).
    pub multipv: Option<u32>,
    /// The evaluation.
    pub score: Option<Score>,
    /// Whether [`Info::score`] is exact or a bound.
    pub bound: ScoreBound,
    /// Nodes searched.
    pub nodes: Option<u64>,
    /// Nodes per second.
    pub nps: Option<u64>,
    /// Milliseconds searched.
    pub time_ms: Option<u64>,
    /// The principal variation.
    pub pv: Vec<UciMove>,
    /// `info string ...`: free text from the engine.
    pub string: Option<String>,
}

/// The end of a search: the move the engine chose and, optionally, the reply
/// it expects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BestMove {
    /// The chosen move; `None` for `bestmove (none)` (no legal move).
    pub best: Option<UciMove>,
    /// The expected reply (`ponder ...`).
    pub ponder: Option<UciMove>,
}

/// One setting an engine offers (`option name ... type ...`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineOption {
    /// The option's name, as sent back in `setoption name ...`.
    pub name: String,
    /// Its type with its default and limits.
    pub kind: OptionKind,
}

/// The five UCI option types with their defaults and limits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionKind {
    /// `check`: on or off.
    Check {
        /// The default.
        default: bool,
    },
    /// `spin`: an integer in a range.
    Spin {
        /// The default.
        default: i64,
        /// The least value allowed.
        min: i64,
        /// The greatest value allowed.
        max: i64,
    },
    /// `combo`: one of a list of strings.
    Combo {
        /// The default.
        default: String,
        /// The values allowed.
        vars: Vec<String>,
    },
    /// `button`: an action without a value.
    Button,
    /// `string`: free text (`<empty>` is read as the empty string).
    String {
        /// The default.
        default: String,
    },
}

/// Parses one line an engine wrote.
///
/// Unknown commands become [`EngineLine::Other`]; known commands that break
/// their grammar are errors.
pub fn parse_line(line: &str) -> Result<EngineLine, UciParseError> {
    let line = line.trim_end_matches(['\r', '\n']);
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Ok(EngineLine::Other(line.to_owned()));
    };
    match first {
        "uciok" => Ok(EngineLine::UciOk),
        "readyok" => Ok(EngineLine::ReadyOk),
        "id" => Ok(parse_id(line)),
        "option" => parse_option(line).map(EngineLine::Option),
        "info" => parse_info(line).map(EngineLine::Info),
        "bestmove" => parse_bestmove(line).map(EngineLine::BestMove),
        _ => Ok(EngineLine::Other(line.to_owned())),
    }
}

/// The text after the first `n` whitespace-separated words, keeping inner
/// spaces (names and strings may contain them).
fn rest_after(line: &str, n: usize) -> &str {
    let mut rest = line.trim_start();
    for _ in 0..n {
        rest = rest.trim_start();
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        rest = &rest[end..];
    }
    rest.trim()
}

fn parse_id(line: &str) -> EngineLine {
    match line.split_whitespace().nth(1) {
        Some("name") => EngineLine::IdName(rest_after(line, 2).to_owned()),
        Some("author") => EngineLine::IdAuthor(rest_after(line, 2).to_owned()),
        _ => EngineLine::Other(line.to_owned()),
    }
}

fn parse_move(token: &str) -> Result<UciMove, UciParseError> {
    UciMove::from_str(token).map_err(|_| UciParseError::Move(token.to_owned()))
}

fn parse_number<T: FromStr>(key: &str, token: Option<&str>) -> Result<T, UciParseError> {
    let token = token.unwrap_or("");
    token.parse().map_err(|_| UciParseError::Number {
        key: key.to_owned(),
        token: token.to_owned(),
    })
}

fn parse_bestmove(line: &str) -> Result<BestMove, UciParseError> {
    let mut words = line.split_whitespace().skip(1);
    let best = match words.next() {
        None | Some("(none)") | Some("0000") => None,
        Some(token) => Some(parse_move(token)?),
    };
    let ponder = match (words.next(), words.next()) {
        (Some("ponder"), Some(token)) if token != "(none)" => Some(parse_move(token)?),
        _ => None,
    };
    Ok(BestMove { best, ponder })
}

/// Keywords that end a `pv` list.
const INFO_KEYS: &[&str] = &[
    "depth",
    "seldepth",
    "time",
    "nodes",
    "pv",
    "multipv",
    "score",
    "currmove",
    "currmovenumber",
    "hashfull",
    "nps",
    "tbhits",
    "sbhits",
    "cpuload",
    "string",
    "refutation",
    "currline",
    "wdl",
];

fn parse_info(line: &str) -> Result<Info, UciParseError> {
    let mut info = Info::default();
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut i = 1;
    while i < words.len() {
        let key = words[i];
        let next = words.get(i + 1).copied();
        i += 1;
        match key {
            "depth" => info.depth = Some(parse_number(key, next)?),
            "seldepth" => info.seldepth = Some(parse_number(key, next)?),
            "multipv" => info.multipv = Some(parse_number(key, next)?),
            "nodes" => info.nodes = Some(parse_number(key, next)?),
            "nps" => info.nps = Some(parse_number(key, next)?),
            "time" => info.time_ms = Some(parse_number(key, next)?),
            "score" => {
                let value = words.get(i + 1).copied();
                info.score = Some(match next {
                    Some("cp") => Score::Cp(parse_number("cp", value)?),
                    Some("mate") => Score::Mate(parse_number("mate", value)?),
                    _ => return Err(UciParseError::Score(line.to_owned())),
                });
                i += 2;
                match words.get(i).copied() {
                    Some("lowerbound") => info.bound = ScoreBound::Lower,
                    Some("upperbound") => info.bound = ScoreBound::Upper,
                    _ => continue,
                }
                i += 1;
                continue;
            }
            "pv" => {
                info.pv.clear();
                while let Some(token) = words.get(i).filter(|w| !INFO_KEYS.contains(w)) {
                    info.pv.push(parse_move(token)?);
                    i += 1;
                }
                continue;
            }
            "string" => {
                info.string = Some(rest_after(line, i).to_owned());
                break;
            }
            "wdl" => {
                i += 3;
                continue;
            }
            "currline" | "refutation" => {
                while words.get(i).is_some_and(|w| !INFO_KEYS.contains(w)) {
                    i += 1;
                }
                continue;
            }
            // Keys with one value that ccdesk does not keep, and unknown
            // tokens, which UCI says to skip.
            _ if INFO_KEYS.contains(&key) => {}
            _ => continue,
        }
        i += 1;
    }
    Ok(info)
}

/// Keywords of an `option` line.
const OPTION_KEYS: &[&str] = &["name", "type", "default", "min", "max", "var"];

fn parse_option(line: &str) -> Result<EngineOption, UciParseError> {
    let malformed = || UciParseError::Option(line.to_owned());
    // Split the line into (keyword, value) pairs; values keep inner spaces.
    // A keyword only counts as one when it is a whole word, and "name" ends
    // only at "type" (names like "Clear Hash" or "Debug Log File").
    let mut fields: Vec<(&str, String)> = Vec::new();
    let mut current: Option<(&str, Vec<&str>)> = None;
    for word in line.split_whitespace().skip(1) {
        let in_name = matches!(current, Some(("name", _)));
        let is_key = OPTION_KEYS.contains(&word) && (!in_name || word == "type");
        if is_key {
            if let Some((key, values)) = current.take() {
                fields.push((key, values.join(" ")));
            }
            current = Some((word, Vec::new()));
        } else if let Some((_, values)) = current.as_mut() {
            values.push(word);
        } else {
            return Err(malformed());
        }
    }
    if let Some((key, values)) = current.take() {
        fields.push((key, values.join(" ")));
    }
    let field = |key: &str| {
        fields
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, v)| v.as_str())
    };
    let name = field("name")
        .filter(|n| !n.is_empty())
        .ok_or_else(malformed)?;
    let default = field("default").map(|d| if d == "<empty>" { "" } else { d });
    let kind = match field("type").ok_or_else(malformed)? {
        "check" => OptionKind::Check {
            default: match default {
                Some("true") => true,
                Some("false") | None => false,
                Some(_) => return Err(malformed()),
            },
        },
        "spin" => OptionKind::Spin {
            default: parse_number("default", default)?,
            min: parse_number("min", field("min"))?,
            max: parse_number("max", field("max"))?,
        },
        "combo" => OptionKind::Combo {
            default: default.unwrap_or("").to_owned(),
            vars: fields
                .iter()
                .filter(|(k, _)| *k == "var")
                .map(|(_, v)| v.clone())
                .collect(),
        },
        "button" => OptionKind::Button,
        "string" => OptionKind::String {
            default: default.unwrap_or("").to_owned(),
        },
        _ => return Err(malformed()),
    };
    Ok(EngineOption {
        name: name.to_owned(),
        kind,
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    /// Stockfish 15.1 (Debian) answering `uci`, `isready` and a depth-5
    /// MultiPV 2 search of a mate in 2.
    const TRANSCRIPT: &str = include_str!("../../../tests/data/uci/stockfish-15.1.txt");

    fn lines() -> Vec<EngineLine> {
        TRANSCRIPT
            .lines()
            .map(|l| parse_line(l).expect(l))
            .collect()
    }

    fn option(name: &str) -> OptionKind {
        lines()
            .into_iter()
            .find_map(|l| match l {
                EngineLine::Option(o) if o.name == name => Some(o.kind),
                _ => None,
            })
            .expect(name)
    }

    #[test]
    fn transcript_identity_and_handshake() {
        let lines = lines();
        assert!(matches!(&lines[0], EngineLine::Other(s) if s.starts_with("Stockfish 15.1")));
        assert!(lines.contains(&EngineLine::IdName("Stockfish 15.1".into())));
        assert!(lines.contains(&EngineLine::IdAuthor(
            "the Stockfish developers (see AUTHORS file)".into()
        )));
        assert!(lines.contains(&EngineLine::UciOk));
        assert!(lines.contains(&EngineLine::ReadyOk));
        let options = lines
            .iter()
            .filter(|l| matches!(l, EngineLine::Option(_)))
            .count();
        assert_eq!(options, 21);
    }

    #[test]
    fn transcript_options_are_typed() {
        assert_eq!(
            option("Threads"),
            OptionKind::Spin {
                default: 1,
                min: 1,
                max: 1024
            }
        );
        assert_eq!(
            option("Hash"),
            OptionKind::Spin {
                default: 16,
                min: 1,
                max: 33_554_432
            }
        );
        assert_eq!(option("Clear Hash"), OptionKind::Button);
        assert_eq!(option("Ponder"), OptionKind::Check { default: false });
        assert_eq!(
            option("Syzygy50MoveRule"),
            OptionKind::Check { default: true }
        );
        assert_eq!(
            option("Debug Log File"),
            OptionKind::String { default: "".into() }
        );
        assert_eq!(
            option("SyzygyPath"),
            OptionKind::String { default: "".into() }
        );
        assert_eq!(
            option("EvalFile"),
            OptionKind::String {
                default: "nn-ad9b42354671.nnue".into()
            }
        );
    }

    #[test]
    fn transcript_search() {
        let infos: Vec<Info> = lines()
            .into_iter()
            .filter_map(|l| match l {
                EngineLine::Info(i) => Some(i),
                _ => None,
            })
            .collect();
        assert_eq!(
            infos[0].string.as_deref(),
            Some("NNUE evaluation using nn-ad9b42354671.nnue enabled")
        );
        let last_best = infos.iter().rev().find(|i| i.multipv == Some(1)).unwrap();
        assert_eq!(last_best.depth, Some(5));
        assert_eq!(last_best.seldepth, Some(4));
        assert_eq!(last_best.score, Some(Score::Mate(2)));
        assert_eq!(last_best.bound, ScoreBound::Exact);
        assert_eq!(last_best.nodes, Some(933));
        assert_eq!(last_best.nps, Some(311_000));
        assert_eq!(last_best.time_ms, Some(3));
        let pv: Vec<String> = last_best.pv.iter().map(ToString::to_string).collect();
        assert_eq!(pv, ["d5f6", "g7f6", "c4f7"]);
        let second = infos.last().unwrap();
        assert_eq!(second.multipv, Some(2));
        assert_eq!(second.score, Some(Score::Cp(-494)));
        assert_eq!(
            lines().last(),
            Some(&EngineLine::BestMove(BestMove {
                best: Some("d5f6".parse().unwrap()),
                ponder: Some("g7f6".parse().unwrap()),
            }))
        );
    }

    #[test]
    fn combo_options_keep_their_vars() {
        let line = "option name Analysis Contempt type combo default Both var Off var White var Black var Both";
        let EngineLine::Option(o) = parse_line(line).unwrap() else {
            panic!()
        };
        assert_eq!(o.name, "Analysis Contempt");
        assert_eq!(
            o.kind,
            OptionKind::Combo {
                default: "Both".into(),
                vars: vec!["Off".into(), "White".into(), "Black".into(), "Both".into()]
            }
        );
    }

    #[test]
    fn bounds_mates_against_and_wdl() {
        let line = "info depth 22 seldepth 30 multipv 1 score cp 35 lowerbound wdl 120 850 30 nodes 100 pv e2e4";
        let EngineLine::Info(info) = parse_line(line).unwrap() else {
            panic!()
        };
        assert_eq!(info.score, Some(Score::Cp(35)));
        assert_eq!(info.bound, ScoreBound::Lower);
        assert_eq!(info.nodes, Some(100));
        assert_eq!(info.pv.len(), 1);
        let EngineLine::Info(info) = parse_line("info score mate -3 upperbound").unwrap() else {
            panic!()
        };
        assert_eq!(info.score, Some(Score::Mate(-3)));
        assert_eq!(info.bound, ScoreBound::Upper);
        assert_eq!(Score::Mate(-3).to_string(), "mate -3");
        assert_eq!(Score::Cp(23).to_string(), "cp 23");
    }

    #[test]
    fn no_legal_move_and_promotions() {
        assert_eq!(
            parse_line("bestmove (none)").unwrap(),
            EngineLine::BestMove(BestMove {
                best: None,
                ponder: None
            })
        );
        let EngineLine::BestMove(b) = parse_line("bestmove e7e8q").unwrap() else {
            panic!()
        };
        assert_eq!(b.best.unwrap().to_string(), "e7e8q");
    }

    #[test]
    fn malformed_lines_are_errors_and_unknown_ones_are_not() {
        assert!(parse_line("info depth x").is_err());
        assert!(parse_line("info score foo 3").is_err());
        assert!(parse_line("info pv e2e4 zz99").is_err());
        assert!(parse_line("option name X type spin default 1").is_err());
        assert!(parse_line("option type check").is_err());
        assert!(parse_line("option name X type colour").is_err());
        assert!(parse_line("bestmove hello").is_err());
        assert_eq!(
            parse_line("copyprotection ok").unwrap(),
            EngineLine::Other("copyprotection ok".into())
        );
        assert_eq!(parse_line("").unwrap(), EngineLine::Other(String::new()));
        assert_eq!(
            parse_line("id name  Fancy Engine 2 ").unwrap(),
            EngineLine::IdName("Fancy Engine 2".into())
        );
    }
}
