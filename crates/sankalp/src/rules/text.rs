//! Plain one-line text as stored: darshan titles and the site settings' values.

/// C0, DEL and C1 controls, and the bidirectional embeddings, overrides and isolates, which can make
/// a title read backwards or hide text (U+202E turns "evil.exe" around). Refused rather than stripped,
/// so what is stored is what the administrator sees. Joiners (U+200C, U+200D) stay: Devanagari and
/// Kannada spelling needs them.
pub fn is_forbidden_in_plain_text(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// `raw` without the spaces, tabs and line breaks around it. A C1 control (U+0085 counts as white
/// space) stays, to be refused by [`is_forbidden_in_plain_text`].
pub fn trim_plain_text(raw: &str) -> &str {
    raw.trim_matches(|c: char| c.is_whitespace() && (c.is_ascii() || !c.is_control()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_and_direction_overrides_are_forbidden_joiners_are_not() {
        for c in ['\0', '\n', '\u{7f}', '\u{9b}', '\u{202E}', '\u{2066}', '\u{200F}', '\u{061C}'] {
            assert!(is_forbidden_in_plain_text(c), "{c:?}");
        }
        for c in ['a', ' ', 'क', '\u{200C}', '\u{200D}', 'ಕ'] {
            assert!(!is_forbidden_in_plain_text(c), "{c:?}");
        }
    }

    #[test]
    fn trimming_keeps_a_c1_control_to_be_refused() {
        assert_eq!(trim_plain_text(" \t Puja \n"), "Puja");
        assert_eq!(trim_plain_text("\u{85}Puja"), "\u{85}Puja");
    }
}
