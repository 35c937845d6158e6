//! Lowering: lang-c's AST to vcc's IR, one `Module` per translation unit.
//!
//! Every local variable and parameter gets a stack slot (`SlotAddr` + `Load`/`Store`); the
//! midend's `mem2reg` turns the slots whose address is never taken into SSA values, so this
//! module deliberately builds no SSA itself. C's implicit conversions become explicit `Cast`s.
//! A function that uses something outside the supported subset is not lowered: it gets
//! `FuncDecl::unsupported` and a remark, and stays as the user wrote it. Real errors in the
//! program (undeclared names, type errors) are collected as `LowerError`s.
//!
//! This module does no I/O and knows nothing of files or diagnostics rendering: source
//! positions come through the `SourceMap` trait, annotations through `Annotations`.

mod anon_records;
mod asm;
mod atomic;
mod call;
mod consteval;
mod convert;
mod decl;
mod expr;
mod init;
mod overflow;
mod redecl;
mod stmt;
mod variadic;

use lang_c::ast::TranslationUnit;
use lang_c::span::Span;
use midend::ir::*;
use midend::remarks::Remarks;
use std::collections::{BTreeSet, HashMap};
use std::ops::Range;

pub(crate) use consteval::{AddrBase, CVal};

/// Where byte offsets of the parsed (preprocessed) text are in the user's files.
pub trait SourceMap {
    fn locate(&self, offset: usize) -> SrcLoc;
    /// The offset in the main file's original text of the token at `offset`, when exact.
    fn main_file_offset(&self, offset: usize, token_text: &str) -> Option<usize>;
    /// Where text inserted into the main file's original goes right before the declaration
    /// whose first token is at `offset` (`LineMap::declaration_start`).
    fn declaration_start(&self, offset: usize, token_text: &str) -> Option<usize> {
        self.main_file_offset(offset, token_text)
    }
    /// Whether `file` is a system header, whose functions are never lowered.
    fn is_system_file(&self, file: u32) -> bool {
        file != 0
    }
}

/// The class of a parameter, as the annotation checker needs it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ParamClass {
    Integer,
    Pointer,
    Float,
    Other,
}

/// The programmer's annotations found in the text, handed out as the lowering meets the
/// declarations and statements they precede. Implementations record their own diagnostics.
pub trait Annotations {
    /// The annotations written before the declaration that starts at `decl_start`.
    fn for_function(
        &mut self,
        decl_start: usize,
        func_name: &str,
        params: &[(Option<String>, ParamClass)],
    ) -> Vec<VecFunctionAnnotation>;
    /// The loop pragma written before the loop statement that starts at `stmt_start`, if any.
    /// Pragmas never asked for (not followed by a loop) are for the implementation to report.
    fn for_statement(&mut self, stmt_start: usize) -> Option<LoopPragma>;
}

/// No annotations at all (for tests and for callers that do not look for them).
pub struct NoAnnotations;

impl Annotations for NoAnnotations {
    fn for_function(&mut self, _: usize, _: &str, _: &[(Option<String>, ParamClass)]) -> Vec<VecFunctionAnnotation> {
        Vec::new()
    }
    fn for_statement(&mut self, _: usize) -> Option<LoopPragma> {
        None
    }
}

/// A real error in the program, at a byte range of the parsed text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    pub range: Range<usize>,
    pub message: String,
    pub label: String,
}

pub struct LowerOutput {
    pub module: Module,
    pub remarks: Remarks,
    pub errors: Vec<LowerError>,
    /// Byte ranges of main-file function definitions that were not lowered (unsupported):
    /// annotations inside them are not checked.
    pub skipped: Vec<Range<usize>>,
}

/// What the parser found about struct layout that the C grammar (or lang-c) does not carry: by
/// offset in the parsed text, where `#pragma pack` changes the packing, the `_Alignas` of
/// members, and the attributes between `struct` and a tag.
#[derive(Default)]
pub struct LayoutHints {
    pub pack: Vec<(usize, Option<u64>)>,
    pub member_alignas: Vec<(usize, Option<u64>)>,
    pub head_attributes: Vec<(usize, crate::head_attributes::HeadAttributes)>,
    /// Types parsed as `void` that are not (`parse::work_around_lang_c_gaps`).
    pub opaque_types: Vec<(usize, String)>,
    /// The target's `va_list` is x86-64's (`__x86_64__` is defined): the only one lowered.
    pub va_list_x86_64: bool,
    /// Plain `char` is unsigned on the target (`Types::char_is_signed`).
    pub char_unsigned: bool,
}

/// Lowers a translation unit. `files` are the source paths (`SrcLoc::file` indexes them);
/// `layout.pack` is where `#pragma pack` changes the packing, by offset in `source` ([`pack_offsets`]:
/// the parsed text has its pragma lines blanked); `layout.member_alignas` the `_Alignas` that `parse`
/// blanked on struct members.
pub fn lower_unit(
    unit: &TranslationUnit,
    source: &str,
    layout: LayoutHints,
    files: Vec<String>,
    map: &dyn SourceMap,
    annotations: &mut dyn Annotations,
    header_functions: bool,
) -> LowerOutput {
    let mut module = Module::new();
    module.files = files;
    module.types.char_is_signed = !layout.char_unsigned;
    let scratch_ret = module.types.void();
    let va_list_x86_64 = layout.va_list_x86_64;
    let mut lowerer = Lowerer {
        module,
        remarks: Remarks::default(),
        errors: Vec::new(),
        skipped: Vec::new(),
        map,
        source,
        annotations,
        scopes: vec![Scope::default()],
        fs: FnState::new(Function::new("<file scope>"), scratch_ret),
        in_body: false,
        bad_layout: HashMap::new(),
        pack: layout.pack,
        member_alignas: layout.member_alignas,
        head_attributes: layout.head_attributes,
        opaque_types: layout.opaque_types,
        packed_record: false,
        defined: Default::default(),
        header_functions,
        va_list_x86_64,
    };
    // gcc's built-in type behind `va_list`, spelled out in already preprocessed input: what
    // uses it is kept as written, unless it is x86-64's (`typedef_type`).
    lowerer.scopes[0].names.insert("__builtin_va_list".to_string(), Symbol::Poison("uses `va_list`".to_string()));
    for ext in &unit.0 {
        lowerer.external_declaration(ext);
    }
    let forced = attributed_names(unit, &["always_inline"]);
    let kept_calls = attributed_names(unit, &["noinline", "noipa"]);
    for decl in lowerer.module.funcs.values_mut() {
        if let Some(body) = decl.body.as_mut() {
            body.always_inline = forced.contains(&decl.name);
            body.no_inline = kept_calls.contains(&decl.name);
        }
    }
    anon_records::name_anonymous_records(&mut lowerer.module);
    LowerOutput { module: lowerer.module, remarks: lowerer.remarks, errors: lowerer.errors, skipped: lowerer.skipped }
}

/// The functions some declaration gives one of the `attributes` (`always_inline`, written
/// with or without its underscores; gcc merges the attributes of all declarations of a
/// function).
fn attributed_names(unit: &TranslationUnit, attributes: &[&str]) -> std::collections::HashSet<String> {
    use lang_c::ast::{DeclarationSpecifier, Declarator, DeclaratorKind, Extension, ExternalDeclaration};
    let forces = |exts: &[lang_c::span::Node<Extension>]| {
        exts.iter()
            .any(|e| matches!(&e.node, Extension::Attribute(a) if attributes.contains(&a.name.node.trim_matches('_'))))
    };
    let in_specs = |specs: &[lang_c::span::Node<DeclarationSpecifier>]| {
        specs.iter().any(|s| matches!(&s.node, DeclarationSpecifier::Extension(exts) if forces(exts)))
    };
    fn name(d: &Declarator) -> Option<&str> {
        match &d.kind.node {
            DeclaratorKind::Identifier(id) => Some(&id.node.name),
            DeclaratorKind::Declarator(inner) => name(&inner.node),
            DeclaratorKind::Abstract => None,
        }
    }
    let mut res = std::collections::HashSet::new();
    for ext in &unit.0 {
        match &ext.node {
            ExternalDeclaration::Declaration(d) => {
                for init in &d.node.declarators {
                    let declarator = &init.node.declarator.node;
                    if in_specs(&d.node.specifiers) || forces(&declarator.extensions) {
                        res.extend(name(declarator).map(String::from));
                    }
                }
            }
            ExternalDeclaration::FunctionDefinition(fd) => {
                let declarator = &fd.node.declarator.node;
                if in_specs(&fd.node.specifiers) || forces(&declarator.extensions) {
                    res.extend(name(declarator).map(String::from));
                }
            }
            ExternalDeclaration::StaticAssert(_) => {}
        }
    }
    res
}

/// Follows `#pragma pack(N)`, `pack(push[, N])`, `pack(pop)` and `pack()` through preprocessed
/// text (headers included): the offset of each such line, and the packing in force after it.
pub fn pack_offsets(text: &str) -> Vec<(usize, Option<u64>)> {
    let mut res = Vec::new();
    let mut stack: Vec<Option<u64>> = Vec::new();
    let mut current: Option<u64> = None;
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        let offset = line_start;
        line_start += line.len();
        let text: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        let Some(args) = text.strip_prefix("#pragmapack(").and_then(|t| t.strip_suffix(')')) else { continue };
        let mut parts = args.split(',');
        match parts.next().unwrap_or("") {
            "push" => {
                stack.push(current);
                if let Some(n) = parts.next().and_then(|n| n.parse().ok()) {
                    current = Some(n);
                }
            }
            "pop" => current = stack.pop().flatten(),
            "" => current = None,
            n => current = n.parse().ok(),
        }
        res.push((offset, current));
    }
    res
}

/// Why lowering of the current construct stopped.
#[derive(Debug)]
pub(crate) enum Fail {
    /// A real error: reported, compilation fails.
    Error(LowerError),
    /// Outside the subset: the enclosing function is kept as written.
    Unsupported { offset: usize, reason: String },
}

pub(crate) type R<T> = Result<T, Fail>;

pub(crate) fn error<T>(span: Span, message: impl Into<String>, label: impl Into<String>) -> R<T> {
    Err(Fail::Error(LowerError { range: span.start..span.end, message: message.into(), label: label.into() }))
}

pub(crate) fn unsupported<T>(span: Span, reason: impl Into<String>) -> R<T> {
    Err(Fail::Unsupported { offset: span.start, reason: reason.into() })
}

/// What an ordinary identifier names.
#[derive(Clone, Debug)]
pub(crate) enum Symbol {
    Object {
        place: Place,
        ty: TypeId,
    },
    Func(FuncId),
    EnumConst(i64),
    Typedef(TypeId),
    /// A declaration outside the subset (e.g. of an `__int128` variable): using it makes the
    /// using function unsupported.
    Poison(String),
}

#[derive(Copy, Clone, Debug)]
pub(crate) enum Place {
    Slot(StackSlot),
    Global(GlobalId),
}

/// What a struct/union/enum tag names.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Tag {
    Record(RecordId),
    Enum(TypeId),
}

#[derive(Default)]
pub(crate) struct Scope {
    pub names: HashMap<String, Symbol>,
    pub tags: HashMap<String, Tag>,
}

/// The open `switch` statement: its controlling type and the cases seen so far.
pub(crate) struct SwitchCtx {
    pub ty: TypeId,
    pub cases: Vec<(u64, Block)>,
    pub default: Option<Block>,
}

/// A label of the current function: its block, and where it was first used if not yet defined.
pub(crate) struct LabelInfo {
    pub block: Block,
    pub defined: bool,
    pub first_use: Span,
}

/// The function being lowered (or a scratch function at file scope, where `sizeof` of an
/// expression still needs somewhere to put the instructions it throws away).
pub(crate) struct FnState {
    pub func: Function,
    /// The block instructions go to; `None` after a terminator (code there is unreachable).
    pub cur: Option<Block>,
    pub id: Option<FuncId>,
    pub ret_ty: TypeId,
    pub loc: SrcLoc,
    pub breaks: Vec<Block>,
    pub continues: Vec<Block>,
    /// The headers of the loops whose bodies are being lowered, innermost last: an array
    /// declared in a body is private to the innermost one (`Function::private_arrays`).
    pub loop_headers: Vec<Block>,
    pub switches: Vec<SwitchCtx>,
    pub labels: HashMap<String, LabelInfo>,
    /// The blocks in `func`'s layout, kept by `append_to_layout` and `detached`: asked for every
    /// block started, where `Layout::is_block_inserted` would search the whole list.
    pub in_layout: BTreeSet<Block>,
}

impl FnState {
    pub fn new(func: Function, ret_ty: TypeId) -> FnState {
        FnState {
            func,
            cur: None,
            id: None,
            ret_ty,
            loc: SrcLoc::default(),
            breaks: Vec::new(),
            continues: Vec::new(),
            loop_headers: Vec::new(),
            switches: Vec::new(),
            labels: HashMap::new(),
            in_layout: BTreeSet::new(),
        }
    }
}

pub(crate) struct Lowerer<'a> {
    pub module: Module,
    pub remarks: Remarks,
    pub errors: Vec<LowerError>,
    pub skipped: Vec<Range<usize>>,
    pub map: &'a dyn SourceMap,
    pub source: &'a str,
    pub annotations: &'a mut dyn Annotations,
    /// `scopes[0]` is file scope.
    pub scopes: Vec<Scope>,
    pub fs: FnState,
    /// True while lowering a function body (local struct definitions are then unsupported).
    pub in_body: bool,
    /// Records whose layout vcc does not compute (packed, `#pragma pack`, aligned members):
    /// `sizeof`, `_Alignof`, `offsetof` and pointer differences over them are unsupported.
    pub bad_layout: HashMap<RecordId, String>,
    /// Where `#pragma pack` changes the packing: (offset in `source`, packing in force from
    /// there on).
    pub pack: Vec<(usize, Option<u64>)>,
    /// `_Alignas` on struct members, blanked before parsing: (offset in `source`, its value
    /// when a number), in order.
    pub member_alignas: Vec<(usize, Option<u64>)>,
    /// Attributes between `struct`/`union` and the tag, blanked before parsing: (offset of the
    /// keyword in `source`, what they say), in order.
    pub head_attributes: Vec<(usize, crate::head_attributes::HeadAttributes)>,
    /// Types lang-c cannot express, parsed as `void` (offset in `source`, spelling), in order:
    /// AArch64's vector types and `__bf16`/`__fp16` (`parse::work_around_lang_c_gaps`).
    pub opaque_types: Vec<(usize, String)>,
    /// The declaration specifiers being read have `__attribute__((packed))` and define a
    /// record: its layout packs the members (taken by `struct_type`).
    pub packed_record: bool,
    /// File-scope names defined so far (functions with a body, objects with an initializer).
    pub defined: std::collections::HashSet<String>,
    /// Lower the functions defined in the user's own headers too (not system headers): they
    /// can only be written back in preprocessed output.
    pub header_functions: bool,
    /// `__builtin_va_list` is x86-64's (`variadic.rs`).
    pub va_list_x86_64: bool,
}

impl Lowerer<'_> {
    pub fn loc_of(&self, span: Span) -> SrcLoc {
        if span.is_none() {
            return SrcLoc::default();
        }
        self.map.locate(span.start)
    }

    /// Whether the function defined at `span` is lowered: it is in the main file, or in one of
    /// the user's headers when those are lowered too.
    pub fn lowers_function_at(&self, span: Span) -> bool {
        let loc = self.loc_of(span);
        if loc.is_unknown() {
            return false;
        }
        loc.file == 0 || (self.header_functions && !self.map.is_system_file(loc.file))
    }

    pub fn is_main_file(&self, span: Span) -> bool {
        let loc = self.loc_of(span);
        loc.file == 0 && !loc.is_unknown()
    }

    // Scopes.

    pub fn push_scope(&mut self) {
        self.scopes.push(Scope::default());
    }

    pub fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    pub fn lookup(&self, name: &str) -> Option<&Symbol> {
        self.scopes.iter().rev().find_map(|s| s.names.get(name))
    }

    pub fn lookup_tag(&self, name: &str) -> Option<Tag> {
        self.scopes.iter().rev().find_map(|s| s.tags.get(name).copied())
    }

    pub fn declare(&mut self, name: &str, sym: Symbol) {
        self.scopes.last_mut().unwrap().names.insert(name.to_string(), sym);
    }

    // Instruction building. Instructions take their location from `fs.loc`.

    pub fn ty_of(&self, v: Value) -> TypeId {
        self.fs.func.value_type(v)
    }

    /// The block to append to, opening a fresh (unreachable) one after a terminator.
    pub fn cur_block(&mut self) -> Block {
        match self.fs.cur {
            Some(b) => b,
            None => {
                let b = self.new_block();
                self.append_to_layout(b);
                self.fs.cur = Some(b);
                b
            }
        }
    }

    pub fn ins(&mut self, data: InstData, ty: Option<TypeId>) -> Option<Value> {
        let block = self.cur_block();
        let loc = self.fs.loc;
        self.fs.func.append(block, data, ty, loc)
    }

    /// An instruction with a result.
    pub fn val(&mut self, data: InstData, ty: TypeId) -> Value {
        self.ins(data, Some(ty)).expect("instruction with a result type has a result")
    }

    /// A terminator: the following code is unreachable until the next block starts.
    pub fn terminate(&mut self, data: InstData) {
        self.ins(data, None);
        self.fs.cur = None;
    }

    /// A block not yet in the layout: it goes there when code starts in it (`start_block`).
    pub fn new_block(&mut self) -> Block {
        self.fs.func.dfg.make_block()
    }

    /// Continues in `block`, falling through from the current block if it is still open.
    pub fn start_block(&mut self, block: Block) {
        if self.fs.cur.is_some() {
            self.terminate(InstData::Jump(BlockCall::new(block, vec![])));
        }
        if !self.fs.in_layout.contains(&block) {
            self.append_to_layout(block);
        }
        self.fs.cur = Some(block);
    }

    pub fn append_to_layout(&mut self, block: Block) {
        self.fs.func.layout.append_block(block);
        self.fs.in_layout.insert(block);
    }

    pub fn jump(&mut self, block: Block, args: Vec<Value>) {
        if self.fs.cur.is_some() {
            self.terminate(InstData::Jump(BlockCall::new(block, args)));
        }
    }

    pub fn const_int(&mut self, value: u64, ty: TypeId) -> Value {
        let bits = self.normalize_int(value, ty);
        self.val(InstData::Const(Const::Int(bits)), ty)
    }

    pub fn int_ty(&mut self) -> TypeId {
        self.module.types.int(IntKind::Int)
    }

    pub fn long_ty(&mut self) -> TypeId {
        self.module.types.int(IntKind::Long)
    }

    pub fn ulong_ty(&mut self) -> TypeId {
        self.module.types.int(IntKind::ULong)
    }

    /// An integer's bits truncated to `ty`'s width and sign- or zero-extended back to 64.
    pub fn normalize_int(&self, value: u64, ty: TypeId) -> u64 {
        let types = &self.module.types;
        let Some(kind) = types.int_kind(ty) else { return value };
        if kind == IntKind::Bool {
            return (value != 0) as u64;
        }
        let bits = kind.bits();
        if bits == 64 {
            return value;
        }
        let mask = (1u64 << bits) - 1;
        let low = value & mask;
        if types.is_signed(ty) && (low >> (bits - 1)) & 1 == 1 {
            low | !mask
        } else {
            low
        }
    }

    /// The zero of a scalar type, as a constant value.
    pub fn zero_of(&mut self, ty: TypeId) -> Value {
        let c = if self.module.types.is_float(ty) {
            Const::Float(0.0)
        } else if self.module.types.is_pointer(ty) {
            Const::Null
        } else {
            Const::Int(0)
        };
        self.val(InstData::Const(c), ty)
    }

    /// The text of the token at `offset` of the parsed text (an identifier, or one character).
    pub fn token_at(&self, offset: usize) -> &str {
        let rest = self.source.get(offset..).unwrap_or("");
        let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_';
        match rest.chars().next() {
            Some(c) if is_word(c) => {
                let len = rest.find(|c: char| !is_word(c)).unwrap_or(rest.len());
                &rest[..len]
            }
            Some(c) => &rest[..c.len_utf8()],
            None => "",
        }
    }
}

#[cfg(test)]
mod tests;
