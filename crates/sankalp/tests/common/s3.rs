//! A bucket of its own for each test on the S3 server named by `TEST_S3_ENDPOINT` (moto, started by
//! `scripts/s3-server.sh run`), created empty and emptied and deleted when dropped.

use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};

use sankalp_media::{MediaStore as _, S3Location, S3MediaStore, S3Settings};

/// The prefix test stores keep their keys under, so listings prove that it is stripped.
pub const PREFIX: &str = "site";

/// `TEST_S3_ENDPOINT`, when set: `http://127.0.0.1:PORT` of an S3 server accepting any key.
pub fn endpoint() -> Option<String> {
    std::env::var("TEST_S3_ENDPOINT").ok().filter(|v| !v.trim().is_empty())
}

/// What the tests sign with: moto accepts any access key.
pub fn settings(endpoint: &str) -> S3Settings {
    S3Settings {
        endpoint: Some(endpoint.to_owned()),
        region: Some("us-east-1".to_owned()),
        access_key_id: Some("sankalp-test".to_owned()),
        secret_access_key: Some(secrecy::SecretString::from("sankalp-test-secret".to_owned())),
        session_token: None,
        allow_http: true,
    }
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

/// A bucket by name, without ownership (what the clean-up threads use).
#[derive(Debug, Clone)]
pub struct Bucket {
    pub endpoint: String,
    pub name: String,
}

impl Bucket {
    async fn root_store(&self, temp: &Path) -> S3MediaStore {
        let location = S3Location { bucket: self.name.clone(), prefix: String::new() };
        S3MediaStore::open(location, &settings(&self.endpoint), temp.join("t")).await.expect("open the bucket's root")
    }

    /// Every object name in the bucket, prefix included.
    pub async fn all_objects(&self) -> Vec<String> {
        let temp = tempfile::tempdir().expect("temp dir");
        self.root_store(temp.path()).await.list_keys().await.expect("list bucket")
    }

    async fn remove(&self) -> Result<(), String> {
        let temp = tempfile::tempdir().map_err(|e| e.to_string())?;
        let root = self.root_store(temp.path()).await;
        for key in root.list_keys().await.map_err(|e| e.to_string())? {
            root.delete(&key).await.map_err(|e| e.to_string())?;
        }
        let url = format!("{}/{}", self.endpoint.trim_end_matches('/'), self.name);
        let res = reqwest::Client::new().delete(&url).send().await.map_err(|e| e.to_string())?;
        if res.status().is_success() { Ok(()) } else { Err(format!("delete bucket: {}", res.status())) }
    }
}

/// Runs `f` on a thread with its own runtime: test code that is synchronous, or inside a runtime
/// that cannot be blocked on (a `Drop`), still reaches the bucket.
fn on_own_runtime<T: Send + 'static, F: Future<Output = T> + 'static>(f: impl FnOnce() -> F + Send + 'static) -> T {
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
        rt.block_on(f())
    })
    .join()
    .expect("bucket thread")
}

/// A test's own bucket: created empty, emptied and deleted when dropped.
pub struct TestBucket(pub Bucket);

impl TestBucket {
    pub async fn create(endpoint: &str) -> Self {
        let name = format!(
            "sankalp-test-{}-{}-{}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed),
            chrono::Utc::now().timestamp_micros() % 1_000_000
        );
        let url = format!("{}/{name}", endpoint.trim_end_matches('/'));
        let res = reqwest::Client::new().put(&url).send().await.expect("reach TEST_S3_ENDPOINT");
        assert!(res.status().is_success(), "create bucket {name}: {}", res.status());
        Self(Bucket { endpoint: endpoint.to_owned(), name })
    }

    pub fn name(&self) -> &str {
        &self.0.name
    }

    /// `s3://NAME/site`.
    pub fn url(&self) -> String {
        format!("s3://{}/{PREFIX}", self.0.name)
    }

    /// A store on this bucket under [`PREFIX`], receiving uploads in `temp_dir`.
    pub async fn store(&self, temp_dir: &Path) -> S3MediaStore {
        let location = S3Location::parse(&self.url()).expect("bucket URL");
        S3MediaStore::open(location, &settings(&self.0.endpoint), temp_dir.to_owned()).await.expect("open S3 store")
    }

    pub async fn all_objects(&self) -> Vec<String> {
        self.0.all_objects().await
    }

    /// [`all_objects`](Self::all_objects) from synchronous code.
    pub fn all_objects_blocking(&self) -> Vec<String> {
        let bucket = self.0.clone();
        on_own_runtime(move || async move { bucket.all_objects().await })
    }
}

impl Drop for TestBucket {
    fn drop(&mut self) {
        let bucket = self.0.clone();
        if let Err(err) = on_own_runtime(move || async move { bucket.remove().await }) {
            eprintln!("could not remove the test bucket {}: {err}", self.0.name);
        }
    }
}
