//! The organiser's panes in the window's language (issue 35 items 1, 4
//! and 5): the admin pane of the demo in German names its tabs, its
//! division line and its standings in German, folds the tabs that do not
//! fit into "mehr ▾" in a narrow window, and is snapshotted in the
//! Organiser workspace at 1280x800 and 1024x700 (looked at for words cut
//! off), and the adjudication pane lists and filters its cases in
//! German.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::CcdeskApp;
use ccdesk::app::i18n::Language;
use ccdesk::app::workspace::Workspace;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::window_harness::{TODAY, click, demo_app, fill, has, window};

/// The demo in the Organiser workspace, the window in German, at `size`.
fn german_organiser(size: [f32; 2]) -> crate::window_harness::Window {
    german_in(Workspace::Organiser, size)
}

/// The demo in `workspace`, the window in German, at `size`.
fn german_in(workspace: Workspace, size: [f32; 2]) -> crate::window_harness::Window {
    let mut app: CcdeskApp = demo_app(None);
    app.set_system_language(Language::German);
    let game = ccdesk::app::welcome::start_game(&app.doc.project, TODAY).unwrap();
    app.select_game(game);
    let mut h = window(app, size);
    h.state_mut().choose_workspace(workspace);
    h.run();
    h
}

#[test]
fn the_admin_pane_names_its_tabs_and_standings_in_german() {
    let mut h = german_organiser([1280.0, 800.0]);
    // The tabs, counted where a number stands in the title; German's
    // longer words fold the last three into "mehr ▾" even at 1280.
    for tab in ["Ergebnisse", "Tabelle", "Kreuztabelle", "mehr ▾"] {
        assert!(h.query_by_label(tab).is_some(), "no {tab} tab");
    }
    for counted in ["Mannschaften (", "Paarungen (", "Partien ("] {
        assert!(has(&h, counted), "no {counted}…) tab");
    }
    assert!(h.query_by_label("Standings").is_none());
    assert!(h.query_by_label("Crosstable").is_none());
    // The division line takes German's plural (Mannschaften, Bretter),
    // its choice named "Liga".
    click(&mut h, "Liga");
    click(&mut h, "Division 2 (5 Mannschaften, 4 Bretter)");
    assert!(h.query_by_label("Partien (20)").is_some());
    // The standings' headings; the rule IDs stay as they are.
    click(&mut h, "Tabelle");
    for heading in [
        "Platz",
        "Mannschaft",
        "Brettpunkte",
        "Brettwertung",
        "Feinwertung",
    ] {
        assert!(h.query_by_label(heading).is_some(), "no {heading} heading");
    }
    assert!(has(&h, "(C29, C30)"));
    assert!(h.query_by_label("game points").is_none());
    click(&mut h, "Kreuztabelle");
    assert!(h.query_by_label("Punkte").is_some());
    h.snapshot("organiser_german_crosstable_1280x800");
    click(&mut h, "mehr ▾");
    for tab in ["Punktabzüge", "Kalender", "Gebühren"] {
        assert!(h.query_by_label(tab).is_some(), "no {tab} in the menu");
    }
}

#[test]
fn the_german_tabs_fold_into_more_in_a_narrow_window() {
    let mut h = german_organiser([1024.0, 700.0]);
    // The tabs that do not fit are in "mehr ▾"; one chosen there is shown
    // and names the menu.
    click(&mut h, "mehr ▾");
    click(&mut h, "Tabelle");
    assert!(h.query_by_label("Tabelle ▾").is_some());
    assert!(h.query_by_label("Brettwertung").is_some());
    h.snapshot("organiser_german_standings_1024x700");
    click(&mut h, "Tabelle ▾");
    click(&mut h, "Gebühren");
    assert!(h.query_by_label("Gebühren ▾").is_some());
    assert!(h.query_by_label("Unternehmen").is_some(), "no fees table");
    h.snapshot("organiser_german_fees_1024x700");
}

#[test]
fn german_organiser_workspace_snapshots() {
    let mut h = german_organiser([1280.0, 800.0]);
    h.snapshot("workspace_organiser_german_1280x800");
    h.set_size(egui::vec2(1024.0, 700.0));
    h.run();
    h.snapshot("workspace_organiser_german_1024x700");
}

#[test]
fn the_adjudication_cases_are_listed_and_filtered_in_german() {
    let mut h = german_in(Workspace::Adjudicator, [1024.0, 700.0]);
    assert!(h.query_by_label("Keine Abschätzungsfälle.").is_some());
    // Play has closed (C19): the unfinished games get their cases, asked
    // first.
    click(&mut h, "Fälle bei Spielschluss eröffnen");
    click(&mut h, "Anwenden");
    h.snapshot("adjudicator_german_1024x700");
    // The list's headings and filters; the rule IDs stay as they are.
    // ("Stand" names the state filter and the state column.)
    for label in [
        "Fall",
        "nächste Frist",
        "fällig von",
        "Fälle suchen",
        "Frist",
        "Stand",
    ] {
        assert!(h.query_all_by_label(label).next().is_some(), "no {label}");
    }
    assert!(has(&h, "Spielschluss"), "no German season line");
    assert!(has(&h, "(C19)"));
    assert!(h.query_by_label("search cases").is_none());
    // The game shown (an email game, E10.1) has no case yet.
    assert!(has(&h, "hat keinen Abschätzungsfall."));
    assert!(
        h.query_by_label("einen Fall nach den E-Mail-Regeln eröffnen")
            .is_some()
    );
    // "due within 7 days" takes German's plural.
    click(&mut h, "Frist");
    click(&mut h, "fällig binnen 7 Tagen");
    assert!(
        h.query_all_by_label("Tage")
            .any(|n| n.accesskit_node().role() == egui::accesskit::Role::SpinButton),
        "no days field"
    );
}

#[test]
fn a_case_s_claim_and_order_forms_speak_german() {
    // issue 35 item 1: the claim lines and forms and the organiser's
    // orders of a case from the German catalogue; the sides and the kind
    // of claim stay the domain's words. rule: C24
    // Tall enough for the whole case, so that every form is clicked on.
    let mut h = german_in(Workspace::Adjudicator, [1280.0, 1400.0]);
    click(&mut h, "einen Fall nach den E-Mail-Regeln eröffnen");
    assert!(has(&h, "noch kein Anspruch"), "no German claim line");
    for label in [
        "Anspruch von Weiß",
        "Anspruch von Schwarz",
        "Gewinn",
        "Remis",
        "Anspruch eingegangen:",
        "Analyse zum Anspruch:",
    ] {
        assert!(h.query_all_by_label(label).next().is_some(), "no {label}");
    }
    assert!(h.query_by_label("record claim").is_none());
    // A date not typed as 2026-06-28 is refused in German, naming the field.
    fill(&mut h, "Anspruch eingegangen:", "28/6/2026");
    click(&mut h, "Anspruch erfassen");
    assert!(
        has(
            &h,
            "Anspruch eingegangen: \"28/6/2026\" ist kein Datum; geben Sie es als 2026-06-28 ein"
        ),
        "no German date refusal"
    );
    // White's claim of a win and Black's of a draw, received today, are
    // recorded and listed in German.
    fill(&mut h, "Anspruch eingegangen:", "2026-11-29");
    click(&mut h, "Anspruch erfassen");
    assert!(has(&h, "beansprucht"), "no German claim recorded");
    // The day as German writes it in a sentence.
    assert!(has(&h, "eingegangen 29. November 2026"), "no German date");
    assert!(has(&h, "keine Analyse"));
    // The organiser's orders (C25, E13.2), folded until opened.
    click(&mut h, "Anordnungen des Turnierleiters (C25, E13.2)");
    for label in [
        "die Anspruchsfrist verlängern",
        "jetzt an die Schiedsrichter geben",
        "0-0 werten, Verlust für beide",
        "die Partie werten",
    ] {
        assert!(h.query_by_label(label).is_some(), "no {label}");
    }
    click(&mut h, "Anspruch von Schwarz");
    click(&mut h, "Remis");
    click(&mut h, "Anspruch erfassen");
    // One adjudicator under the email rules: his name is asked for in
    // German, then his opinion awaited and recorded. rule: C26
    click(&mut h, "Stellung senden (1 von 1)");
    assert!(has(&h, "geben Sie den Namen des Schiedsrichters ein"));
    fill(&mut h, "Schiedsrichter:", "Ann Arbiter");
    click(&mut h, "Stellung senden (1 von 1)");
    assert!(has(&h, "Urteil ausstehend"), "no German referral line");
    assert!(h.query_by_label("Urteil eingegangen:").is_some());
    click(&mut h, "1-0");
    click(&mut h, "Urteil erfassen");
    assert!(has(&h, "Das Urteil der Schiedsrichter: "));
    click(&mut h, "Entscheidung mitteilen");
    // Neither claim came with an analysis: no appeal. rule: E10.4
    assert!(has(&h, "keine Berufung (E10.4)"), "no German decision line");
    assert!(has(&h, ", mitgeteilt "));
}
