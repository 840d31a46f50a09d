//! A real Secret Service for tests: a D-Bus session bus of the test's own
//! (`dbus-daemon --session`) and GNOME Keyring's secrets daemon on it
//! (`gnome-keyring-daemon --unlock --components=secrets`, Debian's
//! gnome-keyring), its login keyring made in a folder of the test's own
//! and unlocked with a password fed on stdin. A ccdesk run with
//! [`SecretService::address`] as `DBUS_SESSION_BUS_ADDRESS` keeps its
//! passwords there. [`SecretService::log_in_again`] stops both daemons
//! and starts new ones on the same folder, as a logout and a login do:
//! what the Secret Service keeps survives it. Both daemons stop when the
//! value is dropped.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The password of the test's login keyring.
const LOGIN_PASSWORD: &str = "ccdesk-test-login";

/// Whether the Secret Service tests must run: `CCDESK_KEYRING=required`
/// (as .ci/test sets) makes a Secret Service that cannot be started a
/// failure.
#[must_use]
pub fn required() -> bool {
    std::env::var("CCDESK_KEYRING").is_ok_and(|v| v == "required")
}

/// A session bus with GNOME Keyring's Secret Service on it.
pub struct SecretService {
    home: tempfile::TempDir,
    bus: Child,
    keyring: Child,
    address: String,
}

impl SecretService {
    /// Starts both daemons; `Err` says why they cannot run here.
    pub fn start() -> Result<SecretService, String> {
        let home = tempfile::tempdir().map_err(|e| e.to_string())?;
        let (bus, keyring, address) = start_daemons(home.path())?;
        Ok(SecretService {
            home,
            bus,
            keyring,
            address,
        })
    }

    /// Starts both, or, where they cannot run, says why and gives `None`
    /// (a failure under `CCDESK_KEYRING=required`).
    pub fn start_or_skip() -> Option<SecretService> {
        match SecretService::start() {
            Ok(s) => Some(s),
            Err(why) => {
                assert!(
                    !required(),
                    "CCDESK_KEYRING=required, but no Secret Service can be started: {why}"
                );
                println!("note: skipped, no Secret Service can be started here: {why}");
                None
            }
        }
    }

    /// The bus's address, for `DBUS_SESSION_BUS_ADDRESS`.
    #[must_use]
    pub fn address(&self) -> &str {
        &self.address
    }

    /// Stops both daemons and starts new ones on the same keyring folder:
    /// a new login.
    pub fn log_in_again(&mut self) {
        stop(&mut self.keyring);
        stop(&mut self.bus);
        let (bus, keyring, address) = start_daemons(self.home.path()).unwrap();
        self.bus = bus;
        self.keyring = keyring;
        self.address = address;
    }
}

impl Drop for SecretService {
    fn drop(&mut self) {
        stop(&mut self.keyring);
        stop(&mut self.bus);
    }
}

fn stop(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}

/// The bus (its address read from its first line) and the keyring daemon,
/// which owns `org.freedesktop.secrets` before this returns.
fn start_daemons(home: &Path) -> Result<(Child, Child, String), String> {
    let runtime = home.join("run");
    std::fs::create_dir_all(&runtime).map_err(|e| e.to_string())?;
    let mut bus = Command::new("dbus-daemon")
        .args(["--session", "--nofork", "--print-address=1"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("dbus-daemon (Debian's dbus) cannot run: {e}"))?;
    let mut line = String::new();
    BufReader::new(bus.stdout.take().unwrap())
        .read_line(&mut line)
        .map_err(|e| e.to_string())?;
    let address = line.trim().to_owned();
    if address.is_empty() {
        stop(&mut bus);
        return Err("dbus-daemon gave no address".to_owned());
    }
    let keyring = Command::new("gnome-keyring-daemon")
        .args(["--foreground", "--unlock", "--components=secrets"])
        .env("HOME", home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_RUNTIME_DIR", &runtime)
        .env("DBUS_SESSION_BUS_ADDRESS", &address)
        .env_remove("DISPLAY")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    let mut keyring = match keyring {
        Ok(k) => k,
        Err(e) => {
            stop(&mut bus);
            return Err(format!(
                "gnome-keyring-daemon (Debian's gnome-keyring) cannot run: {e}"
            ));
        }
    };
    {
        let mut stdin = keyring.stdin.take().unwrap();
        stdin.write_all(LOGIN_PASSWORD.as_bytes()).unwrap();
    }
    // Ready once the name is owned on the bus.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let owned = Command::new("dbus-send")
            .args([
                &format!("--bus={address}"),
                "--print-reply",
                "--dest=org.freedesktop.DBus",
                "/org/freedesktop/DBus",
                "org.freedesktop.DBus.NameHasOwner",
                "string:org.freedesktop.secrets",
            ])
            .output()
            .map_err(|e| format!("dbus-send cannot run: {e}"))?;
        if String::from_utf8_lossy(&owned.stdout).contains("boolean true") {
            return Ok((bus, keyring, address));
        }
        if Instant::now() > deadline || keyring.try_wait().ok().flatten().is_some() {
            stop(&mut keyring);
            stop(&mut bus);
            return Err(
                "gnome-keyring-daemon did not take org.freedesktop.secrets within 10 s".to_owned(),
            );
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}
