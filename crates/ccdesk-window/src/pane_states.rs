//! The panes' own state, kept by the window between frames: each pane is a
//! struct with its state and a `ui` method that draws from a
//! [`crate::view_context::ViewContext`] and returns
//! [`crate::app_command::AppCommand`]s.

use crate::Pane;
use crate::adjudication_pane::AdjudicationPane;
use crate::analysis_ui::AnalysisPane;
use crate::correspondence_pane::CorrespondencePane;
use crate::games_list::GamesListPane;
use crate::ledger_pane::LedgerPane;
use crate::scoresheet_pane::ScoresheetPane;

/// Every pane's state that is not the project's.
#[derive(Default)]
pub struct PaneStates {
    /// The games list: filter, order and its rows.
    pub games: GamesListPane,
    /// The correspondence pane: filter and the last Send's outcome.
    pub correspondence: CorrespondencePane,
    /// The clock ledger pane: tab, date being edited, forms.
    pub ledger: LedgerPane,
    /// The scoresheet: the conditional line being typed.
    pub scoresheet: ScoresheetPane,
    /// The adjudication pane: its filters and the forms of the case shown.
    pub adjudication: AdjudicationPane,
    /// The engine analysis pane: the engine, its lines, the tablebases.
    pub analysis: AnalysisPane,
}

impl PaneStates {
    /// Hands the outcome of a command a pane's form made back to the pane.
    pub(crate) fn form_outcome(&mut self, pane: Pane, outcome: Result<String, String>) {
        match pane {
            Pane::Ledger => self.ledger.form_outcome(outcome.map(drop)),
            Pane::Adjudication => self.adjudication.form_outcome(outcome),
            _ => {}
        }
    }
}
