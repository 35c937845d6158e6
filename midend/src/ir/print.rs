//! The IR text form, as `vcc --emit=ir` shows it and as tests are written in. The text is the
//! whole function: `parse.rs` reads it back into the same `Function`, and printing that gives
//! the same text.
//!
//! ```text
//! func @saxpy: fn(int, *float, *float) -> void { ; saxpy.c:1:6
//!     annotation omp-declare-simd(uniform(%0), linear(%1)); saxpy.c:1:9
//!     always_inline
//!     reads_past_end
//!     names v0=n v1=x v2=y
//!     ss0: [4 x int] tmp align 16
//!     note block7 "vectorized: VF 8, UF 1, scalar epilogue" ; saxpy.c:2:5
//! block0(v0: int, v1: *float, v2: *float):
//!     v3 = const.int 0                    ; saxpy.c:3:14
//!     jump block1(v3)
//! block1(v4: int) pragma omp-simd(safelen(8)) privates(ss0):; saxpy.c:2:9
//!     v5 = lt.int v4, v0                  ; saxpy.c:3:21
//!     br v5, block2, block3
//! block7(v9: long) vector_loop vector_code:
//! ...
//! }
//! ```
//!
//! A `; file:line:col` comment is the location of what its line declares: the function (on the
//! `func` line), an annotation, the loop pragma of a block header, an instruction. Before the
//! first block come the function's header lines, in this order: its vector annotations
//! (`Function::vec_annotations`), the flags `always_inline`, `noinline` and `reads_past_end` (each a line
//! of its own, when set), the functions inlined into it (`inlined @f @g`), the source names of values (`names`), the stack slots with their
//! source names and requested alignment, and the notes on loops a vectorizer made
//! (`Function::loop_notes`, by block in layout order, with the source loop's location). A block header says, after its parameters, what the
//! function records about the block: its loop pragma (`Function::loop_pragmas`), its private
//! arrays (`privates(ss0, ...)`, `Function::private_arrays`), and the marks `vector_loop`
//! (`Function::vector_loops`) and `vector_code` (`Function::vector_code`). Blocks that are
//! not in the layout are not part of the function: marks that name them are not printed.
//!
//! The module-level facts the text does not carry are listed in `parse.rs`.

use super::annotations::*;
use super::entities::{Block, Inst, Value};
use super::function::Function;
use super::inst::{BlockCall, Callee, Const, InstData};
use super::module::{Init, Linkage, Module};
use super::srcloc::SrcLoc;
use super::types::{RecordKind, TypeKind, Types};
use std::fmt::Write;

/// Prints a whole module: records, globals, declarations and function bodies.
pub fn print_module(module: &Module) -> String {
    let mut out = String::new();
    for (id, rec) in module.types.records.iter() {
        let kind = match rec.kind {
            RecordKind::Struct => "struct",
            RecordKind::Union => "union",
        };
        let name = rec.spelling.clone().unwrap_or_else(|| format!("anon.{}", id));
        let _ = write!(out, "record {} {} {{", kind, name.replace(' ', "."));
        let fields: Vec<String> = rec
            .fields
            .iter()
            .map(|f| {
                let mut s =
                    format!("{} {} @{}", f.name.as_deref().unwrap_or("_"), module.types.display(f.ty), f.offset);
                if let Some(bf) = f.bitfield {
                    let _ = write!(s, ":{}+{}", bf.bit_offset, bf.width);
                }
                s
            })
            .collect();
        let _ = write!(out, " {} }} size {} align {}", fields.join(", "), rec.size, rec.align);
        out.push_str(if rec.local { " local" } else { "" });
        if let Some(expr) = &rec.typeof_expr {
            let _ = write!(out, " typeof {}", escape_bytes(expr.as_bytes()));
        }
        out.push('\n');
    }
    for (_, g) in module.globals.iter() {
        let _ = write!(out, "global @{}: {} {}", g.name, module.types.display(g.ty), linkage_name(module, g.linkage));
        if let Some(init) = &g.init {
            let _ = write!(out, " = {}", print_init(module, init));
        }
        out.push('\n');
    }
    for (_, f) in module.funcs.iter() {
        match &f.body {
            Some(body) => {
                out.push('\n');
                out.push_str(&print_function(module, body));
            }
            None => {
                let _ = write!(out, "declare @{}: {}", f.name, module.types.display(f.ty));
                if let Some(asm) = &f.asm {
                    let pieces: Vec<String> = asm.pieces.iter().map(|p| escape_bytes(p.as_bytes())).collect();
                    let _ = write!(out, " asm [{}]", pieces.join(", "));
                }
                if let Some(u) = &f.unsupported {
                    let _ = write!(out, " ; kept as written: {}", u.reason);
                }
                out.push('\n');
            }
        }
    }
    out
}

fn linkage_name(module: &Module, linkage: Linkage) -> String {
    match linkage {
        Linkage::External => "external".into(),
        Linkage::Internal => "internal".into(),
        Linkage::Local(f) => format!("local(@{})", module.funcs[f].name),
    }
}

fn print_init(module: &Module, init: &Init) -> String {
    match init {
        Init::Zero => "zero".into(),
        Init::Int(v) => format!("{}", *v as i64),
        Init::Float(f) => format!("{:?}", f),
        Init::GlobalAddr { global, offset } => format!("&@{}+{}", module.globals[*global].name, offset),
        Init::FuncAddr(f) => format!("&@{}", module.funcs[*f].name),
        Init::Str(bytes) => escape_bytes(bytes),
        Init::List(items) => {
            let parts: Vec<String> = items.iter().map(|i| print_init(module, i)).collect();
            format!("{{{}}}", parts.join(", "))
        }
    }
}

/// Prints one function.
pub fn print_function(module: &Module, func: &Function) -> String {
    let types = &module.types;
    let mut out = String::new();
    let ty = func.ty.map(|t| types.display(t)).unwrap_or_else(|| "?".into());
    let _ = write!(out, "func @{}: {} {{", func.name, ty);
    if !func.loc.is_unknown() {
        let _ = write!(out, " ; {}", module.describe_loc(func.loc));
    }
    out.push('\n');
    for ann in &func.vec_annotations {
        print_located(&mut out, module, &print_vec_annotation(ann), ann.loc);
    }
    let flags =
        [(func.always_inline, "always_inline"), (func.no_inline, "noinline"), (func.reads_past_end, "reads_past_end")];
    for (_, flag) in flags.iter().filter(|(set, _)| *set) {
        let _ = writeln!(out, "    {}", flag);
    }
    if !func.inlined.is_empty() {
        let names: Vec<String> = func.inlined.iter().map(|&f| format!("@{}", module.funcs[f].name)).collect();
        let _ = writeln!(out, "    inlined {}", names.join(" "));
    }
    let names: Vec<String> =
        func.dfg.values.keys().filter_map(|v| func.value_name(v).map(|n| format!("{}={}", v, n))).collect();
    if !names.is_empty() {
        let _ = writeln!(out, "    names {}", names.join(" "));
    }
    for (slot, data) in func.slots.iter() {
        let _ = write!(out, "    {}: {}", slot, types.display(data.ty));
        if let Some(name) = &data.name {
            let _ = write!(out, " {}", name);
        }
        if let Some(align) = data.align {
            let _ = write!(out, " align {}", align);
        }
        out.push('\n');
    }
    for &block in func.layout.blocks() {
        if let Some(note) = &func.loop_notes[block] {
            let text = format!("note {} {}", block, escape_bytes(note.text.as_bytes()));
            print_located(&mut out, module, &text, note.loc);
        }
    }
    for &block in func.layout.blocks() {
        print_block_header(&mut out, module, func, block);
        for &inst in func.layout.block_insts(block) {
            print_located(&mut out, module, &print_inst(module, func, inst), func.srclocs[inst]);
        }
    }
    out.push_str("}\n");
    out
}

/// An indented line of a function, with its location (if known) as a comment.
fn print_located(out: &mut String, module: &Module, text: &str, loc: SrcLoc) {
    if loc.is_unknown() {
        let _ = writeln!(out, "    {}", text);
    } else {
        let _ = writeln!(out, "    {:<40}; {}", text, module.describe_loc(loc));
    }
}

fn print_block_header(out: &mut String, module: &Module, func: &Function, block: Block) {
    let types = &module.types;
    let mut header = block.to_string();
    let params = func.dfg.block_params(block);
    if !params.is_empty() {
        let parts: Vec<String> =
            params.iter().map(|v| format!("{}: {}", v, types.display(func.value_type(*v)))).collect();
        let _ = write!(header, "({})", parts.join(", "));
    }
    let pragma = func.loop_pragmas[block].as_ref();
    if let Some(pragma) = pragma {
        let _ = write!(header, " {}", print_loop_pragma(pragma));
    }
    let privates = &func.private_arrays[block];
    if !privates.is_empty() {
        let slots: Vec<String> = privates.iter().map(|s| s.to_string()).collect();
        let _ = write!(header, " privates({})", slots.join(", "));
    }
    if func.vector_loops.contains(&block) {
        header.push_str(" vector_loop");
    }
    if func.vector_code.contains(&block) {
        header.push_str(" vector_code");
    }
    header.push(':');
    match pragma.map(|p| p.loc).filter(|loc| !loc.is_unknown()) {
        Some(loc) => {
            let _ = writeln!(out, "{:<44}; {}", header, module.describe_loc(loc));
        }
        None => {
            let _ = writeln!(out, "{}", header);
        }
    }
}

pub fn print_vec_annotation(ann: &VecFunctionAnnotation) -> String {
    let mut clauses = Vec::new();
    for (idx, shape) in &ann.shapes {
        clauses.push(match shape {
            ParamShape::Uniform => format!("uniform(%{})", idx),
            ParamShape::Linear(LinearStep::Const(1)) => format!("linear(%{})", idx),
            ParamShape::Linear(LinearStep::Const(s)) => format!("linear(%{}:{})", idx, s),
            ParamShape::Linear(LinearStep::Param(p)) => format!("linear(%{}:%{})", idx, p),
        });
    }
    for (idx, align) in &ann.aligned {
        clauses.push(match align {
            Some(a) => format!("aligned(%{}:{})", idx, a),
            None => format!("aligned(%{})", idx),
        });
    }
    match ann.mask {
        MaskVariants::Both => {}
        MaskVariants::MaskedOnly => clauses.push("mask".into()),
        MaskVariants::UnmaskedOnly => clauses.push("nomask".into()),
    }
    if let Some(n) = ann.simdlen {
        clauses.push(format!("simdlen({})", n));
    }
    let syntax = match ann.syntax {
        AnnotationSyntax::DeclVecFunction => "decl-vec-function",
        AnnotationSyntax::OmpDeclareSimd => "omp-declare-simd",
    };
    format!("annotation {}({})", syntax, clauses.join(", "))
}

pub fn print_loop_pragma(pragma: &LoopPragma) -> String {
    let mut clauses = Vec::new();
    for (op, vars) in &pragma.reductions {
        clauses.push(format!("reduction({:?}: {})", op, vars.join(", ")));
    }
    if !pragma.private.is_empty() {
        clauses.push(format!("private({})", pragma.private.join(", ")));
    }
    if let Some(n) = pragma.simdlen {
        clauses.push(format!("simdlen({})", n));
    }
    if let Some(n) = pragma.safelen {
        clauses.push(format!("safelen({})", n));
    }
    let syntax = match pragma.syntax {
        LoopPragmaSyntax::SimdVecFunction => "simd-vec-function",
        LoopPragmaSyntax::OmpSimd => "omp-simd",
    };
    format!("pragma {}({})", syntax, clauses.join(", "))
}

fn print_call(dest: &BlockCall) -> String {
    if dest.args.is_empty() {
        format!("{}", dest.block)
    } else {
        let args: Vec<String> = dest.args.iter().map(Value::to_string).collect();
        format!("{}({})", dest.block, args.join(", "))
    }
}

fn list(values: &[Value]) -> String {
    values.iter().map(Value::to_string).collect::<Vec<_>>().join(", ")
}

/// Prints one instruction without its location: `v3 = add.int v1, v2`.
pub fn print_inst(module: &Module, func: &Function, inst: Inst) -> String {
    let types = &module.types;
    let result = func.dfg.result(inst);
    let ty = result.map(|v| types.display(func.value_type(v))).unwrap_or_default();
    let lhs = result.map(|v| format!("{} = ", v)).unwrap_or_default();
    let vol = |volatile: bool| if volatile { ".volatile" } else { "" };
    let body = match func.inst(inst) {
        InstData::Const(c) => {
            let lit = print_const(types, func.value_type(result.unwrap()), c);
            format!("const.{} {}", ty, lit)
        }
        InstData::Unary { op, arg } => format!("{}.{} {}", op.name(), ty, arg),
        InstData::Binary { op, args } => format!("{}.{} {}, {}", op.name(), ty, args[0], args[1]),
        InstData::Cast { arg } => format!("cast.{} {}", ty, arg),
        InstData::Select { cond, args } => format!("select.{} {}, {}, {}", ty, cond, args[0], args[1]),
        InstData::GlobalAddr(g) => format!("globaladdr.{} @{}", ty, module.globals[*g].name),
        InstData::FuncAddr(f) => format!("funcaddr.{} @{}", ty, module.funcs[*f].name),
        InstData::SlotAddr(s) => format!("slotaddr.{} {}", ty, s),
        InstData::PtrAdd { base, index } => format!("ptradd.{} {}, {}", ty, base, index),
        InstData::ElemAddr { base, index } => format!("elemaddr.{} {}, {}", ty, base, index),
        InstData::FieldAddr { base, field } => format!("fieldaddr.{} {}, {}", ty, base, field),
        InstData::Load { addr, volatile } => format!("load{}.{} {}", vol(*volatile), ty, addr),
        InstData::Store { addr, value, volatile } => format!("store{} {}, {}", vol(*volatile), addr, value),
        InstData::BitfieldLoad { base, field, volatile } => {
            format!("bfload{}.{} {}, {}", vol(*volatile), ty, base, field)
        }
        InstData::BitfieldStore { base, field, value, volatile } => {
            format!("bfstore{} {}, {}, {}", vol(*volatile), base, field, value)
        }
        InstData::Call { callee, args } => {
            let target = match callee {
                Callee::Direct(f) => format!("@{}", module.funcs[*f].name),
                Callee::Indirect(v) => v.to_string(),
            };
            if result.is_some() {
                format!("call.{} {}({})", ty, target, list(args))
            } else {
                format!("call {}({})", target, list(args))
            }
        }
        InstData::Splat { arg } => format!("splat.{} {}", ty, arg),
        InstData::ExtractLane { vec, lane } => format!("extract.{} {}, {}", ty, vec, lane),
        InstData::InsertLane { vec, lane, value } => format!("insert.{} {}, {}, {}", ty, vec, lane, value),
        InstData::Shuffle { args, lanes } => {
            let lanes: Vec<String> = lanes.iter().map(u32::to_string).collect();
            format!("shuffle.{} {}, {}, [{}]", ty, args[0], args[1], lanes.join(", "))
        }
        InstData::VectorLoad { addr, mask, aligned } => {
            format!("vload{}.{} {}{}", if *aligned { ".aligned" } else { "" }, ty, addr, print_mask(*mask))
        }
        InstData::VectorStore { addr, value, mask, aligned } => {
            format!("vstore{} {}, {}{}", if *aligned { ".aligned" } else { "" }, addr, value, print_mask(*mask))
        }
        InstData::Gather { base, indices, mask } => format!("gather.{} {}, {}{}", ty, base, indices, print_mask(*mask)),
        InstData::Scatter { base, indices, value, mask } => {
            format!("scatter {}, {}, {}{}", base, indices, value, print_mask(*mask))
        }
        InstData::Reduce { op, arg } => format!("reduce.{}.{} {}", op.name(), ty, arg),
        InstData::Jump(dest) => format!("jump {}", print_call(dest)),
        InstData::Branch { cond, then_dest, else_dest } => {
            format!("br {}, {}, {}", cond, print_call(then_dest), print_call(else_dest))
        }
        InstData::Switch { arg, cases, default } => {
            let arg_ty = func.value_type(*arg);
            let signed = types.is_signed(arg_ty);
            let parts: Vec<String> = cases
                .iter()
                .map(|(v, d)| {
                    let v = if signed { format!("{}", *v as i64) } else { format!("{}", v) };
                    format!("{}: {}", v, print_call(d))
                })
                .collect();
            format!("switch {}, {}, [{}]", arg, print_call(default), parts.join(", "))
        }
        InstData::Return(Some(v)) => format!("ret {}", v),
        InstData::Return(None) => "ret".into(),
        InstData::Unreachable => "unreachable".into(),
    };
    format!("{}{}", lhs, body)
}

fn print_mask(mask: Option<Value>) -> String {
    mask.map(|m| format!(", mask {}", m)).unwrap_or_default()
}

/// A constant's literal: signed integers as signed, vectors as `[a, b, ...]`.
fn print_const(types: &Types, ty: super::entities::TypeId, c: &Const) -> String {
    match c {
        Const::Int(bits) => {
            if types.is_signed(types.scalar_of(ty)) {
                format!("{}", *bits as i64)
            } else {
                format!("{}", bits)
            }
        }
        Const::Float(f) => format!("{:?}", f),
        Const::Null => "null".into(),
        Const::Str(bytes) => escape_bytes(bytes),
        Const::Undef => "undef".into(),
        Const::Vector(lanes) => {
            let elem = types.scalar_of(ty);
            let parts: Vec<String> = lanes.iter().map(|l| print_const(types, elem, l)).collect();
            format!("[{}]", parts.join(", "))
        }
    }
}

/// A byte string as a C-like quoted literal (printable ASCII kept, the rest `\xNN`).
pub fn escape_bytes(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            b'\n' => s.push_str("\\n"),
            b'\t' => s.push_str("\\t"),
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\x{:02x}", b);
            }
        }
    }
    s.push('"');
    s
}

/// Whether a type is printable as a scalar value type (used by the verifier's messages).
pub fn is_value_type(types: &Types, ty: super::entities::TypeId) -> bool {
    !matches!(types.kind(ty), TypeKind::Void | TypeKind::Func(_))
}
