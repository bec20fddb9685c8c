//! Rules about values that more than one feature accepts: plain one-line text (titles, settings),
//! phone numbers and email addresses (`contact.rs`). Each is written once here so the same value is accepted or
//! refused the same way wherever it is sent; the features only name the field and phrase the message.

pub mod contact;
pub mod text;
