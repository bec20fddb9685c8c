import { type FormEvent, useId, useState } from "react";
import { useT } from "@/i18n/use-t";
import { ApiError, apiFetch, jsonBody } from "@/lib/api";
import styles from "./login-form.module.css";

/**
 * A new administrator's one-time sign-in link (`/login?welcome=…`): they choose their password, which
 * spends the link, then sign in with the form below as anyone does.
 */
export function WelcomeForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const t = useT();
  const id = useId();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await apiFetch<"acceptWelcome">("/api/v1/users/welcome", jsonBody<"acceptWelcome">({ token, password }));
      onDone(t("login.welcome.done"));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      if (!(failure instanceof ApiError)) console.error("The password could not be set", failure);
      setBusy(false);
    }
  }

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} data-testid="welcome-form">
      <p className={styles.notice}>{t("login.welcome.intro")}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>{t("login.welcome.password")}</label>
        <input
          className={styles.input}
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          disabled={busy}
          value={password}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`btn ${styles.submit}`} disabled={busy}>
        {t("login.welcome.submit")}
      </button>
    </form>
  );
}
