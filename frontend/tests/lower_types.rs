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
        "record struct anon.rec6 { p int @0, q char @4 } size 8 align 4 typeof \"((struct F *)0)->in\"",
        "record struct struct.G { a uchar @0:0+4, b ushort @0:4+12, c uint @4:0+17, d uchar @7 } size 8 align 4",
    ];
    for want in expected {
        assert!(records.iter().any(|r| r == want), "missing {}\nhave:\n{}", want, records.join("\n"));
    }
}

#[test]
fn typedef_names_an_anonymous_struct_and_enums_follow_gcc() {
    let text =
        "typedef struct { int a; } T;\nenum Pos { P0, P1 };\nenum Neg { N0 = -1 };\nenum Pos p;\nenum Neg n;\nT t;\n";
    let records = records_of("typedef", text);
    assert_eq!(records, vec!["record struct T { a int @0 } size 4 align 4".to_string()]);
}

#[test]
fn aligned_records_follow_gcc() {
    let text = "struct A { int a; char c; } __attribute__((aligned(16)));
typedef struct { short s; } __attribute__((aligned(8))) T;
";
    let records = records_of("aligned", text);
    assert!(
        records.contains(&"record struct struct.A { a int @0, c char @4 } size 16 align 16".to_string()),
        "{:?}",
        records
    );
    assert!(records.contains(&"record struct T { s short @0 } size 8 align 8".to_string()), "{:?}", records);
}

#[test]
fn packed_aligned_members_and_pragma_pack_follow_gcc() {
    // Measured with gcc 12 (offsetof, sizeof, _Alignof): a miscompile while vcc laid packed
    // records out as unpacked (an interleave group read 8-byte elements of a 5-byte struct).
    let text = "struct A { char c; int x; double d; short s; } __attribute__((packed));
struct B { char c; int x __attribute__((aligned(16))); char e; } __attribute__((packed));
struct C { char c; _Alignas(32) unsigned long long acc[4]; int n; };
struct D { char c; int x __attribute__((packed)); short s; };
struct E { char c; struct A a; char d; double z __attribute__((aligned(2))); };
#pragma pack(push, 2)
struct F { char c; int x; double d; char e; };
struct G { char c; int x __attribute__((aligned(8))); char e; };
#pragma pack(pop)
#pragma pack(1)
struct H { char c; long x; };
#pragma pack()
struct I { char c; long x; };
typedef struct { char c; float f; } __attribute__((packed, aligned(4))) J;
struct K { char c; union { int i; char b[3]; } u; short t; } __attribute__((packed));
";
    let records = records_of("packed", text);
    let expected = [
        "record struct struct.A { c char @0, x int @1, d double @5, s short @13 } size 15 align 1",
        "record struct struct.B { c char @0, x int @16, e char @20 } size 32 align 16",
        "record struct struct.C { c char @0, acc [4 x ullong] @32, n int @64 } size 96 align 32",
        "record struct struct.D { c char @0, x int @1, s short @6 } size 8 align 2",
        "record struct struct.E { c char @0, a struct.A @1, d char @16, z double @24 } size 32 align 8",
        "record struct struct.F { c char @0, x int @2, d double @6, e char @14 } size 16 align 2",
        "record struct struct.G { c char @0, x int @2, e char @6 } size 8 align 2",
        "record struct struct.H { c char @0, x long @1 } size 9 align 1",
        "record struct struct.I { c char @0, x long @8 } size 16 align 8",
        "record struct J { c char @0, f float @1 } size 8 align 4",
    ];
    for want in expected {
        assert!(records.iter().any(|r| r == want), "missing {}\nhave:\n{}", want, records.join("\n"));
    }
    assert!(
        records.iter().any(|r| r.starts_with("record struct struct.K { c char @0, u anon.rec")
            && r.ends_with("@1, t short @5 } size 7 align 1")),
        "{:?}",
        records
    );
}

#[test]
fn layouts_vcc_does_not_compute_keep_their_users_as_written() {
    // An aligned bit-field, and an `_Alignas` operand that is not a number.
    let text = "struct P { char c; int x : 5 __attribute__((aligned(8))); int y; };
struct Q { char c; _Alignas(double) int x; };
int get_p(struct P *p) { return p->y; }
int get_q(struct Q *q, int i) { return q[i].c; }
int size_p(void) { return sizeof(struct P); }
";
    let dir = std::env::temp_dir().join(format!("vcc-lower-types-{}-unknown", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("unknown.c");
    std::fs::write(&path, text).unwrap();
    let out = frontend::compile(&path, &frontend::Options::default()).unwrap_or_else(|_| panic!("compile"));
    let _ = std::fs::remove_dir_all(&dir);
    let m = &out.module;
    let reason = |name: &str| {
        m.funcs[m.func_by_name(name).unwrap()].unsupported.as_ref().map(|u| u.reason.clone()).unwrap_or_default()
    };
    assert_eq!(reason("get_p"), "uses a struct with an aligned bit-field");
    assert_eq!(reason("size_p"), "uses a struct with an aligned bit-field");
    assert_eq!(reason("get_q"), "uses a struct member with an `_Alignas` vcc does not evaluate");
}

#[test]
fn attributes_between_struct_and_the_tag_lay_the_record_out() {
    // lang-c reads `struct __attribute__((...)) P { ... }` as a K&R function `P` whose body is
    // the member list; vcc saw an incomplete `struct P` (libdeflate's `hc_matchfinder`, aligned
    // to 32, made its compressor's `offsetof(..., p)` an error). Measured with gcc 12.
    let text = "struct __attribute__((packed)) P { char c; int x; };
struct __attribute__((aligned(32))) M { int t[3]; };
union __attribute__((__packed__, __aligned__(2))) U { char c; int x; };
struct W { char c; struct M m; union U u; };
long dist(struct P *a, struct P *b) { return b - a; }
";
    let records = records_of("head", text);
    let expected = [
        "record struct struct.P { c char @0, x int @1 } size 5 align 1",
        "record struct struct.M { t [3 x int] @0 } size 32 align 32",
        "record union union.U { c char @0, x int @0 } size 4 align 2",
        "record struct struct.W { c char @0, m struct.M @32, u union.U @64 } size 96 align 32",
    ];
    for want in expected {
        assert!(records.iter().any(|r| r == want), "missing {}\nhave:\n{}", want, records.join("\n"));
    }
}

/// A small deterministic generator (an LCG), so that the random records are the same each run.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// One random record of bit-fields and plain members, packed in one of the ways gcc knows: the
/// declaration (with its pragmas) and the names of its named members, bit-field or not.
fn random_record(rng: &mut Lcg, name: &str) -> (String, Vec<(String, bool)>) {
    const TYPES: [(&str, u64); 9] = [
        ("char", 1),
        ("unsigned char", 1),
        ("short", 2),
        ("unsigned short", 2),
        ("int", 4),
        ("unsigned", 4),
        ("long long", 8),
        ("unsigned long", 8),
        ("_Bool", 1),
    ];
    let mode = ["packed", "1", "2", "4", "member", "plain", "union"][rng.below(7) as usize];
    let keyword = if mode == "union" { "union" } else { "struct" };
    let mut text = String::new();
    if mode.parse::<u32>().is_ok() {
        text.push_str(&format!("#pragma pack({})\n", mode));
    }
    text.push_str(&format!("{} {} {{", keyword, name));
    let mut named = Vec::new();
    for idx in 0..1 + rng.below(7) {
        let (ty, size) = TYPES[rng.below(TYPES.len() as u64) as usize];
        let attr = if mode == "member" && rng.below(2) == 0 { " __attribute__((packed))" } else { "" };
        let member = format!("f{}", idx);
        if rng.below(10) < 6 {
            let max = if ty == "_Bool" { 1 } else { size * 8 };
            let width = match rng.below(4) {
                0 => 0,
                1 => max,
                _ => 1 + rng.below(max),
            };
            let unnamed = width == 0 || rng.below(7) == 0;
            text.push_str(&format!(" {} {} : {}{};", ty, if unnamed { "" } else { &member }, width, attr));
            if !unnamed {
                named.push((member, true));
            }
        } else {
            text.push_str(&format!(" {} {}{};", ty, member, attr));
            named.push((member, false));
        }
    }
    text.push_str(if mode == "packed" { " } __attribute__((packed));\n" } else { " };\n" });
    if mode.parse::<u32>().is_ok() {
        text.push_str("#pragma pack()\n");
    }
    (text, named)
}

/// gcc packs bit-fields by rules of its own (no straddle rule under packing, zero-width ones
/// aligning all the same): 400 random records laid out by vcc and measured with the host's cc
/// (`sizeof`, `_Alignof`, `offsetof`, and the first and count of the bits a store of all ones
/// sets).
#[test]
fn packed_bit_fields_match_the_host_gcc() {
    let mut rng = Lcg(2026);
    let (mut decls, mut probes) = (String::new(), String::new());
    let mut records = Vec::new();
    for idx in 0..400 {
        let name = format!("R{}", idx);
        let (text, named) = random_record(&mut rng, &name);
        let keyword = if text.contains("union ") { "union" } else { "struct" };
        let spelled = format!("{} {}", keyword, name);
        decls.push_str(&text);
        probes.push_str(&format!(
            "  printf(\"{n} size %zu align %zu\\n\", sizeof({s}), _Alignof({s}));\n",
            n = name,
            s = spelled
        ));
        for (member, bitfield) in &named {
            probes.push_str(&if *bitfield {
                format!(
                    "  {{ {s} r; memset(&r, 0, sizeof r); r.{m} = ~0ull; bits(\"{n} {m}\", &r, sizeof r); }}\n",
                    s = spelled,
                    m = member,
                    n = name
                )
            } else {
                format!("  printf(\"{n} {m} @%zu\\n\", offsetof({s}, {m}));\n", n = name, m = member, s = spelled)
            });
        }
        records.push((name, keyword));
    }
    let program = format!(
        "#include <stdio.h>\n#include <stddef.h>\n#include <string.h>\n{}\n\
         static void bits(const char *what, const void *p, size_t size) {{\n\
           const unsigned char *b = p; int first = -1, count = 0;\n\
           for (size_t i = 0; i < size * 8; i++) if (b[i / 8] >> (i % 8) & 1) {{ if (first < 0) first = i; count++; }}\n\
           printf(\"%s bit %d+%d\\n\", what, first, count);\n\
         }}\n\
         int main(void) {{\n{}  return 0;\n}}\n",
        decls, probes
    );
    let dir = std::env::temp_dir().join(format!("vcc-lower-types-{}-random", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (c, exe) = (dir.join("probe.c"), dir.join("probe"));
    std::fs::write(&c, &program).unwrap();
    let built = std::process::Command::new("cc")
        .args(["-w", "-Wno-packed-bitfield-compat", "-o"])
        .arg(&exe)
        .arg(&c)
        .output()
        .expect("run cc");
    assert!(built.status.success(), "cc failed on {}:\n{}", c.display(), String::from_utf8_lossy(&built.stderr));
    let measured = std::process::Command::new(&exe).output().expect("run the probe");
    let measured = String::from_utf8(measured.stdout).unwrap();
    // vcc's layouts: the records' lines of the IR, as `name @offset` or `name @unit:bit+width`.
    let mut uses = decls.clone();
    for (name, keyword) in &records {
        uses.push_str(&format!("unsigned long size_{n}({k} {n} *p) {{ return sizeof *p; }}\n", n = name, k = keyword));
    }
    let printed = records_of("random", &uses);
    let _ = std::fs::remove_dir_all(&dir);
    let mut wrong = Vec::new();
    for line in measured.lines() {
        let words: Vec<&str> = line.split(' ').collect();
        let Some(record) = printed.iter().find(|r| r.contains(&format!(".{} {{", words[0]))) else {
            wrong.push(format!("{}: vcc printed no record", line));
            continue;
        };
        let tail = record.rsplit_once("} ").map_or("", |(_, tail)| tail);
        let field = |member: &str| {
            let start = record.find(&format!(" {} ", member))?;
            let after = &record[start..];
            let at = after.find('@')?;
            Some(after[at + 1..].split([',', ' ']).next()?.to_string())
        };
        let ok = match words[1] {
            "size" => tail == format!("size {} align {}", words[2], words[4]),
            member if words[2] == "bit" => field(member).is_some_and(|f| {
                let (unit, rest) = f.split_once(':').unwrap_or((&f, "0+0"));
                let (bit, width) = rest.split_once('+').unwrap_or(("0", "0"));
                let first = unit.parse::<u64>().unwrap() * 8 + bit.parse::<u64>().unwrap();
                words[3] == format!("{}+{}", first, width)
            }),
            member => field(member).is_some_and(|f| words[2] == format!("@{}", f)),
        };
        if !ok {
            wrong.push(format!("gcc: {}\n  vcc: {}", line, record));
        }
    }
    assert!(wrong.is_empty(), "{} layouts differ from gcc's:\n{}\n\n{}", wrong.len(), wrong.join("\n"), decls);
}
