//! Creating administrators and resetting passwords: shared by `sankalp admin …` and by `sankalp serve`,
//! which creates the administrator named by the environment when there is none.

use anyhow::Context as _;
use chrono::Utc;
use secrecy::ExposeSecret as _;

use super::password::{check_new_password, hash_password};
use crate::config::BootstrapAdmin;
use crate::rules::contact;
use sankalp_db::{NewUser, Role, Store, User, conflict_field};

const MAX_USERNAME: usize = 64;
const MAX_FULL_NAME: usize = 100;

/// Usernames are ASCII letters, digits, '.', '_' and '-': never an '@', so a sign-in name is either a
/// username or an email, never both, and both databases compare them case-insensitively alike.
pub fn check_username(username: &str) -> Result<(), String> {
    if username.is_empty() || username.len() > MAX_USERNAME {
        return Err(format!("Username must be 1 to {MAX_USERNAME} characters"));
    }
    if !username.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-')) {
        return Err("Username may contain only letters, digits, '.', '_' and '-'".to_owned());
    }
    Ok(())
}

/// An administrator's address, by the one email rule ([`crate::rules::contact::check_email`]).
pub fn check_email(email: &str) -> Result<(), String> {
    contact::check_email("Email", email).map(drop)
}

pub fn check_full_name(full_name: &str) -> Result<(), String> {
    let chars = full_name.chars().count();
    if chars == 0 || chars > MAX_FULL_NAME || full_name.chars().any(char::is_control) {
        return Err(format!("Full name must be 1 to {MAX_FULL_NAME} characters"));
    }
    Ok(())
}

pub struct NewAdmin<'a> {
    pub username: &'a str,
    pub email: &'a str,
    pub full_name: &'a str,
    pub password: &'a str,
}

pub async fn create_admin(store: &dyn Store, admin: NewAdmin<'_>) -> anyhow::Result<User> {
    let username = admin.username.trim();
    let email = admin.email.trim();
    let full_name = admin.full_name.trim();
    check_username(username).map_err(anyhow::Error::msg)?;
    check_email(email).map_err(anyhow::Error::msg)?;
    check_full_name(full_name).map_err(anyhow::Error::msg)?;
    check_new_password(admin.password).map_err(anyhow::Error::msg)?;
    let password_hash = hash_password(admin.password.to_owned()).await?;
    let id = uuid::Uuid::now_v7().to_string();
    let new = NewUser {
        id: &id,
        username,
        email,
        full_name,
        password_hash: &password_hash,
        role: Role::Admin,
        now: Utc::now(),
    };
    match store.create_user(&new).await {
        Ok(user) => Ok(user),
        Err(err) => match conflict_field(&err) {
            Some("email") => anyhow::bail!("a user with the email {email} already exists"),
            Some(_) => anyhow::bail!("a user named {username} already exists"),
            None => Err(err).context("cannot store the administrator"),
        },
    }
}

/// Sets a new password for the user with this username or email and revokes all their refresh tokens.
pub async fn reset_password(store: &dyn Store, login: &str, password: &str) -> anyhow::Result<User> {
    check_new_password(password).map_err(anyhow::Error::msg)?;
    let user = store
        .find_user_by_login(login.trim())
        .await
        .context("cannot read the users")?
        .with_context(|| format!("there is no user named {}", login.trim()))?;
    let password_hash = hash_password(password.to_owned()).await?;
    store.set_password(&user.id, &password_hash, Utc::now()).await.context("cannot store the password")?;
    Ok(user)
}

#[derive(Debug)]
pub enum Bootstrap {
    /// An administrator already exists; the environment was not consulted.
    Exists,
    /// The administrator named by the environment was created.
    Created(User),
    /// No administrator exists and the environment names none: nobody can sign in yet.
    Missing,
}

pub async fn bootstrap_admin(store: &dyn Store, wanted: Option<&BootstrapAdmin>) -> anyhow::Result<Bootstrap> {
    if store.admin_exists().await.context("cannot read the users")? {
        return Ok(Bootstrap::Exists);
    }
    let Some(wanted) = wanted else { return Ok(Bootstrap::Missing) };
    let admin = NewAdmin {
        username: &wanted.username,
        email: &wanted.email,
        full_name: &wanted.full_name,
        password: wanted.password.expose_secret(),
    };
    let user = create_admin(store, admin).await.context("SANKALP_ADMIN_*: cannot create the administrator")?;
    Ok(Bootstrap::Created(user))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_addresses_are_checked() {
        assert!(check_username("priest").is_ok());
        assert!(check_username("r.bhat-2_x").is_ok());
        assert!(check_username("").is_err());
        assert!(check_username("priest@temple").is_err());
        assert!(check_username("with space").is_err());
        assert!(check_username("पुरोहित").is_err());
        assert!(check_email("priest@sankalp.example").is_ok());
        assert!(check_email("priest").is_err());
        assert!(check_email("a@b@c.d").is_err());
        assert!(check_email("a@localhost").is_err());
        assert!(check_full_name("Raghavendra Bhat").is_ok());
        assert!(check_full_name("").is_err());
    }
}
