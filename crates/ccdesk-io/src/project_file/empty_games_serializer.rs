//! A serializer that writes a project as its serializer would, except
//! that the project's own `games` field is written as an empty list: the
//! rest of the file, into which the games written on every core are put.
//! Only the top-level struct's field is touched; every value inside it is
//! written by the wrapped serializer itself.

use serde::ser::{Serialize, SerializeStruct};

use ccdesk_domain::game::Game;

/// The name of the project's field that holds its games.
pub const GAMES_FIELD: &str = "games";

/// Wraps the serializer of a whole project (see the module's doc).
pub struct WithoutGames<S>(pub S);

/// The project's fields, its games written as `[]`.
pub struct FieldsWithoutGames<S>(S);

impl<S: SerializeStruct> SerializeStruct for FieldsWithoutGames<S> {
    type Ok = S::Ok;
    type Error = S::Error;

    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), S::Error> {
        if key == GAMES_FIELD {
            let none: &[Game] = &[];
            self.0.serialize_field(key, none)
        } else {
            self.0.serialize_field(key, value)
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
super::serializer_pass_through::serializer_but_structs!(WithoutGames, FieldsWithoutGames);
