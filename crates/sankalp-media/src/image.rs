//! Turns an uploaded thumbnail into clean JPEG variants.
//!
//! Only JPEG and PNG are accepted, recognised by their first bytes (never by name or declared type).
//! The dimensions are read from the header and checked before any pixel is decoded, so a small file
//! declaring a huge image is refused without allocating for it. The decoded image is turned upright
//! by its EXIF orientation, flattened onto white, and re-encoded from pixels alone: EXIF (phone
//! photos carry GPS positions), XMP, comments and colour profiles are not carried over.
//!
//! Decoding costs up to about [`MAX_DECODE_ALLOC`] plus a copy of the pixels; callers should run it
//! in `spawn_blocking` and keep the number running at once small.

use std::io::Cursor;

use ::image::codecs::jpeg::JpegEncoder;
use ::image::imageops::FilterType;
use ::image::metadata::Orientation;
use ::image::{DynamicImage, ImageDecoder as _, ImageFormat, ImageReader, Limits, RgbImage};

/// Largest accepted upload, in bytes (5 MiB).
pub const MAX_THUMBNAIL_BYTES: usize = 5 * 1024 * 1024;
/// Largest accepted width or height, in pixels.
pub const MAX_SIDE: u32 = 10_000;
/// Largest accepted area, in pixels.
pub const MAX_PIXELS: u64 = 40_000_000;
/// Most bytes the decoder may allocate: an 8-bit RGBA image of [`MAX_PIXELS`], plus slack.
pub const MAX_DECODE_ALLOC: u64 = MAX_PIXELS * 4 + (8 << 20);
/// Widths of the variants made, where the source is at least that wide (never upscaled).
pub const VARIANT_WIDTHS: [u32; 3] = [320, 640, 1280];
pub const JPEG_QUALITY: u8 = 80;

/// The checked, upright source size and its re-encoded variants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thumbnail {
    pub width: u32,
    pub height: u32,
    /// Narrowest first. The widest is `min(width, 1280)`, so every source yields at least one.
    pub variants: Vec<Variant>,
}

#[derive(Clone, PartialEq, Eq)]
pub struct Variant {
    pub width: u32,
    pub height: u32,
    /// A baseline JPEG with no metadata segments.
    pub jpeg: Vec<u8>,
}

impl std::fmt::Debug for Variant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Variant")
            .field("width", &self.width)
            .field("height", &self.height)
            .field("jpeg_bytes", &self.jpeg.len())
            .finish()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ImageError {
    #[error("thumbnail larger than {MAX_THUMBNAIL_BYTES} bytes")]
    TooLarge,
    #[error("not a JPEG or PNG image")]
    UnsupportedFormat,
    #[error("image of {width} x {height} pixels is over the limit")]
    TooManyPixels { width: u32, height: u32 },
    #[error("image cannot be decoded: {0}")]
    Invalid(String),
    #[error("re-encoding the thumbnail failed")]
    Encode(#[source] ::image::ImageError),
}

impl ImageError {
    /// The message for the person uploading, or `None` for a server-side failure.
    pub fn user_message(&self) -> Option<&'static str> {
        match self {
            Self::TooLarge => Some("Thumbnail size exceeds 5MB"),
            Self::UnsupportedFormat | Self::Invalid(_) => Some("Invalid image file"),
            Self::TooManyPixels { .. } => Some("Image dimensions are too large"),
            Self::Encode(_) => None,
        }
    }
}

/// Checks, decodes and re-encodes an uploaded thumbnail. CPU-bound: call from `spawn_blocking`.
pub fn process_thumbnail(bytes: &[u8]) -> Result<Thumbnail, ImageError> {
    make_variants(decode_checked(bytes)?)
}

/// [`process_thumbnail`] taking the file's bytes, which are freed as soon as the pixels are decoded:
/// with several uploads checked at once, that is a few MiB less held by each while it resizes.
pub fn process_thumbnail_owned(bytes: Vec<u8>) -> Result<Thumbnail, ImageError> {
    let image = decode_checked(&bytes)?;
    drop(bytes);
    make_variants(image)
}

fn make_variants(image: DynamicImage) -> Result<Thumbnail, ImageError> {
    let (width, height) = (image.width(), image.height());
    let mut current = flatten_onto_white(image);

    // Widest first, each variant resized from the previous one: cheaper than from the source.
    let widest = width.min(VARIANT_WIDTHS[VARIANT_WIDTHS.len() - 1]);
    let mut widths: Vec<u32> = VARIANT_WIDTHS.iter().copied().filter(|&w| w < widest).collect();
    widths.push(widest);
    let mut variants = Vec::with_capacity(widths.len());
    for &target in widths.iter().rev() {
        if target != current.width() {
            let target_height = scaled_height(width, height, target);
            current = ::image::imageops::resize(&current, target, target_height, FilterType::CatmullRom);
        }
        variants.push(Variant { width: current.width(), height: current.height(), jpeg: encode_jpeg(&current)? });
    }
    variants.reverse();
    Ok(Thumbnail { width, height, variants })
}

/// The height keeping the aspect ratio at `target` width, at least one pixel.
fn scaled_height(width: u32, height: u32, target: u32) -> u32 {
    let h = (u64::from(height) * u64::from(target) + u64::from(width) / 2) / u64::from(width);
    u32::try_from(h.max(1)).unwrap_or(u32::MAX)
}

fn decode_checked(bytes: &[u8]) -> Result<DynamicImage, ImageError> {
    if bytes.len() > MAX_THUMBNAIL_BYTES {
        return Err(ImageError::TooLarge);
    }
    let format = match ::image::guess_format(bytes) {
        Ok(format @ (ImageFormat::Jpeg | ImageFormat::Png)) => format,
        _ => return Err(ImageError::UnsupportedFormat),
    };
    if format == ImageFormat::Jpeg {
        // The JPEG decoder is lenient and fills a cut-off image with grey; refuse it here instead.
        check_jpeg_structure(bytes).map_err(|reason| ImageError::Invalid(reason.to_owned()))?;
    }

    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODE_ALLOC);
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(limits);
    let invalid = |err: ::image::ImageError| ImageError::Invalid(err.to_string());
    // Reads the header only: signature and IHDR for PNG, the frame header for JPEG.
    let mut decoder = reader.into_decoder().map_err(invalid)?;
    let (width, height) = decoder.dimensions();
    if width == 0 || height == 0 {
        return Err(ImageError::Invalid("image has no pixels".to_owned()));
    }
    let too_big = width > MAX_SIDE
        || height > MAX_SIDE
        || u64::from(width) * u64::from(height) > MAX_PIXELS
        || decoder.total_bytes() > MAX_DECODE_ALLOC;
    if too_big {
        return Err(ImageError::TooManyPixels { width, height });
    }
    // A broken EXIF block should not cost the upload: show the picture as stored.
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(invalid)?;
    image.apply_orientation(orientation);
    Ok(image)
}

/// JPEG has no alpha: transparent PNG areas become white rather than whatever colour they hold.
fn flatten_onto_white(image: DynamicImage) -> RgbImage {
    if !image.color().has_alpha() {
        return image.into_rgb8();
    }
    let rgba = image.into_rgba8();
    let (width, height) = rgba.dimensions();
    let mut rgb = RgbImage::new(width, height);
    for (dst, src) in rgb.pixels_mut().zip(rgba.pixels()) {
        let alpha = u16::from(src[3]);
        for c in 0..3 {
            let blended = (u16::from(src[c]) * alpha + 255 * (255 - alpha) + 127) / 255;
            dst[c] = blended as u8;
        }
    }
    rgb
}

fn encode_jpeg(image: &RgbImage) -> Result<Vec<u8>, ImageError> {
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY).encode_image(image).map_err(ImageError::Encode)?;
    Ok(out)
}

/// Walks the JPEG's marker segments and entropy-coded scans up to the end-of-image marker, so a
/// truncated file is refused. Bytes after the end marker are allowed (some phones append data).
/// Linear in the input; allocates nothing.
pub fn check_jpeg_structure(bytes: &[u8]) -> Result<(), &'static str> {
    const TRUNCATED: &str = "JPEG data ends before the end-of-image marker";
    if !bytes.starts_with(&[0xFF, 0xD8]) {
        return Err("missing JPEG start-of-image marker");
    }
    let mut i = 2;
    loop {
        if *bytes.get(i).ok_or(TRUNCATED)? != 0xFF {
            return Err("expected a JPEG marker");
        }
        // Any number of 0xFF fill bytes may precede a marker.
        while bytes.get(i) == Some(&0xFF) {
            i += 1;
        }
        let marker = *bytes.get(i).ok_or(TRUNCATED)?;
        i += 1;
        match marker {
            0xD9 => return Ok(()),
            0x01 | 0xD0..=0xD7 => continue,
            0x00 | 0xD8 => return Err("unexpected JPEG marker"),
            _ => {}
        }
        let length = bytes.get(i..i + 2).ok_or(TRUNCATED)?;
        let length = usize::from(u16::from_be_bytes([length[0], length[1]]));
        if length < 2 {
            return Err("JPEG segment length too small");
        }
        i += length;
        if i > bytes.len() {
            return Err(TRUNCATED);
        }
        if marker == 0xDA {
            // Start of scan: entropy-coded data runs to the next marker other than a stuffed zero
            // byte or a restart marker.
            loop {
                let next = bytes[i..].iter().position(|&b| b == 0xFF).ok_or(TRUNCATED)?;
                i += next;
                match *bytes.get(i + 1).ok_or(TRUNCATED)? {
                    0x00 | 0xD0..=0xD7 => i += 2,
                    0xFF => i += 1,
                    _ => break,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use ::image::codecs::png::PngEncoder;
    use ::image::{ExtendedColorType, ImageEncoder as _, Rgb, Rgba, RgbaImage};

    use super::*;

    fn png_of(image: &RgbaImage) -> Vec<u8> {
        let mut out = Vec::new();
        PngEncoder::new(&mut out)
            .write_image(image.as_raw(), image.width(), image.height(), ExtendedColorType::Rgba8)
            .unwrap();
        out
    }

    fn jpeg_of(width: u32, height: u32) -> Vec<u8> {
        let image = RgbImage::from_fn(width, height, |x, y| Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
        encode_jpeg(&image).unwrap()
    }

    fn gradient(width: u32, height: u32) -> RgbaImage {
        RgbaImage::from_fn(width, height, |x, y| Rgba([(x % 256) as u8, (y % 256) as u8, 128, 255]))
    }

    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for &b in bytes {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
            }
        }
        !crc
    }

    fn png_chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
        let mut out = (data.len() as u32).to_be_bytes().to_vec();
        out.extend_from_slice(kind);
        out.extend_from_slice(data);
        let crc = crc32(&[&kind[..], data].concat());
        out.extend_from_slice(&crc.to_be_bytes());
        out
    }

    /// A PNG whose header declares `width` x `height` RGBA pixels but carries almost no data.
    fn png_header_only(width: u32, height: u32) -> Vec<u8> {
        let mut ihdr = width.to_be_bytes().to_vec();
        ihdr.extend_from_slice(&height.to_be_bytes());
        ihdr.extend_from_slice(&[8, 6, 0, 0, 0]);
        let idat = [0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01];
        [b"\x89PNG\r\n\x1a\n".to_vec(), png_chunk(b"IHDR", &ihdr), png_chunk(b"IDAT", &idat), png_chunk(b"IEND", &[])]
            .concat()
    }

    /// An EXIF APP1 segment with an orientation tag and a fake GPS note, spliced after SOI.
    fn with_exif(jpeg: &[u8], orientation: u16, secret: &[u8]) -> Vec<u8> {
        let mut tiff = b"MM\0\x2a\0\0\0\x08".to_vec();
        tiff.extend_from_slice(&1u16.to_be_bytes()); // one IFD entry
        tiff.extend_from_slice(&0x0112u16.to_be_bytes()); // Orientation
        tiff.extend_from_slice(&3u16.to_be_bytes()); // SHORT
        tiff.extend_from_slice(&1u32.to_be_bytes());
        tiff.extend_from_slice(&orientation.to_be_bytes());
        tiff.extend_from_slice(&[0, 0]);
        tiff.extend_from_slice(&0u32.to_be_bytes()); // no next IFD
        tiff.extend_from_slice(secret);
        let payload = [&b"Exif\0\0"[..], &tiff].concat();
        let mut app1 = vec![0xFF, 0xE1];
        app1.extend_from_slice(&((payload.len() + 2) as u16).to_be_bytes());
        app1.extend_from_slice(&payload);
        [&jpeg[..2], &app1, &jpeg[2..]].concat()
    }

    fn contains(haystack: &[u8], needle: &[u8]) -> bool {
        haystack.windows(needle.len()).any(|w| w == needle)
    }

    /// Every variant is a JPEG of the stated size with no APP1 (EXIF/XMP) or COM segment.
    fn assert_clean_jpegs(thumbnail: &Thumbnail) {
        for variant in &thumbnail.variants {
            assert_eq!(::image::guess_format(&variant.jpeg).unwrap(), ImageFormat::Jpeg);
            check_jpeg_structure(&variant.jpeg).unwrap();
            let decoded = ::image::load_from_memory_with_format(&variant.jpeg, ImageFormat::Jpeg).unwrap();
            assert_eq!((decoded.width(), decoded.height()), (variant.width, variant.height));
            assert!(!contains(&variant.jpeg, b"Exif"), "EXIF left in the output");
            assert!(!contains(&variant.jpeg, &[0xFF, 0xE1]), "APP1 left in the output");
            assert!(!contains(&variant.jpeg, &[0xFF, 0xFE]), "comment left in the output");
        }
    }

    fn widths(thumbnail: &Thumbnail) -> Vec<(u32, u32)> {
        thumbnail.variants.iter().map(|v| (v.width, v.height)).collect()
    }

    #[test]
    fn a_large_png_gets_three_variants_keeping_its_aspect_ratio() {
        let thumbnail = process_thumbnail(&png_of(&gradient(1500, 1000))).unwrap();
        assert_eq!((thumbnail.width, thumbnail.height), (1500, 1000));
        assert_eq!(widths(&thumbnail), [(320, 213), (640, 427), (1280, 853)]);
        assert_clean_jpegs(&thumbnail);
    }

    #[test]
    fn a_jpeg_is_re_encoded() {
        let thumbnail = process_thumbnail(&jpeg_of(800, 600)).unwrap();
        assert_eq!(widths(&thumbnail), [(320, 240), (640, 480), (800, 600)]);
        assert_clean_jpegs(&thumbnail);
    }

    #[test]
    fn small_images_are_never_upscaled() {
        let tiny = process_thumbnail(&png_of(&gradient(100, 50))).unwrap();
        assert_eq!(widths(&tiny), [(100, 50)]);
        let exact = process_thumbnail(&png_of(&gradient(640, 10))).unwrap();
        assert_eq!(widths(&exact), [(320, 5), (640, 10)]);
        let one = process_thumbnail(&png_of(&gradient(1, 1))).unwrap();
        assert_eq!(widths(&one), [(1, 1)]);
        assert_clean_jpegs(&one);
    }

    #[test]
    fn extreme_aspect_ratios_keep_at_least_one_pixel() {
        let wide = process_thumbnail(&png_of(&gradient(4000, 2))).unwrap();
        assert_eq!(widths(&wide), [(320, 1), (640, 1), (1280, 1)]);
    }

    #[test]
    fn exif_is_removed_and_its_orientation_applied() {
        let secret = b"GPSLatitude 48.8584N 2.2945E";
        let jpeg = with_exif(&jpeg_of(400, 200), 6, secret);
        assert!(contains(&jpeg, secret) && contains(&jpeg, b"Exif"), "the fixture carries EXIF");
        let thumbnail = process_thumbnail(&jpeg).unwrap();
        // Orientation 6 means "rotate 90 degrees clockwise to display": the picture stands upright.
        assert_eq!((thumbnail.width, thumbnail.height), (200, 400));
        assert_eq!(widths(&thumbnail), [(200, 400)]);
        assert_clean_jpegs(&thumbnail);
        for variant in &thumbnail.variants {
            assert!(!contains(&variant.jpeg, secret));
        }
    }

    #[test]
    fn transparent_areas_become_white() {
        let image = RgbaImage::from_fn(10, 10, |x, _| if x < 5 { Rgba([0, 0, 0, 0]) } else { Rgba([0, 0, 200, 255]) });
        let thumbnail = process_thumbnail(&png_of(&image)).unwrap();
        let decoded = ::image::load_from_memory(&thumbnail.variants[0].jpeg).unwrap().into_rgb8();
        let left = decoded.get_pixel(1, 5);
        let right = decoded.get_pixel(8, 5);
        assert!(left.0.iter().all(|&c| c > 235), "transparent became {left:?}");
        assert!(right[2] > 150 && right[0] < 60, "opaque blue became {right:?}");
    }

    #[test]
    fn other_formats_are_invalid_image_files() {
        let gif = [
            &b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00"[..],
            b",\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;",
        ]
        .concat();
        let svg = b"<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>";
        let webp =
            b"RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00\x2f\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00";
        let bmp = b"BM\x1e\x00\x00\x00\x00\x00\x00\x00\x1a\x00\x00\x00";
        for bytes in [&gif[..], svg, webp, bmp, b"", b"hello", b"\0\0\0\x18ftypisom\0\0\x02\0isomiso2"] {
            let err = process_thumbnail(bytes).unwrap_err();
            assert!(matches!(err, ImageError::UnsupportedFormat), "{err:?}");
            assert_eq!(err.user_message(), Some("Invalid image file"));
        }
    }

    #[test]
    fn a_truncated_jpeg_is_invalid() {
        let jpeg = jpeg_of(300, 200);
        for cut in [jpeg.len() - 2, jpeg.len() / 2, 200, 3] {
            let err = process_thumbnail(&jpeg[..cut]).unwrap_err();
            assert!(matches!(err, ImageError::Invalid(_)), "cut at {cut}: {err:?}");
            assert_eq!(err.user_message(), Some("Invalid image file"));
        }
    }

    #[test]
    fn a_truncated_png_is_invalid() {
        let png = png_of(&gradient(300, 200));
        for cut in [png.len() / 2, 40, 12] {
            let err = process_thumbnail(&png[..cut]).unwrap_err();
            assert!(matches!(err, ImageError::Invalid(_)), "cut at {cut}: {err:?}");
        }
    }

    #[test]
    fn a_png_declaring_50000_by_50000_is_refused_before_decoding() {
        let bomb = png_header_only(50_000, 50_000);
        assert!(bomb.len() < 100);
        let started = std::time::Instant::now();
        let err = process_thumbnail(&bomb).unwrap_err();
        assert!(matches!(err, ImageError::TooManyPixels { width: 50_000, height: 50_000 }), "{err:?}");
        assert_eq!(err.user_message(), Some("Image dimensions are too large"));
        assert!(started.elapsed() < std::time::Duration::from_secs(1), "nothing was decoded");
    }

    #[test]
    fn pixel_limits_apply_to_each_side_and_to_the_area() {
        for (w, h) in [(MAX_SIDE + 1, 1), (1, MAX_SIDE + 1), (8_000, 6_000), (u32::MAX >> 1, u32::MAX >> 1)] {
            let err = process_thumbnail(&png_header_only(w, h)).unwrap_err();
            assert!(matches!(err, ImageError::TooManyPixels { .. } | ImageError::Invalid(_)), "{w}x{h}: {err:?}");
        }
        let err = process_thumbnail(&png_header_only(8_000, 6_000)).unwrap_err();
        assert!(matches!(err, ImageError::TooManyPixels { width: 8_000, height: 6_000 }), "{err:?}");
        // Within the limits the same kind of file fails later, for its missing data.
        let err = process_thumbnail(&png_header_only(100, 100)).unwrap_err();
        assert!(matches!(err, ImageError::Invalid(_)), "{err:?}");
    }

    #[test]
    fn uploads_over_5_mib_are_refused_unread() {
        let mut big = jpeg_of(16, 16);
        big.resize(MAX_THUMBNAIL_BYTES + 1, 0);
        let err = process_thumbnail(&big).unwrap_err();
        assert!(matches!(err, ImageError::TooLarge));
        assert_eq!(err.user_message(), Some("Thumbnail size exceeds 5MB"));
    }

    #[test]
    fn jpeg_structure_check_accepts_real_files_and_trailing_data() {
        let jpeg = jpeg_of(64, 48);
        check_jpeg_structure(&jpeg).unwrap();
        check_jpeg_structure(&[&jpeg[..], b"SEFT trailer appended by a phone"].concat()).unwrap();
        check_jpeg_structure(&with_exif(&jpeg, 1, b"")).unwrap();
    }

    #[test]
    fn jpeg_structure_check_refuses_broken_files() {
        let jpeg = jpeg_of(64, 48);
        assert!(check_jpeg_structure(&jpeg[..jpeg.len() - 1]).is_err());
        assert!(check_jpeg_structure(b"\xFF\xD8").is_err());
        assert!(check_jpeg_structure(b"\xFF\xD8\xFF").is_err());
        assert!(check_jpeg_structure(b"\xFF\xD8\xFF\xE0\x00").is_err());
        assert!(check_jpeg_structure(b"\xFF\xD8\xFF\xE0\x00\x01\xFF\xD9").is_err(), "length below 2");
        assert!(check_jpeg_structure(b"\xFF\xD8\xFF\xE0\xFF\xFF").is_err(), "segment past the end");
        assert!(check_jpeg_structure(b"\xFF\xD8\x00\xFF\xD9").is_err(), "garbage instead of a marker");
        assert!(check_jpeg_structure(b"\xFF\xD8\xFF\xDA\x00\x02\x12\xFF\x00\x34").is_err(), "scan without end");
        assert!(check_jpeg_structure(b"\xFF\xD8\xFF\xDA\x00\x02\x12\xFF\x00\xFF\xD3\x34\xFF\xD9").is_ok());
        assert!(check_jpeg_structure(b"\x89PNG").is_err());
    }

    #[test]
    fn variant_heights_round_to_nearest() {
        assert_eq!(scaled_height(1500, 1000, 320), 213);
        assert_eq!(scaled_height(1500, 1000, 640), 427);
        assert_eq!(scaled_height(10_000, 1, 320), 1);
        assert_eq!(scaled_height(1, 10_000, 1), 10_000);
    }
}
