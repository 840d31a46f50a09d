//! A combo box that tells a screen reader what it holds. egui names a
//! combo box by its label only, so AT-SPI heard "notation, combo box" and
//! no value: the chosen text is set as the node's value (UI Automation's
//! and the Mac's value) and its description (what AT-SPI readers say
//! after the name and role).

/// Shows `combo` with `selected` as its chosen text, its popup filled by
/// `add_contents`, and tells assistive technology the chosen text.
pub(crate) fn show_combo<R>(
    ui: &mut egui::Ui,
    combo: egui::ComboBox,
    selected: impl Into<String>,
    add_contents: impl FnOnce(&mut egui::Ui) -> R,
) -> egui::InnerResponse<Option<R>> {
    let selected = selected.into();
    let shown = combo
        .selected_text(selected.clone())
        .show_ui(ui, add_contents);
    tell_value(ui, &shown.response, selected);
    shown
}

/// Sets `value` as what the widget of `response` holds, for assistive
/// technology.
pub(crate) fn tell_value(ui: &egui::Ui, response: &egui::Response, value: String) {
    ui.ctx().accesskit_node_builder(response.id, |node| {
        node.set_value(value.clone());
        node.set_description(value);
    });
}
