//! Names and values for scroll bars (issue 18): egui puts them in the
//! AccessKit tree as bare "scroll bar" nodes; here each says what it
//! scrolls ("Games list, vertical scroll bar") and where it stands (its
//! offset between none and the most, in points), in the window's language.

/// Names the scroll bars of the scroll area `output` drew this frame
/// (egui gives them the ids `output.id.with(0)` across, `.with(1)` down).
pub(crate) fn name_bars<R>(
    ctx: &egui::Context,
    output: &egui::scroll_area::ScrollAreaOutput<R>,
    what: &str,
) {
    let offset = output.state.clamped_offset();
    let most = output.content_size - output.inner_rect.size();
    let texts = super::i18n::of(ctx);
    for (d, key) in [
        (0usize, "scroll-bar-horizontal"),
        (1usize, "scroll-bar-vertical"),
    ] {
        let id = output.id.with(d);
        if !ctx.has_accesskit_node(id) {
            continue;
        }
        let name = texts.ta(key, &[("what", what.into())]);
        ctx.accesskit_node_builder(id, |node| {
            node.set_label(name);
            node.set_orientation(if d == 0 {
                egui::accesskit::Orientation::Horizontal
            } else {
                egui::accesskit::Orientation::Vertical
            });
            node.set_min_numeric_value(0.0);
            node.set_max_numeric_value(f64::from(most[d].max(0.0)));
            node.set_numeric_value(f64::from(offset[d].max(0.0)));
        });
    }
}
