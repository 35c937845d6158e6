//! Before a function is written: constant tests folded, for the functions the pipeline does
//! not clean up.
//!
//! The pipeline runs `simplify` and `dce` after the loop vectorizer, so its constant guards
//! (`if (4096L >= 32L)`) and conversions of constants (`(long)0`) are gone by now. The vector
//! variants of functions (`transform/wfv`) are not run through the pipeline's passes, and
//! their masks and lane tests leave the same noise. The emitter runs the midend's own
//! `simplify` (constant folding with C's exact semantics, branches on constants to jumps) and
//! `dce` on a copy of each function it writes, so the output has neither the test nor its dead
//! arm. The module is not changed: `--emit=ir` shows the pipeline's IR.

use midend::ir::{Function, Module};
use midend::transform::{dce::dce, simplify::simplify};

/// `func` with constant operations and branches on constants folded, and what that leaves
/// dead removed.
pub fn folded(module: &Module, func: &Function) -> Function {
    let mut copy = func.clone();
    if simplify(module, &mut copy) {
        dce(module, &mut copy);
    }
    copy
}
