//! One mail, several games: the two games of a Hutton pairing (C17) or
//! any games with the same opponent answered together. [`game_parts`]
//! cuts the writer's text at each line that starts a game's part ("Game
//! 1:", "Board 3, with White", "In our second game", "Partie 2"), and
//! gives each part with the lines common to all (the greeting before the
//! first part, the dates and signature after the last), so that each part
//! is read against its own game.
//!
//! ```
//! use ccdesk_domain::message::game_parts;
//!
//! let mail = "Hi Ann,\n\nGame 1: your 3.Bb5, my 3...a6\n\nGame 2: your 2...e6, my 3.Nc3\n\nSent 14 Mar 2026\nBo";
//! let parts = game_parts(mail).unwrap();
//! assert_eq!(parts.len(), 2);
//! assert!(parts[0].contains("3...a6") && !parts[0].contains("3.Nc3"));
//! assert!(parts[1].contains("3.Nc3") && parts[1].contains("Sent 14 Mar 2026"));
//! ```

use super::parse::{Label, label_kind, mentions, own_lines, plain_text};

/// Words that start a game's part of a mail.
const HEADS: &[&str] = &[
    "game",
    "board",
    "partie",
    "partida",
    "partita",
    "partij",
    "brett",
    "bord",
    "tablero",
    "échiquier",
    "scacchiera",
    "in game",
    "in our game",
    "in our first",
    "in our second",
    "in the first",
    "in the second",
    "in the game",
    "for game",
    "our first game",
    "our second game",
    "first game",
    "second game",
    "1st game",
    "2nd game",
    "erste partie",
    "zweite partie",
    "in der ersten",
    "in der zweiten",
    "première partie",
    "deuxième partie",
    "dans la première",
    "dans la deuxième",
    "primera partida",
    "segunda partida",
    "en la primera",
    "en la segunda",
    "prima partita",
    "seconda partita",
    "nella prima",
    "nella seconda",
    "eerste partij",
    "tweede partij",
    "in de eerste",
    "in de tweede",
    "white game",
    "black game",
    "my white game",
    "my black game",
    "your white game",
    "your black game",
    "the white game",
    "the black game",
    "weißpartie",
    "schwarzpartie",
    "with white",
    "with black",
    "as white",
    "as black",
    "where you are white",
    "where you are black",
    "where i am white",
    "where i am black",
    "mit weiß",
    "mit schwarz",
    "avec les blancs",
    "avec les noirs",
    "con blancas",
    "con negras",
    "con las blancas",
    "con las negras",
    "con il bianco",
    "con il nero",
    "col bianco",
    "col nero",
    "met wit",
    "met zwart",
];

/// Whether a line of the writer's own text starts a game's part.
fn starts_part(line: &str) -> bool {
    let l = line
        .trim()
        .trim_start_matches(['*', '#', '-', '=', '_', ' ', '['])
        .to_lowercase();
    if l.is_empty() || l.chars().count() > 120 {
        return false;
    }
    // "Game record:" and "Game score:" are a record, not a game's part.
    let label = l.split_once(':').map_or("", |(h, _)| h);
    if !label.is_empty() && label_kind(label) == Label::Score {
        return false;
    }
    let word = |w: &str| {
        l.strip_prefix(w)
            .is_some_and(|rest| rest.is_empty() || !rest.starts_with(char::is_alphanumeric))
    };
    // "g12:", "g2 -", as ccdesk names its games.
    let id = l.strip_prefix('g').is_some_and(|rest| {
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        digits > 0 && !rest[digits..].starts_with(char::is_alphanumeric)
    });
    id || HEADS.iter().any(|h| word(h))
}

/// The parts of a mail that holds several games, each with the lines
/// common to all; `None` when the writer's text starts fewer than two
/// games' parts (the mail is about one game, or says nothing of games).
#[must_use]
pub fn game_parts(text: &str) -> Option<Vec<String>> {
    let plain = plain_text(text);
    let lines = own_lines(&plain);
    let heads: Vec<usize> = (0..lines.len())
        .filter(|&i| starts_part(lines[i]))
        .collect();
    if heads.len() < 2 {
        return None;
    }
    let prelude = &lines[..heads[0]];
    // After the last part's last move: the lines that name no move
    // (dates for both games, greetings, the signature) are common.
    let last = heads[heads.len() - 1];
    let tail_start = (last..lines.len())
        .rev()
        .find(|&i| !mentions(lines[i]).is_empty())
        .map_or(lines.len(), |i| i + 1);
    let mut parts = Vec::new();
    for (k, &head) in heads.iter().enumerate() {
        let end = heads.get(k + 1).copied().unwrap_or(tail_start);
        let mut part: Vec<&str> = prelude.to_vec();
        part.extend(&lines[head..end]);
        part.extend(&lines[tail_start..]);
        parts.push(part.join("\n"));
    }
    Some(parts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_game_is_no_parts() {
        assert_eq!(
            game_parts(
                "Game: Ann Smith - Bo Berg\nYour move: 3.Bb5\nMy move: 3...a6\nGame record: 1.e4 e5"
            ),
            None
        );
        assert_eq!(
            game_parts("3...a6\n> Game 1: 3.Bb5\n> Game 2: 2...e6"),
            None
        );
    }

    // rule: C17 — the two games of a pairing answered in one mail, each part alone.
    #[test]
    fn each_game_gets_its_part_and_the_common_lines() {
        let parts = game_parts(
            "Hello Ann\n\nBoard 1, you have White:\nYour move: 3.Bb5\nMy move: 3...a6\n\nBoard 1, I have White:\nYour move: 2...e6\nMy move: 3.Nc3\n\nBoth sent 14.03.2026\nBo",
        )
        .unwrap_or_default();
        assert_eq!(parts.len(), 2);
        assert!(parts[0].starts_with("Hello Ann"));
        assert!(parts[0].contains("3...a6") && !parts[0].contains("Nc3"));
        assert!(parts[1].contains("3.Nc3") && !parts[1].contains("a6"));
        assert!(parts.iter().all(|p| p.contains("Both sent 14.03.2026")));
    }
}
