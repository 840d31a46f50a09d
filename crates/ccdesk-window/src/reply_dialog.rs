//! The "Reply…" dialog: the message the rules require for the selected
//! game, built from the game and its ledger (E2.1-E2.11): the move entered
//! on the board and not yet sent, or one typed here. It can be copied,
//! saved as an `.eml`, opened in the mail client, and marked sent, which
//! records the mailing date in the ledger (E2.8) and keeps the message in
//! the game's correspondence (E5.1). While the owner waits for a silent
//! opponent, the repeat (E3.1) and the message to the TD (E3.2) are
//! offered once the ledger says they are due. Every other kind of message
//! is offered too, each applied as `ccdesk message compose --record`
//! applies it (the domain's `plan_declaration`, or `plan_send_offering`
//! for a draw offered with a move): a resignation, a draw offer and its
//! answer (E1.1), a time claim (E7.1, E7.2), a protest (E7.3), the result
//! to the TD (E12.1), a change of address (E5.3) and a leave announcement
//! (E8.2).

use super::CcdeskApp;
use super::i18n::Catalogue;
use super::services::{FileFilter, FileRequest};
use ccdesk_domain::command::Command;
use ccdesk_domain::game::Game;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::ledger::LedgerCommand;
use ccdesk_domain::message::{
    Addressee, Correspondence, CorrespondenceCommand, Direction, Letter, LetterKind, MoveMessage,
    Silence, inform_td_after_silence, leave_announcement, notices_to, plan_declaration,
    plan_send_offering, plays_by_post, postal_card, recipients, repeat_after_silence, silence_of,
};
use ccdesk_domain::notation::{Notation, format_move, read_typed_move_in};
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::contacts::{organiser_addressee, owner_address_missing};
use ccdesk_io::pdf::postcard_pdf::CardPaper;
use chrono::NaiveDate;

/// Which message the dialog writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplyKind {
    /// The move message (E2).
    Move,
    /// The move repeated after silence, copy to the TD (E3.1, P12).
    Repeat,
    /// The TD told of a further silence (E3.2, P12).
    InformTd,
    /// A draw offer, with the move when one is given (E1.1).
    OfferDraw,
    /// The opponent's draw offer accepted (E1.1).
    AcceptDraw,
    /// The opponent's draw offer declined (E1.1).
    DeclineDraw,
    /// The game resigned (E1.1).
    Resign,
    /// A time claim, copy to the TD (E7.1, E7.2).
    ClaimTime,
    /// A protest against the opponent's time claim, to the TD (E7.3).
    Protest,
    /// The result and the record of the moves, to the TD (E12.1).
    ReportResult,
    /// The owner's address, to the opponents and the TD (E5.3).
    AddressChange,
    /// The owner's leave, to the opponents and the TD (E8.2).
    Leave,
}

impl ReplyKind {
    /// Every kind, in the order the dialog lists them.
    pub const ALL: [ReplyKind; 12] = [
        ReplyKind::Move,
        ReplyKind::OfferDraw,
        ReplyKind::AcceptDraw,
        ReplyKind::DeclineDraw,
        ReplyKind::Resign,
        ReplyKind::ClaimTime,
        ReplyKind::Protest,
        ReplyKind::ReportResult,
        ReplyKind::Repeat,
        ReplyKind::InformTd,
        ReplyKind::Leave,
        ReplyKind::AddressChange,
    ];

    fn label(self, postal: bool, texts: &Catalogue) -> String {
        texts.t(self.label_key(postal))
    }

    /// The catalogue key of the kind's name in the list.
    fn label_key(self, postal: bool) -> &'static str {
        if postal {
            // rule: P12 — by post the repeat goes by recorded post and the
            // captain informs the Organiser; P13: the captain's time claim.
            match self {
                ReplyKind::Repeat => return "reply-kind-repeat-postal",
                ReplyKind::InformTd => return "reply-kind-inform-organiser",
                ReplyKind::ClaimTime => return "reply-kind-claim-time-postal",
                ReplyKind::Protest => return "reply-kind-protest-postal",
                ReplyKind::ReportResult => return "reply-kind-result-postal",
                ReplyKind::Leave => return "reply-kind-leave-postal",
                ReplyKind::AddressChange => return "reply-kind-address-postal",
                _ => {}
            }
        }
        match self {
            ReplyKind::Move => "reply-kind-move",
            ReplyKind::Repeat => "reply-kind-repeat",
            ReplyKind::InformTd => "reply-kind-inform-td",
            ReplyKind::OfferDraw => "reply-kind-offer-draw",
            ReplyKind::AcceptDraw => "reply-kind-accept-draw",
            ReplyKind::DeclineDraw => "reply-kind-decline-draw",
            ReplyKind::Resign => "reply-kind-resign",
            ReplyKind::ClaimTime => "reply-kind-claim-time",
            ReplyKind::Protest => "reply-kind-protest",
            ReplyKind::ReportResult => "reply-kind-result",
            ReplyKind::AddressChange => "reply-kind-address",
            ReplyKind::Leave => "reply-kind-leave",
        }
    }

    /// The domain's kind for the messages `plan_declaration` sends.
    fn declaration(self) -> Option<LetterKind> {
        match self {
            ReplyKind::OfferDraw => Some(LetterKind::DrawOffer),
            ReplyKind::AcceptDraw => Some(LetterKind::DrawAccepted),
            ReplyKind::DeclineDraw => Some(LetterKind::DrawDeclined),
            ReplyKind::Resign => Some(LetterKind::Resignation),
            ReplyKind::ClaimTime => Some(LetterKind::TimeClaim),
            ReplyKind::Protest => Some(LetterKind::Protest),
            ReplyKind::ReportResult => Some(LetterKind::ResultReport),
            ReplyKind::AddressChange => Some(LetterKind::AddressChange),
            ReplyKind::Move | ReplyKind::Repeat | ReplyKind::InformTd | ReplyKind::Leave => None,
        }
    }

    /// Whether the message goes to the TD, or with a copy to the TD.
    fn copies_the_td(self) -> bool {
        !matches!(
            self,
            ReplyKind::Move
                | ReplyKind::OfferDraw
                | ReplyKind::AcceptDraw
                | ReplyKind::DeclineDraw
                | ReplyKind::Resign
        )
    }

    /// Whether the move field goes with this kind.
    fn takes_a_move(self) -> bool {
        matches!(self, ReplyKind::Move | ReplyKind::OfferDraw)
    }
}

/// The dialog's fields, kept between frames while it is open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyForm {
    /// The game replied to.
    pub game: GameId,
    /// Which message.
    pub kind: ReplyKind,
    /// The move typed here when none is waiting on the board.
    pub move_text: String,
    /// The mailing date, `YYYY-MM-DD`.
    pub date: String,
    /// The Tournament Director's name (repeat and E3.2 messages).
    pub td_name: String,
    /// The Tournament Director's email address.
    pub td_email: String,
    /// The Organiser's postal address, a line each, for a postal game's
    /// notices when the competition records none (P12).
    pub td_address: String,
    /// The first day of the leave announced, `YYYY-MM-DD` (E8.2).
    pub leave_from: String,
    /// The last day of the leave announced, `YYYY-MM-DD`.
    pub leave_to: String,
    /// What the last button did, or why it failed.
    pub outcome: Option<Result<String, String>>,
    /// Print postcard: with a diagram of the position after the move.
    pub card_diagram: bool,
}

/// A message ready to send, and what "Mark sent" does.
struct Draft {
    letter: Letter,
    date: NaiveDate,
    mark_sent: Command,
    what: String,
    /// Under the postal rules, the move's message for the scorecard text
    /// and the printed postcard (P03, P04).
    card: Option<MoveMessage>,
}

fn keep(letter: &Letter, game: GameId, date: NaiveDate) -> Command {
    Command::Correspondence(CorrespondenceCommand::Keep {
        entry: Correspondence {
            mail: Some(Box::new(ccdesk_domain::mail::MailRecord::of_letter(letter))),
            sender_name: String::new(),
            sender_email: String::new(),
            date_assumed: false,
            game,
            direction: Direction::Sent,
            date,
            kind: Some(letter.kind),
            subject: letter.subject.clone(),
            text: letter.body.clone(),
            understood: String::new(),
        },
        index: None,
    })
}

/// A move entered on the board and waiting for its dates, as the Reply
/// field shows it: in the game's notation and piece letters (E2.2), which
/// the field reads back first.
fn pending_text(project: &Project, p: &crate::move_dates::PendingMove) -> String {
    project
        .game(p.game)
        .and_then(|g| {
            let replay = g.replay().ok()?;
            let pos = replay.positions.get(p.at_ply)?;
            Some(g.write_move(pos, &p.played))
        })
        .unwrap_or_else(|| p.san.clone())
}

fn move_draft(
    project: &Project,
    game: &Game,
    form: &ReplyForm,
    date: NaiveDate,
    offer_draw: bool,
    texts: &Catalogue,
) -> Result<Draft, String> {
    // A move entered on the board and not yet sent goes out as it is;
    // otherwise the move typed above is played. Either way Mark sent is the
    // domain's send plan, as `ccdesk message compose --record` applies it.
    let waiting = game.moves.last().is_some_and(|m| m.sent.is_none());
    let typed = form.move_text.trim();
    if !waiting && game.is_finished() {
        return Err(texts.t("reply-error-game-over"));
    }
    if !waiting && typed.is_empty() {
        return Err(texts.t("reply-error-no-move"));
    }
    // The typed move is read as the board's Move field reads it: the
    // game's piece letters first, then any language's where one reading
    // is legal (E2.2, E4.4); the plan gets it as UCI, which no letters can
    // misread, and what was assumed is said with the draft.
    let (typed, assumed) = if waiting {
        (String::new(), None)
    } else {
        let pos = game
            .replay()
            .map_err(|e| capitalised(&format!("game {}: {e}", game.id)))?
            .current()
            .clone();
        let read = read_typed_move_in(&pos, typed, game.letters)
            .map_err(|e| capitalised(&e.to_string()))?;
        (format_move(&pos, &read.mv, Notation::Uci), read.assumed)
    };
    let plan = plan_send_offering(
        project,
        game.id,
        (!waiting).then_some(typed.as_str()),
        date,
        None,
        &[],
        offer_draw,
    )
    .map_err(|e| capitalised(&e.to_string()))?;
    let message = plan.message;
    let proposed = !message.proposal.is_empty();
    let args = [
        ("move", message.reply.display().to_string().into()),
        ("date", texts.letter_date(date).into()),
    ];
    let mut what = texts.ta(
        match (waiting, proposed) {
            (true, true) => "reply-what-pending-conditional",
            (true, false) => "reply-what-pending",
            (false, _) => "reply-what-played",
        },
        &args,
    );
    if offer_draw {
        what.push_str(&texts.t("reply-what-with-draw-offer"));
    }
    if let Some(assumed) = assumed {
        what.push_str(&format!(" ({assumed})"));
    }
    Ok(Draft {
        card: message.postal.then(|| message.clone()),
        what,
        letter: message.letter(),
        date,
        mark_sent: plan.command,
    })
}

/// Who the notices and copies of `form`'s message go to: the TD as typed,
/// or by post the Organiser (the domain's [`notices_to`]).
fn td_of(project: &Project, game: &Game, form: &ReplyForm) -> Addressee {
    notices_to(
        project,
        game,
        &Addressee {
            name: form.td_name.trim().to_owned(),
            email: form.td_email.trim().to_owned(),
            address: form.td_address.trim().to_owned(),
        },
    )
}

/// The grid rows naming the Organiser a postal game's notices go to: his
/// name and address from the competition, or fields for them where the
/// competition records none.
fn organiser_rows(ui: &mut egui::Ui, texts: &Catalogue, project: &Project, form: &mut ReplyForm) {
    if let Some(o) = organiser_addressee(project) {
        ui.label(texts.t("reply-organiser"));
        let mut lines = vec![o.name];
        lines.extend(o.address);
        ui.label(lines.join(", "))
            .on_hover_text(texts.t("reply-organiser-hint"));
        ui.end_row();
        return;
    }
    let l = ui.label(texts.t("reply-organiser"));
    ui.add(egui::TextEdit::singleline(&mut form.td_name).desired_width(240.0))
        .labelled_by(l.id)
        .on_hover_text(texts.t("reply-organiser-missing-hint"));
    ui.end_row();
    let l = ui.label(texts.t("reply-organiser-address"));
    ui.add(
        egui::TextEdit::multiline(&mut form.td_address)
            .desired_rows(3)
            .hint_text(texts.t("reply-organiser-address-hint"))
            .desired_width(240.0),
    )
    .labelled_by(l.id);
    ui.end_row();
}

/// A sentence from the domain's words: its first letter capitalised.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_uppercase().chain(chars).collect::<String>()
    })
}

fn draft(
    project: &Project,
    form: &ReplyForm,
    today: NaiveDate,
    texts: &Catalogue,
) -> Result<Draft, String> {
    let game = project.game(form.game).ok_or_else(|| {
        texts.ta(
            "reply-error-no-game",
            &[("game", form.game.to_string().into())],
        )
    })?;
    // A server game's moves, repeats and claims go through its server.
    if let Some(link) = game.server.as_deref() {
        return Err(capitalised(
            &ccdesk_domain::message::SendError::ServerGame {
                game: game.id,
                server: link.server.clone(),
            }
            .to_string(),
        ));
    }
    let date = NaiveDate::parse_from_str(form.date.trim(), "%Y-%m-%d")
        .map_err(|_| texts.ta("reply-error-date", &[("text", form.date.as_str().into())]))?;
    let td = td_of(project, game, form);
    let with_move =
        game.moves.last().is_some_and(|m| m.sent.is_none()) || !form.move_text.trim().is_empty();
    if let Some(kind) = form.kind.declaration()
        && !(form.kind == ReplyKind::OfferDraw && with_move)
    {
        let plan = plan_declaration(project, game.id, kind, date, &td)
            .map_err(|e| capitalised(&e.to_string()))?;
        return Ok(Draft {
            card: None,
            what: texts.ta(
                "reply-what-declaration",
                &[
                    (
                        "steps",
                        plan.steps
                            .iter()
                            .take(plan.steps.len().saturating_sub(1))
                            .cloned()
                            .chain(std::iter::once(texts.t("reply-step-message-sent")))
                            .collect::<Vec<_>>()
                            .join(", ")
                            .into(),
                    ),
                    ("date", texts.letter_date(date).into()),
                ],
            ),
            letter: plan.letter,
            date,
            mark_sent: plan.command,
        });
    }
    match form.kind {
        ReplyKind::Move => move_draft(project, game, form, date, false, texts),
        ReplyKind::OfferDraw => move_draft(project, game, form, date, true, texts),
        ReplyKind::Leave => leave_draft(project, game, form, date, &td, texts),
        ReplyKind::Repeat => {
            let letter =
                repeat_after_silence(project, game, date, &td).map_err(|e| e.to_string())?;
            let ply = game
                .moves
                .iter()
                .rposition(|m| m.sent.is_some())
                .ok_or_else(|| texts.t("reply-error-no-sent-move"))?;
            Ok(Draft {
                card: None,
                // The ledger counts the E3.2 period from the repeat.
                mark_sent: Command::Batch(vec![
                    Command::Ledger(LedgerCommand::RecordRepeat {
                        game: game.id,
                        ply,
                        sent: Some(date),
                    }),
                    keep(&letter, game.id, date),
                ]),
                what: texts.ta(
                    "reply-what-repeat",
                    &[("date", texts.letter_date(date).into())],
                ),
                letter,
                date,
            })
        }
        ReplyKind::InformTd => {
            let repeat_sent = silence_of(project, game, today).and_then(|s| s.repeat_sent);
            let letter = inform_td_after_silence(project, game, date, &td, repeat_sent)
                .map_err(|e| e.to_string())?;
            Ok(Draft {
                card: None,
                mark_sent: keep(&letter, game.id, date),
                what: texts.ta(
                    "reply-what-inform-td",
                    &[("date", texts.letter_date(date).into())],
                ),
                letter,
                date,
            })
        }
        _ => Err(texts.t("reply-error-not-written-here")),
    }
}

/// The owner's leave announced to the opponents of his games in play and
/// the TD (E8.2): the domain's `leave_announcement`, kept with this game.
fn leave_draft(
    project: &Project,
    game: &Game,
    form: &ReplyForm,
    date: NaiveDate,
    td: &Addressee,
    texts: &Catalogue,
) -> Result<Draft, String> {
    let owner = project
        .owner()
        .and_then(|o| project.player(o))
        .ok_or_else(|| texts.t("reply-error-no-owner-leave"))?;
    let day = |text: &str, key: &str| {
        NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
            .map_err(|_| texts.ta(key, &[("text", text.into())]))
    };
    let from = day(&form.leave_from, "reply-error-leave-from")?;
    let to = day(&form.leave_to, "reply-error-leave-to")?;
    if to < from {
        return Err(texts.t("reply-error-leave-order"));
    }
    let games: Vec<&Game> = project
        .games()
        .iter()
        .filter(|g| !g.is_finished() && (g.white == owner.id || g.black == owner.id))
        .collect();
    let letter = leave_announcement(project, &games, owner, from, to, date, td);
    Ok(Draft {
        card: None,
        mark_sent: keep(&letter, game.id, date),
        what: texts.ta(
            "reply-what-leave",
            &[("date", texts.letter_date(date).into())],
        ),
        letter,
        date,
    })
}

/// Whether `kind` can be written for `game` as it stands (the others are
/// shown greyed in the list).
fn offered(project: &Project, game: &Game, kind: ReplyKind, silence: Option<&Silence>) -> bool {
    let me = project.owner_side(game);
    let over = game.is_finished();
    match kind {
        ReplyKind::Move | ReplyKind::OfferDraw | ReplyKind::Resign | ReplyKind::ClaimTime => !over,
        ReplyKind::AcceptDraw | ReplyKind::DeclineDraw => game
            .draw_offer
            .is_some_and(|o| me.is_none_or(|me| o.to() == me.into())),
        ReplyKind::Protest => game
            .clock
            .claims
            .iter()
            .any(|c| c.protest.is_none() && me.is_none_or(|me| c.offender() == me)),
        ReplyKind::ReportResult => over,
        ReplyKind::Repeat => silence.is_some_and(|s| !s.due.is_empty()),
        ReplyKind::InformTd => silence.is_some_and(Silence::escalation_due),
        ReplyKind::AddressChange | ReplyKind::Leave => project.owner().is_some(),
    }
}

/// The silence of `game` when the owner (or, without an owner, anyone) is
/// the one waiting.
fn my_silence(project: &Project, game: GameId, today: NaiveDate) -> Option<Silence> {
    let game = project.game(game)?;
    let silence = silence_of(project, game, today)?;
    project
        .owner_side(game)
        .is_none_or(|me| me == silence.waiting)
        .then_some(silence)
}

impl CcdeskApp {
    /// Opens the "Reply…" dialog on the selected game with `kind` chosen
    /// (the answer to a draw offer read, a leave announcement).
    pub fn open_reply_dialog_as(&mut self, kind: ReplyKind) {
        self.open_reply_dialog();
        if let Some(form) = &mut self.dialogs.reply {
            form.kind = kind;
        }
    }

    /// Opens the "Reply…" dialog on the announcement of the owner's leave
    /// from `from` to `to` (E8.2), as booking it offers.
    pub fn open_leave_announcement(&mut self, from: NaiveDate, to: NaiveDate) {
        self.open_reply_dialog_as(ReplyKind::Leave);
        if let Some(form) = &mut self.dialogs.reply {
            form.leave_from = from.format("%Y-%m-%d").to_string();
            form.leave_to = to.format("%Y-%m-%d").to_string();
        }
    }

    /// Opens the "Reply…" dialog on the selected game.
    pub fn open_reply_dialog(&mut self) {
        let Some(game) = self.selection.game else {
            self.doc.last_event = Some(self.t("reply-select-game"));
            return;
        };
        let today = self.today();
        let kind = match my_silence(&self.doc.project, game, today) {
            Some(s) if s.escalation_due() => ReplyKind::InformTd,
            Some(s) if s.repeat_due() => ReplyKind::Repeat,
            _ => ReplyKind::Move,
        };
        self.dialogs.reply = Some(ReplyForm {
            game,
            kind,
            // A move on the board still waiting for its dates is the one
            // replied with; marking it sent here plays it on that date.
            move_text: match &self.board.pending {
                Some(p) if p.game == game => pending_text(&self.doc.project, p),
                _ => self.board.move_text.trim().to_owned(),
            },
            date: today.format("%Y-%m-%d").to_string(),
            td_name: match self.doc.project.game(game) {
                Some(g) if plays_by_post(&self.doc.project, g) => "the Organiser".to_owned(),
                _ => "the Tournament Director".to_owned(),
            },
            td_email: String::new(),
            td_address: String::new(),
            leave_from: String::new(),
            leave_to: String::new(),
            outcome: None,
            card_diagram: false,
        });
    }
}

fn silence_text(texts: &Catalogue, project: &Project, game: GameId, silence: &Silence) -> String {
    let opponent = project.game(game).map_or_else(
        || texts.t("reply-the-opponent"),
        |g| {
            project
                .player_name(g.player((!silence.waiting).into()))
                .to_owned()
        },
    );
    let mut text = texts.ta(
        "reply-silence",
        &[
            ("opponent", opponent.into()),
            ("since", texts.letter_date(silence.last_sent).into()),
            (
                "due",
                texts.letter_date(silence.deadlines.repeat_due).into(),
            ),
        ],
    );
    if let Some(d) = silence.repeat_sent {
        let sent = texts.ta(
            "reply-silence-repeat-sent",
            &[("date", texts.letter_date(d).into())],
        );
        text.push_str(&format!(" ({sent})"));
    }
    let told = texts.t(match project.game(game) {
        Some(g) if plays_by_post(project, g) => "reply-the-organiser",
        _ => "reply-the-td",
    });
    text.push_str(&texts.ta(
        "reply-silence-told",
        &[
            ("told", told.into()),
            (
                "date",
                texts.letter_date(silence.deadlines.escalate_due).into(),
            ),
        ],
    ));
    text
}

/// Draws the dialog while it is open.
pub(crate) fn reply_dialog_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    let Some(mut form) = app.dialogs.reply.take() else {
        return;
    };
    let today = app.today();
    let project = &app.doc.project;
    let Some(game) = project.game(form.game) else {
        return;
    };
    let texts = app.texts();
    let t = |key: &str| texts.t(key);
    let heading = texts.ta(
        "reply-heading",
        &[
            ("white", project.player_name(game.white).into()),
            ("black", project.player_name(game.black).into()),
            ("event", game.event.as_str().into()),
        ],
    );
    let silence = my_silence(project, form.game, today);
    let drafted = draft(project, &form, today, &texts);
    let pending = game.moves.last().is_some_and(|m| m.sent.is_none());
    let mut close = false;
    let mut mark_sent = false;
    let mut send_mail = false;
    let mut save = false;
    let mut open_mail = false;
    let mut print_card: Option<CardPaper> = None;
    let mut print_letter = false;
    // rule: P01 — a postal game is played by post: no email actions.
    let postal = plays_by_post(project, game);
    egui::Modal::new(egui::Id::unique("reply_dialog")).show(ctx, |ui| {
        ui.set_width(620.0);
        ui.heading(heading);
        if let Some(s) = &silence {
            ui.label(silence_text(&texts, project, form.game, s));
        }
        ui.horizontal(|ui| {
            let l = ui.label(t("read-message"));
            crate::combo_value::show_combo(
                ui,
                egui::ComboBox::from_id_salt("reply_kind"),
                form.kind.label(postal, &texts),
                |ui| {
                    for kind in ReplyKind::ALL {
                        ui.add_enabled_ui(offered(project, game, kind, silence.as_ref()), |ui| {
                            ui.selectable_value(&mut form.kind, kind, kind.label(postal, &texts))
                        });
                    }
                },
            )
            .response
            .labelled_by(l.id);
        });
        egui::Grid::new("reply_grid")
            .num_columns(2)
            .spacing([10.0, 4.0])
            .show(ui, |ui| {
                if form.kind.takes_a_move() && !pending {
                    let l = ui.label(t("reply-my-move"));
                    ui.add(
                        egui::TextEdit::singleline(&mut form.move_text)
                            .hint_text(format!(
                                "{}, e2-e4, g1f3, 7163",
                                game.letters.from_english("Nf3")
                            ))
                            .desired_width(180.0),
                    )
                    .labelled_by(l.id);
                    ui.end_row();
                }
                let l = ui.label(t("reply-send-date"));
                ui.add(
                    egui::TextEdit::singleline(&mut form.date)
                        .hint_text("YYYY-MM-DD")
                        .desired_width(110.0),
                )
                .labelled_by(l.id);
                ui.end_row();
                if form.kind == ReplyKind::Leave {
                    let l = ui.label(t("reply-leave-from"));
                    ui.add(
                        egui::TextEdit::singleline(&mut form.leave_from)
                            .hint_text("YYYY-MM-DD")
                            .desired_width(110.0),
                    )
                    .labelled_by(l.id);
                    ui.end_row();
                    let l = ui.label(t("reply-leave-to"));
                    ui.add(
                        egui::TextEdit::singleline(&mut form.leave_to)
                            .hint_text("YYYY-MM-DD")
                            .desired_width(110.0),
                    )
                    .labelled_by(l.id);
                    ui.end_row();
                }
                if form.kind.copies_the_td() && postal {
                    organiser_rows(ui, &texts, project, &mut form);
                } else if form.kind.copies_the_td() {
                    let l = ui.label(t("reply-td-name"));
                    ui.add(egui::TextEdit::singleline(&mut form.td_name).desired_width(240.0))
                        .labelled_by(l.id);
                    ui.end_row();
                    let l = ui.label(t("reply-td-email"));
                    ui.add(egui::TextEdit::singleline(&mut form.td_email).desired_width(240.0))
                        .labelled_by(l.id);
                    ui.end_row();
                }
            });
        ui.separator();
        match &drafted {
            Ok(d) => {
                ui.label(texts.ta(
                    "reply-subject",
                    &[("subject", d.letter.subject.as_str().into())],
                ));
                // rule: P01 — a postal text names the recipient's address.
                ui.label(texts.ta(
                    "reply-to",
                    &[("to", recipients(&d.letter.to, postal).into())],
                ));
                // rule: P01 — the card's sender address: the owner's own, in a friendly game.
                if let Some(missing) =
                    owner_address_missing(project).filter(|_| postal && game.pairing.is_none())
                {
                    ui.colored_label(egui::Color32::from_rgb(170, 110, 0), missing.to_string());
                }
                if !d.letter.cc.is_empty() {
                    ui.label(texts.ta(
                        "reply-cc",
                        &[("cc", recipients(&d.letter.cc, postal).into())],
                    ));
                }
                egui::ScrollArea::vertical()
                    .id_salt("reply_text")
                    .auto_shrink([false, false])
                    .min_scrolled_height(300.0)
                    .max_height(300.0)
                    .show(ui, |ui| {
                        ui.add(
                            egui::TextEdit::multiline(&mut d.letter.body.as_str())
                                .font(egui::TextStyle::Monospace)
                                .desired_width(f32::INFINITY),
                        );
                    });
            }
            Err(e) => {
                ui.colored_label(egui::Color32::from_rgb(170, 30, 30), e);
            }
        }
        ui.horizontal(|ui| {
            let ready = drafted.is_ok();
            if ui
                .add_enabled(ready, egui::Button::new(t("reply-copy")))
                .on_hover_text(t("reply-copy-hint"))
                .clicked()
                && let Ok(d) = &drafted
            {
                ui.ctx().copy_text(format!(
                    "Subject: {}\n\n{}",
                    d.letter.subject, d.letter.body
                ));
                form.outcome = Some(Ok(t("reply-copied")));
            }
            if let Ok(Draft {
                card: Some(card), ..
            }) = &drafted
            {
                if ui
                    .button(t("reply-copy-card"))
                    .on_hover_text(t("reply-copy-card-hint"))
                    .clicked()
                {
                    ui.ctx().copy_text(postal_card(card));
                    form.outcome = Some(Ok(t("reply-copied-card")));
                }
                ui.menu_button(t("reply-print-postcard"), |ui| {
                    ui.checkbox(&mut form.card_diagram, t("reply-card-diagram"));
                    for (paper, label) in [
                        (CardPaper::Postcard, "reply-paper-postcard"),
                        (CardPaper::A6, "reply-paper-a6"),
                        (CardPaper::A4, "reply-paper-a4"),
                    ] {
                        if ui.button(t(label)).clicked() {
                            print_card = Some(paper);
                            ui.close();
                        }
                    }
                });
            }
            if postal
                && ui
                    .add_enabled(ready, egui::Button::new(t("reply-print-letter")))
                    .on_hover_text(t("reply-print-letter-hint"))
                    .clicked()
            {
                print_letter = true;
            }
            if !postal
                && ui
                    .add_enabled(ready, egui::Button::new(t("reply-save-eml")))
                    .on_hover_text(t("reply-save-eml-hint"))
                    .clicked()
            {
                save = true;
            }
            if !postal
                && ui
                    .add_enabled(ready, egui::Button::new(t("reply-open-mail")))
                    .on_hover_text(t("reply-open-mail-hint"))
                    .clicked()
            {
                open_mail = true;
            }
            let hint = drafted.as_ref().map_or_else(
                |_| t("reply-nothing-to-send"),
                |d| texts.ta("reply-mark-sent-hint", &[("what", d.what.as_str().into())]),
            );
            if !postal
                && ui
                    .add_enabled(
                        ready && !app.mail_send.running(),
                        egui::Button::new(t("reply-send")),
                    )
                    .on_hover_text(t("reply-send-hint"))
                    .clicked()
            {
                send_mail = true;
            }
            if ui
                .add_enabled(ready, egui::Button::new(t("score-mark-sent")))
                .on_hover_text(hint)
                .clicked()
            {
                mark_sent = true;
            }
            if ui.button(t("dialog-close")).clicked() {
                close = true;
            }
        });
        // What Copy, Save, Send or Mark sent did: below the buttons, in a
        // slot kept whether or not there is something to say, so the
        // buttons never move under the pointer.
        super::status_slot::status_slot_ui(ui, form.outcome.as_ref());
    });
    if let Some(paper) = print_card
        && let Ok(Draft {
            card: Some(message),
            ..
        }) = &drafted
        && let Err(why) =
            super::postcard_print::print_postcard(app, message.clone(), paper, form.card_diagram)
    {
        form.outcome = Some(Err(why));
    }
    if print_letter
        && let Ok(d) = &drafted
        && let Err(why) = super::postcard_print::print_letter(app, &d.letter, d.date, form.game)
    {
        form.outcome = Some(Err(why));
    }
    if save && let Ok(d) = &drafted {
        let name = format!("{}-{}.eml", form.game, d.date);
        let (letter, date) = (d.letter.clone(), d.date);
        let request = FileRequest::save(&t("reply-save-eml"), FileFilter::EML, &name);
        app.choose_file(request, move |app, _, path| {
            let texts = app.texts();
            let outcome = ccdesk_io::eml::save_eml(&path, &letter, date)
                .map(|()| {
                    texts.ta(
                        "reply-saved",
                        &[("path", path.display().to_string().into())],
                    )
                })
                .map_err(|e| texts.ta("reply-not-saved", &[("why", e.to_string().into())]));
            // Said once to a screen reader too: a failure at once.
            match &outcome {
                Ok(done) => app.announce(
                    super::announce::file_done(done),
                    super::announce::Urgency::Polite,
                ),
                Err(why) => app.announce(
                    super::announce::file_failed(why),
                    super::announce::Urgency::Assertive,
                ),
            }
            // The dialog says it too, where the user clicked.
            if let Some(form) = &mut app.dialogs.reply {
                form.outcome = Some(outcome);
            }
        });
    }
    if open_mail && let Ok(d) = &drafted {
        // Said to be opened only when the opener says it was.
        form.outcome = Some(
            d.letter
                .mailto()
                .map_err(|e| e.to_string())
                .and_then(|link| super::services::open_in_mail_client(app.opener.as_ref(), &link)),
        );
    }
    if send_mail && let Ok(d) = drafted {
        // The account first: without one nothing is marked sent.
        form.outcome = Some(app.mail_sender().and_then(|(account, password)| {
            let summary = super::announce::message_sent(form.game, &d.what);
            app.doc.execute(d.mark_sent).map_err(|e| e.to_string())?;
            app.announce(summary, super::announce::Urgency::Polite);
            app.board.move_text.clear();
            app.selection.ply = None;
            app.send_by_mail(form.game, account, password)
        }));
        app.dialogs.reply = Some(form);
        return;
    }
    if mark_sent && let Ok(d) = drafted {
        let summary = super::announce::message_sent(form.game, &d.what);
        match app.doc.execute(d.mark_sent) {
            Ok(()) => {
                app.announce(summary, super::announce::Urgency::Polite);
                app.board.move_text.clear();
                app.selection.ply = None;
                return;
            }
            Err(e) => form.outcome = Some(Err(e.to_string())),
        }
    }
    if !close {
        app.dialogs.reply = Some(form);
    }
}
