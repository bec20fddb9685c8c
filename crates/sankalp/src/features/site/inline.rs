//! A rendered page's stylesheets put into its HTML (ARCHITECTURE.md §10): each
//! `<link rel="stylesheet" href="/assets/….css"/>` of the head becomes a `<style>` element holding the
//! embedded file's text, so that the first paint waits on the document alone, and the page's
//! Content-Security-Policy allows exactly those texts by their hashes.
//!
//! The rewrite works on the one form of link the render bundle writes (`head()` in web/app/renderer.tsx),
//! in the head only, where every text of the content is escaped: `<` never comes from the content there.
//! A link of any other form, to a file that is not embedded, or whose text could end the element early
//! (`</style`), is left as it is and loads as before.

use axum::http::HeaderValue;

use crate::http::csp::{style_hash, with_style_hashes};

/// The exact markup of a stylesheet link the render bundle writes, around its address.
const LINK_OPEN: &str = "<link rel=\"stylesheet\" href=\"";
const LINK_CLOSE: &str = "\"/>";

/// A page with its stylesheets inline, and the hashes (CSP source expressions) of their texts in order.
#[derive(Debug, PartialEq, Eq)]
pub struct Inlined {
    pub html: String,
    pub hashes: Vec<String>,
}

/// A rendered page with the site's embedded stylesheets its head links put inline, and the
/// Content-Security-Policy that allows exactly their texts (`None`: nothing was inlined, the common policy
/// holds). Both the render cache's pages and the private booking page are answered this way.
pub fn inline_site_stylesheets(html: String) -> (String, Option<HeaderValue>) {
    let Inlined { html, hashes } = inline_stylesheets(html, super::embedded::stylesheet);
    let policy = (!hashes.is_empty()).then(|| with_style_hashes(&hashes));
    (html, policy)
}

/// `html` with each stylesheet link of its head replaced by the text `stylesheet` finds for its address
/// (`None`: the link stays).
pub fn inline_stylesheets<'a>(html: String, stylesheet: impl Fn(&str) -> Option<&'a str>) -> Inlined {
    let Some(head_end) = html.find("</head>") else { return Inlined { html, hashes: Vec::new() } };
    let (head, rest) = html.split_at(head_end);
    let mut out = String::with_capacity(html.len() + 32 * 1024);
    let mut hashes: Vec<String> = Vec::new();
    let mut tail = head;
    while let Some(start) = tail.find(LINK_OPEN) {
        let after = &tail[start + LINK_OPEN.len()..];
        let text = after.find(LINK_CLOSE).and_then(|end| {
            let href = &after[..end];
            let text = stylesheet(href).filter(|text| !text.to_ascii_lowercase().contains("</style"))?;
            Some((text, LINK_OPEN.len() + end + LINK_CLOSE.len()))
        });
        match text {
            Some((text, len)) => {
                out.push_str(&tail[..start]);
                out.push_str("<style>");
                out.push_str(text);
                out.push_str("</style>");
                let hash = style_hash(text);
                if !hashes.contains(&hash) {
                    hashes.push(hash);
                }
                tail = &tail[start + len..];
            }
            None => {
                out.push_str(&tail[..start + LINK_OPEN.len()]);
                tail = after;
            }
        }
    }
    if hashes.is_empty() {
        return Inlined { html, hashes };
    }
    out.push_str(tail);
    out.push_str(rest);
    Inlined { html: out, hashes }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(href: &str) -> Option<&'static str> {
        match href {
            "/assets/root-1.css" => Some("body{font:1rem/1.5 serif}"),
            "/assets/page-2.css" => Some("@font-face{src:url(/assets/m-3.woff2)}.a{color:red}"),
            "/assets/evil-4.css" => Some(".a{content:\"</STYLE><script>\"}"),
            _ => None,
        }
    }

    fn page(head: &str, body: &str) -> String {
        format!("<!DOCTYPE html><html lang=\"en\"><head>{head}</head><body>{body}</body></html>")
    }

    #[test]
    fn the_heads_stylesheet_links_become_style_elements_in_their_place_with_their_hashes() {
        let html = page(
            "<meta charset=\"utf-8\"/><link rel=\"stylesheet\" href=\"/assets/root-1.css\"/><link rel=\"stylesheet\" \
             href=\"/assets/page-2.css\"/><script type=\"module\" src=\"/assets/i.js\"></script>",
            "<p>x</p>",
        );
        let inlined = inline_stylesheets(html, files);
        assert_eq!(
            inlined.html,
            page(
                "<meta charset=\"utf-8\"/><style>body{font:1rem/1.5 serif}</style><style>@font-face{src:url(/assets/\
                 m-3.woff2)}.a{color:red}</style><script type=\"module\" src=\"/assets/i.js\"></script>",
                "<p>x</p>"
            )
        );
        assert_eq!(
            inlined.hashes,
            vec![
                style_hash("body{font:1rem/1.5 serif}"),
                style_hash("@font-face{src:url(/assets/m-3.woff2)}.a{color:red}")
            ]
        );
    }

    #[test]
    fn links_it_cannot_inline_stay_and_the_body_is_never_touched() {
        let unknown = "<link rel=\"stylesheet\" href=\"/assets/missing.css\"/>";
        let evil = "<link rel=\"stylesheet\" href=\"/assets/evil-4.css\"/>";
        let other_form = "<link href=\"/assets/root-1.css\" rel=\"stylesheet\">";
        let in_body = "<link rel=\"stylesheet\" href=\"/assets/root-1.css\"/>";
        let html = page(&format!("{unknown}{evil}{other_form}"), in_body);
        let inlined = inline_stylesheets(html.clone(), files);
        assert_eq!(inlined, Inlined { html, hashes: Vec::new() });

        let html = page(&format!("{unknown}<link rel=\"stylesheet\" href=\"/assets/root-1.css\"/>"), in_body);
        let inlined = inline_stylesheets(html, files);
        assert_eq!(inlined.html, page(&format!("{unknown}<style>body{{font:1rem/1.5 serif}}</style>"), in_body));
        assert_eq!(inlined.hashes.len(), 1);
    }

    #[test]
    fn a_document_without_a_head_is_left_alone() {
        let html = "<link rel=\"stylesheet\" href=\"/assets/root-1.css\"/>".to_owned();
        assert_eq!(inline_stylesheets(html.clone(), files), Inlined { html, hashes: Vec::new() });
    }
}
