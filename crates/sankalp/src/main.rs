use std::io::IsTerminal as _;
use std::sync::Arc;

use anyhow::Context as _;
use clap::Parser as _;
use secrecy::ExposeSecret as _;
use tokio::net::TcpListener;
use tracing_subscriber::EnvFilter;

use sankalp::app;
use sankalp::compose::{Parts, assemble};
use sankalp::config::{
    AdminCommand, BackupArgs, BootstrapAdmin, Cli, Command, DataArgs, MigrateArgs, ServeConfig, redact_url,
    secret_from_env,
};
use sankalp::features::auth::admin::{Bootstrap, NewAdmin, bootstrap_admin, create_admin, reset_password};
use sankalp::features::auth::{password, secret};
use sankalp::features::site::{Engine, Limits, Site};
use sankalp::features::{bookings, content, darshan};

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("sankalp=info,tower_http=warn")),
        )
        // Colours only for a person at a terminal, not in a journal, a pipe or a file.
        .with_ansi(std::io::stdout().is_terminal())
        .init();
    let result = match cli.command {
        Command::Serve(config) => serve(config).await,
        Command::Admin(command) => admin(command).await,
        Command::MigrateData(args) => migrate_data(args).await,
        Command::Backup(args) => backup(args).await,
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("sankalp: {err:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

async fn serve(config: ServeConfig) -> anyhow::Result<()> {
    tracing::debug!(?config, "starting");
    let wanted_admin = BootstrapAdmin::from_env().map_err(anyhow::Error::msg)?;
    let data_dir = &config.data.data_dir;
    std::fs::create_dir_all(data_dir)
        .with_context(|| format!("SANKALP_DATA_DIR: cannot create {}", data_dir.display()))?;
    // Bound first: the address it got (port 0 picks one) is what the messages below name.
    let listener = TcpListener::bind(config.listen)
        .await
        .with_context(|| format!("SANKALP_LISTEN: cannot listen on {}", config.listen))?;
    let addr = listener.local_addr()?;
    let public_url = config.public_url(addr);
    let signing_secret = secret::signing_secret(config.jwt_secret.as_ref(), data_dir)?;
    let media_url = config.media_url();
    let media = sankalp_media::open_store(&media_url, data_dir).await?;
    let store = sankalp_db::open(&config.database_url()).await?;
    let repair = darshan::repair_media(store.as_ref(), media.as_ref())
        .await
        .with_context(|| format!("repairing the media store at SANKALP_MEDIA_URL={}", redact_url(&media_url)))?;
    tracing::info!(
        temp_files_removed = repair.temp_files_removed,
        orphans_removed = repair.orphans_removed.len(),
        posts_missing_media = repair.posts_missing_media.len(),
        "media store checked"
    );
    let proof_repair = bookings::repair_proof_media(store.as_ref(), media.as_ref())
        .await
        .context("repairing the bookings' proof media")?;
    if !proof_repair.orphans_removed.is_empty() {
        tracing::info!(orphans_removed = proof_repair.orphans_removed.len(), "proof media checked");
    }
    let mailer = match (&config.bookings.smtp_url, &config.bookings.mail_from) {
        (None, _) => None,
        (Some(url), Some(from)) => Some(bookings::Mailer::new(url.expose_secret(), from)?),
        (Some(_), None) => {
            anyhow::bail!("SANKALP_SMTP_URL is set: also set SANKALP_MAIL_FROM, the sender of booking emails")
        }
    };
    match bootstrap_admin(store.as_ref(), wanted_admin.as_ref()).await? {
        Bootstrap::Exists => {}
        Bootstrap::Created(user) => {
            tracing::info!(username = %user.username, "created the administrator named by SANKALP_ADMIN_USERNAME");
            println!("Created the administrator {:?}; sign in at {public_url}/login", user.username);
        }
        Bootstrap::Missing => println!("{}", first_admin_hint(&config, &public_url)),
    }
    content::seed_defaults(store.as_ref()).await.context("loading the default content")?;
    // The dummy hash answers unknown users; computing it now keeps the first sign-in from standing out.
    tokio::spawn(password::warm_up());
    if !Site::embedded().is_built() {
        tracing::warn!("this binary was built without the site; pages answer 503 (run `make build`)");
    }
    // Every page is drawn before the first request is accepted; every write then draws what it changes
    // before it is answered, and other instances' writes are followed (features/site/publish.rs).
    let media_backend = media.backend();
    let state = assemble(Parts {
        store: Arc::clone(&store),
        media,
        public_url: public_url.clone(),
        trusted_proxy: config.trusted_proxy,
        signing_secret: signing_secret.to_vec(),
        sign_in: config.sign_in,
        bookings: bookings::BookingSettings::new(
            signing_secret.as_ref(),
            mailer.is_some(),
            config.bookings.notify_email.clone(),
            config.bookings.retention_days,
        ),
        engine: Site::render_bundle().map(|bundle| Engine::start(bundle, Limits::default())),
    })
    .await;
    if let Some(mailer) = mailer {
        tokio::spawn(bookings::run_outbox(Arc::clone(&store), mailer, Default::default()));
    }
    bookings::spawn_retention(state.clone());
    let limits = config.connections.limits(config.trusted_proxy);
    sankalp::http::server::raise_open_file_limit(&limits);
    tracing::info!(
        database = store.backend(),
        data_dir = %data_dir.display(),
        media = %redact_url(&media_url),
        media_backend,
        "ready"
    );
    println!("Sankalp is listening on http://{addr}");
    sankalp::http::server::serve(listener, app(state), limits, shutdown_signal()).await?;
    store.close().await;
    tracing::info!("stopped");
    Ok(())
}

/// What a first-time operator needs to know: nobody can sign in until an administrator exists.
fn first_admin_hint(config: &ServeConfig, public_url: &str) -> String {
    let program = std::env::args().next().unwrap_or_else(|| "sankalp".to_owned());
    let mut location = format!("--data-dir {}", shell_quote(&config.data.data_dir.display().to_string()));
    if config.data.database_url.is_some() {
        location.push_str(" --database-url \"$DATABASE_URL\"");
    }
    format!(
        "No administrator exists yet, so nobody can sign in at {url}/login. Create one (it asks for the password):\n\n    \
         {program} admin create {location} --username priest --email priest@example.org --full-name \"Your Name\"\n\n\
         or start the server with SANKALP_ADMIN_USERNAME, SANKALP_ADMIN_EMAIL and SANKALP_ADMIN_PASSWORD set\n\
         (and optionally SANKALP_ADMIN_FULL_NAME); it then creates that administrator.",
        url = public_url,
    )
}

fn shell_quote(text: &str) -> String {
    if text.bytes().all(|b| b.is_ascii_alphanumeric() || b"/._-+=:,@".contains(&b)) {
        text.to_owned()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

async fn admin(command: AdminCommand) -> anyhow::Result<()> {
    match command {
        AdminCommand::Create(args) => {
            let store = open_data(&args.data).await?;
            let password = read_new_password()?;
            let admin = NewAdmin {
                username: &args.username,
                email: &args.email,
                full_name: &args.full_name,
                password: password.expose_secret(),
            };
            let result = create_admin(store.as_ref(), admin).await;
            store.close().await;
            let user = result?;
            println!("Created the administrator {:?} ({}). Sign in at /login with either.", user.username, user.email);
        }
        AdminCommand::ResetPassword(args) => {
            let store = open_data(&args.data).await?;
            // Fail on an unknown name before asking for a password.
            let known = store.find_user_by_login(args.username.trim()).await?;
            let result = match known {
                None => Err(anyhow::anyhow!("there is no user named {}", args.username.trim())),
                Some(_) => match read_new_password() {
                    Ok(password) => reset_password(store.as_ref(), &args.username, password.expose_secret()).await,
                    Err(err) => Err(err),
                },
            };
            store.close().await;
            let user = result?;
            println!("Set a new password for {:?}; their other sessions are signed out.", user.username);
        }
    }
    Ok(())
}

async fn migrate_data(args: MigrateArgs) -> anyhow::Result<()> {
    let options = sankalp::ops::migrate::MigrateOptions {
        from: args.from,
        to: args.to,
        from_media: args.from_media,
        to_media: args.to_media,
    };
    let report = sankalp::ops::migrate::migrate_data(&options).await?;
    println!("{report}");
    Ok(())
}

async fn backup(args: BackupArgs) -> anyhow::Result<()> {
    let url = args.data.database_url();
    let report = sankalp::ops::backup::backup(&args.data.data_dir, &url, args.media_url.as_deref(), &args.dir).await?;
    println!(
        "Backed up {} posts and {} media files ({} bytes){} into {}",
        report.posts,
        report.media_files,
        report.media_bytes,
        if report.secret_copied { " and the signing secret" } else { "" },
        args.dir.display()
    );
    if !report.dropped_posts.is_empty() {
        println!(
            "Left out {} posts deleted while the backup ran: {}",
            report.dropped_posts.len(),
            report.dropped_posts.join(", ")
        );
    }
    println!("Restore: stop the server, then serve it with --data-dir {}", args.dir.display());
    Ok(())
}

async fn open_data(data: &DataArgs) -> anyhow::Result<sankalp_db::DynStore> {
    std::fs::create_dir_all(&data.data_dir)
        .with_context(|| format!("SANKALP_DATA_DIR: cannot create {}", data.data_dir.display()))?;
    sankalp_db::open(&data.database_url()).await
}

/// The new password, from SANKALP_ADMIN_PASSWORD or typed twice at a prompt that does not echo.
fn read_new_password() -> anyhow::Result<secrecy::SecretString> {
    if let Some(password) = secret_from_env("SANKALP_ADMIN_PASSWORD") {
        password::check_new_password(password.expose_secret())
            .map_err(|e| anyhow::anyhow!("SANKALP_ADMIN_PASSWORD: {e}"))?;
        return Ok(password);
    }
    anyhow::ensure!(
        std::io::stdin().is_terminal(),
        "no terminal to ask for the password: set SANKALP_ADMIN_PASSWORD instead"
    );
    let first = rpassword::prompt_password("New password: ")
        .context("cannot ask for the password (no terminal?): set SANKALP_ADMIN_PASSWORD instead")?;
    password::check_new_password(&first).map_err(anyhow::Error::msg)?;
    let again = rpassword::prompt_password("Repeat the password: ").context("cannot read the password")?;
    anyhow::ensure!(first == again, "the two passwords differ");
    Ok(secrecy::SecretString::from(first))
}

async fn shutdown_signal() {
    let ctrl_c = async {
        tokio::signal::ctrl_c().await.ok();
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down: finishing requests in flight (at most SANKALP_SHUTDOWN_GRACE)");
}
