//! Reduces a post description to the HTML the editor (Quill, snow theme, with the toolbar of the
//! admin form) produces, so it can be shown as HTML on public pages.
//!
//! Kept: `p`, `br`, `h1`–`h3`, `strong`, `em`, `u`, `a` (`href` with http, https, mailto or tel;
//! `rel="noopener noreferrer nofollow"` always set), `ol`, `ul`, `li` (`data-list` of `bullet` or
//! `ordered`), and the classes `ql-indent-1` to `ql-indent-8` on blocks. Everything else goes: the
//! contents of script-like elements with them, other elements unwrapped to their text, every other
//! attribute (event handlers, `style`, `target`, `id`), comments, and links whose address is not
//! one of the schemes above, however it is spelled or entity-encoded (the parser decodes before the
//! check).

use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

use ammonia::{Builder, UrlRelative};

const INDENT_CLASSES: [&str; 8] = [
    "ql-indent-1",
    "ql-indent-2",
    "ql-indent-3",
    "ql-indent-4",
    "ql-indent-5",
    "ql-indent-6",
    "ql-indent-7",
    "ql-indent-8",
];

static DESCRIPTION: LazyLock<Builder<'static>> = LazyLock::new(|| {
    let mut builder = Builder::empty();
    builder
        .tags(HashSet::from(["p", "br", "h1", "h2", "h3", "strong", "em", "u", "a", "ol", "ul", "li"]))
        // Removed with everything inside them, rather than unwrapped to their text.
        .clean_content_tags(HashSet::from([
            "script", "style", "template", "iframe", "object", "embed", "noscript", "noembed", "noframes", "svg",
            "math", "title", "textarea", "select", "xmp",
        ]))
        .generic_attributes(HashSet::new())
        .tag_attributes(HashMap::from([
            ("a", HashSet::from(["href"])),
            ("li", HashSet::from(["data-list", "class"])),
            ("p", HashSet::from(["class"])),
            ("h1", HashSet::from(["class"])),
            ("h2", HashSet::from(["class"])),
            ("h3", HashSet::from(["class"])),
        ]))
        .attribute_filter(|_element, attribute, value| match attribute {
            "data-list" => matches!(value, "bullet" | "ordered").then_some(value.into()),
            "class" => {
                let kept: Vec<&str> = value.split_ascii_whitespace().filter(|c| INDENT_CLASSES.contains(c)).collect();
                (!kept.is_empty()).then(|| kept.join(" ").into())
            }
            _ => Some(value.into()),
        })
        .url_schemes(HashSet::from(["http", "https", "mailto", "tel"]))
        // A relative address would resolve against our own pages; the editor makes absolute ones.
        .url_relative(UrlRelative::Deny)
        .link_rel(Some("noopener noreferrer nofollow"))
        .strip_comments(true);
    builder
});

/// The description as it may be stored and shown.
pub fn clean_description(html: &str) -> String {
    DESCRIPTION.clean(html).to_string()
}

/// Whether the description, once cleaned, shows no text: Quill's empty editor is `<p><br></p>`.
pub fn is_blank(html: &str) -> bool {
    let text = Builder::empty().clean(&clean_description(html)).to_string();
    // The text is HTML-escaped: a no-break space is written as an entity.
    text.replace("&nbsp;", " ").chars().all(|c| c.is_whitespace() || matches!(c, '\u{200B}'..='\u{200D}' | '\u{FEFF}'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clean(html: &str) -> String {
        clean_description(html)
    }

    #[test]
    fn keeps_what_the_editor_makes() {
        let html = concat!(
            "<h1>Title</h1><h2>Sub</h2><h3>Small</h3>",
            "<p>Plain <strong>bold</strong> <em>italic</em> <u>under</u><br>next line</p>",
            "<ol><li data-list=\"ordered\">one</li><li data-list=\"bullet\" class=\"ql-indent-1\">two</li></ol>",
            "<ul><li>three</li></ul>",
        );
        assert_eq!(clean(html), html);
    }

    #[test]
    fn indent_classes_survive_only_within_range() {
        assert_eq!(clean("<p class=\"ql-indent-3\">x</p>"), "<p class=\"ql-indent-3\">x</p>");
        assert_eq!(clean("<h2 class=\"ql-indent-8\">x</h2>"), "<h2 class=\"ql-indent-8\">x</h2>");
        assert_eq!(clean("<p class=\"ql-indent-9 evil\">x</p>"), "<p>x</p>");
        assert_eq!(clean("<p class=\"ql-indent-0\">x</p>"), "<p>x</p>");
        assert_eq!(clean("<p class=\"evil\">x</p>"), "<p>x</p>");
        assert_eq!(clean("<p class=\"ql-indent-2 evil\">x</p>"), "<p class=\"ql-indent-2\">x</p>");
        // Not on inline elements.
        assert_eq!(clean("<strong class=\"ql-indent-1\">x</strong>"), "<strong>x</strong>");
        // Quill's other formats are not in the toolbar.
        assert_eq!(clean("<p class=\"ql-align-center ql-font-serif\">x</p>"), "<p>x</p>");
    }

    #[test]
    fn list_kinds_are_limited() {
        assert_eq!(clean("<li data-list=\"checked\">x</li>"), "<li>x</li>");
        assert_eq!(clean("<li data-list=\"bullet\" data-x=\"1\">x</li>"), "<li data-list=\"bullet\">x</li>");
        assert_eq!(clean("<p data-list=\"bullet\">x</p>"), "<p>x</p>");
    }

    #[test]
    fn links_get_rel_and_lose_target() {
        assert_eq!(
            clean("<a href=\"https://example.org/a?b=c\" target=\"_blank\" rel=\"opener\">x</a>"),
            "<a href=\"https://example.org/a?b=c\" rel=\"noopener noreferrer nofollow\">x</a>"
        );
        for href in ["http://example.org/", "mailto:priest@example.org", "tel:+15550100"] {
            let out = clean(&format!("<a href=\"{href}\">x</a>"));
            assert!(out.contains(&format!("href=\"{href}\"")), "{href}: {out}");
        }
    }

    #[test]
    fn dangerous_link_schemes_are_removed() {
        for href in [
            "javascript:alert(1)",
            "JavaScript:alert(1)",
            " javascript:alert(1)",
            "java\tscript:alert(1)",
            "jav&#x61;script:alert(1)",
            "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
            "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
            "vbscript:msgbox(1)",
            "file:///etc/passwd",
            "ftp://example.org/",
            "/relative/page",
            "//evil.example/",
            "relative",
        ] {
            let out = clean(&format!("<a href=\"{href}\">x</a>"));
            assert_eq!(out, "<a rel=\"noopener noreferrer nofollow\">x</a>", "{href}");
        }
    }

    #[test]
    fn scripts_and_styles_go_with_their_contents() {
        assert_eq!(clean("<p>a</p><script>alert(1)</script><p>b</p>"), "<p>a</p><p>b</p>");
        assert_eq!(clean("<style>p{color:red}</style><p>x</p>"), "<p>x</p>");
        assert_eq!(clean("<p>x<SCRIPT src=//evil.example/a.js></SCRIPT></p>"), "<p>x</p>");
        assert_eq!(clean("<noscript><p>n</p></noscript><template><p>t</p></template>"), "");
        assert_eq!(clean("<textarea><script>x</script></textarea>"), "");
    }

    #[test]
    fn event_handlers_and_styles_are_removed() {
        assert_eq!(clean("<p onclick=\"alert(1)\" style=\"color:red\" id=\"x\" title=\"t\">x</p>"), "<p>x</p>");
        assert_eq!(clean("<img src=x onerror=alert(1)>"), "");
        assert_eq!(clean("<strong onmouseover=\"alert(1)\">b</strong>"), "<strong>b</strong>");
        assert!(!clean("<a href=\"https://example.org\" onclick=\"x()\">y</a>").contains("onclick"));
    }

    #[test]
    fn svg_iframes_and_other_elements_are_removed() {
        assert_eq!(clean("<svg onload=alert(1)><circle r=\"4\"/><script>x</script></svg><p>k</p>"), "<p>k</p>");
        assert_eq!(clean("<iframe src=\"https://evil.example\">fallback</iframe>"), "");
        assert_eq!(clean("<object data=\"x.swf\"></object><embed src=\"x.swf\">"), "");
        assert_eq!(clean("<math><mi>x</mi></math>"), "");
        // Unknown but harmless elements are unwrapped to their text.
        assert_eq!(clean("<div><span>t</span><font color=red>u</font></div>"), "tu");
        assert_eq!(clean("<form action=/x><input value=v><button>b</button></form>"), "b");
        assert_eq!(clean("<h4>four</h4><blockquote>q</blockquote><pre>c</pre>"), "fourqc");
        assert_eq!(clean("<base href=\"https://evil.example/\"><meta http-equiv=refresh content=0>"), "");
    }

    #[test]
    fn comments_and_broken_markup_are_made_safe() {
        assert_eq!(clean("<p>a<!-- <script>x</script> --></p>"), "<p>a</p>");
        assert_eq!(clean("<p>1 < 2 & 3 > 2</p>"), "<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
        assert_eq!(clean("<p><strong>unclosed"), "<p><strong>unclosed</strong></p>");
        assert_eq!(clean("<<script>script>alert(1)<</script>/script>"), "&lt;/script&gt;");
        assert_eq!(clean("\"><script>alert(1)</script>"), "\"&gt;");
        assert_eq!(clean("plain text"), "plain text");
        assert_eq!(clean(""), "");
    }

    #[test]
    fn blank_descriptions_are_detected() {
        for blank in [
            "",
            "   ",
            "<p><br></p>",
            "<p><br></p><p><br></p>",
            "<p> </p>",
            "<p>&nbsp;</p>",
            "<p>\u{a0}\u{200b}\u{feff}</p>",
            "<h1></h1><ul><li></li></ul>",
            "<script>alert(1)</script>",
            "<p><img src=x onerror=alert(1)></p>",
            "<style>p::after{content:'x'}</style>",
        ] {
            assert!(is_blank(blank), "{blank:?} should be blank");
        }
        for text in ["<p>x</p>", "<p><br>.</p>", "<a href=\"javascript:x\">link text</a>", "<p>&amp;</p>", "0"] {
            assert!(!is_blank(text), "{text:?} has text");
        }
    }
}
