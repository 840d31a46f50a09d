//! [`AppealBar`]: why a side may not appeal an adjudication.

/// Why a side has no right of appeal (E10.4, C27).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum AppealBar {
    /// The side's claim came without an analysis (E10.4).
    #[error("no analysis went with the claim ({})", self.rule())]
    NoAnalysisWithClaim,
    /// The side made no claim with analysis (E10.4).
    #[error("no claim with analysis was submitted ({})", self.rule())]
    NoClaim,
    /// The appeal itself came without an analysis (C27).
    #[error("an appeal must come with an analysis of the position ({})", self.rule())]
    NoAnalysisWithAppeal,
}

impl AppealBar {
    /// The rule that bars the appeal.
    #[must_use]
    pub fn rule(self) -> &'static str {
        match self {
            AppealBar::NoAnalysisWithClaim | AppealBar::NoClaim => "E10.4",
            AppealBar::NoAnalysisWithAppeal => "C27",
        }
    }
}
