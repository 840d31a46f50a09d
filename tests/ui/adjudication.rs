//! The adjudication pane through egui_kittest, on the demo season: cases
//! opened at the close of play, a claim from each side, two adjudicators
//! who disagree and a third, the decision on the game, undo; the C25
//! defaults; packets and a scoresheet printed through the file chooser.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;

use ccdesk::app::services::FakeFileChooser;
use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::adjudication::{CaseState, ClaimKind, Verdict};
use ccdesk::domain::colour::Colour;
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::game::{GameResult, Outcome, Termination};
use ccdesk::domain::ids::GameId;
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::window_harness::{
    WINDOW_SIZE, app_on, app_with_files, click, fill, open_window, show_only,
};

const ANALYSIS: &str = "Kd5 and the king walks in";

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

/// The window on the demo season on `today`, only the adjudication pane
/// shown, tall enough for the appeal forms under a decided case.
fn harness(today: NaiveDate, files: FakeFileChooser) -> Harness<'static, CcdeskApp> {
    harness_sized(today, files, [1100.0, 1400.0])
}

fn harness_sized(
    today: NaiveDate,
    files: FakeFileChooser,
    size: [f32; 2],
) -> Harness<'static, CcdeskApp> {
    let mut app = app_with_files(demo_project(), today, files);
    show_only(&mut app, &[Pane::Adjudication]);
    open_window(app, size)
}

fn undo(h: &mut Harness<'static, CcdeskApp>) {
    click(h, "Edit");
    click(h, "Undo");
}

/// The list's button of the first case: "g3 White – Black".
fn first_case(h: &Harness<'static, CcdeskApp>) -> (GameId, String) {
    let p = &h.state().doc.project;
    let case = p.adjudications().first().expect("a case");
    let g = p.game(case.game).unwrap();
    (
        case.game,
        format!(
            "{} {} – {}",
            case.game,
            p.player_name(g.white),
            p.player_name(g.black)
        ),
    )
}

fn state_of(h: &Harness<'static, CcdeskApp>, game: GameId) -> CaseState {
    h.state()
        .doc
        .project
        .adjudication(game)
        .unwrap()
        .state(d(7, 1))
}

/// Opens the cases and selects the first; returns its game.
fn open_and_select(h: &mut Harness<'static, CcdeskApp>) -> GameId {
    assert!(h.query_by_label("No adjudication cases.").is_some());
    click(h, "open cases at close of play");
    // A step on many cases asks first (issue 34).
    click(h, "Apply");
    let (game, label) = first_case(h);
    click(h, &label);
    assert_eq!(
        h.state().selection.game,
        Some(game),
        "the case's game is shown in every pane"
    );
    game
}

// rule: C19
// rule: C24
// rule: C26
// rule: C27
// rule: E10.5
#[test]
fn a_case_from_the_close_of_play_to_the_decision_on_the_game_and_back_by_undo() {
    let mut h = harness_sized(d(7, 1), FakeFileChooser::default(), [1100.0, 900.0]);
    // C19: every unfinished season game gets a case at the close of play.
    let unfinished = h
        .state()
        .doc
        .project
        .games()
        .iter()
        .filter(|g| g.pairing.is_some() && !g.is_finished())
        .count();
    let game = open_and_select(&mut h);
    assert_eq!(h.state().doc.project.adjudications().len(), unfinished);
    assert!(
        h.query_all_by_label("waiting for claims").count() >= 2,
        "the list shows each case's state"
    );

    // C24: White claims a win with analysis, Black a draw, both on 28 June.
    fill(&mut h, "claim received:", "2026-06-28");
    fill(&mut h, "claim analysis:", ANALYSIS);
    click(&mut h, "record claim");
    click(&mut h, "Black's claim");
    click(&mut h, "draw");
    click(&mut h, "record claim");
    {
        let case = h.state().doc.project.adjudication(game).unwrap();
        let white = case.claim(Colour::White).unwrap();
        assert_eq!(white.kind, ClaimKind::Win);
        assert_eq!(white.submitted, d(6, 28));
        assert_eq!(white.analysis, ANALYSIS);
        let black = case.claim(Colour::Black).unwrap();
        assert_eq!(black.kind, ClaimKind::Draw);
        assert_eq!(black.submitted, d(6, 28));
        assert!(!black.has_analysis());
    }
    assert_eq!(state_of(&h, game), CaseState::WithAdjudicators);
    assert!(h.query_by_label("with adjudicators").is_some());

    // C26: two independent adjudicators, who disagree.
    fill(&mut h, "adjudicator:", "Ann Arbiter");
    click(&mut h, "send position (1 of 2)");
    fill(&mut h, "adjudicator:", "Bob Bishop");
    click(&mut h, "send position (2 of 2)");
    click(&mut h, "1-0");
    click(&mut h, "record opinion");
    click(&mut h, "½-½");
    click(&mut h, "record opinion");
    assert!(
        h.query_by_label_contains("The first two adjudicators disagree")
            .is_some()
    );
    assert!(
        h.state()
            .doc
            .project
            .adjudication(game)
            .unwrap()
            .needs_tiebreak()
    );

    // A third adjudicator, told the two views, settles it.
    fill(&mut h, "adjudicator:", "Cy Castle");
    click(&mut h, "send position to third adjudicator");
    click(&mut h, "1-0");
    click(&mut h, "record opinion");
    assert!(
        h.query_by_label_contains("The panel's verdict: win for White")
            .is_some()
    );

    // C27, E10.5: the decision is notified and the game gets its result.
    click(&mut h, "notify decision");
    let adjudicated = GameResult {
        outcome: Outcome::WhiteWins,
        termination: Termination::Adjudication,
    };
    assert_eq!(
        h.state().doc.project.game(game).unwrap().result,
        Some(adjudicated)
    );
    let decision = h
        .state()
        .doc
        .project
        .adjudication(game)
        .unwrap()
        .decision
        .clone()
        .unwrap();
    assert_eq!(decision.verdict, Verdict::WhiteWins);
    assert_eq!(decision.notified, d(7, 1));
    assert_eq!(decision.appeal_deadline, d(7, 15));
    assert_eq!(state_of(&h, game), CaseState::Decided);
    assert!(
        h.query_by_label("decided").is_some(),
        "the list says decided"
    );
    h.snapshot("adjudication_pane_decided");
    assert!(
        h.query_by_label_contains("Result on the game: 1-0")
            .is_some()
    );

    // Undo takes the decision back: no result, with the adjudicators again.
    undo(&mut h);
    assert_eq!(h.state().doc.project.game(game).unwrap().result, None);
    assert_eq!(state_of(&h, game), CaseState::WithAdjudicators);
    assert!(h.query_by_label("decided").is_none());
    assert!(h.query_by_label_contains("notify decision").is_some());
}

// rule: C25
#[test]
fn c25_defaults_uphold_the_only_claim_and_give_loss_to_both_where_none_came() {
    // 8 July: past the seven days of grace and the both-default day (7 July).
    let mut h = harness(d(7, 8), FakeFileChooser::default());
    let game = open_and_select(&mut h);
    fill(&mut h, "claim received:", "2026-06-29");
    click(&mut h, "record claim");
    let cases = h.state().doc.project.adjudications().len();
    click(&mut h, &format!("apply C25 defaults ({cases})"));
    click(&mut h, "Apply");
    let project = &h.state().doc.project;
    assert_eq!(
        project.game(game).unwrap().result,
        Some(GameResult {
            outcome: Outcome::WhiteWins,
            termination: Termination::Default,
        }),
        "White's claim is upheld"
    );
    let other = project.adjudications()[1].game;
    assert_eq!(
        project.game(other).unwrap().result.map(|r| r.outcome),
        Some(Outcome::LossToBoth)
    );
    assert!(h.query_by_label("apply C25 defaults (0)").is_some());
    assert!(
        project
            .adjudications()
            .iter()
            .all(|c| c.state(d(7, 8)) == CaseState::Final)
    );
    assert!(
        h.query_all_by_label("final").next().is_some(),
        "the list says final"
    );
}

fn temp_pdf(dir: &tempfile::TempDir, name: &str) -> PathBuf {
    dir.path().join(name)
}

fn pdf_text(path: &PathBuf) -> String {
    let doc = lopdf::Document::load(path).unwrap();
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).unwrap()
}

// rule: C24
// rule: C26
// rule: E5.1
#[test]
fn packets_and_the_scoresheet_are_printed_where_the_file_chooser_says() {
    let dir = tempfile::tempdir().unwrap();
    let out = temp_pdf(&dir, "printed.pdf");
    let files = FakeFileChooser {
        save_pdf: Some(out.clone()),
        ..FakeFileChooser::default()
    };
    let mut h = harness(d(7, 1), files);
    let game = open_and_select(&mut h);
    fill(&mut h, "claim received:", "2026-06-28");
    fill(&mut h, "claim analysis:", ANALYSIS);
    click(&mut h, "record claim");

    // The captain's submission has the claim on its own page (C24).
    click(&mut h, "US Letter");
    click(&mut h, "print captain's submission…");
    assert!(
        h.query_by_label_contains("wrote ").is_some(),
        "the pane says what it wrote"
    );
    let text = pdf_text(&out);
    assert!(
        text.contains(ANALYSIS),
        "the claim is in the captain's copy"
    );
    let doc = lopdf::Document::load(&out).unwrap();
    assert_eq!(doc.get_pages().len(), 2, "position page and claim page");
    let (_, first) = doc.get_pages().into_iter().next().unwrap();
    let media = doc
        .get_dictionary(first)
        .unwrap()
        .get(b"MediaBox")
        .unwrap()
        .as_array()
        .unwrap()[2]
        .as_float()
        .unwrap();
    assert_eq!(media.round(), 612.0, "printed on US Letter");

    // The adjudicator's packet of the whole division never holds a claim (C26).
    click(&mut h, "A4");
    h.get_by_label_contains("every case of").click();
    h.run();
    click(&mut h, "print adjudicator's packet…");
    let text = pdf_text(&out);
    assert!(
        !text.contains(ANALYSIS),
        "no claim in the adjudicator's copy"
    );
    let division = h
        .state()
        .doc
        .project
        .game(game)
        .unwrap()
        .pairing
        .clone()
        .unwrap()
        .division;
    let in_division = h
        .state()
        .doc
        .project
        .adjudications()
        .iter()
        .filter(|c| {
            h.state()
                .doc
                .project
                .game(c.game)
                .and_then(|g| g.pairing.as_ref())
                .is_some_and(|p| p.division == division)
        })
        .count();
    let doc = lopdf::Document::load(&out).unwrap();
    assert_eq!(doc.get_pages().len(), in_division, "a page per case");

    // File > Print scoresheet: the selected game's score and ledger (E5.1).
    click(&mut h, "File");
    click(&mut h, "Print scoresheet");
    click(&mut h, "on A4…");
    let text = pdf_text(&out);
    assert!(text.contains("Scoresheet and clock ledger"), "{text}");
    let g = h.state().doc.project.game(game).unwrap().clone();
    assert!(text.contains(h.state().doc.project.player_name(g.white)));
    assert!(
        text.contains(g.moves[0].san.as_str()),
        "the first move is on the sheet"
    );
}

/// Both claims, two adjudicators who disagree, a third who sides with
/// White, and the decision notified on 1 July: the case of the first game.
fn decided_case(h: &mut Harness<'static, CcdeskApp>) -> GameId {
    let game = open_and_select(h);
    fill(h, "claim received:", "2026-06-28");
    click(h, "record claim");
    click(h, "Black's claim");
    click(h, "draw");
    click(h, "record claim");
    for (name, button, verdict) in [
        ("Ann Arbiter", "send position (1 of 2)", "1-0"),
        ("Bob Bishop", "send position (2 of 2)", "½-½"),
    ] {
        fill(h, "adjudicator:", name);
        click(h, button);
        click(h, verdict);
        click(h, "record opinion");
    }
    fill(h, "adjudicator:", "Cy Castle");
    click(h, "send position to third adjudicator");
    click(h, "1-0");
    click(h, "record opinion");
    click(h, "notify decision");
    assert_eq!(state_of(h, game), CaseState::Decided);
    game
}

// rule: C27
#[test]
fn c27_an_appeal_with_analysis_goes_to_the_original_adjudicators_whose_change_is_final() {
    let mut h = harness(d(7, 1), FakeFileChooser::default());
    let game = decided_case(&mut h);
    // Black appeals within 14 days; C27 wants an analysis with it.
    click(&mut h, "Black appeals");
    fill(&mut h, "appeal mailed:", "2026-07-10");
    click(&mut h, "record appeal");
    assert!(
        h.query_by_label_contains("an appeal must come with an analysis")
            .is_some(),
        "refused without analysis"
    );
    click(&mut h, "OK");
    fill(&mut h, "appeal analysis:", "41...Kc7 holds the opposition");
    click(&mut h, "record appeal");
    assert_eq!(state_of(&h, game), CaseState::UnderAppeal);
    assert!(
        h.query_by_label("The appeal goes to the original adjudicators.")
            .is_some()
    );

    // The original adjudicators change their view: a draw, and that is final.
    fill(&mut h, "ruled by:", "Arbiter, Bishop, Castle");
    fill(&mut h, "ruling notified:", "2026-07-20");
    click(&mut h, "½-½");
    click(&mut h, "record ruling");
    assert_eq!(
        h.state().doc.project.game(game).unwrap().result,
        Some(GameResult {
            outcome: Outcome::Draw,
            termination: Termination::Adjudication,
        })
    );
    assert_eq!(state_of(&h, game), CaseState::Final);

    // Undo: the appeal waits for its ruling again and the decision stands.
    undo(&mut h);
    assert_eq!(state_of(&h, game), CaseState::UnderAppeal);
    assert_eq!(
        h.state()
            .doc
            .project
            .game(game)
            .unwrap()
            .result
            .map(|r| r.outcome),
        Some(Outcome::WhiteWins)
    );
}

// rule: E10.1
// rule: E10.4
// rule: E10.5
// rule: E11.1
#[test]
fn e10_4_under_the_email_rules_a_claim_without_analysis_gives_no_appeal() {
    let mut h = harness(d(7, 1), FakeFileChooser::default());
    let game = h
        .state()
        .doc
        .project
        .games()
        .iter()
        .find(|g| g.pairing.is_none() && !g.is_finished())
        .unwrap()
        .id;
    h.state_mut().select_game(game);
    h.run();
    click(&mut h, "open a case under the email rules");
    {
        let case = h.state().doc.project.adjudication(game).unwrap();
        assert_eq!(case.opened, d(7, 1));
        assert_eq!(case.deadlines.submissions, d(7, 31), "30 days (E10.1)");
    }
    // White claims a win with analysis; Black a draw without.
    fill(&mut h, "claim analysis:", ANALYSIS);
    click(&mut h, "record claim");
    click(&mut h, "Black's claim");
    click(&mut h, "draw");
    click(&mut h, "record claim");
    // One adjudicator under the email rules.
    fill(&mut h, "adjudicator:", "Ann Arbiter");
    click(&mut h, "send position (1 of 1)");
    click(&mut h, "1-0");
    click(&mut h, "record opinion");
    click(&mut h, "notify decision");
    let decision = h
        .state()
        .doc
        .project
        .adjudication(game)
        .unwrap()
        .decision
        .clone()
        .unwrap();
    assert_eq!(decision.appealable_by, vec![Colour::White]);
    assert!(
        h.query_by_label_contains("White may appeal until 15 Jul 2026 (E11.1)")
            .is_some()
    );
    assert!(
        h.query_by_label("Black appeals").is_none(),
        "Black sent no analysis: no appeal (E10.4)"
    );
}

// rule: C25
#[test]
fn c25_the_organiser_extends_the_claims_and_the_late_claim_counts() {
    let mut h = harness(d(7, 8), FakeFileChooser::default());
    let game = open_and_select(&mut h);
    fill(&mut h, "claim received:", "2026-06-29");
    click(&mut h, "record claim");
    let cases = h.state().doc.project.adjudications().len();
    assert!(
        h.query_by_label_contains("apply the C25 default: 1-0")
            .is_some()
    );

    // Exceptional circumstances: Black's claims count until 15 July.
    click(&mut h, "organiser's orders (C25, E13.2)");
    fill(&mut h, "reason:", "Black's captain was in hospital");
    fill(&mut h, "claims count until:", "2026-07-15");
    click(&mut h, "extend the claims");
    assert!(
        h.query_by_label(&format!("apply C25 defaults ({})", cases - 1))
            .is_some(),
        "this case waits for the extension"
    );
    assert!(h.query_by_label_contains("apply the C25 default").is_none());

    click(&mut h, "Black's claim");
    click(&mut h, "draw");
    fill(&mut h, "claim received:", "2026-07-10");
    click(&mut h, "record claim");
    let case = h.state().doc.project.adjudication(game).unwrap();
    assert!(case.counted_claim(Colour::Black).is_some());
    assert_eq!(case.state(d(7, 8)), CaseState::WithAdjudicators);
}

#[test]
fn the_view_menu_shows_the_pane_which_starts_hidden() {
    let app = app_on(demo_project(), d(7, 1));
    assert!(!app.is_pane_visible(Pane::Adjudication));
    let mut h = open_window(app, WINDOW_SIZE);
    assert!(h.query_by_label("No adjudication cases.").is_none());
    click(&mut h, "View");
    click(&mut h, "Adjudication");
    assert!(h.state().is_pane_visible(Pane::Adjudication));
    assert!(h.query_by_label("No adjudication cases.").is_some());
}

/// The demo at the close of play with the first case selected and its
/// engine assessment form open; `None` (with a note) without Stockfish.
fn assessment_form() -> Option<(Harness<'static, CcdeskApp>, GameId)> {
    if ccdesk::engine::locate(std::path::Path::new("stockfish")).is_err() {
        eprintln!("note: stockfish is not installed (apt install stockfish); skipping");
        return None;
    }
    let mut h = harness(d(7, 1), FakeFileChooser::default());
    let game = open_and_select(&mut h);
    assert!(h.query_by_label("No engine assessment.").is_some());
    click(&mut h, "engine assessment…");
    Some((h, game))
}

/// Draws frames until `game`'s assessment is recorded (a minute at most):
/// the assessment, and whether a frame showed "assessing…" meanwhile.
fn await_assessment(
    h: &mut Harness<'static, CcdeskApp>,
    game: GameId,
) -> (Option<ccdesk::domain::adjudication::EngineAssessment>, bool) {
    use std::time::{Duration, Instant};
    let assessment = |h: &Harness<'static, CcdeskApp>| {
        h.state()
            .doc
            .project
            .adjudication(game)
            .unwrap()
            .assessment
            .clone()
    };
    let began = Instant::now();
    let mut saw_assessing = false;
    while assessment(h).is_none() && began.elapsed() < Duration::from_secs(60) {
        saw_assessing |= h.query_by_label_contains("assessing…").is_some();
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    (assessment(h), saw_assessing)
}

// rule: C26 — the adjudicator judges the position; the engine's view is
// hidden until asked for, and Edit > Undo takes the assessment back
#[test]
fn an_engine_assessment_runs_in_the_background_is_shown_on_request_and_undone() {
    use ccdesk::domain::adjudication::AssessmentLimit;

    let Some((mut h, game)) = assessment_form() else {
        return;
    };
    fill(&mut h, "assessment depth:", "6");
    click(&mut h, "run assessment");

    // The window keeps drawing while the engine works on its own thread.
    let (a, saw_assessing) = await_assessment(&mut h, game);
    let a = a.expect("the assessment is recorded");
    if !saw_assessing {
        eprintln!("note: the engine answered before a frame showed 'assessing…'");
    }
    assert!(a.engine.starts_with("Stockfish"), "{}", a.engine);
    assert_eq!(a.limit, AssessmentLimit::Depth(6));
    assert_eq!(a.made, d(7, 1));
    assert!(a.depth >= 6, "depth reached {}", a.depth);
    let best = a.best_move.clone().expect("a best move");
    assert_eq!(
        a.line.first(),
        Some(&best),
        "the line starts with the best move"
    );
    let score = a.score.clone().expect("a score");
    assert!(
        score.starts_with(['+', '-', '#']) || score == "0.00",
        "{score}"
    );
    h.run();

    // Hidden until asked for.
    assert!(
        h.query_by_label_contains("assessed the final position")
            .is_some()
    );
    assert!(h.query_by_label_contains("Best line:").is_none());
    click(&mut h, "show assessment");
    assert!(h.query_by_label(&format!("Engine: {}", a.engine)).is_some());
    assert!(
        h.query_by_label(&format!("Evaluation (White's view): {score}"))
            .is_some()
    );
    assert!(
        h.query_by_label(&format!("Best line: {}", a.line.join(" ")))
            .is_some()
    );
    click(&mut h, "hide assessment");
    assert!(h.query_by_label_contains("Best line:").is_none());

    // The panel's switch, then undo of each step.
    click(&mut h, "print on adjudicator's sheet");
    let case =
        |h: &Harness<'static, CcdeskApp>| h.state().doc.project.adjudication(game).unwrap().clone();
    assert!(case(&h).print_assessment);
    undo(&mut h);
    assert!(!case(&h).print_assessment);
    assert_eq!(case(&h).assessment, Some(a));
    undo(&mut h);
    assert_eq!(case(&h).assessment, None);
    assert!(h.query_by_label("No engine assessment.").is_some());
}

#[test]
fn an_assessment_limit_that_is_not_a_number_in_range_is_refused_with_the_reason() {
    let mut h = harness(d(7, 1), FakeFileChooser::default());
    let game = open_and_select(&mut h);
    click(&mut h, "engine assessment…");
    fill(&mut h, "assessment depth:", "0");
    click(&mut h, "run assessment");
    assert!(
        h.query_by_label_contains("is not a whole number from 1 to 99")
            .is_some()
    );
    click(&mut h, "for a time (seconds)");
    fill(&mut h, "assessment seconds:", "two");
    click(&mut h, "run assessment");
    assert!(
        h.query_by_label_contains(
            "assessment seconds: \"two\" is not a whole number from 1 to 3600"
        )
        .is_some()
    );
    assert!(h.query_by_label_contains("assessing…").is_none());
    let case = h.state().doc.project.adjudication(game).unwrap();
    assert_eq!(case.assessment, None);
}

/// The engine's answer is recorded when it comes, even with the
/// Adjudication pane hidden in the meantime, and still hidden until asked.
#[test]
fn an_assessment_is_recorded_while_the_pane_is_hidden() {
    let Some((mut h, game)) = assessment_form() else {
        return;
    };
    fill(&mut h, "assessment depth:", "6");
    click(&mut h, "run assessment");
    h.state_mut().set_pane_visible(Pane::Adjudication, false);
    h.run();
    assert!(h.query_by_label_contains("assessing").is_none());
    let (recorded, _) = await_assessment(&mut h, game);
    assert!(
        recorded.is_some(),
        "the answer came while the pane was hidden"
    );
    h.state_mut().set_pane_visible(Pane::Adjudication, true);
    h.run();
    assert!(
        h.query_by_label_contains("assessed the final position")
            .is_some()
    );
    assert!(h.query_by_label_contains("Best line:").is_none());
    // The pane (and the status bar) say what was recorded meanwhile.
    assert_eq!(
        h.query_all_by_label_contains(&format!("'s assessment of game {game} at depth 6"))
            .count(),
        2
    );
}

/// "stop assessment" ends the engine's search: nothing is recorded and the
/// pane says so.
#[test]
fn a_running_assessment_can_be_stopped_and_nothing_is_recorded() {
    use std::time::Duration;

    let Some((mut h, game)) = assessment_form() else {
        return;
    };
    click(&mut h, "for a time (seconds)");
    fill(&mut h, "assessment seconds:", "600");
    click(&mut h, "run assessment");
    assert!(h.query_by_label("assessing… (600 seconds)").is_some());
    h.snapshot("assessment_running");
    click(&mut h, "stop assessment");
    let message = format!("the assessment of game {game} was stopped; nothing was recorded");
    assert!(h.query_by_label(&message).is_some(), "{message}");
    assert!(h.query_by_label_contains("assessing…").is_none());
    for _ in 0..20 {
        h.step();
        std::thread::sleep(Duration::from_millis(50));
    }
    let case = h.state().doc.project.adjudication(game).unwrap().clone();
    assert_eq!(case.assessment, None);
    assert!(h.query_by_label("No engine assessment.").is_some());
    assert!(
        h.query_by_label_contains("run assessment").is_some(),
        "a new assessment can be asked for"
    );
}

// rule: C27 — an appeal mailed within the 14 days but keyed after they
// ended: the decision of 25 July allows an appeal mailed until 8 August;
// on 20 August the Appeals section is still there and takes Black's
// appeal mailed on 5 August.
#[test]
fn c27_an_appeal_mailed_in_time_can_be_keyed_after_the_window() {
    let mut h = harness(d(8, 20), FakeFileChooser::default());
    let game = open_and_select(&mut h);
    fill(&mut h, "claim received:", "2026-06-28");
    click(&mut h, "record claim");
    click(&mut h, "Black's claim");
    click(&mut h, "draw");
    click(&mut h, "record claim");
    for (name, button, verdict) in [
        ("Ann Arbiter", "send position (1 of 2)", "1-0"),
        ("Bob Bishop", "send position (2 of 2)", "1-0"),
    ] {
        fill(&mut h, "adjudicator:", name);
        fill(&mut h, "position sent:", "2026-07-09");
        click(&mut h, button);
        fill(&mut h, "opinion received:", "2026-07-20");
        click(&mut h, verdict);
        click(&mut h, "record opinion");
    }
    fill(&mut h, "notified:", "2026-07-25");
    click(&mut h, "notify decision");
    let case =
        |h: &Harness<'static, CcdeskApp>| h.state().doc.project.adjudication(game).unwrap().clone();
    assert_eq!(case(&h).state(d(8, 20)), CaseState::Final);
    assert!(
        h.query_by_label_contains("The appeal window has closed")
            .is_some()
    );
    click(&mut h, "Black appeals");
    fill(&mut h, "appeal mailed:", "2026-08-05");
    fill(&mut h, "appeal analysis:", "41...Kc7 holds the opposition");
    click(&mut h, "record appeal");
    assert_eq!(case(&h).appeals.len(), 1);
    assert_eq!(case(&h).appeals[0].mailed, d(8, 5));
    assert_eq!(case(&h).state(d(8, 20)), CaseState::UnderAppeal);
}
