//! Games known to be legal, so that adding thousands at once (a PGN import)
//! checks each move once, while it is read, and not a second time when the
//! command applies.
//!
//! A [`LegalGame`] is made in one of two ways only: by replaying a game's
//! stored moves ([`LegalGame::check`]) or from a [`LegalLine`], which takes
//! a move only after finding it legal in the line's current position. Its
//! moves cannot be changed afterwards (there is no mutable access), so the
//! type carries the proof.
//!
//! ```
//! use ccdesk_domain::game::{Game, LegalGame, LegalLine};
//! use ccdesk_domain::ids::{GameId, PlayerId};
//!
//! let mut line = LegalLine::standard();
//! for text in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"] {
//!     line.play(text.parse().unwrap()).unwrap();
//! }
//! assert!(line.play("Ke7".parse().unwrap()).is_err()); // Black is mated
//! let game = LegalGame::with_line(Game::new(GameId(1), PlayerId(1), PlayerId(2), "Club"), line);
//! assert_eq!(game.moves.last().map(|m| m.san.as_str()), Some("Qxf7#"));
//! ```

use std::ops::Deref;

use shakmaty::fen::Fen;
use shakmaty::san::{San, SanError};
use shakmaty::{Chess, EnPassantMode, Position};

use super::record::{Game, MoveRecord};
use super::replay::{ReplayError, play_stored};
use super::san_text::SanText;
use crate::ids::{GameId, PlayerId};
use crate::notation::resolve_san_and_play;

/// A line of moves, each found legal in the position before it.
#[derive(Debug, Clone)]
pub struct LegalLine {
    /// The starting position when it is not the standard one, or when it
    /// was given explicitly (a PGN `FEN` tag): kept as the game's setup.
    setup: Option<Chess>,
    position: Chess,
    before_last: Option<Chess>,
    /// The moves, kept as the game will hold them (without dates), so that
    /// a game read from a file takes them without a copy.
    moves: Vec<MoveRecord>,
}

impl LegalLine {
    /// A line from the standard starting position.
    #[must_use]
    pub fn standard() -> Self {
        Self::starting(None, Chess::default())
    }

    /// A line from a set-up position (the game records it as its setup).
    #[must_use]
    pub fn from_setup(start: Chess) -> Self {
        Self::starting(Some(start.clone()), start)
    }

    fn starting(setup: Option<Chess>, position: Chess) -> Self {
        LegalLine {
            setup,
            position,
            before_last: None,
            moves: Vec::new(),
        }
    }

    /// The position after the last move.
    #[must_use]
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// The position before the last move (where a variation on it starts).
    #[must_use]
    pub fn before_last(&self) -> Option<&Chess> {
        self.before_last.as_ref()
    }

    /// The moves so far, in SAN with check signs (no dates).
    #[must_use]
    pub fn moves(&self) -> &[MoveRecord] {
        &self.moves
    }

    /// Plays the move `san` names, if it names exactly one legal move, and
    /// keeps it written in ccdesk's SAN (least disambiguation, `+`, `#`).
    ///
    /// # Errors
    ///
    /// shakmaty's [`SanError`]: no such legal move, or more than one; the
    /// line is unchanged.
    pub fn play(&mut self, san: San) -> Result<(), SanError> {
        // One copy of the position a move: the one kept as `before_last`.
        // The move is played in place, which is safe because
        // `resolve_san_and_play` leaves the position as it was when it
        // refuses the move.
        let before = self.position.clone();
        let written = resolve_san_and_play(&mut self.position, san)?;
        self.before_last = Some(before);
        self.moves.push(MoveRecord::new(SanText::from(written)));
        Ok(())
    }

    /// The moves' SAN, giving up the positions.
    #[must_use]
    pub fn into_sans(self) -> Vec<SanText> {
        self.moves.into_iter().map(|m| m.san).collect()
    }
}

/// A game whose stored moves are legal from its starting position.
///
/// Reads as a [`Game`] (it dereferences to one); only its id and players
/// may change, which do not touch the moves.
#[derive(Debug, Clone, PartialEq)]
pub struct LegalGame(Game);

impl LegalGame {
    /// Replays `game`'s moves and keeps it if every one is legal.
    ///
    /// # Errors
    ///
    /// The first setup or move that cannot be played.
    pub fn check(game: Game) -> Result<Self, ReplayError> {
        replays(&game)?;
        Ok(LegalGame(game))
    }

    /// Takes the games `pick` chooses out of `games` as legal games, after
    /// replaying every one of them: on the first that fails, `games` is left
    /// as it was.
    ///
    /// # Errors
    ///
    /// The id of the first chosen game that does not replay, and why.
    pub fn take_from(
        games: &mut Vec<Game>,
        pick: impl Fn(&Game) -> bool,
    ) -> Result<Vec<LegalGame>, (GameId, ReplayError)> {
        for game in games.iter().filter(|g| pick(g)) {
            replays(game).map_err(|e| (game.id, e))?;
        }
        let (taken, kept) = std::mem::take(games).into_iter().partition(|g| pick(g));
        *games = kept;
        Ok(taken.into_iter().map(LegalGame).collect::<Vec<_>>())
    }

    /// `game` with the moves of `line` (without dates) and the line's setup
    /// position; whatever moves and setup `game` had are replaced.
    #[must_use]
    pub fn with_line(mut game: Game, line: LegalLine) -> Self {
        game.setup_fen = line
            .setup
            .as_ref()
            .map(|start| Fen::from_position(start, EnPassantMode::Legal).to_string());
        game.moves = line.moves;
        LegalGame(game)
    }

    /// Sets the received and sent dates of the main line's move `ply`
    /// (0 = first); nothing for a ply the game does not have. Dates do not
    /// change which moves are played, so the game stays legal.
    pub fn date_move(
        &mut self,
        ply: usize,
        received: Option<chrono::NaiveDate>,
        sent: Option<chrono::NaiveDate>,
    ) {
        if let Some(m) = self.0.moves.get_mut(ply) {
            m.received = received;
            m.sent = sent;
        }
    }

    /// Marks the main line's move `ply` as played from an accepted
    /// conditional line (E6.5); nothing for a ply the game does not have.
    /// The mark does not change which moves are played.
    pub fn mark_conditional(&mut self, ply: usize) {
        if let Some(m) = self.0.moves.get_mut(ply) {
            m.conditional = true;
        }
    }

    /// Gives the game its id in a project and its players.
    pub fn identify(&mut self, id: GameId, white: PlayerId, black: PlayerId) {
        self.0.id = id;
        self.0.white = white;
        self.0.black = black;
    }

    /// The game, to keep or change freely (the proof is given up).
    #[must_use]
    pub fn into_game(self) -> Game {
        self.0
    }
}

/// Plays every stored move of `game` from its start, keeping no positions.
fn replays(game: &Game) -> Result<(), ReplayError> {
    let mut pos = game.start_position()?;
    for record in &game.moves {
        let m = play_stored(&pos, &record.san)?;
        pos.play_unchecked(m);
    }
    Ok(())
}

impl Deref for LegalGame {
    type Target = Game;

    fn deref(&self) -> &Game {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;

    fn game() -> Game {
        Game::new(GameId(1), PlayerId(1), PlayerId(2), "Test")
    }

    #[test]
    fn a_line_keeps_only_legal_moves_and_writes_them_normally() {
        let mut line = LegalLine::standard();
        for text in ["e4", "e5", "Ngf3", "Nc6"] {
            line.play(text.parse().unwrap()).unwrap();
        }
        assert_eq!(
            line.play("Nf9".parse().unwrap_or(San::Null)),
            Err(SanError::IllegalSan)
        );
        assert_eq!(line.play("Qd8".parse().unwrap()), Err(SanError::IllegalSan));
        assert_eq!(line.clone().into_sans(), ["e4", "e5", "Nf3", "Nc6"]);
        let game = LegalGame::with_line(game(), line);
        assert_eq!(game.setup_fen, None);
        assert_eq!(game.replay().unwrap().moves.len(), 4);
        assert_eq!(LegalGame::check(game.clone().into_game()), Ok(game));
    }

    #[test]
    fn a_set_up_line_becomes_the_games_setup() {
        let fen = "5k2/8/8/8/8/8/8/4K2R w K - 0 1";
        let start: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let mut line = LegalLine::from_setup(start);
        line.play("O-O".parse().unwrap()).unwrap();
        let game = LegalGame::with_line(game(), line);
        assert_eq!(game.setup_fen.as_deref(), Some(fen));
        assert_eq!(game.moves[0].san, "O-O+");
        assert!(game.replay().is_ok());
    }

    #[test]
    fn take_from_takes_all_chosen_games_or_none() {
        let mut games: Vec<Game> = (1..=4)
            .map(|i| {
                let mut g = game();
                g.id = GameId(i);
                g.moves = ["d4", "d5"].into_iter().map(MoveRecord::new).collect();
                g
            })
            .collect();
        games[3].moves[1].san = "Qd5".into();
        let before = games.clone();
        let (id, _) = LegalGame::take_from(&mut games, |g| g.id.0 % 2 == 0).unwrap_err();
        assert_eq!(id, GameId(4));
        assert_eq!(games, before);
        let taken = LegalGame::take_from(&mut games, |g| g.id.0 != 4).unwrap();
        assert_eq!(taken.iter().map(|g| g.id.0).collect::<Vec<_>>(), [1, 2, 3]);
        assert_eq!(games, before[3..]);
    }

    #[test]
    fn check_refuses_an_illegal_move() {
        let mut g = game();
        g.moves = ["e4", "Ke6"].into_iter().map(MoveRecord::new).collect();
        assert!(matches!(
            LegalGame::check(g),
            Err(ReplayError::BadMove { number: 1, .. })
        ));
    }
}
