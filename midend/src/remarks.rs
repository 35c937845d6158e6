//! Remarks: what a pass did or why it did nothing, at a source location.
//! The driver prints them as `file:line:col: remark: <message>`.

use crate::ir::SrcLoc;

#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RemarkKind {
    /// Something was transformed.
    Passed,
    /// Something was looked at and left alone; the message says why.
    Missed,
    /// Background information (e.g. "function kept as written").
    Note,
    /// Something the programmer should know even without `--remarks` (printed always).
    Warning,
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Remark {
    pub loc: SrcLoc,
    pub kind: RemarkKind,
    /// The pass that wrote it (`frontend`, `loopvec`, `wfv`, ...).
    pub pass: &'static str,
    pub message: String,
}

/// The remarks of one compilation, in the order they were made.
#[derive(Clone, Debug, Default)]
pub struct Remarks {
    pub list: Vec<Remark>,
}

impl Remarks {
    pub fn push(&mut self, loc: SrcLoc, kind: RemarkKind, pass: &'static str, message: impl Into<String>) {
        self.list.push(Remark { loc, kind, pass, message: message.into() });
    }

    /// The remarks sorted by location (stable for equal locations), for printing.
    pub fn sorted(&self) -> Vec<&Remark> {
        let mut res: Vec<&Remark> = self.list.iter().collect();
        res.sort_by_key(|r| r.loc);
        res
    }
}
