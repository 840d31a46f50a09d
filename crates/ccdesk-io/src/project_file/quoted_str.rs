//! A serializer that takes only a string, and gives it back as RON writes
//! it: quoted and escaped ([`quoted`]). Anything else it refuses at once
//! ([`NotAStr`]), before any part of it is written, so the caller writes
//! that value with RON's own serializer instead.

use serde::Serialize;
use serde::ser::{Impossible, Serializer};

use crate::project_file::ron_escape::quoted;

/// Serializes a string into the text RON writes for it (see the module).
#[derive(Debug, Clone, Copy)]
pub struct QuotedStr;

/// The value was not a plain string.
#[derive(Debug)]
pub struct NotAStr;

impl std::fmt::Display for NotAStr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("not a string")
    }
}

impl std::error::Error for NotAStr {}

impl serde::ser::Error for NotAStr {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        NotAStr
    }
}

type Refused = Result<Impossible<String, NotAStr>, NotAStr>;

impl Serializer for QuotedStr {
    type Ok = String;
    type Error = NotAStr;
    type SerializeSeq = Impossible<String, NotAStr>;
    type SerializeTuple = Impossible<String, NotAStr>;
    type SerializeTupleStruct = Impossible<String, NotAStr>;
    type SerializeTupleVariant = Impossible<String, NotAStr>;
    type SerializeMap = Impossible<String, NotAStr>;
    type SerializeStruct = Impossible<String, NotAStr>;
    type SerializeStructVariant = Impossible<String, NotAStr>;

    fn serialize_str(self, v: &str) -> Result<String, NotAStr> {
        Ok(quoted(v))
    }

    fn serialize_bool(self, _: bool) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_i8(self, _: i8) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_i16(self, _: i16) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_i32(self, _: i32) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_i64(self, _: i64) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_u8(self, _: u8) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_u16(self, _: u16) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_u32(self, _: u32) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_u64(self, _: u64) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_f32(self, _: f32) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_f64(self, _: f64) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_char(self, _: char) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_none(self) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_some<T: ?Sized + Serialize>(self, _: &T) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_unit(self) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_unit_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
    ) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: &T,
    ) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<String, NotAStr> {
        Err(NotAStr)
    }
    fn serialize_seq(self, _: Option<usize>) -> Refused {
        Err(NotAStr)
    }
    fn serialize_tuple(self, _: usize) -> Refused {
        Err(NotAStr)
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Refused {
        Err(NotAStr)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Refused {
        Err(NotAStr)
    }
    fn serialize_map(self, _: Option<usize>) -> Refused {
        Err(NotAStr)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Refused {
        Err(NotAStr)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Refused {
        Err(NotAStr)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_string_is_given_back_as_ron_writes_it_and_anything_else_refused() {
        let text = "O'Brien \"x\" \\\n";
        assert_eq!(
            text.serialize(QuotedStr).unwrap(),
            ron::to_string(text).unwrap()
        );
        assert!(Some("x").serialize(QuotedStr).is_err());
        assert!(3_u32.serialize(QuotedStr).is_err());
        assert!(Vec::<String>::new().serialize(QuotedStr).is_err());
    }
}
