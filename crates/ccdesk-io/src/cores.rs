//! How many threads ccdesk shares work out to.

/// How many threads ccdesk shares work out to (reading and writing a
/// file, replaying games, reading PGN): the cores there are.
#[must_use]
pub fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}
