//! [`assumed_receipt`]: how an assumed date of receipt is explained, in
//! the words and rule of the game's rule set: by post the postmark plus
//! the average transmission time (P05), by email the day sent plus the
//! transit days (E2.9).

use crate::game::Game;
use crate::project::Project;

use super::context::rule_set_of;
use super::postcard::plays_by_post;

/// The sentence that explains an assumed date of receipt in `game`.
#[must_use]
pub fn assumed_receipt(project: &Project, game: &Game) -> String {
    let rules = rule_set_of(project, game);
    let days = rules.transit_days;
    let plural = if days == 1 { "" } else { "s" };
    if plays_by_post(project, game) {
        // rule: P05 — the average transmission time.
        format!(
            "received is assumed: the opponent's postmark plus the average transmission time of {days} day{plural} ({})",
            rules.citations.assumed_date
        )
    } else {
        format!(
            "received is assumed: the day the opponent's move was sent plus the transit days ({})",
            rules.citations.assumed_date
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::ids::{GameId, PlayerId};
    use crate::ledger::RuleSet;

    // rule: P05 — by post the average transmission time is cited, not the email rule.
    // rule: E2.9
    #[test]
    fn the_assumed_receipt_cites_the_games_own_rule() {
        let project = Project::new("desk");
        let mut game = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
        game.rules = RuleSet::postal().name;
        assert_eq!(
            assumed_receipt(&project, &game),
            "received is assumed: the opponent's postmark plus the average transmission time of 2 days (P05)"
        );
        game.rules = RuleSet::email().name;
        assert_eq!(
            assumed_receipt(&project, &game),
            "received is assumed: the day the opponent's move was sent plus the transit days (E2.9)"
        );
    }
}
