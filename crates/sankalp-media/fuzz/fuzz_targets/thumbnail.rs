//! Any input must give clean JPEG variants within the limits or an error, without panicking.
#![no_main]

use libfuzzer_sys::fuzz_target;

use sankalp_media::image as thumbnail;

fuzz_target!(|data: &[u8]| {
    let _ = thumbnail::check_jpeg_structure(data);
    if let Ok(result) = thumbnail::process_thumbnail(data) {
        assert!(result.width <= thumbnail::MAX_SIDE && result.height <= thumbnail::MAX_SIDE);
        assert!(!result.variants.is_empty());
        for variant in &result.variants {
            assert!(variant.width <= result.width && variant.width <= 1280);
            assert!(thumbnail::check_jpeg_structure(&variant.jpeg).is_ok());
        }
    }
});
