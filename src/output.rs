//! Writing the result: to standard output, or to a file replaced atomically (a temporary file in
//! the same directory, renamed over the target), so a failed run never leaves a truncated file;
//! a device or pipe (`/dev/null`) is written directly, never replaced.

use std::io::Write;
use std::path::Path;

/// Refuses an output path that names the input file (the same file by any path): vcc would
/// replace the user's source with its output.
pub fn check_not_input(input: &Path, output: &Path) -> Result<(), String> {
    if input.as_os_str() == "-" || output.as_os_str() == "-" {
        return Ok(());
    }
    match (std::fs::canonicalize(input), std::fs::canonicalize(output)) {
        (Ok(a), Ok(b)) if a == b => {
            Err(format!("the output file '{}' is the input file; vcc does not overwrite its input", output.display()))
        }
        _ => Ok(()),
    }
}

/// `bytes` is text as vcc holds it: the bytes of the input that are not UTF-8 are written back
/// as they were (`frontend::text::encode`).
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let bytes: &[u8] = &frontend::text::encode(bytes);
    if path.as_os_str() == "-" {
        let mut stdout = std::io::stdout().lock();
        return stdout
            .write_all(bytes)
            .and_then(|_| stdout.flush())
            .map_err(|e| format!("cannot write to standard output: {}", e));
    }
    // A device or a pipe (`-o /dev/null`, `-o /dev/stdout`) is written as it is: renaming a
    // file over it would replace the device with a regular file (as root, /dev/null itself).
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        return std::fs::OpenOptions::new()
            .write(true)
            .open(path)
            .and_then(|mut f| f.write_all(bytes).and_then(|_| f.flush()))
            .map_err(|e| format!("cannot write '{}': {}", path.display(), e));
    }
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    // tempfile's errors end in ` at path "<random temporary name>"`; drop that so the message is
    // about the user's file and identical on every run.
    let describe = |e: std::io::Error| {
        let text = e.to_string();
        let cause = text.split(" at path \"").next().unwrap_or(&text).to_string();
        format!("cannot write '{}': {}", path.display(), cause)
    };
    let mut tmp = tempfile::Builder::new().prefix(".vcc-").suffix(".tmp").tempfile_in(dir).map_err(describe)?;
    tmp.write_all(bytes).and_then(|_| tmp.flush()).map_err(describe)?;
    // Keep the permissions an existing output file had (a temp file is created 0600).
    if let Ok(meta) = std::fs::metadata(path) {
        let _ = std::fs::set_permissions(tmp.path(), meta.permissions());
    } else {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(tmp.path(), std::fs::Permissions::from_mode(0o644));
    }
    tmp.persist(path).map_err(|e| describe(e.error))?;
    Ok(())
}

#[cfg(test)]
mod device_tests {
    use super::*;
    use std::os::unix::fs::FileTypeExt;

    #[test]
    fn writing_to_dev_null_keeps_the_device() {
        write_atomically(Path::new("/dev/null"), b"int x;\n").unwrap();
        let meta = std::fs::metadata("/dev/null").unwrap();
        assert!(meta.file_type().is_char_device(), "/dev/null is no longer a device");
    }
}
