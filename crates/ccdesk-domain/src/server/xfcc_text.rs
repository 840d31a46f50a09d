//! What a server's text may hold once it is in a project (issue 30): the
//! rule of [`text_rules`](crate::text_rules) for every text field
//! of an [`XfccGame`] (one line each, but for the server's message and
//! information, which may hold line breaks), and a game's link only when
//! it is an `http` or `https` address, which ccdesk never opens on its own.

use super::XfccGame;
use crate::text_rules::{Lines, replace_refused, text_problem};

/// The text fields of a game with how many lines each may hold.
fn fields(game: &XfccGame) -> [(&'static str, &str, Lines); 19] {
    [
        ("id", &game.id, Lines::One),
        ("white", &game.white, Lines::One),
        ("black", &game.black, Lines::One),
        ("event", &game.event, Lines::One),
        ("site", &game.site, Lines::One),
        ("round", &game.round, Lines::One),
        ("eventDate", &game.event_date, Lines::One),
        ("message", &game.message, Lines::Several),
        ("serverInfo", &game.server_info, Lines::Several),
        ("gameLink", &game.game_link, Lines::One),
        ("whiteTitle", &game.white_title, Lines::One),
        ("blackTitle", &game.black_title, Lines::One),
        ("whiteNA", &game.white_na, Lines::One),
        ("blackNA", &game.black_na, Lines::One),
        ("eventSponsor", &game.event_sponsor, Lines::One),
        ("section", &game.section, Lines::One),
        ("stage", &game.stage, Lines::One),
        ("board", &game.board, Lines::One),
        ("timeControl", &game.time_control, Lines::One),
    ]
}

/// True when `link` may be kept: an `http://` or `https://` address.
#[must_use]
pub fn is_web_link(link: &str) -> bool {
    let lower = link.trim().to_ascii_lowercase();
    lower.starts_with("https://") || lower.starts_with("http://")
}

/// The first thing wrong with a server game's texts: a refused character
/// in a field, or a link that is not a web address.
#[must_use]
pub fn xfcc_text_problem(game: &XfccGame) -> Option<String> {
    for (name, text, lines) in fields(game) {
        if let Some(p) = text_problem(&format!("the server's {name}"), text, lines) {
            return Some(p.to_string());
        }
    }
    for (name, text) in &game.extra {
        if let Some(p) = text_problem(&format!("the server's {name}"), text, Lines::Several) {
            return Some(p.to_string());
        }
    }
    (!game.game_link.is_empty() && !is_web_link(&game.game_link)).then(|| {
        "the server's gameLink is not an http or https address: only web links are kept".to_owned()
    })
}

/// `game` as it may be kept, with what was changed: refused characters
/// replaced by spaces (named by field) and a link that is not a web
/// address left out.
#[must_use]
pub fn cleaned(game: &XfccGame) -> (XfccGame, Vec<String>) {
    let mut notes = Vec::new();
    for (name, text, lines) in fields(game) {
        if text_problem(name, text, lines).is_some() {
            notes.push(format!(
                "control characters in the server's {name} were replaced by spaces"
            ));
        }
    }
    let mut kept = game.clone();
    let one = |t: &mut String| *t = replace_refused(t, Lines::One);
    let several = |t: &mut String| *t = replace_refused(t, Lines::Several);
    for t in [
        &mut kept.id,
        &mut kept.white,
        &mut kept.black,
        &mut kept.event,
        &mut kept.site,
        &mut kept.round,
        &mut kept.event_date,
        &mut kept.game_link,
        &mut kept.white_title,
        &mut kept.black_title,
        &mut kept.white_na,
        &mut kept.black_na,
        &mut kept.event_sponsor,
        &mut kept.section,
        &mut kept.stage,
        &mut kept.board,
        &mut kept.time_control,
    ] {
        one(t);
    }
    several(&mut kept.message);
    several(&mut kept.server_info);
    for (name, value) in &mut kept.extra {
        if text_problem(name, value, Lines::Several).is_some() {
            notes.push(format!(
                "control characters in the server's {name} were replaced by spaces"
            ));
        }
        *name = replace_refused(name, Lines::One);
        several(value);
    }
    if !kept.game_link.is_empty() && !is_web_link(&kept.game_link) {
        notes.push(
            "the server's gameLink is not an http or https address and was left out".to_owned(),
        );
        kept.game_link.clear();
    }
    (kept, notes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_replaced_and_only_web_links_kept() {
        let game = XfccGame {
            id: "7".into(),
            white: "Ann\nFake line".into(),
            message: "line one\nline two\u{202e}".into(),
            white_title: "GM\u{85}".into(),
            game_link: "javascript:alert(1)".into(),
            ..XfccGame::default()
        };
        assert!(xfcc_text_problem(&game).is_some());
        let (kept, notes) = cleaned(&game);
        assert_eq!(kept.white, "Ann Fake line");
        assert_eq!(kept.message, "line one\nline two ");
        assert_eq!(kept.white_title, "GM ");
        assert_eq!(kept.game_link, "");
        assert_eq!(notes.len(), 4, "{notes:?}");
        assert_eq!(xfcc_text_problem(&kept), None);
        let web = XfccGame {
            game_link: "https://example.org/g/7".into(),
            ..XfccGame::default()
        };
        assert_eq!(cleaned(&web).0, web);
        assert_eq!(xfcc_text_problem(&web), None);
    }
}
