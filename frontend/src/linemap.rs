//! Maps byte offsets in the preprocessed text back to the user's files, lines and columns.
//! (Stub: being implemented.)

use midend::ir::SrcLoc;

/// Maps byte offsets in the preprocessed text to the user's files.
#[derive(Clone, Debug, Default)]
pub struct LineMap {
    files: Vec<String>,
}

impl LineMap {
    pub fn new(_preprocessed: &str, main_file: &str, _main_original_text: &str) -> LineMap {
        LineMap { files: vec![main_file.to_string()] }
    }

    /// File index (0 = main file; `files()` lists paths as written in markers), line, column.
    pub fn locate(&self, _offset: usize) -> SrcLoc {
        SrcLoc::default()
    }

    pub fn files(&self) -> &[String] {
        &self.files
    }

    /// Byte offset in the ORIGINAL main file text of the token starting at preprocessed `offset`,
    /// only when it can be mapped exactly (same token text there; not inside a macro expansion).
    pub fn main_file_offset(&self, _offset: usize, _token_text: &str) -> Option<usize> {
        None
    }

    /// Best-effort byte offset in `original_text` (the text of the file `offset` is in).
    pub fn original_offset(&self, _offset: usize, _original_text: &str) -> usize {
        0
    }

    /// The lines of one file as far as the preprocessed text shows them (for unreadable files).
    pub fn rebuild_file_text(&self, _file: u32) -> String {
        String::new()
    }
}
