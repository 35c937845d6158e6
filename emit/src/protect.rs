//! Macro protection for text written into the user's own file.
//!
//! A regenerated body is written with the user's macros already expanded (it comes from the
//! preprocessed text), but it is pasted back where those macros are still defined: the C
//! compiler would expand them a second time. `#define scale(v) scale((v)+1)` turns the body's
//! `scale((10)+1)` into `scale(((10)+1)+1)`; `#define i j` renames a loop counter; a macro named
//! like one of vcc's intrinsics or temporaries changes them. So every identifier of an inserted
//! chunk that the translation unit defines as a macro anywhere is undefined around the chunk:
//! `#pragma push_macro("X")` / `#undef X` before it, `#pragma pop_macro("X")` after it, which
//! gcc and clang both honour; the user's code before and after sees its macros unchanged. A
//! chunk that uses no macro name is written as it is.

use std::collections::BTreeSet;

/// `chunk` with the macros among `names` that it (or the prelude macros it may expand, whose
/// replacement text is `expanded`) mentions undefined around it. Each pragma is on a line of
/// its own, so the chunk may be inserted in the middle of a line.
pub fn protect(chunk: &str, expanded: &str, names: &BTreeSet<String>) -> String {
    let mut used: BTreeSet<&str> = identifiers(chunk).into_iter().filter(|id| names.contains(*id)).collect();
    if used.is_empty() {
        return chunk.to_string();
    }
    used.extend(identifiers(expanded).into_iter().filter(|id| names.contains(*id)));
    let mut out = String::new();
    for name in &used {
        out.push_str(&format!("\n#pragma push_macro(\"{}\")\n#undef {}", name, name));
    }
    out.push('\n');
    out.push_str(chunk);
    for name in used.iter().rev() {
        out.push_str(&format!("\n#pragma pop_macro(\"{}\")", name));
    }
    out.push('\n');
    out
}

/// The replacement lists of the `#define` lines in `prelude` (what a use of them expands to),
/// for `protect`'s `expanded`.
pub fn macro_bodies(prelude: &str) -> String {
    let mut out = String::new();
    for line in prelude.lines() {
        let Some(rest) = line.trim_start().strip_prefix('#') else {
            continue;
        };
        let Some(rest) = rest.trim_start().strip_prefix("define") else {
            continue;
        };
        let rest = rest.trim_start();
        let name_end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
        let mut body = &rest[name_end..];
        if body.starts_with('(') {
            body = body.find(')').map_or("", |close| &body[close + 1..]);
        }
        out.push_str(body);
        out.push('\n');
    }
    out
}

/// The identifiers of C text outside comments, string and character literals, and the
/// directive lines (`#pragma ...`) vcc writes itself.
fn identifiers(text: &str) -> BTreeSet<&str> {
    let bytes = text.as_bytes();
    let mut res = BTreeSet::new();
    let mut i = 0;
    let mut line_start = true;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'\n' => {
                line_start = true;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b'#' if line_start => {
                i = text[i..].find('\n').map_or(bytes.len(), |len| i + len);
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = text[i + 2..].find("*/").map_or(bytes.len(), |len| i + 2 + len + 2);
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(bytes.len(), |len| i + len);
            }
            b'"' | b'\'' => {
                i += 1;
                while i < bytes.len() && bytes[i] != c && bytes[i] != b'\n' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            _ if c.is_ascii_alphabetic() || c == b'_' => {
                let start = i;
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                    i += 1;
                }
                res.insert(&text[start..i]);
            }
            // A number (`1e10f`, `0x1fULL`): its letters are not identifiers.
            _ if c.is_ascii_digit() || (c == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit)) => {
                while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_' || bytes[i] == b'.') {
                    let exp = matches!(bytes[i], b'e' | b'E' | b'p' | b'P');
                    i += 1;
                    if exp && matches!(bytes.get(i), Some(b'+') | Some(b'-')) {
                        i += 1;
                    }
                }
            }
            _ => i += 1,
        }
        line_start = false;
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> BTreeSet<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn finds_identifiers_outside_literals_and_comments() {
        let ids =
            identifiers("{ int x = scale(1e5f) + 0x1fu; /* N */ puts(\"N i\"); c = 'N'; // N\n#pragma GCC ivdep\n}");
        let ids: Vec<&str> = ids.into_iter().collect();
        assert_eq!(ids, ["c", "int", "puts", "scale", "x"]);
    }

    #[test]
    fn undefines_only_the_macros_the_chunk_uses() {
        let chunk = "{\n    return scale(v);\n}";
        assert_eq!(protect(chunk, "", &names(&["N", "other"])), chunk);
        let out = protect(chunk, "", &names(&["scale", "v", "N"]));
        assert_eq!(
            out,
            "\n#pragma push_macro(\"scale\")\n#undef scale\n#pragma push_macro(\"v\")\n#undef v\n{\n    return scale(v);\n}\n#pragma pop_macro(\"v\")\n#pragma pop_macro(\"scale\")\n"
        );
    }

    #[test]
    fn prelude_macro_bodies_count_once_the_chunk_needs_protection() {
        let prelude = "#if defined(__clang__)\n#define vcc_a(x) _mm_add_ps(x, x)\n#endif\n#define vcc_b optimize\n";
        let bodies = macro_bodies(prelude);
        assert_eq!(bodies.trim(), "_mm_add_ps(x, x)\n optimize");
        let out = protect("{ t = vcc_a(t); }", &bodies, &names(&["t", "optimize", "__clang__"]));
        assert!(out.contains("#undef optimize") && out.contains("#undef t") && !out.contains("__clang__"), "{}", out);
    }
}
