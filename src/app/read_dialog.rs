//! The "Read message…" dialog: paste a message that arrived or open an
//! `.eml`; ccdesk shows what it understood and each finding (E4.1-E4.3,
//! E4.6, E4.7, E2.5-E2.11) with the referral the user can send back
//! (E4.2). Nothing changes until "Apply": then the reply is played with its
//! dates, or, for an invalid message, the penalty is recorded (E6.6), and
//! the message is kept in the game's correspondence (E5.1).

use chrono::NaiveDate;

use super::CcdeskApp;
use crate::domain::command::{Command, apply};
use crate::domain::ids::GameId;
use crate::domain::ledger::{DateField, LedgerCommand};
use crate::domain::message::{
    Block, Correspondence, CorrespondenceCommand, Direction, Finding, LetterKind, ReadOptions,
    Reading, Severity, long_date, read_message, referral,
};
use crate::domain::project::Project;

/// The dialog's fields, kept between frames while it is open.
#[derive(Debug, Clone, Default)]
pub struct ReadForm {
    /// The message text, pasted or read from an `.eml`.
    pub text: String,
    /// The date the message arrived, `YYYY-MM-DD`.
    pub arrived: String,
    /// The `.eml` the text came from, with its sender and date.
    pub mail: Option<MailSource>,
    /// The game selected when the dialog opened.
    pub selected: Option<GameId>,
    /// Read the message as one of the selected game, rather than finding
    /// its game from what it says.
    pub only_selected: bool,
    /// What was read, for the text, date and game choice it was read from.
    reading: Option<(String, String, bool, Reading)>,
    /// What the last button did, or why it failed.
    pub outcome: Option<Result<String, String>>,
}

/// Where an `.eml` message came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailSource {
    /// The file.
    pub file: String,
    /// Its subject line.
    pub subject: Option<String>,
    /// The `Date:` day: the actual mailing date (E2.10).
    pub mailed: Option<NaiveDate>,
    /// The sender's address.
    pub from_email: Option<String>,
}

/// What "Apply" does: the commands, in words, and as one step.
struct Plan {
    steps: Vec<String>,
    command: Command,
    game: GameId,
}

impl CcdeskApp {
    /// Opens the "Read message…" dialog.
    pub fn open_read_dialog(&mut self) {
        self.read = Some(ReadForm {
            arrived: self.today().format("%Y-%m-%d").to_string(),
            selected: self.selection.game,
            ..ReadForm::default()
        });
    }
}

fn arrived_date(form: &ReadForm) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(form.arrived.trim(), "%Y-%m-%d").map_err(|_| {
        format!(
            "The arrival date \"{}\" is not a date like 2026-03-14.",
            form.arrived
        )
    })
}

/// Reads the form's message again when its text or date changed.
fn refresh(project: &Project, form: &mut ReadForm) {
    if form.reading.as_ref().is_some_and(|(t, a, o, _)| {
        *t == form.text && *a == form.arrived && *o == form.only_selected
    }) {
        return;
    }
    if form.text.trim().is_empty() {
        form.reading = None;
        return;
    }
    let options = ReadOptions {
        game: form.selected.filter(|_| form.only_selected),
        arrived: arrived_date(form).ok(),
        mailed: form.mail.as_ref().and_then(|m| m.mailed),
        from_email: form.mail.as_ref().and_then(|m| m.from_email.clone()),
    };
    let reading = read_message(project, &form.text, &options);
    form.reading = Some((
        form.text.clone(),
        form.arrived.clone(),
        form.only_selected,
        reading,
    ));
}

/// The commands that apply a reading: the moves played (simulated on a
/// copy so moves that conditional moves answer are not played twice), the
/// penalties (E6.6), and the message kept.
/// The kind a message states in its machine-readable block, if it does.
fn stated_kind(text: &str) -> Option<LetterKind> {
    Block::find(text)?
        .get("kind")
        .and_then(LetterKind::from_name)
}

/// What a message that carries no move is, in words; `None` for a
/// message that carries a move (or does not say what it is).
fn other_kind(kind: Option<LetterKind>) -> Option<&'static str> {
    match kind? {
        LetterKind::Move | LetterKind::Repeat | LetterKind::PostalCard => None,
        LetterKind::Referral => Some("a referral for correction (E4.2)"),
        LetterKind::TimeClaim => Some("a time claim (E7.2)"),
        LetterKind::Leave => Some("a leave announcement (E8.2)"),
        LetterKind::AddressChange => Some("a change of address (E5.3)"),
        LetterKind::Escalation => Some("a message to the TD about silence (E3.2)"),
    }
}

/// The game a message names in its block (`game: g12`), if it is in the project.
fn named_game(project: &Project, text: &str) -> Option<GameId> {
    let id = Block::find(text)?
        .get("game")?
        .trim()
        .trim_start_matches(['g', 'G'])
        .parse()
        .ok()
        .map(GameId)?;
    project.game(id).map(|g| g.id)
}

/// A message without a move (a referral, a claim, leave...): nothing is
/// checked or played; it is kept with the game it names, else the
/// selected one.
fn keep_only(project: &Project, form: &ReadForm, what: &str) -> Result<Plan, String> {
    let game = named_game(project, &form.text)
        .or(form.selected)
        .ok_or("Select the game this message belongs to, then read it again.")?;
    let arrived = arrived_date(form)?;
    Ok(Plan {
        steps: vec![format!(
            "keep {what} with game {game} as received on {}",
            long_date(arrived)
        )],
        command: Command::Correspondence(CorrespondenceCommand::Keep {
            entry: Correspondence {
                game,
                direction: Direction::Received,
                date: arrived,
                kind: stated_kind(&form.text),
                subject: form
                    .mail
                    .as_ref()
                    .and_then(|m| m.subject.clone())
                    .unwrap_or_default(),
                text: form.text.clone(),
                understood: format!("{what}: no move to check\n"),
            },
            index: None,
        }),
        game,
    })
}

fn plan(project: &Project, form: &ReadForm, reading: &Reading) -> Result<Plan, String> {
    if let Some(what) = other_kind(stated_kind(&form.text)) {
        return keep_only(project, form, what);
    }
    let game = reading
        .game
        .ok_or("ccdesk cannot tell which game this message is about: nothing can be applied.")?;
    let arrived = arrived_date(form)?;
    let mut steps = Vec::new();
    let mut commands = Vec::new();
    let invalid = reading
        .findings
        .iter()
        .any(|f| f.severity() == Severity::Invalid);
    if !invalid {
        // The moves are tried on a copy of the game alone.
        let mut trial = Project::new(String::new());
        trial.games.extend(project.game(game).into_iter().cloned());
        let start = trial.game(game).map_or(0, |g| g.moves.len());
        for (i, san) in reading.moves_san.iter().enumerate() {
            let ply = start + i;
            let already = trial
                .game(game)
                .and_then(|g| g.moves.get(ply))
                .map(|m| m.san.trim_end_matches(['+', '#']) == san.trim_end_matches(['+', '#']));
            match already {
                Some(true) => continue,
                Some(false) => {
                    return Err(format!(
                        "{san} does not follow the conditional moves in force."
                    ));
                }
                None => {}
            }
            if i == 0 {
                first_move(
                    &mut trial,
                    game,
                    ply,
                    san,
                    reading,
                    arrived,
                    &mut steps,
                    &mut commands,
                )?;
                continue;
            }
            let command = Command::PlayMove {
                game,
                san: san.clone(),
                received: None,
                sent: reading.sent,
            };
            apply(&mut trial, command.clone()).map_err(|e| e.to_string())?;
            steps.push(format!("play {san}"));
            commands.push(command);
        }
    }
    for penalty in reading.penalties() {
        steps.push(format!(
            "record a penalty against {} move {}: {} (E6.6)",
            if penalty.colour.is_white() {
                "White's"
            } else {
                "Black's"
            },
            penalty.move_number,
            penalty.reason.describe()
        ));
        commands.push(Command::Ledger(LedgerCommand::AddPenalty {
            game,
            penalty,
            index: None,
        }));
    }
    steps.push(format!(
        "keep the message as received on {}",
        long_date(arrived)
    ));
    let subject = form
        .mail
        .as_ref()
        .and_then(|m| m.subject.clone())
        .unwrap_or_default();
    commands.push(Command::Correspondence(CorrespondenceCommand::Keep {
        entry: Correspondence {
            game,
            direction: Direction::Received,
            date: arrived,
            kind: stated_kind(&form.text)
                .or((!reading.moves_san.is_empty()).then_some(LetterKind::Move)),
            subject,
            text: form.text.clone(),
            understood: reading.report(project),
        },
        index: None,
    }));
    Ok(Plan {
        steps,
        command: Command::Batch(commands),
        game,
    })
}

/// A date of the sender's the reader corrected (E2.10): as stated, as counted.
fn corrected(reading: &Reading, what: &str) -> Option<(NaiveDate, NaiveDate)> {
    reading.findings.iter().find_map(|f| match f {
        Finding::DateCorrected {
            what: w,
            stated,
            date,
        } if w == what => Some((*stated, *date)),
        _ => None,
    })
}

/// Plays the sender's first move with the dates as stated, then corrects
/// those the reader found wrong, so the ledger keeps both (E2.10); when
/// the stated dates cannot stand at all, with the corrected ones.
#[allow(clippy::too_many_arguments)]
fn first_move(
    trial: &mut Project,
    game: GameId,
    ply: usize,
    san: &str,
    reading: &Reading,
    arrived: NaiveDate,
    steps: &mut Vec<String>,
    commands: &mut Vec<Command>,
) -> Result<(), String> {
    let sent_fix = corrected(reading, "the date you sent your move");
    let received_fix = corrected(reading, "the date you received my move");
    let stated = Command::PlayMove {
        game,
        san: san.to_owned(),
        received: received_fix.map(|(s, _)| s).or(reading.received),
        sent: sent_fix.map(|(s, _)| s).or(reading.sent),
    };
    let counted = Command::PlayMove {
        game,
        san: san.to_owned(),
        received: reading.received,
        sent: reading.sent,
    };
    let with_stated = apply(trial, stated.clone()).is_ok();
    if !with_stated {
        apply(trial, counted.clone()).map_err(|e| e.to_string())?;
    }
    steps.push(format!(
        "play {san}{}",
        reading
            .sent
            .map_or_else(String::new, |d| format!(", sent {}", long_date(d)))
    ));
    commands.push(if with_stated { stated } else { counted });
    if !with_stated {
        return Ok(());
    }
    for (field, fix, what) in [
        (DateField::Received, received_fix, "received"),
        (DateField::Sent, sent_fix, "sent"),
    ] {
        let Some((was, date)) = fix else {
            continue;
        };
        let command = Command::Ledger(LedgerCommand::CorrectDate {
            game,
            ply,
            field,
            corrected: date,
            noted_on: Some(arrived),
        });
        if apply(trial, command.clone()).is_ok() {
            steps.push(format!(
                "correct the {what} date from {} to {} (E2.10)",
                long_date(was),
                long_date(date)
            ));
            commands.push(command);
        }
    }
    Ok(())
}

const ERROR: egui::Color32 = egui::Color32::from_rgb(170, 30, 30);
const WARN: egui::Color32 = egui::Color32::from_rgb(150, 90, 0);

/// Draws the dialog while it is open.
pub(crate) fn read_dialog_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(mut form) = app.read.take() else {
        return;
    };
    let today = app.today();
    refresh(&app.doc.project, &mut form);
    let project = &app.doc.project;
    let reading = form.reading.as_ref().map(|(_, _, _, r)| r.clone());
    let planned = reading.as_ref().map(|r| plan(project, &form, r));
    let moving = other_kind(stated_kind(&form.text)).is_none();
    let referral_letter = reading.as_ref().filter(|_| moving).and_then(|r| {
        let game = project.game(r.game?)?;
        (!r.findings.is_empty()).then(|| referral(project, game, r, today))
    });
    let mut close = false;
    let mut open_eml = false;
    let mut apply_now = false;
    egui::Modal::new(egui::Id::unique("read_dialog")).show(ctx, |ui| {
        ui.set_width(640.0);
        ui.heading("Read a message");
        ui.horizontal(|ui| {
            if ui
                .button("Open .eml…")
                .on_hover_text("read an email file saved from your mail program")
                .clicked()
            {
                open_eml = true;
            }
            let l = ui.label("Arrived on:");
            ui.add(
                egui::TextEdit::singleline(&mut form.arrived)
                    .hint_text("YYYY-MM-DD")
                    .desired_width(110.0),
            )
            .labelled_by(l.id);
            if let Some(id) = form.selected {
                ui.checkbox(&mut form.only_selected, format!("about game {id}"))
                    .on_hover_text("read it as a message of the selected game, when ccdesk cannot tell which game it is about");
            }
        });
        if let Some(mail) = &form.mail {
            ui.label(format!(
                "From {}: {}, sent {}",
                mail.file,
                mail.from_email.as_deref().unwrap_or("unknown sender"),
                mail.mailed
                    .map_or_else(|| "on an unknown date".to_owned(), long_date)
            ));
        }
        let l = ui.label("Message:");
        egui::ScrollArea::vertical()
            .id_salt("read_text")
            .max_height(180.0)
            .show(ui, |ui| {
                ui.add(
                    egui::TextEdit::multiline(&mut form.text)
                        .hint_text("paste the message here")
                        .font(egui::TextStyle::Monospace)
                        .desired_rows(6)
                        .desired_width(f32::INFINITY),
                )
                .labelled_by(l.id);
            });
        ui.separator();
        let other = other_kind(stated_kind(&form.text));
        match (&reading, other) {
            (None, _) => {
                ui.label("Paste a message or open an .eml to see what it says.");
            }
            (Some(_), Some(what)) => {
                ui.label(format!(
                    "This is {what}, not a move: there is nothing to check or play."
                ));
            }
            (Some(r), None) => {
                ui.label(egui::RichText::new("What ccdesk understood").strong());
                ui.label(egui::RichText::new(r.summary(project)).monospace());
                if r.findings.is_empty() {
                    ui.label("No problems found.");
                }
                for f in &r.findings {
                    let colour = match f.severity() {
                        Severity::Invalid => ERROR,
                        Severity::Disagreement => WARN,
                        Severity::Note => ui.visuals().text_color(),
                    };
                    ui.colored_label(colour, f.to_string());
                }
            }
        }
        if let Some(letter) = &referral_letter {
            ui.collapsing("Referral to send back (E4.2)", |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("read_referral")
                    .max_height(160.0)
                    .show(ui, |ui| {
                        ui.add(
                            egui::TextEdit::multiline(&mut letter.body.as_str())
                                .font(egui::TextStyle::Monospace)
                                .desired_width(f32::INFINITY),
                        );
                    });
                if ui.button("Copy referral").clicked() {
                    ui.ctx()
                        .copy_text(format!("Subject: {}\n\n{}", letter.subject, letter.body));
                    form.outcome = Some(Ok("Copied the referral.".to_owned()));
                }
            });
        }
        if let Some(p) = &planned {
            match p {
                Ok(plan) => {
                    ui.label("Apply will:");
                    for step in &plan.steps {
                        ui.label(format!("• {step}"));
                    }
                }
                Err(e) => {
                    ui.colored_label(ERROR, e);
                }
            }
        }
        if let Some(outcome) = &form.outcome {
            match outcome {
                Ok(text) => ui.label(text),
                Err(text) => ui.colored_label(ERROR, text),
            };
        }
        ui.horizontal(|ui| {
            let ready = matches!(planned, Some(Ok(_)));
            if ui.add_enabled(ready, egui::Button::new("Apply")).clicked() {
                apply_now = true;
            }
            if ui.button("Close").clicked() {
                close = true;
            }
        });
    });
    if open_eml && let Some(path) = app.files.open_eml() {
        match crate::io::eml::load_eml(&path) {
            Ok(mail) => {
                form.text = mail.body;
                form.mail = Some(MailSource {
                    file: path.file_name().map_or_else(
                        || path.display().to_string(),
                        |n| n.to_string_lossy().into_owned(),
                    ),
                    subject: mail.subject,
                    mailed: mail.date,
                    from_email: mail.from_email,
                });
                form.reading = None;
                form.outcome = None;
            }
            Err(e) => form.outcome = Some(Err(e.to_string())),
        }
    }
    if apply_now && let Some(Ok(plan)) = planned {
        let summary = format!("{}: {}", plan.game, plan.steps.join("; "));
        match app.doc.execute(plan.command) {
            Ok(()) => {
                app.doc.last_event = Some(summary);
                app.select_game(plan.game);
                return;
            }
            Err(e) => form.outcome = Some(Err(e.to_string())),
        }
    }
    if !close {
        app.read = Some(form);
    }
}
