//! Where ccdesk keeps a password: the system keyring, shared by the mail
//! password (`mail::settings`) and the XFCC password (`xfcc::accounts`).
//!
//! On Linux that is the Secret Service (GNOME Keyring, KWallet) when one
//! answers on the session D-Bus, which keeps it across logins; else the
//! kernel keyring (keyutils: the key in the session keyring, linked to the
//! user's persistent keyring), which forgets it at logout and reboot. On
//! macOS the Keychain, on Windows the Credential Manager. Every outcome
//! names the store that holds the password, and a password that cannot
//! be read back once stored is removed again, so nothing is left half
//! stored.
//!
//! A credential store the program installed itself
//! (`keyring::set_default_credential_builder`, as the tests do with one in
//! memory) is used as it is, under the name "the system keyring".

use std::fmt;

/// A store that holds a password.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Store {
    /// The desktop's Secret Service on the session D-Bus (Linux).
    SecretService,
    /// The Linux kernel keyring (keyutils), until logout or reboot.
    KernelKeyring,
    /// The platform's own keyring: the macOS Keychain, the Windows
    /// Credential Manager, or the store the program installed.
    System,
}

impl fmt::Display for Store {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Store::SecretService => {
                "the Secret Service (the desktop's keyring: GNOME Keyring, KWallet), which keeps it across logins"
            }
            Store::KernelKeyring => {
                "the kernel keyring, which forgets it at logout and reboot"
            }
            Store::System if cfg!(target_os = "macos") => "the macOS Keychain",
            Store::System if cfg!(target_os = "windows") => "the Windows Credential Manager",
            Store::System => "the system keyring",
        })
    }
}

/// Where [`keep`] put a password, and why not in the Secret Service when
/// it fell back to the kernel keyring.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    /// The store that holds it now.
    pub store: Store,
    /// Why the Secret Service does not hold it, when the kernel keyring does.
    pub fallback: Option<String>,
}

impl fmt::Display for Kept {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.store)?;
        if let Some(why) = &self.fallback {
            write!(f, " ({why})")?;
        }
        Ok(())
    }
}

/// Why [`keep`] kept no password.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeepError {
    /// The password given is empty.
    #[error("the password is empty: nothing is kept")]
    Empty,
    /// The keyring gives no entry for the service and user.
    #[error("{error}")]
    NoEntry {
        /// The keyring's error, in its words.
        error: String,
    },
    /// Every store tried refused it or could not give it back; nothing is
    /// left stored (or, where said, a copy could not be removed again).
    #[error("{why}")]
    Refused {
        /// What each store tried did, in the stores' own words.
        why: String,
    },
}

/// Why [`forget`] could not remove a password.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ForgetError {
    /// The keyring gives no entry for the service and user.
    #[error("{error}")]
    NoEntry {
        /// The keyring's error, in its words.
        error: String,
    },
    /// A store that may hold it cannot be changed.
    #[error("{why}")]
    Unchanged {
        /// Which store and why, in the stores' own words.
        why: String,
    },
}

/// Keeps `password` for `user` of `service`, and reads it back to be
/// sure: in the Secret Service when one answers, else in the kernel
/// keyring (Linux); in the platform's keyring elsewhere.
///
/// # Errors
///
/// No store took it or could give it back; the error says why for each
/// store tried, and nothing is left stored.
pub fn keep(service: &str, user: &str, password: &str) -> Result<Kept, KeepError> {
    if password.is_empty() {
        return Err(KeepError::Empty);
    }
    let entry = keyring::Entry::new(service, user).map_err(|e| KeepError::NoEntry {
        error: e.to_string(),
    })?;
    #[cfg(target_os = "linux")]
    if linux::is_platform_default(&entry) {
        return linux::keep(service, user, password).map_err(|why| KeepError::Refused { why });
    }
    keep_in_entry(&entry, password)
        .map(|()| Kept {
            store: Store::System,
            fallback: None,
        })
        .map_err(|why| KeepError::Refused { why })
}

/// Why no password could be read from the system keyring: none is kept
/// (the caller may ask for one), or a store cannot be read (the keyring's
/// own words are kept).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// No store holds a password for the user.
    #[error("the system keyring holds none")]
    NoneKept,
    /// The keyring cannot be read.
    #[error("the system keyring cannot be read ({error})")]
    Unreadable {
        /// The keyring's error, in its words.
        error: String,
    },
    /// The Secret Service refused and the kernel keyring holds none (Linux).
    #[error(
        "the system keyring cannot be read (the Secret Service refused: {refusal}; the kernel keyring holds none)"
    )]
    SecretServiceRefused {
        /// The Secret Service's error, in its words.
        refusal: String,
    },
    /// The kernel keyring cannot be read (Linux).
    #[error("the system keyring cannot be read (the kernel keyring: {error})")]
    KernelUnreadable {
        /// The kernel keyring's error, in its words.
        error: String,
    },
}

/// The password kept for `user` of `service`, with the store that holds it.
///
/// # Errors
///
/// None is kept ([`ReadError::NoneKept`]), or no store can be read.
pub fn read(service: &str, user: &str) -> Result<(String, Store), ReadError> {
    let entry = keyring::Entry::new(service, user).map_err(|e| ReadError::Unreadable {
        error: e.to_string(),
    })?;
    #[cfg(target_os = "linux")]
    if linux::is_platform_default(&entry) {
        return linux::read(service, user);
    }
    match entry.get_password() {
        Ok(p) if !p.is_empty() => Ok((p, Store::System)),
        Ok(_) | Err(keyring::Error::NoEntry) => Err(ReadError::NoneKept),
        Err(e) => Err(ReadError::Unreadable {
            error: e.to_string(),
        }),
    }
}

/// Removes the password kept for `user` of `service` from every store
/// that holds one: the stores it was removed from, none when none held it.
///
/// # Errors
///
/// A store that may hold it cannot be changed; the error says which and why.
pub fn forget(service: &str, user: &str) -> Result<Vec<Store>, ForgetError> {
    let entry = keyring::Entry::new(service, user).map_err(|e| ForgetError::NoEntry {
        error: e.to_string(),
    })?;
    #[cfg(target_os = "linux")]
    if linux::is_platform_default(&entry) {
        return linux::forget(service, user).map_err(|why| ForgetError::Unchanged { why });
    }
    match entry.delete_credential() {
        Ok(()) => Ok(vec![Store::System]),
        Err(keyring::Error::NoEntry) => Ok(Vec::new()),
        Err(e) => Err(ForgetError::Unchanged {
            why: format!("{} cannot be changed ({e})", Store::System),
        }),
    }
}

/// The stores `forgotten` in words: "the Secret Service and the kernel
/// keyring", for a sentence that says where a password was removed from.
#[must_use]
pub fn names(forgotten: &[Store]) -> String {
    let short: Vec<&str> = forgotten
        .iter()
        .map(|s| match s {
            Store::SecretService => "the Secret Service",
            Store::KernelKeyring => "the kernel keyring",
            Store::System if cfg!(target_os = "macos") => "the macOS Keychain",
            Store::System if cfg!(target_os = "windows") => "the Windows Credential Manager",
            Store::System => "the system keyring",
        })
        .collect();
    short.join(" and ")
}

/// Sets `password` on `entry` and reads it back; removes it again when
/// it does not come back.
fn keep_in_entry(entry: &keyring::Entry, password: &str) -> Result<(), String> {
    entry.set_password(password).map_err(|e| e.to_string())?;
    match entry.get_password() {
        Ok(back) if back == password => Ok(()),
        outcome => {
            let why = match outcome {
                Ok(_) => "it gives back another password".to_owned(),
                Err(e) => format!("it cannot be read back: {e}"),
            };
            Err(match entry.delete_credential() {
                Ok(()) | Err(keyring::Error::NoEntry) => format!("{why}; nothing is kept"),
                Err(e) => format!("{why}, and it cannot be removed again ({e})"),
            })
        }
    }
}

/// The Linux stores: the Secret Service first, the kernel keyring when
/// none answers.
#[cfg(target_os = "linux")]
mod linux {
    use keyring::credential::CredentialApi;
    use keyring::keyutils::KeyutilsCredential;
    use keyring::secret_service::SsCredential;
    use linux_keyutils::{KeyRing, KeyRingIdentifier};

    use super::{Kept, ReadError, Store};

    /// Whether `entry` is the keyring crate's own Linux store (the Secret
    /// Service), not one the program installed.
    pub(super) fn is_platform_default(entry: &keyring::Entry) -> bool {
        entry
            .get_credential()
            .downcast_ref::<SsCredential>()
            .is_some()
    }

    /// Whether `error` says that no Secret Service answers on the session
    /// bus (no bus, no provider, no reply), rather than that one answered
    /// and refused.
    fn unanswered(error: &keyring::Error) -> bool {
        let (keyring::Error::PlatformFailure(inner) | keyring::Error::NoStorageAccess(inner)) =
            error
        else {
            return false;
        };
        match inner.downcast_ref::<dbus_secret_service::Error>() {
            Some(dbus_secret_service::Error::Dbus(e)) => e
                .name()
                .is_some_and(|n| n.starts_with("org.freedesktop.DBus.Error.")),
            Some(dbus_secret_service::Error::Unavailable) => true,
            _ => false,
        }
    }

    /// A Secret Service failure in words.
    fn secret_service_why(error: &keyring::Error) -> String {
        if unanswered(error) {
            format!("no Secret Service answers on the session D-Bus: {error}")
        } else {
            format!("the Secret Service refused it: {error}")
        }
    }

    pub(super) fn keep(service: &str, user: &str, password: &str) -> Result<Kept, String> {
        let why = match SsCredential::new_with_target(None, service, user) {
            Err(e) => secret_service_why(&e),
            Ok(ss) => match ss.set_password(password) {
                Err(e) => secret_service_why(&e),
                Ok(()) => match ss.get_password() {
                    Ok(back) if back == password => {
                        // An older copy in the kernel keyring would only
                        // confuse: the Secret Service holds it now.
                        let _ = forget_in_kernel(service, user);
                        return Ok(Kept {
                            store: Store::SecretService,
                            fallback: None,
                        });
                    }
                    outcome => {
                        let removed = match ss.delete_credential() {
                            Ok(()) | Err(keyring::Error::NoEntry) => String::new(),
                            Err(e) => format!(", and it cannot be removed from it again ({e})"),
                        };
                        match outcome {
                            Ok(_) => {
                                format!("the Secret Service gave back another password{removed}")
                            }
                            Err(e) => format!(
                                "the Secret Service took it but cannot give it back ({e}){removed}"
                            ),
                        }
                    }
                },
            },
        };
        match keep_in_kernel(service, user, password) {
            Ok(()) => Ok(Kept {
                store: Store::KernelKeyring,
                fallback: Some(why),
            }),
            Err(kernel) => Err(format!("{why}; and the kernel keyring {kernel}")),
        }
    }

    pub(super) fn read(service: &str, user: &str) -> Result<(String, Store), ReadError> {
        let ss_why = match SsCredential::new_with_target(None, service, user)
            .and_then(|ss| ss.get_password())
        {
            Ok(p) if !p.is_empty() => return Ok((p, Store::SecretService)),
            Ok(_) | Err(keyring::Error::NoEntry) => None,
            Err(e) if unanswered(&e) => None,
            Err(e) => Some(e.to_string()),
        };
        let kernel =
            KeyutilsCredential::new_with_target(None, service, user).and_then(|k| k.get_password());
        match (kernel, ss_why) {
            (Ok(p), _) if !p.is_empty() => Ok((p, Store::KernelKeyring)),
            (Ok(_) | Err(keyring::Error::NoEntry), None) => Err(ReadError::NoneKept),
            (Ok(_) | Err(keyring::Error::NoEntry), Some(refusal)) => {
                Err(ReadError::SecretServiceRefused { refusal })
            }
            (Err(e), _) => Err(ReadError::KernelUnreadable {
                error: e.to_string(),
            }),
        }
    }

    pub(super) fn forget(service: &str, user: &str) -> Result<Vec<Store>, String> {
        let mut forgotten = Vec::new();
        let ss = match SsCredential::new_with_target(None, service, user)
            .and_then(|ss| ss.delete_credential())
        {
            Ok(()) => {
                forgotten.push(Store::SecretService);
                Ok(())
            }
            Err(keyring::Error::NoEntry) => Ok(()),
            Err(e) if unanswered(&e) => Ok(()),
            Err(e) => Err(format!("the Secret Service cannot remove it ({e})")),
        };
        let kernel = match forget_in_kernel(service, user) {
            Ok(true) => {
                forgotten.push(Store::KernelKeyring);
                Ok(())
            }
            Ok(false) => Ok(()),
            Err(e) => Err(e),
        };
        match (ss, kernel) {
            (Ok(()), Ok(())) => Ok(forgotten),
            (Err(e), Ok(())) | (Ok(()), Err(e)) => Err(e),
            (Err(a), Err(b)) => Err(format!("{a}; {b}")),
        }
    }

    /// The kernel keyring's description of the key, as the keyring crate
    /// names it (so a password kept by an earlier ccdesk is found).
    fn description(service: &str, user: &str) -> String {
        format!("keyring-rs:{user}@{service}")
    }

    /// Adds the key to the session keyring, links it to the persistent
    /// one and reads it back as the next ccdesk will (by searching); when
    /// any step fails, unlinks the key from both, so the kernel drops it
    /// and no unreadable key is left.
    fn keep_in_kernel(service: &str, user: &str, password: &str) -> Result<(), String> {
        let session = KeyRing::from_special_id(KeyRingIdentifier::Session, false)
            .map_err(|e| format!("has no session keyring here ({e}); nothing is kept"))?;
        let persistent = KeyRing::get_persistent(KeyRingIdentifier::Session).ok();
        let key = session
            .add_key(&description(service, user), password.as_bytes())
            .map_err(|e| format!("refused it ({e}); nothing is kept"))?;
        let linked = persistent.map_or(Ok(()), |p| p.link_key(key));
        let back =
            KeyutilsCredential::new_with_target(None, service, user).and_then(|k| k.get_password());
        let why = match (linked, back) {
            (Ok(()), Ok(b)) if b == password => return Ok(()),
            (Err(e), _) => {
                format!("took it but cannot link it to the user's persistent keyring ({e})")
            }
            (Ok(()), Ok(_)) => "gave back another password".to_owned(),
            (Ok(()), Err(e)) => format!(
                "took it but cannot give it back ({e}): this process has no session keyring of its own (a container, a login without pam_keyinit)"
            ),
        };
        if let Some(p) = persistent {
            let _ = p.unlink_key(key);
        }
        let _ = key.invalidate();
        // Unlinked from the session keyring too, the key has no link left
        // and the kernel drops it, even where it may no longer be read.
        match session.unlink_key(key) {
            Ok(()) | Err(linux_keyutils::KeyError::KeyDoesNotExist) => {
                Err(format!("{why}; nothing is kept"))
            }
            Err(e) => Err(format!("{why}, and the key cannot be removed again ({e})")),
        }
    }

    /// Removes the key from the kernel keyring: `true` when there was one.
    fn forget_in_kernel(service: &str, user: &str) -> Result<bool, String> {
        match KeyutilsCredential::new_with_target(None, service, user)
            .and_then(|k| k.delete_credential())
        {
            Ok(()) => Ok(true),
            Err(keyring::Error::NoEntry) => Ok(false),
            Err(e) => Err(format!("the kernel keyring cannot remove it ({e})")),
        }
    }
}

#[cfg(test)]
mod read_error_tests {
    use super::ReadError;

    #[test]
    fn each_read_error_keeps_the_words_the_callers_show() {
        assert_eq!(
            ReadError::NoneKept.to_string(),
            "the system keyring holds none"
        );
        assert_eq!(
            ReadError::Unreadable {
                error: "locked".to_owned()
            }
            .to_string(),
            "the system keyring cannot be read (locked)"
        );
        assert_eq!(
            ReadError::SecretServiceRefused {
                refusal: "no session".to_owned()
            }
            .to_string(),
            "the system keyring cannot be read (the Secret Service refused: no session; the kernel keyring holds none)"
        );
        assert_eq!(
            ReadError::KernelUnreadable {
                error: "EACCES".to_owned()
            }
            .to_string(),
            "the system keyring cannot be read (the kernel keyring: EACCES)"
        );
    }
}
