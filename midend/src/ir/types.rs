//! The type table: C's types, interned, plus vector and mask types.
//!
//! Types keep C's distinctions (`long` and `long long` are different types even where both are
//! 64 bits) so that the emitter can write warning-free C. Qualifiers live on the type itself, so
//! `*const char` and `*char` are two types. The target is LP64 (x86-64 and AArch64 Linux).

use super::entities::{RecordId, TypeId};
use cranelift_entity::PrimaryMap;
use std::collections::HashMap;

/// C's integer types, `_Bool` included. `Char` is plain `char` (signed on x86-64, unsigned on
/// AArch64: see `Types::char_is_signed`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntKind {
    Bool,
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
}

impl IntKind {
    pub fn bits(self) -> u32 {
        use IntKind::*;
        match self {
            Bool | Char | SChar | UChar => 8,
            Short | UShort => 16,
            Int | UInt => 32,
            Long | ULong | LongLong | ULongLong => 64,
        }
    }

    /// Signedness; plain `char` is answered by the caller through `Types::char_is_signed`.
    pub fn is_signed_with(self, char_is_signed: bool) -> bool {
        use IntKind::*;
        match self {
            Char => char_is_signed,
            SChar | Short | Int | Long | LongLong => true,
            Bool | UChar | UShort | UInt | ULong | ULongLong => false,
        }
    }

    /// C's integer conversion rank (C11 6.3.1.1).
    pub fn rank(self) -> u32 {
        use IntKind::*;
        match self {
            Bool => 0,
            Char | SChar | UChar => 1,
            Short | UShort => 2,
            Int | UInt => 3,
            Long | ULong => 4,
            LongLong | ULongLong => 5,
        }
    }

    /// The unsigned type of the same rank.
    pub fn to_unsigned(self) -> IntKind {
        use IntKind::*;
        match self {
            Char | SChar | UChar => UChar,
            Short | UShort => UShort,
            Int | UInt => UInt,
            Long | ULong => ULong,
            LongLong | ULongLong => ULongLong,
            Bool => Bool,
        }
    }

    /// How C spells it.
    pub fn c_name(self) -> &'static str {
        use IntKind::*;
        match self {
            Bool => "_Bool",
            Char => "char",
            SChar => "signed char",
            UChar => "unsigned char",
            Short => "short",
            UShort => "unsigned short",
            Int => "int",
            UInt => "unsigned int",
            Long => "long",
            ULong => "unsigned long",
            LongLong => "long long",
            ULongLong => "unsigned long long",
        }
    }

    /// How the IR text form spells it.
    pub fn ir_name(self) -> &'static str {
        use IntKind::*;
        match self {
            Bool => "bool",
            Char => "char",
            SChar => "schar",
            UChar => "uchar",
            Short => "short",
            UShort => "ushort",
            Int => "int",
            UInt => "uint",
            Long => "long",
            ULong => "ulong",
            LongLong => "llong",
            ULongLong => "ullong",
        }
    }

    pub const ALL: [IntKind; 12] = [
        IntKind::Bool,
        IntKind::Char,
        IntKind::SChar,
        IntKind::UChar,
        IntKind::Short,
        IntKind::UShort,
        IntKind::Int,
        IntKind::UInt,
        IntKind::Long,
        IntKind::ULong,
        IntKind::LongLong,
        IntKind::ULongLong,
    ];
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    Float,
    Double,
    LongDouble,
}

impl FloatKind {
    pub fn c_name(self) -> &'static str {
        match self {
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::LongDouble => "long double",
        }
    }

    pub fn ir_name(self) -> &'static str {
        match self {
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::LongDouble => "ldouble",
        }
    }

    pub fn size(self) -> u64 {
        match self {
            FloatKind::Float => 4,
            FloatKind::Double => 8,
            FloatKind::LongDouble => 16,
        }
    }
}

/// Type qualifiers, as a small bit set.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Quals(pub u8);

impl Quals {
    pub const NONE: Quals = Quals(0);
    pub const CONST: Quals = Quals(1);
    pub const VOLATILE: Quals = Quals(2);
    pub const RESTRICT: Quals = Quals(4);

    pub fn contains(self, other: Quals) -> bool {
        self.0 & other.0 == other.0
    }
    pub fn union(self, other: Quals) -> Quals {
        Quals(self.0 | other.0)
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A function type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FuncType {
    pub ret: TypeId,
    pub params: Vec<TypeId>,
    pub variadic: bool,
    /// False for an old-style declaration `int f()` that says nothing about its parameters.
    pub has_prototype: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeKind {
    Void,
    Int(IntKind),
    Float(FloatKind),
    Ptr(TypeId),
    /// `[N x T]`; `None` is an array of unknown size (`extern int a[];`).
    Array(TypeId, Option<u64>),
    Record(RecordId),
    Func(FuncType),
    /// `<N x T>` with a scalar element type.
    Vector(TypeId, u32),
    /// `<N x i1>`: one bit per lane.
    Mask(u32),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Type {
    pub kind: TypeKind,
    pub quals: Quals,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RecordKind {
    Struct,
    Union,
}

/// A member of a struct or union.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// `None` for an anonymous member (unnamed bit-field, anonymous struct/union).
    pub name: Option<String>,
    pub ty: TypeId,
    /// Byte offset of the member (of its storage unit, for a bit-field).
    pub offset: u64,
    /// For a bit-field: its width in bits and its bit offset within the storage unit at `offset`.
    pub bitfield: Option<Bitfield>,
}

/// A bit-field's bits: `width` of them from bit `bit_offset` of the storage unit. In a packed
/// record (or under `#pragma pack`) the unit is the byte of the first bit and the bits may run
/// past the declared type's size.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Bitfield {
    pub width: u32,
    pub bit_offset: u32,
}

impl Bitfield {
    /// The bytes from the unit's start that hold the field's bits.
    pub fn bytes(&self) -> u64 {
        (self.bit_offset as u64 + self.width as u64).div_ceil(8)
    }
}

/// A struct or union. `spelling` is how C code names it: `struct S0`, `union U`, or a typedef
/// name for an anonymous one. `None` when it cannot be named (an anonymous struct that no
/// typedef names); code that needs to spell such a type cannot be regenerated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordDef {
    pub kind: RecordKind,
    pub spelling: Option<String>,
    pub fields: Vec<Field>,
    pub size: u64,
    pub align: u64,
    /// False while only declared (`struct S;`).
    pub complete: bool,
    /// An unnamed zero-width bit-field declared `const` (`const unsigned : 0;`), which
    /// `fields` leaves out: like a `const` member, it forbids assigning the whole object.
    pub const_padding: bool,
    /// Defined inside a function body: no declaration at file scope names it. Its spelling is
    /// a tag of vcc's (`struct vcc_pt_3`), and the output defines it, with that tag, before
    /// the first function it writes that uses it.
    pub local: bool,
    /// For a record without a spelling (an anonymous struct or union that no typedef names,
    /// declared at file scope): a C expression of its type that any function of the file may
    /// write, `((struct S *)0)->o` for a member, `tbl[0]` for a global. The user's file defines
    /// the type already, so the output names it `__typeof__(expr)` instead of defining another.
    pub typeof_expr: Option<String>,
}

impl RecordDef {
    pub fn field_index(&self, name: &str) -> Option<usize> {
        self.fields.iter().position(|f| f.name.as_deref() == Some(name))
    }
}

/// The type table of a module. Every type is interned: equal types have equal ids.
#[derive(Clone, Debug)]
pub struct Types {
    types: PrimaryMap<TypeId, Type>,
    interned: HashMap<Type, TypeId>,
    pub records: PrimaryMap<RecordId, RecordDef>,
    /// Whether plain `char` is signed on the target (x86-64: yes; AArch64: no).
    pub char_is_signed: bool,
}

impl Default for Types {
    fn default() -> Self {
        Types::new()
    }
}

impl Types {
    /// An empty table but for C's integer types, which every table has (`int_of`).
    pub fn new() -> Types {
        let mut types = Types {
            types: PrimaryMap::new(),
            interned: HashMap::new(),
            records: PrimaryMap::new(),
            char_is_signed: true,
        };
        for kind in IntKind::ALL {
            types.int(kind);
        }
        types
    }

    /// The id of `ty`, made if new. A qualified type's unqualified form is made first, so that
    /// every table holds it (`unqualified_of` reads it without changing the table).
    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.interned.get(&ty) {
            return id;
        }
        if !ty.quals.is_empty() {
            self.plain(ty.kind.clone());
        }
        let id = self.types.push(ty.clone());
        self.interned.insert(ty, id);
        id
    }

    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id]
    }

    pub fn kind(&self, id: TypeId) -> &TypeKind {
        &self.types[id].kind
    }

    pub fn quals(&self, id: TypeId) -> Quals {
        self.types[id].quals
    }

    fn plain(&mut self, kind: TypeKind) -> TypeId {
        self.intern(Type { kind, quals: Quals::NONE })
    }

    pub fn void(&mut self) -> TypeId {
        self.plain(TypeKind::Void)
    }
    pub fn int(&mut self, kind: IntKind) -> TypeId {
        self.plain(TypeKind::Int(kind))
    }
    /// The integer type `kind`, which every table has (`new` makes them all): for analyses,
    /// which only read the table.
    pub fn int_of(&self, kind: IntKind) -> TypeId {
        self.interned[&Type { kind: TypeKind::Int(kind), quals: Quals::NONE }]
    }
    pub fn float(&mut self, kind: FloatKind) -> TypeId {
        self.plain(TypeKind::Float(kind))
    }
    pub fn ptr_to(&mut self, pointee: TypeId) -> TypeId {
        self.plain(TypeKind::Ptr(pointee))
    }
    pub fn array_of(&mut self, elem: TypeId, len: Option<u64>) -> TypeId {
        self.plain(TypeKind::Array(elem, len))
    }
    pub fn record(&mut self, rec: RecordId) -> TypeId {
        self.plain(TypeKind::Record(rec))
    }
    pub fn func(&mut self, ft: FuncType) -> TypeId {
        self.plain(TypeKind::Func(ft))
    }
    pub fn vector(&mut self, elem: TypeId, lanes: u32) -> TypeId {
        let elem = self.unqualified(elem);
        self.plain(TypeKind::Vector(elem, lanes))
    }
    pub fn mask(&mut self, lanes: u32) -> TypeId {
        self.plain(TypeKind::Mask(lanes))
    }

    /// The same type with `quals` added.
    pub fn qualified(&mut self, id: TypeId, quals: Quals) -> TypeId {
        let mut ty = self.types[id].clone();
        ty.quals = ty.quals.union(quals);
        self.intern(ty)
    }

    /// The same type without qualifiers (the type of an rvalue).
    pub fn unqualified(&mut self, id: TypeId) -> TypeId {
        if self.types[id].quals.is_empty() {
            return id;
        }
        let kind = self.types[id].kind.clone();
        self.plain(kind)
    }

    /// `unqualified` for code that only reads the table: the unqualified form always exists.
    pub fn unqualified_of(&self, id: TypeId) -> TypeId {
        let ty = &self.types[id];
        if ty.quals.is_empty() {
            return id;
        }
        self.interned[&Type { kind: ty.kind.clone(), quals: Quals::NONE }]
    }

    /// Looks a type up without interning it; `None` if it was never made.
    pub fn lookup(&self, ty: &Type) -> Option<TypeId> {
        self.interned.get(ty).copied()
    }

    pub fn int_kind(&self, id: TypeId) -> Option<IntKind> {
        match self.kind(id) {
            TypeKind::Int(k) => Some(*k),
            _ => None,
        }
    }
    pub fn float_kind(&self, id: TypeId) -> Option<FloatKind> {
        match self.kind(id) {
            TypeKind::Float(k) => Some(*k),
            _ => None,
        }
    }
    pub fn is_void(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Void)
    }
    pub fn is_integer(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Int(_))
    }
    pub fn is_float(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Float(_))
    }
    pub fn is_arithmetic(&self, id: TypeId) -> bool {
        self.is_integer(id) || self.is_float(id)
    }
    pub fn is_pointer(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Ptr(_))
    }
    /// Arithmetic or pointer: what C can test for zero.
    pub fn is_scalar(&self, id: TypeId) -> bool {
        self.is_arithmetic(id) || self.is_pointer(id)
    }
    pub fn is_aggregate(&self, id: TypeId) -> bool {
        matches!(self.kind(id), TypeKind::Array(..) | TypeKind::Record(_))
    }
    pub fn is_signed(&self, id: TypeId) -> bool {
        match self.kind(id) {
            TypeKind::Int(k) => k.is_signed_with(self.char_is_signed),
            TypeKind::Float(_) => true,
            TypeKind::Vector(e, _) => self.is_signed(*e),
            _ => false,
        }
    }
    pub fn pointee(&self, id: TypeId) -> Option<TypeId> {
        match self.kind(id) {
            TypeKind::Ptr(p) => Some(*p),
            _ => None,
        }
    }
    pub fn array_elem(&self, id: TypeId) -> Option<TypeId> {
        match self.kind(id) {
            TypeKind::Array(e, _) => Some(*e),
            _ => None,
        }
    }
    pub fn func_type(&self, id: TypeId) -> Option<&FuncType> {
        match self.kind(id) {
            TypeKind::Func(f) => Some(f),
            _ => None,
        }
    }
    pub fn record_of(&self, id: TypeId) -> Option<RecordId> {
        match self.kind(id) {
            TypeKind::Record(r) => Some(*r),
            _ => None,
        }
    }
    /// Lanes of a vector or mask type; 1 for a scalar.
    pub fn lanes(&self, id: TypeId) -> u32 {
        match self.kind(id) {
            TypeKind::Vector(_, n) | TypeKind::Mask(n) => *n,
            _ => 1,
        }
    }
    /// The element type of a vector, the type itself for a scalar.
    pub fn scalar_of(&self, id: TypeId) -> TypeId {
        match self.kind(id) {
            TypeKind::Vector(e, _) => *e,
            _ => id,
        }
    }

    /// `sizeof`, in bytes. `None` for incomplete types, functions and `void`.
    pub fn size_of(&self, id: TypeId) -> Option<u64> {
        match self.kind(id) {
            TypeKind::Void | TypeKind::Func(_) => None,
            TypeKind::Int(k) => Some(k.bits() as u64 / 8),
            TypeKind::Float(k) => Some(k.size()),
            TypeKind::Ptr(_) => Some(8),
            TypeKind::Array(e, n) => Some(self.size_of(*e)? * (*n)?),
            TypeKind::Record(r) => {
                let rec = &self.records[*r];
                rec.complete.then_some(rec.size)
            }
            TypeKind::Vector(e, n) => Some(self.size_of(*e)? * *n as u64),
            TypeKind::Mask(n) => Some((*n as u64).div_ceil(8)),
        }
    }

    /// `_Alignof`, in bytes.
    pub fn align_of(&self, id: TypeId) -> Option<u64> {
        match self.kind(id) {
            TypeKind::Array(e, _) => self.align_of(*e),
            TypeKind::Record(r) => {
                let rec = &self.records[*r];
                rec.complete.then_some(rec.align)
            }
            TypeKind::Vector(..) => self.size_of(id),
            _ => self.size_of(id),
        }
    }

    /// Every type id, in creation order (for printers and tests).
    pub fn iter(&self) -> impl Iterator<Item = (TypeId, &Type)> {
        self.types.iter()
    }

    /// The IR text form of a type: `int`, `*const char`, `[10 x float]`, `struct S0`,
    /// `<8 x float>`, `<8 x i1>`, `fn(int, *char, ...) -> int`.
    pub fn display(&self, id: TypeId) -> String {
        let ty = &self.types[id];
        let mut out = String::new();
        if ty.quals.contains(Quals::CONST) {
            out.push_str("const ");
        }
        if ty.quals.contains(Quals::VOLATILE) {
            out.push_str("volatile ");
        }
        if ty.quals.contains(Quals::RESTRICT) {
            out.push_str("restrict ");
        }
        match &ty.kind {
            TypeKind::Void => out.push_str("void"),
            TypeKind::Int(k) => out.push_str(k.ir_name()),
            TypeKind::Float(k) => out.push_str(k.ir_name()),
            TypeKind::Ptr(p) => {
                out.push('*');
                out.push_str(&self.display(*p));
            }
            TypeKind::Array(e, n) => match n {
                Some(n) => out.push_str(&format!("[{} x {}]", n, self.display(*e))),
                None => out.push_str(&format!("[? x {}]", self.display(*e))),
            },
            TypeKind::Record(r) => {
                let rec = &self.records[*r];
                match &rec.spelling {
                    Some(s) => out.push_str(&s.replace(' ', ".")),
                    None => out.push_str(&format!("anon.{}", r)),
                }
            }
            TypeKind::Func(f) => {
                out.push_str("fn(");
                let mut parts: Vec<String> = f.params.iter().map(|p| self.display(*p)).collect();
                if f.variadic {
                    parts.push("...".into());
                }
                out.push_str(&parts.join(", "));
                out.push_str(") -> ");
                out.push_str(&self.display(f.ret));
            }
            TypeKind::Vector(e, n) => out.push_str(&format!("<{} x {}>", n, self.display(*e))),
            TypeKind::Mask(n) => out.push_str(&format!("<{} x i1>", n)),
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_gives_equal_ids() {
        let mut types = Types::new();
        let a = types.int(IntKind::Int);
        let b = types.int(IntKind::Int);
        assert_eq!(a, b);
        let pa = types.ptr_to(a);
        let cint = types.qualified(a, Quals::CONST);
        let pc = types.ptr_to(cint);
        assert_ne!(pa, pc);
        assert_eq!(types.display(pc), "*const int");
        assert_eq!(types.unqualified(cint), a);
    }

    #[test]
    fn sizes_follow_lp64() {
        let mut types = Types::new();
        let long = types.int(IntKind::Long);
        let arr = types.array_of(long, Some(10));
        assert_eq!(types.size_of(arr), Some(80));
        let f = types.float(FloatKind::Float);
        let v = types.vector(f, 8);
        assert_eq!(types.size_of(v), Some(32));
        assert_eq!(types.display(v), "<8 x float>");
    }
}
