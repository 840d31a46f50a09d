//! The per-event switch "engine allowed": events whose rules forbid engine
//! and tablebase help are listed in [`Project::engine_forbidden`].

use super::{Command, Event};
use crate::project::Project;

/// Allows or forbids engine help in `event`; undone by the opposite switch.
/// Switching to what is already set changes nothing and says so.
pub(super) fn set_engine_allowed(project: &mut Project, event: String, allowed: bool) -> Event {
    let was = project.engine_allowed(&event);
    if allowed {
        project.engine_forbidden.retain(|e| *e != event);
    } else if was {
        project.engine_forbidden.push(event.clone());
    }
    let summary = match (was == allowed, allowed) {
        (true, true) => format!("engine help was already allowed in {event}"),
        (true, false) => format!("engine help was already off in {event}"),
        (false, true) => format!("engine help allowed in {event}"),
        (false, false) => format!("engine help switched off in {event}"),
    };
    Event {
        summary: summary.into(),
        undo: Command::SetEngineAllowed {
            event,
            allowed: was,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::apply;

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
        apply(&mut project, event.undo).unwrap();
        assert_eq!(project, before);
    }
}
