//! Before a function is written: the constant tests the vectorizers leave behind, folded.
//!
//! The loop vectorizer guards its vector loop with a trip-count test that is often constant
//! (`if (4096L >= 32L)`) and builds starts from conversions of constants (`(long)0`); the
//! pipeline does not simplify after it. Written as they are, these read as noise. The emitter
//! runs the midend's own `simplify` (constant folding with C's exact semantics, branches on
//! constants to jumps) and `dce` on a copy of the function, so the output has neither the test
//! nor its dead arm. The module is not changed: `--emit=ir` still shows the pipeline's IR.

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
