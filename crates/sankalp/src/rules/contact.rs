//! One phone rule and one email rule for every field that holds a way to reach a person: the site
//! settings' phone and WhatsApp numbers and email, a booking's contact, an administrator's address.
//!
//! Both answer the message to show under the field, starting with the field's `label`.

/// Longest email address: the limit of a forward path in SMTP (RFC 5321).
pub const MAX_EMAIL_CHARS: usize = 254;

/// A phone number with its country code, valid for its country by Google's libphonenumber metadata (the
/// `phonenumber` crate; the browser side uses libphonenumber-js), answered in E.164 (`+911234567890`).
///
/// Written as people write numbers: a leading `+`, then digits with spaces, dashes, dots or brackets
/// between them. Anything else is refused before the library reads it, letters above all: the library
/// would turn `+1-800-FLOWERS` into keypad digits and `+91 98450 1234A` into a shorter number, storing a
/// number the person never wrote. A bare local number is refused too: it could belong to any country.
pub fn check_phone(label: &str, raw: &str) -> Result<String, String> {
    let value = raw.trim();
    let Some(rest) = value.strip_prefix('+') else {
        return Err(format!(
            "{label} must be an international number starting with + and the country code, as +911234567890"
        ));
    };
    if !rest.chars().all(|c| c.is_ascii_digit() || matches!(c, ' ' | '-' | '.' | '(' | ')')) {
        return Err(format!("{label} may contain only digits, spaces, dashes, dots and brackets after the leading +"));
    }
    let invalid = || format!("{label} is not a valid phone number for its country");
    let number = phonenumber::parse(None, value).map_err(|_| invalid())?;
    if !phonenumber::is_valid(&number) {
        return Err(invalid());
    }
    Ok(number.format().mode(phonenumber::Mode::E164).to_string())
}

/// An address people write to, answered trimmed: RFC 5322 as the `email_address` crate reads it, at
/// most [`MAX_EMAIL_CHARS`] characters, ASCII (mail is sent to it, and not every mail server takes
/// internationalised addresses), without a display name, an IP literal, a quoted local part or a comment,
/// and with a dotted domain.
pub fn check_email(label: &str, raw: &str) -> Result<String, String> {
    let value = raw.trim();
    if value.chars().count() > MAX_EMAIL_CHARS {
        return Err(format!("{label} must be at most {MAX_EMAIL_CHARS} characters"));
    }
    let invalid = || format!("{label} must be an email address, as name@example.org");
    if !value.is_ascii() {
        return Err(invalid());
    }
    let options = email_address::Options::default().without_display_text().without_domain_literal().with_required_tld();
    let address = email_address::EmailAddress::parse_with_options(value, options).map_err(|_| invalid())?;
    // Quoted local parts and comments are valid mail but no one types them into a contact field.
    if address.local_part().contains(['"', '(', ')', ' ', '\\']) || !address.domain().contains('.') {
        return Err(invalid());
    }
    Ok(value.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phones_are_answered_in_e164() {
        assert_eq!(check_phone("Phone", "+91 98450 12345").unwrap(), "+919845012345");
        assert_eq!(check_phone("Phone", " +1 212-555-0123 ").unwrap(), "+12125550123");
        assert_eq!(check_phone("Phone", "+1 (212) 555.0123").unwrap(), "+12125550123");
    }

    #[test]
    fn phones_without_a_country_code_or_valid_for_none_are_refused() {
        for bad in ["9845012345", "", "+", "+91 12", "+999 1234567", "++91 98450 12345"] {
            assert!(check_phone("Phone", bad).is_err(), "{bad}");
        }
        assert_eq!(check_phone("Phone", "+91 12").unwrap_err(), "Phone is not a valid phone number for its country");
    }

    #[test]
    fn phones_with_letters_or_other_signs_are_refused_before_the_library_reads_them() {
        for bad in
            ["+91 98450 1234A", "+1-800-FLOWERS", "+91 98450 12345 ext. 7", "+91/98450/12345", "+91 98450 12345#"]
        {
            assert_eq!(
                check_phone("WhatsApp number", bad).unwrap_err(),
                "WhatsApp number may contain only digits, spaces, dashes, dots and brackets after the leading +",
                "{bad}"
            );
        }
    }

    #[test]
    fn emails_people_write_to_are_accepted_trimmed() {
        assert_eq!(check_email("Email", " a.b@example.org ").unwrap(), "a.b@example.org");
        assert_eq!(check_email("Email", "namaste+puja@sankalp.example").unwrap(), "namaste+puja@sankalp.example");
    }

    #[test]
    fn other_emails_are_refused() {
        let long = format!("{}@example.org", "a".repeat(250));
        for bad in [
            "priest",
            "namaste@",
            "a@b@c.d",
            "a@localhost",
            "Priest <p@x.org>",
            "\"quoted\"@example.org",
            "a@[127.0.0.1]",
            "pūjā@example.org",
            long.as_str(),
        ] {
            assert!(check_email("Email", bad).is_err(), "{bad}");
        }
        assert_eq!(check_email("Email", "priest").unwrap_err(), "Email must be an email address, as name@example.org");
    }
}
