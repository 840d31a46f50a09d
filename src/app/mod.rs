//! The eframe/egui window.
