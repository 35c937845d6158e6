//! Splicing: the user's original text with some byte ranges replaced, everything else kept
//! byte for byte. It checks the ranges (sorted, disjoint, inside the text, on character
//! boundaries) and refuses to guess when they are wrong.

use crate::EmitError;
use std::ops::Range;

/// `original` with each `(range, text)` replaced. Ranges must be sorted and must not overlap.
pub fn splice(original: &str, replacements: &[(Range<usize>, String)]) -> Result<String, EmitError> {
    let mut out = String::with_capacity(original.len());
    let mut pos = 0;
    for (range, text) in replacements {
        if range.start < pos {
            return Err(EmitError::new(format!("splice range {:?} overlaps or is out of order", range)));
        }
        if range.start > range.end || range.end > original.len() {
            return Err(EmitError::new(format!("splice range {:?} is outside the text", range)));
        }
        if !original.is_char_boundary(range.start) || !original.is_char_boundary(range.end) {
            return Err(EmitError::new(format!("splice range {:?} splits a character", range)));
        }
        out.push_str(&original[pos..range.start]);
        out.push_str(text);
        pos = range.end;
    }
    out.push_str(&original[pos..]);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_ranges_and_keeps_the_rest() {
        let text = "int f(void) { return 1; }\n/* c */ int g(void) { return 2; }\n";
        let f_body = text.find('{').unwrap()..text.find('}').unwrap() + 1;
        let g_start = text.rfind('{').unwrap();
        let g_body = g_start..text.rfind('}').unwrap() + 1;
        let out = splice(text, &[(f_body, "{ return 10; }".into()), (g_body, "{\n    return 20;\n}".into())]).unwrap();
        assert_eq!(out, "int f(void) { return 10; }\n/* c */ int g(void) {\n    return 20;\n}\n");
        assert_eq!(splice(text, &[]).unwrap(), text);
    }

    #[test]
    fn rejects_bad_ranges() {
        let text = "abcdef";
        assert!(splice(text, &[(2..4, "x".into()), (3..5, "y".into())]).is_err());
        assert!(splice(text, &[(4..5, "x".into()), (0..1, "y".into())]).is_err());
        assert!(splice(text, &[(4..9, "x".into())]).is_err());
        assert!(splice("é", &[(1..2, "x".into())]).is_err());
    }
}
