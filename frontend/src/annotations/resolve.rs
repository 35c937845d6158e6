//! Checking found annotations against what the lowering knows: the function's parameters.
//! Each error names the function and the parameter, with a caret at the clause item.

use super::*;

/// Checks a function annotation against the function's parameters (name and kind, in order;
/// unnamed parameters cannot be named by a clause).
pub fn resolve_func_annotation(
    found: &FoundFuncAnnotation,
    func_name: &str,
    params: &[(Option<String>, ParamKind)],
    files: &mut Files,
    linemap: &LineMap,
) -> Result<VecFunctionAnnotation, Vec<Diagnostic>> {
    let mut checker = Checker { func_name, params, errors: Vec::new(), seen: BTreeMap::new() };
    let mut res = VecFunctionAnnotation {
        syntax: found.syntax,
        shapes: Vec::new(),
        aligned: Vec::new(),
        mask: MaskVariants::Both,
        simdlen: None,
        loc: linemap.locate(found.range.start),
    };
    let mut mask_clause: Option<&FuncClause> = None;
    for clause in &found.clauses {
        checker.clause(clause, &mut res);
        if matches!(clause.kind, FuncClauseKind::Mask | FuncClauseKind::NoMask) {
            checker.mask(clause, mask_clause, &mut res);
            mask_clause = Some(clause);
        }
    }
    checker.check_linear_steps(found, &res);
    if checker.errors.is_empty() {
        return Ok(res);
    }
    Err(checker
        .errors
        .into_iter()
        .map(|(range, message, label)| error_at(files, linemap, range, message, label))
        .collect())
}

/// Checks a loop pragma's clauses and gives the IR form. Whether the named variables exist is
/// for the lowering to check.
pub fn resolve_loop_pragma(
    found: &FoundLoopPragma,
    files: &mut Files,
    linemap: &LineMap,
) -> Result<LoopPragma, Vec<Diagnostic>> {
    let mut res = LoopPragma {
        syntax: found.syntax,
        reductions: Vec::new(),
        private: Vec::new(),
        simdlen: None,
        safelen: None,
        loc: linemap.locate(found.range.start),
    };
    let mut errors: Vec<(Range<usize>, String, String)> = Vec::new();
    let mut seen: BTreeMap<String, &'static str> = BTreeMap::new();
    let mut note_var = |name: &ClauseName, role: &'static str, errors: &mut Vec<_>| {
        if let Some(before) = seen.insert(name.name.clone(), role) {
            errors.push((
                name.range.clone(),
                format!("`{}` is listed twice in the pragma", name.name),
                format!("already {}", before),
            ))
        }
    };
    for clause in &found.clauses {
        match &clause.kind {
            LoopClauseKind::Reduction(op, names) => {
                names.iter().for_each(|name| note_var(name, "a reduction variable", &mut errors));
                res.reductions.push((*op, names.iter().map(|name| name.name.clone()).collect()));
            }
            LoopClauseKind::Private(names) => {
                names.iter().for_each(|name| note_var(name, "private", &mut errors));
                res.private.extend(names.iter().map(|name| name.name.clone()));
            }
            LoopClauseKind::Simdlen(n) | LoopClauseKind::Safelen(n) => {
                let (slot, keyword) = if matches!(clause.kind, LoopClauseKind::Simdlen(_)) {
                    (&mut res.simdlen, "simdlen")
                } else {
                    (&mut res.safelen, "safelen")
                };
                if slot.replace(*n).is_some() {
                    errors.push((clause.range.clone(), format!("`{}` is given twice", keyword), "second one".into()));
                }
            }
            LoopClauseKind::Ignored(_) => {}
        }
    }
    if let (Some(simdlen), Some(safelen)) = (res.simdlen, res.safelen) {
        if simdlen > safelen {
            let range = found
                .clauses
                .iter()
                .find(|c| matches!(c.kind, LoopClauseKind::Simdlen(_)))
                .map_or(found.range.clone(), |c| c.range.clone());
            errors.push((
                range,
                format!("`simdlen({})` exceeds `safelen({})`", simdlen, safelen),
                "too many lanes".into(),
            ));
        }
    }
    if errors.is_empty() {
        return Ok(res);
    }
    Err(errors.into_iter().map(|(range, message, label)| error_at(files, linemap, range, message, label)).collect())
}

/// The diagnostic for a loop pragma whose next statement is not `for`, `while` or `do`.
pub fn pragma_not_followed_by_loop(found: &FoundLoopPragma, files: &mut Files, linemap: &LineMap) -> Diagnostic {
    error_at(
        files,
        linemap,
        found.range.clone(),
        "pragma not followed by a loop".into(),
        "expected `for`, `while` or `do` next".into(),
    )
}

/// The diagnostic for an annotation that is not followed by a function declaration.
pub fn annotation_not_followed_by_function(
    found: &FoundFuncAnnotation,
    files: &mut Files,
    linemap: &LineMap,
) -> Diagnostic {
    let message = "annotation not followed by a function declaration".to_string();
    error_at(files, linemap, found.range.clone(), message, "expected a function declaration or definition next".into())
}

struct Checker<'a> {
    func_name: &'a str,
    params: &'a [(Option<String>, ParamKind)],
    errors: Vec<(Range<usize>, String, String)>,
    /// Parameter index → the clause keyword that gave it a shape (uniform/linear), or "aligned".
    seen: BTreeMap<(u32, bool), String>,
}

impl Checker<'_> {
    fn param(&mut self, keyword: &str, name: &ClauseName) -> Option<(u32, ParamKind)> {
        let found = self.params.iter().position(|(param, _)| param.as_deref() == Some(name.name.as_str()));
        match found {
            Some(idx) => Some((idx as u32, self.params[idx].1)),
            None => {
                let message = format!("`{}` names no parameter of `{}`", keyword, self.func_name);
                self.errors.push((name.range.clone(), message, format!("no parameter `{}`", name.name)));
                None
            }
        }
    }

    /// Records that `idx` got a shape (`is_shape`) or an alignment from `keyword`; reports a
    /// second shape or a repeated alignment.
    fn mark(&mut self, idx: u32, is_shape: bool, keyword: &str, range: &Range<usize>, name: &str) -> bool {
        if let Some(before) = self.seen.get(&(idx, is_shape)) {
            let (message, label) = if before == keyword || !is_shape {
                (
                    format!("parameter `{}` of `{}` is listed twice", name, self.func_name),
                    format!("already in `{}`", before),
                )
            } else {
                (
                    format!("parameter `{}` of `{}` is both {} and {}", name, self.func_name, before, keyword),
                    format!("already {}", before),
                )
            };
            self.errors.push((range.clone(), message, label));
            return false;
        }
        self.seen.insert((idx, is_shape), keyword.to_string());
        true
    }

    fn clause(&mut self, clause: &FuncClause, res: &mut VecFunctionAnnotation) {
        match &clause.kind {
            FuncClauseKind::Uniform(names) => {
                for name in names {
                    if let Some((idx, _)) = self.param(&clause.keyword, name) {
                        if self.mark(idx, true, "uniform", &name.range, &name.name) {
                            res.shapes.push((idx, ParamShape::Uniform));
                        }
                    }
                }
            }
            FuncClauseKind::Linear(items) => {
                for (name, step, range) in items {
                    self.linear(name, step.as_ref(), range, res);
                }
            }
            FuncClauseKind::Aligned(names, alignment) => {
                for name in names {
                    let Some((idx, kind)) = self.param(&clause.keyword, name) else { continue };
                    if kind != ParamKind::Pointer {
                        let message = format!(
                            "`{}` parameter `{}` of `{}` is not a pointer",
                            clause.keyword, name.name, self.func_name
                        );
                        self.errors.push((name.range.clone(), message, "only pointers have an alignment".into()));
                    } else if self.mark(idx, false, &clause.keyword, &name.range, &name.name) {
                        res.aligned.push((idx, *alignment));
                    }
                }
            }
            FuncClauseKind::Simdlen(n) => {
                if res.simdlen.replace(*n).is_some() {
                    self.errors.push((
                        clause.range.clone(),
                        format!("`simdlen` is given twice for `{}`", self.func_name),
                        "second one".into(),
                    ));
                }
            }
            FuncClauseKind::Mask | FuncClauseKind::NoMask => {}
        }
    }

    fn linear(
        &mut self,
        name: &ClauseName,
        step: Option<&StepSyntax>,
        range: &Range<usize>,
        res: &mut VecFunctionAnnotation,
    ) {
        let Some((idx, kind)) = self.param("linear", name) else { return };
        if !matches!(kind, ParamKind::Integer | ParamKind::Pointer) {
            let message =
                format!("`linear` parameter `{}` of `{}` must be an integer or a pointer", name.name, self.func_name);
            self.errors.push((range.clone(), message, format!("`{}` is {}", name.name, kind_name(kind))));
            return;
        }
        let step = match step {
            None => LinearStep::Const(1),
            Some(StepSyntax::Const(value)) => LinearStep::Const(*value),
            Some(StepSyntax::Name(step_name)) => {
                let Some((step_idx, _)) = self.param("linear", step_name) else { return };
                LinearStep::Param(step_idx)
            }
        };
        if self.mark(idx, true, "linear", range, &name.name) {
            res.shapes.push((idx, ParamShape::Linear(step)));
        }
    }

    /// A step parameter must be a uniform integer; checked after all clauses, since
    /// `uniform(q)` may come after `linear(p:q)`.
    fn check_linear_steps(&mut self, found: &FoundFuncAnnotation, res: &VecFunctionAnnotation) {
        for clause in &found.clauses {
            let FuncClauseKind::Linear(items) = &clause.kind else { continue };
            for (name, step, _) in items {
                let Some(StepSyntax::Name(step_name)) = step else { continue };
                let Some(step_idx) =
                    self.params.iter().position(|(param, _)| param.as_deref() == Some(step_name.name.as_str()))
                else {
                    continue;
                };
                let is_uniform =
                    res.shapes.iter().any(|(idx, shape)| *idx == step_idx as u32 && *shape == ParamShape::Uniform);
                let kind = self.params[step_idx].1;
                if kind != ParamKind::Integer || !is_uniform {
                    let message = format!(
                        "linear step `{}` of `{}` in `{}` must be an integer constant or a uniform integer parameter",
                        step_name.name, name.name, self.func_name
                    );
                    let label = if kind != ParamKind::Integer {
                        format!("`{}` is {}", step_name.name, kind_name(kind))
                    } else {
                        format!("`{}` is not uniform", step_name.name)
                    };
                    self.errors.push((step_name.range.clone(), message, label));
                }
            }
        }
    }

    fn mask(&mut self, clause: &FuncClause, before: Option<&FuncClause>, res: &mut VecFunctionAnnotation) {
        let wanted =
            if clause.kind == FuncClauseKind::Mask { MaskVariants::MaskedOnly } else { MaskVariants::UnmaskedOnly };
        if let Some(before) = before {
            if before.kind != clause.kind {
                let message = format!(
                    "`{}` together with `{}` on `{}` leaves no variant",
                    before.keyword, clause.keyword, self.func_name
                );
                self.errors.push((clause.range.clone(), message, format!("contradicts `{}`", before.keyword)));
                return;
            }
        }
        res.mask = wanted;
    }
}

fn kind_name(kind: ParamKind) -> &'static str {
    match kind {
        ParamKind::Integer => "an integer",
        ParamKind::Pointer => "a pointer",
        ParamKind::Float => "a floating-point number",
        ParamKind::Other => "neither an integer nor a pointer",
    }
}
