//! Statements: structured control flow lowered to blocks and branches.
//!
//! Loops get a header block that the loop pragmas attach to; `break`/`continue` jump to the
//! innermost loop's exit/continue block; `switch` collects its cases while the body is
//! lowered and emits the `Switch` terminator at the end. Code after a terminator lands in a
//! fresh block with no predecessors (the midend removes it).

use super::{error, unsupported, LabelInfo, Lowerer, Place, SwitchCtx, Symbol, R};
use lang_c::ast::*;
use lang_c::span::{Node, Span};
use midend::ir::*;

impl Lowerer<'_> {
    pub(crate) fn stmt(&mut self, s: &Node<Statement>) -> R<()> {
        let saved = self.fs.loc;
        self.fs.loc = self.loc_of(s.span);
        // A pragma before anything but a loop stays unclaimed; the caller reports it.
        let is_loop = matches!(s.node, Statement::For(_) | Statement::While(_) | Statement::DoWhile(_));
        let pragma = if is_loop { self.annotations.for_statement(s.span.start) } else { None };
        let res = self.stmt_inner(s, pragma);
        self.fs.loc = saved;
        res
    }

    fn stmt_inner(&mut self, s: &Node<Statement>, pragma: Option<LoopPragma>) -> R<()> {
        match &s.node {
            Statement::Compound(items) => {
                self.push_scope();
                let res = self.block_items(items);
                self.pop_scope();
                res
            }
            Statement::Expression(e) => {
                if let Some(e) = e {
                    self.expr(e)?;
                }
                Ok(())
            }
            Statement::If(i) => self.if_stmt(i),
            Statement::While(w) => self.while_stmt(&w.node.expression, &w.node.statement, pragma),
            Statement::DoWhile(d) => self.do_stmt(&d.node.statement, &d.node.expression, pragma),
            Statement::For(f) => self.for_stmt(f, pragma),
            Statement::Switch(sw) => self.switch_stmt(sw),
            Statement::Labeled(l) => self.labeled(l),
            Statement::Goto(id) => {
                let block = self.label_block(&id.node.name, id.span);
                self.jump(block, vec![]);
                self.fs.cur = None;
                Ok(())
            }
            Statement::Continue => match self.fs.continues.last() {
                Some(&b) => {
                    self.jump(b, vec![]);
                    self.fs.cur = None;
                    Ok(())
                }
                None => error(s.span, "`continue` outside a loop", "not in a loop"),
            },
            Statement::Break => match self.fs.breaks.last() {
                Some(&b) => {
                    self.jump(b, vec![]);
                    self.fs.cur = None;
                    Ok(())
                }
                None => error(s.span, "`break` outside a loop or switch", "not in a loop or switch"),
            },
            Statement::Return(e) => self.return_stmt(e.as_deref()),
            Statement::Asm(a) => self.asm_stmt(a),
        }
    }

    pub(crate) fn block_items(&mut self, items: &[Node<BlockItem>]) -> R<()> {
        for item in items {
            match &item.node {
                BlockItem::Statement(s) => self.stmt(s)?,
                BlockItem::Declaration(d) => self.local_declaration(d)?,
                BlockItem::StaticAssert(sa) => self.static_assert(sa)?,
            }
        }
        Ok(())
    }

    pub(crate) fn static_assert(&mut self, sa: &Node<StaticAssert>) -> R<()> {
        match self.const_eval(&sa.node.expression)? {
            Some(v) if self.const_truth(&v) == Some(true) => Ok(()),
            Some(_) => error(sa.span, "static assertion failed", "this is false"),
            None => error(sa.span, "static assertion is not an integer constant expression", "not constant"),
        }
    }

    // if (c) a else b
    fn if_stmt(&mut self, i: &Node<IfStatement>) -> R<()> {
        let cond = self.condition(&i.node.condition)?;
        let then_block = self.new_block();
        let join = self.new_block();
        let else_block = if i.node.else_statement.is_some() { self.new_block() } else { join };
        self.terminate(InstData::Branch {
            cond,
            then_dest: BlockCall::new(then_block, vec![]),
            else_dest: BlockCall::new(else_block, vec![]),
        });
        self.start_block(then_block);
        self.stmt(&i.node.then_statement)?;
        if let Some(else_stmt) = &i.node.else_statement {
            self.jump(join, vec![]);
            self.fs.cur = None;
            self.start_block(else_block);
            self.stmt(else_stmt)?;
        }
        self.start_block(join);
        Ok(())
    }

    /// Lowers a loop body with `break` and `continue` targets, and the loop's header for the
    /// arrays the body declares.
    fn loop_body(&mut self, body: &Node<Statement>, header: Block, exit: Block, cont: Block) -> R<()> {
        self.fs.breaks.push(exit);
        self.fs.continues.push(cont);
        self.fs.loop_headers.push(header);
        let res = self.stmt(body);
        self.fs.breaks.pop();
        self.fs.continues.pop();
        self.fs.loop_headers.pop();
        res
    }

    /// Puts a loop pragma on the loop's header, after checking that the variables its clauses
    /// name are variables in scope. The local arrays of its `private` clause are resolved to
    /// their slots here, where the names are in scope (`Function::private_arrays`).
    fn attach_pragma(&mut self, header: Block, pragma: Option<LoopPragma>, span: Span) -> R<()> {
        let Some(p) = pragma else { return Ok(()) };
        let reductions = p.reductions.iter().flat_map(|(_, vars)| vars.iter().map(|v| ("reduction", v)));
        let privates = p.private.iter().map(|v| ("private", v));
        for (clause, var) in reductions.chain(privates) {
            if !matches!(self.lookup(var), Some(Symbol::Object { .. })) {
                return error(
                    span,
                    format!("`{}` in the loop pragma's `{}` clause is not a variable", var, clause),
                    "the loop of that pragma",
                );
            }
        }
        for var in &p.private {
            if let Some(&Symbol::Object { place: Place::Slot(slot), ty }) = self.lookup(var) {
                if matches!(self.module.types.kind(ty), TypeKind::Array(..)) {
                    self.fs.func.private_arrays[header].push(slot);
                }
            }
        }
        self.fs.func.loop_pragmas[header] = Some(p);
        Ok(())
    }

    // while (c) body:  header: br c, body, exit;  body: ...; jump header
    fn while_stmt(&mut self, cond: &Node<Expression>, body: &Node<Statement>, pragma: Option<LoopPragma>) -> R<()> {
        let header = self.new_block();
        let body_block = self.new_block();
        let exit = self.new_block();
        self.start_block(header);
        self.attach_pragma(header, pragma, cond.span)?;
        let c = self.condition(cond)?;
        self.terminate(InstData::Branch {
            cond: c,
            then_dest: BlockCall::new(body_block, vec![]),
            else_dest: BlockCall::new(exit, vec![]),
        });
        self.start_block(body_block);
        self.loop_body(body, header, exit, header)?;
        self.jump(header, vec![]);
        self.fs.cur = None;
        self.start_block(exit);
        Ok(())
    }

    // do body while (c):  body: ...; jump cond;  cond: br c, body, exit
    fn do_stmt(&mut self, body: &Node<Statement>, cond: &Node<Expression>, pragma: Option<LoopPragma>) -> R<()> {
        let body_block = self.new_block();
        let cond_block = self.new_block();
        let exit = self.new_block();
        self.start_block(body_block);
        self.attach_pragma(body_block, pragma, body.span)?;
        self.loop_body(body, body_block, exit, cond_block)?;
        self.start_block(cond_block);
        let saved = self.fs.loc;
        self.fs.loc = self.loc_of(cond.span);
        let c = self.condition(cond)?;
        self.fs.loc = saved;
        self.terminate(InstData::Branch {
            cond: c,
            then_dest: BlockCall::new(body_block, vec![]),
            else_dest: BlockCall::new(exit, vec![]),
        });
        self.start_block(exit);
        Ok(())
    }

    // for (init; c; step) body:  init; header: br c, body, exit;  body: ...;  step: ...; jump header
    fn for_stmt(&mut self, f: &Node<ForStatement>, pragma: Option<LoopPragma>) -> R<()> {
        self.push_scope();
        let res = self.for_inner(f, pragma);
        self.pop_scope();
        res
    }

    fn for_inner(&mut self, f: &Node<ForStatement>, pragma: Option<LoopPragma>) -> R<()> {
        match &f.node.initializer.node {
            ForInitializer::Empty => {}
            ForInitializer::Expression(e) => {
                self.expr(e)?;
            }
            ForInitializer::Declaration(d) => self.local_declaration(d)?,
            ForInitializer::StaticAssert(sa) => self.static_assert(sa)?,
        }
        let header = self.new_block();
        let body_block = self.new_block();
        let step_block = self.new_block();
        let exit = self.new_block();
        self.start_block(header);
        self.attach_pragma(header, pragma, f.span)?;
        match &f.node.condition {
            Some(cond) => {
                let c = self.condition(cond)?;
                self.terminate(InstData::Branch {
                    cond: c,
                    then_dest: BlockCall::new(body_block, vec![]),
                    else_dest: BlockCall::new(exit, vec![]),
                });
            }
            None => self.jump(body_block, vec![]),
        }
        self.fs.cur = None;
        self.start_block(body_block);
        self.loop_body(&f.node.statement, header, exit, step_block)?;
        self.start_block(step_block);
        if let Some(step) = &f.node.step {
            self.expr(step)?;
        }
        self.jump(header, vec![]);
        self.fs.cur = None;
        self.start_block(exit);
        Ok(())
    }

    // switch (e) body: the body is lowered first, collecting cases; then the dispatch.
    fn switch_stmt(&mut self, sw: &Node<SwitchStatement>) -> R<()> {
        let v = self.rvalue(&sw.node.expression)?;
        if !self.module.types.is_integer(self.ty_of(v)) {
            return error(sw.node.expression.span, "switch quantity is not an integer", "not an integer");
        }
        let v = self.promote(v);
        let ty = self.ty_of(v);
        let dispatch = self.cur_block();
        let loc = self.fs.loc;
        let exit = self.new_block();
        self.fs.cur = None;
        self.fs.switches.push(SwitchCtx { ty, cases: Vec::new(), default: None });
        self.fs.breaks.push(exit);
        let res = self.stmt(&sw.node.statement);
        self.fs.breaks.pop();
        let ctx = self.fs.switches.pop().unwrap();
        res?;
        self.jump(exit, vec![]);
        self.fs.cur = None;
        let default = BlockCall::new(ctx.default.unwrap_or(exit), vec![]);
        let cases = ctx.cases.iter().map(|(k, b)| (*k, BlockCall::new(*b, vec![]))).collect();
        self.fs.func.append(dispatch, InstData::Switch { arg: v, cases, default }, None, loc);
        self.start_block(exit);
        Ok(())
    }

    fn labeled(&mut self, l: &Node<LabeledStatement>) -> R<()> {
        match &l.node.label.node {
            Label::Identifier(id) => {
                let block = self.label_block(&id.node.name, id.span);
                let info = self.fs.labels.get_mut(&id.node.name).unwrap();
                if info.defined {
                    return error(id.span, format!("duplicate label `{}`", id.node.name), "defined again here");
                }
                info.defined = true;
                self.start_block(block);
            }
            Label::Case(e) => {
                let value = self.case_value(e)?;
                self.add_case(vec![value], l.span)?;
            }
            Label::CaseRange(r) => {
                let low = self.case_value(&r.node.low)?;
                let high = self.case_value(&r.node.high)?;
                let ty = self.fs.switches.last().map(|s| s.ty);
                let signed = ty.map(|t| self.module.types.is_signed(t)).unwrap_or(true);
                let count = if signed { (high as i64).wrapping_sub(low as i64) } else { high.wrapping_sub(low) as i64 };
                if !(0..=1024).contains(&count) {
                    return unsupported(r.span, "uses a large case range");
                }
                let values = (0..=count as u64).map(|d| low.wrapping_add(d)).collect();
                self.add_case(values, l.span)?;
            }
            Label::Default => {
                let block = self.new_block();
                let Some(ctx) = self.fs.switches.last_mut() else {
                    return error(l.span, "`default` label not within a switch statement", "here");
                };
                if ctx.default.is_some() {
                    return error(l.span, "multiple default labels in one switch", "here");
                }
                ctx.default = Some(block);
                self.start_block(block);
            }
        }
        self.stmt(&l.node.statement)
    }

    /// A case label's value, converted to the switch's (promoted) type.
    fn case_value(&mut self, e: &Node<Expression>) -> R<u64> {
        let Some(ty) = self.fs.switches.last().map(|s| s.ty) else {
            return error(e.span, "`case` label not within a switch statement", "here");
        };
        match self.const_eval(e)? {
            Some(v @ super::CVal::Int(..)) => match self.const_convert(v, ty) {
                Some(super::CVal::Int(bits, _)) => Ok(bits),
                _ => error(e.span, "case label does not reduce to an integer constant", "not constant"),
            },
            _ => error(e.span, "case label does not reduce to an integer constant", "not constant"),
        }
    }

    fn add_case(&mut self, values: Vec<u64>, span: Span) -> R<()> {
        let block = self.new_block();
        let ctx = self.fs.switches.last_mut().unwrap();
        for v in values {
            if ctx.cases.iter().any(|(k, _)| *k == v) {
                return error(span, "duplicate case value", "already used in this switch");
            }
            ctx.cases.push((v, block));
        }
        self.start_block(block);
        Ok(())
    }

    /// The block of a label, created at its first mention (a `goto` may come first).
    fn label_block(&mut self, name: &str, span: Span) -> Block {
        if let Some(info) = self.fs.labels.get(name) {
            return info.block;
        }
        let block = self.new_block();
        self.fs.labels.insert(name.to_string(), LabelInfo { block, defined: false, first_use: span });
        block
    }

    fn return_stmt(&mut self, e: Option<&Node<Expression>>) -> R<()> {
        let ret_ty = self.fs.ret_ty;
        let is_void = self.module.types.is_void(ret_ty);
        let value = match e {
            Some(e) if is_void => {
                self.expr(e)?;
                None
            }
            Some(e) => {
                if self.module.types.is_pointer(ret_ty)
                    && matches!(self.const_eval_quiet(e), Some(super::CVal::Int(0, _)))
                {
                    Some(self.zero_of(ret_ty))
                } else {
                    let v = self.rvalue(e)?;
                    Some(self.convert_assign(v, ret_ty, e.span)?)
                }
            }
            None if is_void => None,
            None => Some(self.val(InstData::Const(Const::Undef), ret_ty)),
        };
        self.terminate(InstData::Return(value));
        Ok(())
    }

    /// `const_eval` for a quick question, errors ignored (the real lowering reports them).
    pub(crate) fn const_eval_quiet(&mut self, e: &Node<Expression>) -> Option<super::CVal> {
        if !matches!(e.node, Expression::Constant(_) | Expression::Cast(_)) {
            return None;
        }
        self.const_eval(e).ok().flatten()
    }
}
