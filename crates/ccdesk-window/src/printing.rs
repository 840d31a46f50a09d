//! Printing to PDF from the window: a game's scoresheet with its clock
//! ledger (E5.1, P10) and the adjudication packets (C24, C26), written
//! where the user chooses (`CcdeskApp::choose_file`).

use std::path::Path;

use super::services::{FileFilter, FileRequest};
use super::{CcdeskApp, Dialog};
use ccdesk_domain::ids::GameId;
use ccdesk_io::export_file::write_export;
use ccdesk_io::pdf::{PacketOptions, Paper, Recipient, write_packet, write_scoresheets};

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

/// Makes `what` for `games` on `paper`, then asks where to write it;
/// `scope` names the games in the suggested file name ("g12",
/// "division-1"). Once a file is chosen the status bar says what was
/// written where, or a message says why not; a document that cannot be
/// made says why at once.
pub(crate) fn print_pdf(
    app: &mut CcdeskApp,
    what: Printout,
    games: &[GameId],
    paper: Paper,
    scope: &str,
) -> Result<(), String> {
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
    let action = match what {
        Printout::Scoresheet => "Print scoresheet",
        Printout::Packet(_) => "Print packet",
    };
    let count = games.len();
    app.choose_file(
        FileRequest::save(action, FileFilter::PDF, &suggested),
        move |app, _, path| {
            let outcome = write_pdf(&path, &bytes).map(|()| {
                format!(
                    "wrote {} ({count} game{}, {} KB)",
                    path.display(),
                    if count == 1 { "" } else { "s" },
                    bytes.len().div_ceil(1024)
                )
            });
            app.tell_file_outcome(outcome);
        },
    );
    Ok(())
}

fn write_pdf(path: &Path, bytes: &[u8]) -> Result<(), String> {
    write_export(path, bytes).map_err(|e| format!("nothing was printed: {e}"))
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
        if let Err(e) = print_pdf(
            self,
            Printout::Scoresheet,
            &[game],
            paper,
            &game.to_string(),
        ) {
            self.tell_file_outcome(Err(e));
        }
    }
}
