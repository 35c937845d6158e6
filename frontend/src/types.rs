//! C declarations to IR types: declaration specifiers and declarators to `TypeId`, struct and
//! union layout (SysV x86-64, as gcc lays records out, bit-fields included), enums and typedefs.
//!
//! Records honour `packed` (on the record or a member), `aligned(N)` and `_Alignas` on members,
//! and `#pragma pack(N)`, as gcc lays them out; bit-fields under any of these are a layout vcc
//! does not compute (`bad_layout`). It does not handle `_Atomic`, `_Complex` or `__int128`:
//! those are reported as unsupported, which keeps any function that uses them as written.

use crate::lower::{error, unsupported, Fail, Lowerer, Symbol, Tag, R};
use lang_c::ast::*;
use lang_c::span::{Node, Span};
use midend::ir::{Bitfield, Field, FloatKind, FuncType, IntKind, Quals, RecordDef, RecordKind, TypeId, TypeKind};

/// What declaration specifiers say besides the type.
pub(crate) struct DeclSpecs {
    pub ty: TypeId,
    pub storage: Option<StorageClassSpecifier>,
    /// `_Alignas(N)` or `__attribute__((aligned(N)))`.
    pub align: Option<u64>,
    /// Where `_Thread_local` is, if it is (beside `static` or `extern`, or alone).
    pub thread_local: Option<Span>,
}

/// A record member before layout.
struct Member {
    name: Option<String>,
    ty: TypeId,
    /// The bit-field width.
    width: Option<u32>,
    span: Span,
    /// `aligned(N)` or `_Alignas(N)` written on the member: raises its alignment.
    align: Option<u64>,
    /// An `_Alignas` whose operand vcc could not read (`parse::blank_member_alignas`).
    align_unknown: bool,
    /// `__attribute__((packed))` written on the member: alignment 1.
    packed: bool,
}

/// What the record as a whole asks of its members' alignment.
#[derive(Clone, Copy, Default)]
struct Packing {
    /// `__attribute__((packed))` on the record: every member at alignment 1 (unless aligned).
    packed: bool,
    /// `#pragma pack(N)` in force: no member aligned more than N, aligned ones included.
    max_align: Option<u64>,
}

/// Parameter names in order, with their spans (`None` when unnamed).
type ParamNames = Vec<Option<(String, Span)>>;

/// A declarator resolved: its name (with the name's span) and its type.
pub(crate) struct Declared {
    pub name: Option<(String, Span)>,
    pub ty: TypeId,
    /// For a function declarator: the parameter names in order (None when unnamed).
    pub param_names: ParamNames,
    /// For a function declarator: which parameters are `restrict`-qualified pointers (the
    /// function type drops top-level qualifiers; the body's parameter values keep this one).
    pub param_restrict: Vec<bool>,
    /// `__attribute__((aligned(N)))` written on the declarator.
    pub align: Option<u64>,
}

fn qualifier(q: &TypeQualifier) -> Quals {
    match q {
        TypeQualifier::Const => Quals::CONST,
        TypeQualifier::Volatile => Quals::VOLATILE,
        TypeQualifier::Restrict => Quals::RESTRICT,
        _ => Quals::NONE,
    }
}

fn round_up(value: u64, align: u64) -> u64 {
    if align <= 1 {
        value
    } else {
        value.div_ceil(align) * align
    }
}

impl Lowerer<'_> {
    pub(crate) fn decl_specs(&mut self, specs: &[Node<DeclarationSpecifier>], span: Span) -> R<DeclSpecs> {
        let mut storage = None;
        let mut type_specs = Vec::new();
        let mut quals = Quals::NONE;
        let mut align = None;
        let mut thread_local = None;
        let mut ext_lists = Vec::new();
        for spec in specs {
            match &spec.node {
                DeclarationSpecifier::StorageClass(sc) => {
                    if matches!(sc.node, StorageClassSpecifier::ThreadLocal) {
                        thread_local = Some(sc.span);
                        continue;
                    }
                    storage = Some(sc.node.clone());
                }
                DeclarationSpecifier::TypeSpecifier(ts) => type_specs.push(ts),
                DeclarationSpecifier::TypeQualifier(q) => {
                    if matches!(q.node, TypeQualifier::Atomic) {
                        return unsupported(q.span, "uses `_Atomic`");
                    }
                    quals = quals.union(qualifier(&q.node));
                }
                DeclarationSpecifier::Function(_) => {}
                DeclarationSpecifier::Alignment(a) => {
                    align = Some(match &a.node {
                        AlignmentSpecifier::Type(tn) => {
                            let ty = self.type_name(tn)?;
                            self.module.types.align_of(ty).unwrap_or(1)
                        }
                        AlignmentSpecifier::Constant(e) => self.const_u64(e)?,
                    });
                }
                DeclarationSpecifier::Extension(exts) => ext_lists.push(exts),
            }
        }
        let defines_record =
            type_specs.iter().any(|t| matches!(&t.node, TypeSpecifier::Struct(st) if st.node.declarations.is_some()));
        self.packed_record = defines_record && ext_lists.iter().any(|exts| has_packed(exts));
        let ty = self.specifier_type(&type_specs, span);
        // Not left for another record when this one was never reached.
        self.packed_record = false;
        let ty = self.module.types.qualified(ty?, quals);
        // Attributes come after the type: `aligned` may apply to a record defined here.
        for exts in ext_lists {
            if let Some(a) = self.type_attributes(ty, exts, defines_record)? {
                align = Some(a);
            }
        }
        Ok(DeclSpecs { ty, storage, align, thread_local })
    }

    /// Looks at GNU attributes: returns `aligned(N)`; `packed` and `vector_size` are unsupported.
    pub(crate) fn attributes(&mut self, exts: &[Node<Extension>]) -> R<Option<u64>> {
        let mut align = None;
        for ext in exts {
            if let Extension::Attribute(attr) = &ext.node {
                let name = attr.name.node.trim_matches('_');
                match name {
                    "vector_size" => return unsupported(ext.span, "uses a GNU vector type"),
                    "mode" => return unsupported(ext.span, "uses `__attribute__((mode))`"),
                    "aligned" => {
                        align = Some(match attr.arguments.first() {
                            Some(e) => self.const_u64(e)?,
                            None => 16,
                        });
                    }
                    _ => {}
                }
            }
        }
        Ok(align)
    }

    /// Attributes written with declaration specifiers. On a record defined there, `aligned(N)`
    /// raises the record's alignment (as gcc does; its `packed` was laid out already, see
    /// `packed_record`); otherwise `aligned` is the declared object's (returned).
    fn type_attributes(&mut self, ty: TypeId, exts: &[Node<Extension>], defines_record: bool) -> R<Option<u64>> {
        let rec = self.module.types.record_of(ty).filter(|_| defines_record);
        let align = self.attributes(exts)?;
        match (rec, align) {
            (Some(rec), Some(a)) => {
                let def = &mut self.module.types.records[rec];
                def.align = def.align.max(a);
                def.size = round_up(def.size, def.align);
                Ok(None)
            }
            _ => Ok(align),
        }
    }

    fn specifier_type(&mut self, specs: &[&Node<TypeSpecifier>], span: Span) -> R<TypeId> {
        let (mut n_void, mut n_char, mut n_short, mut n_int, mut n_long) = (0, 0, 0, 0, 0);
        let (mut n_float, mut n_double, mut n_signed, mut n_unsigned, mut n_bool) = (0, 0, 0, 0, 0);
        let mut other: Option<TypeId> = None;
        for spec in specs {
            match &spec.node {
                TypeSpecifier::Void => {
                    if let Some(spelling) = self.opaque_type_at(spec.span.start) {
                        let kind =
                            if spelling.ends_with("16") { "a half-precision type" } else { "an AArch64 NEON type" };
                        return unsupported(
                            spec.span,
                            format!("uses `{spelling}` ({kind}), which vcc cannot represent"),
                        );
                    }
                    n_void += 1
                }
                TypeSpecifier::Char => n_char += 1,
                TypeSpecifier::Short => n_short += 1,
                TypeSpecifier::Int => n_int += 1,
                TypeSpecifier::Long => n_long += 1,
                TypeSpecifier::Float => n_float += 1,
                TypeSpecifier::Double => n_double += 1,
                TypeSpecifier::Signed => n_signed += 1,
                TypeSpecifier::Unsigned => n_unsigned += 1,
                TypeSpecifier::Bool => n_bool += 1,
                TypeSpecifier::Complex => return unsupported(spec.span, "uses `_Complex`"),
                TypeSpecifier::Atomic(_) => return unsupported(spec.span, "uses `_Atomic`"),
                TypeSpecifier::TS18661Float(_) => return unsupported(spec.span, "uses a `_FloatN` type"),
                TypeSpecifier::Struct(st) => other = Some(self.struct_type(st)?),
                TypeSpecifier::Enum(et) => other = Some(self.enum_type(et)?),
                TypeSpecifier::TypedefName(id) => other = Some(self.typedef_type(id)?),
                TypeSpecifier::TypeOf(t) => {
                    other = Some(match &t.node {
                        TypeOf::Type(tn) => self.type_name(tn)?,
                        TypeOf::Expression(e) => self.type_of_expr(e)?,
                    })
                }
            }
        }
        if let Some(ty) = other {
            return Ok(ty);
        }
        let types = &mut self.module.types;
        if n_void > 0 {
            return Ok(types.void());
        }
        if n_bool > 0 {
            return Ok(types.int(IntKind::Bool));
        }
        if n_float > 0 {
            return Ok(types.float(FloatKind::Float));
        }
        if n_double > 0 {
            let kind = if n_long > 0 { FloatKind::LongDouble } else { FloatKind::Double };
            return Ok(types.float(kind));
        }
        let unsigned = n_unsigned > 0;
        let kind = if n_char > 0 {
            match (n_signed > 0, unsigned) {
                (true, _) => IntKind::SChar,
                (_, true) => IntKind::UChar,
                _ => IntKind::Char,
            }
        } else if n_short > 0 {
            if unsigned {
                IntKind::UShort
            } else {
                IntKind::Short
            }
        } else if n_long >= 2 {
            if unsigned {
                IntKind::ULongLong
            } else {
                IntKind::LongLong
            }
        } else if n_long == 1 {
            if unsigned {
                IntKind::ULong
            } else {
                IntKind::Long
            }
        } else if n_int > 0 || n_signed > 0 || unsigned {
            if unsigned {
                IntKind::UInt
            } else {
                IntKind::Int
            }
        } else {
            return unsupported(span, "uses an implicit `int` type");
        };
        Ok(types.int(kind))
    }

    fn typedef_type(&mut self, id: &Node<Identifier>) -> R<TypeId> {
        match self.lookup(&id.node.name) {
            Some(Symbol::Typedef(ty)) => Ok(*ty),
            // Made on first use: a module whose headers never name it has no record for it.
            Some(Symbol::Poison(_)) if id.node.name == "__builtin_va_list" && self.va_list_x86_64 => {
                Ok(self.va_list_type())
            }
            Some(Symbol::Poison(reason)) => {
                let reason = reason.clone();
                unsupported(id.span, reason)
            }
            _ => error(id.span, format!("unknown type name `{}`", id.node.name), "not a type"),
        }
    }

    /// Specifiers and qualifiers of a type name or struct member.
    pub(crate) fn spec_qual_type(&mut self, specs: &[Node<SpecifierQualifier>], span: Span) -> R<TypeId> {
        let mut type_specs = Vec::new();
        let mut quals = Quals::NONE;
        let mut ext_lists = Vec::new();
        for spec in specs {
            match &spec.node {
                SpecifierQualifier::TypeSpecifier(ts) => type_specs.push(ts),
                SpecifierQualifier::TypeQualifier(q) => {
                    if matches!(q.node, TypeQualifier::Atomic) {
                        return unsupported(q.span, "uses `_Atomic`");
                    }
                    quals = quals.union(qualifier(&q.node));
                }
                SpecifierQualifier::Extension(exts) => ext_lists.push(exts),
            }
        }
        let defines_record =
            type_specs.iter().any(|t| matches!(&t.node, TypeSpecifier::Struct(st) if st.node.declarations.is_some()));
        self.packed_record = defines_record && ext_lists.iter().any(|exts| has_packed(exts));
        let ty = self.specifier_type(&type_specs, span);
        self.packed_record = false;
        let ty = ty?;
        for exts in ext_lists {
            self.type_attributes(ty, exts, defines_record)?;
        }
        Ok(self.module.types.qualified(ty, quals))
    }

    /// `(type-name)` as in casts and `sizeof`.
    pub(crate) fn type_name(&mut self, tn: &Node<TypeName>) -> R<TypeId> {
        let base = self.spec_qual_type(&tn.node.specifiers, tn.span)?;
        match &tn.node.declarator {
            Some(d) => Ok(self.declarator(base, d)?.ty),
            None => Ok(base),
        }
    }

    /// Applies a declarator to the specifiers' type. lang-c lists a declarator's pointers
    /// first, then its array/function suffixes in source order: pointers bind loosest, and the
    /// rightmost suffix is innermost (`int *a[2][3]` is an array of 2 arrays of 3 pointers).
    pub(crate) fn declarator(&mut self, base: TypeId, d: &Node<Declarator>) -> R<Declared> {
        let align = self.attributes(&d.node.extensions)?;
        let mut ty = base;
        let mut param_names = Vec::new();
        let mut param_restrict = Vec::new();
        let derived = &d.node.derived;
        let n_pointers = derived.iter().take_while(|dd| matches!(dd.node, DerivedDeclarator::Pointer(_))).count();
        for dd in &derived[..n_pointers] {
            if let DerivedDeclarator::Pointer(quals) = &dd.node {
                ty = self.module.types.ptr_to(ty);
                let mut q = Quals::NONE;
                for pq in quals {
                    match &pq.node {
                        PointerQualifier::TypeQualifier(tq) => q = q.union(qualifier(&tq.node)),
                        PointerQualifier::Extension(exts) => {
                            self.attributes(exts)?;
                        }
                    }
                }
                ty = self.module.types.qualified(ty, q);
            }
        }
        for dd in derived[n_pointers..].iter().rev() {
            match &dd.node {
                DerivedDeclarator::Pointer(_) => return unsupported(dd.span, "uses an unusual declarator"),
                DerivedDeclarator::Block(_) => return unsupported(dd.span, "uses a block pointer"),
                DerivedDeclarator::Array(arr) => ty = self.array_type(ty, arr)?,
                DerivedDeclarator::Function(fd) => {
                    let (ft, names, restrict) = self.function_type(ty, fd)?;
                    ty = ft;
                    param_names = names;
                    param_restrict = restrict;
                }
                DerivedDeclarator::KRFunction(ids) => {
                    if !ids.is_empty() {
                        return unsupported(dd.span, "uses an old-style (K&R) parameter list");
                    }
                    let ret = self.module.types.unqualified(ty);
                    ty =
                        self.module.types.func(FuncType { ret, params: vec![], variadic: false, has_prototype: false });
                }
            }
        }
        match &d.node.kind.node {
            DeclaratorKind::Abstract => Ok(Declared { name: None, ty, param_names, param_restrict, align }),
            DeclaratorKind::Identifier(id) => {
                Ok(Declared { name: Some((id.node.name.clone(), id.span)), ty, param_names, param_restrict, align })
            }
            DeclaratorKind::Declarator(inner) => {
                let mut res = self.declarator(ty, inner)?;
                res.align = res.align.or(align);
                // The parameter names belong to the outermost function declarator that has them.
                if res.param_names.is_empty() {
                    res.param_names = param_names;
                    res.param_restrict = param_restrict;
                }
                Ok(res)
            }
        }
    }

    fn array_type(&mut self, elem: TypeId, arr: &Node<ArrayDeclarator>) -> R<TypeId> {
        let len = match &arr.node.size {
            ArraySize::Unknown => None,
            ArraySize::VariableUnknown => return unsupported(arr.span, "uses a variable-length array"),
            ArraySize::VariableExpression(e) | ArraySize::StaticExpression(e) => match self.const_eval(e)? {
                Some(crate::lower::CVal::Int(bits, ty)) => {
                    if self.module.types.is_signed(ty) && (bits as i64) < 0 {
                        return error(e.span, "array size is negative", "negative");
                    }
                    Some(bits)
                }
                _ => return unsupported(e.span, "uses a variable-length array"),
            },
        };
        if self.module.types.func_type(elem).is_some() || self.module.types.is_void(elem) {
            return error(arr.span, "array of functions or of void", "invalid element type");
        }
        Ok(self.module.types.array_of(elem, len))
    }

    /// A function type, its parameter names, and which parameters are `restrict` pointers.
    /// Parameter types are adjusted (arrays and functions become pointers) and lose their
    /// top-level qualifiers.
    fn function_type(&mut self, ret: TypeId, fd: &Node<FunctionDeclarator>) -> R<(TypeId, ParamNames, Vec<bool>)> {
        let mut params = Vec::new();
        let mut names = Vec::new();
        let mut restrict = Vec::new();
        let decls = &fd.node.parameters;
        for p in decls {
            let specs = self.decl_specs(&p.node.specifiers, p.span)?;
            let declared = match &p.node.declarator {
                Some(d) => self.declarator(specs.ty, d)?,
                None => Declared { name: None, ty: specs.ty, param_names: vec![], param_restrict: vec![], align: None },
            };
            // `f(void)` has no parameters.
            if decls.len() == 1 && declared.name.is_none() && self.module.types.is_void(declared.ty) {
                break;
            }
            restrict.push(self.module.types.quals(declared.ty).contains(Quals::RESTRICT));
            let ty = self.adjust_param(declared.ty);
            params.push(ty);
            names.push(declared.name);
        }
        let variadic = matches!(fd.node.ellipsis, Ellipsis::Some);
        let ret = self.module.types.unqualified(ret);
        let ft = self.module.types.func(FuncType { ret, params, variadic, has_prototype: true });
        Ok((ft, names, restrict))
    }

    /// A parameter's declared type as the function sees it.
    pub(crate) fn adjust_param(&mut self, ty: TypeId) -> TypeId {
        let types = &mut self.module.types;
        let adjusted = match types.kind(ty).clone() {
            TypeKind::Array(elem, _) => types.ptr_to(elem),
            TypeKind::Func(_) => types.ptr_to(ty),
            _ => ty,
        };
        types.unqualified(adjusted)
    }

    // struct S { ... }, union U { ... }, struct S
    fn struct_type(&mut self, st: &Node<StructType>) -> R<TypeId> {
        let kind = match st.node.kind.node {
            StructKind::Struct => RecordKind::Struct,
            StructKind::Union => RecordKind::Union,
        };
        let keyword = if kind == RecordKind::Struct { "struct" } else { "union" };
        let tag = st.node.identifier.as_ref().map(|id| id.node.name.clone());
        // Taken before the members: a record defined among them has its own attributes.
        let packed = std::mem::take(&mut self.packed_record);
        let Some(decls) = &st.node.declarations else {
            // A reference: the visible tag, or a new incomplete record in this scope.
            if let Some(name) = &tag {
                match self.lookup_tag(name) {
                    Some(Tag::Record(rec)) => return Ok(self.module.types.record(rec)),
                    Some(Tag::Enum(_)) => return error(st.span, format!("`{}` is an enum", name), "not a record"),
                    None => {}
                }
            }
            let rec = self.new_record(kind, tag.as_ref().map(|t| format!("{} {}", keyword, t)));
            if let Some(name) = tag {
                self.scopes.last_mut().unwrap().tags.insert(name, Tag::Record(rec));
            }
            return Ok(self.module.types.record(rec));
        };
        // A definition completes the incomplete record of the same tag in this scope.
        let existing = tag.as_ref().and_then(|t| self.scopes.last().unwrap().tags.get(t).copied());
        let rec = match existing {
            Some(Tag::Record(rec)) if !self.module.types.records[rec].complete => rec,
            Some(_) => {
                return error(st.span, format!("redefinition of `{} {}`", keyword, tag.unwrap()), "redefined here")
            }
            None => {
                let rec = self.new_record(kind, tag.as_ref().map(|t| format!("{} {}", keyword, t)));
                if let Some(name) = &tag {
                    self.scopes.last_mut().unwrap().tags.insert(name.clone(), Tag::Record(rec));
                }
                rec
            }
        };
        let pack_idx = self.pack.partition_point(|(offset, _)| *offset <= st.span.start);
        let max_align = pack_idx.checked_sub(1).and_then(|idx| self.pack[idx].1);
        let head = self.head_attributes(st.span.start);
        let packing = Packing { packed: packed || head.packed, max_align };
        let members = self.struct_members(decls)?;
        if self.in_body {
            let attributed = packing.packed || packing.max_align.is_some() || head.align.is_some();
            self.make_local(rec, tag.as_deref(), &members, attributed, st.span)?;
        }
        if let Some(reason) = unknown_layout(&members) {
            self.bad_layout.insert(rec, reason.to_string());
        }
        if head.align == Some(None) {
            self.bad_layout.insert(rec, format!("uses a {} aligned by an attribute vcc does not evaluate", keyword));
        }
        let (fields, size, mut align) = self.layout(kind, &members, packing)?;
        align = align.max(head.align.flatten().unwrap_or(1));
        let size = round_up(size, align);
        let const_padding =
            members.iter().any(|m| m.width == Some(0) && self.module.types.quals(m.ty).contains(Quals::CONST));
        let def = &mut self.module.types.records[rec];
        def.const_padding = const_padding;
        def.fields = fields;
        def.size = size;
        def.align = align;
        def.complete = true;
        Ok(self.module.types.record(rec))
    }

    /// Inside a function, anything that depends on a record layout vcc does not know makes the
    /// function unsupported: constants (`sizeof`, `offsetof`), and member accesses and element
    /// addresses, which the IR computes by vcc's offsets and sizes (dependence distances,
    /// runtime overlap checks, `memcpy` lengths, interleave groups).
    pub(crate) fn check_layout(&self, rec: midend::ir::RecordId, span: Span) -> R<()> {
        match self.bad_layout.get(&rec) {
            Some(reason) if self.in_body => unsupported(span, reason.clone()),
            _ => Ok(()),
        }
    }

    /// `check_layout` for every record a type contains directly or through arrays.
    pub(crate) fn check_type_layout(&self, ty: TypeId, span: Span) -> R<()> {
        match self.module.types.kind(ty) {
            TypeKind::Record(rec) => {
                self.check_layout(*rec, span)?;
                let fields: Vec<TypeId> = self.module.types.records[*rec].fields.iter().map(|f| f.ty).collect();
                fields.into_iter().try_for_each(|f| self.check_type_layout(f, span))
            }
            TypeKind::Array(elem, _) => self.check_type_layout(*elem, span),
            _ => Ok(()),
        }
    }

    /// A record defined inside a function: the output defines it before the function, at file
    /// scope, under a tag of its own (`struct vcc_pt_3`: the user's tag, if any, and the
    /// record's number), written from its members (`emit/src/records.rs`). Only records that C
    /// lays out from their members alone qualify: no packing, no alignment attributes, no
    /// anonymous members; gcc then lays the written definition out as vcc did. `attributed`: the
    /// record as a whole is packed or aligned by an attribute or a pragma.
    fn make_local(
        &mut self,
        rec: midend::ir::RecordId,
        tag: Option<&str>,
        members: &[Member],
        attributed: bool,
        span: Span,
    ) -> R<()> {
        let keyword = match self.module.types.records[rec].kind {
            RecordKind::Struct => "struct",
            RecordKind::Union => "union",
        };
        let attributes = attributed || members.iter().any(|m| m.align.is_some() || m.align_unknown || m.packed);
        if attributes {
            return unsupported(span, format!("defines a {} with layout attributes inside a function", keyword));
        }
        if members.iter().any(|m| m.name.is_none()) {
            return unsupported(span, format!("defines a {} with an unnamed member inside a function", keyword));
        }
        let def = &mut self.module.types.records[rec];
        def.spelling = Some(format!("{} vcc_{}_{}", keyword, tag.unwrap_or("local"), rec.as_u32()));
        def.local = true;
        Ok(())
    }

    fn new_record(&mut self, kind: RecordKind, spelling: Option<String>) -> midend::ir::RecordId {
        self.module.types.records.push(RecordDef {
            kind,
            spelling,
            fields: vec![],
            size: 0,
            align: 1,
            complete: false,
            const_padding: false,
            local: false,
            typeof_expr: None,
        })
    }

    /// The members of a record body, with the alignment attributes written on each.
    fn struct_members(&mut self, decls: &[Node<StructDeclaration>]) -> R<Vec<Member>> {
        let mut members = Vec::new();
        for decl in decls {
            let StructDeclaration::Field(field) = &decl.node else { continue };
            let base = self.spec_qual_type(&field.node.specifiers, field.span)?;
            let alignas = self.member_alignas(field.span);
            let align_unknown = alignas == Some(None);
            let mut spec_align = alignas.flatten();
            let mut spec_packed = false;
            for spec in &field.node.specifiers {
                if let SpecifierQualifier::Extension(exts) = &spec.node {
                    spec_align = spec_align.max(self.attributes(exts)?);
                    spec_packed |= has_packed(exts);
                }
            }
            if field.node.declarators.is_empty() {
                // An anonymous struct or union member (a tagged one declares only the tag).
                let anonymous = match self.module.types.record_of(base) {
                    Some(rec) => self.module.types.records[rec].spelling.is_none(),
                    None => false,
                };
                if anonymous {
                    let span = field.span;
                    members.push(Member {
                        name: None,
                        ty: base,
                        width: None,
                        span,
                        align: spec_align,
                        align_unknown,
                        packed: spec_packed,
                    });
                }
                continue;
            }
            for sd in &field.node.declarators {
                let (name, ty, decl_align, decl_packed) = match &sd.node.declarator {
                    Some(d) => {
                        let declared = self.declarator(base, d)?;
                        (declared.name.map(|n| n.0), declared.ty, declared.align, has_packed(&d.node.extensions))
                    }
                    // lang-c drops the attributes of an unnamed bit-field (it has no declarator
                    // to hang them on): they are the text after the width.
                    None => {
                        let after_width = sd.node.bit_width.as_ref().map_or(sd.span.end, |w| w.span.end);
                        let attrs = self.source.get(after_width..sd.span.end).unwrap_or("");
                        (None, base, None, attrs.contains("__attribute__") && attrs.contains("packed"))
                    }
                };
                let width = match &sd.node.bit_width {
                    Some(w) => {
                        let width = self.const_u64(w)?;
                        let bits = self.module.types.size_of(ty).unwrap_or(0) * 8;
                        if !self.module.types.is_integer(ty) || width > bits {
                            return error(w.span, "invalid bit-field width or type", "here");
                        }
                        Some(width as u32)
                    }
                    None => None,
                };
                let (align, packed) = (spec_align.max(decl_align), spec_packed || decl_packed);
                members.push(Member { name, ty, width, span: sd.span, align, align_unknown, packed });
            }
        }
        Ok(members)
    }

    /// SysV x86-64 record layout, as gcc does it: a bit-field never straddles a boundary of its
    /// declared type's alignment; unnamed bit-fields do not raise the record's alignment. A
    /// member's alignment is its type's, 1 when packed, raised by its own `aligned(N)`, capped
    /// by `#pragma pack(N)` (gcc caps aligned members too).
    ///
    /// Bit-fields of a packed record, packed bit-fields and bit-fields under `#pragma pack` go at
    /// the next free bit, straddling whatever they straddle (gcc's `place_field` skips its
    /// straddle rule for them); a named one raises the record's alignment to its type's capped
    /// by the pack (1 when packed). Such a field is recorded at the byte of its first bit, so
    /// its bits may run past its type's size (`Bitfield::bytes`). A zero-width bit-field still
    /// moves the next member to its type's alignment, packed or not. Measured against gcc by
    /// `frontend/tests/lower_types.rs` (`packed_bit_fields_match_the_host_gcc`).
    fn layout(&mut self, kind: RecordKind, members: &[Member], packing: Packing) -> R<(Vec<Field>, u64, u64)> {
        let mut fields = Vec::new();
        let mut bit_pos: u64 = 0;
        let mut max_end_bits: u64 = 0;
        let mut align: u64 = 1;
        for (idx, Member { name, ty, width, span, align: user_align, packed, .. }) in members.iter().enumerate() {
            let types = &self.module.types;
            let is_last = idx + 1 == members.len();
            let size = match (types.size_of(*ty), types.kind(*ty)) {
                (Some(s), _) => s,
                (None, TypeKind::Array(_, None)) if is_last && kind == RecordKind::Struct => 0,
                _ => return unsupported(*span, "has a member of a type vcc sees as incomplete"),
            };
            let natural = types.align_of(*ty).unwrap_or(1);
            let mut member_align = if packing.packed || *packed { 1 } else { natural };
            member_align = member_align.max(user_align.unwrap_or(1));
            member_align = member_align.min(packing.max_align.unwrap_or(u64::MAX)).max(1);
            let bit_packed = packing.packed || *packed || packing.max_align.is_some();
            if width.is_some() {
                member_align = natural;
            }
            let start = if kind == RecordKind::Union { 0 } else { bit_pos };
            match width {
                None => {
                    let offset_bits = round_up(start, member_align * 8);
                    fields.push(Field { name: name.clone(), ty: *ty, offset: offset_bits / 8, bitfield: None });
                    bit_pos = offset_bits + size * 8;
                    align = align.max(member_align);
                }
                Some(0) => {
                    bit_pos = round_up(start, member_align * 8);
                }
                Some(w) if bit_packed => {
                    let w = *w as u64;
                    let bitfield = Bitfield { width: w as u32, bit_offset: (start % 8) as u32 };
                    fields.push(Field { name: name.clone(), ty: *ty, offset: start / 8, bitfield: Some(bitfield) });
                    bit_pos = start + w;
                    if name.is_some() {
                        let packed_align = if packing.packed || *packed { 1 } else { natural };
                        align = align.max(packed_align.min(packing.max_align.unwrap_or(u64::MAX)));
                    }
                }
                Some(w) => {
                    let unit_bits = size * 8;
                    let w = *w as u64;
                    let mut pos = start;
                    if (pos % unit_bits) + w > unit_bits {
                        pos = round_up(pos, unit_bits);
                    }
                    let unit_start = pos / unit_bits * size;
                    let bitfield = Bitfield { width: w as u32, bit_offset: (pos - unit_start * 8) as u32 };
                    fields.push(Field { name: name.clone(), ty: *ty, offset: unit_start, bitfield: Some(bitfield) });
                    bit_pos = pos + w;
                    if name.is_some() {
                        align = align.max(member_align);
                    }
                }
            }
            max_end_bits = max_end_bits.max(bit_pos);
        }
        let size = round_up(max_end_bits.div_ceil(8), align);
        Ok((fields, size, align))
    }

    /// The attributes written between the keyword at `offset` and the tag (`head_attributes`).
    fn head_attributes(&self, offset: usize) -> crate::head_attributes::HeadAttributes {
        let idx = self.head_attributes.partition_point(|(at, _)| *at < offset);
        self.head_attributes.get(idx).filter(|(at, _)| *at == offset).map(|(_, attrs)| *attrs).unwrap_or_default()
    }

    /// The type written at `offset` that `parse` replaced by `void`, if one was.
    fn opaque_type_at(&self, offset: usize) -> Option<&str> {
        let idx = self.opaque_types.binary_search_by_key(&offset, |(at, _)| *at).ok()?;
        Some(&self.opaque_types[idx].1)
    }

    /// `_Alignas(N)` written on the member declared at `span`: lang-c cannot parse it there,
    /// so `parse` blanked it and kept its value (None: not a number) by offset.
    fn member_alignas(&self, span: Span) -> Option<Option<u64>> {
        let idx = self.member_alignas.partition_point(|(offset, _)| *offset < span.start);
        // The blanked text ends right before the member's first token (whitespace between).
        let (offset, align) = *idx.checked_sub(1).and_then(|idx| self.member_alignas.get(idx))?;
        self.source[offset..span.start].trim().is_empty().then_some(align)
    }

    // enum E { A, B = 3 }, enum E
    fn enum_type(&mut self, et: &Node<EnumType>) -> R<TypeId> {
        let tag = et.node.identifier.as_ref().map(|id| id.node.name.clone());
        if et.node.enumerators.is_empty() {
            if let Some(name) = &tag {
                if let Some(Tag::Enum(ty)) = self.lookup_tag(name) {
                    return Ok(ty);
                }
            }
            return Ok(self.module.types.int(IntKind::UInt));
        }
        let mut next: i64 = 0;
        let mut any_negative = false;
        let (mut min_value, mut max_value) = (0i64, 0i64);
        for en in &et.node.enumerators {
            let value = match &en.node.expression {
                Some(e) => match self.const_eval(e)? {
                    // The bits are sign- or zero-extended already, as the type says.
                    Some(crate::lower::CVal::Int(bits, _)) => bits as i64,
                    _ => return error(e.span, "enumerator value is not an integer constant", "not constant"),
                },
                None => next,
            };
            any_negative |= value < 0;
            min_value = min_value.min(value);
            max_value = max_value.max(value);
            self.declare(&en.node.identifier.node.name, Symbol::EnumConst(value));
            next = value.wrapping_add(1);
        }
        // gcc gives an enum without negative values the type `unsigned int`, and a wider
        // type to one whose values do not fit 32 bits.
        let kind = match (any_negative, i32::try_from(min_value).is_ok() && i32::try_from(max_value).is_ok()) {
            (true, true) => IntKind::Int,
            (true, false) => IntKind::Long,
            (false, _) if u32::try_from(max_value).is_ok() => IntKind::UInt,
            (false, _) => IntKind::ULong,
        };
        let ty = self.module.types.int(kind);
        if let Some(name) = tag {
            self.scopes.last_mut().unwrap().tags.insert(name, Tag::Enum(ty));
        }
        Ok(ty)
    }

    /// An integer constant expression that must be non-negative (alignments, bit widths).
    pub(crate) fn const_u64(&mut self, e: &Node<Expression>) -> R<u64> {
        match self.const_eval(e)? {
            Some(crate::lower::CVal::Int(bits, ty)) => {
                if self.module.types.is_signed(ty) && (bits as i64) < 0 {
                    return error(e.span, "expected a non-negative constant", "negative");
                }
                Ok(bits)
            }
            _ => error(e.span, "expected an integer constant expression", "not constant"),
        }
    }
}

/// Whether an `__attribute__((packed))` is among `exts`.
fn has_packed(exts: &[Node<Extension>]) -> bool {
    exts.iter().any(|e| matches!(&e.node, Extension::Attribute(a) if a.name.node.trim_matches('_') == "packed"))
}

/// Why vcc cannot know a record's layout: bit-fields with alignment attributes (gcc aligns
/// those by rules of its own).
fn unknown_layout(members: &[Member]) -> Option<&'static str> {
    if members.iter().any(|m| m.align_unknown) {
        return Some("uses a struct member with an `_Alignas` vcc does not evaluate");
    }
    let mut aligned_bitfields = members.iter().filter(|m| m.width.is_some() && m.align.is_some());
    aligned_bitfields.next().map(|_| "uses a struct with an aligned bit-field")
}

impl From<crate::lower::LowerError> for Fail {
    fn from(e: crate::lower::LowerError) -> Fail {
        Fail::Error(e)
    }
}
