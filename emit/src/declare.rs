//! Declarations where values are first assigned (C99): `long t1;` at the top of the body and
//! `t1 = x;` further down become `long t1 = x;`, and `for (i = 0; ...)` becomes
//! `for (int i = 0; ...)` when the loop holds every use of `i`.
//!
//! A local moves from the top of the body to a statement `v = e;` of a statement list only
//! when that statement is the first mention of `v` in the body and every other mention lies in
//! the same list after it (nested statements included). Each time control enters the list it
//! then passes the assignment before any use, so the local's value never crosses the scope the
//! declaration gives it: the code means the same. Not moved:
//! - when a label lies after the assignment in that list (a `goto` could enter the scope past
//!   the declaration, reaching uses with a value the declaration no longer keeps);
//! - in a `case` body (the declaration could directly follow its `case` label, and the other
//!   cases share the scope), nor right after a label (C11 labels only statements);
//! - when `e` mentions `v`, or has a top-level comma (which would declare a second name).

use crate::stmt::{LoopKind, Stmt};
use std::collections::HashMap;

/// Moves the declarations `decls` (a local's name and its declaration without the `;`) into
/// `body` where the rules above allow; `before` is the text printed above the body (static
/// and slot declarations), whose mentions count as coming first. Returns the declarations
/// left for the top of the body, each with its `;`.
pub fn declare_at_first_assignment(body: &mut [Stmt], decls: Vec<(String, String)>, before: &[String]) -> Vec<String> {
    let mut scan = Scan::default();
    for text in before {
        scan.mention(text, 0);
    }
    scan.next = 1;
    scan.number(body);
    let mut pending: HashMap<String, String> = decls.iter().cloned().collect();
    let mut start = 1;
    scan.rewrite(body, &mut start, false, &mut pending);
    decls.into_iter().filter(|(name, _)| pending.contains_key(name)).map(|(_, decl)| format!("{};", decl)).collect()
}

/// Statements numbered in pre-order, and where each identifier is first and last mentioned.
#[derive(Default)]
struct Scan {
    next: usize,
    first: HashMap<String, usize>,
    last: HashMap<String, usize>,
    /// The last number in each statement's subtree, by the statement's number.
    end: HashMap<usize, usize>,
    /// The numbers of the labels.
    labels: Vec<usize>,
}

impl Scan {
    fn mention(&mut self, text: &str, at: usize) {
        for id in crate::stmt::idents(text) {
            self.first.entry(id.to_string()).or_insert(at);
            self.last.insert(id.to_string(), at);
        }
    }

    fn number(&mut self, body: &[Stmt]) {
        for stmt in body {
            let at = self.next;
            self.next += 1;
            for text in own_texts(stmt) {
                self.mention(text, at);
            }
            if matches!(stmt, Stmt::Label(_)) {
                self.labels.push(at);
            }
            for list in children(stmt) {
                self.number(list);
            }
            self.end.insert(at, self.next - 1);
        }
    }

    /// Whether a label is numbered in `(from, to]`.
    fn label_within(&self, from: usize, to: usize) -> bool {
        self.labels.iter().any(|&l| l > from && l <= to)
    }

    /// Whether `v`, assigned by `rhs` in the statement numbered `at`, is mentioned first
    /// there and last at or before `to`, with no label in between.
    fn movable(&self, v: &str, rhs: &str, at: usize, to: usize) -> bool {
        self.first.get(v) == Some(&at)
            && self.last.get(v).is_some_and(|&l| l <= to)
            && !self.label_within(at, to)
            && !crate::stmt::idents(rhs).contains(&v)
            && !has_top_level_comma(rhs)
    }

    /// Walks `body` with the numbering of `number`, starting at `*start`, moving declarations.
    fn rewrite(&self, body: &mut [Stmt], start: &mut usize, case_body: bool, pending: &mut HashMap<String, String>) {
        let mut list_end = *start;
        let mut at = *start;
        for _ in 0..body.len() {
            list_end = self.end[&at];
            at = list_end + 1;
        }
        for idx in 0..body.len() {
            let at = *start;
            *start += 1;
            let after_label = idx > 0 && matches!(body[idx - 1], Stmt::Label(_));
            match &mut body[idx] {
                Stmt::Expr(text) if !case_body && !after_label => {
                    if let Some((v, rhs)) = plain_assignment(text) {
                        if pending.contains_key(v) && self.movable(v, rhs, at, list_end) {
                            let decl = pending.remove(v).unwrap_or_default();
                            *text = format!("{} = {}", decl, rhs);
                        }
                    }
                }
                Stmt::Loop { kind: LoopKind::For { init: Some(init), .. }, .. } => {
                    if let Some((v, rhs)) = plain_assignment(init) {
                        if pending.contains_key(v) && self.movable(v, rhs, at, self.end[&at]) {
                            let decl = pending.remove(v).unwrap_or_default();
                            *init = format!("{} = {}", decl, rhs);
                        }
                    }
                }
                _ => {}
            }
            let in_switch = matches!(body[idx], Stmt::Switch { .. });
            for list in children_mut(&mut body[idx]) {
                self.rewrite(list, start, in_switch, pending);
            }
        }
    }
}

/// `(v, e)` for the statement `v = e` (not `v == e`, `v += e`).
fn plain_assignment(text: &str) -> Option<(&str, &str)> {
    let end = text.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))?;
    let (name, rest) = text.split_at(end);
    let rhs = rest.strip_prefix(" = ")?;
    let starts_ok = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_');
    starts_ok.then_some((name, rhs))
}

/// Whether `text` has a `,` outside parentheses, brackets, braces and literals.
fn has_top_level_comma(text: &str) -> bool {
    let mut depth = 0i32;
    let mut quote = None;
    let mut escaped = false;
    for c in text.chars() {
        if let Some(q) = quote {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '"' | '\'' => quote = Some(c),
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => return true,
            _ => {}
        }
    }
    false
}

/// The C text a statement holds itself (not in its nested statements).
fn own_texts(stmt: &Stmt) -> Vec<&str> {
    match stmt {
        Stmt::Expr(text) => vec![text],
        Stmt::If { cond, .. } => vec![&cond.text],
        Stmt::Loop { kind: LoopKind::For { init, cond, step }, .. } => {
            init.iter().map(String::as_str).chain(cond.iter().map(|c| c.text.as_str())).chain(step.as_deref()).collect()
        }
        Stmt::Loop { kind: LoopKind::DoWhile(cond), .. } => vec![&cond.text],
        Stmt::Switch { arg, cases } => std::iter::once(arg.text.as_str())
            .chain(cases.iter().flat_map(|c| c.labels.iter().map(String::as_str)))
            .collect(),
        Stmt::Return(Some(value)) => vec![&value.text],
        _ => vec![],
    }
}

/// The statement lists nested in `stmt`, in the order they are printed.
fn children(stmt: &Stmt) -> Vec<&[Stmt]> {
    match stmt {
        Stmt::If { then_body, else_body, .. } => vec![then_body, else_body],
        Stmt::Loop { body, .. } => vec![body],
        Stmt::Switch { cases, .. } => cases.iter().map(|c| c.body.as_slice()).collect(),
        _ => vec![],
    }
}

fn children_mut(stmt: &mut Stmt) -> Vec<&mut [Stmt]> {
    match stmt {
        Stmt::If { then_body, else_body, .. } => vec![then_body, else_body],
        Stmt::Loop { body, .. } => vec![body],
        Stmt::Switch { cases, .. } => cases.iter_mut().map(|c| c.body.as_mut_slice()).collect(),
        _ => vec![],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::CExpr;
    use cranelift_entity::EntityRef;
    use midend::ir::Block;

    fn expr(text: &str) -> Stmt {
        Stmt::Expr(text.to_string())
    }

    fn decls(names: &[&str]) -> Vec<(String, String)> {
        names.iter().map(|n| (n.to_string(), format!("int {}", n))).collect()
    }

    #[test]
    fn first_assignment_declares_and_loop_index_moves_into_for() {
        let mut body = vec![
            expr("s = 0"),
            Stmt::Loop {
                kind: LoopKind::For {
                    init: Some("i = 0".into()),
                    cond: Some(CExpr::primary("i < n")),
                    step: Some("i++".into()),
                },
                body: vec![expr("t = i * 2"), expr("s += t")],
            },
            Stmt::Return(Some(CExpr::primary("s"))),
        ];
        let left = declare_at_first_assignment(&mut body, decls(&["s", "i", "t"]), &[]);
        assert!(left.is_empty());
        assert_eq!(body[0], expr("int s = 0"));
        let Stmt::Loop { kind: LoopKind::For { init, .. }, body: inner } = &body[1] else { panic!() };
        assert_eq!(init.as_deref(), Some("int i = 0"));
        assert_eq!(inner[0], expr("int t = i * 2"));
    }

    #[test]
    fn kept_at_the_top_when_used_outside_its_list_after_a_label_or_with_a_label_after() {
        let label = Stmt::Label(Block::new(0));
        let mut body = vec![
            Stmt::If { cond: CExpr::primary("c"), then_body: vec![expr("a = 1")], else_body: vec![expr("a = 2")] },
            label.clone(),
            expr("b = a"),
            expr("d = b"),
            label,
            expr("f(d)"),
            expr("e = d"),
            Stmt::Return(Some(CExpr::primary("e"))),
        ];
        let left = declare_at_first_assignment(&mut body, decls(&["a", "b", "d", "e"]), &[]);
        // `a` is assigned in two arms, `b` follows a label, `d` has a label after it; `e` moves.
        assert_eq!(left, vec!["int a;", "int b;", "int d;"]);
        assert_eq!(body[6], expr("int e = d"));
    }
}
