//! The project file read and written on every core gives exactly what the
//! single-pass reader and writer give: the same bytes written, the same
//! project read, and a damaged file refused the same way (issue 19).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use super::read_on_cores::read_on_cores;
use super::ron_split::games_list;
use super::write_on_cores::write_on_cores;
use super::{INDENT, from_ron, from_ron_one_pass, pretty_config, to_ron, to_ron_one_pass};
use ccdesk_domain::demo::{DemoSpec, demo_project, generate};
use ccdesk_domain::game::{Game, MoveRecord};
use ccdesk_domain::ids::{GameId, PlayerId};
use ccdesk_domain::project::Project;
use proptest::prelude::*;

/// The text written on `cores` threads (the trailing new line as
/// `to_ron` adds it).
fn written_on(project: &Project, cores: usize) -> String {
    let mut text = write_on_cores(project, &pretty_config(), INDENT, cores)
        .expect("a project with games is written on every core");
    text.push('\n');
    text
}

/// Asserts that writing on 2 and 3 threads gives the single-pass bytes,
/// and reading them back on 2 and 3 threads the single-pass project.
fn same_both_ways(project: &Project) {
    let one = to_ron_one_pass(project).unwrap();
    for cores in [2, 3] {
        let many = written_on(project, cores);
        assert!(many == one, "{cores} cores wrote other bytes");
        // One game is not shared out: read in one pass.
        match read_on_cores(&one, cores) {
            Some(read) => assert!(read == *project, "{cores} cores read another project"),
            None => assert!(project.games().len() < 2, "{cores} cores read nothing"),
        }
    }
    assert_eq!(to_ron(project).unwrap(), one);
    assert_eq!(from_ron(&one, Path::new("p.ron")).unwrap(), *project);
}

/// PGN with comments, NAGs, nested variations and strings of every kind.
const ODD_PGN: &str = r##"[Event "Odd \"quoted\" event \\ with backslash"]
[Site "Zürich ♞ 東京"]
[Date "2025.01.02"]
[Round "1"]
[White "O'Brien, Seán"]
[Black "Müller, \"Jürgen\""]
[Result "1-0"]
[Annotator "r#\"raw\"# games: [ ] ) ( // /* */"]

1. e4 {A comment with "quotes", a backslash \ and games: [ in it} e5 $1
(1... c5 {Sicilian ] ) } 2. Nf3 (2. c3 {Alapin
on two lines} d5 (2... Nf6 3. e5)) d6) 2. Nf3 {😀 unicode 'chars'} Nc6
3. Bb5 a6 {/* not a comment */ // nor this} 4. Ba4 1-0
"##;

/// A project holding `copies` copies of the odd games, with new ids.
fn odd_project(copies: usize) -> Project {
    let mut one = Project::new("odd \"project\" \\ games: [");
    crate::pgn::import_pgn(&mut one, ODD_PGN.as_bytes()).unwrap();
    let mut project = one.clone();
    let model = one.games()[0].clone();
    for n in 1..copies {
        let mut game = model.clone();
        game.id = GameId(u32::try_from(n).unwrap() + 1);
        game.event = format!("{} #{n}\n\t\r\u{0}\u{7f}'\"", model.event);
        project.hand_edit().games.push(game);
    }
    project
}

#[test]
fn the_demo_is_written_and_read_the_same_on_every_core() {
    same_both_ways(&demo_project());
}

#[test]
fn the_season_is_written_and_read_the_same_on_every_core() {
    // rule: issue 19 (a season of 1,600 games opens and saves in 50 ms)
    let season = generate(&DemoSpec::large(20, 10, 8, 40)).unwrap();
    same_both_ways(&season);
}

#[test]
fn comments_variations_and_odd_strings_are_written_and_read_the_same() {
    let project = odd_project(40);
    assert!(!project.games()[0].pgn.annotations.is_empty());
    same_both_ways(&project);
}

#[test]
fn a_project_of_one_game_or_none_is_the_same() {
    same_both_ways(&odd_project(1));
    let empty = Project::new("empty");
    assert!(write_on_cores(&empty, &pretty_config(), INDENT, 2).is_none());
    let text = to_ron(&empty).unwrap();
    assert_eq!(text, to_ron_one_pass(&empty).unwrap());
    assert_eq!(from_ron(&text, Path::new("p.ron")).unwrap(), empty);
}

/// Variations nested past RON's default limit: the reader on every core
/// steps aside and the single pass reads them on its deep stack.
#[test]
fn deep_variations_fall_back_to_the_single_pass() {
    let mut project = odd_project(3);
    let mut line = vec![ccdesk_domain::game::AnnotatedMove {
        san: "e5".to_owned(),
        annotation: ccdesk_domain::game::Annotation::default(),
    }];
    for _ in 0..40 {
        line = vec![ccdesk_domain::game::AnnotatedMove {
            san: "e5".to_owned(),
            annotation: ccdesk_domain::game::Annotation {
                variations: vec![line],
                ..Default::default()
            },
        }];
    }
    project.hand_edit().games[1].pgn.annotations = vec![(
        1,
        ccdesk_domain::game::Annotation {
            variations: vec![line],
            ..Default::default()
        },
    )];
    let one = to_ron_one_pass(&project).unwrap();
    assert!(write_on_cores(&project, &pretty_config(), INDENT, 2).is_none());
    assert_eq!(to_ron(&project).unwrap(), one);
    assert!(read_on_cores(&one, 2).is_none());
    assert_eq!(from_ron(&one, Path::new("p.ron")).unwrap(), project);
}

/// What the reader on every core gives equals the single pass's answer:
/// the same project, or (it gives none) the single pass decides alone.
fn agrees(text: &str) {
    let one = from_ron_one_pass(text, Path::new("p.ron"));
    for cores in [2, 3, 5] {
        if let Some(project) = read_on_cores(text, cores) {
            match &one {
                Ok(p) => assert!(*p == project, "another project read from:\n{text}"),
                Err(e) => panic!("the single pass refuses ({e}) what {cores} cores read:\n{text}"),
            }
        }
    }
    let full = from_ron(text, Path::new("p.ron"));
    assert_eq!(format!("{full:?}"), format!("{one:?}"));
}

/// A small project with odd games, as text.
fn small_text() -> String {
    to_ron_one_pass(&odd_project(4)).unwrap()
}

#[test]
fn damaged_texts_are_read_as_the_single_pass_reads_them() {
    let text = small_text();
    agrees(&text);
    // Truncated at many offsets.
    let cuts: Vec<usize> = (0..text.len())
        .step_by(97)
        .chain(text.len().saturating_sub(40)..text.len())
        .filter(|&i| text.is_char_boundary(i))
        .collect();
    for i in cuts {
        agrees(&text[..i]);
    }
    // One quote removed, one bracket added, at many places.
    let quotes: Vec<usize> = text.match_indices('"').map(|(i, _)| i).collect();
    for &i in quotes.iter().step_by(7) {
        agrees(&format!("{}{}", &text[..i], &text[i + 1..]));
    }
    let places: Vec<usize> = (0..text.len())
        .step_by(131)
        .filter(|&i| text.is_char_boundary(i))
        .collect();
    for &i in &places {
        for insert in ["]", "[", ")", ",", "//]\n", "/*]*/", "\"", "'"] {
            agrees(&format!("{}{insert}{}", &text[..i], &text[i..]));
        }
    }
}

#[test]
fn comments_and_strings_that_look_like_the_list_are_skipped() {
    let text = small_text();
    let list = games_list(&text).unwrap();
    let (head, tail) = text.split_at(list.open + 1);
    // Comments holding brackets and commas inside the list and around it.
    for comment in [
        "// ] , [\n",
        "/* ] , /* nested ] */ games: [ */",
        "/*\"*/",
        "// \"\n",
    ] {
        agrees(&format!("{head}{comment}{tail}"));
        let mid = list.commas[1] + 1;
        agrees(&format!("{}{comment}{}", &text[..mid], &text[mid..]));
        agrees(&format!("{comment}{text}"));
    }
    // A string field before the list holding `games: [`.
    agrees(&text.replacen("name: \"", "name: \"games: [ ] , \\\" ", 1));
    // Raw strings and chars where strings are.
    agrees(&text.replacen("name: \"odd", "name: r#\"odd\"#, x: \"", 1));
    agrees(&text.replacen("event: \"", "round: r##\"]\"#, games: [\"##, event: \"", 1));
}

#[test]
fn the_games_field_first_last_absent_twice_or_on_one_line() {
    let text = small_text();
    let list = games_list(&text).unwrap();
    let field_start = text[..list.open].rfind("games:").unwrap();
    let field_end = list.close + 2; // `],`
    let field = &text[field_start..field_end];
    let without = format!("{}{}", &text[..field_start], &text[field_end..]);
    let open = without.find('(').unwrap() + 1;
    let last = without.rfind(')').unwrap();
    agrees(&without);
    agrees(&format!("{}{field}{}", &without[..open], &without[open..]));
    agrees(&format!("{}{field}{}", &without[..last], &without[last..]));
    agrees(&format!(
        "{}{field}{}",
        &text[..last_paren(&text)],
        &text[last_paren(&text)..]
    ));
    let one_line: String = text.lines().map(str::trim).collect::<Vec<_>>().join(" ");
    agrees(&one_line);
    agrees(&text.replacen("#![enable(implicit_some)]", "", 1));
    agrees(&text.replacen("#![enable(implicit_some)]\n(", "Project(", 1));
    agrees(&text.replacen("games:", "r#games:", 1));
    agrees(&text.replacen("games:", "games :", 1));
    agrees(&text.replacen("    ),\n  ],", "    ),,\n  ],", 1));
    agrees(&text.replacen("    ),\n  ],", "    )\n  ],", 1));
}

fn last_paren(text: &str) -> usize {
    text.rfind(')').unwrap()
}

fn game_strategy() -> impl Strategy<Value = (String, Option<String>, Vec<usize>, bool)> {
    (
        any::<String>(),
        proptest::option::of("[ -~]{0,12}"),
        proptest::collection::vec(0usize..8, 0..12),
        any::<bool>(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// rule: issue 19 (the parallel result equals the sequential one)
    #[test]
    fn generated_games_are_written_and_read_the_same(
        games in proptest::collection::vec(game_strategy(), 1..24),
    ) {
        const SANS: [&str; 8] = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O", "Qxd8+"];
        let mut project = Project::new("generated");
        for (i, (event, round, moves, dated)) in games.into_iter().enumerate() {
            let mut game = Game::new(
                GameId(u32::try_from(i).unwrap() + 1),
                PlayerId(1),
                PlayerId(2),
                event,
            );
            game.round = round;
            game.moves = moves
                .into_iter()
                .map(|m| {
                    let r = MoveRecord::new(SANS[m]);
                    if dated {
                        r.dated(chrono::NaiveDate::from_ymd_opt(2025, 10, 15), None)
                    } else {
                        r
                    }
                })
                .collect();
            project.hand_edit().games.push(game);
        }
        let one = to_ron_one_pass(&project).unwrap();
        for cores in [2, 3, 4] {
            prop_assert_eq!(&written_on(&project, cores), &one);
            let read = read_on_cores(&one, cores);
            if project.games().len() > 1 {
                prop_assert_eq!(read.as_ref(), Some(&project));
            } else {
                prop_assert!(read.is_none());
            }
        }
        // Damaged: the text cut anywhere reads as the single pass reads it.
        let cut = one.len() * 2 / 3;
        let cut = (0..=cut).rev().find(|&i| one.is_char_boundary(i)).unwrap_or(0);
        agrees(&one[..cut]);
    }
}
