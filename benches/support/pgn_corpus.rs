//! The 20,000 ordinary games of the PGN benches and of
//! `benches/whole_process.sh`: seeded random playouts of 40 moves that
//! prefer captures and development, the same on every run.

use ccdesk::domain::game::{Game, GameResult, MoveRecord, Outcome, Termination};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::io::pgn::{Selection, write_pgn};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Position};

/// Games in the file.
pub const GAMES: u32 = 20_000;
const PLIES: usize = 80;

/// Knuth's 64-bit LCG.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

fn playout(rng: &mut Lcg) -> (Vec<MoveRecord>, Option<GameResult>) {
    let mut pos = Chess::default();
    let mut moves = Vec::with_capacity(PLIES);
    for _ in 0..PLIES {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let captures: Vec<_> = legal.iter().filter(|m| m.is_capture()).collect();
        let m = if !captures.is_empty() && rng.below(3) == 0 {
            *captures[rng.below(captures.len())]
        } else {
            legal[rng.below(legal.len())]
        };
        moves.push(MoveRecord::new(
            SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string(),
        ));
    }
    let outcome = match rng.below(4) {
        0 => None,
        1 => Some(Outcome::Draw),
        2 => Some(Outcome::WhiteWins),
        _ => Some(Outcome::BlackWins),
    };
    let result = if pos.is_checkmate() {
        Some(GameResult {
            outcome: if pos.turn().is_white() {
                Outcome::BlackWins
            } else {
                Outcome::WhiteWins
            },
            termination: Termination::Checkmate,
        })
    } else {
        outcome.map(|outcome| GameResult {
            outcome,
            termination: Termination::Resignation,
        })
    };
    (moves, result)
}

/// The 20,000-game file, the same on every run.
pub fn corpus() -> String {
    let mut project = Project::new("bench");
    *project.hand_edit().players = (1..=200)
        .map(|i| {
            let mut p = Player::new(PlayerId(i), format!("Player {i:03}, A."));
            p.email = format!("player{i}@example.org");
            p
        })
        .collect();
    let mut rng = Lcg(2025);
    for id in 1..=GAMES {
        let white = PlayerId(1 + (id % 200));
        let black = PlayerId(1 + ((id * 7 + 3) % 200));
        let mut game = Game::new(GameId(id), white, black, "Bench Open 2025");
        game.round = Some(format!("{}", 1 + id % 9));
        let (moves, result) = playout(&mut rng);
        game.moves = moves;
        game.result = result;
        project.hand_edit().games.push(game);
    }
    write_pgn(&project, &Selection::All).unwrap()
}
