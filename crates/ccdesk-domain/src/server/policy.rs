//! Which help a game allows: the event's switch and the server's flags
//! (engines and tablebases; databases and opening books).

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
    /// (the server's `noOpeningBooks`, `noDatabases`): ccdesk's own one,
    /// "this position in my other games"
    /// (`other_games::same_position_in_other_games`), is offered only
    /// then. True for an unknown game or one that is not a server game.
    #[must_use]
    pub fn explorer_allowed_in_game(&self, game: GameId) -> bool {
        self.explorer_off_reason(game).is_none()
    }

    /// Why databases and opening books are off in `game`, in words
    /// ("ICCF forbids databases (noDatabases)"); `None` when they are not.
    #[must_use]
    pub fn explorer_off_reason(&self, game: GameId) -> Option<String> {
        let link = self.game(game)?.server.as_deref()?;
        let mut what = Vec::new();
        if link.game.no_databases {
            what.push(("databases", "noDatabases"));
        }
        if link.game.no_opening_books {
            what.push(("opening books", "noOpeningBooks"));
        }
        if what.is_empty() {
            return None;
        }
        let names: Vec<&str> = what.iter().map(|(n, _)| *n).collect();
        let flags: Vec<&str> = what.iter().map(|(_, f)| *f).collect();
        Some(format!(
            "{} forbids {} ({})",
            link.server,
            names.join(" and "),
            flags.join(", ")
        ))
    }
}
