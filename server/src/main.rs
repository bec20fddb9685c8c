use std::sync::Arc;

use anyhow::Context as _;
use clap::Parser as _;
use tokio::net::TcpListener;
use tracing_subscriber::EnvFilter;

use sankalp::config::{Cli, Command, ServeConfig};
use sankalp::{AppState, app, site::Site, store};

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("sankalp=info,tower_http=warn")),
        )
        .init();
    let result = match cli.command {
        Command::Serve(config) => serve(config).await,
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
    std::fs::create_dir_all(&config.data_dir)
        .with_context(|| format!("SANKALP_DATA_DIR: cannot create {}", config.data_dir.display()))?;
    let store = store::open(&config.database_url()).await?;
    let site = Site::embedded();
    if !site.is_built() {
        tracing::warn!("this binary was built without the site; pages answer 503 (run `make build`)");
    }
    let state = AppState {
        store: Arc::clone(&store),
        site,
        public_url: config.public_url.clone(),
        trusted_proxy: config.trusted_proxy,
    };
    let listener = TcpListener::bind(config.listen)
        .await
        .with_context(|| format!("SANKALP_LISTEN: cannot listen on {}", config.listen))?;
    let addr = listener.local_addr()?;
    tracing::info!(database = store.backend(), data_dir = %config.data_dir.display(), "ready");
    println!("Sankalp is listening on http://{addr}");
    axum::serve(listener, app(state).into_make_service_with_connect_info::<std::net::SocketAddr>())
        .with_graceful_shutdown(shutdown_signal())
        .await?;
    store.close().await;
    tracing::info!("stopped");
    Ok(())
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
    tracing::info!("shutting down: finishing requests in flight");
}
