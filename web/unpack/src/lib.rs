//! The game's module ships packed with LZMA, which leaves it about a third
//! smaller than the gzip a host sends; this bare wasm module unpacks it in
//! the page while it downloads, chunk by chunk, so the unpacking ends about
//! when the download does.
//!
//! The page calls [`unpack_begin`], then for each chunk [`unpack_input`]
//! for room, copies the chunk there and feeds it with [`unpack_feed`];
//! after the last chunk, [`unpack_finish`] checks the end and the module's
//! CRC-32, and leaves its bytes at [`unpack_output`].
//!
//! No wasm-bindgen: plain exported functions, numbers in and out.

use lzma_rs::decompress::Stream;
use std::cell::RefCell;
use std::io::Write;

/// One unpacking at a time: the page unpacks one module.
#[derive(Default)]
struct Unpacking {
    /// The chunk the page copies in.
    input: Vec<u8>,
    /// The decoder, until it finishes or fails.
    stream: Option<Stream<Vec<u8>>>,
    /// The finished module.
    output: Vec<u8>,
}

const CRC: crc::Crc<u32> = crc::Crc::<u32>::new(&crc::CRC_32_ISO_HDLC);

thread_local! {
    static UNPACKING: RefCell<Unpacking> = RefCell::new(Unpacking::default());
}

/// Starts an unpacking (again, if one was under way).
#[unsafe(no_mangle)]
pub extern "C" fn unpack_begin() {
    UNPACKING.with(|u| {
        *u.borrow_mut() = Unpacking {
            stream: Some(Stream::new(Vec::new())),
            ..Unpacking::default()
        }
    });
}

/// Where the page may copy a chunk of at most `len` bytes.
#[unsafe(no_mangle)]
pub extern "C" fn unpack_input(len: usize) -> *mut u8 {
    UNPACKING.with(|u| {
        let mut u = u.borrow_mut();
        u.input.resize(len, 0);
        u.input.as_mut_ptr()
    })
}

/// Unpacks the first `len` bytes of the chunk. Returns 1, or 0 if the
/// bytes are not a well-formed module or no unpacking was begun (the
/// unpacking is then over).
#[unsafe(no_mangle)]
pub extern "C" fn unpack_feed(len: usize) -> u32 {
    UNPACKING.with(|u| {
        let u = &mut *u.borrow_mut();
        let Some(stream) = u.stream.as_mut() else {
            return 0;
        };
        let chunk = &u.input[..len.min(u.input.len())];
        if stream.write_all(chunk).is_ok() {
            1
        } else {
            u.stream = None;
            0
        }
    })
}

/// Ends the unpacking. Returns the module's length in bytes, or 0 if the
/// download was cut short or malformed, or the module's CRC-32 (as zlib
/// computes it) is not `crc32`: the format itself checks nothing.
#[unsafe(no_mangle)]
pub extern "C" fn unpack_finish(crc32: u32) -> usize {
    UNPACKING.with(|u| {
        let u = &mut *u.borrow_mut();
        u.input = Vec::new();
        match u.stream.take().map(Stream::finish) {
            Some(Ok(output)) if CRC.checksum(&output) == crc32 => {
                u.output = output;
                u.output.len()
            }
            _ => 0,
        }
    })
}

/// Where the finished module's bytes start in this module's memory.
#[unsafe(no_mangle)]
pub extern "C" fn unpack_output() -> *const u8 {
    UNPACKING.with(|u| u.borrow().output.as_ptr())
}

#[cfg(test)]
mod tests {
    use super::*;

    const MODULE: &[u8] = b"Modiar Modiar Modiar\n";
    /// `MODULE`'s CRC-32, as Python's `zlib.crc32` gives it.
    const MODULE_CRC: u32 = 0x73e3_f7d0;

    /// A small module, packed as `xz --format=lzma` packs the real one.
    fn packed() -> Vec<u8> {
        let mut packed = Vec::new();
        lzma_rs::lzma_compress(&mut &MODULE[..], &mut packed).unwrap();
        packed
    }

    fn unpack(chunks: &[&[u8]]) -> Option<Vec<u8>> {
        unpack_checked(chunks, MODULE_CRC)
    }

    fn unpack_checked(chunks: &[&[u8]], crc32: u32) -> Option<Vec<u8>> {
        unpack_begin();
        for chunk in chunks {
            let at = unpack_input(chunk.len());
            unsafe { std::ptr::copy_nonoverlapping(chunk.as_ptr(), at, chunk.len()) };
            if unpack_feed(chunk.len()) == 0 {
                return None;
            }
        }
        let len = unpack_finish(crc32);
        let bytes = unsafe { std::slice::from_raw_parts(unpack_output(), len) }.to_vec();
        (len > 0).then_some(bytes)
    }

    #[test]
    fn chunks_of_any_size_unpack_to_the_original() {
        let packed = packed();
        for size in [1, 3, 7, packed.len()] {
            let chunks: Vec<&[u8]> = packed.chunks(size).collect();
            assert_eq!(unpack(&chunks).as_deref(), Some(MODULE));
        }
    }

    #[test]
    fn a_cut_or_corrupt_download_is_refused() {
        let packed = packed();
        assert_eq!(unpack(&[&packed[..packed.len() - 4]]), None);
        let mut corrupt = packed.clone();
        corrupt[0] = 0xff;
        assert_eq!(unpack(&[&corrupt]), None);
        // Well formed, but not the module the page expects.
        assert_eq!(unpack_checked(&[&packed], MODULE_CRC ^ 1), None);
        // Feeding after a failure, without beginning again, stays refused.
        assert_eq!(unpack_feed(0), 0);
    }
}
