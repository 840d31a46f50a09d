//! XFCC (XfccBasic), the SOAP 1.1 web service correspondence chess servers
//! offer: the requests and the reading of the answers in pure code
//! (`soap`), the HTTP transport in a thin shell (`http`), the known
//! servers, the user's accounts and where the password comes from
//! (`accounts`).

pub mod accounts;
pub mod http;
pub mod soap;

pub use accounts::{
    KNOWN_SERVERS, ServerAccount, ServerError, kept_password, password, remember_password,
    resolve_server, saved_accounts,
};
pub use http::{MoveRequest, XfccClient};
pub use soap::{NAMESPACE, XfccError};
