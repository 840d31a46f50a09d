//! The project file's writers (on every core, on one thread, and `save`)
//! give exactly the bytes RON 0.12 writes for the project by itself, char
//! by char: the oracle is `ron::ser::to_string_pretty` of the project with
//! the file's `PrettyConfig`, which none of ccdesk's fast escaping touches.
//! What is written reads back as the same project.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use super::ron_escape::{push_escaped, quoted};
use super::write_on_cores::write_on_cores;
use super::{INDENT, from_ron, load, pretty_config, save, to_ron, to_ron_one_pass};
use ccdesk_domain::demo::demo_project;
use ccdesk_domain::game::{Game, MoveRecord};
use ccdesk_domain::ids::{GameId, PlayerId};
use ccdesk_domain::player::Player;
use ccdesk_domain::project::Project;
use proptest::prelude::*;

/// RON's own text of `project`, as a project file ends (with a new line).
fn ron_own(project: &Project) -> String {
    let mut text = ron::ser::to_string_pretty(project, pretty_config()).unwrap();
    text.push('\n');
    text
}

/// Every writer gives RON's own bytes, they read back as `project`, and
/// a save then a load is the identity.
fn as_ron_writes(project: &Project) {
    let oracle = ron_own(project);
    assert!(
        to_ron(project).unwrap() == oracle,
        "to_ron differs from RON"
    );
    assert!(
        to_ron_one_pass(project).unwrap() == oracle,
        "to_ron_one_pass differs from RON"
    );
    for cores in [1, 2, 3] {
        if let Some(mut text) = write_on_cores(project, &pretty_config(), INDENT, cores) {
            text.push('\n');
            assert!(text == oracle, "{cores} cores differ from RON");
        } else {
            assert!(project.games().is_empty(), "{cores} cores wrote nothing");
        }
    }
    assert!(from_ron(&oracle, Path::new("p.ron")).unwrap() == *project);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.ron");
    save(&path, project).unwrap();
    assert!(
        std::fs::read_to_string(&path).unwrap() == oracle,
        "save differs from RON"
    );
    assert!(
        load(&path).unwrap() == *project,
        "save then load is not the identity"
    );
}

#[test]
fn the_demo_is_written_as_ron_writes_it() {
    as_ron_writes(&demo_project());
}

#[test]
fn a_large_season_is_written_as_ron_writes_it() {
    let season =
        ccdesk_domain::demo::generate(&ccdesk_domain::demo::DemoSpec::large(20, 10, 8, 40))
            .unwrap();
    assert!(season.games().len() >= 200, "written on every core");
    as_ron_writes(&season);
}

/// Strings every escape of RON's is needed for, in every field a game and
/// its players write.
const ODD: [&str; 10] = [
    "O'Brien, \"Seán\" \\ games: [ ] ( ) , // /*",
    "\n\t\r\u{0}\u{1}\u{1b}\u{7f}",
    "\u{301}a combining mark first, and e\u{301} after",
    "\u{85}\u{a0}\u{ad}\u{200b}\u{200d}\u{2028}\u{feff}",
    "Zürich ♞ 東京 😀 \u{e000} \u{10ffff}",
    "r#\"raw\"# b\"bytes\" 'c'",
    "",
    " ",
    "\\u{301}",
    "moves: \"e4\"",
];

/// A game whose every string field holds `odd`, its moves `moves`.
fn odd_game(n: u32, odd: &str, moves: Vec<MoveRecord>) -> Game {
    let mut game = Game::new(GameId(n), PlayerId(1), PlayerId(2), odd);
    game.rules = odd.to_owned();
    game.round = Some(odd.to_owned());
    game.board = Some(odd.to_owned());
    game.moves = moves;
    game
}

/// A project with a game for each odd string, with and without moves, on
/// both sides of the count that is written on every core.
fn odd_project(copies: usize) -> Project {
    let mut project = Project::new(ODD[0]);
    project
        .hand_edit()
        .players
        .push(Player::new(PlayerId(1), ODD[1]));
    project
        .hand_edit()
        .players
        .push(Player::new(PlayerId(2), ODD[2]));
    let day = chrono::NaiveDate::from_ymd_opt(2025, 10, 15);
    let mut n = 0;
    for _ in 0..copies {
        for odd in ODD {
            n += 1;
            let moves = match n % 3 {
                0 => Vec::new(),
                1 => ["e4", "e5", "Nf3"].map(MoveRecord::new).to_vec(),
                _ => vec![
                    MoveRecord::new("d4").dated(day, day),
                    MoveRecord::new("Nf6"),
                ],
            };
            project.hand_edit().games.push(odd_game(n, odd, moves));
        }
    }
    project
}

#[test]
fn strings_that_need_escapes_and_games_without_moves_are_written_as_ron_writes_them() {
    let small = odd_project(1);
    assert!(small.games().iter().any(|g| g.moves.is_empty()));
    as_ron_writes(&small);
    // More than 200 games: `to_ron` writes them on every core.
    as_ron_writes(&odd_project(25));
    as_ron_writes(&Project::new("no games"));
}

#[test]
fn every_game_without_moves_is_written_as_ron_writes_it() {
    let mut project = Project::new("empty games");
    for n in 1..=3 {
        project
            .hand_edit()
            .games
            .push(Game::new(GameId(n), PlayerId(1), PlayerId(2), "e"));
    }
    let text = to_ron(&project).unwrap();
    assert!(text.contains("moves: [],"), "{text}");
    as_ron_writes(&project);
}

#[test]
fn without_escapes_the_games_are_left_to_ron() {
    // The fast writer escapes as RON does with `escape_strings`; a
    // configuration without it is RON's alone.
    let config = pretty_config().escape_strings(false);
    assert!(write_on_cores(&odd_project(1), &config, INDENT, 2).is_none());
}

/// Moves whose SAN text holds chars to escape (no white space and no `;`,
/// so the line reads back into the same moves).
const ODD_SANS: [&str; 8] = [
    "e4",
    "Nf3",
    "Q\"x\\",
    "N'f3",
    "e\u{301}4",
    "é",
    "\u{7}",
    "😀",
];

/// Any string, or one made mostly of ASCII, quotes, backslashes, control
/// chars and combining marks.
fn odd_string() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        4 => "[ -~]{1,6}",
        1 => Just("\"".to_owned()),
        1 => Just("\\".to_owned()),
        1 => Just("'".to_owned()),
        1 => "[\u{0}-\u{1f}\u{7f}-\u{9f}]",
        1 => "[\u{300}-\u{36f}\u{200b}-\u{200f}\u{fe00}-\u{fe0f}]",
        1 => any::<char>().prop_map(String::from),
    ];
    prop_oneof![
        any::<String>(),
        proptest::collection::vec(piece, 0..24).prop_map(|p| p.concat()),
    ]
}

fn generated_game() -> impl Strategy<Value = (String, Option<String>, String, Vec<usize>, bool)> {
    (
        odd_string(),
        proptest::option::of(odd_string()),
        odd_string(),
        proptest::collection::vec(0..ODD_SANS.len(), 0..12),
        any::<bool>(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// The fast escape is RON's, on any string.
    #[test]
    fn the_escape_is_ron_s_on_any_string(text in odd_string()) {
        prop_assert_eq!(quoted(&text), ron::to_string(&text).unwrap());
        let pretty = ron::ser::to_string_pretty(&text, pretty_config()).unwrap();
        prop_assert_eq!(format!("#![enable(implicit_some)]\n{}", quoted(&text)), pretty);
        let mut out = "kept ".to_owned();
        push_escaped(&mut out, &text);
        prop_assert_eq!(&out[5..], &quoted(&text)[1..quoted(&text).len() - 1]);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Generated games with odd events, rounds, rules, player names and
    /// moves are written as RON writes them, and read back.
    #[test]
    fn generated_games_are_written_as_ron_writes_them(
        name in odd_string(),
        players in (odd_string(), odd_string()),
        games in proptest::collection::vec(generated_game(), 0..24),
    ) {
        let mut project = Project::new(name);
        project.hand_edit().players.push(Player::new(PlayerId(1), players.0));
        project.hand_edit().players.push(Player::new(PlayerId(2), players.1));
        let day = chrono::NaiveDate::from_ymd_opt(2025, 10, 15);
        for (i, (event, round, rules, moves, dated)) in games.into_iter().enumerate() {
            let mut game = Game::new(
                GameId(u32::try_from(i).unwrap() + 1),
                PlayerId(1),
                PlayerId(2),
                event,
            );
            game.round = round;
            game.rules = rules;
            game.moves = moves
                .into_iter()
                .map(|m| {
                    let r = MoveRecord::new(ODD_SANS[m]);
                    if dated { r.dated(day, None) } else { r }
                })
                .collect();
            project.hand_edit().games.push(game);
        }
        let oracle = ron_own(&project);
        prop_assert!(to_ron(&project).unwrap() == oracle);
        prop_assert!(to_ron_one_pass(&project).unwrap() == oracle);
        for cores in [1, 2, 3] {
            if let Some(mut text) = write_on_cores(&project, &pretty_config(), INDENT, cores) {
                text.push('\n');
                prop_assert!(text == oracle, "{} cores", cores);
            }
        }
        prop_assert!(from_ron(&oracle, Path::new("p.ron")).unwrap() == project);
    }
}
