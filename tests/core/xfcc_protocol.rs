//! XFCC in pure code: the SOAP requests (namespace, SOAPAction, escaping),
//! the reading of every `XfccGame` field in any case with unknown fields
//! kept, every result and `MakeAMove` answer (both spellings of
//! `MoveIsAmbiguous`), faults and garbage; and the sync plan: only new
//! moves, a game whose moves differ left alone and named, undo gives the
//! project back, a file without server games still loads.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::apply;
use ccdesk::domain::ids::PlayerId;
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::domain::server::{
    MoveAnswer, XfccGame, XfccResult, game_result, movetext_sans, plan_sync,
};
use ccdesk::io::xfcc::XfccError;
use ccdesk::io::xfcc::soap::{
    MoveFields, get_my_games_request, make_a_move_request, parse_get_my_games, parse_make_a_move,
    soap_action,
};
use chrono::NaiveDate;

const NS: &str = "http://www.bennedik.com/webservices/XfccBasic";
const URL: &str = "http://127.0.0.1:1/xfcc";

fn answer(inner: &str) -> String {
    format!(
        "<?xml version=\"1.0\"?><soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>{inner}</soap:Body></soap:Envelope>"
    )
}

#[test]
fn requests_carry_the_namespace_the_action_and_escaped_values() {
    assert_eq!(soap_action("GetMyGames"), format!("\"{NS}/GetMyGames\""));
    assert_eq!(soap_action("MakeAMove"), format!("\"{NS}/MakeAMove\""));
    let r = get_my_games_request("ann & co", "p<w>");
    assert!(r.contains(&format!("<GetMyGames xmlns=\"{NS}\">")));
    assert!(r.contains("<username>ann &amp; co</username><password>p&lt;w&gt;</password>"));
    let r = make_a_move_request(
        "ann",
        "pw",
        &MoveFields {
            game_id: "77".into(),
            movecount: 12,
            my_move: "Nf3".into(),
            claim_draw: true,
            my_message: "\"hi\"".into(),
            ..MoveFields::default()
        },
    );
    assert!(r.contains(&format!(
        "<MakeAMove xmlns=\"{NS}\"><username>ann</username><password>pw</password><gameId>77</gameId><resign>false</resign><acceptDraw>false</acceptDraw><movecount>12</movecount><myMove>Nf3</myMove><offerDraw>false</offerDraw><claimDraw>true</claimDraw><myMessage>&quot;hi&quot;</myMessage></MakeAMove>"
    )), "{r}");
}

#[test]
fn every_field_is_read_in_any_case_and_unknown_ones_are_kept() {
    let body = answer(&format!(
        "<GetMyGamesResponse xmlns=\"{NS}\"><GetMyGamesResult><XfccGame>\
         <ID>5</ID><WHITE>A</WHITE><black>B</black><Event>E</Event><site>S</site><round>2</round>\
         <eventDate>2026-01-01</eventDate><myturn>TRUE</myturn><hasWhite>1</hasWhite>\
         <daysPlayer>3</daysPlayer><hoursPlayer>4</hoursPlayer><minutesPlayer>5</minutesPlayer>\
         <daysOpponent>6</daysOpponent><hoursOpponent>7</hoursOpponent><minutesOpponent>8</minutesOpponent>\
         <moves>1.e4 {{a comment}} e5 (1...c5) 2.Nf3</moves><drawOffered>false</drawOffered>\
         <result>drawadjudicated</result><message>m &amp; n</message><serverInfo>i</serverInfo>\
         <gameLink>l</gameLink><whiteElo>2000</whiteElo><blackElo></blackElo><whiteTitle>GM</whiteTitle>\
         <blackTitle>IM</blackTitle><whiteNA>FRA</whiteNA><blackNA>ITA</blackNA><eventSponsor>sp</eventSponsor>\
         <section>se</section><stage>st</stage><board>b</board><timeControl>tc</timeControl>\
         <variant>v</variant><setup>false</setup><fen></fen><noOpeningBooks>true</noOpeningBooks>\
         <noDatabases>true</noDatabases><noTablebases>true</noTablebases><noEngines>true</noEngines>\
         <WhiteIccfID>1</WhiteIccfID><blackiccfid>2</blackiccfid>\
         </XfccGame><XfccGame><id>6</id></XfccGame></GetMyGamesResult></GetMyGamesResponse>"
    ));
    let games = parse_get_my_games(URL, &body).unwrap();
    assert_eq!(games.len(), 2);
    let g = &games[0];
    assert_eq!(
        (g.id.as_str(), g.white.as_str(), g.black.as_str()),
        ("5", "A", "B")
    );
    assert_eq!(
        (g.event.as_str(), g.site.as_str(), g.round.as_str()),
        ("E", "S", "2")
    );
    assert_eq!(g.event_date, "2026-01-01");
    assert!(g.my_turn && g.has_white && !g.draw_offered);
    assert_eq!((g.days_player, g.hours_player, g.minutes_player), (3, 4, 5));
    assert_eq!(
        (g.days_opponent, g.hours_opponent, g.minutes_opponent),
        (6, 7, 8)
    );
    assert_eq!(movetext_sans(&g.moves), ["e4", "e5", "Nf3"]);
    assert_eq!(g.result, XfccResult::DrawAdjudicated);
    assert_eq!(g.message, "m & n");
    assert_eq!((g.white_elo, g.black_elo), (Some(2000), None));
    assert_eq!(
        (g.white_title.as_str(), g.black_title.as_str()),
        ("GM", "IM")
    );
    assert_eq!((g.white_na.as_str(), g.black_na.as_str()), ("FRA", "ITA"));
    assert_eq!(g.event_sponsor, "sp");
    assert_eq!(
        (g.section.as_str(), g.stage.as_str(), g.board.as_str()),
        ("se", "st", "b")
    );
    assert_eq!((g.time_control.as_str(), g.variant.as_str()), ("tc", "v"));
    assert!(!g.setup && g.fen.is_empty());
    assert!(g.no_opening_books && g.no_databases && g.no_tablebases && g.no_engines);
    assert_eq!(
        g.extra,
        [
            ("WhiteIccfID".to_owned(), "1".to_owned()),
            ("blackiccfid".to_owned(), "2".to_owned())
        ]
    );
    assert_eq!(
        games[1],
        XfccGame {
            id: "6".into(),
            ..XfccGame::default()
        }
    );
}

#[test]
fn every_result_and_answer_reads_including_the_misspelling() {
    for r in XfccResult::ALL {
        assert_eq!(XfccResult::parse(r.code()), Some(r));
        assert_eq!(XfccResult::parse(&r.code().to_uppercase()), Some(r));
        assert!(!r.words().is_empty());
        // Finished on the server = a result in the project, except while
        // in play or awaiting adjudication.
        assert_eq!(
            game_result(r).is_none(),
            matches!(r, XfccResult::Ongoing | XfccResult::AdjudicationPending)
        );
    }
    for a in MoveAnswer::ALL {
        let body = answer(&format!(
            "<MakeAMoveResponse xmlns=\"{NS}\"><MakeAMoveResult>{}</MakeAMoveResult></MakeAMoveResponse>",
            a.code()
        ));
        assert_eq!(parse_make_a_move(URL, &body).unwrap(), a);
        assert!(!a.words().is_empty());
    }
    let body = answer(
        "<MakeAMoveResponse><MakeAMoveResult>MoveIsAmbigous</MakeAMoveResult></MakeAMoveResponse>",
    );
    assert_eq!(
        parse_make_a_move(URL, &body).unwrap(),
        MoveAnswer::MoveIsAmbiguous
    );
}

#[test]
fn faults_are_refusals_and_anything_else_is_garbage() {
    let fault = answer(
        "<soap:Fault><faultcode>soap:Client</faultcode><faultstring>AuthenticationFailed</faultstring></soap:Fault>",
    );
    assert_eq!(
        parse_get_my_games(URL, &fault).unwrap_err(),
        XfccError::Refused {
            url: URL.into(),
            reason: "AuthenticationFailed".into()
        }
    );
    assert!(matches!(
        parse_make_a_move(URL, &fault),
        Err(XfccError::Refused { .. })
    ));
    for body in [
        "<html>down for maintenance",
        &answer("<Other/>"),
        &answer("<MakeAMoveResult>Maybe</MakeAMoveResult>"),
        &answer(
            "<GetMyGamesResult><XfccGame><daysPlayer>many</daysPlayer></XfccGame></GetMyGamesResult>",
        ),
        &answer("<GetMyGamesResult><XfccGame><result>Won</result></XfccGame></GetMyGamesResult>"),
    ] {
        let games = parse_get_my_games(URL, body);
        let moved = parse_make_a_move(URL, body);
        assert!(
            matches!(games, Err(XfccError::Garbage { .. }))
                || matches!(moved, Err(XfccError::Garbage { .. })),
            "{body}"
        );
        assert!(games.is_err() && moved.is_err(), "{body}");
    }
    let e = parse_get_my_games(URL, &answer("<GetMyGamesResult><XfccGame><daysPlayer>many</daysPlayer></XfccGame></GetMyGamesResult>")).unwrap_err();
    assert!(
        e.to_string()
            .contains("daysPlayer \"many\" is not a whole number"),
        "{e}"
    );
}

/// A desk holding the player Ann (player 1), hers when `owner`.
fn desk_with_ann(owner: bool) -> Project {
    let mut p = Project::new("desk");
    apply(
        &mut p,
        ccdesk::domain::command::Command::AddPlayer(Player::new(PlayerId(1), "Ann")),
    )
    .unwrap();
    if owner {
        apply(
            &mut p,
            ccdesk::domain::command::Command::SetOwner(Some(PlayerId(1))),
        )
        .unwrap();
    }
    p
}

fn server_game(id: &str, moves: &str) -> XfccGame {
    XfccGame {
        id: id.into(),
        white: "Ann".into(),
        black: "Bob".into(),
        event: "Ev".into(),
        has_white: true,
        my_turn: true,
        moves: moves.into(),
        days_player: 3,
        ..XfccGame::default()
    }
}

#[test]
fn a_sync_adds_only_new_moves_leaves_a_differing_game_alone_and_undoes_whole() {
    let today = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    let mut p = desk_with_ann(true);
    let plan = plan_sync(
        &p,
        "S",
        URL,
        "ann",
        &[server_game("1", "1.e4 e5"), server_game("2", "1.d4")],
        today,
    );
    assert!(plan.problems.is_empty(), "{:?}", plan.problems);
    let before = p.clone();
    let event = apply(&mut p, plan.command.unwrap()).unwrap();
    assert_eq!(p.games().len(), 2);
    // The same again: nothing to do.
    let again = plan_sync(
        &p,
        "S",
        URL,
        "ann",
        &[server_game("1", "1.e4 e5"), server_game("2", "1.d4")],
        today,
    );
    assert!(again.command.is_none());
    // A new move in game 1; game 2's first move differs from the project's.
    let next = plan_sync(
        &p,
        "S",
        URL,
        "ann",
        &[server_game("1", "1.e4 e5 2.Nf3"), server_game("2", "1.c4")],
        today,
    );
    assert_eq!(next.lines.len(), 1);
    assert_eq!(next.lines[0].new_moves, 1);
    assert_eq!(next.problems.len(), 1);
    assert!(
        next.problems[0].contains("its move 1 is c4 on the server but d4 in game g2"),
        "{:?}",
        next.problems
    );
    // Undo of the first sync gives the project back exactly.
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);
}

#[test]
fn a_project_file_without_server_games_still_loads() {
    let text = "(\n  format_version: 1,\n  name: \"old\",\n  players: [(id: 1, name: \"A\"), (id: 2, name: \"B\")],\n  games: [(id: 1, white: 1, black: 2, event: \"E\", moves: [\"e4\"])],\n)\n";
    let p: Project = ron::from_str(text).unwrap();
    assert!(p.games()[0].server.is_none());
    let back = ron::ser::to_string(&p).unwrap();
    assert!(!back.contains("server"), "{back}");
}

#[test]
fn synced_and_sent_moves_carry_their_days_and_nothing_is_counted_under_a_rule_set() {
    // rule: E2.7 E2.8
    use ccdesk::domain::server::{SentMove, plan_played_move, server_move_dates};
    let d = |day| NaiveDate::from_ymd_opt(2026, 12, day).unwrap();
    let mut p = desk_with_ann(true);
    // Ann is Black from a set-up position with Black to move at move 30.
    let mut black = server_game("7", "30... Kd7 31. Kd2");
    black.has_white = false;
    black.white = "Cyd".into();
    black.black = "Ann".into();
    black.setup = true;
    black.fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30".into();
    let first = plan_sync(
        &p,
        "S",
        URL,
        "ann",
        &[server_game("1", "1.e4 e5"), black.clone()],
        d(1),
    );
    assert!(first.problems.is_empty(), "{:?}", first.problems);
    apply(&mut p, first.command.unwrap()).unwrap();
    // A game's first sync dates nothing.
    assert!(p.games().iter().all(|g| g.clock.arrivals.is_empty()));
    // The next sync, on 3 Dec: Bob's 2...Nc6 (Ann is White) and White's
    // 32.Kd3 (Ann is Black) arrived that day; Ann's own 2.Nf3, played on
    // the server's pages, and 31...Ke7 stay undated.
    black.moves = "30... Kd7 31. Kd2 Ke7 32. Kd3".into();
    let next = plan_sync(
        &p,
        "S",
        URL,
        "ann",
        &[server_game("1", "1.e4 e5 2.Nf3 Nc6"), black],
        d(3),
    );
    let before = p.clone();
    let event = apply(&mut p, next.command.unwrap()).unwrap();
    let g1 = p.games()[0].clone();
    let g2 = p.games()[1].clone();
    assert_eq!(g1.clock.arrivals.len(), 1);
    assert_eq!(g1.clock.arrived(3), Some(d(3)));
    assert_eq!(g2.clock.arrivals.len(), 1);
    assert_eq!(g2.clock.arrived(3), Some(d(3)));
    // The sync is undone whole, its dates with it.
    let mut undone = p.clone();
    ccdesk::domain::command::undo(&mut undone, event.undo);
    assert_eq!(undone, before);
    // Ann's move through MakeAMove, accepted on 4 Dec, is sent that day.
    let sent = SentMove {
        san: Some("Bb5".into()),
        ..SentMove::default()
    };
    let played = plan_played_move(&p, g1.id, &sent, d(4)).unwrap();
    apply(&mut p, played).unwrap();
    let rows = server_move_dates(&p.games()[0]);
    type Shown<'a> = (u32, bool, &'a str, Option<NaiveDate>, Option<NaiveDate>);
    let shown: Vec<Shown<'_>> = rows
        .iter()
        .map(|r| (r.number, r.mine, r.san.as_str(), r.received, r.sent))
        .collect();
    assert_eq!(
        shown,
        vec![
            (1, true, "e4", None, None),
            (1, false, "e5", None, None),
            (2, true, "Nf3", None, None),
            (2, false, "Nc6", Some(d(3)), None),
            (3, true, "Bb5", None, Some(d(4))),
        ]
    );
    let rows = server_move_dates(&p.games()[1]);
    let numbers: Vec<(u32, bool, Option<NaiveDate>)> = rows
        .iter()
        .map(|r| (r.number, r.mine, r.received))
        .collect();
    assert_eq!(
        numbers,
        vec![
            (30, true, None),
            (31, false, None),
            (31, true, None),
            (32, false, Some(d(3)))
        ]
    );
}

// A server game refused midway (its players and the game added, then a
// move that cannot be played) is taken back step by step: the next game,
// with one of the same new players, adds him itself, and the plan applies
// as a whole with the two good games only.
#[test]
fn a_server_game_refused_midway_leaves_nothing_of_it_in_the_plan() {
    let today = NaiveDate::from_ymd_opt(2026, 12, 1).unwrap();
    let mut p = desk_with_ann(false);
    let stranger = |id: &str, moves: &str| XfccGame {
        white: "Cyd".into(),
        black: "Dee".into(),
        ..server_game(id, moves)
    };
    let plan = plan_sync(
        &p,
        "S",
        URL,
        "ann",
        &[
            server_game("1", "1.e4 e5"),
            stranger("2", "1.e4 e5 2.Ke3"),
            stranger("3", "1.d4"),
        ],
        today,
    );
    assert_eq!(plan.problems.len(), 1, "{:?}", plan.problems);
    assert!(
        plan.problems[0].starts_with("server game 2 (Cyd - Dee)"),
        "{:?}",
        plan.problems
    );
    assert!(plan.problems[0].ends_with("nothing of it was changed"));
    assert_eq!(plan.lines.len(), 2);
    apply(&mut p, plan.command.unwrap()).unwrap();
    assert_eq!(p.games().len(), 2);
    let named = |n: &str| p.players().iter().filter(|x| x.name == n).count();
    assert_eq!((named("Cyd"), named("Dee")), (1, 1));
}
