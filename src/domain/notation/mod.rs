//! Chess move notations: SAN, lenient SAN, long algebraic, UCI, ICCF numeric, figurine.
