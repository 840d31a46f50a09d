//! Text handed to RON's serializer to be written as it is.
//!
//! RON 0.12 writes the content of a newtype struct named
//! `$ron::private::RawValue` verbatim (its `ron::value::RawValue` is
//! serialized so, and `RawValue::from_ron` would parse the text again
//! first). [`RawRon`] is that newtype over text ccdesk has already written
//! as RON would ([`quoted`](crate::project_file::ron_escape::quoted)). It is private
//! to the project file's writer, handed only to RON's own serializer: any
//! other serializer would write it as a struct named after the token.
//! Tests check that RON still writes it verbatim (a later RON that does not
//! is caught by the comparison of the writer with RON's own bytes).

use serde::{Serialize, Serializer};

/// The name RON 0.12's serializer writes the content of verbatim.
const RAW_VALUE_TOKEN: &str = "$ron::private::RawValue";

/// RON text written as it is; only for a RON serializer.
#[derive(Debug, Clone, Copy)]
pub struct RawRon<'a>(pub &'a str);

impl Serialize for RawRon<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(RAW_VALUE_TOKEN, self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ron_writes_the_text_as_it_is() {
        #[derive(Serialize)]
        struct Field<'a> {
            moves: RawRon<'a>,
        }
        let text = ron::to_string(&Field {
            moves: RawRon("\"e4 \\\"\""),
        })
        .unwrap();
        assert_eq!(text, "(moves:\"e4 \\\"\")");
        let pretty = ron::ser::to_string_pretty(
            &Field {
                moves: RawRon("\"x\""),
            },
            crate::project_file::pretty_config(),
        )
        .unwrap();
        assert!(pretty.contains("moves: \"x\""), "{pretty}");
    }
}
