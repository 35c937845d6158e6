//! The frontend: C text in, IR out. Only this crate names lang-c.
//!
//! `compile` runs the stages in order: preprocess and parse (`parse`), then lower the AST to
//! the IR (`lower`, with `types` for declarations), checking the programmer's annotations as
//! the lowering meets the functions and loops they precede. It does not run midend passes.
pub mod annotations;
pub mod diag;
pub mod head_attributes;
pub mod linemap;
pub mod lower;
pub mod parse;
pub mod preprocess;
pub mod skip;
pub mod text;
pub mod types;

use annotations::{FoundFuncAnnotation, FoundLoopPragma, ParamKind};
use diag::{Diagnostic, Files};
use linemap::LineMap;
use midend::ir::{AnnotationSyntax, LoopPragma, LoopPragmaSyntax, Module, SrcLoc, VecFunctionAnnotation};
use midend::remarks::Remarks;
use std::ops::Range;
use std::path::Path;

/// Where the annotations only vcc understands are, and each `#pragma omp declare simd` line with
/// the location its annotation carries.
type AnnotationText = (Vec<Range<usize>>, Vec<(SrcLoc, Range<usize>)>);

#[derive(Clone, Debug, Default)]
pub struct Options {
    pub preprocess: preprocess::PreprocessOptions,
    /// Lower the functions of the user's own headers too (for output written preprocessed).
    pub header_functions: bool,
    /// Plain `char` is unsigned where the output is compiled (`--target=neon`: AArch64), even
    /// when the preprocessor is another architecture's (an x86 host's cc, whose `char` is
    /// signed). Otherwise the preprocessor tells: `__CHAR_UNSIGNED__` (AArch64, or
    /// `-funsigned-char`).
    pub target_char_unsigned: bool,
}

/// Whether plain `char` is unsigned: the preprocessor defines `__CHAR_UNSIGNED__`, or the
/// output's target has an unsigned `char` and the preprocessor is not for an ARM target (a
/// cross build from an x86 host; on an ARM host `-fsigned-char` must win).
fn char_is_unsigned(macros: &std::collections::BTreeSet<String>, target_char_unsigned: bool) -> bool {
    let arm = macros.contains("__aarch64__") || macros.contains("__arm__");
    macros.contains("__CHAR_UNSIGNED__") || (target_char_unsigned && !arm)
}

pub struct FrontendOutput {
    pub module: Module,
    pub remarks: Remarks,
    pub files: Files,
    /// The main file's original text (what the splicer edits).
    pub main_original: String,
    /// The preprocessed text, with the `#define` lines `-dD` leaves (what preprocessed output
    /// edits; `FuncDecl::pp_splice` indexes it).
    pub preprocessed: String,
    /// The lines preprocessed output drops (`LineMap::dropped_lines`).
    pub dropped_lines: Vec<Range<usize>>,
    /// Every macro name the translation unit defines anywhere (builtins included).
    pub macro_names: std::collections::BTreeSet<String>,
    /// The files named by the preprocessed text's line markers (the main file first).
    pub expanded_files: Vec<String>,
    /// The input is preprocessor output itself (it holds line markers, or `#line` directives).
    pub input_preprocessed: bool,
}

/// C file → Module. Err only for real errors (syntax and type errors, bad annotations,
/// preprocessor failure): all the diagnostics, each at file:line:col of the user's text.
pub fn compile(path: &Path, opts: &Options) -> Result<FrontendOutput, (Files, Vec<Diagnostic>)> {
    compile_input(&preprocess::Input::File(path.to_path_buf()), opts)
}

/// As [`compile`], for a file or C text read from standard input (named `<stdin>`).
pub fn compile_input(input: &preprocess::Input, opts: &Options) -> Result<FrontendOutput, (Files, Vec<Diagnostic>)> {
    let mut files = Files::new();
    let parsed = match parse::parse_input(input, &opts.preprocess, &mut files) {
        Ok(parsed) => parsed,
        Err(diags) => return Err((files, diags)),
    };
    let main_original = files.get(0).map(|f| f.source().clone()).unwrap_or_default();
    let mut found = FoundAnnotations::new(&parsed.func_annotations, &parsed.loop_pragmas, &mut files, &parsed.linemap);
    let files_list = parsed.linemap.files().to_vec();
    let out = lower::lower_unit(
        &parsed.unit,
        &parsed.source,
        lower::LayoutHints {
            pack: parsed.pack.clone(),
            member_alignas: parsed.member_alignas.clone(),
            head_attributes: parsed.head_attributes.clone(),
            opaque_types: parsed.opaque_types.clone(),
            va_list_x86_64: parsed.linemap.macro_names().contains("__x86_64__"),
            char_unsigned: char_is_unsigned(parsed.linemap.macro_names(), opts.target_char_unsigned),
        },
        files_list,
        &parsed.linemap,
        &mut found,
        opts.header_functions,
    );
    let mut diags = found.finish(&out.skipped, opts.header_functions);
    for e in out.errors {
        diags.push(diag::error_at(&mut files, &parsed.linemap, e.range, e.message, e.label));
    }
    if !diags.is_empty() {
        return Err((files, diags));
    }
    let mut module = out.module;
    (module.vcc_only_text, module.omp_declare_text) = annotation_text(&parsed, &main_original);
    (module.pp_vcc_only_text, module.pp_omp_declare_text) = pp_annotation_text(&parsed);
    let mut remarks = out.remarks;
    keep_skipped_functions_as_written(&mut module, &mut remarks, &parsed.skipped, &parsed.linemap);
    let map = &parsed.linemap;
    let expanded_files = expanded_files(map, &main_original);
    let input_preprocessed = main_original.lines().any(|line| linemap::parse_line_marker(line).is_some());
    Ok(FrontendOutput {
        module,
        remarks,
        files,
        main_original,
        dropped_lines: map.dropped_lines().to_vec(),
        macro_names: map.macro_names().clone(),
        expanded_files,
        input_preprocessed,
        preprocessed: parsed.preprocessed,
    })
}

/// The files whose text the translation unit holds: those its line markers name, and, for an
/// already preprocessed input (whose own markers are blanked before preprocessing, `.i`),
/// those the input's markers name.
fn expanded_files(map: &LineMap, main_original: &str) -> Vec<String> {
    let mut files = map.files().to_vec();
    for (_, name) in main_original.lines().filter_map(linemap::parse_line_marker) {
        if !files.contains(&name) {
            files.push(name);
        }
    }
    files
}

/// `annotation_text`'s ranges in the preprocessed text: the annotation itself for
/// `__decl-vec-function(...)`, the whole line for the pragmas.
fn pp_annotation_text(parsed: &parse::Parsed) -> AnnotationText {
    let text = &parsed.preprocessed;
    let line_of = |offset: usize| -> Option<Range<usize>> {
        let start = text[..offset.min(text.len())].rfind('\n').map_or(0, |at| at + 1);
        let end = text[start..].find('\n').map_or(text.len(), |len| start + len);
        text[start..end].trim_start().starts_with('#').then_some(start..end)
    };
    let mut vcc_only = Vec::new();
    let mut omp_declare = Vec::new();
    for found in &parsed.func_annotations {
        match found.syntax {
            AnnotationSyntax::DeclVecFunction => vcc_only.push(found.range.clone()),
            AnnotationSyntax::OmpDeclareSimd => {
                if let Some(range) = line_of(found.range.start) {
                    omp_declare.push((parsed.linemap.locate(found.range.start), range));
                }
            }
        }
    }
    for found in parsed.loop_pragmas.iter().filter(|p| p.syntax == LoopPragmaSyntax::SimdVecFunction) {
        vcc_only.extend(line_of(found.range.start));
    }
    vcc_only.sort_by_key(|r| r.start);
    vcc_only.dedup();
    (vcc_only, omp_declare)
}

/// Where, in the main file's original text, the annotations only vcc understands are
/// (`__decl-vec-function(...)` and `#pragma simd vec-function` lines), and where each
/// `#pragma omp declare simd` line is (by the location its annotation carries): OpenMP's pragmas
/// mean something to cc, and stay unless vcc writes the variants itself. An annotation that came
/// out of a macro or an included file cannot be mapped exactly and is left as it is.
fn annotation_text(parsed: &parse::Parsed, main_original: &str) -> AnnotationText {
    let map = &parsed.linemap;
    let mut vcc_only = Vec::new();
    let mut omp_declare = Vec::new();
    for found in &parsed.func_annotations {
        match found.syntax {
            AnnotationSyntax::DeclVecFunction => {
                let (Some(start), Some(last)) =
                    (map.main_file_offset(found.range.start, "__decl"), map.main_file_offset(found.range.end - 1, ")"))
                else {
                    continue;
                };
                if start < last && main_original[start..].starts_with("__decl") {
                    vcc_only.push(start..last + 1);
                }
            }
            AnnotationSyntax::OmpDeclareSimd => {
                if let Some(range) = pragma_line(map, main_original, found.range.start, "omp") {
                    omp_declare.push((map.locate(found.range.start), range));
                }
            }
        }
    }
    for found in parsed.loop_pragmas.iter().filter(|p| p.syntax == LoopPragmaSyntax::SimdVecFunction) {
        vcc_only.extend(pragma_line(map, main_original, found.range.start, "simd"));
    }
    vcc_only.sort_by_key(|r| r.start);
    (vcc_only, omp_declare)
}

/// The whole directive line (with its backslash continuations) of the main file that holds the
/// pragma at preprocessed `offset`, if it is one: it starts with `#` and names `word`. A
/// directive line is not a token the line map knows: this goes by its line number.
fn pragma_line(map: &LineMap, main_original: &str, offset: usize, word: &str) -> Option<Range<usize>> {
    let loc = map.locate(offset);
    if loc.file != 0 || loc.line == 0 {
        return None;
    }
    let start = line_start(main_original, loc.line)?;
    let line_end = |from: usize| main_original[from..].find('\n').map_or(main_original.len(), |len| from + len);
    let mut end = line_end(start);
    while main_original[start..end].ends_with('\\') && end < main_original.len() {
        end = line_end(end + 1);
    }
    let line = main_original[start..end].trim_start();
    (line.starts_with('#') && line.contains(word) && !line.contains("*/")).then_some(start..end)
}

/// Byte offset where 1-based `line` of `text` starts.
fn line_start(text: &str, line: u32) -> Option<usize> {
    if line == 1 {
        return Some(0);
    }
    text.match_indices('\n').nth(line as usize - 2).map(|(idx, _)| idx + 1)
}

/// Functions whose bodies lang-c could not parse were lowered from a blank body: drop that body,
/// so the function is copied through exactly as written.
fn keep_skipped_functions_as_written(
    module: &mut Module,
    remarks: &mut Remarks,
    skipped: &[skip::SkippedFunction],
    linemap: &LineMap,
) {
    for skip in skipped {
        let loc = linemap.locate(skip.body.start);
        let Some(id) = module.func_by_name(&skip.name) else { continue };
        let decl = &mut module.funcs[id];
        // The annotations stay with the function (the scalar original is still there).
        if let Some(body) = decl.body.take() {
            decl.vec_annotations.extend(body.vec_annotations);
        }
        let reason = format!("vcc cannot parse its body ({})", skip.reason);
        remarks.push(
            decl.loc,
            midend::remarks::RemarkKind::Missed,
            "frontend",
            format!("function `{}` kept as written: {}", skip.name, reason),
        );
        decl.unsupported = Some(midend::ir::Unsupported { reason, loc });
    }
}

impl lower::SourceMap for LineMap {
    fn locate(&self, offset: usize) -> SrcLoc {
        LineMap::locate(self, offset)
    }
    fn main_file_offset(&self, offset: usize, token_text: &str) -> Option<usize> {
        LineMap::main_file_offset(self, offset, token_text)
    }
    fn declaration_start(&self, offset: usize, token_text: &str) -> Option<usize> {
        LineMap::declaration_start(self, offset, token_text)
    }
    fn is_system_file(&self, file: u32) -> bool {
        LineMap::is_system_file(self, file)
    }
}

/// The annotations `parse` found, handed to the lowering by position and checked there.
struct FoundAnnotations<'a> {
    funcs: &'a [FoundFuncAnnotation],
    pragmas: &'a [FoundLoopPragma],
    used_funcs: Vec<bool>,
    used_pragmas: Vec<bool>,
    files: &'a mut Files,
    linemap: &'a LineMap,
    diags: Vec<Diagnostic>,
}

impl<'a> FoundAnnotations<'a> {
    fn new(
        funcs: &'a [FoundFuncAnnotation],
        pragmas: &'a [FoundLoopPragma],
        files: &'a mut Files,
        linemap: &'a LineMap,
    ) -> Self {
        FoundAnnotations {
            used_funcs: vec![false; funcs.len()],
            used_pragmas: vec![false; pragmas.len()],
            funcs,
            pragmas,
            files,
            linemap,
            diags: Vec::new(),
        }
    }

    /// The diagnostics, plus one for each annotation nothing claimed (unless it is inside a
    /// function that was kept as written, or in a header whose functions were not lowered).
    fn finish(mut self, skipped: &[Range<usize>], header_functions: bool) -> Vec<Diagnostic> {
        let map = self.linemap;
        let not_lowered = |offset: usize| {
            let file = map.locate(offset).file;
            file != 0 && (!header_functions || map.is_system_file(file))
        };
        let inside_skipped = |offset: usize| skipped.iter().any(|r| r.contains(&offset)) || not_lowered(offset);
        for (idx, found) in self.funcs.iter().enumerate() {
            if !self.used_funcs[idx] && !inside_skipped(found.range.start) {
                let d = annotations::annotation_not_followed_by_function(found, self.files, self.linemap);
                self.diags.push(d);
            }
        }
        for (idx, found) in self.pragmas.iter().enumerate() {
            if !self.used_pragmas[idx] && !inside_skipped(found.range.start) {
                let d = annotations::pragma_not_followed_by_loop(found, self.files, self.linemap);
                self.diags.push(d);
            }
        }
        self.diags
    }
}

impl lower::Annotations for FoundAnnotations<'_> {
    fn for_function(
        &mut self,
        decl_start: usize,
        func_name: &str,
        params: &[(Option<String>, lower::ParamClass)],
    ) -> Vec<VecFunctionAnnotation> {
        let params: Vec<(Option<String>, ParamKind)> = params
            .iter()
            .map(|(name, class)| {
                let kind = match class {
                    lower::ParamClass::Integer => ParamKind::Integer,
                    lower::ParamClass::Pointer => ParamKind::Pointer,
                    lower::ParamClass::Float => ParamKind::Float,
                    lower::ParamClass::Other => ParamKind::Other,
                };
                (name.clone(), kind)
            })
            .collect();
        let mut res = Vec::new();
        for (idx, found) in self.funcs.iter().enumerate() {
            if found.decl_offset != decl_start || self.used_funcs[idx] {
                continue;
            }
            self.used_funcs[idx] = true;
            match annotations::resolve_func_annotation(found, func_name, &params, self.files, self.linemap) {
                Ok(ann) => res.push(ann),
                Err(diags) => self.diags.extend(diags),
            }
        }
        res
    }

    fn for_statement(&mut self, stmt_start: usize) -> Option<LoopPragma> {
        let idx =
            (0..self.pragmas.len()).find(|&i| self.pragmas[i].stmt_offset == stmt_start && !self.used_pragmas[i])?;
        self.used_pragmas[idx] = true;
        match annotations::resolve_loop_pragma(&self.pragmas[idx], self.files, self.linemap) {
            Ok(pragma) => Some(pragma),
            Err(diags) => {
                self.diags.extend(diags);
                None
            }
        }
    }
}
