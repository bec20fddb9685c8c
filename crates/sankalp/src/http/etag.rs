//! `If-None-Match`, checked one way for every answer with an ETag (media, the OpenAPI document, the
//! site's files and pages).

use axum::http::{HeaderMap, header};

/// Whether the request's `If-None-Match` names `etag`, so the answer is 304. The comparison is weak,
/// as RFC 9110 (section 13.1.2) asks for this header: `W/"x"` and `"x"` match either of each other. `*`
/// matches any current representation. Several header lines count as one list; a list that cannot be
/// read (not visible ASCII, an unquoted tag) matches nothing, so the full answer is sent.
pub fn if_none_match_matches(headers: &HeaderMap, etag: &str) -> bool {
    let Some(wanted) = opaque(etag.trim()) else { return false };
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .any(|list| list_names(list, wanted))
}

/// The opaque tag of one entity tag (`"x"` of `W/"x"` and of `"x"`), quotes included.
fn opaque(tag: &str) -> Option<&str> {
    let tag = tag.strip_prefix("W/").unwrap_or(tag);
    let inner = tag.strip_prefix('"')?.strip_suffix('"')?;
    (!inner.contains('"')).then_some(tag)
}

/// Whether the list (`*` or entity tags separated by commas, which a tag may itself contain) names
/// `wanted`.
fn list_names(list: &str, wanted: &str) -> bool {
    let mut rest = list.trim_start_matches([' ', '\t', ',']);
    if rest.trim_end() == "*" {
        return true;
    }
    while !rest.is_empty() {
        let tag = rest.strip_prefix("W/").unwrap_or(rest);
        let Some(after_quote) = tag.strip_prefix('"') else { return false };
        let Some(end) = after_quote.find('"') else { return false };
        if &tag[..end + 2] == wanted {
            return true;
        }
        rest = after_quote[end + 1..].trim_start_matches([' ', '\t', ',']);
    }
    false
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn asking(values: &[&str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(header::IF_NONE_MATCH, HeaderValue::from_str(value).unwrap());
        }
        headers
    }

    #[test]
    fn the_same_tag_matches_weakly() {
        assert!(if_none_match_matches(&asking(&["\"a\""]), "\"a\""));
        assert!(if_none_match_matches(&asking(&["W/\"a\""]), "\"a\""));
        assert!(if_none_match_matches(&asking(&["\"a\""]), "W/\"a\""));
        assert!(if_none_match_matches(&asking(&["W/\"a\""]), "W/\"a\""));
    }

    #[test]
    fn any_tag_of_the_list_or_a_star_matches() {
        assert!(if_none_match_matches(&asking(&["\"b\", W/\"a\""]), "\"a\""));
        assert!(if_none_match_matches(&asking(&["\"b\",\"a\" "]), "\"a\""));
        assert!(if_none_match_matches(&asking(&["\"b\"", "\"a\""]), "\"a\""));
        assert!(if_none_match_matches(&asking(&["*"]), "\"a\""));
        assert!(if_none_match_matches(&asking(&[" * "]), "\"a\""));
    }

    #[test]
    fn a_comma_inside_a_tag_is_part_of_it() {
        assert!(if_none_match_matches(&asking(&["\"x,y\""]), "\"x,y\""));
        assert!(!if_none_match_matches(&asking(&["\"x,y\""]), "\"y\""));
    }

    #[test]
    fn other_tags_absent_headers_and_bad_lists_do_not_match() {
        assert!(!if_none_match_matches(&asking(&["\"b\""]), "\"a\""));
        assert!(!if_none_match_matches(&asking(&[]), "\"a\""));
        assert!(!if_none_match_matches(&asking(&["a"]), "\"a\""));
        assert!(!if_none_match_matches(&asking(&["\"a"]), "\"a\""));
        assert!(!if_none_match_matches(&asking(&["\"ab\""]), "\"a\""));
        assert!(!if_none_match_matches(&asking(&["w/\"a\""]), "\"a\""));
    }
}
