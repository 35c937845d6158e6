//! Names and shapes of vector variants under the x86-64 and AArch64 vector function ABIs, so
//! that vcc's variants can be called from gcc/clang `declare simd` code and vcc can call theirs.
//!
//! A variant is named `_ZGV <isa> <mask> <vlen> <parameters> _ <name>`:
//! - isa: `b` SSE (128-bit), `c` AVX (256-bit floats, 128-bit integers), `d` AVX2 (256-bit),
//!   `e` AVX-512 (512-bit), `n` AArch64 Advanced SIMD (128-bit);
//! - mask: `M` masked (one extra trailing mask argument: a vector of the CDT whose nonzero lanes
//!   are active, or under `e` an integer of one bit per lane, `MASK_IN_GENERAL_REGISTER`), `N` unmasked;
//! - vlen: lanes, from `simdlen` or from the characteristic data type (CDT) and the width of the
//!   isa's vector registers for that kind of type;
//! - one group per parameter: `v` varying, `u` uniform, `l` linear step 1, `l<n>` constant step
//!   (`ln<n>` when negative; a pointer's step in bytes), `ls<pos>` step held in the uniform
//!   parameter at position `pos`; each may be followed by `a<n>`, its alignment in bytes.
//!
//! The CDT is the return type when it is not `void`, else the type of the first varying
//! parameter, else `int`; a CDT that is not a scalar (a struct, say) counts as `int`.
//! These are the rules gcc 12 follows for `#pragma omp declare simd` (see the tests).

use crate::ir::{LinearStep, MaskVariants, ParamShape, TypeId, TypeKind, Types, VecFunctionAnnotation};
use crate::target::Target;

/// How one parameter is passed to a vector variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamAbi {
    /// A vector of `vlen` lanes.
    Varying,
    /// One scalar, the same for every lane.
    Uniform,
    /// One scalar, lane 0's value; lane `k` has `value + k * step`. For a pointer, `step`
    /// counts elements (the name writes it in bytes).
    Linear(i64),
    /// Like `Linear`, with the step held in the uniform parameter at this index.
    LinearParam(u32),
}

/// One parameter: its kind and, when promised, its alignment in bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    pub kind: ParamAbi,
    pub align: Option<u64>,
}

/// One vector variant of a scalar function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// The scalar function's name.
    pub scalar_name: String,
    pub isa: char,
    pub masked: bool,
    pub vlen: u32,
    pub params: Vec<Param>,
    /// The characteristic data type (it is also the element type of the mask vector).
    pub cdt: TypeId,
    /// vcc's own masked variant of a `nomask` function, for the loop vectorizer's masked
    /// remainders: `static`, named `vcc_` and the ABI name, which no other file may call.
    pub internal: bool,
}

impl Variant {
    /// The ABI name: `_ZGVdN8vu_mandel` (`vcc_` before it for an internal variant).
    pub fn mangled(&self, types: &Types, param_types: &[TypeId]) -> String {
        let prefix = if self.internal { "vcc_" } else { "" };
        let mut out = format!("{}_ZGV{}{}{}", prefix, self.isa, if self.masked { 'M' } else { 'N' }, self.vlen);
        for (idx, param) in self.params.iter().enumerate() {
            match &param.kind {
                ParamAbi::Varying => out.push('v'),
                ParamAbi::Uniform => out.push('u'),
                ParamAbi::Linear(step) => {
                    let unit = param_types
                        .get(idx)
                        .and_then(|&t| types.pointee(t))
                        .and_then(|p| types.size_of(p))
                        .unwrap_or(1);
                    let step = step.saturating_mul(unit as i64);
                    match step {
                        1 => out.push('l'),
                        s if s < 0 => out.push_str(&format!("ln{}", s.unsigned_abs())),
                        s => out.push_str(&format!("l{}", s)),
                    }
                }
                ParamAbi::LinearParam(pos) => out.push_str(&format!("ls{}", pos)),
            }
            if let Some(align) = param.align {
                out.push_str(&format!("a{}", align));
            }
        }
        out.push('_');
        out.push_str(&self.scalar_name);
        out
    }
}

/// The width in bits of the vector registers that hold the CDT's kind under `isa` (AVX has
/// 256-bit floating-point but only 128-bit integer operations).
pub fn register_bits(isa: char, cdt_is_float: bool) -> u32 {
    match isa {
        'b' | 'n' => 128,
        'c' if cdt_is_float => 256,
        'c' => 128,
        'e' => 512,
        _ => 256,
    }
}

/// The alignment in bytes that an `alignment(p)` clause without a value promises to `isa`'s
/// variants: the width of its (floating-point) vector registers.
pub fn default_align(isa: char) -> u64 {
    register_bits(isa, true) as u64 / 8
}

/// The characteristic data type of a function of type `fty` under `ann`.
pub fn characteristic_type(types: &mut Types, fty: TypeId, ann: &VecFunctionAnnotation) -> TypeId {
    let Some(ft) = types.func_type(fty).cloned() else { return types.int(crate::ir::IntKind::Int) };
    let candidate = if !types.is_void(ft.ret) {
        Some(ft.ret)
    } else {
        ft.params.iter().enumerate().find(|(idx, _)| shape_of_param(ann, *idx as u32).is_none()).map(|(_, &t)| t)
    };
    match candidate {
        Some(t) if types.is_scalar(t) => types.unqualified(t),
        _ => types.int(crate::ir::IntKind::Int),
    }
}

fn shape_of_param(ann: &VecFunctionAnnotation, idx: u32) -> Option<&ParamShape> {
    ann.shapes.iter().find(|(p, _)| *p == idx).map(|(_, s)| s)
}

/// ABI letters whose masked variants take their mask as an integer, one bit per lane (bit `k`
/// set: lane `k` active), in the next general register, not as a vector: gcc's `_ZGVeM16v_f`
/// reads it from `%edi` (`vpbroadcastd %edi` and a shift by the lane index), `_ZGVeM8ulv_f`
/// (pointer, int, double) from `%edx`, `_ZGVeM64v_f` (64 `char` lanes) from `%rdi`. Only the
/// low `vlen` bits count. vcc's variants declare it `unsigned int` (`unsigned long` above 32
/// lanes, see `mask_bits_type`): a caller passes the bits, the callee makes its vector mask from them.
pub const MASK_IN_GENERAL_REGISTER: &[char] = &['e'];

impl Variant {
    /// Whether this masked variant takes its mask as bits in a general register.
    pub fn mask_in_general_register(&self) -> bool {
        self.masked && MASK_IN_GENERAL_REGISTER.contains(&self.isa)
    }
}

/// The C type of an integer mask of `vlen` lanes: `unsigned int` up to 32 lanes, else `unsigned long`.
pub fn mask_bits_type(types: &mut Types, vlen: u32) -> TypeId {
    types.int(mask_bits_kind(vlen))
}

/// The integer kind of `mask_bits_type`.
pub fn mask_bits_kind(vlen: u32) -> crate::ir::IntKind {
    if vlen <= 32 {
        crate::ir::IntKind::UInt
    } else {
        crate::ir::IntKind::ULong
    }
}

/// How a masked variant's caller passes the mask.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MaskArg {
    /// A vector of this element type (the CDT, `long` for a pointer CDT): 1 where active, 0 where not.
    Vector(TypeId),
    /// An unsigned integer of this type, one bit per lane (`MASK_IN_GENERAL_REGISTER`).
    Bits(TypeId),
}

/// The mask argument of `v`, `None` for an unmasked variant.
pub fn mask_arg(types: &Types, v: &Variant) -> Option<MaskArg> {
    if !v.masked {
        None
    } else if v.mask_in_general_register() {
        Some(MaskArg::Bits(types.int_of(mask_bits_kind(v.vlen))))
    } else if types.is_pointer(v.cdt) {
        Some(MaskArg::Vector(types.int_of(crate::ir::IntKind::Long)))
    } else {
        Some(MaskArg::Vector(v.cdt))
    }
}

/// The integer mask with every one of `vlen` lanes active.
pub fn all_lanes_bits(vlen: u32) -> u64 {
    if vlen >= 64 {
        u64::MAX
    } else {
        (1u64 << vlen) - 1
    }
}

/// The variants `ann` asks for on `target`: for each of its ABI letters (`Target::vfabi_isas`),
/// widest first, with alignment clauses without a value promising that letter's register width.
pub fn variants_for(
    types: &mut Types,
    scalar_name: &str,
    fty: TypeId,
    ann: &VecFunctionAnnotation,
    target: &Target,
) -> Result<Vec<Variant>, String> {
    let mut all = Vec::new();
    for &isa in target.vfabi_isas {
        all.extend(variants(types, scalar_name, fty, ann, isa, default_align(isa))?);
    }
    Ok(all)
}

/// The variants `ann` asks for, for `isa`. `default_align` is the alignment an `alignment(p)`
/// clause without a value promises (the target's vector width). Errors say why there are none.
pub fn variants(
    types: &mut Types,
    scalar_name: &str,
    fty: TypeId,
    ann: &VecFunctionAnnotation,
    isa: char,
    default_align: u64,
) -> Result<Vec<Variant>, String> {
    let ft = types.func_type(fty).cloned().ok_or("not a function type")?;
    if ft.variadic {
        return Err("a variadic function has no vector variants".into());
    }
    let cdt = characteristic_type(types, fty, ann);
    let cdt_bytes = types.size_of(cdt).unwrap_or(4).max(1);
    let vlen = match ann.simdlen {
        Some(n) => n,
        None => (register_bits(isa, types.is_float(cdt)) as u64 / (cdt_bytes * 8)).max(1) as u32,
    };
    let mut params = Vec::new();
    for idx in 0..ft.params.len() as u32 {
        let kind = match shape_of_param(ann, idx) {
            None => ParamAbi::Varying,
            Some(ParamShape::Uniform) => ParamAbi::Uniform,
            Some(ParamShape::Linear(LinearStep::Const(step))) => ParamAbi::Linear(*step),
            Some(ParamShape::Linear(LinearStep::Param(p))) => ParamAbi::LinearParam(*p),
        };
        let align = ann.aligned.iter().find(|(p, _)| *p == idx).map(|(_, a)| a.unwrap_or(default_align));
        params.push(Param { kind, align });
    }
    let masks: &[bool] = match ann.mask {
        MaskVariants::Both => &[false, true],
        MaskVariants::MaskedOnly => &[true],
        MaskVariants::UnmaskedOnly => &[false],
    };
    Ok(masks
        .iter()
        .map(|&masked| Variant {
            scalar_name: scalar_name.to_string(),
            isa,
            masked,
            vlen,
            params: params.clone(),
            cdt,
            internal: false,
        })
        .collect())
}

/// Whether a type can be a lane of a vector variant's parameter or result.
pub fn is_lane_type(types: &Types, ty: TypeId) -> bool {
    matches!(types.kind(ty), TypeKind::Int(k) if *k != crate::ir::IntKind::Bool)
        || matches!(types.kind(ty), TypeKind::Float(k) if *k != crate::ir::FloatKind::LongDouble)
        || types.is_pointer(ty)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{AnnotationSyntax, FloatKind, FuncType, IntKind, SrcLoc};

    fn ann(
        shapes: Vec<(u32, ParamShape)>,
        aligned: Vec<(u32, Option<u64>)>,
        mask: MaskVariants,
        simdlen: Option<u32>,
    ) -> VecFunctionAnnotation {
        VecFunctionAnnotation {
            syntax: AnnotationSyntax::OmpDeclareSimd,
            shapes,
            aligned,
            mask,
            simdlen,
            loc: SrcLoc::default(),
        }
    }

    /// The names of every variant for each isa, as one sorted list (the form `gcc -S` gives).
    fn names(
        types: &mut Types,
        name: &str,
        ret: TypeId,
        params: Vec<TypeId>,
        a: &VecFunctionAnnotation,
    ) -> Vec<String> {
        let fty = types.func(FuncType { ret, params: params.clone(), variadic: false, has_prototype: true });
        let mut res = Vec::new();
        for isa in ['b', 'c', 'd', 'e'] {
            for v in variants(types, name, fty, a, isa, 32).unwrap() {
                res.push(v.mangled(types, &params));
            }
        }
        res.sort();
        res
    }

    fn list(s: &str) -> Vec<String> {
        let mut v: Vec<String> = s.split_whitespace().map(String::from).collect();
        v.sort();
        v
    }

    /// Expected names are what `gcc-12 -O2 -fopenmp-simd -S` emits for the same
    /// `#pragma omp declare simd` declarations (AVX-512 masked variants included).
    #[test]
    fn names_match_gcc() {
        let mut t = Types::new();
        let (float, double, int, uint, long, char) = (
            t.float(FloatKind::Float),
            t.float(FloatKind::Double),
            t.int(IntKind::Int),
            t.int(IntKind::UInt),
            t.int(IntKind::Long),
            t.int(IntKind::Char),
        );
        let void = t.void();
        let cfloat = t.qualified(float, crate::ir::Quals::CONST);
        let pcfloat = t.ptr_to(cfloat);
        let pfloat = t.ptr_to(float);
        let cdouble = t.qualified(double, crate::ir::Quals::CONST);
        let pcdouble = t.ptr_to(cdouble);

        // unsigned mandel(float c, unsigned max_iter), uniform(max_iter)
        let a = ann(vec![(1, ParamShape::Uniform)], vec![], MaskVariants::Both, None);
        assert_eq!(
            names(&mut t, "mandel", uint, vec![float, uint], &a),
            list("_ZGVbM4vu_mandel _ZGVbN4vu_mandel _ZGVcM4vu_mandel _ZGVcN4vu_mandel _ZGVdM8vu_mandel _ZGVdN8vu_mandel _ZGVeM16vu_mandel _ZGVeN16vu_mandel")
        );
        // float pairsum(const float *p, int n), uniform(n) linear(p:2) inbranch
        let a = ann(
            vec![(1, ParamShape::Uniform), (0, ParamShape::Linear(LinearStep::Const(2)))],
            vec![],
            MaskVariants::MaskedOnly,
            None,
        );
        assert_eq!(
            names(&mut t, "pairsum", float, vec![pcfloat, int], &a),
            list("_ZGVbM4l8u_pairsum _ZGVcM8l8u_pairsum _ZGVdM8l8u_pairsum _ZGVeM16l8u_pairsum")
        );
        // double column(const double *p, long stride), uniform(stride) linear(p:stride)
        let a = ann(
            vec![(1, ParamShape::Uniform), (0, ParamShape::Linear(LinearStep::Param(1)))],
            vec![],
            MaskVariants::Both,
            None,
        );
        assert_eq!(
            names(&mut t, "column", double, vec![pcdouble, long], &a),
            list("_ZGVbM2ls1u_column _ZGVbN2ls1u_column _ZGVcM4ls1u_column _ZGVcN4ls1u_column _ZGVdM4ls1u_column _ZGVdN4ls1u_column _ZGVeM8ls1u_column _ZGVeN8ls1u_column")
        );
        // float get(const float *a, float s, int i), uniform(a) aligned(a:32) notinbranch simdlen(8)
        let a = ann(vec![(0, ParamShape::Uniform)], vec![(0, Some(32))], MaskVariants::UnmaskedOnly, Some(8));
        assert_eq!(
            names(&mut t, "get", float, vec![pcfloat, float, int], &a),
            list("_ZGVbN8ua32vv_get _ZGVcN8ua32vv_get _ZGVdN8ua32vv_get _ZGVeN8ua32vv_get")
        );
        // int neg(int i, double d), linear(i:-1) notinbranch
        let a = ann(vec![(0, ParamShape::Linear(LinearStep::Const(-1)))], vec![], MaskVariants::UnmaskedOnly, None);
        assert_eq!(
            names(&mut t, "neg", int, vec![int, double], &a),
            list("_ZGVbN4ln1v_neg _ZGVcN4ln1v_neg _ZGVdN8ln1v_neg _ZGVeN16ln1v_neg")
        );
        // void st(float *p, int i): the CDT is the first varying parameter, a pointer.
        let a = ann(vec![], vec![], MaskVariants::Both, None);
        assert_eq!(
            names(&mut t, "st", void, vec![pfloat, int], &a),
            list("_ZGVbM2vv_st _ZGVbN2vv_st _ZGVcM2vv_st _ZGVcN2vv_st _ZGVdM4vv_st _ZGVdN4vv_st _ZGVeM8vv_st _ZGVeN8vv_st")
        );
        // char ch(char c, int i), linear(i)
        let a = ann(vec![(1, ParamShape::Linear(LinearStep::Const(1)))], vec![], MaskVariants::Both, None);
        assert_eq!(
            names(&mut t, "ch", char, vec![char, int], &a),
            list("_ZGVbM16vl_ch _ZGVbN16vl_ch _ZGVcM16vl_ch _ZGVcN16vl_ch _ZGVdM32vl_ch _ZGVdN32vl_ch _ZGVeM64vl_ch _ZGVeN64vl_ch")
        );
    }

    /// gcc's `_ZGVeM16v_f` takes its mask in `%edi`, one bit per lane; the other letters take a
    /// vector of the CDT (of `long` for a pointer CDT).
    #[test]
    fn mask_arguments() {
        let mut t = Types::new();
        let (float, long) = (t.float(FloatKind::Float), t.int(IntKind::Long));
        let pfloat = t.ptr_to(float);
        let fty = t.func(FuncType { ret: float, params: vec![float], variadic: false, has_prototype: true });
        let a = ann(vec![], vec![], MaskVariants::Both, None);
        let uint = mask_bits_type(&mut t, 16);
        assert_eq!(mask_bits_type(&mut t, 64), t.int(IntKind::ULong));
        let e = variants(&mut t, "f", fty, &a, 'e', 64).unwrap();
        assert_eq!((e[0].masked, mask_arg(&t, &e[0])), (false, None));
        assert_eq!((e[1].mask_in_general_register(), mask_arg(&t, &e[1])), (true, Some(MaskArg::Bits(uint))));
        let d = variants(&mut t, "f", fty, &a, 'd', 32).unwrap();
        assert_eq!((d[1].mask_in_general_register(), mask_arg(&t, &d[1])), (false, Some(MaskArg::Vector(float))));
        let void = t.void();
        let st = t.func(FuncType { ret: void, params: vec![pfloat], variadic: false, has_prototype: true });
        let d = variants(&mut t, "st", st, &a, 'd', 32).unwrap();
        assert_eq!(mask_arg(&t, &d[1]), Some(MaskArg::Vector(long)));
        assert_eq!((all_lanes_bits(8), all_lanes_bits(16), all_lanes_bits(64)), (0xff, 0xffff, u64::MAX));
    }

    #[test]
    fn aarch64_and_default_alignment() {
        let mut t = Types::new();
        let float = t.float(FloatKind::Float);
        let pfloat = t.ptr_to(float);
        let fty = t.func(FuncType { ret: float, params: vec![pfloat, float], variadic: false, has_prototype: true });
        let a = ann(vec![(0, ParamShape::Uniform)], vec![(0, None)], MaskVariants::UnmaskedOnly, None);
        let vs = variants(&mut t, "f", fty, &a, 'n', 16).unwrap();
        assert_eq!(vs.len(), 1);
        assert_eq!(vs[0].mangled(&t, &[pfloat, float]), "_ZGVnN4ua16v_f");
        let variadic = t.func(FuncType { ret: float, params: vec![float], variadic: true, has_prototype: true });
        assert!(variants(&mut t, "g", variadic, &a, 'd', 32).is_err());
    }
}
