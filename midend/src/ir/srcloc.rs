//! Source locations. The midend only carries them; the driver turns them into `file:line:col`.

/// A position in the user's source: an index into `Module::files`, a 1-based line and column.
/// `SrcLoc::default()` (file 0, line 0) means "unknown".
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SrcLoc {
    pub file: u32,
    pub line: u32,
    pub col: u32,
}

impl SrcLoc {
    pub fn new(file: u32, line: u32, col: u32) -> SrcLoc {
        SrcLoc { file, line, col }
    }

    pub fn is_unknown(self) -> bool {
        self.line == 0
    }
}
