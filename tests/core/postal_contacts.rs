//! The contacts the post needs (issue 33): the Inter-Office
//! Representative's own address and telephone (C10), the Organiser's
//! address on the captain's notice of a silence (P12), the recipient's
//! postal address in a postal move message, read as the card and the
//! labels read it (P01), and the owner's own address for a friendly postal
//! game (P01).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use ccdesk::domain::command::{Command, apply};
use ccdesk::domain::game::{Game, MoveRecord};
use ccdesk::domain::ids::{GameId, PlayerId};
use ccdesk::domain::ledger::RuleSet;
use ccdesk::domain::message::{
    Addressee, LetterKind, compose_move, inform_td_after_silence, postal_card, read_message,
};
use ccdesk::domain::player::Player;
use ccdesk::domain::project::Project;
use ccdesk::domain::tournament::contacts::{
    division_addressees, missing_contacts, owner_address_missing,
};
use ccdesk::domain::tournament::{Competition, TournamentCommand};
use ccdesk::io::project_file::{from_ron, to_ron};
use chrono::NaiveDate;

fn d(month: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, month, day).unwrap()
}

/// Ann (White, the owner, of Leeds) and Bob (of York) play a friendly
/// game under `rules`: 1.e4 posted Mon 2 Mar, 1...e5 received 4 Mar and
/// posted 5 Mar, 2.Nf3 received 7 Mar and posted Mon 9 Mar.
fn desk(rules: &str) -> Project {
    let mut p = Project::new("Ann's desk");
    let mut ann = Player::new(PlayerId(1), "Ann Ashworth");
    ann.address = "1 Mill Lane\nLeeds LS1 1AA".into();
    let mut bob = Player::new(PlayerId(2), "Bob Bramley");
    bob.address = "2 Church Street\n\nYork YO1 7HH\nTel. 01904 960123".into();
    *p.hand_edit().players = vec![ann, bob];
    *p.hand_edit().owner = Some(PlayerId(1));
    let mut g = Game::new(GameId(1), PlayerId(1), PlayerId(2), "Friendly");
    g.rules = rules.to_owned();
    g.start = Some(d(3, 1));
    g.moves = vec![
        MoveRecord::new("e4").dated(None, Some(d(3, 2))),
        MoveRecord::new("e5").dated(Some(d(3, 4)), Some(d(3, 5))),
        MoveRecord::new("Nf3").dated(Some(d(3, 7)), Some(d(3, 9))),
    ];
    p.hand_edit().games.push(g);
    p
}

// rule: C10 — the representative's correspondence address and telephone of his own.
#[test]
fn the_representatives_address_and_telephone_survive_the_file_and_older_files_load() {
    let mut project = ccdesk::domain::demo::demo_project();
    // A file written before the fields were kept holds neither.
    for c in project.hand_edit().companies.iter_mut() {
        c.representative_address.clear();
        c.representative_phone.clear();
    }
    let mut company = project.companies()[0].clone();
    let before = to_ron(&project).unwrap();
    assert!(!before.contains("representative_address"));
    assert!(!before.contains("representative_phone"));
    let older = from_ron(&before, std::path::Path::new("older.ron")).unwrap();
    assert_eq!(older, project);
    assert!(older.companies()[0].representative_address.is_empty());

    company.representative_address = "7 Dock Street\nHull HU1 1AA".to_owned();
    company.representative_phone = "01632 960777".to_owned();
    apply(
        &mut project,
        Command::Tournament(TournamentCommand::SetCompany(company.clone())),
    )
    .unwrap();
    let text = to_ron(&project).unwrap();
    let back = from_ron(&text, std::path::Path::new("back.ron")).unwrap();
    assert_eq!(back, project, "save then load is identity");
    assert_eq!(back.companies()[0], company);
    assert_eq!(
        back.companies()[0].representative_address_lines(),
        vec!["7 Dock Street", "Hull HU1 1AA"]
    );
    assert_eq!(
        back.companies()[0].representative_telephone(),
        "01632 960777"
    );
    // A control character in the new fields is refused, as in the others.
    let mut bad = company.clone();
    bad.representative_phone = "01632\u{1b}[2J".to_owned();
    let kept = project.clone();
    assert!(
        apply(
            &mut project,
            Command::Tournament(TournamentCommand::SetCompany(bad))
        )
        .is_err()
    );
    assert_eq!(project, kept);
}

// rule: C10 — `ccdesk check` and the labels read the representative's own fields, else the older contact text.
#[test]
fn the_representatives_own_fields_answer_c10_and_the_older_contact_stands_in() {
    let mut project = ccdesk::domain::demo::demo_project();
    let division = project.divisions()[0].clone();
    let id = division.teams[0].company;
    // As a club's file would hold him before the forms: an email address only.
    for c in project.hand_edit().companies.iter_mut() {
        if c.id == id {
            c.representative_address.clear();
            c.representative_phone.clear();
        }
    }
    let company = project.company(id).unwrap().clone();
    let location = format!("company {} ({})", company.id, company.name);
    let c10 = |p: &Project| -> Vec<String> {
        missing_contacts(p)
            .into_iter()
            .filter(|m| m.location == location)
            .map(|m| m.missing)
            .collect()
    };
    assert_eq!(
        c10(&project),
        vec![
            "no correspondence address for the representative",
            "no telephone number for the representative"
        ]
    );
    // An older file's contact text with the address and telephone in it.
    let mut older = project.clone();
    for c in older.hand_edit().companies.iter_mut() {
        if c.id == id {
            c.contact = "3 Quay Road\nHull HU2 2BB\nTel. 01632 960555".to_owned();
        }
    }
    assert!(c10(&older).is_empty());
    let label = &division_addressees(&older, &division)[0];
    assert_eq!(label.address, vec!["3 Quay Road", "Hull HU2 2BB"]);
    // His own address wins over the older contact text.
    let mut own = company.clone();
    own.contact = "3 Quay Road\nHull HU2 2BB\nTel. 01632 960555".to_owned();
    own.representative_address = "7 Dock Street\nHull HU1 1AA".to_owned();
    apply(
        &mut project,
        Command::Tournament(TournamentCommand::SetCompany(own.clone())),
    )
    .unwrap();
    assert_eq!(c10(&project), vec![] as Vec<String>);
    let label = &division_addressees(&project, &division)[0];
    assert_eq!(label.address, vec!["7 Dock Street", "Hull HU1 1AA"]);
    assert_eq!(
        project.company(id).unwrap().representative_telephone(),
        "Tel. 01632 960555"
    );
}

// rule: C10 — the companies CSV carries the representative's address and telephone.
#[test]
fn the_representatives_address_and_telephone_go_out_and_come_back_in_the_companies_csv() {
    use ccdesk::io::entries_csv::{companies_command, read_companies, write_companies};
    let mut project = ccdesk::domain::demo::demo_project();
    let id = project.companies()[0].id;
    for c in project.hand_edit().companies.iter_mut() {
        if c.id == id {
            c.representative_address = "7 Dock Street\nHull HU1 1AA".to_owned();
            c.representative_phone = "01632 960777".to_owned();
        }
    }
    let mut out = Vec::new();
    write_companies(&project, &mut out).unwrap();
    let text = String::from_utf8(out.clone()).unwrap();
    assert!(
        text.starts_with(
            "company,representative,contact,members,representative_address,representative_phone\n"
        ),
        "{text}"
    );
    assert!(
        text.contains(",7 Dock Street|Hull HU1 1AA,01632 960777\n"),
        "{text}"
    );
    let rows = read_companies(&out).unwrap();
    let mut cleared = project.clone();
    for c in cleared.hand_edit().companies.iter_mut() {
        c.representative_address.clear();
        c.representative_phone.clear();
    }
    let command = companies_command(&cleared, &rows);
    apply(&mut cleared, command).unwrap();
    assert_eq!(cleared.companies(), project.companies());

    // A file written before the columns were kept leaves them alone.
    let old = "company,representative,contact,members\n".to_owned()
        + &format!("{},New Rep,,9\n", project.companies()[0].name);
    let rows = read_companies(old.as_bytes()).unwrap();
    assert_eq!(rows[0].representative_address, None);
    let mut kept = project.clone();
    let command = companies_command(&kept, &rows);
    apply(&mut kept, command).unwrap();
    let company = kept.company(id).unwrap();
    assert_eq!(company.representative, "New Rep");
    assert_eq!(
        company.representative_address,
        "7 Dock Street\nHull HU1 1AA"
    );
    assert_eq!(company.representative_phone, "01632 960777");
}

// rule: P12 — the captain's notice of a silence goes to the Organiser at his address.
#[test]
fn the_notice_to_the_organiser_bears_his_address() {
    let mut p = desk(&RuleSet::postal().name);
    *p.hand_edit().competition = Some(Competition {
        name: "Inter-Office".to_owned(),
        organiser: "Margaret Holroyd".to_owned(),
        organiser_address: "12 Minster Yard\nYork YO1 7JQ".to_owned(),
        seasons: Vec::new(),
    });
    let td = Addressee {
        name: "the Tournament Director".into(),
        email: "td@chess.example".into(),
        address: String::new(),
    };
    let game = p.game(GameId(1)).unwrap().clone();
    let letter = inform_td_after_silence(&p, &game, d(4, 14), &td, Some(d(3, 25))).unwrap();
    assert_eq!(letter.kind, LetterKind::Escalation);
    assert!(letter.subject.contains("(rule P12)"), "{}", letter.subject);
    assert_eq!(
        letter.to,
        vec![Addressee {
            name: "Margaret Holroyd".into(),
            email: "td@chess.example".into(),
            address: "12 Minster Yard\nYork YO1 7JQ".into(),
        }]
    );
    assert!(
        letter.body.contains(
            "To:                         Margaret Holroyd, 12 Minster Yard, York YO1 7JQ\n"
        ),
        "{}",
        letter.body
    );
    // The printed letter heads it with his name and address.
    let pdf = ccdesk::io::pdf::letter_pdf::write_letter_pdf(
        &letter,
        d(4, 14),
        ccdesk::io::pdf::letter_pdf::Posting::FirstClass,
        ccdesk::io::pdf::Paper::A4,
    )
    .unwrap();
    let doc = lopdf::Document::load_mem(&pdf).unwrap();
    let text = doc.extract_text(&[1]).unwrap();
    assert!(
        text.contains("Margaret Holroyd\n12 Minster Yard\nYork YO1 7JQ"),
        "{text}"
    );

    // Under the email rules the TD is told, as the form names him.
    let mut email = p.clone();
    email.hand_edit().game(GameId(1)).unwrap().rules = RuleSet::email().name;
    let game = email.game(GameId(1)).unwrap().clone();
    let letter = inform_td_after_silence(&email, &game, d(4, 14), &td, Some(d(3, 25))).unwrap();
    assert_eq!(letter.to, vec![td.clone()]);
    assert!(!letter.body.contains("To:"), "{}", letter.body);

    // Without a competition the notice goes to whom the form names.
    let mut friendly = p.clone();
    *friendly.hand_edit().competition = None;
    let game = friendly.game(GameId(1)).unwrap().clone();
    let letter = inform_td_after_silence(&friendly, &game, d(4, 14), &td, None).unwrap();
    assert_eq!(letter.to, vec![td]);
    assert!(
        letter.body.contains(
            "To:                         the Tournament Director (no postal address on file)"
        ),
        "{}",
        letter.body
    );
}

// rule: C03 — the Organiser and his address set on a running competition, one undo.
#[test]
fn the_organiser_is_named_with_his_address_and_undone_in_one_step() {
    let mut project = ccdesk::domain::demo::demo_project();
    let before = project.clone();
    let event = apply(
        &mut project,
        Command::Tournament(TournamentCommand::SetOrganiser {
            name: "Margaret Holroyd".to_owned(),
            address: "12 Minster Yard\nYork YO1 7JQ".to_owned(),
        }),
    )
    .unwrap();
    let c = project.competition().unwrap();
    assert_eq!(c.organiser_address, "12 Minster Yard\nYork YO1 7JQ");
    assert_eq!(event.summary, "Margaret Holroyd is the Organiser");
    ccdesk::domain::command::undo(&mut project, event.undo);
    assert_eq!(project, before);
    // Refused with a control character, and without a competition.
    let refused = apply(
        &mut project,
        Command::Tournament(TournamentCommand::SetOrganiser {
            name: "M\u{7}".to_owned(),
            address: String::new(),
        }),
    );
    assert!(refused.is_err());
    assert_eq!(project, before);
    let mut none = Project::new("no competition");
    assert!(
        apply(
            &mut none,
            Command::Tournament(TournamentCommand::SetOrganiser {
                name: "M".to_owned(),
                address: String::new(),
            }),
        )
        .is_err()
    );
}

// rule: P01 — a postal move message names its recipient with his postal address, as the card does.
#[test]
fn a_postal_move_message_gives_the_recipients_postal_address() {
    let p = desk(&RuleSet::postal().name);
    let game = p.game(GameId(1)).unwrap();
    let message = compose_move(&p, game, 2, None).unwrap();
    let text = message.text();
    // The blank line and the telephone line are not part of the address.
    assert!(
        text.contains("To:                         Bob Bramley, 2 Church Street, York YO1 7HH\n"),
        "{text}"
    );
    assert!(
        text.contains("Address:                    1 Mill Lane, Leeds LS1 1AA\n"),
        "{text}"
    );
    assert!(!text.contains("01904"), "{text}");
    // The card's text reads the address the same way.
    let card = postal_card(&message);
    assert!(
        card.starts_with("To: Bob Bramley, 2 Church Street, York YO1 7HH\n"),
        "{card}"
    );
    assert_eq!(
        message.recipient.postal_lines(),
        ccdesk::domain::postal_address::address_lines(&p.player(PlayerId(2)).unwrap().address)
    );
    // Bob's desk reads the message as before.
    let mut bob = p.clone();
    *bob.hand_edit().owner = Some(PlayerId(2));
    bob.hand_edit().game(GameId(1)).unwrap().moves.truncate(2);
    let reading = read_message(&bob, &text, &Default::default());
    assert!(reading.is_valid(), "{:?}", reading.findings);

    // An email game's message names no postal address.
    let email = desk(&RuleSet::email().name);
    let text = compose_move(&email, email.game(GameId(1)).unwrap(), 2, None)
        .unwrap()
        .text();
    assert!(!text.contains("To:"), "{text}");
    assert!(!text.contains("Church Street"), "{text}");
}

// rule: P01 — the owner's own postal address, needed by his friendly postal games.
#[test]
fn a_friendly_postal_game_needs_the_owners_address() {
    let mut p = desk(&RuleSet::postal().name);
    assert_eq!(owner_address_missing(&p), None);
    for player in p.hand_edit().players.iter_mut() {
        if player.id == PlayerId(1) {
            player.address = " \n".to_owned();
        }
    }
    let missing = owner_address_missing(&p).unwrap();
    assert_eq!(missing.rule, "P01");
    assert_eq!(
        missing.to_string(),
        "desk owner Ann Ashworth: no postal address for the friendly postal game g1: set it in Edit > Whose desk… or with ccdesk owner --address (P01)"
    );
    assert_eq!(missing_contacts(&p), vec![missing]);
    // An email game, or a finished one, needs none.
    let mut email = p.clone();
    email.hand_edit().game(GameId(1)).unwrap().rules = RuleSet::email().name;
    assert_eq!(owner_address_missing(&email), None);
    let mut finished = p.clone();
    finished.hand_edit().game(GameId(1)).unwrap().result = Some(ccdesk::domain::game::GameResult {
        outcome: ccdesk::domain::game::Outcome::Draw,
        termination: ccdesk::domain::game::Termination::Agreement,
    });
    assert_eq!(owner_address_missing(&finished), None);
    // Nobody's desk: no owner to ask.
    let mut nobody = p.clone();
    *nobody.hand_edit().owner = None;
    assert_eq!(owner_address_missing(&nobody), None);
}
