//! `ccdesk check` replays a large project's games on every core while it
//! makes the checks that need no replay: the problems, and their order,
//! are those of the check on one core.

use ccdesk::domain::demo::{DemoSpec, generate};
use ccdesk::domain::game::SanText;
use ccdesk::domain::ids::PlayerId;
use ccdesk::domain::validate::{replay_errors, validate, validate_on, validate_replayed};

#[test]
fn every_core_finds_what_one_finds_in_the_same_order() {
    // rule: issue 19 (every check `check` makes runs on every file opened)
    let mut season = generate(&DemoSpec::large(20, 10, 8, 40)).unwrap();
    assert!(validate(&season).is_empty());
    {
        let edit = season.hand_edit();
        let n = edit.games.len();
        assert!(n >= 1600, "{n}");
        // A move that is not legal, early and late in the list.
        edit.games[5].moves[3].san = SanText::from("Qh9");
        edit.games[n - 2].moves[0].san = SanText::from("Ke2");
        // A game id used twice, an unknown player, a player against himself.
        edit.games[700].id = edit.games[3].id;
        edit.games[1200].white = PlayerId(99_999);
        edit.games[1300].black = edit.games[1300].white;
        // Sent before it was received.
        let m = &mut edit.games[1500].moves[2];
        if let (Some(r), Some(_)) = (m.received, m.sent) {
            m.sent = r.pred_opt();
        }
        // And a problem before the games: a player's name with a control
        // character.
        edit.players[0].name.push('\u{7}');
    }
    let one = validate(&season);
    assert!(one.len() >= 6, "{one:#?}");
    assert!(
        one.iter()
            .any(|p| p.place.to_string().starts_with("player ")),
        "{one:#?}"
    );
    assert_eq!(
        validate_replayed(&season, replay_errors(season.games(), 1)),
        one
    );
    for threads in [2, 3] {
        assert_eq!(validate_on(&season, threads), one, "{threads} threads");
    }
}
