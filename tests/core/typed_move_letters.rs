//! A move typed with letters two languages read differently (issue 35
//! item 2): sent from a German desk, `Bc4` is the German pawn move c2-c4
//! (B, Bauer) in the game's agreed letters, and the English bishop move
//! Bf1-c4 in English ones. The plan takes the game's letters (E2.2) and
//! says so, as the window's Move field does; a move only one language
//! reads says which letters read it; a move in the game's own letters,
//! with no other reading, says nothing.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::language::Language;
use ccdesk::domain::message::plan_send;

use super::language_desk::{G, day, desk};

// rule: E2.2 — the game's agreed letters read the move first; where
// another language's letters read another legal move, the plan says it.
#[test]
fn a_move_two_languages_read_differently_is_read_in_the_games_letters_and_said() {
    // 1.e4 e5: White, on the German desk, to move.
    let german = desk(1, Language::German, &["e4", "e5"], |_| {});
    let plan = plan_send(&german, G, Some("Bc4"), day(6), Some(day(5)), &[]).unwrap();
    assert_eq!(plan.message.reply.san, "c4");
    assert_eq!(
        plan.assumed.as_deref(),
        Some("Bc4 read with German piece letters as c4; it would be Lc4 in English letters")
    );
    // English letters in a German game: the one reading, said.
    let plan = plan_send(&german, G, Some("Nf3"), day(6), Some(day(5)), &[]).unwrap();
    assert_eq!(
        plan.assumed.as_deref(),
        Some("Nf3 read with English piece letters as Sf3")
    );
    // The game's own letters, nothing else reading it: nothing to say.
    let plan = plan_send(&german, G, Some("Sf3"), day(6), Some(day(5)), &[]).unwrap();
    assert_eq!(plan.assumed, None);
}
