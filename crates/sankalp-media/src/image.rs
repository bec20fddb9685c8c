//! Turns an uploaded thumbnail into clean JPEG variants ([`process_thumbnail`]), and an uploaded photo
//! into clean WebP variants for a `srcset` ([`process_photo`]).
//!
//! A thumbnail may be JPEG or PNG, a photo JPEG, PNG or WebP, recognised by their first bytes (never by
//! name or declared type).
//! The dimensions are read from the header and checked before any pixel is decoded, so a small file
//! declaring a huge image is refused without allocating for it. The picture is never held at full
//! size: PNG rows are averaged into a picture one to two times the widest variant as they are
//! decoded, and JPEG is decoded straight at 1/2, 1/4 or 1/8 of its size by the decoder's DCT scaling.
//! So a 50-megapixel phone photo costs about what a 2-megapixel one does. What the decoder must hold
//! is computed from the header before decoding and kept under [`MAX_DECODE_BYTES`]: progressive JPEG
//! and interlaced PNG (held whole before the first row is ready) and very tall pictures (whose widest
//! variant is itself large) are refused past it. The picture is turned upright by its EXIF
//! orientation, flattened onto white, and re-encoded from pixels alone: EXIF (phone photos carry GPS
//! positions), XMP, comments and colour profiles are not carried over.
//!
//! A photo goes the same way with larger limits ([`MAX_PHOTO_BYTES`], [`MAX_PHOTO_DECODE_BYTES`]): its
//! widest variant is the upload capped at [`PHOTO_MAX_SIDE`] on its longer side, the others
//! [`PHOTO_WIDTHS`] narrower than that, each lossy WebP from libwebp (the `webp` crate: the image
//! crate's own WebP encoder is lossless only, several times larger for photographs). WebP uploads are
//! decoded whole by image-webp (it has no row-by-row or scaled decoding), so they are held to the
//! decoding budget at their full size.
//!
//! Callers should run it in `spawn_blocking` and keep the number running at once small.

use std::io::Cursor;

use ::image::codecs::jpeg::JpegEncoder;
use ::image::metadata::Orientation;
use ::image::{DynamicImage, ImageFormat, RgbImage};

/// Largest accepted upload, in bytes (5 MiB).
pub const MAX_THUMBNAIL_BYTES: usize = 5 * 1024 * 1024;
/// Largest accepted width or height, in pixels.
pub const MAX_SIDE: u32 = 10_000;
/// Largest accepted area, in pixels: 50-megapixel phone cameras (8160 x 6120) fit.
pub const MAX_PIXELS: u64 = 50_000_000;
/// Most bytes the decoding may hold at once (48 MiB): the decoder's buffers at the scale it decodes
/// at, the shrunk picture, and its upright copy. Keeps the server's peak for the worst thumbnail
/// within limits under 64 MiB above idle (`bench/thumbnail-memory.sh`).
pub const MAX_DECODE_BYTES: u64 = 48 << 20;
/// Widths of the variants made, where the source is at least that wide (never upscaled), each the one a
/// common screen takes for a darshan card (the feed's `sizes`, web/app/features/darshan/format.ts): 720
/// for a phone's one-column card at 1.75x to 2x (331 to 379 CSS pixels: 662 to 690 device pixels, which
/// fetched the 960 one, nearly twice the pixels); 1080 for the same cards at 3x (994 to 1077, which
/// fetched the 1280 one); 960 for a card about 480 CSS pixels wide at 2x (the two-column feed on a
/// tablet, a phone in landscape). 640 is the post's main thumbnail, the API's `thumbnail`.
pub const VARIANT_WIDTHS: [u32; 6] = [320, 640, 720, 960, 1080, 1280];
pub const JPEG_QUALITY: u8 = 80;

/// Largest accepted photo upload, in bytes (20 MiB): a 50-megapixel phone JPEG fits.
pub const MAX_PHOTO_BYTES: usize = 20 * 1024 * 1024;
/// Most bytes decoding a photo may hold at once (96 MiB): a 50-megapixel baseline JPEG is decoded at
/// half its size (4080 x 3060) to make a 2560-pixel variant. Photos are uploaded by the administrator
/// one at a time, so this is not multiplied by visitors.
pub const MAX_PHOTO_DECODE_BYTES: u64 = 96 << 20;
/// The longer side of a photo's widest variant, at most: sharp on a 1280-pixel-wide screen at 2x.
pub const PHOTO_MAX_SIDE: u32 = 2560;
/// Widths of a photo's narrower variants, where the widest is wider (never upscaled).
pub const PHOTO_WIDTHS: [u32; 4] = [360, 720, 1080, 1600];
/// libwebp's quality for photos: 80 keeps photographs free of visible blocking at about a tenth of the
/// size of a lossless encoding.
pub const PHOTO_WEBP_QUALITY: f32 = 80.0;

/// A checked photo: the upload's upright size and its WebP variants, narrowest first.
#[derive(Debug, Clone, PartialEq)]
pub struct Photo {
    pub width: u32,
    pub height: u32,
    /// Narrowest first; the last is the widest, the upload capped at [`PHOTO_MAX_SIDE`].
    pub variants: Vec<PhotoVariant>,
}

#[derive(Clone, PartialEq, Eq)]
pub struct PhotoVariant {
    pub width: u32,
    pub height: u32,
    /// A lossy WebP (RIFF, VP8) with no EXIF, XMP or ICC chunk.
    pub webp: Vec<u8>,
}

impl std::fmt::Debug for PhotoVariant {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PhotoVariant")
            .field("width", &self.width)
            .field("height", &self.height)
            .field("webp_bytes", &self.webp.len())
            .finish()
    }
}

/// What one kind of upload may cost, and how wide its widest variant is.
#[derive(Clone, Copy)]
struct Spec {
    max_bytes: usize,
    budget: u64,
    /// The widest variant's width for an upright source of this width and height.
    widest: fn(u32, u32) -> u32,
    webp: bool,
}

const THUMBNAIL: Spec =
    Spec { max_bytes: MAX_THUMBNAIL_BYTES, budget: MAX_DECODE_BYTES, widest: thumbnail_widest, webp: false };
const PHOTO: Spec =
    Spec { max_bytes: MAX_PHOTO_BYTES, budget: MAX_PHOTO_DECODE_BYTES, widest: photo_widest, webp: true };

fn thumbnail_widest(width: u32, _height: u32) -> u32 {
    width.min(VARIANT_WIDTHS[VARIANT_WIDTHS.len() - 1])
}

/// The width at which the longer side is at most [`PHOTO_MAX_SIDE`].
fn photo_widest(width: u32, height: u32) -> u32 {
    if height > width && height > PHOTO_MAX_SIDE {
        let w = (u64::from(width) * u64::from(PHOTO_MAX_SIDE) + u64::from(height) / 2) / u64::from(height);
        u32::try_from(w.max(1)).unwrap_or(1)
    } else {
        width.min(PHOTO_MAX_SIDE)
    }
}

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
    #[error("photo larger than {MAX_PHOTO_BYTES} bytes")]
    PhotoTooLarge,
    #[error("not a JPEG or PNG image")]
    UnsupportedFormat,
    #[error("image of {width} x {height} pixels is over the limit")]
    TooManyPixels { width: u32, height: u32 },
    #[error("image of {width} x {height} pixels needs {needed} bytes to decode, over the limit")]
    TooMuchMemory { width: u32, height: u32, needed: u64, budget: u64 },
    #[error("image cannot be decoded: {0}")]
    Invalid(String),
    #[error("re-encoding the thumbnail failed")]
    Encode(#[source] ::image::ImageError),
    #[error("encoding the photo as WebP failed: {0}")]
    EncodeWebp(String),
}

impl ImageError {
    /// The message for the person uploading, or `None` for a server-side failure.
    pub fn user_message(&self) -> Option<&'static str> {
        match self {
            Self::TooLarge => Some("Thumbnail size exceeds 5MB"),
            Self::PhotoTooLarge => Some("Photo size exceeds 20MB"),
            Self::UnsupportedFormat | Self::Invalid(_) => Some("Invalid image file"),
            Self::TooManyPixels { .. } => {
                Some("Image dimensions are too large: at most 10000 pixels a side and 50 megapixels")
            }
            Self::TooMuchMemory { budget, .. } if *budget == MAX_PHOTO_DECODE_BYTES => Some(
                "Image is too large to process: save it as a baseline JPEG or a non-interlaced PNG \
                 of at most 12 megapixels",
            ),
            Self::TooMuchMemory { .. } => Some(
                "Image is too large to process: save it as a baseline JPEG or a non-interlaced PNG \
                 of at most 4 megapixels",
            ),
            Self::Encode(_) | Self::EncodeWebp(_) => None,
        }
    }
}

/// Checks, decodes and re-encodes an uploaded thumbnail. CPU-bound: call from `spawn_blocking`.
pub fn process_thumbnail(bytes: &[u8]) -> Result<Thumbnail, ImageError> {
    let (image, width, height) = decode_checked(bytes, &THUMBNAIL)?;
    make_variants(image, width, height)
}

/// [`process_thumbnail`] taking the file's bytes, which are freed as soon as the pixels are decoded:
/// with several uploads checked at once, that is a few MiB less held by each while it resizes.
pub fn process_thumbnail_owned(bytes: Vec<u8>) -> Result<Thumbnail, ImageError> {
    let (image, width, height) = decode_checked(&bytes, &THUMBNAIL)?;
    drop(bytes);
    make_variants(image, width, height)
}

/// Checks, decodes and re-encodes an uploaded photo (JPEG, PNG or WebP by content) into WebP variants
/// without metadata. CPU-bound: call from `spawn_blocking`.
pub fn process_photo(bytes: &[u8]) -> Result<Photo, ImageError> {
    let (image, width, height) = decode_checked(bytes, &PHOTO)?;
    make_photo(image, width, height)
}

/// [`process_photo`] taking the file's bytes, freed once the pixels are decoded.
pub fn process_photo_owned(bytes: Vec<u8>) -> Result<Photo, ImageError> {
    let (image, width, height) = decode_checked(&bytes, &PHOTO)?;
    drop(bytes);
    make_photo(image, width, height)
}

/// As [`make_variants`], into WebP at the photo widths.
fn make_photo(image: RgbImage, width: u32, height: u32) -> Result<Photo, ImageError> {
    let mut current = image;
    let widest = photo_widest(width, height);
    let mut widths: Vec<u32> = PHOTO_WIDTHS.iter().copied().filter(|&w| w < widest).collect();
    widths.push(widest);
    let mut variants = Vec::with_capacity(widths.len());
    for &target in widths.iter().rev() {
        let target_height = scaled_height(width, height, target);
        if (target, target_height) != current.dimensions() {
            current = ::image::imageops::thumbnail(&current, target, target_height);
        }
        variants.push(PhotoVariant { width: current.width(), height: current.height(), webp: encode_webp(&current)? });
    }
    variants.reverse();
    Ok(Photo { width, height, variants })
}

fn encode_webp(image: &RgbImage) -> Result<Vec<u8>, ImageError> {
    let encoder = webp::Encoder::from_rgb(image.as_raw(), image.width(), image.height());
    let encoded =
        encoder.encode_simple(false, PHOTO_WEBP_QUALITY).map_err(|err| ImageError::EncodeWebp(format!("{err:?}")))?;
    Ok(encoded.to_vec())
}

/// `image` is the upright picture, already shrunk by the decoder to at least the widest variant's size;
/// `width` and `height` are the upright size of the upload, which the variants' sizes are taken from.
fn make_variants(image: RgbImage, width: u32, height: u32) -> Result<Thumbnail, ImageError> {
    let mut current = image;

    // Widest first, each variant resized from the previous one: cheaper than from the source.
    let widest = width.min(VARIANT_WIDTHS[VARIANT_WIDTHS.len() - 1]);
    let mut widths: Vec<u32> = VARIANT_WIDTHS.iter().copied().filter(|&w| w < widest).collect();
    widths.push(widest);
    let mut variants = Vec::with_capacity(widths.len());
    for &target in widths.iter().rev() {
        let target_height = scaled_height(width, height, target);
        if (target, target_height) != current.dimensions() {
            // Area averaging, straight into the smaller buffer. A filtered resize (CatmullRom) keeps a
            // 12-byte-a-pixel intermediate as large as the source is wide: 77 MB for a tall picture.
            current = ::image::imageops::thumbnail(&current, target, target_height);
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

/// What the decoders found in the header, before any pixel is decoded.
struct Header {
    width: u32,
    height: u32,
    orientation: Orientation,
    /// Progressive JPEG and interlaced PNG: the decoder holds the whole image (JPEG: its DCT
    /// coefficients, two bytes per sample) before the first row can be shrunk.
    whole_image_bytes: u64,
}

impl Header {
    /// Width and height as shown, after the EXIF orientation.
    fn upright(&self) -> (u32, u32) {
        if swaps_sides(self.orientation) { (self.height, self.width) } else { (self.width, self.height) }
    }

    /// The widest variant's size in the stored (not yet rotated) orientation.
    fn widest_stored(&self, spec: &Spec) -> (u32, u32) {
        let (w, h) = self.upright();
        let widest = (spec.widest)(w, h);
        let (tw, th) = (widest, scaled_height(w, h, widest));
        if swaps_sides(self.orientation) { (th, tw) } else { (tw, th) }
    }
}

fn swaps_sides(orientation: Orientation) -> bool {
    matches!(
        orientation,
        Orientation::Rotate90 | Orientation::Rotate270 | Orientation::Rotate90FlipH | Orientation::Rotate270FlipH
    )
}

/// The whole-number factor a `width` x `height` image can be shrunk by with a box filter and still be
/// at least `target` in both directions (1 when it cannot).
fn box_factor(width: u32, height: u32, target: (u32, u32)) -> u32 {
    (width / target.0.max(1)).min(height / target.1.max(1)).max(1)
}

/// Checks the limits and decodes the picture shrunk to between one and two times the widest variant,
/// upright. Returns it with the upload's upright size.
fn decode_checked(bytes: &[u8], spec: &Spec) -> Result<(RgbImage, u32, u32), ImageError> {
    if bytes.len() > spec.max_bytes {
        return Err(if spec.webp { ImageError::PhotoTooLarge } else { ImageError::TooLarge });
    }
    let image = match ::image::guess_format(bytes) {
        Ok(ImageFormat::Jpeg) => decode_jpeg(bytes, spec)?,
        Ok(ImageFormat::Png) => decode_png(bytes, spec)?,
        Ok(ImageFormat::WebP) if spec.webp => decode_webp(bytes, spec)?,
        _ => return Err(ImageError::UnsupportedFormat),
    };
    Ok(image)
}

/// The checks every format shares, once its header is read.
fn check_header(header: &Header, decode_bytes: u64, spec: &Spec) -> Result<(), ImageError> {
    let (width, height) = (header.width, header.height);
    if width == 0 || height == 0 {
        return Err(ImageError::Invalid("image has no pixels".to_owned()));
    }
    if width > MAX_SIDE || height > MAX_SIDE || u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ImageError::TooManyPixels { width, height });
    }
    // The shrunk picture is copied once more when the orientation turns it a quarter.
    let (tw, th) = header.widest_stored(spec);
    let turned = if swaps_sides(header.orientation) { u64::from(tw) * u64::from(th) * 3 } else { 0 };
    let needed = header.whole_image_bytes + decode_bytes + turned;
    if needed > spec.budget {
        return Err(ImageError::TooMuchMemory { width, height, needed, budget: spec.budget });
    }
    Ok(())
}

fn upright(image: RgbImage, orientation: Orientation) -> RgbImage {
    if orientation == Orientation::NoTransforms {
        return image;
    }
    let mut image = DynamicImage::ImageRgb8(image);
    image.apply_orientation(orientation);
    image.into_rgb8()
}

fn decode_png(bytes: &[u8], spec: &Spec) -> Result<(RgbImage, u32, u32), ImageError> {
    let invalid = |err: png::DecodingError| ImageError::Invalid(err.to_string());
    let mut decoder = png::Decoder::new_with_limits(Cursor::new(bytes), png::Limits { bytes: spec.budget as usize });
    // Palette and low bit depths expanded, 16-bit samples cut to 8: every row arrives as 8-bit gray,
    // gray and alpha, RGB or RGBA.
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    decoder.set_ignore_text_chunk(true);
    decoder.set_ignore_iccp_chunk(true);
    // Reads up to the first image data: signature, IHDR and the chunks before IDAT.
    let mut reader = decoder.read_info().map_err(invalid)?;
    let info = reader.info();
    let (width, height, interlaced) = (info.width, info.height, info.interlaced);
    // A broken EXIF block should not cost the upload: show the picture as stored.
    let orientation =
        info.exif_metadata.as_deref().and_then(Orientation::from_exif_chunk).unwrap_or(Orientation::NoTransforms);
    let (color, _) = reader.output_color_type();
    let channels = color.samples();
    let whole_image_bytes = if interlaced { u64::from(width) * u64::from(height) * channels as u64 } else { 0 };
    let header = Header { width, height, orientation, whole_image_bytes };
    let target = header.widest_stored(spec);
    let k = box_factor(width, height, target);
    let shrunk = u64::from(width.div_ceil(k)) * u64::from(height.div_ceil(k)) * 3;
    check_header(&header, shrunk, spec)?;

    let mut shrink = BoxShrink::new(width, height, k);
    if interlaced {
        // Adam7 passes arrive spread over the whole picture: only the whole frame gives rows in order.
        let mut frame =
            vec![0; reader.output_buffer_size().ok_or_else(|| ImageError::Invalid("image too large".into()))?];
        let out = reader.next_frame(&mut frame).map_err(invalid)?;
        for row in frame.chunks_exact(out.line_size).take(height as usize) {
            shrink.push_row(row, channels);
        }
    } else {
        while let Some(row) = reader.next_row().map_err(invalid)? {
            shrink.push_row(row.data(), channels);
        }
        reader.finish().map_err(invalid)?;
    }
    Ok((upright(shrink.finish()?, orientation), header.upright().0, header.upright().1))
}

fn decode_jpeg(bytes: &[u8], spec: &Spec) -> Result<(RgbImage, u32, u32), ImageError> {
    // The decoder is lenient and fills a cut-off image with grey; refuse it here instead.
    check_jpeg_structure(bytes).map_err(|reason| ImageError::Invalid(reason.to_owned()))?;
    let frame = jpeg_frame(bytes).map_err(|reason| ImageError::Invalid(reason.to_owned()))?;
    let invalid = |err: jpeg_decoder::Error| ImageError::Invalid(err.to_string());
    let mut decoder = jpeg_decoder::Decoder::new(Cursor::new(bytes));
    decoder.set_max_decoding_buffer_size(spec.budget as usize);
    // Reads the markers up to the first scan: the frame header, EXIF among them.
    decoder.read_info().map_err(invalid)?;
    let info = decoder.info().ok_or_else(|| ImageError::Invalid("no JPEG frame header".to_owned()))?;
    let (width, height) = (u32::from(info.width), u32::from(info.height));
    let orientation = decoder.exif_data().and_then(Orientation::from_exif_chunk).unwrap_or(Orientation::NoTransforms);
    let progressive = info.coding_process == jpeg_decoder::CodingProcess::DctProgressive;
    let whole_image_bytes = if progressive { frame.coefficient_bytes() } else { 0 };
    let header = Header { width, height, orientation, whole_image_bytes };
    if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
        check_header(&header, 0, spec)?;
    }

    // The decoder's DCT scaling (1/2, 1/4, 1/8) shrinks the picture while decoding it, for free.
    let target = header.widest_stored(spec);
    let to_u16 = |v: u32| u16::try_from(v).unwrap_or(u16::MAX);
    let (sw, sh) = if info.coding_process == jpeg_decoder::CodingProcess::Lossless {
        (info.width, info.height)
    } else {
        decoder.scale(to_u16(target.0), to_u16(target.1)).map_err(invalid)?
    };
    let (sw, sh) = (u32::from(sw), u32::from(sh));
    let scaled = u64::from(sw) * u64::from(sh);
    let k = box_factor(sw, sh, target);
    let pixel_bytes = info.pixel_format.pixel_bytes() as u64;
    // The decoder keeps each component's samples and then the pixels it makes of them; RGB at factor 1
    // is used as it comes, anything else becomes a shrunk RGB copy.
    let copy = if k == 1 && info.pixel_format == jpeg_decoder::PixelFormat::RGB24 {
        0
    } else {
        u64::from(sw.div_ceil(k)) * u64::from(sh.div_ceil(k)) * 3
    };
    check_header(&header, frame.plane_bytes(scaled) + scaled * pixel_bytes + copy, spec)?;

    let pixels = decoder.decode().map_err(invalid)?;
    let image = if copy == 0 {
        RgbImage::from_raw(sw, sh, pixels).ok_or_else(|| ImageError::Invalid("short JPEG pixel data".to_owned()))?
    } else {
        let mut shrink = BoxShrink::new(sw, sh, k);
        let row_bytes = sw as usize * pixel_bytes as usize;
        for row in pixels.chunks_exact(row_bytes).take(sh as usize) {
            match info.pixel_format {
                jpeg_decoder::PixelFormat::L8 => shrink.push_row(row, 1),
                jpeg_decoder::PixelFormat::RGB24 => shrink.push_row(row, 3),
                // Big-endian 16-bit gray: the high byte is the 8-bit value.
                jpeg_decoder::PixelFormat::L16 => shrink.push_pixels(row.chunks_exact(2).map(|p| [p[0]; 3])),
                jpeg_decoder::PixelFormat::CMYK32 => shrink.push_pixels(row.chunks_exact(4).map(cmyk_to_rgb)),
            }
        }
        drop(pixels);
        shrink.finish()?
    };
    Ok((upright(image, orientation), header.upright().0, header.upright().1))
}

/// WebP: image-webp decodes the whole picture (the first frame of an animation), so the whole frame is
/// what the budget must hold: the output, and the decoder's own frame (a lossless frame decodes to RGBA
/// beside the output; a lossy one keeps its YUV planes), counted as four bytes a pixel.
fn decode_webp(bytes: &[u8], spec: &Spec) -> Result<(RgbImage, u32, u32), ImageError> {
    let invalid = |err: image_webp::DecodingError| ImageError::Invalid(err.to_string());
    let mut decoder = image_webp::WebPDecoder::new(Cursor::new(bytes)).map_err(invalid)?;
    decoder.set_memory_limit(spec.budget as usize);
    let (width, height) = decoder.dimensions();
    // A broken EXIF block should not cost the upload: show the picture as stored.
    let orientation = decoder
        .exif_metadata()
        .ok()
        .flatten()
        .as_deref()
        .and_then(Orientation::from_exif_chunk)
        .unwrap_or(Orientation::NoTransforms);
    let channels: usize = if decoder.has_alpha() { 4 } else { 3 };
    let pixels = u64::from(width) * u64::from(height);
    let header = Header { width, height, orientation, whole_image_bytes: pixels * (channels as u64 + 4) };
    let target = header.widest_stored(spec);
    let k = box_factor(width, height, target);
    let shrunk = u64::from(width.div_ceil(k)) * u64::from(height.div_ceil(k)) * 3;
    check_header(&header, shrunk, spec)?;

    let size = decoder.output_buffer_size().ok_or_else(|| ImageError::Invalid("image too large".to_owned()))?;
    let mut frame = vec![0; size];
    decoder.read_image(&mut frame).map_err(invalid)?;
    let mut shrink = BoxShrink::new(width, height, k);
    for row in frame.chunks_exact(width as usize * channels).take(height as usize) {
        shrink.push_row(row, channels);
    }
    drop(frame);
    Ok((upright(shrink.finish()?, orientation), header.upright().0, header.upright().1))
}

/// As the image crate converted the CMYK that this decoder gives (inverted, as Adobe writes it).
fn cmyk_to_rgb(p: &[u8]) -> [u8; 3] {
    let k = f32::from(p[3]) / 255.0;
    let channel = |c: u8| {
        let c = f32::from(c) / 255.0;
        ((1.0 - (c * (1.0 - k) + k)) * 255.0).round() as u8
    };
    [channel(p[0]), channel(p[1]), channel(p[2])]
}

/// The JPEG frame header's component sampling, which the decoder does not tell.
struct JpegFrame {
    width: u32,
    height: u32,
    /// Horizontal and vertical sampling factor of each component.
    sampling: Vec<(u32, u32)>,
}

impl JpegFrame {
    /// Bytes of the components' sample planes for a picture of `pixels` pixels.
    fn plane_bytes(&self, pixels: u64) -> u64 {
        let hmax = self.sampling.iter().map(|s| s.0).max().unwrap_or(1).max(1);
        let vmax = self.sampling.iter().map(|s| s.1).max().unwrap_or(1).max(1);
        self.sampling.iter().map(|&(h, v)| pixels * u64::from(h) * u64::from(v) / u64::from(hmax * vmax)).sum()
    }

    /// Bytes of the DCT coefficients a progressive decode keeps for the whole picture (two per sample,
    /// blocks of 8 x 8 rounded up).
    fn coefficient_bytes(&self) -> u64 {
        let blocks = u64::from(self.width.div_ceil(8)) * u64::from(self.height.div_ceil(8));
        self.plane_bytes(blocks * 64) * 2
    }
}

/// Finds the start-of-frame segment among the markers before the first scan.
fn jpeg_frame(bytes: &[u8]) -> Result<JpegFrame, &'static str> {
    const MISSING: &str = "no JPEG frame header";
    let mut i = 2;
    loop {
        while bytes.get(i) == Some(&0xFF) {
            i += 1;
        }
        let marker = *bytes.get(i).ok_or(MISSING)?;
        let length = bytes.get(i + 1..i + 3).ok_or(MISSING)?;
        let length = usize::from(u16::from_be_bytes([length[0], length[1]]));
        let segment = bytes.get(i + 3..i + 1 + length).ok_or(MISSING)?;
        match marker {
            0xC0..=0xCF if !matches!(marker, 0xC4 | 0xC8 | 0xCC) => {
                let count = usize::from(*segment.get(5).ok_or(MISSING)?);
                let components = segment.get(6..6 + 3 * count).ok_or(MISSING)?;
                let sampling =
                    components.chunks_exact(3).map(|c| (u32::from(c[1] >> 4), u32::from(c[1] & 15))).collect();
                let height = u32::from(u16::from_be_bytes([segment[1], segment[2]]));
                let width = u32::from(u16::from_be_bytes([segment[3], segment[4]]));
                return Ok(JpegFrame { width, height, sampling });
            }
            0xDA | 0xD9 => return Err(MISSING),
            _ => i += 1 + length,
        }
        if bytes.get(i) != Some(&0xFF) {
            return Err(MISSING);
        }
    }
}

/// Averages `k` x `k` blocks of pixels as rows arrive, so a large picture is never held whole: one
/// row of sums plus the shrunk result. Transparent pixels are put onto white first (JPEG has no
/// alpha, and white is what the page shows behind them).
struct BoxShrink {
    width: u32,
    height: u32,
    k: u32,
    sums: Vec<u32>,
    rows_summed: u32,
    rows_seen: u32,
    out: RgbImage,
}

impl BoxShrink {
    fn new(width: u32, height: u32, k: u32) -> Self {
        let out = RgbImage::new(width.div_ceil(k), height.div_ceil(k));
        Self { width, height, k, sums: vec![0; out.width() as usize * 3], rows_summed: 0, rows_seen: 0, out }
    }

    /// One row of 8-bit samples with `channels` of 1 (gray), 2 (gray, alpha), 3 (RGB) or 4 (RGBA).
    fn push_row(&mut self, row: &[u8], channels: usize) {
        let pixels = row.chunks_exact(channels).map(|p| match *p {
            [v] => [v; 3],
            [v, a] => flatten([v, v, v], a),
            [r, g, b] => [r, g, b],
            [r, g, b, a] => flatten([r, g, b], a),
            _ => [255; 3],
        });
        self.push_pixels(pixels);
    }

    fn push_pixels(&mut self, pixels: impl Iterator<Item = [u8; 3]>) {
        if self.rows_seen >= self.height {
            return;
        }
        let k = self.k as usize;
        for (x, pixel) in pixels.take(self.width as usize).enumerate() {
            let sum = &mut self.sums[x / k * 3..x / k * 3 + 3];
            for c in 0..3 {
                sum[c] += u32::from(pixel[c]);
            }
        }
        self.rows_seen += 1;
        self.rows_summed += 1;
        if self.rows_summed == self.k || self.rows_seen == self.height {
            self.emit_row();
        }
    }

    fn emit_row(&mut self) {
        let y = (self.rows_seen - 1) / self.k;
        let k = self.k;
        for x in 0..self.out.width() {
            let columns = k.min(self.width - x * k);
            let count = columns * self.rows_summed;
            let sum = &mut self.sums[x as usize * 3..x as usize * 3 + 3];
            let pixel = self.out.get_pixel_mut(x, y);
            for c in 0..3 {
                pixel[c] = ((sum[c] + count / 2) / count) as u8;
                sum[c] = 0;
            }
        }
        self.rows_summed = 0;
    }

    fn finish(self) -> Result<RgbImage, ImageError> {
        if self.rows_seen < self.height {
            return Err(ImageError::Invalid("image data ends early".to_owned()));
        }
        Ok(self.out)
    }
}

/// Puts a pixel with alpha onto white.
fn flatten(rgb: [u8; 3], alpha: u8) -> [u8; 3] {
    let alpha = u16::from(alpha);
    rgb.map(|c| ((u16::from(c) * alpha + 255 * (255 - alpha) + 127) / 255) as u8)
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
    fn a_large_png_gets_six_variants_keeping_its_aspect_ratio() {
        let thumbnail = process_thumbnail(&png_of(&gradient(1500, 1000))).unwrap();
        assert_eq!((thumbnail.width, thumbnail.height), (1500, 1000));
        assert_eq!(widths(&thumbnail), [(320, 213), (640, 427), (720, 480), (960, 640), (1080, 720), (1280, 853)]);
        assert_clean_jpegs(&thumbnail);
    }

    #[test]
    fn a_jpeg_is_re_encoded() {
        let thumbnail = process_thumbnail(&jpeg_of(800, 600)).unwrap();
        assert_eq!(widths(&thumbnail), [(320, 240), (640, 480), (720, 540), (800, 600)]);
        assert_clean_jpegs(&thumbnail);
    }

    #[test]
    fn small_images_are_never_upscaled() {
        let tiny = process_thumbnail(&png_of(&gradient(100, 50))).unwrap();
        assert_eq!(widths(&tiny), [(100, 50)]);
        let exact = process_thumbnail(&png_of(&gradient(640, 10))).unwrap();
        assert_eq!(widths(&exact), [(320, 5), (640, 10)]);
        // Narrower than 960: its own width is the widest variant, nothing is made at 960 or wider.
        let under = process_thumbnail(&png_of(&gradient(900, 90))).unwrap();
        assert_eq!(widths(&under), [(320, 32), (640, 64), (720, 72), (900, 90)]);
        let one = process_thumbnail(&png_of(&gradient(1, 1))).unwrap();
        assert_eq!(widths(&one), [(1, 1)]);
        assert_clean_jpegs(&one);
    }

    #[test]
    fn extreme_aspect_ratios_keep_at_least_one_pixel() {
        let wide = process_thumbnail(&png_of(&gradient(4000, 2))).unwrap();
        assert_eq!(widths(&wide), [(320, 1), (640, 1), (720, 1), (960, 1), (1080, 1), (1280, 1)]);
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
        assert_eq!(
            err.user_message(),
            Some("Image dimensions are too large: at most 10000 pixels a side and 50 megapixels")
        );
        assert!(started.elapsed() < std::time::Duration::from_secs(1), "nothing was decoded");
    }

    #[test]
    fn pixel_limits_apply_to_each_side_and_to_the_area() {
        for (w, h) in [(MAX_SIDE + 1, 1), (1, MAX_SIDE + 1), (8_200, 6_200), (u32::MAX >> 1, u32::MAX >> 1)] {
            let err = process_thumbnail(&png_header_only(w, h)).unwrap_err();
            assert!(matches!(err, ImageError::TooManyPixels { .. } | ImageError::Invalid(_)), "{w}x{h}: {err:?}");
        }
        let err = process_thumbnail(&png_header_only(8_200, 6_200)).unwrap_err();
        assert!(matches!(err, ImageError::TooManyPixels { width: 8_200, height: 6_200 }), "{err:?}");
        assert_eq!(
            err.user_message(),
            Some("Image dimensions are too large: at most 10000 pixels a side and 50 megapixels")
        );
        // A 50-megapixel phone photo's size is within them: this one fails later, for its missing data.
        let err = process_thumbnail(&png_header_only(8_160, 6_120)).unwrap_err();
        assert!(matches!(err, ImageError::Invalid(_)), "{err:?}");
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

    /// A smooth picture: red rises left to right, green top to bottom, so any region's colour is known.
    fn smooth(width: u32, height: u32) -> RgbImage {
        RgbImage::from_fn(width, height, |x, y| Rgb([(x * 255 / width) as u8, (y * 255 / height) as u8, 100]))
    }

    /// The pixel at the same relative place in each variant has the colour the source has there.
    fn assert_colours_follow_the_source(thumbnail: &Thumbnail, tolerance: i32) {
        for variant in &thumbnail.variants {
            let decoded = ::image::load_from_memory(&variant.jpeg).unwrap().into_rgb8();
            for (fx, fy) in [(0.25, 0.25), (0.5, 0.5), (0.75, 0.6)] {
                let x = (f64::from(variant.width) * fx) as u32;
                let y = (f64::from(variant.height) * fy) as u32;
                let got = decoded.get_pixel(x, y);
                let want = [(fx * 255.0) as i32, (fy * 255.0) as i32, 100];
                for c in 0..3 {
                    assert!(
                        (i32::from(got[c]) - want[c]).abs() <= tolerance,
                        "{}x{} at ({x}, {y}): {got:?}, want about {want:?}",
                        variant.width,
                        variant.height
                    );
                }
            }
        }
    }

    #[test]
    fn a_large_png_is_shrunk_row_by_row_into_correct_variants() {
        let mut out = Vec::new();
        let source = smooth(5_000, 3_000);
        PngEncoder::new(&mut out).write_image(source.as_raw(), 5_000, 3_000, ExtendedColorType::Rgb8).unwrap();
        let thumbnail = process_thumbnail(&out).unwrap();
        assert_eq!((thumbnail.width, thumbnail.height), (5_000, 3_000));
        assert_eq!(widths(&thumbnail), [(320, 192), (640, 384), (720, 432), (960, 576), (1080, 648), (1280, 768)]);
        assert_clean_jpegs(&thumbnail);
        assert_colours_follow_the_source(&thumbnail, 6);
    }

    #[test]
    fn a_large_jpeg_is_decoded_at_a_smaller_scale_into_correct_variants() {
        let jpeg = encode_jpeg(&smooth(6_000, 4_000)).unwrap();
        let thumbnail = process_thumbnail(&jpeg).unwrap();
        assert_eq!((thumbnail.width, thumbnail.height), (6_000, 4_000));
        assert_eq!(widths(&thumbnail), [(320, 213), (640, 427), (720, 480), (960, 640), (1080, 720), (1280, 853)]);
        assert_clean_jpegs(&thumbnail);
        assert_colours_follow_the_source(&thumbnail, 6);
    }

    #[test]
    fn a_large_turned_jpeg_stands_upright() {
        let jpeg = with_exif(&encode_jpeg(&smooth(3_000, 2_000)).unwrap(), 6, b"");
        let thumbnail = process_thumbnail(&jpeg).unwrap();
        assert_eq!((thumbnail.width, thumbnail.height), (2_000, 3_000));
        assert_eq!(widths(&thumbnail), [(320, 480), (640, 960), (720, 1080), (960, 1440), (1080, 1620), (1280, 1920)]);
        // Turned clockwise: the source's left edge (red 0) is now the top, its top (green 0) the right.
        let decoded = ::image::load_from_memory(&thumbnail.variants[0].jpeg).unwrap().into_rgb8();
        let top_right = decoded.get_pixel(315, 5);
        assert!(top_right[0] < 20 && top_right[1] < 20, "{top_right:?}");
    }

    #[test]
    fn gray_alpha_and_16_bit_pngs_are_shrunk_onto_white() {
        // 16-bit gray with alpha: half transparent black, 2,600 wide so that it is averaged 2 x 2.
        let image =
            ::image::ImageBuffer::<::image::LumaA<u16>, Vec<u16>>::from_pixel(2_600, 10, ::image::LumaA([0, 32_768]));
        let mut out = Vec::new();
        DynamicImage::ImageLumaA16(image).write_to(&mut Cursor::new(&mut out), ImageFormat::Png).unwrap();
        let thumbnail = process_thumbnail(&out).unwrap();
        assert_eq!(widths(&thumbnail), [(320, 1), (640, 2), (720, 3), (960, 4), (1080, 4), (1280, 5)]);
        let decoded = ::image::load_from_memory(&thumbnail.variants[3].jpeg).unwrap().into_rgb8();
        let pixel = decoded.get_pixel(600, 2);
        assert!(pixel.0.iter().all(|&c| (120..=135).contains(&c)), "half black on white: {pixel:?}");
    }

    #[test]
    fn box_shrink_averages_whole_blocks_and_the_ragged_edge() {
        // 5 x 3 gray at factor 2: blocks of 2 x 2, the last column and row on their own.
        let rows: [[u8; 5]; 3] = [[0, 100, 10, 30, 200], [100, 0, 50, 70, 100], [7, 9, 11, 13, 255]];
        let mut shrink = BoxShrink::new(5, 3, 2);
        for row in &rows {
            shrink.push_row(row, 1);
        }
        let out = shrink.finish().unwrap();
        assert_eq!(out.dimensions(), (3, 2));
        let gray: Vec<u8> = out.pixels().map(|p| p[0]).collect();
        assert_eq!(gray, [50, 40, 150, 8, 12, 255]);
        // Fewer rows than declared is an error, not a picture with a grey end.
        let mut short = BoxShrink::new(5, 3, 2);
        short.push_row(&rows[0], 1);
        assert!(matches!(short.finish(), Err(ImageError::Invalid(_))));
    }

    /// A JPEG made of a start-of-frame segment alone (process 2 is progressive), ending at once.
    fn jpeg_header_only(progressive: bool, width: u16, height: u16) -> Vec<u8> {
        let mut sof = vec![0xFF, if progressive { 0xC2 } else { 0xC0 }, 0, 17, 8];
        sof.extend_from_slice(&height.to_be_bytes());
        sof.extend_from_slice(&width.to_be_bytes());
        sof.extend_from_slice(&[3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]);
        [&[0xFF, 0xD8][..], &sof, &[0xFF, 0xD9]].concat()
    }

    #[test]
    fn what_must_be_held_whole_is_refused_past_the_decoding_budget() {
        let message = Some(
            "Image is too large to process: save it as a baseline JPEG or a non-interlaced PNG of at most 4 megapixels",
        );
        // A progressive 4:4:4 JPEG of 12 megapixels keeps 72 MB of coefficients.
        let err = process_thumbnail(&jpeg_header_only(true, 4_000, 3_000)).unwrap_err();
        assert!(matches!(err, ImageError::TooMuchMemory { width: 4_000, height: 3_000, .. }), "{err:?}");
        assert_eq!(err.user_message(), message);
        // An interlaced RGBA PNG of 16 megapixels is 64 MB whole.
        let mut png = png_header_only(4_000, 4_000);
        png[28] = 1;
        let crc = crc32(&png[12..29]);
        png[29..33].copy_from_slice(&crc.to_be_bytes());
        let err = process_thumbnail(&png).unwrap_err();
        assert!(matches!(err, ImageError::TooMuchMemory { width: 4_000, height: 4_000, .. }), "{err:?}");
        assert_eq!(err.user_message(), message);
        // A tall picture is its own widest variant: 1,280 x 10,000 turned on its side costs two copies.
        let err = process_thumbnail(&with_exif(&jpeg_header_only(false, 10_000, 1_280), 6, b"")).unwrap_err();
        assert!(matches!(err, ImageError::TooMuchMemory { .. }), "{err:?}");
        // Baseline and small enough, the same headers fail only for their missing data.
        for small in [jpeg_header_only(true, 2_000, 1_500), jpeg_header_only(false, 8_000, 6_000)] {
            let err = process_thumbnail(&small).unwrap_err();
            assert!(matches!(err, ImageError::Invalid(_)), "{err:?}");
        }
    }

    // Photos (`process_photo`): JPEG, PNG or WebP in, WebP variants out.

    /// A lossless WebP of `image`, with an EXIF chunk carrying `orientation` and `secret` when given.
    fn webp_of(image: &RgbImage, exif: Option<(u16, &[u8])>) -> Vec<u8> {
        let mut out = Vec::new();
        let mut encoder = image_webp::WebPEncoder::new(&mut out);
        if let Some((orientation, secret)) = exif {
            // The TIFF block of `with_exif`, without its "Exif\0\0" prefix (WebP's EXIF chunk has none).
            let app1 = with_exif(&[0xFF, 0xD8], orientation, secret);
            encoder.set_exif_metadata(app1[12..].to_vec());
        }
        encoder.encode(image.as_raw(), image.width(), image.height(), image_webp::ColorType::Rgb8).unwrap();
        out
    }

    fn photo_widths(photo: &Photo) -> Vec<(u32, u32)> {
        photo.variants.iter().map(|v| (v.width, v.height)).collect()
    }

    /// Every variant is a lossy WebP of the stated size whose only chunk is its VP8 picture.
    fn assert_clean_webps(photo: &Photo) {
        for variant in &photo.variants {
            let bytes = &variant.webp;
            assert_eq!(&bytes[..4], b"RIFF");
            assert_eq!(&bytes[8..16], b"WEBPVP8 ", "a simple lossy WebP: no VP8X, so no EXIF, XMP or ICC chunk");
            let chunk = u32::from_le_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]) as usize;
            assert_eq!(20 + chunk + chunk % 2, bytes.len(), "nothing after the picture");
            let mut decoder = image_webp::WebPDecoder::new(Cursor::new(bytes)).unwrap();
            assert_eq!(decoder.dimensions(), (variant.width, variant.height));
            assert!(decoder.exif_metadata().unwrap().is_none());
            let mut pixels = vec![0; decoder.output_buffer_size().unwrap()];
            decoder.read_image(&mut pixels).unwrap();
        }
    }

    #[test]
    fn a_photo_from_a_jpeg_gets_every_width_up_to_2560() {
        let photo = process_photo(&encode_jpeg(&smooth(4_000, 3_000)).unwrap()).unwrap();
        assert_eq!((photo.width, photo.height), (4_000, 3_000));
        assert_eq!(photo_widths(&photo), [(360, 270), (720, 540), (1080, 810), (1600, 1200), (2560, 1920)]);
        assert_clean_webps(&photo);
    }

    #[test]
    fn a_photo_from_a_png_or_a_webp_is_re_encoded() {
        let png = process_photo(&png_of(&gradient(1_200, 800))).unwrap();
        assert_eq!(photo_widths(&png), [(360, 240), (720, 480), (1080, 720), (1200, 800)]);
        assert_clean_webps(&png);
        let webp = process_photo(&webp_of(&smooth(900, 600), None)).unwrap();
        assert_eq!(photo_widths(&webp), [(360, 240), (720, 480), (900, 600)]);
        assert_clean_webps(&webp);
    }

    #[test]
    fn a_photo_is_recognised_by_its_content_alone() {
        // What a file is named never reaches this function: a PNG is a PNG whatever the upload says.
        let png = png_of(&gradient(400, 300));
        assert_eq!(::image::guess_format(&png).unwrap(), ImageFormat::Png);
        assert_eq!(photo_widths(&process_photo(&png).unwrap()), [(360, 270), (400, 300)]);
        let html = b"<!doctype html><html><body><script>alert(1)</script></body></html>";
        let gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;";
        for bytes in [&html[..], gif, b"", b"RIFF\x04\x00\x00\x00WEBP"] {
            let err = process_photo(bytes).unwrap_err();
            assert!(matches!(err, ImageError::UnsupportedFormat | ImageError::Invalid(_)), "{err:?}");
            assert_eq!(err.user_message(), Some("Invalid image file"));
        }
    }

    #[test]
    fn a_portrait_photo_is_capped_on_its_longer_side_and_never_upscaled() {
        let tall = process_photo(&encode_jpeg(&smooth(3_000, 4_000)).unwrap()).unwrap();
        assert_eq!(photo_widths(&tall), [(360, 480), (720, 960), (1080, 1440), (1600, 2133), (1920, 2560)]);
        let small = process_photo(&png_of(&gradient(300, 200))).unwrap();
        assert_eq!(photo_widths(&small), [(300, 200)]);
        let exact = process_photo(&png_of(&gradient(720, 10))).unwrap();
        assert_eq!(photo_widths(&exact), [(360, 5), (720, 10)]);
    }

    #[test]
    fn a_photo_loses_its_exif_and_stands_upright() {
        let secret = b"GPSLatitude 15.5479N 74.3188E";
        let jpeg = with_exif(&encode_jpeg(&smooth(800, 400)).unwrap(), 6, secret);
        let photo = process_photo(&jpeg).unwrap();
        assert_eq!((photo.width, photo.height), (400, 800));
        assert_eq!(photo_widths(&photo), [(360, 720), (400, 800)]);
        assert_clean_webps(&photo);
        let webp = webp_of(&smooth(800, 400), Some((6, secret)));
        assert!(contains(&webp, secret) && contains(&webp, b"EXIF"), "the fixture carries EXIF");
        let from_webp = process_photo(&webp).unwrap();
        assert_eq!((from_webp.width, from_webp.height), (400, 800), "the WebP's orientation is applied");
        for variant in photo.variants.iter().chain(&from_webp.variants) {
            assert!(!contains(&variant.webp, secret) && !contains(&variant.webp, b"Exif"));
        }
    }

    #[test]
    fn a_photo_past_the_limits_is_refused_before_decoding() {
        let started = std::time::Instant::now();
        let err = process_photo(&png_header_only(50_000, 50_000)).unwrap_err();
        assert!(matches!(err, ImageError::TooManyPixels { width: 50_000, height: 50_000 }), "{err:?}");
        assert_eq!(
            err.user_message(),
            Some("Image dimensions are too large: at most 10000 pixels a side and 50 megapixels")
        );
        assert!(started.elapsed() < std::time::Duration::from_secs(1), "nothing was decoded");
        let mut big = jpeg_of(16, 16);
        big.resize(MAX_PHOTO_BYTES + 1, 0);
        let err = process_photo(&big).unwrap_err();
        assert!(matches!(err, ImageError::PhotoTooLarge), "{err:?}");
        assert_eq!(err.user_message(), Some("Photo size exceeds 20MB"));
        // A progressive 4:4:4 JPEG of 24 megapixels keeps 144 MB of coefficients.
        let err = process_photo(&jpeg_header_only(true, 6_000, 4_000)).unwrap_err();
        assert!(matches!(err, ImageError::TooMuchMemory { budget: MAX_PHOTO_DECODE_BYTES, .. }), "{err:?}");
        assert_eq!(
            err.user_message(),
            Some(
                "Image is too large to process: save it as a baseline JPEG or a non-interlaced PNG of at most 12 megapixels"
            )
        );
        // The same header as a baseline JPEG is within the budget, and fails only for its missing data.
        let err = process_photo(&jpeg_header_only(false, 8_000, 6_000)).unwrap_err();
        assert!(matches!(err, ImageError::Invalid(_)), "{err:?}");
    }

    #[test]
    fn a_truncated_photo_is_invalid() {
        let jpeg = jpeg_of(600, 400);
        for cut in [jpeg.len() - 2, jpeg.len() / 2, 3] {
            let err = process_photo(&jpeg[..cut]).unwrap_err();
            assert!(matches!(err, ImageError::Invalid(_)), "cut at {cut}: {err:?}");
            assert_eq!(err.user_message(), Some("Invalid image file"));
        }
        let webp = webp_of(&smooth(300, 200), None);
        let err = process_photo(&webp[..webp.len() / 2]).unwrap_err();
        assert!(matches!(err, ImageError::Invalid(_)), "{err:?}");
    }
}
