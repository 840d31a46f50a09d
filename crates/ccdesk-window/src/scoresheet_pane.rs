//! The scoresheet pane: numbered moves in two columns (E2.1) in the
//! notation agreed for the game (E2.2, P02), with the date each was sent;
//! click a move to see its position on the board. Below: the result and
//! how the game ended, draws that can be claimed, conditional moves and
//! analysis lines.

use shakmaty::{Chess, Move, Position};

use super::app_command::{AppCommand, BoardCommand};
use super::board_pane::{navigation_buttons_ui, navigation_keys};
use super::i18n::Catalogue;
use super::view_context::ViewContext;
use ccdesk_domain::colour::Colour;
use ccdesk_domain::command::Command;
use ccdesk_domain::game::{
    ConditionalProposal, Game, GameCommand, GameResult, Outcome, Replay, Termination, detect_end,
};
use ccdesk_domain::language::Language;
use ccdesk_domain::message::wording::Wording;
use ccdesk_domain::notation::{Notation, PieceLetters, format_line_with};

/// The notations a player can choose for a game's scoresheet.
const CHOICES: [Notation; 5] = Notation::ALL;

/// A language's piece letters as the game's menus (here and in New game)
/// name them: `German (K D T L S)`; in another window language the name
/// of its wording table, `deutsche Figurenbuchstaben (K D T L S)`.
pub(crate) fn letters_label(texts: &Catalogue, letters: PieceLetters) -> String {
    let name = match texts.language() {
        Language::English => letters.to_string(),
        other => {
            let i = PieceLetters::ALL
                .iter()
                .position(|l| *l == letters)
                .unwrap_or_default();
            Wording::of(other).letters[i].to_owned()
        }
    };
    format!("{name} ({})", letters.pieces())
}

/// A language named in the window's language: "German" in English,
/// "Deutsch" in German, "allemand" in French.
pub(crate) fn language_name(texts: &Catalogue, language: Language) -> String {
    texts.t(match language {
        Language::English => "language-english",
        Language::German => "language-german",
        Language::French => "language-french",
        Language::Spanish => "language-spanish",
        Language::Italian => "language-italian",
    })
}

/// A language as the game's menu names it: `German (Deutsch)`,
/// `English` (in an English window; `Englisch (English)`, `Deutsch` in a
/// German one).
fn language_label(texts: &Catalogue, language: Language) -> String {
    let name = language_name(texts, language);
    if name == language.own_name() {
        name
    } else {
        format!("{name} ({})", language.own_name())
    }
}

/// What the game's notation menu shows closed: the record's label, and
/// the language of the messages where it is not English
/// (`algebraic (SAN), German letters K D T L S; messages in German`).
fn notation_menu_label(
    texts: &Catalogue,
    notation: Notation,
    letters: PieceLetters,
    language: Language,
) -> String {
    // The notation's name in the window's language, as the printouts name
    // it in theirs (one table).
    let label = Wording::of(texts.language()).record_label(notation, letters);
    if language == Language::English {
        label
    } else {
        texts.ta(
            "score-messages-in",
            &[
                ("label", label.into()),
                ("language", language_name(texts, language).into()),
            ],
        )
    }
}

/// One row of the scoresheet: a move number with White's and Black's move
/// (as indexes into the moves), either missing at the start or the end.
struct Row {
    /// Place of the row on the sheet, from 0.
    index: usize,
    number: u32,
    white: Option<usize>,
    black: Option<usize>,
}

fn rows(start: &Chess, len: usize) -> Vec<Row> {
    let mut rows = Vec::with_capacity(len / 2 + 1);
    let mut number = start.fullmoves().get();
    let mut i = 0;
    if start.turn().is_black() && len > 0 {
        rows.push(Row {
            index: 0,
            number,
            white: None,
            black: Some(0),
        });
        number += 1;
        i = 1;
    }
    while i < len {
        rows.push(Row {
            index: rows.len(),
            number,
            white: Some(i),
            black: (i + 1 < len).then_some(i + 1),
        });
        number += 1;
        i += 2;
    }
    rows
}

/// The score as text in the game's notation: `1. e4 e5 2. Nf3 ... 1-0`.
pub(crate) fn score_text(game: &Game, replay: &Replay) -> String {
    let written = format_line_with(
        &replay.positions[0],
        &replay.moves,
        game.notation,
        game.letters,
    );
    let mut out = String::new();
    for row in rows(&replay.positions[0], written.len()) {
        if !out.is_empty() {
            out.push(' ');
        }
        match (row.white, row.black) {
            (Some(w), b) => {
                out.push_str(&format!("{}. {}", row.number, written[w]));
                if let Some(b) = b {
                    out.push(' ');
                    out.push_str(&written[b]);
                }
            }
            (None, Some(b)) => out.push_str(&format!("{}... {}", row.number, written[b])),
            (None, None) => {}
        }
    }
    let result = game.result.map_or("*", |r| r.outcome.pgn());
    if !out.is_empty() {
        out.push(' ');
    }
    out.push_str(result);
    out
}

/// The scoresheet pane and its state between frames: the conditional line
/// being typed.
#[derive(Debug, Clone, Default)]
pub struct ScoresheetPane {
    /// The conditional line typed in the scoresheet.
    pub conditional_text: String,
    /// Why the last conditional line was refused.
    pub conditional_message: Option<String>,
}

impl ScoresheetPane {
    /// Draws the scoresheet of the selected game.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &ViewContext) -> Vec<AppCommand> {
        let mut commands = Vec::new();
        scoresheet_ui(ui, view, self, &mut commands);
        commands
    }
}

/// Draws the scoresheet of the selected game into `ui`, its commands into
/// `commands`.
fn scoresheet_ui(
    ui: &mut egui::Ui,
    view: &ViewContext,
    pane: &mut ScoresheetPane,
    commands: &mut Vec<AppCommand>,
) {
    let Some(game) = view.selected_game() else {
        ui.label(view.t("score-no-game"));
        return;
    };
    let texts = view.texts;
    let Some(replay) = view.doc.replay(game.id) else {
        let why = game
            .replay()
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        ui.colored_label(
            ui.visuals().error_fg_color,
            texts.ta(
                "score-cannot-show",
                &[("game", game.id.to_string().into()), ("why", why.into())],
            ),
        );
        return;
    };
    let hovered = ui.rect_contains_pointer(ui.max_rect());
    commands.extend(navigation_keys(ui, view, hovered));
    commands.extend(header_ui(ui, texts, view.project, game));
    ui.horizontal(|ui| {
        commands.extend(navigation_buttons_ui(ui, view));
        if ui
            .button(texts.t("score-copy"))
            .on_hover_text(texts.t("score-copy-hint"))
            .clicked()
        {
            ui.ctx().copy_text(score_text(game, &replay));
            commands.push(AppCommand::Status(texts.t("score-copied")));
        }
    });
    commands.extend(result_ui(ui, texts, game, &replay));
    ui.separator();
    let tail = may_propose(view.project, game, &replay)
        || !game.conditional.is_empty()
        || !game.analysis.is_empty();
    let reserve = if tail {
        130.0_f32.min(ui.available_height() * 0.4)
    } else {
        0.0
    };
    let rows = rows(&replay.positions[0], replay.moves.len());
    let row_height = ui.spacing().interact_size.y;
    // Only the rows in sight are laid out: a long game costs no more per
    // frame than a short one.
    let scrolled = egui::ScrollArea::vertical()
        .id_salt("scoresheet_moves")
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .max_height((ui.available_height() - reserve).max(60.0))
        .show_rows(ui, row_height, rows.len(), |ui, range| {
            commands.extend(moves_ui(
                ui,
                view,
                game,
                &replay,
                rows.get(range).unwrap_or_default(),
            ));
        });
    super::scroll_bars::name_bars(ui.ctx(), &scrolled, &texts.t("score-moves"));
    if replay.moves.is_empty() {
        ui.label(texts.t("score-no-moves"));
    }
    if tail {
        ui.separator();
        let scrolled = egui::ScrollArea::vertical()
            .id_salt("scoresheet_tail")
            .auto_shrink([false, true])
            .show(ui, |ui| {
                commands.extend(conditional_ui(ui, view, pane, game, &replay));
                commands.extend(analysis_ui(ui, texts, game, &replay));
            });
        super::scroll_bars::name_bars(ui.ctx(), &scrolled, &texts.t("score-tail"));
    }
}

fn header_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    project: &ccdesk_domain::project::Project,
    game: &Game,
) -> Option<AppCommand> {
    ui.label(
        egui::RichText::new(format!(
            "{} – {}",
            project.player_name(game.white),
            project.player_name(game.black)
        ))
        .strong(),
    );
    let mut details = vec![game.event.clone()];
    if let Some(r) = &game.round {
        details.push(texts.ta("score-round", &[("round", r.to_string().into())]));
    }
    if let Some(b) = &game.board {
        details.push(texts.ta("score-board", &[("board", b.to_string().into())]));
    }
    details.push(game.rules.clone());
    ui.label(details.join(" · "));
    // The notation and the piece letters agreed with the opponent (E2.2,
    // P02), in one menu: the scoresheet, the Move field and the game's
    // messages use them. Letters matter to SAN and long algebraic only.
    let mut notation = game.notation;
    let mut letters = game.letters;
    let mut language = game.language;
    crate::combo_value::show_combo(
        ui,
        // Tall enough for the three lists where the window has the room;
        // it scrolls where it has not.
        egui::ComboBox::from_label(texts.t("score-notation")).height(560.0),
        notation_menu_label(texts, notation, letters, language),
        |ui| {
            for n in CHOICES {
                ui.selectable_value(&mut notation, n, Wording::of(texts.language()).notation(n));
            }
            ui.separator();
            ui.label(egui::RichText::new(texts.t("score-piece-letters")).weak());
            for l in PieceLetters::ALL {
                ui.selectable_value(&mut letters, l, letters_label(texts, l))
                    .on_hover_text(texts.t("score-piece-letters-hint"));
            }
            ui.separator();
            ui.label(egui::RichText::new(texts.t("score-message-language")).weak());
            for l in Language::ALL {
                ui.selectable_value(&mut language, l, language_label(texts, l))
                    .on_hover_text(texts.t("score-message-language-hint"));
            }
        },
    );
    // One choice a frame: the menu closes on it.
    let command = if language != game.language {
        GameCommand::SetLanguage {
            game: game.id,
            language,
        }
    } else if notation != game.notation {
        GameCommand::SetNotation {
            game: game.id,
            notation,
        }
    } else if letters != game.letters {
        GameCommand::SetLetters {
            game: game.id,
            letters,
        }
    } else {
        return None;
    };
    Some(AppCommand::Execute(Command::Game(command)))
}

/// A scoresheet entry as a screen reader says it: "37. white Rcd1, sent
/// 14 June 2026" (or "not sent yet").
fn spoken_move(
    texts: &Catalogue,
    number: u32,
    ply: usize,
    written: &str,
    sent: Option<chrono::NaiveDate>,
) -> String {
    let side = texts.t(match ccdesk_domain::ledger::colour_of_ply(ply) {
        shakmaty::Color::White => "score-spoken-white",
        shakmaty::Color::Black => "score-spoken-black",
    });
    let sent = sent.map_or_else(
        || texts.t("score-not-sent-yet"),
        |d| texts.ta("score-sent-on", &[("date", texts.long_date(d).into())]),
    );
    format!("{number}. {side} {written}, {sent}")
}

/// The rows in sight, each move written in the game's notation from the
/// position it was played in.
fn moves_ui(
    ui: &mut egui::Ui,
    view: &ViewContext,
    game: &Game,
    replay: &Replay,
    rows: &[Row],
) -> Vec<AppCommand> {
    let len = replay.moves.len();
    let shown = if view.board.analysis.is_some() {
        None
    } else {
        Some(view.selection.ply.unwrap_or(len).min(len))
    };
    let mut go: Option<usize> = None;
    let texts = view.texts;
    let row_height = ui.spacing().interact_size.y;
    egui::Grid::new("scoresheet")
        .striped(true)
        .num_columns(5)
        .min_row_height(row_height)
        .min_col_width(32.0)
        .spacing([8.0, ui.spacing().item_spacing.y])
        .start_row(rows.first().map_or(0, |r| r.index))
        .show(ui, |ui| {
            for row in rows {
                ui.label(format!("{}.", row.number));
                for index in [row.white, row.black] {
                    match index {
                        Some(i) => {
                            let record = &game.moves[i];
                            let written = match (replay.positions.get(i), replay.moves.get(i)) {
                                (Some(pos), Some(m)) => game.write_move(pos, m),
                                _ => record.san.to_string(),
                            };
                            let text = if record.conditional {
                                texts.ta("score-conditional-move", &[("move", written.into())])
                            } else {
                                written
                            };
                            let response = ui.selectable_label(shown == Some(i + 1), &text);
                            let response = if record.conditional {
                                response.on_hover_text(texts.t("score-conditional-move-hint"))
                            } else {
                                response
                            };
                            // A screen reader hears the whole entry after
                            // the move: "37. white Rcd1, sent 14 June 2026".
                            let spoken = spoken_move(texts, row.number, i, &text, record.sent);
                            ui.ctx().accesskit_node_builder(response.id, |node| {
                                node.set_description(spoken);
                            });
                            if response.clicked() {
                                go = Some(i + 1);
                            }
                            let date = record
                                .sent
                                .map_or_else(String::new, |d| texts.short_date(d));
                            ui.label(egui::RichText::new(date).small().weak())
                                .on_hover_text(texts.t("score-date-sent-hint"));
                        }
                        None => {
                            ui.label("");
                            ui.label("");
                        }
                    }
                }
                ui.end_row();
            }
        });
    go.map_or_else(Vec::new, |ply| {
        vec![
            AppCommand::Board(BoardCommand::StepKeys(true)),
            AppCommand::Board(BoardCommand::LeaveTried),
            AppCommand::Board(BoardCommand::ShowPly { ply, len }),
        ]
    })
}

fn result_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    game: &Game,
    replay: &Replay,
) -> Option<AppCommand> {
    let id = game.id;
    let mut set: Option<Option<GameResult>> = None;
    ui.horizontal_wrapped(|ui| {
        match game.result {
            Some(r) => {
                ui.label(
                    egui::RichText::new(
                        texts.ta("score-result", &[("result", r.to_string().into())]),
                    )
                    .strong(),
                );
            }
            None => {
                let turn = super::board_pane::side_name(texts, replay.current().turn());
                ui.label(texts.ta("score-in-play", &[("side", turn.into())]));
            }
        }
        record_result_ui(ui, texts, game, &mut set);
    });
    if game.result.is_none()
        && let Some(end) = detect_end(replay)
        && matches!(
            end.result.termination,
            Termination::Repetition | Termination::FiftyMoves
        )
    {
        ui.horizontal_wrapped(|ui| {
            let key = if end.result.termination == Termination::Repetition {
                "score-draw-claimable-repetition"
            } else {
                "score-draw-claimable-fifty-moves"
            };
            ui.label(texts.ta(key, &[("number", end.ply.div_ceil(2).into())]));
            if ui.button(texts.t("score-claim-draw")).clicked() {
                set = Some(Some(end.result));
            }
        });
    }
    set.map(|result| AppCommand::Execute(Command::SetResult { game: id, result }))
}

/// The menu of results recorded by hand: resignation, agreed draw, time,
/// default and adjudication.
fn record_result_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    game: &Game,
    set: &mut Option<Option<GameResult>>,
) {
    ui.menu_button(texts.t("score-record-result"), |ui| {
        let r = |outcome, termination| {
            Some(Some(GameResult {
                outcome,
                termination,
            }))
        };
        if game.result.is_none() {
            let items = [
                (
                    "result-white-resigns",
                    r(Outcome::BlackWins, Termination::Resignation),
                ),
                (
                    "result-black-resigns",
                    r(Outcome::WhiteWins, Termination::Resignation),
                ),
                (
                    "result-draw-agreed",
                    r(Outcome::Draw, Termination::Agreement),
                ),
                (
                    "result-white-wins-on-time",
                    r(Outcome::WhiteWins, Termination::Time),
                ),
                (
                    "result-black-wins-on-time",
                    r(Outcome::BlackWins, Termination::Time),
                ),
                (
                    "result-white-wins-by-default",
                    r(Outcome::WhiteWins, Termination::Default),
                ),
                (
                    "result-black-wins-by-default",
                    r(Outcome::BlackWins, Termination::Default),
                ),
                (
                    "result-adjudicated-white-wins",
                    r(Outcome::WhiteWins, Termination::Adjudication),
                ),
                (
                    "result-adjudicated-draw",
                    r(Outcome::Draw, Termination::Adjudication),
                ),
                (
                    "result-adjudicated-black-wins",
                    r(Outcome::BlackWins, Termination::Adjudication),
                ),
            ];
            for (text, result) in items {
                if ui.button(texts.t(text)).clicked() {
                    *set = result;
                }
            }
        } else if ui.button(texts.t("score-clear-result")).clicked() {
            *set = Some(None);
        }
    });
}

/// Conditional moves are proposed after one's own move, when the
/// opponent is to move.
fn may_propose(project: &ccdesk_domain::project::Project, game: &Game, replay: &Replay) -> bool {
    let to_move = if replay.current().turn().is_white() {
        Colour::White
    } else {
        Colour::Black
    };
    game.result.is_none()
        && !replay.moves.is_empty()
        && project
            .owner_side(game)
            .map(Colour::from)
            .is_none_or(|side| side != to_move)
}

fn conditional_ui(
    ui: &mut egui::Ui,
    view: &ViewContext,
    pane: &mut ScoresheetPane,
    game: &Game,
    replay: &Replay,
) -> Vec<AppCommand> {
    let mut commands = Vec::new();
    let len = replay.moves.len();
    let may_propose = may_propose(view.project, game, replay);
    if game.conditional.is_empty() && !may_propose {
        return commands;
    }
    let texts = view.texts;
    egui::CollapsingHeader::new(texts.t("score-conditional-moves"))
        .id_salt("conditional_moves")
        .default_open(true)
        .show(ui, |ui| {
            let mut command = None;
            for p in &game.conditional {
                proposal_ui(ui, texts, view.today, game, replay, p, &mut command);
            }
            if may_propose {
                let open = game
                    .conditional
                    .iter()
                    .find(|p| p.at_ply == len)
                    .is_none_or(ConditionalProposal::can_withdraw);
                if open {
                    ui.horizontal(|ui| {
                        let label = ui.label(texts.t("score-if"));
                        let edit = ui
                            .add(
                                egui::TextEdit::singleline(&mut pane.conditional_text)
                                    .hint_text(texts.t("score-if-hint"))
                                    .desired_width(180.0),
                            )
                            .labelled_by(label.id);
                        if edit.gained_focus() {
                            commands.push(AppCommand::Board(BoardCommand::StepKeys(false)));
                        }
                        if ui
                            .button(texts.t("score-propose"))
                            .on_hover_text(texts.t("score-propose-hint"))
                            .clicked()
                        {
                            // In the game's agreed letters, else English SAN (E2.2).
                            match ConditionalProposal::for_game_typed(game, &pane.conditional_text)
                            {
                                Ok(proposal) => {
                                    command =
                                        Some(Command::Game(GameCommand::ProposeConditional {
                                            game: game.id,
                                            proposal,
                                        }));
                                    pane.conditional_text.clear();
                                    pane.conditional_message = None;
                                }
                                Err(e) => pane.conditional_message = Some(e.to_string()),
                            }
                        }
                    });
                }
            }
            if let Some(message) = &pane.conditional_message {
                ui.colored_label(egui::Color32::from_rgb(170, 30, 30), message);
            }
            if let Some(c) = command {
                commands.push(AppCommand::Execute(c));
            }
        });
    commands
}

fn proposal_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    today: chrono::NaiveDate,
    game: &Game,
    replay: &Replay,
    p: &ConditionalProposal,
    command: &mut Option<Command>,
) {
    let Some(pos) = replay.positions.get(p.at_ply) else {
        return;
    };
    let lines = p.lines(pos, game.notation).into_iter().map(|line| {
        line.iter()
            .map(|m| game.letters.from_english(m))
            .collect::<Vec<_>>()
    });
    let state = match p.sent {
        Some(d) => texts.ta("score-proposal-sent", &[("date", d.to_string().into())]),
        None => texts.t("score-proposal-draft"),
    };
    ui.label(
        egui::RichText::new(texts.ta(
            "score-proposal-after",
            &[("ply", p.at_ply.into()), ("state", state.into())],
        ))
        .small(),
    );
    for line in lines {
        ui.label(texts.ta(
            "score-proposal-line",
            &[("line", numbered(pos, &line).into())],
        ));
    }
    ui.horizontal(|ui| {
        if p.sent.is_none() {
            // The proposal goes out with the proposer's move: it is sent
            // the day that move was (the date its message shows), today
            // only while the move has no sent date yet.
            let with = p
                .at_ply
                .checked_sub(1)
                .and_then(|i| game.moves.get(i).map(|m| (i, m)));
            let move_sent = with.and_then(|(_, m)| m.sent);
            let date = move_sent.unwrap_or(today);
            let written = with
                .and_then(|(i, _)| {
                    let pos = replay.positions.get(i)?;
                    let m = replay.moves.get(i)?;
                    Some(numbered(pos, &[game.write_move(pos, m)]))
                })
                .unwrap_or_default();
            let args = [("move", written.into()), ("date", date.to_string().into())];
            let when = match move_sent {
                Some(_) => texts.ta("score-proposal-with", &args),
                None => texts.ta("score-proposal-today", &args),
            };
            if ui
                .button(texts.t("score-mark-sent"))
                .on_hover_text(texts.ta("score-mark-sent-hint", &args))
                .clicked()
            {
                *command = Some(Command::Game(GameCommand::MarkConditionalSent {
                    game: game.id,
                    at_ply: p.at_ply,
                    date,
                }));
            }
            if ui.button(texts.t("score-withdraw")).clicked() {
                *command = Some(Command::Game(GameCommand::WithdrawConditional {
                    game: game.id,
                    at_ply: p.at_ply,
                }));
            }
            ui.label(egui::RichText::new(when).weak());
        } else {
            ui.label(egui::RichText::new(texts.t("score-proposal-binds")).weak());
        }
    });
}

fn analysis_ui(
    ui: &mut egui::Ui,
    texts: &Catalogue,
    game: &Game,
    replay: &Replay,
) -> Vec<AppCommand> {
    let mut commands = Vec::new();
    if game.analysis.is_empty() {
        return commands;
    }
    egui::CollapsingHeader::new(texts.ta(
        "score-analysis-lines",
        &[("lines", game.analysis.len().into())],
    ))
    .id_salt("analysis_lines")
    .default_open(true)
    .show(ui, |ui| {
        let mut remove = None;
        let mut open = None;
        for (i, line) in game.analysis.iter().enumerate() {
            let Some((start, moves)) = line.replay(replay) else {
                continue;
            };
            let text = line_text(&start, &moves, game);
            ui.horizontal(|ui| {
                if ui
                    .link(text)
                    .on_hover_text(texts.t("score-show-line-hint"))
                    .clicked()
                {
                    open = Some((line.from_ply, moves.clone()));
                }
                if ui
                    .small_button("✖")
                    .on_hover_text(texts.t("score-delete-line-hint"))
                    .clicked()
                {
                    remove = Some(i);
                }
            });
        }
        if let Some((from_ply, moves)) = open {
            commands.push(AppCommand::Board(BoardCommand::Try(super::AnalysisDraft {
                from_ply,
                moves,
            })));
        }
        if let Some(i) = remove {
            let mut lines = game.analysis.clone();
            lines.remove(i);
            commands.push(AppCommand::Execute(Command::Game(
                GameCommand::SetAnalysis {
                    game: game.id,
                    lines,
                },
            )));
        }
    });
    commands
}

fn line_text(start: &Chess, moves: &[Move], game: &Game) -> String {
    numbered(
        start,
        &format_line_with(start, moves, game.notation, game.letters),
    )
}

/// Moves written from `start` with their numbers: `12... Nf6 13. e5`.
fn numbered(start: &Chess, written: &[String]) -> String {
    let mut number = start.fullmoves().get();
    let mut black = start.turn().is_black();
    let mut out = String::new();
    for (i, m) in written.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if black {
            if i == 0 {
                out.push_str(&format!("{number}... "));
            }
            out.push_str(m);
            number += 1;
        } else {
            out.push_str(&format!("{number}. {m}"));
        }
        black = !black;
    }
    out
}
