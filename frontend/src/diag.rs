//! Diagnostics on the user's original files: codespan-reporting types, a compiler-style renderer,
//! and the bridge from a preprocessed-text byte range to a label in the original file.
//!
//! It deliberately knows nothing about what went wrong: callers build the message. It never
//! points into preprocessed text; when an original file cannot be read it rebuilds the lines it
//! needs from the preprocessed text, so a label is still shown at the right line.

use crate::linemap::LineMap;
use codespan_reporting::diagnostic::Label;
use codespan_reporting::term::{self, termcolor};
use std::ops::Range;

/// The original texts of every file a diagnostic points into (the main file first).
pub type Files = codespan_reporting::files::SimpleFiles<String, String>;
pub type Diagnostic = codespan_reporting::diagnostic::Diagnostic<usize>;

/// Renders diagnostics like a compiler: a `file:line:col: error: msg` first line, then the
/// source line with a caret under the primary label (codespan's rich snippet, ASCII borders).
pub fn render(files: &Files, diags: &[Diagnostic], color: bool) -> String {
    let mut out = String::new();
    for diag in diags {
        let header = emit_styled(files, diag, term::DisplayStyle::Short, color);
        let rich = emit_styled(files, diag, term::DisplayStyle::Rich, color);
        out.push_str(header.lines().next().unwrap_or(""));
        out.push('\n');
        // The rich form starts with its own `error: msg` line, which the header replaces.
        if let Some(newline) = rich.find('\n') {
            out.push_str(&rich[newline + 1..]);
        }
    }
    out
}

fn emit_styled(files: &Files, diag: &Diagnostic, style: term::DisplayStyle, color: bool) -> String {
    let config = term::Config { display_style: style, chars: term::Chars::ascii(), ..term::Config::default() };
    let mut buffer = if color { termcolor::Buffer::ansi() } else { termcolor::Buffer::no_color() };
    if let Err(err) = term::emit(&mut buffer, &config, files, diag) {
        // A label outside its file is a frontend bug; still show the message rather than nothing.
        return format!("error: {} (while rendering: {})\n", diag.message, err);
    }
    String::from_utf8_lossy(buffer.as_slice()).into_owned()
}

/// An error diagnostic whose primary label covers the preprocessed byte `range`, mapped through
/// the line map to the original file (added to `files`, read from disk, if it is not there yet).
pub fn error_at(
    files: &mut Files,
    linemap: &LineMap,
    range: Range<usize>,
    message: String,
    label: String,
) -> Diagnostic {
    match label_at(files, linemap, range) {
        Some((file_id, original_range)) => {
            Diagnostic::error()
                .with_message(message)
                .with_labels(vec![Label::primary(file_id, original_range).with_message(label)])
        }
        None => Diagnostic::error().with_message(message),
    }
}

/// The file id and original byte range for a preprocessed byte range, or `None` when the range
/// is in no user file (built-in or command-line text).
pub fn label_at(files: &mut Files, linemap: &LineMap, range: Range<usize>) -> Option<(usize, Range<usize>)> {
    let loc = linemap.locate(range.start);
    if loc.is_unknown() {
        return None;
    }
    let name = linemap.files().get(loc.file as usize)?.clone();
    let file_id = file_id_for(files, linemap, &name, loc.file);
    let text = files.get(file_id).ok()?.source().clone();
    let start = linemap.original_offset(range.start, &text);
    let last = range.end.max(range.start + 1) - 1;
    let mut end = linemap.original_offset(last, &text) + 1;
    // A range that does not map forwards on one line (macro expansions) shrinks to one character.
    let line_end = text[start..].find('\n').map_or(text.len(), |n| start + n);
    if end <= start || end > line_end {
        end = (start + 1).min(line_end.max(start));
    }
    while end < text.len() && !text.is_char_boundary(end) {
        end += 1;
    }
    Some((file_id, start..end))
}

/// A warning at `line`:`col` (1-based, the column in characters) of the file `name`, for the
/// midend's warnings, which carry a `SrcLoc` rather than a byte range: the caret under the
/// identifier that starts there (a call's callee), under the whole line for a directive (an
/// annotation's `#pragma`), else under one character. `None` when the file cannot be read or
/// has no such line.
pub fn warning_at(files: &mut Files, name: &str, line: u32, col: u32, message: String) -> Option<Diagnostic> {
    let file_id = match find_file(files, name) {
        Some(id) => id,
        None => files.add(name.to_string(), std::fs::read_to_string(name).ok()?),
    };
    let text = files.get(file_id).ok()?.source();
    let line_text = text.split_inclusive('\n').nth(line.checked_sub(1)? as usize)?;
    let line_start = line_text.as_ptr() as usize - text.as_ptr() as usize;
    let (in_line, _) = line_text.char_indices().nth(col.checked_sub(1)? as usize)?;
    let start = line_start + in_line;
    let rest = &text[start..(line_start + line_text.trim_end().len()).max(start)];
    let word = rest.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(rest.len());
    let len = match rest.chars().next() {
        Some('#') => rest.len(),
        Some(c) if word == 0 => c.len_utf8(),
        _ => word.max(1),
    };
    Some(Diagnostic::warning().with_message(message).with_labels(vec![Label::primary(file_id, start..start + len)]))
}

/// The id of `name` in `files`, adding it (read from disk, or rebuilt from the preprocessed
/// lines when unreadable) when it is missing.
pub fn file_id_for(files: &mut Files, linemap: &LineMap, name: &str, linemap_file: u32) -> usize {
    if let Some(id) = find_file(files, name) {
        return id;
    }
    let text = std::fs::read_to_string(name).unwrap_or_else(|_| linemap.rebuild_file_text(linemap_file));
    files.add(name.to_string(), text)
}

fn find_file(files: &Files, name: &str) -> Option<usize> {
    (0..)
        .map_while(|id| files.get(id).ok().map(|file| (id, file.name() == name)))
        .find(|(_, same)| *same)
        .map(|(id, _)| id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_like_a_compiler() {
        let mut files = Files::new();
        let id = files.add("t.c".to_string(), "int x;\nint f(int a) { return b; }\n".to_string());
        let diag = Diagnostic::error()
            .with_message("use of undeclared identifier `b`")
            .with_labels(vec![Label::primary(id, 29..30).with_message("not declared")]);
        let text = render(&files, &[diag], false);
        let expected = "t.c:2:23: error: use of undeclared identifier `b`\n  --> t.c:2:23\n  |\n2 | int f(int a) { return b; }\n  |                       ^ not declared\n\n";
        assert_eq!(text, expected);
    }

    #[test]
    fn warning_at_puts_the_caret_under_the_word_at_line_and_column() {
        let mut files = Files::new();
        files.add("w.c".to_string(), "#pragma omp declare simd\nint g() { return scale(1); }\n".to_string());
        let diag = warning_at(&mut files, "w.c", 2, 18, "no variant".into()).unwrap();
        let text = render(&files, &[diag], false);
        assert!(text.starts_with("w.c:2:18: warning: no variant\n"), "{}", text);
        assert!(text.contains("\n  |                  ^^^^^\n"), "{}", text);
        let diag = warning_at(&mut files, "w.c", 1, 1, "at the pragma".into()).unwrap();
        assert!(render(&files, &[diag], false).contains(&format!("\n  | {}\n", "^".repeat(24))));
        assert!(warning_at(&mut files, "w.c", 9, 1, "no such line".into()).is_none());
        // A column past the line's last word (trailing blanks, the newline) still renders.
        files.add("b.c".to_string(), "int x;   \n".to_string());
        for col in [9, 10] {
            let diag = warning_at(&mut files, "b.c", 1, col, "past the end".into()).unwrap();
            assert!(render(&files, &[diag], false).starts_with(&format!("b.c:1:{}: warning: past the end\n", col)));
        }
    }

    #[test]
    fn error_at_maps_through_the_line_map() {
        let original = "int a;\nint  b  =  c;\n";
        let preprocessed = "# 0 \"m.c\"\n# 1 \"m.c\"\nint a;\nint b = c;\n";
        let linemap = LineMap::new(preprocessed, "m.c", original);
        let mut files = Files::new();
        files.add("m.c".to_string(), original.to_string());
        let offset = preprocessed.find("c;").unwrap();
        let diag = error_at(&mut files, &linemap, offset..offset + 1, "bad".into(), "here".into());
        let text = render(&files, &[diag], false);
        assert!(text.starts_with("m.c:2:12: error: bad\n"), "{}", text);
    }
}
