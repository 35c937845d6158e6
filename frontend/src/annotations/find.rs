//! Finding and parsing annotations in the preprocessed text (grammar in pragma-spec/README.md).
//! Does not look at parameters or types: that is `resolve.rs`.

use super::*;

/// A token with its spelling, in the order the text has them.
#[derive(Clone, Debug)]
struct Tok {
    start: usize,
    end: usize,
    text: String,
}

/// One line of the preprocessed text as the finder sees it.
enum Item {
    /// A `#pragma` line (the tokens after `#pragma`) and the line's range.
    Pragma(Vec<Tok>, Range<usize>),
    /// A token of ordinary (non-directive) text.
    Token(Tok),
}

/// A pragma or annotation waiting for the token that follows it.
enum Pending {
    Func(FoundFuncAnnotation),
    Loop(FoundLoopPragma),
}

/// Finds every annotation and loop pragma in `text`, blanks the annotations and all `#pragma`
/// lines (same length), and reports clause syntax errors by preprocessed range.
pub fn find_annotations(text: &mut String) -> Found {
    let (items, int_macros) = scan(text);
    let mut found = Found::default();
    let mut pending: Vec<Pending> = Vec::new();
    let mut blanks: Vec<Range<usize>> = Vec::new();
    let mut idx = 0;
    while idx < items.len() {
        match &items[idx] {
            Item::Pragma(toks, line) => {
                blanks.push(line.clone());
                let mut parser =
                    Parser { toks, pos: 0, end: line.end, int_macros: &int_macros, errors: &mut found.errors };
                if let Some(pragma) = parser.pragma(line.clone()) {
                    pending.push(pragma);
                }
                idx += 1;
            }
            Item::Token(tok) => {
                attach(&mut pending, tok, &mut found);
                if let Some(next_idx) =
                    decl_vec_function(&items, idx, &int_macros, &mut found, &mut pending, &mut blanks)
                {
                    idx = next_idx;
                } else {
                    idx += 1;
                }
            }
        }
    }
    for waiting in pending {
        match waiting {
            Pending::Func(ann) => found.errors.push((
                ann.range,
                "annotation not followed by a declaration".into(),
                "nothing follows".into(),
            )),
            Pending::Loop(pragma) => {
                found.errors.push((pragma.range, "pragma not followed by a loop".into(), "nothing follows".into()))
            }
        }
    }
    blank(text, &blanks);
    found
}

/// Ties waiting annotations to `tok`, the first token after them.
fn attach(pending: &mut Vec<Pending>, tok: &Tok, found: &mut Found) {
    for waiting in pending.drain(..) {
        match waiting {
            Pending::Func(mut ann) => {
                ann.decl_offset = tok.start;
                found.func_annotations.push(ann);
            }
            Pending::Loop(mut pragma) => {
                pragma.stmt_offset = tok.start;
                if matches!(tok.text.as_str(), "for" | "while" | "do") {
                    found.loop_pragmas.push(pragma);
                } else {
                    let label = format!("followed by `{}`, not by `for`, `while` or `do`", tok.text);
                    found.errors.push((pragma.range, "pragma not followed by a loop".into(), label));
                }
            }
        }
    }
}

/// If `__decl-vec-function(` starts at `items[idx]`, parses it and returns the index after it.
fn decl_vec_function(
    items: &[Item],
    idx: usize,
    int_macros: &BTreeMap<String, i64>,
    found: &mut Found,
    pending: &mut Vec<Pending>,
    blanks: &mut Vec<Range<usize>>,
) -> Option<usize> {
    const WORDS: [&str; 5] = ["__decl", "-", "vec", "-", "function"];
    if !matches!(&items[idx], Item::Token(tok) if tok.text == WORDS[0]) {
        return None;
    }
    let toks: Vec<Tok> = items[idx..]
        .iter()
        .map_while(|item| match item {
            Item::Token(tok) => Some(tok.clone()),
            Item::Pragma(..) => None,
        })
        .take(4096)
        .collect();
    if toks.len() < WORDS.len() || toks.iter().zip(WORDS).any(|(tok, word)| tok.text != word) {
        return None;
    }
    let start = toks[0].start;
    let mut parser =
        Parser { toks: &toks, pos: WORDS.len(), end: toks[WORDS.len() - 1].end, int_macros, errors: &mut found.errors };
    let clauses = parser.decl_clauses();
    let end = parser.toks.get(parser.pos.saturating_sub(1)).map_or(start, |tok| tok.end);
    let consumed = parser.pos;
    blanks.push(start..end);
    if let Some(clauses) = clauses {
        let ann = FoundFuncAnnotation {
            syntax: AnnotationSyntax::DeclVecFunction,
            clauses,
            range: start..end,
            decl_offset: end,
        };
        pending.push(Pending::Func(ann));
    }
    Some(idx + consumed)
}

/// Splits the text into pragma lines and ordinary tokens, and collects `#define NAME <int>`
/// (clauses may name such constants, since the preprocessor does not expand pragma lines).
fn scan(text: &str) -> (Vec<Item>, BTreeMap<String, i64>) {
    let mut items = Vec::new();
    let mut int_macros = BTreeMap::new();
    let mut line_start = 0;
    while line_start < text.len() {
        let line_end = text[line_start..].find('\n').map_or(text.len(), |n| line_start + n);
        let line = &text[line_start..line_end];
        let toks: Vec<Tok> = lex(line, false)
            .into_iter()
            .map(|token: Token| Tok {
                start: line_start + token.start,
                end: line_start + token.end,
                text: line[token.start..token.end].to_string(),
            })
            .collect();
        let is_directive = toks.first().is_some_and(|tok| tok.text == "#");
        if is_directive && toks.get(1).is_some_and(|tok| tok.text == "pragma") {
            items.push(Item::Pragma(toks[2..].to_vec(), line_start..line_end));
        } else if is_directive && toks.len() == 4 && toks[1].text == "define" {
            if let Some(value) = parse_int(&toks[3].text) {
                int_macros.insert(toks[2].text.clone(), value);
            }
        } else if !is_directive {
            items.extend(toks.into_iter().map(Item::Token));
        }
        line_start = line_end + 1;
    }
    (items, int_macros)
}

/// Replaces every character in `ranges` except newlines by a space: same byte length.
fn blank(text: &mut String, ranges: &[Range<usize>]) {
    let mut bytes = std::mem::take(text).into_bytes();
    for range in ranges {
        for byte in &mut bytes[range.clone()] {
            if *byte != b'\n' {
                *byte = b' ';
            }
        }
    }
    // Ranges are whole tokens and lines, so whole characters were replaced: still UTF-8.
    *text = String::from_utf8(bytes).unwrap_or_else(|err| String::from_utf8_lossy(err.as_bytes()).into_owned());
}

/// A decimal, hex (`0x`) or octal (leading `0`) integer without suffix.
pub(super) fn parse_int(text: &str) -> Option<i64> {
    if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        return i64::from_str_radix(hex, 16).ok();
    }
    if text.len() > 1 && text.starts_with('0') {
        return i64::from_str_radix(&text[1..], 8).ok();
    }
    text.parse().ok()
}

/// A recursive-descent parser over one annotation's or pragma's tokens. On a syntax error it
/// records the error and returns `None`.
struct Parser<'a> {
    toks: &'a [Tok],
    pos: usize,
    /// Where the tokens end (for "expected ... at end" errors).
    end: usize,
    int_macros: &'a BTreeMap<String, i64>,
    errors: &'a mut Vec<(Range<usize>, String, String)>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<&str> {
        self.toks.get(self.pos).map(|tok| tok.text.as_str())
    }

    fn here(&self) -> Range<usize> {
        self.toks.get(self.pos).map_or(self.end..self.end, |tok| tok.start..tok.end)
    }

    fn prev_end(&self) -> usize {
        self.toks.get(self.pos.wrapping_sub(1)).map_or(self.end, |tok| tok.end)
    }

    fn error<T>(&mut self, range: Range<usize>, message: String, label: &str) -> Option<T> {
        self.errors.push((range, message, label.to_string()));
        None
    }

    fn expect(&mut self, what: &str, context: &str) -> Option<()> {
        if self.peek() == Some(what) {
            self.pos += 1;
            return Some(());
        }
        let found = self.peek().map_or("end of line".to_string(), |text| format!("`{}`", text));
        self.error(self.here(), format!("expected `{}` {}", what, context), &format!("found {}", found))
    }

    fn accept(&mut self, what: &str) -> bool {
        let res = self.peek() == Some(what);
        if res {
            self.pos += 1;
        }
        res
    }

    fn name(&mut self, clause: &str) -> Option<ClauseName> {
        match self.toks.get(self.pos) {
            Some(tok) if tok.text.starts_with(|c: char| c.is_alphabetic() || c == '_') => {
                self.pos += 1;
                Some(ClauseName { name: tok.text.clone(), range: tok.start..tok.end })
            }
            _ => self.error(self.here(), format!("expected a name in `{}`", clause), "not a name"),
        }
    }

    /// names = name { "," name }
    fn names(&mut self, clause: &str) -> Option<Vec<ClauseName>> {
        let mut names = vec![self.name(clause)?];
        while self.accept(",") {
            names.push(self.name(clause)?);
        }
        Some(names)
    }

    /// integer = ["+" | "-"] integer-constant | name-of-an-integer-#define
    fn integer(&mut self, clause: &str) -> Option<i64> {
        let negative = self.accept("-");
        if !negative {
            self.accept("+");
        }
        let value = self.peek().and_then(|text| parse_int(text).or_else(|| self.int_macros.get(text).copied()));
        match value {
            Some(value) => {
                self.pos += 1;
                Some(if negative { -value } else { value })
            }
            None => self.error(
                self.here(),
                format!("expected an integer constant in `{}`", clause),
                "not an integer constant",
            ),
        }
    }

    fn power_of_two(&mut self, clause: &str, start: usize) -> Option<u64> {
        let value = self.integer(clause)?;
        if value <= 0 || (value & (value - 1)) != 0 {
            let range = start..self.prev_end();
            return self.error(
                range,
                format!("`{}` needs a power of two, not {}", clause, value),
                "not a power of two",
            );
        }
        Some(value as u64)
    }
}

mod clauses;
