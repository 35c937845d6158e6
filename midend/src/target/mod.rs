//! Target descriptions: what each SIMD instruction set offers, as data that every cost model
//! reads. One table per target; adding a target means adding a table, not `match` arms in passes.

/// The SIMD instruction sets vcc writes code for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TargetKind {
    /// GCC/Clang generic vector extensions.
    Generic,
    Sse42,
    Avx2,
    Avx512,
    Neon,
}

/// The facts about a target that the vectorizers need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub kind: TargetKind,
    /// The name used in `--target`.
    pub name: &'static str,
    /// Vector register width in bytes.
    pub vector_bytes: u32,
    /// Whether masks are separate registers (AVX-512) rather than vectors of all-ones lanes.
    pub mask_registers: bool,
    /// The `__attribute__((target(...)))` string that functions using it carry (empty if none).
    pub gcc_target_attr: &'static str,
    /// The ISA letter of the x86-64 / AArch64 vector function ABI (`_ZGV<isa>...`).
    pub vfabi_isa: char,
}

const TABLES: [Target; 5] = [
    Target { kind: TargetKind::Generic, name: "generic", vector_bytes: 32, mask_registers: false, gcc_target_attr: "", vfabi_isa: 'd' },
    Target { kind: TargetKind::Sse42, name: "sse4.2", vector_bytes: 16, mask_registers: false, gcc_target_attr: "sse4.2", vfabi_isa: 'b' },
    Target { kind: TargetKind::Avx2, name: "avx2", vector_bytes: 32, mask_registers: false, gcc_target_attr: "avx2,fma", vfabi_isa: 'd' },
    Target { kind: TargetKind::Avx512, name: "avx512", vector_bytes: 64, mask_registers: true, gcc_target_attr: "avx512f,avx512vl,avx512bw,avx512dq,avx2,fma", vfabi_isa: 'e' },
    Target { kind: TargetKind::Neon, name: "neon", vector_bytes: 16, mask_registers: false, gcc_target_attr: "", vfabi_isa: 'n' },
];

impl Target {
    pub fn get(kind: TargetKind) -> &'static Target {
        TABLES.iter().find(|t| t.kind == kind).expect("every TargetKind has a table")
    }
}

/// The operation classes the cost tables price.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OpClass {
    Add,
    Mul,
    Div,
    Bitwise,
    Shift,
    Cmp,
    Select,
    Cast,
    Load,
    Store,
    Splat,
    Extract,
    Insert,
    Shuffle,
    Gather,
    Reduce,
    /// A call to a math function (per lane when vectorized).
    Call,
}

/// Element types as the cost tables see them; `Any` is a wildcard row.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ElemClass {
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
    Any,
}

impl ElemClass {
    /// The class of a scalar of `bytes` bytes, integer or floating.
    pub fn of(bytes: u64, is_float: bool) -> ElemClass {
        match (bytes, is_float) {
            (4, true) => ElemClass::F32,
            (_, true) => ElemClass::F64,
            (1, false) => ElemClass::I8,
            (2, false) => ElemClass::I16,
            (4, false) => ElemClass::I32,
            _ => ElemClass::I64,
        }
    }
}

/// The cost of one operation: as a scalar instruction, and as one instruction on a full
/// vector register (a vector wider than the register costs this once per register).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OpCost {
    pub target: TargetKind,
    pub op: OpClass,
    pub elem: ElemClass,
    pub scalar: u32,
    pub vector: u32,
}

const fn cost(target: TargetKind, op: OpClass, elem: ElemClass, scalar: u32, vector: u32) -> OpCost {
    OpCost { target, op, elem, scalar, vector }
}

use ElemClass as E;
use OpClass as O;
use TargetKind as T;

/// Rough throughput costs (reciprocal throughput in cycles, rounded up), from the vendors'
/// optimization manuals. Rows missing for a target fall back to `Generic`, then to 1.
/// Generic vector extensions have no integer division, no gathers and no 64-bit multiply in
/// hardware on x86-64 without AVX-512: the compiler splits them per lane.
const OP_COSTS: &[OpCost] = &[
    cost(T::Generic, O::Div, E::I8, 20, 400),
    cost(T::Generic, O::Div, E::I16, 20, 200),
    cost(T::Generic, O::Div, E::I32, 20, 120),
    cost(T::Generic, O::Div, E::I64, 40, 160),
    cost(T::Generic, O::Div, E::F32, 5, 10),
    cost(T::Generic, O::Div, E::F64, 5, 16),
    cost(T::Generic, O::Mul, E::I64, 1, 10),
    cost(T::Generic, O::Mul, E::I8, 1, 6),
    cost(T::Generic, O::Mul, E::F32, 1, 1),
    cost(T::Generic, O::Cast, E::Any, 1, 2),
    cost(T::Generic, O::Load, E::Any, 1, 1),
    cost(T::Generic, O::Store, E::Any, 1, 1),
    cost(T::Generic, O::Splat, E::Any, 1, 1),
    cost(T::Generic, O::Extract, E::Any, 1, 1),
    cost(T::Generic, O::Insert, E::Any, 1, 2),
    cost(T::Generic, O::Shuffle, E::Any, 1, 1),
    cost(T::Generic, O::Gather, E::Any, 1, 16),
    cost(T::Generic, O::Reduce, E::Any, 1, 6),
    cost(T::Generic, O::Call, E::Any, 20, 20),
    cost(T::Generic, O::Select, E::Any, 1, 1),
    cost(T::Avx2, O::Div, E::F32, 5, 10),
    cost(T::Avx2, O::Div, E::F64, 5, 16),
    cost(T::Avx2, O::Mul, E::I32, 1, 2),
    cost(T::Avx2, O::Mul, E::I64, 1, 8),
    cost(T::Avx2, O::Mul, E::I8, 1, 5),
    cost(T::Avx2, O::Shift, E::I8, 1, 4),
    cost(T::Avx2, O::Cast, E::Any, 1, 1),
    cost(T::Avx2, O::Gather, E::I32, 1, 8),
    cost(T::Avx2, O::Gather, E::F32, 1, 8),
    cost(T::Avx2, O::Gather, E::I64, 1, 5),
    cost(T::Avx2, O::Gather, E::F64, 1, 5),
    cost(T::Avx2, O::Reduce, E::Any, 1, 5),
];

impl Target {
    /// Lanes of one vector register of `elem_bytes`-byte elements.
    pub fn max_lanes(&self, elem_bytes: u64) -> u32 {
        (self.vector_bytes as u64 / elem_bytes.max(1)) as u32
    }

    /// The cost row for `op` on `elem`: this target's, else `Generic`'s, else 1 and 1.
    pub fn op_cost(&self, op: OpClass, elem: ElemClass) -> (u32, u32) {
        let find = |target: TargetKind, elem: ElemClass| {
            OP_COSTS.iter().find(|c| c.target == target && c.op == op && c.elem == elem)
        };
        let row = find(self.kind, elem)
            .or_else(|| find(self.kind, ElemClass::Any))
            .or_else(|| find(TargetKind::Generic, elem))
            .or_else(|| find(TargetKind::Generic, ElemClass::Any));
        row.map_or((1, 1), |c| (c.scalar, c.vector))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_a_table() {
        for kind in [TargetKind::Generic, TargetKind::Sse42, TargetKind::Avx2, TargetKind::Avx512, TargetKind::Neon] {
            assert_eq!(Target::get(kind).kind, kind);
        }
    }

    #[test]
    fn costs_fall_back_to_generic() {
        let avx2 = Target::get(TargetKind::Avx2);
        assert_eq!(avx2.op_cost(OpClass::Mul, ElemClass::I64), (1, 8));
        assert_eq!(avx2.op_cost(OpClass::Div, ElemClass::I32), (20, 120));
        assert_eq!(avx2.op_cost(OpClass::Add, ElemClass::F32), (1, 1));
        assert_eq!(avx2.max_lanes(4), 8);
        assert_eq!(Target::get(TargetKind::Sse42).max_lanes(8), 2);
    }
}
