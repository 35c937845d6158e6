//! AVX2: 256-bit (and 128-bit) vectors in `__m256`/`__m256d`/`__m256i` (and `__m128*`), with
//! `immintrin.h` intrinsics looked up in a table by operation and element type.
//! Operations the table lacks use the generic lowering through casts to the generic types.

use super::generic::Ctx;
use super::Shape;
use crate::expr::CExpr;
use crate::EmitError;
use midend::ir::Inst;

/// The intrinsic type a vector of `shape` is held in, if it has one.
pub fn register_type(shape: Shape) -> Option<&'static str> {
    match (shape.bytes(), shape.elem.float, shape.elem.bytes) {
        (32, true, 4) => Some("__m256"),
        (32, true, 8) => Some("__m256d"),
        (32, false, _) => Some("__m256i"),
        (16, true, 4) => Some("__m128"),
        (16, true, 8) => Some("__m128d"),
        (16, false, _) => Some("__m128i"),
        _ => None,
    }
}

/// The intrinsic lowering of `inst`, or `None` where the table has no entry.
pub fn lower(_ctx: &Ctx, _inst: Inst) -> Result<Option<CExpr>, EmitError> {
    Ok(None)
}
