//! Structured control flow from the dominator tree and the loop forest, in the spirit of
//! Ramsey's "Beyond Relooper" (2022) adapted to C.
//!
//! Every reachable block's code is placed exactly once, under its immediate dominator:
//! - a block with a single incoming edge is written at that edge (the arm of an `if`, a case),
//! - a block with several (a merge point) follows its dominator's code, so the edges to it
//!   fall through or `break`,
//! - a loop header wraps its loop in `for (;;)`; its dominated blocks outside the loop follow
//!   the loop, so exits are `break`; a latch that only steps variables becomes the `for` step,
//!   so edges to it are `continue`.
//!
//! A jump is then: nothing (its target comes next), `break`, `continue`, the target's code,
//! or, failing all of those, `goto` (irreducible flow, multi-level exits). The result is
//! correct by construction: every jump says where it goes unless that is where control falls.
//! Making it read well (guard clauses, `while`, `do`) is `stmt.rs`'s job.

use crate::func::FuncEmitter;
use crate::stmt::{Case, LoopKind, Stmt};
use crate::EmitError;
use cranelift_entity::SecondaryMap;
use midend::ir::{Block, BlockCall, InstData};

#[derive(Copy, Clone, Debug, Default, PartialEq)]
enum Placement {
    /// Unreachable, or not yet decided.
    #[default]
    None,
    /// Written at its single incoming edge.
    AtEdge,
    /// Follows its dominator's code (or its loop, or sits in its dominator's switch).
    Sequenced,
    /// The step of its loop's `for`.
    LoopStep,
}

/// What encloses the code being written: `break` and `continue` refer to the innermost.
#[derive(Copy, Clone, Debug)]
enum Frame {
    Loop { cont: Block, brk: Option<Block> },
    Switch { brk: Option<Block> },
}

pub struct Structurer<'e, 'a> {
    em: &'e mut FuncEmitter<'a>,
    /// Incoming edges (one per block call) from reachable blocks; for a loop header, only
    /// those from outside its loop.
    entries: SecondaryMap<Block, u32>,
    placement: SecondaryMap<Block, Placement>,
    /// Blocks written after a block's code, in order.
    after: SecondaryMap<Block, Vec<Block>>,
    /// For a loop header: blocks written after its loop statement.
    after_loop: SecondaryMap<Block, Vec<Block>>,
    /// For a loop header: the latch written as the `for` step.
    step_of: SecondaryMap<Block, Option<Block>>,
    emitted: SecondaryMap<Block, bool>,
    frames: Vec<Frame>,
}

impl<'e, 'a> Structurer<'e, 'a> {
    pub fn new(em: &'e mut FuncEmitter<'a>) -> Self {
        let mut s = Structurer {
            em,
            entries: SecondaryMap::new(),
            placement: SecondaryMap::new(),
            after: SecondaryMap::new(),
            after_loop: SecondaryMap::new(),
            step_of: SecondaryMap::new(),
            emitted: SecondaryMap::new(),
            frames: Vec::new(),
        };
        s.count_entries();
        s.place_blocks();
        s
    }

    fn rpo(&self, b: Block) -> u32 {
        self.em.cfg.rpo_index(b).unwrap_or(u32::MAX)
    }

    fn count_entries(&mut self) {
        let rpo = self.em.cfg.reverse_postorder().to_vec();
        for &from in &rpo {
            let Some(term) = self.em.func.terminator(from) else { continue };
            for dest in self.em.func.inst(term).branch_targets() {
                let to = dest.block;
                let back = self.em.loops.is_header(to).is_some_and(|l| self.em.loops.data(l).contains(from));
                if !back {
                    self.entries[to] += 1;
                }
            }
        }
    }

    /// Decides where each block's code goes; see the module comment.
    fn place_blocks(&mut self) {
        let rpo = self.em.cfg.reverse_postorder().to_vec();
        for &b in &rpo {
            if let Some(l) = self.em.loops.is_header(b) {
                self.choose_step(b, l);
            }
        }
        for &x in &rpo {
            let mut children: Vec<Block> = self.em.domtree.children(x).to_vec();
            children.sort_by_key(|c| self.rpo(*c));
            let header_loop = self.em.loops.is_header(x);
            for c in children {
                if self.placement[c] == Placement::LoopStep {
                    continue;
                }
                let outside = header_loop.is_some_and(|l| !self.em.loops.data(l).contains(c));
                if outside {
                    self.placement[c] = Placement::Sequenced;
                    self.after_loop[x].push(c);
                } else if self.entries[c] == 1 {
                    self.placement[c] = Placement::AtEdge;
                } else {
                    self.placement[c] = Placement::Sequenced;
                    self.after[x].push(c);
                }
            }
        }
    }

    // for (...; ...; i = i + 1): a single latch that only assigns variables and jumps back.
    fn choose_step(&mut self, header: Block, l: midend::analysis::Loop) {
        let latches = &self.em.loops.data(l).latches;
        let [latch] = latches.as_slice() else { return };
        let latch = *latch;
        if latch == header {
            return;
        }
        let Some(term) = self.em.func.terminator(latch) else { return };
        if !matches!(self.em.func.inst(term), InstData::Jump(_)) {
            return;
        }
        let preds = self.em.cfg.preds(latch);
        let merge = self.entries[latch] >= 2;
        let small = self.em.block_stmt_count(latch) == 0 && preds.len() == 1 && preds[0] != header;
        let only_assignments = self.em.func.layout.block_insts(latch).iter().all(|&i| {
            let data = self.em.func.inst(i);
            data.is_terminator() || (!data.writes_memory() && self.em.block_stmt_count(latch) <= 2)
        });
        if (merge || small) && only_assignments {
            self.placement[latch] = Placement::LoopStep;
            self.step_of[header] = Some(latch);
        }
    }

    /// The whole function body.
    pub fn emit_function(mut self) -> Result<Vec<Stmt>, EmitError> {
        let mut out = Vec::new();
        let Some(entry) = self.em.func.entry_block() else { return Ok(out) };
        self.emit_block(entry, None, &mut out)?;
        // Safety net: anything not placed (it should not happen) goes at the end, reached by goto.
        let rpo = self.em.cfg.reverse_postorder().to_vec();
        for b in rpo {
            if !self.emitted[b] && self.placement[b] != Placement::LoopStep {
                self.emit_block(b, None, &mut out)?;
            }
        }
        Ok(out)
    }

    fn emit_block(&mut self, b: Block, follow: Option<Block>, out: &mut Vec<Stmt>) -> Result<(), EmitError> {
        if self.emitted[b] {
            out.push(Stmt::Goto(b));
            return Ok(());
        }
        self.emitted[b] = true;
        out.push(Stmt::Label(b));
        if self.em.loops.is_header(b).is_none() {
            return self.emit_code_and_merges(b, follow, out);
        }
        let after = self.after_loop[b].clone();
        let brk = after.first().copied().or(follow);
        let step = self.step_of[b];
        let cont = step.unwrap_or(b);
        self.frames.push(Frame::Loop { cont, brk });
        let mut body = Vec::new();
        let res = self.emit_code_and_merges(b, Some(cont), &mut body);
        self.frames.pop();
        res?;
        // A `goto` to the step from a nested loop lands at the end of the body.
        if let Some(latch) = step {
            body.push(Stmt::Label(latch));
        }
        let step_text = match step {
            Some(latch) => self.step_text(latch, b)?,
            None => None,
        };
        let kind = match step_text {
            Some(step) => LoopKind::For { init: None, cond: None, step: Some(step) },
            None => LoopKind::forever(),
        };
        if let Some(note) = &self.em.func.loop_notes[b] {
            out.push(Stmt::Comment(self.note_comment(note)));
        }
        out.push(Stmt::Loop { kind, body });
        self.emit_sequence(&after, follow, out)
    }

    /// A vectorizer's note on the loop it made, as the comment above it:
    /// "vcc: loop at saxpy.c:7 vectorized: VF 8, UF 4, scalar epilogue" (the file by its name
    /// alone, so that the text does not depend on the directory vcc ran in).
    fn note_comment(&self, note: &midend::ir::LoopNote) -> String {
        note_comment(self.em.module, note, "loop")
    }

    /// A latch's statements and copies joined by commas: `i = i + 1, j = j - 1`.
    fn step_text(&mut self, latch: Block, header: Block) -> Result<Option<String>, EmitError> {
        self.emitted[latch] = true;
        let mut stmts = self.em.block_stmts(latch)?;
        let term = self.em.func.terminator(latch).ok_or_else(|| EmitError::new("a block without terminator"))?;
        if let InstData::Jump(dest) = self.em.func.inst(term).clone() {
            debug_assert_eq!(dest.block, header);
            stmts.extend(self.em.edge_copies(&dest)?);
        }
        let mut parts = Vec::new();
        for stmt in stmts {
            match stmt {
                Stmt::Expr(text) => parts.push(text),
                _ => return Err(EmitError::new("a loop step that is not an expression")),
            }
        }
        Ok(if parts.is_empty() { None } else { Some(parts.join(", ")) })
    }

    fn emit_code_and_merges(&mut self, b: Block, follow: Option<Block>, out: &mut Vec<Stmt>) -> Result<(), EmitError> {
        // A switch's merge points that it jumps to directly are written inside it, as cases.
        // The default's target, when it is a merge point, reads best after the switch.
        let switch_targets: Vec<Block> = match self.em.func.terminator(b).map(|t| self.em.func.inst(t)) {
            Some(InstData::Switch { cases, default, .. }) => {
                cases.iter().map(|(_, d)| d.block).filter(|t| *t != default.block).collect()
            }
            _ => Vec::new(),
        };
        let (inside, merges): (Vec<Block>, Vec<Block>) = self.after[b].iter().partition(|m| switch_targets.contains(m));
        let first_follow = merges.first().copied().or(follow);
        out.extend(self.em.block_stmts(b)?);
        self.emit_terminator(b, first_follow, &inside, out)?;
        self.emit_sequence(&merges, follow, out)
    }

    fn emit_sequence(&mut self, blocks: &[Block], follow: Option<Block>, out: &mut Vec<Stmt>) -> Result<(), EmitError> {
        for (idx, &m) in blocks.iter().enumerate() {
            if self.emitted[m] {
                continue;
            }
            let next = blocks.get(idx + 1).copied().or(follow);
            self.emit_block(m, next, out)?;
        }
        Ok(())
    }

    fn emit_terminator(
        &mut self,
        b: Block,
        follow: Option<Block>,
        inside: &[Block],
        out: &mut Vec<Stmt>,
    ) -> Result<(), EmitError> {
        let Some(term) = self.em.func.terminator(b) else {
            return Err(EmitError::new(format!("{} has no terminator", b)));
        };
        match self.em.func.inst(term).clone() {
            InstData::Jump(dest) => self.emit_edge(b, &dest, follow, out),
            InstData::Branch { cond, then_dest, else_dest } => {
                let cond = self.em.value(cond)?;
                if then_dest == else_dest {
                    return self.emit_edge(b, &then_dest, follow, out);
                }
                let mut then_body = Vec::new();
                self.emit_edge(b, &then_dest, follow, &mut then_body)?;
                let mut else_body = Vec::new();
                self.emit_edge(b, &else_dest, follow, &mut else_body)?;
                out.push(Stmt::If { cond, then_body, else_body });
                Ok(())
            }
            InstData::Switch { arg, cases, default } => self.emit_switch(b, arg, &cases, &default, follow, inside, out),
            InstData::Return(value) => {
                let value = match value {
                    Some(v) => Some(self.em.value(v)?),
                    None => None,
                };
                out.push(Stmt::Return(value));
                Ok(())
            }
            InstData::Unreachable => {
                out.push(Stmt::Unreachable);
                Ok(())
            }
            _ => Err(EmitError::new(format!("{} ends in a non-terminator", b))),
        }
    }

    /// `switch`: one case body per distinct edge; a merge point that a case jumps to directly
    /// is written in that case (so an earlier case can fall through to it).
    #[allow(clippy::too_many_arguments)]
    fn emit_switch(
        &mut self,
        b: Block,
        arg: midend::ir::Value,
        cases: &[(u64, BlockCall)],
        default: &BlockCall,
        follow: Option<Block>,
        inside: &[Block],
        out: &mut Vec<Stmt>,
    ) -> Result<(), EmitError> {
        if cases.is_empty() {
            return self.emit_edge(b, default, follow, out);
        }
        let arg_ty = self.em.func.value_type(arg);
        let arg_expr = self.em.value(arg)?;
        let mut groups: Vec<(Vec<String>, BlockCall)> = Vec::new();
        for (value, dest) in cases {
            let label = format!("case {}", case_label(self.em.types, arg_ty, *value)?);
            match groups.iter_mut().find(|(_, d)| d == dest) {
                Some(group) => group.0.push(label),
                None => groups.push((vec![label], dest.clone())),
            }
        }
        match groups.iter_mut().find(|(_, d)| d == default) {
            Some(group) => group.0.push("default".into()),
            None => groups.push((vec!["default".into()], default.clone())),
        }
        // `inside` are the merge points written as cases; what follows the switch is `follow`.
        let brk = follow;
        self.frames.push(Frame::Switch { brk });
        let mut case_list = Vec::new();
        for (labels, dest) in groups {
            let mut body = Vec::new();
            let here = inside.contains(&dest.block) && !self.emitted[dest.block];
            if here {
                body.extend(self.em.edge_copies(&dest)?);
                self.emit_block(dest.block, None, &mut body)?;
            } else if let Err(e) = self.emit_edge(b, &dest, None, &mut body) {
                self.frames.pop();
                return Err(e);
            }
            case_list.push(Case { labels, body });
        }
        self.frames.pop();
        // Cases that only leave the switch need no label unless `default` goes elsewhere.
        let default_breaks =
            case_list.iter().any(|c| c.labels.iter().any(|l| l == "default") && c.body == [Stmt::Break]);
        if default_breaks {
            case_list.retain(|c| c.body != [Stmt::Break]);
        }
        out.push(Stmt::Switch { arg: arg_expr, cases: case_list });
        Ok(())
    }

    fn emit_edge(
        &mut self,
        from: Block,
        dest: &BlockCall,
        follow: Option<Block>,
        out: &mut Vec<Stmt>,
    ) -> Result<(), EmitError> {
        out.extend(self.em.edge_copies(dest)?);
        self.jump_to(from, dest.block, follow, out)
    }

    fn jump_to(
        &mut self,
        from: Block,
        target: Block,
        follow: Option<Block>,
        out: &mut Vec<Stmt>,
    ) -> Result<(), EmitError> {
        if follow == Some(target) {
            return Ok(());
        }
        let brk = self.frames.last().map(|f| match f {
            Frame::Loop { brk, .. } | Frame::Switch { brk } => *brk,
        });
        if brk == Some(Some(target)) {
            out.push(Stmt::Break);
            return Ok(());
        }
        let cont = self.frames.iter().rev().find_map(|f| match f {
            Frame::Loop { cont, .. } => Some(*cont),
            Frame::Switch { .. } => None,
        });
        if cont == Some(target) {
            out.push(Stmt::Continue);
            return Ok(());
        }
        let at_edge = self.placement[target] == Placement::AtEdge && self.em.domtree.idom(target) == Some(from);
        if at_edge && !self.emitted[target] {
            return self.emit_block(target, follow, out);
        }
        out.push(Stmt::Goto(target));
        Ok(())
    }
}

/// A case label's constant, as the switch's (promoted) controlling type reads it.
fn case_label(types: &midend::ir::Types, ty: midend::ir::TypeId, bits: u64) -> Result<String, EmitError> {
    match types.int_kind(ty) {
        Some(kind) if kind.rank() >= midend::ir::IntKind::Int.rank() => {
            Ok(crate::literal::int_literal(kind, bits, types.char_is_signed).text)
        }
        Some(kind) => {
            let signed = kind.is_signed_with(types.char_is_signed);
            let width = kind.bits();
            let low = bits & ((1u64 << width) - 1);
            let value = if signed && low >> (width - 1) != 0 { low as i64 - (1i64 << width) } else { low as i64 };
            Ok(value.to_string())
        }
        None => Err(EmitError::new("a switch on a non-integer")),
    }
}

/// A vectorizer's note as comment text, on `what` ("loop", or "function" for a vector
/// variant's note on its entry block): "vcc: loop at saxpy.c:7 vectorized: VF 8, UF 4".
pub(crate) fn note_comment(module: &midend::ir::Module, note: &midend::ir::LoopNote, what: &str) -> String {
    let file = module.files.get(note.loc.file as usize).map_or("", String::as_str);
    let file = std::path::Path::new(file).file_name().and_then(|f| f.to_str()).unwrap_or(file);
    if note.loc.is_unknown() {
        format!("vcc: {} {}", what, note.text)
    } else {
        format!("vcc: {} at {}:{} {}", what, file, note.loc.line, note.text)
    }
}
