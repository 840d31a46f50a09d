//! A system keyring for tests: keyring 3's credential-store interface
//! (`keyring::credential::CredentialBuilderApi`), backed by one map in
//! memory that lasts as long as the test process, installed with
//! `keyring::set_default_credential_builder`. Every `keyring::Entry`
//! ccdesk makes in this process then lives here, so a password kept by
//! `ccdesk server login` (or the window's Sync) can be read back by a
//! later `server sync`, as from the kernel keyring. (The crate's own
//! `keyring::mock` keeps a password in its entry only: a second entry
//! for the same account starts empty, so it cannot show that.)

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Mutex, Once, OnceLock};

use keyring::credential::{Credential, CredentialApi, CredentialBuilderApi, CredentialPersistence};

type Store = Mutex<HashMap<(String, String), Vec<u8>>>;

fn store() -> &'static Store {
    static STORE: OnceLock<Store> = OnceLock::new();
    STORE.get_or_init(Store::default)
}

#[derive(Debug)]
struct MemoryCredential {
    service: String,
    user: String,
}

impl MemoryCredential {
    fn key(&self) -> (String, String) {
        (self.service.clone(), self.user.clone())
    }
}

impl CredentialApi for MemoryCredential {
    fn set_secret(&self, secret: &[u8]) -> keyring::Result<()> {
        store().lock().unwrap().insert(self.key(), secret.to_vec());
        Ok(())
    }

    fn get_secret(&self) -> keyring::Result<Vec<u8>> {
        store()
            .lock()
            .unwrap()
            .get(&self.key())
            .cloned()
            .ok_or(keyring::Error::NoEntry)
    }

    fn delete_credential(&self) -> keyring::Result<()> {
        store()
            .lock()
            .unwrap()
            .remove(&self.key())
            .map(|_| ())
            .ok_or(keyring::Error::NoEntry)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

struct MemoryBuilder;

impl CredentialBuilderApi for MemoryBuilder {
    fn build(
        &self,
        _target: Option<&str>,
        service: &str,
        user: &str,
    ) -> keyring::Result<Box<Credential>> {
        Ok(Box::new(MemoryCredential {
            service: service.to_owned(),
            user: user.to_owned(),
        }))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn persistence(&self) -> CredentialPersistence {
        CredentialPersistence::ProcessOnly
    }
}

/// Makes this process's keyring the memory one (once).
pub fn install() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| keyring::set_default_credential_builder(Box::new(MemoryBuilder)));
}

/// Every password the memory keyring holds, with its service and user.
#[must_use]
pub fn entries() -> Vec<(String, String, String)> {
    store()
        .lock()
        .unwrap()
        .iter()
        .map(|((s, u), p)| {
            (
                s.clone(),
                u.clone(),
                String::from_utf8_lossy(p).into_owned(),
            )
        })
        .collect()
}
