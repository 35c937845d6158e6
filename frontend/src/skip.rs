//! Functions that lang-c cannot parse although the C compiler accepts them (GNU extensions such
//! as label addresses `&&label` and `goto *p`, or constructs lang-c's grammar lacks).
//!
//! When lang-c fails inside the body of a function of the main file and `cc -fsyntax-only`
//! accepts the file, the body's inside is blanked (same length, newlines kept, so every offset
//! stays valid) and parsing is tried again. The function is then kept exactly as the user wrote
//! it, and a remark says why. A file that cc rejects too is a real syntax error, reported as
//! such; so is a failure outside any function body.

use crate::preprocess::{preprocessor_args, Input, PreprocessOptions};
use std::ops::Range;
use std::process::Command;

/// A function whose body was blanked before parsing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SkippedFunction {
    pub name: String,
    /// The body, `{` to `}` inclusive, in the preprocessed text.
    pub body: Range<usize>,
    /// What lang-c stumbled on, for the remark.
    pub reason: String,
}

/// Whether `cc -fsyntax-only` accepts the file with the same preprocessor options.
pub fn cc_accepts(input: &Input, opts: &PreprocessOptions) -> bool {
    let args: Vec<String> = preprocessor_args(opts).into_iter().filter(|a| a != "-E" && a != "-dD").collect();
    let mut cmd = Command::new(&opts.cc);
    cmd.args(&args).args(["-fsyntax-only", "-w"]);
    input.run(&mut cmd).map(|out| out.status.success()).unwrap_or(false)
}

/// Blanks the body of the top-level function whose body contains `offset`, if there is one.
pub fn blank_enclosing_function(source: &mut String, offset: usize, reason: String) -> Option<SkippedFunction> {
    let body = top_level_braces(source).into_iter().find(|r| r.start < offset && offset < r.end)?;
    let name = function_name_before(source, body.start)?;
    let reason = match int128_spelling(&source[body.clone()]) {
        Some(word) => format!("it uses `{}`, a 128-bit integer type", word),
        None => reason,
    };
    let mut bytes = std::mem::take(source).into_bytes();
    for byte in &mut bytes[body.start + 1..body.end - 1] {
        if *byte != b'\n' {
            *byte = b' ';
        }
    }
    *source = String::from_utf8(bytes).unwrap_or_else(|err| String::from_utf8_lossy(err.as_bytes()).into_owned());
    Some(SkippedFunction { name, body, reason })
}

/// The first spelling of gcc's 128-bit integer types in `text`, a whole word: lang-c does not
/// know them (in the main file; headers have them rewritten), so it fails on the next token.
fn int128_spelling(text: &str) -> Option<&'static str> {
    let is_word = |b: u8| b == b'_' || b.is_ascii_alphanumeric();
    let found = |word: &str| {
        text.match_indices(word).any(|(at, _)| {
            let before = at.checked_sub(1).map(|i| text.as_bytes()[i]);
            let after = text.as_bytes().get(at + word.len()).copied();
            !before.is_some_and(is_word) && !after.is_some_and(is_word)
        })
    };
    ["__int128", "__int128_t", "__uint128_t"].into_iter().find(|word| found(word))
}

/// The `{`..`}` ranges (end exclusive, so `}` is at `end - 1`) at brace depth 0, skipping
/// preprocessor lines, string and character literals.
fn top_level_braces(source: &str) -> Vec<Range<usize>> {
    let bytes = source.as_bytes();
    let mut res = Vec::new();
    let mut depth = 0usize;
    let mut open = 0;
    let mut idx = 0;
    let mut line_start = true;
    while idx < bytes.len() {
        let byte = bytes[idx];
        match byte {
            b'\n' => line_start = true,
            b'#' if line_start => {
                while idx < bytes.len() && bytes[idx] != b'\n' {
                    idx += 1;
                }
                continue;
            }
            b'"' | b'\'' => {
                idx += 1;
                while idx < bytes.len() && bytes[idx] != byte && bytes[idx] != b'\n' {
                    idx += if bytes[idx] == b'\\' { 2 } else { 1 };
                }
                line_start = false;
            }
            b'{' => {
                if depth == 0 {
                    open = idx;
                }
                depth += 1;
                line_start = false;
            }
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    res.push(open..idx + 1);
                }
                line_start = false;
            }
            b' ' | b'\t' | b'\r' => {}
            _ => line_start = false,
        }
        idx += 1;
    }
    res
}

// Only `name ( ... ) {` is a function body we know how to name: `int f(int x) {`. A `{` after
// `=` (an initializer) or after `struct S` is not a function body.
fn function_name_before(source: &str, brace: usize) -> Option<String> {
    let bytes = source.as_bytes();
    let mut idx = source[..brace].trim_end().len();
    if idx == 0 || bytes[idx - 1] != b')' {
        return None;
    }
    let mut depth = 0;
    while idx > 0 {
        idx -= 1;
        match bytes[idx] {
            b')' => depth += 1,
            b'(' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            _ => {}
        }
    }
    let before = source[..idx].trim_end();
    let name: String = before.chars().rev().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
    let name: String = name.chars().rev().collect();
    (!name.is_empty() && !name.starts_with(|c: char| c.is_ascii_digit())).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blanks_the_body_around_the_offset_and_names_the_function() {
        let mut text = String::from("int a = 1;\nstatic void *t[] = {0};\nint f(int x)\n{\n  static void *l[] = {&&L};\n L: return x;\n}\nint g(void) { return 2; }\n");
        let offset = text.find("&&L").unwrap();
        let skipped = blank_enclosing_function(&mut text, offset, "label address".into()).unwrap();
        assert_eq!(skipped.name, "f");
        assert_eq!(&text[skipped.body.clone()], format!("{{\n{}\n{}\n}}", " ".repeat(27), " ".repeat(13)));
        assert!(text.ends_with("int g(void) { return 2; }\n"));
    }

    #[test]
    fn a_128_bit_integer_is_named_as_the_reason() {
        let mut text = String::from("int f(long a)\n{\n  __uint128_t r = a;\n  return r > 1;\n}\n");
        let offset = text.find(" r =").unwrap() + 1;
        let skipped = blank_enclosing_function(&mut text, offset, "syntax error: unexpected `r`".into()).unwrap();
        assert_eq!(skipped.reason, "it uses `__uint128_t`, a 128-bit integer type");
        assert_eq!(int128_spelling("my__int128 x; __int128_tx y;"), None);
    }

    #[test]
    fn an_offset_outside_function_bodies_is_not_blanked() {
        let mut text = String::from("int t[] = {1, 2};\nint f(void) { return 0; }\n");
        let before = text.clone();
        assert_eq!(blank_enclosing_function(&mut text, 12, "x".into()), None);
        assert_eq!(text, before);
    }

    #[test]
    fn braces_in_strings_and_directives_do_not_count() {
        let text = "#define X {\nint f(void) { return \"}\"[0] + '{'; }\n";
        assert_eq!(top_level_braces(text), vec![24..text.len() - 1]);
    }
}
