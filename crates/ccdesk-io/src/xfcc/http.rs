//! The HTTP transport of XFCC: one blocking POST per call, over HTTPS
//! (rustls, the Mozilla roots built in) or plain HTTP, with a timeout.
//! Everything else is in `soap`.

use std::time::Duration;

use super::soap::{self, MoveFields, XfccError};
use ccdesk_domain::server::{MoveAnswer, XfccGame};

/// How long a call may take in all, unless `CCDESK_XFCC_TIMEOUT` gives
/// another number of seconds.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);

/// How long making a connection may take at most.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// What `MakeAMove` sends besides the credentials.
pub type MoveRequest = MoveFields;

/// A client for one XFCC address and user.
pub struct XfccClient {
    url: String,
    user: String,
    password: String,
    agent: ureq::Agent,
}

impl XfccClient {
    /// A client for `url` as `user`, with the timeout of
    /// `CCDESK_XFCC_TIMEOUT` (seconds) or [`DEFAULT_TIMEOUT`].
    #[must_use]
    pub fn new(url: &str, user: &str, password: &str) -> Self {
        let timeout = std::env::var("CCDESK_XFCC_TIMEOUT")
            .ok()
            .and_then(|s| s.trim().parse::<f64>().ok())
            .filter(|s| s.is_finite() && *s > 0.0)
            .map_or(DEFAULT_TIMEOUT, Duration::from_secs_f64);
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(timeout))
            // A connection that cannot be made is said apart from an
            // answer that does not come (the server may have the move).
            .timeout_connect(Some(timeout.min(CONNECT_TIMEOUT)))
            // A redirect comes back as an answer, refused in `call`.
            .max_redirects(0)
            .http_status_as_error(false)
            .user_agent(concat!("ccdesk/", env!("CARGO_PKG_VERSION")))
            .build()
            .into();
        XfccClient {
            url: url.to_owned(),
            user: user.to_owned(),
            password: password.to_owned(),
            agent,
        }
    }

    /// The address called.
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    fn call(&self, operation: &str, body: String) -> Result<String, XfccError> {
        let unreachable = |reason: String| XfccError::Unreachable {
            url: self.url.clone(),
            reason,
        };
        let no_answer = |reason: String| XfccError::NoAnswer {
            url: self.url.clone(),
            reason,
        };
        let mut response = self
            .agent
            .post(&self.url)
            .header("Content-Type", "text/xml; charset=utf-8")
            .header("SOAPAction", &soap::soap_action(operation))
            .send(body)
            .map_err(|e| {
                if before_sending(&e) {
                    unreachable(e.to_string())
                } else {
                    no_answer(e.to_string())
                }
            })?;
        let status = response.status().as_u16();
        if (300..400).contains(&status) {
            let to = response
                .headers()
                .get("location")
                .and_then(|v| v.to_str().ok())
                .unwrap_or("an address it did not give")
                .to_owned();
            let other_host = soap::host_of(&to) != soap::host_of(&self.url) && to.contains("://");
            return Err(XfccError::Redirected {
                url: self.url.clone(),
                to,
                other_host,
            });
        }
        let text = response
            .body_mut()
            .read_to_string()
            .map_err(|e| no_answer(format!("the answer broke off: {e}")))?;
        // A SOAP fault comes with status 500; any other failing status
        // without a fault means the service is not there.
        if status >= 400 && !text.contains("Fault") {
            return Err(if status == 401 || status == 403 {
                XfccError::Refused {
                    url: self.url.clone(),
                    reason: format!("HTTP status {status}"),
                }
            } else {
                unreachable(format!("HTTP status {status}"))
            });
        }
        Ok(text)
    }

    /// `GetMyGames`: every game of the user on the server.
    ///
    /// (See [`before_sending`] for which failures mean the server cannot
    /// have the request.)
    ///
    /// # Errors
    ///
    /// See [`XfccError`].
    pub fn get_my_games(&self) -> Result<Vec<XfccGame>, XfccError> {
        let body = self.call(
            "GetMyGames",
            soap::get_my_games_request(&self.user, &self.password),
        )?;
        soap::parse_get_my_games(&self.url, &body)
    }

    /// `MakeAMove`: sends a move, draw offer, acceptance, claim or
    /// resignation and returns the server's answer.
    ///
    /// # Errors
    ///
    /// See [`XfccError`]; a refusal of the move itself is an answer.
    pub fn make_a_move(&self, fields: &MoveRequest) -> Result<MoveAnswer, XfccError> {
        let body = self.call(
            "MakeAMove",
            soap::make_a_move_request(&self.user, &self.password, fields),
        )?;
        soap::parse_make_a_move(&self.url, &body)
    }
}

/// True when the call failed before the request could reach the server
/// (no such host, no connection, no TLS): the server cannot have it. Any
/// other failure came after the request went out.
fn before_sending(error: &ureq::Error) -> bool {
    match error {
        ureq::Error::HostNotFound
        | ureq::Error::ConnectionFailed
        | ureq::Error::BadUri(_)
        | ureq::Error::Tls(_)
        | ureq::Error::Rustls(_)
        | ureq::Error::TlsRequired
        | ureq::Error::RequireHttpsOnly(_) => true,
        ureq::Error::Timeout(t) => matches!(t, ureq::Timeout::Resolve | ureq::Timeout::Connect),
        ureq::Error::Io(e) => matches!(
            e.kind(),
            std::io::ErrorKind::ConnectionRefused | std::io::ErrorKind::AddrNotAvailable
        ),
        _ => false,
    }
}
