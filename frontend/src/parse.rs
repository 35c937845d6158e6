//! From a path to a lang-c AST: preprocess, map lines, find annotations, work around lang-c's
//! gaps in system headers, parse.
//!
//! Every rewrite of the preprocessed text keeps its length, so lang-c's spans, the line map and
//! the annotations' offsets all index the same text. Header workarounds only touch text that
//! came from headers: the user's own code is parsed as written (and only it is ever spliced).

use crate::annotations::{find_annotations, FoundFuncAnnotation, FoundLoopPragma};
use crate::diag::{self, error_at, Diagnostic};
use crate::linemap::{lex, LineMap};
use crate::preprocess::{preprocess_input, Input, PreprocessOptions};
use crate::skip::{blank_enclosing_function, cc_accepts, SkippedFunction};
use lang_c::driver::{parse_preprocessed, Config};
use std::path::Path;

pub struct Parsed {
    pub unit: lang_c::ast::TranslationUnit,
    /// The text lang-c parsed (lang-c spans index this).
    pub source: String,
    /// The preprocessor's output as it came (`source` before the same-length rewrites for
    /// annotations, lang-c's gaps and skipped bodies): the text preprocessed output edits.
    pub preprocessed: String,
    pub linemap: LineMap,
    pub func_annotations: Vec<FoundFuncAnnotation>,
    pub loop_pragmas: Vec<FoundLoopPragma>,
    /// Functions of the main file whose bodies lang-c could not parse (cc could): blanked, to be
    /// kept as written.
    pub skipped: Vec<SkippedFunction>,
    /// Where `#pragma pack` changes the packing (`lower::pack_offsets`), found before the
    /// pragma lines are blanked.
    pub pack: Vec<(usize, Option<u64>)>,
    /// The `_Alignas` of struct members, blanked (`blank_member_alignas`).
    pub member_alignas: Vec<(usize, Option<u64>)>,
    /// The attributes between `struct` and a tag, blanked (`head_attributes`).
    pub head_attributes: Vec<(usize, crate::head_attributes::HeadAttributes)>,
    /// Types lang-c cannot express, parsed as `void` (`work_around_lang_c_gaps`): offset and
    /// spelling, in order.
    pub opaque_types: Vec<(usize, String)>,
}

/// Preprocesses and parses `path`. Adds the main file (and any file a diagnostic points into)
/// to `files`. Clause syntax errors, a loop pragma without a loop, and syntax errors fail.
pub fn parse_file(path: &Path, opts: &PreprocessOptions, files: &mut diag::Files) -> Result<Parsed, Vec<Diagnostic>> {
    parse_input(&Input::File(path.to_path_buf()), opts, files)
}

/// As [`parse_file`], for a file or standard input.
pub fn parse_input(
    input: &Input,
    opts: &PreprocessOptions,
    files: &mut diag::Files,
) -> Result<Parsed, Vec<Diagnostic>> {
    let main_name = input.name();
    let main_bytes = input
        .read()
        .map_err(|err| vec![Diagnostic::error().with_message(format!("cannot read `{}`: {}", main_name, err))])?;
    let main_text = match crate::text::decode_source(&main_bytes) {
        Ok(text) => text,
        Err(offset) => {
            let shown =
                crate::text::decode(main_bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(&main_bytes)).into_owned();
            let file_id = files.add(main_name, shown);
            let label =
                codespan_reporting::diagnostic::Label::primary(file_id, offset..offset + 4).with_message("here");
            let message = "a character of the range vcc uses for bytes that are not UTF-8 (U+10FE80 to U+10FEFF)";
            return Err(vec![Diagnostic::error().with_message(message).with_labels(vec![label])]);
        }
    };
    add_main_file(files, &main_name, &main_text);
    let mut source = preprocess_input(input, opts).map_err(|err| err.diagnostics(files))?;
    let linemap = LineMap::new(&source, &main_name, &main_text);
    let preprocessed = source.clone();
    let pack = crate::lower::pack_offsets(&source);
    let found = find_annotations(&mut source);
    if !found.errors.is_empty() {
        let diags =
            found.errors.into_iter().map(|(range, message, label)| error_at(files, &linemap, range, message, label));
        return Err(diags.collect());
    }
    let opaque_types = work_around_lang_c_gaps(&mut source, &linemap);
    let member_alignas = blank_member_alignas(&mut source, &linemap);
    let head_attributes = crate::head_attributes::blank_head_attributes(&mut source, &linemap);
    let mut skipped: Vec<SkippedFunction> = Vec::new();
    let mut cc_said_ok: Option<bool> = None;
    loop {
        match parse_preprocessed(&Config::with_gcc(), source) {
            Ok(parse) => {
                // Pragmas inside a blanked body have no statement left to attach to.
                let inside_skipped = |offset: usize| skipped.iter().any(|s| s.body.contains(&offset));
                let loop_pragmas = found.loop_pragmas.into_iter().filter(|p| !inside_skipped(p.stmt_offset)).collect();
                return Ok(Parsed {
                    unit: parse.unit,
                    source: parse.source,
                    preprocessed,
                    linemap,
                    func_annotations: found.func_annotations,
                    loop_pragmas,
                    skipped,
                    pack,
                    member_alignas,
                    head_attributes,
                    opaque_types,
                });
            }
            Err(err) => {
                // A gap in lang-c rather than in the user's C: keep that function as written.
                let in_main_file = linemap.locate(err.offset.min(err.source.len())).file == 0;
                if in_main_file
                    && skipped.len() < MAX_SKIPPED
                    && *cc_said_ok.get_or_insert_with(|| cc_accepts(input, opts))
                {
                    let reason = syntax_error_message(&err);
                    let mut text = err.source.clone();
                    if let Some(skip) = blank_enclosing_function(&mut text, err.offset, reason) {
                        skipped.push(skip);
                        source = text;
                        continue;
                    }
                }
                return Err(vec![syntax_error(files, &linemap, &err)]);
            }
        }
    }
}

/// How many functions may be kept as written because lang-c cannot parse them, before the
/// file is reported as unparsable.
const MAX_SKIPPED: usize = 64;

fn add_main_file(files: &mut diag::Files, name: &str, text: &str) {
    let mut id = 0;
    while let Ok(file) = files.get(id) {
        if file.name() == name {
            return;
        }
        id += 1;
    }
    files.add(name.to_string(), text.to_string());
}

/// lang-c's error as a diagnostic: the unexpected token, and what would have fitted when that
/// list is short enough to help.
fn syntax_error(files: &mut diag::Files, linemap: &LineMap, err: &lang_c::driver::SyntaxError) -> Diagnostic {
    let source = &err.source;
    let offset = err.offset.min(source.len());
    let token_end = if offset < source.len() { crate::linemap::token_end(source, offset) } else { offset };
    let message = syntax_error_message(err);
    error_at(
        files,
        linemap,
        offset..token_end.max(offset + 1).min(source.len().max(offset + 1)),
        message,
        "unexpected here".into(),
    )
}

fn syntax_error_message(err: &lang_c::driver::SyntaxError) -> String {
    let source = &err.source;
    let offset = err.offset.min(source.len());
    let token_end = if offset < source.len() { crate::linemap::token_end(source, offset) } else { offset };
    let found =
        if offset >= source.len() { "end of file".to_string() } else { format!("`{}`", &source[offset..token_end]) };
    let mut expected: Vec<&str> = err.expected.iter().copied().filter(|e| !e.starts_with('[')).collect();
    expected.sort();
    if expected.is_empty() || expected.len() > 6 {
        format!("syntax error: unexpected {}", found)
    } else {
        let list: Vec<String> = expected.iter().map(|e| format!("`{}`", e.trim_matches('\''))).collect();
        format!("syntax error: expected {}, found {}", list.join(" or "), found)
    }
}

/// Same-length rewrites of constructs in system headers that lang-c 0.15.1 cannot parse.
/// Types lang-c cannot express become `void`, so that a user function that uses them cannot be
/// mistaken for one over a plain scalar (the lowering leaves such functions as written):
///
/// | written                                   | parsed as            | where                     |
/// |-------------------------------------------|----------------------|---------------------------|
/// | `__int128`, `__int128_t`, `__uint128_t`   | `long` + spaces      | gcc x86 intrinsic bodies  |
/// | `__extension__`                           | spaces               | everywhere (no meaning)   |
/// | `__bf16`, `__fp16`                        | `void` + spaces      | clang x86, arm_neon.h     |
/// | `__Int8x8_t`, `__Poly8_t`, ... (gcc)       | `void` + spaces      | arm_neon.h                |
/// | `__builtin_aarch64_simd_qi`, ...          | `void` + spaces      | arm_neon.h                |
/// | `float32x4x2_t`, ... (compiler-provided)  | `void` + spaces      | arm_neon.h (gcc 12)       |
/// | `__builtin_bit_cast`                      | `__builtin_offsetof` | clang: same `(type, x)`   |
///
/// One rewrite applies to the main file too, since it does not change what the code means:
/// the attribute statement `__attribute__((fallthrough));` becomes spaces and its `;`, a null
/// statement (a regenerated function does not need the hint; a kept one is copied as written).
///
/// Returns where a type became `void` (offset in `source`, the type as written), in order: the
/// lowering reads those `void`s as types it cannot represent (`Lowerer::opaque_type_at`), so a
/// function that takes, returns or declares one is kept as written. Read as `void`, a NEON value
/// returned by a rewritten function was dropped (`uint8x16_t f(...) { ...; return vld1q_u8(p); }`
/// came out as `vld1q_u8(p);` and no return), and passing one on (`vst1q_u8(p, vld1q_u8(q))`)
/// was an error ("void value not ignored") for the whole file.
pub fn work_around_lang_c_gaps(source: &mut String, linemap: &LineMap) -> Vec<(usize, String)> {
    let mut edits: Vec<(usize, String)> = Vec::new();
    let mut opaque: Vec<(usize, String)> = Vec::new();
    for (range, file) in linemap.line_ranges() {
        if source[range.clone()].trim_start().starts_with('#') {
            continue;
        }
        let line = &source[range.clone()];
        let tokens = lex(line, false);
        for (idx, token) in tokens.iter().enumerate() {
            if let Some(len) = fallthrough_statement(line, &tokens[idx..]) {
                edits.push((range.start + token.start, " ".repeat(len)));
            }
        }
        if file == 0 {
            continue;
        }
        for token in tokens {
            let spelling = &line[token.start..token.end];
            if let Some(replacement) = header_rewrite(spelling) {
                if replacement.trim_end() == "void" {
                    opaque.push((range.start + token.start, spelling.to_string()));
                }
                edits.push((range.start + token.start, replacement));
            }
        }
    }
    // In place, byte for byte: the replacements are ASCII and as long as the ASCII originals.
    let mut bytes = std::mem::take(source).into_bytes();
    for (at, replacement) in edits {
        bytes[at..at + replacement.len()].copy_from_slice(replacement.as_bytes());
    }
    *source = String::from_utf8(bytes).unwrap_or_else(|err| String::from_utf8_lossy(err.as_bytes()).into_owned());
    opaque
}

/// `_Alignas(...)` on a struct or union member, which C11 allows and lang-c 0.15.1 cannot parse
/// there (it can on objects): blanked, its offset kept with its value when that is a number
/// (macros are expanded already: xxHash's `XXH_ALIGN_MEMBER(64, T)` is `_Alignas(64) T` here).
/// A record body is a `{` after `struct` or `union` with no `;`, `=` or `)` between.
pub fn blank_member_alignas(source: &mut String, linemap: &LineMap) -> Vec<(usize, Option<u64>)> {
    let mut found = Vec::new();
    // One entry per open brace: whether it opens a record body.
    let mut braces: Vec<bool> = Vec::new();
    let mut record_head = false;
    for (range, _) in linemap.line_ranges() {
        let line = &source[range.clone()];
        if line.trim_start().starts_with('#') {
            continue;
        }
        let tokens = lex(line, false);
        let spelled: Vec<&str> = tokens.iter().map(|t| &line[t.start..t.end]).collect();
        let mut idx = 0;
        while idx < tokens.len() {
            match spelled[idx] {
                "struct" | "union" => record_head = true,
                ";" | "=" | ")" => record_head = false,
                "{" => braces.push(std::mem::take(&mut record_head)),
                "}" => {
                    braces.pop();
                }
                "_Alignas" if braces.last() == Some(&true) && spelled.get(idx + 1) == Some(&"(") => {
                    if let Some(close) = matching_paren(&spelled, idx + 1) {
                        let value = if close == idx + 3 { parse_integer(spelled[idx + 2]) } else { None };
                        found.push((range.start + tokens[idx].start, value, tokens[close].end - tokens[idx].start));
                        idx = close + 1;
                        continue;
                    }
                }
                _ => {}
            }
            idx += 1;
        }
    }
    // In place: spaces for ASCII text.
    let mut bytes = std::mem::take(source).into_bytes();
    for &(at, _, len) in &found {
        bytes[at..at + len].fill(b' ');
    }
    *source = String::from_utf8(bytes).unwrap_or_else(|err| String::from_utf8_lossy(err.as_bytes()).into_owned());
    found.into_iter().map(|(at, value, _)| (at, value)).collect()
}

/// The index of the `)` that closes the `(` at `spelled[open]`, if the tokens hold it.
pub(crate) fn matching_paren(spelled: &[&str], open: usize) -> Option<usize> {
    let mut depth = 0;
    (open..spelled.len()).find(|&j| {
        depth += match spelled[j] {
            "(" => 1,
            ")" => -1,
            _ => 0,
        };
        depth == 0
    })
}

/// A C integer literal's value (decimal, hex or octal, suffixes ignored).
pub(crate) fn parse_integer(spelling: &str) -> Option<u64> {
    let digits = spelling.trim_end_matches(['u', 'U', 'l', 'L']);
    if let Some(hex) = digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        return u64::from_str_radix(hex, 16).ok();
    }
    if digits.len() > 1 && digits.starts_with('0') {
        return u64::from_str_radix(&digits[1..], 8).ok();
    }
    digits.parse().ok()
}

/// At `tokens[0]`, `__attribute__((fallthrough));` (any spelling of the name): the length of
/// the text before its `;`, which lang-c cannot parse as a statement.
fn fallthrough_statement(line: &str, tokens: &[crate::linemap::Token]) -> Option<usize> {
    let spelled: Vec<&str> = tokens.iter().take(7).map(|t| &line[t.start..t.end]).collect();
    let [attr, "(", "(", name, ")", ")", ";"] = spelled[..] else { return None };
    let is_attribute = matches!(attr, "__attribute__" | "__attribute");
    (is_attribute && name.trim_matches('_') == "fallthrough").then(|| tokens[5].end - tokens[0].start)
}

/// The same-length replacement of one header token, if lang-c needs one.
fn header_rewrite(spelling: &str) -> Option<String> {
    let pad = |word: &str| format!("{:width$}", word, width = spelling.len());
    match spelling {
        "__int128" | "__int128_t" | "__uint128_t" => Some(pad("long")),
        "__extension__" => Some(pad("")),
        "__bf16" | "__fp16" => Some(pad("void")),
        "__builtin_bit_cast" => Some("__builtin_offsetof".to_string()),
        _ if is_neon_builtin_type(spelling) => Some(pad("void")),
        _ => None,
    }
}

/// gcc's aarch64 built-in types: `__Int8x8_t`, `__Poly8_t`, `__builtin_aarch64_simd_qi`, and
/// the tuple types `int8x8x2_t` its arm_neon.h uses without declaring.
fn is_neon_builtin_type(spelling: &str) -> bool {
    const BASES: [&str; 6] = ["Int", "Uint", "Float", "Poly", "Bfloat", "Mfloat"];
    let shape = |rest: &str, tuple: bool| {
        let Some(dims) = rest.strip_suffix("_t") else { return false };
        let parts: Vec<&str> = dims.split('x').collect();
        let all_numbers = parts.iter().all(|part| !part.is_empty() && part.chars().all(|c| c.is_ascii_digit()));
        all_numbers && if tuple { parts.len() == 3 && matches!(parts[2], "2" | "3" | "4") } else { parts.len() <= 3 }
    };
    if let Some(element) = spelling.strip_prefix("__builtin_aarch64_simd_") {
        return !element.is_empty() && element.chars().all(|c| c.is_ascii_lowercase());
    }
    if let Some(rest) = spelling.strip_prefix("__") {
        return BASES.iter().any(|base| rest.strip_prefix(base).is_some_and(|dims| shape(dims, false)));
    }
    BASES.iter().any(|base| spelling.strip_prefix(&base.to_ascii_lowercase()).is_some_and(|dims| shape(dims, true)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::preprocess::tests::{temp_dir, write_temp};

    fn parse_text(test_name: &str, text: &str, opts: &PreprocessOptions) -> Result<Parsed, String> {
        let dir = temp_dir(test_name);
        let path = write_temp(&dir, "t.c", text);
        let mut files = diag::Files::new();
        parse_file(&path, opts, &mut files)
            .map_err(|diags| diag::render(&files, &diags, false).replace(&dir.display().to_string(), "DIR"))
    }

    fn parses_header(header: &str, opts: &PreprocessOptions) {
        let text = format!("#include <{}>\nint main(void) {{ return 0; }}\n", header);
        if let Err(err) = parse_text(&header.replace(['/', '.'], "_"), &text, opts) {
            panic!("{} does not parse:\n{}", header, err);
        }
    }

    #[test]
    fn c_library_headers_parse() {
        for header in ["stdio.h", "stdlib.h", "string.h", "math.h", "stdint.h", "complex.h", "stdatomic.h", "pthread.h"]
        {
            parses_header(header, &PreprocessOptions::default());
        }
    }

    #[test]
    fn x86_intrinsics_headers_parse_with_gcc_and_clang() {
        parses_header("immintrin.h", &PreprocessOptions::default());
        if std::process::Command::new("clang-19").arg("--version").output().is_ok() {
            parses_header("immintrin.h", &PreprocessOptions { cc: "clang-19".into(), ..PreprocessOptions::default() });
        }
    }

    #[test]
    fn arm_neon_parses_with_the_aarch64_cross_compiler() {
        if std::process::Command::new("aarch64-linux-gnu-gcc").arg("--version").output().is_err() {
            // CI installs it (.ci/run); a missing tool there is a failure, not a skip.
            assert!(std::env::var("CI").as_deref() != Ok("true"), "aarch64-linux-gnu-gcc is not installed");
            println!("skipped: aarch64-linux-gnu-gcc not installed");
            return;
        }
        parses_header(
            "arm_neon.h",
            &PreprocessOptions { cc: "aarch64-linux-gnu-gcc".into(), ..PreprocessOptions::default() },
        );
    }

    #[test]
    fn neon_builtin_type_names() {
        for name in
            ["__Int8x8_t", "__Poly8_t", "__Float32x4_t", "__builtin_aarch64_simd_qi", "float32x4x2_t", "uint8x16x4_t"]
        {
            assert!(is_neon_builtin_type(name), "{}", name);
        }
        for name in ["float32x4_t", "__Int", "int8_t", "__builtin_aarch64_simd_bslv8qi_uuuu", "float32x4x5_t"] {
            assert!(!is_neon_builtin_type(name), "{}", name);
        }
    }

    #[test]
    fn each_workaround_parses() {
        let cases = [
            "unsigned __int128 mul(unsigned long a, unsigned long b) { return (unsigned __int128) a * b; }",
            "typedef float v4 __attribute__((vector_size(16))); v4 f(float x) { return __extension__ (v4){ x, 0, 0, 0 }; }",
            "__uint128_t u; __int128_t s;",
            "__bf16 h(__bf16 x); __fp16 k(__fp16 x);",
            "float g(int h) { return __builtin_bit_cast(float, h); }",
            "static inline int k(int x) { switch (x) { case 1: x++; __attribute__((__fallthrough__)); default: x++; } return x; }",
        ];
        for (idx, case) in cases.iter().enumerate() {
            let dir = temp_dir(&format!("workaround{}", idx));
            write_temp(&dir, "w.h", case);
            let main = write_temp(&dir, "t.c", "#include \"w.h\"\nint x;\n");
            let mut files = diag::Files::new();
            if let Err(diags) = parse_file(&main, &PreprocessOptions::default(), &mut files) {
                panic!("{}:\n{}", case, diag::render(&files, &diags, false));
            }
        }
    }

    #[test]
    fn user_code_is_not_rewritten() {
        let err =
            parse_text("main-int128", "__extension__ int x; unsigned __int128 y;\n", &PreprocessOptions::default())
                .err()
                .unwrap();
        assert!(err.starts_with("DIR/t.c:1:40: error: syntax error: unexpected `y`"), "{}", err);
    }

    #[test]
    fn syntax_error_points_at_the_original_column() {
        let err =
            parse_text("syntax", "#define N 4\nint f(int x) {\n  return   x +* ;\n}\n", &PreprocessOptions::default())
                .err()
                .unwrap();
        assert!(err.starts_with("DIR/t.c:3:17: error: syntax error: unexpected `;`"), "{}", err);
        assert!(err.contains("3 |   return   x +* ;\n  |                 ^ unexpected here"), "{}", err);
    }

    #[test]
    fn annotations_are_blanked_and_attached() {
        let text = "__decl-vec-function(uniform(n), linear(i:2))\nint f(int n, int i);\nvoid g(int *a) {\n  #pragma simd vec-function\n  for (int i = 0; i < 8; i++) a[i] = f(3, i);\n}\n";
        let parsed = parse_text("attach", text, &PreprocessOptions::default()).unwrap();
        assert_eq!(parsed.func_annotations.len(), 1);
        let ann = &parsed.func_annotations[0];
        assert!(parsed.source[ann.decl_offset..].starts_with("int f(int n"));
        assert!(parsed.source[ann.range.clone()].trim().is_empty());
        assert_eq!(parsed.loop_pragmas.len(), 1);
        assert!(parsed.source[parsed.loop_pragmas[0].stmt_offset..].starts_with("for (int i"));
        assert_eq!(parsed.linemap.locate(ann.range.start), midend::ir::SrcLoc::new(0, 1, 1));
    }

    #[test]
    fn pragma_not_followed_by_a_loop() {
        let text = "void g(int *a) {\n#pragma simd vec-function\n  a[0] = 1;\n}\n";
        let err = parse_text("noloop", text, &PreprocessOptions::default()).err().unwrap();
        assert!(err.starts_with("DIR/t.c:2:1: error: pragma not followed by a loop\n"), "{}", err);
    }

    #[test]
    fn missing_include_is_a_diagnostic() {
        let err = parse_text("missing", "#include \"gone.h\"\n", &PreprocessOptions::default()).err().unwrap();
        assert!(err.starts_with("DIR/t.c:1:10: error: gone.h: No such file or directory"), "{}", err);
    }
}
