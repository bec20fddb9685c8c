//! Proves an uploaded video is an MP4 by its content and reads its duration.
//!
//! An MP4 (ISO base media file) is a sequence of boxes: a 32-bit big-endian size, a four-character
//! type, then the payload. Size 1 means a 64-bit size follows the type; size 0 means the box runs to
//! the end of the file (allowed for the last top-level box only). The file must open with `ftyp`
//! naming an MP4 brand, every top-level box must fit exactly inside the file (a truncated upload
//! fails here), and `moov` must hold a movie header `mvhd` whose duration and time scale give the
//! length in seconds.
//!
//! The parser reads box headers only, seeking over payloads. It never allocates by a size read from
//! the file, visits at most [`MAX_BOXES`] boxes and reads at most [`MAX_HEADER_BYTES`] bytes, so
//! any input costs bounded time and memory.

use std::fmt;
use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;

/// Most boxes visited, at all levels together.
pub const MAX_BOXES: u32 = 10_000;
/// Most bytes read from the file, all headers together.
pub const MAX_HEADER_BYTES: u64 = 1 << 20;
/// Longest duration believed: a day. The longest ritual recorded is a few hours; at this length a
/// 10 MiB video would average under 1 kbit/s, below what any video codec produces, so a header that
/// says more is broken or lying (one claiming 49 days was seen) and the feed would show nonsense.
pub const MAX_DURATION_SECS: f64 = 24.0 * 3600.0;
/// Compatible brands examined in `ftyp`; real files list a handful.
const MAX_BRANDS: u64 = 64;

/// Brands that say "this is an MP4 a browser's `<video>` can open".
const MP4_BRANDS: &[&[u8; 4]] = &[
    b"isom", b"iso2", b"iso3", b"iso4", b"iso5", b"iso6", b"iso7", b"iso8", b"iso9", b"mp41", b"mp42", b"mp71",
    b"avc1", b"dash", b"M4V ", b"M4VH", b"M4VP", b"f4v ", b"msdh", b"msix", b"cmfc", b"cmf2", b"MSNV",
];
const QUICKTIME_BRAND: &[u8; 4] = b"qt  ";

#[derive(Debug, Clone, PartialEq)]
pub struct Mp4Info {
    /// Length of the movie in seconds (`mvhd` duration / time scale), finite and positive.
    pub duration_secs: f64,
    /// The major brand of `ftyp`, such as `isom` or `mp42`.
    pub brand: FourCc,
}

/// A box type or brand; shown as text with unprintable bytes escaped.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct FourCc(pub [u8; 4]);

impl fmt::Display for FourCc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &b in &self.0 {
            if b.is_ascii_graphic() || b == b' ' {
                write!(f, "{}", b as char)?;
            } else {
                write!(f, "\\x{b:02x}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for FourCc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FourCc(\"{self}\")")
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Mp4Error {
    #[error("not an MP4 file: it does not start with a file type box")]
    NotMp4,
    #[error("QuickTime movie, not MP4")]
    QuickTime,
    #[error("file type box names no MP4 brand (major brand {0})")]
    UnsupportedBrand(FourCc),
    #[error("malformed box at byte {offset}: {reason}")]
    MalformedBox { offset: u64, reason: &'static str },
    #[error("no movie box")]
    NoMovie,
    #[error("movie box without a movie header")]
    NoMovieHeader,
    #[error("movie header has version {0}")]
    UnsupportedVersion(u8),
    #[error("movie header has a time scale of zero")]
    ZeroTimescale,
    #[error("movie header gives no duration")]
    NoDuration,
    #[error("movie header claims {0:.0} seconds, more than a day")]
    ImplausibleDuration(f64),
    #[error("too many boxes or header bytes to inspect")]
    TooComplex,
    #[error("reading the video failed")]
    Io(#[from] io::Error),
}

impl Mp4Error {
    /// The message for the person uploading, or `None` for a server-side failure (an I/O error,
    /// to be logged and answered with 500).
    pub fn user_message(&self) -> Option<&'static str> {
        match self {
            Self::NotMp4 | Self::QuickTime | Self::UnsupportedBrand(_) => Some("Video must be an MP4 file"),
            Self::Io(_) => None,
            Self::ImplausibleDuration(_) => Some(IMPLAUSIBLE_DURATION),
            _ => Some("Invalid video file"),
        }
    }
}

pub const IMPLAUSIBLE_DURATION: &str = "Invalid video file: its header claims a duration of more than 24 hours";

/// Inspects the MP4 at `path`; see [`inspect_mp4`].
pub fn inspect_mp4_file(path: &Path) -> Result<Mp4Info, Mp4Error> {
    let mut file = File::open(path)?;
    let len = file.metadata()?.len();
    inspect_mp4(&mut file, len)
}

/// Checks that the `len` bytes of `reader` are an MP4 and reads its duration.
pub fn inspect_mp4<R: Read + Seek>(reader: &mut R, len: u64) -> Result<Mp4Info, Mp4Error> {
    let mut walker = Walker { reader, len, boxes: 0, bytes_read: 0 };

    let ftyp = walker.header(0, len, true).map_err(|err| match err {
        Mp4Error::MalformedBox { .. } => Mp4Error::NotMp4,
        other => other,
    })?;
    if &ftyp.kind != b"ftyp" {
        return Err(Mp4Error::NotMp4);
    }
    let brand = walker.check_brands(&ftyp)?;

    let mut moov = None;
    let mut offset = ftyp.end;
    while offset < len {
        let header = walker.header(offset, len, true)?;
        if &header.kind == b"moov" && moov.is_none() {
            moov = Some(header);
        }
        offset = header.end;
    }
    let moov = moov.ok_or(Mp4Error::NoMovie)?;

    let mvhd = walker.child(&moov, b"mvhd")?.ok_or(Mp4Error::NoMovieHeader)?;
    let (timescale, duration) = walker.movie_header(&mvhd)?;
    let duration = match duration {
        Some(d) => d,
        // Fragmented files may leave `mvhd` empty and give the total in `mvex/mehd`.
        None => walker.fragment_duration(&moov)?.ok_or(Mp4Error::NoDuration)?,
    };
    let duration_secs = duration as f64 / f64::from(timescale);
    if !(duration_secs.is_finite() && duration_secs > 0.0) {
        return Err(Mp4Error::NoDuration);
    }
    if duration_secs > MAX_DURATION_SECS {
        return Err(Mp4Error::ImplausibleDuration(duration_secs));
    }
    Ok(Mp4Info { duration_secs, brand })
}

#[derive(Debug, Clone, Copy)]
struct BoxHeader {
    kind: [u8; 4],
    start: u64,
    /// Where the payload starts.
    body: u64,
    end: u64,
}

struct Walker<'r, R> {
    reader: &'r mut R,
    len: u64,
    boxes: u32,
    bytes_read: u64,
}

impl<R: Read + Seek> Walker<'_, R> {
    fn read_at(&mut self, offset: u64, buf: &mut [u8]) -> Result<(), Mp4Error> {
        self.bytes_read += buf.len() as u64;
        if self.bytes_read > MAX_HEADER_BYTES {
            return Err(Mp4Error::TooComplex);
        }
        if offset.checked_add(buf.len() as u64).is_none_or(|end| end > self.len) {
            return Err(Mp4Error::MalformedBox { offset, reason: "data runs past the end of the file" });
        }
        self.reader.seek(SeekFrom::Start(offset))?;
        self.reader.read_exact(buf).map_err(|err| match err.kind() {
            // The file is shorter than the caller said: a truncated upload, not a server failure.
            io::ErrorKind::UnexpectedEof => {
                Mp4Error::MalformedBox { offset, reason: "data runs past the end of the file" }
            }
            _ => Mp4Error::Io(err),
        })
    }

    /// Reads the header of the box at `offset` inside a container ending at `parent_end`.
    fn header(&mut self, offset: u64, parent_end: u64, top_level: bool) -> Result<BoxHeader, Mp4Error> {
        self.boxes += 1;
        if self.boxes > MAX_BOXES {
            return Err(Mp4Error::TooComplex);
        }
        let malformed = |reason| Mp4Error::MalformedBox { offset, reason };
        if parent_end.saturating_sub(offset) < 8 {
            return Err(malformed("box header runs past the end of its container"));
        }
        let mut head = [0u8; 8];
        self.read_at(offset, &mut head)?;
        let size32 = u32::from_be_bytes([head[0], head[1], head[2], head[3]]);
        let kind = [head[4], head[5], head[6], head[7]];
        let (size, mut header_len) = match size32 {
            0 if top_level => (parent_end - offset, 8),
            0 => return Err(malformed("box of size zero inside a container")),
            1 => {
                if parent_end - offset < 16 {
                    return Err(malformed("64-bit box size runs past the end of its container"));
                }
                let mut large = [0u8; 8];
                self.read_at(offset + 8, &mut large)?;
                (u64::from_be_bytes(large), 16)
            }
            n => (u64::from(n), 8),
        };
        if &kind == b"uuid" {
            header_len += 16;
        }
        if size < header_len {
            return Err(malformed("box size smaller than its header"));
        }
        let end = offset.checked_add(size).ok_or_else(|| malformed("box size overflows"))?;
        if end > parent_end {
            return Err(malformed("box runs past the end of its container"));
        }
        Ok(BoxHeader { kind, start: offset, body: offset + header_len, end })
    }

    /// The first child of `parent` with type `kind`.
    fn child(&mut self, parent: &BoxHeader, kind: &[u8; 4]) -> Result<Option<BoxHeader>, Mp4Error> {
        let mut offset = parent.body;
        while offset < parent.end {
            let header = self.header(offset, parent.end, false)?;
            if &header.kind == kind {
                return Ok(Some(header));
            }
            offset = header.end;
        }
        Ok(None)
    }

    fn check_brands(&mut self, ftyp: &BoxHeader) -> Result<FourCc, Mp4Error> {
        let body_len = ftyp.end - ftyp.body;
        if body_len < 8 {
            return Err(Mp4Error::MalformedBox { offset: ftyp.start, reason: "file type box too short" });
        }
        let mut major = [0u8; 4];
        self.read_at(ftyp.body, &mut major)?;
        if &major == QUICKTIME_BRAND {
            return Err(Mp4Error::QuickTime);
        }
        if MP4_BRANDS.contains(&&major) {
            return Ok(FourCc(major));
        }
        // Skip the minor version; look for an MP4 brand among the compatible ones.
        let count = ((body_len - 8) / 4).min(MAX_BRANDS);
        for i in 0..count {
            let mut brand = [0u8; 4];
            self.read_at(ftyp.body + 8 + 4 * i, &mut brand)?;
            if MP4_BRANDS.contains(&&brand) {
                return Ok(FourCc(major));
            }
        }
        Err(Mp4Error::UnsupportedBrand(FourCc(major)))
    }

    /// The time scale and, when known and non-zero, the duration of a movie header.
    fn movie_header(&mut self, mvhd: &BoxHeader) -> Result<(u32, Option<u64>), Mp4Error> {
        let too_short = Mp4Error::MalformedBox { offset: mvhd.start, reason: "movie header too short" };
        let body_len = mvhd.end - mvhd.body;
        if body_len < 4 {
            return Err(too_short);
        }
        let mut version = [0u8; 1];
        self.read_at(mvhd.body, &mut version)?;
        // After version and flags: creation and modification times, time scale, duration.
        let (timescale, duration, unknown) = match version[0] {
            0 => {
                let mut fields = [0u8; 16];
                if body_len < 4 + 16 {
                    return Err(too_short);
                }
                self.read_at(mvhd.body + 4, &mut fields)?;
                let timescale = u32::from_be_bytes(fields[8..12].try_into().expect("4 bytes"));
                let duration = u32::from_be_bytes(fields[12..16].try_into().expect("4 bytes"));
                (timescale, u64::from(duration), u64::from(u32::MAX))
            }
            1 => {
                let mut fields = [0u8; 28];
                if body_len < 4 + 28 {
                    return Err(too_short);
                }
                self.read_at(mvhd.body + 4, &mut fields)?;
                let timescale = u32::from_be_bytes(fields[16..20].try_into().expect("4 bytes"));
                let duration = u64::from_be_bytes(fields[20..28].try_into().expect("8 bytes"));
                (timescale, duration, u64::MAX)
            }
            other => return Err(Mp4Error::UnsupportedVersion(other)),
        };
        if timescale == 0 {
            return Err(Mp4Error::ZeroTimescale);
        }
        let known = duration != 0 && duration != unknown;
        Ok((timescale, known.then_some(duration)))
    }

    /// `moov/mvex/mehd` fragment duration (in the movie time scale), when present and non-zero.
    fn fragment_duration(&mut self, moov: &BoxHeader) -> Result<Option<u64>, Mp4Error> {
        let Some(mvex) = self.child(moov, b"mvex")? else {
            return Ok(None);
        };
        let Some(mehd) = self.child(&mvex, b"mehd")? else {
            return Ok(None);
        };
        let too_short = Mp4Error::MalformedBox { offset: mehd.start, reason: "movie extends header too short" };
        let body_len = mehd.end - mehd.body;
        let mut version = [0u8; 1];
        if body_len < 4 {
            return Err(too_short);
        }
        self.read_at(mehd.body, &mut version)?;
        let duration = match version[0] {
            0 => {
                let mut d = [0u8; 4];
                if body_len < 8 {
                    return Err(too_short);
                }
                self.read_at(mehd.body + 4, &mut d)?;
                u64::from(u32::from_be_bytes(d))
            }
            1 => {
                let mut d = [0u8; 8];
                if body_len < 12 {
                    return Err(too_short);
                }
                self.read_at(mehd.body + 4, &mut d)?;
                u64::from_be_bytes(d)
            }
            other => return Err(Mp4Error::UnsupportedVersion(other)),
        };
        Ok((duration != 0).then_some(duration))
    }
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use super::*;

    /// A box with a 32-bit size.
    fn bx(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
        let mut out = ((body.len() + 8) as u32).to_be_bytes().to_vec();
        out.extend_from_slice(kind);
        out.extend_from_slice(body);
        out
    }

    /// A box with the 64-bit `largesize`.
    fn bx64(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
        let mut out = 1u32.to_be_bytes().to_vec();
        out.extend_from_slice(kind);
        out.extend_from_slice(&((body.len() + 16) as u64).to_be_bytes());
        out.extend_from_slice(body);
        out
    }

    fn ftyp(major: &[u8; 4], compatible: &[&[u8; 4]]) -> Vec<u8> {
        let mut body = major.to_vec();
        body.extend_from_slice(&0x200u32.to_be_bytes());
        for brand in compatible {
            body.extend_from_slice(*brand);
        }
        bx(b"ftyp", &body)
    }

    fn mvhd_v0(timescale: u32, duration: u32) -> Vec<u8> {
        let mut body = vec![0, 0, 0, 0]; // version 0, flags
        body.extend_from_slice(&1u32.to_be_bytes()); // creation time
        body.extend_from_slice(&2u32.to_be_bytes()); // modification time
        body.extend_from_slice(&timescale.to_be_bytes());
        body.extend_from_slice(&duration.to_be_bytes());
        body.extend_from_slice(&[0u8; 80]); // rate, volume, matrix, next track id: not read
        bx(b"mvhd", &body)
    }

    fn mvhd_v1(timescale: u32, duration: u64) -> Vec<u8> {
        let mut body = vec![1, 0, 0, 0];
        body.extend_from_slice(&1u64.to_be_bytes());
        body.extend_from_slice(&2u64.to_be_bytes());
        body.extend_from_slice(&timescale.to_be_bytes());
        body.extend_from_slice(&duration.to_be_bytes());
        body.extend_from_slice(&[0u8; 80]);
        bx(b"mvhd", &body)
    }

    /// A minimal well-formed MP4: ftyp, a movie of 2.5 seconds, and some media data.
    fn minimal_mp4() -> Vec<u8> {
        [ftyp(b"isom", &[b"isom", b"iso2", b"avc1", b"mp41"]), bx(b"moov", &mvhd_v0(1000, 2500)), bx(b"mdat", &[7; 64])]
            .concat()
    }

    fn inspect(bytes: &[u8]) -> Result<Mp4Info, Mp4Error> {
        inspect_mp4(&mut Cursor::new(bytes), bytes.len() as u64)
    }

    fn assert_malformed(bytes: &[u8]) {
        let err = inspect(bytes).unwrap_err();
        assert!(matches!(err, Mp4Error::MalformedBox { .. }), "{err:?}");
        assert_eq!(err.user_message(), Some("Invalid video file"));
    }

    #[test]
    fn reads_duration_from_a_version_0_movie_header() {
        let info = inspect(&minimal_mp4()).unwrap();
        assert_eq!(info.duration_secs, 2.5);
        assert_eq!(info.brand, FourCc(*b"isom"));
        assert_eq!(info.brand.to_string(), "isom");
    }

    #[test]
    fn reads_files_made_by_ffmpeg() {
        // `ffmpeg -f lavfi -i testsrc=size=32x24:rate=5 -t 1 -c:v libx264 [-movflags +faststart]`
        let faststart = include_bytes!("testdata/ffmpeg-faststart.mp4");
        let moov_last = include_bytes!("testdata/ffmpeg-moov-last.mp4");
        for bytes in [&faststart[..], &moov_last[..]] {
            let info = inspect(bytes).unwrap();
            assert!((info.duration_secs - 1.0).abs() < 0.05, "{info:?}");
            assert_eq!(info.brand, FourCc(*b"isom"));
        }
    }

    #[test]
    fn reads_duration_from_a_version_1_movie_header() {
        let file = [ftyp(b"mp42", &[b"mp42", b"isom"]), bx(b"moov", &mvhd_v1(90_000, 90_000 * 61 + 45_000))].concat();
        let info = inspect(&file).unwrap();
        assert_eq!(info.duration_secs, 61.5);
        assert_eq!(info.brand, FourCc(*b"mp42"));
    }

    #[test]
    fn finds_the_movie_header_among_other_children_and_after_media_data() {
        let trak = bx(b"trak", &bx(b"tkhd", &[0; 84]));
        let moov = bx(b"moov", &[bx(b"udta", &[1; 20]), trak, mvhd_v0(600, 6000)].concat());
        let file = [ftyp(b"isom", &[]), bx(b"free", &[]), bx(b"mdat", &[0; 500]), moov].concat();
        assert_eq!(inspect(&file).unwrap().duration_secs, 10.0);
    }

    #[test]
    fn accepts_64_bit_box_sizes() {
        let moov = bx64(b"moov", &mvhd_v1(1, 42));
        let file = [ftyp(b"iso5", &[]), bx64(b"mdat", &[3; 40]), moov].concat();
        assert_eq!(inspect(&file).unwrap().duration_secs, 42.0);
    }

    #[test]
    fn accepts_a_last_box_running_to_the_end_of_the_file() {
        let mut mdat = bx(b"mdat", &[9; 100]);
        mdat[..4].copy_from_slice(&0u32.to_be_bytes());
        let file = [ftyp(b"isom", &[]), bx(b"moov", &mvhd_v0(1000, 1234)), mdat].concat();
        assert_eq!(inspect(&file).unwrap().duration_secs, 1.234);
    }

    #[test]
    fn accepts_mp4_compatible_brands_under_an_unknown_major_brand() {
        let file = [ftyp(b"XAVC", &[b"XAVC", b"mp42", b"iso2"]), bx(b"moov", &mvhd_v0(1, 3))].concat();
        assert_eq!(inspect(&file).unwrap().brand.to_string(), "XAVC");
    }

    #[test]
    fn reads_the_fragment_duration_of_a_fragmented_file() {
        let mehd = bx(b"mehd", &[&[0u8, 0, 0, 0][..], &8000u32.to_be_bytes()].concat());
        let moov = bx(b"moov", &[mvhd_v0(1000, 0), bx(b"mvex", &mehd)].concat());
        let file = [ftyp(b"iso6", &[b"dash"]), moov, bx(b"moof", &[]), bx(b"mdat", &[1; 8])].concat();
        assert_eq!(inspect(&file).unwrap().duration_secs, 8.0);
    }

    #[test]
    fn rejects_a_png_named_mp4() {
        let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";
        let err = inspect(png).unwrap_err();
        assert!(matches!(err, Mp4Error::NotMp4), "{err:?}");
        assert_eq!(err.user_message(), Some("Video must be an MP4 file"));
    }

    #[test]
    fn rejects_empty_and_tiny_files() {
        for bytes in [&b""[..], b"\0\0\0", b"\0\0\0\x08ftyp"] {
            assert!(matches!(inspect(bytes), Err(Mp4Error::NotMp4 | Mp4Error::MalformedBox { .. })), "{bytes:?}");
        }
        assert!(matches!(inspect(b""), Err(Mp4Error::NotMp4)));
    }

    #[test]
    fn rejects_quicktime() {
        let file = [ftyp(b"qt  ", &[b"qt  "]), bx(b"moov", &mvhd_v0(600, 600))].concat();
        let err = inspect(&file).unwrap_err();
        assert!(matches!(err, Mp4Error::QuickTime), "{err:?}");
        assert_eq!(err.user_message(), Some("Video must be an MP4 file"));
    }

    #[test]
    fn rejects_a_quicktime_file_without_a_file_type_box() {
        // Old QuickTime files start straight with `moov` or `mdat`.
        let file = [bx(b"moov", &mvhd_v0(600, 600)), bx(b"mdat", &[0; 10])].concat();
        assert!(matches!(inspect(&file), Err(Mp4Error::NotMp4)));
    }

    #[test]
    fn rejects_other_iso_media_such_as_heic_or_3gp() {
        for major in [b"heic", b"3gp4"] {
            let file = [ftyp(major, &[b"mif1", b"3gp4"]), bx(b"moov", &mvhd_v0(1, 1))].concat();
            assert!(matches!(inspect(&file), Err(Mp4Error::UnsupportedBrand(_))), "{major:?}");
        }
    }

    #[test]
    fn rejects_ftyp_without_a_movie() {
        let file = [ftyp(b"isom", &[b"isom"]), bx(b"mdat", &[0; 32])].concat();
        let err = inspect(&file).unwrap_err();
        assert!(matches!(err, Mp4Error::NoMovie), "{err:?}");
        assert_eq!(err.user_message(), Some("Invalid video file"));
        assert!(matches!(inspect(&ftyp(b"isom", &[])), Err(Mp4Error::NoMovie)));
    }

    #[test]
    fn rejects_a_movie_without_a_header() {
        let file = [ftyp(b"isom", &[]), bx(b"moov", &bx(b"trak", &[]))].concat();
        assert!(matches!(inspect(&file), Err(Mp4Error::NoMovieHeader)));
    }

    #[test]
    fn a_zero_size_box_swallows_the_rest_of_the_file() {
        // Size 0 means "to the end of the file", so the movie after it is inside the media data.
        let mut mdat = bx(b"mdat", &[0; 16]);
        mdat[..4].copy_from_slice(&0u32.to_be_bytes());
        let file = [ftyp(b"isom", &[]), mdat, bx(b"moov", &mvhd_v0(1, 1))].concat();
        assert!(matches!(inspect(&file), Err(Mp4Error::NoMovie)));
    }

    #[test]
    fn rejects_a_zero_size_box_inside_the_movie() {
        let mut free = bx(b"free", &[]);
        free[..4].copy_from_slice(&0u32.to_be_bytes());
        let file = [ftyp(b"isom", &[]), bx(b"moov", &[free, mvhd_v0(1, 1)].concat())].concat();
        assert_malformed(&file);
    }

    #[test]
    fn rejects_undersized_boxes() {
        for size in [1u32, 2, 7] {
            let mut bad = bx(b"free", &[0; 8]);
            bad[..4].copy_from_slice(&size.to_be_bytes());
            let file = [ftyp(b"isom", &[]), bad, bx(b"moov", &mvhd_v0(1, 1))].concat();
            assert_malformed(&file);
        }
        // A 64-bit size smaller than the 16-byte header.
        let mut bad = bx64(b"free", &[]);
        bad[8..16].copy_from_slice(&8u64.to_be_bytes());
        assert_malformed(&[ftyp(b"isom", &[]), bad].concat());
        // A uuid box needs room for its 16-byte extended type.
        assert_malformed(&[ftyp(b"isom", &[]), bx(b"uuid", &[0; 8])].concat());
    }

    #[test]
    fn rejects_truncated_files() {
        let full = minimal_mp4();
        for cut in [full.len() - 1, full.len() - 30, 40, 20] {
            let err = inspect(&full[..cut]).unwrap_err();
            assert!(matches!(err, Mp4Error::MalformedBox { .. } | Mp4Error::NotMp4), "cut at {cut}: {err:?}");
        }
        // Trailing bytes too few to be a box header.
        assert_malformed(&[full.clone(), vec![0, 0, 0]].concat());
    }

    #[test]
    fn a_reader_shorter_than_announced_is_malformed_not_a_server_error() {
        // The movie box comes last, so reading its header runs into the real end of the data.
        let file = [ftyp(b"isom", &[]), bx(b"mdat", &[0; 64]), bx(b"moov", &mvhd_v0(1, 1))].concat();
        let err = inspect_mp4(&mut Cursor::new(&file[..file.len() - 100]), file.len() as u64).unwrap_err();
        assert!(matches!(err, Mp4Error::MalformedBox { .. }), "{err:?}");
    }

    #[test]
    fn rejects_huge_declared_sizes_without_allocating() {
        let mut huge = bx(b"mdat", &[0; 8]);
        huge[..4].copy_from_slice(&u32::MAX.to_be_bytes());
        assert_malformed(&[ftyp(b"isom", &[]), bx(b"moov", &mvhd_v0(1, 1)), huge].concat());

        let mut huge64 = bx64(b"mdat", &[0; 8]);
        huge64[8..16].copy_from_slice(&u64::MAX.to_be_bytes());
        assert_malformed(&[ftyp(b"isom", &[]), bx(b"moov", &mvhd_v0(1, 1)), huge64].concat());

        let mut huge_ftyp = ftyp(b"isom", &[]);
        huge_ftyp[..4].copy_from_slice(&0x7fff_ffffu32.to_be_bytes());
        assert!(matches!(inspect(&huge_ftyp), Err(Mp4Error::NotMp4)));

        // A movie header claiming more than its movie box holds.
        let mut moov = bx(b"moov", &mvhd_v0(1, 1));
        moov[8..12].copy_from_slice(&1000u32.to_be_bytes());
        assert_malformed(&[ftyp(b"isom", &[]), moov].concat());
    }

    #[test]
    fn a_huge_brand_list_is_read_only_up_to_the_cap() {
        let many: Vec<&[u8; 4]> = vec![b"zzzz"; 100_000];
        let file = [ftyp(b"abcd", &many), bx(b"moov", &mvhd_v0(1, 1))].concat();
        assert!(matches!(inspect(&file), Err(Mp4Error::UnsupportedBrand(_))));
    }

    #[test]
    fn rejects_a_zero_time_scale() {
        let file = [ftyp(b"isom", &[]), bx(b"moov", &mvhd_v0(0, 100))].concat();
        assert!(matches!(inspect(&file), Err(Mp4Error::ZeroTimescale)));
        let file = [ftyp(b"isom", &[]), bx(b"moov", &mvhd_v1(0, 100))].concat();
        assert!(matches!(inspect(&file), Err(Mp4Error::ZeroTimescale)));
    }

    #[test]
    fn rejects_unknown_or_zero_durations() {
        for moov in
            [bx(b"moov", &mvhd_v0(1000, 0)), bx(b"moov", &mvhd_v0(1000, u32::MAX)), bx(b"moov", &mvhd_v1(1, u64::MAX))]
        {
            let file = [ftyp(b"isom", &[]), moov].concat();
            assert!(matches!(inspect(&file), Err(Mp4Error::NoDuration)));
        }
    }

    #[test]
    fn rejects_durations_over_a_day() {
        // 49 days, as a probe's file claimed; and just over the bound, in both header versions.
        for moov in [
            bx(b"moov", &mvhd_v0(1000, 49 * 86_400 * 1000)),
            bx(b"moov", &mvhd_v1(1, 86_401)),
            bx(
                b"moov",
                &[mvhd_v0(1000, 0), bx(b"mvex", &bx(b"mehd", &[&[0u8; 4][..], &86_401_000u32.to_be_bytes()].concat()))]
                    .concat(),
            ),
        ] {
            let err = inspect(&[ftyp(b"isom", &[]), moov].concat()).unwrap_err();
            assert!(matches!(err, Mp4Error::ImplausibleDuration(_)), "{err:?}");
            assert_eq!(err.user_message(), Some(IMPLAUSIBLE_DURATION));
        }
        let day = [ftyp(b"isom", &[]), bx(b"moov", &mvhd_v1(1, 86_400))].concat();
        assert_eq!(inspect(&day).unwrap().duration_secs, 86_400.0, "a day exactly is believed");
    }

    #[test]
    fn rejects_bad_movie_header_versions_and_lengths() {
        let mut v2 = mvhd_v0(1, 1);
        v2[8] = 2;
        let file = [ftyp(b"isom", &[]), bx(b"moov", &v2)].concat();
        assert!(matches!(inspect(&file), Err(Mp4Error::UnsupportedVersion(2))));

        let short = bx(b"mvhd", &[0, 0, 0, 0, 0, 0, 0, 1]);
        assert_malformed(&[ftyp(b"isom", &[]), bx(b"moov", &short)].concat());
        let short_v1 = bx(b"mvhd", &[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 5]);
        assert_malformed(&[ftyp(b"isom", &[]), bx(b"moov", &short_v1)].concat());
    }

    #[test]
    fn stops_after_too_many_boxes() {
        let mut file = ftyp(b"isom", &[]);
        for _ in 0..MAX_BOXES {
            file.extend_from_slice(&bx(b"free", &[]));
        }
        file.extend_from_slice(&bx(b"moov", &mvhd_v0(1, 1)));
        let err = inspect(&file).unwrap_err();
        assert!(matches!(err, Mp4Error::TooComplex), "{err:?}");
        assert_eq!(err.user_message(), Some("Invalid video file"));
    }

    #[test]
    fn io_errors_are_server_errors() {
        struct Failing;
        impl Read for Failing {
            fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
                Err(io::Error::other("disk on fire"))
            }
        }
        impl Seek for Failing {
            fn seek(&mut self, _: SeekFrom) -> io::Result<u64> {
                Ok(0)
            }
        }
        let err = inspect_mp4(&mut Failing, 100).unwrap_err();
        assert!(matches!(err, Mp4Error::Io(_)), "{err:?}");
        assert_eq!(err.user_message(), None);
    }

    #[test]
    fn inspects_a_file_on_disk() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v.mp4");
        std::fs::write(&path, minimal_mp4()).unwrap();
        assert_eq!(inspect_mp4_file(&path).unwrap().duration_secs, 2.5);
        assert!(matches!(inspect_mp4_file(&dir.path().join("missing.mp4")), Err(Mp4Error::Io(_))));
    }

    #[test]
    fn four_character_codes_print_safely() {
        assert_eq!(FourCc(*b"M4V ").to_string(), "M4V ");
        assert_eq!(FourCc([0, b'a', 0xff, b'b']).to_string(), "\\x00a\\xffb");
    }
}
