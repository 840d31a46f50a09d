//! Which help a game allows: the event's switch and the server's flags.

use super::super::ids::GameId;
use super::super::project::Project;

impl Project {
    /// Whether engine and tablebase help may be used in `game`: its
    /// event's switch allows it and its server does not forbid engines or
    /// tablebases (`noEngines`, `noTablebases`). True for an unknown game.
    #[must_use]
    pub fn engine_allowed_in_game(&self, game: GameId) -> bool {
        self.game(game).is_none_or(|g| {
            self.engine_allowed(&g.event) && !g.server.as_ref().is_some_and(|s| s.forbids_engines())
        })
    }

    /// Whether opening books and databases may be consulted in `game`
    /// (the server's `noOpeningBooks`, `noDatabases`). True for an unknown
    /// game or one that is not a server game.
    #[must_use]
    pub fn explorer_allowed_in_game(&self, game: GameId) -> bool {
        self.game(game)
            .is_none_or(|g| !g.server.as_ref().is_some_and(|s| s.forbids_explorer()))
    }
}
