//! The figures behind the photo encoder's choice (`bench/run.sh` writes them to
//! `bench/results/photo-encoder.md`): an uploaded photo made into its lossy WebP variants by
//! `process_photo` (libwebp at `PHOTO_WEBP_QUALITY`), against the lossless WebP the image crate can write
//! of the same pixels. The picture is a gradient with fine noise, as a camera's sensor leaves in a photo:
//! the noise is what a lossless encoding cannot shrink.

use std::io::Cursor;
use std::time::Instant;

use image::{ImageFormat, Rgb, RgbImage};
use sankalp_media::image::{PHOTO_WEBP_QUALITY, process_photo};

const WIDTH: u32 = 2_560;
const HEIGHT: u32 = 1_920;

fn noisy_photo() -> RgbImage {
    let mut seed = 12_345u32;
    RgbImage::from_fn(WIDTH, HEIGHT, |x, y| {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let noise = (seed >> 24) as u8 / 8;
        let base = [(x * 255 / WIDTH) as u8, (y * 255 / HEIGHT) as u8, 100];
        Rgb(base.map(|c| c.saturating_add(noise)))
    })
}

fn main() {
    let pixels = noisy_photo();
    let mut png = Vec::new();
    pixels.write_to(&mut Cursor::new(&mut png), ImageFormat::Png).expect("a PNG of the picture");

    let started = Instant::now();
    let photo = process_photo(&png).expect("the upload path takes the PNG");
    let lossy_time = started.elapsed();

    let started = Instant::now();
    let mut lossless = Vec::new();
    image_webp::WebPEncoder::new(&mut lossless)
        .encode(pixels.as_raw(), WIDTH, HEIGHT, image_webp::ColorType::Rgb8)
        .expect("a lossless WebP of the picture");
    let lossless_time = started.elapsed();

    println!("# Photo encoder\n");
    println!(
        "`cargo run --release -p sankalp-media --example photo-encoder`: a {WIDTH} × {HEIGHT} photo (a gradient \
         with fine noise, sent as a {} KB PNG) through `process_photo`, against a lossless WebP of the same \
         pixels (the image crate's encoder, the only WebP it writes).\n",
        png.len() / 1024
    );
    println!("| Variant | Size | Bytes |\n|---|---|---:|");
    for variant in &photo.variants {
        println!(
            "| lossy WebP, quality {PHOTO_WEBP_QUALITY} | {} × {} | {} |",
            variant.width,
            variant.height,
            variant.webp.len()
        );
    }
    println!("| lossless WebP | {WIDTH} × {HEIGHT} | {} |", lossless.len());
    let widest = photo.variants.last().expect("at least one variant");
    println!(
        "\nAll {} lossy variants took {lossy_time:.2?} (decoding the PNG included); the lossless encoding \
         {lossless_time:.2?}. The widest lossy variant is {:.1} % of the lossless file's size.",
        photo.variants.len(),
        widest.webp.len() as f64 * 100.0 / lossless.len() as f64
    );
}
