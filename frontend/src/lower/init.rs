//! Initializers: brace lists with designators and brace elision (C11 6.7.9) resolved into a
//! tree, then either lowered to stores into a local object (with the rest zero-filled) or
//! evaluated into a static `Init`.
//!
//! Not handled: range designators (`[1 ... 3] =`), and designators that continue inside a
//! nested member (`{ [1].x = 1, 2 }` continues at element 2, not at `[1].y`).

use super::{error, unsupported, AddrBase, CVal, Lowerer, R};
use lang_c::ast::*;
use lang_c::span::{Node, Span};
use midend::ir::*;

/// What initializes one object: an expression, a string for a `char` array, or the
/// elements/members of an aggregate (`None` ones are zero).
pub(crate) enum InitNode<'e> {
    Expr(&'e Node<Expression>),
    Str(Vec<u8>),
    Agg(Vec<Option<InitNode<'e>>>),
}

/// Arrays shorter than this are zero-filled element by element, longer ones by a loop.
const UNROLL_LIMIT: u64 = 8;

impl Lowerer<'_> {
    /// The number of members an aggregate's initializer list walks through (`None`: unbounded).
    fn member_count(&self, ty: TypeId) -> Option<usize> {
        match self.module.types.kind(ty) {
            TypeKind::Array(_, len) => len.map(|n| n as usize),
            TypeKind::Record(rec) => Some(self.module.types.records[*rec].fields.len()),
            _ => Some(1),
        }
    }

    fn member_type(&mut self, ty: TypeId, idx: usize) -> TypeId {
        let quals = self.module.types.quals(ty);
        let mty = match self.module.types.kind(ty) {
            TypeKind::Array(elem, _) => *elem,
            TypeKind::Record(rec) => self.module.types.records[*rec].fields[idx].ty,
            _ => ty,
        };
        self.module.types.qualified(mty, quals)
    }

    fn is_char_array(&self, ty: TypeId) -> bool {
        match self.module.types.array_elem(ty) {
            Some(elem) => {
                matches!(self.module.types.int_kind(elem), Some(IntKind::Char | IntKind::SChar | IntKind::UChar))
            }
            None => false,
        }
    }

    fn is_union(&self, ty: TypeId) -> bool {
        match self.module.types.record_of(ty) {
            Some(rec) => self.module.types.records[rec].kind == RecordKind::Union,
            None => false,
        }
    }

    fn is_unnamed_bitfield(&self, ty: TypeId, idx: usize) -> bool {
        match self.module.types.record_of(ty) {
            Some(rec) => {
                let f = &self.module.types.records[rec].fields[idx];
                f.name.is_none() && f.bitfield.is_some()
            }
            None => false,
        }
    }

    pub(crate) fn init_tree<'e>(&mut self, ty: TypeId, init: &'e Node<Initializer>) -> R<InitNode<'e>> {
        match &init.node {
            Initializer::Expression(e) => {
                if self.is_char_array(ty) {
                    if let Expression::StringLiteral(s) = &e.node {
                        return Ok(InitNode::Str(self.string_literal(&s.node, s.span)?));
                    }
                }
                Ok(InitNode::Expr(e))
            }
            Initializer::List(items) => {
                if self.module.types.is_scalar(ty) {
                    // `int x = { 1 };`
                    return match items.first() {
                        Some(item) => self.init_tree(ty, &item.node.initializer),
                        None => Ok(InitNode::Agg(vec![])),
                    };
                }
                if self.is_char_array(ty) && items.len() == 1 && items[0].node.designation.is_empty() {
                    if let Initializer::Expression(e) = &items[0].node.initializer.node {
                        if let Expression::StringLiteral(s) = &e.node {
                            return Ok(InitNode::Str(self.string_literal(&s.node, s.span)?));
                        }
                    }
                }
                let mut pos = 0;
                self.list_tree(ty, items, &mut pos, true)
            }
        }
    }

    /// Initializes the aggregate `ty` from `items[*pos..]`. With `braced` false this is a
    /// sub-aggregate whose braces were elided: it stops when its members are done or at the
    /// next designator.
    fn list_tree<'e>(
        &mut self,
        ty: TypeId,
        items: &'e [Node<InitializerListItem>],
        pos: &mut usize,
        braced: bool,
    ) -> R<InitNode<'e>> {
        let count = self.member_count(ty);
        let mut agg: Vec<Option<InitNode<'e>>> = Vec::new();
        agg.resize_with(count.unwrap_or(0), || None);
        let start = *pos;
        let mut idx = 0;
        let union = self.is_union(ty);
        while *pos < items.len() {
            let item = &items[*pos];
            if !item.node.designation.is_empty() {
                if !braced && *pos > start {
                    break;
                }
                idx = self.designate(ty, &mut agg, &item.node.designation, items, pos)?;
                continue;
            }
            if count.is_some_and(|n| idx >= n) || (union && idx > 0) {
                if braced {
                    // Excess initializers: gcc warns and ignores them; still evaluate nothing.
                    *pos += 1;
                    continue;
                }
                break;
            }
            if self.is_unnamed_bitfield(ty, idx) {
                idx += 1;
                continue;
            }
            let mty = self.member_type(ty, idx);
            if agg.len() <= idx {
                agg.resize_with(idx + 1, || None);
            }
            agg[idx] = Some(self.member_tree(mty, items, pos)?);
            idx += 1;
        }
        Ok(InitNode::Agg(agg))
    }

    fn member_tree<'e>(
        &mut self,
        mty: TypeId,
        items: &'e [Node<InitializerListItem>],
        pos: &mut usize,
    ) -> R<InitNode<'e>> {
        let item = &items[*pos];
        match &item.node.initializer.node {
            Initializer::List(_) => {
                *pos += 1;
                self.init_tree(mty, &item.node.initializer)
            }
            Initializer::Expression(e) => {
                let types = &self.module.types;
                let direct = if types.is_scalar(mty)
                    || (self.is_char_array(mty) && matches!(e.node, Expression::StringLiteral(_)))
                {
                    true
                } else if types.record_of(mty).is_some() {
                    let ety = self.type_of_object(e)?;
                    self.module.types.kind(ety) == self.module.types.kind(mty)
                } else {
                    false
                };
                if direct {
                    *pos += 1;
                    return self.init_tree(mty, &item.node.initializer);
                }
                self.list_tree(mty, items, pos, false)
            }
        }
    }

    /// `[i] = x`, `.f = x`, `.a.b[2] = x`: returns the member index that follows.
    fn designate<'e>(
        &mut self,
        ty: TypeId,
        agg: &mut Vec<Option<InitNode<'e>>>,
        designators: &'e [Node<Designator>],
        items: &'e [Node<InitializerListItem>],
        pos: &mut usize,
    ) -> R<usize> {
        let d = &designators[0];
        let idx = match &d.node {
            Designator::Index(e) => {
                if self.module.types.array_elem(ty).is_none() {
                    return error(d.span, "array index in initializer of a non-array", "not an array");
                }
                let i = self.const_u64(e)? as usize;
                if self.member_count(ty).is_some_and(|n| i >= n) {
                    return error(d.span, "array index in initializer exceeds array bounds", "out of bounds");
                }
                i
            }
            Designator::Member(id) => {
                let Some(rec) = self.module.types.record_of(ty) else {
                    return error(d.span, "field name in initializer of a non-record", "not a struct");
                };
                match self.module.types.records[rec].field_index(&id.node.name) {
                    Some(i) => i,
                    None => {
                        return unsupported(
                            d.span,
                            "uses a designator for a member vcc cannot find (anonymous member?)",
                        )
                    }
                }
            }
            Designator::Range(_) => return unsupported(d.span, "uses a range designator"),
        };
        if agg.len() <= idx {
            agg.resize_with(idx + 1, || None);
        }
        if self.is_union(ty) {
            for (i, slot) in agg.iter_mut().enumerate() {
                if i != idx {
                    *slot = None;
                }
            }
        }
        let mty = self.member_type(ty, idx);
        if designators.len() > 1 {
            let mut child = match agg[idx].take() {
                Some(InitNode::Agg(v)) => v,
                _ => {
                    let mut v = Vec::new();
                    v.resize_with(self.member_count(mty).unwrap_or(0), || None);
                    v
                }
            };
            self.designate(mty, &mut child, &designators[1..], items, pos)?;
            agg[idx] = Some(InitNode::Agg(child));
        } else {
            agg[idx] = Some(self.member_tree(mty, items, pos)?);
        }
        Ok(idx + 1)
    }

    /// `int a[] = {1, 2}` has type `[2 x int]`; other types are returned as they are.
    pub(crate) fn complete_array_type(&mut self, ty: TypeId, init: &Node<Initializer>) -> R<TypeId> {
        let TypeKind::Array(elem, None) = self.module.types.kind(ty).clone() else { return Ok(ty) };
        let len = match self.init_tree(ty, init)? {
            InitNode::Str(bytes) => bytes.len() + 1,
            InitNode::Agg(items) => items.len(),
            InitNode::Expr(_) => 1,
        };
        let quals = self.module.types.quals(ty);
        let arr = self.module.types.array_of(elem, Some(len as u64));
        Ok(self.module.types.qualified(arr, quals))
    }

    // Local objects.

    /// Initializes the local object at `addr` with stores; members not mentioned become zero.
    pub(crate) fn init_local(&mut self, addr: Value, ty: TypeId, init: &Node<Initializer>) -> R<()> {
        let tree = self.init_tree(ty, init)?;
        self.store_init(addr, ty, Some(&tree))
    }

    fn store_init(&mut self, addr: Value, ty: TypeId, node: Option<&InitNode>) -> R<()> {
        let Some(node) = node else {
            self.zero_fill(addr, ty);
            return Ok(());
        };
        match node {
            InitNode::Expr(e) => {
                let v = if self.module.types.is_pointer(ty) && matches!(self.const_eval_quiet(e), Some(CVal::Int(0, _)))
                {
                    let ty = self.module.types.unqualified(ty);
                    self.zero_of(ty)
                } else {
                    let v = self.rvalue(e)?;
                    self.convert_assign(v, ty, e.span)?
                };
                self.ins(InstData::Store { addr, value: v, volatile: self.is_volatile(ty) }, None);
                Ok(())
            }
            InitNode::Str(bytes) => {
                let Some(TypeKind::Array(elem, Some(len))) = Some(self.module.types.kind(ty).clone()) else {
                    return error(Span::none(), "string initializer for a non-array", "here");
                };
                let elem_ptr = self.module.types.ptr_to(elem);
                let long = self.long_ty();
                let n_bytes = (bytes.len() as u64).min(len);
                for i in 0..n_bytes {
                    let index = self.const_int(i, long);
                    let p = self.val(InstData::ElemAddr { base: addr, index }, elem_ptr);
                    let v = self.const_int(bytes[i as usize] as u64, elem);
                    self.ins(InstData::Store { addr: p, value: v, volatile: false }, None);
                }
                self.zero_elements(addr, elem, n_bytes, len);
                Ok(())
            }
            InitNode::Agg(items) => match self.module.types.kind(ty).clone() {
                TypeKind::Array(elem, len) => {
                    let len = len.unwrap_or(items.len() as u64);
                    let elem_ptr = self.module.types.ptr_to(elem);
                    let long = self.long_ty();
                    let mut i = 0;
                    while i < len {
                        if items.get(i as usize).is_none_or(|n| n.is_none()) {
                            // A run of zero elements.
                            let mut end = i;
                            while end < len && items.get(end as usize).is_none_or(|n| n.is_none()) {
                                end += 1;
                            }
                            self.zero_elements(addr, elem, i, end);
                            i = end;
                            continue;
                        }
                        let index = self.const_int(i, long);
                        let p = self.val(InstData::ElemAddr { base: addr, index }, elem_ptr);
                        self.store_init(p, elem, items[i as usize].as_ref())?;
                        i += 1;
                    }
                    Ok(())
                }
                TypeKind::Record(rec) => self.store_record_init(addr, ty, rec, items),
                _ => {
                    // `int x = {};`
                    self.zero_fill(addr, ty);
                    Ok(())
                }
            },
        }
    }

    fn store_record_init(&mut self, addr: Value, ty: TypeId, rec: RecordId, items: &[Option<InitNode>]) -> R<()> {
        let def = self.module.types.records[rec].clone();
        let quals = self.module.types.quals(ty);
        if def.kind == RecordKind::Union {
            let chosen = items.iter().position(|n| n.is_some());
            let chosen_size = chosen.and_then(|i| self.module.types.size_of(def.fields[i].ty)).unwrap_or(0);
            if chosen_size < def.size {
                self.zero_fill(addr, ty);
            }
            if let Some(i) = chosen {
                self.store_field(addr, &def, i, quals, items[i].as_ref())?;
            }
            return Ok(());
        }
        for i in 0..def.fields.len() {
            if def.fields[i].name.is_none() && def.fields[i].bitfield.is_some() {
                continue;
            }
            self.store_field(addr, &def, i, quals, items.get(i).and_then(|n| n.as_ref()))?;
        }
        Ok(())
    }

    fn store_field(&mut self, addr: Value, def: &RecordDef, i: usize, quals: Quals, node: Option<&InitNode>) -> R<()> {
        let field = &def.fields[i];
        let fty = self.module.types.qualified(field.ty, quals);
        let volatile = quals.contains(Quals::VOLATILE);
        if field.bitfield.is_some() {
            let unq = self.module.types.unqualified(field.ty);
            let value = match node {
                Some(InitNode::Expr(e)) => {
                    let v = self.rvalue(e)?;
                    self.convert_assign(v, unq, e.span)?
                }
                _ => self.zero_of(unq),
            };
            self.ins(InstData::BitfieldStore { base: addr, field: i as u32, value, volatile }, None);
            return Ok(());
        }
        let pty = self.module.types.ptr_to(fty);
        let p = self.val(InstData::FieldAddr { base: addr, field: i as u32 }, pty);
        self.store_init(p, fty, node)
    }

    fn is_volatile(&self, ty: TypeId) -> bool {
        self.module.types.quals(ty).contains(Quals::VOLATILE)
    }

    /// Stores zero into every scalar of the object at `addr`.
    pub(crate) fn zero_fill(&mut self, addr: Value, ty: TypeId) {
        match self.module.types.kind(ty).clone() {
            TypeKind::Array(elem, len) => self.zero_elements(addr, elem, 0, len.unwrap_or(0)),
            TypeKind::Record(rec) => {
                let def = self.module.types.records[rec].clone();
                let quals = self.module.types.quals(ty);
                if def.kind == RecordKind::Union {
                    // Zeroing the largest member zeroes every byte of the union.
                    let largest = (0..def.fields.len()).max_by_key(|&i| {
                        (self.module.types.size_of(def.fields[i].ty).unwrap_or(0), std::cmp::Reverse(i))
                    });
                    if let Some(i) = largest {
                        // Storing zeros evaluates no expression, so it cannot fail.
                        let _ = self.store_field(addr, &def, i, quals, None);
                    }
                    return;
                }
                for i in 0..def.fields.len() {
                    if def.fields[i].name.is_none() && def.fields[i].bitfield.is_some() {
                        continue;
                    }
                    let _ = self.store_field(addr, &def, i, quals, None);
                }
            }
            _ => {
                let unq = self.module.types.unqualified(ty);
                let zero = self.zero_of(unq);
                let volatile = self.is_volatile(ty);
                self.ins(InstData::Store { addr, value: zero, volatile }, None);
            }
        }
    }

    /// Zeroes elements `start..end` of the array at `addr`: one by one when few, else a loop
    /// `for (i = start; i < end; i++) zero(a[i])`.
    fn zero_elements(&mut self, addr: Value, elem: TypeId, start: u64, end: u64) {
        if start >= end {
            return;
        }
        let elem_ptr = self.module.types.ptr_to(elem);
        let long = self.long_ty();
        if end - start <= UNROLL_LIMIT {
            for i in start..end {
                let index = self.const_int(i, long);
                let p = self.val(InstData::ElemAddr { base: addr, index }, elem_ptr);
                self.zero_fill(p, elem);
            }
            return;
        }
        let header = self.new_block();
        let body = self.new_block();
        let exit = self.new_block();
        let i = self.fs.func.dfg.append_block_param(header, long);
        let first = self.const_int(start, long);
        self.jump(header, vec![first]);
        self.start_block(header);
        let limit = self.const_int(end, long);
        let int = self.int_ty();
        let cond = self.val(InstData::Binary { op: BinaryOp::Lt, args: [i, limit] }, int);
        self.terminate(InstData::Branch {
            cond,
            then_dest: BlockCall::new(body, vec![]),
            else_dest: BlockCall::new(exit, vec![]),
        });
        self.start_block(body);
        let p = self.val(InstData::ElemAddr { base: addr, index: i }, elem_ptr);
        self.zero_fill(p, elem);
        let one = self.const_int(1, long);
        let next = self.val(InstData::Binary { op: BinaryOp::Add, args: [i, one] }, long);
        self.jump(header, vec![next]);
        self.start_block(exit);
    }

    // Static objects.

    /// A static initializer, evaluated.
    pub(crate) fn static_init(&mut self, ty: TypeId, init: &Node<Initializer>) -> R<Init> {
        let tree = self.init_tree(ty, init)?;
        self.static_value(ty, Some(&tree))
    }

    fn static_value(&mut self, ty: TypeId, node: Option<&InitNode>) -> R<Init> {
        let Some(node) = node else { return Ok(Init::Zero) };
        match node {
            InitNode::Expr(e) => self.static_scalar(ty, e),
            InitNode::Str(bytes) => {
                let len = match self.module.types.kind(ty) {
                    TypeKind::Array(_, Some(n)) => *n as usize,
                    _ => bytes.len() + 1,
                };
                Ok(Init::Str(bytes[..bytes.len().min(len)].to_vec()))
            }
            InitNode::Agg(items) => match self.module.types.kind(ty).clone() {
                TypeKind::Array(elem, _) => {
                    let mut list = Vec::new();
                    for item in items.iter() {
                        list.push(self.static_value(elem, item.as_ref())?);
                    }
                    while matches!(list.last(), Some(Init::Zero)) {
                        list.pop();
                    }
                    Ok(if list.is_empty() { Init::Zero } else { Init::List(list) })
                }
                TypeKind::Record(rec) => {
                    let def = self.module.types.records[rec].clone();
                    if def.kind == RecordKind::Union {
                        return match items.iter().position(|n| n.is_some()) {
                            None => Ok(Init::Zero),
                            Some(0) => Ok(Init::List(vec![self.static_value(def.fields[0].ty, items[0].as_ref())?])),
                            Some(_) => {
                                unsupported(Span::none(), "initializes a union through a member other than the first")
                            }
                        };
                    }
                    let mut list = Vec::new();
                    for (i, f) in def.fields.iter().enumerate() {
                        list.push(self.static_value(f.ty, items.get(i).and_then(|n| n.as_ref()))?);
                    }
                    Ok(Init::List(list))
                }
                _ => Ok(Init::Zero),
            },
        }
    }

    fn static_scalar(&mut self, ty: TypeId, e: &Node<Expression>) -> R<Init> {
        let Some(value) = self.const_eval(e)? else {
            // gcc accepts a few constant forms vcc does not evaluate: leave those alone.
            return unsupported(e.span, "has a static initializer vcc cannot evaluate");
        };
        if self.module.types.record_of(ty).is_some() {
            return unsupported(e.span, "initializes a static struct from an expression");
        }
        let Some(value) = self.const_convert(value.clone(), ty) else {
            return error(e.span, "initializer element is not a constant of the right type", "here");
        };
        Ok(match value {
            CVal::Int(0, _) if self.module.types.is_pointer(ty) => Init::Zero,
            CVal::Int(bits, _) => Init::Int(bits),
            CVal::Float(f, _) => Init::Float(f),
            CVal::Addr { base: AddrBase::Global(global), offset, .. } => Init::GlobalAddr { global, offset },
            CVal::Addr { base: AddrBase::Func(f), offset: 0, .. } => Init::FuncAddr(f),
            CVal::Addr { base: AddrBase::Str(bytes), offset: 0, .. } => Init::Str(bytes),
            CVal::Addr { .. } => return unsupported(e.span, "uses an address constant vcc cannot represent"),
        })
    }
}
