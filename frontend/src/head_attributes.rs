//! GNU attributes written between `struct`/`union` and the tag or body:
//! `struct __attribute__((aligned(32))) hc_matchfinder { ... }` (libdeflate), `struct
//! __attribute__((packed)) P { ... }`. lang-c 0.15.1 misreads that head: the body becomes a
//! K&R function named after the tag. So `parse` blanks the attributes (same length, spaces)
//! before lang-c sees the text and keeps what they say by the offset of the keyword;
//! `types::struct_type` applies them to the record defined there, as gcc does (`packed` lays it
//! out packed, `aligned(N)` raises its alignment). Other attributes there (`may_alias`,
//! `visibility`) do not change the layout and are dropped from what lang-c parses only.

use crate::linemap::{lex, LineMap};

/// What the attributes of one record head say about its layout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HeadAttributes {
    pub packed: bool,
    /// `aligned` or `aligned(N)`; `Some(None)` when N is not a number vcc reads.
    pub align: Option<Option<u64>>,
}

/// Blanks the attributes of every record head in `source` (one line at a time, as the
/// preprocessor writes a head); returns what they say, by the offset of `struct`/`union`.
pub fn blank_head_attributes(source: &mut String, linemap: &LineMap) -> Vec<(usize, HeadAttributes)> {
    let mut found = Vec::new();
    let mut blanks = Vec::new();
    for (range, _) in linemap.line_ranges() {
        let line = &source[range.clone()];
        if line.trim_start().starts_with('#') {
            continue;
        }
        let tokens = lex(line, false);
        let spelled: Vec<&str> = tokens.iter().map(|t| &line[t.start..t.end]).collect();
        for idx in 0..spelled.len() {
            if !matches!(spelled[idx], "struct" | "union") {
                continue;
            }
            let mut attrs = HeadAttributes::default();
            let mut next = idx + 1;
            while let Some(close) = attribute_end(&spelled, next) {
                read_attribute_list(&spelled[next + 3..close - 1], &mut attrs);
                next = close + 1;
            }
            let names_record = spelled.get(next).is_some_and(|s| *s == "{" || is_identifier(s));
            if next > idx + 1 && names_record {
                blanks.push(range.start + tokens[idx + 1].start..range.start + tokens[next - 1].end);
                found.push((range.start + tokens[idx].start, attrs));
            }
        }
    }
    let mut bytes = std::mem::take(source).into_bytes();
    for blank in blanks {
        bytes[blank].fill(b' ');
    }
    *source = String::from_utf8(bytes).unwrap_or_else(|err| String::from_utf8_lossy(err.as_bytes()).into_owned());
    found
}

/// At `spelled[at]`, `__attribute__ ( ( ... ) )`: the index of its last `)`.
fn attribute_end(spelled: &[&str], at: usize) -> Option<usize> {
    let is_attribute = matches!(spelled.get(at), Some(&"__attribute__") | Some(&"__attribute"));
    if !is_attribute || spelled.get(at + 1) != Some(&"(") || spelled.get(at + 2) != Some(&"(") {
        return None;
    }
    let close = crate::parse::matching_paren(spelled, at + 1)?;
    (spelled[close - 1] == ")").then_some(close)
}

/// Reads the comma-separated items of one attribute list: `packed`, `aligned`, `aligned(N)`.
fn read_attribute_list(items: &[&str], attrs: &mut HeadAttributes) {
    let mut depth = 0;
    let mut start = 0;
    for (idx, tok) in items.iter().enumerate() {
        match *tok {
            "(" => depth += 1,
            ")" => depth -= 1,
            "," if depth == 0 => {
                read_attribute(&items[start..idx], attrs);
                start = idx + 1;
            }
            _ => {}
        }
    }
    read_attribute(&items[start..], attrs);
}

fn read_attribute(item: &[&str], attrs: &mut HeadAttributes) {
    let Some(name) = item.first() else { return };
    match (name.trim_matches('_'), &item[1..]) {
        ("packed", []) => attrs.packed = true,
        ("aligned", []) => attrs.align = Some(Some(16)),
        ("aligned", ["(", value, ")"]) => attrs.align = Some(crate::parse::parse_integer(value)),
        ("aligned", _) => attrs.align = Some(None),
        _ => {}
    }
}

fn is_identifier(spelling: &str) -> bool {
    spelling.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn blanked(text: &str) -> (String, Vec<(usize, HeadAttributes)>) {
        let mut source = text.to_string();
        let map = LineMap::new(text, "t.c", text);
        let found = blank_head_attributes(&mut source, &map);
        (source, found)
    }

    #[test]
    fn heads_are_blanked_and_read() {
        let spaces = |attr: &str| " ".repeat(attr.len());
        let attr = "__attribute__((aligned(32)))";
        let (text, found) = blanked(&format!("struct {} hm {{ int t[4]; }};\n", attr));
        assert_eq!(text, format!("struct {} hm {{ int t[4]; }};\n", spaces(attr)));
        assert_eq!(found, vec![(0, HeadAttributes { packed: false, align: Some(Some(32)) })]);
        let attr = "__attribute__((__packed__, may_alias))";
        let (text, found) = blanked(&format!("typedef union {} {{ char c; int x; }} U;\n", attr));
        assert_eq!(text, format!("typedef union {} {{ char c; int x; }} U;\n", spaces(attr)));
        assert_eq!(found, vec![(8, HeadAttributes { packed: true, align: None })]);
        let (_, found) = blanked("struct __attribute__((aligned(sizeof(long)))) __attribute__((packed)) S;\n");
        assert_eq!(found, vec![(0, HeadAttributes { packed: true, align: Some(None) })]);
    }

    #[test]
    fn other_uses_of_attributes_stay() {
        let text = "struct S { int x; } __attribute__((packed));\nstruct S *__attribute__((unused)) p;\n";
        let (blanked_text, found) = blanked(text);
        assert_eq!(blanked_text, text);
        assert!(found.is_empty());
    }
}
