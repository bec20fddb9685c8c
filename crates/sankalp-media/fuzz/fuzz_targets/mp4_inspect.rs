//! Any input must give `Ok` with a usable duration or an error, quickly and without panicking.
#![no_main]

use std::io::Cursor;

use libfuzzer_sys::fuzz_target;

use sankalp_media::mp4;

fuzz_target!(|data: &[u8]| {
    let len = data.len() as u64;
    if let Ok(info) = mp4::inspect_mp4(&mut Cursor::new(data), len) {
        assert!(info.duration_secs.is_finite() && info.duration_secs > 0.0);
    }
    // A reader shorter than announced (a file cut while being inspected) must not be an I/O error.
    if let Err(mp4::Mp4Error::Io(err)) = mp4::inspect_mp4(&mut Cursor::new(data), len + 64) {
        panic!("short reader reported as an I/O error: {err}");
    }
});
