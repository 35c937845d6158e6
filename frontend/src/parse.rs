//! Preprocess, find annotations, and parse with lang-c. (Stub: being implemented.)

use crate::annotations::{FoundFuncAnnotation, FoundLoopPragma};
use crate::diag::{self, Diagnostic};
use crate::linemap::LineMap;
use crate::preprocess::PreprocessOptions;
use std::path::Path;

pub struct Parsed {
    pub unit: lang_c::ast::TranslationUnit,
    /// The text lang-c parsed (lang-c spans index this).
    pub source: String,
    pub linemap: LineMap,
    pub func_annotations: Vec<FoundFuncAnnotation>,
    pub loop_pragmas: Vec<FoundLoopPragma>,
}

pub fn parse_file(_path: &Path, _opts: &PreprocessOptions, _files: &mut diag::Files) -> Result<Parsed, Vec<Diagnostic>> {
    Err(vec![Diagnostic::error().with_message("parse_file is not implemented yet")])
}
