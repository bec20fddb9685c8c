//! Dedicated threads for work that is CPU-bound and needs a lot of memory at once: checking an upload
//! (a photo-sized thumbnail takes some 30 MB while it is resized) and Argon2 password hashing (19 MiB a
//! hash).
//!
//! Why not the blocking pool: glibc gives every thread that allocates its own arena and keeps what is
//! freed there for that thread. Spread over the pool's threads, each of these jobs left its peak in
//! every thread that ever ran one: 8 concurrent uploads cost ~200 MiB above idle, and ten minutes of
//! sign-ins and uploads grew the server by hundreds of MiB (bench/results/soak.md). On one thread each
//! kind of job reuses one arena's memory. One at a time also bounds the CPU a burst of requests can take.

use std::sync::{OnceLock, mpsc};

use tokio::sync::oneshot;

type Job = Box<dyn FnOnce() + Send>;

/// One named thread running jobs one at a time, in arrival order; started by the first job.
pub struct Worker {
    name: &'static str,
    queue: OnceLock<mpsc::Sender<Job>>,
}

/// A job that did not finish: it panicked, or the thread is gone.
#[derive(Debug, thiserror::Error)]
#[error("the {0} thread did not finish the job")]
pub struct Unfinished(&'static str);

impl Worker {
    pub const fn new(name: &'static str) -> Self {
        Self { name, queue: OnceLock::new() }
    }

    /// Runs `job` on this worker's thread and waits for its result without blocking the runtime.
    pub async fn run<R: Send + 'static>(&self, job: impl FnOnce() -> R + Send + 'static) -> Result<R, Unfinished> {
        let (done, result) = oneshot::channel();
        let job: Job = Box::new(move || {
            // A receiver gone (the client left) just drops the answer.
            let _ = done.send(job());
        });
        let queue = self.queue.get_or_init(|| {
            let (queue, jobs) = mpsc::channel::<Job>();
            std::thread::Builder::new()
                .name(self.name.to_owned())
                .spawn(move || {
                    for job in jobs {
                        // A panicking job fails its own request (its sender is dropped), not the thread.
                        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                    }
                })
                .unwrap_or_else(|err| panic!("cannot start the {} thread: {err}", self.name));
            queue
        });
        queue.send(job).map_err(|_| Unfinished(self.name))?;
        result.await.map_err(|_| Unfinished(self.name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static TEST_WORKER: Worker = Worker::new("test-worker");

    #[tokio::test]
    async fn jobs_run_on_one_named_thread_and_a_panic_fails_only_its_job() {
        let first = TEST_WORKER.run(|| std::thread::current().name().map(str::to_owned)).await.unwrap();
        assert_eq!(first.as_deref(), Some("test-worker"));
        let id = TEST_WORKER.run(|| std::thread::current().id()).await.unwrap();
        assert!(TEST_WORKER.run(|| panic!("a bad job")).await.is_err());
        assert!(
            TEST_WORKER.run(move || std::thread::current().id() == id).await.unwrap(),
            "the same thread after a panic"
        );
    }
}
