import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Modal } from "@/components/modal";
import { toast } from "@/components/toast/toast-store";
import { type AdminUserInfo, SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { useT } from "@/i18n/use-t";
import { createUser, deleteUser, listUsers } from "./api";
import { failureOf } from "./field-errors";
import styles from "./admin-users.module.css";

/** When someone was added, as a day (the admin app runs in the browser, where `Intl` is at hand). */
function addedOn(at: string): string {
  return new Date(at).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });
}

/**
 * Admin → Users: everyone who can sign in, adding one (a first password, or a one-time sign-in link shown
 * once) and removing one after asking. The server keeps the last administrator and refuses one's own
 * removal; its message shows as it is.
 */
export function UsersPanel({ initial, me }: { initial: AdminUserInfo[]; me: AdminUserInfo | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [users, setUsers] = useState(initial);
  const [removing, setRemoving] = useState<AdminUserInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  function ended(error: unknown) {
    if (error instanceof SessionEndedError) {
      navigate(SESSION_ENDED_URL);
      return true;
    }
    return false;
  }

  async function reload() {
    try {
      setUsers(await listUsers());
    } catch (error) {
      if (!ended(error)) toast.error(t("admin.users.loadFailed", { message: failureOf(error).message }));
    }
  }

  async function onRemove() {
    if (!removing) return;
    setBusy(true);
    setRemoveError(null);
    try {
      await deleteUser(removing._id);
      toast.success(t("admin.users.removed", { name: removing.fullName }));
      setRemoving(null);
      await reload();
    } catch (error) {
      if (!ended(error)) setRemoveError(t("admin.users.failed", { message: failureOf(error).message }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ul className={styles.list} data-testid="users-list">
        {users.map((user) => (
          <li key={user._id} className={styles.user} data-testid="user-row">
            <div className={styles.who}>
              <p className={styles.name}>
                {user.fullName}
                {me?._id === user._id ? <span className={styles.badge}>{t("admin.users.you")}</span> : null}
              </p>
              <p className={styles.meta}>
                <span>{user.username}</span> · <span className={styles.email}>{user.email}</span>
              </p>
              <p className={styles.meta}>{t("admin.users.added", { date: addedOn(user.createdAt) })}</p>
            </div>
            {me?._id !== user._id ? (
              <button
                type="button"
                className={`btn btn-outline ${styles.remove}`}
                onClick={() => {
                  setRemoveError(null);
                  setRemoving(user);
                }}
                aria-label={`${t("admin.users.remove")} ${user.fullName}`}
              >
                {t("admin.users.remove")}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <Modal
        open={removing !== null}
        onClose={busy ? () => undefined : () => setRemoving(null)}
        title={removing ? t("admin.users.removeTitle", { name: removing.fullName }) : ""}
        data-testid="remove-dialog"
      >
        <div className={styles.stack}>
          <p>{removing ? t("admin.users.removeBody", { name: removing.fullName }) : null}</p>
          {removeError ? (
            <p className={styles.error} role="alert">
              {removeError}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className="btn btn-outline" onClick={() => setRemoving(null)} disabled={busy}>
              {t("admin.users.cancel")}
            </button>
            <button
              type="button"
              className={`btn ${styles.danger}`}
              onClick={onRemove}
              disabled={busy}
              data-testid="remove-confirm"
            >
              {busy ? t("admin.users.removing") : t("admin.users.removeConfirm")}
            </button>
          </div>
        </div>
      </Modal>
      <AddUserForm onAdded={reload} onEnded={ended} />
    </>
  );
}

type How = "password" | "link";
const EMPTY = { fullName: "", username: "", email: "", password: "" };

function AddUserForm({ onAdded, onEnded }: { onAdded: () => Promise<void>; onEnded: (error: unknown) => boolean }) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [how, setHow] = useState<How>("password");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ name: string; url: string } | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const body =
        how === "link"
          ? { fullName: values.fullName, username: values.username, email: values.email, signInLink: true }
          : { ...values };
      const { user, signInLink } = await createUser(body);
      toast.success(t("admin.users.addedToast", { name: user.fullName }));
      setValues(EMPTY);
      if (signInLink) setLink({ name: user.fullName, url: `${window.location.origin}${signInLink}` });
      await onAdded();
    } catch (error) {
      if (onEnded(error)) return;
      const { fields, message } = failureOf(error);
      setErrors(fields);
      setFailure(t("admin.users.failed", { message }));
    } finally {
      setBusy(false);
    }
  }

  function field(name: keyof typeof EMPTY, label: string, props: Record<string, string | boolean>, hint?: string) {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    const described = [error ? `${inputId}-error` : "", hint ? `${inputId}-hint` : ""].filter(Boolean).join(" ");
    return (
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {hint ? (
          <p id={`${inputId}-hint`} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        <input
          id={inputId}
          name={name}
          className={styles.input}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          {...props}
        />
        {error ? (
          <p id={`${inputId}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("admin.users.addTitle")}</h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy} data-testid="add-user-form">
        {field("fullName", t("admin.users.fullName"), { autoComplete: "off", required: true })}
        {field(
          "username",
          t("admin.users.username"),
          { autoComplete: "off", autoCapitalize: "none", spellCheck: false, required: true },
          t("admin.users.usernameHint"),
        )}
        {field("email", t("admin.users.email"), { type: "email", autoComplete: "off", required: true })}
        <fieldset className={styles.how}>
          <legend className={styles.label}>{t("admin.users.how")}</legend>
          <label className={styles.choice}>
            <input type="radio" name="how" checked={how === "password"} onChange={() => setHow("password")} />
            {t("admin.users.howPassword")}
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="how"
              checked={how === "link"}
              onChange={() => setHow("link")}
              data-testid="how-link"
            />
            {t("admin.users.howLink")}
          </label>
        </fieldset>
        {how === "password"
          ? field(
              "password",
              t("admin.users.password"),
              { type: "password", autoComplete: "new-password", required: true },
              t("admin.users.passwordHint"),
            )
          : null}
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="btn" disabled={busy} data-testid="add-user">
          {busy ? t("admin.users.adding") : t("admin.users.add")}
        </button>
      </form>
      <Modal
        open={link !== null}
        onClose={() => setLink(null)}
        title={link ? t("admin.users.linkTitle", { name: link.name }) : ""}
        data-testid="link-dialog"
      >
        <div className={styles.stack}>
          <p>{link ? t("admin.users.linkBody", { name: link.name }) : null}</p>
          <input
            className={styles.input}
            readOnly
            value={link?.url ?? ""}
            aria-label={link ? t("admin.users.linkTitle", { name: link.name }) : undefined}
            onFocus={(e) => e.target.select()}
            data-testid="sign-in-link"
          />
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-outline"
              onClick={async () => {
                if (!link) return;
                try {
                  await navigator.clipboard.writeText(link.url);
                  toast.success(t("admin.users.copied"));
                } catch {
                  // No clipboard (an insecure origin): the link stays selectable in the field.
                }
              }}
            >
              {t("admin.users.copy")}
            </button>
            <button type="button" className="btn" onClick={() => setLink(null)}>
              {t("admin.users.done")}
            </button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
