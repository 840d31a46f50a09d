//! A small XFCC server for tests: plain HTTP on 127.0.0.1 (a std::net
//! listener on its own thread) answering XfccBasic's `GetMyGames` and
//! `MakeAMove` in SOAP 1.1 for the user `ann` with the password `secret`,
//! with games that exercise every field and answer. It can also be down,
//! answer garbage, answer slowly or fail with an HTTP error. It never
//! reaches any other address.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The user the server knows.
pub const USER: &str = "ann";
/// Her password.
pub const PASSWORD: &str = "secret";
/// The namespace of XfccBasic.
pub const NS: &str = "http://www.bennedik.com/webservices/XfccBasic";

/// How the server behaves.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Mode {
    /// Answers as XFCC.
    Normal,
    /// Answers 200 with text that is not XML.
    Garbage,
    /// Waits this long before answering.
    Slow(Duration),
    /// Answers HTTP 503 without a SOAP body.
    Unavailable,
    /// Answers 302 Found, sending the client to this address.
    Redirect(&'static str),
    /// Does what is asked (a move is played), then waits this long before
    /// answering: an answer that comes after the client gave up.
    AnswerLate(Duration),
}

/// One game on the server.
#[derive(Debug, Clone)]
pub struct ServerGame {
    /// Its fields as XML elements, in order (name, value).
    pub fields: Vec<(String, String)>,
    /// The answer MakeAMove gives whatever is sent (a refusal), if any.
    pub forced_answer: Option<String>,
    /// Whose game it is (MakeAMove answers NotYourGame for another).
    pub owner: String,
}

impl ServerGame {
    fn get(&self, name: &str) -> String {
        self.fields
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    }

    fn set(&mut self, name: &str, value: &str) {
        match self
            .fields
            .iter_mut()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
        {
            Some(f) => f.1 = value.to_owned(),
            None => self.fields.push((name.to_owned(), value.to_owned())),
        }
    }
}

/// A request the server received.
#[derive(Debug, Clone)]
pub struct Request {
    /// The SOAPAction header as sent.
    pub soap_action: String,
    /// The body.
    pub body: String,
}

/// What the server holds.
#[derive(Debug)]
pub struct State {
    /// How it answers.
    pub mode: Mode,
    /// Its games.
    pub games: Vec<ServerGame>,
    /// Every request, in order.
    pub requests: Vec<Request>,
}

/// A running test server.
pub struct XfccServer {
    /// Its address, `http://127.0.0.1:PORT/xfcc`.
    pub url: String,
    /// Its state, to change games between calls and read the requests.
    pub state: Arc<Mutex<State>>,
}

fn game(id: &str, fields: &[(&str, &str)]) -> ServerGame {
    let mut all = vec![("id".to_owned(), id.to_owned())];
    all.extend(
        fields
            .iter()
            .map(|(n, v)| ((*n).to_owned(), (*v).to_owned())),
    );
    ServerGame {
        fields: all,
        forced_answer: None,
        owner: USER.to_owned(),
    }
}

/// Every field of XfccBasic with a value, for a game of Ann's as White.
fn full(id: &str, black: &str, moves: &str, my_turn: bool) -> ServerGame {
    game(
        id,
        &[
            ("white", "Ann Player"),
            ("black", black),
            ("event", "WS/2026/1"),
            ("site", "ICCF"),
            ("round", "1"),
            ("eventDate", "2026-09-01"),
            ("myTurn", if my_turn { "true" } else { "false" }),
            ("hasWhite", "true"),
            ("daysPlayer", "10"),
            ("hoursPlayer", "5"),
            ("minutesPlayer", "30"),
            ("daysOpponent", "20"),
            ("hoursOpponent", "0"),
            ("minutesOpponent", "0"),
            ("moves", moves),
            ("drawOffered", "false"),
            ("result", "Ongoing"),
            ("message", ""),
            ("serverInfo", "Tournament WS/2026/1"),
            ("gameLink", "https://example.invalid/game"),
            ("whiteElo", "2100"),
            ("blackElo", "2050"),
            ("whiteTitle", "SIM"),
            ("blackTitle", ""),
            ("whiteNA", "ENG"),
            ("blackNA", "GER"),
            ("eventSponsor", "None"),
            ("section", "A"),
            ("stage", "Final"),
            ("board", "3"),
            ("timeControl", "10/50d"),
            ("variant", ""),
            ("setup", "false"),
            ("fen", ""),
            ("noOpeningBooks", "false"),
            ("noDatabases", "false"),
            ("noTablebases", "false"),
            ("noEngines", "false"),
        ],
    )
}

/// The games the server starts with, one to a feature:
/// - 1001 Ann (White) v Bob Builder, 1.e4 e5 2.Nf3, Black to move; every
///   field, an extra `WhiteIccfID` and `BLACKICCFID`, and `myTurn` spelt
///   `MYTURN`.
/// - 1002 Carl Cook (White) v Ann, 1.d4, Ann to move, a draw offered, no
///   engines and no tablebases.
/// - 1003 Ann v Dora Diaz from a set-up position (White to move, move 40),
///   no opening books and no databases.
/// - 1004 Ann v Eve Evans, adjudicated a win for White.
/// - 1005 Ann v Fred Fox, Ann to move but on leave (`YouAreOnLeave`).
/// - 1006 Ann v Gina Gray, Ann to move; the server answers every move
///   `MoveIsAmbigous` (one client's spelling).
/// - 1007 Ann v Hal Hill, both sides lost by default.
/// - 1008 Ann v Ivy Irons, adjudication pending.
#[must_use]
pub fn games() -> Vec<ServerGame> {
    let mut g1 = full("1001", "Bob Builder", "1.e4 e5 2.Nf3", false);
    g1.fields.retain(|(n, _)| n != "myTurn");
    g1.fields.push(("MYTURN".to_owned(), "false".to_owned()));
    g1.fields
        .push(("WhiteIccfID".to_owned(), "440001".to_owned()));
    g1.fields
        .push(("BLACKICCFID".to_owned(), "440002".to_owned()));
    let mut g2 = full("1002", "Ann Player", "1.d4", true);
    g2.set("white", "Carl Cook");
    g2.set("hasWhite", "false");
    g2.set("drawOffered", "true");
    g2.set("noEngines", "true");
    g2.set("noTablebases", "true");
    g2.set("message", "Shall we call it a draw?");
    let mut g3 = full("1003", "Dora Diaz", "", true);
    g3.set("setup", "true");
    g3.set("fen", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40");
    g3.set("noOpeningBooks", "true");
    g3.set("noDatabases", "true");
    let mut g4 = full("1004", "Eve Evans", "1.e4 c5 2.Nf3 d6", false);
    g4.set("result", "WhiteWinAdjudicated");
    let mut g5 = full("1005", "Fred Fox", "1.c4", false);
    g5.set("serverInfo", "Ann Player is on leave until 2026-12-20");
    g5.fields.retain(|(n, _)| n != "myTurn");
    g5.set("myTurn", "false");
    g5.forced_answer = Some("YouAreOnLeave".to_owned());
    let mut g6 = full("1006", "Gina Gray", "", true);
    g6.forced_answer = Some("MoveIsAmbigous".to_owned());
    let mut g7 = full("1007", "Hal Hill", "1.e4", false);
    g7.set("result", "BothDefaulted");
    let mut g8 = full("1008", "Ivy Irons", "1.e4 e5", true);
    g8.set("result", "AdjudicationPending");
    vec![g1, g2, g3, g4, g5, g6, g7, g8]
}

impl XfccServer {
    /// Starts a server with [`games`] in `mode`.
    #[must_use]
    pub fn start(mode: Mode) -> XfccServer {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let state = Arc::new(Mutex::new(State {
            mode,
            games: games(),
            requests: Vec::new(),
        }));
        let shared = Arc::clone(&state);
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                let shared = Arc::clone(&shared);
                std::thread::spawn(move || {
                    let _ = serve(stream, &shared);
                });
            }
        });
        XfccServer {
            url: format!("http://127.0.0.1:{port}/xfcc"),
            state,
        }
    }

    /// The requests received so far.
    #[must_use]
    pub fn requests(&self) -> Vec<Request> {
        self.state.lock().unwrap().requests.clone()
    }

    /// Changes how the server answers from now on.
    pub fn set_mode(&self, mode: Mode) {
        self.state.lock().unwrap().mode = mode;
    }

    /// Changes a game's field.
    pub fn set(&self, id: &str, name: &str, value: &str) {
        let mut state = self.state.lock().unwrap();
        let g = state.games.iter_mut().find(|g| g.get("id") == id).unwrap();
        g.set(name, value);
    }
}

/// An address where no server listens (a port bound, then let go).
#[must_use]
pub fn down_url() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    drop(listener);
    format!("http://127.0.0.1:{port}/xfcc")
}

fn serve(stream: TcpStream, state: &Mutex<State>) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut length = 0usize;
    let mut action = String::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 {
            return Ok(());
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((name, value)) = line.split_once(':') {
            if name.eq_ignore_ascii_case("content-length") {
                length = value.trim().parse().unwrap_or(0);
            } else if name.eq_ignore_ascii_case("soapaction") {
                action = value.trim().to_owned();
            }
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body)?;
    let body = String::from_utf8_lossy(&body).into_owned();
    let mode = state.lock().unwrap().mode;
    if let Mode::Redirect(to) = mode {
        let mut stream = stream;
        write!(
            stream,
            "HTTP/1.1 302 Found\r\nLocation: {to}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        )?;
        return stream.flush();
    }
    let (status, text) = match mode {
        Mode::Redirect(_) => unreachable!("answered above"),
        Mode::AnswerLate(wait) => {
            let done = answer(state, &action, &body);
            std::thread::sleep(wait);
            done
        }
        Mode::Garbage => (200, "<html><body>Service temporarily garbled".to_owned()),
        Mode::Unavailable => (503, "Service Unavailable".to_owned()),
        Mode::Slow(wait) => {
            std::thread::sleep(wait);
            answer(state, &action, &body)
        }
        Mode::Normal => answer(state, &action, &body),
    };
    let reason = match status {
        200 => "OK",
        500 => "Internal Server Error",
        _ => "Service Unavailable",
    };
    let mut stream = stream;
    write!(
        stream,
        "HTTP/1.1 {status} {reason}\r\nContent-Type: text/xml; charset=utf-8\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{text}",
        text.len()
    )?;
    stream.flush()
}

fn param(body: &str, name: &str) -> String {
    let open = format!("<{name}>");
    let close = format!("</{name}>");
    body.split_once(&open)
        .and_then(|(_, rest)| rest.split_once(&close))
        .map(|(v, _)| {
            v.replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&quot;", "\"")
                .replace("&apos;", "'")
                .replace("&amp;", "&")
        })
        .unwrap_or_default()
}

fn envelope(inner: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?><soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"><soap:Body>{inner}</soap:Body></soap:Envelope>"
    )
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn answer(state: &Mutex<State>, action: &str, body: &str) -> (u16, String) {
    let mut state = state.lock().unwrap();
    state.requests.push(Request {
        soap_action: action.to_owned(),
        body: body.to_owned(),
    });
    let authenticated = param(body, "username") == USER && param(body, "password") == PASSWORD;
    if action == format!("\"{NS}/GetMyGames\"") {
        if !authenticated {
            return (
                500,
                envelope(
                    "<soap:Fault><faultcode>soap:Client</faultcode><faultstring>AuthenticationFailed</faultstring></soap:Fault>",
                ),
            );
        }
        let mut games = String::new();
        for g in state.games.iter().filter(|g| g.owner == USER) {
            games.push_str("<XfccGame>");
            for (n, v) in &g.fields {
                games.push_str(&format!("<{n}>{}</{n}>", escape(v)));
            }
            games.push_str("</XfccGame>");
        }
        return (
            200,
            envelope(&format!(
                "<GetMyGamesResponse xmlns=\"{NS}\"><GetMyGamesResult>{games}</GetMyGamesResult></GetMyGamesResponse>"
            )),
        );
    }
    if action == format!("\"{NS}/MakeAMove\"") {
        let result = make_a_move(&mut state, body, authenticated);
        return (
            200,
            envelope(&format!(
                "<MakeAMoveResponse xmlns=\"{NS}\"><MakeAMoveResult>{result}</MakeAMoveResult></MakeAMoveResponse>"
            )),
        );
    }
    (
        500,
        envelope(&format!(
            "<soap:Fault><faultcode>soap:Client</faultcode><faultstring>Unknown SOAPAction {}</faultstring></soap:Fault>",
            escape(action)
        )),
    )
}

fn make_a_move(state: &mut State, body: &str, authenticated: bool) -> &'static str {
    if !authenticated {
        return "AuthenticationFailed";
    }
    let id = param(body, "gameId");
    let Some(g) = state.games.iter_mut().find(|g| g.get("id") == id) else {
        return "InvalidGameID";
    };
    if g.owner != USER {
        return "NotYourGame";
    }
    if let Some(forced) = &g.forced_answer {
        return match forced.as_str() {
            "YouAreOnLeave" => "YouAreOnLeave",
            "MoveIsAmbigous" => "MoveIsAmbigous",
            _ => "ServerError",
        };
    }
    if g.get("result") != "Ongoing" {
        return "InvalidGameID";
    }
    let resign = param(body, "resign") == "true";
    let accept = param(body, "acceptDraw") == "true";
    if accept && g.get("drawOffered") != "true" {
        return "NoDrawWasOffered";
    }
    if g.get("myTurn") != "true" {
        return "NotYourTurn";
    }
    let white = g.get("hasWhite") == "true";
    if resign {
        g.set("result", if white { "BlackWins" } else { "WhiteWins" });
        return "Success";
    }
    if accept {
        g.set("result", "Draw");
        return "Success";
    }
    // This server takes no draw claims (a claim goes to its arbiter).
    if param(body, "claimDraw") == "true" && param(body, "myMove").is_empty() {
        return "FeatureUnavailable";
    }
    let moves = g.get("moves");
    let sans: Vec<&str> = moves
        .split_whitespace()
        .map(|t| t.rsplit('.').next().unwrap_or(t))
        .filter(|t| !t.is_empty())
        .collect();
    let (start, black_first) = {
        let fen = g.get("fen");
        let f: Vec<&str> = fen.split_whitespace().collect();
        (
            f.get(5).and_then(|n| n.parse::<usize>().ok()).unwrap_or(1),
            f.get(1) == Some(&"b"),
        )
    };
    let expected = start + (sans.len() + usize::from(black_first)) / 2;
    if param(body, "movecount") != expected.to_string() {
        return "InvalidMoveNumber";
    }
    let my_move = param(body, "myMove");
    if my_move.is_empty() || my_move.contains(' ') {
        return "InvalidMove";
    }
    let white_moves = (sans.len() + usize::from(black_first)).is_multiple_of(2);
    let next = if white_moves {
        format!("{} {expected}.{my_move}", moves)
    } else {
        format!("{} {my_move}", moves)
    };
    g.set("moves", next.trim());
    g.set("myTurn", "false");
    g.set(
        "drawOffered",
        if param(body, "offerDraw") == "true" {
            "true"
        } else {
            "false"
        },
    );
    "Success"
}
