//! The C statement tree the structurer builds, the tidying that makes it read like C written by
//! hand (guard clauses, `while`, `do ... while`, `for`, no `goto` to the next line, no unused
//! labels), and its printer.
//!
//! Every rewrite here keeps the meaning of the tree: a statement list is rewritten only in ways
//! that preserve where each path goes (for instance, `if (c) A else J; R` becomes
//! `if (!c) J; A; R` only when `J` cannot fall through).

use crate::expr::{CExpr, PREC_ASSIGN, PREC_UNARY};
use midend::ir::Block;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// An expression statement, without its `;`.
    Expr(String),
    If {
        cond: CExpr,
        then_body: Vec<Stmt>,
        else_body: Vec<Stmt>,
    },
    Loop {
        kind: LoopKind,
        body: Vec<Stmt>,
    },
    Switch {
        arg: CExpr,
        cases: Vec<Case>,
    },
    Break,
    Continue,
    Goto(Block),
    Label(Block),
    Return(Option<CExpr>),
    Unreachable,
    /// `__attribute__((fallthrough));` at the end of a case body.
    Fallthrough,
    /// `/* text */` on a line of its own (a vectorized loop's note).
    Comment(String),
}

#[derive(Clone, Debug, PartialEq)]
pub enum LoopKind {
    /// `for (;;)`, or `for (; cond; step)` with either part present.
    For {
        init: Option<String>,
        cond: Option<CExpr>,
        step: Option<String>,
    },
    DoWhile(CExpr),
}

impl LoopKind {
    pub fn forever() -> LoopKind {
        LoopKind::For { init: None, cond: None, step: None }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// `case 3`, `default`.
    pub labels: Vec<String>,
    pub body: Vec<Stmt>,
}

impl Stmt {
    /// Whether control can never continue to the next statement.
    pub fn is_jump(&self) -> bool {
        matches!(self, Stmt::Break | Stmt::Continue | Stmt::Goto(_) | Stmt::Return(_) | Stmt::Unreachable)
    }
}

fn ends_in_jump(body: &[Stmt]) -> bool {
    match body.last() {
        Some(Stmt::If { then_body, else_body, .. }) => ends_in_jump(then_body) && ends_in_jump(else_body),
        Some(s) => s.is_jump(),
        None => false,
    }
}

/// The labels some `goto` in `body` names.
fn goto_targets(body: &[Stmt], res: &mut BTreeSet<Block>) {
    for stmt in body {
        match stmt {
            Stmt::Goto(b) => {
                res.insert(*b);
            }
            Stmt::If { then_body, else_body, .. } => {
                goto_targets(then_body, res);
                goto_targets(else_body, res);
            }
            Stmt::Loop { body, .. } => goto_targets(body, res),
            Stmt::Switch { cases, .. } => cases.iter().for_each(|c| goto_targets(&c.body, res)),
            _ => {}
        }
    }
}

fn drop_labels(body: Vec<Stmt>, keep: &BTreeSet<Block>) -> Vec<Stmt> {
    body.into_iter()
        .filter(|s| !matches!(s, Stmt::Label(b) if !keep.contains(b)))
        .map(|s| match s {
            Stmt::If { cond, then_body, else_body } => {
                Stmt::If { cond, then_body: drop_labels(then_body, keep), else_body: drop_labels(else_body, keep) }
            }
            Stmt::Loop { kind, body } => Stmt::Loop { kind, body: drop_labels(body, keep) },
            Stmt::Switch { arg, cases } => Stmt::Switch {
                arg,
                cases: cases.into_iter().map(|c| Case { labels: c.labels, body: drop_labels(c.body, keep) }).collect(),
            },
            other => other,
        })
        .collect()
}

/// Makes a function body read naturally; see the module comment.
pub fn tidy_function(body: Vec<Stmt>) -> Vec<Stmt> {
    let mut targets = BTreeSet::new();
    goto_targets(&body, &mut targets);
    let body = tidy_list(drop_labels(body, &targets));
    let mut targets = BTreeSet::new();
    goto_targets(&body, &mut targets);
    let mut body = drop_labels(body, &targets);
    // A `void` function falls off its end anyway.
    if body.last() == Some(&Stmt::Return(None)) {
        body.pop();
    }
    body
}

fn tidy_list(body: Vec<Stmt>) -> Vec<Stmt> {
    let mut out: Vec<Stmt> = Vec::new();
    for stmt in body {
        let stmt = tidy_children(stmt);
        push_tidy(&mut out, stmt);
    }
    merge_for_init(&mut out);
    // `goto L; L:` is a jump to the next statement.
    let mut idx = 0;
    while idx + 1 < out.len() {
        if let (Stmt::Goto(a), Stmt::Label(b)) = (&out[idx], &out[idx + 1]) {
            if a == b {
                out.remove(idx);
                continue;
            }
        }
        idx += 1;
    }
    // Code after an unconditional jump and before the next label is unreachable; none is
    // generated, but an empty `;`-free list is what we want either way.
    out
}

fn push_tidy(out: &mut Vec<Stmt>, stmt: Stmt) {
    match stmt {
        Stmt::If { cond, then_body, else_body } => push_if(out, cond, then_body, else_body),
        Stmt::Loop { kind, body } => out.push(shape_loop(kind, body)),
        other => out.push(other),
    }
}

// if (c) {} else {}        => (void)(c);  (c may hold an inlined call or volatile read)
// if (c) {} else E         => if (!c) E
// if (c) A else J          => if (!c) J; A      when J cannot fall through (a guard clause)
// if (c) J else B          => if (c) J; B
fn push_if(out: &mut Vec<Stmt>, cond: CExpr, then_body: Vec<Stmt>, else_body: Vec<Stmt>) {
    if then_body.is_empty() && else_body.is_empty() {
        out.push(Stmt::Expr(format!("(void){}", cond.at(PREC_UNARY))));
        return;
    }
    if then_body.is_empty() {
        out.push(Stmt::If { cond: cond.negate(), then_body: else_body, else_body: vec![] });
        return;
    }
    if else_body.is_empty() {
        out.push(Stmt::If { cond, then_body, else_body });
        return;
    }
    let short_else = else_body.len() == 1 && ends_in_jump(&else_body);
    if short_else || (ends_in_jump(&else_body) && !ends_in_jump(&then_body)) {
        out.push(Stmt::If { cond: cond.negate(), then_body: else_body, else_body: vec![] });
        for stmt in then_body {
            push_tidy(out, stmt);
        }
    } else if ends_in_jump(&then_body) {
        out.push(Stmt::If { cond, then_body, else_body: vec![] });
        for stmt in else_body {
            push_tidy(out, stmt);
        }
    } else {
        out.push(Stmt::If { cond, then_body, else_body });
    }
}

fn tidy_children(stmt: Stmt) -> Stmt {
    match stmt {
        Stmt::If { cond, then_body, else_body } => {
            Stmt::If { cond, then_body: tidy_list(then_body), else_body: tidy_list(else_body) }
        }
        Stmt::Loop { kind, body } => Stmt::Loop { kind, body: tidy_list(body) },
        Stmt::Switch { arg, cases } => {
            let mut cases: Vec<Case> =
                cases.into_iter().map(|c| Case { labels: c.labels, body: tidy_list(c.body) }).collect();
            mark_fallthroughs(&mut cases);
            Stmt::Switch { arg, cases }
        }
        other => other,
    }
}

// i = 0; s = 0; for (; i < n; i++)     => s = 0; for (i = 0; i < n; i++)
// The assignment moves past the statements between only when they neither read nor write `i`
// and write nothing it reads.
fn merge_for_init(out: &mut Vec<Stmt>) {
    let mut idx = 0;
    while idx < out.len() {
        let step_var = match &out[idx] {
            Stmt::Loop { kind: LoopKind::For { init: None, cond: Some(_), step: Some(step) }, .. } => {
                assigned_var(step).map(str::to_string)
            }
            _ => None,
        };
        let Some(var) = step_var else {
            idx += 1;
            continue;
        };
        let mut found = None;
        for back in (idx.saturating_sub(4)..idx).rev() {
            let Stmt::Expr(text) = &out[back] else { break };
            if assigned_var(text) == Some(var.as_str()) {
                found = Some(back);
                break;
            }
        }
        if let Some(init_idx) = found {
            let Stmt::Expr(init) = &out[init_idx] else { unreachable!() };
            let init_reads = idents(init);
            let movable = out[init_idx + 1..idx].iter().all(|stmt| match stmt {
                Stmt::Expr(text) => {
                    !idents(text).contains(&var.as_str()) && assigned_var(text).is_none_or(|w| !init_reads.contains(&w))
                }
                _ => false,
            });
            if movable {
                let Stmt::Expr(init) = out.remove(init_idx) else { unreachable!() };
                idx -= 1;
                if let Stmt::Loop { kind: LoopKind::For { init: slot, .. }, .. } = &mut out[idx] {
                    *slot = Some(init);
                }
            }
        }
        idx += 1;
    }
}

/// The identifiers in a piece of C text (string literals skipped).
pub fn idents(text: &str) -> Vec<&str> {
    let mut res = Vec::new();
    let bytes = text.as_bytes();
    let mut pos = 0;
    while pos < bytes.len() {
        let c = bytes[pos];
        if c == b'"' || c == b'\'' {
            pos += 1;
            while pos < bytes.len() && bytes[pos] != c {
                pos += if bytes[pos] == b'\\' { 2 } else { 1 };
            }
            pos += 1;
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = pos;
            while pos < bytes.len() && (bytes[pos].is_ascii_alphanumeric() || bytes[pos] == b'_') {
                pos += 1;
            }
            res.push(&text[start..pos]);
        } else if c.is_ascii_digit() {
            while pos < bytes.len() && (bytes[pos].is_ascii_alphanumeric() || bytes[pos] == b'.') {
                pos += 1;
            }
        } else {
            pos += 1;
        }
    }
    res
}

/// `x` for a statement `x = ...`, `x += ...`, `x++` (a plain identifier only).
fn assigned_var(text: &str) -> Option<&str> {
    let end = text.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))?;
    let (name, rest) = text.split_at(end);
    let rest = rest.trim_start();
    let assigns = rest.starts_with("= ")
        || rest.starts_with("++")
        || rest.starts_with("--")
        || (rest.len() > 2 && rest[1..].starts_with("= ") && !rest.starts_with("=="));
    (!name.is_empty() && assigns).then_some(name)
}

/// `case 1: ...; goto L; case 2: L: ...` is a fallthrough.
fn mark_fallthroughs(cases: &mut [Case]) {
    for idx in 0..cases.len().saturating_sub(1) {
        let next_label = match cases[idx + 1].body.first() {
            Some(Stmt::Label(b)) => *b,
            _ => continue,
        };
        if cases[idx].body.last() == Some(&Stmt::Goto(next_label)) {
            let last = cases[idx].body.len() - 1;
            cases[idx].body[last] = Stmt::Fallthrough;
        }
    }
}

/// Whether `body` has a `continue` for the loop it is the body of.
fn has_own_continue(body: &[Stmt]) -> bool {
    body.iter().any(|stmt| match stmt {
        Stmt::Continue => true,
        Stmt::If { then_body, else_body, .. } => has_own_continue(then_body) || has_own_continue(else_body),
        Stmt::Switch { cases, .. } => cases.iter().any(|c| has_own_continue(&c.body)),
        _ => false,
    })
}

fn is_guard_break(stmt: &Stmt) -> Option<&CExpr> {
    match stmt {
        Stmt::If { cond, then_body, else_body } if then_body == &[Stmt::Break] && else_body.is_empty() => Some(cond),
        _ => None,
    }
}

// for (;; step) { if (c) break; body }    => for (; !c; step) { body }
// for (;;) { body; if (c) break; }        => do { body } while (!c);   (no `continue` in body)
fn shape_loop(kind: LoopKind, mut body: Vec<Stmt>) -> Stmt {
    if let LoopKind::For { init, cond: None, step } = &kind {
        if let Some(cond) = body.first().and_then(is_guard_break) {
            let cond = cond.negate();
            body.remove(0);
            return Stmt::Loop {
                kind: LoopKind::For { init: init.clone(), cond: Some(cond), step: step.clone() },
                body,
            };
        }
        if step.is_none() && init.is_none() && body.len() > 1 {
            if let Some(cond) = body.last().and_then(is_guard_break) {
                let cond = cond.negate();
                let rest = &body[..body.len() - 1];
                if !has_own_continue(rest) {
                    body.pop();
                    return Stmt::Loop { kind: LoopKind::DoWhile(cond), body };
                }
            }
        }
    }
    Stmt::Loop { kind, body }
}

/// Prints statements at `depth` levels of four-space indentation. `labels` names blocks.
pub fn print_stmts(body: &[Stmt], depth: usize, labels: &BTreeMap<Block, String>, out: &mut String) {
    let ind = "    ".repeat(depth);
    for (idx, stmt) in body.iter().enumerate() {
        match stmt {
            Stmt::Expr(text) => {
                let _ = writeln!(out, "{}{};", ind, text);
            }
            Stmt::If { .. } => {
                out.push_str(&ind);
                print_if(stmt, depth, labels, out);
            }
            Stmt::Loop { kind, body } => print_loop(kind, body, depth, labels, out),
            Stmt::Switch { arg, cases } => {
                let _ = writeln!(out, "{}switch ({}) {{", ind, arg.text);
                for case in cases {
                    for label in &case.labels {
                        let _ = writeln!(out, "{}{}:", ind, label);
                    }
                    if case.body.is_empty() {
                        let _ = writeln!(out, "{}    ;", ind);
                    }
                    print_stmts(&case.body, depth + 1, labels, out);
                }
                let _ = writeln!(out, "{}}}", ind);
            }
            Stmt::Break => {
                let _ = writeln!(out, "{}break;", ind);
            }
            Stmt::Continue => {
                let _ = writeln!(out, "{}continue;", ind);
            }
            Stmt::Goto(b) => {
                let _ = writeln!(out, "{}goto {};", ind, label_name(labels, *b));
            }
            Stmt::Label(b) => {
                // A label must label a statement: `L:;` at the end of a block.
                let end = if idx + 1 == body.len() { ";" } else { "" };
                let outdent = "    ".repeat(depth.saturating_sub(1));
                let _ = writeln!(out, "{}{}:{}", outdent, label_name(labels, *b), end);
            }
            Stmt::Return(None) => {
                let _ = writeln!(out, "{}return;", ind);
            }
            Stmt::Return(Some(value)) => {
                let _ = writeln!(out, "{}return {};", ind, value.text);
            }
            Stmt::Unreachable => {
                let _ = writeln!(out, "{}__builtin_unreachable();", ind);
            }
            Stmt::Fallthrough => {
                let _ = writeln!(out, "{}__attribute__((fallthrough));", ind);
            }
            Stmt::Comment(text) => {
                let _ = writeln!(out, "{}/* {} */", ind, text);
            }
        }
    }
}

fn label_name(labels: &BTreeMap<Block, String>, b: Block) -> String {
    labels.get(&b).cloned().unwrap_or_else(|| format!("L_{}", b))
}

/// `text` without its outer parentheses when it is one parenthesized `a == b`: clang warns
/// about `if ((a == b))` (-Wparentheses-equality), which a vector test written as a primary
/// expression (`(m == 0xffff)`, emit's intrinsic tables) gives.
fn without_equality_parens(text: &str) -> &str {
    let Some(inner) = text.strip_prefix('(').and_then(|t| t.strip_suffix(')')) else { return text };
    let mut depth = 0i32;
    let mut top = String::new();
    for c in inner.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        // The outer parentheses must enclose the whole text.
        if depth < 0 {
            return text;
        }
        top.push(if depth == 0 { c } else { ' ' });
    }
    let lower = ["&&", "||", "?", ",", " = ", " & ", " | ", " ^ ", "!="];
    if top.contains(" == ") && top.matches(" == ").count() == 1 && !lower.iter().any(|op| top.contains(op)) {
        inner
    } else {
        text
    }
}

/// `if (c) {` ... `} else if (d) {` ... `}`; the caller printed the indentation.
fn print_if(stmt: &Stmt, depth: usize, labels: &BTreeMap<Block, String>, out: &mut String) {
    let Stmt::If { cond, then_body, else_body } = stmt else { return };
    let ind = "    ".repeat(depth);
    let _ = writeln!(out, "if ({}) {{", without_equality_parens(&cond.text));
    print_stmts(then_body, depth + 1, labels, out);
    match else_body.as_slice() {
        [] => {
            let _ = writeln!(out, "{}}}", ind);
        }
        [nested @ Stmt::If { .. }] => {
            let _ = write!(out, "{}}} else ", ind);
            print_if(nested, depth, labels, out);
        }
        _ => {
            let _ = writeln!(out, "{}}} else {{", ind);
            print_stmts(else_body, depth + 1, labels, out);
            let _ = writeln!(out, "{}}}", ind);
        }
    }
}

fn print_loop(kind: &LoopKind, body: &[Stmt], depth: usize, labels: &BTreeMap<Block, String>, out: &mut String) {
    let ind = "    ".repeat(depth);
    match kind {
        LoopKind::For { init: None, cond: Some(cond), step: None } => {
            let _ = writeln!(out, "{}while ({}) {{", ind, cond.text);
        }
        LoopKind::For { init, cond, step } => {
            let cond = cond.as_ref().map(|c| format!(" {}", c.text)).unwrap_or_default();
            let step = step.as_ref().map(|s| format!(" {}", s)).unwrap_or_default();
            let _ = writeln!(out, "{}for ({};{};{}) {{", ind, init.as_deref().unwrap_or(""), cond, step);
        }
        LoopKind::DoWhile(_) => {
            let _ = writeln!(out, "{}do {{", ind);
        }
    }
    print_stmts(body, depth + 1, labels, out);
    match kind {
        LoopKind::DoWhile(cond) => {
            let _ = writeln!(out, "{}}} while ({});", ind, cond.at(PREC_ASSIGN - 1));
        }
        _ => {
            let _ = writeln!(out, "{}}}", ind);
        }
    }
}

/// Names the labels that remain, `L1`, `L2`, ... in order of appearance.
pub fn collect_labels(body: &[Stmt], res: &mut Vec<Block>) {
    for stmt in body {
        match stmt {
            Stmt::Label(b) => res.push(*b),
            Stmt::If { then_body, else_body, .. } => {
                collect_labels(then_body, res);
                collect_labels(else_body, res);
            }
            Stmt::Loop { body, .. } => collect_labels(body, res),
            Stmt::Switch { cases, .. } => cases.iter().for_each(|c| collect_labels(&c.body, res)),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::{binary, CExpr};
    use cranelift_entity::EntityRef;

    fn lt() -> CExpr {
        let mut c = binary(&CExpr::primary("i"), "<", &CExpr::primary("n"));
        c.negated = Some(Box::new(binary(&CExpr::primary("i"), ">=", &CExpr::primary("n"))));
        c
    }

    fn print(body: Vec<Stmt>) -> String {
        let mut out = String::new();
        print_stmts(&tidy_function(body), 0, &BTreeMap::new(), &mut out);
        out
    }

    #[test]
    fn guard_break_becomes_for_condition() {
        let body = vec![Stmt::Loop {
            kind: LoopKind::For { init: None, cond: None, step: Some("i = i + 1".into()) },
            body: vec![Stmt::If {
                cond: lt(),
                then_body: vec![Stmt::Expr("s = s + i".into())],
                else_body: vec![Stmt::Break],
            }],
        }];
        assert_eq!(print(body), "for (; i < n; i = i + 1) {\n    s = s + i;\n}\n");
        let body = vec![
            Stmt::Expr("i = 0".into()),
            Stmt::Expr("s = 0".into()),
            Stmt::Loop {
                kind: LoopKind::For { init: None, cond: Some(lt()), step: Some("i++".into()) },
                body: vec![Stmt::Expr("s += i".into())],
            },
        ];
        assert_eq!(print(body), "s = 0;\nfor (i = 0; i < n; i++) {\n    s += i;\n}\n");
    }

    #[test]
    fn bottom_test_becomes_do_while() {
        let body = vec![Stmt::Loop {
            kind: LoopKind::forever(),
            body: vec![
                Stmt::Expr("i = i + 1".into()),
                Stmt::If { cond: lt(), then_body: vec![], else_body: vec![Stmt::Break] },
            ],
        }];
        assert_eq!(print(body), "do {\n    i = i + 1;\n} while (i < n);\n");
    }

    #[test]
    fn goto_next_and_unused_labels_vanish() {
        let b = Block::new(3);
        let c = Block::new(4);
        let body = vec![Stmt::Label(c), Stmt::Expr("f()".into()), Stmt::Goto(b), Stmt::Label(b), Stmt::Return(None)];
        assert_eq!(print(body), "f();\n");
    }

    /// Csmith seed 110: `br (f() || 246), L, L` has two empty arms, but the call in the
    /// condition must still run.
    #[test]
    fn an_if_with_two_empty_arms_still_evaluates_its_condition() {
        let cond = CExpr::primary("func_31(p, 4L)");
        let body = vec![Stmt::If { cond, then_body: vec![], else_body: vec![] }];
        assert_eq!(print(body), "(void)func_31(p, 4L);\n");
    }
}
