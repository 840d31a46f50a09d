//! The player's game in the window, driven through egui_kittest: moves by
//! clicks, drag and drop and typing in every notation, promotion through
//! the popup, castling by the king's move, refusals, navigation, the
//! scoresheet in each notation, analysis, the new-game dialog and
//! conditional moves, and a snapshot of the board pane.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::app::{CcdeskApp, Pane};
use ccdesk::domain::game::Game;
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::notation::Notation;
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use chrono::NaiveDate;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::window_harness::{TODAY, WINDOW_SIZE, app_on, fill, has, hide, open_window, window};

/// Ann (the desk's owner, White) against Bob, from `fen` if given.
fn one_game(fen: Option<&str>) -> Project {
    let mut p = Project::new("Friendlies");
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(1), "Ann Ashworth"));
    p.hand_edit()
        .players
        .push(Player::new(PlayerId(2), "Bob Bramley"));
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Club friendly");
    g.setup_fen = fen.map(str::to_owned);
    p.hand_edit().games.push(g);
    p
}

fn moves(h: &Harness<'_, CcdeskApp>) -> Vec<String> {
    h.state().doc.project.games()[0]
        .moves
        .iter()
        .map(|m| m.san.to_string())
        .collect()
}

/// The board square `name` ("e4"), whatever stands on it: squares are the
/// square-shaped buttons labelled "e4" or "e4 white pawn".
fn square<'h>(h: &'h Harness<'_, CcdeskApp>, name: &'h str) -> egui_kittest::Node<'h> {
    let prefix = format!("{name} ");
    h.query_all_by_label_contains(name)
        .find(|n| {
            let label = n.accesskit_node().label().unwrap_or_default();
            let r = n.rect();
            (label == name || label.starts_with(&prefix))
                && (r.width() - r.height()).abs() < 1.0
                && r.width() > 20.0
        })
        .unwrap_or_else(|| panic!("no square {name}"))
}

fn square_centre(h: &Harness<'_, CcdeskApp>, name: &str) -> egui::Pos2 {
    square(h, name).rect().center()
}

fn square_label(h: &Harness<'_, CcdeskApp>, name: &str) -> String {
    square(h, name).accesskit_node().label().unwrap_or_default()
}

fn click_square(h: &mut Harness<'_, CcdeskApp>, name: &str) {
    square(h, name).click();
    h.run();
}

fn click_first(h: &mut Harness<'_, CcdeskApp>, label: &str) {
    h.query_all_by_label(label)
        .next()
        .unwrap_or_else(|| panic!("no {label}"))
        .click();
    h.run();
}

/// A move entered on the board asks for its dates under the board; these
/// tests play both sides on one day, so each move is recorded as not sent
/// yet (the dates themselves are tested in `player_desk`).
fn record_not_sent(h: &mut Harness<'_, CcdeskApp>) {
    if h.query_by_label("not sent yet").is_some() {
        h.get_by_label("not sent yet").click();
        h.run();
    }
}

fn click_move(h: &mut Harness<'_, CcdeskApp>, from: &str, to: &str) {
    click_square(h, from);
    click_square(h, to);
    record_not_sent(h);
}

fn type_move(h: &mut Harness<'_, CcdeskApp>, text: &str) {
    fill(h, "Move:", text);
    h.get_by_label("Play").click();
    h.run();
    record_not_sent(h);
}

// rule: E1.1 (the FIDE Laws: mate on the board ends the game)
#[test]
fn a_game_played_by_clicking_squares_ends_in_mate() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    for (from, to) in [
        ("e2", "e4"),
        ("e7", "e5"),
        ("f1", "c4"),
        ("b8", "c6"),
        ("d1", "h5"),
        ("g8", "f6"),
        ("h5", "f7"),
    ] {
        click_move(&mut h, from, to);
    }
    assert_eq!(moves(&h), ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
    let result = h.state().doc.project.games()[0].result.unwrap();
    assert_eq!(result.to_string(), "1-0 (checkmate)");
    assert!(has(&h, "1-0 (checkmate)"));
    assert!(h.query_by_label("game over").is_some());
}

#[test]
fn a_piece_moves_by_drag_and_drop() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    let from = square_centre(&h, "g1");
    let to = square_centre(&h, "f3");
    h.hover_at(from);
    h.run();
    h.drag_at(from);
    h.run();
    for step in 1..=4 {
        h.hover_at(from + (to - from) * (step as f32 / 4.0));
        h.run();
    }
    h.drop_at(to);
    h.run();
    assert!(moves(&h).is_empty(), "the move waits for its dates");
    assert!(
        h.query_by_label("f3 white knight").is_some(),
        "shown played"
    );
    record_not_sent(&mut h);
    assert_eq!(moves(&h), ["Nf3"]);
    assert!(h.query_by_label("f3 white knight").is_some());
}

// rule: E2.2, P02 (any agreed notation is read), E4.4 (markers mean nothing)
#[test]
fn moves_typed_in_every_notation_are_played() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    for typed in [
        "e2e4", "e7-e5", "7163", "Nb8-c6", "♗b5", "a7a6", "Bxc6+", "dxc6", "0-0",
    ] {
        type_move(&mut h, typed);
        assert!(
            h.state().board.message.is_none(),
            "{typed}: {:?}",
            h.state().board.message
        );
    }
    assert_eq!(
        moves(&h),
        ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O"]
    );
}

// rule: E2.2 E4.4 — the Move field takes German `Sf3` and the other
// languages' letters, and says under the field what it assumed.
#[test]
fn the_move_field_takes_other_languages_piece_letters() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    type_move(&mut h, "e4");
    type_move(&mut h, "e5");
    fill(&mut h, "Move:", "Sf3");
    h.get_by_label("Play").click();
    h.run();
    assert!(
        h.state().board.message.is_none(),
        "{:?}",
        h.state().board.message
    );
    assert!(has(&h, "Sf3 read with German piece letters as Nf3"));
    record_not_sent(&mut h);
    type_move(&mut h, "Cc6");
    type_move(&mut h, "Lb5");
    assert_eq!(moves(&h), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    // A word no language reads legally is still refused with the reason.
    type_move(&mut h, "Se5");
    assert_eq!(moves(&h).len(), 5);
    assert!(h.state().board.message.is_some());
}

// rule: E1.1 (only legal moves), E4.2 (an illegal move goes back with the reason)
#[test]
fn an_illegal_or_ambiguous_typed_move_is_refused_with_the_reason() {
    let mut h = window(
        app_on(one_game(Some("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1")), TODAY),
        WINDOW_SIZE,
    );
    h.run();
    type_move(&mut h, "Nd2");
    assert!(moves(&h).is_empty());
    assert!(
        has(&h, "knights on b1 and f3"),
        "{:?}",
        h.state().board.message
    );
    type_move(&mut h, "Ke3");
    assert!(moves(&h).is_empty());
    assert!(has(&h, "Ke3"));
    assert!(!h.state().doc.is_dirty());
    type_move(&mut h, "Nbd2");
    assert_eq!(moves(&h), ["Nbd2"]);
}

#[test]
fn a_pawn_promotes_to_the_piece_chosen_in_the_popup() {
    let mut h = window(
        app_on(one_game(Some("8/4P3/8/8/8/8/k7/4K3 w - - 0 1")), TODAY),
        WINDOW_SIZE,
    );
    h.run();
    click_move(&mut h, "e7", "e8");
    assert!(moves(&h).is_empty(), "nothing is played before the choice");
    for piece in ["queen", "rook", "bishop", "knight"] {
        assert!(h.query_by_label(piece).is_some(), "{piece} button missing");
    }
    h.get_by_label("knight").click();
    h.run();
    record_not_sent(&mut h);
    assert_eq!(moves(&h), ["e8=N"]);
    assert!(h.query_by_label("e8 white knight").is_some());
    assert!(h.query_by_label("queen").is_none(), "the popup closes");
}

#[test]
fn castling_by_the_kings_two_square_move_and_by_king_takes_rook() {
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    let mut h = window(app_on(one_game(Some(fen)), TODAY), WINDOW_SIZE);
    h.run();
    click_move(&mut h, "e1", "g1");
    click_move(&mut h, "e8", "a8");
    assert_eq!(moves(&h), ["O-O", "O-O-O"]);
    assert!(h.query_by_label("g1 white king").is_some());
    assert!(h.query_by_label("f1 white rook").is_some());
    assert!(h.query_by_label("c8 black king").is_some());
    assert!(h.query_by_label("d8 black rook").is_some());
}

// rule: E4.1, P06 (a played move is binding: no move entered at an earlier position)
#[test]
fn no_move_is_entered_while_an_earlier_position_is_shown() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    click_move(&mut h, "e2", "e4");
    click_move(&mut h, "e7", "e5");
    click_first(&mut h, "Previous move");
    h.run();
    assert_eq!(h.state().selection.ply, Some(1));
    assert_eq!(
        square_label(&h, "e5"),
        "e5",
        "e5 is empty again on the board"
    );
    click_square(&mut h, "d7 black pawn");
    assert!(has(&h, "earlier position"));
    type_move(&mut h, "d5");
    assert_eq!(moves(&h), ["e4", "e5"]);
    // Back at the last move, entering works again.
    click_first(&mut h, "Last move");
    h.run();
    type_move(&mut h, "Nf3");
    assert_eq!(moves(&h), ["e4", "e5", "Nf3"]);
    // The scoresheet's entries say their number, side and date.
    let described: Vec<String> = h
        .query_all_by_label("e5")
        .filter_map(|n| n.accesskit_node().description().map(|d| d.to_string()))
        .collect();
    assert_eq!(described, ["1. black e5, not sent yet"]);
}

// rule: E4.1 (analysis is kept apart from the binding game record)
#[test]
fn analysis_mode_keeps_its_line_apart_from_the_game() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    click_move(&mut h, "e2", "e4");
    click_move(&mut h, "e7", "e5");
    click_first(&mut h, "Previous move");
    h.run();
    h.get_by_label("Analysis").click();
    h.run();
    click_move(&mut h, "c7", "c5");
    type_move(&mut h, "Nf3");
    assert_eq!(moves(&h), ["e4", "e5"]);
    h.get_by_label("Keep line").click();
    h.run();
    let game = &h.state().doc.project.games()[0];
    assert_eq!(game.moves.len(), 2);
    assert_eq!(game.analysis.len(), 1);
    assert_eq!(game.analysis[0].from_ply, 1);
    assert_eq!(game.analysis[0].moves, ["c5", "Nf3"]);
    assert!(h.query_by_label("1... c5 2. Nf3").is_some());
    // Saved with the game.
    let text = ron::to_string(&h.state().doc.project).unwrap();
    assert!(text.contains("analysis"));
}

#[test]
fn arrow_keys_home_and_end_step_through_the_game() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    for (from, to) in [("e2", "e4"), ("e7", "e5"), ("g1", "f3")] {
        click_move(&mut h, from, to);
    }
    let centre = square_centre(&h, "d4");
    h.hover_at(centre);
    h.run();
    h.key_press(egui::Key::ArrowLeft);
    h.run();
    assert_eq!(h.state().selection.ply, Some(2));
    h.key_press(egui::Key::Home);
    h.run();
    assert_eq!(h.state().selection.ply, Some(0));
    assert!(h.query_by_label("e2 white pawn").is_some());
    h.key_press(egui::Key::ArrowRight);
    h.run();
    assert_eq!(h.state().selection.ply, Some(1));
    h.key_press(egui::Key::End);
    h.run();
    assert_eq!(h.state().selection.ply, None);
    // Clicking a move in the scoresheet shows its position.
    h.get_by_label("e5").click();
    h.run();
    assert_eq!(h.state().selection.ply, Some(2));
    assert!(h.query_by_label("g1 white knight").is_some());
}

// rule: E2.1 (moves are numbered), E2.2, P02 (the agreed notation)
#[test]
fn the_scoresheet_reads_back_in_each_notation() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    for typed in ["e4", "e5", "Nf3", "Nc6"] {
        type_move(&mut h, typed);
    }
    let expected = [
        ("figurine algebraic", ["e4", "e5", "♘f3", "♘c6"]),
        ("long algebraic", ["e2-e4", "e7-e5", "Ng1-f3", "Nb8-c6"]),
        ("ICCF numeric", ["5254", "5755", "7163", "2836"]),
        ("algebraic (SAN)", ["e4", "e5", "Nf3", "Nc6"]),
    ];
    for (notation, written) in expected {
        h.get_by_label("notation").click();
        h.run();
        h.get_by_label(notation).click();
        h.run();
        for w in written {
            assert!(
                h.query_all_by_label(w).count() >= 1,
                "{notation}: {w} missing"
            );
        }
    }
    assert_eq!(h.state().doc.project.games()[0].notation, Notation::San);
    assert!(h.query_by_label("1.").is_some() && h.query_by_label("2.").is_some());
    // The notation is a command: undo goes back to ICCF.
    h.state_mut().undo();
    h.run();
    assert_eq!(h.state().doc.project.games()[0].notation, Notation::Iccf);
    h.get_by_label("Copy score").click();
    h.step();
    let copied = h
        .output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            egui::OutputCommand::CopyText(t) => Some(t.clone()),
            _ => None,
        });
    assert_eq!(copied.as_deref(), Some("1. 5254 5755 2. 7163 2836 *"));
}

#[test]
fn resignation_and_claimable_draws_are_recorded_as_commands() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    for typed in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
        type_move(&mut h, typed);
    }
    assert!(has(&h, "threefold repetition"));
    h.get_by_label("Claim draw").click();
    h.run();
    let r = h.state().doc.project.games()[0].result.unwrap();
    assert_eq!(r.to_string(), "½-½ (threefold repetition)");
    h.state_mut().undo();
    h.run();
    h.get_by_label("Record result").click();
    h.run();
    h.get_by_label("Black resigns").click();
    h.run();
    let r = h.state().doc.project.games()[0].result.unwrap();
    assert_eq!(r.to_string(), "1-0 (resignation)");
}

#[test]
fn copy_fen_copies_the_position_shown() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    type_move(&mut h, "e4");
    h.get_by_label("Copy FEN").click();
    h.step();
    let copied = h
        .output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            egui::OutputCommand::CopyText(t) => Some(t.clone()),
            _ => None,
        });
    assert_eq!(
        copied.as_deref(),
        Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
    );
}

#[test]
fn the_new_game_dialog_creates_a_game_with_its_opponent() {
    let mut h = window(app_on(Project::new("My desk"), TODAY), WINDOW_SIZE);
    h.run();
    h.get_by_label("File").click();
    h.run();
    // The menu item (the games list has a button of the same name).
    h.query_all_by_label("New game…").last().unwrap().click();
    h.run();
    fill(&mut h, "Your name:", "Ann Ashworth");
    fill(&mut h, "Opponent's name:", "Carl Cole");
    fill(&mut h, "Email:", "carl@example.org");
    fill(&mut h, "Postal address:", "1 High Street");
    h.get_by_label("Black").click();
    h.run();
    fill(&mut h, "Event:", "Autumn friendly");
    fill(&mut h, "Round:", "2");
    fill(
        &mut h,
        "Set up from FEN:",
        "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1",
    );
    h.get_by_label("Create game").click();
    h.run();
    assert!(
        h.query_by_label("Create game").is_none(),
        "{:?}",
        h.state().dialogs.new_game
    );
    let p = &h.state().doc.project;
    assert_eq!(p.games().len(), 1);
    let g = &p.games()[0];
    let me = p.owner().unwrap();
    assert_eq!(p.player_name(me), "Ann Ashworth");
    assert_eq!(g.black, me);
    let opp = p.player(g.white).unwrap();
    assert_eq!(
        (opp.name.as_str(), opp.email.as_str(), opp.address.as_str()),
        ("Carl Cole", "carl@example.org", "1 High Street")
    );
    assert_eq!(g.event, "Autumn friendly");
    assert_eq!(g.round.as_deref(), Some("2"));
    assert_eq!(g.start, NaiveDate::from_ymd_opt(2026, 11, 29));
    assert!(g.setup_fen.is_some());
    assert_eq!(h.state().selection.game, Some(g.id));
    // It is Black's move from the position, so it is my move in the games list.
    assert!(has(&h, "Carl Cole  (my move) · Autumn friendly"));
    // One step undoes the whole dialog.
    h.state_mut().undo();
    h.run();
    assert!(h.state().doc.project.games().is_empty());
    assert!(h.state().doc.project.players().is_empty());
}

#[test]
fn the_new_game_dialog_refuses_a_bad_fen_and_keeps_the_form() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    h.state_mut().open_new_game_dialog();
    h.run();
    fill(&mut h, "Opponent's name:", "Dora Dean");
    fill(&mut h, "Set up from FEN:", "not a position");
    h.get_by_label("Create game").click();
    h.run();
    assert!(has(&h, "is not valid"));
    assert_eq!(h.state().doc.project.games().len(), 1);
    assert!(h.query_by_label("Create game").is_some());
}

#[test]
fn the_games_list_filters_by_whose_move_it_is() {
    let mut p = one_game(None);
    // Bob has White in the second game and has not moved: their move.
    p.hand_edit().games.push(Game::new(
        GameId(2),
        PlayerId(2),
        PlayerId(1),
        "Autumn match",
    ));
    let mut h = window(app_on(p, TODAY), WINDOW_SIZE);
    h.run();
    let rows = |h: &Harness<'_, CcdeskApp>| -> Vec<String> {
        h.query_all_by_label_contains("Bob Bramley  (")
            .map(|n| n.accesskit_node().label().unwrap_or_default())
            .collect()
    };
    assert_eq!(rows(&h).len(), 2);
    click_first(&mut h, "their move");
    assert_eq!(rows(&h), ["Bob Bramley  (their move) · Autumn match"]);
    click_first(&mut h, "my move");
    assert_eq!(rows(&h), ["Bob Bramley  (my move) · Club friendly"]);
    click_first(&mut h, "finished");
    assert!(rows(&h).is_empty());
    click_first(&mut h, "all");
    // Picking a game shows it in every pane.
    h.get_by_label("Bob Bramley  (their move) · Autumn match")
        .click();
    h.run();
    assert_eq!(h.state().selection.game, Some(GameId(2)));
    assert!(has(&h, "Bob Bramley – Ann Ashworth"));
}

fn propose(h: &mut Harness<'_, CcdeskApp>, line: &str) {
    fill(h, "If:", line);
    h.get_by_label("Propose").click();
    h.run();
}

// rule: E4.5, E4.6, E6.5 (a matching reply plays the continuation, marked conditional)
#[test]
fn a_conditional_move_is_accepted_when_the_opponent_plays_the_expected_move() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    type_move(&mut h, "e4");
    propose(&mut h, "e5 Nf3 Nc6 Bb5");
    assert!(h.query_by_label("if 1... e5 2. Nf3 Nc6 3. Bb5").is_some());
    h.get_by_label("Mark sent").click();
    h.run();
    assert!(
        h.query_by_label("Withdraw").is_none(),
        "binding once sent (P07)"
    );
    type_move(&mut h, "e5");
    assert_eq!(moves(&h), ["e4", "e5", "Nf3"]);
    assert!(h.query_by_label("Nf3 (if)").is_some());
    assert!(h.state().doc.project.games()[0].moves[2].conditional);
    // rule: E4.5 (the first deviation cancels the rest)
    type_move(&mut h, "Nf6");
    assert_eq!(moves(&h), ["e4", "e5", "Nf3", "Nf6"]);
    assert!(h.state().doc.project.games()[0].conditional.is_empty());
}

// rule: P07 (withdrawn before it is sent)
#[test]
fn a_draft_conditional_can_be_withdrawn_and_an_illegal_one_is_refused() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    type_move(&mut h, "e4");
    propose(&mut h, "e5 Ke3");
    assert!(has(&h, "Ke3"));
    assert!(h.state().doc.project.games()[0].conditional.is_empty());
    propose(&mut h, "e5 Nf3");
    h.get_by_label("Withdraw").click();
    h.run();
    assert!(h.state().doc.project.games()[0].conditional.is_empty());
}

#[test]
fn board_pane_snapshot_after_a_few_moves() {
    let mut app = app_on(one_game(None), TODAY);
    hide(
        &mut app,
        &[Pane::Games, Pane::Scoresheet, Pane::Ledger, Pane::Admin],
    );
    let mut h = open_window(app, [640.0, 720.0]);
    for typed in ["e4", "e5", "Nf3", "Nc6", "Bb5", "Nf6"] {
        type_move(&mut h, typed);
    }
    click_square(&mut h, "b5 white bishop");
    h.remove_cursor();
    h.run();
    h.snapshot("board_pane_ruy_lopez");
}

// The text mode (issue 18): questions about the position typed in the
// Move field are answered in words, in a live region a screen reader
// reads, and focus stays in the field for the next one; a move typed
// after them is played as usual.
#[test]
fn the_position_is_told_in_words_from_the_move_field() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    type_move(&mut h, "e4");
    type_move(&mut h, "e5");
    let ask = |h: &mut Harness<'_, CcdeskApp>, text: &str| {
        fill(h, "Move:", text);
        h.key_press(egui::Key::Enter);
        h.run();
        h.run();
    };
    ask(&mut h, "p black knight");
    let answer = h.get_by_label("Black: knights b8, g8.");
    assert_eq!(
        answer.accesskit_node().live(),
        egui::accesskit::Live::Polite
    );
    assert!(
        h.get_by_label("Move:").is_focused(),
        "focus stays in the Move field"
    );
    ask(&mut h, "s e");
    assert!(has(
        &h,
        "e-file: e1 white king, e2 empty, e3 empty, e4 white pawn, e5 black pawn"
    ));
    ask(&mut h, "l");
    assert!(has(&h, "last move: 1... e5, by black."));
    // Ann (the owner) plays White: "p" lists her pieces.
    ask(&mut h, "p");
    assert!(has(&h, "White: king e1; queen d1;"));
    assert_eq!(moves(&h), ["e4", "e5"]);
    type_move(&mut h, "Nf3");
    assert_eq!(moves(&h), ["e4", "e5", "Nf3"]);
    // The scoresheet's entries say their number, side and date.
    let described: Vec<String> = h
        .query_all_by_label("e5")
        .filter_map(|n| n.accesskit_node().description().map(|d| d.to_string()))
        .collect();
    assert_eq!(described, ["1. black e5, not sent yet"]);
}

// Squares say in words what their colours show (issue 18): the piece
// picked up is selected, its moves are legal targets, the last move's
// squares say so.
#[test]
fn squares_say_selected_legal_target_and_last_move() {
    let mut h = window(app_on(one_game(None), TODAY), WINDOW_SIZE);
    h.run();
    type_move(&mut h, "e4");
    click_square(&mut h, "g8");
    let node = |h: &Harness<'_, CcdeskApp>, name: &str| -> (bool, String) {
        let square = square(h, name);
        let node = square.accesskit_node();
        (
            node.is_selected() == Some(true),
            node.description()
                .map(|d| d.to_string())
                .unwrap_or_default(),
        )
    };
    assert!(node(&h, "g8").0, "g8 is selected");
    assert_eq!(node(&h, "f6"), (false, "legal target".to_owned()));
    assert_eq!(node(&h, "e4"), (false, "last move".to_owned()));
    assert_eq!(node(&h, "a6"), (false, String::new()));
}
