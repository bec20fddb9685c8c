//! Any input must give clean WebP variants within the limits or an error, without panicking.
#![no_main]

use libfuzzer_sys::fuzz_target;

use sankalp_media::image as photo;

fuzz_target!(|data: &[u8]| {
    if let Ok(result) = photo::process_photo(data) {
        assert!(result.width <= photo::MAX_SIDE && result.height <= photo::MAX_SIDE);
        assert!(!result.variants.is_empty());
        for variant in &result.variants {
            assert!(variant.width <= result.width && variant.width.max(variant.height) <= photo::PHOTO_MAX_SIDE + 1);
            assert_eq!(&variant.webp[..4], b"RIFF");
            assert_eq!(&variant.webp[8..16], b"WEBPVP8 ");
        }
    }
});
