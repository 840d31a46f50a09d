//! The `ccdesk` program: the window, or a headless subcommand.

use std::process::ExitCode;

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
        None => ExitCode::SUCCESS,
    }
}
