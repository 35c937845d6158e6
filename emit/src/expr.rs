//! C expressions as text with their precedence, so that operands get exactly the parentheses
//! they need (and those GCC's `-Wparentheses` asks for), and conditions can be negated readably.
//!
//! This is deliberately not an expression tree: the emitter builds each expression once, bottom
//! up, and never rewrites it, so text plus precedence is enough.

/// C precedence levels, higher binds tighter.
pub const PREC_COMMA: u8 = 1;
pub const PREC_ASSIGN: u8 = 2;
pub const PREC_COND: u8 = 3;
pub const PREC_LOG_OR: u8 = 4;
pub const PREC_LOG_AND: u8 = 5;
pub const PREC_BIT_OR: u8 = 6;
pub const PREC_BIT_XOR: u8 = 7;
pub const PREC_BIT_AND: u8 = 8;
pub const PREC_EQUALITY: u8 = 9;
pub const PREC_RELATIONAL: u8 = 10;
pub const PREC_SHIFT: u8 = 11;
pub const PREC_ADD: u8 = 12;
pub const PREC_MUL: u8 = 13;
pub const PREC_UNARY: u8 = 15;
pub const PREC_POSTFIX: u8 = 16;

#[derive(Clone, Debug, PartialEq)]
pub struct CExpr {
    pub text: String,
    pub prec: u8,
    /// The logical negation, when it reads better than `!(...)` (an inverted integer
    /// comparison, or the operand of a `!`).
    pub negated: Option<Box<CExpr>>,
}

impl CExpr {
    pub fn new(text: impl Into<String>, prec: u8) -> CExpr {
        CExpr { text: text.into(), prec, negated: None }
    }

    pub fn primary(text: impl Into<String>) -> CExpr {
        CExpr::new(text, PREC_POSTFIX)
    }

    /// The text, parenthesized unless it binds at least as tightly as `min_prec`.
    pub fn at(&self, min_prec: u8) -> String {
        if self.prec >= min_prec {
            self.text.clone()
        } else {
            format!("({})", self.text)
        }
    }

    /// `!e`, or the prepared negation.
    pub fn negate(&self) -> CExpr {
        if let Some(neg) = &self.negated {
            let mut res = (**neg).clone();
            res.negated = Some(Box::new(self.clone()));
            return res;
        }
        let mut res = CExpr::new(format!("!{}", self.at(PREC_UNARY)), PREC_UNARY);
        res.negated = Some(Box::new(self.clone()));
        res
    }

    /// A prefix operator: `-x`, `~x`, `*p`, `&x`, `(int)x`.
    pub fn prefix(op: &str, operand: &CExpr) -> CExpr {
        let inner = operand.at(PREC_UNARY);
        // `- -x` would lex as a decrement without the parentheses.
        let clash = matches!(
            (op.chars().last(), inner.chars().next()),
            (Some('-'), Some('-')) | (Some('+'), Some('+')) | (Some('&'), Some('&'))
        );
        let text = if clash { format!("{}({})", op, operand.text) } else { format!("{}{}", op, inner) };
        CExpr::new(text, PREC_UNARY)
    }
}

/// Precedence of a binary C operator.
pub fn binary_prec(op: &str) -> u8 {
    match op {
        "*" | "/" | "%" => PREC_MUL,
        "+" | "-" => PREC_ADD,
        "<<" | ">>" => PREC_SHIFT,
        "<" | "<=" | ">" | ">=" => PREC_RELATIONAL,
        "==" | "!=" => PREC_EQUALITY,
        "&" => PREC_BIT_AND,
        "^" => PREC_BIT_XOR,
        "|" => PREC_BIT_OR,
        "&&" => PREC_LOG_AND,
        "||" => PREC_LOG_OR,
        _ => PREC_COMMA,
    }
}

/// Operators whose mixing GCC's `-Wparentheses` dislikes without explicit parentheses.
fn is_touchy(prec: u8) -> bool {
    matches!(
        prec,
        PREC_SHIFT
            | PREC_RELATIONAL
            | PREC_EQUALITY
            | PREC_BIT_AND
            | PREC_BIT_XOR
            | PREC_BIT_OR
            | PREC_LOG_AND
            | PREC_LOG_OR
    )
}

/// `lhs op rhs`, left-associative, parenthesizing operands that bind less tightly, a right
/// operand of equal precedence, and any mixing of shifts, comparisons and bitwise operators.
pub fn binary(lhs: &CExpr, op: &str, rhs: &CExpr) -> CExpr {
    let prec = binary_prec(op);
    let operand = |e: &CExpr, right: bool| {
        let binary_operand = (PREC_LOG_OR..=PREC_MUL).contains(&e.prec);
        let mixes = binary_operand && (is_touchy(prec) || is_touchy(e.prec)) && e.prec != prec;
        let comparison_chain = e.prec == prec && (prec == PREC_RELATIONAL || prec == PREC_EQUALITY);
        if e.prec < prec || (right && e.prec == prec) || mixes || comparison_chain {
            format!("({})", e.text)
        } else {
            e.text.clone()
        }
    };
    CExpr::new(format!("{} {} {}", operand(lhs, false), op, operand(rhs, true)), prec)
}

/// `lhs = rhs` as statement text.
pub fn assign(lhs: &str, rhs: &CExpr) -> String {
    format!("{} = {}", lhs, rhs.at(PREC_ASSIGN))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(name: &str) -> CExpr {
        CExpr::primary(name)
    }

    #[test]
    fn parentheses_follow_precedence() {
        let sum = binary(&v("a"), "+", &v("b"));
        assert_eq!(binary(&sum, "*", &v("c")).text, "(a + b) * c");
        assert_eq!(binary(&v("c"), "*", &sum).text, "c * (a + b)");
        assert_eq!(binary(&sum, "+", &v("c")).text, "a + b + c");
        assert_eq!(binary(&v("c"), "-", &sum).text, "c - (a + b)");
        let prod = binary(&v("a"), "*", &v("b"));
        assert_eq!(binary(&prod, "+", &v("c")).text, "a * b + c");
    }

    #[test]
    fn parentheses_gcc_asks_for() {
        let sum = binary(&v("a"), "+", &v("b"));
        assert_eq!(binary(&sum, "<<", &v("c")).text, "(a + b) << c");
        let eq = binary(&v("a"), "==", &v("b"));
        assert_eq!(binary(&eq, "&", &v("c")).text, "(a == b) & c");
        let lt = binary(&v("a"), "<", &v("b"));
        assert_eq!(binary(&lt, "<", &v("c")).text, "(a < b) < c");
        let and = binary(&v("a"), "&", &v("b"));
        assert_eq!(binary(&and, "|", &v("c")).text, "(a & b) | c");
        let prod = binary(&v("a"), "*", &v("b"));
        assert_eq!(binary(&prod, "&", &v("c")).text, "(a * b) & c");
    }

    #[test]
    fn prefix_operators_do_not_lex_together() {
        let neg = CExpr::new("-5", PREC_UNARY);
        assert_eq!(CExpr::prefix("-", &neg).text, "-(-5)");
        assert_eq!(CExpr::prefix("~", &neg).text, "~-5");
        let sum = binary(&v("a"), "+", &v("b"));
        assert_eq!(CExpr::prefix("-", &sum).text, "-(a + b)");
        assert_eq!(CExpr::prefix("(int)", &v("x")).text, "(int)x");
    }

    #[test]
    fn negation_uses_the_prepared_form() {
        let mut lt = binary(&v("i"), "<", &v("n"));
        lt.negated = Some(Box::new(binary(&v("i"), ">=", &v("n"))));
        assert_eq!(lt.negate().text, "i >= n");
        assert_eq!(lt.negate().negate().text, "i < n");
        assert_eq!(v("x").negate().text, "!x");
        assert_eq!(v("x").negate().negate().text, "x");
    }
}
