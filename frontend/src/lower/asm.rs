//! GNU inline assembly: `asm`/`__asm__` statements, basic and extended (outputs, inputs,
//! clobbers, `volatile`), and basic `asm("...")` that lang-c reads as a call of `asm`.
//!
//! Each statement becomes a call of its own instance `__asm.N` (`ir::AsmText`), which the
//! emitter writes back as the statement it was: the template, constraints, symbolic names and
//! clobbers as written, the operands written from the call's arguments. An output operand is
//! passed by its address and written `*(address)`, the same lvalue; an input that must be in
//! memory (constraint letters `m`, `o`, `V` only) likewise when it is an lvalue (not a
//! bit-field), any other input by value, with its own type (a `char` operand stays a byte
//! register). The call has unknown effect, so the midend keeps every object the statement
//! can reach in memory and orders it with every other access. `asm goto` is not parsed by
//! lang-c (its function is kept as written).

use super::expr::LValue;
use super::{unsupported, Lowerer, R};
use lang_c::ast::*;
use lang_c::span::{Node, Span};
use midend::ir::*;

impl Lowerer<'_> {
    /// An `asm` statement.
    pub(crate) fn asm_stmt(&mut self, a: &Node<AsmStatement>) -> R<()> {
        match &a.node {
            AsmStatement::GnuBasic(template) => self.basic_asm(&template.node),
            AsmStatement::GnuExtended(ext) => self.extended_asm(ext, a.span),
        }
    }

    /// Basic `asm("...")` parsed as a call of an undeclared `asm`: a template of string
    /// literals only.
    pub(crate) fn asm_call(&mut self, c: &Node<CallExpression>) -> R<Option<Value>> {
        let mut template = Vec::new();
        for arg in &c.node.arguments {
            match &arg.node {
                Expression::StringLiteral(s) => template.extend(s.node.iter().cloned()),
                _ => return unsupported(c.span, "uses inline assembly with an operand lang-c cannot read"),
            }
        }
        self.basic_asm(&template)?;
        Ok(None)
    }

    fn basic_asm(&mut self, template: &StringLiteral) -> R<()> {
        let text = format!("__asm__ ({})", template.join(" "));
        self.asm_call_of(vec![text], Vec::new());
        Ok(())
    }

    fn extended_asm(&mut self, ext: &GnuExtendedAsmStatement, span: Span) -> R<()> {
        let volatile = matches!(ext.qualifier.as_ref().map(|q| &q.node), Some(TypeQualifier::Volatile));
        if ext.qualifier.is_some() && !volatile {
            return unsupported(span, "uses inline assembly with a qualifier other than `volatile`");
        }
        let mut text =
            format!("__asm__ {}({} :", if volatile { "__volatile__ " } else { "" }, ext.template.node.join(" "));
        let mut pieces = Vec::new();
        let mut args = Vec::new();
        for (section, operands) in [(0, &ext.outputs), (1, &ext.inputs)] {
            if section == 1 {
                text.push_str(" :");
            }
            for (idx, op) in operands.iter().enumerate() {
                text.push_str(if idx == 0 { " " } else { ", " });
                if let Some(name) = &op.node.symbolic_name {
                    text.push_str(&format!("[{}] ", name.node.name));
                }
                let constraint = op.node.constraints.node.join(" ");
                text.push_str(&format!("{} (", constraint));
                let (arg, by_address) = self.asm_operand(&op.node.variable_name, section == 0, &constraint)?;
                if by_address {
                    text.push('*');
                }
                pieces.push(std::mem::replace(&mut text, ")".to_string()));
                args.push(arg);
            }
        }
        text.push_str(" :");
        for (idx, clobber) in ext.clobbers.iter().enumerate() {
            text.push_str(if idx == 0 { " " } else { ", " });
            text.push_str(&clobber.node.join(" "));
        }
        // Empty trailing sections are left out; one colon keeps the statement extended (a
        // basic one reads `%` differently).
        let sections = [ext.outputs.is_empty(), ext.inputs.is_empty(), ext.clobbers.is_empty()];
        let empty_tail = sections.iter().rev().take_while(|&&empty| empty).count().min(2);
        text.truncate(text.len() - 2 * empty_tail);
        text.push(')');
        pieces.push(text);
        self.asm_call_of(pieces, args);
        Ok(())
    }

    /// An operand's argument: the lvalue's address (`true`) or the value.
    fn asm_operand(&mut self, e: &Node<Expression>, output: bool, constraint: &str) -> R<(Value, bool)> {
        // Only a memory operand needs the object itself: where a register will do (`r`, `g`,
        // `rm`, `X`), the value is what the statement reads.
        let letters: Vec<char> = constraint.chars().filter(|c| c.is_ascii_alphabetic()).collect();
        let memory = !letters.is_empty() && letters.iter().all(|c| matches!(c, 'm' | 'o' | 'V'));
        let by_address = output || (memory && self.is_lvalue_expr(e));
        if !by_address {
            return Ok((self.rvalue(e)?, false));
        }
        match self.lvalue(e)? {
            LValue::Mem { addr, ty } => {
                let pty = self.module.types.ptr_to(ty);
                let addr = if self.ty_of(addr) != pty { self.convert(addr, pty) } else { addr };
                Ok((addr, true))
            }
            LValue::Bitfield { .. } if !output => Ok((self.rvalue(e)?, false)),
            LValue::Bitfield { .. } => unsupported(e.span, "uses a bit-field as an output of inline assembly"),
        }
    }

    /// Whether `e` designates an object (what `&e` accepts), judged by its form.
    fn is_lvalue_expr(&self, e: &Node<Expression>) -> bool {
        match &e.node {
            Expression::Identifier(id) => matches!(self.lookup(&id.node.name), Some(super::Symbol::Object { .. })),
            Expression::Member(_) => true,
            Expression::UnaryOperator(u) => matches!(u.node.operator.node, UnaryOperator::Indirection),
            Expression::BinaryOperator(b) => matches!(b.node.operator.node, BinaryOperator::Index),
            _ => false,
        }
    }

    /// The call of a new instance `__asm.N` with these pieces and arguments.
    fn asm_call_of(&mut self, pieces: Vec<String>, args: Vec<Value>) {
        let params = args.iter().map(|&v| self.ty_of(v)).collect();
        let void = self.module.types.void();
        let ty = self.module.types.func(FuncType { ret: void, params, variadic: false, has_prototype: true });
        let count = self.module.funcs.values().filter(|f| f.asm.is_some()).count();
        let mut decl = FuncDecl::external(&format!("__asm.{}", count + 1), ty);
        decl.asm = Some(AsmText { pieces });
        let f = self.module.funcs.push(decl);
        self.ins(InstData::Call { callee: Callee::Direct(f), args }, None);
    }
}
