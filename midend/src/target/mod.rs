//! Target descriptions: what each SIMD instruction set offers, as data that every cost model
//! reads. One table per target; adding a target means adding a table, not `match` arms in passes.

/// The SIMD instruction sets vcc writes code for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TargetKind {
    /// GCC/Clang generic vector extensions.
    Generic,
    Sse42,
    Avx2,
    Avx512,
    Neon,
}

/// The facts about a target that the vectorizers need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub kind: TargetKind,
    /// The name used in `--target`.
    pub name: &'static str,
    /// Vector register width in bytes.
    pub vector_bytes: u32,
    /// Whether masks are separate registers (AVX-512) rather than vectors of all-ones lanes.
    pub mask_registers: bool,
    /// The `__attribute__((target(...)))` string that functions using it carry (empty if none).
    pub gcc_target_attr: &'static str,
    /// The ISA letter of the x86-64 / AArch64 vector function ABI (`_ZGV<isa>...`).
    pub vfabi_isa: char,
}

const TABLES: [Target; 5] = [
    Target { kind: TargetKind::Generic, name: "generic", vector_bytes: 32, mask_registers: false, gcc_target_attr: "", vfabi_isa: 'd' },
    Target { kind: TargetKind::Sse42, name: "sse4.2", vector_bytes: 16, mask_registers: false, gcc_target_attr: "sse4.2", vfabi_isa: 'b' },
    Target { kind: TargetKind::Avx2, name: "avx2", vector_bytes: 32, mask_registers: false, gcc_target_attr: "avx2,fma", vfabi_isa: 'd' },
    Target { kind: TargetKind::Avx512, name: "avx512", vector_bytes: 64, mask_registers: true, gcc_target_attr: "avx512f,avx512vl,avx512bw,avx512dq,avx2,fma", vfabi_isa: 'e' },
    Target { kind: TargetKind::Neon, name: "neon", vector_bytes: 16, mask_registers: false, gcc_target_attr: "", vfabi_isa: 'n' },
];

impl Target {
    pub fn get(kind: TargetKind) -> &'static Target {
        TABLES.iter().find(|t| t.kind == kind).expect("every TargetKind has a table")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_a_table() {
        for kind in [TargetKind::Generic, TargetKind::Sse42, TargetKind::Avx2, TargetKind::Avx512, TargetKind::Neon] {
            assert_eq!(Target::get(kind).kind, kind);
        }
    }
}
