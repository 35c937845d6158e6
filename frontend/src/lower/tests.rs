//! Unit tests of the lowering on small snippets (no preprocessor: the text is parsed as is).

use super::*;
use lang_c::driver::{parse_preprocessed, Config};

/// Every offset is line 1 of the main file; only the column moves.
struct FlatMap;

impl SourceMap for FlatMap {
    fn locate(&self, offset: usize) -> SrcLoc {
        SrcLoc::new(0, 1, offset as u32 + 1)
    }
    fn main_file_offset(&self, offset: usize, _: &str) -> Option<usize> {
        Some(offset)
    }
}

pub(crate) fn lower_text(text: &str) -> LowerOutput {
    let parse = parse_preprocessed(&Config::with_gcc(), text.to_string()).expect("snippet parses");
    lower_unit(&parse.unit, &parse.source, Default::default(), vec!["t.c".into()], &FlatMap, &mut NoAnnotations, false)
}

fn ir(text: &str) -> String {
    let out = lower_text(text);
    assert!(out.errors.is_empty(), "errors: {:?}", out.errors);
    midend::ir::print::print_module(&out.module)
}

#[test]
fn integer_promotion_is_explicit() {
    let text = ir("int f(unsigned char a, unsigned char b) { return a + b; }");
    assert!(text.contains("cast.int"), "{}", text);
    assert!(text.contains("add.int"), "{}", text);
}

#[test]
fn escapes_and_exact_long_double_literals() {
    use super::consteval::unescape;
    assert_eq!(unescape(r"a\n\101\x42\0"), Some(b"a\nAB\0".to_vec()));
    assert_eq!(unescape(r"\q"), None);
    let out = lower_text("long double a = 0.5L, b = 1e3L;\nlong double f(void) { return 0.1L; }\n");
    let f = &out.module.funcs[out.module.func_by_name("f").unwrap()];
    assert!(f.unsupported.as_ref().unwrap().reason.contains("long double"));
    let text = midend::ir::print::print_module(&out.module);
    assert!(text.contains("global @a: ldouble external = 0.5"), "{}", text);
}

#[test]
fn constant_expressions_use_c_types() {
    let text = ir(
        "int a[sizeof(long) * 2 + (-1 < 0u)];\nunsigned char c = 300;\nint s = -8 >> 1;\nenum { K = 'A' + 1 } e = K;\n",
    );
    // -1 < 0u compares as unsigned: false.
    assert!(text.contains("global @a: [16 x int]"), "{}", text);
    assert!(text.contains("global @c: uchar external = 44"), "{}", text);
    assert!(text.contains("global @s: int external = -4"), "{}", text);
    assert!(text.contains("global @e: uint external = 66"), "{}", text);
}

#[test]
fn enum_constants_beyond_int_follow_gcc() {
    let text = ir("enum Big { B0 = 0x80000000 };\nenum Huge { H0 = 0x100000000 };\nenum Big b = B0;\nlong h = H0;\nint gt = B0 > 0;\n");
    assert!(text.contains("global @b: uint external = 2147483648"), "{}", text);
    assert!(text.contains("global @h: long external = 4294967296"), "{}", text);
    assert!(text.contains("global @gt: int external = 1"), "{}", text);
}
