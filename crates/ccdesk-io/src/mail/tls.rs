//! TLS for the mail servers: rustls with the system's roots (the CA
//! bundle of the distribution when there is one, else the Mozilla roots
//! built in) plus an optional extra CA file (`CCDESK_MAIL_CA` or the
//! account's `ca_file`).

use std::path::Path;
use std::sync::Arc;

use rustls::RootCertStore;
use rustls_pki_types::CertificateDer;
use rustls_pki_types::pem::PemObject;

/// Why the certificates trusted could not be had.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CaError {
    /// The file cannot be read.
    #[error("{path}: {error}")]
    Unreadable {
        /// The file named.
        path: String,
        /// The system's words.
        error: String,
    },
    /// The file is not a PEM certificate file.
    #[error("{path}: not a PEM certificate file: {error}")]
    NotPem {
        /// The file named.
        path: String,
        /// The PEM reader's words.
        error: String,
    },
    /// The file holds no certificate.
    #[error("{path}: holds no certificate")]
    Empty {
        /// The file named.
        path: String,
    },
    /// rustls refused a certificate of the extra CA file.
    #[error("{path}: the CA certificate is refused: {error}")]
    Refused {
        /// The file named.
        path: String,
        /// rustls's words.
        error: String,
    },
    /// The crypto provider refused the protocol versions.
    #[error("{error}")]
    Versions {
        /// rustls's words.
        error: String,
    },
}

/// The environment variable naming an extra CA file (PEM).
pub const CA_VARIABLE: &str = "CCDESK_MAIL_CA";

/// Where the distributions keep their CA bundle.
const SYSTEM_BUNDLES: [&str; 4] = [
    "/etc/ssl/certs/ca-certificates.crt",
    "/etc/pki/tls/certs/ca-bundle.crt",
    "/etc/ssl/cert.pem",
    "/etc/ssl/ca-bundle.pem",
];

/// The extra CA file: `CCDESK_MAIL_CA` when set, else the account's.
#[must_use]
pub fn extra_ca(account_ca: Option<&str>) -> Option<String> {
    std::env::var(CA_VARIABLE)
        .ok()
        .filter(|s| !s.trim().is_empty())
        .or_else(|| account_ca.map(str::to_owned))
}

/// The certificates of a PEM file.
///
/// # Errors
///
/// The file cannot be read or holds no certificate.
pub fn certificates(path: &Path) -> Result<Vec<CertificateDer<'static>>, CaError> {
    let named = || path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| CaError::Unreadable {
        path: named(),
        error: e.to_string(),
    })?;
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_slice_iter(&bytes)
        .collect::<Result<_, _>>()
        .map_err(|e| CaError::NotPem {
            path: named(),
            error: e.to_string(),
        })?;
    if certs.is_empty() {
        return Err(CaError::Empty { path: named() });
    }
    Ok(certs)
}

/// The roots trusted: the system's bundle (else the built-in Mozilla
/// roots) and the extra CA file.
///
/// # Errors
///
/// The extra CA file cannot be read or is not a certificate.
pub fn roots(extra: Option<&str>) -> Result<RootCertStore, CaError> {
    let mut store = RootCertStore::empty();
    let system = SYSTEM_BUNDLES
        .iter()
        .find_map(|p| certificates(Path::new(p)).ok());
    match system {
        Some(certs) => {
            store.add_parsable_certificates(certs);
        }
        None => store.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned()),
    }
    if let Some(path) = extra {
        for cert in certificates(Path::new(path))? {
            store.add(cert).map_err(|e| CaError::Refused {
                path: path.to_owned(),
                error: e.to_string(),
            })?;
        }
    }
    Ok(store)
}

/// A rustls client configuration over [`roots`], with the ring provider.
///
/// # Errors
///
/// As [`roots`]; the protocol versions refused by the provider.
pub fn client_config(extra: Option<&str>) -> Result<Arc<rustls::ClientConfig>, CaError> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| CaError::Versions {
            error: e.to_string(),
        })?
        .with_root_certificates(roots(extra)?)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// The PEM files whose certificates lettre is given (the system bundle
/// found and the extra CA), as bytes.
#[must_use]
pub fn pem_files(extra: Option<&str>) -> Vec<Vec<u8>> {
    let mut files: Vec<Vec<u8>> = SYSTEM_BUNDLES
        .iter()
        .find_map(|p| std::fs::read(p).ok())
        .into_iter()
        .collect();
    if let Some(path) = extra
        && let Ok(bytes) = std::fs::read(path)
    {
        files.push(bytes);
    }
    files
}
