//! What the organiser is typing into the adjudication pane's forms: the
//! claim, the adjudicator, the opinion, the notification, the appeal and
//! the ruling of the case shown, and the engine assessment asked for.

use chrono::NaiveDate;

use ccdesk_domain::adjudication::{ClaimKind, Verdict};
use ccdesk_domain::colour::Colour;
use ccdesk_domain::game::Outcome;

use crate::admin_pane::tr_args;
use crate::i18n::Catalogue;

/// The forms of one case. Dates are typed as `2026-06-28` and start as
/// today.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CaseForms {
    /// The side whose claim is entered.
    pub claim_side: Colour,
    /// Win or draw.
    pub claim_kind: ClaimKind,
    /// The day the claim was received.
    pub claim_date: String,
    /// The claim's analysis, if any (E10.4).
    pub claim_analysis: String,
    /// The adjudicator the position goes to.
    pub adjudicator: String,
    /// The day the position was sent.
    pub referral_date: String,
    /// Whose opinion is entered.
    pub opinion_by: String,
    /// The opinion's verdict.
    pub opinion_verdict: Verdict,
    /// The day the opinion was received.
    pub opinion_date: String,
    /// The adjudicator's reasons.
    pub opinion_reasons: String,
    /// The day the decision was notified.
    pub notified: String,
    /// The side appealing.
    pub appeal_side: Colour,
    /// The day the appeal was mailed.
    pub appeal_date: String,
    /// The analysis going with the appeal (C27, E11.3).
    pub appeal_analysis: String,
    /// Who ruled on the appeal.
    pub ruling_by: String,
    /// The day the ruling was notified.
    pub ruling_date: String,
    /// The verdict after the appeal.
    pub ruling_verdict: Verdict,
    /// The date of an order of the Organiser or TD.
    pub order_date: String,
    /// Why the order was made (the exceptional circumstances).
    pub order_reason: String,
    /// The day claims count until, when extended.
    pub extend_to: String,
    /// The result ordered.
    pub score: Outcome,
    /// The form asking for an engine assessment is open.
    pub assess_open: bool,
    /// Search for a time rather than to a depth.
    pub assess_by_time: bool,
    /// The depth in plies, or the seconds.
    pub assess_amount: String,
    /// The recorded assessment is shown (hidden until asked for, C26).
    pub show_assessment: bool,
}

impl CaseForms {
    /// Empty forms with every date set to `today`.
    pub fn new(today: NaiveDate) -> Self {
        let day = today.format("%Y-%m-%d").to_string();
        CaseForms {
            claim_side: Colour::White,
            claim_kind: ClaimKind::Win,
            claim_date: day.clone(),
            claim_analysis: String::new(),
            adjudicator: String::new(),
            referral_date: day.clone(),
            opinion_by: String::new(),
            opinion_verdict: Verdict::Draw,
            opinion_date: day.clone(),
            opinion_reasons: String::new(),
            notified: day.clone(),
            appeal_side: Colour::White,
            appeal_date: day.clone(),
            appeal_analysis: String::new(),
            ruling_by: String::new(),
            ruling_date: day.clone(),
            ruling_verdict: Verdict::Draw,
            order_date: day.clone(),
            order_reason: String::new(),
            extend_to: day,
            score: Outcome::Draw,
            assess_open: false,
            assess_by_time: false,
            assess_amount: "20".to_owned(),
            show_assessment: false,
        }
    }

    /// Clears what was typed for a step that has been recorded (the
    /// dates and choices stay, as the next step often shares them).
    pub fn clear_texts(&mut self) {
        self.claim_analysis.clear();
        self.adjudicator.clear();
        self.opinion_by.clear();
        self.opinion_reasons.clear();
        self.appeal_analysis.clear();
        self.ruling_by.clear();
        self.order_reason.clear();
    }
}

/// Reads a date typed as `2026-06-28`; `field` is the field's label
/// ("claim received:"), which names it in the message without its colon.
pub(crate) fn parse_day(tr: &Catalogue, text: &str, field: &str) -> Result<NaiveDate, String> {
    let text = text.trim();
    let what = field.trim_end_matches([':', ' ', '\u{a0}']);
    NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| {
        tr_args(
            tr,
            "form-not-a-date",
            [("what", what.into()), ("text", format!("{text:?}").into())],
        )
    })
}

/// A name that must not be empty; `missing` is the key of the message
/// asking for it.
pub(crate) fn required_name(tr: &Catalogue, text: &str, missing: &str) -> Result<String, String> {
    let name = text.trim();
    if name.is_empty() {
        Err(tr.t(missing))
    } else {
        Ok(name.to_owned())
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_in_iso_form_and_say_what_is_wrong() {
        let tr = Catalogue::default();
        assert_eq!(
            parse_day(&tr, " 2026-06-28 ", "claim received:"),
            Ok(NaiveDate::from_ymd_opt(2026, 6, 28).unwrap())
        );
        let e = parse_day(&tr, "28/6/2026", "claim received:").unwrap_err();
        assert_eq!(
            e,
            "claim received: \"28/6/2026\" is not a date; type it as 2026-06-28"
        );
        assert_eq!(
            required_name(&tr, "  ", "panel-name-adjudicator").unwrap_err(),
            "type the name of the adjudicator"
        );
        assert_eq!(
            required_name(&tr, " Ann ", "panel-name-adjudicator").unwrap(),
            "Ann"
        );
    }
}
