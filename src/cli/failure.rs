//! Why a subcommand failed, with the exit status it gives (issue 30):
//! 1 for a write that failed or was refused (the project, an export, an
//! `.eml`, stdout), 2 for what the person asked that cannot be done as
//! asked (each subcommand's contract).

/// A subcommand's failure: its words and its exit status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The exit status.
    pub status: u8,
    /// What happened and where.
    pub message: String,
}

impl Failure {
    /// A file or stream that could not be written (or whose writing was
    /// refused): exit 1.
    #[must_use]
    pub fn write(message: impl Into<String>) -> Self {
        Failure {
            status: 1,
            message: message.into(),
        }
    }
}

/// A refusal of what was asked, as the subcommands said before: exit 2.
impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure { status: 2, message }
    }
}

/// [`From<String>`] for a fixed sentence.
impl From<&str> for Failure {
    fn from(message: &str) -> Self {
        Failure::from(message.to_owned())
    }
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}
