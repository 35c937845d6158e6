//! The verifier's checks of what a `Function` records beside its code: the facts the passes
//! leave for later passes and for the emitter (`Function::vector_loops`, `private_arrays`,
//! `vec_annotations`), and the names the text form must be able to carry.
//!
//! - every `vector_loops` and `vector_code` block exists. Nothing more holds: a `vector_loops`
//!   block heads a vector loop, or is the body of a masked remainder that runs once
//!   (`loopvec/execute.rs`), and the clean-ups may merge it into its predecessor;
//! - every slot of `private_arrays` exists;
//! - every block of `loop_notes` exists, and its note is one line of text without `*/` (the
//!   emitter writes it in a C comment);
//! - every parameter index of a vector annotation names a parameter of the entry block (the
//!   shapes, the alignments and a `linear` step's parameter);
//! - every function of `inlined` exists and is not the function itself;
//! - value and slot names are non-empty and contain no white space (the text form's `names`
//!   line and slot lines are split at spaces).
//!
//! Marks on blocks that left the layout (`vector_loops`, `vector_code`, `loop_pragmas`,
//! `private_arrays`, `loop_notes`) mean nothing: passes that merge or delete blocks leave them behind, and the
//! text form drops them. What `vector_loops` licenses (reordering accesses to different objects)
//! and what `reads_past_end` says (vector loads read past the scalar code's last byte) are
//! facts about how the code was made, which no check of the code can confirm.

use super::Verifier;
use crate::ir::*;

impl<'a> Verifier<'a> {
    pub(super) fn check_fields(&mut self) {
        let func = self.func;
        for &block in func.vector_loops.iter().chain(&func.vector_code) {
            if !func.dfg.blocks.is_valid(block) {
                self.func_error(format!("{} is marked as vector code but does not exist", block));
            }
        }
        for (block, note) in func.loop_notes.iter() {
            let Some(note) = note else { continue };
            if !func.dfg.blocks.is_valid(block) {
                self.func_error(format!("{} has a loop note but does not exist", block));
            } else if note.text.is_empty() || note.text.contains(['\n', '\r']) || note.text.contains("*/") {
                self.block_error(block, format!("the loop note `{}` is not one line of comment text", note.text));
            }
        }
        for (block, slots) in func.private_arrays.iter() {
            for &slot in slots {
                if !func.slots.is_valid(slot) {
                    self.block_error(block, format!("private array {} does not exist", slot));
                }
            }
        }
        for &f in &func.inlined {
            if !self.module.funcs.is_valid(f) || self.module.funcs[f].name == func.name {
                self.func_error(format!("the inlined function {:?} is not another function of the module", f));
            }
        }
        self.check_annotations();
        for (value, name) in func.value_names.iter() {
            if let Some(name) = name.as_deref().filter(|n| !printable_name(n)) {
                self.func_error(format!("{} has the name `{}`, which the text form cannot carry", value, name));
            }
        }
        for (slot, data) in func.slots.iter() {
            if let Some(name) = data.name.as_deref().filter(|n| !printable_name(n)) {
                self.func_error(format!("{} has the name `{}`, which the text form cannot carry", slot, name));
            }
        }
    }

    fn check_annotations(&mut self) {
        let n_params = self.func.params().len() as u32;
        for ann in &self.func.vec_annotations {
            let shapes = ann.shapes.iter().flat_map(|(idx, shape)| match shape {
                ParamShape::Linear(LinearStep::Param(step)) => vec![*idx, *step],
                _ => vec![*idx],
            });
            let aligned = ann.aligned.iter().map(|(idx, _)| *idx);
            if let Some(idx) = shapes.chain(aligned).find(|&idx| idx >= n_params) {
                let msg = format!("an annotation names parameter {}, of {} parameters", idx, n_params);
                self.func_error(msg);
            }
        }
    }
}

fn printable_name(name: &str) -> bool {
    !name.is_empty() && !name.contains(char::is_whitespace)
}

#[cfg(test)]
mod tests {
    use crate::ir::parse::parse_module;
    use crate::verify::verify_module;

    /// The messages of the verifier's errors for `text`.
    fn errors(text: &str) -> Vec<String> {
        let module = parse_module(text).unwrap_or_else(|e| panic!("{}", e));
        match verify_module(&module) {
            Ok(()) => Vec::new(),
            Err(errs) => errs.iter().map(|e| e.to_string()).collect(),
        }
    }

    /// A counted loop; `{h}` is replaced by marks on its header, `{b}` on its body.
    const LOOP: &str = "
func @f: fn(int) -> void {
    annotation omp-declare-simd(uniform(%0))
    ss0: [4 x int] t
block0(v0: int):
    v1 = const.int 0
    jump block1(v1)
block1(v2: int){h}:
    v3 = lt.int v2, v0
    br v3, block2, block3
block2{b}:
    v4 = const.int 1
    v5 = add.int v2, v4
    jump block1(v5)
block3:
    ret
}
";

    fn with(header: &str, body: &str) -> String {
        LOOP.replace("{h}", header).replace("{b}", body)
    }

    #[test]
    fn marks_on_a_loop_header_verify() {
        assert_eq!(errors(&with(" privates(ss0) vector_loop vector_code", " vector_code")), Vec::<String>::new());
    }

    #[test]
    fn marked_blocks_must_exist() {
        let mut module = parse_module(&with("", "")).unwrap();
        let func = module.funcs.values_mut().next().and_then(|f| f.body.as_mut()).unwrap();
        func.vector_loops.push(crate::ir::Block::from_u32(9));
        let errs: Vec<String> = verify_module(&module).unwrap_err().iter().map(|e| e.to_string()).collect();
        assert_eq!(errs, ["@f: block9 is marked as vector code but does not exist"]);
    }

    #[test]
    fn loop_notes_are_one_line_of_comment() {
        let mut module = parse_module(&with("", "")).unwrap();
        let func = module.funcs.values_mut().next().and_then(|f| f.body.as_mut()).unwrap();
        let block = crate::ir::Block::from_u32(1);
        func.loop_notes[block] = Some(crate::ir::LoopNote { loc: Default::default(), text: "VF 8 */ x".into() });
        let errs: Vec<String> = verify_module(&module).unwrap_err().iter().map(|e| e.to_string()).collect();
        assert_eq!(errs, ["@f: block1: the loop note `VF 8 */ x` is not one line of comment text"]);
    }

    #[test]
    fn private_arrays_must_exist() {
        assert_eq!(errors(&with(" privates(ss1)", "")), ["@f: block1: private array ss1 does not exist"]);
    }

    #[test]
    fn annotations_name_parameters() {
        let text = with("", "").replace("uniform(%0)", "linear(%0:%1)");
        assert_eq!(errors(&text), ["@f: an annotation names parameter 1, of 1 parameters"]);
    }

    #[test]
    fn names_have_no_spaces() {
        let mut module = parse_module(&with("", "")).unwrap();
        let func = module.funcs.values_mut().next().and_then(|f| f.body.as_mut()).unwrap();
        func.slots[crate::ir::StackSlot::from_u32(0)].name = Some("a b".into());
        let errs: Vec<String> = verify_module(&module).unwrap_err().iter().map(|e| e.to_string()).collect();
        assert_eq!(errs, ["@f: ss0 has the name `a b`, which the text form cannot carry"]);
    }
}
