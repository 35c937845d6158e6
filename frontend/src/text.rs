//! Source bytes as text, and back, without loss. C source need not be UTF-8: old code has
//! Latin-1 comments and strings, which gcc accepts byte for byte. vcc works on `String`s, so a
//! byte that is not part of valid UTF-8 becomes one private-use character of its own,
//! U+10FE80 + (byte - 0x80), and `encode` turns those characters back into the bytes when the
//! output is written: everything outside regenerated functions comes back exactly, and a
//! string literal inside one keeps its bytes (`unescape` reads the characters as the bytes).
//! A file that holds such a character itself is refused (`decode_source`).

use std::borrow::Cow;

/// The first of the 128 characters that stand for the bytes 0x80..=0xFF.
const FIRST: u32 = 0x10FE80;

/// `bytes` as text: valid UTF-8 as it is, each other byte as its stand-in character.
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    if let Ok(text) = std::str::from_utf8(bytes) {
        return Cow::Borrowed(text);
    }
    let mut res = String::with_capacity(bytes.len() + 16);
    let mut rest = bytes;
    while !rest.is_empty() {
        match std::str::from_utf8(rest) {
            Ok(text) => {
                res.push_str(text);
                break;
            }
            Err(err) => {
                let (valid, after) = rest.split_at(err.valid_up_to());
                res.push_str(std::str::from_utf8(valid).unwrap_or_default());
                // The bytes that are not UTF-8 (one, or the rest when the input ends in the
                // middle of a character) are at least 0x80: ASCII is always valid.
                let n_bad = err.error_len().unwrap_or(after.len());
                for &byte in &after[..n_bad] {
                    res.push(char::from_u32(FIRST + (byte as u32 - 0x80)).unwrap_or(char::REPLACEMENT_CHARACTER));
                }
                rest = &after[n_bad..];
            }
        }
    }
    Cow::Owned(res)
}

/// A main source file as text: `decode`, without a leading byte-order mark (cc ignores it,
/// and text written before it would not compile). Err with the byte offset of a stand-in
/// character the file holds itself, which `encode` could not tell from one `decode` made.
pub fn decode_source(bytes: &[u8]) -> Result<String, usize> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if let Ok(text) = std::str::from_utf8(bytes) {
        if let Some((offset, _)) = text.char_indices().find(|(_, c)| raw_byte(*c).is_some()) {
            return Err(offset);
        }
    }
    Ok(decode(bytes).into_owned())
}

/// The byte a stand-in character stands for.
pub fn raw_byte(c: char) -> Option<u8> {
    let code = c as u32;
    (FIRST..FIRST + 0x80).contains(&code).then(|| (code - FIRST + 0x80) as u8)
}

/// Text (as UTF-8 bytes) back to the bytes it was decoded from.
pub fn encode(text: &[u8]) -> Cow<'_, [u8]> {
    // A stand-in character in UTF-8 is F4 8F BA/BB xx.
    if !text.windows(2).any(|w| w == [0xF4, 0x8F]) {
        return Cow::Borrowed(text);
    }
    let mut res = Vec::with_capacity(text.len());
    let mut idx = 0;
    while idx < text.len() {
        if let Some(byte) = stand_in_at(text, idx) {
            res.push(byte);
            idx += 4;
        } else {
            res.push(text[idx]);
            idx += 1;
        }
    }
    Cow::Owned(res)
}

/// The byte that the stand-in character encoded at `bytes[idx..]` stands for, if one is.
pub fn stand_in_at(bytes: &[u8], idx: usize) -> Option<u8> {
    let seq = bytes.get(idx..idx + 4)?;
    let c = std::str::from_utf8(seq).ok()?.chars().next()?;
    raw_byte(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin1_bytes_come_back_exactly() {
        let bytes = b"/* caf\xe9 */ char *s = \"\xe9t\xe9\"; /* \xc3\xa9 stays UTF-8 */ \xff\xc3".to_vec();
        let text = decode(&bytes);
        assert!(text.contains("\u{10FEE9}t\u{10FEE9}") && text.contains('é'), "{}", text);
        assert_eq!(encode(text.as_bytes()).as_ref(), bytes.as_slice());
    }

    #[test]
    fn source_drops_the_byte_order_mark_and_refuses_stand_ins() {
        assert_eq!(decode_source(b"\xEF\xBB\xBFint x;\n").unwrap(), "int x;\n");
        assert_eq!(decode_source("int x; /* \u{10FE90} */".as_bytes()), Err(10));
    }
}
