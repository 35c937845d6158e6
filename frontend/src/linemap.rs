//! Maps byte offsets in the preprocessed text back to the user's files, lines and columns.
//!
//! Lines come from the `# N "file"` markers. Columns need more: `cc -E` keeps the column of the
//! first token of a line but collapses other whitespace, drops comments and expands macros. So
//! for the main file every preprocessed line is matched token by token against the original
//! line. The original line is split into literal tokens and macro invocations (an identifier
//! that is a macro at that point, per the `#define`/`#undef` lines `-dD` leaves in the output,
//! plus a parenthesised argument list after it). Literal tokens before the first and after the
//! last invocation pass through the preprocessor unchanged, so they map exactly once their texts
//! are checked; tokens in between map to the invocation (approximately, for messages only).
//!
//! It deliberately does not expand macros itself nor map tokens inside headers exactly: header
//! columns are the preprocessed ones, which are right for the first token of each line.

use midend::ir::SrcLoc;
use std::collections::{BTreeMap, BTreeSet};

/// Maps byte offsets in the preprocessed text to the user's files.
#[derive(Clone, Debug, Default)]
pub struct LineMap {
    /// Paths as written in the line markers; index 0 is the main file.
    files: Vec<String>,
    /// Every preprocessed line, by start offset.
    lines: Vec<PpLine>,
    /// Main-file tokens of the preprocessed text, by preprocessed offset.
    tokens: Vec<TokenMapping>,
    main_text: String,
    /// Byte offsets where the main file's lines start.
    main_line_starts: Vec<usize>,
    /// Files whose line markers carry flag 3: system headers, whose functions vcc never touches.
    system_files: BTreeSet<u32>,
    /// Every name a `#define` of the preprocessed text defines outside system headers (the
    /// user's files and the compiler's built-ins): text written into the user's file protects
    /// the ones it uses (`emit::protect`).
    macro_names: BTreeSet<String>,
    /// The byte ranges of the `#define`/`#undef` lines `-dD` left in the preprocessed text (but
    /// for system headers' own, and `#undef`s of those), and of its line markers for
    /// `<built-in>` and `<command-line>` (which only precede those).
    dropped_lines: Vec<std::ops::Range<usize>>,
}

/// No user file: `<built-in>`, `<command-line>`, or text before the first marker.
const NO_FILE: u32 = u32::MAX;

#[derive(Copy, Clone, Debug)]
struct PpLine {
    start: usize,
    end: usize,
    file: u32,
    line: u32,
}

#[derive(Copy, Clone, Debug)]
struct TokenMapping {
    pp_start: usize,
    len: usize,
    /// Byte offset in the original main file: of the same token when `exact`, otherwise of the
    /// macro invocation (or the column) this token came from.
    orig_start: usize,
    exact: bool,
}

impl LineMap {
    pub fn new(preprocessed: &str, main_file: &str, main_original_text: &str) -> LineMap {
        let mut builder = Builder::new(main_file, main_original_text);
        let mut line_start = 0;
        while line_start < preprocessed.len() || (line_start == 0 && preprocessed.is_empty()) {
            let line_end = preprocessed[line_start..].find('\n').map_or(preprocessed.len(), |n| line_start + n);
            builder.line(preprocessed, line_start, line_end);
            line_start = line_end + 1;
            if preprocessed.is_empty() {
                break;
            }
        }
        builder.map
    }

    /// File index (0 = main file; `files()` lists paths as written in markers), line, column.
    /// Columns count characters from 1. Unknown (`SrcLoc::default()`) outside user files.
    pub fn locate(&self, offset: usize) -> SrcLoc {
        let Some(pp_line) = self.pp_line(offset) else { return SrcLoc::default() };
        if pp_line.file == NO_FILE {
            return SrcLoc::default();
        }
        if pp_line.file != 0 {
            let col = (offset.min(pp_line.end) - pp_line.start) as u32 + 1;
            return SrcLoc::new(pp_line.file, pp_line.line, col);
        }
        let orig = self.main_original_offset(pp_line, offset);
        let line_idx = self.main_line_starts.partition_point(|&start| start <= orig).saturating_sub(1);
        let line_start = self.main_line_starts[line_idx];
        let col = self.main_text[line_start..orig].chars().count() as u32 + 1;
        SrcLoc::new(0, line_idx as u32 + 1, col)
    }

    pub fn files(&self) -> &[String] {
        &self.files
    }

    /// Whether file `file` is a system header (its functions are the system's, never rewritten).
    pub fn is_system_file(&self, file: u32) -> bool {
        file == NO_FILE || self.system_files.contains(&file)
    }

    /// The names of all the macros the preprocessed text defines (builtin ones included).
    pub fn macro_names(&self) -> &BTreeSet<String> {
        &self.macro_names
    }

    /// The byte ranges (without the newline) of the user's `#define` and `#undef` lines in the
    /// preprocessed text, the builtin and command-line ones, and the line markers that only
    /// introduce those: dropped when that text is written out, as those macros are expanded.
    /// System headers' macros stay (their include guards, intrinsics that are macros), and so
    /// does the user's `#undef` of one of them.
    pub fn dropped_lines(&self) -> &[std::ops::Range<usize>] {
        &self.dropped_lines
    }

    /// Where, in the original main file, text can be inserted to go right before the
    /// declaration whose first token is at preprocessed `offset`: that token's own offset when
    /// it maps exactly; else, when it comes from a macro invocation (`local int f(...)` with
    /// `#define local static`), the invocation's offset, provided that invocation starts the
    /// declaration (the main-file token before it maps exactly, to text before the invocation).
    pub fn declaration_start(&self, offset: usize, token_text: &str) -> Option<usize> {
        if let Some(exact) = self.main_file_offset(offset, token_text) {
            return Some(exact);
        }
        let idx = self.tokens.binary_search_by_key(&offset, |token| token.pp_start).ok()?;
        let token = self.tokens[idx];
        let line = self.pp_line(offset)?;
        if line.file != 0 {
            return None;
        }
        let starts_invocation = match idx.checked_sub(1).map(|prev| self.tokens[prev]) {
            None => true,
            Some(prev) => prev.exact && prev.orig_start + prev.len <= token.orig_start,
        };
        let at_identifier =
            self.main_text[token.orig_start..].starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
        (starts_invocation && at_identifier).then_some(token.orig_start)
    }

    /// Byte offset in the ORIGINAL main file text of the token starting at preprocessed `offset`,
    /// only when it can be mapped exactly (same token text there; not inside a macro expansion).
    pub fn main_file_offset(&self, offset: usize, token_text: &str) -> Option<usize> {
        let idx = self.tokens.binary_search_by_key(&offset, |token| token.pp_start).ok()?;
        let token = self.tokens[idx];
        let orig_text = self.main_text.get(token.orig_start..token.orig_start + token.len)?;
        (token.exact && orig_text == token_text).then_some(token.orig_start)
    }

    /// Best-effort byte offset in `original_text`, the text of the file `offset` is in (for
    /// diagnostic labels). Exact where `main_file_offset` is; otherwise the right line.
    pub fn original_offset(&self, offset: usize, original_text: &str) -> usize {
        let Some(pp_line) = self.pp_line(offset) else { return 0 };
        if pp_line.file == 0 && original_text == self.main_text {
            return self.main_original_offset(pp_line, offset);
        }
        let line_start = nth_line_start(original_text, pp_line.line);
        let line_len = original_text[line_start..].find('\n').unwrap_or(original_text.len() - line_start);
        let mut orig = line_start + (offset.min(pp_line.end) - pp_line.start).min(line_len);
        while !original_text.is_char_boundary(orig) {
            orig -= 1;
        }
        orig
    }

    /// A stand-in text for a user file that cannot be read again: its lines as far as the
    /// preprocessed text shows them, blank elsewhere (so line numbers still match).
    pub fn rebuild_file_text(&self, file: u32) -> String {
        let mut by_line: BTreeMap<u32, (usize, usize)> = BTreeMap::new();
        for pp_line in self.lines.iter().filter(|pp_line| pp_line.file == file) {
            by_line.insert(pp_line.line, (pp_line.start, pp_line.end));
        }
        // The ranges index the preprocessed text, which the map does not keep; lines are blank.
        let last_line = by_line.keys().next_back().copied().unwrap_or(0);
        "\n".repeat(last_line as usize)
    }

    /// Every preprocessed line's byte range (without its newline) and file index (`u32::MAX`
    /// for text in no user file), in order.
    pub fn line_ranges(&self) -> impl Iterator<Item = (std::ops::Range<usize>, u32)> + '_ {
        self.lines.iter().map(|pp_line| (pp_line.start..pp_line.end, pp_line.file))
    }

    fn pp_line(&self, offset: usize) -> Option<PpLine> {
        let idx = self.lines.partition_point(|pp_line| pp_line.start <= offset).checked_sub(1)?;
        Some(self.lines[idx])
    }

    /// The original main-file offset for a preprocessed offset on a main-file line.
    fn main_original_offset(&self, pp_line: PpLine, offset: usize) -> usize {
        let idx = self.tokens.partition_point(|token| token.pp_start <= offset);
        if let Some(token) = idx.checked_sub(1).map(|idx| self.tokens[idx]) {
            if token.pp_start >= pp_line.start {
                let within = offset - token.pp_start;
                return if token.exact { token.orig_start + within.min(token.len) } else { token.orig_start };
            }
        }
        // Leading whitespace: `cc -E` keeps the column of a line's first token.
        let line_start = self.main_line_starts.get(pp_line.line as usize - 1).copied().unwrap_or(self.main_text.len());
        let line_len = self.main_text[line_start..].find('\n').unwrap_or(self.main_text.len() - line_start);
        let mut orig = line_start + (offset.min(pp_line.end) - pp_line.start).min(line_len);
        while !self.main_text.is_char_boundary(orig) {
            orig -= 1;
        }
        orig
    }
}

fn nth_line_start(text: &str, line: u32) -> usize {
    let mut start = 0;
    for _ in 1..line {
        match text[start..].find('\n') {
            Some(n) => start += n + 1,
            None => return text.len(),
        }
    }
    start
}

/// Identifiers the preprocessor expands without a `#define` in the `-dD` output.
const BUILTIN_MACROS: &[&str] = &[
    "__LINE__",
    "__FILE__",
    "__FILE_NAME__",
    "__BASE_FILE__",
    "__COUNTER__",
    "__DATE__",
    "__TIME__",
    "__TIMESTAMP__",
    "__INCLUDE_LEVEL__",
    "__STDC__",
    "__STDC_VERSION__",
    "__STDC_HOSTED__",
    "_Pragma",
];

/// The state of the walk over the preprocessed lines that builds a `LineMap`.
struct Builder {
    map: LineMap,
    file_ids: BTreeMap<String, u32>,
    cur_file: u32,
    cur_line: u32,
    macros: BTreeSet<String>,
    /// Macros a system header defined.
    system_macros: BTreeSet<String>,
    orig_tokens: Vec<Token>,
    /// `orig_tokens` index of the first token of each original line (1-based; one extra entry).
    orig_line_first: Vec<usize>,
    grouping: Grouping,
}

impl Builder {
    fn new(main_file: &str, main_text: &str) -> Builder {
        let orig_tokens = lex(main_text, true);
        let main_line_starts: Vec<usize> =
            std::iter::once(0).chain(main_text.match_indices('\n').map(|(at, _)| at + 1)).collect();
        let n_lines = main_line_starts.len();
        let mut orig_line_first = Vec::with_capacity(n_lines + 2);
        let mut token_idx = 0;
        for line in 0..=n_lines + 1 {
            while token_idx < orig_tokens.len() && (orig_tokens[token_idx].line as usize) < line {
                token_idx += 1;
            }
            orig_line_first.push(token_idx);
        }
        let map = LineMap {
            files: vec![main_file.to_string()],
            main_text: main_text.to_string(),
            main_line_starts,
            ..LineMap::default()
        };
        Builder {
            map,
            file_ids: BTreeMap::from([(main_file.to_string(), 0)]),
            cur_file: NO_FILE,
            cur_line: 1,
            macros: BUILTIN_MACROS.iter().map(|name| name.to_string()).collect(),
            system_macros: BTreeSet::new(),
            orig_tokens,
            orig_line_first,
            grouping: Grouping::default(),
        }
    }

    fn line(&mut self, text: &str, start: usize, end: usize) {
        let line_text = &text[start..end];
        let trimmed = line_text.trim_start();
        if trimmed.starts_with('#') {
            if let Some((line, file)) = parse_line_marker(trimmed) {
                self.cur_file = self.file_id(&file);
                self.cur_line = line;
                let system = match marker_kind(trimmed) {
                    Marker::System => true,
                    Marker::BareSystem => !ends_expansion(&text[end..], &file, line),
                    Marker::User => false,
                };
                if system && self.cur_file != NO_FILE && self.cur_file != 0 {
                    self.map.system_files.insert(self.cur_file);
                }
                if self.cur_file == NO_FILE {
                    self.map.dropped_lines.push(start..end);
                }
                return;
            }
            if let Some((is_define, name)) = self.track_macro(trimmed) {
                // System headers' macros stay in preprocessed output: their include guards
                // keep a second inclusion of theirs out, and intrinsics that are macros
                // (`_mm512_setr_epi32`) stay usable. The user's are expanded already; the user's
                // `#undef` of a system header's macro stays too.
                let system = self.cur_file != NO_FILE && self.map.is_system_file(self.cur_file);
                if system {
                    if is_define {
                        self.system_macros.insert(name);
                    }
                } else if is_define || !self.system_macros.contains(&name) {
                    self.map.dropped_lines.push(start..end);
                }
            }
        }
        self.map.lines.push(PpLine { start, end, file: self.cur_file, line: self.cur_line });
        if self.cur_file == 0 {
            self.map_main_line(text, start, end, trimmed.starts_with('#'));
        }
        self.cur_line += 1;
    }

    fn file_id(&mut self, name: &str) -> u32 {
        // The main file may be `<stdin>` itself; other `<...>` names are no user file.
        if let Some(&id) = self.file_ids.get(name) {
            return id;
        }
        if name.starts_with('<') && name.ends_with('>') {
            return NO_FILE;
        }
        let id = self.map.files.len() as u32;
        self.map.files.push(name.to_string());
        self.file_ids.insert(name.to_string(), id);
        id
    }

    /// `#define NAME...` / `#undef NAME`, as `-dD` prints them: whether it defines, and the name.
    fn track_macro(&mut self, directive: &str) -> Option<(bool, String)> {
        let words = directive[1..].trim_start();
        let (is_define, rest) = match (words.strip_prefix("define "), words.strip_prefix("undef ")) {
            (Some(rest), _) => (true, rest),
            (None, Some(rest)) => (false, rest),
            _ => return None,
        };
        let name: String = rest.trim_start().chars().take_while(|&c| is_ident_char(c)).collect();
        // A system header's macros keep the meaning vcc writes them for (the intrinsics that
        // are macros, `_MM_CMPINT_NLE`): only the user's may clash with vcc's text.
        let system = self.cur_file != NO_FILE && self.map.is_system_file(self.cur_file);
        if is_define {
            if !system && !self.map.macro_names.contains(&name) {
                self.map.macro_names.insert(name.clone());
            }
            self.macros.insert(name.clone());
        } else if !BUILTIN_MACROS.contains(&name.as_str()) {
            self.macros.remove(&name);
        }
        Some((is_define, name))
    }

    /// Maps the tokens of one preprocessed line of the main file to original line `cur_line`.
    fn map_main_line(&mut self, text: &str, start: usize, end: usize, is_directive: bool) {
        let line = self.cur_line as usize;
        let pp_tokens: Vec<Token> =
            lex(&text[start..end], false).into_iter().map(|token| token.shifted(start)).collect();
        if pp_tokens.is_empty() || line + 1 >= self.orig_line_first.len() {
            return;
        }
        let orig_range = self.orig_line_first[line]..self.orig_line_first[line + 1];
        let orig: Vec<Token> =
            self.orig_tokens[orig_range].iter().copied().filter(|t| t.directive == is_directive).collect();
        let in_macro: Vec<bool> = if is_directive {
            vec![false; orig.len()]
        } else {
            self.grouping.classify(&self.orig_tokens, &self.orig_line_first, line, &self.map.main_text, &self.macros)
        };
        let main_text = &self.map.main_text;
        let same = |pp: &Token, orig: &Token| text[pp.start..pp.end] == main_text[orig.start..orig.end];
        let n_prefix = in_macro.iter().take_while(|&&m| !m).count();
        let n_suffix = if n_prefix == orig.len() { 0 } else { in_macro.iter().rev().take_while(|&&m| !m).count() };
        let fits =
            if n_prefix == orig.len() { pp_tokens.len() == orig.len() } else { pp_tokens.len() >= n_prefix + n_suffix };
        let first_macro = orig.get(n_prefix).map(|token| token.start);
        let mut mappings = Vec::with_capacity(pp_tokens.len());
        for (idx, pp) in pp_tokens.iter().enumerate() {
            let orig_idx = if idx < n_prefix {
                Some(idx)
            } else if idx >= pp_tokens.len() - n_suffix.min(pp_tokens.len()) {
                Some(orig.len() - (pp_tokens.len() - idx))
            } else {
                None
            };
            let exact_token = orig_idx.filter(|_| fits).map(|orig_idx| &orig[orig_idx]).filter(|orig| same(pp, orig));
            mappings.push((pp, exact_token, orig_idx));
        }
        // One mismatch among the supposedly unchanged tokens means the line is not understood.
        let all_checked = fits && mappings.iter().all(|(_, exact, orig_idx)| orig_idx.is_none() || exact.is_some());
        let line_start = self.map.main_line_starts[line - 1];
        for (pp, exact_token, _) in mappings {
            let approx = first_macro.unwrap_or(line_start + (pp.start - start));
            let approx = approx.min(main_text.len());
            let mapping = match exact_token.filter(|_| all_checked) {
                Some(orig) => {
                    TokenMapping { pp_start: pp.start, len: pp.end - pp.start, orig_start: orig.start, exact: true }
                }
                None => TokenMapping { pp_start: pp.start, len: pp.end - pp.start, orig_start: approx, exact: false },
            };
            self.map.tokens.push(mapping);
        }
    }
}

/// Which original tokens belong to macro invocations. An invocation is a macro name, plus the
/// parenthesised list right after it if there is one (even for an object-like macro: its
/// expansion may end in a function-like macro's name). Invocations may span lines, so the state
/// carries over from one mapped line to the next, consuming the lines in between.
#[derive(Default)]
struct Grouping {
    /// The next original line not yet classified.
    next_line: usize,
    /// Open parentheses of the invocation being read (0: none).
    depth: usize,
    /// The last token was a macro name: a `(` now opens its argument list.
    after_name: bool,
}

impl Grouping {
    fn classify(
        &mut self,
        tokens: &[Token],
        line_first: &[usize],
        line: usize,
        text: &str,
        macros: &BTreeSet<String>,
    ) -> Vec<bool> {
        if line < self.next_line {
            // The main file went backwards (it includes itself): start afresh.
            *self = Grouping::default();
        }
        for skipped in self.next_line.max(1)..line {
            if self.depth > 0 || self.after_name {
                let range = line_first[skipped]..line_first[skipped + 1];
                self.step_tokens(&tokens[range], text, macros);
            }
        }
        self.next_line = line + 1;
        let range = line_first[line]..line_first[line + 1];
        self.step_tokens(&tokens[range], text, macros)
    }

    fn step_tokens(&mut self, tokens: &[Token], text: &str, macros: &BTreeSet<String>) -> Vec<bool> {
        let mut res = Vec::with_capacity(tokens.len());
        for token in tokens.iter().filter(|token| !token.directive) {
            let spelling = &text[token.start..token.end];
            let in_macro = if self.depth > 0 {
                match spelling {
                    "(" => self.depth += 1,
                    ")" => self.depth -= 1,
                    _ => {}
                }
                true
            } else if self.after_name && spelling == "(" {
                self.depth = 1;
                true
            } else {
                macros.contains(spelling)
            };
            self.after_name = self.depth == 0 && macros.contains(spelling);
            res.push(in_macro);
        }
        res
    }
}

/// What a line marker says of its file.
#[derive(Debug, PartialEq, Eq)]
enum Marker {
    /// A system header: flag 3 on the marker that enters the file (1) or returns to it (2).
    System,
    /// Flag 3 alone: `#pragma GCC system_header` makes the rest of a file the system's
    /// (`# 2 "s.h" 3`), but gcc also marks so the tokens of a system macro without `extern "C"`
    /// (`SEEK_CUR`, `EOF`) expanded in the user's file; see `ends_expansion`.
    BareSystem,
    /// The user's, or the tokens of a system macro expanded in the user's file (`NULL`,
    /// `assert(...)`, `INT_MAX`): `# 12 "user.h" 3 4`, and `# 12 "user.h"` after them.
    User,
}

/// The flags after a line marker's file name.
fn marker_flags(line: &str) -> Vec<&str> {
    line.rfind('"').map_or(Vec::new(), |after_name| line[after_name + 1..].split_whitespace().collect())
}

fn marker_kind(line: &str) -> Marker {
    let flags = marker_flags(line);
    let has = |flag: &str| flags.contains(&flag);
    match (has("3"), has("1") || has("2"), has("4")) {
        (true, true, _) => Marker::System,
        (true, false, false) => Marker::BareSystem,
        _ => Marker::User,
    }
}

/// Whether the next line marker in `rest` (the text after a bare flag-3 marker of `file` at
/// `line`, from the end of the marker's line) goes back to the same line of `file` with no
/// flags: then the marked tokens were a system macro's expansion (`fseek(f, n, SEEK_CUR)` in
/// stb_image.h, preprocessed by aarch64-linux-gnu-gcc 12), and the file stays the user's.
fn ends_expansion(rest: &str, file: &str, line: u32) -> bool {
    let after = rest.strip_prefix('\n').unwrap_or(rest);
    let next = after.lines().take(64).map(str::trim_start).find(|l| l.starts_with('#'));
    let Some(next) = next else { return false };
    parse_line_marker(next).is_some_and(|(l, f)| l == line && f == file && marker_flags(next).is_empty())
}

/// `# 12 "file.c" 2` → (12, "file.c").
pub(crate) fn parse_line_marker(line: &str) -> Option<(u32, String)> {
    let rest = line.strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line ").unwrap_or(rest).trim_start();
    let digits_len = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
    let line_no: u32 = rest[..digits_len].parse().ok()?;
    let quoted = rest[digits_len..].trim_start().strip_prefix('"')?;
    let mut name = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some((line_no, name)),
            '\\' => name.push(chars.next()?),
            _ => name.push(c),
        }
    }
    None
}

/// A preprocessing token: byte range and the (logical) 1-based line it starts on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub start: usize,
    pub end: usize,
    pub line: u32,
    /// Part of a `#` directive line.
    pub directive: bool,
}

impl Token {
    fn shifted(self, by: usize) -> Token {
        Token { start: self.start + by, end: self.end + by, ..self }
    }
}

pub(crate) fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$' || !c.is_ascii()
}

const PUNCTUATORS: &[&str] = &[
    "%:%:", "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "*=", "/=", "%=",
    "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>", "<%", "%>", "%:",
];

/// Splits C text into preprocessing tokens. With `original`, the text is what the user wrote:
/// comments are skipped, backslash-newlines join lines (tokens keep the line where their logical
/// line starts), and tokens of `#` directive lines are flagged. Without it, the text is one line
/// of preprocessor output.
pub(crate) fn lex(text: &str, original: bool) -> Vec<Token> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let (mut pos, mut line, mut logical_line) = (0, 1u32, 1u32);
    let (mut at_line_start, mut in_directive) = (true, false);
    while pos < bytes.len() {
        let c = bytes[pos];
        if c == b'\n' {
            line += 1;
            logical_line = line;
            at_line_start = true;
            in_directive = false;
            pos += 1;
        } else if c == b'\\' && original && text[pos + 1..].starts_with('\n') {
            line += 1;
            pos += 2;
        } else if c == b'\\' && original && text[pos + 1..].starts_with("\r\n") {
            line += 1;
            pos += 3;
        } else if c.is_ascii_whitespace() {
            pos += 1;
        } else if original && text[pos..].starts_with("//") {
            pos = skip_line_comment(text, pos, &mut line);
        } else if original && text[pos..].starts_with("/*") {
            let end = text[pos + 2..].find("*/").map_or(text.len(), |n| pos + 2 + n + 2);
            let newlines = text[pos..end].matches('\n').count() as u32;
            line += newlines;
            if newlines > 0 {
                logical_line = line;
            }
            pos = end;
        } else {
            let end = token_end(text, pos);
            if original && at_line_start && c == b'#' {
                in_directive = true;
            }
            at_line_start = false;
            tokens.push(Token { start: pos, end, line: logical_line, directive: in_directive });
            pos = end;
        }
    }
    tokens
}

fn skip_line_comment(text: &str, mut pos: usize, line: &mut u32) -> usize {
    let bytes = text.as_bytes();
    while pos < bytes.len() && bytes[pos] != b'\n' {
        if bytes[pos] == b'\\' && bytes.get(pos + 1) == Some(&b'\n') {
            *line += 1;
            pos += 1;
        }
        pos += 1;
    }
    pos
}

/// The end of the token starting at `pos` (not whitespace, not a comment).
pub(crate) fn token_end(text: &str, pos: usize) -> usize {
    let rest = &text[pos..];
    let first = rest.chars().next().unwrap_or(' ');
    if first == '"' || first == '\'' {
        return pos + quoted_len(rest);
    }
    if is_ident_char(first) && !first.is_ascii_digit() {
        let len = rest.find(|c: char| !is_ident_char(c)).unwrap_or(rest.len());
        // Encoding prefixes: L"x", u8"x", u'x', U"x".
        if matches!(&rest[..len], "L" | "u" | "U" | "u8") && matches!(rest[len..].chars().next(), Some('"' | '\'')) {
            return pos + len + quoted_len(&rest[len..]);
        }
        return pos + len;
    }
    if first.is_ascii_digit() || (first == '.' && rest[1..].starts_with(|c: char| c.is_ascii_digit())) {
        return pos + pp_number_len(rest);
    }
    let punct_len = PUNCTUATORS.iter().find(|p| rest.starts_with(**p)).map_or(first.len_utf8(), |p| p.len());
    pos + punct_len
}

fn quoted_len(rest: &str) -> usize {
    let bytes = rest.as_bytes();
    let quote = bytes[0];
    let mut idx = 1;
    while idx < bytes.len() && bytes[idx] != quote && bytes[idx] != b'\n' {
        idx += if bytes[idx] == b'\\' && idx + 1 < bytes.len() && bytes[idx + 1] != b'\n' { 2 } else { 1 };
    }
    let mut end = (idx + 1).min(bytes.len());
    if idx < bytes.len() && bytes[idx] == b'\n' {
        end = idx;
    }
    while !rest.is_char_boundary(end) {
        end += 1;
    }
    end
}

/// pp-number: digit or `.digit`, then digits, letters, `_`, `.`, and `e+ e- p+ p- E+ ...`.
fn pp_number_len(rest: &str) -> usize {
    let bytes = rest.as_bytes();
    let mut idx = 1;
    while idx < bytes.len() {
        let c = bytes[idx];
        let exponent_sign = matches!(c, b'+' | b'-') && matches!(bytes[idx - 1], b'e' | b'E' | b'p' | b'P');
        let digit_separator = c == b'\'' && idx + 1 < bytes.len() && bytes[idx + 1].is_ascii_alphanumeric();
        if exponent_sign || digit_separator || c.is_ascii_alphanumeric() || c == b'_' || c == b'.' {
            idx += 1;
        } else {
            break;
        }
    }
    idx
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::preprocess::tests::{temp_dir, write_temp};
    use crate::preprocess::{preprocess, PreprocessOptions};

    /// Preprocesses `main` (with `header` as `h.h` beside it) with the real `cc`.
    fn map(test_name: &str, main: &str, header: &str) -> (String, LineMap) {
        let dir = temp_dir(test_name);
        write_temp(&dir, "h.h", header);
        let path = write_temp(&dir, "m.c", main);
        let pp = preprocess(&path, &PreprocessOptions::default()).unwrap();
        let linemap = LineMap::new(&pp, &path.display().to_string(), main);
        (pp, linemap)
    }

    /// The `nth` occurrence (0-based) of `needle` after the last `#define` of `pp` (the tests
    /// put their macros first).
    fn find(pp: &str, needle: &str, nth: usize) -> usize {
        let last_define = pp.rfind("\n#define").unwrap();
        let after_predefs = last_define + 1 + pp[last_define + 1..].find('\n').unwrap();
        pp[after_predefs..].match_indices(needle).nth(nth).map(|(at, _)| after_predefs + at).unwrap()
    }

    fn line_col(linemap: &LineMap, offset: usize) -> (u32, u32, u32) {
        let loc = linemap.locate(offset);
        (loc.file, loc.line, loc.col)
    }

    #[test]
    fn system_markers_enter_files_not_macro_expansions() {
        assert_eq!(marker_kind(r#"# 1 "/usr/include/stdio.h" 1 3 4"#), Marker::System);
        assert_eq!(marker_kind(r#"# 27 "/usr/include/stdio.h" 2 3 4"#), Marker::System);
        assert_eq!(marker_kind(r#"# 2 "s.h" 3"#), Marker::BareSystem, "#pragma GCC system_header");
        // `NULL` or `assert` of a system header expanded in the user's header.
        assert_eq!(marker_kind(r#"# 3005 "xxhash.h" 3 4"#), Marker::User);
        assert_eq!(marker_kind(r#"# 12 "user.h" 1"#), Marker::User);
        assert_eq!(marker_kind(r#"# 12 "user.h""#), Marker::User);
        // `SEEK_CUR` expanded in the user's header: the marker after it returns to its line.
        assert!(ends_expansion("\n  1\n# 855 \"u.h\"\n );\n", "u.h", 855));
        // The pragma: the rest of the file stays the system's.
        assert!(!ends_expansion("\nint f(void);\n# 1 \"t.h\" 1 3\n", "s.h", 2));
        assert!(!ends_expansion("\nint f(void);\n", "s.h", 2));
    }

    #[test]
    fn columns_survive_collapsed_whitespace_and_tabs() {
        let main = "int   a  =   1;\n\tint b;\n";
        let (pp, linemap) = map("ws", main, "");
        assert_eq!(line_col(&linemap, find(&pp, "1;", 0)), (0, 1, 14));
        assert_eq!(line_col(&linemap, find(&pp, "b;", 0)), (0, 2, 6));
        assert_eq!(linemap.main_file_offset(find(&pp, "1;", 0), "1"), Some(13));
        assert_eq!(linemap.main_file_offset(find(&pp, "b;", 0), "b"), Some(main.find("b;").unwrap()));
    }

    #[test]
    fn comments_single_and_multi_line() {
        let main = "int f(int x) { /* c */ return   x; }\nint g(int y) { /* multi\n   line */ return y; } // tail\n";
        let (pp, linemap) = map("comments", main, "");
        assert_eq!(line_col(&linemap, find(&pp, "return", 0)), (0, 1, 24));
        assert_eq!(line_col(&linemap, find(&pp, "x;", 0)), (0, 1, 33));
        assert_eq!(line_col(&linemap, find(&pp, "return", 1)), (0, 3, 12));
        assert_eq!(linemap.main_file_offset(find(&pp, "y; }", 0) + 3, "}"), Some(main.rfind("} //").unwrap()));
    }

    #[test]
    fn macro_expansions_map_to_the_invocation() {
        let main = "#define ADD(a,b) ((a)+(b))\n#define N 16\nint f(int x) { return ADD(x,   N) +   1; }\n";
        let (pp, linemap) = map("macros", main, "");
        let add_col = main.lines().nth(2).unwrap().find("ADD").unwrap() as u32 + 1;
        // Tokens of the expansion point at the invocation and have no exact offset.
        let expansion = find(&pp, "((x)+(16))", 0);
        assert_eq!(line_col(&linemap, expansion + 2), (0, 3, add_col));
        assert_eq!(linemap.main_file_offset(expansion + 2, "x"), None);
        assert_eq!(linemap.main_file_offset(find(&pp, "16", 0), "16"), None);
        // Tokens before and after it are exact.
        let plus = find(&pp, ") + 1", 0) + 2;
        assert_eq!(line_col(&linemap, plus), (0, 3, 35));
        assert_eq!(linemap.main_file_offset(plus, "+"), Some(main.find("+   1").unwrap()));
        assert_eq!(linemap.main_file_offset(find(&pp, "return", 0), "return"), Some(main.find("return").unwrap()));
        assert_eq!(linemap.main_file_offset(find(&pp, "}", 0), "}"), Some(main.rfind('}').unwrap()));
    }

    #[test]
    fn macro_arguments_over_two_lines() {
        let main = "#define ADD(a,b) ((a)+(b))\nint h(int z) { return ADD(z,\n      2) + z; }\n";
        let (pp, linemap) = map("multiline", main, "");
        let plus = find(&pp, "+ z;", 0);
        assert_eq!(line_col(&linemap, plus), (0, 3, 10));
        assert_eq!(linemap.main_file_offset(plus, "+"), Some(main.rfind('+').unwrap()));
        assert_eq!(linemap.main_file_offset(find(&pp, "}", 0), "}"), Some(main.rfind('}').unwrap()));
        assert_eq!(linemap.main_file_offset(find(&pp, "((z)+(2))", 0), "("), None);
    }

    #[test]
    fn never_a_wrong_offset_when_expansions_look_like_source() {
        // `A` expands to text that also follows it, and `CLOSE` to a brace like the real one.
        let main = "#define A A B\n#define CLOSE }\nint A B C;\nvoid f(void) { { CLOSE }\n";
        let (pp, linemap) = map("lookalike", main, "");
        let b_orig = main.find("A B C").unwrap() + 2;
        let first_b = find(&pp, "B", 0);
        let second_b = find(&pp, "B", 1);
        assert_ne!(linemap.main_file_offset(first_b, "B"), Some(b_orig), "{}", pp);
        assert_eq!(linemap.main_file_offset(second_b, "B"), Some(b_orig));
        let braces: Vec<usize> =
            pp[find(&pp, "void f", 0)..].match_indices('}').map(|(at, _)| at + find(&pp, "void f", 0)).collect();
        assert_eq!(linemap.main_file_offset(braces[0], "}"), None);
        assert_eq!(linemap.main_file_offset(braces[1], "}"), Some(main.rfind('}').unwrap()));
    }

    #[test]
    fn includes_and_builtin_macros() {
        let main = "#include \"h.h\"\nint x = __LINE__;\nint y;\n";
        let (pp, linemap) = map("include", main, "int from_h;\n\nint second_h;\n");
        let loc = linemap.locate(find(&pp, "second_h", 0));
        assert_eq!((loc.line, loc.col), (3, 5));
        assert!(linemap.files()[loc.file as usize].ends_with("/h.h"));
        assert_eq!(linemap.main_file_offset(find(&pp, "2;", 0), "2"), None);
        assert_eq!(linemap.main_file_offset(find(&pp, "y;", 0), "y"), Some(main.find("y;").unwrap()));
        assert!(linemap.locate(0).is_unknown());
    }

    #[test]
    fn indented_pragma_lines_map_exactly() {
        let main = "void f(float *a) {\n    #pragma omp simd   reduction(+: s)\n  for (;;) {}\n}\n";
        let (pp, linemap) = map("pragma", main, "");
        assert_eq!(line_col(&linemap, find(&pp, "reduction", 0)), (0, 2, 24));
    }

    #[test]
    fn lexes_c_tokens() {
        let text = "a->b <<= 0x1fp-3 L\"s\\\"\" 'c' x...y /* c */ // d\n#define Q 1\n";
        let tokens = lex(text, true);
        let spellings: Vec<&str> = tokens.iter().map(|t| &text[t.start..t.end]).collect();
        assert_eq!(
            spellings,
            vec!["a", "->", "b", "<<=", "0x1fp-3", "L\"s\\\"\"", "'c'", "x", "...", "y", "#", "define", "Q", "1"]
        );
        assert!(tokens[10].directive && !tokens[9].directive);
        assert_eq!(parse_line_marker("# 12 \"a\\\\b.c\" 2"), Some((12, "a\\b.c".to_string())));
    }

    #[test]
    fn declarations_that_start_with_a_macro_have_a_start() {
        let main = "#define local static\n#define DEF(n) int n(void)\n#define TWO int x; static\nint a;\nlocal int f(void) { return 1; }\nDEF(g) { return 2; }\nTWO int h(void) { return 3; }\n";
        let (pp, linemap) = map("declstart", main, "");
        // `static` comes from `local`, the first thing of its declaration: insert before `local`.
        assert_eq!(
            linemap.declaration_start(find(&pp, "static int f", 0), "static"),
            Some(main.find("local int").unwrap())
        );
        assert_eq!(linemap.declaration_start(find(&pp, "int g", 0), "int"), Some(main.find("DEF(g)").unwrap()));
        // `TWO` also writes `int x;`: text before it would not go before `h`'s declaration.
        assert_eq!(linemap.declaration_start(find(&pp, "static int h", 0), "static"), None);
        // An exact token is its own start.
        assert_eq!(linemap.declaration_start(find(&pp, "int a", 0), "int"), Some(main.find("int a").unwrap()));
    }

    /// aarch64-linux-gnu-gcc marks a sysroot macro expanded in the user's header with flag 3
    /// alone (no 4): stb_image.h's `fseek(f, n, SEEK_CUR)`. All of stb_image.h was taken for
    /// a system header, and the neon build rewrote none of its 89 functions with loops.
    #[test]
    fn a_bare_system_marker_around_a_macro_expansion_leaves_the_header_the_users() {
        let pp = concat!(
            "# 1 \"m.c\"\n",
            "# 1 \"/usr/aarch64-linux-gnu/include/stdio.h\" 1 3\n",
            "int fseek(void *f, long n, int w);\n",
            "# 2 \"m.c\" 2\n",
            "# 1 \"u.h\" 1\n",
            "static int skip(void *f, long n) { return fseek(f, n,\n",
            "# 3 \"u.h\" 3\n",
            "   1\n",
            "# 3 \"u.h\"\n",
            "   ); }\n",
            "# 1 \"s.h\" 1\n",
            "# 2 \"s.h\" 3\n",
            "static int in_system(void) { return 0; }\n",
            "# 3 \"m.c\" 2\n",
        );
        let linemap = LineMap::new(pp, "m.c", "#include <stdio.h>\n#include \"u.h\"\n");
        let id = |name: &str| linemap.files().iter().position(|f| f == name).unwrap() as u32;
        assert!(linemap.is_system_file(id("/usr/aarch64-linux-gnu/include/stdio.h")));
        assert!(!linemap.is_system_file(id("u.h")));
        // `#pragma GCC system_header`: the rest of s.h is the system's.
        assert!(linemap.is_system_file(id("s.h")));
    }

    #[test]
    fn system_headers_macro_names_and_dropped_lines() {
        let main = "#include <stddef.h>\n#include \"h.h\"\n#define N 4\n#undef N\nint a[2];\n";
        let (pp, linemap) = map("system", main, "#define H_ONLY 1\nstatic int h(void) { return 1; }\n");
        let files = linemap.files();
        let stddef = files.iter().position(|f| f.ends_with("stddef.h")).unwrap() as u32;
        let h = files.iter().position(|f| f.ends_with("h.h")).unwrap() as u32;
        assert!(linemap.is_system_file(stddef) && !linemap.is_system_file(h) && !linemap.is_system_file(0));
        assert!(linemap.macro_names().contains("N") && linemap.macro_names().contains("H_ONLY"));
        assert!(!linemap.macro_names().contains("NULL") && !linemap.macro_names().contains("offsetof"));
        assert!(linemap.macro_names().contains("__GNUC__") || linemap.macro_names().contains("__clang__"));
        let dropped: Vec<&str> = linemap.dropped_lines().iter().map(|r| &pp[r.clone()]).collect();
        assert!(dropped.contains(&"#define N 4") && dropped.contains(&"#undef N"), "{:?}", dropped);
        assert!(dropped
            .iter()
            .all(|line| line.starts_with("#define") || line.starts_with("#undef") || line.contains("\"<")));
        assert!(!dropped.iter().any(|line| line.contains("h.h") || line.contains("m.c")));
    }
}
