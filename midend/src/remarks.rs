//! Remarks: what a pass did or why it did nothing, at a source location.
//! The driver prints them as `file:line:col: remark: <message>`.
//!
//! A remark names what it talks about as the source does, never by an IR name (`inst12`, `v7`):
//! a variable by its C name in backquotes, a statement or expression by what it is and its
//! line:col (`describe_inst`, `describe_value`), "the store to `a` at 19:9".

use crate::ir::*;

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RemarkKind {
    /// Something was transformed.
    Passed,
    /// Something was looked at and left alone; the message says why.
    Missed,
    /// Background information (e.g. "function kept as written").
    Note,
    /// Something the programmer should know even without `--remarks` (printed always).
    Warning,
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Remark {
    pub loc: SrcLoc,
    pub kind: RemarkKind,
    /// The pass that wrote it (`frontend`, `loopvec`, `wfv`, ...).
    pub pass: &'static str,
    pub message: String,
}

impl Remark {
    /// A transformation the output does not contain after all (its function is kept as
    /// written): the remark turns into a missed one that says so and why.
    pub fn undo(&mut self, function: &str, reason: &str) {
        if self.kind == RemarkKind::Passed {
            self.kind = RemarkKind::Missed;
            self.message = format!("{} (undone: function `{}` kept as written: {})", self.message, function, reason);
        }
    }
}

/// The remarks of one compilation, in the order they were made.
#[derive(Clone, Debug, Default)]
pub struct Remarks {
    pub list: Vec<Remark>,
}

impl Remarks {
    pub fn push(&mut self, loc: SrcLoc, kind: RemarkKind, pass: &'static str, message: impl Into<String>) {
        self.list.push(Remark { loc, kind, pass, message: message.into() });
    }

    /// The remarks sorted by location (stable for equal locations), for printing.
    pub fn sorted(&self) -> Vec<&Remark> {
        let mut res: Vec<&Remark> = self.list.iter().collect();
        res.sort_by_key(|r| r.loc);
        res
    }
}

/// "at 19:9": where `loc` is, or `fallback` when it is unknown ("in the loop at 17:5").
pub fn at(loc: SrcLoc, fallback: &str) -> String {
    if loc.is_unknown() {
        return fallback.to_string();
    }
    format!("at {}:{}", loc.line, loc.col)
}

/// "in the loop at 17:5": where a remark about a loop places what has no location of its own.
pub fn in_loop(loop_loc: SrcLoc) -> String {
    if loop_loc.is_unknown() {
        return "in the loop".to_string();
    }
    format!("in the loop at {}:{}", loop_loc.line, loop_loc.col)
}

/// An instruction as remarks name it: what it is in the source and where, "the store to `a`
/// at 19:9", "the call to `next_rand` at 12:5", "the division at 7:13". `fallback` places one
/// without a location (`in_loop`).
pub fn describe_inst(module: &Module, func: &Function, inst: Inst, fallback: &str) -> String {
    format!("{} {}", inst_kind(module, func, inst), at(func.srclocs[inst], fallback))
}

/// A value as remarks name it: its C name in backquotes; else what computes it, "the value of
/// the multiplication at 60:22"; else (a block parameter without a name) "a value merged from
/// several paths" and where they meet.
pub fn describe_value(module: &Module, func: &Function, v: Value, fallback: &str) -> String {
    if let Some(name) = func.value_name(v) {
        return format!("`{}`", name);
    }
    match func.dfg.value_def(v) {
        ValueDef::Result(inst) => format!("the value of {}", describe_inst(module, func, inst, fallback)),
        ValueDef::Param(block, _) => {
            let loc = func.layout.block_insts(block).iter().map(|i| func.srclocs[*i]).find(|l| !l.is_unknown());
            format!("a value merged from several paths {}", at(loc.unwrap_or_default(), fallback))
        }
    }
}

/// The variable an address points into, in backquotes: `a` for `a[i].x`, `p` for `*(p + 1)`.
/// `None` when the address is not one variable's (a pointer loaded from memory, say).
pub fn object_name(module: &Module, func: &Function, addr: Value) -> Option<String> {
    let mut v = addr;
    loop {
        if let Some(name) = func.value_name(v) {
            return Some(format!("`{}`", name));
        }
        v = match func.inst(func.dfg.defining_inst(v)?) {
            InstData::PtrAdd { base, .. } | InstData::ElemAddr { base, .. } | InstData::FieldAddr { base, .. } => *base,
            InstData::Cast { arg } => *arg,
            InstData::GlobalAddr(g) => return Some(format!("`{}`", module.globals[*g].name)),
            InstData::SlotAddr(s) => return func.slots[*s].name.as_ref().map(|n| format!("`{}`", n)),
            _ => return None,
        };
    }
}

/// What an instruction is in the source, without where: "the load of `a`", "the call to `f`",
/// "the division".
pub fn inst_kind(module: &Module, func: &Function, inst: Inst) -> String {
    let object = |addr: Value| object_name(module, func, addr);
    let with = |what: &str, link: &str, object: Option<String>| match object {
        Some(name) => format!("{} {} {}", what, link, name),
        None => what.to_string(),
    };
    match func.inst(inst) {
        InstData::Load { addr, .. } | InstData::VectorLoad { addr, .. } => with("the load", "of", object(*addr)),
        InstData::BitfieldLoad { base: addr, .. } | InstData::Gather { base: addr, .. } => {
            with("the load", "of", object(*addr))
        }
        InstData::Store { addr, .. } | InstData::VectorStore { addr, .. } => with("the store", "to", object(*addr)),
        InstData::BitfieldStore { base: addr, .. } | InstData::Scatter { base: addr, .. } => {
            with("the store", "to", object(*addr))
        }
        InstData::Call { callee: Callee::Direct(f), .. } if module.funcs[*f].asm.is_some() => {
            "the `asm` statement".to_string()
        }
        InstData::Call { callee: Callee::Direct(f), .. } => format!("the call to `{}`", module.funcs[*f].c_name()),
        InstData::Call { callee: Callee::Indirect(target), .. } => {
            with("the indirect call", "through", func.value_name(*target).map(|n| format!("`{}`", n)))
        }
        InstData::PtrAdd { base, .. } | InstData::ElemAddr { base, .. } => {
            with("the address arithmetic", "on", object(*base))
        }
        InstData::FieldAddr { base, .. } => with("the member access", "of", object(*base)),
        InstData::GlobalAddr(g) => format!("the address of `{}`", module.globals[*g].name),
        InstData::FuncAddr(f) => format!("the address of `{}`", module.funcs[*f].name),
        InstData::SlotAddr(s) => func.slots[*s]
            .name
            .as_ref()
            .map_or("the address of a local".to_string(), |n| format!("the address of `{}`", n)),
        InstData::Binary { op, .. } => binary_kind(*op),
        InstData::Unary { op, .. } => match op {
            UnaryOp::Neg => "the negation",
            UnaryOp::BitNot => "the `~`",
            UnaryOp::LogNot => "the `!`",
            UnaryOp::Abs => "the absolute value",
        }
        .to_string(),
        InstData::Cast { .. } => "the conversion".to_string(),
        InstData::Select { .. } => "the conditional expression".to_string(),
        InstData::Const(_) => "the constant".to_string(),
        InstData::Splat { .. }
        | InstData::ExtractLane { .. }
        | InstData::InsertLane { .. }
        | InstData::Shuffle { .. }
        | InstData::Reduce { .. } => "the vector operation".to_string(),
        InstData::Branch { .. } => "the condition".to_string(),
        InstData::Switch { .. } => "the switch".to_string(),
        InstData::Jump(_) => "the jump".to_string(),
        InstData::Return(_) => "the return".to_string(),
        InstData::Unreachable => "the unreachable end".to_string(),
    }
}

fn binary_kind(op: BinaryOp) -> String {
    let words = match op {
        BinaryOp::Add => "the addition",
        BinaryOp::Sub => "the subtraction",
        BinaryOp::Mul => "the multiplication",
        BinaryOp::Div => "the division",
        BinaryOp::Rem => "the remainder",
        BinaryOp::Shl => "the left shift",
        BinaryOp::Shr => "the right shift",
        _ if op.is_comparison() => "the comparison",
        _ => return op.c_op().map_or("the vector operation".to_string(), |c| format!("the `{}`", c)),
    };
    words.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::parse::parse_module;

    /// void f(int *a, int n) { a[n] = n / g(n); } with the call unplaced.
    const SRC: &str = "
declare @g: fn(int) -> int
func @f: fn(*int, int) -> void {
    names v0=a v1=n
block0(v0: *int, v1: int):
    v2 = cast.long v1              ; t.c:2:5
    v3 = ptradd.*int v0, v2        ; t.c:2:5
    v4 = call.int @g(v1)
    v5 = div.int v1, v4            ; t.c:2:16
    store v3, v5                   ; t.c:2:10
    ret
}";

    #[test]
    fn remarks_name_statements_by_what_they_are_and_where() {
        let module = parse_module(SRC).unwrap();
        let func = module.funcs.values().find(|f| f.name == "f").unwrap().body.as_ref().unwrap();
        let insts: Vec<Inst> = func.insts_in_order().map(|(_, inst)| inst).collect();
        let describe = |idx: usize| describe_inst(&module, func, insts[idx], "in the loop at 1:1");
        assert_eq!(describe(4), "the store to `a` at 2:10");
        assert_eq!(describe(3), "the division at 2:16");
        assert_eq!(describe(2), "the call to `g` in the loop at 1:1");
        let value = |v: u32| describe_value(&module, func, Value::from_u32(v), "in the loop at 1:1");
        assert_eq!(value(1), "`n`");
        assert_eq!(value(5), "the value of the division at 2:16");
    }

    #[test]
    fn undoing_turns_only_passed_remarks_into_missed_ones() {
        let remark = |kind| Remark { loc: SrcLoc::default(), kind, pass: "loopvec", message: "loop vectorized".into() };
        let mut passed = remark(RemarkKind::Passed);
        passed.undo("f", "internal error");
        assert_eq!(passed.kind, RemarkKind::Missed);
        assert_eq!(passed.message, "loop vectorized (undone: function `f` kept as written: internal error)");
        for kind in [RemarkKind::Missed, RemarkKind::Note, RemarkKind::Warning] {
            let mut other = remark(kind);
            other.undo("f", "internal error");
            assert_eq!(other, remark(kind));
        }
    }
}
