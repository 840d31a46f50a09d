//! Syzygy endgame tablebases through shakmaty-syzygy: the exact result of a
//! position with few enough pieces (win, draw or loss under the 50-move
//! rule, and the distance to the next capture or pawn move), and the same
//! for every legal move, best first.
//!
//! The tables are the user's files (`*.rtbw` for win/draw/loss, `*.rtbz`
//! for distances); ccdesk ships none. Without them the feature says so.

use std::path::{Path, PathBuf};

use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, Position};
use shakmaty_syzygy::{AmbiguousWdl, MaybeRounded, SyzygyError, Tablebase};

/// Why the tablebases cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum TablebaseError {
    /// The folder cannot be read.
    #[error("cannot read the tablebase folder {path}: {source}")]
    Folder {
        /// The folder.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// The folder holds no Syzygy files.
    #[error(
        "{path} holds no Syzygy tables: put the *.rtbw and *.rtbz files (for example the \
         3-4-5 piece set) in it"
    )]
    NoTables {
        /// The folder.
        path: PathBuf,
    },
}

/// Why a position has no tablebase answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProbeRefusal {
    /// More pieces than the largest table loaded.
    #[error("{pieces} pieces: the tables loaded go up to {max} pieces")]
    TooManyPieces {
        /// Pieces on the board.
        pieces: usize,
        /// Pieces of the largest table.
        max: usize,
    },
    /// Castling rights: no table holds such positions.
    #[error("castling is still possible: tablebases hold no such positions")]
    Castling,
    /// The table for this material is not in the folder.
    #[error("the table for this material is missing ({0})")]
    MissingTable(String),
    /// A table file is damaged or could not be read.
    #[error("a table could not be read: {0}")]
    Damaged(String),
}

impl From<SyzygyError> for ProbeRefusal {
    fn from(e: SyzygyError) -> Self {
        match e {
            SyzygyError::Castling => ProbeRefusal::Castling,
            SyzygyError::TooManyPieces => ProbeRefusal::TooManyPieces { pieces: 0, max: 0 },
            SyzygyError::MissingTable { .. } => ProbeRefusal::MissingTable(e.to_string()),
            SyzygyError::ProbeFailed {
                metric,
                material,
                error,
            } => ProbeRefusal::Damaged(format!(
                "the {metric} table {material}: {}",
                probe_error_words(&error)
            )),
        }
    }
}

/// What went wrong in a table, in words: the library's own text of a
/// corrupted table carries a backtrace, which is for its programmers.
fn probe_error_words(error: &shakmaty_syzygy::ProbeError) -> String {
    match error {
        shakmaty_syzygy::ProbeError::Read { error } => format!("the file cannot be read: {error}"),
        shakmaty_syzygy::ProbeError::Magic { magic } => format!(
            "the file does not start as a Syzygy table does (its first bytes are {magic:02x?})"
        ),
        shakmaty_syzygy::ProbeError::CorruptedTable { .. } => {
            "the file is damaged (cut short or changed): download it again".to_owned()
        }
    }
}

/// The result for the side to move, under the 50-move rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The side to move wins.
    Win,
    /// Would win, but the 50-move rule lets the other side draw.
    CursedWin,
    /// Draw.
    Draw,
    /// Would lose, but the 50-move rule saves the side to move.
    BlessedLoss,
    /// The side to move loses.
    Loss,
}

impl Verdict {
    fn from_wdl(wdl: AmbiguousWdl) -> Verdict {
        match wdl {
            AmbiguousWdl::Win => Verdict::Win,
            AmbiguousWdl::CursedWin | AmbiguousWdl::MaybeWin => Verdict::CursedWin,
            AmbiguousWdl::Draw => Verdict::Draw,
            AmbiguousWdl::BlessedLoss | AmbiguousWdl::MaybeLoss => Verdict::BlessedLoss,
            AmbiguousWdl::Loss => Verdict::Loss,
        }
    }

    /// The same result seen by the other side.
    #[must_use]
    pub fn flip(self) -> Verdict {
        match self {
            Verdict::Win => Verdict::Loss,
            Verdict::CursedWin => Verdict::BlessedLoss,
            Verdict::Draw => Verdict::Draw,
            Verdict::BlessedLoss => Verdict::CursedWin,
            Verdict::Loss => Verdict::Win,
        }
    }

    /// `win`, `cursed-win`, `draw`, `blessed-loss` or `loss`.
    #[must_use]
    pub fn key(self) -> &'static str {
        match self {
            Verdict::Win => "win",
            Verdict::CursedWin => "cursed-win",
            Verdict::Draw => "draw",
            Verdict::BlessedLoss => "blessed-loss",
            Verdict::Loss => "loss",
        }
    }

    /// The result said for a reader, `turn` being the side to move.
    #[must_use]
    pub fn describe(self, turn: Color) -> String {
        let (me, them) = match turn {
            Color::White => ("White", "Black"),
            Color::Black => ("Black", "White"),
        };
        match self {
            Verdict::Win => format!("{me} wins"),
            Verdict::CursedWin => format!("{me} wins only without the 50-move rule (cursed win)"),
            Verdict::Draw => "draw".to_owned(),
            Verdict::BlessedLoss => {
                format!("{them} wins only without the 50-move rule (blessed loss for {me})")
            }
            Verdict::Loss => format!("{them} wins"),
        }
    }
}

/// A position's tablebase answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Probe {
    /// Who is to move.
    pub turn: Color,
    /// The result for the side to move.
    pub verdict: Verdict,
    /// Distance to zeroing in plies (to the next capture or pawn move on
    /// the best path), signed from the side to move; `None` in a draw.
    pub dtz: Option<i32>,
    /// Whether `dtz` may be rounded by one (Syzygy stores some distances
    /// rounded).
    pub rounded: bool,
    /// Every legal move with the result it leads to for the side to move,
    /// best first.
    pub moves: Vec<MoveVerdict>,
}

/// A legal move and where it leads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveVerdict {
    /// The move in SAN.
    pub san: String,
    /// The result for the side that plays it; `None` when the table it
    /// leads to is missing.
    pub verdict: Option<Verdict>,
    /// The distance to zeroing after the move, from the opponent's view
    /// (as stored), or `None` when unknown or drawn.
    pub dtz_after: Option<i32>,
}

impl Probe {
    /// One line: `White wins, 13 plies to the next capture or pawn move`.
    #[must_use]
    pub fn describe(&self) -> String {
        let verdict = self.verdict.describe(self.turn);
        match self.dtz {
            Some(dtz) if dtz != 0 && self.verdict != Verdict::Draw => {
                let about = if self.rounded { "about " } else { "" };
                format!(
                    "{verdict}: {about}{} plies to the next capture or pawn move",
                    dtz.abs()
                )
            }
            _ => verdict,
        }
    }
}

/// The Syzygy tables of a folder.
pub struct Tablebases {
    folder: PathBuf,
    files: usize,
    tables: Tablebase<Chess>,
}

impl std::fmt::Debug for Tablebases {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tablebases")
            .field("folder", &self.folder)
            .field("files", &self.files)
            .field("max_pieces", &self.tables.max_pieces())
            .finish()
    }
}

impl Tablebases {
    /// Opens every table in `folder`.
    ///
    /// # Errors
    ///
    /// When the folder cannot be read or holds no table.
    pub fn open(folder: &Path) -> Result<Tablebases, TablebaseError> {
        let mut tables = Tablebase::new();
        let files = tables
            .add_directory(folder)
            .map_err(|source| TablebaseError::Folder {
                path: folder.to_owned(),
                source,
            })?;
        if files == 0 {
            return Err(TablebaseError::NoTables {
                path: folder.to_owned(),
            });
        }
        Ok(Tablebases {
            folder: folder.to_owned(),
            files,
            tables,
        })
    }

    /// The folder the tables came from.
    #[must_use]
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// How many table files were found.
    #[must_use]
    pub fn files(&self) -> usize {
        self.files
    }

    /// Pieces (kings included) of the largest table.
    #[must_use]
    pub fn max_pieces(&self) -> usize {
        self.tables.max_pieces()
    }

    /// The exact result of `position` and of each of its legal moves.
    ///
    /// # Errors
    ///
    /// When the position is outside the tables loaded.
    pub fn probe(&self, position: &Chess) -> Result<Probe, ProbeRefusal> {
        let pieces = position.board().occupied().count();
        if pieces > self.max_pieces() {
            return Err(ProbeRefusal::TooManyPieces {
                pieces,
                max: self.max_pieces(),
            });
        }
        let wdl = self.tables.probe_wdl(position)?;
        let dtz = self.tables.probe_dtz(position)?;
        let (dtz, rounded) = split(dtz);
        let mut moves = Vec::new();
        for m in position.legal_moves() {
            let mut after = position.clone();
            let san = SanPlus::from_move_and_play_unchecked(&mut after, m).to_string();
            let (verdict, dtz_after) = if after.is_checkmate() {
                (Some(Verdict::Win), Some(0))
            } else if after.is_stalemate() || after.is_insufficient_material() {
                (Some(Verdict::Draw), None)
            } else {
                match (self.tables.probe_wdl(&after), self.tables.probe_dtz(&after)) {
                    (Ok(wdl), Ok(dtz)) => {
                        let verdict = Verdict::from_wdl(wdl).flip();
                        (
                            Some(verdict),
                            (verdict != Verdict::Draw).then_some(split(dtz).0),
                        )
                    }
                    _ => (None, None),
                }
            };
            moves.push(MoveVerdict {
                san,
                verdict,
                dtz_after,
            });
        }
        moves.sort_by_key(rank);
        let verdict = Verdict::from_wdl(wdl);
        Ok(Probe {
            turn: position.turn(),
            verdict,
            dtz: (verdict != Verdict::Draw).then_some(dtz),
            rounded,
            moves,
        })
    }
}

fn split(dtz: MaybeRounded<shakmaty_syzygy::Dtz>) -> (i32, bool) {
    match dtz {
        MaybeRounded::Precise(d) => (d.0, false),
        MaybeRounded::Rounded(d) => (d.0, true),
    }
}

/// Sort key: wins first, quickest win first; losses last, longest loss
/// first among them.
fn rank(m: &MoveVerdict) -> (i32, i32) {
    let order = match m.verdict {
        Some(Verdict::Win) => 0,
        Some(Verdict::CursedWin) => 1,
        Some(Verdict::Draw) => 2,
        Some(Verdict::BlessedLoss) => 3,
        Some(Verdict::Loss) => 4,
        None => 5,
    };
    let distance = m.dtz_after.map_or(0, i32::abs);
    match m.verdict {
        Some(Verdict::Win | Verdict::CursedWin) => (order, distance),
        _ => (order, -distance),
    }
}
