//! The C-visible type of a vector variant, per the vector function ABI: a varying parameter is
//! a vector of `vlen` lanes, a uniform or linear one stays scalar, the result is a vector, and a
//! masked variant takes one more vector, of the characteristic type, whose nonzero lanes are
//! the active ones (under AVX-512's 'e', an `unsigned int` of one bit per lane instead:
//! `vfabi::MASK_IN_GENERAL_REGISTER`).

use super::variant_decl;
use crate::abi::vfabi::{self, ParamAbi};
use crate::ir::{FuncId, FuncType, IntKind, Module, TypeId};

/// Declares the variant in the module (no body yet) and lists it in `vector_variants`.
pub fn declare(module: &mut Module, scalar: FuncId, abi: &vfabi::Variant) -> Result<FuncId, String> {
    let fty = module.funcs[scalar].ty;
    let ft = module.types.func_type(fty).cloned().ok_or("not a function type")?;
    let param_types = ft.params.clone();
    let name = abi.mangled(&module.types, &param_types);
    // A prototype of the variant in the file (a caller's) is fine: the variant defines it.
    let declared = module
        .funcs
        .iter()
        .find(|(_, f)| f.name == name)
        .map(|(id, f)| (id, f.body.is_some() || f.splice.is_some() || f.unsupported.is_some()));
    if let Some((_, true)) = declared {
        return Err(format!("`{}` is already defined", name));
    }
    let register_bits = vfabi::register_bits(abi.isa, module.types.is_float(abi.cdt)) as u64;
    let mut params = Vec::new();
    for (idx, (&ty, p)) in param_types.iter().zip(&abi.params).enumerate() {
        match p.kind {
            ParamAbi::Varying => {
                params.push(lanes_of(module, ty, abi.vlen, register_bits, &format!("parameter {}", idx + 1))?)
            }
            _ => {
                if !module.types.is_scalar(ty) {
                    return Err(format!("parameter {} is not a scalar", idx + 1));
                }
                params.push(module.types.unqualified(ty));
            }
        }
    }
    if abi.mask_in_general_register() {
        params.push(vfabi::mask_bits_type(&mut module.types, abi.vlen));
    } else if abi.masked {
        // A pointer characteristic type has a mask of pointer-sized integers.
        let elem = if module.types.is_pointer(abi.cdt) { module.types.int(IntKind::Long) } else { abi.cdt };
        params.push(lanes_of(module, elem, abi.vlen, register_bits, "the mask")?);
    }
    let ret = if module.types.is_void(ft.ret) {
        ft.ret
    } else {
        lanes_of(module, ft.ret, abi.vlen, register_bits, "the result")?
    };
    let vty = module.types.func(FuncType { ret, params, variadic: false, has_prototype: true });
    let mut decl = variant_decl(&module.funcs[scalar], name, vty);
    if abi.internal {
        decl.linkage = crate::ir::Linkage::Internal;
    }
    let id = match declared {
        Some((id, _)) => {
            module.funcs[id] = decl;
            id
        }
        None => module.funcs.push(decl),
    };
    module.vector_variants.push((scalar, id, abi.clone()));
    Ok(id)
}

/// `<vlen x ty>` for a parameter or result, if one register holds it.
fn lanes_of(module: &mut Module, ty: TypeId, vlen: u32, register_bits: u64, what: &str) -> Result<TypeId, String> {
    let ty = module.types.unqualified(ty);
    if !vfabi::is_lane_type(&module.types, ty) || module.types.is_pointer(ty) {
        return Err(format!("{} ({}) cannot be a vector lane", what, module.types.display(ty)));
    }
    let bits = module.types.size_of(ty).unwrap_or(0) * 8 * vlen as u64;
    if bits > register_bits {
        return Err(format!(
            "{} needs {} bits of lanes, more than one {}-bit register (split arguments are not supported yet)",
            what, bits, register_bits
        ));
    }
    Ok(module.types.vector(ty, vlen))
}
