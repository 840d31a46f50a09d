//! The `serde::Serializer` of a wrapper that writes as the serializer it
//! wraps, but for the structs it is given: every method passes straight
//! through except `serialize_struct`, whose fields go to a wrapper of the
//! wrapped serializer's. Written once for the two serializers of the
//! project file that need it ([`super::empty_games_serializer`],
//! [`super::raw_string_fields`]).

/// Implements `serde::Serializer` for `$outer<S>(S)`, a wrapper of the
/// serializer `S`: every method is `S`'s but `serialize_struct`, which
/// wraps `S`'s struct serializer in `$fields`.
macro_rules! serializer_but_structs {
    ($outer:ident, $fields:ident) => {
        impl<S: serde::Serializer> serde::Serializer for $outer<S> {
            type Ok = S::Ok;
            type Error = S::Error;
            type SerializeSeq = S::SerializeSeq;
            type SerializeTuple = S::SerializeTuple;
            type SerializeTupleStruct = S::SerializeTupleStruct;
            type SerializeTupleVariant = S::SerializeTupleVariant;
            type SerializeMap = S::SerializeMap;
            type SerializeStruct = $fields<S::SerializeStruct>;
            type SerializeStructVariant = S::SerializeStructVariant;

            fn serialize_struct(
                self,
                name: &'static str,
                len: usize,
            ) -> Result<Self::SerializeStruct, S::Error> {
                self.0.serialize_struct(name, len).map($fields)
            }

            fn is_human_readable(&self) -> bool {
                self.0.is_human_readable()
            }

            fn serialize_bool(self, v: bool) -> Result<S::Ok, S::Error> {
                self.0.serialize_bool(v)
            }
            fn serialize_i8(self, v: i8) -> Result<S::Ok, S::Error> {
                self.0.serialize_i8(v)
            }
            fn serialize_i16(self, v: i16) -> Result<S::Ok, S::Error> {
                self.0.serialize_i16(v)
            }
            fn serialize_i32(self, v: i32) -> Result<S::Ok, S::Error> {
                self.0.serialize_i32(v)
            }
            fn serialize_i64(self, v: i64) -> Result<S::Ok, S::Error> {
                self.0.serialize_i64(v)
            }
            fn serialize_i128(self, v: i128) -> Result<S::Ok, S::Error> {
                self.0.serialize_i128(v)
            }
            fn serialize_u8(self, v: u8) -> Result<S::Ok, S::Error> {
                self.0.serialize_u8(v)
            }
            fn serialize_u16(self, v: u16) -> Result<S::Ok, S::Error> {
                self.0.serialize_u16(v)
            }
            fn serialize_u32(self, v: u32) -> Result<S::Ok, S::Error> {
                self.0.serialize_u32(v)
            }
            fn serialize_u64(self, v: u64) -> Result<S::Ok, S::Error> {
                self.0.serialize_u64(v)
            }
            fn serialize_u128(self, v: u128) -> Result<S::Ok, S::Error> {
                self.0.serialize_u128(v)
            }
            fn serialize_f32(self, v: f32) -> Result<S::Ok, S::Error> {
                self.0.serialize_f32(v)
            }
            fn serialize_f64(self, v: f64) -> Result<S::Ok, S::Error> {
                self.0.serialize_f64(v)
            }
            fn serialize_char(self, v: char) -> Result<S::Ok, S::Error> {
                self.0.serialize_char(v)
            }
            fn serialize_str(self, v: &str) -> Result<S::Ok, S::Error> {
                self.0.serialize_str(v)
            }
            fn serialize_bytes(self, v: &[u8]) -> Result<S::Ok, S::Error> {
                self.0.serialize_bytes(v)
            }
            fn serialize_none(self) -> Result<S::Ok, S::Error> {
                self.0.serialize_none()
            }
            fn serialize_some<T: ?Sized + serde::Serialize>(
                self,
                value: &T,
            ) -> Result<S::Ok, S::Error> {
                self.0.serialize_some(value)
            }
            fn serialize_unit(self) -> Result<S::Ok, S::Error> {
                self.0.serialize_unit()
            }
            fn serialize_unit_struct(self, name: &'static str) -> Result<S::Ok, S::Error> {
                self.0.serialize_unit_struct(name)
            }
            fn serialize_unit_variant(
                self,
                name: &'static str,
                index: u32,
                variant: &'static str,
            ) -> Result<S::Ok, S::Error> {
                self.0.serialize_unit_variant(name, index, variant)
            }
            fn serialize_newtype_struct<T: ?Sized + serde::Serialize>(
                self,
                name: &'static str,
                value: &T,
            ) -> Result<S::Ok, S::Error> {
                self.0.serialize_newtype_struct(name, value)
            }
            fn serialize_newtype_variant<T: ?Sized + serde::Serialize>(
                self,
                name: &'static str,
                index: u32,
                variant: &'static str,
                value: &T,
            ) -> Result<S::Ok, S::Error> {
                self.0
                    .serialize_newtype_variant(name, index, variant, value)
            }
            fn serialize_seq(self, len: Option<usize>) -> Result<S::SerializeSeq, S::Error> {
                self.0.serialize_seq(len)
            }
            fn serialize_tuple(self, len: usize) -> Result<S::SerializeTuple, S::Error> {
                self.0.serialize_tuple(len)
            }
            fn serialize_tuple_struct(
                self,
                name: &'static str,
                len: usize,
            ) -> Result<S::SerializeTupleStruct, S::Error> {
                self.0.serialize_tuple_struct(name, len)
            }
            fn serialize_tuple_variant(
                self,
                name: &'static str,
                index: u32,
                variant: &'static str,
                len: usize,
            ) -> Result<S::SerializeTupleVariant, S::Error> {
                self.0.serialize_tuple_variant(name, index, variant, len)
            }
            fn serialize_map(self, len: Option<usize>) -> Result<S::SerializeMap, S::Error> {
                self.0.serialize_map(len)
            }
            fn serialize_struct_variant(
                self,
                name: &'static str,
                index: u32,
                variant: &'static str,
                len: usize,
            ) -> Result<S::SerializeStructVariant, S::Error> {
                self.0.serialize_struct_variant(name, index, variant, len)
            }
        }
    };
}

pub(crate) use serializer_but_structs;
