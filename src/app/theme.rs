//! Fonts and looks: the embedded DejaVu Sans for text and chess pieces, so
//! the window and its snapshots look the same on every machine.

use std::sync::Arc;

/// DejaVu Sans, embedded (licence in `assets/fonts/`).
pub const DEJAVU_SANS: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// Installs the embedded font first in both families.
pub fn install(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "DejaVuSans".to_owned(),
        Arc::new(egui::FontData::from_static(DEJAVU_SANS)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .insert(0, "DejaVuSans".to_owned());
    }
    ctx.set_fonts(fonts);
    ctx.set_theme(egui::Theme::Light);
}

/// Text that says why something was refused.
pub const ERROR: egui::Color32 = egui::Color32::from_rgb(170, 30, 30);
