//! A serializer that writes a struct (a game) as RON's serializer would,
//! except that each of its fields whose value is a plain string (a game's
//! moves, its event, its rules) is escaped by
//! [`quoted`](crate::project_file::ron_escape::quoted) and handed to RON to write as
//! it is ([`RawRon`]): the same bytes, without RON's call to the writer
//! for each char. Only the top-level struct's fields are touched; every
//! other value, and every value inside a field, is written by the wrapped
//! serializer itself.
//!
//! The wrapped serializer must be RON's, with `escape_strings` on (the
//! project file's [`pretty_config`](crate::project_file::pretty_config)):
//! [`RawRon`] means nothing to another, and without escapes RON writes a
//! string otherwise.

use serde::ser::{Serialize, SerializeStruct};

use crate::project_file::quoted_str::QuotedStr;
use crate::project_file::raw_ron::RawRon;

/// Wraps RON's serializer of a struct (see the module's doc).
pub struct FastStrings<S>(pub S);

/// The struct's fields, its plain strings written already escaped.
pub struct FastStringFields<S>(S);

impl<S: SerializeStruct> SerializeStruct for FastStringFields<S> {
    type Ok = S::Ok;
    type Error = S::Error;

    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), S::Error> {
        // A value that is not a plain string is refused before any of it
        // is written, and is written by RON instead.
        match value.serialize(QuotedStr) {
            Ok(quoted) => self.0.serialize_field(key, &RawRon(&quoted)),
            Err(_) => self.0.serialize_field(key, value),
        }
    }

    fn skip_field(&mut self, key: &'static str) -> Result<(), S::Error> {
        self.0.skip_field(key)
    }

    fn end(self) -> Result<S::Ok, S::Error> {
        self.0.end()
    }
}

// Every method but `serialize_struct` passes straight through.
super::serializer_pass_through::serializer_but_structs!(FastStrings, FastStringFields);
