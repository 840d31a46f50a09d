//! A collapsing header whose title fits the pane: egui lays a header's
//! title on one line and widens the pane's content to hold it, so every
//! label after it wraps wider than the pane and is cut at its edge
//! (issue 20). The title is cut with "…" to the width there is; the whole
//! title is on hover and is the header's name for a screen reader.

/// `text` cut with "…" so that it takes at most `width` points in the
/// button font; unchanged when it fits.
fn fit(ui: &egui::Ui, text: &str, width: f32) -> String {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let measure = |s: &str| {
        ui.ctx().fonts_mut(|f| {
            f.layout_no_wrap(s.to_owned(), font.clone(), egui::Color32::WHITE)
                .size()
                .x
        })
    };
    if measure(text) <= width {
        return text.to_owned();
    }
    let chars: Vec<char> = text.chars().collect();
    // The longest head that fits with its "…": binary search on the count.
    let (mut lo, mut hi) = (0, chars.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        let head: String = chars[..mid].iter().chain(['…'].iter()).collect();
        if measure(&head) <= width {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    chars[..lo].iter().chain(['…'].iter()).collect()
}

/// A collapsing header titled `title`, cut to the width left in `ui`.
pub(crate) fn fitted_header(ui: &egui::Ui, title: &str) -> (egui::CollapsingHeader, String) {
    // The header's arrow and padding take an indent and a button's padding.
    let room = ui.available_width() - ui.spacing().indent - 2.0 * ui.spacing().button_padding.x;
    let shown = fit(ui, title, room.max(40.0));
    (egui::CollapsingHeader::new(shown.clone()), shown)
}

/// After the header is drawn: the whole title on hover and as its name,
/// when it was cut.
pub(crate) fn name_header(ui: &egui::Ui, header: &egui::Response, title: &str, shown: &str) {
    if shown != title {
        let full = title.to_owned();
        ui.ctx()
            .accesskit_node_builder(header.id, |node| node.set_label(full.clone()));
        header.clone().on_hover_text(title);
    }
}
