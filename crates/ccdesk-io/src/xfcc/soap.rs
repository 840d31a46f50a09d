//! The SOAP envelopes of XfccBasic and the reading of the server's
//! answers. No network here: text in, text out.

use roxmltree::{Document, Node};

use ccdesk_domain::server::{MoveAnswer, XfccGame};

/// The XfccBasic namespace; the `SOAPAction` of an operation is this
/// followed by `/` and the operation's name.
pub const NAMESPACE: &str = "http://www.bennedik.com/webservices/XfccBasic";

/// Why an XFCC call did not give an answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum XfccError {
    /// The server could not be reached (no connection, no answer in time,
    /// an HTTP error without a SOAP fault).
    #[error("cannot reach the XFCC server at {url}: {reason}")]
    Unreachable {
        /// The address.
        url: String,
        /// What failed.
        reason: String,
    },
    /// The request was sent but no answer came in time (or it broke off):
    /// the server may have received it and acted on it.
    #[error("the request reached the XFCC server at {url} but no answer came: {reason}")]
    NoAnswer {
        /// The address.
        url: String,
        /// What failed.
        reason: String,
    },
    /// The server sent ccdesk to another address, which ccdesk does not
    /// follow: the games and moves of one server are never taken from
    /// another.
    #[error("the XFCC server at {url} redirected to {to}{}; ccdesk does not follow redirects (check the server's address, or use the new one if the server moved)", if *.other_host { format!(", another host than {}", host_of(url)) } else { String::new() })]
    Redirected {
        /// The address called.
        url: String,
        /// Where the server sent ccdesk.
        to: String,
        /// Whether `to` is on another host than `url`.
        other_host: bool,
    },
    /// The server answered with a refusal (a SOAP fault, such as a wrong
    /// password).
    #[error("the XFCC server at {url} refused: {reason}")]
    Refused {
        /// The address.
        url: String,
        /// The server's words.
        reason: String,
    },
    /// The server answered something that is not an XFCC answer.
    #[error("the XFCC server at {url} answered something that is not XFCC: {reason}")]
    Garbage {
        /// The address.
        url: String,
        /// What could not be read.
        reason: String,
    },
}

/// The host (and port) of an address: `club.example:8080` of
/// `https://club.example:8080/xfcc`.
#[must_use]
pub fn host_of(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let authority = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    authority.rsplit_once('@').map_or(authority, |(_, h)| h)
}

/// The `SOAPAction` header's value for `operation` (quotes included).
#[must_use]
pub fn soap_action(operation: &str) -> String {
    format!("\"{NAMESPACE}/{operation}\"")
}

/// Escapes text for an XML element's content.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
    out
}

fn envelope(operation: &str, params: &[(&str, String)]) -> String {
    let mut body = String::new();
    for (name, value) in params {
        body.push_str(&format!("<{name}>{}</{name}>", escape(value)));
    }
    format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n\
         <soap:Envelope xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" \
         xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">\
         <soap:Body><{operation} xmlns=\"{NAMESPACE}\">{body}</{operation}></soap:Body>\
         </soap:Envelope>"
    )
}

/// The `GetMyGames` request.
#[must_use]
pub fn get_my_games_request(user: &str, password: &str) -> String {
    envelope(
        "GetMyGames",
        &[
            ("username", user.to_owned()),
            ("password", password.to_owned()),
        ],
    )
}

/// What one `MakeAMove` sends, besides the credentials.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveFields {
    /// The server's game id.
    pub game_id: String,
    /// Resign the game.
    pub resign: bool,
    /// Accept the opponent's draw offer.
    pub accept_draw: bool,
    /// The number of the move (XFCC's `movecount`).
    pub movecount: u32,
    /// The move, in SAN (empty when only resigning, accepting or claiming).
    pub my_move: String,
    /// Offer a draw with the move.
    pub offer_draw: bool,
    /// Claim a draw.
    pub claim_draw: bool,
    /// A message to the opponent.
    pub my_message: String,
}

/// The `MakeAMove` request.
#[must_use]
pub fn make_a_move_request(user: &str, password: &str, fields: &MoveFields) -> String {
    let flag = |b: bool| if b { "true" } else { "false" }.to_owned();
    envelope(
        "MakeAMove",
        &[
            ("username", user.to_owned()),
            ("password", password.to_owned()),
            ("gameId", fields.game_id.clone()),
            ("resign", flag(fields.resign)),
            ("acceptDraw", flag(fields.accept_draw)),
            ("movecount", fields.movecount.to_string()),
            ("myMove", fields.my_move.clone()),
            ("offerDraw", flag(fields.offer_draw)),
            ("claimDraw", flag(fields.claim_draw)),
            ("myMessage", fields.my_message.clone()),
        ],
    )
}

fn parse_document<'a>(url: &str, body: &'a str) -> Result<Document<'a>, XfccError> {
    Document::parse(body).map_err(|e| XfccError::Garbage {
        url: url.to_owned(),
        reason: format!("not XML ({e})"),
    })
}

fn find<'a, 'i>(node: Node<'a, 'i>, local: &str) -> Option<Node<'a, 'i>> {
    node.descendants()
        .find(|n| n.is_element() && n.tag_name().name().eq_ignore_ascii_case(local))
}

/// The SOAP fault of an answer, if it is one, as a refusal.
fn fault(url: &str, doc: &Document<'_>) -> Option<XfccError> {
    let f = find(doc.root(), "Fault")?;
    let text = |name| find(f, name).and_then(|n| n.text()).map(str::trim);
    let reason = text("faultstring")
        .filter(|t| !t.is_empty())
        .or_else(|| text("Text"))
        .or_else(|| text("faultcode"))
        .unwrap_or("a SOAP fault without a reason");
    Some(XfccError::Refused {
        url: url.to_owned(),
        reason: reason.to_owned(),
    })
}

fn all_text(node: Node<'_, '_>) -> String {
    node.descendants()
        .filter(Node::is_text)
        .filter_map(|n| n.text())
        .collect()
}

/// Reads the answer to `GetMyGames`: every `XfccGame` with its fields,
/// unknown fields kept, in either case.
///
/// # Errors
///
/// A SOAP fault (refused), or an answer that is not XML, has no
/// `GetMyGamesResult`, or holds a field whose value does not read.
pub fn parse_get_my_games(url: &str, body: &str) -> Result<Vec<XfccGame>, XfccError> {
    let doc = parse_document(url, body)?;
    if let Some(f) = fault(url, &doc) {
        return Err(f);
    }
    let result = find(doc.root(), "GetMyGamesResult").ok_or_else(|| XfccError::Garbage {
        url: url.to_owned(),
        reason: "no GetMyGamesResult in the answer".to_owned(),
    })?;
    let mut games = Vec::new();
    for node in result
        .children()
        .filter(|n| n.is_element() && n.tag_name().name().eq_ignore_ascii_case("XfccGame"))
    {
        let mut game = XfccGame::default();
        for field in node.children().filter(Node::is_element) {
            game.set_field(field.tag_name().name(), &all_text(field))
                .map_err(|e| XfccError::Garbage {
                    url: url.to_owned(),
                    reason: format!("game {} of the answer: {e}", games.len() + 1),
                })?;
        }
        games.push(game);
    }
    Ok(games)
}

/// Reads the answer to `MakeAMove`.
///
/// # Errors
///
/// A SOAP fault (refused), or an answer that is not XML or holds no
/// `MakeAMoveResult` the protocol defines.
pub fn parse_make_a_move(url: &str, body: &str) -> Result<MoveAnswer, XfccError> {
    let doc = parse_document(url, body)?;
    if let Some(f) = fault(url, &doc) {
        return Err(f);
    }
    let node = find(doc.root(), "MakeAMoveResult").ok_or_else(|| XfccError::Garbage {
        url: url.to_owned(),
        reason: "no MakeAMoveResult in the answer".to_owned(),
    })?;
    let text = all_text(node);
    MoveAnswer::parse(&text).ok_or_else(|| XfccError::Garbage {
        url: url.to_owned(),
        reason: format!("MakeAMoveResult {:?} is not an XFCC answer", text.trim()),
    })
}
