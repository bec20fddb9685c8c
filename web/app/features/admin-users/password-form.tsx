import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/toast/toast-store";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { useT } from "@/i18n/use-t";
import { changePassword } from "./api";
import { failureOf } from "./field-errors";
import styles from "./admin-users.module.css";

/** One's own password: the current one, a new one; every other signed-in device is signed out. */
export function PasswordForm() {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      await changePassword(current, next);
      setCurrent("");
      setNext("");
      toast.success(t("admin.password.saved"));
    } catch (error) {
      if (error instanceof SessionEndedError) return navigate(SESSION_ENDED_URL);
      const { fields, message } = failureOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: message });
    } finally {
      setBusy(false);
    }
  }

  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.password.title")}</h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy} data-testid="password-form">
        {/* A password manager files the change under the signed-in account. */}
        <div className={styles.field}>
          <label htmlFor={`${id}-current`} className={styles.label}>
            {t("admin.password.current")}
          </label>
          <input
            id={`${id}-current`}
            className={styles.input}
            type="password"
            autoComplete="current-password"
            value={current}
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={errors.currentPassword ? `${id}-currentPassword-error` : undefined}
            onChange={(e) => setCurrent(e.target.value)}
          />
          {error("currentPassword")}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-new`} className={styles.label}>
            {t("admin.password.new")}
          </label>
          <p id={`${id}-new-hint`} className={styles.hint}>
            {t("admin.password.hint")}
          </p>
          <input
            id={`${id}-new`}
            className={styles.input}
            type="password"
            autoComplete="new-password"
            value={next}
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={[errors.newPassword ? `${id}-newPassword-error` : "", `${id}-new-hint`]
              .filter(Boolean)
              .join(" ")}
            onChange={(e) => setNext(e.target.value)}
          />
          {error("newPassword")}
        </div>
        {errors.form ? (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="btn" disabled={busy} data-testid="change-password">
          {busy ? t("admin.password.saving") : t("admin.password.save")}
        </button>
      </form>
    </section>
  );
}
