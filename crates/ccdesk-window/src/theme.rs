//! Fonts and looks: the embedded DejaVu Sans for text and chess pieces, so
//! the window and its snapshots look the same on every machine; light or
//! dark as the system says unless the user chose (View menu).

use std::sync::Arc;

/// DejaVu Sans, embedded (licence in `assets/fonts/`).
pub const DEJAVU_SANS: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// Installs the embedded font first for text and last, as the fallback
/// for the chess glyphs, behind egui's own monospaced font, so that a
/// message's aligned columns ("Event:", "Game:") line up where the window
/// asks for monospace. Light or dark is left to the system (eframe
/// follows it) or to the user's choice, applied by the window from its
/// settings.
pub fn install(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "DejaVuSans".to_owned(),
        Arc::new(egui::FontData::from_static(DEJAVU_SANS)),
    );
    fonts
        .families
        .entry(egui::FontFamily::Proportional)
        .or_default()
        .insert(0, "DejaVuSans".to_owned());
    fonts
        .families
        .entry(egui::FontFamily::Monospace)
        .or_default()
        .push("DejaVuSans".to_owned());
    ctx.set_fonts(fonts);
    // Light when the system does not say (X11 without a desktop portal).
    ctx.options_mut(|o| o.fallback_theme = egui::Theme::Light);
}

/// Text that says why something was refused.
pub const ERROR: egui::Color32 = egui::Color32::from_rgb(170, 30, 30);

/// Light or dark: as the system says, or always one of them (View menu).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum ThemeChoice {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

impl ThemeChoice {
    /// Every choice, in menu order.
    pub const ALL: [ThemeChoice; 3] = [ThemeChoice::System, ThemeChoice::Light, ThemeChoice::Dark];

    /// The catalogue key of the choice's name in the View menu
    /// ([`super::i18n`]).
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            ThemeChoice::System => "theme-system",
            ThemeChoice::Light => "theme-light",
            ThemeChoice::Dark => "theme-dark",
        }
    }

    /// Makes `ctx` look as chosen.
    pub fn apply(self, ctx: &egui::Context) {
        ctx.set_theme(match self {
            ThemeChoice::System => egui::ThemePreference::System,
            ThemeChoice::Light => egui::ThemePreference::Light,
            ThemeChoice::Dark => egui::ThemePreference::Dark,
        });
    }
}
