//! The clock ledger: days used under a rule set, time controls, leave, penalties.
