//! The engine's assessment of the selected case: asked for at a fixed
//! depth or time, run on a thread of its own so the window never waits,
//! recorded with a command (so Edit > Undo takes it back), hidden until
//! the organiser asks to see it, and printed on the adjudicator's sheet
//! only when the panel ticks the box. Never in the captain's submission.
//!
//! The event's "engine allowed" switch (`Project::engine_allowed`) is not
//! consulted: it governs the players' engine help, not the organiser's
//! assessment for the adjudicator, which every event allows.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex};

use chrono::NaiveDate;
use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode};

use super::forms::CaseForms;
use super::{AdjudicationRun, Intent, WARN};
use crate::admin_pane::tr_args;
use crate::app_command::AppCommand;
use crate::i18n::Catalogue;
use ccdesk_domain::adjudication::{
    AdjudicationCase, AdjudicationCommand as A, AssessmentLimit, EngineAssessment,
};
use ccdesk_domain::command::Command;
use ccdesk_domain::ids::GameId;
use ccdesk_domain::project::Project;
use ccdesk_engine::assessment::assess;

/// Deepest search offered, in plies.
const MAX_DEPTH: u32 = 99;
/// Longest search offered, in seconds (an hour).
const MAX_SECONDS: u32 = 3600;

/// What the engine's thread hands back.
type Answer = Result<EngineAssessment, String>;

/// An assessment being made: the engine searches on a thread of its own
/// and its answer arrives on a channel the window polls once a frame,
/// whichever panes are shown.
#[derive(Debug, Clone)]
pub(crate) struct AssessmentJob {
    /// The case's game.
    pub game: GameId,
    /// The depth or time asked for.
    pub limit: AssessmentLimit,
    answer: Arc<Mutex<Receiver<Answer>>>,
    /// Set to make the engine stop; its thread then sends nothing useful.
    stop: Arc<AtomicBool>,
}

/// What a poll of a job found.
pub(crate) enum JobPoll {
    /// Still searching.
    Running,
    /// Done: the assessment, or why there is none.
    Done(Answer),
}

impl AssessmentJob {
    /// Starts `program` with `options` on the final position of `game`.
    pub fn start(
        game: GameId,
        position: Chess,
        limit: AssessmentLimit,
        program: PathBuf,
        options: Vec<(String, String)>,
        made: NaiveDate,
    ) -> Self {
        let (send, answer) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        std::thread::spawn(move || {
            let result = assess(&program, &options, &position, limit, made, &stopped);
            // The pane may be gone; then nobody needs the answer.
            let _ = send.send(result.map_err(|e| e.to_string()));
        });
        AssessmentJob {
            game,
            limit,
            answer: Arc::new(Mutex::new(answer)),
            stop,
        }
    }

    /// Tells the engine to stop; whatever it would have answered is not
    /// recorded. The engine's process ends within a fraction of a second.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Looks for the answer without waiting.
    pub fn poll(&self) -> JobPoll {
        let Ok(answer) = self.answer.lock() else {
            return JobPoll::Done(Err("the assessment was lost".to_owned()));
        };
        match answer.try_recv() {
            Ok(result) => JobPoll::Done(result),
            Err(TryRecvError::Empty) => JobPoll::Running,
            Err(TryRecvError::Disconnected) => JobPoll::Done(Err(
                "the engine's thread stopped without an answer".to_owned(),
            )),
        }
    }
}

/// The final position of `game`, for the engine.
pub(crate) fn final_position(project: &Project, game: GameId) -> Result<Chess, String> {
    let g = project
        .game(game)
        .ok_or_else(|| format!("there is no game {game}"))?;
    g.replay()
        .map(|r| r.current().clone())
        .map_err(|e| format!("game {game} cannot be replayed: {e}"))
}

/// The limit typed in the form, or why it cannot be used.
fn limit_from(tr: &Catalogue, forms: &CaseForms) -> Result<AssessmentLimit, String> {
    let text = forms.assess_amount.trim();
    let (what, max) = if forms.assess_by_time {
        ("assessment-seconds", MAX_SECONDS)
    } else {
        ("assessment-depth", MAX_DEPTH)
    };
    match text.parse::<u32>() {
        Ok(n) if (1..=max).contains(&n) => Ok(if forms.assess_by_time {
            AssessmentLimit::Seconds(n)
        } else {
            AssessmentLimit::Depth(n)
        }),
        _ => Err(tr_args(
            tr,
            "assessment-not-a-number",
            [
                ("field", tr.t(what).into()),
                ("text", format!("{text:?}").into()),
                ("max", max.into()),
            ],
        )),
    }
}

/// The assessment part of the case: what was recorded, shown on request,
/// the print switch, and the form asking for a new one.
pub(crate) fn assessment_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    case: &AdjudicationCase,
    forms: &mut CaseForms,
    running: Option<&AssessmentJob>,
    intents: &mut Vec<Intent>,
) {
    let game = case.game;
    ui.strong(tr.t("assessment-title"));
    match &case.assessment {
        Some(a) => recorded_ui(ui, tr, project, case, a, forms, intents),
        None => {
            ui.label(tr.t("assessment-none"));
        }
    }
    if let Some(job) = running {
        // A label, not a spinner: the pane repaints every 100 ms while the
        // engine works, not every frame.
        ui.horizontal(|ui| {
            if job.game == game {
                let limit = [("limit", job.limit.to_string().into())];
                ui.label(tr_args(tr, "assessment-running", limit));
            } else {
                let game = [("game", job.game.to_string().into())];
                ui.label(tr_args(tr, "assessment-running-game", game));
            }
            if ui
                .button(tr.t("assessment-stop"))
                .on_hover_text(tr.t("assessment-stop-hint"))
                .clicked()
            {
                intents.push(Intent::App(AppCommand::Adjudication(
                    AdjudicationRun::StopAssessment,
                )));
            }
        });
    }
    let label = if forms.assess_open {
        tr.t("assessment-open")
    } else {
        tr.t("assessment-closed")
    };
    if ui
        .button(label)
        .on_hover_text(tr.t("assessment-hint"))
        .clicked()
    {
        forms.assess_open = !forms.assess_open;
    }
    if !forms.assess_open {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(
            &mut forms.assess_by_time,
            false,
            tr.t("assessment-by-depth"),
        );
        ui.radio_value(&mut forms.assess_by_time, true, tr.t("assessment-by-time"));
        let field = if forms.assess_by_time {
            tr.t("assessment-seconds")
        } else {
            tr.t("assessment-depth")
        };
        let l = ui.label(format!("{field}:"));
        ui.add(egui::TextEdit::singleline(&mut forms.assess_amount).desired_width(50.0))
            .labelled_by(l.id);
        let run = ui
            .add_enabled(running.is_none(), egui::Button::new(tr.t("assessment-run")))
            .on_hover_text(tr.t("assessment-run-hint"))
            .on_disabled_hover_text(tr.t("assessment-already-running"));
        if run.clicked() {
            intents.push(match limit_from(tr, forms) {
                Ok(limit) => Intent::App(AppCommand::Adjudication(AdjudicationRun::Assess(
                    game, limit,
                ))),
                Err(why) => Intent::Refuse(why),
            });
        }
    });
}

fn recorded_ui(
    ui: &mut egui::Ui,
    tr: &Catalogue,
    project: &Project,
    case: &AdjudicationCase,
    a: &EngineAssessment,
    forms: &mut CaseForms,
    intents: &mut Vec<Intent>,
) {
    let game = case.game;
    ui.label(tr_args(
        tr,
        "assessment-recorded",
        [
            ("engine", a.engine.as_str().into()),
            ("day", a.made.format("%-d %b %Y").to_string().into()),
            ("limit", a.limit.to_string().into()),
        ],
    ));
    let now = final_position(project, game)
        .map(|p| Fen::from_position(&p, EnPassantMode::Legal).to_string())
        .ok();
    if now.as_deref() != Some(a.fen.as_str()) {
        ui.colored_label(WARN, tr.t("assessment-position-changed"));
    }
    ui.horizontal_wrapped(|ui| {
        let (label, hover) = if forms.show_assessment {
            ("assessment-hide", "assessment-hide-hint")
        } else {
            ("assessment-show", "assessment-show-hint")
        };
        if ui.button(tr.t(label)).on_hover_text(tr.t(hover)).clicked() {
            forms.show_assessment = !forms.show_assessment;
        }
        let mut print = case.print_assessment;
        if ui
            .checkbox(&mut print, tr.t("assessment-print"))
            .on_hover_text(tr.t("assessment-print-hint"))
            .changed()
        {
            intents.push(Intent::execute(Command::Adjudication(A::PrintAssessment {
                game,
                print,
            })));
        }
        if ui.button(tr.t("assessment-remove")).clicked() {
            intents.push(Intent::execute(Command::Adjudication(
                A::RemoveAssessment { game },
            )));
        }
    });
    if forms.show_assessment {
        ui.indent("assessment_facts", |ui| {
            for line in a.summary_lines() {
                ui.label(line);
            }
        });
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_is_a_whole_number_in_range() {
        let tr = &Catalogue::new(crate::i18n::Language::English);
        let mut forms = CaseForms::new(NaiveDate::from_ymd_opt(2026, 7, 1).unwrap());
        forms.assess_amount = " 12 ".into();
        assert_eq!(limit_from(tr, &forms), Ok(AssessmentLimit::Depth(12)));
        forms.assess_by_time = true;
        assert_eq!(limit_from(tr, &forms), Ok(AssessmentLimit::Seconds(12)));
        forms.assess_amount = "0".into();
        assert!(limit_from(tr, &forms).unwrap_err().contains("1 to 3600"));
        forms.assess_by_time = false;
        forms.assess_amount = "deep".into();
        assert!(
            limit_from(tr, &forms)
                .unwrap_err()
                .contains("assessment depth")
        );
        // In German, the same refusal in German words.
        let de = &Catalogue::new(crate::i18n::Language::German);
        assert!(
            limit_from(de, &forms)
                .unwrap_err()
                .contains("Bewertungstiefe")
        );
    }
}
