//! Constants written as C whose C type is exactly the IR type: integer literals with the right
//! suffix or cast (`4294967295U`, `(unsigned char)200`, `(-2147483647 - 1)`), floating-point
//! literals that round-trip exactly, string literals, and static initializers.
//!
//! Integer and floating-point spelling never depends on the host's formatting of `%g`: Rust's
//! shortest round-trip formatting gives the fewest digits that read back as the same value.

use crate::ctype::c_type;
use crate::expr::{CExpr, PREC_UNARY};
use crate::EmitError;
use midend::ir::{FloatKind, IntKind, TypeId, TypeKind, Types};
use std::fmt::Write;

/// An integer constant of kind `kind` whose bits (sign- or zero-extended to 64) are `bits`.
pub fn int_literal(kind: IntKind, bits: u64, char_is_signed: bool) -> CExpr {
    let width = kind.bits();
    let signed = kind.is_signed_with(char_is_signed);
    // Normalize to the value the type holds.
    let value: i128 = if width == 64 {
        if signed {
            bits as i64 as i128
        } else {
            bits as i128
        }
    } else {
        let mask = (1u64 << width) - 1;
        let low = bits & mask;
        if signed && low >> (width - 1) != 0 {
            low as i128 - (1i128 << width)
        } else {
            low as i128
        }
    };
    let suffix = match kind {
        IntKind::Int => "",
        IntKind::UInt => "U",
        IntKind::Long => "L",
        IntKind::ULong => "UL",
        IntKind::LongLong => "LL",
        IntKind::ULongLong => "ULL",
        // Types narrower than int have no literal: write an `int` literal and cast it.
        _ => {
            let inner = if value < 0 {
                CExpr::new(format!("{}", value), PREC_UNARY)
            } else {
                CExpr::primary(format!("{}", value))
            };
            let value = if kind == IntKind::Bool { CExpr::primary(if value != 0 { "1" } else { "0" }) } else { inner };
            return CExpr::prefix(&format!("({})", kind.c_name()), &value);
        }
    };
    let min = if signed { -(1i128 << (width - 1)) } else { 0 };
    if signed && value == min {
        // `-2147483648` would be the negation of a literal too large for `int`.
        return CExpr::primary(format!("({}{} - 1)", value + 1, suffix));
    }
    if value < 0 {
        CExpr::new(format!("{}{}", value, suffix), PREC_UNARY)
    } else {
        CExpr::primary(format!("{}{}", value, suffix))
    }
}

/// A floating-point constant of kind `kind`. `long double` values come from an `f64`, so they
/// are written as that double converted, which is exact.
pub fn float_literal(kind: FloatKind, value: f64) -> CExpr {
    let (suffix, fn_suffix) = match kind {
        FloatKind::Float => ("f", "f"),
        FloatKind::Double => ("", ""),
        FloatKind::LongDouble => ("L", "l"),
    };
    let negative = value.is_sign_negative();
    if value.is_nan() {
        let nan = CExpr::primary(format!("__builtin_nan{}(\"\")", fn_suffix));
        return if negative { CExpr::prefix("-", &nan) } else { nan };
    }
    if value.is_infinite() {
        let inf = CExpr::primary(format!("__builtin_inf{}()", fn_suffix));
        return if negative { CExpr::prefix("-", &inf) } else { inf };
    }
    let digits = match kind {
        FloatKind::Float => format!("{:?}", value as f32),
        FloatKind::Double | FloatKind::LongDouble => format!("{:?}", value),
    };
    // Rust writes `1e300` and `1.0`; both are C floating literals once they have a `.` or `e`.
    let digits = if digits.contains(['.', 'e', 'E']) { digits } else { format!("{}.0", digits) };
    let text = match kind {
        FloatKind::LongDouble => return CExpr::prefix("(long double)", &literal_with_sign(digits, "")),
        _ => digits,
    };
    literal_with_sign(text, suffix)
}

fn literal_with_sign(digits: String, suffix: &str) -> CExpr {
    let text = format!("{}{}", digits, suffix);
    if text.starts_with('-') {
        CExpr::new(text, PREC_UNARY)
    } else {
        CExpr::primary(text)
    }
}

/// A string literal. Bytes outside printable ASCII are 3-digit octal escapes, so a following
/// digit is never swallowed; `??` is broken up so that no trigraph appears.
pub fn string_literal(bytes: &[u8]) -> String {
    let mut out = String::from("\"");
    let mut prev = 0u8;
    for &b in bytes {
        match b {
            b'"' => out.push_str("\\\""),
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\t' => out.push_str("\\t"),
            b'?' if prev == b'?' => out.push_str("\\?"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{:03o}", b);
            }
        }
        prev = b;
    }
    out.push('"');
    out
}

/// The constant of type `ty` a scalar gets from the integer `bits`: integers as literals,
/// pointers as a cast integer, floats converted.
pub fn scalar_from_bits(types: &Types, ty: TypeId, bits: u64) -> Result<CExpr, EmitError> {
    match types.kind(ty) {
        TypeKind::Int(kind) => Ok(int_literal(*kind, bits, types.char_is_signed)),
        TypeKind::Float(kind) => Ok(float_literal(*kind, bits as i64 as f64)),
        TypeKind::Ptr(_) => {
            let value = int_literal(IntKind::ULong, bits, types.char_is_signed);
            let value = if bits == 0 { CExpr::primary("0") } else { value };
            Ok(CExpr::prefix(&format!("({})", c_type(types, ty)?), &value))
        }
        _ => Err(EmitError::new(format!("an integer constant of type {}", types.display(ty)))),
    }
}

/// Zero of any type (what an undefined value is written as). Aggregates get a compound literal.
pub fn zero_of(types: &Types, ty: TypeId) -> Result<CExpr, EmitError> {
    match types.kind(ty) {
        TypeKind::Int(_) | TypeKind::Ptr(_) => scalar_from_bits(types, ty, 0),
        TypeKind::Float(kind) => Ok(float_literal(*kind, 0.0)),
        TypeKind::Record(_) | TypeKind::Array(..) => {
            let unqualified =
                types.lookup(&midend::ir::Type { kind: types.kind(ty).clone(), quals: Default::default() });
            let spelled = c_type(types, unqualified.unwrap_or(ty))?;
            Ok(CExpr::primary(format!("({}){{0}}", spelled)))
        }
        _ => Err(EmitError::new(format!("a zero of type {}", types.display(ty)))),
    }
}

/// A static initializer for an object of type `ty`. `global_name` names globals as this code
/// refers to them (static locals may be renamed), `func_name` names functions.
pub fn initializer(
    types: &Types,
    ty: TypeId,
    init: &midend::ir::Init,
    global_name: &dyn Fn(midend::ir::GlobalId) -> String,
    func_name: &dyn Fn(midend::ir::FuncId) -> String,
    global_type: &dyn Fn(midend::ir::GlobalId) -> TypeId,
) -> Result<String, EmitError> {
    use midend::ir::Init;
    let recurse = |ty: TypeId, init: &Init| initializer(types, ty, init, global_name, func_name, global_type);
    Ok(match init {
        Init::Zero => match types.kind(ty) {
            TypeKind::Array(..) | TypeKind::Record(_) => "{0}".to_string(),
            _ => zero_of(types, ty)?.text,
        },
        Init::Int(bits) => scalar_from_bits(types, ty, *bits)?.text,
        Init::Float(f) => match types.kind(ty) {
            TypeKind::Float(kind) => float_literal(*kind, *f).text,
            _ => return Err(EmitError::new("a floating-point initializer for a non-float object")),
        },
        Init::FuncAddr(f) => func_name(*f),
        Init::Str(bytes) => string_literal(bytes),
        Init::GlobalAddr { global, offset } => {
            global_address(types, ty, global_name(*global), global_type(*global), *offset)?
        }
        Init::List(items) => match types.kind(ty) {
            TypeKind::Array(elem, _) => {
                let parts: Result<Vec<String>, EmitError> = items.iter().map(|i| recurse(*elem, i)).collect();
                format!("{{{}}}", parts?.join(", "))
            }
            TypeKind::Record(rec) => {
                let def = &types.records[*rec];
                let mut parts = Vec::new();
                for (field, item) in def.fields.iter().zip(items) {
                    let Some(name) = &field.name else { continue };
                    parts.push(format!(".{} = {}", name, recurse(field.ty, item)?));
                }
                if parts.is_empty() {
                    "{0}".to_string()
                } else {
                    format!("{{{}}}", parts.join(", "))
                }
            }
            _ => return Err(EmitError::new("a list initializer for a scalar")),
        },
    })
}

/// `&g`, `&g[3]`, or `(T)((char *)&g + 12)` for a pointer of type `ptr_ty` into `g`.
fn global_address(
    types: &Types,
    ptr_ty: TypeId,
    name: String,
    global_ty: TypeId,
    offset: i64,
) -> Result<String, EmitError> {
    let pointee = types.pointee(ptr_ty).ok_or_else(|| EmitError::new("an address initializer for a non-pointer"))?;
    if offset == 0 && types.kind(pointee) == types.kind(global_ty) {
        return Ok(format!("&{}", name));
    }
    if let TypeKind::Array(elem, _) = types.kind(global_ty) {
        if let Some(size) = types.size_of(*elem).filter(|s| *s > 0) {
            if types.kind(pointee) == types.kind(*elem) && offset >= 0 && (offset as u64).is_multiple_of(size) {
                return Ok(format!("&{}[{}]", name, offset as u64 / size));
            }
        }
    }
    Ok(format!("({})((char *)&{} + {})", c_type(types, ptr_ty)?, name, offset))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lit(kind: IntKind, value: i128) -> String {
        int_literal(kind, value as u64, true).text
    }

    #[test]
    fn every_int_kind_at_its_limits() {
        assert_eq!(lit(IntKind::Int, 0), "0");
        assert_eq!(lit(IntKind::Int, i32::MAX as i128), "2147483647");
        assert_eq!(lit(IntKind::Int, i32::MIN as i128), "(-2147483647 - 1)");
        assert_eq!(lit(IntKind::Int, -5), "-5");
        assert_eq!(lit(IntKind::UInt, u32::MAX as i128), "4294967295U");
        assert_eq!(lit(IntKind::UInt, 0), "0U");
        assert_eq!(lit(IntKind::Long, i64::MAX as i128), "9223372036854775807L");
        assert_eq!(lit(IntKind::Long, i64::MIN as i128), "(-9223372036854775807L - 1)");
        assert_eq!(lit(IntKind::ULong, u64::MAX as i128), "18446744073709551615UL");
        assert_eq!(lit(IntKind::LongLong, i64::MIN as i128), "(-9223372036854775807LL - 1)");
        assert_eq!(lit(IntKind::LongLong, -1), "-1LL");
        assert_eq!(lit(IntKind::ULongLong, u64::MAX as i128), "18446744073709551615ULL");
        assert_eq!(lit(IntKind::UChar, 200), "(unsigned char)200");
        assert_eq!(lit(IntKind::UChar, 255), "(unsigned char)255");
        assert_eq!(lit(IntKind::SChar, -128), "(signed char)-128");
        assert_eq!(lit(IntKind::SChar, 127), "(signed char)127");
        assert_eq!(lit(IntKind::Char, -128), "(char)-128");
        assert_eq!(lit(IntKind::Short, -32768), "(short)-32768");
        assert_eq!(lit(IntKind::Short, 32767), "(short)32767");
        assert_eq!(lit(IntKind::UShort, 65535), "(unsigned short)65535");
        assert_eq!(lit(IntKind::Bool, 1), "(_Bool)1");
        assert_eq!(lit(IntKind::Bool, 0), "(_Bool)0");
        // Bits are sign-extended for signed kinds and zero-extended for unsigned ones; both read.
        assert_eq!(int_literal(IntKind::UChar, u64::MAX, true).text, "(unsigned char)255");
        assert_eq!(int_literal(IntKind::Char, 200, false).text, "(char)200");
    }

    #[test]
    fn floats_round_trip() {
        assert_eq!(float_literal(FloatKind::Double, 0.1).text, "0.1");
        assert_eq!(float_literal(FloatKind::Double, 1.0).text, "1.0");
        assert_eq!(float_literal(FloatKind::Double, -2.5).text, "-2.5");
        assert_eq!(float_literal(FloatKind::Double, 1e300).text, "1e300");
        assert_eq!(float_literal(FloatKind::Double, 5e-324).text, "5e-324");
        assert_eq!(float_literal(FloatKind::Double, f64::MAX).text, "1.7976931348623157e308");
        assert_eq!(float_literal(FloatKind::Float, 0.1f32 as f64).text, "0.1f");
        assert_eq!(float_literal(FloatKind::Float, f32::MAX as f64).text, "3.4028235e38f");
        assert_eq!(float_literal(FloatKind::Float, 16777216.0).text, "16777216.0f");
        assert_eq!(float_literal(FloatKind::LongDouble, 0.1).text, "(long double)0.1");
        assert_eq!(float_literal(FloatKind::Double, -0.0).text, "-0.0");
    }

    #[test]
    fn float_specials() {
        assert_eq!(float_literal(FloatKind::Double, f64::INFINITY).text, "__builtin_inf()");
        assert_eq!(float_literal(FloatKind::Float, f64::NEG_INFINITY).text, "-__builtin_inff()");
        assert_eq!(float_literal(FloatKind::Double, f64::NAN).text, "__builtin_nan(\"\")");
        assert_eq!(float_literal(FloatKind::LongDouble, f64::INFINITY).text, "__builtin_infl()");
    }

    #[test]
    fn strings_escape_safely() {
        assert_eq!(string_literal(b"hi\n"), "\"hi\\n\"");
        assert_eq!(string_literal(b"\x01\x32"), "\"\\0012\"");
        assert_eq!(string_literal(b"a\"b\\"), "\"a\\\"b\\\\\"");
        assert_eq!(string_literal(b"??=x"), "\"?\\?=x\"");
        assert_eq!(string_literal(&[0xff, b'f']), "\"\\377f\"");
    }
}
