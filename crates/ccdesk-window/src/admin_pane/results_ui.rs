//! Results entered game by game, by the organiser or from a captain's
//! report (C23): the chosen game's reports and how they settle, buttons
//! for each result (win, draw, loss, by default, loss to both C25/E12.3,
//! annulled E9.1), and the division's games with their results, disputes
//! (C23, C37) flagged.

use egui_extras::{Column, TableBuilder};

use super::{AdminState, Intent, WARN, tr_args};
use crate::i18n::Catalogue;

use ccdesk_domain::command::Command;
use ccdesk_domain::game::{Game, GameResult, Outcome, Termination};
use ccdesk_domain::project::Project;
use ccdesk_domain::tournament::records::{Reporter, ResultReport};
use ccdesk_domain::tournament::results::{Settlement, reports_of, settle};
use ccdesk_domain::tournament::{Division, Season, TournamentCommand};

/// Who reports the result being entered.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) enum ReporterChoice {
    /// The organiser enters (or decides) it.
    #[default]
    Organiser,
    /// The captain of the team with White.
    WhiteCaptain,
    /// The captain of the team with Black.
    BlackCaptain,
}

/// The results the organiser can enter, with their button text (a score,
/// or the catalogue key of its words).
const RESULTS: [(&str, Outcome); 5] = [
    ("1-0", Outcome::WhiteWins),
    ("½-½", Outcome::Draw),
    ("0-1", Outcome::BlackWins),
    ("results-loss-to-both", Outcome::LossToBoth),
    ("results-annulled", Outcome::Annulled),
];

/// How a game with `outcome` can have ended, as reported: a decisive
/// result by resignation, time, default or adjudication; a draw by
/// agreement or adjudication; a loss to both by default (C25, E12.3); an
/// annulment by withdrawal (E9.1).
fn reasons(outcome: Outcome) -> &'static [Termination] {
    match outcome {
        Outcome::WhiteWins | Outcome::BlackWins => &[
            Termination::Resignation,
            Termination::Time,
            Termination::Default,
            Termination::Adjudication,
        ],
        Outcome::Draw => &[Termination::Agreement, Termination::Adjudication],
        Outcome::LossToBoth => &[Termination::Default],
        Outcome::Annulled => &[Termination::Withdrawal],
    }
}

/// The result being reported for one game: nothing is chosen until the
/// organiser picks it, and the day the report arrived is typed or picked
/// (today, or the day of the game's last move), never assumed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct ResultForm {
    /// The game the form was filled for.
    game: Option<ccdesk_domain::ids::GameId>,
    /// The score chosen.
    outcome: Option<Outcome>,
    /// How the game ended, once chosen.
    termination: Option<Termination>,
    /// The day the report arrived, `YYYY-MM-DD`.
    received: String,
}

impl ResultForm {
    /// The report, or what is missing.
    fn report(&self, tr: &Catalogue, game: &Game, by: Reporter) -> Result<ResultReport, String> {
        let outcome = self.outcome.ok_or_else(|| tr.t("results-choose-result"))?;
        let termination = self
            .termination
            .ok_or_else(|| tr.t("results-choose-ending"))?;
        let received = chrono::NaiveDate::parse_from_str(self.received.trim(), "%Y-%m-%d")
            .map_err(|_| tr.t("results-type-received"))?;
        Ok(ResultReport {
            game: game.id,
            by,
            result: GameResult {
                outcome,
                termination,
            },
            received,
            record_received: false,
        })
    }
}

/// "1-0 by resignation", "0-0, loss to both", "annulled".
pub(crate) fn result_words(tr: &Catalogue, result: GameResult) -> String {
    match result.outcome {
        Outcome::LossToBoth => format!("0-0, {}", tr.t("results-loss-to-both")),
        Outcome::Annulled => tr.t("results-annulled"),
        _ => tr_args(
            tr,
            "results-by",
            [
                ("score", result.outcome.to_string().into()),
                ("ending", termination_words(tr, result.termination).into()),
            ],
        ),
    }
}

/// Why a game ended, in the catalogue's language (the domain's wording
/// table, the one the messages and printouts use).
fn termination_words(tr: &Catalogue, termination: Termination) -> &'static str {
    ccdesk_domain::message::wording::Wording::of(tr.language()).termination(termination)
}

/// The day of the game's last recorded move (received or sent), if any.
fn last_move_day(game: &Game) -> Option<chrono::NaiveDate> {
    game.moves.iter().rev().find_map(|m| m.sent.max(m.received))
}

/// A game's place in the table: `A1 – B2`.
fn seats(division: &Division, game: &Game) -> String {
    game.pairing.as_ref().map_or_else(String::new, |p| {
        let letter = |t| division.letter(t).unwrap_or_default();
        format!(
            "{}{}–{}{}",
            letter(p.white_team),
            p.white_board,
            letter(p.black_team),
            p.black_board
        )
    })
}

/// The label of a game's row: `g3  A1–B1  Ann – Bob`.
fn row_label(project: &Project, division: &Division, game: &Game) -> String {
    format!(
        "g{}  {}  {}",
        game.id.0,
        seats(division, game),
        super::game_label(project, game)
    )
}

/// What a game's reports come to, for the table.
fn standing_text(tr: &Catalogue, season: &Season, game: &Game) -> (String, bool) {
    let reports = reports_of(&season.records, game.id);
    match settle(&reports) {
        Settlement::Disputed { .. } => (tr.t("results-disputed"), true),
        Settlement::OneCaptain { result, .. } => (
            tr_args(
                tr,
                "results-one-captain",
                [(
                    "score",
                    crate::games_list::outcome_words(tr, result.outcome).into(),
                )],
            ),
            false,
        ),
        _ => (
            game.result
                .map_or_else(|| "—".to_owned(), |r| result_words(tr, r)),
            false,
        ),
    }
}

/// Draws the results tab.
pub(crate) fn results_ui(
    ui: &mut egui::Ui,
    view: &super::View<'_>,
    season: &Season,
    division: &Division,
    games: &[&Game],
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let (project, tr) = (view.project, view.tr);
    if games.is_empty() {
        ui.label(tr.t("results-no-games"));
        return;
    }
    let chosen = state
        .result_game
        .and_then(|id| games.iter().find(|g| g.id == id).copied());
    match chosen {
        _ if state.read_only() => {
            ui.label(tr.t("results-as-they-stood"));
        }
        None => {
            ui.label(tr.t("results-choose-game"));
        }
        Some(game) => entry_ui(ui, view, season, division, game, state, intents),
    }
    ui.separator();
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    TableBuilder::new(ui)
        .id_salt(("results_table", &division.name))
        .striped(true)
        .auto_shrink([false, false])
        .cell_layout(egui::Layout::left_to_right(egui::Align::Center))
        .column(Column::remainder().at_least(100.0).clip(true))
        .column(Column::auto().at_least(90.0))
        .header(20.0, |mut header| {
            header.col(|ui| {
                ui.strong(tr.t("results-game"));
            });
            header.col(|ui| {
                ui.strong(tr.t("results-result"));
            });
        })
        .body(|body| {
            body.rows(row_height, games.len(), |mut row| {
                let Some(game) = games.get(row.index()) else {
                    return;
                };
                row.col(|ui| {
                    let selected = state.result_game == Some(game.id);
                    let label = row_label(project, division, game);
                    let button = egui::Button::selectable(selected, label.as_str()).truncate();
                    if ui.add(button).on_hover_text(&label).clicked() {
                        state.result_game = Some(game.id);
                        state.reporter = ReporterChoice::Organiser;
                    }
                });
                row.col(|ui| {
                    let (text, disputed) = standing_text(tr, season, game);
                    if disputed {
                        ui.colored_label(WARN, text)
                            .on_hover_text(tr.t("results-disputed-hint"));
                    } else {
                        ui.label(text);
                    }
                });
            });
        });
}

/// The chosen game: its reports and the buttons that report a result.
fn entry_ui(
    ui: &mut egui::Ui,
    view: &super::View<'_>,
    season: &Season,
    division: &Division,
    game: &Game,
    state: &mut AdminState,
    intents: &mut Vec<Intent>,
) {
    let (project, tr) = (view.project, view.tr);
    ui.label(egui::RichText::new(row_label(project, division, game)).strong());
    let Some(pairing) = &game.pairing else {
        return;
    };
    let team_name = |t| {
        division
            .team(t)
            .map_or_else(|| t.to_string(), |team| team.name.clone())
    };
    let white_team = team_name(pairing.white_team);
    let black_team = team_name(pairing.black_team);
    let captain_of = |team: &str| tr_args(tr, "results-captain-of", [("team", team.into())]);
    let reporter_text = |r: ReporterChoice| match r {
        ReporterChoice::Organiser => tr.t("results-the-organiser"),
        ReporterChoice::WhiteCaptain => captain_of(&white_team),
        ReporterChoice::BlackCaptain => captain_of(&black_team),
    };
    crate::combo_value::show_combo(
        ui,
        egui::ComboBox::from_label(tr.t("results-reported-by")),
        reporter_text(state.reporter),
        |ui| {
            for r in [
                ReporterChoice::Organiser,
                ReporterChoice::WhiteCaptain,
                ReporterChoice::BlackCaptain,
            ] {
                ui.selectable_value(&mut state.reporter, r, reporter_text(r));
            }
        },
    );
    let by = match state.reporter {
        ReporterChoice::Organiser => Reporter::Organiser,
        ReporterChoice::WhiteCaptain => Reporter::Captain(pairing.white_team),
        ReporterChoice::BlackCaptain => Reporter::Captain(pairing.black_team),
    };
    if state.result_form.game != Some(game.id) {
        state.result_form = ResultForm {
            game: Some(game.id),
            ..ResultForm::default()
        };
    }
    let form = &mut state.result_form;
    ui.horizontal_wrapped(|ui| {
        ui.label(tr.t("results-result-label"));
        for (text, outcome) in RESULTS {
            let hover = match outcome {
                Outcome::LossToBoth => "results-loss-to-both-hint",
                Outcome::Annulled => "results-annulled-hint",
                _ => "results-as-reported-hint",
            };
            let text = if text.starts_with("results-") {
                tr.t(text)
            } else {
                text.to_owned()
            };
            if ui
                .add(egui::Button::selectable(
                    form.outcome == Some(outcome),
                    text,
                ))
                .on_hover_text(tr.t(hover))
                .clicked()
            {
                form.outcome = Some(outcome);
                // Only one way to end: it is chosen with the result.
                let ways = reasons(outcome);
                form.termination = match ways {
                    [only] => Some(*only),
                    _ => form.termination.filter(|t| ways.contains(t)),
                };
            }
        }
    });
    if let Some(outcome) = form.outcome {
        ui.horizontal_wrapped(|ui| {
            ui.label(tr.t("results-how-it-ended"));
            for way in reasons(outcome) {
                if ui
                    .add(egui::Button::selectable(
                        form.termination == Some(*way),
                        termination_words(tr, *way),
                    ))
                    .clicked()
                {
                    form.termination = Some(*way);
                }
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(tr.t("results-received-on"));
        ui.add(
            egui::TextEdit::singleline(&mut form.received)
                .hint_text("YYYY-MM-DD")
                .desired_width(90.0),
        )
        .labelled_by(l.id);
        if ui
            .button(tr.t("results-today"))
            .on_hover_text(tr.t("results-today-hint"))
            .clicked()
        {
            form.received = view.today.to_string();
        }
        if let Some(day) = last_move_day(game)
            && ui
                .button(tr_args(
                    tr,
                    "results-last-move-day",
                    [("day", day.to_string().into())],
                ))
                .on_hover_text(tr.t("results-last-move-day-hint"))
                .clicked()
        {
            form.received = day.to_string();
        }
    });
    let report = form.report(tr, game, by);
    let record = ui.add_enabled(report.is_ok(), egui::Button::new(tr.t("results-record")));
    let record = match &report {
        Ok(r) => record.on_hover_text(tr_args(
            tr,
            "results-reported-on",
            [
                ("result", result_words(tr, r.result).into()),
                ("day", r.received.to_string().into()),
            ],
        )),
        Err(missing) => record.on_disabled_hover_text(missing.as_str()),
    };
    if record.clicked()
        && let Ok(report) = report
    {
        intents.push(Intent::Execute(Command::Tournament(
            TournamentCommand::ReportResult(report),
        )));
        state.result_form = ResultForm {
            game: Some(game.id),
            ..ResultForm::default()
        };
    }
    let reports = reports_of(&season.records, game.id);
    for r in &reports {
        let who = match r.by {
            Reporter::Organiser => tr.t("results-the-organiser"),
            Reporter::Captain(t) => captain_of(&team_name(t)),
        };
        let line = tr_args(
            tr,
            "results-report-line",
            [
                ("day", r.received.to_string().into()),
                ("who", who.into()),
                ("result", result_words(tr, r.result).into()),
            ],
        );
        ui.label(format!("    {line}"));
    }
    match settle(&reports) {
        Settlement::Disputed { .. } => {
            ui.colored_label(WARN, tr.t("results-captains-disagree"));
        }
        Settlement::OneCaptain { result, .. } => {
            ui.label(tr_args(
                tr,
                "results-only-one-captain",
                [("score", result.outcome.to_string().into())],
            ));
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::{reasons, result_words};
    use crate::i18n::{Catalogue, Language};
    use ccdesk_domain::game::{GameResult, Outcome, Termination};

    #[test]
    fn a_report_says_the_result_and_how_it_ended() {
        let r = |outcome, termination| GameResult {
            outcome,
            termination,
        };
        let en = Catalogue::new(Language::English);
        assert_eq!(
            result_words(&en, r(Outcome::WhiteWins, Termination::Time)),
            "1-0 by time"
        );
        assert_eq!(
            result_words(&en, r(Outcome::LossToBoth, Termination::Default)),
            "0-0, loss to both"
        );
        // The same report in German: the wording table's word (rule: C23).
        let de = Catalogue::new(Language::German);
        assert_eq!(
            result_words(&de, r(Outcome::BlackWins, Termination::Resignation)),
            "0-1 durch Aufgabe"
        );
        // Only one way to a loss to both or an annulment: chosen with it.
        assert_eq!(reasons(Outcome::LossToBoth), &[Termination::Default]);
        assert_eq!(reasons(Outcome::Annulled), &[Termination::Withdrawal]);
    }
}
