//! Record layout against gcc (x86-64 SysV): sizes, alignments, member offsets and bit-field
//! positions below were measured with gcc 12 (`sizeof`, `_Alignof`, `offsetof`, and the first
//! set bit after storing 1 into a bit-field).

fn records_of(name: &str, text: &str) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("vcc-lower-types-{}-{}", std::process::id(), name));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{}.c", name));
    std::fs::write(&path, text).unwrap();
    let res = frontend::compile(&path, &frontend::Options::default());
    let _ = std::fs::remove_dir_all(&dir);
    let out = res.unwrap_or_else(|(files, d)| panic!("{}", frontend::diag::render(&files, &d, false)));
    let printed = midend::ir::print::print_module(&out.module);
    printed.lines().filter(|l| l.starts_with("record")).map(String::from).collect()
}

#[test]
fn layouts_match_gcc() {
    let text = "struct A { char c; int x : 3; unsigned y : 30; long z; };
struct B { char a; long long b : 40; char c; };
struct C { short s : 9; short t : 9; char u; };
union D { char c[5]; int x : 7; double d; };
struct E { int a : 5; int : 0; char b; _Bool f : 1; };
struct F { char c; struct { int p; char q; } in; long double ld; int tail[]; };
struct G { unsigned char a : 4; unsigned short b : 12; unsigned int c : 17; unsigned char d; };
";
    let records = records_of("layout", text);
    let expected = [
        "record struct struct.A { c char @0, x int @0:8+3, y uint @4:0+30, z long @8 } size 16 align 8",
        "record struct struct.B { a char @0, b llong @0:8+40, c char @6 } size 8 align 8",
        "record struct struct.C { s short @0:0+9, t short @2:0+9, u char @4 } size 6 align 2",
        "record union union.D { c [5 x char] @0, x int @0:0+7, d double @0 } size 8 align 8",
        "record struct struct.E { a int @0:0+5, b char @4, f bool @5:0+1 } size 8 align 4",
        "record struct struct.F { c char @0, in anon.rec6 @4, ld ldouble @16, tail [? x int] @32 } size 32 align 16",
        "record struct anon.rec6 { p int @0, q char @4 } size 8 align 4",
        "record struct struct.G { a uchar @0:0+4, b ushort @0:4+12, c uint @4:0+17, d uchar @7 } size 8 align 4",
    ];
    for want in expected {
        assert!(records.iter().any(|r| r == want), "missing {}\nhave:\n{}", want, records.join("\n"));
    }
}

#[test]
fn typedef_names_an_anonymous_struct_and_enums_follow_gcc() {
    let text = "typedef struct { int a; } T;\nenum Pos { P0, P1 };\nenum Neg { N0 = -1 };\nenum Pos p;\nenum Neg n;\nT t;\n";
    let records = records_of("typedef", text);
    assert_eq!(records, vec!["record struct T { a int @0 } size 4 align 4".to_string()]);
}

#[test]
fn aligned_records_follow_gcc_and_packed_ones_are_left_alone() {
    let text = "struct A { int a; char c; } __attribute__((aligned(16)));
typedef struct { short s; } __attribute__((aligned(8))) T;
struct P { char c; int x; } __attribute__((packed));
int size_a(void) { return sizeof(struct A) + sizeof(T); }
int size_p(void) { return sizeof(struct P); }
";
    let records = records_of("aligned", text);
    assert!(records.contains(&"record struct struct.A { a int @0, c char @4 } size 16 align 16".to_string()), "{:?}", records);
    assert!(records.contains(&"record struct T { s short @0 } size 8 align 8".to_string()), "{:?}", records);
}

#[test]
fn pragma_pack_makes_sizeof_unsupported_but_not_member_access() {
    let text = "#pragma pack(push)\n#pragma pack(1)\nstruct S { char c; int x; };\n#pragma pack(pop)\nstruct T { char c; int x; };\nint size_s(void) { return sizeof(struct S); }\nint size_t_(void) { return sizeof(struct T); }\nint get(struct S *s) { return s->x; }\n";
    let dir = std::env::temp_dir().join(format!("vcc-lower-types-{}-pack", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("pack.c");
    std::fs::write(&path, text).unwrap();
    let out = frontend::compile(&path, &frontend::Options::default()).unwrap_or_else(|_| panic!("compile"));
    let _ = std::fs::remove_dir_all(&dir);
    let m = &out.module;
    let size_s = &m.funcs[m.func_by_name("size_s").unwrap()];
    assert!(size_s.unsupported.as_ref().unwrap().reason.contains("#pragma pack"));
    assert!(m.funcs[m.func_by_name("size_t_").unwrap()].body.is_some());
    assert!(m.funcs[m.func_by_name("get").unwrap()].body.is_some());
}
