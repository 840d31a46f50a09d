//! The records of XfccBasic: a game as `GetMyGames` returns it, the result
//! codes and the answers to `MakeAMove`.

use serde::{Deserialize, Serialize};

/// A game's state on the server (XfccBasic's `Result` enumeration).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum XfccResult {
    /// Still being played.
    #[default]
    Ongoing,
    /// White won.
    WhiteWins,
    /// Black won.
    BlackWins,
    /// Drawn.
    Draw,
    /// Adjudicated a win for White.
    WhiteWinAdjudicated,
    /// Adjudicated a win for Black.
    BlackWinAdjudicated,
    /// Adjudicated a draw.
    DrawAdjudicated,
    /// White lost by default.
    WhiteDefaulted,
    /// Black lost by default.
    BlackDefaulted,
    /// Both sides lost by default.
    BothDefaulted,
    /// The game was cancelled.
    Cancelled,
    /// Play has stopped; the adjudication is pending.
    AdjudicationPending,
}

impl XfccResult {
    /// Every code, in the protocol's order.
    pub const ALL: [XfccResult; 12] = [
        XfccResult::Ongoing,
        XfccResult::WhiteWins,
        XfccResult::BlackWins,
        XfccResult::Draw,
        XfccResult::WhiteWinAdjudicated,
        XfccResult::BlackWinAdjudicated,
        XfccResult::DrawAdjudicated,
        XfccResult::WhiteDefaulted,
        XfccResult::BlackDefaulted,
        XfccResult::BothDefaulted,
        XfccResult::Cancelled,
        XfccResult::AdjudicationPending,
    ];

    /// The code as the protocol spells it.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            XfccResult::Ongoing => "Ongoing",
            XfccResult::WhiteWins => "WhiteWins",
            XfccResult::BlackWins => "BlackWins",
            XfccResult::Draw => "Draw",
            XfccResult::WhiteWinAdjudicated => "WhiteWinAdjudicated",
            XfccResult::BlackWinAdjudicated => "BlackWinAdjudicated",
            XfccResult::DrawAdjudicated => "DrawAdjudicated",
            XfccResult::WhiteDefaulted => "WhiteDefaulted",
            XfccResult::BlackDefaulted => "BlackDefaulted",
            XfccResult::BothDefaulted => "BothDefaulted",
            XfccResult::Cancelled => "Cancelled",
            XfccResult::AdjudicationPending => "AdjudicationPending",
        }
    }

    /// Reads a code, ignoring case and surrounding spaces.
    #[must_use]
    pub fn parse(text: &str) -> Option<XfccResult> {
        let text = text.trim();
        Self::ALL
            .into_iter()
            .find(|r| r.code().eq_ignore_ascii_case(text))
    }

    /// The code in words.
    #[must_use]
    pub fn words(self) -> &'static str {
        match self {
            XfccResult::Ongoing => "in play",
            XfccResult::WhiteWins => "White won",
            XfccResult::BlackWins => "Black won",
            XfccResult::Draw => "drawn",
            XfccResult::WhiteWinAdjudicated => "adjudicated a win for White",
            XfccResult::BlackWinAdjudicated => "adjudicated a win for Black",
            XfccResult::DrawAdjudicated => "adjudicated a draw",
            XfccResult::WhiteDefaulted => "White lost by default",
            XfccResult::BlackDefaulted => "Black lost by default",
            XfccResult::BothDefaulted => "both sides lost by default",
            XfccResult::Cancelled => "cancelled",
            XfccResult::AdjudicationPending => "play stopped, adjudication pending",
        }
    }

    /// Whether play goes on (no move can be sent otherwise).
    #[must_use]
    pub fn in_play(self) -> bool {
        self == XfccResult::Ongoing
    }
}

/// The server's answer to `MakeAMove`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveAnswer {
    /// The move (or draw offer, acceptance, claim, resignation) was taken.
    Success,
    /// The server failed.
    ServerError,
    /// The server does not offer what was asked.
    FeatureUnavailable,
    /// Wrong user name or password.
    AuthenticationFailed,
    /// No game has this id.
    InvalidGameID,
    /// The game is someone else's.
    NotYourGame,
    /// It is the opponent's turn.
    NotYourTurn,
    /// The move number sent is not the game's.
    InvalidMoveNumber,
    /// The move is illegal.
    InvalidMove,
    /// A draw was accepted that nobody offered.
    NoDrawWasOffered,
    /// The game was lost on time.
    LostOnTime,
    /// The player is on leave.
    YouAreOnLeave,
    /// The move could mean more than one move (also read when spelt
    /// `MoveIsAmbigous`, as one known client spells it).
    MoveIsAmbiguous,
}

impl MoveAnswer {
    /// Every answer.
    pub const ALL: [MoveAnswer; 13] = [
        MoveAnswer::Success,
        MoveAnswer::ServerError,
        MoveAnswer::FeatureUnavailable,
        MoveAnswer::AuthenticationFailed,
        MoveAnswer::InvalidGameID,
        MoveAnswer::NotYourGame,
        MoveAnswer::NotYourTurn,
        MoveAnswer::InvalidMoveNumber,
        MoveAnswer::InvalidMove,
        MoveAnswer::NoDrawWasOffered,
        MoveAnswer::LostOnTime,
        MoveAnswer::YouAreOnLeave,
        MoveAnswer::MoveIsAmbiguous,
    ];

    /// The answer as the protocol spells it.
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            MoveAnswer::Success => "Success",
            MoveAnswer::ServerError => "ServerError",
            MoveAnswer::FeatureUnavailable => "FeatureUnavailable",
            MoveAnswer::AuthenticationFailed => "AuthenticationFailed",
            MoveAnswer::InvalidGameID => "InvalidGameID",
            MoveAnswer::NotYourGame => "NotYourGame",
            MoveAnswer::NotYourTurn => "NotYourTurn",
            MoveAnswer::InvalidMoveNumber => "InvalidMoveNumber",
            MoveAnswer::InvalidMove => "InvalidMove",
            MoveAnswer::NoDrawWasOffered => "NoDrawWasOffered",
            MoveAnswer::LostOnTime => "LostOnTime",
            MoveAnswer::YouAreOnLeave => "YouAreOnLeave",
            MoveAnswer::MoveIsAmbiguous => "MoveIsAmbiguous",
        }
    }

    /// Reads an answer, ignoring case and surrounding spaces; both
    /// spellings of `MoveIsAmbiguous` are read.
    #[must_use]
    pub fn parse(text: &str) -> Option<MoveAnswer> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("MoveIsAmbigous") {
            return Some(MoveAnswer::MoveIsAmbiguous);
        }
        Self::ALL
            .into_iter()
            .find(|a| a.code().eq_ignore_ascii_case(text))
    }

    /// The answer in words, for the status line and the terminal.
    #[must_use]
    pub fn words(self) -> &'static str {
        match self {
            MoveAnswer::Success => "the server accepted it",
            MoveAnswer::ServerError => "the server had an error; try again later",
            MoveAnswer::FeatureUnavailable => "the server does not offer this",
            MoveAnswer::AuthenticationFailed => {
                "the server did not accept the user name or password"
            }
            MoveAnswer::InvalidGameID => "the server has no game with this id",
            MoveAnswer::NotYourGame => "this game is not yours on the server",
            MoveAnswer::NotYourTurn => "it is not your turn in this game",
            MoveAnswer::InvalidMoveNumber => {
                "the move number is not the game's on the server; sync first"
            }
            MoveAnswer::InvalidMove => "the server refused the move as illegal",
            MoveAnswer::NoDrawWasOffered => "no draw was offered to accept",
            MoveAnswer::LostOnTime => "the game is lost on time",
            MoveAnswer::YouAreOnLeave => "you are on leave: no move can be sent",
            MoveAnswer::MoveIsAmbiguous => "the move is ambiguous; give the square it comes from",
        }
    }
}

/// One game as `GetMyGames` returns it. Text fields a server left out are
/// empty, numbers 0, flags false; fields beyond XfccBasic's are kept in
/// `extra` with their names as sent.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(default)]
pub struct XfccGame {
    /// The server's id of the game.
    pub id: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The event.
    pub event: String,
    /// The site.
    pub site: String,
    /// The round.
    pub round: String,
    /// The event's date, as the server writes it.
    pub event_date: String,
    /// Whether it is the user's turn.
    pub my_turn: bool,
    /// Whether the user has White.
    pub has_white: bool,
    /// The user's time left: days.
    pub days_player: i64,
    /// The user's time left: hours.
    pub hours_player: i64,
    /// The user's time left: minutes.
    pub minutes_player: i64,
    /// The opponent's time left: days.
    pub days_opponent: i64,
    /// The opponent's time left: hours.
    pub hours_opponent: i64,
    /// The opponent's time left: minutes.
    pub minutes_opponent: i64,
    /// The moves as PGN movetext.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub moves: String,
    /// Whether a draw is offered to the side to move.
    pub draw_offered: bool,
    /// The game's state.
    pub result: XfccResult,
    /// The opponent's message.
    pub message: String,
    /// What the server says about the game.
    pub server_info: String,
    /// The game's page on the server.
    pub game_link: String,
    /// White's rating.
    pub white_elo: Option<i64>,
    /// Black's rating.
    pub black_elo: Option<i64>,
    /// White's title.
    pub white_title: String,
    /// Black's title.
    pub black_title: String,
    /// White's federation.
    pub white_na: String,
    /// Black's federation.
    pub black_na: String,
    /// The event's sponsor.
    pub event_sponsor: String,
    /// The section.
    pub section: String,
    /// The stage.
    pub stage: String,
    /// The board.
    pub board: String,
    /// The time control, as the server writes it.
    pub time_control: String,
    /// The variant (empty for chess).
    pub variant: String,
    /// Whether the game starts from a set-up position.
    pub setup: bool,
    /// The set-up position as FEN.
    pub fen: String,
    /// Opening books are forbidden.
    pub no_opening_books: bool,
    /// Databases are forbidden.
    pub no_databases: bool,
    /// Tablebases are forbidden.
    pub no_tablebases: bool,
    /// Engines are forbidden.
    pub no_engines: bool,
    /// Fields the server sent beyond XfccBasic's, with their names as sent.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub extra: Vec<(String, String)>,
}

/// A field of an `XfccGame` whose value does not read as its type.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum XfccFieldError {
    /// A number field that is not a whole number.
    #[error("{field} {value:?} is not a whole number")]
    NotANumber {
        /// The field's name as the server wrote it.
        field: String,
        /// The value (trimmed).
        value: String,
    },
    /// A result that is none of XFCC's words.
    #[error("result {value:?} is not an XFCC result")]
    NotAResult {
        /// The value (trimmed).
        value: String,
    },
    /// A flag that is neither true nor false.
    #[error("{field} {value:?} is neither true nor false")]
    NotAFlag {
        /// The field's name as the server wrote it.
        field: String,
        /// The value (trimmed).
        value: String,
    },
}

impl XfccGame {
    /// Sets the field named `name` (any case) from `value`; a field
    /// XfccBasic does not define is kept in `extra`. A number or flag that
    /// does not read is an error naming the field.
    ///
    /// # Errors
    ///
    /// The value does not read as the field's type.
    pub fn set_field(&mut self, name: &str, value: &str) -> Result<(), XfccFieldError> {
        let v = value.trim();
        let int = |v: &str| -> Result<i64, XfccFieldError> {
            v.parse::<i64>().map_err(|_| XfccFieldError::NotANumber {
                field: name.to_owned(),
                value: v.to_owned(),
            })
        };
        let flag = |v: &str| -> Result<bool, XfccFieldError> {
            match v.to_ascii_lowercase().as_str() {
                "true" | "1" => Ok(true),
                "false" | "0" | "" => Ok(false),
                _ => Err(XfccFieldError::NotAFlag {
                    field: name.to_owned(),
                    value: v.to_owned(),
                }),
            }
        };
        let elo = |v: &str| -> Result<Option<i64>, XfccFieldError> {
            if v.is_empty() {
                Ok(None)
            } else {
                int(v).map(Some)
            }
        };
        match name.to_ascii_lowercase().as_str() {
            "id" => self.id = v.to_owned(),
            "white" => self.white = v.to_owned(),
            "black" => self.black = v.to_owned(),
            "event" => self.event = v.to_owned(),
            "site" => self.site = v.to_owned(),
            "round" => self.round = v.to_owned(),
            "eventdate" => self.event_date = v.to_owned(),
            "myturn" => self.my_turn = flag(v)?,
            "haswhite" => self.has_white = flag(v)?,
            "daysplayer" => self.days_player = int(v)?,
            "hoursplayer" => self.hours_player = int(v)?,
            "minutesplayer" => self.minutes_player = int(v)?,
            "daysopponent" => self.days_opponent = int(v)?,
            "hoursopponent" => self.hours_opponent = int(v)?,
            "minutesopponent" => self.minutes_opponent = int(v)?,
            "moves" => self.moves = v.to_owned(),
            "drawoffered" => self.draw_offered = flag(v)?,
            "result" => {
                self.result = XfccResult::parse(v).ok_or_else(|| XfccFieldError::NotAResult {
                    value: v.to_owned(),
                })?;
            }
            "message" => self.message = value.to_owned(),
            "serverinfo" => self.server_info = value.to_owned(),
            "gamelink" => self.game_link = v.to_owned(),
            "whiteelo" => self.white_elo = elo(v)?,
            "blackelo" => self.black_elo = elo(v)?,
            "whitetitle" => self.white_title = v.to_owned(),
            "blacktitle" => self.black_title = v.to_owned(),
            "whitena" => self.white_na = v.to_owned(),
            "blackna" => self.black_na = v.to_owned(),
            "eventsponsor" => self.event_sponsor = v.to_owned(),
            "section" => self.section = v.to_owned(),
            "stage" => self.stage = v.to_owned(),
            "board" => self.board = v.to_owned(),
            "timecontrol" => self.time_control = v.to_owned(),
            "variant" => self.variant = v.to_owned(),
            "setup" => self.setup = flag(v)?,
            "fen" => self.fen = v.to_owned(),
            "noopeningbooks" => self.no_opening_books = flag(v)?,
            "nodatabases" => self.no_databases = flag(v)?,
            "notablebases" => self.no_tablebases = flag(v)?,
            "noengines" => self.no_engines = flag(v)?,
            _ => self.extra.push((name.to_owned(), value.to_owned())),
        }
        Ok(())
    }

    /// The user's colour's name and the opponent's: (mine, theirs).
    #[must_use]
    pub fn names(&self) -> (&str, &str) {
        if self.has_white {
            (&self.white, &self.black)
        } else {
            (&self.black, &self.white)
        }
    }
}

#[cfg(test)]
mod field_tests {
    use super::*;

    #[test]
    fn a_field_that_does_not_read_is_named_with_its_value() {
        let mut game = XfccGame::default();
        assert_eq!(
            game.set_field("daysPlayer", " ten "),
            Err(XfccFieldError::NotANumber {
                field: "daysPlayer".to_owned(),
                value: "ten".to_owned()
            })
        );
        let flag = game.set_field("myTurn", "maybe");
        assert_eq!(
            flag.map_err(|e| e.to_string()),
            Err("myTurn \"maybe\" is neither true nor false".to_owned())
        );
        assert!(matches!(
            game.set_field("result", "won on time"),
            Err(XfccFieldError::NotAResult { .. })
        ));
        assert_eq!(game.set_field("myTurn", "1"), Ok(()));
        assert!(game.my_turn);
    }
}
