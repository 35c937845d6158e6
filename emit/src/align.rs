//! Global arrays aligned for the vector code that reads and writes them. gcc -O2 (without
//! `-march`) aligns a large array to 32 bytes, so a 64-byte vector access to it may straddle two
//! cache lines, one of every two or all, depending on where the linker happens to put it: bench
//! jacobi_f64 on Zen 5, by hand, ran 0.115 s with its arrays at 32 bytes past a 64-byte boundary
//! and 0.097 s at one (gcc -O3 -march=native aligns them to 64 itself, as GCC's
//! increase-alignment pass does for vectorized globals). Before a regenerated function, a
//! redeclaration raises the alignment of each array it accesses with vectors wider than 16
//! bytes to the widest of them:
//!
//! ```c
//! static __typeof__(a) a __attribute__((aligned(64)));
//! ```
//!
//! Only for arrays defined in this file without an initializer, or `static` ones so defined in a
//! header it includes (`GlobalData::tentative`; coverage red2_cols, a zmm loop down the columns
//! of a header's `static float aa[256][256]`, 0.39 s -> 0.21 s by hand on Zen 4): gcc
//! and clang both honour the attribute there; clang ignores it after an initialized definition,
//! and an array defined elsewhere keeps the alignment its own file gave it. The vector code
//! never relies on the alignment (its accesses stay unaligned ones): it only makes them faster.

use midend::ir::{Function, GlobalId, InstData, Linkage, Module, TypeKind, Value};
use std::collections::BTreeMap;

/// The arrays `func` accesses with vectors wider than 16 bytes that may be realigned, with the
/// widest access's bytes, in id order.
pub fn realignable_globals(module: &Module, func: &Function) -> BTreeMap<GlobalId, u64> {
    let mut res = BTreeMap::new();
    for (_, inst) in func.insts_in_order() {
        let (addr, vector) = match *func.inst(inst) {
            InstData::VectorLoad { addr, .. } => (addr, func.dfg.result(inst)),
            InstData::VectorStore { addr, value, .. } => (addr, Some(value)),
            _ => continue,
        };
        let Some(bytes) = vector.and_then(|v| module.types.size_of(func.value_type(v))) else { continue };
        let Some(global) = global_of(func, addr) else { continue };
        let data = &module.globals[global];
        let is_array = matches!(module.types.kind(data.ty), TypeKind::Array(..));
        let whole_vectors = module.types.size_of(data.ty).is_some_and(|size| size >= bytes);
        let file_scope = matches!(data.linkage, Linkage::Internal | Linkage::External);
        if bytes > 16 && data.tentative && file_scope && is_array && whole_vectors {
            let widest = res.entry(global).or_insert(0);
            *widest = bytes.max(*widest);
        }
    }
    res
}

/// The global an address points into, through element and pointer arithmetic.
fn global_of(func: &Function, addr: Value) -> Option<GlobalId> {
    let mut v = addr;
    for _ in 0..16 {
        let def = func.dfg.defining_inst(v)?;
        match *func.inst(def) {
            InstData::GlobalAddr(g) => return Some(g),
            InstData::ElemAddr { base, .. } | InstData::PtrAdd { base, .. } | InstData::FieldAddr { base, .. } => {
                v = base
            }
            InstData::Cast { arg } => v = arg,
            _ => return None,
        }
    }
    None
}

/// The redeclaration that aligns `global` to `bytes`.
pub fn redeclaration(module: &Module, global: GlobalId, bytes: u64) -> String {
    let data = &module.globals[global];
    let storage = if data.linkage == Linkage::Internal { "static" } else { "extern" };
    format!("{} __typeof__({}) {} __attribute__((aligned({})));\n", storage, data.name, data.name, bytes)
}
