//! Names for the locals and labels the emitter introduces: readable (the source name when there
//! is one), unique, and never clashing with what the function can see: C keywords, the module's
//! globals, functions and record spellings, and macros the original text defines.
//!
//! Names are handed out in the order the emitter asks for them, which is the layout order, so
//! the same IR always gets the same names.

use midend::ir::{Linkage, Module};
use std::collections::BTreeSet;
use std::sync::Arc;

const C_KEYWORDS: &[&str] = &[
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "_Alignas",
    "_Alignof",
    "_Atomic",
    "_Bool",
    "_Complex",
    "_Generic",
    "_Imaginary",
    "_Noreturn",
    "_Static_assert",
    "_Thread_local",
    "asm",
    "typeof",
    "bool",
    "true",
    "false",
    "nullptr",
    "alignas",
    "alignof",
    "static_assert",
    "thread_local",
    "constexpr",
    "main",
    "NULL",
    "errno",
    "stdin",
    "stdout",
    "stderr",
    "assert",
    "offsetof",
];

/// The names a regenerated function must not declare. Shared, not copied, by the functions of
/// a module: the set holds every global and function name, and a copy per function made
/// emitting a module quadratic in its size.
#[derive(Clone, Debug)]
pub struct Reserved {
    names: Arc<BTreeSet<String>>,
}

impl Default for Reserved {
    /// Only the keywords.
    fn default() -> Reserved {
        Reserved { names: Arc::new(C_KEYWORDS.iter().map(|s| s.to_string()).collect()) }
    }
}

impl Reserved {
    pub fn for_module(module: &Module, original: &str) -> Reserved {
        let mut names: BTreeSet<String> = C_KEYWORDS.iter().map(|s| s.to_string()).collect();
        // A static local is declared inside its own function, which names it first.
        for (_, global) in module.globals.iter() {
            if !matches!(global.linkage, Linkage::Local(_)) {
                names.insert(global.name.clone());
            }
        }
        for (_, func) in module.funcs.iter() {
            names.insert(func.name.clone());
        }
        for (_, rec) in module.types.records.iter() {
            if let Some(spelling) = &rec.spelling {
                // `struct S0` reserves nothing in the ordinary namespace, a typedef name does.
                names.extend(spelling.split_whitespace().map(str::to_string));
            }
        }
        names.extend(defined_macros(original));
        Reserved { names: Arc::new(names) }
    }

    pub fn insert(&mut self, name: &str) {
        Arc::make_mut(&mut self.names).insert(name.to_string());
    }

    pub fn contains(&self, name: &str) -> bool {
        // Identifiers with two leading underscores (or one and a capital) belong to the
        // implementation; never declare one.
        self.names.contains(name)
            || name.starts_with("__")
            || (name.starts_with('_') && name[1..].starts_with(|c: char| c.is_ascii_uppercase()))
    }
}

/// The names of `#define NAME` lines in `text` (object- and function-like macros).
pub fn defined_macros(text: &str) -> Vec<String> {
    let mut res = Vec::new();
    for line in text.lines() {
        let line = line.trim_start();
        let Some(rest) = line.strip_prefix('#') else { continue };
        let Some(rest) = rest.trim_start().strip_prefix("define") else { continue };
        if !rest.starts_with([' ', '\t']) {
            continue;
        }
        let name: String = rest.trim_start().chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        if !name.is_empty() {
            res.push(name);
        }
    }
    res
}

/// Hands out unique names within one function.
#[derive(Clone, Debug)]
pub struct Namer {
    reserved: Reserved,
    used: BTreeSet<String>,
    next_temp: u32,
}

impl Namer {
    pub fn new(reserved: Reserved) -> Namer {
        Namer { reserved, used: BTreeSet::new(), next_temp: 1 }
    }

    fn is_free(&self, name: &str) -> bool {
        !self.reserved.contains(name) && !self.used.contains(name)
    }

    /// Claims `name` exactly (a parameter keeps its source name). False if it was taken.
    pub fn claim(&mut self, name: &str) -> bool {
        self.used.insert(name.to_string())
    }

    /// `base`, or `base_1`, `base_2`, ... ; `t1`, `t2`, ... when there is no usable base.
    pub fn fresh(&mut self, base: Option<&str>) -> String {
        let base = base.map(sanitize).filter(|b| !b.is_empty());
        let Some(base) = base else { return self.temp("t") };
        if self.is_free(&base) {
            self.used.insert(base.clone());
            return base;
        }
        let mut n = 1;
        loop {
            let candidate = format!("{}_{}", base, n);
            if self.is_free(&candidate) {
                self.used.insert(candidate.clone());
                return candidate;
            }
            n += 1;
        }
    }

    /// `prefix` followed by the next free number: `t1`, `L3`.
    pub fn temp(&mut self, prefix: &str) -> String {
        loop {
            let candidate = format!("{}{}", prefix, self.next_temp);
            self.next_temp += 1;
            if self.is_free(&candidate) {
                self.used.insert(candidate.clone());
                return candidate;
            }
        }
    }
}

/// Keeps the identifier characters of a source name (`s.1` from a lowering becomes `s_1`).
fn sanitize(name: &str) -> String {
    let mut out: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    // Leading underscores could make a reserved identifier; a leading digit no identifier.
    out = out.trim_start_matches(['_', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']).to_string();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn macros_are_found() {
        let text = "#include <stdio.h>\n#define N 10\n  #  define SQR(x) ((x)*(x))\n#undef N\n#defineX\nint x;\n";
        assert_eq!(defined_macros(text), vec!["N".to_string(), "SQR".to_string()]);
    }

    #[test]
    fn names_repeat_with_suffixes_and_avoid_reserved() {
        let mut reserved = Reserved::default();
        reserved.insert("sum");
        reserved.insert("t1");
        let mut namer = Namer::new(reserved);
        assert_eq!(namer.fresh(Some("i")), "i");
        assert_eq!(namer.fresh(Some("i")), "i_1");
        assert_eq!(namer.fresh(Some("sum")), "sum_1");
        assert_eq!(namer.fresh(None), "t2");
        assert_eq!(namer.fresh(Some("__x")), "x");
        assert_eq!(namer.fresh(Some("int")), "int_1");
    }
}
