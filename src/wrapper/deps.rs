//! Dependency files (`-MD`, `-MMD`): the compiler compiled vcc's temporary file, so the rule it
//! wrote names that file; this puts the user's source back in its place, so that make rebuilds
//! the object when the source changes and the rule is the same on every run.
//!
//! It does not touch the headers the rule lists: vcc's output includes them by the same names
//! from the source's directory (searched by `-iquote`), so they are the user's files, written
//! as the original compile writes them (`src/x.h`, or `x.h` for a source in the working
//! directory).

use std::path::Path;

/// Where the compiler wrote the dependency file: `-MF`'s value, else `-o`'s with the suffix
/// `.d`, else the source's name without its directory, with the suffix `.d` (gcc's and clang's
/// rule for `-MD`).
pub fn deps_path(deps_file: Option<&str>, output: Option<&str>, source: &str) -> String {
    if let Some(file) = deps_file {
        return file.to_string();
    }
    let base = match output {
        Some(output) => Path::new(output).with_extension("d"),
        None => Path::new(Path::new(source).file_name().unwrap_or_default()).with_extension("d"),
    };
    base.to_string_lossy().into_owned()
}

/// Replaces the temporary file's name by the source's in the rule at `path`.
pub fn fix_deps_file(path: &str, temp_source: &Path, source: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read the dependency file {}: {}", path, e))?;
    let fixed = replace_prerequisite(&text, &make_escape(&temp_source.to_string_lossy()), &make_escape(source));
    if fixed != text {
        std::fs::write(path, fixed).map_err(|e| format!("cannot write the dependency file {}: {}", path, e))?;
    }
    Ok(())
}

/// `text` with every whole-word occurrence of `from` replaced by `to`.
fn replace_prerequisite(text: &str, from: &str, to: &str) -> String {
    let mut res = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(from) {
        let end = at + from.len();
        let whole = rest[end..].chars().next().is_none_or(|c| c.is_whitespace() || c == ':' || c == '\\');
        res.push_str(&rest[..at]);
        res.push_str(if whole { to } else { from });
        rest = &rest[end..];
    }
    res.push_str(rest);
    res
}

/// A file name as gcc writes it in a rule: spaces and `#` escaped with a backslash, `$` doubled.
fn make_escape(name: &str) -> String {
    let mut res = String::with_capacity(name.len());
    for c in name.chars() {
        match c {
            ' ' | '#' => {
                res.push('\\');
                res.push(c);
            }
            '$' => res.push_str("$$"),
            _ => res.push(c),
        }
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dependency_file_is_where_the_compiler_puts_it() {
        assert_eq!(deps_path(Some("x/a.d"), Some("a.o"), "src/a.c"), "x/a.d");
        assert_eq!(deps_path(None, Some("obj/a.o"), "src/a.c"), "obj/a.d");
        assert_eq!(deps_path(None, None, "src/a.c"), "a.d");
    }

    #[test]
    fn the_temporary_source_becomes_the_users() {
        let rule = "a.o: /tmp/vcc-cc-x/0/a.c src/a.h \\\n /tmp/vcc-cc-x/0/a.c.h\n";
        let fixed = replace_prerequisite(rule, "/tmp/vcc-cc-x/0/a.c", "src/my\\ a.c");
        assert_eq!(fixed, "a.o: src/my\\ a.c src/a.h \\\n /tmp/vcc-cc-x/0/a.c.h\n");
        assert_eq!(make_escape("a b#$.c"), "a\\ b\\#$$.c");
    }
}
