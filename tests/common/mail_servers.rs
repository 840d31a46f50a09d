//! The real mail servers of `tests/mail/servers.sh` (Dovecot and Postfix
//! on 127.0.0.1), found through the env file it writes: shared by the CLI
//! and the window's mail tests.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;

/// The running servers.
// Each test binary reads the fields it needs.
#[allow(dead_code)]
pub(crate) struct Servers {
    /// The servers' folder (CA, certificates, mailboxes).
    pub dir: PathBuf,
    /// IMAP with STARTTLS.
    pub imap: u16,
    /// IMAP over implicit TLS.
    pub imaps: u16,
    /// SMTP submission with STARTTLS.
    pub submission: u16,
    /// A port nothing listens on.
    pub closed: u16,
}

fn port(name: &str) -> Option<u16> {
    std::env::var(name).ok()?.parse().ok()
}

/// The servers, or `None` (with the reason printed) when they are not
/// running and not required (`CCDESK_MAIL_SERVERS=required`, as `.ci/test`
/// sets it, makes their absence a failure).
pub(crate) fn servers() -> Option<Servers> {
    let found = (|| {
        Some(Servers {
            dir: PathBuf::from(std::env::var_os("CCDESK_TEST_MAIL_DIR")?),
            imap: port("CCDESK_TEST_IMAP_PORT")?,
            imaps: port("CCDESK_TEST_IMAPS_PORT")?,
            submission: port("CCDESK_TEST_SUBMISSION_PORT")?,
            closed: port("CCDESK_TEST_CLOSED_PORT")?,
        })
    })();
    if found.is_none() {
        assert!(
            std::env::var("CCDESK_MAIL_SERVERS").as_deref() != Ok("required"),
            "CCDESK_MAIL_SERVERS=required but the mail servers are not running: source the env file of tests/mail/servers.sh start DIR"
        );
        eprintln!(
            "mail tests not run: no mail servers (run tests/mail/servers.sh start DIR and source DIR/env)"
        );
    }
    found
}
