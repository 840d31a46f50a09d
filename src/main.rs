//! The `ccdesk` program: the window, or a headless subcommand.

use std::process::ExitCode;

/// mimalloc, not the system's allocator: see `Cargo.toml`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let cli = match ccdesk::cli::parse(std::env::args_os()) {
        Ok(cli) => cli,
        Err(status) => return ExitCode::from(status),
    };
    match &cli.command {
        Some(command) => {
            let status = ccdesk::cli::run_command(
                command,
                &mut std::io::stdin().lock(),
                &mut std::io::stdout().lock(),
                &mut std::io::stderr().lock(),
            );
            ExitCode::from(status)
        }
        None => {
            if let Some(file) = &cli.file
                && !file.exists()
            {
                eprintln!(
                    "ccdesk: {}: no such file, and not a subcommand (see ccdesk --help)",
                    file.display()
                );
                return ExitCode::from(2);
            }
            #[cfg(not(feature = "gui"))]
            {
                eprintln!(
                    "ccdesk: this build has no window; run ccdesk --help for the subcommands"
                );
                ExitCode::from(2)
            }
            #[cfg(feature = "gui")]
            match ccdesk::app::run_window(cli.file) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("ccdesk: {e:#}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}
