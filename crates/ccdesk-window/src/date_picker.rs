//! A calendar beside a date field: a small button opens a month of days;
//! picking one writes it into the field as `2026-03-17`, so typing the date
//! keeps working and the field stays the one source of the value.
//!
//! Each day is labelled with its full date for AccessKit ("2026-03-17"), so
//! screen readers and egui_kittest tests can pick it.

use chrono::{Datelike, Months, NaiveDate, Weekday};

/// The days of the month of `first` laid out in weeks from Monday: `None`
/// for the blanks before the 1st and after the last day.
#[must_use]
pub fn month_grid(first: NaiveDate) -> Vec<Option<NaiveDate>> {
    let first = first.with_day(1).unwrap_or(first);
    let blanks = first.weekday().num_days_from_monday() as usize;
    let mut cells: Vec<Option<NaiveDate>> = vec![None; blanks];
    cells.extend(
        first
            .iter_days()
            .take_while(|d| d.month() == first.month())
            .map(Some),
    );
    while !cells.len().is_multiple_of(7) {
        cells.push(None);
    }
    cells
}

/// The month shown when the calendar opens: the field's date, else `fallback`.
fn opening_month(text: &str, fallback: NaiveDate) -> NaiveDate {
    let date = super::ledger_pane::parse_date(text).unwrap_or(fallback);
    date.with_day(1).unwrap_or(date)
}

/// A "▦" (calendar) button that opens a calendar for the field named `field` (its
/// label, as "sent:"); picking a day writes it into `text`. `fallback` is
/// the month to open on when `text` holds no date (today). The button is
/// labelled "calendar: sent" for AccessKit. Returns true on the frame a
/// day was picked.
pub fn date_picker_button_ui(
    ui: &mut egui::Ui,
    field: &str,
    text: &mut String,
    fallback: NaiveDate,
) -> bool {
    let texts = super::i18n::of(ui.ctx());
    let name = texts.ta(
        "calendar-name",
        &[("field", field.trim().trim_end_matches(':').trim().into())],
    );
    let button = ui
        .add(egui::Button::new("▦").small())
        .on_hover_text(texts.t("calendar-hint"));
    button.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    let month_id = ui.make_persistent_id(("date_picker_month", field));
    if button.clicked() {
        let month = opening_month(text, fallback);
        ui.data_mut(|d| d.insert_temp(month_id, month));
    }
    let mut picked = None;
    egui::Popup::from_toggle_button_response(&button)
        .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside)
        .show(|ui| {
            let mut month: NaiveDate = ui
                .data(|d| d.get_temp(month_id))
                .unwrap_or_else(|| opening_month(text, fallback));
            let selected = super::ledger_pane::parse_date(text).ok();
            picked = calendar_ui(ui, &texts, &mut month, selected, fallback);
            ui.data_mut(|d| d.insert_temp(month_id, month));
            if picked.is_some() {
                ui.close();
            }
        });
    match picked {
        Some(date) => {
            *text = date.format("%Y-%m-%d").to_string();
            true
        }
        None => false,
    }
}

/// One month: arrows to the previous and next month, the days in weeks
/// from Monday, `selected` and `today` marked. Returns the day clicked.
fn calendar_ui(
    ui: &mut egui::Ui,
    texts: &super::i18n::Catalogue,
    month: &mut NaiveDate,
    selected: Option<NaiveDate>,
    today: NaiveDate,
) -> Option<NaiveDate> {
    ui.horizontal(|ui| {
        // Arrows drawn, words said to a screen reader.
        let back = ui.small_button("◀");
        let previous = texts.t("calendar-previous-month");
        ui.ctx()
            .accesskit_node_builder(back.id, |node| node.set_label(previous));
        if back
            .on_hover_text(texts.t("calendar-previous-month-hint"))
            .clicked()
            && let Some(m) = month.checked_sub_months(Months::new(1))
        {
            *month = m;
        }
        ui.strong(texts.month_year(*month));
        let on = ui.small_button("▶");
        let next = texts.t("calendar-next-month");
        ui.ctx()
            .accesskit_node_builder(on.id, |node| node.set_label(next));
        if on
            .on_hover_text(texts.t("calendar-next-month-hint"))
            .clicked()
            && let Some(m) = month.checked_add_months(Months::new(1))
        {
            *month = m;
        }
    });
    let mut picked = None;
    let cell = egui::vec2(26.0, 20.0);
    egui::Grid::new("date_picker_days")
        .spacing(egui::vec2(2.0, 2.0))
        .show(ui, |ui| {
            for day in [
                Weekday::Mon,
                Weekday::Tue,
                Weekday::Wed,
                Weekday::Thu,
                Weekday::Fri,
                Weekday::Sat,
                Weekday::Sun,
            ] {
                ui.weak(texts.weekday_short(day));
            }
            ui.end_row();
            for week in month_grid(*month).chunks(7) {
                for cell_date in week {
                    match cell_date {
                        None => {
                            ui.allocate_exact_size(cell, egui::Sense::hover());
                        }
                        Some(date) => {
                            if day_ui(ui, *date, cell, selected == Some(*date), *date == today) {
                                picked = Some(*date);
                            }
                        }
                    }
                }
                ui.end_row();
            }
        });
    picked
}

/// One day's cell; true when clicked.
fn day_ui(
    ui: &mut egui::Ui,
    date: NaiveDate,
    size: egui::Vec2,
    selected: bool,
    today: bool,
) -> bool {
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let visuals = if selected {
        ui.visuals().widgets.active
    } else {
        *ui.style().interact(&response)
    };
    let painter = ui.painter();
    if selected || response.hovered() {
        painter.rect_filled(rect, 3.0, visuals.bg_fill);
    }
    if today {
        painter.rect_stroke(
            rect.shrink(0.5),
            3.0,
            ui.visuals().selection.stroke,
            egui::StrokeKind::Inside,
        );
    }
    let weekend = date.weekday().num_days_from_monday() >= 5;
    let colour = if selected {
        visuals.fg_stroke.color
    } else if weekend {
        ui.visuals().weak_text_color()
    } else {
        ui.visuals().text_color()
    };
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        date.day().to_string(),
        egui::TextStyle::Button.resolve(ui.style()),
        colour,
    );
    let label = date.format("%Y-%m-%d").to_string();
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::Role::Button, true, selected, label.clone())
    });
    response.clicked()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn a_month_starts_on_its_weekday_and_fills_whole_weeks() {
        // 1 March 2026 is a Sunday: six blanks, then 31 days, then five blanks.
        let grid = month_grid(d(2026, 3, 17));
        assert_eq!(grid.len(), 42);
        assert!(grid[..6].iter().all(Option::is_none));
        assert_eq!(grid[6], Some(d(2026, 3, 1)));
        assert_eq!(grid[36], Some(d(2026, 3, 31)));
        assert!(grid[37..].iter().all(Option::is_none));
        // February 2027 starts on a Monday and has exactly four weeks.
        let feb = month_grid(d(2027, 2, 1));
        assert_eq!(feb.len(), 28);
        assert_eq!(feb[0], Some(d(2027, 2, 1)));
        assert_eq!(
            crate::i18n::Catalogue::default().month_year(d(2027, 2, 1)),
            "February 2027"
        );
    }

    #[test]
    fn the_calendar_opens_on_the_fields_date_or_today() {
        assert_eq!(opening_month("2026-03-17", d(2026, 11, 29)), d(2026, 3, 1));
        assert_eq!(opening_month("", d(2026, 11, 29)), d(2026, 11, 1));
        assert_eq!(opening_month("17 March", d(2026, 11, 29)), d(2026, 11, 1));
    }
}
