//! Team competitions: Hutton pairings, results, standings.
