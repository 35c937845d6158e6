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
    lower_unit(&parse.unit, &parse.source, vec!["t.c".into()], &FlatMap, &mut NoAnnotations)
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
