//! README.md's and SECURITY.md's promises are each named by a test
//! (issue 30, item 6): every `test: FILE::FUNCTION` they cite is a test
//! function of `tests/…/FILE.rs`, so a renamed or removed test cannot
//! leave a promise standing on nothing.

use std::path::{Path, PathBuf};

/// Every `.rs` file under `tests/`.
fn test_sources() -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(path);
            }
        }
    }
    found
}

/// The `FILE::FUNCTION` names `text` cites after `test:`.
fn cited(text: &str) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    words
        .windows(2)
        .filter(|w| w[0].ends_with("test:"))
        .map(|w| {
            w[1].trim_end_matches(|c: char| !(c.is_alphanumeric() || c == '_'))
                .to_owned()
        })
        .collect()
}

#[test]
fn every_test_the_readme_and_security_cite_exists() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let sources = test_sources();
    let mut total = 0;
    for page in ["README.md", "SECURITY.md"] {
        let text =
            std::fs::read_to_string(root.join(page)).unwrap_or_else(|e| panic!("{page}: {e}"));
        let names = cited(&text);
        assert!(names.len() >= 10, "{page} cites {} tests", names.len());
        for name in names {
            let (file, function) = name
                .split_once("::")
                .unwrap_or_else(|| panic!("{page}: `test: {name}` is not FILE::FUNCTION"));
            let defined = sources.iter().any(|p| {
                p.file_stem().is_some_and(|s| s == file)
                    && std::fs::read_to_string(p)
                        .is_ok_and(|text| text.contains(&format!("fn {function}(")))
            });
            assert!(
                defined,
                "{page} cites test {name}, but no tests/…/{file}.rs defines fn {function}"
            );
            total += 1;
        }
    }
    assert!(total >= 40, "{total} citations");
}
