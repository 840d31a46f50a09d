//! What a search found, in the game's terms: MultiPV lines as SAN with their
//! evaluations, gathered from `info` lines. Pure: no process involved.

use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Color};

use super::uci_parse::{Info, Score, ScoreBound};

/// One line of analysis as the engine last reported it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnalysisLine {
    /// 1 for the best line, 2 for the second, ...
    pub multipv: u32,
    /// Depth in plies.
    pub depth: u32,
    /// Evaluation from the side to move's point of view.
    pub score: Option<Score>,
    /// Whether the score is exact.
    pub bound: ScoreBound,
    /// Nodes searched so far.
    pub nodes: Option<u64>,
    /// The line in UCI notation, as the engine sent it.
    pub pv: Vec<UciMove>,
    /// The line in SAN (stops at the first move illegal in the position).
    pub san: Vec<SanPlus>,
}

/// The current lines of a search of one position.
#[derive(Debug, Clone)]
pub struct AnalysisLines {
    position: Chess,
    lines: Vec<AnalysisLine>,
}

impl AnalysisLines {
    /// No lines yet, for `position`.
    pub fn new(position: Chess) -> Self {
        Self {
            position,
            lines: Vec::new(),
        }
    }

    /// The position searched.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// Takes in an `info` line; lines with neither `pv` nor `score` (such
    /// as `currmove` reports) only update nodes.
    pub fn update(&mut self, info: &Info) {
        let multipv = info.multipv.unwrap_or(1);
        if info.pv.is_empty() && info.score.is_none() {
            if let Some(line) = self.lines.iter_mut().find(|l| l.multipv == multipv) {
                line.nodes = info.nodes.or(line.nodes);
            }
            return;
        }
        let line = AnalysisLine {
            multipv,
            depth: info.depth.unwrap_or(0),
            score: info.score,
            bound: info.bound,
            nodes: info.nodes,
            pv: info.pv.clone(),
            san: pv_to_san(&self.position, &info.pv),
        };
        match self.lines.iter_mut().find(|l| l.multipv == multipv) {
            Some(old) => *old = line,
            None => {
                self.lines.push(line);
                self.lines.sort_by_key(|l| l.multipv);
            }
        }
    }

    /// The lines, best first.
    pub fn lines(&self) -> &[AnalysisLine] {
        &self.lines
    }

    /// The best line, once one has arrived.
    pub fn best(&self) -> Option<&AnalysisLine> {
        self.lines.first()
    }
}

/// The moves of `pv` in SAN from `position`, up to the first illegal one.
pub fn pv_to_san(position: &Chess, pv: &[UciMove]) -> Vec<SanPlus> {
    let mut pos = position.clone();
    let mut san = Vec::with_capacity(pv.len());
    for uci in pv {
        let Ok(m) = uci.to_move(&pos) else { break };
        san.push(ccdesk_domain::notation::san_plus_and_play(&mut pos, m));
    }
    san
}

/// White's share of an evaluation bar, from 0.0 (Black winning) to 1.0
/// (White winning): 0.5 at equality, the usual logistic curve of the
/// centipawns (one pawn up gives about 0.64), 1.0 or 0.0 for a mate.
#[must_use]
pub fn white_share(score: Score, side_to_move: Color) -> f32 {
    let sign = if side_to_move == Color::White {
        1.0
    } else {
        -1.0
    };
    match score {
        Score::Cp(cp) => {
            let cp = f64::from(cp) * sign;
            // Narrowing to f32 is exact enough for a bar a few hundred
            // pixels high.
            (1.0 / (1.0 + 10f64.powf(-cp / 400.0))) as f32
        }
        Score::Mate(n) => {
            let white_mates = (f64::from(n) * sign > 0.0) || (n == 0 && sign < 0.0);
            if white_mates { 1.0 } else { 0.0 }
        }
    }
}

/// An evaluation from White's point of view as players write it: `+0.23`,
/// `-1.50`, `0.00`, `#2` (White mates in 2), `-#3` (Black mates in 3).
pub fn format_eval(score: Score, side_to_move: Color) -> String {
    let sign = if side_to_move == Color::White { 1 } else { -1 };
    match score {
        Score::Cp(cp) => {
            let cp = cp * sign;
            if cp == 0 {
                "0.00".to_owned()
            } else {
                format!("{:+.2}", f64::from(cp) / 100.0)
            }
        }
        Score::Mate(n) => {
            let n = n * sign;
            if n >= 0 {
                format!("#{n}")
            } else {
                format!("-#{}", -n)
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    use super::*;
    use crate::uci_parse::{EngineLine, parse_line};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    #[test]
    fn lines_are_kept_by_multipv_in_san() {
        let pos = position("r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1");
        let mut lines = AnalysisLines::new(pos);
        let info = |multipv, depth, score, pv: &[&str]| Info {
            depth: Some(depth),
            multipv: Some(multipv),
            score: Some(score),
            pv: pv.iter().map(|m| m.parse().unwrap()).collect(),
            ..Info::default()
        };
        lines.update(&info(2, 5, Score::Cp(-494), &["e5f7"]));
        lines.update(&info(1, 4, Score::Mate(2), &["d5f6", "g7f6"]));
        lines.update(&info(1, 5, Score::Mate(2), &["d5f6", "g7f6", "c4f7"]));
        assert_eq!(lines.lines().len(), 2);
        let best = lines.best().unwrap();
        assert_eq!(best.depth, 5);
        let san: Vec<String> = best.san.iter().map(ToString::to_string).collect();
        assert_eq!(san, ["Nf6+", "gxf6", "Bxf7#"]);
        assert_eq!(lines.lines()[1].san[0].to_string(), "Nxf7");
    }

    #[test]
    fn a_mated_side_gets_a_score_without_a_line() {
        let mut lines = AnalysisLines::new(position("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"));
        let EngineLine::Info(info) = parse_line("info depth 0 score mate 0").unwrap() else {
            panic!()
        };
        lines.update(&info);
        assert_eq!(lines.best().unwrap().score, Some(Score::Mate(0)));
        assert!(lines.best().unwrap().san.is_empty());
    }

    #[test]
    fn san_stops_at_an_illegal_move() {
        let pos = Chess::default();
        let pv: Vec<UciMove> = ["e2e4", "e2e4"]
            .iter()
            .map(|m| m.parse().unwrap())
            .collect();
        assert_eq!(pv_to_san(&pos, &pv).len(), 1);
    }

    #[test]
    fn evaluations_are_from_whites_side() {
        assert_eq!(format_eval(Score::Cp(23), Color::White), "+0.23");
        assert_eq!(format_eval(Score::Cp(23), Color::Black), "-0.23");
        assert_eq!(format_eval(Score::Cp(0), Color::Black), "0.00");
        assert_eq!(format_eval(Score::Mate(2), Color::White), "#2");
        assert_eq!(format_eval(Score::Mate(2), Color::Black), "-#2");
        assert_eq!(format_eval(Score::Mate(-1), Color::Black), "#1");
    }
}
