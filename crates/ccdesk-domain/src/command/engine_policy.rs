//! The per-event switch "engine allowed": events whose rules forbid engine
//! and tablebase help are listed in [`Project::engine_forbidden`].

use crate::project::Project;

/// Allows or forbids engine help in `event`. Switching to what is already
/// set changes nothing and says so.
pub(super) fn set_engine_allowed(project: &mut Project, event: &str, allowed: bool) -> String {
    let was = project.engine_allowed(event);
    if allowed {
        project.engine_forbidden.retain(|e| e != event);
    } else if was {
        project.engine_forbidden.push(event.to_owned());
    }
    match (was == allowed, allowed) {
        (true, true) => format!("engine help was already allowed in {event}"),
        (true, false) => format!("engine help was already off in {event}"),
        (false, true) => format!("engine help allowed in {event}"),
        (false, false) => format!("engine help switched off in {event}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{Command, apply, undo};

    #[test]
    fn forbidding_then_undoing_restores_the_project() {
        let mut project = Project::new("p");
        let before = project.clone();
        let event = apply(
            &mut project,
            Command::SetEngineAllowed {
                event: "Inter-Office 2025-26".into(),
                allowed: false,
            },
        )
        .unwrap();
        assert!(!project.engine_allowed("Inter-Office 2025-26"));
        assert!(project.engine_allowed("Club friendly"));
        // Forbidding twice lists the event once.
        apply(
            &mut project,
            Command::SetEngineAllowed {
                event: "Inter-Office 2025-26".into(),
                allowed: false,
            },
        )
        .unwrap();
        assert_eq!(project.engine_forbidden.len(), 1);
        undo(&mut project, event.undo);
        assert_eq!(project, before);
    }
}
