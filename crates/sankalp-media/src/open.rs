//! The media store `SANKALP_MEDIA_URL` names.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context as _;

use crate::s3::{self, S3Location, S3MediaStore};
use crate::{DynMediaStore, LocalMediaStore};

/// The media store `media_url` (the value of `SANKALP_MEDIA_URL`) names:
///
/// - `file:///srv/media` (or the relative convenience `file://./media`): a [`LocalMediaStore`] in
///   that folder, created if missing;
/// - `s3://bucket/prefix`: an [`S3MediaStore`] reached with the usual `AWS_*` variables (see
///   [`S3Settings`]), receiving uploads in `data_dir/upload-tmp`.
///
/// Errors name `SANKALP_MEDIA_URL`. Nothing is sent to S3 here; the first request is the start-up
/// repair's listing, which fails within seconds when the bucket cannot be reached.
pub async fn open_store(media_url: &str, data_dir: &Path) -> anyhow::Result<DynMediaStore> {
    match media_url.split_once("://") {
        Some((scheme, _)) if scheme.eq_ignore_ascii_case("file") => {
            let dir = local_dir_of(media_url)?;
            let store = LocalMediaStore::open(&dir)
                .await
                .with_context(|| format!("SANKALP_MEDIA_URL: cannot open the media folder {}", dir.display()))?;
            Ok(Arc::new(store))
        }
        Some((scheme, _)) if scheme.eq_ignore_ascii_case("s3") => {
            let location = S3Location::parse(media_url).map_err(anyhow::Error::msg)?;
            let store = S3MediaStore::open_from_env(location, data_dir.join(s3::UPLOAD_TEMP_DIR)).await?;
            Ok(Arc::new(store))
        }
        Some((scheme, _)) => anyhow::bail!(
            "SANKALP_MEDIA_URL: the {scheme}:// scheme is not supported; use file:///FOLDER or s3://BUCKET/PREFIX"
        ),
        None => anyhow::bail!(
            "SANKALP_MEDIA_URL must be a URL such as file:///var/lib/sankalp/media or s3://bucket/prefix, not {media_url:?}"
        ),
    }
}

/// `file:///srv/media` → `/srv/media`; `file://./media` (relative, a convenience) → `./media`.
pub fn local_dir_of(url: &str) -> anyhow::Result<PathBuf> {
    match url.split_once("://") {
        Some((scheme, path)) if scheme.eq_ignore_ascii_case("file") => {
            anyhow::ensure!(
                !path.is_empty(),
                "SANKALP_MEDIA_URL: file:// needs a folder, as in file:///var/lib/sankalp/media"
            );
            Ok(PathBuf::from(path))
        }
        _ => anyhow::bail!("SANKALP_MEDIA_URL: expected file://FOLDER, not {url:?}"),
    }
}
