//! ranges: the smallest and largest value an integer can hold, where its definition alone says
//! so: its type's range, constants, conversions that keep the value, and elements loaded from a
//! `const` global array whose initializer is known. No control flow is read.
//!
//! ```text
//! static const u8 aLen[] = {0, 1, 2, 3, 4, 6, 8, 0, 0, 0};
//! const u8 n = aLen[s1];                  n in [0, 8]
//! for (i = 0; i < n; i++) ...             at most 8 iterations (loopvec/cost.rs `max_trip`)
//! ```
//!
//! SQLite's sorter compares keys of at most 8 bytes so; vectorized 16 bytes at a time, the
//! loop never reached its vector body and the sorter ran slower.

use crate::ir::*;

/// How many conversions deep the search looks.
const DEPTH: u32 = 4;

/// `[lo, hi]`, both included, of the integer value `v`; `None` when `v` is not an integer.
pub fn value_range(module: &Module, func: &Function, v: Value) -> Option<(i128, i128)> {
    range(module, func, v, DEPTH)
}

/// The values of an integer type (`_Bool` as the byte it is stored in); `None` for others.
pub fn type_range(types: &Types, ty: TypeId) -> Option<(i128, i128)> {
    let bits = types.int_kind(ty)?.bits() as i128;
    Some(if types.is_signed(ty) { (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) } else { (0, (1 << bits) - 1) })
}

fn range(module: &Module, func: &Function, v: Value, depth: u32) -> Option<(i128, i128)> {
    let ty = func.value_type(v);
    if module.types.int_kind(ty) == Some(IntKind::Bool) {
        return Some((0, 1));
    }
    let (tlo, thi) = type_range(&module.types, ty)?;
    let ValueDef::Result(inst) = func.dfg.value_def(v) else { return Some((tlo, thi)) };
    let of_def = match func.inst(inst) {
        // The bits of the value sign- or zero-extended to 64, as the type says.
        InstData::Const(Const::Int(bits)) => {
            let k = if tlo < 0 { *bits as i64 as i128 } else { *bits as i128 };
            Some((k, k))
        }
        // A conversion keeps every value its result type can hold.
        InstData::Cast { arg } if depth > 0 => {
            range(module, func, *arg, depth - 1).filter(|&(lo, hi)| tlo <= lo && hi <= thi)
        }
        InstData::Load { addr, volatile: false } => const_elements(module, func, *addr, ty),
        _ => None,
    };
    let (lo, hi) = of_def.unwrap_or((tlo, thi));
    Some((lo.max(tlo), hi.min(thi)))
}

/// The smallest and largest element of a `const` global array of integers of type `ty`
/// with a known initializer, when `addr` points into it.
fn const_elements(module: &Module, func: &Function, addr: Value, ty: TypeId) -> Option<(i128, i128)> {
    let base = match func.dfg.value_def(addr) {
        ValueDef::Result(inst) => match func.inst(inst) {
            InstData::ElemAddr { base, .. } | InstData::PtrAdd { base, .. } => *base,
            _ => addr,
        },
        ValueDef::Param(..) => return None,
    };
    let ValueDef::Result(inst) = func.dfg.value_def(base) else { return None };
    let InstData::GlobalAddr(g) = func.inst(inst) else { return None };
    let global = &module.globals[*g];
    let types = &module.types;
    let TypeKind::Array(elem, Some(len)) = *types.kind(global.ty) else { return None };
    let same_int = types.int_kind(elem).is_some() && types.int_kind(elem) == types.int_kind(ty);
    if !same_int || !(types.quals(elem).contains(Quals::CONST) || types.quals(global.ty).contains(Quals::CONST)) {
        return None;
    }
    // The bits are sign- or zero-extended to 64 as the element type says.
    let signed = types.is_signed(elem);
    let value = |bits: u64| if signed { bits as i64 as i128 } else { bits as i128 };
    let values: Vec<i128> = match global.init.as_ref()? {
        Init::Zero => vec![0],
        Init::List(items) => {
            let mut values = items
                .iter()
                .map(|item| match item {
                    Init::Int(bits) => Some(value(*bits)),
                    Init::Zero => Some(0),
                    _ => None,
                })
                .collect::<Option<Vec<i128>>>()?;
            if (values.len() as u64) < len {
                values.push(0);
            }
            values
        }
        _ => return None,
    };
    Some((*values.iter().min()?, *values.iter().max()?))
}

#[cfg(test)]
mod tests {
    use super::value_range;
    use crate::ir::parse::parse_module;
    use crate::ir::Value;
    use cranelift_entity::EntityRef;

    const TABLES: &str = "
global @len: [10 x const uchar] external = {0, 1, 2, 3, 4, 6, 8}
global @var: [10 x uchar] external = {0, 1, 2, 3, 4, 6, 8, 0, 0, 0}
global @neg: [3 x const short] external = {-5, 7, 2}
global @big: [2 x const ulong] external = {-1, 3}

func @f: fn(int) -> int {
block0(v0: int):
    v1 = globaladdr.*[10 x const uchar] @len
    v2 = cast.long v0
    v3 = elemaddr.*const uchar v1, v2
    v4 = load.uchar v3
    v5 = cast.int v4
    v6 = globaladdr.*[10 x uchar] @var
    v7 = elemaddr.*uchar v6, v2
    v8 = load.uchar v7
    v9 = globaladdr.*[3 x const short] @neg
    v10 = elemaddr.*const short v9, v2
    v11 = load.short v10
    v12 = cast.uint v11
    v13 = cast.bool v5
    v14 = cast.long v11
    v15 = globaladdr.*[2 x const ulong] @big
    v16 = elemaddr.*const ulong v15, v2
    v17 = load.ulong v16
    ret v5
}";

    fn ranges() -> Vec<Option<(i128, i128)>> {
        let module = parse_module(TABLES).unwrap();
        let func = module.funcs.values().find_map(|f| f.body.as_ref()).unwrap();
        (0..18).map(|i| value_range(&module, func, Value::new(i))).collect()
    }

    #[test]
    fn a_const_table_bounds_its_elements_and_their_conversions() {
        let r = ranges();
        // Elements past the initializer's are zero.
        assert_eq!(r[4], Some((0, 8)));
        assert_eq!(r[5], Some((0, 8)));
        assert_eq!(r[11], Some((-5, 7)));
        assert_eq!(r[14], Some((-5, 7)));
        // Unsigned 64-bit elements are not negative.
        assert_eq!(r[17], Some((3, u64::MAX as i128)));
    }

    #[test]
    fn what_the_definition_does_not_bound_has_its_type_range() {
        let r = ranges();
        // Not const: the program may have written anything there.
        assert_eq!(r[8], Some((0, 255)));
        // A conversion that changes negative values keeps only the type's range.
        assert_eq!(r[12], Some((0, u32::MAX as i128)));
        assert_eq!(r[13], Some((0, 1)));
        let int = Some((i32::MIN as i128, i32::MAX as i128));
        assert_eq!(r[0], int);
        assert_eq!(r[2], int);
        // Not an integer.
        assert_eq!(r[1], None);
    }
}
