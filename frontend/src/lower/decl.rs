//! Declarations: file-scope objects and functions, function definitions (the entry point of
//! body lowering), and block-scope declarations (stack slots, static locals, local externs).
//!
//! Functions defined in system headers are only declared: the output never regenerates them.
//! Those of the user's own headers (`static inline` helpers, a single-header library's
//! implementation) are lowered when the output may be written preprocessed
//! (`Lowerer::header_functions`); their `pp_splice` ranges place them in that text.

use super::{error, unsupported, Fail, FnState, Lowerer, ParamClass, Place, Symbol, R};
use crate::types::{DeclSpecs, Declared};
use lang_c::ast::*;
use lang_c::span::{Node, Span};
use midend::ir::*;
use midend::remarks::RemarkKind;

impl Lowerer<'_> {
    pub(crate) fn external_declaration(&mut self, ext: &Node<ExternalDeclaration>) {
        let res = match &ext.node {
            ExternalDeclaration::Declaration(d) => self.global_declaration(d),
            ExternalDeclaration::FunctionDefinition(fd) => self.function_definition(fd),
            ExternalDeclaration::StaticAssert(sa) => self.static_assert(sa),
        };
        if let Err(fail) = res {
            match fail {
                Fail::Error(e) if self.is_main_file(ext.span) => self.errors.push(e),
                // Headers are the system's business: what vcc cannot read there is left alone.
                Fail::Error(_) => self.poison_declaration(ext, "uses a header declaration vcc cannot read".into()),
                Fail::Unsupported { reason, .. } => self.poison_declaration(ext, reason),
            }
        }
    }

    /// Names declared by a declaration vcc cannot lower: using them makes a function unsupported.
    fn poison_declaration(&mut self, ext: &Node<ExternalDeclaration>, reason: String) {
        let names: Vec<String> = match &ext.node {
            ExternalDeclaration::Declaration(d) => {
                d.node.declarators.iter().filter_map(|i| declarator_name(&i.node.declarator)).collect()
            }
            ExternalDeclaration::FunctionDefinition(fd) => declarator_name(&fd.node.declarator).into_iter().collect(),
            ExternalDeclaration::StaticAssert(_) => Vec::new(),
        };
        for name in names {
            self.scopes[0].names.entry(name).or_insert_with(|| Symbol::Poison(reason.clone()));
        }
    }

    fn global_declaration(&mut self, d: &Node<Declaration>) -> R<()> {
        let specs = self.decl_specs(&d.node.specifiers, d.span)?;
        for init_decl in &d.node.declarators {
            let declared = self.declarator(specs.ty, &init_decl.node.declarator)?;
            let Some((name, name_span)) = declared.name.clone() else { continue };
            if matches!(specs.storage, Some(StorageClassSpecifier::Typedef)) {
                self.typedef(&name, declared.ty);
                continue;
            }
            if self.module.types.func_type(declared.ty).is_some() {
                self.check_function_redeclaration(&name, declared.ty, name_span, false)?;
                let linkage = self.linkage_of(&specs.storage);
                let id = self.declare_function(&name, declared.ty, linkage, name_span);
                let params = self.param_classes(&declared);
                let anns = self.annotations.for_function(d.span.start, &name, &params);
                // Annotations belong to the body when the function has one in this file.
                match &mut self.module.funcs[id].body {
                    Some(body) => body.vec_annotations.extend(anns),
                    None => self.module.funcs[id].vec_annotations.extend(anns),
                }
                continue;
            }
            let init = init_decl.node.initializer.as_ref();
            let global = self.global_object(&name, name_span, declared.ty, &specs.storage, init)?;
            if specs.thread_local.is_some() {
                // Each thread's own object: no redeclaration may raise its alignment (emit's
                // align.rs would write one without `_Thread_local`, which cc rejects).
                self.module.globals[global].tentative = false;
                self.module.globals[global].thread_local = true;
            }
        }
        Ok(())
    }

    fn typedef(&mut self, name: &str, ty: TypeId) {
        // `typedef struct { ... } T;` names the anonymous struct `T`.
        if let Some(rec) = self.module.types.record_of(ty) {
            let def = &mut self.module.types.records[rec];
            if def.spelling.is_none() {
                def.spelling = Some(name.to_string());
            }
        }
        self.declare(name, Symbol::Typedef(ty));
    }

    fn linkage_of(&self, storage: &Option<StorageClassSpecifier>) -> Linkage {
        match storage {
            Some(StorageClassSpecifier::Static) => Linkage::Internal,
            _ => Linkage::External,
        }
    }

    // int g; extern int g; static int g = 3; int a[] = {1, 2};
    fn global_object(
        &mut self,
        name: &str,
        span: Span,
        ty: TypeId,
        storage: &Option<StorageClassSpecifier>,
        init: Option<&Node<Initializer>>,
    ) -> R<GlobalId> {
        let in_main = self.is_main_file(span);
        let mut ty = ty;
        if let Some(init) = init {
            ty = self.complete_array_type(ty, init)?;
        }
        self.check_object_redeclaration(name, ty, span, init.is_some())?;
        let existing = match self.scopes[0].names.get(name) {
            Some(Symbol::Object { place: Place::Global(g), .. }) => Some(*g),
            _ => None,
        };
        let global = match existing {
            Some(g) => {
                // A later declaration may complete the type (`extern int a[]; int a[10];`), or
                // give a function pointer its prototype (`int (*h)(); int (*h)(int);`).
                let old = self.module.globals[g].ty;
                if self.module.types.size_of(old).is_none()
                    || super::redecl::adds_prototype(&self.module.types, old, ty)
                {
                    self.module.globals[g].ty = ty;
                }
                g
            }
            None => {
                let linkage = self.linkage_of(storage);
                let loc = self.loc_of(span);
                self.module.globals.push(GlobalData {
                    name: name.to_string(),
                    ty,
                    linkage,
                    init: None,
                    tentative: false,
                    thread_local: false,
                    loc,
                })
            }
        };
        let ty = self.module.globals[global].ty;
        self.scopes[0].names.insert(name.to_string(), Symbol::Object { place: Place::Global(global), ty });
        if !in_main {
            // A header's `static` array without an initializer (`static float buf[N];` in a
            // header or an included .c file) is this file's own object too: a later
            // declaration may raise its alignment as in the main file. A later declaration
            // never makes it so, an initializer undoes it.
            let is_static = matches!(storage, Some(StorageClassSpecifier::Static));
            let data = &mut self.module.globals[global];
            data.tentative = is_static && init.is_none() && (existing.is_none() || data.tentative);
            return Ok(global);
        }
        let is_extern = matches!(storage, Some(StorageClassSpecifier::Extern));
        match init {
            Some(init) => {
                let value = self.static_init(ty, init)?;
                self.module.globals[global].init = Some(value);
                self.module.globals[global].tentative = false;
            }
            None if !is_extern && self.module.globals[global].init.is_none() => {
                // A tentative definition: zero, unless defined later.
                self.module.globals[global].init = Some(Init::Zero);
                self.module.globals[global].tentative = true;
            }
            None => {}
        }
        Ok(global)
    }

    /// Finds or creates the function `name` (one `FuncDecl` per name), keeping the
    /// prototyped type when one declaration has a prototype and another does not.
    pub(crate) fn declare_function(&mut self, name: &str, ty: TypeId, linkage: Linkage, span: Span) -> FuncId {
        let existing = match self.scopes[0].names.get(name) {
            Some(Symbol::Func(f)) => Some(*f),
            _ => None,
        };
        let id = match existing {
            Some(f) => {
                let has_proto = self.module.types.func_type(ty).map(|t| t.has_prototype).unwrap_or(false);
                let old = self.module.funcs[f].ty;
                let old_proto = self.module.types.func_type(old).map(|t| t.has_prototype).unwrap_or(false);
                if has_proto && !old_proto {
                    self.module.funcs[f].ty = ty;
                }
                if linkage == Linkage::Internal {
                    self.module.funcs[f].linkage = Linkage::Internal;
                }
                f
            }
            None => {
                let loc = self.loc_of(span);
                let id = self.module.funcs.push(FuncDecl {
                    name: name.to_string(),
                    ty,
                    linkage,
                    body: None,
                    unsupported: None,
                    splice: None,
                    pp_splice: None,
                    end_loc: Default::default(),
                    vec_annotations: Vec::new(),
                    loc,
                    transformed: false,
                    asm: None,
                });
                self.scopes[0].names.insert(name.to_string(), Symbol::Func(id));
                id
            }
        };
        self.declare(name, Symbol::Func(id));
        id
    }

    fn param_classes(&self, declared: &Declared) -> Vec<(Option<String>, ParamClass)> {
        let Some(ft) = self.module.types.func_type(declared.ty) else { return vec![] };
        let types = &self.module.types;
        ft.params
            .iter()
            .enumerate()
            .map(|(i, &ty)| {
                let name = declared.param_names.get(i).cloned().flatten().map(|n| n.0);
                let class = if types.is_integer(ty) {
                    ParamClass::Integer
                } else if types.is_pointer(ty) {
                    ParamClass::Pointer
                } else if types.is_float(ty) {
                    ParamClass::Float
                } else {
                    ParamClass::Other
                };
                (name, class)
            })
            .collect()
    }

    fn function_definition(&mut self, fd: &Node<FunctionDefinition>) -> R<()> {
        let (specs, declared) = match self.function_head(fd) {
            Ok(head) => head,
            // A return or parameter type vcc cannot represent (a GNU vector type, AArch64's
            // `uint8x16_t`): the function is kept as written, and says so; its name is
            // poisoned for the functions that call it (`external_declaration`).
            Err(Fail::Unsupported { offset, reason }) => {
                if let Some(name) = declarator_name(&fd.node.declarator).filter(|_| self.lowers_function_at(fd.span)) {
                    let msg = format!("function `{}` kept as written: {}", name, reason);
                    self.remarks.push(self.map.locate(offset), RemarkKind::Missed, "frontend", msg);
                }
                return Err(Fail::Unsupported { offset, reason });
            }
            Err(e) => return Err(e),
        };
        let Some((name, name_span)) = declared.name.clone() else {
            return error(fd.span, "function definition without a name", "here");
        };
        if self.module.types.func_type(declared.ty).is_none() {
            return unsupported(name_span, format!("defines `{}` in a way vcc cannot read", name));
        }
        self.check_function_redeclaration(&name, declared.ty, name_span, true)?;
        let linkage = self.linkage_of(&specs.storage);
        let id = self.declare_function(&name, declared.ty, linkage, name_span);
        // The definition's type wins (its parameter names are the ones in the body).
        self.module.funcs[id].ty = declared.ty;
        self.module.funcs[id].loc = self.loc_of(name_span);
        if !self.lowers_function_at(fd.span) {
            return Ok(());
        }
        let params = self.param_classes(&declared);
        let anns = self.annotations.for_function(fd.span.start, &name, &params);
        self.module.funcs[id].splice = self.splice_range(fd);
        self.module.funcs[id].pp_splice = Some(SpliceRange {
            definition: fd.span.start..fd.span.end,
            body: fd.node.statement.span.start..fd.node.statement.span.end,
        });
        self.module.funcs[id].end_loc = self.map.locate(fd.span.end.saturating_sub(1));
        let depth = self.scopes.len();
        let res = if fd.node.declarations.is_empty() {
            self.function_body(id, &declared, fd)
        } else {
            unsupported(fd.node.declarations[0].span, "uses an old-style (K&R) definition")
        };
        self.scopes.truncate(depth);
        self.in_body = false;
        let scratch = FnState::new(Function::new("<file scope>"), self.module.types.void());
        let state = std::mem::replace(&mut self.fs, scratch);
        match res {
            Ok(()) => {
                let mut func = state.func;
                // Annotations on earlier prototypes, then the definition's own.
                func.vec_annotations = std::mem::take(&mut self.module.funcs[id].vec_annotations);
                func.vec_annotations.extend(anns);
                self.module.funcs[id].body = Some(func);
                Ok(())
            }
            Err(Fail::Unsupported { offset, reason }) => {
                let loc = self.map.locate(offset);
                self.module.funcs[id].unsupported = Some(Unsupported { reason: reason.clone(), loc });
                self.module.funcs[id].vec_annotations.extend(anns);
                let msg = format!("function `{}` kept as written: {}", name, reason);
                self.remarks.push(loc, RemarkKind::Missed, "frontend", msg);
                self.skipped.push(fd.span.start..fd.span.end);
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    /// A function definition's declaration specifiers and declarator, read.
    fn function_head(&mut self, fd: &Node<FunctionDefinition>) -> R<(DeclSpecs, Declared)> {
        let specs = self.decl_specs(&fd.node.specifiers, fd.span)?;
        let declared = self.declarator(specs.ty, &fd.node.declarator)?;
        Ok((specs, declared))
    }

    /// Where the definition and its body are in the original main file, if exactly known.
    fn splice_range(&self, fd: &Node<FunctionDefinition>) -> Option<SpliceRange> {
        let start = fd.span.start;
        let open = fd.node.statement.span.start;
        let close = fd.node.statement.span.end.checked_sub(1)?;
        let start_orig = self.map.declaration_start(start, self.token_at(start))?;
        let open_orig = self.map.main_file_offset(open, "{")?;
        let close_orig = self.map.main_file_offset(close, "}")?;
        if !(start_orig <= open_orig && open_orig < close_orig) {
            return None;
        }
        Some(SpliceRange { definition: start_orig..close_orig + 1, body: open_orig..close_orig + 1 })
    }

    fn function_body(&mut self, id: FuncId, declared: &Declared, fd: &Node<FunctionDefinition>) -> R<()> {
        let fn_ty = declared.ty;
        let ft = self.module.types.func_type(fn_ty).unwrap().clone();
        let name = self.module.funcs[id].name.clone();
        let mut func = Function::new(name.clone());
        func.ty = Some(fn_ty);
        func.loc = self.module.funcs[id].loc;
        self.fs = FnState::new(func, ft.ret);
        self.fs.id = Some(id);
        self.fs.loc = self.loc_of(fd.span);
        self.in_body = true;
        if self.module.types.record_of(ft.ret).is_some_and(|r| !self.module.types.records[r].complete) {
            return unsupported(fd.node.declarator.span, "returns a type vcc sees as incomplete");
        }
        self.push_scope();
        let entry = self.new_block();
        self.start_block(entry);
        for (idx, &pty) in ft.params.iter().enumerate() {
            // A `restrict` parameter's value keeps the qualifier: the dependence analysis
            // relies on it (the function type, as C says, does not carry it).
            let value_ty = if declared.param_restrict.get(idx).copied().unwrap_or(false) {
                self.module.types.qualified(pty, Quals::RESTRICT)
            } else {
                pty
            };
            let v = self.fs.func.dfg.append_block_param(entry, value_ty);
            let Some((pname, pspan)) = declared.param_names.get(idx).cloned().flatten() else { continue };
            self.fs.func.value_names[v] = Some(pname.clone());
            let slot_ty = self.strip_const(pty);
            let slot = self.fs.func.slots.push(StackSlotData { ty: slot_ty, name: Some(pname.clone()), align: None });
            self.fs.loc = self.loc_of(pspan);
            let addr_ty = self.module.types.ptr_to(slot_ty);
            let addr = self.val(InstData::SlotAddr(slot), addr_ty);
            self.ins(InstData::Store { addr, value: v, volatile: false }, None);
            self.declare(&pname, Symbol::Object { place: Place::Slot(slot), ty: pty });
        }
        let Statement::Compound(items) = &fd.node.statement.node else {
            return error(fd.node.statement.span, "function body is not a block", "here");
        };
        self.push_scope();
        self.block_items(items)?;
        self.pop_scope();
        if self.fs.cur.is_some() {
            self.fs.loc = self.loc_of(Span::span(fd.span.end.saturating_sub(1), fd.span.end));
            let value = if self.module.types.is_void(ft.ret) {
                None
            } else if name == "main" {
                let ret = ft.ret;
                Some(self.const_int(0, ret))
            } else {
                Some(self.val(InstData::Const(Const::Undef), ft.ret))
            };
            self.terminate(InstData::Return(value));
        }
        let mut undefined: Vec<(String, Span)> =
            self.fs.labels.iter().filter(|(_, l)| !l.defined).map(|(n, l)| (n.clone(), l.first_use)).collect();
        undefined.sort_by_key(|(_, s)| s.start);
        if let Some((label, span)) = undefined.into_iter().next() {
            return error(span, format!("label `{}` used but not defined", label), "no such label");
        }
        self.place_stray_blocks();
        Ok(())
    }

    /// Blocks jumped to but never started (only possible after errors elsewhere) get an
    /// `unreachable` so that the function stays well-formed.
    fn place_stray_blocks(&mut self) {
        let func = &self.fs.func;
        let mut stray = Vec::new();
        for &b in func.layout.blocks() {
            for inst in func.layout.block_insts(b) {
                for dest in func.dfg.insts[*inst].branch_targets() {
                    if !self.fs.in_layout.contains(&dest.block) && !stray.contains(&dest.block) {
                        stray.push(dest.block);
                    }
                }
            }
        }
        for b in stray {
            self.append_to_layout(b);
            let loc = self.fs.loc;
            self.fs.func.append(b, InstData::Unreachable, None, loc);
        }
    }

    /// A declaration inside a function body.
    pub(crate) fn local_declaration(&mut self, d: &Node<Declaration>) -> R<()> {
        let specs = self.decl_specs(&d.node.specifiers, d.span)?;
        // C11 6.7.1p3: inside a function, `_Thread_local` goes with `static` or `extern`.
        if let (
            Some(span),
            None | Some(StorageClassSpecifier::Typedef | StorageClassSpecifier::Auto | StorageClassSpecifier::Register),
        ) = (specs.thread_local, &specs.storage)
        {
            return unsupported(
                span,
                "declares a `_Thread_local` variable inside the function without `static` or `extern`",
            );
        }
        for init_decl in &d.node.declarators {
            self.fs.loc = self.loc_of(init_decl.span);
            let declared = self.declarator(specs.ty, &init_decl.node.declarator)?;
            let Some((name, name_span)) = declared.name.clone() else { continue };
            let init = init_decl.node.initializer.as_ref();
            // `register long r asm("r10")`: the output could not say which register (the
            // `asm` operands that use such variables depend on it).
            let asm_label =
                init_decl.node.declarator.node.extensions.iter().any(|e| matches!(e.node, Extension::AsmLabel(_)));
            if asm_label && self.module.types.func_type(declared.ty).is_none() {
                return unsupported(init_decl.span, "declares a variable in a given register (`asm(\"reg\")`)");
            }
            match specs.storage {
                Some(StorageClassSpecifier::Typedef) => {
                    self.declare(&name, Symbol::Typedef(declared.ty));
                    continue;
                }
                _ if self.module.types.func_type(declared.ty).is_some() => {
                    let f = self.declare_function(&name, declared.ty, Linkage::External, name_span);
                    if !self.fs.func.block_functions.contains(&f) {
                        self.fs.func.block_functions.push(f);
                    }
                    continue;
                }
                Some(StorageClassSpecifier::Extern) => {
                    let sym = match self.scopes[0].names.get(&name) {
                        Some(sym @ Symbol::Object { .. }) => sym.clone(),
                        _ => {
                            let loc = self.loc_of(name_span);
                            let g = self.module.globals.push(GlobalData {
                                name: name.clone(),
                                ty: declared.ty,
                                linkage: Linkage::External,
                                init: None,
                                tentative: false,
                                thread_local: specs.thread_local.is_some(),
                                loc,
                            });
                            let sym = Symbol::Object { place: Place::Global(g), ty: declared.ty };
                            // A later file-scope definition is the same object.
                            self.scopes[0].names.insert(name.clone(), sym.clone());
                            sym
                        }
                    };
                    if let Symbol::Object { place: Place::Global(g), .. } = sym {
                        if !self.fs.func.block_externs.contains(&g) {
                            self.fs.func.block_externs.push(g);
                        }
                    }
                    self.declare(&name, sym);
                    continue;
                }
                Some(StorageClassSpecifier::Static) => {
                    let g = self.static_local(&name, name_span, declared.ty, init)?;
                    // Each thread's own; emit's `static_decls` writes the qualifier.
                    self.module.globals[g].thread_local = specs.thread_local.is_some();
                    continue;
                }
                _ => {}
            }
            let ty = match init {
                Some(init) => self.complete_array_type(declared.ty, init)?,
                None => declared.ty,
            };
            if self.module.types.size_of(ty).is_none() {
                return unsupported(name_span, format!("declares `{}` of a type vcc sees as incomplete", name));
            }
            let slot_ty = self.strip_const(ty);
            let align = specs.align.or(declared.align);
            let slot = self.fs.func.slots.push(StackSlotData { ty: slot_ty, name: Some(name.clone()), align });
            // Each iteration of the loop whose body declares an array has its own.
            if let (Some(&header), TypeKind::Array(..)) = (self.fs.loop_headers.last(), self.module.types.kind(slot_ty))
            {
                self.fs.func.private_arrays[header].push(slot);
            }
            // The name is in scope from the end of its declarator, initializer included.
            self.declare(&name, Symbol::Object { place: Place::Slot(slot), ty });
            if let Some(init) = init {
                let addr_ty = self.module.types.ptr_to(slot_ty);
                let addr = self.val(InstData::SlotAddr(slot), addr_ty);
                self.init_local(addr, slot_ty, init)?;
            }
        }
        Ok(())
    }

    // static int counter = 0; (inside a function)
    fn static_local(&mut self, name: &str, span: Span, ty: TypeId, init: Option<&Node<Initializer>>) -> R<GlobalId> {
        let ty = match init {
            Some(init) => self.complete_array_type(ty, init)?,
            None => ty,
        };
        let func = self.fs.id.expect("static locals only inside functions");
        let loc = self.loc_of(span);
        let g = self.module.globals.push(GlobalData {
            name: name.to_string(),
            ty,
            linkage: Linkage::Local(func),
            init: Some(Init::Zero),
            tentative: false,
            thread_local: false,
            loc,
        });
        self.declare(name, Symbol::Object { place: Place::Global(g), ty });
        if let Some(init) = init {
            let value = self.static_init(ty, init)?;
            self.module.globals[g].init = Some(value);
        }
        Ok(g)
    }
}

/// The name a declarator declares, without resolving types.
fn declarator_name(d: &Node<Declarator>) -> Option<String> {
    match &d.node.kind.node {
        DeclaratorKind::Identifier(id) => Some(id.node.name.clone()),
        DeclaratorKind::Declarator(inner) => declarator_name(inner),
        DeclaratorKind::Abstract => None,
    }
}
