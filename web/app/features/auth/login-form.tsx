import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import logo from "@/assets/art/logo.svg";
import { toast } from "@/components/toast/toast-store";
import { useT } from "@/i18n/use-t";
import { login } from "./api";
import { loginErrorFor } from "./login-errors";
import { saveTokens } from "./session";
import { WelcomeForm } from "./welcome-form";
import styles from "./login-form.module.css";

/** The sign-in form: idle, submitting (inputs disabled), then /admin or the error inline and as a toast. */
export function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // Read after hydration: the pre-rendered page has no query string.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known only in the browser, after hydration
    if (new URLSearchParams(window.location.search).get("session") === "ended") setNotice(t("login.sessionEnded"));
  }, [t]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const { session, message } = await login(typed, password);
      saveTokens(session);
      toast.success(message || t("login.success"));
      navigate("/admin");
    } catch (failure) {
      const { key, params } = loginErrorFor(failure);
      const text = t(key, params);
      setError(text);
      toast.error(text);
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    // `method="post"`: sent before the script runs (the page is pre-rendered), a password never lands in an address.
    <form
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      aria-busy={busy}
      aria-describedby={error ? errorId : undefined}
    >
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{t("login.identifier")}</label>
        <input
          className={styles.input}
          id={`${id}-name`}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={busy}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>{t("login.password")}</label>
        <input
          className={styles.input}
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          disabled={busy}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.error} data-testid="login-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
        {busy ? t("login.busy") : t("login.submit")}
      </button>
    </form>
  );
}

/**
 * The whole sign-in page: a card with the heading and the form, and the way back to the site. No site
 * chrome: it needs nothing loaded, so the page is pre-rendered whole (route-manifest.ts) and the
 * React form hydrates over the same markup, without a shift.
 */
export function LoginPanel() {
  const t = useT();
  // A one-time sign-in link's token, read after hydration (the pre-rendered page has no query string).
  const [welcome, setWelcome] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known only in the browser, after hydration
    setWelcome(new URLSearchParams(window.location.search).get("welcome"));
  }, []);
  return (
    <main className={styles.page} id="main">
      <section className={styles.card} aria-labelledby="login-title">
        <img className={styles.mark} src={logo} width={56} height={56} alt="" />
        <h1 id="login-title">{t("login.title")}</h1>
        <p className={styles.intro}>{t("login.intro")}</p>
        {welcome && !chosen ? (
          <WelcomeForm token={welcome} onDone={setChosen} />
        ) : (
          <>
            {chosen ? (
              <p className={styles.notice} role="status">
                {chosen}
              </p>
            ) : null}
            <LoginForm />
          </>
        )}
      </section>
      <p className={styles.back}>
        <a href="/">{t("login.backToSite")}</a>
      </p>
    </main>
  );
}
