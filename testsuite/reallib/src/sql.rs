//! SQLite (libsqlite3-sys's bundled amalgamation) through its C API: an in-memory database,
//! a table filled from the PRNG inside a transaction, an index, and queries whose rows are
//! returned as text so that two builds can be compared line by line.

use crate::data::Rng;
use libsqlite3_sys as ffi;
use std::ffi::{c_int, CStr, CString};
use std::ptr;

pub struct Db(*mut ffi::sqlite3);

impl Db {
    pub fn open_memory() -> Db {
        let mut db = ptr::null_mut();
        let status = unsafe { ffi::sqlite3_open(c":memory:".as_ptr(), &mut db) };
        assert_eq!(status, ffi::SQLITE_OK, "sqlite3_open");
        Db(db)
    }

    pub fn exec(&self, sql: &str) {
        let sql = CString::new(sql).unwrap();
        let status = unsafe { ffi::sqlite3_exec(self.0, sql.as_ptr(), None, ptr::null_mut(), ptr::null_mut()) };
        assert_eq!(status, ffi::SQLITE_OK, "{}: {}", sql.to_string_lossy(), self.errmsg());
    }

    fn errmsg(&self) -> String {
        unsafe { CStr::from_ptr(ffi::sqlite3_errmsg(self.0)).to_string_lossy().into_owned() }
    }

    fn prepare(&self, sql: &str) -> *mut ffi::sqlite3_stmt {
        let sql = CString::new(sql).unwrap();
        let mut stmt = ptr::null_mut();
        let status = unsafe { ffi::sqlite3_prepare_v2(self.0, sql.as_ptr(), -1, &mut stmt, ptr::null_mut()) };
        assert_eq!(status, ffi::SQLITE_OK, "{}: {}", sql.to_string_lossy(), self.errmsg());
        stmt
    }

    /// Runs a query and returns its rows, each as its columns' text joined by `|`
    /// (NULL as `NULL`, reals with 6 significant digits).
    pub fn query(&self, sql: &str) -> Vec<String> {
        let stmt = self.prepare(sql);
        let mut rows = Vec::new();
        unsafe {
            loop {
                let status = ffi::sqlite3_step(stmt);
                if status == ffi::SQLITE_DONE {
                    break;
                }
                assert_eq!(status, ffi::SQLITE_ROW, "{sql}: {}", self.errmsg());
                let n_columns = ffi::sqlite3_column_count(stmt);
                let columns: Vec<String> = (0..n_columns).map(|col| column_text(stmt, col)).collect();
                rows.push(columns.join("|"));
            }
            ffi::sqlite3_finalize(stmt);
        }
        rows
    }

    /// Creates and fills `items(id, name, category, price, qty, note)` with `n_rows` rows.
    pub fn fill(&self, n_rows: usize, seed: u64) {
        self.exec(
            "CREATE TABLE items(id INTEGER PRIMARY KEY, name TEXT NOT NULL, category INTEGER, \
             price REAL, qty INTEGER, note TEXT)",
        );
        self.exec("BEGIN");
        let stmt = self.prepare("INSERT INTO items(name, category, price, qty, note) VALUES (?1, ?2, ?3, ?4, ?5)");
        let mut rng = Rng::new(seed);
        for i in 0..n_rows {
            let name = format!("item-{:05}-{:x}", i, rng.below(1 << 20));
            let category = rng.below(50) as i64;
            // Prices in whole cents, so sums are exact in a double.
            let price = rng.below(100_000) as f64 / 100.0;
            let qty = rng.below(1000) as i64;
            let note = if rng.below(5) == 0 { None } else { Some(format!("note {}", rng.below(1_000_000))) };
            unsafe {
                bind_text(stmt, 1, &name);
                ffi::sqlite3_bind_int64(stmt, 2, category);
                ffi::sqlite3_bind_double(stmt, 3, price);
                ffi::sqlite3_bind_int64(stmt, 4, qty);
                match &note {
                    Some(note) => bind_text(stmt, 5, note),
                    None => {
                        ffi::sqlite3_bind_null(stmt, 5);
                    }
                }
                let status = ffi::sqlite3_step(stmt);
                assert_eq!(status, ffi::SQLITE_DONE, "insert: {}", self.errmsg());
                ffi::sqlite3_reset(stmt);
            }
        }
        unsafe { ffi::sqlite3_finalize(stmt) };
        self.exec("COMMIT");
    }
}

impl Drop for Db {
    fn drop(&mut self) {
        unsafe { ffi::sqlite3_close(self.0) };
    }
}

unsafe fn bind_text(stmt: *mut ffi::sqlite3_stmt, idx: c_int, text: &str) {
    ffi::sqlite3_bind_text(stmt, idx, text.as_ptr().cast(), text.len() as c_int, ffi::SQLITE_TRANSIENT());
}

unsafe fn column_text(stmt: *mut ffi::sqlite3_stmt, col: c_int) -> String {
    match ffi::sqlite3_column_type(stmt, col) {
        ffi::SQLITE_NULL => "NULL".to_string(),
        ffi::SQLITE_INTEGER => ffi::sqlite3_column_int64(stmt, col).to_string(),
        ffi::SQLITE_FLOAT => format!("{:.6e}", ffi::sqlite3_column_double(stmt, col)),
        _ => {
            let text = ffi::sqlite3_column_text(stmt, col);
            if text.is_null() {
                String::new()
            } else {
                CStr::from_ptr(text.cast()).to_string_lossy().into_owned()
            }
        }
    }
}

/// The aggregate queries run both before and after the index exists (same answers expected).
pub const AGGREGATES: &[&str] = &[
    "SELECT count(*), sum(qty), round(sum(price), 2), min(price), max(price) FROM items",
    "SELECT category, count(*), sum(qty), round(avg(price), 4) FROM items GROUP BY category ORDER BY category LIMIT 12",
    "SELECT count(*), round(sum(price * qty), 2) FROM items WHERE category BETWEEN 10 AND 19 AND qty > 500",
    "SELECT count(note), count(*) - count(note), max(length(note)) FROM items",
    "SELECT name, price FROM items WHERE name LIKE 'item-0042%' ORDER BY id",
    "SELECT category, max(price) FROM items GROUP BY category HAVING count(*) > 10 ORDER BY 2 DESC LIMIT 5",
    "SELECT id, name FROM items ORDER BY price DESC, id LIMIT 5",
    "SELECT substr(name, 6, 5), qty FROM items WHERE id % 997 = 0 ORDER BY id",
];

/// Queries that use the index on `category, qty`.
pub const INDEXED: &[&str] = &[
    "SELECT count(*), sum(price) FROM items WHERE category = 7",
    "SELECT id, qty FROM items WHERE category = 13 AND qty BETWEEN 100 AND 110 ORDER BY qty, id",
    "SELECT category, min(qty), max(qty) FROM items WHERE category IN (1, 2, 3) GROUP BY category",
];

pub fn libversion() -> String {
    unsafe { CStr::from_ptr(ffi::sqlite3_libversion()).to_string_lossy().into_owned() }
}
