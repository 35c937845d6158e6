//! Instructions. Each has at most one result, whose type is recorded on the value.
//!
//! Semantics are C's, per lane for vector types: `Binary` operands have the same type (C's
//! usual arithmetic conversions are explicit `Cast`s before it), except shifts, whose right
//! operand keeps its own promoted type, and pointer arithmetic (see `BinaryOp`). A comparison's
//! result is `int` for scalars (as in C) and a mask for vectors.

use super::entities::{Block, FuncId, GlobalId, StackSlot, Value};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// `-x`
    Neg,
    /// `~x`
    BitNot,
    /// `!x` (result `int`, or a mask for vectors)
    LogNot,
    /// Vector-only, signed integer lanes: `x < 0 ? -x : x` with the negation wrapping, so the
    /// most negative value stays itself (x86's `pabs`; the loop vectorizer's idioms make it).
    Abs,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// Vector-only lane-wise min and max (what `a < b ? a : b` becomes; NaN-propagation as
    /// that expression). Scalar code uses compare + select.
    Min,
    /// `a > b ? a : b` per lane: like `Min`, the second operand when either is NaN.
    Max,
    /// Vector-only, unsigned integer lanes: the rounding average `(a + b + 1) >> 1` computed
    /// without overflow (x86's `pavgb`/`pavgw`; the loop vectorizer's narrow lanes make it).
    Avg,
    /// Vector-only, integer lanes: `a + b` saturated to the lane type's range (unsigned lanes
    /// clamp at the maximum, signed ones at both ends; x86's `paddus`/`padds`). The loop
    /// vectorizer's narrow lanes make it from `min(a + b, 255)` on promoted bytes and the like.
    AddSat,
    /// `a - b` saturated like `AddSat` (unsigned lanes clamp at 0).
    SubSat,
    /// Vector-only: `<2N x i16>` operands, `<N x i32>` or `<N x u32>` result: lane `k` is
    /// `a[2k]*b[2k] + a[2k+1]*b[2k+1]` modulo 2^32 (x86's `pmaddwd`; the loop vectorizer's
    /// multiply-add reductions make it).
    Madd,
    /// Vector-only, float lanes: `a - b` in the even lanes and `a + b` in the odd ones, each
    /// the one IEEE operation (x86's `addsubps`; the loop vectorizer's complex multiplies
    /// make it).
    AddSub,
    /// Vector-only, 16-bit integer lanes: the high half of each lane's 32-bit product, `(a *
    /// b) >> 16`, signed or unsigned as the lanes are (x86's `pmulhw`/`pmulhuw`; the loop
    /// vectorizer's narrow lanes make it from `(short)((x * y) >> c)`).
    MulHigh,
}

impl BinaryOp {
    pub fn is_comparison(self) -> bool {
        use BinaryOp::*;
        matches!(self, Eq | Ne | Lt | Le | Gt | Ge)
    }

    /// The ordering comparison with its operands exchanged: `a < b` is `b > a` (`None` for
    /// other operations).
    pub fn swapped(self) -> Option<BinaryOp> {
        use BinaryOp::*;
        Some(match self {
            Lt => Gt,
            Le => Ge,
            Gt => Lt,
            Ge => Le,
            _ => return None,
        })
    }

    /// The comparison that is true where this one is false, on integers (on floats a NaN makes
    /// both orderings false): `!(a < b)` is `a >= b`, `!(a == b)` is `a != b` (`None` for
    /// other operations).
    pub fn int_negated(self) -> Option<BinaryOp> {
        use BinaryOp::*;
        Some(match self {
            Lt => Ge,
            Le => Gt,
            Gt => Le,
            Ge => Lt,
            Eq => Ne,
            Ne => Eq,
            _ => return None,
        })
    }

    /// The comparison's value on two numbers (`None` for an operation that does not compare;
    /// a NaN makes every comparison but `Ne` false, as in C).
    pub fn compare<T: PartialOrd>(self, x: T, y: T) -> Option<bool> {
        use BinaryOp::*;
        Some(match self {
            Eq => x == y,
            Ne => x != y,
            Lt => x < y,
            Le => x <= y,
            Gt => x > y,
            Ge => x >= y,
            _ => return None,
        })
    }

    pub fn is_shift(self) -> bool {
        matches!(self, BinaryOp::Shl | BinaryOp::Shr)
    }

    pub fn is_commutative(self) -> bool {
        use BinaryOp::*;
        matches!(self, Add | Mul | And | Or | Xor | Eq | Ne | Min | Max | Avg | AddSat | Madd | MulHigh)
    }

    /// The IR text name.
    pub fn name(self) -> &'static str {
        use BinaryOp::*;
        match self {
            Add => "add",
            Sub => "sub",
            Mul => "mul",
            Div => "div",
            Rem => "rem",
            Shl => "shl",
            Shr => "shr",
            And => "and",
            Or => "or",
            Xor => "xor",
            Eq => "eq",
            Ne => "ne",
            Lt => "lt",
            Le => "le",
            Gt => "gt",
            Ge => "ge",
            Min => "min",
            Max => "max",
            Avg => "avg",
            AddSat => "addsat",
            SubSat => "subsat",
            Madd => "madd",
            AddSub => "addsub",
            MulHigh => "mulhi",
        }
    }

    /// The C operator (none for `Min`/`Max`/`Avg`/`AddSat`/`SubSat`/`Madd`/`AddSub`/`MulHigh`).
    pub fn c_op(self) -> Option<&'static str> {
        use BinaryOp::*;
        Some(match self {
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Rem => "%",
            Shl => "<<",
            Shr => ">>",
            And => "&",
            Or => "|",
            Xor => "^",
            Eq => "==",
            Ne => "!=",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            Min | Max | Avg | AddSat | SubSat | Madd | AddSub | MulHigh => return None,
        })
    }

    pub const ALL: [BinaryOp; 24] = [
        BinaryOp::Add,
        BinaryOp::Sub,
        BinaryOp::Mul,
        BinaryOp::Div,
        BinaryOp::Rem,
        BinaryOp::Shl,
        BinaryOp::Shr,
        BinaryOp::And,
        BinaryOp::Or,
        BinaryOp::Xor,
        BinaryOp::Eq,
        BinaryOp::Ne,
        BinaryOp::Lt,
        BinaryOp::Le,
        BinaryOp::Gt,
        BinaryOp::Ge,
        BinaryOp::Min,
        BinaryOp::Max,
        BinaryOp::Avg,
        BinaryOp::AddSat,
        BinaryOp::SubSat,
        BinaryOp::Madd,
        BinaryOp::AddSub,
        BinaryOp::MulHigh,
    ];
}

impl UnaryOp {
    pub fn name(self) -> &'static str {
        match self {
            UnaryOp::Neg => "neg",
            UnaryOp::BitNot => "bitnot",
            UnaryOp::LogNot => "lognot",
            UnaryOp::Abs => "abs",
        }
    }

    /// The C operator (none for `Abs`).
    pub fn c_op(self) -> Option<&'static str> {
        match self {
            UnaryOp::Neg => Some("-"),
            UnaryOp::BitNot => Some("~"),
            UnaryOp::LogNot => Some("!"),
            UnaryOp::Abs => None,
        }
    }

    pub const ALL: [UnaryOp; 4] = [UnaryOp::Neg, UnaryOp::BitNot, UnaryOp::LogNot, UnaryOp::Abs];
}

/// A constant. Its type is the result value's type.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    /// An integer, as the bits of the value sign- or zero-extended to 64 bits.
    Int(u64),
    /// A floating-point value (`float` constants are exactly representable as `f64`).
    Float(f64),
    /// A null pointer.
    Null,
    /// A string literal's bytes without the terminating NUL; the value is a pointer to its
    /// first element (the literal has decayed). The result type is `*char` (or `*const char`).
    Str(Vec<u8>),
    /// An unspecified value (reading an uninitialized variable). Emitted as zero.
    Undef,
    /// A vector constant, one `Int` or `Float` per lane (e.g. the step vector `[0, 1, 2, 3]`).
    Vector(Vec<Const>),
}

/// A jump target with the arguments for the target block's parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockCall {
    pub block: Block,
    pub args: Vec<Value>,
}

impl BlockCall {
    pub fn new(block: Block, args: Vec<Value>) -> BlockCall {
        BlockCall { block, args }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Callee {
    /// A call to a function of the module by id.
    Direct(FuncId),
    /// A call through a function pointer.
    Indirect(Value),
}

#[derive(Clone, Debug, PartialEq)]
pub enum InstData {
    Const(Const),
    Unary {
        op: UnaryOp,
        arg: Value,
    },
    Binary {
        op: BinaryOp,
        args: [Value; 2],
    },
    /// C's conversion of `arg` to the result type (integer widening/narrowing, int/float,
    /// pointer/integer, pointer/pointer, scalar to `_Bool`; per lane for vectors). Between a
    /// mask of `n` lanes and an unsigned integer of at least `n` bits: bit `k` is lane `k`
    /// (the integer masks of AVX-512 vector variants; higher bits are 0, and ignored).
    Cast {
        arg: Value,
    },
    /// `cond ? args[0] : args[1]`, both arms evaluated. `cond` is a scalar or a mask.
    Select {
        cond: Value,
        args: [Value; 2],
    },

    /// Address of a global variable.
    GlobalAddr(GlobalId),
    /// Address of a function (a function pointer).
    FuncAddr(FuncId),
    /// Address of a stack slot.
    SlotAddr(StackSlot),
    /// `base + index`: pointer arithmetic in units of the pointee type. Result: base's type.
    PtrAdd {
        base: Value,
        index: Value,
    },
    /// `&(*base)[index]` where `base` points to an array: result points to the element type.
    ElemAddr {
        base: Value,
        index: Value,
    },
    /// `&base->field` where `base` points to a struct or union (not for bit-fields).
    FieldAddr {
        base: Value,
        field: u32,
    },

    /// `*addr`. The result type is the loaded type (a scalar, vector, or a whole struct).
    Load {
        addr: Value,
        volatile: bool,
    },
    /// `*addr = value`.
    Store {
        addr: Value,
        value: Value,
        volatile: bool,
    },
    /// `base->field` for a bit-field member; the result has the field's declared type.
    BitfieldLoad {
        base: Value,
        field: u32,
        volatile: bool,
    },
    /// `base->field = value` for a bit-field member.
    BitfieldStore {
        base: Value,
        field: u32,
        value: Value,
        volatile: bool,
    },

    /// A call. Arguments already have the parameter types (or, past the prototype, the
    /// default argument promotions). A call of a pure math function (`deps::PURE_MATH`) may
    /// take vectors of its parameter types and give a vector: the function on every lane,
    /// computed by any vector form the target has (the loop vectorizer makes such calls only
    /// where that form is exact, or under `--fast-math`).
    Call {
        callee: Callee,
        args: Vec<Value>,
    },

    // Vector operations. Lane-wise arithmetic, comparisons (giving masks), casts and selects
    // use the scalar opcodes above on vector types; these are the ones with no scalar twin.
    /// `<N x T>` with every lane `arg`.
    Splat {
        arg: Value,
    },
    /// Lane `lane` of `vec`.
    ExtractLane {
        vec: Value,
        lane: u32,
    },
    /// `vec` with lane `lane` replaced by `value`.
    InsertLane {
        vec: Value,
        lane: u32,
        value: Value,
    },
    /// Lanes picked from the concatenation of `args[0]` and `args[1]`: result lane `k` is
    /// lane `lanes[k]` of that concatenation.
    Shuffle {
        args: [Value; 2],
        lanes: Vec<u32>,
    },
    /// Consecutive lanes from `addr` (a pointer to the element type). With a mask, inactive
    /// lanes read no memory and are zero. `aligned`: `addr` is aligned to the vector's size.
    VectorLoad {
        addr: Value,
        mask: Option<Value>,
        aligned: bool,
    },
    /// Consecutive lanes to `addr`; with a mask, inactive lanes write no memory.
    VectorStore {
        addr: Value,
        value: Value,
        mask: Option<Value>,
        aligned: bool,
    },
    /// Lane `k` reads `base[indices[k]]` (indices in elements of `base`'s pointee type);
    /// inactive lanes read nothing and are zero.
    Gather {
        base: Value,
        indices: Value,
        mask: Option<Value>,
    },
    /// Lane `k` writes `value[k]` to `base[indices[k]]`, in lane order; inactive lanes write nothing.
    Scatter {
        base: Value,
        indices: Value,
        value: Value,
        mask: Option<Value>,
    },
    /// Combines all lanes of `arg` with `op` (`Add`, `Mul`, `And`, `Or`, `Xor`, `Min`, `Max`) in
    /// an unspecified order. On a mask, `Or` is "any lane set" and `And` "all lanes set" (`int`).
    Reduce {
        op: BinaryOp,
        arg: Value,
    },

    // Terminators.
    Jump(BlockCall),
    Branch {
        cond: Value,
        then_dest: BlockCall,
        else_dest: BlockCall,
    },
    /// `switch (arg)`: case values are `arg`'s type, as bits sign-/zero-extended to 64.
    Switch {
        arg: Value,
        cases: Vec<(u64, BlockCall)>,
        default: BlockCall,
    },
    Return(Option<Value>),
    Unreachable,
}

impl InstData {
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstData::Jump(_)
                | InstData::Branch { .. }
                | InstData::Switch { .. }
                | InstData::Return(_)
                | InstData::Unreachable
        )
    }

    /// True for instructions whose only effect is their result (removable when unused).
    pub fn is_pure(&self) -> bool {
        match self {
            InstData::Const(_)
            | InstData::Unary { .. }
            | InstData::Cast { .. }
            | InstData::Select { .. }
            | InstData::GlobalAddr(_)
            | InstData::FuncAddr(_)
            | InstData::SlotAddr(_)
            | InstData::PtrAdd { .. }
            | InstData::ElemAddr { .. }
            | InstData::FieldAddr { .. } => true,
            // Division by zero is undefined behaviour in C, so removing an unused one is fine.
            InstData::Binary { .. } => true,
            InstData::Splat { .. }
            | InstData::ExtractLane { .. }
            | InstData::InsertLane { .. }
            | InstData::Shuffle { .. }
            | InstData::Reduce { .. } => true,
            InstData::VectorLoad { .. } | InstData::Gather { .. } => true,
            InstData::Load { volatile, .. } | InstData::BitfieldLoad { volatile, .. } => !volatile,
            _ => false,
        }
    }

    pub fn reads_memory(&self) -> bool {
        matches!(
            self,
            InstData::Load { .. }
                | InstData::BitfieldLoad { .. }
                | InstData::Call { .. }
                | InstData::VectorLoad { .. }
                | InstData::Gather { .. }
        )
    }

    pub fn writes_memory(&self) -> bool {
        matches!(
            self,
            InstData::Store { .. }
                | InstData::BitfieldStore { .. }
                | InstData::Call { .. }
                | InstData::VectorStore { .. }
                | InstData::Scatter { .. }
        )
    }

    /// The value operands, in order (block-call arguments included).
    pub fn operands(&self) -> Vec<Value> {
        let mut res = Vec::new();
        self.for_each_operand(|v| res.push(v));
        res
    }

    pub fn for_each_operand(&self, mut f: impl FnMut(Value)) {
        match self {
            InstData::Const(_)
            | InstData::GlobalAddr(_)
            | InstData::FuncAddr(_)
            | InstData::SlotAddr(_)
            | InstData::Unreachable => {}
            InstData::Unary { arg, .. } | InstData::Cast { arg } => f(*arg),
            InstData::Binary { args, .. } => args.iter().for_each(|v| f(*v)),
            InstData::Select { cond, args } => {
                f(*cond);
                args.iter().for_each(|v| f(*v));
            }
            InstData::PtrAdd { base, index } | InstData::ElemAddr { base, index } => {
                f(*base);
                f(*index);
            }
            InstData::FieldAddr { base, .. } | InstData::BitfieldLoad { base, .. } => f(*base),
            InstData::Load { addr, .. } => f(*addr),
            InstData::Store { addr, value, .. } => {
                f(*addr);
                f(*value);
            }
            InstData::BitfieldStore { base, value, .. } => {
                f(*base);
                f(*value);
            }
            InstData::Call { callee, args } => {
                if let Callee::Indirect(v) = callee {
                    f(*v);
                }
                args.iter().for_each(|v| f(*v));
            }
            InstData::Splat { arg } | InstData::ExtractLane { vec: arg, .. } | InstData::Reduce { arg, .. } => f(*arg),
            InstData::InsertLane { vec, value, .. } => {
                f(*vec);
                f(*value);
            }
            InstData::Shuffle { args, .. } => args.iter().for_each(|v| f(*v)),
            InstData::VectorLoad { addr, mask, .. } => {
                f(*addr);
                mask.iter().for_each(|v| f(*v));
            }
            InstData::VectorStore { addr, value, mask, .. } => {
                f(*addr);
                f(*value);
                mask.iter().for_each(|v| f(*v));
            }
            InstData::Gather { base, indices, mask } => {
                f(*base);
                f(*indices);
                mask.iter().for_each(|v| f(*v));
            }
            InstData::Scatter { base, indices, value, mask } => {
                f(*base);
                f(*indices);
                f(*value);
                mask.iter().for_each(|v| f(*v));
            }
            InstData::Jump(dest) => dest.args.iter().for_each(|v| f(*v)),
            InstData::Branch { cond, then_dest, else_dest } => {
                f(*cond);
                then_dest.args.iter().for_each(|v| f(*v));
                else_dest.args.iter().for_each(|v| f(*v));
            }
            InstData::Switch { arg, cases, default } => {
                f(*arg);
                for (_, dest) in cases {
                    dest.args.iter().for_each(|v| f(*v));
                }
                default.args.iter().for_each(|v| f(*v));
            }
            InstData::Return(v) => {
                if let Some(v) = v {
                    f(*v)
                }
            }
        }
    }

    /// Rewrites every value operand through `f` (used by transforms that replace values).
    pub fn map_operands(&mut self, mut f: impl FnMut(Value) -> Value) {
        let map_call = |dest: &mut BlockCall, f: &mut dyn FnMut(Value) -> Value| {
            for a in dest.args.iter_mut() {
                *a = f(*a);
            }
        };
        match self {
            InstData::Const(_)
            | InstData::GlobalAddr(_)
            | InstData::FuncAddr(_)
            | InstData::SlotAddr(_)
            | InstData::Unreachable => {}
            InstData::Unary { arg, .. } | InstData::Cast { arg } => *arg = f(*arg),
            InstData::Binary { args, .. } => args.iter_mut().for_each(|v| *v = f(*v)),
            InstData::Select { cond, args } => {
                *cond = f(*cond);
                args.iter_mut().for_each(|v| *v = f(*v));
            }
            InstData::PtrAdd { base, index } | InstData::ElemAddr { base, index } => {
                *base = f(*base);
                *index = f(*index);
            }
            InstData::FieldAddr { base, .. } | InstData::BitfieldLoad { base, .. } => *base = f(*base),
            InstData::Load { addr, .. } => *addr = f(*addr),
            InstData::Store { addr, value, .. } => {
                *addr = f(*addr);
                *value = f(*value);
            }
            InstData::BitfieldStore { base, value, .. } => {
                *base = f(*base);
                *value = f(*value);
            }
            InstData::Call { callee, args } => {
                if let Callee::Indirect(v) = callee {
                    *v = f(*v);
                }
                args.iter_mut().for_each(|v| *v = f(*v));
            }
            InstData::Splat { arg } | InstData::ExtractLane { vec: arg, .. } | InstData::Reduce { arg, .. } => {
                *arg = f(*arg)
            }
            InstData::InsertLane { vec, value, .. } => {
                *vec = f(*vec);
                *value = f(*value);
            }
            InstData::Shuffle { args, .. } => args.iter_mut().for_each(|v| *v = f(*v)),
            InstData::VectorLoad { addr, mask, .. } => {
                *addr = f(*addr);
                mask.iter_mut().for_each(|v| *v = f(*v));
            }
            InstData::VectorStore { addr, value, mask, .. } => {
                *addr = f(*addr);
                *value = f(*value);
                mask.iter_mut().for_each(|v| *v = f(*v));
            }
            InstData::Gather { base, indices, mask } => {
                *base = f(*base);
                *indices = f(*indices);
                mask.iter_mut().for_each(|v| *v = f(*v));
            }
            InstData::Scatter { base, indices, value, mask } => {
                *base = f(*base);
                *indices = f(*indices);
                *value = f(*value);
                mask.iter_mut().for_each(|v| *v = f(*v));
            }
            InstData::Jump(dest) => map_call(dest, &mut f),
            InstData::Branch { cond, then_dest, else_dest } => {
                *cond = f(*cond);
                map_call(then_dest, &mut f);
                map_call(else_dest, &mut f);
            }
            InstData::Switch { arg, cases, default } => {
                *arg = f(*arg);
                for (_, dest) in cases.iter_mut() {
                    map_call(dest, &mut f);
                }
                map_call(default, &mut f);
            }
            InstData::Return(v) => {
                if let Some(v) = v {
                    *v = f(*v)
                }
            }
        }
    }

    /// The jump targets of a terminator, in order (empty for other instructions).
    pub fn branch_targets(&self) -> Vec<&BlockCall> {
        match self {
            InstData::Jump(dest) => vec![dest],
            InstData::Branch { then_dest, else_dest, .. } => vec![then_dest, else_dest],
            InstData::Switch { cases, default, .. } => {
                let mut res: Vec<&BlockCall> = cases.iter().map(|(_, d)| d).collect();
                res.push(default);
                res
            }
            _ => Vec::new(),
        }
    }

    pub fn branch_targets_mut(&mut self) -> Vec<&mut BlockCall> {
        match self {
            InstData::Jump(dest) => vec![dest],
            InstData::Branch { then_dest, else_dest, .. } => vec![then_dest, else_dest],
            InstData::Switch { cases, default, .. } => {
                let mut res: Vec<&mut BlockCall> = cases.iter_mut().map(|(_, d)| d).collect();
                res.push(default);
                res
            }
            _ => Vec::new(),
        }
    }
}
