//! A [`MediaStore`] in an S3 bucket (AWS S3 or any S3-compatible server), through the
//! `object_store` crate. Chosen by `SANKALP_MEDIA_URL=s3://bucket/prefix`.
//!
//! Keys keep the layout of the module [`storage`](super::storage): the object name is
//! `prefix/key`, so `s3://media/site` stores `site/videos/<id>.mp4`. Several server instances can
//! share one bucket: keys are generated, never overwritten, and uploads become visible in one step
//! (a single PUT, or the completion of a multipart upload).
//!
//! Uploads are received into a local temporary folder (`DATA_DIR/upload-tmp`) as with the local
//! store, checked there, and only then sent to the bucket by [`put_file`](MediaStore::put_file),
//! which streams the file: one PUT for files up to [`PART_SIZE`], otherwise a multipart upload of
//! `PART_SIZE` parts sent one at a time, so an upload holds at most one part in memory.
//!
//! # Media is served through the server, never by signed URLs
//!
//! `/media/{key}` reads the object and streams it (ranges included) through the server instead of
//! redirecting to the bucket. That keeps the media on the site's own origin, which the Content
//! Security Policy (`media-src 'self'`, `img-src 'self'`) requires; it keeps the exact same `ETag`,
//! `304`, `immutable` caching, `206` and `416` behaviour for both stores; and no signed URL, which
//! would carry credentials-derived signatures and give out access to the bucket, ever leaves the
//! server. A CDN or the reverse proxy can cache the immutable answers in front of it.
//!
//! # Failures
//!
//! Requests time out and retries are few and short (see [`client_options`], [`retry_config`]), so
//! an unreachable store fails within a few seconds as [`MediaError::Unavailable`] (HTTP 503),
//! not after minutes. Credentials are never part of `Debug` output or logs.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;
use futures_util::StreamExt as _;
use object_store::aws::{AmazonS3, AmazonS3Builder};
use object_store::path::Path as ObjectPath;
use object_store::{
    Attribute, Attributes, BackoffConfig, ClientOptions, GetOptions, GetRange, ObjectStore, ObjectStoreExt as _,
    PutMultipartOptions, PutOptions, PutPayload, RetryConfig,
};
use tokio::io::AsyncReadExt as _;

use crate::storage::{GetResult, MediaError, MediaStore, Meta, clean_temp_dir, content_type_for_key, is_valid_key};
use secrecy::{ExposeSecret as _, SecretString};

/// Part size of multipart uploads, and the largest file sent with one PUT (S3's smallest part).
pub const PART_SIZE: usize = 5 * 1024 * 1024;
/// Name of the local folder under `DATA_DIR` that receives uploads for an S3 store.
pub const UPLOAD_TEMP_DIR: &str = "upload-tmp";

/// Where in S3: from `s3://bucket/prefix`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct S3Location {
    pub bucket: String,
    /// Without leading or trailing `/`; empty for the bucket's root.
    pub prefix: String,
}

impl S3Location {
    /// Parses `s3://bucket` or `s3://bucket/some/prefix`; errors name `SANKALP_MEDIA_URL`.
    pub fn parse(url: &str) -> Result<Self, String> {
        let rest = match url.split_once("://") {
            Some((scheme, rest)) if scheme.eq_ignore_ascii_case("s3") => rest,
            _ => return Err(format!("SANKALP_MEDIA_URL: expected s3://BUCKET/PREFIX, not {url:?}")),
        };
        let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
        if bucket.is_empty() {
            return Err("SANKALP_MEDIA_URL: s3:// needs a bucket name, as in s3://my-bucket/media".to_owned());
        }
        let bucket_ok = (3..=63).contains(&bucket.len())
            && bucket.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'-')
            && bucket.as_bytes()[0].is_ascii_alphanumeric()
            && bucket.as_bytes()[bucket.len() - 1].is_ascii_alphanumeric();
        if !bucket_ok {
            return Err(format!(
                "SANKALP_MEDIA_URL: {bucket:?} is not a valid S3 bucket name (3 to 63 of a-z, 0-9, '.' and '-')"
            ));
        }
        let prefix = prefix.trim_matches('/');
        if !prefix.is_empty() && !is_valid_key(prefix) {
            return Err(format!(
                "SANKALP_MEDIA_URL: the prefix {prefix:?} must be '/'-separated names of a-z, 0-9, '.', '_' and '-' \
                 (none starting with '.')"
            ));
        }
        Ok(Self { bucket: bucket.to_owned(), prefix: prefix.to_owned() })
    }
}

impl fmt::Display for S3Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "s3://{}/{}", self.bucket, self.prefix)
    }
}

/// How to reach the S3 API. [`S3Settings::from_env`] reads the usual AWS variables.
#[derive(Clone, Default)]
pub struct S3Settings {
    /// `AWS_ENDPOINT_URL` or `AWS_ENDPOINT`, for S3-compatible servers; `None` for AWS itself.
    pub endpoint: Option<String>,
    /// `AWS_REGION` or `AWS_DEFAULT_REGION`; `us-east-1` when neither is set.
    pub region: Option<String>,
    pub access_key_id: Option<String>,
    pub secret_access_key: Option<SecretString>,
    pub session_token: Option<SecretString>,
    /// `AWS_ALLOW_HTTP=true`; an `http://` endpoint allows plain HTTP by itself.
    pub allow_http: bool,
}

impl S3Settings {
    pub fn from_env() -> Self {
        Self::from_vars(|name| std::env::var(name).ok())
    }

    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Self {
        let get = |name: &str| get(name).filter(|v| !v.trim().is_empty());
        Self {
            endpoint: get("AWS_ENDPOINT_URL").or_else(|| get("AWS_ENDPOINT")),
            region: get("AWS_REGION").or_else(|| get("AWS_DEFAULT_REGION")),
            access_key_id: get("AWS_ACCESS_KEY_ID"),
            secret_access_key: get("AWS_SECRET_ACCESS_KEY").map(SecretString::from),
            session_token: get("AWS_SESSION_TOKEN").map(SecretString::from),
            allow_http: get("AWS_ALLOW_HTTP").is_some_and(|v| v.trim().eq_ignore_ascii_case("true") || v.trim() == "1"),
        }
    }

    fn region(&self) -> &str {
        self.region.as_deref().unwrap_or("us-east-1")
    }
}

impl fmt::Debug for S3Settings {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("S3Settings")
            .field("endpoint", &self.endpoint)
            .field("region", &self.region)
            .field("access_key_id", &self.access_key_id.as_ref().map(|_| "<set>"))
            .field("secret_access_key", &self.secret_access_key)
            .field("session_token", &self.session_token)
            .field("allow_http", &self.allow_http)
            .finish()
    }
}

/// Time limits for each request: a store that does not answer fails fast instead of holding an
/// upload or a page for minutes.
pub fn client_options() -> ClientOptions {
    ClientOptions::new()
        .with_connect_timeout(Duration::from_secs(3))
        // A whole request, body included: a 5 MiB part or a video range.
        .with_timeout(Duration::from_secs(60))
        .with_pool_idle_timeout(Duration::from_secs(30))
}

/// Two quick retries within five seconds: enough for a dropped connection, short enough that an
/// unreachable store answers 503 within a few seconds.
pub fn retry_config() -> RetryConfig {
    RetryConfig {
        backoff: BackoffConfig {
            init_backoff: Duration::from_millis(100),
            max_backoff: Duration::from_secs(1),
            base: 2.0,
        },
        max_retries: 2,
        retry_timeout: Duration::from_secs(5),
    }
}

pub struct S3MediaStore {
    client: Arc<AmazonS3>,
    location: S3Location,
    endpoint: Option<String>,
    temp: PathBuf,
}

impl fmt::Debug for S3MediaStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("S3MediaStore")
            .field("location", &self.location.to_string())
            .field("endpoint", &self.endpoint)
            .field("temp", &self.temp)
            .finish_non_exhaustive()
    }
}

impl S3MediaStore {
    /// A store at `location`, reached with `settings` only (no other variable is read), receiving
    /// uploads in `temp_dir` (created if missing). Nothing is sent to S3 yet.
    pub async fn open(location: S3Location, settings: &S3Settings, temp_dir: PathBuf) -> anyhow::Result<Self> {
        Self::open_with(AmazonS3Builder::new(), location, settings, temp_dir).await
    }

    /// As [`open`](Self::open), on top of `AmazonS3Builder::from_env()`, so the other `AWS_*`
    /// variables (web identity, container credentials, …) also apply. What `sankalp serve` uses.
    pub async fn open_from_env(location: S3Location, temp_dir: PathBuf) -> anyhow::Result<Self> {
        Self::open_with(AmazonS3Builder::from_env(), location, &S3Settings::from_env(), temp_dir).await
    }

    async fn open_with(
        builder: AmazonS3Builder,
        location: S3Location,
        settings: &S3Settings,
        temp_dir: PathBuf,
    ) -> anyhow::Result<Self> {
        let mut builder = builder
            .with_bucket_name(&location.bucket)
            .with_region(settings.region())
            .with_client_options(client_options())
            .with_retry(retry_config());
        if let Some(endpoint) = &settings.endpoint {
            let plain_http = endpoint.get(..7).is_some_and(|s| s.eq_ignore_ascii_case("http://"));
            builder = builder.with_endpoint(endpoint).with_allow_http(settings.allow_http || plain_http);
        } else if settings.allow_http {
            builder = builder.with_allow_http(true);
        }
        if let Some(key_id) = &settings.access_key_id {
            builder = builder.with_access_key_id(key_id);
        }
        if let Some(secret) = &settings.secret_access_key {
            builder = builder.with_secret_access_key(secret.expose_secret());
        }
        if let Some(token) = &settings.session_token {
            builder = builder.with_token(token.expose_secret());
        }
        // The builder's error names the setting that is wrong, never a secret's value.
        let client =
            builder.build().map_err(|err| anyhow::anyhow!("SANKALP_MEDIA_URL: cannot use {location}: {err}"))?;
        tokio::fs::create_dir_all(&temp_dir).await.map_err(|err| {
            anyhow::anyhow!("cannot create the upload folder {} for the S3 media store: {err}", temp_dir.display())
        })?;
        Ok(Self { client: Arc::new(client), location, endpoint: settings.endpoint.clone(), temp: temp_dir })
    }

    pub fn location(&self) -> &S3Location {
        &self.location
    }

    fn path_of(&self, key: &str) -> Result<ObjectPath, MediaError> {
        if !is_valid_key(key) {
            return Err(MediaError::InvalidKey(key.to_owned()));
        }
        let full =
            if self.location.prefix.is_empty() { key.to_owned() } else { format!("{}/{key}", self.location.prefix) };
        ObjectPath::parse(full).map_err(|_| MediaError::InvalidKey(key.to_owned()))
    }

    fn prefix_path(&self) -> Option<ObjectPath> {
        (!self.location.prefix.is_empty()).then(|| ObjectPath::from(self.location.prefix.as_str()))
    }

    fn meta(key: &str, len: u64, etag: Option<&str>) -> Meta {
        Meta { len, etag: strong_etag(etag, len), content_type: content_type_for_key(key).map(str::to_owned) }
    }

    async fn put_small(
        &self,
        path: &ObjectPath,
        temp_path: &Path,
        attributes: Attributes,
    ) -> Result<String, MediaError> {
        let bytes = tokio::fs::read(temp_path).await?;
        let result = self.client.put_opts(path, PutPayload::from(bytes), PutOptions::from(attributes)).await;
        Ok(result.map_err(unavailable)?.e_tag.unwrap_or_default())
    }

    async fn put_multipart(
        &self,
        path: &ObjectPath,
        temp_path: &Path,
        attributes: Attributes,
    ) -> Result<String, MediaError> {
        let mut file = tokio::fs::File::open(temp_path).await?;
        let mut upload =
            self.client.put_multipart_opts(path, PutMultipartOptions::from(attributes)).await.map_err(unavailable)?;
        let result: Result<String, MediaError> = async {
            loop {
                let mut part = Vec::with_capacity(PART_SIZE);
                (&mut file).take(PART_SIZE as u64).read_to_end(&mut part).await?;
                if part.is_empty() {
                    break;
                }
                let last = part.len() < PART_SIZE;
                upload.put_part(PutPayload::from(Bytes::from(part))).await.map_err(unavailable)?;
                if last {
                    break;
                }
            }
            Ok(upload.complete().await.map_err(unavailable)?.e_tag.unwrap_or_default())
        }
        .await;
        if result.is_err()
            && let Err(err) = upload.abort().await
        {
            tracing::warn!(error = %err, "could not abort a failed multipart upload (a bucket lifecycle rule removes it)");
        }
        result
    }
}

/// S3's ETag (`"md5"` or `"md5-parts"`) is strong; normalised to exactly one pair of quotes. A
/// store that sends none gets one made from the length, which still changes with the content's key.
fn strong_etag(etag: Option<&str>, len: u64) -> String {
    let bare = etag
        .map(|e| e.trim().trim_start_matches("W/").trim_matches('"'))
        .filter(|e| !e.is_empty() && e.bytes().all(|b| b.is_ascii_graphic() && b != b'"'));
    match bare {
        Some(tag) => format!("\"{tag}\""),
        None => format!("\"s3-{len:x}\""),
    }
}

fn unavailable(err: object_store::Error) -> MediaError {
    match err {
        object_store::Error::NotFound { .. } => MediaError::NotFound,
        other => MediaError::Unavailable(Box::new(other)),
    }
}

#[async_trait]
impl MediaStore for S3MediaStore {
    fn backend(&self) -> &'static str {
        "s3"
    }

    fn is_shared(&self) -> bool {
        true
    }

    fn temp_dir(&self) -> &Path {
        &self.temp
    }

    async fn put_file(&self, key: &str, temp_path: &Path, content_type: &str) -> Result<Meta, MediaError> {
        let path = self.path_of(key)?;
        let len = tokio::fs::metadata(temp_path).await?.len();
        let mut attributes = Attributes::new();
        attributes.insert(Attribute::ContentType, content_type.to_owned().into());
        let etag = if len <= PART_SIZE as u64 {
            self.put_small(&path, temp_path, attributes).await?
        } else {
            self.put_multipart(&path, temp_path, attributes).await?
        };
        match tokio::fs::remove_file(temp_path).await {
            Ok(()) => {}
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => {}
            Err(err) => tracing::warn!(error = %err, "cannot remove a stored upload's temporary file"),
        }
        let etag = if etag.is_empty() { None } else { Some(etag) };
        Ok(Self::meta(key, len, etag.as_deref()))
    }

    async fn get_range(&self, key: &str, range: Option<(u64, u64)>) -> Result<GetResult, MediaError> {
        let path = self.path_of(key)?;
        if let Some((first, last)) = range
            && first > last
        {
            let len = self.head(key).await?.ok_or(MediaError::NotFound)?.len;
            return Err(MediaError::RangeNotSatisfiable { len });
        }
        let options = GetOptions {
            range: range.map(|(first, last)| match last {
                // `bytes=first-`: to the end, whatever the length.
                u64::MAX => GetRange::Offset(first),
                _ => GetRange::Bounded(first..last + 1),
            }),
            ..GetOptions::default()
        };
        let got = match self.client.get_opts(&path, options).await {
            Ok(got) => got,
            Err(object_store::Error::NotFound { .. }) => return Err(MediaError::NotFound),
            Err(err) => {
                // A range starting past the end is refused by S3 (416): tell it apart from an outage.
                if let Some((first, _)) = range
                    && let Ok(Some(meta)) = self.head(key).await
                    && first >= meta.len
                {
                    return Err(MediaError::RangeNotSatisfiable { len: meta.len });
                }
                return Err(unavailable(err));
            }
        };
        let meta = Self::meta(key, got.meta.size, got.meta.e_tag.as_deref());
        let served = range.map(|_| (got.range.start, got.range.end.saturating_sub(1)));
        let body = got.into_stream().map(|chunk| chunk.map_err(std::io::Error::other));
        Ok(GetResult { meta, range: served, body: Box::pin(body) })
    }

    async fn head(&self, key: &str) -> Result<Option<Meta>, MediaError> {
        let path = self.path_of(key)?;
        match self.client.head(&path).await {
            Ok(object) => Ok(Some(Self::meta(key, object.size, object.e_tag.as_deref()))),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(err) => Err(unavailable(err)),
        }
    }

    async fn delete(&self, key: &str) -> Result<(), MediaError> {
        let path = self.path_of(key)?;
        match self.client.delete(&path).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(err) => Err(unavailable(err)),
        }
    }

    async fn list_keys(&self) -> Result<Vec<String>, MediaError> {
        let prefix = self.prefix_path();
        let mut listing = self.client.list(prefix.as_ref());
        let mut keys = Vec::new();
        while let Some(object) = listing.next().await {
            let object = object.map_err(unavailable)?;
            let name = object.location.as_ref();
            let key = match &prefix {
                None => Some(name),
                Some(prefix) => name.strip_prefix(prefix.as_ref()).and_then(|rest| rest.strip_prefix('/')),
            };
            if let Some(key) = key.filter(|key| is_valid_key(key)) {
                keys.push(key.to_owned());
            }
        }
        keys.sort();
        Ok(keys)
    }

    /// Removes the local temporary uploads. (A multipart upload cut off by a crash stays invisible
    /// in the bucket; a lifecycle rule "abort incomplete multipart uploads" removes it.)
    async fn clean_temp(&self) -> Result<usize, MediaError> {
        let temp = self.temp.clone();
        Ok(tokio::task::spawn_blocking(move || clean_temp_dir(&temp)).await.map_err(std::io::Error::other)??)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_parse_and_errors_name_the_variable() {
        assert_eq!(
            S3Location::parse("s3://media-bucket/site/prod/").unwrap(),
            S3Location { bucket: "media-bucket".into(), prefix: "site/prod".into() }
        );
        assert_eq!(S3Location::parse("S3://b12").unwrap(), S3Location { bucket: "b12".into(), prefix: String::new() });
        for bad in [
            "s3://",
            "s3:///prefix",
            "s3://UPPER/x",
            "s3://ab/x",
            "s3://-bucket/x",
            "s3://b_c_d",
            "s3://bucket/../x",
            "s3://bucket/a//b",
            "s3://bucket/.hidden",
            "http://bucket/x",
            "bucket/x",
        ] {
            let err = S3Location::parse(bad).unwrap_err();
            assert!(err.contains("SANKALP_MEDIA_URL"), "{bad}: {err}");
        }
        assert!(S3Location::parse("s3:///x").unwrap_err().contains("bucket"));
    }

    #[test]
    fn settings_come_from_the_usual_variables_and_hide_secrets() {
        let vars = [
            ("AWS_ENDPOINT", "http://127.0.0.1:9000"),
            ("AWS_DEFAULT_REGION", "eu-west-1"),
            ("AWS_ACCESS_KEY_ID", "AKIDEXAMPLE"),
            ("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI-secret"),
            ("AWS_SESSION_TOKEN", "session-token-value"),
        ];
        let settings =
            S3Settings::from_vars(|name| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| (*v).to_owned()));
        assert_eq!(settings.endpoint.as_deref(), Some("http://127.0.0.1:9000"));
        assert_eq!(settings.region(), "eu-west-1");
        assert!(!settings.allow_http);
        let shown = format!("{settings:?}");
        for secret in ["wJalrXUtnFEMI-secret", "session-token-value", "AKIDEXAMPLE"] {
            assert!(!shown.contains(secret), "{shown}");
        }
        let preferred = S3Settings::from_vars(|name| match name {
            "AWS_ENDPOINT_URL" => Some("https://s3.example.org".into()),
            "AWS_ENDPOINT" => Some("http://other".into()),
            "AWS_REGION" => Some("ap-south-1".into()),
            "AWS_DEFAULT_REGION" => Some("eu-west-1".into()),
            "AWS_ALLOW_HTTP" => Some("true".into()),
            _ => None,
        });
        assert_eq!(preferred.endpoint.as_deref(), Some("https://s3.example.org"));
        assert_eq!(preferred.region(), "ap-south-1");
        assert!(preferred.allow_http);
        assert_eq!(S3Settings::default().region(), "us-east-1");
    }

    #[test]
    fn etags_are_strong_and_quoted_once() {
        assert_eq!(strong_etag(Some("\"abc123\""), 5), "\"abc123\"");
        assert_eq!(strong_etag(Some("abc-2"), 5), "\"abc-2\"");
        assert_eq!(strong_etag(Some("W/\"x\""), 5), "\"x\"");
        assert_eq!(strong_etag(None, 255), "\"s3-ff\"");
        assert_eq!(strong_etag(Some("\"\""), 1), "\"s3-1\"");
        assert_eq!(strong_etag(Some("a\"b"), 1), "\"s3-1\"");
    }

    #[tokio::test]
    async fn debug_output_has_no_credentials() {
        let dir = tempfile::tempdir().unwrap();
        let settings = S3Settings {
            endpoint: Some("http://127.0.0.1:9".into()),
            access_key_id: Some("AKIDEXAMPLE".into()),
            secret_access_key: Some(SecretString::from("very-secret-key")),
            ..S3Settings::default()
        };
        let location = S3Location::parse("s3://bucket/p").unwrap();
        let store = S3MediaStore::open(location, &settings, dir.path().join("tmp")).await.unwrap();
        let shown = format!("{store:?}");
        assert!(!shown.contains("very-secret-key") && !shown.contains("AKIDEXAMPLE"), "{shown}");
        assert!(dir.path().join("tmp").is_dir());
    }
}
