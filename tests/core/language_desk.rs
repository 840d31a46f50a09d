//! The desks of the message language tests: Ann Smith (player 1, White)
//! and Bo Berg (player 2, Black) in game 1, begun on 1 March 2026, each
//! move sent on an even day of March and received the day before.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{Game, GameCommand};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::language::Language;
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;

/// The game.
pub const G: GameId = GameId(1);

/// Day `d` of March 2026.
pub fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 3, d).unwrap()
}

/// The desk of `owner` (1 White, 2 Black) whose copy of the game, of the
/// event `event` as `setup` leaves it, is in `language` (its letters
/// following), with the moves `sans`.
pub fn desk(
    owner: u32,
    language: Language,
    sans: &[&str],
    setup: impl FnOnce(&mut Game),
) -> Project {
    let mut p = Project::new("desk");
    for (id, name, email) in [
        (1, "Ann Smith", "ann@example.org"),
        (2, "Bo Berg", "bo@example.org"),
    ] {
        let mut player = Player::new(PlayerId(id), name);
        player.email = email.to_owned();
        apply(&mut p, Command::AddPlayer(player)).unwrap();
    }
    let mut game = Game::new(G, PlayerId(1), PlayerId(2), "Club league");
    game.start = Some(day(1));
    setup(&mut game);
    apply(
        &mut p,
        Command::AddGame {
            game: Box::new(game),
            index: None,
        },
    )
    .unwrap();
    apply(&mut p, Command::SetOwner(Some(PlayerId(owner)))).unwrap();
    apply(
        &mut p,
        Command::Game(GameCommand::SetLanguage { game: G, language }),
    )
    .unwrap();
    for (i, san) in sans.iter().enumerate() {
        let d = u32::try_from(2 + 2 * i).unwrap();
        apply(
            &mut p,
            Command::PlayMove {
                game: G,
                san: (*san).to_owned(),
                received: (i > 0).then(|| day(d - 1)),
                sent: Some(day(d)),
            },
        )
        .unwrap();
    }
    p
}

/// The reader's language for a message in `language`: French, or German
/// for a French message.
pub fn other_than(language: Language) -> Language {
    if language == Language::French {
        Language::German
    } else {
        Language::French
    }
}
