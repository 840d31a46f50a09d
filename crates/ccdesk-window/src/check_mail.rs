//! File › Check mail: the owner's mail new since the last check fetched
//! over IMAP on a thread (the window stays live and says it is checking),
//! then listed, one row per message and game: arrived, from, game, kind
//! and what it is (read, findings, unknown sender, no game, already
//! applied) with the reasons. Nothing is applied here: each row opens its
//! message in Read message…, where the person applies it (its Message-ID
//! kept with it, so it is applied once). The folder's fetch state moves
//! past the mails that are settled (applied, or for no game), so a mail
//! not yet applied is listed again at the next check. When the account
//! names a folder for applied mail, a mail whose every part is applied
//! is moved there on a thread once applied, and so is, at each check, the
//! mail an earlier check brought that is applied and still in the folder.

use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::{Duration, Instant};

use chrono::NaiveDate;

use super::CcdeskApp;
use super::read_dialog::MailSource;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::mail::{
    FolderState, IncomingMail, MailAccount, MailStatus, applied_with_id, match_mail, owner_of,
};
use ccdesk_domain::project::Project;
use ccdesk_io::mail::fetch::NewMail;
use ccdesk_io::mail::settings::password;
use ccdesk_io::mail::{MailError, fetch};

/// What the fetch thread brought back.
struct Fetched {
    account: MailAccount,
    folder: String,
    result: Result<NewMail, MailError>,
}

/// What a thread moving applied mail brought back: the UIDs, the folder
/// they were in, the folder they went to, and the server's answer.
type Moved = (Vec<u32>, String, String, Result<(), MailError>);

/// A fetched mail, decoded.
#[derive(Debug, Clone)]
pub struct CheckedMail {
    /// Its UID in the folder.
    pub uid: u32,
    /// The folder it is in.
    pub folder: String,
    /// The mail; `None` when it is not an email message.
    pub mail: Option<IncomingMail>,
}

/// One row of the list: a mail's part about one game.
#[derive(Debug, Clone, PartialEq)]
pub struct MailRow {
    /// The mail's place in [`CheckMail::mails`].
    pub index: usize,
    /// The game, when found.
    pub game: Option<GameId>,
    /// The letter's kind (`move`, `draw-offer`...), `-` when none.
    pub kind: &'static str,
    /// `read`, `findings`, `unknown sender`, `no game`, `already applied`.
    pub status: &'static str,
    /// Why it needs the person (findings, the sender).
    pub why: Vec<String>,
}

/// The Check mail window's state.
#[derive(Default)]
pub struct CheckMail {
    /// The window is shown.
    pub open: bool,
    /// What the check says: checking, how many came, or why it failed.
    pub answer: Option<Result<String, String>>,
    /// The mails of the last check.
    pub mails: Vec<CheckedMail>,
    /// The rows, for the project revision they were read against.
    rows: Option<((u64, u64), Vec<MailRow>)>,
    running: Option<Receiver<Fetched>>,
    /// Applied mails being moved to the account's folder for them.
    moving: Vec<Receiver<Moved>>,
    /// When the last check started (asked for or on its own).
    last_started: Option<Instant>,
}

/// Whether the check every `minutes` is due at `now`, the last having
/// started at `last` (none yet: at once).
#[must_use]
pub fn check_due(last: Option<Instant>, now: Instant, minutes: u32) -> bool {
    minutes > 0 && last.is_none_or(|l| now.saturating_duration_since(l) >= every(minutes))
}

fn every(minutes: u32) -> Duration {
    Duration::from_secs(u64::from(minutes) * 60)
}

impl CheckMail {
    /// Whether a check is under way.
    #[must_use]
    pub fn running(&self) -> bool {
        self.running.is_some()
    }
}

/// The rows of `mails` read against `project`.
fn rows_of(project: &Project, mails: &[CheckedMail], today: NaiveDate) -> Vec<MailRow> {
    let mut rows = Vec::new();
    for (index, checked) in mails.iter().enumerate() {
        let Some(mail) = &checked.mail else {
            rows.push(MailRow {
                index,
                game: None,
                kind: "-",
                status: "no game",
                why: vec!["not an email message".to_owned()],
            });
            continue;
        };
        for found in match_mail(project, mail, today) {
            let why = match &found.status {
                MailStatus::Findings(why) => why.clone(),
                MailStatus::UnknownSender(why) => vec![why.clone()],
                _ => Vec::new(),
            };
            rows.push(MailRow {
                index,
                game: found.game,
                kind: found.kind,
                status: found.status.word(),
                why,
            });
        }
    }
    rows
}

/// True when nothing is left to do with a row.
fn settled(row: &MailRow) -> bool {
    matches!(row.status, "no game" | "already applied")
}

impl CcdeskApp {
    /// File › Check mail: starts the fetch of the owner's new mail on a
    /// thread, and shows the window that lists it.
    pub fn check_mail(&mut self) {
        self.check_mail.open = true;
        self.start_mail_check();
    }

    /// Starts the fetch on a thread (unless one runs): its answer goes to
    /// the list and the due list, the window shown or not.
    fn start_mail_check(&mut self) {
        if self.check_mail.running() {
            return;
        }
        self.check_mail.last_started = Some(Instant::now());
        let account = owner_of(&self.doc.project)
            .map_err(|e| e.to_string())
            .and_then(|owner| {
                let (_, settings) = self.mail_settings()?;
                settings.account(&owner.email).cloned().ok_or_else(|| {
                    format!(
                        "no mail account for {} <{}>: keep one with Edit > Mail account…",
                        owner.name, owner.email
                    )
                })
            });
        let (account, password) =
            match account.and_then(|a| password(&a).map(|p| (a, p)).map_err(String::from)) {
                Ok(found) => found,
                Err(e) => {
                    self.check_mail.answer = Some(Err(format!("Mail not checked: {e}.")));
                    return;
                }
            };
        let folder = account.folder.clone();
        self.check_mail.answer = Some(Ok(format!(
            "Checking {} on {}…",
            folder,
            account.imap.describe()
        )));
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let result = fetch::new_mail(&account, &folder, &password);
            let _ = tx.send(Fetched {
                account,
                folder,
                result,
            });
        });
        self.check_mail.running = Some(rx);
    }

    /// The games a fetched mail arrived in that is not applied yet (read,
    /// or with findings for the person), for the due list.
    #[must_use]
    pub fn mail_arrived_games(&mut self) -> Vec<GameId> {
        let mut games: Vec<GameId> = self
            .mail_rows()
            .iter()
            .filter(|r| matches!(r.status, "read" | "findings"))
            .filter_map(|r| r.game)
            .collect();
        games.dedup();
        games
    }

    /// The rows of the last check, read again when the project changed
    /// (an applied mail then shows `already applied`).
    fn mail_rows(&mut self) -> Vec<MailRow> {
        let key = self.doc.change_key();
        if self.check_mail.rows.as_ref().is_none_or(|(k, _)| *k != key) {
            let rows = rows_of(&self.doc.project, &self.check_mail.mails, self.today());
            self.check_mail.rows = Some((key, rows));
        }
        self.check_mail
            .rows
            .as_ref()
            .map(|(_, rows)| rows.clone())
            .unwrap_or_default()
    }

    /// Takes in what the fetch brought: the list, and the folder's state
    /// past the mails settled from the first.
    fn fetched(&mut self, fetched: Fetched) {
        let Fetched {
            mut account,
            folder,
            result,
        } = fetched;
        let NewMail {
            uidvalidity,
            mails,
            earlier,
        } = match result {
            Ok(found) => found,
            Err(e) => {
                self.check_mail.answer =
                    Some(Err(format!("Mail not checked: {e}. Nothing was changed.")));
                return;
            }
        };
        self.check_mail.mails = mails
            .iter()
            .map(|m| CheckedMail {
                uid: m.uid,
                folder: folder.clone(),
                mail: fetch::incoming(m).ok(),
            })
            .collect();
        self.check_mail.rows = None;
        let rows = self.mail_rows();
        let open = rows.iter().filter(|r| !settled(r)).count();
        let mut last_settled = None;
        for (index, checked) in self.check_mail.mails.iter().enumerate() {
            if rows.iter().filter(|r| r.index == index).all(settled) {
                last_settled = Some(checked.uid);
            } else {
                break;
            }
        }
        let mut words = match mails.len() {
            0 => format!("No new mail in {folder}."),
            1 => format!("1 new mail in {folder}"),
            n => format!("{n} new mails in {folder}"),
        };
        if !mails.is_empty() {
            words.push_str(&format!(
                "; {open} to read (Open shows it in Read message, where you apply it)."
            ));
        }
        if let Some(last) = last_settled {
            FolderState::record(&mut account.fetched, &folder, uidvalidity, last);
            let kept = self.mail_settings().and_then(|(path, mut settings)| {
                settings.put(account);
                settings.save_to(&path).map_err(String::from)
            });
            if let Err(e) = kept {
                words.push_str(&format!(" The fetch state could not be kept: {e}."));
            }
        }
        self.announce(words.clone(), super::announce::Urgency::Polite);
        self.check_mail.answer = Some(Ok(words));
        // Applied mail leaves the folder, as the person asked: the mail of
        // this check applied before, and the mail an earlier check brought
        // that is applied and still there.
        let mut applied: Vec<u32> = self
            .check_mail
            .mails
            .iter()
            .enumerate()
            .filter(|(index, _)| {
                let mut parts = rows.iter().filter(|r| r.index == *index).peekable();
                parts.peek().is_some() && parts.all(|r| r.status == "already applied")
            })
            .map(|(_, checked)| checked.uid)
            .collect();
        applied.extend(
            earlier
                .iter()
                .filter(|(_, id)| applied_with_id(&self.doc.project, id).is_some())
                .map(|(uid, _)| *uid),
        );
        applied.sort_unstable();
        applied.dedup();
        self.move_applied_mail(applied, &folder);
    }

    /// Once a message of the mail `uid` of `folder` is applied: when every
    /// part of it is applied and the account names a folder for applied
    /// mail, the mail is moved there on a thread.
    pub(crate) fn mail_applied(&mut self, uid: u32, folder: &str) {
        let Some(index) = self
            .check_mail
            .mails
            .iter()
            .position(|c| c.uid == uid && c.folder == folder)
        else {
            return;
        };
        let all_applied = self.check_mail.mails[index]
            .mail
            .as_ref()
            .is_some_and(|mail| {
                match_mail(&self.doc.project, mail, self.today())
                    .iter()
                    .all(|m| m.status == MailStatus::AlreadyApplied)
            });
        if all_applied {
            self.move_applied_mail(vec![uid], folder);
        }
    }

    /// Moves the applied mails `uids` of `folder` on a thread to the
    /// account's folder for applied mail, when it names one.
    fn move_applied_mail(&mut self, uids: Vec<u32>, folder: &str) {
        if uids.is_empty() {
            return;
        }
        let found = owner_of(&self.doc.project)
            .map_err(|e| e.to_string())
            .and_then(|owner| {
                let (_, settings) = self.mail_settings()?;
                settings
                    .account(&owner.email)
                    .cloned()
                    .ok_or_else(|| "no mail account".to_owned())
            });
        let Ok(account) = found else { return };
        let Some(target) = account.applied_folder.clone() else {
            return;
        };
        let password = match password(&account) {
            Ok(p) => p,
            Err(e) => {
                self.check_mail.answer = Some(Err(format!(
                    "The applied mail was not moved to {target}: {e}."
                )));
                return;
            }
        };
        let folder = folder.to_owned();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let result = fetch::move_applied(&account, &folder, &uids, &password);
            let _ = tx.send((uids, folder, target, result));
        });
        self.check_mail.moving.push(rx);
    }

    /// Takes in the answers of the threads moving applied mail.
    fn moves_done(&mut self, ctx: &egui::Context) {
        let mut answers = Vec::new();
        self.check_mail.moving.retain(|rx| match rx.try_recv() {
            Ok(moved) => {
                answers.push(moved);
                false
            }
            Err(TryRecvError::Empty) => true,
            Err(TryRecvError::Disconnected) => false,
        });
        if !self.check_mail.moving.is_empty() {
            ctx.request_repaint_after(Duration::from_millis(50));
        }
        for (uids, folder, target, result) in answers {
            let (mail, them, it) = match uids.as_slice() {
                [uid] => (format!("the applied mail (UID {uid}"), "it", "It stays"),
                _ => (
                    format!(
                        "{} applied mails (UIDs {}",
                        uids.len(),
                        uids.iter()
                            .map(ToString::to_string)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                    "them",
                    "They stay",
                ),
            };
            let (words, urgency) = match result {
                Ok(()) => (
                    format!("Moved {mail} in {folder}) to {target}."),
                    super::announce::Urgency::Polite,
                ),
                Err(e) => (
                    format!(
                        "Could not move {mail} in {folder}) to {target}: {e}. {it} in {folder}; the next check tries {them} again."
                    ),
                    super::announce::Urgency::Assertive,
                ),
            };
            self.announce(words.clone(), urgency);
            self.doc.last_event = Some(words.clone());
            self.check_mail.answer = Some(if urgency == super::announce::Urgency::Polite {
                Ok(words)
            } else {
                Err(words)
            });
        }
    }

    /// Opens the mail of `index` in Read message….
    fn open_checked_mail(&mut self, index: usize, game: Option<GameId>) {
        let Some(checked) = self.check_mail.mails.get(index) else {
            return;
        };
        let Some(mail) = checked.mail.clone() else {
            return;
        };
        let source = MailSource {
            file: format!("UID {} in {}", checked.uid, checked.folder),
            subject: mail.subject,
            mailed: mail.mailed,
            from_email: mail.from_email,
            from_name: mail.from_name,
            message_id: Some(mail.message_id).filter(|m| !m.is_empty()),
            fetched: Some((checked.uid, checked.folder.clone())),
        };
        self.open_read_dialog();
        if let Some(form) = &mut self.dialogs.read {
            form.text = mail.body;
            form.arrived = mail.arrived.map(|d| d.to_string()).unwrap_or_default();
            form.mail = Some(source);
            if game.is_some() {
                form.selected = game;
            }
        }
    }
}

/// The due list's lines for the games a fetched mail arrived in that is
/// not applied yet: "mail arrived in g45"; the game clicked, to select.
pub(crate) fn mail_arrived_ui(
    ui: &mut egui::Ui,
    texts: &super::i18n::Catalogue,
    games: &[GameId],
) -> Option<GameId> {
    let mut clicked = None;
    for game in games {
        let text = texts.ta("due-mail-arrived", &[("game", game.to_string().into())]);
        if ui
            .add(egui::Label::new(egui::RichText::new(text).strong()).sense(egui::Sense::click()))
            .on_hover_text(texts.t("due-mail-arrived-hint"))
            .clicked()
        {
            clicked = Some(*game);
        }
    }
    clicked
}

/// Draws File › Check mail's window while it is open and takes in the
/// fetch's answer.
pub(crate) fn check_mail_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    app.moves_done(ctx);
    if let Some(rx) = &app.check_mail.running {
        match rx.try_recv() {
            Ok(fetched) => {
                app.check_mail.running = None;
                app.fetched(fetched);
            }
            Err(TryRecvError::Empty) => {
                ctx.request_repaint_after(std::time::Duration::from_millis(50));
            }
            Err(TryRecvError::Disconnected) => {
                app.check_mail.running = None;
                app.check_mail.answer = Some(Err(
                    "The check of the mail ended without an answer. Nothing was changed."
                        .to_owned(),
                ));
            }
        }
    }
    if let Some(minutes) = app.settings.mail_check_minutes.filter(|m| *m > 0)
        && !app.check_mail.running()
    {
        let last = app.check_mail.last_started;
        if check_due(last, Instant::now(), minutes) {
            app.start_mail_check();
        } else if let Some(last) = last {
            // Woken for the next check even when nothing else repaints.
            ctx.request_repaint_after(every(minutes).saturating_sub(last.elapsed()));
        }
    }
    if !app.check_mail.open {
        return;
    }
    let rows = app.mail_rows();
    let mut open = true;
    let mut opened = None;
    let mut again = false;
    let running = app.check_mail.running();
    egui::Window::new("Check mail")
        .open(&mut open)
        .default_pos([80.0, 60.0])
        .resizable(true)
        .default_width(640.0)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                if running {
                    ui.spinner();
                }
                match &app.check_mail.answer {
                    Some(Ok(words)) => {
                        ui.label(words);
                    }
                    Some(Err(e)) => {
                        ui.colored_label(egui::Color32::from_rgb(170, 30, 30), e);
                    }
                    None => {}
                }
            });
            egui::ScrollArea::vertical()
                .id_salt("check_mail_rows")
                .max_height(320.0)
                .show(ui, |ui| {
                    egui::Grid::new("check_mail_grid")
                        .num_columns(6)
                        .striped(true)
                        .show(ui, |ui| {
                            for h in ["Arrived", "From", "Game", "Kind", "Status", ""] {
                                ui.strong(h);
                            }
                            ui.end_row();
                            for (n, row) in rows.iter().enumerate() {
                                let mail = app
                                    .check_mail
                                    .mails
                                    .get(row.index)
                                    .and_then(|c| c.mail.as_ref());
                                ui.label(
                                    mail.and_then(|m| m.arrived)
                                        .map_or_else(|| "-".to_owned(), |d| d.to_string()),
                                );
                                ui.label(
                                    mail.and_then(|m| m.from_email.clone())
                                        .unwrap_or_else(|| "-".to_owned()),
                                );
                                ui.label(
                                    row.game.map_or_else(|| "-".to_owned(), |g| g.to_string()),
                                );
                                ui.label(row.kind);
                                let status = ui.label(row.status);
                                if !row.why.is_empty() {
                                    status.on_hover_text(row.why.join("\n"));
                                }
                                if mail.is_some()
                                    && ui
                                        .add(egui::Button::new("Open"))
                                        .on_hover_text(
                                            "show it in Read message…, where you apply it",
                                        )
                                        .clicked()
                                {
                                    opened = Some((n, row.index, row.game));
                                }
                                ui.end_row();
                                if !row.why.is_empty() {
                                    ui.label("");
                                    ui.label(row.why.join("; "));
                                    ui.end_row();
                                }
                            }
                        });
                });
            ui.add_enabled_ui(!running, |ui| {
                if ui.button("Check again").clicked() {
                    again = true;
                }
            });
        });
    app.check_mail.open = open;
    if let Some((_, index, game)) = opened {
        app.open_checked_mail(index, game);
    }
    if again {
        app.check_mail();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_check_every_n_minutes_is_due_at_once_then_after_n_minutes() {
        let start = Instant::now();
        assert!(check_due(None, start, 5), "the first check at once");
        assert!(!check_due(Some(start), start + Duration::from_secs(299), 5));
        assert!(check_due(Some(start), start + Duration::from_secs(300), 5));
        assert!(!check_due(None, start, 0), "0 minutes: never on its own");
    }
}
