//! `ccdesk mail`: the desk's mailbox (issue 32).
//!
//! - `ccdesk mail account PROJECT --imap HOST[:PORT] --smtp HOST[:PORT]
//!   --user NAME [--imap-tls implicit|starttls|none] [--smtp-tls
//!   implicit|starttls|none] [--folder NAME] [--ca FILE] [--move-applied
//!   FOLDER]` keeps the account of the project's owner in the user's
//!   settings (`mail.ron`, never the project; `none` only to 127.0.0.0/8
//!   and ::1; IMAP implicit TLS and SMTP STARTTLS unless said; with
//!   `--move-applied` each mail applied goes to FOLDER). `ccdesk mail account
//!   PROJECT` prints it, never the password (which comes from
//!   `CCDESK_MAIL_PASSWORD` or the system keyring). Exit 0, 2 on bad
//!   usage.
//! - `ccdesk mail fetch PROJECT [--apply] [--folder NAME]` reads the mail
//!   new since the last fetch (UIDVALIDITY and last UID of the folder,
//!   kept in the settings) and prints one line per message and game,
//!   `UID FROM GAME KIND STATUS` (GAME `-` when unmatched; STATUS
//!   `applied`, `read`, `findings`, `unknown sender`, `no game`, `already
//!   applied`). Each is read as `message read` reads it, arriving on its
//!   INTERNALDATE. With `--apply` those matched, from the opponent and
//!   without findings are applied (their Message-ID kept with them, so a
//!   mail is applied once), the project is saved and the folder's state
//!   moves past them; without it nothing changes. Nothing is deleted or
//!   moved on the server, unless the account says to move applied mail
//!   to a folder: then, once the project is saved, each mail of this
//!   fetch whose every part is applied (now or before), and each mail an
//!   earlier fetch brought that is applied and still in the folder
//!   (known by its Message-ID), is moved there
//!   (`UID MOVE`, else `UID COPY`, `\Deleted` and `EXPUNGE`; the folder
//!   created when missing). Exit 0 all done, 1 something needs the
//!   person (findings, an unknown sender, mail applied but not moved), 2
//!   bad usage, 3 the server cannot be reached or logged in to (nothing
//!   changed).
//! - `ccdesk mail send PROJECT --game ID` sends the game's last kept
//!   message not yet mailed to its recipients (Cc to the TD where the
//!   rule asks for it), with `In-Reply-To` and `References` to the
//!   opponent's last mail and a Message-ID kept with it; prints the
//!   Message-ID, the recipients and the day it was sent. A move or a
//!   declaration recorded on another day is re-dated to the day the
//!   server took it (the message written again for it, the ledger
//!   counting to it: E2.8, E6.4; a draw offer's date, a time claim's
//!   sending and receipt, a protest's arrival: E1.1, E7.1-E7.3). Exit 0
//!   sent, 1 refused by the server
//!   (its reply printed; the message stays not sent), 2 bad usage, 3
//!   unreachable or the login refused.
//! - `ccdesk mail password PROJECT [--forget]` keeps the password given
//!   on the first line of stdin in the system keyring for the owner's
//!   account (replacing one kept before), where `mail fetch` and `mail
//!   send` read it when `CCDESK_MAIL_PASSWORD` is not set; with
//!   `--forget` it removes it (saying whether one was kept). Exit 0, 2 (no
//!   account, no password, the keyring cannot be used).

use std::io::Write;
use std::path::PathBuf;

use crate::domain::ids::GameId;
use crate::domain::mail::{
    FolderState, MailAccount, MailStatus, Recipient, applied_with_id, match_mail, owner_of,
};
use crate::domain::message::Addressee;
use crate::io::keyring_store;
use crate::io::mail::account_fields::{AccountFields, FieldNames};
use crate::io::mail::imap::FetchedMail;
use crate::io::mail::settings::{MailSettings, forget_password, password, remember_password};
use crate::io::mail::{MailError, fetch, outgoing};

use super::desk::Desk;
use super::failure::Failure;

/// Arguments of `ccdesk mail`.
#[derive(Debug, clap::Args)]
pub struct MailArgs {
    /// What to do.
    #[command(subcommand)]
    pub action: MailAction,
}

/// The subcommands of `ccdesk mail`.
#[derive(Debug, clap::Subcommand)]
pub enum MailAction {
    /// Keep or print the mail account of the project's owner.
    Account(AccountArgs),
    /// Fetch the new mail and read (or apply) what belongs to the games.
    Fetch(FetchArgs),
    /// Send a game's last kept message not yet mailed.
    Send(SendArgs),
    /// Keep the mail password (the first line of stdin) in the system
    /// keyring, or forget it.
    Password(PasswordArgs),
}

/// Arguments of `ccdesk mail password`.
#[derive(Debug, clap::Args)]
pub struct PasswordArgs {
    /// The project file (whose owner's account the password is for).
    pub project: PathBuf,
    /// Remove the password from the system keyring instead (stdin is not
    /// read).
    #[arg(long)]
    pub forget: bool,
}

/// Arguments of `ccdesk mail account`.
#[derive(Debug, clap::Args)]
pub struct AccountArgs {
    /// The project file (whose owner the account is for).
    pub project: PathBuf,
    /// The IMAP server, HOST[:PORT].
    #[arg(long, requires_all = ["smtp", "user"])]
    pub imap: Option<String>,
    /// The SMTP submission server, HOST[:PORT].
    #[arg(long, requires_all = ["imap", "user"])]
    pub smtp: Option<String>,
    /// The user name on both servers.
    #[arg(long, requires_all = ["imap", "smtp"])]
    pub user: Option<String>,
    /// IMAP security: implicit (993), starttls (143) or none (loopback only).
    #[arg(long, default_value = "implicit", requires = "imap")]
    pub imap_tls: String,
    /// SMTP security: implicit (465), starttls (587) or none (loopback only).
    #[arg(long, default_value = "starttls", requires = "smtp")]
    pub smtp_tls: String,
    /// The folder fetched (default INBOX).
    #[arg(long, requires = "imap")]
    pub folder: Option<String>,
    /// A CA certificate file (PEM) trusted besides the system's roots.
    #[arg(long, requires = "imap")]
    pub ca: Option<PathBuf>,
    /// Move each mail applied by `mail fetch --apply` to this folder on
    /// the server (created when missing); without it nothing is moved.
    #[arg(long, value_name = "FOLDER", requires = "imap")]
    pub move_applied: Option<String>,
}

/// Arguments of `ccdesk mail fetch`.
#[derive(Debug, clap::Args)]
pub struct FetchArgs {
    /// The project file.
    pub project: PathBuf,
    /// Apply the messages matched, from the opponent, without findings.
    #[arg(long)]
    pub apply: bool,
    /// The folder to read (default: the account's, INBOX).
    #[arg(long)]
    pub folder: Option<String>,
}

/// Arguments of `ccdesk mail send`.
#[derive(Debug, clap::Args)]
pub struct SendArgs {
    /// The project file.
    pub project: PathBuf,
    /// The game: `12` or `g12`.
    #[arg(long)]
    pub game: String,
}

/// The exit status of a mail server failure: 1 when the server refused
/// the message, else 3 (cannot reach or log in).
fn server_failure(e: &MailError) -> Failure {
    let status = if matches!(e, MailError::Refused { .. }) {
        1
    } else {
        3
    };
    Failure {
        status,
        message: format!("{e}; nothing changed"),
    }
}

/// Runs the subcommand.
pub fn run(
    args: &MailArgs,
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> u8 {
    let result = match &args.action {
        MailAction::Password(a) => keep_password(a, stdin, stdout, stderr),
        MailAction::Account(a) => account(a, stdout, stderr),
        MailAction::Fetch(a) => fetch(a, stdout, stderr),
        MailAction::Send(a) => send(a, stdout, stderr),
    };
    match result {
        Ok(status) => status,
        Err(Failure { status, message }) => {
            let _ = writeln!(stderr, "ccdesk mail: {message}");
            status
        }
    }
}

fn write(stdout: &mut dyn Write, text: &str) -> Result<(), Failure> {
    stdout
        .write_all(text.as_bytes())
        .map_err(|e| Failure::write(format!("cannot write to standard output: {e}")))
}

/// The owner's account kept in the settings.
fn account_of(owner: &Addressee) -> Result<(MailSettings, MailAccount), String> {
    let settings = MailSettings::load()?;
    let account = settings.account(&owner.email).cloned().ok_or_else(|| {
        format!(
            "no mail account for {} <{}>: keep one with ccdesk mail account PROJECT --imap HOST --smtp HOST --user NAME",
            owner.name, owner.email
        )
    })?;
    Ok((settings, account))
}

fn account(
    args: &AccountArgs,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<u8, Failure> {
    let project = super::open_checked::load(&args.project, "mail account", stderr)
        .map_err(|e| e.to_string())?;
    let owner = owner_of(&project)?;
    let mut settings = MailSettings::load()?;
    if let (Some(imap), Some(smtp), Some(user)) = (&args.imap, &args.smtp, &args.user) {
        let fields = AccountFields {
            imap: imap.clone(),
            imap_tls: args.imap_tls.clone(),
            smtp: smtp.clone(),
            smtp_tls: args.smtp_tls.clone(),
            user: user.clone(),
            folder: args.folder.clone().unwrap_or_default(),
            ca_file: args
                .ca
                .as_ref()
                .map(|p| p.display().to_string())
                .unwrap_or_default(),
            applied_folder: args.move_applied.clone().unwrap_or_default(),
        };
        let account = fields
            .account(
                FieldNames::FLAGS,
                &owner.email,
                settings.account(&owner.email),
            )
            .map_err(|e| e.to_string())?;
        settings.put(account);
        settings.save()?;
    }
    let kept = settings.account(&owner.email).ok_or_else(|| {
        format!(
            "no mail account for {} <{}>: give --imap, --smtp and --user",
            owner.name, owner.email
        )
    })?;
    let password = if std::env::var_os(crate::io::mail::settings::PASSWORD_VARIABLE).is_some() {
        "from CCDESK_MAIL_PASSWORD"
    } else {
        "from the system keyring, if kept there"
    };
    let mut text = format!(
        "owner: {} <{}>\nimap: {}\nsmtp: {}\nuser: {}\nfolder: {}\n",
        owner.name,
        owner.email,
        kept.imap.describe(),
        kept.smtp.describe(),
        kept.user,
        kept.folder
    );
    if let Some(ca) = &kept.ca_file {
        text.push_str(&format!("ca: {ca}\n"));
    }
    if let Some(folder) = &kept.applied_folder {
        text.push_str(&format!("move applied mail to: {folder}\n"));
    }
    for state in &kept.fetched {
        text.push_str(&format!(
            "fetched: {} up to UID {} (UIDVALIDITY {})\n",
            state.folder, state.last_uid, state.uidvalidity
        ));
    }
    text.push_str(&format!("password: {password}\n"));
    write(stdout, &text)?;
    Ok(0)
}

/// `ccdesk mail password`: the first line of stdin kept in the system
/// keyring for the owner's account (the window's Edit › Mail account…
/// does the same).
fn keep_password(
    args: &PasswordArgs,
    stdin: &mut dyn std::io::Read,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<u8, Failure> {
    let project = super::open_checked::load(&args.project, "mail password", stderr)
        .map_err(|e| e.to_string())?;
    let owner = owner_of(&project)?;
    let (_, account) = account_of(&owner)?;
    if args.forget {
        let forgotten = forget_password(&account)?;
        let line = if forgotten.is_empty() {
            format!(
                "the system keyring held no password of {} on {}\n",
                account.user, account.imap.host
            )
        } else {
            format!(
                "forgot the password of {} on {} in {}\n",
                account.user,
                account.imap.host,
                keyring_store::names(&forgotten)
            )
        };
        write(stdout, &line)?;
        return Ok(0);
    }
    let mut text = String::new();
    stdin
        .read_to_string(&mut text)
        .map_err(|e| format!("the password cannot be read from stdin: {e}"))?;
    let password = text.lines().next().unwrap_or_default();
    if password.is_empty() {
        return Err(Failure::from(
            "give the password on the first line of stdin".to_owned(),
        ));
    }
    let kept = remember_password(&account, password)?;
    write(
        stdout,
        &format!(
            "kept the password of {} on {} in {kept}\n",
            account.user, account.imap.host
        ),
    )?;
    Ok(0)
}

/// What became of one message (or one game's part of it).
struct Line {
    uid: u32,
    from: String,
    game: Option<GameId>,
    kind: String,
    status: &'static str,
}

fn fetch(args: &FetchArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> Result<u8, Failure> {
    let (project, version) =
        super::open_checked::load_versioned(&args.project, "mail fetch", stderr)
            .map_err(|e| e.to_string())?;
    let owner = owner_of(&project)?;
    let (mut settings, mut account) = account_of(&owner)?;
    let folder = args
        .folder
        .clone()
        .unwrap_or_else(|| account.folder.clone());
    let password = password(&account)?;
    let fetch::NewMail {
        uidvalidity,
        mails,
        earlier,
    } = fetch::new_mail(&account, &folder, &password).map_err(|e| server_failure(&e))?;
    let mut desk = Desk::read(project, version);
    let mut lines = Vec::new();
    // Why a message was not applied, for the person (stderr).
    let mut notes = Vec::new();
    // The mails whose every part is applied (now or before).
    let mut applied = Vec::new();
    for mail in &mails {
        let taken = take_mail(&mut desk, mail, args.apply, &mut notes);
        if !taken.is_empty()
            && taken
                .iter()
                .all(|l| matches!(l.status, "applied" | "already applied"))
        {
            applied.push(mail.uid);
        }
        lines.extend(taken);
    }
    let mut text = String::new();
    for l in &lines {
        text.push_str(&format!(
            "{} {} {} {} {}\n",
            l.uid,
            l.from,
            l.game.map_or_else(|| "-".to_owned(), |g| g.to_string()),
            l.kind,
            l.status
        ));
    }
    if mails.is_empty() {
        text.push_str(&format!("no new mail in {folder}\n"));
    }
    let mut not_moved = false;
    if args.apply {
        desk.save_if_changed(&args.project)?;
        if let Some(last) = mails.iter().map(|m| m.uid).max() {
            FolderState::record(&mut account.fetched, &folder, uidvalidity, last);
            settings.put(account.clone());
            settings.save()?;
        }
        // The mail an earlier fetch applied that is still in the folder
        // goes too: the person asked that applied mail leave it.
        applied.extend(
            earlier
                .iter()
                .filter(|(_, id)| applied_with_id(&desk.project, id).is_some())
                .map(|(uid, _)| *uid),
        );
        applied.sort_unstable();
        applied.dedup();
        // Only once the project holds what they brought.
        if let Some(target) = account.applied_folder.as_deref()
            && !applied.is_empty()
        {
            match fetch::move_applied(&account, &folder, &applied, &password) {
                Ok(()) => text.push_str(&format!(
                    "moved {} applied mail{} to {target}\n",
                    applied.len(),
                    if applied.len() == 1 { "" } else { "s" }
                )),
                Err(e) => {
                    not_moved = true;
                    notes.push(format!(
                        "the applied mail was not moved to {target}: {e}; it stays in {folder}"
                    ));
                }
            }
        }
    }
    write(stdout, &text)?;
    for note in &notes {
        let _ = writeln!(stderr, "{note}");
    }
    let needs_person = not_moved
        || lines
            .iter()
            .any(|l| matches!(l.status, "findings" | "unknown sender"));
    Ok(u8::from(needs_person))
}

/// Reads one mail against the desk (applying it when `apply`): one line
/// per game it belongs to; why one needs the person goes to `notes`.
fn take_mail(
    desk: &mut Desk,
    mail: &FetchedMail,
    apply: bool,
    notes: &mut Vec<String>,
) -> Vec<Line> {
    let line = |from: &str, game, kind: &str, status| Line {
        uid: mail.uid,
        from: if from.is_empty() {
            "-".to_owned()
        } else {
            from.to_owned()
        },
        game,
        kind: kind.to_owned(),
        status,
    };
    let Ok(incoming) = fetch::incoming(mail) else {
        notes.push(format!("UID {}: not an email message", mail.uid));
        return vec![line("", None, "-", "no game")];
    };
    let from = incoming.from_email.clone().unwrap_or_default();
    let today = chrono::Local::now().date_naive();
    let mut lines = Vec::new();
    for found in match_mail(&desk.project, &incoming, today) {
        let game = found.game.map_or_else(|| "-".to_owned(), |g| g.to_string());
        let status = match found.status {
            MailStatus::Read { plan, .. } if apply => match desk.apply(plan) {
                Ok(()) => "applied",
                Err(e) => {
                    notes.push(format!("UID {}: {game}: not applied: {e}", mail.uid));
                    "findings"
                }
            },
            MailStatus::Findings(why) => {
                for w in why {
                    notes.push(format!("UID {}: {game}: {w}", mail.uid));
                }
                "findings"
            }
            MailStatus::UnknownSender(why) => {
                notes.push(format!("UID {}: {game}: {why}", mail.uid));
                "unknown sender"
            }
            other => other.word(),
        };
        lines.push(line(&from, found.game, found.kind, status));
    }
    lines
}

fn send(args: &SendArgs, stdout: &mut dyn Write, stderr: &mut dyn Write) -> Result<u8, Failure> {
    let (project, version) =
        super::open_checked::load_versioned(&args.project, "mail send", stderr)
            .map_err(|e| e.to_string())?;
    let id: GameId = args.game.parse().map_err(|e| format!("--game: {e}"))?;
    project
        .game(id)
        .ok_or_else(|| format!("there is no game {id}"))?;
    let owner = owner_of(&project)?;
    let (_, account) = account_of(&owner)?;
    let mail = outgoing::prepare(&project, id).map_err(|e| e.to_string())?;
    let password = password(&account)?;
    if let Err(e) = outgoing::deliver(&mail, &account, &password) {
        let failure = server_failure(&e);
        if failure.status == 1 {
            write(stdout, &format!("not sent: {e}\n"))?;
        }
        return Err(Failure {
            status: failure.status,
            message: format!("game {id}: {}", failure.message),
        });
    }
    let command = outgoing::mailed(&project, &mail)
        .ok_or_else(|| format!("game {id}: the kept message is gone"))?;
    let mut desk = Desk::read(project, version);
    desk.apply(command)?;
    desk.save_if_changed(&args.project)?;
    let list = |people: &[Recipient]| {
        people
            .iter()
            .map(|r| r.addressee().mailbox())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut text = format!(
        "Message-ID: <{}>\nTo: {}\n",
        mail.message_id,
        list(&mail.to)
    );
    if !mail.cc.is_empty() {
        text.push_str(&format!("Cc: {}\n", list(&mail.cc)));
    }
    text.push_str(&format!("Sent: {}", mail.day()));
    if let Some(carried) = mail.mailing.carried {
        text.push_str(&format!(
            " (recorded {}: {} and its message re-dated to the day it was mailed, E2.8)",
            mail.mailing.recorded,
            carried.noun()
        ));
    }
    text.push('\n');
    write(stdout, &text)?;
    Ok(0)
}
