//! The backend: IR out as C text. Never reads the AST.
//!
//! `emit_c` regenerates the bodies of the functions that changed (or all, with `--emit-all`)
//! and splices them into the user's original text. A regenerated body keeps the original
//! signature, so parameters keep their source names; everything else in the body is derived
//! from the IR: locals named after source variables (`fold.rs` folds the constant tests the
//! vectorizers leave, `structure.rs` picks the control flow, `func/` the expressions and locals,
//! `stmt.rs` tidies and prints, `declare.rs` puts declarations where values are first
//! assigned). A function that cannot be
//! written (a type with no C spelling, say) is an `EmitError` naming that function; the caller
//! keeps its text as written. Vector operations are lowered by `vector/` for the target in
//! `EmitOptions`; what they need (typedefs, helper macros, `immintrin.h`) goes once at the top
//! of the output, and a function that uses target intrinsics gets the target's
//! `__attribute__((target(...)))` in front of its definition.

pub mod align;
pub mod ctype;
mod declare;
pub mod expr;
mod fold;
mod func;
mod intrin_headers;
pub mod literal;
pub mod names;
pub mod protect;
mod records;
pub mod splice;
mod stmt;
mod structure;
pub mod vector;

use midend::ir::{AnnotationSyntax, FuncId, Function, Linkage, Module};
use midend::target::{TargetKind, Tune};
use names::{Namer, Reserved};
use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;

#[derive(Clone, Debug)]
pub struct EmitOptions {
    /// Regenerate every function with a body, not only transformed ones.
    pub emit_all: bool,
    /// The instruction set vector operations are written for.
    pub target: TargetKind,
    /// Whether with the target's intrinsics (else generic vector extensions: `vector::Isa`).
    pub intrinsics: bool,
    /// The core the code is for (`--tune`; `--target=native` detects it): where a lowering's
    /// speed differs by core (`Target::hardware_masked_gathers`).
    pub tune: Tune,
}

impl EmitOptions {
    fn isa(&self) -> vector::Isa {
        vector::Isa { target: self.target, intrinsics: self.intrinsics, tune: self.tune }
    }
}

impl Default for EmitOptions {
    fn default() -> EmitOptions {
        EmitOptions { emit_all: false, target: TargetKind::Generic, intrinsics: true, tune: Tune::Generic }
    }
}

/// One function written as C, with what it needs before it.
#[derive(Clone, Debug)]
pub struct Written {
    /// The text (a body `{ ... }` or a whole definition).
    pub text: String,
    /// Typedefs, macros and includes the text uses (empty for scalar code).
    pub prelude: vector::Prelude,
    /// `__attribute__((target("avx2")))` when the text uses target intrinsics, followed by
    /// `no_sanitize_address` when its vector loads read past an object's end (`reads_past_end`).
    pub target_attribute: Option<String>,
}

/// Why a function (or the splice as a whole) cannot be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmitError {
    /// The function that cannot be emitted; `None` for file-level problems (bad splice ranges).
    pub function: Option<String>,
    pub message: String,
}

impl EmitError {
    pub fn new(message: impl Into<String>) -> EmitError {
        EmitError { function: None, message: message.into() }
    }

    fn in_function(mut self, name: &str) -> EmitError {
        if self.function.is_none() {
            self.function = Some(name.to_string());
        }
        self
    }
}

impl fmt::Display for EmitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.function {
            Some(name) => write!(f, "cannot regenerate `{}`: {}", name, self.message),
            None => write!(f, "cannot write the output: {}", self.message),
        }
    }
}

impl std::error::Error for EmitError {}

/// Which text the output is made from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OutputForm {
    /// The main file's original text, its macros and includes kept; only functions defined in
    /// it, at exactly known places (`FuncDecl::splice`), can be replaced.
    #[default]
    Source,
    /// The preprocessed translation unit (macros expanded, `#define` lines dropped, line
    /// markers kept): every lowered function can be replaced (`FuncDecl::pp_splice`).
    Preprocessed,
}

/// The text the output edits, and what editing it needs to know.
#[derive(Clone, Copy, Debug)]
pub struct OutputText<'a> {
    pub form: OutputForm,
    /// The main file's original text, or the preprocessed text.
    pub text: &'a str,
    /// Ranges of `text` left out of the output (the preprocessed form's `#define` lines).
    pub dropped: &'a [Range<usize>],
    /// The macro names the translation unit defines: text inserted into the source form
    /// undefines the ones it uses around itself (`protect.rs`).
    pub macro_names: &'a std::collections::BTreeSet<String>,
    /// The files the translation unit includes (as its line markers name them), which decide
    /// how the prelude includes `immintrin.h`.
    pub included_files: &'a [String],
    /// The input was preprocessor output already (a `.i` file): the headers it holds have no
    /// include guards left.
    pub input_preprocessed: bool,
}

impl<'a> OutputText<'a> {
    /// The source form of `original`, knowing nothing of its macros and includes.
    pub fn source(original: &'a str) -> OutputText<'a> {
        static NO_NAMES: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
        OutputText {
            form: OutputForm::Source,
            text: original,
            dropped: &[],
            macro_names: &NO_NAMES,
            included_files: &[],
            input_preprocessed: false,
        }
    }

    /// Where function `decl` is in this text, if it can be replaced there.
    fn range_of<'m>(&self, decl: &'m midend::ir::FuncDecl) -> Option<&'m midend::ir::SpliceRange> {
        match self.form {
            OutputForm::Source => decl.splice.as_ref(),
            OutputForm::Preprocessed => decl.pp_splice.as_ref(),
        }
    }

    /// `chunk`, protected from the user's macros where it goes into the source form.
    fn protect(&self, chunk: &str, prelude_macros: &str) -> String {
        match self.form {
            OutputForm::Source => protect::protect(chunk, prelude_macros, self.macro_names),
            OutputForm::Preprocessed => chunk.to_string(),
        }
    }
}

/// The first line of output written preprocessed, which tells the reader (and `vcc-cc`) what
/// the file is.
pub const PREPROCESSED_BANNER: &str = "/* vcc: the preprocessed translation unit, with the functions vcc rewrote */";

/// The output, the functions that could not be written (kept as they were, for remarks), and
/// the functions whose text the output replaced or added.
#[derive(Clone, Debug, Default)]
pub struct Emitted {
    pub text: String,
    pub failures: Vec<EmitError>,
    pub written: std::collections::BTreeSet<FuncId>,
}

/// The user's original main-file text with the bodies of regenerated functions replaced.
/// A function is regenerated when it has a body, a splice range, and (`emit_all` or
/// `FuncDecl::transformed`). Everything else stays byte for byte. The first function that
/// cannot be written is the error; `emit_c_keeping_failures` writes the others instead.
pub fn emit_c(module: &Module, original: &str, opts: &EmitOptions) -> Result<String, EmitError> {
    let (text, failures) = emit_c_keeping_failures(module, original, opts)?;
    match failures.into_iter().next() {
        Some(err) => Err(err),
        None => Ok(text),
    }
}

/// Like `emit_c`, but a function that cannot be written keeps its original text and its error
/// is returned beside the output (for a remark). Only file-level problems are an `Err`.
pub fn emit_c_keeping_failures(
    module: &Module,
    original: &str,
    opts: &EmitOptions,
) -> Result<(String, Vec<EmitError>), EmitError> {
    let emitted = emit_output(module, &OutputText::source(original), opts)?;
    Ok((emitted.text, emitted.failures))
}

/// `text` with the regenerated functions replaced (those with a range in its form, that have
/// a body and are `transformed` or `emit_all`), their vector variants added after them, vcc's
/// own annotations turned into comments, and the prelude the new code needs at the top.
/// Everything else stays byte for byte, but for `dropped`. A function that cannot be written
/// keeps its text; its error is in `failures`. Only file-level problems are an `Err`.
pub fn emit_output(module: &Module, out: &OutputText, opts: &EmitOptions) -> Result<Emitted, EmitError> {
    let original = out.text;
    let reserved = Reserved::for_module(module, if out.form == OutputForm::Source { original } else { "" });
    let mut replacements = Vec::new();
    let mut acc = NewCode::default();
    regenerate_functions(module, out, opts, reserved, &mut acc);
    // Vector variants go right after their scalar function; their prototypes go first, so
    // that variants can call each other in any order.
    let (vcc_only, omp_declare) = match out.form {
        OutputForm::Source => (&module.vcc_only_text, &module.omp_declare_text),
        OutputForm::Preprocessed => (&module.pp_vcc_only_text, &module.pp_omp_declare_text),
    };
    add_vector_variants(module, out, opts, omp_declare, &mut acc);
    let NewCode { written_ids, failures, prelude, mut chunks, first_definition, prototypes, record_needs } = acc;
    define_local_records(module, record_needs, &mut chunks);
    // The prelude goes before every function that uses it: at the top of the source form; in
    // the preprocessed form, at the line where the first rewritten function's declaration
    // starts (not its body, which may open on a line of its own), after the headers the
    // program included (whose kept include guards then keep a second inclusion out).
    let at = match out.form {
        OutputForm::Source => 0,
        OutputForm::Preprocessed => {
            let first = first_definition.min(original.len());
            original[..first].rfind('\n').map_or(0, |nl| nl + 1)
        }
    };
    let intrinsics = match out.form {
        OutputForm::Source => Vec::new(),
        OutputForm::Preprocessed => intrin_headers::intrinsic_text(original),
    };
    let (before, after): (Vec<_>, Vec<_>) = intrinsics.into_iter().partition(|r| r.start < at);
    let prelude_text = prelude_text(&prelude, out, !before.is_empty(), !after.is_empty());
    let prelude_macros = protect::macro_bodies(&prelude_text);
    for (range, chunk) in chunks {
        replacements.push((range, out.protect(&chunk, &prelude_macros)));
    }
    comment_out_annotations(module, out, vcc_only, omp_declare, &mut replacements);
    if prelude_text.contains("#include <immintrin.h>") || prelude_text.contains("#include <arm_neon.h>") {
        replacements.extend(after.into_iter().map(|range| (range, String::new())));
    }
    replacements.sort_by_key(|(range, _)| (range.start, range.end));
    if !prelude_text.is_empty() || !prototypes.is_empty() {
        let idx = replacements.partition_point(|(range, _)| range.start < at);
        replacements.insert(idx, (at..at, format!("{}{}", prelude_text, prototypes)));
    }
    if out.form == OutputForm::Preprocessed {
        replacements.insert(0, (0..0, format!("{}\n", PREPROCESSED_BANNER)));
    }
    let text = splice::splice(original, &replacements)?;
    Ok(Emitted { text, failures, written: written_ids })
}

/// What `emit_output` gathers of the new code before splicing it in.
struct NewCode {
    written_ids: std::collections::BTreeSet<FuncId>,
    failures: Vec<EmitError>,
    prelude: vector::Prelude,
    /// The text of each function's new code, protected once the prelude is known.
    chunks: Vec<(Range<usize>, String)>,
    /// Where the first function with new code starts (its declaration, not its body).
    first_definition: usize,
    prototypes: String,
    /// The local records (`records.rs`) each piece of new code uses, by where it goes.
    record_needs: Vec<(usize, std::collections::BTreeSet<midend::ir::RecordId>)>,
}

impl Default for NewCode {
    fn default() -> Self {
        NewCode {
            written_ids: Default::default(),
            failures: Vec::new(),
            prelude: vector::Prelude::default(),
            chunks: Vec::new(),
            first_definition: usize::MAX,
            prototypes: String::new(),
            record_needs: Vec::new(),
        }
    }
}

/// Writes the new bodies of the regenerated functions (with realigned arrays and target attributes before them).
fn regenerate_functions(module: &Module, out: &OutputText, opts: &EmitOptions, reserved: Reserved, acc: &mut NewCode) {
    // Each array is realigned once, before the first function that accesses it with wide
    // vectors, to the widest vector any regenerated function accesses it with.
    let accessed: std::collections::BTreeMap<midend::ir::FuncId, _> = module
        .funcs
        .iter()
        .filter(|(_, d)| is_regenerated(d, opts))
        .filter_map(|(id, d)| Some((id, align::realignable_globals(module, d.body.as_ref()?))))
        .collect();
    let mut widest: std::collections::BTreeMap<midend::ir::GlobalId, u64> = Default::default();
    for (&g, &bytes) in accessed.values().flatten() {
        let w = widest.entry(g).or_insert(0);
        *w = bytes.max(*w);
    }
    let mut realigned = std::collections::BTreeSet::new();
    for (id, decl) in module.funcs.iter() {
        let (Some(body), Some(range)) = (&decl.body, out.range_of(decl)) else { continue };
        if !is_regenerated(decl, opts) {
            continue;
        }
        let Some(recs) = local_records(module, body, acc) else { continue };
        match body_text(module, body, reserved.clone(), None, opts.isa()) {
            Ok(written)
                if body.always_inline && written.target_attribute.as_ref().is_some_and(|a| a.contains("target(")) =>
            {
                let message = "it is `always_inline`, and its vector code needs a `target` attribute that gcc would require of every caller too";
                acc.failures.push(EmitError { function: Some(decl.name.clone()), message: message.to_string() });
            }
            Ok(written) => {
                acc.written_ids.insert(id);
                acc.prelude.merge(&written.prelude);
                let start = range.definition.start;
                // The arrays its vector code accesses, aligned for it (`align.rs`), once each.
                let mut before: String = accessed
                    .get(&id)
                    .into_iter()
                    .flat_map(|globals| globals.keys())
                    .filter(|g| realigned.insert(**g))
                    .map(|&g| align::redeclaration(module, g, widest[&g]))
                    .collect();
                if let Some(attr) = written.target_attribute {
                    before.push_str(&format!("{} ", attr));
                }
                if !before.is_empty() {
                    acc.chunks.push((start..start, before));
                }
                acc.chunks.push((range.body.clone(), written.text));
                acc.record_needs.push((start, recs));
                acc.first_definition = acc.first_definition.min(start);
            }
            Err(err) => acc.failures.push(err),
        }
    }
}

/// The local records `body` uses (`records.rs`); None, with the failure noted, when one of them
/// cannot be written (the function is then not written either).
fn local_records(
    module: &Module,
    body: &midend::ir::Function,
    acc: &mut NewCode,
) -> Option<std::collections::BTreeSet<midend::ir::RecordId>> {
    records::used_by(&module.types, body)
        .map_err(|err| acc.failures.push(EmitError { function: Some(body.name.clone()), ..err }))
        .ok()
}

/// Defines each local record that new code uses where the first piece of code using it goes,
/// ahead of the text already placed there (a target attribute must stay next to its function).
fn define_local_records(
    module: &Module,
    needs: Vec<(usize, std::collections::BTreeSet<midend::ir::RecordId>)>,
    chunks: &mut Vec<(Range<usize>, String)>,
) {
    let mut first: std::collections::BTreeMap<midend::ir::RecordId, usize> = Default::default();
    for (at, recs) in &needs {
        for &rec in recs {
            let pos = first.entry(rec).or_insert(*at);
            *pos = (*pos).min(*at);
        }
    }
    let mut by_place: std::collections::BTreeMap<usize, std::collections::BTreeSet<_>> = Default::default();
    for (rec, at) in first {
        by_place.entry(at).or_default().insert(rec);
    }
    let mut defs = Vec::new();
    for (at, recs) in by_place {
        // Checked for each function by `records::used_by`.
        if let Ok(text) = records::definitions(&module.types, &recs) {
            defs.push((at..at, text));
        }
    }
    chunks.splice(0..0, defs);
}

/// Writes the vector variants after their scalar functions, and their prototypes.
fn add_vector_variants(
    module: &Module,
    out: &OutputText,
    opts: &EmitOptions,
    omp_declare: &[(midend::ir::SrcLoc, Range<usize>)],
    acc: &mut NewCode,
) {
    let mut not_cloned = std::collections::BTreeSet::new();
    for (scalar, variant, _) in &module.vector_variants {
        if module.funcs[*scalar].body.is_none() && module.funcs[*variant].body.is_none() {
            // Defined elsewhere (--extern-variants): only its prototype.
            match external_prototype(module, *variant, opts.isa()) {
                Ok((text, needs)) => {
                    acc.prelude.merge(&needs);
                    acc.prototypes.push_str(&text);
                }
                Err(err) => acc.failures.push(err),
            }
            continue;
        }
        let (Some(range), Some(body)) = (out.range_of(&module.funcs[*scalar]), &module.funcs[*variant].body) else {
            continue;
        };
        let Some(recs) = local_records(module, body, acc) else { continue };
        match emit_function_definition_for(module, body, opts.isa()) {
            Ok(written) => {
                acc.written_ids.insert(*variant);
                acc.prelude.merge(&written.prelude);
                acc.prototypes.push_str(&prototype_of(&written));
                let end = range.definition.end;
                if has_uncommented_omp_declare_simd(module, *scalar, omp_declare) && not_cloned.insert(*scalar) {
                    acc.chunks.push((end..end, no_simd_clones(&module.funcs[*scalar].name)));
                }
                acc.chunks.push((end..end, format!("\n\n{}{}", function_note(module, body), written.text.trim_end())));
                acc.record_needs.push((end, recs));
                acc.first_definition = acc.first_definition.min(range.definition.start);
            }
            Err(err) => acc.failures.push(err),
        }
    }
}

/// Adds the replacements turning vcc's annotations (and dropped text) outside regenerated bodies into comments.
fn comment_out_annotations(
    module: &Module,
    out: &OutputText,
    vcc_only: &[Range<usize>],
    omp_declare: &[(midend::ir::SrcLoc, Range<usize>)],
    replacements: &mut Vec<(Range<usize>, String)>,
) {
    let original = out.text;
    // vcc's own annotations become comments (cc knows neither the syntax nor the pragma),
    // except inside a regenerated body, which is replaced anyway.
    // So do `#pragma omp declare simd` lines of functions whose variants vcc wrote: compiled
    // with -fopenmp-simd, cc would define the same ABI names again.
    let regenerated: Vec<Range<usize>> = replacements.iter().map(|(range, _)| range.clone()).collect();
    let inside_regenerated = |range: &Range<usize>| {
        regenerated.iter().any(|r| r.start <= range.start && range.end <= r.end && r.start < r.end)
    };
    let written_variants = omp_declare_text_of_written_variants(module, omp_declare);
    for range in vcc_only.iter().chain(&written_variants) {
        if !inside_regenerated(range) {
            replacements.push((range.clone(), as_comment(&original[range.clone()])));
        }
    }
    for range in out.dropped {
        if !inside_regenerated(range) {
            replacements.push((range.clone(), String::new()));
        }
    }
}

/// Whether the output writes `decl` anew: it has a body, and it changed or `emit_all` asks.
fn is_regenerated(decl: &midend::ir::FuncDecl, opts: &EmitOptions) -> bool {
    decl.body.is_some() && (opts.emit_all || decl.transformed)
}

/// Whether every function the output writes anew, and every function that vector variants
/// follow, has its place in the main file's original text (`FuncDecl::splice`): the output can
/// then be written in the source form.
pub fn fits_source_form(module: &Module, opts: &EmitOptions) -> bool {
    // Variants with a body go after their scalar function (those without are declared).
    let followed = module
        .vector_variants
        .iter()
        .filter(|(_, variant, _)| module.funcs[*variant].body.is_some())
        .map(|(scalar, _, _)| &module.funcs[*scalar]);
    let mut placed =
        module.funcs.iter().map(|(_, decl)| decl).filter(|decl| is_regenerated(decl, opts)).chain(followed);
    placed.all(|decl| decl.splice.is_some())
}

/// The prelude as the output writes it. The x86 intrinsics header is the target's own
/// (`Target::intrinsics_header`: SSE2's `emmintrin.h` and SSE4.2's `nmmintrin.h` parse in a
/// tenth of `immintrin.h`'s time) unless the translation unit has intrinsic headers of its own
/// (included, or their text in preprocessed input): then `immintrin.h`, whose include guards
/// and `intrin_headers`' handling cover every one of them. The header goes without
/// `mm_malloc.h` (which `immintrin.h` and the narrower headers include), which only declares
/// `_mm_malloc` and would bring in `stdlib.h` (clashing with a program's own
/// `typedef long int32_t`, or, in preprocessed output, with `stdlib.h`'s expanded text), unless
/// the program includes it itself; preprocessed output that already holds `immintrin.h`
/// expanded without its macros (preprocessed input) before the prelude does not include it a
/// second time. Where the intrinsic headers' text comes after the prelude (`intrin_headers`,
/// left out then), `mm_malloc.h` stays where the program has it. `arm_neon.h` likewise: not a
/// second time after its expanded text without its macros.
fn prelude_text(
    prelude: &vector::Prelude,
    out: &OutputText,
    intrinsics_before: bool,
    intrinsics_after: bool,
) -> String {
    let mut text = prelude.text();
    let includes =
        |header: &str| out.included_files.iter().any(|f| f == header || f.ends_with(&format!("/{}", header)));
    let immintrin = "#include <immintrin.h>";
    let arm_neon = "#include <arm_neon.h>\n";
    let unguarded_before = intrinsics_before || !intrinsics_after;
    if text.contains(arm_neon) && out.input_preprocessed && unguarded_before && includes("arm_neon.h") {
        return text.replacen(arm_neon, "", 1);
    }
    let x86_header = text.lines().find(|l| l.starts_with("#include <") && l.ends_with("mmintrin.h>"));
    let Some(mut header) = x86_header.map(str::to_string) else { return text };
    let own: Vec<&str> =
        out.included_files.iter().filter(|f| intrin_headers::is_intrinsic_header(f)).map(String::as_str).collect();
    let name = header.trim_start_matches("#include <").trim_end_matches('>').to_string();
    // Preprocessed input holds its headers' text without their include guards: where the
    // target's narrow header includes every intrinsic header the input has, it stays, as
    // `immintrin.h` would bring `stddef.h` a second time (`max_align_t` defined twice).
    let narrow_covers = out.input_preprocessed && intrin_headers::covers(&name, &own);
    if header != immintrin && !narrow_covers && (!own.is_empty() || intrinsics_before || intrinsics_after) {
        text = text.replacen(&header, immintrin, 1);
        header = immintrin.to_string();
    }
    let preprocessed_all = includes("immintrin.h") || includes("x86intrin.h") || (narrow_covers && includes(&name));
    if out.input_preprocessed && unguarded_before && preprocessed_all {
        return text.replacen(&format!("{header}\n"), "", 1);
    }

    if includes("mm_malloc.h") && !intrinsics_after {
        return text;
    }
    let guarded = format!(
        "#ifndef _MM_MALLOC_H_INCLUDED\n#define _MM_MALLOC_H_INCLUDED\n#define __MM_MALLOC_H\n#endif\n{header}"
    );
    text.replacen(&header, &guarded, 1)
}

/// Whether an `omp declare simd` that vcc cannot comment out (in a header, or from a macro)
/// annotates `scalar`.
fn has_uncommented_omp_declare_simd(
    module: &Module,
    scalar: FuncId,
    omp_declare_text: &[(midend::ir::SrcLoc, Range<usize>)],
) -> bool {
    omp_declare_simd_of(module, scalar).any(|ann| !omp_declare_text.iter().any(|(loc, _)| same_line(*loc, ann.loc)))
}

/// The `omp declare simd` annotations of function `id`, on its prototypes and its definition.
fn omp_declare_simd_of(module: &Module, id: FuncId) -> impl Iterator<Item = &midend::ir::VecFunctionAnnotation> {
    let func = &module.funcs[id];
    let annotations = func.vec_annotations.iter().chain(func.body.iter().flat_map(|body| &body.vec_annotations));
    annotations.filter(|ann| ann.syntax == AnnotationSyntax::OmpDeclareSimd)
}

/// Whether two locations are on one line of one file (an annotation and its pragma's line).
fn same_line(a: midend::ir::SrcLoc, b: midend::ir::SrcLoc) -> bool {
    (a.file, a.line) == (b.file, b.line)
}

/// After the definition of a function vcc writes variants for: gcc under -fopenmp-simd makes
/// its own clones (the same `_ZGV` names) of a definition that any declaration marks `omp
/// declare simd`, also one whose pragma vcc cannot comment out; `noclone` (honoured after the
/// definition too) stops that. clang makes no clones, and does not know `noclone`.
fn no_simd_clones(name: &str) -> String {
    format!(
        "\n\n#if defined(__GNUC__) && !defined(__clang__)\n__typeof__({0}) {0} __attribute__((noclone));\n#endif",
        name
    )
}

/// The `#pragma omp declare simd` lines (main-file ranges) that annotate functions vcc wrote
/// vector variants for.
fn omp_declare_text_of_written_variants(
    module: &Module,
    omp_declare_text: &[(midend::ir::SrcLoc, Range<usize>)],
) -> Vec<Range<usize>> {
    let mut res = Vec::new();
    for (scalar, _, _) in &module.vector_variants {
        for ann in omp_declare_simd_of(module, *scalar) {
            for (loc, range) in omp_declare_text {
                if same_line(*loc, ann.loc) && !res.contains(range) {
                    res.push(range.clone());
                }
            }
        }
    }
    res
}

/// `text` as a C comment (comment delimiters in it broken up: `*/` would end it early, and cc
/// warns about `/*` inside a comment).
fn as_comment(text: &str) -> String {
    format!("/* {} */", text.replace("*/", "* /").replace("/*", "/ *"))
}

/// One function as a complete C definition (for new functions such as vector variants), for
/// the generic target, preceded by the prelude its vector code needs (nothing for scalar code).
/// Parameters keep their source names where they have one, else `p1`, `p2`, ...
pub fn emit_function_definition(module: &Module, func: &Function) -> Result<String, EmitError> {
    let written = emit_function_definition_for(module, func, TargetKind::Generic)?;
    Ok(format!("{}{}", written.prelude.text(), written.text))
}

/// One function as a complete C definition for `target`; the prelude is returned beside it, for
/// the caller to write once before all the functions it emits.
pub fn emit_function_definition_for(
    module: &Module,
    func: &Function,
    isa: impl Into<vector::Isa>,
) -> Result<Written, EmitError> {
    let isa = isa.into();
    let run = || -> Result<Written, EmitError> {
        let fty = func.ty.ok_or_else(|| EmitError::new("a function without a type"))?;
        let ft = module
            .types
            .func_type(fty)
            .ok_or_else(|| EmitError::new("a function whose type is not a function type"))?;
        let mut namer = Namer::new(Reserved::for_module(module, ""));
        let mut names = Vec::new();
        for &p in func.params() {
            names.push(namer.fresh(Some(func.value_name(p).unwrap_or("p"))));
        }
        let (head, signature) = signature_head(module, fty, &func.name, &names, isa)?;
        let storage = match module.func_by_name(&func.name).map(|id| module.funcs[id].linkage) {
            Some(Linkage::Internal) => "static ",
            _ => "",
        };
        let mut body = body_text(module, func, Reserved::for_module(module, ""), Some(&names), isa)?;
        if body.target_attribute.is_none() {
            body.target_attribute = signature.target_attribute();
            if body.target_attribute.is_some() {
                body.text = open_body(&body.text, signature.body_opening());
            }
        }
        body.prelude.merge(&signature.prelude());
        let attr = body.target_attribute.as_ref().map(|a| format!("{} ", a)).unwrap_or_default();
        let mut text = format!("{}{}{} {}\n", attr, storage, head, body.text);
        // Without AVX enabled, passing a 32-byte vector by value changes the ABI, which GCC
        // warns about at the definition; this function means to, and says so for itself only.
        if passes_wide_vectors(module, ft) && body.target_attribute.is_none() {
            text = format!(
                "#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wpsabi\"\n{}#pragma GCC diagnostic pop\n",
                text
            );
        }
        Ok(Written { text, ..body })
    };
    run().map_err(|e| e.in_function(&func.name))
}

/// `body` (`{\n...}`) with `opening` as its first line, if there is one.
fn open_body(body: &str, opening: Option<&str>) -> String {
    match (opening, body.strip_prefix("{\n")) {
        (Some(line), Some(rest)) => format!("{{\n    {}\n{}", line, rest),
        _ => body.to_string(),
    }
}

/// `ret name(params)` of a function of type `fty` (parameter names from `names`, else `pN`),
/// vector parameters and results (a vector variant) spelled by the target's lowering, which
/// is returned too (for its prelude and target attribute).
fn signature_head(
    module: &Module,
    fty: midend::ir::TypeId,
    name: &str,
    names: &[String],
    isa: vector::Isa,
) -> Result<(String, vector::Lowerer), EmitError> {
    let ft =
        module.types.func_type(fty).ok_or_else(|| EmitError::new("a function whose type is not a function type"))?;
    let signature = vector::Lowerer::new(isa);
    let decl = |ty, name: &str| -> Result<String, EmitError> {
        match vector::shape_of(&module.types, ty, isa.target)? {
            Some(_) => Ok(format!("{} {}", signature.c_type(&module.types, ty)?, name)),
            None => ctype::c_decl(&module.types, ty, name),
        }
    };
    let mut params = Vec::new();
    for (idx, &ty) in ft.params.iter().enumerate() {
        let name = names.get(idx).cloned().unwrap_or_else(|| format!("p{}", idx + 1));
        params.push(decl(ty, &name)?);
    }
    if ft.variadic {
        params.push("...".into());
    }
    let list = if params.is_empty() { "void".to_string() } else { params.join(", ") };
    let head = decl(ft.ret, &format!("{}({})", name, list))?;
    Ok((head, signature))
}

/// Whether a function of this type passes or returns vectors wider than 16 bytes by value.
fn passes_wide_vectors(module: &Module, ft: &midend::ir::FuncType) -> bool {
    ft.params
        .iter()
        .chain([&ft.ret])
        .any(|&t| module.types.size_of(t).is_some_and(|n| n > 16) && module.types.lanes(t) > 1)
}

/// The prototype of a vector variant defined elsewhere (`--extern-variants`), with the
/// prelude its types need.
fn external_prototype(
    module: &Module,
    variant: FuncId,
    isa: vector::Isa,
) -> Result<(String, vector::Prelude), EmitError> {
    let decl = &module.funcs[variant];
    let run = || {
        let ft = module
            .types
            .func_type(decl.ty)
            .ok_or_else(|| EmitError::new("a function whose type is not a function type"))?;
        let (head, signature) = signature_head(module, decl.ty, &decl.name, &[], isa)?;
        let text = match signature.target_attribute() {
            Some(attr) => format!("{} {};\n", attr, head),
            None if passes_wide_vectors(module, ft) => {
                format!("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wpsabi\"\n{};\n#pragma GCC diagnostic pop\n", head)
            }
            None => format!("{};\n", head),
        };
        Ok((text, signature.prelude()))
    };
    run().map_err(|e: EmitError| e.in_function(&decl.name))
}

/// The declaration of a function written by `emit_function_definition_for`: its text up to the
/// body, with the same attribute and the same `-Wpsabi` silencing.
/// A vector variant's note (on its entry block, which no loop can head) as the comment line
/// above its definition; empty without one.
fn function_note(module: &Module, func: &Function) -> String {
    match func.entry_block().and_then(|entry| func.loop_notes[entry].as_ref()) {
        Some(note) => format!("/* {} */\n", structure::note_comment(module, note, "function")),
        None => String::new(),
    }
}

fn prototype_of(written: &Written) -> String {
    let text = &written.text;
    let Some(head_end) = text.find(" {\n") else { return String::new() };
    let head = &text[..head_end];
    // The pragmas around a generic definition come first in the text: keep them around the
    // prototype too.
    match head.strip_prefix("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wpsabi\"\n") {
        Some(rest) => format!("#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wpsabi\"\n{};\n#pragma GCC diagnostic pop\n", rest),
        None => format!("{};\n", head),
    }
}

/// The body only, `{ ... }`, written to replace the original body (the original signature
/// stays, so parameters are referred to by their source names).
pub fn emit_function_body(module: &Module, func: &Function) -> Result<String, EmitError> {
    body_text(module, func, Reserved::for_module(module, ""), None, TargetKind::Generic.into()).map(|w| w.text)
}

fn body_text(
    module: &Module,
    func: &Function,
    reserved: Reserved,
    param_names: Option<&[String]>,
    isa: vector::Isa,
) -> Result<Written, EmitError> {
    // Deeply nested or very long functions recurse deeply in the structurer; give it room.
    let res = std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(scope, || write_body(module, func, reserved, param_names, isa))
            .map(|handle| handle.join().unwrap_or_else(|_| Err(EmitError::new("internal error in the emitter"))))
            .unwrap_or_else(|_| write_body(module, func, Reserved::default(), param_names, isa))
    });
    res.map_err(|e| e.in_function(&func.name))
}

fn write_body(
    module: &Module,
    func: &Function,
    reserved: Reserved,
    param_names: Option<&[String]>,
    isa: vector::Isa,
) -> Result<Written, EmitError> {
    let func = &fold::folded(module, func);
    let mut em = func::FuncEmitter::new(module, func, Namer::new(reserved), isa);
    em.prepare(param_names)?;
    let mut stmts = em.unused_param_stmts();
    stmts.extend(structure::Structurer::new(&mut em).emit_function()?);
    let mut stmts = stmt::tidy_function(stmts);
    let mut above = extern_decls(module, func)?;
    above.extend(static_decls(module, &em)?);
    for (slot, name) in em.slot_decls() {
        above.push(em.slot_decl(slot, &name)?);
    }
    above.extend(declare::declare_at_first_assignment(&mut stmts, em.var_decls()?, &above));
    let mut out = String::from("{\n");
    for line in above {
        out.push_str(&format!("    {}\n", line));
    }
    let mut label_blocks = Vec::new();
    stmt::collect_labels(&stmts, &mut label_blocks);
    let mut labels = BTreeMap::new();
    for b in label_blocks {
        let name = em.namer.temp("L");
        labels.insert(b, name);
    }
    stmt::print_stmts(&stmts, 1, &labels, &mut out);
    out.push('}');
    let mut target_attribute = em.vec.target_attribute();
    if target_attribute.is_some() {
        out = open_body(&out, em.vec.body_opening());
    }
    if func.reads_past_end {
        // Its vector loads may read past the end of an object, inside an aligned block or a
        // page whose first bytes the loop reads: they cannot fault, but ASan would stop on them.
        let attr = "__attribute__((no_sanitize_address))";
        target_attribute = Some(target_attribute.map_or(attr.to_string(), |a| format!("{} {}", a, attr)));
    }
    Ok(Written { text: out, prelude: em.vec.prelude(), target_attribute })
}

/// `extern int g;` for each global the body declared in a block, and `int f(int);` for each
/// function: their file-scope declarations may come later or nowhere. (cc does not warn of
/// unused block-scope declarations.)
fn extern_decls(module: &Module, func: &Function) -> Result<Vec<String>, EmitError> {
    let mut res = Vec::new();
    for &g in &func.block_externs {
        let data = &module.globals[g];
        let decl = ctype::c_decl(&module.types, data.ty, &data.name)?;
        let storage = if data.thread_local { "extern _Thread_local" } else { "extern" };
        res.push(format!("{} {};", storage, decl));
    }
    for &f in &func.block_functions {
        let data = &module.funcs[f];
        res.push(format!("{};", ctype::c_decl(&module.types, data.ty, &data.name)?));
    }
    Ok(res)
}

/// `static int count = 0;` for each static local of the function, in declaration order.
fn static_decls(module: &Module, em: &func::FuncEmitter) -> Result<Vec<String>, EmitError> {
    let types = &module.types;
    let mut res = Vec::new();
    let global_name = |g| em.statics.get(&g).cloned().unwrap_or_else(|| module.globals[g].name.clone());
    let func_name = |f: FuncId| module.funcs[f].name.clone();
    let global_type = |g| module.globals[g].ty;
    for (&g, name) in &em.statics {
        let data = &module.globals[g];
        let decl = ctype::c_decl(types, data.ty, name)?;
        let storage = if data.thread_local { "static _Thread_local" } else { "static" };
        match &data.init {
            None | Some(midend::ir::Init::Zero) => res.push(format!("{} {};", storage, decl)),
            Some(init) => {
                let value = literal::initializer(types, data.ty, init, &global_name, &func_name, &global_type)?;
                res.push(format!("{} {} = {};", storage, decl, value));
            }
        }
    }
    Ok(res)
}
