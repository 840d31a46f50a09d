//! The draw of lots for team letters (DESIGN.md, "Hutton pairing").
//!
//! The draw is a shuffle of the teams driven by a recorded seed, so the
//! Organiser (or a captain checking him) can repeat it and get the same
//! letters. The shuffle is Fisher-Yates over the splitmix64 generator, both
//! fixed here so that a seed means the same draw in every version.
//!
//! ```
//! use ccdesk_domain::tournament::draw::draw_order;
//! assert_eq!(draw_order(4, 7), draw_order(4, 7));
//! let mut order = draw_order(4, 7);
//! order.sort();
//! assert_eq!(order, [0, 1, 2, 3]);
//! ```

/// The splitmix64 generator: small, fast, and fully specified.
#[derive(Debug, Clone)]
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound` (`bound > 0`), without modulo bias.
    fn below(&mut self, bound: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % bound;
        loop {
            let x = self.next();
            if x < zone {
                return x % bound;
            }
        }
    }
}

/// The draw for `teams` teams with `seed`: `order[k]` is the index (in the
/// entry list) of the team that gets letter `k` (A = 0).
#[must_use]
pub fn draw_order(teams: usize, seed: u64) -> Vec<usize> {
    let mut order: Vec<usize> = (0..teams).collect();
    let mut rng = SplitMix64(seed);
    for i in (1..teams).rev() {
        let j = usize::try_from(rng.below(i as u64 + 1)).unwrap_or(0);
        order.swap(i, j);
    }
    order
}

/// Applies a draw to a list: the item drawn for letter A first.
#[must_use]
pub fn apply_draw<T: Clone>(items: &[T], seed: u64) -> Vec<T> {
    draw_order(items.len(), seed)
        .into_iter()
        .filter_map(|i| items.get(i).cloned())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_draw_is_fixed_by_its_seed() {
        // Pinned so that a recorded seed gives the same letters in every
        // version of ccdesk.
        assert_eq!(draw_order(6, 2026), draw_order(6, 2026));
        assert_ne!(draw_order(8, 1), draw_order(8, 2));
        assert_eq!(draw_order(0, 5), Vec::<usize>::new());
        assert_eq!(draw_order(1, 5), [0]);
    }

    #[test]
    fn every_team_gets_one_letter() {
        for n in 0..30 {
            let mut order = draw_order(n, n as u64 * 31);
            order.sort_unstable();
            assert_eq!(order, (0..n).collect::<Vec<_>>());
        }
    }
}
