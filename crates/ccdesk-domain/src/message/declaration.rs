//! What a message declares besides a move, read from the words people
//! write: a resignation, a draw offer, its acceptance or refusal, a time
//! claim, a protest against one. ccdesk's own messages say it in their
//! block (`kind: resignation`), which is taken first; a message without a
//! block is read for the phrases below, in English, German, French,
//! Spanish, Italian, Dutch and Swedish.
//!
//! Only the writer's own lines count (quoted history is left out by the
//! caller), and a phrase after a negation ("I will not resign") does not.
//! When several are found, the answer to an offer comes before the offer
//! ("I accept your draw offer" accepts), a protest before the claim it is
//! about, and a resignation before the rest.

use super::block::Block;
use super::letter::LetterKind;

/// The kind a message declares: its block's `kind:` when that is one of
/// the declarations, else what its words say (a quoted ccdesk move
/// message under "I resign." does not hide the resignation); `None` for a
/// plain move.
#[must_use]
pub fn declared(own_text: &str, block: Option<&Block>) -> Option<LetterKind> {
    block
        .and_then(|b| b.get("kind"))
        .and_then(LetterKind::from_name)
        .filter(|k| is_declaration(*k))
        .or_else(|| declared_in_words(own_text))
}

/// The kinds [`declared`] gives.
#[must_use]
pub fn is_declaration(kind: LetterKind) -> bool {
    matches!(
        kind,
        LetterKind::Resignation
            | LetterKind::DrawOffer
            | LetterKind::DrawAccepted
            | LetterKind::DrawDeclined
            | LetterKind::TimeClaim
            | LetterKind::Protest
    )
}

/// Phrases, lower case, words separated by one space; `?` is a word.
const ACCEPT: &[&str] = &[
    "i accept your draw offer",
    "i accept your offer of a draw",
    "i accept the draw",
    "i accept your draw",
    "i accept a draw",
    "accept the draw offer",
    "draw accepted",
    "draw agreed",
    "agreed drawn",
    "i agree to a draw",
    "i agree to the draw",
    "yes to the draw",
    "ich nehme das remis an",
    "ich nehme ihr remis an",
    "ich nehme dein remis an",
    "ich nehme das remisangebot an",
    "ich nehme ihr remisangebot an",
    "remis angenommen",
    "remisangebot angenommen",
    "j accepte la nulle",
    "j accepte votre proposition de nulle",
    "j accepte votre offre de nulle",
    "nulle acceptée",
    "acepto las tablas",
    "acepto tablas",
    "acepto su oferta de tablas",
    "acepto tu oferta de tablas",
    "tablas aceptadas",
    "accetto la patta",
    "accetto la sua proposta di patta",
    "accetto la tua proposta di patta",
    "patta accettata",
    "ik accepteer remise",
    "ik neem de remise aan",
    "jag accepterar remi",
    "jag tar emot remi",
];

const DECLINE: &[&str] = &[
    "i decline the draw",
    "i decline your draw",
    "i decline a draw",
    "i decline your offer of a draw",
    "i refuse the draw",
    "i reject the draw",
    "i reject your draw",
    "draw declined",
    "no draw",
    "no thanks to the draw",
    "i play on",
    "i prefer to play on",
    "i would like to play on",
    "i d like to play on",
    "ich lehne das remis ab",
    "ich lehne ihr remis ab",
    "ich lehne das remisangebot ab",
    "ich lehne ihr remisangebot ab",
    "remis abgelehnt",
    "kein remis",
    "ich spiele weiter",
    "je refuse la nulle",
    "je décline la nulle",
    "je décline votre proposition de nulle",
    "je continue à jouer",
    "je continue la partie",
    "nulle refusée",
    "rechazo las tablas",
    "rechazo tablas",
    "no acepto las tablas",
    "sigo jugando",
    "rifiuto la patta",
    "non accetto la patta",
    "continuo a giocare",
    "ik weiger remise",
    "jag avböjer remi",
];

const PROTEST: &[&str] = &[
    "i protest the claim",
    "i protest against the claim",
    "i protest against your claim",
    "i protest your claim",
    "i protest the time claim",
    "i protest against the time claim",
    "i protest against your time claim",
    "i dispute the claim",
    "i dispute your claim",
    "i dispute your time claim",
    "protest against the time claim",
    "protest against your time claim",
    "ich protestiere gegen die reklamation",
    "ich protestiere gegen ihre reklamation",
    "ich widerspreche der zeitreklamation",
    "ich lege protest ein",
    "je conteste la réclamation",
    "je proteste contre la réclamation",
    "protesto contra la reclamación",
    "protesto contro il reclamo",
];

const CLAIM: &[&str] = &[
    "i claim a win on time",
    "i claim the game on time",
    "i claim on time",
    "i claim a time forfeit",
    "time claim",
    "claim on time",
    "claim a win on time",
    "you have exceeded the time limit",
    "you exceeded the time limit",
    "has exceeded the time limit",
    "i claim that you have exceeded",
    "ich reklamiere zeitüberschreitung",
    "reklamation wegen zeitüberschreitung",
    "zeitreklamation",
    "je réclame le gain au temps",
    "réclamation au temps",
    "reclamo la partida por tiempo",
    "reclamación por tiempo",
    "reclamo la vittoria per tempo",
    "reclamo per tempo",
];

const RESIGN: &[&str] = &[
    "i resign",
    "i hereby resign",
    "i must resign",
    "i have to resign",
    "i ll resign",
    "i will resign",
    "resign the game",
    "resigned the game",
    "i give up the game",
    "i concede the game",
    "i concede defeat",
    "i am resigning",
    "i m resigning",
    "ich gebe auf",
    "ich gebe die partie auf",
    "gebe die partie auf",
    "aufgegeben",
    "j abandonne",
    "j abandonne la partie",
    "abandono",
    "me rindo",
    "mi arrendo",
    "abbandono",
    "ik geef op",
    "ik geef de partij op",
    "jag ger upp",
];

const OFFER: &[&str] = &[
    "offer a draw",
    "offer you a draw",
    "offers a draw",
    "i offer a draw",
    "offer of a draw",
    "draw offer",
    "draw ?",
    "would you accept a draw",
    "propose a draw",
    "i propose a draw",
    "how about a draw",
    "shall we agree a draw",
    "biete remis",
    "biete ihnen remis",
    "biete dir remis",
    "remisangebot",
    "remis ?",
    "je propose la nulle",
    "je propose nulle",
    "je vous propose la nulle",
    "je propose une nulle",
    "proposition de nulle",
    "nulle ?",
    "ofrezco tablas",
    "le ofrezco tablas",
    "te ofrezco tablas",
    "tablas ?",
    "propongo patta",
    "propongo la patta",
    "le propongo patta",
    "ti propongo patta",
    "patta ?",
    "ik bied remise aan",
    "remise ?",
    "jag erbjuder remi",
    "remi ?",
];

/// Words that, just before a phrase, turn it round.
const NEGATIONS: &[&str] = &[
    "not", "never", "t", "won", "nicht", "nie", "pas", "ne", "no", "non", "niet", "inte",
];

/// The declaration the words of `text` make, if any.
#[must_use]
pub fn declared_in_words(text: &str) -> Option<LetterKind> {
    let words = words(text);
    // The answers to an offer first: "I accept your draw offer" names the
    // offer too.
    [
        (LetterKind::Resignation, RESIGN),
        (LetterKind::DrawAccepted, ACCEPT),
        (LetterKind::DrawDeclined, DECLINE),
        (LetterKind::Protest, PROTEST),
        (LetterKind::TimeClaim, CLAIM),
        (LetterKind::DrawOffer, OFFER),
    ]
    .into_iter()
    .find(|(_, phrases)| phrases.iter().any(|p| says(&words, p)))
    .map(|(kind, _)| kind)
}

/// The text as lower-case words; `?` is a word of its own, every other
/// mark a space (so "J'abandonne." is `j abandonne`).
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            word.push(c);
        } else {
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            if c == '?' {
                out.push("?".to_owned());
            }
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// Whether `words` hold `phrase` as whole words, not just after a
/// negation (within the three words before it).
fn says(words: &[String], phrase: &str) -> bool {
    let phrase: Vec<&str> = phrase.split(' ').collect();
    if phrase.is_empty() || words.len() < phrase.len() {
        return false;
    }
    (0..=words.len() - phrase.len()).any(|i| {
        words[i..i + phrase.len()]
            .iter()
            .zip(&phrase)
            .all(|(w, p)| w == p)
            && !words[i.saturating_sub(3)..i]
                .iter()
                .any(|w| NEGATIONS.contains(&w.as_str()))
    })
}

/// Whether a message of this kind never carries a move: a resignation or
/// an accepted draw ends the game instead.
#[must_use]
pub fn ends_without_move(kind: LetterKind) -> bool {
    matches!(kind, LetterKind::Resignation | LetterKind::DrawAccepted)
}

/// Settles a reading of a message that declares `kind`: a message that
/// needs no move (a resignation, an accepted draw; an offer, a refusal, a
/// claim or a protest sent without a move) is not an illegible move
/// (E4.3) and is not checked as one: what the reader found about a move
/// it does not carry is dropped, and with it every penalty (E6.6). A
/// resignation or an accepted draw plays none of the moves it mentions.
///
/// The sender of a declaration is the side its block names (`from:`),
/// else the side that is not the desk's owner, else the side to move.
pub(super) fn settle(
    reading: &mut super::read::Reading,
    parsed: &super::parse::ParsedMessage,
    project: &crate::project::Project,
    game: &crate::game::Game,
) {
    use super::finding::Finding;
    let kind = parsed.declares;
    reading.declares = kind;
    let Some(kind) = kind else { return };
    let named = parsed
        .block
        .as_ref()
        .and_then(|b| b.get("from"))
        .and_then(|f| match f.trim() {
            "white" => Some(shakmaty::Color::White),
            "black" => Some(shakmaty::Color::Black),
            _ => None,
        });
    if let Some(side) = named.or_else(|| project.owner_side(game).map(|o| !o)) {
        reading.side = Some(side);
    }
    if ends_without_move(kind) {
        reading.moves_san.clear();
        reading.reply_san = None;
        reading.repeated = None;
    } else if !reading.moves_san.is_empty() {
        return;
    }
    // A part the reader could not read as a move or a date but which
    // says the declaration was read after all.
    reading.findings.retain(|f| match f {
        Finding::GameNotFound { .. } => true,
        Finding::Unreadable { text } => declared_in_words(text) != Some(kind),
        _ => false,
    });
}

/// What a declaration says, in words, as the window and `message read`
/// show it: "Bo Berg resigns: 1-0".
#[must_use]
pub fn declaration_sentence(
    project: &crate::project::Project,
    game: &crate::game::Game,
    sender: shakmaty::Color,
    kind: LetterKind,
) -> String {
    let name = project.player_name(game.player(sender.into()));
    let other = project.player_name(game.player((!sender).into()));
    declaration_words(kind, sender, name, other)
}

/// What `name` (playing `sender`, against `other`) declares by a message
/// of `kind`, in words: the sentence of [`declaration_sentence`].
#[must_use]
pub fn declaration_words(
    kind: LetterKind,
    sender: shakmaty::Color,
    name: &str,
    other: &str,
) -> String {
    let score = if sender.is_white() { "0-1" } else { "1-0" };
    match kind {
        LetterKind::Resignation => format!("{name} resigns: {score}"),
        LetterKind::DrawOffer => format!("{name} offers a draw"),
        LetterKind::DrawAccepted => format!("{name} accepts the draw: 1/2-1/2"),
        LetterKind::DrawDeclined => format!("{name} declines the draw"),
        LetterKind::TimeClaim => {
            format!("{name} claims that {other} exceeded the time limit (E7.1)")
        }
        LetterKind::Protest => format!("{name} protests against the time claim (E7.3)"),
        LetterKind::ResultReport => format!("{name} reports the result to the TD (E12.1)"),
        LetterKind::AddressChange => format!("{name} changes address (E5.3)"),
        LetterKind::Leave => format!("{name} announces leave (E8.2)"),
        other_kind => format!("{name} sends {}", other_kind.name()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str) -> Option<&'static str> {
        declared_in_words(text).map(LetterKind::name)
    }

    // rule: E1.1 — resignations, offers and their answers in people's words.
    #[test]
    fn phrases_in_several_languages() {
        assert_eq!(kind("I resign."), Some("resignation"));
        assert_eq!(kind("Ich gebe auf."), Some("resignation"));
        assert_eq!(kind("J'abandonne."), Some("resignation"));
        assert_eq!(kind("Mi arrendo"), Some("resignation"));
        assert_eq!(kind("I play 5.Nc3 and offer a draw"), Some("draw-offer"));
        assert_eq!(kind("draw?"), Some("draw-offer"));
        assert_eq!(kind("Remis?"), Some("draw-offer"));
        assert_eq!(kind("I accept your draw offer."), Some("draw-accepted"));
        assert_eq!(
            kind("I decline the draw / I play on"),
            Some("draw-declined")
        );
        assert_eq!(kind("I claim a win on time"), Some("time-claim"));
        assert_eq!(kind("I protest the claim."), Some("protest"));
        assert_eq!(kind("My move: 12.Nf3"), None);
    }

    #[test]
    fn a_negation_turns_the_phrase_round() {
        assert_eq!(kind("I will not resign yet. 12...Nf6"), None);
        assert_eq!(kind("I won't resign the game"), None);
        assert_eq!(kind("The drawing was nice"), None);
        assert_eq!(kind("resignation"), None);
    }
}
