#![allow(clippy::unwrap_used, clippy::expect_used)]
//! Rules of divisions and teams the commands enforce, not only the window
//! (issue 15): the file a command leaves is one `validate` accepts.

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::demo::demo_project;
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::TournamentCommand;

fn paired_division(p: &Project) -> ccdesk::domain::tournament::Division {
    p.divisions()
        .iter()
        .find(|d| !d.pairings.is_empty())
        .expect("the demo's divisions are paired")
        .clone()
}

// rule: C05 — boards per team are set before pairing, not after.
#[test]
fn c05_a_paired_division_keeps_its_boards() {
    let mut p = demo_project();
    let d = paired_division(&p);
    let before = p.clone();
    let err = apply(
        &mut p,
        Command::Tournament(TournamentCommand::EditDivision {
            division: d.name.clone(),
            name: d.name.clone(),
            boards: d.boards + 1,
        }),
    )
    .unwrap_err();
    assert!(err.to_string().contains("(C05)"), "{err}");
    assert_eq!(p, before);
    // Its name can still change.
    apply(
        &mut p,
        Command::Tournament(TournamentCommand::EditDivision {
            division: d.name.clone(),
            name: format!("{} (North)", d.name),
            boards: d.boards,
        }),
    )
    .unwrap();
    assert_eq!(ccdesk::domain::validate::validate(&p), vec![]);
}

// rule: E9.1 — a paired team is withdrawn, not removed.
#[test]
fn e9_1_a_paired_team_is_not_removed() {
    let mut p = demo_project();
    let d = paired_division(&p);
    let team = d.teams[0].clone();
    let before = p.clone();
    let err = apply(
        &mut p,
        Command::Tournament(TournamentCommand::RemoveTeam {
            division: d.name.clone(),
            team: team.id,
        }),
    )
    .unwrap_err();
    assert!(err.to_string().contains("E9.1"), "{err}");
    assert!(err.to_string().contains(&team.name), "{err}");
    assert_eq!(p, before);
}

// rule: C06 — a team names one player a board, never more.
#[test]
fn c06_a_team_names_no_more_players_than_boards() {
    let mut p = demo_project();
    let d = paired_division(&p);
    let mut team = d.teams[0].clone();
    let extra = p
        .players()
        .iter()
        .find(|x| !team.players.contains(&x.id))
        .unwrap()
        .id;
    team.players.push(extra);
    let before = p.clone();
    let err = apply(
        &mut p,
        Command::Tournament(TournamentCommand::SetTeam {
            division: d.name.clone(),
            team,
        }),
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .contains(&format!("players for {} boards", d.boards)),
        "{err}"
    );
    assert_eq!(p, before);
}

use ccdesk::domain::ids::{CompanyId, PlayerId, TeamId};
use ccdesk::domain::player::Player;
use ccdesk::domain::tournament::{
    Company, Competition, Division, Season, SeasonCalendar, SeasonRecords, Team,
};

/// One unpaired division of three boards: company 1 enters team 1
/// (players 1, 2, 3, captain 1) and team 2 (player 4); player 5 is in no
/// team.
fn unpaired() -> Project {
    let mut p = Project::new("entries");
    apply(
        &mut p,
        Command::Tournament(TournamentCommand::StartCompetition(Box::new(Competition {
            name: "Inter-Office".into(),
            organiser: "Organiser".into(),
            organiser_address: String::new(),
            seasons: vec![Season {
                name: "2026-27".into(),
                calendar: SeasonCalendar::default_for(2026).unwrap(),
                divisions: Vec::new(),
                records: SeasonRecords::default(),
            }],
        }))),
    )
    .unwrap();
    let steps = vec![
        Command::Tournament(TournamentCommand::AddDivision {
            division: Box::new(Division {
                name: "Division 1".into(),
                boards: 3,
                teams: Vec::new(),
                draw_seed: None,
                pairings: Vec::new(),
            }),
            index: None,
        }),
        Command::Tournament(TournamentCommand::SetCompany(Company {
            id: CompanyId(1),
            name: "Barclays".into(),
            representative: "Rep".into(),
            representative_address: String::new(),
            representative_phone: String::new(),
            contact: String::new(),
            members: 6,
        })),
    ];
    for step in steps {
        apply(&mut p, step).unwrap();
    }
    for i in 1..=5 {
        let mut player = Player::new(PlayerId(i), format!("Player {i}"));
        player.company = Some(CompanyId(1));
        apply(&mut p, Command::AddPlayer(player)).unwrap();
    }
    for (id, players) in [(1, vec![1, 2, 3]), (2, vec![4])] {
        apply(
            &mut p,
            Command::Tournament(TournamentCommand::SetTeam {
                division: "Division 1".into(),
                team: Team {
                    id: TeamId(id),
                    name: format!("Barclays {}", "I".repeat(id as usize)),
                    company: CompanyId(1),
                    partner: None,
                    captain: Some(PlayerId(players[0])),
                    players: players.into_iter().map(PlayerId).collect(),
                },
            }),
        )
        .unwrap();
    }
    p
}

fn players_of(p: &Project, team: u32) -> Vec<u32> {
    p.team(TeamId(team))
        .unwrap()
        .players
        .iter()
        .map(|id| id.0)
        .collect()
}

// rule: C14 — a player taken off a team before pairing: the boards below
// move up, the captaincy goes with him, and the undo puts back exactly
// the team there was.
// rule: C11
#[test]
fn c14_a_player_taken_off_a_team_moves_the_boards_below_up() {
    let mut p = unpaired();
    let before = p.clone();
    let event = apply(
        &mut p,
        Command::Tournament(TournamentCommand::RemoveTeamPlayer {
            team: TeamId(1),
            player: PlayerId(1),
        }),
    )
    .unwrap();
    assert_eq!(players_of(&p, 1), vec![2, 3]);
    assert_eq!(p.team(TeamId(1)).unwrap().captain, None);
    assert!(event.summary.contains("Player 1"), "{}", event.summary);
    assert_eq!(ccdesk::domain::validate::validate(&p), vec![]);
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);

    // Someone who is not in the team: refused, named.
    let err = apply(
        &mut p,
        Command::Tournament(TournamentCommand::RemoveTeamPlayer {
            team: TeamId(1),
            player: PlayerId(5),
        }),
    )
    .unwrap_err();
    assert_eq!(err.to_string(), "Player 5 does not play for Barclays I");
    assert_eq!(p, before);
}

// rule: C14 — a player moved to another team's board leaves his old team
// (C13: one team a player); the undo restores both teams.
// rule: C13
#[test]
fn c14_a_player_moved_between_teams_leaves_his_old_team() {
    let mut p = unpaired();
    let before = p.clone();
    let event = apply(
        &mut p,
        Command::Tournament(TournamentCommand::MoveTeamPlayer {
            player: PlayerId(2),
            team: TeamId(2),
            board: 1,
        }),
    )
    .unwrap();
    assert_eq!(players_of(&p, 1), vec![1, 3]);
    assert_eq!(players_of(&p, 2), vec![2, 4]);
    assert!(
        event.summary.contains("board 1 of Barclays II"),
        "{}",
        event.summary
    );
    ccdesk::domain::command::undo(&mut p, event.undo);
    assert_eq!(p, before);

    // Within one team: a change of board (C14 order).
    apply(
        &mut p,
        Command::Tournament(TournamentCommand::MoveTeamPlayer {
            player: PlayerId(3),
            team: TeamId(1),
            board: 1,
        }),
    )
    .unwrap();
    assert_eq!(players_of(&p, 1), vec![3, 1, 2]);

    // A player in no team joins one; a board below the first empty one is
    // refused with the board he could take.
    let err = apply(
        &mut p,
        Command::Tournament(TournamentCommand::MoveTeamPlayer {
            player: PlayerId(5),
            team: TeamId(2),
            board: 3,
        }),
    )
    .unwrap_err();
    assert_eq!(err.to_string(), "board 2 of Barclays II has no player");
}

// rule: C06 — a full team takes no one more (one player a board), and a
// division's boards cannot drop below a team's players (C05).
// rule: C05
#[test]
fn c06_a_full_team_takes_no_one_and_boards_stay_above_a_teams_players() {
    let mut p = unpaired();
    let before = p.clone();
    let err = apply(
        &mut p,
        Command::Tournament(TournamentCommand::MoveTeamPlayer {
            player: PlayerId(4),
            team: TeamId(1),
            board: 2,
        }),
    )
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "Barclays I names 4 players for 3 boards: one player a board (C05, C06)"
    );
    assert_eq!(p, before);
    let err = apply(
        &mut p,
        Command::Tournament(TournamentCommand::EditDivision {
            division: "Division 1".into(),
            name: "Division 1".into(),
            boards: 2,
        }),
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .contains("Barclays I names 3 players for 2 boards"),
        "{err}"
    );
    assert_eq!(p, before);
}

// rule: C20 — once paired, a team's players change only by a replacement
// the Organiser approves.
#[test]
fn c20_a_paired_teams_players_change_only_by_replacement() {
    let mut p = demo_project();
    let d = paired_division(&p);
    let team = d.teams[0].clone();
    let before = p.clone();
    for command in [
        TournamentCommand::RemoveTeamPlayer {
            team: team.id,
            player: team.players[0],
        },
        TournamentCommand::MoveTeamPlayer {
            player: team.players[0],
            team: team.id,
            board: 2,
        },
        TournamentCommand::MoveTeamPlayer {
            player: team.players[0],
            team: d.teams[1].id,
            board: 1,
        },
    ] {
        let err = apply(&mut p, Command::Tournament(command)).unwrap_err();
        assert!(
            err.to_string()
                .contains("only by a replacement the Organiser approves (C20)"),
            "{err}"
        );
        assert_eq!(p, before);
    }
}

// rule: C11 — a team still incomplete before pairing is a state the
// entries allow (its form is due); pairing it is refused, naming the
// empty board.
#[test]
fn c11_an_incomplete_team_is_valid_until_pairing_which_refuses_it() {
    let p = unpaired();
    assert_eq!(ccdesk::domain::validate::validate(&p), vec![]);
    let table = ccdesk::domain::tournament::hutton::HuttonTable::generate(2, 3).unwrap();
    let err = ccdesk::domain::tournament::pairings_command(&p, "Division 1", &table).unwrap_err();
    assert!(err.to_string().contains("Barclays II"), "{err}");
}

// rule: E9.1 — found by the command properties: after rollover, a team
// that played last season but is not paired in the new one may be
// removed from it, and last season's games (kept with their season) stay
// valid: they name a team of their own season.
#[test]
fn e9_1_a_team_removed_after_rollover_leaves_last_seasons_games_valid() {
    use ccdesk::domain::tournament::SeasonCalendar;
    use ccdesk::domain::tournament::rollover::propose_rollover;
    let mut p = demo_project();
    let plan = propose_rollover(&p, "2026-27", SeasonCalendar::default_for(2026).unwrap()).unwrap();
    let start = plan.command(&p).unwrap();
    apply(&mut p, start).unwrap();
    let d = p.divisions()[0].clone();
    let team = d.teams[0].id;
    assert!(
        p.games()
            .iter()
            .any(|g| g.pairing.as_ref().is_some_and(|r| r.white_team == team))
    );
    apply(
        &mut p,
        Command::Tournament(TournamentCommand::RemoveTeam {
            division: d.name.clone(),
            team,
        }),
    )
    .unwrap();
    assert_eq!(ccdesk::domain::validate::validate(&p), vec![]);
}
