//! The forms of a 64-bit integer multiply that x86's vector instructions have, read off its
//! two operands. One rule for the cost model (loopvec `cost.rs`, which prices the form) and the
//! emitter (`avx2::mul_of_words`, which writes it), so that what is priced is what is written.
//! `of_shorts` picks the 32-bit products of two widened shorts that loopvec also plans in the
//! shorts' lanes; emit's `sse::mul_of_shorts` reads its operands on its own (it also takes
//! constants of 16-bit range, which the plans leave at the ints' width).
//!
//! `pmuldq` (`pmuludq` if unsigned) multiplies the low 32 bits of each 64-bit lane, extended as
//! signed (unsigned) integers, into the whole product: exact where both operands are widened
//! from 32-bit integers of that signedness, or are constants of its range. A signed 16-bit
//! value is a signed 32-bit one; an unsigned 8- or 16-bit value is either. One signed and one
//! unsigned 32-bit operand take two `pmuludq` (emit's `mixed_mul_of_words`).

use super::OpClass;

/// One operand of a 64-bit multiply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Factor {
    /// An integer of `bytes` bytes widened to 64 bits.
    Widened { bytes: u64, signed: bool },
    /// Constants: the one of a scalar, or every lane's of a vector.
    Constants(Vec<i64>),
    /// Anything else.
    Other,
}

/// How a 64-bit multiply can be done.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ProductForm {
    /// One `pmuldq` (`signed`) or `pmuludq`.
    Widening { signed: bool },
    /// A signed and an unsigned 32-bit operand (`first_signed`: which is which).
    Mixed { first_signed: bool },
    /// A variable times a constant: shifts and adds, which the C compiler writes.
    ByConstant,
    /// The full multiply (also where both operands are constants).
    Full,
}

impl ProductForm {
    /// The form of `a * b`.
    pub fn of(a: &Factor, b: &Factor) -> ProductForm {
        let factors = [a, b];
        // Per widened operand: Some(signedness) of a 32-bit (or signed narrower) integer, None
        // of an unsigned narrower one, which either form extends alike.
        // A widening of a wider integer is as good as any other value.
        let mut widened = Vec::new();
        let mut constants = Vec::new();
        let mut has_other = false;
        for factor in factors {
            match factor {
                Factor::Widened { bytes, signed } if *bytes <= 4 => {
                    widened.push((*signed || *bytes == 4).then_some(*signed))
                }
                Factor::Constants(c) => constants.extend_from_slice(c),
                Factor::Widened { .. } | Factor::Other => has_other = true,
            }
        }
        if has_other || widened.is_empty() {
            let constant = factors.iter().any(|f| matches!(f, Factor::Constants(_)));
            return if has_other && constant { ProductForm::ByConstant } else { ProductForm::Full };
        }
        let known: Vec<bool> = widened.iter().flatten().copied().collect();
        if let [first, second] = known[..] {
            if first != second {
                return ProductForm::Mixed { first_signed: first };
            }
        }
        let signed = known.first().copied().unwrap_or(false);
        let fits = |c: &i64| if signed { i32::try_from(*c).is_ok() } else { u32::try_from(*c).is_ok() };
        if constants.iter().all(fits) {
            ProductForm::Widening { signed }
        } else {
            ProductForm::ByConstant
        }
    }

    /// The cost table's class of the form (`None`: the full multiply, `OpClass::Mul`).
    pub fn op_class(self) -> Option<OpClass> {
        match self {
            ProductForm::Widening { signed: true } => Some(OpClass::WideningMulSigned),
            ProductForm::Widening { signed: false } => Some(OpClass::WideningMulUnsigned),
            ProductForm::Mixed { .. } => Some(OpClass::WideningMulMixed),
            ProductForm::ByConstant => Some(OpClass::MulByConstant),
            ProductForm::Full => None,
        }
    }
}

/// Whether a 32-bit multiply of `a` and `b` is one of two 16-bit integers of one signedness,
/// widened: `pmullw` and `pmulhw` give the low and high halves of 8 such products, and two
/// unpacks interleave them into two registers of ints (emit's `sse::mul_of_shorts`), where
/// widening the operands first takes a `pmovsxwd` each per 4 lanes.
pub fn of_shorts(a: &Factor, b: &Factor) -> bool {
    matches!(
        (a, b),
        (Factor::Widened { bytes: 2, signed: x }, Factor::Widened { bytes: 2, signed: y }) if x == y
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn widened(bytes: u64, signed: bool) -> Factor {
        Factor::Widened { bytes, signed }
    }

    #[test]
    fn forms() {
        let of = ProductForm::of;
        assert_eq!(of(&widened(4, true), &widened(2, true)), ProductForm::Widening { signed: true });
        assert_eq!(of(&widened(4, false), &widened(2, false)), ProductForm::Widening { signed: false });
        // An unsigned short fits a signed int and an unsigned one.
        assert_eq!(of(&widened(2, false), &widened(4, true)), ProductForm::Widening { signed: true });
        assert_eq!(of(&widened(4, false), &widened(4, true)), ProductForm::Mixed { first_signed: false });
        assert_eq!(of(&widened(4, true), &Factor::Constants(vec![-3])), ProductForm::Widening { signed: true });
        assert_eq!(of(&widened(4, false), &Factor::Constants(vec![-3])), ProductForm::ByConstant);
        assert_eq!(of(&widened(4, true), &Factor::Constants(vec![1 << 40])), ProductForm::ByConstant);
        assert_eq!(of(&Factor::Other, &Factor::Constants(vec![3])), ProductForm::ByConstant);
        assert_eq!(of(&Factor::Other, &widened(4, true)), ProductForm::Full);
        assert_eq!(of(&widened(8, true), &widened(4, true)), ProductForm::Full);
        assert_eq!(of(&widened(8, true), &Factor::Constants(vec![3])), ProductForm::ByConstant);
        assert_eq!(of(&Factor::Constants(vec![2]), &Factor::Constants(vec![3])), ProductForm::Full);
        assert_eq!(ProductForm::Mixed { first_signed: true }.op_class(), Some(OpClass::WideningMulMixed));
        assert_eq!(ProductForm::Full.op_class(), None);
    }

    #[test]
    fn shorts() {
        assert!(of_shorts(&widened(2, true), &widened(2, true)));
        assert!(of_shorts(&widened(2, false), &widened(2, false)));
        assert!(!of_shorts(&widened(2, true), &widened(2, false)));
        assert!(!of_shorts(&widened(1, false), &widened(2, false)));
        assert!(!of_shorts(&widened(2, true), &Factor::Constants(vec![3])));
    }
}
