//! The welcome: the first time ccdesk starts it says what the window is,
//! what the demo is and whose desk it is seen from, and offers three ways
//! to begin: explore the demo, start one's own games, start a competition.
//! Help > Welcome shows it again. Once closed it is not shown at start
//! again (the per-user settings remember it).
//!
//! It is an ordinary window, not a modal: the menus, the keyboard and the
//! panes behind it keep working while it is open.

use chrono::NaiveDate;

use super::games_list::{GameStatus, days_left, game_status};
use super::workspace::Workspace;
use super::{AfterUnsaved, CcdeskApp};
use ccdesk_domain::ids::GameId;
use ccdesk_domain::project::Project;

/// The game to show at start: the owner's game in play where it is his
/// move, the fewest days left first; else his first game in play, else
/// his first game, else the first game.
#[must_use]
pub fn start_game(project: &Project, today: NaiveDate) -> Option<GameId> {
    let owner = project.owner();
    let mine = |g: &&ccdesk_domain::game::Game| Some(g.white) == owner || Some(g.black) == owner;
    let my_move = project
        .games()
        .iter()
        .filter(mine)
        .filter(|g| game_status(project, g, today) == GameStatus::MyMove)
        .filter_map(|g| days_left(project, g, today).map(|d| (d, g.id)))
        .min_by_key(|(d, _)| *d)
        .map(|(_, id)| id);
    my_move
        .or_else(|| {
            project
                .games()
                .iter()
                .filter(mine)
                .find(|g| game_status(project, g, today) == GameStatus::MyMove)
                .map(|g| g.id)
        })
        .or_else(|| {
            project
                .games()
                .iter()
                .filter(mine)
                .find(|g| !g.is_finished())
                .map(|g| g.id)
        })
        .or_else(|| project.games().iter().find(mine).map(|g| g.id))
        .or_else(|| project.games().first().map(|g| g.id))
}

impl CcdeskApp {
    /// Shows the welcome window (Help > Welcome).
    pub fn show_welcome(&mut self) {
        self.welcome_open = true;
    }

    /// Whether the welcome window is open.
    #[must_use]
    pub fn is_welcome_open(&self) -> bool {
        self.welcome_open
    }

    /// What the window does once the project is open at start: shows the
    /// owner's game that waits for his move, and the welcome the first time.
    pub(crate) fn welcome_at_start(&mut self) {
        if let Some(game) = start_game(&self.doc.project, self.today()) {
            self.select_game(game);
        }
        if !self.settings.welcomed {
            self.welcome_open = true;
        }
    }

    /// Closes the welcome; from now on it is not shown at start.
    pub(crate) fn close_welcome(&mut self) {
        self.welcome_open = false;
        if !self.settings.welcomed {
            self.settings.welcomed = true;
            self.store_settings();
        }
    }

    /// The demo, on the owner's game that waits for his move.
    pub(crate) fn open_demo(&mut self) {
        let mut doc = super::Document::new(super::shipped_demo(), None);
        doc.is_demo = true;
        self.lock = None;
        self.doc = doc;
        if let Some(game) = start_game(&self.doc.project, self.today()) {
            self.select_game(game);
        }
    }

    /// A new project (after unsaved changes are dealt with); true when it
    /// is open now.
    fn new_project_now(&mut self) -> bool {
        self.after_unsaved(AfterUnsaved::New);
        let fresh = self.dialog.is_none() && !self.doc.is_dirty() && !self.doc.is_demo;
        if !fresh {
            self.doc.last_event =
                Some("save or discard the changes first; the new project is then open".to_owned());
        }
        fresh
    }
}

/// The first paragraph: what is open and whose desk it is.
fn intro_lines(project: &Project, is_demo: bool) -> Vec<String> {
    let mut lines = vec![
        "ccdesk keeps a correspondence chess desk: your games played by email and post with their clocks in days, team competitions with their pairings and standings, and adjudications.".to_owned(),
    ];
    if is_demo {
        lines.push(format!(
            "What is open now is the demo, \"{}\": a made-up season of a team competition between companies, with its games, results, deadlines and adjudications. Try anything: nothing is written to a file until you choose File > Save as… yourself.",
            super::short_text::shorten(project.name(), super::short_text::TITLE_CHARS)
        ));
    } else {
        lines.push(format!(
            "Open now: \"{}\".",
            super::short_text::shorten(project.name(), super::short_text::TITLE_CHARS)
        ));
    }
    lines.push(match project.owner() {
        Some(id) => format!(
            "In it, \"I\" am {}: the window is his desk, so \"my move\" means his move and the due list is his. Edit > Whose desk… changes whose desk it is.",
            project.player_name(id)
        ),
        None => "It is nobody's desk yet: Edit > Whose desk… says which player you are, so that \"my move\" and the due list are yours.".to_owned(),
    });
    lines
}

/// What the user chose in the welcome.
enum Choice {
    Explore,
    OwnGames,
    Competition,
    Close,
}

/// Draws the welcome while it is open.
pub(crate) fn welcome_ui(app: &mut CcdeskApp, ctx: &egui::Context) {
    if !app.welcome_open {
        return;
    }
    let mut open = true;
    let mut choice = None;
    let lines = intro_lines(&app.doc.project, app.doc.is_demo);
    egui::Window::new("Welcome to ccdesk")
        .id(egui::Id::unique("welcome_window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(460.0)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            ui.set_max_width(460.0);
            for line in &lines {
                ui.label(line);
                ui.add_space(4.0);
            }
            ui.label("How would you like to begin?");
            ui.horizontal_wrapped(|ui| {
                let explore = if app.doc.is_demo {
                    "Explore the demo"
                } else {
                    "Open the demo"
                };
                if ui
                    .button(explore)
                    .on_hover_text("look around the demo: its games, the board, the ledgers, the tournament admin")
                    .clicked()
                {
                    choice = Some(Choice::Explore);
                }
                if ui
                    .button("Start my own games")
                    .on_hover_text("a new project of your own, then the form for its first game")
                    .clicked()
                {
                    choice = Some(Choice::OwnGames);
                }
                if ui
                    .button("Start a competition")
                    .on_hover_text("a new project, then the season set-up in the Organiser workspace")
                    .clicked()
                {
                    choice = Some(Choice::Competition);
                }
            });
            ui.add_space(4.0);
            ui.label(
                egui::RichText::new("Help > Welcome shows this again.")
                    .small()
                    .weak(),
            );
        });
    if !open {
        choice = Some(Choice::Close);
    }
    match choice {
        None => {}
        Some(Choice::Close) => app.close_welcome(),
        Some(Choice::Explore) => {
            app.close_welcome();
            if !app.doc.is_demo {
                app.after_unsaved(AfterUnsaved::Demo);
            }
        }
        Some(Choice::OwnGames) => {
            app.close_welcome();
            if app.new_project_now() {
                app.choose_workspace(Workspace::Player);
                app.open_new_game_dialog();
            }
        }
        Some(Choice::Competition) => {
            app.close_welcome();
            if app.new_project_now() {
                app.choose_workspace(Workspace::Organiser);
                app.start_competition_asked = true;
            }
        }
    }
}
