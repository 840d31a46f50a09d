//! What a screen reader finds in the window and what it hears (issue 18),
//! read from the AccessKit tree egui_kittest keeps: every focusable node
//! named, the window titled, values exposed, each event announced once in
//! a live region; and the keyboard: shortcuts, the focus ring on the
//! board, Escape closing dialogs, the Move field in under 15 key presses.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::CcdeskApp;
use ccdesk::app::services::FakeFileChooser;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use egui::accesskit::{Action, Live, Role};
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};

use crate::window_harness::{
    TODAY, WINDOW_SIZE, app_on, app_with_files, date, open_window, window,
};

/// The name a screen reader reads for a node: its label (or its labels'
/// text), or a label's value.
fn spoken_name(node: &egui_kittest::kittest::AccessKitNode<'_>) -> String {
    if node.label_comes_from_value() {
        node.value().unwrap_or_default()
    } else {
        node.label().unwrap_or_default()
    }
}

/// The live regions of the window: what each says and how urgently.
pub(crate) fn live_regions(h: &Harness<'_, CcdeskApp>) -> Vec<(String, Live)> {
    h.root()
        .query_all(By::new().predicate(|n| n.live() != Live::Off && n.role() != Role::TextRun))
        .map(|n| {
            let n = n.accesskit_node();
            (spoken_name(&n), n.live())
        })
        .collect()
}

/// How many live regions say exactly `text`, with `live`.
fn said(h: &Harness<'_, CcdeskApp>, text: &str, live: Live) -> usize {
    live_regions(h)
        .iter()
        .filter(|(t, l)| t == text && *l == live)
        .count()
}

/// The demo on a day its games are in play.
fn demo() -> Harness<'static, CcdeskApp> {
    open_window(
        app_on(ccdesk::app::shipped_demo(), date(2026, 6, 14)),
        WINDOW_SIZE,
    )
}

/// Ann (the desk's owner, White) against Bob.
fn one_game() -> Project {
    game_from(None)
}

/// Ann (the desk's owner, White) against Bob, from `fen` if given.
fn game_from(fen: Option<&str>) -> Project {
    let mut p = Project::new("Friendlies");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Ashworth"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g =
        ccdesk::domain::game::Game::new(GameId(1), PlayerId(1), PlayerId(2), "Club friendly");
    g.setup_fen = fen.map(str::to_owned);
    p.hand_edit().games.push(g);
    p
}

fn press(h: &mut Harness<'_, CcdeskApp>, modifiers: egui::Modifiers, key: egui::Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

fn ctrl(h: &mut Harness<'_, CcdeskApp>, key: egui::Key) {
    press(h, egui::Modifiers::COMMAND, key);
}

fn key(h: &mut Harness<'_, CcdeskApp>, key: egui::Key) {
    press(h, egui::Modifiers::NONE, key);
}

/// The label of the control that has the keyboard.
fn focused(h: &Harness<'_, CcdeskApp>) -> String {
    h.root()
        .query_all(By::new().predicate(|n| n.is_focused()))
        .map(|n| spoken_name(&n.accesskit_node()))
        .next()
        .unwrap_or_default()
}

/// The controls a screen reader can reach without a name, or named only by
/// a symbol.
fn nameless(h: &Harness<'_, CcdeskApp>) -> Vec<String> {
    h.root()
        .query_all(By::new().predicate(|n| {
            let reachable = n.data().supports_action(Action::Focus)
                || matches!(n.role(), Role::ScrollBar | Role::Splitter);
            let name = spoken_name(n);
            (reachable && name.trim().is_empty())
                || (!name.trim().is_empty() && !name.chars().any(char::is_alphanumeric))
        }))
        .map(|n| {
            format!(
                "{:?} {:?} at {:?}",
                n.accesskit_node().role(),
                spoken_name(&n.accesskit_node()),
                n.rect()
            )
        })
        .collect()
}

// Each dialog names its controls, and Escape closes it.
#[test]
fn every_dialog_names_its_controls_and_closes_with_escape() {
    let mut h = demo();
    for (menu, item) in [
        ("File", "New game…"),
        ("File", "Reply…"),
        ("File", "Read message…"),
        ("File", "Server games…"),
        ("Edit", "Whose desk…"),
        ("Edit", "Engine settings…"),
        ("Help", "About ccdesk…"),
        ("Help", "Keyboard…"),
    ] {
        h.get_by_label(menu).click();
        h.run();
        h.query_all_by_label(item).next().unwrap().click();
        h.run();
        let missing = nameless(&h);
        assert!(missing.is_empty(), "{item}: {missing:#?}");
        let before = h.root().children_recursive().count();
        key(&mut h, egui::Key::Escape);
        let after = h.root().children_recursive().count();
        assert!(after < before, "Escape closes {item}");
        assert!(
            h.state().dialogs.new_game.is_none()
                && h.state().dialogs.reply.is_none()
                && h.state().dialogs.read.is_none()
                && h.state().dialogs.server.is_none()
                && h.state().dialogs.desk.is_none()
                && !h.state().dialogs.show_about
                && !h.state().dialogs.show_keyboard_help,
            "{item} still open"
        );
    }
}

// Every control a screen reader can reach says what it is: no unnamed
// node (dividers and scroll bars included), no name that is only a
// symbol; the window's frame carries its title.
#[test]
fn every_control_has_a_name_and_the_window_its_title() {
    let h = demo();
    let missing = nameless(&h);
    assert!(missing.is_empty(), "unnamed or only a symbol: {missing:#?}");
    assert_eq!(
        h.root().accesskit_node().label().unwrap_or_default(),
        h.state().title()
    );
    let dividers: Vec<String> = h
        .root()
        .query_all(By::new().role(Role::Splitter))
        .map(|n| spoken_name(&n.accesskit_node()))
        .collect();
    assert_eq!(
        dividers,
        [
            "Divider between Games above and Tournament admin below",
            "Divider between Scoresheet above and Clock ledger below",
            "Divider between Games, Tournament admin on the left and Board on the right",
            "Divider between Board on the left and Scoresheet, Clock ledger on the right",
        ]
    );
    for step in ["First move", "Previous move", "Next move", "Last move"] {
        assert!(
            h.query_all_by_label(step)
                .all(|n| n.accesskit_node().role() == Role::Button)
        );
        assert!(h.query_all_by_label(step).next().is_some(), "{step}");
    }
    let bar = h.get_by_label("Games list, vertical scroll bar");
    assert_eq!(bar.accesskit_node().role(), Role::ScrollBar);
    assert!(bar.accesskit_node().data().max_numeric_value().is_some());
    // The order combo box says its value.
    let order = h
        .root()
        .query_all(By::new().role(Role::ComboBox))
        .map(|n| (spoken_name(&n.accesskit_node()), n.accesskit_node().value()))
        .find(|(name, _)| name == "order");
    assert_eq!(
        order,
        Some(("order".to_owned(), Some("as entered".to_owned())))
    );
}

// The clock ledger's figures say their column and their row: "days used:
// 3", described "1. white d4".
#[test]
fn the_ledger_figures_say_their_column_and_row() {
    let h = demo();
    let game = h.state().selection.game.unwrap();
    let first = h.state().doc.project.game(game).unwrap().moves[0]
        .san
        .clone();
    let row = format!("1. white {first}");
    let columns: Vec<String> = h
        .root()
        .query_all(By::new().predicate(|n| n.description().as_deref() == Some(row.as_str())))
        .filter_map(|n| n.accesskit_node().value())
        .map(|v| v.split(':').next().unwrap_or_default().to_owned())
        .collect();
    assert_eq!(
        columns,
        [
            "days used",
            "leave days",
            "excluded days",
            "penalty days",
            "total days",
            "allowance",
            "status"
        ]
    );
    // The due list's games say whose move and the days left.
    let due: Vec<String> = h
        .root()
        .query_all(By::new().predicate(|n| {
            n.description().is_some_and(|d| {
                d.ends_with(" days left")
                    && (d.starts_with("my move, ") || d.starts_with("waiting, "))
            })
        }))
        .map(|n| spoken_name(&n.accesskit_node()))
        .collect();
    assert!(!due.is_empty(), "the due list's rows describe themselves");
}

// A move played is said once, in words, in the status line; an illegal
// one at once, under the Move field, each time it is tried.
#[test]
fn moves_played_and_refused_are_announced_once_in_words() {
    let mut h = window(app_on(one_game(), TODAY), WINDOW_SIZE);
    h.run();
    ctrl(&mut h, egui::Key::L);
    h.get_by_label("Move:").type_text("e4");
    h.run();
    key(&mut h, egui::Key::Enter);
    // The dates under the board: Enter records the move as sent.
    key(&mut h, egui::Key::Enter);
    assert_eq!(h.state().doc.project.games()[0].moves.len(), 1);
    assert_eq!(said(&h, "played 1. white e4 in game g1", Live::Polite), 1);
    assert_eq!(live_regions(&h).len(), 1, "{:?}", live_regions(&h));
    assert_eq!(
        focused(&h),
        "Move:",
        "the keyboard is back in the Move field"
    );
    h.get_by_label("Move:").type_text("Qh5");
    h.run();
    key(&mut h, egui::Key::Enter);
    let refusal = h.state().board.message.clone().unwrap();
    assert_eq!(said(&h, &refusal, Live::Assertive), 1);
    let first = h
        .root()
        .query_all(By::new().predicate(|n| n.live() == Live::Assertive))
        .map(|n| n.accesskit_node().id())
        .next();
    assert_eq!(focused(&h), "Move:", "the keyboard stays to try again");
    // The same move again: the same words, a new announcement.
    ctrl(&mut h, egui::Key::A);
    h.get_by_label("Move:").type_text("Qh5");
    h.run();
    key(&mut h, egui::Key::Enter);
    assert_eq!(said(&h, &refusal, Live::Assertive), 1);
    let again = h
        .root()
        .query_all(By::new().predicate(|n| n.live() == Live::Assertive))
        .map(|n| n.accesskit_node().id())
        .next();
    assert_ne!(first, again, "said again");
    // Ctrl+Z takes the move back, and says so.
    ctrl(&mut h, egui::Key::Z);
    assert!(h.state().doc.project.games()[0].moves.is_empty());
    let undone = h.state().doc.last_event.clone().unwrap();
    assert!(undone.starts_with("undid: "), "{undone}");
    assert_eq!(said(&h, &undone, Live::Polite), 1);
}

// A save is said once: where it went, politely; a failure at once.
#[test]
fn a_save_and_its_failure_are_announced() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("club.ron");
    let app = app_with_files(
        one_game(),
        TODAY,
        FakeFileChooser {
            save: Some(path.clone()),
            ..FakeFileChooser::default()
        },
    );
    let mut h = window(app, WINDOW_SIZE);
    h.run();
    ctrl(&mut h, egui::Key::S);
    assert!(path.exists());
    assert_eq!(
        said(&h, &format!("saved {}", path.display()), Live::Polite),
        1
    );
    let missing = dir.path().join("gone").join("club.ron");
    let app = app_with_files(
        one_game(),
        TODAY,
        FakeFileChooser {
            save: Some(missing),
            ..FakeFileChooser::default()
        },
    );
    let mut h = window(app, WINDOW_SIZE);
    h.run();
    ctrl(&mut h, egui::Key::S);
    let why = h.state().doc.last_event.clone().unwrap();
    assert!(why.contains("gone"), "{why}");
    assert_eq!(said(&h, &why, Live::Assertive), 1);
    // Escape closes the message that says why; its controls are named.
    assert!(h.state().dialog.is_some());
    assert!(nameless(&h).is_empty(), "{:#?}", nameless(&h));
    key(&mut h, egui::Key::Escape);
    assert!(h.state().dialog.is_none());
    // ccdesk's own file chooser (no system dialog here) names its controls
    // and Escape cancels it.
    let app = app_with_files(
        one_game(),
        TODAY,
        FakeFileChooser {
            unavailable: Some("no portal".to_owned()),
            ..FakeFileChooser::default()
        },
    );
    let mut h = window(app, WINDOW_SIZE);
    h.run();
    ctrl(&mut h, egui::Key::S);
    assert!(h.state().file_chooser_open());
    assert!(nameless(&h).is_empty(), "{:#?}", nameless(&h));
    key(&mut h, egui::Key::Escape);
    assert!(!h.state().file_chooser_open());
}

// From the start of the demo, a keyboard reaches the Move field of a game
// where it is the owner's move in under 15 key presses, plays a move there
// and hears it.
#[test]
fn the_move_field_of_my_move_is_a_few_keys_from_the_start() {
    let mut h = demo();
    let mut presses = 0;
    let mut go = |h: &mut Harness<'_, CcdeskApp>, m: egui::Modifiers, k: egui::Key| {
        presses += 1;
        press(h, m, k);
    };
    let none = egui::Modifiers::NONE;
    // Ctrl+1: the Games pane; Tab to the "my move" filter, Space.
    go(&mut h, egui::Modifiers::COMMAND, egui::Key::Num1);
    go(&mut h, none, egui::Key::Tab);
    go(&mut h, none, egui::Key::Tab);
    assert_eq!(focused(&h), "my move");
    go(&mut h, none, egui::Key::Space);
    // Ctrl+G: the first game of mine to move; Enter shows it; Ctrl+L.
    go(&mut h, egui::Modifiers::COMMAND, egui::Key::G);
    go(&mut h, none, egui::Key::Enter);
    go(&mut h, egui::Modifiers::COMMAND, egui::Key::L);
    assert!(presses < 15, "{presses} presses");
    assert_eq!(focused(&h), "Move:");
    let game = h.state().selection.game.unwrap();
    let (ply, san) = {
        let g = h.state().doc.project.game(game).unwrap();
        let replay = g.replay().unwrap();
        let pos = replay.positions.last().unwrap().clone();
        let m = shakmaty::Position::legal_moves(&pos)[0];
        (
            g.moves.len(),
            shakmaty::san::San::from_move(&pos, m).to_string(),
        )
    };
    assert_eq!(
        h.state()
            .doc
            .project
            .owner_side(h.state().doc.project.game(game).unwrap()),
        Some(if ply % 2 == 0 {
            shakmaty::Color::White
        } else {
            shakmaty::Color::Black
        }),
        "it is my move"
    );
    h.get_by_label("Move:").type_text(&san);
    h.run();
    key(&mut h, egui::Key::Enter);
    key(&mut h, egui::Key::Enter);
    let side = if ply % 2 == 0 { "white" } else { "black" };
    let words = format!("played {}. {side} {san} in game {game}", ply / 2 + 1);
    assert_eq!(
        said(&h, &words, Live::Polite),
        1,
        "{:?} {:?} {:?}",
        live_regions(&h),
        h.state().board.pending,
        h.state().board.message
    );
}

// The arrow keys move a focus ring over the board; Enter picks up and puts
// down; the ring is drawn for those who see it.
#[test]
fn the_board_is_played_by_keys_with_a_visible_focus_ring() {
    let mut h = window(app_on(one_game(), TODAY), WINDOW_SIZE);
    h.run();
    ctrl(&mut h, egui::Key::B);
    // The ring starts on the king to move, e1.
    assert_eq!(focused(&h), "e1 white king");
    key(&mut h, egui::Key::ArrowUp);
    assert_eq!(focused(&h), "e2 white pawn");
    key(&mut h, egui::Key::Enter);
    let e2 = h
        .root()
        .query_all(By::new().predicate(|n| n.is_selected() == Some(true)))
        .map(|n| spoken_name(&n.accesskit_node()))
        .collect::<Vec<_>>();
    assert_eq!(e2, ["e2 white pawn"], "picked up");
    key(&mut h, egui::Key::ArrowUp);
    key(&mut h, egui::Key::ArrowUp);
    assert_eq!(focused(&h), "e4");
    h.snapshot("board_focus_ring_on_e4");
    key(&mut h, egui::Key::Space);
    // The dates under the board take the keyboard; Enter records.
    key(&mut h, egui::Key::Enter);
    assert_eq!(h.state().doc.project.games()[0].moves[0].san, "e4");
    assert_eq!(said(&h, "played 1. white e4 in game g1", Live::Polite), 1);
    assert_eq!(
        focused(&h),
        "e4 white pawn",
        "the keyboard is back on the board"
    );
    // Escape puts a piece picked up back.
    for _ in 0..3 {
        key(&mut h, egui::Key::ArrowUp);
    }
    assert_eq!(focused(&h), "e7 black pawn");
    key(&mut h, egui::Key::Enter);
    assert!(h.state().board.picked.is_some());
    key(&mut h, egui::Key::Escape);
    assert!(h.state().board.picked.is_none());
}

// Help > Keyboard lists every shortcut of the one table; the View menu
// shows them; Escape closes the windows and dialogs.
#[test]
fn help_keyboard_lists_every_shortcut_and_escape_closes_dialogs() {
    let mut h = demo();
    key(&mut h, egui::Key::F1);
    assert!(h.state().dialogs.show_keyboard_help);
    let ctx = h.ctx.clone();
    for s in ccdesk::app::keyboard::shortcuts() {
        let keys = ctx.format_shortcut(&s.keys);
        assert!(h.query_by_label(&keys).is_some(), "{keys} not listed");
        assert!(
            h.query_all_by_label(s.what).next().is_some(),
            "{} not listed",
            s.what
        );
    }
    key(&mut h, egui::Key::Escape);
    assert!(!h.state().dialogs.show_keyboard_help);
    h.get_by_label("Help").click();
    h.run();
    h.get_by_label("About ccdesk…").click();
    h.run();
    assert!(h.state().dialogs.show_about);
    key(&mut h, egui::Key::Escape);
    assert!(!h.state().dialogs.show_about);
    h.get_by_label("File").click();
    h.run();
    h.query_all_by_label("New game…").next().unwrap().click();
    h.run();
    assert!(h.state().dialogs.new_game.is_some());
    key(&mut h, egui::Key::Escape);
    assert!(h.state().dialogs.new_game.is_none());
    // View > Go to sends the keyboard where the shortcut would.
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Go to").click();
    h.run();
    let item = h.get_by_label("Move field");
    assert_eq!(
        item.accesskit_node().data().keyboard_shortcut(),
        Some("Ctrl+L"),
        "the keys beside the item, and told"
    );
    item.click();
    h.run();
    assert_eq!(focused(&h), "Move:");
}

// A promotion asked by keys gives the keyboard to the choice of piece, and
// the board gets it back once the move is recorded.
#[test]
fn a_promotion_is_chosen_by_keys() {
    let mut h = window(
        app_on(game_from(Some("8/4P3/8/8/8/8/k7/4K3 w - - 0 1")), TODAY),
        WINDOW_SIZE,
    );
    h.run();
    ctrl(&mut h, egui::Key::B);
    assert_eq!(focused(&h), "e1 white king");
    for _ in 0..6 {
        key(&mut h, egui::Key::ArrowUp);
    }
    assert_eq!(focused(&h), "e7 white pawn");
    key(&mut h, egui::Key::Enter);
    key(&mut h, egui::Key::ArrowUp);
    key(&mut h, egui::Key::Enter);
    assert_eq!(focused(&h), "queen", "the choice of piece has the keyboard");
    key(&mut h, egui::Key::Tab);
    assert_eq!(focused(&h), "rook");
    key(&mut h, egui::Key::Enter);
    key(&mut h, egui::Key::Enter);
    assert_eq!(h.state().doc.project.games()[0].moves[0].san, "e8=R");
    assert_eq!(said(&h, "played 1. white e8=R in game g1", Live::Polite), 1);
    assert_eq!(focused(&h), "e8 white rook");
}

// With every pane shown (the engine, adjudication and correspondence panes
// too) and each reached by its shortcut, no control is left unnamed.
#[test]
fn every_pane_is_named_and_reached_by_its_shortcut() {
    let mut h = demo();
    let keys = [
        egui::Key::Num1,
        egui::Key::Num2,
        egui::Key::Num3,
        egui::Key::Num4,
        egui::Key::Num5,
        egui::Key::Num6,
        egui::Key::Num7,
        egui::Key::Num8,
    ];
    for (pane, k) in ccdesk::app::Pane::ALL.into_iter().zip(keys) {
        ctrl(&mut h, k);
        assert!(h.state().is_pane_visible(pane), "{pane:?} shown");
        assert!(
            h.state().keys.pending().is_none(),
            "{pane:?} took the keyboard"
        );
        assert!(
            !focused(&h).is_empty(),
            "{pane:?}: a control has the keyboard"
        );
    }
    let missing = nameless(&h);
    assert!(missing.is_empty(), "{missing:#?}");
    // Ctrl+D: the first game of the due list.
    ctrl(&mut h, egui::Key::D);
    assert!(focused(&h).contains(" vs "), "{}", focused(&h));
}

// A shortcut to something not shown (no game, so no board) says so, and
// the keyboard stays where it was.
#[test]
fn a_shortcut_to_what_is_not_shown_says_so() {
    let mut h = window(app_on(Project::new("Empty"), TODAY), WINDOW_SIZE);
    h.run();
    ctrl(&mut h, egui::Key::B);
    h.run();
    assert_eq!(
        said(
            &h,
            "the board is not shown: the keyboard stays where it was",
            Live::Polite
        ),
        1,
        "{:?}",
        live_regions(&h)
    );
    assert!(h.state().keys.pending().is_none());
}

// On a board turned round, the arrows follow the screen: Down goes from
// e1 (now at the top) to e2; Up at the edge stays.
#[test]
fn the_arrows_follow_the_screen_on_a_turned_board() {
    let mut h = window(app_on(one_game(), TODAY), WINDOW_SIZE);
    h.run();
    h.state_mut().board.flipped = true;
    h.run();
    ctrl(&mut h, egui::Key::B);
    assert_eq!(focused(&h), "e1 white king");
    key(&mut h, egui::Key::ArrowUp);
    assert_eq!(focused(&h), "e1 white king", "the edge of the board");
    key(&mut h, egui::Key::ArrowDown);
    assert_eq!(focused(&h), "e2 white pawn");
    key(&mut h, egui::Key::ArrowRight);
    assert_eq!(focused(&h), "d2 white pawn");
}
