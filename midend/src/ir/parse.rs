//! Parses the IR text form that `print.rs` writes back into a `Module`, so that tests can be
//! written as IR text and print → parse → print gives the same text.
//!
//! Value and block numbers are kept exactly as written (a value the text never defines but
//! names in a `names` line becomes a placeholder), instruction numbers are given in text order,
//! and file names in `; file:line:col` comments become `Module::files` in order of appearance.
//! The module is read in passes, so that anything may refer to anything later in the text:
//! records, then function declarations, then globals, then bodies.
//!
//! Every field of a `Function` is in the text (the syntax is described in `print.rs`): its
//! location on the `func` line, its annotations, flags, value names, slots and loop notes in the
//! header lines, the pragmas, private arrays and vector marks of its blocks on their headers.
//!
//! What the text does not say, the parser cannot know; these are module-level facts, not a
//! function's: function linkage (external), whether a function type has a prototype (yes),
//! whether a record is complete (yes, unless it is empty with size 0), the locations of globals,
//! declarations and unsupported functions (unknown), the splice ranges of definitions, and the
//! module's vector variants and branch slices (none). The parser checks syntax and names, not
//! well-formedness: that is the verifier's job.

use super::annotations::*;
use super::entities::{Block, FuncId, GlobalId, RecordId, StackSlot, TypeId, Value};
use super::function::{BlockData, Function, LoopNote, StackSlotData, ValueData, ValueDef};
use super::inst::{BinaryOp, BlockCall, Callee, Const, InstData, UnaryOp};
use super::module::{FuncDecl, GlobalData, Init, Linkage, Module, Unsupported};
use super::srcloc::SrcLoc;
use super::types::{Field, FloatKind, FuncType, IntKind, Quals, RecordDef, RecordKind};
use cranelift_entity::packed_option::ReservedValue;
use std::collections::HashMap;
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line number.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

type PResult<T> = Result<T, ParseError>;

/// Parses a whole module as `print_module` writes it.
pub fn parse_module(text: &str) -> Result<Module, ParseError> {
    let lines: Vec<&str> = text.lines().collect();
    let mut parser = Parser { module: Module::new(), records: HashMap::new(), files: HashMap::new() };
    parser.declare_records(&lines)?;
    parser.declare_funcs(&lines)?;
    parser.declare_globals(&lines)?;
    parser.parse_bodies(&lines)?;
    Ok(parser.module)
}

struct Parser {
    module: Module,
    /// Records by their printed name (`struct.S`, `anon.rec0`, a typedef name).
    records: HashMap<String, RecordId>,
    files: HashMap<String, u32>,
}

/// A cursor over one line of text.
struct Cursor<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str, line_idx: usize) -> Cursor<'a> {
        Cursor { text, pos: 0, line: line_idx + 1 }
    }

    fn error<T>(&self, message: impl Into<String>) -> PResult<T> {
        let message = format!("{} at `{}`", message.into(), self.rest().trim());
        Err(ParseError { line: self.line, message })
    }

    fn rest(&self) -> &'a str {
        &self.text[self.pos..]
    }

    fn skip_ws(&mut self) {
        let trimmed = self.rest().trim_start();
        self.pos = self.text.len() - trimmed.len();
    }

    fn at_end(&mut self) -> bool {
        self.skip_ws();
        self.rest().is_empty()
    }

    /// Consumes `s` (after spaces) if it comes next.
    fn eat(&mut self, s: &str) -> bool {
        self.skip_ws();
        if self.rest().starts_with(s) {
            self.pos += s.len();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, s: &str) -> PResult<()> {
        if self.eat(s) {
            Ok(())
        } else {
            self.error(format!("expected `{}`", s))
        }
    }

    fn take_while(&mut self, pred: impl Fn(char) -> bool) -> &'a str {
        self.skip_ws();
        let rest = self.rest();
        let len = rest.find(|c: char| !pred(c)).unwrap_or(rest.len());
        self.pos += len;
        &rest[..len]
    }

    /// A name: letters, digits, `_`, `.`, `$`.
    fn ident(&mut self) -> PResult<&'a str> {
        let word = self.take_while(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$');
        if word.is_empty() {
            return self.error("expected a name");
        }
        Ok(word)
    }

    /// The next name, without consuming it.
    fn peek_ident(&mut self) -> &'a str {
        let save = self.pos;
        let word = self.ident().unwrap_or("");
        self.pos = save;
        word
    }

    fn u64(&mut self) -> PResult<u64> {
        let digits = self.take_while(|c| c.is_ascii_digit());
        match digits.parse() {
            Ok(n) => Ok(n),
            Err(_) => self.error("expected a number"),
        }
    }

    fn u32(&mut self) -> PResult<u32> {
        let n = self.u64()?;
        u32::try_from(n).or_else(|_| self.error("number too large"))
    }

    fn i64(&mut self) -> PResult<i64> {
        let negative = self.eat("-");
        let n = self.u64()?;
        let value = if negative { (n as i64).wrapping_neg() } else { n as i64 };
        Ok(value)
    }

    /// A numeric entity reference such as `v12`, `block3` or `ss0`.
    fn entity(&mut self, prefix: &str) -> PResult<u32> {
        self.skip_ws();
        let rest = self.rest();
        let digits = rest.strip_prefix(prefix).filter(|d| d.starts_with(|c: char| c.is_ascii_digit()));
        if digits.is_none() {
            return self.error(format!("expected `{}N`", prefix));
        }
        self.pos += prefix.len();
        self.u32()
    }

    fn value(&mut self) -> PResult<Value> {
        Ok(Value::from_u32(self.entity("v")?))
    }

    fn block(&mut self) -> PResult<Block> {
        Ok(Block::from_u32(self.entity("block")?))
    }

    /// `"..."` with the printer's escapes.
    fn string(&mut self) -> PResult<Vec<u8>> {
        self.expect("\"")?;
        let mut bytes = Vec::new();
        let mut chars = self.rest().char_indices();
        while let Some((idx, c)) = chars.next() {
            match c {
                '"' => {
                    self.pos += idx + 1;
                    return Ok(bytes);
                }
                '\\' => match chars.next().map(|(_, c)| c) {
                    Some('n') => bytes.push(b'\n'),
                    Some('t') => bytes.push(b'\t'),
                    Some('x') => {
                        let hex: String = chars.by_ref().take(2).map(|(_, c)| c).collect();
                        match u8::from_str_radix(&hex, 16) {
                            Ok(b) => bytes.push(b),
                            Err(_) => return self.error("bad `\\x` escape"),
                        }
                    }
                    Some(c) => bytes.extend(c.to_string().bytes()),
                    None => break,
                },
                c => bytes.extend(c.to_string().bytes()),
            }
        }
        self.error("unterminated string")
    }

    /// A comma-separated list up to `close`.
    fn list<T>(&mut self, close: &str, mut item: impl FnMut(&mut Self) -> PResult<T>) -> PResult<Vec<T>> {
        let mut items = Vec::new();
        if self.eat(close) {
            return Ok(items);
        }
        loop {
            items.push(item(self)?);
            if self.eat(close) {
                return Ok(items);
            }
            self.expect(",")?;
        }
    }
}

/// Splits `code ; comment`, ignoring `;` inside string literals.
fn split_comment(line: &str) -> (&str, Option<&str>) {
    let mut in_string = false;
    let mut escaped = false;
    for (idx, c) in line.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            ';' if !in_string => return (line[..idx].trim_end(), Some(line[idx + 1..].trim())),
            _ => {}
        }
    }
    (line.trim_end(), None)
}

fn parse_float(text: &str) -> Option<f64> {
    match text {
        "inf" => Some(f64::INFINITY),
        "-inf" => Some(f64::NEG_INFINITY),
        "NaN" => Some(f64::NAN),
        _ => text.parse().ok(),
    }
}

fn looks_like_float(text: &str) -> bool {
    text.contains(['.', 'e', 'E']) || text.ends_with("inf") || text == "NaN"
}

// Types.
impl Parser {
    // type = ("const" | "volatile" | "restrict")* base
    // base = "void" | int | float | "*" type | "[" (N | "?") "x" type "]" | "<" N "x" ("i1" | type) ">"
    //      | "fn(" type, ... ["..."] ") ->" type | record name
    fn ty(&mut self, cur: &mut Cursor) -> PResult<TypeId> {
        let mut quals = Quals::NONE;
        loop {
            let word = cur.peek_ident();
            let qual = match word {
                "const" => Quals::CONST,
                "volatile" => Quals::VOLATILE,
                "restrict" => Quals::RESTRICT,
                _ => break,
            };
            cur.ident()?;
            quals = quals.union(qual);
        }
        let base = self.base_ty(cur)?;
        Ok(if quals.is_empty() { base } else { self.module.types.qualified(base, quals) })
    }

    fn base_ty(&mut self, cur: &mut Cursor) -> PResult<TypeId> {
        let types = &mut self.module.types;
        if cur.eat("*") {
            let pointee = self.ty(cur)?;
            return Ok(self.module.types.ptr_to(pointee));
        }
        if cur.eat("[") {
            let len = if cur.eat("?") { None } else { Some(cur.u64()?) };
            cur.expect("x")?;
            let elem = self.ty(cur)?;
            cur.expect("]")?;
            return Ok(self.module.types.array_of(elem, len));
        }
        if cur.eat("<") {
            let lanes = cur.u32()?;
            cur.expect("x")?;
            if cur.eat("i1") {
                cur.expect(">")?;
                return Ok(self.module.types.mask(lanes));
            }
            let elem = self.ty(cur)?;
            cur.expect(">")?;
            return Ok(self.module.types.vector(elem, lanes));
        }
        let word = cur.ident()?;
        if let Some(kind) = IntKind::ALL.iter().find(|k| k.ir_name() == word) {
            return Ok(types.int(*kind));
        }
        for kind in [FloatKind::Float, FloatKind::Double, FloatKind::LongDouble] {
            if kind.ir_name() == word {
                return Ok(types.float(kind));
            }
        }
        match word {
            "void" => Ok(types.void()),
            "fn" if cur.rest().starts_with('(') => self.func_ty(cur),
            _ => match self.records.get(word) {
                Some(&rec) => Ok(self.module.types.record(rec)),
                None => cur.error(format!("unknown type `{}`", word)),
            },
        }
    }

    fn func_ty(&mut self, cur: &mut Cursor) -> PResult<TypeId> {
        cur.expect("(")?;
        let mut variadic = false;
        let params = cur.list(")", |cur| {
            if cur.eat("...") {
                variadic = true;
                return Ok(None);
            }
            self.ty(cur).map(Some)
        })?;
        cur.expect("->")?;
        let ret = self.ty(cur)?;
        let params = params.into_iter().flatten().collect();
        Ok(self.module.types.func(FuncType { ret, params, variadic, has_prototype: true }))
    }

    fn file_index(&mut self, name: &str) -> u32 {
        if let Some(&idx) = self.files.get(name) {
            return idx;
        }
        let idx = self.module.files.len() as u32;
        self.module.files.push(name.to_string());
        self.files.insert(name.to_string(), idx);
        idx
    }

    /// `file:line:col`, the file name possibly containing `:`.
    fn srcloc(&mut self, text: &str, line_idx: usize) -> PResult<SrcLoc> {
        let mut parts = text.rsplitn(3, ':');
        let (col, line, file) = (parts.next(), parts.next(), parts.next());
        match (file, line.and_then(|l| l.parse().ok()), col.and_then(|c| c.parse().ok())) {
            (Some(file), Some(line), Some(col)) => Ok(SrcLoc::new(self.file_index(file), line, col)),
            _ => Err(ParseError { line: line_idx + 1, message: format!("bad location `{}`", text) }),
        }
    }
}

// Module-level items.
impl Parser {
    // record = "record" ("struct" | "union") name "{" field, ... "}" "size" N "align" N ["local"]
    //          ["typeof" string]
    fn declare_records(&mut self, lines: &[&str]) -> PResult<()> {
        let mut record_lines = Vec::new();
        for (idx, line) in lines.iter().enumerate() {
            let Some(rest) = line.strip_prefix("record ") else { continue };
            let mut cur = Cursor::new(rest, idx);
            let kind = match cur.ident()? {
                "struct" => RecordKind::Struct,
                "union" => RecordKind::Union,
                _ => return cur.error("expected `struct` or `union`"),
            };
            let name = cur.ident()?.to_string();
            let spelling = (!name.starts_with("anon.")).then(|| name.replacen('.', " ", 1));
            let def = RecordDef {
                kind,
                spelling,
                fields: Vec::new(),
                size: 0,
                align: 0,
                complete: true,
                const_padding: false,
                local: false,
                typeof_expr: None,
            };
            let rec = self.module.types.records.push(def);
            self.records.insert(name, rec);
            record_lines.push((rec, idx, rest.len() - cur.rest().len()));
        }
        for (rec, idx, offset) in record_lines {
            let mut cur = Cursor::new(&lines[idx]["record ".len()..], idx);
            cur.pos = offset;
            cur.expect("{")?;
            let fields = cur.list("}", |cur| self.field(cur))?;
            cur.expect("size")?;
            let size = cur.u64()?;
            cur.expect("align")?;
            let align = cur.u64()?;
            let local = cur.eat("local");
            let typeof_expr = if cur.eat("typeof") {
                match String::from_utf8(cur.string()?) {
                    Ok(expr) => Some(expr),
                    Err(_) => return cur.error("a `typeof` expression that is not UTF-8"),
                }
            } else {
                None
            };
            let def = &mut self.module.types.records[rec];
            def.local = local;
            def.typeof_expr = typeof_expr;
            def.complete = !(fields.is_empty() && size == 0);
            (def.fields, def.size, def.align) = (fields, size, align);
        }
        Ok(())
    }

    // field = (name | "_") type "@" offset [":" bit_offset "+" width]
    fn field(&mut self, cur: &mut Cursor) -> PResult<Field> {
        let name = cur.ident()?;
        let ty = self.ty(cur)?;
        cur.expect("@")?;
        let offset = cur.u64()?;
        let bitfield = if cur.eat(":") {
            let bit_offset = cur.u32()?;
            cur.expect("+")?;
            Some(super::types::Bitfield { bit_offset, width: cur.u32()? })
        } else {
            None
        };
        Ok(Field { name: (name != "_").then(|| name.to_string()), ty, offset, bitfield })
    }

    // "declare @name: type [; kept as written: reason]" and "func @name: type { [; location]"
    fn declare_funcs(&mut self, lines: &[&str]) -> PResult<()> {
        for (idx, line) in lines.iter().enumerate() {
            let (is_def, rest) = match (line.strip_prefix("declare @"), line.strip_prefix("func @")) {
                (Some(rest), _) => (false, rest),
                (_, Some(rest)) => (true, rest),
                _ => continue,
            };
            let (code, comment) = split_comment(rest);
            let mut cur = Cursor::new(code, idx);
            let name = cur.ident()?.to_string();
            cur.expect(":")?;
            let ty = self.ty(&mut cur)?;
            let asm = if !is_def && cur.eat("asm") {
                cur.expect("[")?;
                let pieces = cur.list("]", |cur| {
                    String::from_utf8(cur.string()?).or_else(|_| cur.error("asm text that is not UTF-8"))
                })?;
                Some(crate::ir::AsmText { pieces })
            } else {
                None
            };
            if is_def {
                cur.expect("{")?;
            }
            if !cur.at_end() {
                return cur.error("unexpected text");
            }
            let unsupported = comment.and_then(|c| c.strip_prefix("kept as written: "));
            let unsupported = unsupported.map(|r| Unsupported { reason: r.to_string(), loc: SrcLoc::default() });
            self.module.funcs.push(FuncDecl {
                name,
                ty,
                linkage: Linkage::External,
                body: None,
                unsupported,
                splice: None,
                pp_splice: None,
                end_loc: Default::default(),
                vec_annotations: Vec::new(),
                loc: SrcLoc::default(),
                transformed: false,
                asm,
            });
        }
        Ok(())
    }

    fn func_named(&self, cur: &Cursor, name: &str) -> PResult<FuncId> {
        self.module.func_by_name(name).map_or_else(|| cur.error(format!("unknown function `@{}`", name)), Ok)
    }

    fn global_named(&self, cur: &Cursor, name: &str) -> PResult<GlobalId> {
        self.module.global_by_name(name).map_or_else(|| cur.error(format!("unknown global `@{}`", name)), Ok)
    }

    // global = "global @" name ":" type linkage ["=" init]
    fn declare_globals(&mut self, lines: &[&str]) -> PResult<()> {
        let mut inits = Vec::new();
        for (idx, line) in lines.iter().enumerate() {
            let Some(rest) = line.strip_prefix("global @") else { continue };
            let mut cur = Cursor::new(rest, idx);
            let name = cur.ident()?.to_string();
            cur.expect(":")?;
            let ty = self.ty(&mut cur)?;
            let linkage = match cur.ident()? {
                "external" => Linkage::External,
                "internal" => Linkage::Internal,
                "local" => {
                    cur.expect("(@")?;
                    let func_name = cur.ident()?;
                    let func = self.func_named(&cur, func_name)?;
                    cur.expect(")")?;
                    Linkage::Local(func)
                }
                _ => return cur.error("expected a linkage"),
            };
            let global = self.module.globals.push(GlobalData {
                name,
                ty,
                linkage,
                init: None,
                tentative: false,
                thread_local: false,
                loc: SrcLoc::default(),
            });
            if cur.eat("=") {
                inits.push((global, idx, rest.len() - cur.rest().len()));
            } else if !cur.at_end() {
                return cur.error("unexpected text");
            }
        }
        // Initializers may take the address of globals declared later.
        for (global, idx, offset) in inits {
            let mut cur = Cursor::new(&lines[idx]["global @".len()..], idx);
            cur.pos = offset;
            let init = self.init(&mut cur)?;
            if !cur.at_end() {
                return cur.error("unexpected text");
            }
            self.module.globals[global].init = Some(init);
        }
        Ok(())
    }

    // init = "zero" | integer | float | string | "&@" global "+" offset | "&@" func | "{" init, ... "}"
    fn init(&mut self, cur: &mut Cursor) -> PResult<Init> {
        if cur.eat("{") {
            return Ok(Init::List(cur.list("}", |cur| self.init(cur))?));
        }
        if cur.eat("&@") {
            let name = cur.ident()?;
            if cur.eat("+") {
                let offset = cur.i64()?;
                return Ok(Init::GlobalAddr { global: self.global_named(cur, name)?, offset });
            }
            return Ok(Init::FuncAddr(self.func_named(cur, name)?));
        }
        if cur.rest().trim_start().starts_with('"') {
            return Ok(Init::Str(cur.string()?));
        }
        if cur.eat("zero") {
            return Ok(Init::Zero);
        }
        let word = cur.take_while(|c| !c.is_whitespace() && c != ',' && c != '}');
        if looks_like_float(word) {
            return parse_float(word).map(Init::Float).map_or_else(|| cur.error("bad float"), Ok);
        }
        match word.parse::<i64>() {
            Ok(n) => Ok(Init::Int(n as u64)),
            Err(_) => cur.error(format!("bad initializer `{}`", word)),
        }
    }
}

/// What a function body's text defines, collected while its lines are parsed.
#[derive(Default)]
struct BodyState {
    /// (type, definition) for every value number the text defines.
    values: HashMap<u32, (TypeId, ValueDef)>,
    max_value: Option<u32>,
    max_block: Option<u32>,
}

impl BodyState {
    fn see_value(&mut self, v: Value) {
        self.max_value = self.max_value.max(Some(v.as_u32()));
    }

    fn see_block(&mut self, b: Block) {
        self.max_block = self.max_block.max(Some(b.as_u32()));
    }
}

// Function bodies.
impl Parser {
    fn parse_bodies(&mut self, lines: &[&str]) -> PResult<()> {
        let mut idx = 0;
        let mut func_idx = 0;
        let func_ids: Vec<FuncId> = self.module.funcs.keys().collect();
        while idx < lines.len() {
            if lines[idx].starts_with("declare @") {
                func_idx += 1;
            } else if lines[idx].starts_with("func @") {
                let id = func_ids[func_idx];
                func_idx += 1;
                let end = (idx + 1..lines.len()).find(|&i| lines[i] == "}");
                let Some(end) = end else {
                    return Err(ParseError { line: idx + 1, message: "function without a closing `}`".into() });
                };
                let body = self.body(id, lines, idx + 1, end)?;
                self.module.funcs[id].body = Some(body);
                idx = end;
            }
            idx += 1;
        }
        Ok(())
    }

    /// Lines `first..end` of a function, after its `func` line (which may give its location):
    /// header lines (annotations, flags, names, slots), then blocks.
    fn body(&mut self, id: FuncId, lines: &[&str], first: usize, end: usize) -> PResult<Function> {
        let decl = &self.module.funcs[id];
        let mut func = Function::new(decl.name.clone());
        func.ty = Some(decl.ty);
        if let (_, Some(comment)) = split_comment(lines[first - 1]) {
            func.loc = self.srcloc(comment, first - 1)?;
            self.module.funcs[id].loc = func.loc;
        }
        let mut state = BodyState::default();
        let mut names: Vec<(Value, String)> = Vec::new();
        let mut current: Option<Block> = None;
        for (idx, &line) in lines.iter().enumerate().take(end).skip(first) {
            let (code, comment) = split_comment(line);
            if code.trim().is_empty() {
                continue;
            }
            let mut cur = Cursor::new(code, idx);
            let loc = match comment {
                Some(text) => self.srcloc(text, idx)?,
                None => SrcLoc::default(),
            };
            if !line.starts_with(' ') {
                let block = self.block_header(&mut cur, &mut func, &mut state)?;
                match func.loop_pragmas[block].as_mut() {
                    Some(pragma) => pragma.loc = loc,
                    None if comment.is_some() => return cur.error("a location on a block without a pragma"),
                    None => {}
                }
                current = Some(block);
                continue;
            }
            match (current, cur.peek_ident()) {
                (Some(block), _) => self.inst(&mut cur, &mut func, &mut state, block, loc)?,
                (None, "annotation") => {
                    func.vec_annotations.push(VecFunctionAnnotation { loc, ..vec_annotation(&mut cur)? })
                }
                (None, "names") => names.extend(value_names(&mut cur, &mut state)?),
                (None, "inlined") => {
                    cur.ident()?;
                    while !cur.at_end() {
                        cur.expect("@")?;
                        let name = cur.ident()?;
                        func.inlined.push(self.func_named(&cur, name)?);
                    }
                }
                (None, "note") => {
                    let (block, text) = loop_note(&mut cur)?;
                    func.loop_notes[block] = Some(LoopNote { loc, text });
                }
                (None, flag @ ("always_inline" | "noinline" | "reads_past_end")) => {
                    cur.ident()?;
                    if !cur.at_end() {
                        return cur.error("unexpected text");
                    }
                    match flag {
                        "always_inline" => func.always_inline = true,
                        "noinline" => func.no_inline = true,
                        _ => func.reads_past_end = true,
                    }
                }
                (None, _) => self.slot(&mut cur, &mut func)?,
            }
        }
        finish_values(&mut func, &state, self.module.types.void())?;
        for (value, name) in names {
            func.value_names[value] = Some(name);
        }
        Ok(func)
    }

    // slot = "ss" N ":" type [name] ["align" N]
    fn slot(&mut self, cur: &mut Cursor, func: &mut Function) -> PResult<()> {
        let number = cur.entity("ss")?;
        if number as usize != func.slots.len() {
            return cur.error("slots must be numbered in order");
        }
        cur.expect(":")?;
        let ty = self.ty(cur)?;
        let words: Vec<&str> = cur.rest().split_whitespace().collect();
        let (name, align) = match words.as_slice() {
            [] => (None, None),
            [name] => (Some(*name), None),
            ["align", n] => (None, Some(*n)),
            [name, "align", n] => (Some(*name), Some(*n)),
            _ => return cur.error("bad slot"),
        };
        let align = match align.map(str::parse::<u64>) {
            Some(Ok(n)) => Some(n),
            Some(Err(_)) => return cur.error("bad alignment"),
            None => None,
        };
        func.slots.push(StackSlotData { ty, name: name.map(str::to_string), align });
        Ok(())
    }

    // header = "block" N ["(" value ":" type, ... ")"] [pragma] ["privates" "(" slot, ... ")"]
    //          ["vector_loop"] ["vector_code"] ":"
    fn block_header(&mut self, cur: &mut Cursor, func: &mut Function, state: &mut BodyState) -> PResult<Block> {
        let block = cur.block()?;
        state.see_block(block);
        while func.dfg.blocks.len() <= block.as_u32() as usize {
            func.dfg.blocks.push(BlockData::default());
        }
        if func.layout.is_block_inserted(block) {
            return cur.error(format!("{} is defined twice", block));
        }
        func.layout.append_block(block);
        if cur.rest().starts_with('(') {
            cur.expect("(")?;
            let params = cur.list(")", |cur| {
                let value = cur.value()?;
                cur.expect(":")?;
                Ok((value, self.ty(cur)?))
            })?;
            for (value, ty) in params {
                let n = func.dfg.blocks[block].params.len() as u32;
                define(cur, state, value, ty, ValueDef::Param(block, n))?;
                func.dfg.blocks[block].params.push(value);
            }
        }
        if cur.peek_ident() == "pragma" {
            func.loop_pragmas[block] = Some(loop_pragma(cur)?);
        }
        if cur.peek_ident() == "privates" {
            cur.expect("privates")?;
            cur.expect("(")?;
            func.private_arrays[block] = cur.list(")", |cur| Ok(StackSlot::from_u32(cur.entity("ss")?)))?;
        }
        if cur.peek_ident() == "vector_loop" {
            cur.ident()?;
            func.vector_loops.push(block);
        }
        if cur.peek_ident() == "vector_code" {
            cur.ident()?;
            func.vector_code.push(block);
        }
        cur.expect(":")?;
        if !cur.at_end() {
            return cur.error("unexpected text");
        }
        Ok(block)
    }
}

fn define(cur: &Cursor, state: &mut BodyState, value: Value, ty: TypeId, def: ValueDef) -> PResult<()> {
    state.see_value(value);
    if state.values.insert(value.as_u32(), (ty, def)).is_some() {
        return cur.error(format!("{} is defined twice", value));
    }
    Ok(())
}

// names = "names" (value "=" name)*
fn value_names(cur: &mut Cursor, state: &mut BodyState) -> PResult<Vec<(Value, String)>> {
    cur.expect("names")?;
    let mut names = Vec::new();
    while !cur.at_end() {
        let value = cur.value()?;
        state.see_value(value);
        cur.expect("=")?;
        let name = cur.take_while(|c| !c.is_whitespace());
        names.push((value, name.to_string()));
    }
    Ok(names)
}

/// Creates the values arena with every number the text mentions, keeping the numbers.
fn finish_values(func: &mut Function, state: &BodyState, void: TypeId) -> PResult<()> {
    let Some(max) = state.max_value else { return Ok(()) };
    for n in 0..=max {
        let (ty, def) = match state.values.get(&n) {
            Some(&(ty, def)) => (ty, def),
            // Named but not defined (a removed value): a placeholder nothing refers to.
            None => (void, ValueDef::Param(Block::reserved_value(), 0)),
        };
        func.dfg.values.push(ValueData { ty, def });
    }
    for (_, inst) in func.insts_in_order().collect::<Vec<_>>() {
        for value in func.inst(inst).operands() {
            if !state.values.contains_key(&value.as_u32()) {
                let msg = format!("{} is used but never defined", value);
                return Err(ParseError { line: 0, message: msg });
            }
        }
    }
    Ok(())
}

// note = "note" block string
fn loop_note(cur: &mut Cursor) -> PResult<(Block, String)> {
    cur.expect("note")?;
    let block = cur.block()?;
    let bytes = cur.string()?;
    if !cur.at_end() {
        return cur.error("unexpected text");
    }
    match String::from_utf8(bytes) {
        Ok(text) => Ok((block, text)),
        Err(_) => cur.error("a note that is not UTF-8"),
    }
}

// annotation = "annotation" syntax "(" clause, ... ")"
fn vec_annotation(cur: &mut Cursor) -> PResult<VecFunctionAnnotation> {
    cur.expect("annotation")?;
    let syntax = match cur.take_while(|c| c.is_ascii_alphanumeric() || c == '-') {
        "decl-vec-function" => AnnotationSyntax::DeclVecFunction,
        "omp-declare-simd" => AnnotationSyntax::OmpDeclareSimd,
        _ => return cur.error("unknown annotation syntax"),
    };
    let mut ann = VecFunctionAnnotation {
        syntax,
        shapes: Vec::new(),
        aligned: Vec::new(),
        mask: MaskVariants::Both,
        simdlen: None,
        loc: SrcLoc::default(),
    };
    cur.expect("(")?;
    cur.list(")", |cur| {
        match cur.ident()? {
            "uniform" => {
                cur.expect("(%")?;
                ann.shapes.push((cur.u32()?, ParamShape::Uniform));
            }
            "linear" => {
                cur.expect("(%")?;
                let param = cur.u32()?;
                let step = match (cur.eat(":"), cur.eat("%")) {
                    (false, _) => LinearStep::Const(1),
                    (true, true) => LinearStep::Param(cur.u32()?),
                    (true, false) => LinearStep::Const(cur.i64()?),
                };
                ann.shapes.push((param, ParamShape::Linear(step)));
            }
            "aligned" => {
                cur.expect("(%")?;
                let param = cur.u32()?;
                let align = if cur.eat(":") { Some(cur.u64()?) } else { None };
                ann.aligned.push((param, align));
            }
            "mask" => {
                ann.mask = MaskVariants::MaskedOnly;
                return Ok(());
            }
            "nomask" => {
                ann.mask = MaskVariants::UnmaskedOnly;
                return Ok(());
            }
            "simdlen" => {
                cur.expect("(")?;
                ann.simdlen = Some(cur.u32()?);
            }
            _ => return cur.error("unknown clause"),
        }
        cur.expect(")")
    })?;
    Ok(ann)
}

// pragma = "pragma" syntax "(" clause, ... ")"
fn loop_pragma(cur: &mut Cursor) -> PResult<LoopPragma> {
    cur.expect("pragma")?;
    let syntax = match cur.take_while(|c| c.is_ascii_alphanumeric() || c == '-') {
        "simd-vec-function" => LoopPragmaSyntax::SimdVecFunction,
        "omp-simd" => LoopPragmaSyntax::OmpSimd,
        _ => return cur.error("unknown pragma syntax"),
    };
    let mut pragma = LoopPragma {
        syntax,
        reductions: Vec::new(),
        private: Vec::new(),
        simdlen: None,
        safelen: None,
        loc: SrcLoc::default(),
    };
    cur.expect("(")?;
    cur.list(")", |cur| {
        match cur.ident()? {
            "reduction" => {
                cur.expect("(")?;
                let op = reduction_op(cur.ident()?).map_or_else(|| cur.error("unknown reduction"), Ok)?;
                cur.expect(":")?;
                let vars = cur.list(")", |cur| cur.ident().map(str::to_string))?;
                pragma.reductions.push((op, vars));
                return Ok(());
            }
            "private" => {
                cur.expect("(")?;
                pragma.private = cur.list(")", |cur| cur.ident().map(str::to_string))?;
                return Ok(());
            }
            "simdlen" => {
                cur.expect("(")?;
                pragma.simdlen = Some(cur.u32()?);
            }
            "safelen" => {
                cur.expect("(")?;
                pragma.safelen = Some(cur.u32()?);
            }
            _ => return cur.error("unknown clause"),
        }
        cur.expect(")")
    })?;
    Ok(pragma)
}

fn reduction_op(name: &str) -> Option<ReductionOp> {
    use ReductionOp::*;
    [Add, Mul, Sub, And, Or, Xor, LogAnd, LogOr, Min, Max].into_iter().find(|op| format!("{:?}", op) == name)
}

// Instructions.
impl Parser {
    // inst = [value "="] mnemonic ["." ["volatile."] type] operands
    fn inst(
        &mut self,
        cur: &mut Cursor,
        func: &mut Function,
        state: &mut BodyState,
        block: Block,
        loc: SrcLoc,
    ) -> PResult<()> {
        let save = cur.pos;
        let result = match cur.value() {
            Ok(value) if cur.eat("=") => Some(value),
            _ => {
                cur.pos = save;
                None
            }
        };
        let mnemonic = cur.take_while(|c| c.is_ascii_lowercase());
        let mut volatile = false;
        let mut ty = None;
        let modifiers = vector_modifiers(cur, mnemonic)?;
        if cur.rest().starts_with('.') {
            cur.pos += 1;
            if cur.rest().starts_with("volatile.") {
                cur.pos += "volatile.".len();
                volatile = true;
            } else if cur.rest().starts_with("volatile ") && matches!(mnemonic, "store" | "bfstore") {
                cur.pos += "volatile".len();
                volatile = true;
            }
            if !matches!(mnemonic, "store" | "bfstore") {
                ty = Some(self.ty(cur)?);
            }
        }
        let data = match self.vector_inst_data(cur, mnemonic, &modifiers, state)? {
            Some(data) => data,
            None => self.inst_data(cur, mnemonic, volatile, state)?,
        };
        if !cur.at_end() {
            return cur.error("unexpected text");
        }
        let inst = func.dfg.insts.push(data);
        func.layout.append_inst(inst, block);
        func.srclocs[inst] = loc;
        match (result, ty) {
            (Some(value), Some(ty)) => {
                define(cur, state, value, ty, ValueDef::Result(inst))?;
                func.dfg.results[inst] = Some(value);
            }
            (Some(_), None) => return cur.error("a result needs a type"),
            _ => {}
        }
        Ok(())
    }

    /// The operands after the mnemonic and type, one flat match over opcodes.
    fn inst_data(
        &mut self,
        cur: &mut Cursor,
        mnemonic: &str,
        volatile: bool,
        state: &mut BodyState,
    ) -> PResult<InstData> {
        let mut value = |cur: &mut Cursor| -> PResult<Value> {
            let v = cur.value()?;
            state.see_value(v);
            Ok(v)
        };
        if let Some(op) = BinaryOp::ALL.iter().find(|op| op.name() == mnemonic) {
            let lhs = value(cur)?;
            cur.expect(",")?;
            return Ok(InstData::Binary { op: *op, args: [lhs, value(cur)?] });
        }
        if let Some(op) = UnaryOp::ALL.into_iter().find(|op| op.name() == mnemonic) {
            return Ok(InstData::Unary { op, arg: value(cur)? });
        }
        let data = match mnemonic {
            "const" => InstData::Const(constant(cur)?),
            "cast" => InstData::Cast { arg: value(cur)? },
            "select" => {
                let cond = value(cur)?;
                cur.expect(",")?;
                let a = value(cur)?;
                cur.expect(",")?;
                InstData::Select { cond, args: [a, value(cur)?] }
            }
            "globaladdr" => {
                cur.expect("@")?;
                let name = cur.ident()?;
                InstData::GlobalAddr(self.global_named(cur, name)?)
            }
            "funcaddr" => {
                cur.expect("@")?;
                let name = cur.ident()?;
                InstData::FuncAddr(self.func_named(cur, name)?)
            }
            "slotaddr" => InstData::SlotAddr(StackSlot::from_u32(cur.entity("ss")?)),
            "ptradd" | "elemaddr" => {
                let base = value(cur)?;
                cur.expect(",")?;
                let index = value(cur)?;
                if mnemonic == "ptradd" {
                    InstData::PtrAdd { base, index }
                } else {
                    InstData::ElemAddr { base, index }
                }
            }
            "fieldaddr" | "bfload" => {
                let base = value(cur)?;
                cur.expect(",")?;
                let field = cur.u32()?;
                if mnemonic == "fieldaddr" {
                    InstData::FieldAddr { base, field }
                } else {
                    InstData::BitfieldLoad { base, field, volatile }
                }
            }
            "load" => InstData::Load { addr: value(cur)?, volatile },
            "store" => {
                let addr = value(cur)?;
                cur.expect(",")?;
                InstData::Store { addr, value: value(cur)?, volatile }
            }
            "bfstore" => {
                let base = value(cur)?;
                cur.expect(",")?;
                let field = cur.u32()?;
                cur.expect(",")?;
                InstData::BitfieldStore { base, field, value: value(cur)?, volatile }
            }
            "call" => {
                let callee = if cur.eat("@") {
                    let name = cur.ident()?;
                    Callee::Direct(self.func_named(cur, name)?)
                } else {
                    Callee::Indirect(value(cur)?)
                };
                cur.expect("(")?;
                InstData::Call { callee, args: cur.list(")", &mut value)? }
            }
            "jump" => InstData::Jump(block_call(cur, state)?),
            "br" => {
                let cond = value(cur)?;
                cur.expect(",")?;
                let then_dest = block_call(cur, state)?;
                cur.expect(",")?;
                InstData::Branch { cond, then_dest, else_dest: block_call(cur, state)? }
            }
            "switch" => {
                let arg = value(cur)?;
                cur.expect(",")?;
                let default = block_call(cur, state)?;
                cur.expect(",")?;
                cur.expect("[")?;
                let cases = cur.list("]", |cur| {
                    let case = cur.i64()? as u64;
                    cur.expect(":")?;
                    Ok((case, block_call(cur, state)?))
                })?;
                InstData::Switch { arg, cases, default }
            }
            "ret" if cur.at_end() => InstData::Return(None),
            "ret" => InstData::Return(Some(value(cur)?)),
            "unreachable" => InstData::Unreachable,
            _ => return cur.error(format!("unknown instruction `{}`", mnemonic)),
        };
        Ok(data)
    }
}

/// What a vector mnemonic says between its name and its type: `vload.aligned.<8 x float>`,
/// `reduce.add.int`.
#[derive(Default)]
struct VectorModifiers {
    aligned: bool,
    reduce_op: Option<BinaryOp>,
}

/// Reads `.aligned` after `vload`/`vstore` and `.op` after `reduce`, leaving the cursor at the
/// `.` before the type (if any).
fn vector_modifiers(cur: &mut Cursor, mnemonic: &str) -> PResult<VectorModifiers> {
    let mut modifiers = VectorModifiers::default();
    match mnemonic {
        "vload" | "vstore" if cur.rest().starts_with(".aligned") => {
            cur.pos += ".aligned".len();
            modifiers.aligned = true;
        }
        "reduce" => {
            cur.expect(".")?;
            let name = cur.take_while(|c| c.is_ascii_lowercase());
            match BinaryOp::ALL.iter().find(|op| op.name() == name) {
                Some(op) => modifiers.reduce_op = Some(*op),
                None => return cur.error(format!("unknown reduction `{}`", name)),
            }
        }
        _ => {}
    }
    Ok(modifiers)
}

// Vector instructions.
impl Parser {
    /// The operands of a vector-only instruction; `None` if `mnemonic` is not one.
    fn vector_inst_data(
        &mut self,
        cur: &mut Cursor,
        mnemonic: &str,
        modifiers: &VectorModifiers,
        state: &mut BodyState,
    ) -> PResult<Option<InstData>> {
        let mut value = |cur: &mut Cursor| -> PResult<Value> {
            let v = cur.value()?;
            state.see_value(v);
            Ok(v)
        };
        // `, mask vN` at the end of a memory operation.
        let mask = |cur: &mut Cursor, value: &mut dyn FnMut(&mut Cursor) -> PResult<Value>| -> PResult<Option<Value>> {
            if cur.eat(",") {
                cur.expect("mask")?;
                return value(cur).map(Some);
            }
            Ok(None)
        };
        let data = match mnemonic {
            "splat" => InstData::Splat { arg: value(cur)? },
            "extract" => {
                let vec = value(cur)?;
                cur.expect(",")?;
                InstData::ExtractLane { vec, lane: cur.u32()? }
            }
            "insert" => {
                let vec = value(cur)?;
                cur.expect(",")?;
                let lane = cur.u32()?;
                cur.expect(",")?;
                InstData::InsertLane { vec, lane, value: value(cur)? }
            }
            "shuffle" => {
                let a = value(cur)?;
                cur.expect(",")?;
                let b = value(cur)?;
                cur.expect(",")?;
                cur.expect("[")?;
                let lanes = cur.list("]", |cur| cur.u32())?;
                InstData::Shuffle { args: [a, b], lanes }
            }
            "vload" => {
                let addr = value(cur)?;
                InstData::VectorLoad { addr, mask: mask(cur, &mut value)?, aligned: modifiers.aligned }
            }
            "vstore" => {
                let addr = value(cur)?;
                cur.expect(",")?;
                let stored = value(cur)?;
                InstData::VectorStore { addr, value: stored, mask: mask(cur, &mut value)?, aligned: modifiers.aligned }
            }
            "gather" => {
                let base = value(cur)?;
                cur.expect(",")?;
                let indices = value(cur)?;
                InstData::Gather { base, indices, mask: mask(cur, &mut value)? }
            }
            "scatter" => {
                let base = value(cur)?;
                cur.expect(",")?;
                let indices = value(cur)?;
                cur.expect(",")?;
                let stored = value(cur)?;
                InstData::Scatter { base, indices, value: stored, mask: mask(cur, &mut value)? }
            }
            "reduce" => match modifiers.reduce_op {
                Some(op) => InstData::Reduce { op, arg: value(cur)? },
                None => return cur.error("a reduction without an operation"),
            },
            _ => return Ok(None),
        };
        Ok(Some(data))
    }
}

// block_call = block ["(" value, ... ")"]
fn block_call(cur: &mut Cursor, state: &mut BodyState) -> PResult<BlockCall> {
    let block = cur.block()?;
    state.see_block(block);
    let mut args = Vec::new();
    if cur.rest().starts_with('(') {
        cur.expect("(")?;
        args = cur.list(")", |cur| cur.value())?;
    }
    for &arg in &args {
        state.see_value(arg);
    }
    Ok(BlockCall::new(block, args))
}

// const = integer | float | "null" | "undef" | string | "[" const, ... "]"
fn constant(cur: &mut Cursor) -> PResult<Const> {
    if cur.rest().trim_start().starts_with('"') {
        return Ok(Const::Str(cur.string()?));
    }
    if cur.eat("[") {
        return Ok(Const::Vector(cur.list("]", constant)?));
    }
    let word = cur.take_while(|c| !c.is_whitespace() && c != ',' && c != ']');
    match word {
        "null" => return Ok(Const::Null),
        "undef" => return Ok(Const::Undef),
        _ => {}
    }
    if looks_like_float(word) {
        return parse_float(word).map(Const::Float).map_or_else(|| cur.error("bad float"), Ok);
    }
    let bits = match word.strip_prefix('-') {
        Some(digits) => digits.parse::<u64>().map(|n| n.wrapping_neg()),
        None => word.parse::<u64>(),
    };
    bits.map(Const::Int).or_else(|_| cur.error(format!("bad constant `{}`", word)))
}

#[cfg(test)]
mod tests {
    use super::super::print::print_module;
    use super::*;

    fn round_trip(text: &str) {
        let module = parse_module(text).unwrap_or_else(|e| panic!("{}", e));
        assert_eq!(print_module(&module), text);
    }

    #[test]
    fn loop_with_names_slots_and_locations() {
        round_trip(
            "
func @sum: fn(int, *float) -> int {
    names v0=n v1=p v2=i v3=s
    ss0: [4 x int] tmp
    ss1: *const char align 16
block0(v0: int, v1: *float):
    v4 = const.int 0                        ; sum.c:2:13
    jump block1(v4, v4)
block1(v2: int, v3: int):
    v5 = lt.int v2, v0                      ; sum.c:3:21
    br v5, block2, block3
block2:
    v6 = add.int v3, v2
    v7 = const.int 1
    v8 = add.int v2, v7
    jump block1(v8, v6)
block3:
    ret v3
}
",
        );
    }

    #[test]
    fn every_instruction_kind() {
        round_trip(
            r#"record struct struct.P { x int @0, y *fn(int, ...) -> void @8, _ uint @16:3+5 } size 24 align 8
record union anon.rec1 {  } size 0 align 0
global @g: [3 x int] internal = {1, -2, 3}
global @s: *char external = "a;\"b\"\n\x01"
global @h: *int external = &@g+4
global @f: double local(@f1) = 1.5
global @fp: *fn() -> void external = &@f2
declare @f2: fn() -> void
declare @puts: fn(*const char) -> int ; kept as written: inline asm

func @f1: fn(*struct.P, uint) -> double {
    annotation decl-vec-function(uniform(%0), linear(%1:2), aligned(%0:32), mask, simdlen(8))
block0(v0: *struct.P, v1: uint):
    v2 = fieldaddr.*int v0, 0
    v3 = load.volatile.int v2
    store.volatile v2, v3
    v4 = bfload.uint v0, 2
    bfstore v0, 2, v4
    v5 = const.uint 4294967295
    v6 = const.double -0.5
    v7 = const.*char "x;y"
    v8 = const.*int null
    v9 = const.<8 x float> undef
    v10 = cast.long v3
    v11 = globaladdr.*[3 x int] @g
    v12 = elemaddr.*int v11, v10
    v13 = ptradd.*int v12, v10
    v14 = funcaddr.*fn() -> void @f2
    call v14()
    v15 = call.int @puts(v7)
    v16 = neg.int v15
    v17 = eq.<8 x i1> v9, v9
    v18 = select.<8 x float> v17, v9, v9
    switch v3, block1, [-1: block2(v6), 7: block1]
block1 pragma omp-simd(reduction(Add: a, b), private(t), safelen(4)):
    ret v6
block2(v19: double):
    unreachable
}
"#,
        );
    }

    #[test]
    fn every_vector_instruction() {
        round_trip(
            "
func @v: fn(*float, *int) -> int {
block0(v0: *float, v1: *int):
    v2 = const.<4 x int> [0, -1, 2, 3]
    v3 = const.<4 x float> [0.5, -1.0, inf, NaN]
    v4 = const.float 2.0
    v5 = splat.<4 x float> v4
    v6 = extract.float v5, 3
    v7 = insert.<4 x float> v5, 0, v6
    v8 = shuffle.<4 x float> v5, v7, [0, 4, 1, 7]
    v9 = lt.<4 x i1> v8, v3
    v10 = vload.<4 x float> v0
    v11 = vload.aligned.<4 x float> v0, mask v9
    vstore v0, v10
    vstore.aligned v0, v11, mask v9
    v12 = gather.<4 x int> v1, v2
    v13 = gather.<4 x int> v1, v2, mask v9
    scatter v1, v2, v13
    scatter v1, v2, v12, mask v9
    v14 = reduce.add.int v12
    v15 = reduce.or.int v9
    v16 = min.<4 x float> v10, v11
    v17 = max.<4 x int> v12, v13
    v18 = cast.<4 x double> v16
    v19 = select.<4 x int> v9, v12, v17
    v20 = reduce.max.float v16
    ret v14
}
",
        );
    }

    #[test]
    fn every_function_field() {
        round_trip(
            "
func @f: fn(*float, int) -> void { ; f.c:3:6
    annotation omp-declare-simd(uniform(%0), linear(%1)); f.c:1:9
    always_inline
    reads_past_end
    names v0=p v1=n v7=gone
    ss0: [4 x float] t align 32
    note block1 \"vectorized: VF 8, UF 4; `t` \\\\ \\\"private\\\"\"; f.c:4:9
block0(v0: *float, v1: int):
    v2 = const.int 0                        ; inc/g.h:2:1
    jump block1(v2)
block1(v3: int) pragma omp-simd(private(t), simdlen(8)) privates(ss0) vector_loop vector_code:; f.c:4:9
    v4 = lt.int v3, v1
    br v4, block2, block3
block2 vector_code:
    v5 = const.int 1
    v6 = add.int v3, v5
    jump block1(v6)
block3:
    ret
}
",
        );
        let module = parse_module("func @g: fn() -> void { ; g.c:1:2\nblock0 vector_loop:\n    ret\n}\n").unwrap();
        let body = module.funcs.values().next().and_then(|f| f.body.as_ref()).unwrap();
        assert_eq!((body.loc.line, body.vector_loops.len(), body.vector_code.len()), (1, 1, 0));
        let err = parse_module("func @g: fn() -> void {\nblock0: ; g.c:1:2\n    ret\n}\n").unwrap_err();
        assert!(err.message.contains("a location on a block without a pragma"), "{}", err);
    }

    #[test]
    fn errors_name_the_line() {
        let err = parse_module("func @f: fn() -> void {\nblock0:\n    v1 = frob.int v0\n}\n").unwrap_err();
        assert_eq!(err.line, 3);
        assert!(err.message.contains("unknown instruction `frob`"), "{}", err);
        let err = parse_module("func @f: fn() -> void {\nblock0:\n    ret v9\n}\n").unwrap_err();
        assert!(err.message.contains("v9 is used but never defined"), "{}", err);
    }
}
