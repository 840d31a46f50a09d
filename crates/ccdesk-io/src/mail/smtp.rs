//! SMTP submission with lettre: implicit TLS (465) or STARTTLS (587),
//! plain text only to a loopback address, AUTH PLAIN or LOGIN, then the
//! mail. Each stage's failure is told apart: unreachable, a certificate
//! that does not verify, a login refused, the message refused (with the
//! server's reply).

use std::time::Duration;

use lettre::address::{Address, Envelope};
use lettre::transport::smtp::authentication::{Credentials, Mechanism};
use lettre::transport::smtp::client::{Certificate, SmtpConnection, TlsParameters};
use lettre::transport::smtp::extension::ClientId;

use super::MailError;
use ccdesk_domain::mail::{Security, Server, loopback_host};

/// A mail to submit: the envelope's sender and recipients and the bytes.
pub struct Outgoing<'a> {
    /// The envelope sender.
    pub from: &'a str,
    /// Every recipient (To and Cc).
    pub to: Vec<String>,
    /// The message (RFC 5322).
    pub bytes: &'a [u8],
}

fn tls_parameters(server: &Server, extra_ca: Option<&str>) -> Result<TlsParameters, MailError> {
    let name = server.describe();
    let mut builder = TlsParameters::builder(server.host.clone());
    for pem in super::tls::pem_files(extra_ca) {
        let cert = Certificate::from_pem(&pem).map_err(|e| MailError::Protocol {
            server: name.clone(),
            reason: format!("a CA file cannot be read: {e}"),
        })?;
        builder = builder.add_root_certificate(cert);
    }
    builder.build_rustls().map_err(|e| MailError::Protocol {
        server: name,
        reason: e.to_string(),
    })
}

/// A connection failure: a certificate, else the network.
fn connect_error(server: &str, e: &lettre::transport::smtp::Error) -> MailError {
    let text = format!(
        "{e}: {}",
        std::error::Error::source(e)
            .map(ToString::to_string)
            .unwrap_or_default()
    );
    if text.contains("certificate")
        || text.contains("UnknownIssuer")
        || text.contains("NotValidForName")
    {
        MailError::Certificate {
            server: server.to_owned(),
            reason: text,
        }
    } else if e.is_response() || e.is_permanent() || e.is_transient() {
        MailError::Protocol {
            server: server.to_owned(),
            reason: text,
        }
    } else {
        MailError::Unreachable {
            server: server.to_owned(),
            reason: text,
        }
    }
}

/// Submits `mail` to `server` as `user`.
///
/// # Errors
///
/// [`MailError`]: unreachable, certificate, login, or the message refused
/// ([`MailError::Refused`], the server's reply).
pub fn send(
    server: &Server,
    extra_ca: Option<&str>,
    user: &str,
    password: &str,
    mail: &Outgoing<'_>,
    wait: Duration,
) -> Result<(), MailError> {
    let name = server.describe();
    if server.security == Security::None && !loopback_host(&server.host) {
        return Err(MailError::Protocol {
            server: name,
            reason: "plain text is allowed only to a loopback address".to_owned(),
        });
    }
    let hello = ClientId::Domain("ccdesk.localhost".to_owned());
    let address = (server.host.as_str(), server.port);
    let mut conn = match server.security {
        Security::Implicit => {
            let tls = tls_parameters(server, extra_ca)?;
            SmtpConnection::connect(address, Some(wait), &hello, Some(&tls), None)
        }
        Security::StartTls | Security::None => {
            SmtpConnection::connect(address, Some(wait), &hello, None, None)
        }
    }
    .map_err(|e| connect_error(&name, &e))?;
    if server.security == Security::StartTls {
        if !conn.can_starttls() {
            return Err(MailError::Protocol {
                server: name,
                reason: "the server offers no STARTTLS".to_owned(),
            });
        }
        let tls = tls_parameters(server, extra_ca)?;
        conn.starttls(&tls, &hello)
            .map_err(|e| connect_error(&name, &e))?;
    }
    let credentials = Credentials::new(user.to_owned(), password.to_owned());
    conn.auth(&[Mechanism::Plain, Mechanism::Login], &credentials)
        .map_err(|e| MailError::Login {
            server: name.clone(),
            user: user.to_owned(),
            reply: e.to_string(),
        })?;
    let address = |text: &str| {
        text.parse::<Address>().map_err(|e| MailError::Refused {
            server: name.clone(),
            reply: format!("{text:?} is not an address: {e}"),
        })
    };
    let to = mail
        .to
        .iter()
        .map(|t| address(t))
        .collect::<Result<Vec<_>, _>>()?;
    let envelope =
        Envelope::new(Some(address(mail.from)?), to).map_err(|e| MailError::Refused {
            server: name.clone(),
            reply: e.to_string(),
        })?;
    let sent = conn.send(&envelope, mail.bytes);
    let _ = conn.quit();
    sent.map(|_| ()).map_err(|e| {
        if e.is_permanent() || e.is_transient() {
            MailError::Refused {
                server: name.clone(),
                reply: e.to_string(),
            }
        } else {
            MailError::Unreachable {
                server: name.clone(),
                reason: format!("the connection broke off while sending: {e}"),
            }
        }
    })
}
