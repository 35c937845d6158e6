//! The clause grammars, one function per rule (the EBNF is in pragma-spec/README.md).

use super::*;

const DECL_CLAUSES: &str = "`uniform`, `linear`, `alignment`, `mask` or `nomask`";
const OMP_DECLARE_CLAUSES: &str = "`uniform`, `linear`, `aligned`, `inbranch`, `notinbranch` or `simdlen`";
const OMP_SIMD_CLAUSES: &str =
    "`reduction`, `private`, `simdlen`, `safelen`, `linear`, `aligned`, `lastprivate` or `nontemporal`";

/// A linear clause's item: the name, its step if written, and where the item is.
type LinearItem = (ClauseName, Option<StepSyntax>, Range<usize>);

impl Parser<'_> {
    // decl-annotation = "__decl-vec-function" "(" [ clause { [","] clause } ] ")"
    pub(super) fn decl_clauses(&mut self) -> Option<Vec<FuncClause>> {
        self.expect("(", "after `__decl-vec-function`")?;
        let mut clauses = Vec::new();
        while !self.accept(")") {
            if self.pos >= self.toks.len() {
                return self.error(
                    self.end..self.end,
                    "missing `)` at the end of `__decl-vec-function(`".into(),
                    "expected `)`",
                );
            }
            if !clauses.is_empty() {
                self.accept(",");
            }
            clauses.push(self.func_clause(false)?);
        }
        Some(clauses)
    }

    // pragma = "simd" "vec-function"
    //        | "omp" "simd" { [","] loop-clause }
    //        | "omp" "declare" "simd" { [","] func-clause }
    pub(super) fn pragma(&mut self, line: Range<usize>) -> Option<Pending> {
        match (self.peek(), self.toks.get(1).map(|tok| tok.text.as_str())) {
            (Some("simd"), _) => {
                self.pos = 1;
                for word in ["vec", "-", "function"] {
                    self.expect(word, "in `#pragma simd vec-function`")?;
                }
                if self.pos < self.toks.len() {
                    return self.error(
                        self.here(),
                        "`#pragma simd vec-function` takes no clauses".into(),
                        "unexpected",
                    );
                }
                let pragma = FoundLoopPragma {
                    syntax: LoopPragmaSyntax::SimdVecFunction,
                    clauses: vec![],
                    range: line,
                    stmt_offset: 0,
                };
                Some(Pending::Loop(pragma))
            }
            (Some("omp"), Some("simd")) => {
                self.pos = 2;
                let mut clauses = Vec::new();
                while self.pos < self.toks.len() {
                    self.accept(",");
                    clauses.push(self.loop_clause()?);
                }
                let pragma =
                    FoundLoopPragma { syntax: LoopPragmaSyntax::OmpSimd, clauses, range: line, stmt_offset: 0 };
                Some(Pending::Loop(pragma))
            }
            (Some("omp"), Some("declare")) if self.toks.get(2).is_some_and(|tok| tok.text == "simd") => {
                self.pos = 3;
                let mut clauses = Vec::new();
                while self.pos < self.toks.len() {
                    self.accept(",");
                    clauses.push(self.func_clause(true)?);
                }
                let syntax = AnnotationSyntax::OmpDeclareSimd;
                Some(Pending::Func(FoundFuncAnnotation { syntax, clauses, range: line, decl_offset: 0 }))
            }
            _ => None,
        }
    }

    // func-clause = "uniform" "(" names ")"
    //             | "linear" "(" linear-list ")"
    //             | ("alignment" | "aligned") "(" names [":" integer] ")"
    //             | "mask" | "nomask"                  (__decl-vec-function)
    //             | "inbranch" | "notinbranch" | "simdlen" "(" integer ")"   (omp declare simd)
    fn func_clause(&mut self, omp: bool) -> Option<FuncClause> {
        let start = self.here().start;
        let keyword = self.peek().unwrap_or("").to_string();
        let kind = match (keyword.as_str(), omp) {
            ("uniform", _) => self.parenthesized(&keyword, |p| p.names("uniform").map(FuncClauseKind::Uniform))?,
            ("linear", _) => self.parenthesized(&keyword, |p| p.linear_list(omp).map(FuncClauseKind::Linear))?,
            ("aligned", _) | ("alignment", false) => self.parenthesized(&keyword, |p| {
                let names = p.names(&keyword)?;
                let at = p.here().start;
                let alignment = if p.accept(":") { Some(p.power_of_two(&keyword, at + 1)?) } else { None };
                Some(FuncClauseKind::Aligned(names, alignment))
            })?,
            ("mask", false) | ("inbranch", true) => self.word(FuncClauseKind::Mask),
            ("nomask", false) | ("notinbranch", true) => self.word(FuncClauseKind::NoMask),
            ("simdlen", true) => self.parenthesized(&keyword, |p| {
                let at = p.here().start;
                p.power_of_two("simdlen", at).map(|n| FuncClauseKind::Simdlen(n as u32))
            })?,
            _ => {
                let (context, expected) = if omp {
                    ("`#pragma omp declare simd`", OMP_DECLARE_CLAUSES)
                } else {
                    ("`__decl-vec-function`", DECL_CLAUSES)
                };
                let what = if keyword.is_empty() {
                    "missing clause".to_string()
                } else {
                    format!("unknown clause `{}`", keyword)
                };
                return self.error(self.here(), format!("{} in {}", what, context), &format!("expected {}", expected));
            }
        };
        Some(FuncClause { kind, keyword, range: start..self.prev_end() })
    }

    fn word(&mut self, kind: FuncClauseKind) -> FuncClauseKind {
        self.pos += 1;
        kind
    }

    /// keyword "(" inner ")"
    fn parenthesized<T>(&mut self, keyword: &str, inner: impl FnOnce(&mut Self) -> Option<T>) -> Option<T> {
        self.pos += 1;
        self.expect("(", &format!("after `{}`", keyword))?;
        let res = inner(self)?;
        self.expect(")", &format!("to close `{}(`", keyword))?;
        Some(res)
    }

    // linear-list = linear-item { "," linear-item }           (__decl-vec-function: per item)
    // linear-item = name [":" step]
    // omp-linear  = [ "val" "(" ] names [ ")" ] [":" step]    (omp declare simd: one step for all)
    // step        = integer | name
    fn linear_list(&mut self, omp: bool) -> Option<Vec<LinearItem>> {
        if omp {
            let val = self.peek() == Some("val") && self.toks.get(self.pos + 1).is_some_and(|tok| tok.text == "(");
            if matches!(self.peek(), Some("ref" | "uval")) {
                return self.error(
                    self.here(),
                    "only `val` linear modifiers are supported".into(),
                    "unsupported modifier",
                );
            }
            if val {
                self.pos += 2;
            }
            let names = self.names("linear")?;
            if val {
                self.expect(")", "to close `val(`")?;
            }
            let step = if self.accept(":") { Some(self.step()?) } else { None };
            let end = self.prev_end();
            return Some(
                names
                    .into_iter()
                    .map(|name| {
                        let range = name.range.start..end;
                        (name, step.clone(), range)
                    })
                    .collect(),
            );
        }
        let mut items = Vec::new();
        loop {
            let name = self.name("linear")?;
            let step = if self.accept(":") { Some(self.step()?) } else { None };
            let range = name.range.start..self.prev_end();
            items.push((name, step, range));
            if !self.accept(",") {
                return Some(items);
            }
        }
    }

    fn step(&mut self) -> Option<StepSyntax> {
        let is_name = self.peek().is_some_and(|text| text.starts_with(|c: char| c.is_alphabetic() || c == '_'));
        if is_name && !self.peek().is_some_and(|text| self.int_macros.contains_key(text)) {
            return self.name("linear").map(StepSyntax::Name);
        }
        // A number that is not an integer (`1.5`, `2.0f`): say what a step may be, as the
        // resolver does for a parameter that is not a uniform integer.
        let sign = usize::from(matches!(self.peek(), Some("-" | "+")));
        if let Some(tok) =
            self.toks.get(self.pos + sign).filter(|tok| tok.text.starts_with(|c: char| c.is_ascii_digit() || c == '.'))
        {
            if parse_int(&tok.text).is_none() {
                let (start, sign) = (self.here().start, if sign == 1 { self.peek().unwrap_or("") } else { "" });
                let message = format!(
                    "linear step `{}{}` must be an integer constant or a uniform integer parameter",
                    sign, tok.text
                );
                return self.error(start..tok.end, message, "not an integer");
            }
        }
        self.integer("linear").map(StepSyntax::Const)
    }

    // loop-clause = "reduction" "(" reduction-op ":" names ")" | "private" "(" names ")"
    //             | "simdlen" "(" integer ")" | "safelen" "(" integer ")"
    //             | ("linear" | "aligned" | "lastprivate" | "nontemporal") "(" anything ")"
    fn loop_clause(&mut self) -> Option<LoopClause> {
        let start = self.here().start;
        let keyword = self.peek().unwrap_or("").to_string();
        let kind = match keyword.as_str() {
            "reduction" => self.parenthesized(&keyword, |p| {
                let op = p.reduction_op()?;
                p.expect(":", "after the reduction operator")?;
                Some(LoopClauseKind::Reduction(op, p.names("reduction")?))
            })?,
            "private" => self.parenthesized(&keyword, |p| p.names("private").map(LoopClauseKind::Private))?,
            "simdlen" | "safelen" => self.parenthesized(&keyword, |p| {
                let at = p.here().start;
                let n = p.power_of_two(&keyword, at)? as u32;
                Some(if keyword == "simdlen" { LoopClauseKind::Simdlen(n) } else { LoopClauseKind::Safelen(n) })
            })?,
            "linear" | "aligned" | "lastprivate" | "nontemporal" => self.parenthesized(&keyword, |p| {
                p.skip_balanced();
                Some(LoopClauseKind::Ignored(keyword.clone()))
            })?,
            _ => {
                let what = if keyword.is_empty() {
                    "missing clause".to_string()
                } else {
                    format!("unknown clause `{}`", keyword)
                };
                return self.error(
                    self.here(),
                    format!("{} in `#pragma omp simd`", what),
                    &format!("expected {}", OMP_SIMD_CLAUSES),
                );
            }
        };
        Some(LoopClause { kind, range: start..self.prev_end() })
    }

    /// Skips to the `)` that closes the current parenthesis, leaving it unconsumed.
    fn skip_balanced(&mut self) {
        let mut depth = 0usize;
        while let Some(text) = self.peek() {
            match text {
                "(" => depth += 1,
                ")" if depth == 0 => return,
                ")" => depth -= 1,
                _ => {}
            }
            self.pos += 1;
        }
    }

    // reduction-op = "+" | "*" | "-" | "&" | "|" | "^" | "&&" | "||" | "min" | "max"
    fn reduction_op(&mut self) -> Option<ReductionOp> {
        let op = match self.peek() {
            Some("+") => ReductionOp::Add,
            Some("*") => ReductionOp::Mul,
            Some("-") => ReductionOp::Sub,
            Some("&") => ReductionOp::And,
            Some("|") => ReductionOp::Or,
            Some("^") => ReductionOp::Xor,
            Some("&&") => ReductionOp::LogAnd,
            Some("||") => ReductionOp::LogOr,
            Some("min") => ReductionOp::Min,
            Some("max") => ReductionOp::Max,
            _ => {
                let label = "expected `+`, `*`, `-`, `&`, `|`, `^`, `&&`, `||`, `min` or `max`";
                return self.error(self.here(), "unknown reduction operator".into(), label);
            }
        };
        self.pos += 1;
        Some(op)
    }
}
