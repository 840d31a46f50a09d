//! The sentences of the printouts (issue 35, item 3): the postcard's
//! values, the scoresheet and the adjudication packets, one function a
//! sentence, each filled from the game's [`Wording`] so that a German
//! game prints German and an English game what it always printed.

use chrono::NaiveDate;
use shakmaty::Color;

use super::Wording;
use crate::adjudication::{AssessmentLimit, Verdict};
use crate::game::{GameResult, Termination};
use crate::ledger::Status;
use crate::notation::{Notation, PieceLetters};

/// `template` with each `{key}` replaced by its value.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    values
        .iter()
        .fold(template.to_owned(), |text, (key, value)| {
            text.replace(&format!("{{{key}}}"), value)
        })
}

/// One side's totals on the scoresheet, as the ledger sums them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SideTotals<'a> {
    /// The side.
    pub side: Color,
    /// Its player's name.
    pub player: &'a str,
    /// Moves sent.
    pub moves: u32,
    /// Days used.
    pub used: u32,
    /// Days allowed up to the next control.
    pub allowed: u32,
    /// The move of the next control.
    pub control: u32,
    /// Days left at the control; below zero, days over.
    pub left: i64,
    /// Leave days taken.
    pub leave: u32,
    /// The side's clock status.
    pub status: Status,
}

impl Wording {
    /// The postcard's note where the recipient has no postal address.
    #[must_use]
    pub fn card_no_address(&self) -> &'static str {
        self.card_no_address
    }

    /// "Played from your conditional moves: 5.Nf3 Nc6" (E4.6).
    #[must_use]
    pub fn card_continuation(&self, moves: &str) -> String {
        fill(self.card_continuation, &[("moves", moves)])
    }

    /// "If 6.d4 exd4 (binding unless you reject it, P07)".
    #[must_use]
    pub fn card_if(&self, line: &str) -> String {
        fill(self.card_if, &[("line", line)])
    }

    /// The received date assumed from the postmark and the average
    /// transmission time of `transit_days` (P05).
    #[must_use]
    pub fn card_assumed(&self, date: &str, transit_days: u32) -> String {
        fill(
            self.card_assumed,
            &[("date", date), ("days", &self.days(transit_days))],
        )
    }

    /// "10 Mar 2026 (the postmark counts)" (P04 c).
    #[must_use]
    pub fn card_posted(&self, date: NaiveDate) -> String {
        fill(self.card_postmark_counts, &[("date", &self.date(date))])
    }

    /// "2 days this move", and with both sides' totals "…; in all White
    /// 4, Black 1 days" (P04 d).
    #[must_use]
    pub fn card_time(&self, days: u32, totals: Option<(u32, u32)>) -> String {
        let this = self.days(days);
        match totals {
            Some((w, b)) => fill(
                self.card_in_all,
                &[
                    ("days", &this),
                    ("white", &w.to_string()),
                    ("black", &b.to_string()),
                ],
            ),
            None => fill(self.card_this_move, &[("days", &this)]),
        }
    }

    /// "After 2.Nf3", under the postcard's diagram.
    #[must_use]
    pub fn card_after(&self, mv: &str) -> String {
        fill(self.card_after, &[("move", mv)])
    }

    /// "Game g1", the game's line on a card or a sheet.
    #[must_use]
    pub fn game_line(&self, game: &str) -> String {
        fill(self.card_game, &[("game", game)])
    }

    /// "rules ICCF: 40 days per 10 moves", or "rules X" for rules the
    /// project does not hold (`control` is `None`).
    #[must_use]
    pub fn sheet_rules(&self, name: &str, control: Option<(u32, u32)>) -> String {
        match control {
            Some((days, moves)) => fill(
                self.sheet_rules,
                &[
                    ("name", name),
                    ("days", &self.days(days)),
                    ("moves", &self.moves(moves)),
                ],
            ),
            None => fill(self.sheet_rules_unknown, &[("name", name)]),
        }
    }

    /// "play started 1 Mar 2026".
    #[must_use]
    pub fn sheet_started(&self, date: NaiveDate) -> String {
        fill(self.sheet_started, &[("date", &self.date(date))])
    }

    /// "result 1-0", or "in play".
    #[must_use]
    pub fn sheet_result(&self, result: Option<&str>) -> String {
        match result {
            Some(r) => fill(self.sheet_result, &[("result", r)]),
            None => self.sheet_in_play.to_owned(),
        }
    }

    /// "notation san, German letters": the notation's short name and the
    /// agreed letters when they are not English (E2.2).
    #[must_use]
    pub fn sheet_notation(&self, notation: Notation, letters: PieceLetters) -> String {
        let letters = match letters {
            PieceLetters::English => String::new(),
            l => {
                let i = PieceLetters::ALL
                    .iter()
                    .position(|x| *x == l)
                    .unwrap_or_default();
                format!(", {}", self.letters[i])
            }
        };
        fill(
            self.sheet_notation,
            &[("notation", notation.name()), ("letters", &letters)],
        )
    }

    /// "Ann v Bob: scoresheet, continued".
    #[must_use]
    pub fn sheet_continued(&self, title: &str) -> String {
        fill(self.sheet_continued, &[("title", title)])
    }

    /// The word of a clock status: `ok`, `überschritten`.
    #[must_use]
    pub fn status(&self, status: Status) -> &'static str {
        match status {
            Status::Ok => self.statuses[0],
            Status::Exceeded => self.statuses[1],
            Status::Forfeit => self.statuses[2],
        }
    }

    /// A side's totals under the scoresheet: "White, Ann: 3 moves sent,
    /// 18 days used; 40 days allowed up to move 10, 22 left; leave 0
    /// days; ok".
    #[must_use]
    pub fn sheet_summary(&self, t: &SideTotals<'_>) -> String {
        let days = u32::try_from(t.left.unsigned_abs()).unwrap_or(u32::MAX);
        let left = if t.left >= 0 {
            self.count(&self.sheet_left, days)
        } else {
            self.sheet_over.replace("{n}", &days.to_string())
        };
        fill(
            self.sheet_summary,
            &[
                ("side", self.side(t.side)),
                ("player", t.player),
                ("moves", &self.count(&self.moves_sent, t.moves)),
                ("used", &self.count(&self.days_used, t.used)),
                ("allowed", &self.count(&self.days_allowed, t.allowed)),
                ("control", &t.control.to_string()),
                ("left", &left),
                ("leave", &self.days(t.leave)),
                ("status", self.status(t.status)),
            ],
        )
    }

    /// "White can no longer meet the control at move 10: 41 days used,
    /// 40 allowed (E6.3)".
    #[must_use]
    pub fn sheet_cannot_meet(&self, side: Color, control: u32, used: u32, allowed: u32) -> String {
        fill(
            self.sheet_cannot_meet,
            &[
                ("side", self.side(side)),
                ("control", &control.to_string()),
                ("used", &self.count(&self.days_used, used)),
                ("allowed", &self.count(&self.allowed, allowed)),
            ],
        )
    }

    /// "The clock ledger cannot be computed: …."
    #[must_use]
    pub fn sheet_no_ledger(&self, error: &str) -> String {
        fill(self.sheet_no_ledger, &[("error", error)])
    }

    /// A page's foot: "Club · Scoresheet and clock ledger (E5.1, P10) ·
    /// page 1 of 2".
    #[must_use]
    pub fn page_foot(&self, project: &str, what: &str, page: usize, pages: usize) -> String {
        fill(
            self.page_foot,
            &[
                ("project", project),
                ("what", what),
                ("page", &page.to_string()),
                ("pages", &pages.to_string()),
            ],
        )
    }

    /// "Game g1 · Premier · board 2 v board 3 · round 4": where a game
    /// is played.
    #[must_use]
    pub fn game_where(
        &self,
        game: &str,
        boards: Option<(&str, u32, u32)>,
        round: Option<&str>,
    ) -> String {
        let mut out = self.game_line(game);
        if let Some((division, white, black)) = boards {
            out.push_str(&format!(
                " · {division} · {}",
                fill(self.pos_board, &[("board", &white.to_string())])
            ));
            if black != white {
                out.push(' ');
                out.push_str(&fill(
                    self.pos_versus_board,
                    &[("board", &black.to_string())],
                ));
            }
        }
        if let Some(round) = round {
            out.push_str(" · ");
            out.push_str(&fill(self.pos_round, &[("round", round)]));
        }
        out
    }

    /// "Ann Ashworth (Leeds, board 1)": a player and his team.
    #[must_use]
    pub fn player_of_team(&self, player: &str, team: Option<(&str, u32)>) -> String {
        match team {
            Some((team, board)) => format!(
                "{player} ({})",
                fill(
                    self.pos_team,
                    &[("team", team), ("board", &board.to_string())]
                )
            ),
            None => player.to_owned(),
        }
    }

    /// "White: Ann Ashworth".
    #[must_use]
    pub fn side_player(&self, side: Color, player: &str) -> String {
        fill(
            self.pos_side,
            &[("side", self.side(side)), ("player", player)],
        )
    }

    /// "Final position after 12...Nf6 (12 moves in all), sent 3 Dec 2026".
    #[must_use]
    pub fn final_position(&self, mv: &str, moves: u32, sent: Option<NaiveDate>) -> String {
        let mut out = fill(
            self.pos_final,
            &[("move", mv), ("moves", &self.moves(moves))],
        );
        if let Some(d) = sent {
            out.push_str(&fill(self.pos_sent, &[("date", &self.date(d))]));
        }
        out
    }

    /// "White to move", under a diagram.
    #[must_use]
    pub fn to_move(&self, side: Color) -> String {
        fill(self.pos_to_move, &[("side", self.side(side))])
    }

    /// "White: 16 pieces (K Q 2R 2B 2N 8P)", and Black's "…, ringed …",
    /// the ring on the diagram telling Black's pieces apart.
    #[must_use]
    pub fn side_pieces(&self, side: Color, count: u32, material: &str) -> String {
        let template = match side {
            Color::White => self.pos_pieces,
            Color::Black => self.pos_ringed,
        };
        fill(
            template,
            &[
                ("side", self.side(side)),
                ("pieces", &self.pieces(count)),
                ("material", material),
            ],
        )
    }

    /// "Castling: White O-O; Black none".
    #[must_use]
    pub fn castling(&self, white: &str, black: &str) -> String {
        fill(self.pos_castling, &[("white", white), ("black", black)])
    }

    /// "En passant: d6".
    #[must_use]
    pub fn en_passant(&self, square: Option<&str>) -> String {
        fill(
            self.pos_en_passant,
            &[("square", square.unwrap_or(self.pos_none))],
        )
    }

    /// "Ann v Bob: game score, continued".
    #[must_use]
    pub fn score_continued(&self, title: &str) -> String {
        fill(self.pos_score_continued, &[("title", title)])
    }

    /// "Claim: …", and "Claim: …, continued".
    #[must_use]
    pub fn claim_title(&self, title: &str, continued: bool) -> String {
        let t = if continued {
            self.claim_continued
        } else {
            self.claim_title
        };
        fill(t, &[("title", title)])
    }

    /// "White claims a win", "Black claims a draw".
    #[must_use]
    pub fn claim(&self, side: Color, win: bool) -> String {
        let t = if win { self.claim_win } else { self.claim_draw };
        fill(t, &[("side", self.side(side))])
    }

    /// "Received 28 Jun 2026", when a claim came.
    #[must_use]
    pub fn claim_received(&self, date: NaiveDate) -> String {
        fill(self.claim_received, &[("date", &self.date(date))])
    }

    /// "White: claim (delete as appropriate)   WIN  /  DRAW".
    #[must_use]
    pub fn claim_form(&self, side: Color) -> String {
        fill(self.claim_form, &[("side", self.side(side))])
    }

    /// "Views of the first two adjudicators: …", and "Views: …,
    /// continued".
    #[must_use]
    pub fn views_title(&self, title: &str, continued: bool) -> String {
        let t = if continued {
            self.views_continued
        } else {
            self.views_title
        };
        fill(t, &[("title", title)])
    }

    /// A verdict: "win for White (1-0)".
    #[must_use]
    pub fn verdict(&self, verdict: Verdict) -> &'static str {
        match verdict {
            Verdict::WhiteWins => self.verdicts[0],
            Verdict::BlackWins => self.verdicts[1],
            Verdict::Draw => self.verdicts[2],
        }
    }

    /// "First adjudicator: draw (½-½)"; `n` 0 is the first.
    #[must_use]
    pub fn adjudicator_view(&self, n: usize, verdict: Verdict) -> String {
        let t = if n == 0 {
            self.views_first
        } else {
            self.views_second
        };
        fill(t, &[("verdict", self.verdict(verdict))])
    }

    /// "Engine assessment: …", and "…, continued".
    #[must_use]
    pub fn assess_title(&self, title: &str, continued: bool) -> String {
        let t = if continued {
            self.assess_continued
        } else {
            self.assess_title
        };
        fill(t, &[("title", title)])
    }

    /// Why a game ended: `resignation`, `Aufgabe`.
    #[must_use]
    pub fn termination(&self, termination: Termination) -> &'static str {
        let i = match termination {
            Termination::Checkmate => 0,
            Termination::Stalemate => 1,
            Termination::InsufficientMaterial => 2,
            Termination::Repetition => 3,
            Termination::FiftyMoves => 4,
            Termination::Resignation => 5,
            Termination::Agreement => 6,
            Termination::Time => 7,
            Termination::Default => 8,
            Termination::Adjudication => 9,
            Termination::Withdrawal => 10,
        };
        self.terminations[i]
    }

    /// A result with its reason: `1-0 (resignation)`, `1-0 (Aufgabe)`.
    #[must_use]
    pub fn result(&self, result: GameResult) -> String {
        format!(
            "{} ({})",
            result.outcome,
            self.termination(result.termination)
        )
    }

    /// An engine's search limit: `depth 20`, `1 second`, `30 Sekunden`.
    #[must_use]
    pub fn assess_limit(&self, limit: AssessmentLimit) -> String {
        match limit {
            AssessmentLimit::Depth(n) => self.assess_depth.replace("{n}", &n.to_string()),
            AssessmentLimit::Seconds(n) => self.count(&[self.one_second, self.n_seconds], n),
        }
    }

    /// A postcard document's title: "Postcard: game g1, 2.Nf3", or for
    /// several "Postcards: 3 moves".
    #[must_use]
    pub fn postcard_title(&self, one: Option<(&str, &str)>, cards: u32) -> String {
        match one {
            Some((game, mv)) => fill(self.doc_postcard, &[("game", game), ("move", mv)]),
            None => fill(self.doc_postcards, &[("moves", &self.moves(cards))]),
        }
    }

    /// A packet document's title: "Club: captain's submission",
    /// "Club: adjudicator's packet", or with neither "Club: scoresheets".
    #[must_use]
    pub fn document_title(&self, project: &str, captain: Option<bool>) -> String {
        let t = match captain {
            Some(true) => self.doc_captain,
            Some(false) => self.doc_adjudicator,
            None => self.doc_scoresheets,
        };
        fill(t, &[("project", project)])
    }

    /// "Position: <FEN>".
    #[must_use]
    pub fn assess_position(&self, fen: &str) -> String {
        fill(self.assess_position, &[("fen", fen)])
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::language::Language;

    fn d(m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, day).unwrap()
    }

    // rule: P04 — the card's time used, in the language's plural.
    #[test]
    fn the_cards_time_takes_each_languages_plural() {
        let en = Wording::of(Language::English);
        assert_eq!(
            en.card_time(2, Some((4, 1))),
            "2 days this move; in all White 4, Black 1 days"
        );
        assert_eq!(en.card_time(1, None), "1 day this move");
        let de = Wording::of(Language::German);
        assert_eq!(de.card_time(1, None), "1 Tag für diesen Zug");
        assert_eq!(
            de.card_time(2, Some((4, 1))),
            "2 Tage für diesen Zug; insgesamt Weiß 4, Schwarz 1 Tage"
        );
        let fr = Wording::of(Language::French);
        assert_eq!(fr.card_time(0, None), "0 jour pour ce coup");
        // rule: P05 — the assumed date names the average transmission time.
        assert_eq!(
            de.card_assumed("5. März 2026", 1),
            "5. März 2026 (angenommen: Ihr Poststempel plus die mittlere Beförderungszeit, 1 Tag, P05)"
        );
    }

    #[test]
    fn dates_keep_each_languages_style_and_tables_take_the_numeric_form() {
        let first = d(12, 1);
        assert_eq!(Wording::of(Language::English).date(first), "1 Dec 2026");
        assert_eq!(
            Wording::of(Language::German).date(first),
            "1. Dezember 2026"
        );
        assert_eq!(
            Wording::of(Language::French).date(first),
            "1er décembre 2026"
        );
        assert_eq!(
            Wording::of(Language::Italian).date(first),
            "1º dicembre 2026"
        );
        assert_eq!(
            Wording::of(Language::Spanish).date(first),
            "1 de diciembre de 2026"
        );
        let day = d(3, 4);
        assert_eq!(Wording::of(Language::English).short_date(day), "4 Mar 2026");
        assert_eq!(Wording::of(Language::German).short_date(day), "04.03.2026");
        assert_eq!(Wording::of(Language::French).short_date(day), "04/03/2026");
        // Every date written reads back as itself.
        for language in Language::ALL {
            let w = Wording::of(language);
            for date in [first, day, d(9, 30)] {
                assert_eq!(crate::message::parse_date(&w.date(date)), Some(date));
                assert_eq!(crate::message::parse_date(&w.short_date(date)), Some(date));
            }
        }
    }

    // rule: E6.1 — a side's totals against the control, in words.
    #[test]
    fn a_sides_totals_are_counted_in_the_languages_plural() {
        let t = SideTotals {
            side: Color::White,
            player: "Ann",
            moves: 1,
            used: 18,
            allowed: 40,
            control: 10,
            left: 22,
            leave: 1,
            status: Status::Ok,
        };
        assert_eq!(
            Wording::of(Language::English).sheet_summary(&t),
            "White, Ann: 1 move sent, 18 days used; 40 days allowed up to move 10, 22 left; leave 1 day; ok"
        );
        let over = SideTotals { left: -3, ..t };
        assert_eq!(
            Wording::of(Language::German).sheet_summary(&over),
            "Weiß, Ann: 1 Zug gesendet, 18 Tage verbraucht; 40 Tage erlaubt bis Zug 10, 3 zu viel; Urlaub 1 Tag; in Ordnung"
        );
        // The participles agree at 1 (French at 0 too): worked out by hand.
        let one = SideTotals {
            moves: 1,
            used: 1,
            allowed: 1,
            left: 1,
            leave: 0,
            ..t
        };
        assert_eq!(
            Wording::of(Language::French).sheet_summary(&one),
            "Blancs, Ann\u{a0}: 1 coup envoyé, 1 jour utilisé\u{a0}; 1 jour accordé jusqu'au coup 10, reste 1\u{a0}; congé 0 jour\u{a0}; en règle"
        );
        assert_eq!(
            Wording::of(Language::Spanish).sheet_summary(&one),
            "Blancas, Ann: 1 jugada enviada, 1 día usado; 1 día permitido hasta la jugada 10, queda 1; permiso 0 días; en regla"
        );
        assert_eq!(
            Wording::of(Language::Italian).sheet_summary(&one),
            "Bianco, Ann: 1 mossa inviata, 1 giorno usato; 1 giorno concesso fino alla mossa 10, ne resta 1; congedo 0 giorni; in regola"
        );
        let many = SideTotals {
            moves: 21,
            used: 2,
            allowed: 21,
            left: 19,
            ..one
        };
        assert_eq!(
            Wording::of(Language::French).sheet_summary(&many),
            "Blancs, Ann\u{a0}: 21 coups envoyés, 2 jours utilisés\u{a0}; 21 jours accordés jusqu'au coup 10, reste 19\u{a0}; congé 0 jour\u{a0}; en règle"
        );
        assert_eq!(
            Wording::of(Language::Spanish).sheet_summary(&many),
            "Blancas, Ann: 21 jugadas enviadas, 2 días usados; 21 días permitidos hasta la jugada 10, quedan 19; permiso 0 días; en regla"
        );
        assert_eq!(
            Wording::of(Language::French).sheet_cannot_meet(Color::Black, 10, 41, 1),
            "Les Noirs ne peuvent plus respecter le contrôle au coup 10\u{a0}: 41 jours utilisés, 1 accordé (E6.3)"
        );
        assert_eq!(
            Wording::of(Language::English).sheet_cannot_meet(Color::Black, 10, 41, 40),
            "Black can no longer meet the control at move 10: 41 days used, 40 allowed (E6.3)"
        );
        assert_eq!(
            Wording::of(Language::Italian).sheet_rules("ICCF", Some((40, 1))),
            "regolamento ICCF: 40 giorni per 1 mossa"
        );
        assert_eq!(
            Wording::of(Language::English).sheet_rules("ICCF", Some((40, 10))),
            "rules ICCF: 40 days per 10 moves"
        );
    }

    // rule: C26 — a result's reason and an engine's limit, worded.
    #[test]
    fn results_and_engine_limits_are_worded_in_each_language() {
        use crate::game::Outcome;
        let r = GameResult {
            outcome: Outcome::WhiteWins,
            termination: Termination::Resignation,
        };
        assert_eq!(r.to_string(), Wording::of(Language::English).result(r));
        assert_eq!(
            Wording::of(Language::German).result(r),
            format!("{} (Aufgabe)", r.outcome)
        );
        let en = Wording::of(Language::English);
        assert_eq!(en.assess_limit(AssessmentLimit::Seconds(1)), "1 second");
        assert_eq!(en.assess_limit(AssessmentLimit::Depth(20)), "depth 20");
        let fr = Wording::of(Language::French);
        assert_eq!(fr.assess_limit(AssessmentLimit::Seconds(0)), "0 seconde");
        assert_eq!(fr.assess_limit(AssessmentLimit::Seconds(30)), "30 secondes");
        assert_eq!(
            Wording::of(Language::Italian).assess_limit(AssessmentLimit::Depth(18)),
            "profondità 18"
        );
    }

    #[test]
    fn document_titles_are_worded_english_as_before() {
        let en = Wording::of(Language::English);
        assert_eq!(
            en.postcard_title(Some(("g1", "2.Nf3")), 1),
            "Postcard: game g1, 2.Nf3"
        );
        assert_eq!(en.postcard_title(None, 3), "Postcards: 3 moves");
        assert_eq!(
            en.document_title("Club", Some(true)),
            "Club: captain's submission"
        );
        assert_eq!(
            en.document_title("Club", Some(false)),
            "Club: adjudicator's packet"
        );
        assert_eq!(en.document_title("Club", None), "Club: scoresheets");
        assert_eq!(
            Wording::of(Language::German).postcard_title(None, 2),
            "Postkarten: 2 Züge"
        );
    }

    // rule: C24 — a position page's facts in the game's language.
    #[test]
    fn the_position_facts_are_worded_in_each_language() {
        let de = Wording::of(Language::German);
        assert_eq!(de.to_move(Color::Black), "Schwarz am Zug");
        assert_eq!(
            de.side_pieces(Color::Black, 1, "K"),
            "Schwarz: 1 Stein, umkreist (K)"
        );
        assert_eq!(
            Wording::of(Language::French).to_move(Color::White),
            "Trait aux Blancs"
        );
        assert_eq!(
            Wording::of(Language::English).side_pieces(Color::White, 16, "K Q"),
            "White: 16 pieces (K Q)"
        );
        assert_eq!(
            Wording::of(Language::English).final_position("2...Nc6", 2, Some(d(3, 7))),
            "Final position after 2...Nc6 (2 moves in all), sent 7 Mar 2026"
        );
        assert_eq!(
            Wording::of(Language::Italian).game_where("g1", Some(("A", 2, 3)), Some("4")),
            "Partita g1 · A · scacchiera 2 contro scacchiera 3 · turno 4"
        );
    }
}
