//! The key that signs access tokens: `SANKALP_JWT_SECRET`, or one generated on first start and kept in
//! the data directory (readable by the owner only), so tokens survive a restart.

use std::io::{ErrorKind, Write as _};
use std::path::{Path, PathBuf};

use anyhow::Context as _;
use rand::RngCore as _;

use secrecy::{ExposeSecret as _, SecretString};

pub const SECRET_FILE: &str = "jwt-secret";
pub const MIN_SECRET_BYTES: usize = 32;

pub fn signing_secret(configured: Option<&SecretString>, data_dir: &Path) -> anyhow::Result<Vec<u8>> {
    if let Some(secret) = configured {
        let bytes = secret.expose_secret().trim().as_bytes().to_vec();
        anyhow::ensure!(
            bytes.len() >= MIN_SECRET_BYTES,
            "SANKALP_JWT_SECRET must be at least {MIN_SECRET_BYTES} characters (for example `openssl rand -hex 32`)"
        );
        return Ok(bytes);
    }
    let path = data_dir.join(SECRET_FILE);
    match create_secret_file(&path) {
        Ok(secret) => {
            tracing::info!(path = %path.display(), "generated a token signing secret");
            Ok(secret)
        }
        Err(err) if err.kind() == ErrorKind::AlreadyExists => read_secret_file(&path),
        Err(err) => Err(err).with_context(|| format!("SANKALP_DATA_DIR: cannot write {}", path.display())),
    }
}

fn create_secret_file(path: &PathBuf) -> std::io::Result<Vec<u8>> {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    let text = hex::encode(bytes);
    let mut options = std::fs::OpenOptions::new();
    // `create_new` makes two instances starting together agree on one secret: the loser reads it.
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    Ok(text.into_bytes())
}

fn read_secret_file(path: &Path) -> anyhow::Result<Vec<u8>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let bytes = text.trim().as_bytes().to_vec();
    anyhow::ensure!(
        bytes.len() >= MIN_SECRET_BYTES,
        "{} holds a secret shorter than {MIN_SECRET_BYTES} characters; delete it to have a new one generated",
        path.display()
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        let mode = std::fs::metadata(path)?.permissions().mode();
        if mode & 0o077 != 0 {
            tracing::warn!(path = %path.display(), mode = format!("{:o}", mode & 0o777), "the signing secret is readable by others; chmod 600 it");
        }
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_generated_secret_is_kept_private_and_reused() {
        let dir = tempfile::tempdir().unwrap();
        let first = signing_secret(None, dir.path()).unwrap();
        assert_eq!(first.len(), 64);
        assert_eq!(signing_secret(None, dir.path()).unwrap(), first);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(dir.path().join(SECRET_FILE)).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn a_configured_secret_wins_and_must_be_long_enough() {
        let dir = tempfile::tempdir().unwrap();
        let configured = SecretString::from("x".repeat(40));
        assert_eq!(signing_secret(Some(&configured), dir.path()).unwrap(), b"x".repeat(40));
        assert!(!dir.path().join(SECRET_FILE).exists());
        let err = signing_secret(Some(&SecretString::from("short")), dir.path()).unwrap_err();
        assert!(err.to_string().contains("SANKALP_JWT_SECRET"));
    }
}
