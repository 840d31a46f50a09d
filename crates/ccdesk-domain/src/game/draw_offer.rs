//! A draw offer that stands in a game, remembered until it is answered.
//!
//! FIDE Laws 9.1.2 (E1.1) let an offer stand until it is accepted or
//! rejected; in correspondence chess (ICCF practice) a reply move made
//! without accepting rejects it. So an offer stands until the offeree
//! accepts it (the game is drawn), declines it, or sends a move of his own
//! without accepting: [`offer_after_move`]. The offeror's own later moves
//! leave it standing.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use crate::colour::Colour;

/// A draw offered by one side and not yet answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrawOffer {
    /// The side that offered the draw.
    pub by: Colour,
    /// The date the offer was sent.
    pub sent: NaiveDate,
    /// How many moves the game had once the offer was made (with its move,
    /// when it came with one).
    pub at_ply: usize,
}

impl DrawOffer {
    /// The side the offer is made to.
    #[must_use]
    pub fn to(&self) -> Colour {
        self.by.other()
    }
}

/// The offer that stands once `mover` has sent a move: an offer made to
/// him lapses (he played on without accepting), an offer of his own stays.
#[must_use]
pub fn offer_after_move(standing: Option<DrawOffer>, mover: Colour) -> Option<DrawOffer> {
    standing.filter(|o| o.by == mover)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    // rule: E1.1 — an offer lapses when the offeree plays on, not when the offeror moves.
    #[test]
    fn an_offer_lapses_only_by_the_offerees_move() {
        let offer = DrawOffer {
            by: Colour::White,
            sent: NaiveDate::from_ymd_opt(2026, 3, 1).unwrap(),
            at_ply: 21,
        };
        assert_eq!(offer.to(), Colour::Black);
        assert_eq!(offer_after_move(Some(offer), Colour::White), Some(offer));
        assert_eq!(offer_after_move(Some(offer), Colour::Black), None);
        assert_eq!(offer_after_move(None, Colour::Black), None);
    }
}
