//! ccdesk's own file chooser: a modal in the window, used when the
//! platform's dialog cannot open (no file-chooser portal and no zenity) or
//! when the user asks for it (Edit > Use ccdesk's own file chooser).
//!
//! A folder path field, the folder's sub-folders and the files of the
//! request's type, parent and home buttons, a file name field, and a
//! question before a file is replaced. Every part works from the keyboard:
//! Tab moves between fields and entries, Enter in the folder field goes
//! there, Enter in the name field opens or saves, Alt+Up goes to the
//! parent folder, Escape cancels.

use std::path::{Path, PathBuf};

use super::services::{FileFilter, FileKind, FileRequest};

/// A folder or file listed in the chooser.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Entry {
    /// The name in its folder.
    pub name: String,
    /// A folder (shown first, with a trailing `/`).
    pub folder: bool,
}

/// Lists `folder`: its sub-folders, then the files `filter` lets through
/// (every file when `None`; none when `folders_only`), each sorted by name
/// ignoring case. Hidden entries (a leading dot) are left out. An
/// unreadable folder says which and why.
pub(crate) fn list_folder(
    folder: &Path,
    filter: Option<FileFilter>,
    folders_only: bool,
) -> Result<Vec<Entry>, String> {
    let read = std::fs::read_dir(folder)
        .map_err(|e| format!("{} cannot be read: {e}", folder.display()))?;
    let mut folders = Vec::new();
    let mut files = Vec::new();
    for item in read.flatten() {
        let name = item.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        let path = item.path();
        // Follows symbolic links; a broken one is left out.
        let Ok(meta) = std::fs::metadata(&path) else {
            continue;
        };
        if meta.is_dir() {
            folders.push(Entry { name, folder: true });
        } else if !folders_only && filter.is_none_or(|f| f.matches(&path)) {
            files.push(Entry {
                name,
                folder: false,
            });
        }
    }
    let by_name = |a: &Entry, b: &Entry| a.name.to_lowercase().cmp(&b.name.to_lowercase());
    folders.sort_by(by_name);
    files.sort_by(by_name);
    folders.extend(files);
    Ok(folders)
}

/// Where the name typed (in `folder`) leads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Target {
    /// The file (or, for a folder request, the folder) to answer with.
    Answer(PathBuf),
    /// A folder to show.
    Enter(PathBuf),
}

/// The user's home folder, if known.
fn home() -> Option<PathBuf> {
    directories::UserDirs::new().map(|d| d.home_dir().to_owned())
}

/// Reads `name` as typed: `~/` is the home folder, an absolute path stands
/// alone, anything else is in `folder`.
fn typed_path(folder: &Path, name: &str) -> PathBuf {
    if let Some(rest) = name.strip_prefix("~/")
        && let Some(home) = home()
    {
        return home.join(rest);
    }
    if name == "~"
        && let Some(home) = home()
    {
        return home;
    }
    folder.join(name)
}

/// What answering with `name` typed in `folder` means for `request`, or
/// why it cannot be answered. A name saved without the filter's extension
/// gets the first one (`season` becomes `season.ron`).
pub(crate) fn target(folder: &Path, name: &str, request: &FileRequest) -> Result<Target, String> {
    let name = name.trim();
    if name.is_empty() {
        return match request.kind {
            FileKind::Folder => Ok(Target::Answer(folder.to_owned())),
            FileKind::Open => Err("Choose a file from the list or type its name.".to_owned()),
            FileKind::Save => Err("Type a name for the file.".to_owned()),
        };
    }
    let path = typed_path(folder, name);
    if path.is_dir() {
        return Ok(Target::Enter(path));
    }
    match request.kind {
        FileKind::Folder => Err(format!("There is no folder {}.", path.display())),
        FileKind::Open => {
            if path.is_file() {
                return Ok(Target::Answer(path));
            }
            if let Some(filter) = request.filter
                && !filter.matches(&path)
            {
                let with = with_extension(&path, filter.extensions[0]);
                if with.is_file() {
                    return Ok(Target::Answer(with));
                }
            }
            Err(format!("There is no file {}.", path.display()))
        }
        FileKind::Save => {
            let path = match request.filter {
                Some(filter) if !filter.matches(&path) => {
                    with_extension(&path, filter.extensions[0])
                }
                _ => path,
            };
            match path.parent() {
                Some(parent) if parent.is_dir() => Ok(Target::Answer(path)),
                Some(parent) => Err(format!(
                    "There is no folder {} to save in.",
                    parent.display()
                )),
                None => Err(format!("{} is not a file name.", path.display())),
            }
        }
    }
}

/// `path` with `.ext` added to its name.
fn with_extension(path: &Path, ext: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(ext);
    PathBuf::from(name)
}

/// How the chooser was closed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// The user chose this file or folder.
    Chosen(PathBuf),
    /// The user cancelled.
    Cancelled,
}

/// The chooser's state while it is open.
#[derive(Debug, Clone)]
pub(crate) struct OwnChooser {
    /// What is asked.
    pub request: FileRequest,
    folder: PathBuf,
    folder_text: String,
    listing: Result<Vec<Entry>, String>,
    name: String,
    problem: Option<String>,
    replace: Option<PathBuf>,
    focus_name: bool,
    note: String,
}

impl OwnChooser {
    /// Opens on the request's folder (else the home folder, else the
    /// current one), with the suggested name typed in; `note` says at its
    /// foot why ccdesk asks rather than the system.
    pub(crate) fn new(request: FileRequest, note: String) -> Self {
        let folder = request
            .folder
            .clone()
            .filter(|f| f.is_dir())
            .or_else(home)
            .or_else(|| std::env::current_dir().ok())
            .unwrap_or_else(|| PathBuf::from("/"));
        let name = request.suggested_name.clone();
        let mut chooser = OwnChooser {
            request,
            folder: PathBuf::new(),
            folder_text: String::new(),
            listing: Ok(Vec::new()),
            name,
            problem: None,
            replace: None,
            focus_name: true,
            note,
        };
        chooser.go(folder);
        chooser
    }

    /// The folder shown.
    pub(crate) fn folder(&self) -> &Path {
        &self.folder
    }

    /// Shows `folder`; an unreadable one is still shown, with why.
    fn go(&mut self, folder: PathBuf) {
        let folders_only = self.request.kind == FileKind::Folder;
        self.listing = list_folder(&folder, self.request.filter, folders_only);
        self.folder_text = folder.display().to_string();
        self.folder = folder;
        self.problem = None;
        self.replace = None;
    }

    /// Goes to the folder typed in the folder field.
    fn go_typed(&mut self) {
        let typed = typed_path(&self.folder, self.folder_text.trim());
        if typed.is_dir() {
            self.go(typed);
        } else {
            self.problem = Some(format!("There is no folder {}.", typed.display()));
        }
    }

    fn go_parent(&mut self) {
        if let Some(parent) = self.folder.parent() {
            self.go(parent.to_owned());
        }
    }

    /// Answers with the name typed, enters the folder it names, or says
    /// why not; a file to be replaced is asked about first.
    fn confirm(&mut self) -> Option<Outcome> {
        match target(&self.folder, &self.name, &self.request) {
            Ok(Target::Enter(folder)) => {
                if self.request.kind != FileKind::Folder {
                    self.name.clear();
                }
                self.go(folder);
                None
            }
            Ok(Target::Answer(path)) => {
                if self.request.kind == FileKind::Save && path.exists() {
                    self.replace = Some(path);
                    None
                } else {
                    Some(Outcome::Chosen(path))
                }
            }
            Err(why) => {
                self.problem = Some(why);
                None
            }
        }
    }

    fn confirm_label(&self) -> &'static str {
        match self.request.kind {
            FileKind::Open => "Open",
            FileKind::Save => "Save",
            FileKind::Folder => "Choose this folder",
        }
    }

    /// The chooser's layer: a modal above every dialog.
    pub(crate) fn layer() -> egui::LayerId {
        egui::LayerId::new(
            egui::Order::Foreground,
            egui::Id::unique("ccdesk_file_chooser"),
        )
    }

    /// Draws the chooser; returns how it was closed, if it was.
    ///
    /// Opened from a dialog (Reply's Save .eml…, Read message's Open
    /// .eml…), it is drawn after that dialog and asks to stay the top layer
    /// every frame, so it is the modal on top that takes the pointer and
    /// the keyboard; its name field takes the keyboard when it opens and
    /// whenever nothing of the chooser has it.
    pub(crate) fn ui(&mut self, ctx: &egui::Context) -> Option<Outcome> {
        let layer = Self::layer();
        ctx.move_to_top(layer);
        let mut outcome = None;
        egui::Modal::new(layer.id).show(ctx, |ui| {
            ui.set_width(560.0);
            outcome = self.body_ui(ui);
        });
        outcome
    }

    fn body_ui(&mut self, ui: &mut egui::Ui) -> Option<Outcome> {
        use egui::{Key, Modifiers};
        let escape = ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape));
        if let Some(path) = self.replace.clone() {
            return self.replace_ui(ui, &path, escape);
        }
        if escape {
            return Some(Outcome::Cancelled);
        }
        if ui.input_mut(|i| i.consume_key(Modifiers::ALT, Key::ArrowUp)) {
            self.go_parent();
        }
        ui.heading(&self.request.action);
        ui.horizontal(|ui| {
            let label = ui.label("Folder");
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.folder_text).desired_width(360.0))
                .labelled_by(label.id);
            if field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                self.go_typed();
            }
            if ui.button("Go").clicked() {
                self.go_typed();
            }
        });
        let mut confirm = false;
        ui.horizontal(|ui| {
            if ui
                .add_enabled(
                    self.folder.parent().is_some(),
                    egui::Button::new("Parent folder"),
                )
                .on_hover_text("Alt+Up")
                .clicked()
            {
                self.go_parent();
            }
            if let Some(home) = home()
                && ui.button("Home folder").clicked()
            {
                self.go(home);
            }
            ui.label(match self.request.filter {
                Some(f) if self.request.kind != FileKind::Folder => {
                    let globs: Vec<String> =
                        f.extensions.iter().map(|e| format!("*.{e}")).collect();
                    format!(
                        "showing folders and {} files ({})",
                        f.name,
                        globs.join(", ")
                    )
                }
                _ if self.request.kind == FileKind::Folder => "showing folders".to_owned(),
                _ => "showing every file".to_owned(),
            });
        });
        let mut enter = None;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            egui::ScrollArea::vertical()
                .max_height(260.0)
                .min_scrolled_height(260.0)
                .auto_shrink([false, false])
                .show(ui, |ui| match &self.listing {
                    Err(why) => {
                        ui.colored_label(super::theme::ERROR, why);
                    }
                    Ok(entries) if entries.is_empty() => {
                        ui.weak("nothing to show in this folder");
                    }
                    Ok(entries) => {
                        for entry in entries {
                            let shown = if entry.folder {
                                format!("{}/", entry.name)
                            } else {
                                entry.name.clone()
                            };
                            let selected = !entry.folder && entry.name == self.name;
                            let r = ui.selectable_label(selected, shown);
                            if r.clicked() {
                                if entry.folder {
                                    enter = Some(self.folder.join(&entry.name));
                                } else {
                                    self.name = entry.name.clone();
                                    self.problem = None;
                                }
                            }
                            if !entry.folder && r.double_clicked() {
                                confirm = true;
                            }
                        }
                    }
                });
        });
        if let Some(folder) = enter {
            self.go(folder);
        }
        if self.request.kind != FileKind::Folder {
            ui.horizontal(|ui| {
                let label = ui.label("File name");
                let field = ui
                    .add(egui::TextEdit::singleline(&mut self.name).desired_width(360.0))
                    .labelled_by(label.id);
                // The keyboard stays in the chooser: a dialog below keeps
                // none of it.
                let elsewhere = ui
                    .memory(|m| m.focused())
                    .and_then(|f| ui.ctx().read_response(f))
                    .is_some_and(|r| r.layer_id != ui.layer_id());
                if std::mem::take(&mut self.focus_name) || elsewhere {
                    field.request_focus();
                }
                if field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                    confirm = true;
                }
            });
        }
        if let Some(problem) = &self.problem {
            ui.colored_label(super::theme::ERROR, problem);
        }
        let mut cancel = false;
        ui.horizontal(|ui| {
            if ui.button(self.confirm_label()).clicked() {
                confirm = true;
            }
            if ui.button("Cancel").on_hover_text("Escape").clicked() {
                cancel = true;
            }
        });
        ui.add(egui::Label::new(egui::RichText::new(&self.note).weak().small()).wrap());
        if cancel {
            return Some(Outcome::Cancelled);
        }
        if confirm {
            return self.confirm();
        }
        None
    }

    fn replace_ui(&mut self, ui: &mut egui::Ui, path: &Path, escape: bool) -> Option<Outcome> {
        ui.heading(&self.request.action);
        ui.label(format!("{} already exists.", path.display()));
        ui.label("Replace it? Its contents will be lost.");
        let mut outcome = None;
        ui.horizontal(|ui| {
            let replace = ui.button("Replace");
            if replace.clicked() {
                outcome = Some(Outcome::Chosen(path.to_owned()));
            }
            if ui.button("Don't replace").clicked() || escape {
                self.replace = None;
                self.focus_name = true;
            }
            if self.replace.is_some() && !ui.memory(|m| m.has_focus(replace.id)) {
                replace.request_focus();
            }
        });
        outcome
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn request(kind: FileKind) -> FileRequest {
        match kind {
            FileKind::Open => FileRequest::open("Open…", Some(FileFilter::PROJECT)),
            FileKind::Save => FileRequest::save("Save as…", FileFilter::PROJECT, "x.ron"),
            FileKind::Folder => FileRequest::folder("Syzygy tables"),
        }
    }

    #[test]
    fn lists_folders_first_then_files_of_the_type() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("b-games")).unwrap();
        std::fs::create_dir(dir.path().join(".hidden")).unwrap();
        for f in ["Z.ron", "a.RON", "notes.txt", ".x.ron"] {
            std::fs::write(dir.path().join(f), "").unwrap();
        }
        let names: Vec<String> = list_folder(dir.path(), Some(FileFilter::PROJECT), false)
            .unwrap()
            .into_iter()
            .map(|e| e.name)
            .collect();
        assert_eq!(names, ["b-games", "a.RON", "Z.ron"]);
        let folders = list_folder(dir.path(), None, true).unwrap();
        assert_eq!(folders.len(), 1);
    }

    #[test]
    fn an_unreadable_folder_says_which_and_why() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("gone");
        let why = list_folder(&missing, None, false).unwrap_err();
        assert!(
            why.starts_with(&format!("{} cannot be read: ", missing.display())),
            "{why}"
        );
    }

    #[test]
    fn a_saved_name_gets_the_extension_and_a_folder_is_entered() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("sub")).unwrap();
        let save = request(FileKind::Save);
        assert_eq!(
            target(dir.path(), "season", &save),
            Ok(Target::Answer(dir.path().join("season.ron")))
        );
        assert_eq!(
            target(dir.path(), "sub", &save),
            Ok(Target::Enter(dir.path().join("sub")))
        );
        assert!(target(dir.path(), "nowhere/x", &save).is_err());
        assert!(target(dir.path(), " ", &save).is_err());
    }

    #[test]
    fn an_opened_file_must_exist() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.ron"), "").unwrap();
        let open = request(FileKind::Open);
        assert_eq!(
            target(dir.path(), "a", &open),
            Ok(Target::Answer(dir.path().join("a.ron")))
        );
        assert_eq!(
            target(dir.path(), "b.ron", &open),
            Err(format!(
                "There is no file {}.",
                dir.path().join("b.ron").display()
            ))
        );
        let folder = request(FileKind::Folder);
        assert_eq!(
            target(dir.path(), "", &folder),
            Ok(Target::Answer(dir.path().to_owned()))
        );
    }
}
