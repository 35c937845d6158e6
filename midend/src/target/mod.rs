//! Target descriptions: what each SIMD instruction set offers, as data that every cost model
//! reads. One table per target; adding a target means adding a table, not `match` arms in passes.
//!
//! Costs have a second dimension, the core (`Tune`, `--tune`): `TUNED_COSTS` holds the rows in
//! which a micro-architecture differs from its instruction set's (AVX2's masked stores are
//! microcoded on Zen, one uop on Intel), looked up first by `Target::op_cost`, and so by every
//! query built on it (`gather_lane_cost`, `masked_access_is_free`, the passes' own sums). The
//! pipeline hands every pass `Target::tuned(kind, tune)`; `Tune::Generic` is each table exactly
//! as it is, which every explicit `--target` run gets unless `--tune` says otherwise. The rows
//! say where they come from: measured on a host by `testsuite/calibrate/calibrate.sh`, or taken
//! from published throughputs. A tune never changes which instructions a target may use; the
//! vector math costs (`VECTOR_MATH`) and the width tables are not tuned.

pub mod products;

/// The SIMD instruction sets vcc writes code for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TargetKind {
    /// GCC/Clang generic vector extensions.
    Generic,
    /// SSE2, the x86-64 baseline: what a build without `-march` allows. It extends `Sse42`
    /// (its 16-byte registers, masks and tables) minus what SSE3 to SSE4.2 add: emit's
    /// sse2.rs drops or rewrites those rows, its own cost rows here price them.
    Sse2,
    Sse42,
    Avx2,
    Avx512,
    /// avx512 plus AVX-512VBMI (byte permutes across two registers: `vpermt2b`).
    Avx512Vbmi,
    /// avx512 and avx512vbmi for cores that run 512-bit operations at full width (Zen 5): the
    /// same instructions, loops planned at 64 bytes.
    Avx512Zmm,
    Avx512VbmiZmm,
    Neon,
}

/// The facts about a target that the vectorizers need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub kind: TargetKind,
    /// The name used in `--target`.
    pub name: &'static str,
    /// Vector register width in bytes: the vector function ABI's registers (variants' lanes),
    /// and the widest vectors the emitter holds in one register.
    pub vector_bytes: u32,
    /// The widest vectors the loop vectorizer plans for loops that call no vector variant and
    /// have no operation whose full-register form pays (`Target::full_width_pays`), and the
    /// width its cost model prices as one register in the others (a wider vector costs its row
    /// once per `loop_vector_bytes`, except those operations: once per `vector_bytes`).
    /// On avx512, 32 bytes: Zen 4 runs 512-bit operations as two 256-bit halves, and on the
    /// loop benchmark zmm plans were no faster than ymm ones (gcc 12 -O2, A/B on 11 kernels:
    /// mul_i64 +5%, strided_f32 -12%, cond_assign_i32 -8%, cond_store_f32 -30%, the rest
    /// within 5%); LLVM likewise prefers 256-bit vectors on most AVX-512 cores. On the `-zmm`
    /// targets, 64: Zen 5 runs them at full width, and there ymm plans lost to gcc -O3
    /// -march=native's zmm loops (bench vadd_i32 0.68x, saxpy 0.61x, alias_f32 0.65x against
    /// 1.29x, 1.18x, 1.34x with zmm plans).
    pub loop_vector_bytes: u32,
    /// Whether masks are separate registers rather than vectors of all-ones lanes (no target
    /// today: avx512 converts its vector masks to k-masks inside the instructions that take them).
    pub mask_registers: bool,
    /// Whether a vector variant's mask becomes an integer of one bit per lane in one
    /// instruction (AVX-512: its k-masks are those bits, and its ymm masks one `vpmovd2m`
    /// away); elsewhere the emitted code builds the integer lane by lane. The scalar-lanes test
    /// of wfv's divergent loops (`wfv/build/scalar_lanes.rs`) runs every iteration, so only here.
    pub mask_bits_move: bool,
    /// The header that declares the intrinsics the emitter writes for this target: SSE2's and
    /// SSE4.2's own (`emmintrin.h`, `nmmintrin.h`, which cc parses in a tenth of the time
    /// `immintrin.h` takes: 0.04 s against 0.43 s with gcc 12), `immintrin.h` for AVX and up,
    /// `arm_neon.h`. The emitter falls back to `immintrin.h` where the program includes an
    /// intrinsic header itself (`emit::prelude_text`).
    pub intrinsics_header: &'static str,
    /// The `__attribute__((target(...)))` string that functions using it carry (empty if none).
    /// It never names `fma`: with fused multiply-adds available, gcc (`-ffp-contract=fast` by
    /// default) and clang (`on`, within an expression) contract `a*b + c` into one, in the
    /// vector code and in the scalar epilogue alike, and the results differ in the last bit
    /// from the original built with plain `cc -O2`. AVX-512F brings fused multiply-adds of its
    /// own, so a target whose attribute enables it sets `no_contract`.
    pub gcc_target_attr: &'static str,
    /// Whether functions compiled with `gcc_target_attr` must turn contraction off themselves
    /// (the emitter writes gcc's `optimize("fp-contract=off")` and clang's
    /// `#pragma clang fp contract(off)` for them), because the attribute enables FMA.
    pub no_contract: bool,
    /// The ISA letters of the x86-64 / AArch64 vector function ABI (`_ZGV<isa>...`) whose
    /// variants vcc makes and calls, the widest first: avx512 makes 'e' (zmm, 16 floats) and
    /// 'd' (ymm, 8 floats) variants, as gcc does for `declare simd`, so that loops of fewer
    /// than 16 iterations (the DCT benchmark's 8) still call a variant.
    pub vfabi_isas: &'static [char],
    /// The target whose cost rows and vector math this one extends: rows it lacks are looked
    /// up there before `Generic` (avx512 is AVX2 plus what AVX-512VL does better).
    pub base: Option<TargetKind>,
    /// Whether one vector value may span several registers: the loop vectorizer's "maximize
    /// bandwidth" VFs (32 lanes of a byte loop, its wider lanes as generic vectors of up to 128
    /// bytes). gcc 12 splits such values into ymm registers under `target("avx2")`, but into
    /// zmm ones once AVX-512F is enabled, and joins and splits those against the 256-bit
    /// intrinsics lane by lane (`valignd`, `vunpcklps`; bench u8_to_f32: 0.44 s at VF=32
    /// against 0.11 s at VF=8, UF=4).
    pub wide_values: bool,
    /// The micro-architecture the cost rows are tuned for (`TUNED_COSTS`); `Tune::Generic` in
    /// every table, set by `Target::tuned`.
    pub tune: Tune,
    /// Whether masked stores are written lane by lane out of the register (no masked store
    /// instruction: SSE, NEON), so that a store whose mask is a constant (an interleave group
    /// with gaps) is its active lanes' extracts and scalar stores. Not the generic target,
    /// whose vectors may span registers and go through memory lane by lane.
    pub lane_masked_stores: bool,
    /// How many vector registers the instruction set has (x86-64 16 xmm/ymm, 32 with AVX-512;
    /// AArch64 32): the loop vectorizer keeps the values its unrolled parts carry from one
    /// iteration to the next within half of them (`loopvec::build_plans`).
    pub vector_registers: u32,
}

// avx512 is AVX-512VL on 256-bit (and 128-bit) vectors, as LLVM and GCC prefer on most
// cores (no frequency drop, no 512-bit port fusion): the vectors, and masks as vectors of
// all-ones lanes, are AVX2's; k-masks appear only inside the instructions that take them
// (masked loads and stores, scatters), converted from those vectors (`vpmovd2m`). Its
// vector function ABI letter is therefore 'd' (ymm arguments, `_ZGVdN8v_f`), not 'e' (zmm):
// variants are callable from and interchangeable with avx2's and gcc's `declare simd` ones.
const AVX512: Target = Target {
    kind: TargetKind::Avx512,
    name: "avx512",
    vector_bytes: 64,
    loop_vector_bytes: 32,
    mask_registers: false,
    mask_bits_move: true,
    intrinsics_header: "immintrin.h",
    gcc_target_attr: "avx2,avx512f,avx512vl,avx512bw,avx512dq",
    no_contract: true,
    vfabi_isas: &['e', 'd'],
    base: Some(TargetKind::Avx2),
    wide_values: false,
    lane_masked_stores: false,
    vector_registers: 32,
    tune: Tune::Generic,
};
const AVX512_VBMI: Target = Target {
    kind: TargetKind::Avx512Vbmi,
    name: "avx512vbmi",
    gcc_target_attr: "avx2,avx512f,avx512vl,avx512bw,avx512dq,avx512vbmi",
    base: Some(TargetKind::Avx512),
    ..AVX512
};
const TABLES: [Target; 9] = [
    Target {
        kind: TargetKind::Generic,
        name: "generic",
        vector_bytes: 32,
        loop_vector_bytes: 32,
        mask_registers: false,
        mask_bits_move: false,
        intrinsics_header: "immintrin.h",
        gcc_target_attr: "",
        no_contract: false,
        vfabi_isas: &['d'],
        base: None,
        wide_values: true,
        lane_masked_stores: false,
        vector_registers: 16,
        tune: Tune::Generic,
    },
    Target {
        kind: TargetKind::Sse42,
        name: "sse4.2",
        vector_bytes: 16,
        loop_vector_bytes: 16,
        mask_registers: false,
        mask_bits_move: false,
        intrinsics_header: "nmmintrin.h",
        gcc_target_attr: "sse4.2",
        no_contract: false,
        vfabi_isas: &['b'],
        base: None,
        wide_values: true,
        lane_masked_stores: true,
        vector_registers: 16,
        tune: Tune::Generic,
    },
    // The x86-64 baseline: no target attribute, sse4.2's rows where SSE2 has the instruction.
    Target {
        kind: TargetKind::Sse2,
        name: "sse2",
        vector_bytes: 16,
        loop_vector_bytes: 16,
        mask_registers: false,
        mask_bits_move: false,
        intrinsics_header: "emmintrin.h",
        gcc_target_attr: "",
        no_contract: false,
        vfabi_isas: &['b'],
        base: Some(TargetKind::Sse42),
        wide_values: true,
        lane_masked_stores: true,
        vector_registers: 16,
        tune: Tune::Generic,
    },
    Target {
        kind: TargetKind::Avx2,
        name: "avx2",
        vector_bytes: 32,
        loop_vector_bytes: 32,
        mask_registers: false,
        mask_bits_move: false,
        intrinsics_header: "immintrin.h",
        gcc_target_attr: "avx2",
        no_contract: false,
        vfabi_isas: &['d'],
        base: None,
        wide_values: true,
        lane_masked_stores: false,
        vector_registers: 16,
        tune: Tune::Generic,
    },
    AVX512,
    AVX512_VBMI,
    // The zmm forms: the same instructions, every loop planned on full registers.
    Target {
        kind: TargetKind::Avx512Zmm,
        name: "avx512-zmm",
        loop_vector_bytes: 64,
        base: Some(TargetKind::Avx512),
        ..AVX512
    },
    Target {
        kind: TargetKind::Avx512VbmiZmm,
        name: "avx512vbmi-zmm",
        loop_vector_bytes: 64,
        base: Some(TargetKind::Avx512Vbmi),
        ..AVX512_VBMI
    },
    Target {
        kind: TargetKind::Neon,
        name: "neon",
        vector_bytes: 16,
        loop_vector_bytes: 16,
        mask_registers: false,
        mask_bits_move: false,
        intrinsics_header: "arm_neon.h",
        gcc_target_attr: "",
        no_contract: false,
        vfabi_isas: &['n'],
        base: None,
        wide_values: true,
        lane_masked_stores: true,
        vector_registers: 32,
        tune: Tune::Generic,
    },
];

impl Target {
    /// The instruction set's table, untuned (`Tune::Generic`).
    pub fn get(kind: TargetKind) -> &'static Target {
        TABLES.iter().find(|t| t.kind == kind).expect("every TargetKind has a table")
    }

    /// The instruction set's table with its costs tuned for `tune`: `TUNED_COSTS`' rows for
    /// that core come before the instruction set's own. `Tune::Generic` is `get(kind)`.
    pub fn tuned(kind: TargetKind, tune: Tune) -> Target {
        Target { tune, ..Target::get(kind).clone() }
    }
}

/// The micro-architectures vcc has cost rows for, a dimension apart from the instruction set:
/// the same avx2 code runs on a Zen 4 and on a Sapphire Rapids core, and what pays differs
/// (AVX2's masked stores are microcoded on AMD, one instruction on Intel). `--tune` picks one;
/// `--target=native` detects it from /proc/cpuinfo. A tune only changes prices, never which
/// instructions a target may use.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tune {
    /// No core in particular: the instruction sets' rows alone.
    Generic,
    /// AMD Zen 3 (family 19h, models 00h-0Fh, 20h-2Fh, 40h-5Fh).
    Zen3,
    /// AMD Zen 4 (family 19h, models 10h-1Fh, 60h-7Fh, A0h-AFh): 512-bit operations as two
    /// 256-bit halves.
    Zen4,
    /// Intel's Golden Cove server cores: Sapphire Rapids and Emerald Rapids (family 6, models
    /// 8Fh and CFh).
    SapphireRapids,
}

impl Tune {
    /// The name used in `--tune`.
    pub fn name(self) -> &'static str {
        match self {
            Tune::Generic => "generic",
            Tune::Zen3 => "zen3",
            Tune::Zen4 => "zen4",
            Tune::SapphireRapids => "sapphirerapids",
        }
    }
}

/// The operation classes the cost tables price.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OpClass {
    Add,
    Mul,
    Div,
    /// A signed 32-bit integer division or remainder by a value that is not a constant, which
    /// x86's rows do in double lanes (emit sse.rs `vcc_sse_div_epi32`, `vcc_sse_rem_epi32`);
    /// other divisions are `Div`.
    SignedDiv,
    /// The same for unsigned 32-bit integers (`vcc_sse_div_epu32`): the operands offset into
    /// the signed range and back, the quotient truncated through a compare and a subtract.
    UnsignedDiv,
    /// An integer division or remainder of 16- or 32-bit lanes by a constant (not 0, nor -1 of a
    /// signed type): the C compiler multiplies by the divisor's reciprocal, the high half of
    /// the product (`imul` and shifts in the scalar loop; `pmulhw`, `pmuldq`/`pmuludq` and
    /// shuffles in vectors).
    DivByConstant,
    Bitwise,
    Shift,
    /// A 64-bit multiply of two operands widened from signed 32-bit integers (or constants of
    /// that range): x86's `pmuldq` multiplies the low halves of 64-bit lanes into the whole
    /// product in one instruction (`(long)a[i] * b[i]`).
    WideningMulSigned,
    /// The same of unsigned 32-bit integers (`pmuludq`, in SSE2 already).
    WideningMulUnsigned,
    /// One operand widened from signed, the other from unsigned 32-bit integers: two
    /// `pmuludq`, two shifts and an add (emit's `avx2::mixed_mul_of_words`).
    WideningMulMixed,
    /// A 64-bit integer times a constant: the row is the price per set bit of the constant (a
    /// shift and an add each), capped by the multiply's own (loopvec `constant_mul_price`).
    MulByConstant,
    Cmp,
    Select,
    Cast,
    Load,
    Store,
    /// A load or store of only the lanes a mask selects (if-conversion).
    MaskedLoad,
    MaskedStore,
    Splat,
    Extract,
    Insert,
    Shuffle,
    /// Each lane from one of two vectors, at its own position, by a constant pattern (SSE4.1's
    /// `blendps`/`pblendw`, AVX2's `vpblendd`, NEON's `bsl`): SLP's alternating nodes.
    Blend,
    /// `a - b` in even lanes, `a + b` in odd ones (x86's `addsubps`; elsewhere a subtract,
    /// an add and a blend).
    AddSub,
    Gather,
    /// A gather of 8- or 16-bit lanes lane by lane, priced per lane (`Target::gather_lane_cost`).
    NarrowGather,
    /// A store of every lane to its own address (per lane on AVX2 and generic).
    Scatter,
    Reduce,
    /// A call to a math function (per lane when vectorized).
    Call,
}

/// Element types as the cost tables see them; `Any` is a wildcard row.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ElemClass {
    I8,
    I16,
    I32,
    I64,
    F32,
    F64,
    Any,
}

impl ElemClass {
    /// The class of a scalar of `bytes` bytes, integer or floating.
    pub fn of(bytes: u64, is_float: bool) -> ElemClass {
        match (bytes, is_float) {
            (4, true) => ElemClass::F32,
            (_, true) => ElemClass::F64,
            (1, false) => ElemClass::I8,
            (2, false) => ElemClass::I16,
            (4, false) => ElemClass::I32,
            _ => ElemClass::I64,
        }
    }

    /// The class of a scalar of type `ty` (a pointer's, 8 bytes, where the type has no size).
    pub fn of_type(types: &crate::ir::Types, ty: crate::ir::TypeId) -> ElemClass {
        ElemClass::of(types.size_of(ty).unwrap_or(8), types.is_float(ty))
    }
}

/// The cost of one operation: as a scalar instruction, and as one instruction on a full
/// vector register (a vector wider than the register costs this once per register).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OpCost {
    pub target: TargetKind,
    pub op: OpClass,
    pub elem: ElemClass,
    pub scalar: u32,
    pub vector: u32,
}

const fn cost(target: TargetKind, op: OpClass, elem: ElemClass, scalar: u32, vector: u32) -> OpCost {
    OpCost { target, op, elem, scalar, vector }
}

use ElemClass as E;
use OpClass as O;
use TargetKind as T;

/// Rough throughput costs (reciprocal throughput in cycles, rounded up), from the vendors'
/// optimization manuals. Rows missing for a target fall back to `Generic`, then to 1.
/// Generic vector extensions have no integer division, no gathers and no 64-bit multiply in
/// hardware on x86-64 without AVX-512: the compiler splits them per lane. `Gather` and
/// `Scatter` are priced per lane (a lane's load or store plus moving it into or out of the
/// vector; AVX2's `vpgatherdd`/`vpgatherqq` for 32/64-bit lanes is cheaper per lane).
const OP_COSTS: &[OpCost] = &[
    cost(T::Generic, O::Div, E::I8, 20, 400),
    cost(T::Generic, O::Div, E::I16, 20, 200),
    cost(T::Generic, O::Div, E::I32, 20, 120),
    cost(T::Generic, O::SignedDiv, E::I32, 20, 120),
    cost(T::Generic, O::UnsignedDiv, E::I32, 20, 120),
    cost(T::Generic, O::Div, E::I64, 40, 160),
    // Per register, what gcc 12 -O2 writes for `v / 10` and `v % 7`: 7-10 instructions for 8
    // shorts, 13-18 for 4 or 8 ints with SSE4.1's pmuldq or AVX2 (sse2's row below); the scalar
    // division about 5 (imul, two shifts, a subtract).
    cost(T::Generic, O::DivByConstant, E::I16, 5, 8),
    cost(T::Generic, O::DivByConstant, E::I32, 5, 16),
    cost(T::Generic, O::Div, E::F32, 5, 10),
    cost(T::Generic, O::Div, E::F64, 5, 16),
    cost(T::Generic, O::Mul, E::I64, 1, 10),
    cost(T::Generic, O::WideningMulSigned, E::I64, 1, 10),
    cost(T::Generic, O::WideningMulUnsigned, E::I64, 1, 10),
    cost(T::Generic, O::WideningMulMixed, E::I64, 1, 10),
    cost(T::Generic, O::MulByConstant, E::I64, 1, 2),
    cost(T::Generic, O::Mul, E::I8, 1, 6),
    cost(T::Generic, O::Mul, E::F32, 1, 1),
    cost(T::Generic, O::Cast, E::Any, 1, 2),
    cost(T::Generic, O::Load, E::Any, 1, 1),
    cost(T::Generic, O::Store, E::Any, 1, 1),
    cost(T::Generic, O::Splat, E::Any, 1, 1),
    cost(T::Generic, O::Extract, E::Any, 1, 1),
    cost(T::Generic, O::Insert, E::Any, 1, 2),
    cost(T::Generic, O::Shuffle, E::Any, 1, 1),
    cost(T::Generic, O::Blend, E::Any, 1, 1),
    cost(T::Generic, O::AddSub, E::Any, 2, 3),
    cost(T::Generic, O::Gather, E::Any, 1, 2),
    // Byte and 16-bit lanes have no gather instruction on any target: in a vector loop each
    // lane's index goes out of the vector, its element is loaded and goes back in, through
    // memory with gcc -O2 (but see `Target::gather_lane_cost`). A byte table lookup (coverage
    // ty_u8_lookup, `cb[i] = ca[cb[i]]`) priced at 2 a lane ran at 0.89-0.95x of the scalar
    // loop on Zen 3 (VF 32) and 0.72x on Zen 4 (VF 64), about 1.7 cycles a lane; a count-down
    // sum of 16-bit loads under a condition (loopvec masked_reverse) 0.45x on Zen 4.
    cost(T::Generic, O::NarrowGather, E::Any, 1, 8),
    // A scatter is a lane loop of scalar stores out of a vector (`vcc_scatter`), which gcc -O2
    // compiles through memory: bench step2_i32 (a[i] = b[i] + c[i], i += 2) ran 4x slower than
    // the scalar loop when priced at 2 per lane.
    cost(T::Generic, O::Scatter, E::Any, 1, 10),
    cost(T::Generic, O::Reduce, E::Any, 1, 6),
    // Masked loads and stores, per register: generic code tests and moves each lane (about 2
    // per lane); AVX2's vmaskmov covers 32- and 64-bit lanes, narrower ones stay per lane.
    cost(T::Generic, O::MaskedLoad, E::I8, 1, 64),
    cost(T::Generic, O::MaskedLoad, E::I16, 1, 32),
    cost(T::Generic, O::MaskedLoad, E::Any, 1, 16),
    cost(T::Generic, O::MaskedLoad, E::I64, 1, 8),
    cost(T::Generic, O::MaskedLoad, E::F64, 1, 8),
    cost(T::Generic, O::MaskedStore, E::I8, 1, 64),
    cost(T::Generic, O::MaskedStore, E::I16, 1, 32),
    cost(T::Generic, O::MaskedStore, E::Any, 1, 16),
    cost(T::Generic, O::MaskedStore, E::I64, 1, 8),
    cost(T::Generic, O::MaskedStore, E::F64, 1, 8),
    cost(T::Generic, O::Call, E::Any, 20, 20),
    cost(T::Generic, O::Select, E::Any, 1, 1),
    cost(T::Avx2, O::Div, E::F32, 5, 10),
    cost(T::Avx2, O::Div, E::F64, 5, 16),
    // Two vdivpd of four lanes, their conversions and a lane insert; per lane a third of the
    // scalar idiv's price (Ice Lake: vdivpd ymm one per 8 cycles, idiv r32 one per 6).
    cost(T::Avx2, O::SignedDiv, E::I32, 20, 52),
    // The unsigned form: the signed one's two divisions and about twice its other operations.
    cost(T::Avx2, O::UnsignedDiv, E::I32, 20, 64),
    // A zmm register: four vdivpd ymm's worth.
    cost(T::Avx512Zmm, O::SignedDiv, E::I32, 20, 104),
    cost(T::Avx512VbmiZmm, O::SignedDiv, E::I32, 20, 104),
    // AVX-512F converts unsigned 32-bit lanes to doubles and back in one instruction each.
    cost(T::Avx512Zmm, O::UnsignedDiv, E::I32, 20, 104),
    cost(T::Avx512VbmiZmm, O::UnsignedDiv, E::I32, 20, 104),
    cost(T::Avx2, O::Mul, E::I32, 1, 2),
    cost(T::Avx2, O::Mul, E::I64, 1, 8),
    cost(T::Avx2, O::WideningMulSigned, E::I64, 1, 1),
    cost(T::Avx2, O::WideningMulUnsigned, E::I64, 1, 1),
    cost(T::Avx2, O::WideningMulMixed, E::I64, 1, 5),
    cost(T::Avx2, O::Mul, E::I8, 1, 5),
    cost(T::Avx2, O::Shift, E::I8, 1, 4),
    cost(T::Avx2, O::Cast, E::Any, 1, 1),
    cost(T::Avx2, O::AddSub, E::F32, 2, 1),
    cost(T::Avx2, O::AddSub, E::F64, 2, 1),
    cost(T::Avx2, O::Gather, E::I32, 1, 1),
    cost(T::Avx2, O::Gather, E::F32, 1, 1),
    cost(T::Avx2, O::Gather, E::I64, 1, 1),
    cost(T::Avx2, O::Gather, E::F64, 1, 1),
    cost(T::Avx2, O::Reduce, E::Any, 1, 5),
    cost(T::Avx2, O::MaskedLoad, E::I32, 1, 2),
    cost(T::Avx2, O::MaskedLoad, E::F32, 1, 2),
    cost(T::Avx2, O::MaskedLoad, E::I64, 1, 2),
    cost(T::Avx2, O::MaskedLoad, E::F64, 1, 2),
    cost(T::Avx2, O::MaskedStore, E::I32, 1, 3),
    cost(T::Avx2, O::MaskedStore, E::F32, 1, 3),
    cost(T::Avx2, O::MaskedStore, E::I64, 1, 3),
    cost(T::Avx2, O::MaskedStore, E::F64, 1, 3),
    // SSE4.2, per 16-byte register (other rows are generic's, priced per register too: integer
    // division, which no x86 vector unit has, costs more than the scalar divisions it replaces,
    // as on every target: the lanes go out to `idiv` and back). pmulld is two uops, 64-bit
    // multiplies three pmuludq and shifts, 8-bit ones two pmullw between unpacks and a pack.
    // Masked loads and stores are composed lane by lane (emit's sse.rs, from one pmovmskb):
    // priced per lane as the generic rows are.
    cost(T::Sse42, O::Div, E::F32, 5, 5),
    cost(T::Sse42, O::Div, E::F64, 5, 8),
    // Two divpd of two lanes, four conversions, two shuffles and an unpack (sse.rs
    // `vcc_sse_div_epi32`, all SSE2).
    cost(T::Sse42, O::SignedDiv, E::I32, 20, 28),
    cost(T::Sse42, O::UnsignedDiv, E::I32, 20, 40),
    cost(T::Sse42, O::Mul, E::I32, 1, 2),
    // gcc's 64-bit multiply of SSE registers is three pmuludq, three shifts, two adds and
    // three register copies (no VEX form): on Zen 4 (gcc 12 -O2, 1000 elements), `t += x[i] *
    // y[i]` of unsigned longs ran 0.104 s vectorized against the scalar loop's 0.085 s (one
    // `imul` with a memory operand an element), `x[i] = y[i] * z[i] + 1` 0.109 s against 0.163 s.
    // Priced at 6 the first was estimated 1.4x; gcc -O3 -msse4.2 keeps it scalar too.
    cost(T::Sse42, O::Mul, E::I64, 1, 12),
    // A 64-bit product of widened 32-bit integers is one pmuldq or pmuludq (emit's
    // `avx2::mul_of_words`): the kernel of bench dot_i32_i64 on Zen 3 (gcc 12 -O2 -msse4.2)
    // ran 0.90 s vectorized with the 64-bit multiply, 0.42 s with pmuldq, the scalar loop 0.65 s.
    cost(T::Sse42, O::WideningMulSigned, E::I64, 1, 1),
    cost(T::Sse42, O::WideningMulUnsigned, E::I64, 1, 1),
    cost(T::Sse42, O::WideningMulMixed, E::I64, 1, 5),
    cost(T::Sse42, O::Mul, E::I8, 1, 5),
    cost(T::Sse42, O::Cast, E::Any, 1, 1),
    cost(T::Sse42, O::AddSub, E::F32, 2, 1),
    cost(T::Sse42, O::AddSub, E::F64, 2, 1),
    cost(T::Sse42, O::Reduce, E::Any, 1, 4),
    cost(T::Sse42, O::MaskedLoad, E::I8, 1, 32),
    cost(T::Sse42, O::MaskedLoad, E::I16, 1, 16),
    cost(T::Sse42, O::MaskedLoad, E::Any, 1, 8),
    cost(T::Sse42, O::MaskedLoad, E::I64, 1, 4),
    cost(T::Sse42, O::MaskedLoad, E::F64, 1, 4),
    cost(T::Sse42, O::MaskedStore, E::I8, 1, 32),
    cost(T::Sse42, O::MaskedStore, E::I16, 1, 16),
    cost(T::Sse42, O::MaskedStore, E::Any, 1, 8),
    cost(T::Sse42, O::MaskedStore, E::I64, 1, 4),
    cost(T::Sse42, O::MaskedStore, E::F64, 1, 4),
    // SSE2, where it lacks SSE4.1's instructions (its other rows are sse4.2's, `Target::base`):
    // no pmulld (a 32-bit multiply is two pmuludq and three shuffles), no pminsd/pmaxsd nor
    // their 8-bit, unsigned 16- and 32-bit forms (a compare and an and/andnot/or select, 4 for
    // 8- and 32-bit lanes), no pblendvb (the select is those three, about 2 a register), no
    // pmovzx/pmovsx (a widening is an unpack with zero or with the sign), no pcmpgtq (five
    // compares and shuffles; a 64-bit min or max takes it and a select). Widening keeps
    // sse4.2's price: an unpack per register where pmovzx is one too.
    cost(T::Sse2, O::Mul, E::I32, 1, 4),
    // No blend instruction before SSE4.1: gcc -O2 picks a blend's lanes with two or three
    // `shufps`/`unpck` and register copies, all on the one shuffle port. A quaternion's
    // `q * s, q * s, q + s, q - s` as an SLP tree of three operations and two such blends ran
    // at 0.55x of the scalar loop (Sapphire Rapids, 924 ms against 504).
    cost(T::Sse2, O::Blend, E::Any, 1, 4),
    cost(T::Sse2, O::Select, E::Any, 1, 2),
    cost(T::Sse2, O::Cmp, E::I64, 1, 5),
    // No pmuldq: gcc composes the signed high product from pmuludq and sign fixes (30
    // instructions for `v / 10` of 4 ints; 21 for the unsigned `v % 7`).
    cost(T::Sse2, O::DivByConstant, E::I32, 5, 30),
    // No pmuldq: the signed product is the 64-bit multiply's three pmuludq, shifts and adds,
    // after widenings that are a shift and an unpack each (the kernel of bench dot_i32_i64: 0.97 s
    // vectorized when priced at 6, the scalar loop 0.67 s).
    cost(T::Sse2, O::WideningMulSigned, E::I64, 1, 10),
    // AVX-512VL, where it beats AVX2 (other rows are avx2's, `Target::base`). Masked loads and
    // stores of 32- and 64-bit lanes take a k-mask (`vmovups ymm{k}`: a vpmovd2m and a plain
    // store, where AMD microcodes AVX2's vmaskmovps stores: bench cond_store_f32 ran at 0.11x
    // of gcc's). Narrower lanes keep the generic rows: their masks (16 or 32 lanes of 32 bits)
    // are wider than a register, and the emitter moves them lane by lane. vpmullq is one
    // instruction (3 uops on Intel). Scatters keep the generic per-lane price: `vpscatterdd`
    // is slow on Zen 4 (bench step2_i32 vectorized with it at 2 per lane ran 0.29 s against
    // the scalar loop's 0.17 s).
    cost(T::Avx512, O::MaskedLoad, E::I32, 1, 1),
    cost(T::Avx512, O::MaskedLoad, E::F32, 1, 1),
    cost(T::Avx512, O::MaskedLoad, E::I64, 1, 1),
    cost(T::Avx512, O::MaskedLoad, E::F64, 1, 1),
    cost(T::Avx512, O::MaskedStore, E::I32, 1, 1),
    cost(T::Avx512, O::MaskedStore, E::F32, 1, 1),
    cost(T::Avx512, O::MaskedStore, E::I64, 1, 1),
    cost(T::Avx512, O::MaskedStore, E::F64, 1, 1),
    cost(T::Avx512, O::Mul, E::I64, 1, 3),
    cost(T::Avx512, O::WideningMulMixed, E::I64, 1, 3),
    // NEON (AArch64 Advanced SIMD, 128-bit; Arm's Neoverse N1 / Cortex-A76 optimization guides):
    // byte multiplies are one `mul`, conversions one `sxtl`/`xtn`/`scvtf` per register, integer
    // sums across a register one `addv`; NEON has no 64-bit integer multiply, no division of
    // integers, no gathers and no masked accesses, which keep the generic per-lane rows. A
    // scatter's lanes are stored straight from the register (`st1 {v0.s}[1]`), not through memory.
    cost(T::Neon, O::Mul, E::I8, 1, 1),
    cost(T::Neon, O::Mul, E::I32, 1, 2),
    cost(T::Neon, O::Cast, E::Any, 1, 1),
    cost(T::Neon, O::Reduce, E::Any, 1, 3),
    cost(T::Neon, O::Scatter, E::Any, 1, 3),
];

/// A cost row that holds on one micro-architecture (`Tune`), before the instruction set's.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TunedCost {
    pub tune: Tune,
    pub cost: OpCost,
}

const fn tuned(tune: Tune, target: TargetKind, op: OpClass, elem: ElemClass, scalar: u32, vector: u32) -> TunedCost {
    TunedCost { tune, cost: cost(target, op, elem, scalar, vector) }
}

/// Rows per micro-architecture, where it differs from `OP_COSTS` (which `Tune::Generic` is):
/// looked up before the instruction set's rows, target by target along `base`.
/// `testsuite/calibrate/calibrate.sh` times every recipe kind on the host it runs on and prints
/// its rows in this syntax; a row is taken in once an A/B run of vcc's output agrees with it.
const TUNED_COSTS: &[TunedCost] = &[
    // Zen 4, measured by calibrate.sh on an AMD EPYC 9004 (family 19h model 11h, gcc 12.2
    // -O2): AVX2's `vpmaskmovd`/`vmaskmovps` store is microcoded, 12.0 cycles a register of
    // eight 32-bit lanes against 2.1 for the loop's plain store (6.0 against 2.1 for four
    // 64-bit lanes), where the scalar loop under a random condition takes 2.9 cycles an element.
    // Its masked loads (2.0 against 1.1) keep avx2's row of 2, and avx512's k-masked stores
    // (1.1) its row of 1. These rows lower the unroll factor and the estimate of loops with
    // masked stores on avx2 (coverage rc_ptr_cond_store: UF 4 -> 2, estimate 6.8x -> 3.6x,
    // measured 1.2x either way). The rows are in cycles where the table's units are about
    // instructions (four a cycle), so on their own they keep loops the microcode makes slower:
    // `SERIAL_OPS` bounds such loops by these cycles. The other kinds calibrate.sh times gave
    // rows at or below the generic ones, which were set by A/B runs of whole loops
    // (NarrowGather, Scatter): kept.
    tuned(Tune::Zen4, T::Avx2, O::MaskedStore, E::I32, 1, 11),
    tuned(Tune::Zen4, T::Avx2, O::MaskedStore, E::F32, 1, 11),
    tuned(Tune::Zen4, T::Avx2, O::MaskedStore, E::I64, 1, 5),
    tuned(Tune::Zen4, T::Avx2, O::MaskedStore, E::F64, 1, 5),
    // Zen 3: not measured (no Zen 3 host this session; run calibrate.sh on one to replace
    // them). The rows are Zen 4's measured ones: both are family 19h cores whose AVX2 masked
    // stores earlier Zen 3 runs found slow (the masked remainder of bench stencil2d_f32 slower
    // than the scalar one).
    tuned(Tune::Zen3, T::Avx2, O::MaskedStore, E::I32, 1, 11),
    tuned(Tune::Zen3, T::Avx2, O::MaskedStore, E::F32, 1, 11),
    tuned(Tune::Zen3, T::Avx2, O::MaskedStore, E::I64, 1, 5),
    tuned(Tune::Zen3, T::Avx2, O::MaskedStore, E::F64, 1, 5),
    // Sapphire Rapids (Golden Cove; Emerald Rapids, family 6 model 207, is the same core):
    // AVX2's masked loads and stores are load and store uops, about one a cycle, so on Intel
    // they cost what plain accesses do (`Target::masked_access_is_free`: masked remainders,
    // masked variant bodies pay on avx2 too). calibrate.sh on an Emerald Rapids host
    // (2026-12-01, gcc 12.2 -O2) measured the `vpmaskmovd` store at 4.2 cycles a register of
    // eight lanes against the plain loop's 5.3 (row 1), but the masked load at 7.2 against 4.8
    // (row 3) and the 64-bit masked store at 6.9 against 5.2 (row 3). Those rows were not
    // taken: with them, avx2 loops of floats there get a scalar remainder after the vector
    // epilogue instead of a masked one (33 loops of the coverage suite, 7 bench kernels), and
    // an A/B of `a[i] = b[i] * 1.5f + c[i]`, VF 8, called 30 million times, ran 0.25 s masked
    // against 0.29 s scalar at 11-18 elements (0.25 against 0.24 s at 3-10; the bench
    // kernels, thousands of elements, unchanged).
    tuned(Tune::SapphireRapids, T::Avx2, O::MaskedLoad, E::I32, 1, 1),
    tuned(Tune::SapphireRapids, T::Avx2, O::MaskedLoad, E::F32, 1, 1),
    tuned(Tune::SapphireRapids, T::Avx2, O::MaskedLoad, E::I64, 1, 1),
    tuned(Tune::SapphireRapids, T::Avx2, O::MaskedLoad, E::F64, 1, 1),
    tuned(Tune::SapphireRapids, T::Avx2, O::MaskedStore, E::I32, 1, 1),
    tuned(Tune::SapphireRapids, T::Avx2, O::MaskedStore, E::F32, 1, 1),
    tuned(Tune::SapphireRapids, T::Avx2, O::MaskedStore, E::I64, 1, 1),
    tuned(Tune::SapphireRapids, T::Avx2, O::MaskedStore, E::F64, 1, 1),
];

/// Operations a core runs as a microcode sequence that holds up everything else it would issue:
/// (core, instruction set, operation, element, cycles per register). A loop whose vector body
/// has them runs no faster than their cycles, however little the rest of the body costs in the
/// table's units (about one instruction issued, four a cycle); `loopvec/cost.rs`'s
/// `serial_floor` prices that, adding up the cycles of all of them (they do not overlap each
/// other). `Gather` here is a masked gather (unmasked ones go lane by lane on every tune).
/// Measured by calibrate.sh on Zen 4 (family 19h model 11h): AVX2's `vmaskmovps`/`vpmaskmovd`
/// store, 12.0 cycles a register of 32-bit lanes, 6.0 of 64-bit ones; the masked
/// `vgatherdps`/`vpgatherdd` 10.6 cycles a register of 8 lanes, 6.0 of 4 64-bit lanes. Zen 3 is
/// assumed the same (not measured). Rows are per instruction set, not inherited: avx512's
/// masked stores are k-masked (free), and its masked gathers are the instruction on the
/// cores' tunes but go lane by lane on the generic one, which has rows of its own. `Tune::Generic`
/// takes the slowest core's row for each operation: code written for no core in particular
/// must not lose on the cores vcc knows (its masked gathers go lane by lane, for Intel's
/// microcoded instruction, and are slower still on Zen 4: 27 cycles a register).
const SERIAL_OPS: &[(Tune, TargetKind, OpClass, ElemClass, u32)] = &[
    (Tune::Zen4, T::Avx2, O::MaskedStore, E::I32, 12),
    (Tune::Zen4, T::Avx2, O::MaskedStore, E::F32, 12),
    (Tune::Zen4, T::Avx2, O::MaskedStore, E::I64, 6),
    (Tune::Zen4, T::Avx2, O::MaskedStore, E::F64, 6),
    (Tune::Zen4, T::Avx2, O::Gather, E::I32, 10),
    (Tune::Zen4, T::Avx2, O::Gather, E::F32, 10),
    (Tune::Zen4, T::Avx2, O::Gather, E::I64, 6),
    (Tune::Zen4, T::Avx2, O::Gather, E::F64, 6),
    (Tune::Zen3, T::Avx2, O::MaskedStore, E::I32, 12),
    (Tune::Zen3, T::Avx2, O::MaskedStore, E::F32, 12),
    (Tune::Zen3, T::Avx2, O::MaskedStore, E::I64, 6),
    (Tune::Zen3, T::Avx2, O::MaskedStore, E::F64, 6),
    (Tune::Zen3, T::Avx2, O::Gather, E::I32, 10),
    (Tune::Zen3, T::Avx2, O::Gather, E::F32, 10),
    (Tune::Zen3, T::Avx2, O::Gather, E::I64, 6),
    (Tune::Zen3, T::Avx2, O::Gather, E::F64, 6),
    // avx512's masked gathers of a ymm register on the generic tune: emit's lane-by-lane
    // `vcc_avx2_maskgather8`, as avx2's (27 cycles a register on Zen 4, above). On a Golden
    // Cove VM (family 6 model A7h, Sapphire Rapids' flags), coverage ia_cond_gather (`if (ix[i]
    // < LEN / 2) a[i] = b[ix[i]]`) vectorized so at VF 8 ran at 0.50x of the scalar loop
    // (gcc -O2 -march=native: 104 ms against 52), about 15 cycles per 8 elements. Rows of the
    // generic tune alone: the cores' own tunes use the instruction (`hardware_masked_gathers`).
    (Tune::Generic, T::Avx512, O::Gather, E::I32, 16),
    (Tune::Generic, T::Avx512, O::Gather, E::F32, 16),
    (Tune::Generic, T::Avx512, O::Gather, E::I64, 8),
    (Tune::Generic, T::Avx512, O::Gather, E::F64, 8),
    (Tune::Generic, T::Avx512Vbmi, O::Gather, E::I32, 16),
    (Tune::Generic, T::Avx512Vbmi, O::Gather, E::F32, 16),
    (Tune::Generic, T::Avx512Vbmi, O::Gather, E::I64, 8),
    (Tune::Generic, T::Avx512Vbmi, O::Gather, E::F64, 8),
];

/// The least a vector loop's iteration costs per shuffle of a register its interleave groups
/// take, in the table's units (four a cycle), (core, instruction set, units): however little
/// the rest of its body costs, a loop of many shuffles waits for the core's shuffle ports
/// (`loopvec/cost.rs`, `shuffle_floor`). Intel's cores run cross-lane shuffles (`vpermps`,
/// `vpermt2ps`, `vpermpd`) and SSE's `extractps` on one port (port 5): a cycle each; Zen 3 and
/// Zen 4 on two pipes: half a cycle. Rows are inherited along `base` (avx512 takes avx2's, sse2
/// sse4.2's); `Tune::Generic` takes Intel's. Measured on a Golden Cove VM (family 6, model A7h
/// reported, Sapphire Rapids' flags; gcc 12 -O2, least of 5, against the input at gcc -O2):
/// `a[i] = b[i] + c[i]` with `i += 4` (coverage ind_step4_loop), vcc's avx512 loop at VF 8
/// (18 shuffles per 8 elements, estimated 1.9x) ran at 0.66x and its sse4.2 loop at VF 4 (six
/// shuffles and three lane extracts per 4) at 0.94x; with this floor both stay scalar (1.00x),
/// and avx2's `a[i] = b[i] * c[i]` with `i += 2`, its stores lane by lane, goes from VF 8 to
/// VF 4 (0.80x -> 1.02x). The avx512vbmi-zmm loop (16 lanes) still pays and stays: 1.03x
/// here, 1.16x on Zen 5, where it is what `native` picks.
const SHUFFLE_PORTS: &[(Tune, TargetKind, u32)] = &[
    (Tune::Generic, T::Sse42, 4),
    (Tune::Generic, T::Avx2, 4),
    (Tune::SapphireRapids, T::Sse42, 4),
    (Tune::SapphireRapids, T::Avx2, 4),
    (Tune::Zen3, T::Sse42, 2),
    (Tune::Zen3, T::Avx2, 2),
    (Tune::Zen4, T::Sse42, 2),
    (Tune::Zen4, T::Avx2, 2),
];

/// Latencies in cycles, (tune, operation, element, scalar, vector): how long a value waits for
/// one operation that depends on it, for chains that carry a value from one loop iteration to
/// the next (SLP's loop-carried trees, `slp/cost.rs` `recurrence`), where the time of an
/// iteration is the longer of its instructions' issue and its chain. `Tune::Generic` rows are
/// the slower of the cores vcc knows (Intel's Golden Cove and Ice Lake, AMD's Zen 3/4, from
/// the vendors' optimization manuals and uops.info); a core's rows come first. `Any` is the
/// element row's fallback; operations without a row take one cycle. Intel's `vpmulld` (10
/// cycles against `imul`'s 3) is why XXH32's four accumulators stay scalar on every core.
const LATENCIES: &[(Tune, OpClass, ElemClass, u32, u32)] = &[
    (Tune::Generic, O::Add, E::F32, 4, 4),
    (Tune::Generic, O::Add, E::F64, 4, 4),
    (Tune::Generic, O::AddSub, E::Any, 4, 4),
    (Tune::Generic, O::Mul, E::F32, 4, 4),
    (Tune::Generic, O::Mul, E::F64, 4, 4),
    (Tune::Generic, O::Mul, E::I8, 3, 10),
    (Tune::Generic, O::Mul, E::I16, 3, 5),
    (Tune::Generic, O::Mul, E::I32, 3, 10),
    (Tune::Generic, O::Mul, E::I64, 3, 15),
    (Tune::Generic, O::MulByConstant, E::Any, 3, 15),
    (Tune::Generic, O::WideningMulSigned, E::Any, 3, 5),
    (Tune::Generic, O::WideningMulUnsigned, E::Any, 3, 5),
    (Tune::Generic, O::WideningMulMixed, E::Any, 3, 10),
    (Tune::Generic, O::Div, E::F32, 11, 11),
    (Tune::Generic, O::Div, E::F64, 14, 14),
    (Tune::Generic, O::Div, E::Any, 20, 30),
    (Tune::Generic, O::SignedDiv, E::Any, 20, 30),
    (Tune::Generic, O::UnsignedDiv, E::Any, 20, 30),
    (Tune::Generic, O::DivByConstant, E::Any, 5, 12),
    (Tune::Generic, O::Cmp, E::F32, 3, 4),
    (Tune::Generic, O::Cmp, E::F64, 3, 4),
    (Tune::Generic, O::Select, E::Any, 1, 2),
    (Tune::Generic, O::Cast, E::F32, 5, 4),
    (Tune::Generic, O::Cast, E::F64, 5, 4),
    (Tune::Generic, O::Cast, E::Any, 1, 3),
    (Tune::Generic, O::Shuffle, E::Any, 1, 3),
    (Tune::Generic, O::Extract, E::Any, 3, 3),
    (Tune::Generic, O::Insert, E::Any, 3, 3),
    (Tune::Generic, O::Load, E::Any, 5, 6),
    (Tune::Generic, O::Call, E::Any, 20, 20),
    // Zen 3 and Zen 4: float adds and multiplies in 3 cycles, `vpmulld` in 3 (Zen 4) or 4.
    (Tune::Zen3, O::Add, E::F32, 3, 3),
    (Tune::Zen3, O::Add, E::F64, 3, 3),
    (Tune::Zen3, O::Mul, E::F32, 3, 3),
    (Tune::Zen3, O::Mul, E::F64, 3, 3),
    (Tune::Zen3, O::Mul, E::I32, 3, 4),
    (Tune::Zen4, O::Add, E::F32, 3, 3),
    (Tune::Zen4, O::Add, E::F64, 3, 3),
    (Tune::Zen4, O::Mul, E::F32, 3, 3),
    (Tune::Zen4, O::Mul, E::F64, 3, 3),
    (Tune::Zen4, O::Mul, E::I32, 3, 3),
];

/// The operations whose full-register form pays in loops on targets whose loops are planned
/// narrower than their registers (`Target::loop_vector_bytes` < `vector_bytes`): a loop with
/// one of them is also planned at full registers, where a vector wider than `loop_vector_bytes`
/// costs these operations' rows once per register and the others' once per `loop_vector_bytes`.
/// Measured on Zen 4 (bench, gcc 12 -O2, A/B against 256-bit plans): vpmullq on zmm, mul_i64
/// 0.127 s -> 0.121 s; AVX-512VBMI's byte permutes (`vpermt2b` picks 32 bytes of two ymm
/// registers in one instruction, where AVX-512BW needs two `vpshufb` and an `or` per 16 bytes),
/// which 512-bit plans of a byte group with 16-bit arithmetic run on 32 bytes at a time,
/// rgb_gray_u8 0.062 s -> 0.037 s; byte compares counted into an `int` (`if (s[i] == ' ')
/// n++`), whose 256-bit plans compared 8 bytes at a time (VF by the `int` lanes) and 512-bit
/// ones 16: count_sp_u8 0.035 s -> 0.024 s, coverage ty_u8_count 0.019 s -> 0.011 s.
/// A 64-bit multiply by a constant or of mixed widenings is the same vpmullq.
const FULL_WIDTH_PAYS: &[(TargetKind, OpClass, ElemClass)] = &[
    (T::Avx512, O::Mul, E::I64),
    (T::Avx512, O::MulByConstant, E::I64),
    (T::Avx512, O::WideningMulMixed, E::I64),
    (T::Avx512Vbmi, O::Shuffle, E::I8),
    (T::Avx512, O::Cmp, E::I8),
];

/// The targets with structure loads and stores (NEON's `ld2`..`ld4`, `st2`..`st4`): an
/// interleave group of stride 2, 3 or 4 whose vectors each fill a register is one instruction
/// per register, its members de-interleaved (or interleaved) by the access itself (emit's
/// `vector::neon_groups`), with no shuffles.
const STRUCTURE_ACCESSES: &[TargetKind] = &[T::Neon];

/// The narrowest vectors each target reduces to one value in registers (SLP's horizontal
/// reductions), in bytes; the others' 16. NEON reduces its 8-byte registers (`vmaxv_u8`,
/// `vaddv_s16`). x86 reduces 16-byte vectors with SSE shuffles (emit's sse.rs rows); a narrower
/// one is reduced lane by lane through the generic form, which gcc -O2 writes as an extract per
/// lane: a maximum of 8 bytes ran 2.75x slower than the scalar chain on Ice Lake (0.11 s
/// against 0.04 s), of 4 shorts 3x.
const NARROWEST_REDUCTIONS: &[(TargetKind, u64)] = &[(T::Neon, 8)];

/// Cores whose masked gather instruction (AVX2's `vgatherdps`/`vpgatherdd` under a mask, and
/// avx512's 256-bit plans) beats emit's lane-by-lane form, which loads every lane (an inactive
/// one where the first active lane loads) to stay branch-free. Zen 4, coverage ia_cond_gather
/// (`if (ix[i] < LEN / 2) a[i] = b[ix[i]]`, a random half of the lanes active, gcc -O2
/// -march=native): the instruction 0.13 s, the lanes 0.24 s, the scalar loop 0.15 s. Elsewhere
/// the lanes: Zen 3 runs the instruction slower than lane loads, and Intel's microcode against
/// Gather Data Sampling slows it several-fold (Ice Lake: the lanes 0.33 s, the instruction
/// 0.46 s). Unmasked gathers go lane by lane on every core (Zen 4, `a[i] = b[ix[i]]`: 0.24 s
/// either way). Golden Cove (a VM whose CPU has Sapphire Rapids' flags, avx512fp16; the same
/// loop, 20000 calls of 32000 elements, gcc 12 -O2 -march=native, least of 5): the instruction
/// (vcc --tune=zen4) 109 ms, the lanes (generic or sapphirerapids tune before this row) 273 ms,
/// the scalar input 112 ms, gcc -O3 -march=native's `vgatherdps` 112 ms. The generic tune keeps
/// the lanes for Ice Lake's sake.
const HARDWARE_MASKED_GATHERS: &[Tune] = &[Tune::Zen4, Tune::SapphireRapids];

/// The targets whose group shuffles of the generic vectors gcc builds lane by lane where the
/// vectors are wider than the baseline's registers: reads and writes of one base are not
/// grouped together there (`loopvec/legal/access.rs`; generic `swap_pairs`, the pairs of an
/// int array swapped, ran 8x slower grouped than the scalar loop on Zen 4 at gcc -O2).
const LANEWISE_GENERIC_SHUFFLES: &[TargetKind] = &[T::Generic];

/// Interleave groups whose shuffles a target does lane by lane: (target, element, the vector
/// cost of one shuffle of a register), for groups other than stride 2. SSE2 has no byte
/// shuffle (`pshufb` is SSSE3): gcc -O2 writes a two-register byte shuffle that picks every
/// third or fourth byte through memory, 57 to 66 instructions (about 4 a lane: the registers
/// stored, then per byte a load, a shift and an or), and a 16-bit one in 18 (word shuffles and
/// inserts). bench rgb_gray_u8 vectorized on sse2 at 3 a lane ran at 0.52x of the scalar loop
/// (Zen 3). Stride 2 keeps the `Shuffle` row: emit's sse2.rs picks even and odd lanes with
/// shifts and a pack.
const LANEWISE_GROUP_SHUFFLES: &[(TargetKind, ElemClass, u32)] = &[(T::Sse2, E::I8, 64), (T::Sse2, E::I16, 18)];

/// Targets whose loops of narrow elements are also planned at the narrowest elements' register
/// width where those are up to 2 bytes wide, reductions included (`bandwidth_plans`; elsewhere
/// bytes only, without reductions): NEON widens in pieces (`vmovl`, emit's `neon.rs`), where
/// gcc compiled x86's generic conversions of several registers poorly. bench (instructions
/// under qemu): widen_i16_i64 at VF 8, count_sp_u8 at VF 16.
const BANDWIDTH_WIDE: &[TargetKind] = &[T::Neon];

/// Targets whose loops of shorts without reductions are also planned at the shorts' register
/// width, whatever their widest elements (two registers of ints or four of longs or doubles
/// per register of shorts): SSE2, whose widening of shorts is an unpack and a shift per
/// register of ints either way (to 64 bits, an unpack with the sign's compare: gcc's own
/// lowering of the generic conversion), and whose 32-bit products of widened shorts are then
/// `pmullw`, `pmulhw` and two unpacks per 8 (emit's `sse::mul_of_shorts`), gcc -O2's loop.
/// Measured on Zen 4 (gcc 12 -O2): bench widen_i16 0.263 s -> 0.222 s (the input 0.250 s),
/// coverage ty_i32_narrow 0.077 s -> 0.051 s; with longs and doubles, where SSE2's VF 2 takes a
/// 5-instruction sign extension per 2 lanes: bench widen_i16_i64 0.531 s -> 0.355 s (the input
/// 0.365 s), `d[i] = z[i] + (double)s[i] * (double)t[i]` 0.078 s -> 0.026 s (input 0.074 s),
/// `o[i] = (short)(z[i] * 3.5)` 0.027 s -> 0.015 s (input 0.041 s).
/// Not sse4.2 (but `BANDWIDTH_SHORT_PRODUCTS`), whose VF 4 widens each operand from memory in
/// one `pmovsxwd`: coverage
/// ty_s16_widen (`ia[i] = sa[i] + sb[i] * 2`) 0.042 s -> 0.051 s at VF 8 there, widen_i16
/// unchanged. Not with reductions: byte and short sums ran 1.7-4x slower at VF 16 (bench
/// count_sp_u8, dowhile_sum_u8), nor with wider elements (widen_i16_i64 at VF 8, four
/// registers of longs: 0.31 s -> 0.34 s on sse4.2).
const BANDWIDTH_SHORTS: &[TargetKind] = &[T::Sse2];

/// Targets whose loops of shorts without reductions, and ints at the widest, are also planned
/// at the shorts' register width where they multiply two widened shorts
/// (`products::of_shorts`): SSE4.2, whose VF 4 widens each factor from memory (`pmovsxwd`, a
/// load and a shuffle uop on Intel cores) before one `pmaddwd` per 4 products, where VF 8 loads
/// 8 shorts and takes `pmullw`, `pmulhw` and two unpacks (emit's `sse::mul_of_shorts`).
/// Measured on Intel (gcc 12 -O2 -msse4.2, bench widen_i16, best of 7): Emerald Rapids 0.94x
/// -> 1.08x of the input; a later Intel host (family 6 model 167) 0.99x -> 1.03x; and in
/// micro loops of 4096 elements on Emerald Rapids (input / VF 4 / VF 8, s): `c = a*b + d`
/// 0.0465/0.0537/0.0455, `(a*b) >> 3` 0.0395/0.0483/0.0415, unsigned 0.0355/0.0511/0.0328.
/// `ia[i] = sa[i] + sb[i] * 2` (a product by a constant, not of two shorts) stays at VF 4.
/// Not measured on Zen 4 with this rule (sse4.2 at VF 8 for all short loops: widen_i16
/// unchanged there).
const BANDWIDTH_SHORT_PRODUCTS: &[TargetKind] = &[T::Sse42];

/// Unsigned integer lanes whose minimum a target has no instruction for (each row applies to
/// the targets built on it, `Target::lineage`): SSE2 lacks SSE4.1's `pminuw`/`pminud`, SSE and
/// NEON a 64-bit one (avx2, which lacks it too, is not built on sse4.2 and keeps the generic
/// minimum, which gcc compiles with `vpcmpgtq`; AVX-512 has `vpminuq`), and generic vectors are
/// compiled for whatever the user's flags allow (x86-64's baseline is SSE2). gcc 12 -O2
/// compiled a generic unsigned `<` of 8 ints on SSE2 lane by lane (`cmova` through the
/// stack). A running remainder (`loopvec::modind`) reduces its residues there by a signed
/// compare instead of an unsigned minimum.
const UNSIGNED_MIN_EMULATED: &[(TargetKind, ElemClass)] = &[
    (T::Sse2, E::I16),
    (T::Sse2, E::I32),
    (T::Sse42, E::I64),
    (T::Neon, E::I64),
    (T::Generic, E::I16),
    (T::Generic, E::I32),
    (T::Generic, E::I64),
];

/// How a target computes a math function on a whole vector.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MathImpl {
    /// Inline vector instructions that give exactly the scalar function's results
    /// (`vsqrtps`, an and-not of the sign bit, `vroundps`, min/max with C's NaN rules).
    Exact,
    /// glibc's libmvec variant (`_ZGVdN8v_expf`): within a few ulp of the scalar function,
    /// not bit for bit, so only under `--fast-math`.
    Libmvec,
}

/// A math function a target computes on whole vectors: the cost is per vector register.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VectorMath {
    pub target: TargetKind,
    pub name: &'static str,
    pub how: MathImpl,
    pub vector_cost: u32,
}

const fn math(target: TargetKind, name: &'static str, how: MathImpl, vector_cost: u32) -> VectorMath {
    VectorMath { target, name, how, vector_cost }
}

/// Math functions done on whole vectors; the others (and all of them on targets without a
/// row) are called once per lane. The emitters hold the matching intrinsics
/// (`emit/src/vector/avx2.rs`, `call_<name>` rows).
const VECTOR_MATH: &[VectorMath] = &[
    // SSE4.1/4.2 (emit's sse.rs `call_*` rows), per 16-byte register.
    math(T::Sse42, "sqrtf", MathImpl::Exact, 6),
    math(T::Sse42, "sqrt", MathImpl::Exact, 8),
    math(T::Sse42, "fabsf", MathImpl::Exact, 1),
    math(T::Sse42, "fabs", MathImpl::Exact, 1),
    math(T::Sse42, "floorf", MathImpl::Exact, 1),
    math(T::Sse42, "floor", MathImpl::Exact, 1),
    math(T::Sse42, "ceilf", MathImpl::Exact, 1),
    math(T::Sse42, "ceil", MathImpl::Exact, 1),
    math(T::Avx2, "sqrtf", MathImpl::Exact, 12),
    math(T::Avx2, "sqrt", MathImpl::Exact, 16),
    math(T::Avx2, "fabsf", MathImpl::Exact, 1),
    math(T::Avx2, "fabs", MathImpl::Exact, 1),
    math(T::Avx2, "floorf", MathImpl::Exact, 1),
    math(T::Avx2, "floor", MathImpl::Exact, 1),
    math(T::Avx2, "ceilf", MathImpl::Exact, 1),
    math(T::Avx2, "ceil", MathImpl::Exact, 1),
    math(T::Avx2, "fminf", MathImpl::Exact, 3),
    math(T::Avx2, "fmin", MathImpl::Exact, 3),
    math(T::Avx2, "fmaxf", MathImpl::Exact, 3),
    math(T::Avx2, "fmax", MathImpl::Exact, 3),
    math(T::Avx2, "expf", MathImpl::Libmvec, 20),
    math(T::Avx2, "exp", MathImpl::Libmvec, 25),
    math(T::Avx2, "logf", MathImpl::Libmvec, 20),
    math(T::Avx2, "log", MathImpl::Libmvec, 25),
    math(T::Avx2, "sinf", MathImpl::Libmvec, 25),
    math(T::Avx2, "sin", MathImpl::Libmvec, 30),
    math(T::Avx2, "cosf", MathImpl::Libmvec, 25),
    math(T::Avx2, "cos", MathImpl::Libmvec, 30),
    math(T::Avx2, "powf", MathImpl::Libmvec, 40),
    math(T::Avx2, "pow", MathImpl::Libmvec, 50),
    // glibc's 'b' (SSE, 16-byte) variants, under --fast-math.
    math(T::Sse42, "expf", MathImpl::Libmvec, 20),
    math(T::Sse42, "exp", MathImpl::Libmvec, 25),
    math(T::Sse42, "logf", MathImpl::Libmvec, 20),
    math(T::Sse42, "log", MathImpl::Libmvec, 25),
    math(T::Sse42, "sinf", MathImpl::Libmvec, 25),
    math(T::Sse42, "sin", MathImpl::Libmvec, 30),
    math(T::Sse42, "cosf", MathImpl::Libmvec, 25),
    math(T::Sse42, "cos", MathImpl::Libmvec, 30),
    math(T::Sse42, "powf", MathImpl::Libmvec, 40),
    math(T::Sse42, "pow", MathImpl::Libmvec, 50),
    // SSE2 has no roundps: floor and ceil are per lane there (`NOT_INHERITED_MATH`).
    // C's fused multiply-add: AVX-512F/VL have it; `target("avx2")` functions do not.
    math(T::Avx512, "fmaf", MathImpl::Exact, 1),
    math(T::Avx512, "fma", MathImpl::Exact, 1),
    // NEON: `fsqrt`, `fabs`, `frintm`/`frintp`/`frintz`, `fminnm`/`fmaxnm` (C's fmin/fmax: the
    // number when one operand is NaN) and `fmla`, each exactly the scalar function's result
    // (glibc's AArch64 versions are these instructions). AArch64 glibc 2.36 has no libmvec.
    math(T::Neon, "sqrtf", MathImpl::Exact, 8),
    math(T::Neon, "sqrt", MathImpl::Exact, 12),
    math(T::Neon, "fabsf", MathImpl::Exact, 1),
    math(T::Neon, "fabs", MathImpl::Exact, 1),
    math(T::Neon, "floorf", MathImpl::Exact, 1),
    math(T::Neon, "floor", MathImpl::Exact, 1),
    math(T::Neon, "ceilf", MathImpl::Exact, 1),
    math(T::Neon, "ceil", MathImpl::Exact, 1),
    math(T::Neon, "truncf", MathImpl::Exact, 1),
    math(T::Neon, "trunc", MathImpl::Exact, 1),
    math(T::Neon, "fminf", MathImpl::Exact, 1),
    math(T::Neon, "fmin", MathImpl::Exact, 1),
    math(T::Neon, "fmaxf", MathImpl::Exact, 1),
    math(T::Neon, "fmax", MathImpl::Exact, 1),
    math(T::Neon, "fmaf", MathImpl::Exact, 1),
    math(T::Neon, "fma", MathImpl::Exact, 1),
];

/// Math rows a target does not take from its base: SSE2 lacks SSE4.1's `roundps`.
const NOT_INHERITED_MATH: &[(TargetKind, &str)] =
    &[(T::Sse2, "floorf"), (T::Sse2, "floor"), (T::Sse2, "ceilf"), (T::Sse2, "ceil")];

/// The vector widths in bytes at which a target's emitter has libmvec rows (`call_expf` and
/// the others): glibc's 'b' variants on 128 bits (emit's sse.rs), its 'd' ones on 256 bits
/// (avx2.rs), its 'e' ones on 512 bits (avx512.rs). A vector of another width has no row, and
/// its math calls stay per lane.
const LIBMVEC_BYTES: &[(TargetKind, u64)] = &[(T::Sse42, 16), (T::Avx2, 32), (T::Avx512, 64)];

impl Target {
    /// How this target computes `name` on a whole vector of `bytes` bytes where that is one
    /// call: exact rows at any width (the emitter's rows, else the scalar function per lane:
    /// the same bits), libmvec rows only under `fast_math` (they are a few ulp off) and only
    /// at a width libmvec has a variant for (`LIBMVEC_BYTES`). The function-level vectorizer
    /// asks this; the loop vectorizer's widths are its plans'.
    pub fn whole_vector_math(&self, name: &str, bytes: u64, fast_math: bool) -> Option<&'static VectorMath> {
        let math = self.vector_math(name)?;
        let libmvec_row = || self.lineage().any(|kind| LIBMVEC_BYTES.contains(&(kind, bytes)));
        match math.how {
            MathImpl::Exact => Some(math),
            MathImpl::Libmvec => (fast_math && libmvec_row()).then_some(math),
        }
    }

    /// Whether this target is `kind` or extends it (through `base`).
    pub fn extends(&self, kind: TargetKind) -> bool {
        self.lineage().any(|k| k == kind)
    }

    /// What a vector loop's gather of `lanes` lanes of `elem` costs per lane: the `Gather` row,
    /// but 8- and 16-bit lanes go one by one (`NarrowGather`) except in a gather of 8 of them
    /// by signed 32-bit indices (`i32_indices`) on AVX2 and its successors, which gathers the
    /// dwords that hold them (emit's avx2.rs `narrow_gather`) and shifts each element out. On
    /// Zen 4 (gcc -O2 -march=native): 8 bytes by int indices 0.15 s against the scalar loop's
    /// 0.22 s, 8 shorts by byte indices (one by one) 0.34 s against 0.22 s.
    pub fn gather_lane_cost(&self, elem: ElemClass, lanes: u32, i32_indices: bool) -> u32 {
        match elem {
            ElemClass::I8 | ElemClass::I16 if self.extends(TargetKind::Avx2) && lanes == 8 && i32_indices => {
                self.op_cost(OpClass::Gather, ElemClass::I32).1 + 1
            }
            ElemClass::I8 | ElemClass::I16 => self.op_cost(OpClass::NarrowGather, elem).1,
            _ => self.op_cost(OpClass::Gather, elem).1,
        }
    }

    /// This target and the ones it extends (`base`), nearest first.
    fn lineage(&self) -> impl Iterator<Item = TargetKind> {
        std::iter::successors(Some(self.kind), |kind| Target::get(*kind).base)
    }

    /// How this target computes `name` on a whole vector, if it does (its own rows, else its
    /// base's).
    pub fn vector_math(&self, name: &str) -> Option<&'static VectorMath> {
        if NOT_INHERITED_MATH.contains(&(self.kind, name)) {
            return None;
        }
        self.lineage().find_map(|kind| VECTOR_MATH.iter().find(|m| m.target == kind && m.name == name))
    }

    /// Whether a masked load or store (`masked`: `MaskedLoad` or `MaskedStore`) of `elem`
    /// costs no more than the plain one: avx512's k-masked accesses, not AVX2's `vmaskmov`
    /// (whose stores AMD microcodes) nor the generic lane-by-lane code.
    pub fn masked_access_is_free(&self, masked: OpClass, elem: ElemClass) -> bool {
        let plain = match masked {
            OpClass::MaskedLoad => OpClass::Load,
            OpClass::MaskedStore => OpClass::Store,
            other => other,
        };
        self.op_cost(masked, elem).1 <= self.op_cost(plain, elem).1
    }

    /// The latency in cycles of `op` on `elem`, (scalar, vector): `LATENCIES`, this core's
    /// row first, then the generic one, the element's before `Any`'s; one cycle without a row.
    pub fn latency(&self, op: OpClass, elem: ElemClass) -> (u32, u32) {
        let find = |tune: Tune, elem: ElemClass| LATENCIES.iter().find(|r| r.0 == tune && r.1 == op && r.2 == elem);
        let row =
            [(self.tune, elem), (self.tune, ElemClass::Any), (Tune::Generic, elem), (Tune::Generic, ElemClass::Any)]
                .into_iter()
                .find_map(|(tune, elem)| find(tune, elem));
        row.map_or((1, 1), |r| (r.3, r.4))
    }

    /// The cycles per register during which `op` on `elem` holds up the core (`SERIAL_OPS`), 0
    /// for the operations that overlap with the rest. The generic tune takes the slowest core's.
    pub fn serial_cycles(&self, op: OpClass, elem: ElemClass) -> u32 {
        let rows = SERIAL_OPS.iter().filter(|r| r.1 == self.kind && r.2 == op && r.3 == elem);
        rows.filter(|r| self.tune == Tune::Generic || r.0 == self.tune).map(|r| r.4).max().unwrap_or(0)
    }

    /// The least a vector iteration costs per shuffle of a register, in units
    /// (`SHUFFLE_PORTS`); `None` where no row bounds them (NEON, the generic vectors).
    pub fn shuffle_floor(&self) -> Option<u32> {
        self.lineage().find_map(|kind| SHUFFLE_PORTS.iter().find(|r| r.0 == self.tune && r.1 == kind).map(|r| r.2))
    }

    /// Whether `op` on `elem` is cheaper on one full register than on the `loop_vector_bytes`
    /// pieces of it (`FULL_WIDTH_PAYS`; never where the two widths are the same).
    pub fn full_width_pays(&self, op: OpClass, elem: ElemClass) -> bool {
        self.loop_vector_bytes < self.vector_bytes
            && self.lineage().any(|kind| FULL_WIDTH_PAYS.iter().any(|&(k, o, e)| k == kind && o == op && e == elem))
    }

    /// Whether reads and writes of one base may both be interleave groups in one loop
    /// (`LANEWISE_GENERIC_SHUFFLES`).
    pub fn read_write_groups(&self) -> bool {
        !LANEWISE_GENERIC_SHUFFLES.contains(&self.kind)
    }

    /// Whether masked gathers use the instruction on this core (`HARDWARE_MASKED_GATHERS`).
    pub fn hardware_masked_gathers(&self) -> bool {
        HARDWARE_MASKED_GATHERS.contains(&self.tune)
    }

    /// The narrowest vector, in bytes, reduced in registers (`NARROWEST_REDUCTIONS`).
    pub fn narrowest_reduction_bytes(&self) -> u64 {
        self.lineage().find_map(|kind| NARROWEST_REDUCTIONS.iter().find(|(k, _)| *k == kind)).map_or(16, |(_, b)| *b)
    }

    /// Whether interleave groups of stride 2 to 4 are structure loads and stores
    /// (`STRUCTURE_ACCESSES`).
    pub fn structure_accesses(&self) -> bool {
        self.lineage().any(|kind| STRUCTURE_ACCESSES.contains(&kind))
    }

    /// The vector cost of one shuffle of a register of an interleave group of `stride` on
    /// `elem`: the `Shuffle` row, or the lane-by-lane price where the target lacks the
    /// shuffle (`LANEWISE_GROUP_SHUFFLES`).
    pub fn group_shuffle_cost(&self, elem: ElemClass, stride: i64) -> u32 {
        let lanewise = self.lineage().find_map(|kind| {
            LANEWISE_GROUP_SHUFFLES.iter().find(|&&(k, e, _)| k == kind && e == elem).map(|&(_, _, cost)| cost)
        });
        match lanewise {
            Some(cost) if stride != 2 => cost,
            _ => self.op_cost(OpClass::Shuffle, elem).1,
        }
    }

    /// Whether the target computes the minimum of unsigned `elem` lanes in one instruction
    /// (`UNSIGNED_MIN_EMULATED`).
    pub fn has_unsigned_min(&self, elem: ElemClass) -> bool {
        !self.lineage().any(|kind| UNSIGNED_MIN_EMULATED.contains(&(kind, elem)))
    }

    /// Whether a loop whose narrowest elements are `narrowest` bytes and widest `widest` (with
    /// reductions or not; `short_products`: whether it multiplies two widened shorts, asked only
    /// of a target with a `BANDWIDTH_SHORT_PRODUCTS` row, since it walks the loop body) is also
    /// planned at the narrowest's register lanes (`BANDWIDTH_WIDE`, `BANDWIDTH_SHORTS`,
    /// `BANDWIDTH_SHORT_PRODUCTS`; `loopvec::build_plans`).
    pub fn bandwidth_plans(
        &self,
        narrowest: u64,
        widest: u64,
        reductions: bool,
        short_products: impl FnOnce() -> bool,
    ) -> bool {
        if self.lineage().any(|kind| BANDWIDTH_WIDE.contains(&kind)) {
            narrowest <= 2
        } else if self.lineage().any(|kind| BANDWIDTH_SHORTS.contains(&kind)) && narrowest == 2 {
            widest <= 8 && !reductions
        } else if self.lineage().any(|kind| BANDWIDTH_SHORT_PRODUCTS.contains(&kind))
            && narrowest == 2
            && short_products()
        {
            widest <= 4 && !reductions
        } else {
            narrowest == 1 && !reductions
        }
    }

    /// Lanes of one vector register of `elem_bytes`-byte elements.
    pub fn max_lanes(&self, elem_bytes: u64) -> u32 {
        (self.vector_bytes as u64 / elem_bytes.max(1)) as u32
    }

    /// The cost row for `op` on `elem`: this target's, else its base's (and theirs), else
    /// `Generic`'s, else 1 and 1. Each target's exact element row comes before its `Any` row.
    pub fn op_cost(&self, op: OpClass, elem: ElemClass) -> (u32, u32) {
        let find = |target: TargetKind, elem: ElemClass| {
            OP_COSTS.iter().find(|c| c.target == target && c.op == op && c.elem == elem)
        };
        // This core's rows for a target come before the target's own (`TUNED_COSTS`).
        let tuned = |target: TargetKind, elem: ElemClass| {
            TUNED_COSTS
                .iter()
                .find(|t| t.tune == self.tune && t.cost.target == target && t.cost.op == op && t.cost.elem == elem)
                .map(|t| &t.cost)
        };
        let row = self.lineage().chain(std::iter::once(TargetKind::Generic)).find_map(|kind| {
            tuned(kind, elem)
                .or_else(|| tuned(kind, ElemClass::Any))
                .or_else(|| find(kind, elem))
                .or_else(|| find(kind, ElemClass::Any))
        });
        row.map_or((1, 1), |c| (c.scalar, c.vector))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_a_table() {
        for kind in [
            TargetKind::Generic,
            TargetKind::Sse2,
            TargetKind::Sse42,
            TargetKind::Avx2,
            TargetKind::Avx512,
            TargetKind::Avx512Vbmi,
            TargetKind::Avx512Zmm,
            TargetKind::Avx512VbmiZmm,
            TargetKind::Neon,
        ] {
            assert_eq!(Target::get(kind).kind, kind);
        }
    }

    #[test]
    fn serial_ops_are_avx2_masked_stores_and_gathers_on_zen_and_generic_lane_gathers() {
        let masked_store = |kind, tune| Target::tuned(kind, tune).serial_cycles(OpClass::MaskedStore, ElemClass::F32);
        assert_eq!(masked_store(TargetKind::Avx2, Tune::Zen4), 12);
        // The generic tune takes the slowest core's row; Intel's masked stores overlap.
        assert_eq!(masked_store(TargetKind::Avx2, Tune::Generic), 12);
        assert_eq!(masked_store(TargetKind::Avx2, Tune::SapphireRapids), 0);
        // avx512's k-masked stores are not AVX2's microcoded ones.
        assert_eq!(masked_store(TargetKind::Avx512, Tune::Zen4), 0);
        assert_eq!(masked_store(TargetKind::Sse42, Tune::Generic), 0);
        let gather = Target::tuned(TargetKind::Avx2, Tune::Zen3).serial_cycles(OpClass::Gather, ElemClass::F64);
        assert_eq!(gather, 6);
        // avx512's masked gathers of ymm registers go lane by lane on the generic tune only.
        let gather = |kind, tune| Target::tuned(kind, tune).serial_cycles(OpClass::Gather, ElemClass::F32);
        assert_eq!(gather(TargetKind::Avx512, Tune::Generic), 16);
        assert_eq!(gather(TargetKind::Avx512Vbmi, Tune::Generic), 16);
        assert_eq!(gather(TargetKind::Avx512, Tune::Zen4), 0);
        assert_eq!(gather(TargetKind::Avx512, Tune::SapphireRapids), 0);
    }

    #[test]
    fn shuffle_floors_are_intels_port_on_generic_and_zens_two_pipes() {
        let floor = |kind, tune| Target::tuned(kind, tune).shuffle_floor();
        assert_eq!(floor(TargetKind::Avx2, Tune::Generic), Some(4));
        assert_eq!(floor(TargetKind::Sse42, Tune::SapphireRapids), Some(4));
        assert_eq!(floor(TargetKind::Avx2, Tune::Zen4), Some(2));
        // avx512 and the zmm targets take avx2's row, sse2 sse4.2's.
        assert_eq!(floor(TargetKind::Avx512VbmiZmm, Tune::Generic), Some(4));
        assert_eq!(floor(TargetKind::Avx512, Tune::Zen3), Some(2));
        assert_eq!(floor(TargetKind::Sse2, Tune::Zen4), Some(2));
        // No row: NEON's structure accesses, the generic vectors.
        assert_eq!(floor(TargetKind::Neon, Tune::Generic), None);
        assert_eq!(floor(TargetKind::Generic, Tune::Generic), None);
    }

    #[test]
    fn vector_math_is_exact_or_libmvec_per_target() {
        let avx2 = Target::get(TargetKind::Avx2);
        assert_eq!(avx2.vector_math("sqrtf").map(|m| m.how), Some(MathImpl::Exact));
        assert_eq!(avx2.vector_math("pow").map(|m| m.how), Some(MathImpl::Libmvec));
        assert_eq!(avx2.vector_math("tanf"), None);
        assert_eq!(Target::get(TargetKind::Generic).vector_math("sqrtf"), None);
        // Libmvec rows: only under fast-math, only at the widths glibc has variants for.
        assert_eq!(avx2.whole_vector_math("expf", 32, false), None);
        assert_eq!(avx2.whole_vector_math("expf", 32, true).map(|m| m.how), Some(MathImpl::Libmvec));
        assert_eq!(avx2.whole_vector_math("expf", 16, true), None);
        assert_eq!(avx2.whole_vector_math("expf", 64, true), None);
        assert_eq!(avx2.whole_vector_math("sqrtf", 16, false).map(|m| m.how), Some(MathImpl::Exact));
        let avx512 = Target::get(TargetKind::Avx512Zmm);
        assert!(
            avx512.whole_vector_math("exp", 64, true).is_some() && avx512.whole_vector_math("exp", 32, true).is_some()
        );
    }

    #[test]
    fn costs_fall_back_to_generic() {
        let avx2 = Target::get(TargetKind::Avx2);
        assert_eq!(avx2.op_cost(OpClass::Mul, ElemClass::I64), (1, 8));
        assert_eq!(avx2.op_cost(OpClass::Div, ElemClass::I32), (20, 120));
        assert_eq!(avx2.op_cost(OpClass::Add, ElemClass::F32), (1, 1));
        assert_eq!(avx2.max_lanes(4), 8);
        assert_eq!(Target::get(TargetKind::Sse42).max_lanes(8), 2);
        let sse = Target::get(TargetKind::Sse42);
        assert_eq!(sse.op_cost(OpClass::Div, ElemClass::I32), (20, 120));
        assert_eq!(sse.op_cost(OpClass::MaskedStore, ElemClass::F32), (1, 8));
        assert_eq!(sse.op_cost(OpClass::Load, ElemClass::F32), (1, 1));
        assert_eq!(sse.vector_math("sqrtf").map(|m| m.how), Some(MathImpl::Exact));
        // libmvec's 'b' variants, under --fast-math only; NEON has no libmvec here.
        assert_eq!(sse.whole_vector_math("expf", 16, false), None);
        assert_eq!(sse.whole_vector_math("expf", 16, true).map(|m| m.how), Some(MathImpl::Libmvec));
        assert_eq!(Target::get(TargetKind::Neon).vector_math("expf"), None);
    }

    #[test]
    fn division_by_a_constant_is_a_multiply() {
        // The reciprocal multiply on every target; sse2 composes the signed high product.
        for kind in [TargetKind::Generic, TargetKind::Sse42, TargetKind::Avx2, TargetKind::Avx512, TargetKind::Neon] {
            assert_eq!(Target::get(kind).op_cost(OpClass::DivByConstant, ElemClass::I32), (5, 16));
        }
        let sse2 = Target::get(TargetKind::Sse2);
        assert_eq!(sse2.op_cost(OpClass::DivByConstant, ElemClass::I32), (5, 30));
        assert_eq!(sse2.op_cost(OpClass::DivByConstant, ElemClass::I16), (5, 8));
    }

    #[test]
    fn sse2_is_sse42_without_its_instructions() {
        let sse2 = Target::get(TargetKind::Sse2);
        assert!(sse2.extends(TargetKind::Sse42) && sse2.gcc_target_attr.is_empty());
        assert_eq!((sse2.vector_bytes, sse2.vfabi_isas, sse2.lane_masked_stores), (16, &['b'][..], true));
        assert_eq!(sse2.op_cost(OpClass::Mul, ElemClass::I32), (1, 4));
        assert_eq!(sse2.op_cost(OpClass::MaskedStore, ElemClass::F32), (1, 8));
        // 64-bit products: sse4.2's rows, but no pmuldq for signed widenings.
        assert_eq!(sse2.op_cost(OpClass::Mul, ElemClass::I64), (1, 12));
        assert_eq!(sse2.op_cost(OpClass::WideningMulMixed, ElemClass::I64), (1, 5));
        assert_eq!(sse2.op_cost(OpClass::WideningMulSigned, ElemClass::I64), (1, 10));
        assert_eq!(sse2.op_cost(OpClass::MulByConstant, ElemClass::I64), (1, 2));
        assert_eq!(sse2.vector_math("sqrtf").map(|m| m.how), Some(MathImpl::Exact));
        assert_eq!(sse2.vector_math("floorf"), None);
        assert_eq!(sse2.whole_vector_math("expf", 16, true).map(|m| m.how), Some(MathImpl::Libmvec));
    }

    #[test]
    fn no_attribute_enables_fma_without_turning_contraction_off() {
        assert_eq!(Target::get(TargetKind::Avx2).gcc_target_attr, "avx2");
        for target in &TABLES {
            assert!(!target.gcc_target_attr.contains("fma"), "{:?}", target);
            // AVX-512F has fused multiply-adds: such a target must say so.
            assert_eq!(target.gcc_target_attr.contains("avx512"), target.no_contract, "{:?}", target);
        }
    }

    #[test]
    fn avx512_extends_avx2() {
        let avx512 = Target::get(TargetKind::Avx512);
        assert_eq!(
            (avx512.vector_bytes, avx512.loop_vector_bytes, avx512.mask_registers, avx512.vfabi_isas),
            (64, 32, false, &['e', 'd'][..])
        );
        // Its own rows, then avx2's, then generic's.
        assert_eq!(avx512.op_cost(OpClass::Mul, ElemClass::I64), (1, 3));
        assert_eq!(avx512.op_cost(OpClass::WideningMulMixed, ElemClass::I64), (1, 3));
        assert_eq!(avx512.op_cost(OpClass::MaskedStore, ElemClass::F32), (1, 1));
        assert_eq!(avx512.op_cost(OpClass::MaskedStore, ElemClass::I8), (1, 64));
        assert_eq!(avx512.op_cost(OpClass::AddSub, ElemClass::F32), (2, 1));
        assert_eq!(avx512.op_cost(OpClass::Div, ElemClass::I32), (20, 120));
        assert_eq!(avx512.vector_math("sqrtf").map(|m| m.how), Some(MathImpl::Exact));
        assert!(avx512.masked_access_is_free(OpClass::MaskedStore, ElemClass::F64));
        assert!(!avx512.masked_access_is_free(OpClass::MaskedStore, ElemClass::I8));
        assert!(!Target::get(TargetKind::Avx2).masked_access_is_free(OpClass::MaskedStore, ElemClass::F32));
    }

    #[test]
    fn tunes_price_the_same_instructions_per_core() {
        // The generic tune is every table as it is.
        for table in &TABLES {
            assert_eq!(&Target::tuned(table.kind, Tune::Generic), table);
        }
        let zen4_avx2 = Target::tuned(TargetKind::Avx2, Tune::Zen4);
        assert_eq!(zen4_avx2.op_cost(OpClass::MaskedStore, ElemClass::F32), (1, 11));
        assert_eq!(zen4_avx2.op_cost(OpClass::MaskedStore, ElemClass::F64), (1, 5));
        // Rows the tune lacks are the instruction set's, then its base's, then generic's.
        assert_eq!(zen4_avx2.op_cost(OpClass::MaskedLoad, ElemClass::F32), (1, 2));
        assert_eq!(zen4_avx2.op_cost(OpClass::Mul, ElemClass::I64), (1, 8));
        assert_eq!(zen4_avx2.op_cost(OpClass::Div, ElemClass::I32), (20, 120));
        // avx512's own k-masked rows come before the tune's avx2 rows.
        let zen4_avx512 = Target::tuned(TargetKind::Avx512Vbmi, Tune::Zen4);
        assert_eq!(zen4_avx512.op_cost(OpClass::MaskedStore, ElemClass::F32), (1, 1));
        assert!(zen4_avx512.masked_access_is_free(OpClass::MaskedStore, ElemClass::I32));
        // On Intel, AVX2's masked accesses cost what plain ones do.
        let spr_avx2 = Target::tuned(TargetKind::Avx2, Tune::SapphireRapids);
        assert!(spr_avx2.masked_access_is_free(OpClass::MaskedStore, ElemClass::I32));
        assert!(spr_avx2.masked_access_is_free(OpClass::MaskedLoad, ElemClass::F64));
        assert!(!spr_avx2.masked_access_is_free(OpClass::MaskedStore, ElemClass::I8));
        assert!(
            !Target::tuned(TargetKind::Avx2, Tune::Zen3).masked_access_is_free(OpClass::MaskedStore, ElemClass::I32)
        );
        // A tune's rows for a target reach no other target: sse4.2 and neon are untouched.
        for kind in [TargetKind::Sse42, TargetKind::Sse2, TargetKind::Neon, TargetKind::Generic] {
            for tune in [Tune::Zen3, Tune::Zen4, Tune::SapphireRapids] {
                assert_eq!(
                    Target::tuned(kind, tune).op_cost(OpClass::MaskedStore, ElemClass::F32),
                    Target::get(kind).op_cost(OpClass::MaskedStore, ElemClass::F32)
                );
            }
        }
    }

    #[test]
    fn neon_rows_and_exact_math() {
        let neon = Target::get(TargetKind::Neon);
        assert_eq!((neon.vector_bytes, neon.vfabi_isas), (16, &['n'][..]));
        assert_eq!(neon.op_cost(OpClass::Mul, ElemClass::I8), (1, 1));
        // What NEON lacks keeps the generic per-lane rows.
        assert_eq!(neon.op_cost(OpClass::Mul, ElemClass::I64), (1, 10));
        assert_eq!(neon.op_cost(OpClass::MaskedStore, ElemClass::F32), (1, 16));
        assert_eq!(neon.whole_vector_math("sqrtf", 16, false).map(|m| m.how), Some(MathImpl::Exact));
        assert_eq!(neon.whole_vector_math("expf", 16, true), None);
    }

    #[test]
    fn avx512vbmi_extends_avx512_and_full_width_rows_follow_the_lineage() {
        let vbmi = Target::get(TargetKind::Avx512Vbmi);
        assert!(vbmi.extends(TargetKind::Avx512) && vbmi.extends(TargetKind::Avx2));
        assert!(vbmi.gcc_target_attr.ends_with(",avx512vbmi") && vbmi.no_contract);
        assert_eq!(vbmi.op_cost(OpClass::Mul, ElemClass::I64), (1, 3));
        let avx512 = Target::get(TargetKind::Avx512);
        assert!(
            avx512.full_width_pays(OpClass::Mul, ElemClass::I64) && vbmi.full_width_pays(OpClass::Mul, ElemClass::I64)
        );
        assert!(vbmi.full_width_pays(OpClass::Shuffle, ElemClass::I8));
        assert!(!avx512.full_width_pays(OpClass::Shuffle, ElemClass::I8));
        assert!(!avx512.full_width_pays(OpClass::Add, ElemClass::F32));
        // Targets that plan loops at full registers have nothing to gain.
        assert!(!Target::get(TargetKind::Avx2).full_width_pays(OpClass::Mul, ElemClass::I64));
    }
}
