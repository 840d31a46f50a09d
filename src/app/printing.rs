//! Printing to PDF from the window: a game's scoresheet with its clock
//! ledger (E5.1, P10) and the adjudication packets (C24, C26), written
//! where the [`super::services::FileChooser`] says.

use std::path::Path;

use super::{CcdeskApp, Dialog};
use crate::domain::ids::GameId;
use crate::io::pdf::{PacketOptions, Paper, Recipient, write_packet, write_scoresheets};
use crate::io::project_file::write_atomically;

/// What is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Printout {
    /// Each game's scoresheet with its ledger (E5.1, P10).
    Scoresheet,
    /// An adjudication packet (C24, C26).
    Packet(Recipient),
}

impl Printout {
    fn file_stem(self) -> &'static str {
        match self {
            Printout::Scoresheet => "scoresheet",
            Printout::Packet(Recipient::Captain) => "captains-submission",
            Printout::Packet(Recipient::Adjudicator) => "adjudicators-packet",
        }
    }
}

/// Writes `what` for `games` on `paper` to a file the user chooses;
/// `scope` names the games in the suggested file name ("g12",
/// "division-1"). Returns what was written, `Ok(None)` when the user
/// cancelled, or why nothing was written.
pub(crate) fn print_pdf(
    app: &CcdeskApp,
    what: Printout,
    games: &[GameId],
    paper: Paper,
    scope: &str,
) -> Result<Option<String>, String> {
    let project = &app.doc.project;
    let bytes = match what {
        Printout::Scoresheet => write_scoresheets(project, games, paper),
        Printout::Packet(recipient) => write_packet(
            project,
            games,
            recipient,
            &PacketOptions {
                paper,
                ..PacketOptions::default()
            },
        ),
    }
    .map_err(|e| format!("nothing was printed: {e}"))?;
    let suggested = format!("{}-{scope}.pdf", what.file_stem());
    let Some(path) = app.files.save_pdf(&suggested) else {
        return Ok(None);
    };
    write_pdf(&path, &bytes)?;
    Ok(Some(format!(
        "wrote {} ({} game{}, {} KB)",
        path.display(),
        games.len(),
        if games.len() == 1 { "" } else { "s" },
        bytes.len().div_ceil(1024)
    )))
}

fn write_pdf(path: &Path, bytes: &[u8]) -> Result<(), String> {
    write_atomically(path, bytes, 0).map_err(|e| format!("{} was not written: {e}", path.display()))
}

impl CcdeskApp {
    /// File > Print scoresheet: the selected game's scoresheet with its
    /// clock ledger (E5.1, P10), saved where the user chooses. What was
    /// written goes to the status bar; a failure to a message.
    pub fn print_scoresheet(&mut self, paper: Paper) {
        let Some(game) = self.selection.game else {
            self.dialog = Some(Dialog::Error(
                "Select a game first: its scoresheet is printed.".to_owned(),
            ));
            return;
        };
        match print_pdf(
            self,
            Printout::Scoresheet,
            &[game],
            paper,
            &game.to_string(),
        ) {
            Ok(Some(done)) => self.doc.last_event = Some(done),
            Ok(None) => {}
            Err(e) => self.dialog = Some(Dialog::Error(e)),
        }
    }
}
