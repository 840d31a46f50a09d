//! The domain's findings in the window's language: [`Worded::worded`]
//! words an eligibility finding, a breach with its ruling, the ruling
//! alone, a line of the season's due list, what is due in an
//! adjudication case, or a problem the file check found from the
//! catalogue (`assets/i18n/<lang>/findings.ftl`), one key
//! per kind with its data as placeables. In English it says exactly what
//! the finding's `Display` (and so `ccdesk check`) says.

use ccdesk_domain::adjudication::{AppealBody, CaseState, Due, DueStep, Party, Verdict};
use ccdesk_domain::colour::Colour;
use ccdesk_domain::date_problem::DateProblem;
use ccdesk_domain::ledger::Duty;
use ccdesk_domain::tournament::calendar::{Outstanding, REMINDER_DAYS};
use ccdesk_domain::tournament::command::CompanyStep;
use ccdesk_domain::tournament::eligibility::{Finding, FindingKind, MAX_EX_EMPLOYEES, Severity};
use ccdesk_domain::tournament::late_step::{LateStep, LateWhat, Lateness};
use ccdesk_domain::tournament::records::{DeductionWithdrawal, WithdrawalReason};
use ccdesk_domain::validate::{Invalid, Place, Problem, Ruling, RulingDue};

use crate::document::Said;
use crate::i18n::{Catalogue, FluentValue, Language};
use ccdesk_domain::command::Summary;
use ccdesk_domain::message::Direction;

/// A finding the window words in its language.
pub trait Worded {
    /// The finding in `tr`'s language.
    fn worded(&self, tr: &Catalogue) -> String;
}

/// What a reminder asks of the desk's owner in `game` (as shown), in
/// `tr`'s language; in English, [`Duty::sentence`]'s words.
pub(crate) fn duty(tr: &Catalogue, duty: Duty, game: &str) -> String {
    let days = |d: Option<u32>| FluentValue::from(d.unwrap_or(0));
    let (key, n) = match duty {
        Duty::RepeatByPost => ("duty-repeat-by-post", None),
        Duty::RepeatWithCopyToDirector => ("duty-repeat-with-copy", None),
        Duty::InformDirector => ("duty-inform-director", None),
        Duty::AskCaptain => ("duty-ask-captain", None),
        Duty::OpponentMayLose { days: d } => ("duty-opponent-may-lose", Some(days(d))),
        Duty::IMayLose { days: d } => ("duty-i-may-lose", Some(days(d))),
    };
    let mut args = vec![("game", FluentValue::from(game.to_owned()))];
    if let Some(n) = n {
        args.push(("days", n));
    }
    tr.ta(key, &args)
}

/// A day as the findings write it: as `ccdesk check` does in English
/// (2024-03-31), written out in the others ("31. März 2024").
fn day(tr: &Catalogue, date: chrono::NaiveDate) -> String {
    match tr.language() {
        Language::English => date.to_string(),
        _ => tr.long_date(date),
    }
}

impl Worded for Severity {
    fn worded(&self, tr: &Catalogue) -> String {
        tr.t(match self {
            Severity::Note => "finding-severity-note",
            Severity::Warning => "finding-severity-warning",
            Severity::Breach => "finding-severity-breach",
        })
    }
}

impl Worded for Finding {
    fn worded(&self, tr: &Catalogue) -> String {
        tr.ta(
            "finding-line",
            &[
                ("severity", self.severity.worded(tr).into()),
                ("rule", self.rule.into()),
                ("what", self.kind.worded(tr).into()),
            ],
        )
    }
}

impl Worded for FindingKind {
    fn worded(&self, tr: &Catalogue) -> String {
        let text = |s: &str| FluentValue::from(s.to_owned());
        match self {
            FindingKind::PlaysForAnotherTeam { player, first } => tr.ta(
                "finding-plays-for-another-team",
                &[
                    ("player", text(player)),
                    ("first", text(&first.to_string())),
                ],
            ),
            FindingKind::CombinedWithItself => tr.t("finding-combined-with-itself"),
            FindingKind::CombinedNeedsApproval { company, partner } => tr.ta(
                "finding-combined-needs-approval",
                &[("company", text(company)), ("partner", text(partner))],
            ),
            FindingKind::MembershipAboveBoards { required, boards } => tr.ta(
                "finding-membership-above-boards",
                &[
                    ("required", (*required).into()),
                    ("boards", (*boards).into()),
                ],
            ),
            FindingKind::TooFewMembers {
                members,
                required,
                division,
            } => tr.ta(
                "finding-too-few-members",
                &[
                    ("members", (*members).into()),
                    ("required", (*required).into()),
                    ("division", text(division)),
                ],
            ),
            FindingKind::TooFewPlayers { players, boards } => tr.ta(
                "finding-too-few-players",
                &[("players", (*players).into()), ("boards", (*boards).into())],
            ),
            FindingKind::TooManyPlayers { players, boards } => tr.ta(
                "finding-too-many-players",
                &[("players", (*players).into()), ("boards", (*boards).into())],
            ),
            FindingKind::NotAPlayer { player } => tr.ta(
                "finding-not-a-player",
                &[("player", text(&player.to_string()))],
            ),
            FindingKind::OtherCompany { player } => {
                tr.ta("finding-other-company", &[("player", text(player))])
            }
            FindingKind::ExEmployee {
                player,
                left,
                later_employers,
            } => {
                let employers = if later_employers.is_empty() {
                    tr.t("finding-no-later-employers")
                } else {
                    later_employers.join(", ")
                };
                tr.ta(
                    "finding-ex-employee",
                    &[
                        ("player", text(player)),
                        ("left", day(tr, *left).into()),
                        ("employers", employers.into()),
                    ],
                )
            }
            FindingKind::LaterEmployerCompetes { player, employer } => tr.ta(
                "finding-later-employer-competes",
                &[("player", text(player)), ("employer", text(employer))],
            ),
            FindingKind::ExEmployeesOverHalf { ex_employees, size } => tr.ta(
                "finding-ex-employees-over-half",
                &[("ex", (*ex_employees).into()), ("size", (*size).into())],
            ),
            FindingKind::TooManyExEmployees { ex_employees } => tr.ta(
                "finding-too-many-ex-employees",
                &[
                    ("ex", (*ex_employees).into()),
                    ("most", MAX_EX_EMPLOYEES.into()),
                ],
            ),
            FindingKind::RatedAboveBoardAbove {
                player,
                board,
                rating,
                above,
                above_board,
                above_rating,
            } => tr.ta(
                "finding-rated-above-board-above",
                &[
                    ("player", text(player)),
                    ("board", (*board).into()),
                    ("rating", (*rating).into()),
                    ("above", text(above)),
                    ("above_board", (*above_board).into()),
                    ("above_rating", (*above_rating).into()),
                ],
            ),
            FindingKind::RatedAboveStrongerTeam {
                player,
                rating,
                team,
                weakest_above,
            } => tr.ta(
                "finding-rated-above-stronger-team",
                &[
                    ("player", text(player)),
                    ("rating", (*rating).into()),
                    ("team", text(team)),
                    ("weakest", (*weakest_above).into()),
                ],
            ),
        }
    }
}

impl Worded for DeductionWithdrawal {
    fn worded(&self, tr: &Catalogue) -> String {
        match &self.reason {
            WithdrawalReason::AppealUpheld { appealed, .. } => tr.ta(
                "finding-withdrawn-on-appeal",
                &[
                    ("appealed", day(tr, *appealed).into()),
                    ("day", day(tr, self.date).into()),
                ],
            ),
            WithdrawalReason::EnteredInError => tr.ta(
                "finding-withdrawn-in-error",
                &[("day", day(tr, self.date).into())],
            ),
        }
    }
}

impl Worded for Ruling {
    fn worded(&self, tr: &Catalogue) -> String {
        match self {
            Ruling::Deducted {
                points,
                decided,
                under,
            } => tr.ta(
                "finding-deducted",
                &[
                    ("points", points.to_string().into()),
                    ("day", day(tr, *decided).into()),
                    ("under", (*under).into()),
                ],
            ),
            Ruling::Withdrawn {
                points,
                decided,
                under,
                withdrawal,
            } => tr.ta(
                "finding-deducted-withdrawn",
                &[
                    ("points", points.to_string().into()),
                    ("day", day(tr, *decided).into()),
                    ("under", (*under).into()),
                    ("withdrawal", withdrawal.worded(tr).into()),
                ],
            ),
        }
    }
}

impl Worded for RulingDue {
    /// The breach and where its ruling stands, as
    /// [`RulingDue::breach_and_ruling`] says it in English.
    fn worded(&self, tr: &Catalogue) -> String {
        let ruling = match (&self.ruling, self.ruled_under) {
            (Some(ruling), _) => tr.ta("finding-ruled", &[("ruling", ruling.worded(tr).into())]),
            (None, Some("C21")) => tr.t("finding-ruling-due-c21"),
            (None, Some("C15")) => tr.t("finding-ruling-due-c15"),
            (None, Some(under)) => tr.ta("finding-ruling-due-other", &[("under", under.into())]),
            (None, None) => tr.t("finding-organiser-decides"),
        };
        tr.ta(
            "finding-breach-and-ruling",
            &[
                ("breach", self.breach.worded(tr).into()),
                ("rule", self.rule.into()),
                ("ruling", ruling.into()),
            ],
        )
    }
}

impl Worded for Outstanding {
    fn worded(&self, tr: &Catalogue) -> String {
        let text = |s: &str| FluentValue::from(s.to_owned());
        match self {
            Outstanding::EntryNotRecorded { company } => {
                tr.ta("finding-due-entry", &[("company", text(company))])
            }
            Outstanding::FormNotReturned { company } => {
                tr.ta("finding-due-form", &[("company", text(company))])
            }
            Outstanding::PairingListNotSent { company } => {
                tr.ta("finding-due-pairing-list", &[("company", text(company))])
            }
            Outstanding::NoPairings { division } => {
                tr.ta("finding-due-no-pairings", &[("division", text(division))])
            }
            Outstanding::NoResult { white, black, game } => tr.ta(
                "finding-due-no-result",
                &[
                    ("white", text(white)),
                    ("black", text(black)),
                    ("game", text(&game.to_string())),
                ],
            ),
            Outstanding::CaptainsDisagree { game } => tr.ta(
                "finding-due-captains-disagree",
                &[("game", text(&game.to_string()))],
            ),
            Outstanding::AdjudicationFeesOwed { company, amount } => tr.ta(
                "finding-due-adjudication-fees",
                &[
                    ("company", text(company)),
                    ("amount", text(&amount.to_string())),
                ],
            ),
            Outstanding::FeesOwed { company, amount } => tr.ta(
                "finding-due-fees",
                &[
                    ("company", text(company)),
                    ("amount", text(&amount.to_string())),
                ],
            ),
            Outstanding::ReminderToSend { company } => tr.ta(
                "finding-due-reminder",
                &[("company", text(company)), ("days", REMINDER_DAYS.into())],
            ),
            Outstanding::LiableToExpulsion {
                company,
                reminded,
                from,
            } => tr.ta(
                "finding-due-liable-to-expulsion",
                &[
                    ("company", text(company)),
                    ("reminded", day(tr, *reminded).into()),
                    ("from", day(tr, *from).into()),
                ],
            ),
            Outstanding::AddressChangeNotNotified { player, occurred } => tr.ta(
                "finding-due-address-change",
                &[
                    ("player", text(player)),
                    ("occurred", day(tr, *occurred).into()),
                ],
            ),
        }
    }
}

impl Worded for Lateness {
    /// "late: received 2026-10-20, due 2026-09-01 (C10)".
    fn worded(&self, tr: &Catalogue) -> String {
        let key = match self.verb {
            "received" => "finding-late-received",
            "returned" => "finding-late-returned",
            "sent" => "finding-late-sent",
            // A verb the catalogue does not know keeps the domain's words.
            _ => return self.to_string(),
        };
        tr.ta(
            key,
            &[
                ("date", day(tr, self.date).into()),
                ("due", day(tr, self.due).into()),
                ("rule", self.rule.into()),
            ],
        )
    }
}

impl Worded for LateStep {
    fn worded(&self, tr: &Catalogue) -> String {
        let late = FluentValue::from(self.lateness.worded(tr));
        let company = FluentValue::from(self.company.clone());
        match self.what {
            LateWhat::Company(step, _) => tr.ta(
                match step {
                    CompanyStep::Entry => "finding-late-entry",
                    CompanyStep::Form => "finding-late-form",
                    CompanyStep::PairingsSent => "finding-late-pairing-list",
                    CompanyStep::Reminder => "finding-late-reminder",
                    CompanyStep::Expelled => "finding-late-expulsion",
                },
                &[("company", company), ("late", late)],
            ),
            LateWhat::Claim(game, side) => tr.ta(
                "finding-late-claim",
                &[
                    ("side", side.worded(tr).into()),
                    ("game", game.to_string().into()),
                    ("late", late),
                ],
            ),
            LateWhat::Payment(_) => tr.ta(
                "finding-late-payment",
                &[
                    ("amount", self.amount.unwrap_or_default().to_string().into()),
                    ("company", company),
                    ("late", late),
                ],
            ),
        }
    }
}

impl Worded for Colour {
    fn worded(&self, tr: &Catalogue) -> String {
        tr.t(match self {
            Colour::White => "finding-party-white",
            Colour::Black => "finding-party-black",
        })
    }
}

impl Worded for Verdict {
    fn worded(&self, tr: &Catalogue) -> String {
        tr.t(match self {
            Verdict::WhiteWins => "finding-verdict-white",
            Verdict::BlackWins => "finding-verdict-black",
            Verdict::Draw => "finding-verdict-draw",
        })
    }
}

impl Worded for Party {
    fn worded(&self, tr: &Catalogue) -> String {
        match self {
            Party::Side(side) => side.worded(tr),
            Party::Organiser => tr.t("finding-party-organiser"),
            Party::Adjudicator(name) => tr.ta(
                "finding-party-adjudicator",
                &[("name", name.as_str().into())],
            ),
            Party::AppealBody(body) => tr.t(match body {
                AppealBody::OriginalAdjudicators => "finding-body-original",
                AppealBody::FinalBody => "finding-body-final",
                AppealBody::SecondAdjudicator => "finding-body-second",
            }),
        }
    }
}

impl Worded for DueStep {
    fn worded(&self, tr: &Catalogue) -> String {
        match self {
            DueStep::Appeal {
                with_analysis: true,
            } => tr.t("finding-step-appeal-analysis"),
            DueStep::Appeal {
                with_analysis: false,
            } => tr.t("finding-step-appeal"),
            DueStep::SecondAdjudicatorRuling => tr.t("finding-step-second-adjudicator"),
            DueStep::RuleOnAppeal => tr.t("finding-step-rule-on-appeal"),
            DueStep::DefaultClaimUpheld { side, verdict } => tr.ta(
                "finding-step-default-upheld",
                &[
                    ("side", side.worded(tr).into()),
                    ("verdict", verdict.worded(tr).into()),
                ],
            ),
            DueStep::DefaultLossToBoth => tr.t("finding-step-default-both"),
            DueStep::Claim { diagrams: true } => tr.t("finding-step-claim-diagrams"),
            DueStep::Claim { diagrams: false } => tr.t("finding-step-claim-moves"),
            DueStep::DecideUnsubmitted => tr.t("finding-step-decide-unsubmitted"),
            DueStep::SendToAdjudicators { n, independent } => tr.ta(
                if *independent {
                    "finding-step-send-to-independent"
                } else {
                    "finding-step-send-to-adjudicators"
                },
                &[("n", (*n).into())],
            ),
            DueStep::Opinion => tr.t("finding-step-opinion"),
            DueStep::SendToThird => tr.t("finding-step-send-to-third"),
            DueStep::NotifyDecision => tr.t("finding-step-notify-decision"),
        }
    }
}

impl Worded for CaseState {
    fn worded(&self, tr: &Catalogue) -> String {
        tr.t(match self {
            CaseState::WaitingForClaims => "finding-state-waiting",
            CaseState::WithAdjudicators => "finding-state-with-adjudicators",
            CaseState::Decided => "finding-state-decided",
            CaseState::UnderAppeal => "finding-state-under-appeal",
            CaseState::Final => "finding-state-final",
        })
    }
}

impl Worded for Due {
    /// "White: claim (win or draw), … by 4 Dec 2026 (C24)", as the
    /// case's `Display` says it in English.
    fn worded(&self, tr: &Catalogue) -> String {
        let from = self.from.worded(tr);
        let what = self.what.worded(tr);
        match self.by {
            Some(by) => tr.ta(
                "finding-case-due-by",
                &[
                    ("from", from.into()),
                    ("what", what.into()),
                    ("by", tr.letter_date(by).into()),
                    ("rule", self.rule.into()),
                ],
            ),
            None => tr.ta(
                "finding-case-due",
                &[
                    ("from", from.into()),
                    ("what", what.into()),
                    ("rule", self.rule.into()),
                ],
            ),
        }
    }
}

impl Worded for Place {
    fn worded(&self, tr: &Catalogue) -> String {
        let text = |s: String| FluentValue::from(s);
        match self {
            Place::Project => tr.t("finding-place-project"),
            Place::Player(p) => tr.ta("finding-place-player", &[("player", text(p.to_string()))]),
            Place::PlayerNamed { player, name } => tr.ta(
                "finding-place-player-named",
                &[
                    ("player", text(player.to_string())),
                    ("name", text(name.clone())),
                ],
            ),
            Place::Company(c) => {
                tr.ta("finding-place-company", &[("company", text(c.to_string()))])
            }
            Place::Division(name) => tr.ta(
                "finding-place-division",
                &[("division", text(name.clone()))],
            ),
            Place::Team(t) => tr.ta("finding-place-team", &[("team", text(t.to_string()))]),
            Place::TeamNamed { team, name } => tr.ta(
                "finding-place-team-named",
                &[
                    ("team", text(team.to_string())),
                    ("name", text(name.clone())),
                ],
            ),
            Place::Pairing { division, number } => tr.ta(
                "finding-place-pairing",
                &[
                    ("division", text(division.clone())),
                    ("number", (*number).into()),
                ],
            ),
            Place::Game(g) => tr.ta("finding-place-game", &[("game", text(g.to_string()))]),
            Place::Move { game, number, san } => tr.ta(
                "finding-place-move",
                &[
                    ("game", text(game.to_string())),
                    ("number", (*number).into()),
                    ("san", text(san.clone())),
                ],
            ),
        }
    }
}

impl Worded for Invalid {
    /// What the file check found, from the catalogue; the errors of other
    /// rules it carries (a refused character, a move that does not
    /// replay, crossed dates, the ledger) in their own words.
    fn worded(&self, tr: &Catalogue) -> String {
        let text = |s: String| FluentValue::from(s);
        match self {
            Invalid::FormatVersion { found, reads } => tr.ta(
                "finding-invalid-format-version",
                &[("found", (*found).into()), ("reads", (*reads).into())],
            ),
            Invalid::IdUsedTwice => tr.t("finding-invalid-id-twice"),
            Invalid::NoName => tr.t("finding-invalid-no-name"),
            Invalid::PlaysForUnknownCompany { company } => tr.ta(
                "finding-invalid-unknown-company",
                &[("company", text(company.to_string()))],
            ),
            Invalid::Dates(why) => why.worded(tr),
            Invalid::Text(_)
            | Invalid::PlayerText(_)
            | Invalid::ServerText(_)
            | Invalid::Replay(_) => self.to_string(),
            Invalid::NoBoards => tr.t("finding-invalid-no-boards"),
            Invalid::CompanyNotInProject { company } => tr.ta(
                "finding-invalid-company-not-in-project",
                &[("company", text(company.to_string()))],
            ),
            Invalid::PlayersForBoards { players, boards } => tr.ta(
                "finding-invalid-players-for-boards",
                &[("players", (*players).into()), ("boards", (*boards).into())],
            ),
            Invalid::PlayerNotInProject { player } => tr.ta(
                "finding-invalid-player-not-in-project",
                &[("player", text(player.to_string()))],
            ),
            Invalid::TeamNotInDivision { team } => tr.ta(
                "finding-invalid-team-not-in-division",
                &[("team", text(team.to_string()))],
            ),
            Invalid::BoardOutside { board, boards } => tr.ta(
                "finding-invalid-board-outside",
                &[("board", (*board).into()), ("boards", (*boards).into())],
            ),
            Invalid::PairedTwice { team, board } => tr.ta(
                "finding-invalid-paired-twice",
                &[("team", text(team.to_string())), ("board", (*board).into())],
            ),
            Invalid::PairedAgainstItself => tr.t("finding-invalid-paired-against-itself"),
            Invalid::PlaysHimself => tr.t("finding-invalid-plays-himself"),
            Invalid::ConditionalTooDeep { after, depth, most } => tr.ta(
                "finding-invalid-conditional-too-deep",
                &[
                    ("after", (*after).into()),
                    ("depth", (*depth).into()),
                    ("most", (*most).into()),
                ],
            ),
            Invalid::SentBeforeReceived { sent, received } => tr.ta(
                "finding-invalid-sent-before-received",
                &[
                    ("sent", day(tr, *sent).into()),
                    ("received", day(tr, *received).into()),
                ],
            ),
            Invalid::ArrivedBeforeSent { arrived, sent } => tr.ta(
                "finding-invalid-arrived-before-sent",
                &[
                    ("arrived", day(tr, *arrived).into()),
                    ("sent", day(tr, *sent).into()),
                ],
            ),
            Invalid::Ledger(e) => tr.ta("finding-invalid-ledger", &[("why", text(e.to_string()))]),
            Invalid::TeamNotInSeason { team, season: None } => tr.ta(
                "finding-invalid-team-not-in-the-season",
                &[("team", text(team.to_string()))],
            ),
            Invalid::TeamNotInSeason {
                team,
                season: Some(season),
            } => tr.ta(
                "finding-invalid-team-not-in-season",
                &[
                    ("team", text(team.to_string())),
                    ("season", text(season.clone())),
                ],
            ),
            Invalid::UnknownDivision { division } => tr.ta(
                "finding-invalid-unknown-division",
                &[("division", text(ccdesk_domain::text_rules::shown(division)))],
            ),
            Invalid::AfterClose(late) => tr.ta(
                "finding-invalid-after-close",
                &[
                    ("sent", day(tr, late.sent).into()),
                    ("closes", day(tr, late.closes).into()),
                ],
            ),
        }
    }
}

impl Worded for DateProblem {
    /// The dates the file check finds crossed, from the catalogue; the
    /// other refusals of a date in the domain's words.
    fn worded(&self, tr: &Catalogue) -> String {
        match self {
            DateProblem::ReceivedBeforeSent {
                san,
                received,
                sent,
            } => tr.ta(
                "finding-dates-received-before-sent",
                &[
                    ("san", san.as_str().into()),
                    ("received", day(tr, *received).into()),
                    ("sent", day(tr, *sent).into()),
                ],
            ),
            other => other.to_string(),
        }
    }
}

impl Worded for Problem {
    fn worded(&self, tr: &Catalogue) -> String {
        tr.ta(
            "finding-problem",
            &[
                ("place", self.place.worded(tr).into()),
                ("what", self.what.worded(tr).into()),
            ],
        )
    }
}

impl Worded for Summary {
    /// What a command did, from `events.ftl`; a change not yet typed in
    /// the domain's English.
    fn worded(&self, tr: &Catalogue) -> String {
        let text = |s: String| FluentValue::from(s);
        match self {
            Summary::Played { san, game } => tr.ta(
                "event-played",
                &[("san", text(san.clone())), ("game", text(game.to_string()))],
            ),
            Summary::PlayedWithReply { san, game, reply } => tr.ta(
                "event-played-reply",
                &[
                    ("san", text(san.clone())),
                    ("game", text(game.to_string())),
                    ("reply", text(reply.clone())),
                ],
            ),
            Summary::TookBack { san, game } => tr.ta(
                "event-took-back",
                &[("san", text(san.clone())), ("game", text(game.to_string()))],
            ),
            Summary::DatesChanged { san, game } => tr.ta(
                "event-dates-changed",
                &[("san", text(san.clone())), ("game", text(game.to_string()))],
            ),
            Summary::MessageKept {
                direction,
                date,
                game,
            } => tr.ta(
                match direction {
                    Direction::Sent => "event-kept-sent",
                    Direction::Received => "event-kept-received",
                },
                &[
                    ("date", day(tr, *date).into()),
                    ("game", text(game.to_string())),
                ],
            ),
            Summary::MessageDropped {
                direction,
                date,
                game,
            } => tr.ta(
                match direction {
                    Direction::Sent => "event-dropped-sent",
                    Direction::Received => "event-dropped-received",
                },
                &[
                    ("date", day(tr, *date).into()),
                    ("game", text(game.to_string())),
                ],
            ),
            Summary::Steps(steps) => steps
                .iter()
                .map(|s| s.worded(tr))
                .collect::<Vec<_>>()
                .join("; "),
            Summary::Text(words) => words.clone(),
        }
    }
}

impl Worded for Said {
    fn worded(&self, tr: &Catalogue) -> String {
        match self {
            Said::Did(s) => s.worded(tr),
            Said::Undid(s) => tr.ta("event-undid", &[("what", s.worded(tr).into())]),
            Said::Redid(s) => tr.ta("event-redid", &[("what", s.worded(tr).into())]),
        }
    }
}

/// What the status line and a screen reader say when the file check
/// found problems: their number, the first, and that `ccdesk check` lists
/// them, as [`ccdesk_domain::check_summary::problems_found`] says it in
/// English; `None` when there are none.
#[must_use]
pub fn problems_found(tr: &Catalogue, problems: &[Problem]) -> Option<String> {
    let first = problems.first()?;
    Some(tr.ta(
        "finding-check-found",
        &[
            ("count", problems.len().into()),
            ("first", first.worded(tr).into()),
        ],
    ))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn a_reminders_duty_is_said_in_each_language() {
        // rule: E3.1 E3.2 E3.3 — each duty of the due list, English as
        // `ccdesk due` words it, the others translated.
        let all = [
            Duty::RepeatByPost,
            Duty::RepeatWithCopyToDirector,
            Duty::InformDirector,
            Duty::AskCaptain,
            Duty::OpponentMayLose { days: Some(40) },
            Duty::OpponentMayLose { days: None },
            Duty::IMayLose { days: Some(40) },
            Duty::IMayLose { days: None },
        ];
        let en = Catalogue::new(Language::English);
        for d in all {
            assert_eq!(duty(&en, d, "g47"), d.sentence("g47"));
            for language in Language::ALL
                .into_iter()
                .filter(|l| *l != Language::English)
            {
                let worded = duty(&Catalogue::new(language), d, "g47");
                assert!(worded.contains("g47"), "{language:?}: {worded}");
                assert!(!worded.contains("duty-"), "{language:?}: {worded}");
                assert_ne!(worded, d.sentence("g47"), "{language:?}");
            }
        }
        let de = Catalogue::new(Language::German);
        assert_eq!(
            duty(&de, Duty::RepeatWithCopyToDirector, "g47"),
            "meinen Zug in g47 mit allen Angaben wiederholen, mit einer Kopie an den Turnierleiter"
        );
        assert_eq!(
            duty(&de, Duty::IMayLose { days: Some(40) }, "g47"),
            "seit 40 Tagen kein Zug von mir in g47: die Partie kann gegen mich als verloren gewertet werden"
        );
    }
    use ccdesk_domain::ids::{PlayerId, TeamId};
    use ccdesk_domain::tournament::score::GamePoints;
    use chrono::NaiveDate;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    /// One finding of every kind.
    fn every_kind() -> Vec<FindingKind> {
        let name = |s: &str| s.to_owned();
        vec![
            FindingKind::PlaysForAnotherTeam {
                player: name("Ann Archer"),
                first: TeamId(2),
            },
            FindingKind::CombinedWithItself,
            FindingKind::CombinedNeedsApproval {
                company: name("Alpha"),
                partner: name("Beta"),
            },
            FindingKind::MembershipAboveBoards {
                required: 6,
                boards: 4,
            },
            FindingKind::TooFewMembers {
                members: 1,
                required: 4,
                division: name("Division 1"),
            },
            FindingKind::TooFewPlayers {
                players: 3,
                boards: 4,
            },
            FindingKind::TooManyPlayers {
                players: 5,
                boards: 4,
            },
            FindingKind::NotAPlayer {
                player: PlayerId(9),
            },
            FindingKind::OtherCompany {
                player: name("Ann Archer"),
            },
            FindingKind::ExEmployee {
                player: name("Tess Tate"),
                left: date(2024, 3, 31),
                later_employers: vec![],
            },
            FindingKind::ExEmployee {
                player: name("Tess Tate"),
                left: date(2024, 3, 31),
                later_employers: vec![name("Gamma"), name("Delta")],
            },
            FindingKind::LaterEmployerCompetes {
                player: name("Tess Tate"),
                employer: name("Gamma"),
            },
            FindingKind::ExEmployeesOverHalf {
                ex_employees: 2,
                size: 2,
            },
            FindingKind::TooManyExEmployees { ex_employees: 4 },
            FindingKind::RatedAboveBoardAbove {
                player: name("B"),
                board: 2,
                rating: 2100,
                above: name("A"),
                above_board: 1,
                above_rating: 1900,
            },
            FindingKind::RatedAboveStrongerTeam {
                player: name("C"),
                rating: 2000,
                team: name("Alpha II"),
                weakest_above: 1800,
            },
        ]
    }

    /// One line of the season's due list of every kind.
    fn every_outstanding() -> Vec<Outstanding> {
        use ccdesk_domain::ids::GameId;
        use ccdesk_domain::tournament::fees::Money;
        let company = || "Alpha".to_owned();
        vec![
            Outstanding::EntryNotRecorded { company: company() },
            Outstanding::FormNotReturned { company: company() },
            Outstanding::PairingListNotSent { company: company() },
            Outstanding::NoPairings {
                division: "Division 1".to_owned(),
            },
            Outstanding::NoResult {
                white: "Ann".to_owned(),
                black: "Bob".to_owned(),
                game: GameId(7),
            },
            Outstanding::CaptainsDisagree { game: GameId(7) },
            Outstanding::AdjudicationFeesOwed {
                company: company(),
                amount: Money(600),
            },
            Outstanding::FeesOwed {
                company: company(),
                amount: Money(1250),
            },
            Outstanding::ReminderToSend { company: company() },
            Outstanding::LiableToExpulsion {
                company: company(),
                reminded: date(2026, 1, 2),
                from: date(2026, 1, 23),
            },
            Outstanding::AddressChangeNotNotified {
                player: "Ann".to_owned(),
                occurred: date(2025, 12, 1),
            },
        ]
    }

    /// What may be due in a case, from each party, one of each step.
    fn every_due() -> Vec<Due> {
        let steps = [
            DueStep::Appeal {
                with_analysis: true,
            },
            DueStep::Appeal {
                with_analysis: false,
            },
            DueStep::SecondAdjudicatorRuling,
            DueStep::RuleOnAppeal,
            DueStep::DefaultClaimUpheld {
                side: Colour::Black,
                verdict: Verdict::Draw,
            },
            DueStep::DefaultLossToBoth,
            DueStep::Claim { diagrams: true },
            DueStep::Claim { diagrams: false },
            DueStep::DecideUnsubmitted,
            DueStep::SendToAdjudicators {
                n: 1,
                independent: true,
            },
            DueStep::SendToAdjudicators {
                n: 2,
                independent: true,
            },
            DueStep::SendToAdjudicators {
                n: 2,
                independent: false,
            },
            DueStep::Opinion,
            DueStep::SendToThird,
            DueStep::NotifyDecision,
        ];
        let parties = [
            Party::Side(Colour::White),
            Party::Organiser,
            Party::Adjudicator("Ada".to_owned()),
            Party::AppealBody(AppealBody::OriginalAdjudicators),
            Party::AppealBody(AppealBody::FinalBody),
            Party::AppealBody(AppealBody::SecondAdjudicator),
        ];
        steps
            .into_iter()
            .zip(parties.into_iter().cycle())
            .enumerate()
            .map(|(i, (what, from))| Due {
                from,
                what,
                by: (i % 2 == 0).then(|| date(2026, 12, 4)),
                rule: "C24",
            })
            .collect()
    }

    /// Every place a problem may be.
    fn every_place() -> Vec<Place> {
        use ccdesk_domain::ids::{CompanyId, GameId};
        vec![
            Place::Project,
            Place::Player(PlayerId(1)),
            Place::PlayerNamed {
                player: PlayerId(1),
                name: "Ann".to_owned(),
            },
            Place::Company(CompanyId(2)),
            Place::Division("Division 1".to_owned()),
            Place::Team(TeamId(3)),
            Place::TeamNamed {
                team: TeamId(3),
                name: "Alpha".to_owned(),
            },
            Place::Pairing {
                division: "Division 1".to_owned(),
                number: 2,
            },
            Place::Game(GameId(12)),
            Place::Move {
                game: GameId(12),
                number: 2,
                san: "Nf3".to_owned(),
            },
        ]
    }

    /// Every problem the file check words itself.
    fn every_invalid() -> Vec<Invalid> {
        use ccdesk_domain::ids::CompanyId;
        use ccdesk_domain::tournament::close_of_play::LateMove;
        vec![
            Invalid::FormatVersion { found: 2, reads: 1 },
            Invalid::IdUsedTwice,
            Invalid::NoName,
            Invalid::PlaysForUnknownCompany {
                company: CompanyId(9),
            },
            Invalid::NoBoards,
            Invalid::CompanyNotInProject {
                company: CompanyId(9),
            },
            Invalid::PlayersForBoards {
                players: 3,
                boards: 4,
            },
            Invalid::PlayerNotInProject {
                player: PlayerId(9),
            },
            Invalid::TeamNotInDivision { team: TeamId(9) },
            Invalid::BoardOutside {
                board: 5,
                boards: 4,
            },
            Invalid::PairedTwice {
                team: TeamId(1),
                board: 2,
            },
            Invalid::PairedAgainstItself,
            Invalid::PlaysHimself,
            Invalid::ConditionalTooDeep {
                after: 12,
                depth: 300,
                most: 256,
            },
            Invalid::SentBeforeReceived {
                sent: date(2026, 10, 11),
                received: date(2026, 10, 12),
            },
            Invalid::ArrivedBeforeSent {
                arrived: date(2026, 10, 11),
                sent: date(2026, 10, 12),
            },
            Invalid::TeamNotInSeason {
                team: TeamId(1),
                season: None,
            },
            Invalid::TeamNotInSeason {
                team: TeamId(1),
                season: Some("2024-25".to_owned()),
            },
            Invalid::UnknownDivision {
                division: "Division 9".to_owned(),
            },
            Invalid::AfterClose(LateMove {
                ply: 80,
                san: "Kg2".to_owned(),
                sent: date(2026, 6, 1),
                closes: date(2026, 5, 31),
            }),
            Invalid::Dates(DateProblem::ReceivedBeforeSent {
                san: "e5".to_owned(),
                received: date(2026, 10, 11),
                sent: date(2026, 10, 12),
            }),
        ]
    }

    fn rulings() -> Vec<RulingDue> {
        let breach = FindingKind::ExEmployeesOverHalf {
            ex_employees: 2,
            size: 2,
        };
        let due = |rule, ruled_under, ruling| RulingDue {
            rule,
            ruled_under,
            team: TeamId(1),
            location: "team t1 (Alpha)".to_owned(),
            breach: breach.clone(),
            ruling,
        };
        let deducted = Ruling::Deducted {
            points: GamePoints::from_halves(4),
            decided: date(2025, 11, 20),
            under: "C21",
        };
        let withdrawn = Ruling::Withdrawn {
            points: GamePoints::from_halves(2),
            decided: date(2026, 1, 5),
            under: "C15",
            withdrawal: DeductionWithdrawal {
                reason: WithdrawalReason::AppealUpheld {
                    notified: date(2026, 1, 6),
                    appealed: date(2026, 1, 9),
                },
                date: date(2026, 1, 20),
            },
        };
        vec![
            due("C13", Some("C21"), None),
            due("C14", Some("C15"), None),
            due("C13", Some("C99"), None),
            due("C11", None, None),
            due("C13", Some("C21"), Some(deducted)),
            due("C14", Some("C15"), Some(withdrawn)),
        ]
    }

    // rule: C13 — the window in English says what `ccdesk check` prints.
    #[test]
    fn english_words_every_finding_as_check_prints_it() {
        let en = Catalogue::new(Language::English);
        for kind in every_kind() {
            assert_eq!(kind.worded(&en), kind.to_string());
            let finding = Finding::new(TeamId(1), None, kind);
            assert_eq!(finding.worded(&en), finding.to_string());
        }
        for due in rulings() {
            assert_eq!(due.worded(&en), due.breach_and_ruling());
        }
        let in_error = DeductionWithdrawal {
            reason: WithdrawalReason::EnteredInError,
            date: date(2026, 3, 12),
        };
        assert_eq!(in_error.worded(&en), in_error.account());
        for item in every_outstanding() {
            assert_eq!(item.worded(&en), item.to_string());
        }
        for due in every_due() {
            assert_eq!(due.worded(&en), due.to_string());
        }
        for place in every_place() {
            assert_eq!(place.worded(&en), place.to_string());
        }
        for what in every_invalid() {
            let problem = Problem {
                place: Place::Project,
                what,
            };
            assert_eq!(problem.worded(&en), problem.to_string());
        }
        for verdict in [Verdict::WhiteWins, Verdict::BlackWins, Verdict::Draw] {
            assert_eq!(verdict.worded(&en), verdict.to_string());
        }
        for state in [
            CaseState::WaitingForClaims,
            CaseState::WithAdjudicators,
            CaseState::Decided,
            CaseState::UnderAppeal,
            CaseState::Final,
        ] {
            assert_eq!(state.worded(&en), state.to_string());
        }
    }

    #[test]
    fn the_file_checks_count_is_said_in_each_language() {
        use ccdesk_domain::check_summary;
        use ccdesk_domain::ids::GameId;
        let problem = |n: u32| Problem {
            place: Place::Game(GameId(n)),
            what: Invalid::PlaysHimself,
        };
        let one = [problem(4)];
        let two = [problem(4), problem(5)];
        let en = Catalogue::new(Language::English);
        assert_eq!(problems_found(&en, &[]), None);
        for problems in [&one[..], &two[..]] {
            assert_eq!(
                problems_found(&en, problems),
                check_summary::problems_found(problems)
            );
        }
        let de = Catalogue::new(Language::German);
        assert_eq!(
            problems_found(&de, &one).as_deref(),
            Some(
                "die Dateiprüfung fand 1 Problem, zuerst Partie g4: ein Spieler kann nicht gegen sich selbst spielen; `ccdesk check` listet es auf"
            )
        );
        assert!(
            problems_found(&de, &two).is_some_and(
                |s| s.starts_with("die Dateiprüfung fand 2 Probleme, zuerst Partie g4")
            )
        );
    }

    /// Every typed summary, one of each, and a batch of two.
    fn every_summary() -> Vec<Summary> {
        use ccdesk_domain::ids::GameId;
        let game = GameId(1);
        let played = Summary::Played {
            san: "e4".to_owned(),
            game,
        };
        let kept = |direction| Summary::MessageKept {
            direction,
            date: date(2026, 3, 9),
            game,
        };
        vec![
            played.clone(),
            Summary::PlayedWithReply {
                san: "e4".to_owned(),
                game,
                reply: "e5".to_owned(),
            },
            Summary::DatesChanged {
                san: "e4".to_owned(),
                game,
            },
            Summary::TookBack {
                san: "e4".to_owned(),
                game,
            },
            kept(Direction::Sent),
            kept(Direction::Received),
            Summary::MessageDropped {
                direction: Direction::Sent,
                date: date(2026, 3, 9),
                game,
            },
            Summary::MessageDropped {
                direction: Direction::Received,
                date: date(2026, 3, 9),
                game,
            },
            Summary::Steps(vec![played, kept(Direction::Sent)]),
        ]
    }

    #[test]
    fn what_a_command_did_is_said_in_each_language() {
        let en = Catalogue::new(Language::English);
        let de = Catalogue::new(Language::German);
        for summary in every_summary() {
            for said in [
                Said::Did(summary.clone()),
                Said::Undid(summary.clone()),
                Said::Redid(summary.clone()),
            ] {
                assert_eq!(said.worded(&en), said.to_string());
                for language in Language::ALL
                    .into_iter()
                    .filter(|l| *l != Language::English)
                {
                    let worded = said.worded(&Catalogue::new(language));
                    assert!(!worded.contains("event-"), "{language:?}: {worded}");
                    assert_ne!(worded, said.to_string(), "{language:?}");
                }
            }
        }
        let all = every_summary();
        assert_eq!(
            Said::Undid(all[8].clone()).worded(&de),
            "rückgängig: e4 in Partie g1 gespielt; die am 9. März 2026 gesandte Nachricht in Partie g1 aufbewahrt"
        );
        // A change not yet typed keeps the domain's English.
        let other = Summary::Text("renamed the project".to_owned());
        assert_eq!(other.worded(&de), "renamed the project");
    }

    /// A late step of every kind (C09, C10, C11, C16, C24).
    fn every_late_step() -> Vec<LateStep> {
        use ccdesk_domain::ids::{CompanyId, GameId};
        use ccdesk_domain::tournament::fees::Money;
        let late = |verb, rule| Lateness {
            date: date(2026, 10, 20),
            due: date(2026, 9, 1),
            rule,
            verb,
        };
        let company = |step, verb, rule| LateStep {
            what: LateWhat::Company(step, CompanyId(1)),
            lateness: late(verb, rule),
            company: "Lloyd's Bank".to_owned(),
            amount: None,
        };
        vec![
            company(CompanyStep::Entry, "received", "C10"),
            company(CompanyStep::Form, "returned", "C11"),
            company(CompanyStep::PairingsSent, "sent", "C16"),
            company(CompanyStep::Reminder, "sent", "C09"),
            company(CompanyStep::Expelled, "sent", "C09"),
            LateStep {
                what: LateWhat::Claim(GameId(4), Colour::White),
                lateness: late("received", "C24"),
                company: String::new(),
                amount: None,
            },
            LateStep {
                what: LateWhat::Payment(CompanyId(1)),
                lateness: late("received", "C09"),
                company: "Lloyd's Bank".to_owned(),
                amount: Some(Money(200)),
            },
        ]
    }

    // rule: C10 — a step recorded late, in every language; English as
    // `ccdesk check` prints it.
    #[test]
    fn late_steps_are_worded_in_each_language() {
        let en = Catalogue::new(Language::English);
        for step in every_late_step() {
            assert_eq!(step.worded(&en), step.to_string());
            for language in Language::ALL
                .into_iter()
                .filter(|l| *l != Language::English)
            {
                let worded = step.worded(&Catalogue::new(language));
                assert!(!worded.contains("finding-"), "{language:?}: {worded}");
                assert_ne!(worded, step.to_string(), "{language:?}");
            }
        }
        assert_eq!(
            every_late_step()[0].worded(&Catalogue::new(Language::German)),
            "die Meldung von Lloyd's Bank verspätet: eingegangen am 20. Oktober 2026, fällig am 1. September 2026 (C10)"
        );
    }

    // rule: C13 — every language words every finding from its own catalogue:
    // no key shows, and no English sentence is left.
    #[test]
    fn every_language_words_every_finding() {
        let en = Catalogue::new(Language::English);
        for language in Language::ALL
            .into_iter()
            .filter(|l| *l != Language::English)
        {
            let tr = Catalogue::new(language);
            for kind in every_kind() {
                let worded = Finding::new(TeamId(1), None, kind.clone()).worded(&tr);
                assert!(!worded.contains("finding-"), "{language:?}: {worded}");
                assert_ne!(kind.worded(&tr), kind.worded(&en), "{language:?}");
            }
            for due in rulings() {
                assert_ne!(due.worded(&tr), due.worded(&en), "{language:?}");
            }
            // A place may read as in English ("division Division 1" in
            // French); a game's never does.
            for place in every_place() {
                let worded = place.worded(&tr);
                assert!(!worded.contains("finding-"), "{language:?}: {worded}");
                if matches!(place, Place::Game(_) | Place::Move { .. }) {
                    assert_ne!(worded, place.worded(&en), "{language:?}");
                }
            }
            for what in every_invalid() {
                let worded = what.worded(&tr);
                assert!(!worded.contains("finding-"), "{language:?}: {worded}");
                assert_ne!(worded, what.worded(&en), "{language:?}");
            }
            for due in every_due() {
                let worded = due.worded(&tr);
                assert!(!worded.contains("finding-"), "{language:?}: {worded}");
                assert_ne!(worded, due.worded(&en), "{language:?}");
            }
            for item in every_outstanding() {
                let worded = item.worded(&tr);
                assert!(!worded.contains("finding-"), "{language:?}: {worded}");
                assert_ne!(worded, item.worded(&en), "{language:?}");
            }
        }
    }

    // rule: C13
    // rule: C12 — German's plural, its dates written out, its words.
    #[test]
    fn german_takes_its_plurals_and_dates() {
        let de = Catalogue::new(Language::German);
        let kinds = every_kind();
        let finding = Finding::new(TeamId(1), None, kinds[12].clone());
        assert_eq!(
            finding.worded(&de),
            "Verstoß (C13): 2 ehemalige Mitarbeiter in einer Mannschaft von 2: höchstens die Hälfte"
        );
        assert_eq!(
            kinds[4].worded(&de),
            "1 Clubmitglied, 4 verlangt für Division 1"
        );
        assert_eq!(
            kinds[9].worded(&de),
            "Tess Tate ist am 31. März 2024 ausgeschieden; spätere Arbeitgeber: keine"
        );
        assert_eq!(
            rulings()[4].worded(&de),
            "2 ehemalige Mitarbeiter in einer Mannschaft von 2: höchstens die Hälfte (C13); entschieden: 2 Brettpunkte abgezogen am 20. November 2025 (C21)"
        );
        // rule: C09 — the due list's reminder and expulsion, in German.
        let due = every_outstanding();
        assert_eq!(
            due[8].worded(&de),
            "Alpha eine Beitragsmahnung senden, mindestens 21 Tage vor dem Ausschluss"
        );
        assert_eq!(
            due[9].worded(&de),
            "Alpha wurde am 2. Januar 2026 gemahnt und kann ab dem 23. Januar 2026 ausgeschlossen werden"
        );
        // rule: C26 — one adjudicator or two, in German; the day as its
        // letters write it.
        let due = every_due();
        assert_eq!(
            due[9].worded(&de),
            "die ursprünglichen Schiedsrichter: die Stellung ohne die Ansprüche an 1 unabhängigen Schiedsrichter senden (C24)"
        );
        assert_eq!(
            due[10].worded(&de),
            "der nationale Verband: die Stellung ohne die Ansprüche an 2 unabhängige Schiedsrichter senden bis 4. Dezember 2026 (C24)"
        );
        // French counts one member as one ("1 membre du Club").
        let fr = Catalogue::new(Language::French);
        assert_eq!(
            kinds[4].worded(&fr),
            "1 membre du Club, 4 exigés pour Division 1"
        );
    }
}
