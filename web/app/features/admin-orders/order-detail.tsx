import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Modal } from "@/components/modal";
import { toast } from "@/components/toast/toast-store";
import { SESSION_ENDED_URL, SessionEndedError } from "@/features/auth/api";
import { formatDay, formatInstant, toZoneLocal, zoneLocalToRfc3339 } from "@/features/bookings/dates";
import { formatRupees, formatSize } from "@/features/bookings/format";
import { statusKey } from "@/features/bookings/status-timeline";
import type { AdminBooking, BookingChanges } from "@/features/bookings/types";
import { type BookingStatus, NEXT_STATUSES } from "@/features/bookings/vocab";
import { useT } from "@/i18n/use-t";
import { ApiError, NetworkError } from "@/lib/api";
import { useTimeZone } from "@/lib/time-zone";
import { parseRupees } from "./amount";
import { getBooking, shareLink, updateBooking } from "./api";
import { historyText, showsNote } from "./history";
import { ProofUpload } from "./proof-upload";
import { devoteeChatUrl } from "./whatsapp";
import styles from "./admin-orders.module.css";

type Load =
  { state: "loading" } | { state: "missing" } | { state: "failed" } | { state: "loaded"; booking: AdminBooking };

/**
 * One booking for the priest: who, what, when, its history, and everything he does with it — move its
 * status (only the moves the server allows; cancelling asks for a reason), schedule it in India's time,
 * set the offering, mark it paid, keep private notes, attach proof, and message the devotee.
 */
export function OrderDetail({ reference }: { reference: string }) {
  const t = useT();
  const zone = useTimeZone();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    getBooking(reference, controller.signal)
      .then((booking) => setLoad({ state: "loaded", booking }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof SessionEndedError) return navigate(SESSION_ENDED_URL);
        setLoad(error instanceof ApiError && error.status === 404 ? { state: "missing" } : { state: "failed" });
      });
    return () => controller.abort();
  }, [reference, navigate]);

  /** A failed change, in words; a lost session goes to sign-in. */
  function problem(error: unknown): string {
    if (error instanceof SessionEndedError) {
      navigate(SESSION_ENDED_URL);
      return error.message;
    }
    if (error instanceof ApiError) {
      const fields = error.fieldErrors.map((f) => f.message).join(" ");
      return fields ? `${error.message} ${fields}`.trim() : error.message;
    }
    if (error instanceof NetworkError) return error.message;
    return t("orders.failed");
  }

  /** Sends one change; answers null, or the message to show beside the control that made it. */
  async function save(changes: BookingChanges, done: string): Promise<string | null> {
    try {
      const booking = await updateBooking(reference, changes);
      setLoad({ state: "loaded", booking });
      toast.success(done);
      return null;
    } catch (error) {
      return problem(error);
    }
  }

  /** Reads the booking again (its history gains an entry when a link is shared); a failure keeps what is shown. */
  function refresh() {
    getBooking(reference)
      .then((booking) => setLoad({ state: "loaded", booking }))
      .catch(() => undefined);
  }

  const back = (
    <p className={styles.back}>
      <Link to="/admin/orders">
        <span aria-hidden="true">←</span> {t("orders.back")}
      </Link>
    </p>
  );
  if (load.state !== "loaded") {
    return (
      <section>
        {back}
        {load.state === "loading" ? <p className="lead">{t("orders.loadingOne")}</p> : null}
        {load.state === "missing" ? <h1>{t("orders.missing", { reference })}</h1> : null}
        {load.state === "failed" ? (
          <p className={styles.error} role="alert">
            {t("orders.loadFailed")}
          </p>
        ) : null}
      </section>
    );
  }

  const { booking } = load;
  // An erased booking (withdrawn, or past retention) is kept for the accounts only: nothing in it changes.
  const erased = !!booking.erasedAt;
  const moves = NEXT_STATUSES[booking.status];
  return (
    <section data-testid="order-detail">
      {back}
      <div className={styles.head}>
        <div>
          <h1 className={styles.detailTitle}>
            <span data-testid="order-reference">{booking.reference}</span>
            <span className={styles.pill} data-status={booking.status} data-testid="order-status">
              {t(statusKey(booking.status))}
            </span>
          </h1>
          <p className={styles.subtitle}>{booking.ritualTitle}</p>
        </div>
        {booking.contact.phone && !erased ? (
          <WhatsAppButton booking={booking} problem={problem} onShared={refresh} />
        ) : null}
      </div>

      <div className={styles.detailGrid}>
        <div className={styles.column}>
          <Card title={t("orders.statusTitle")}>
            {erased ? (
              <p className={styles.hint} data-testid="order-erased">
                {t("orders.erasedNotice")}
              </p>
            ) : (
              <>
                {moves.length === 0 ? <p className={styles.hint}>{t("orders.finalStatus")}</p> : null}
                <StatusMoves booking={booking} moves={moves} save={save} />
              </>
            )}
          </Card>
          {erased ? (
            <ErasedPayment booking={booking} />
          ) : (
            <>
              <Card title={t("orders.scheduleTitle")}>
                <ScheduleForm booking={booking} save={save} />
              </Card>
              <Card title={t("orders.paymentTitle")}>
                <PaymentForm booking={booking} save={save} />
              </Card>
              <Card title={t("orders.proofTitle")}>
                {booking.proof.length > 0 ? (
                  <ul className={styles.proofs}>
                    {booking.proof.map((p) => (
                      <li key={p.url}>
                        {p.kind === "video" ? (
                          <video
                            className={styles.proofMedia}
                            src={p.url}
                            controls
                            preload="metadata"
                            playsInline
                            data-testid="admin-proof-video"
                          />
                        ) : (
                          <img
                            className={styles.proofMedia}
                            src={p.url}
                            alt={t("orders.proofPhoto")}
                            width={640}
                            height={480}
                            loading="lazy"
                          />
                        )}
                        <p className={styles.hint}>
                          {formatInstant(p.createdAt, zone)} · {formatSize(p.size)}
                        </p>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.hint}>{t("orders.proof.none")}</p>
                )}
                {booking.status === "cancelled" ? null : (
                  <ProofUpload
                    reference={booking.reference}
                    onProblem={problem}
                    onUploaded={(updated) => {
                      setLoad({ state: "loaded", booking: updated });
                      toast.success(t("orders.proof.done"));
                    }}
                  />
                )}
              </Card>
            </>
          )}
        </div>

        <div className={styles.column}>
          <Card title={t("orders.devoteesTitle")}>
            {erased ? <p className={styles.hint}>{t("orders.erased")}</p> : null}
            <ol className={styles.devotees}>
              {booking.devotees.map((d, i) => (
                <li key={i}>
                  <strong>{d.name}</strong>
                  {d.relation ? ` · ${d.relation}` : ""}
                  <br />
                  <span className={styles.hint}>
                    {[
                      d.gotra && t("booking.gotra", { gotra: d.gotra }),
                      d.nakshatra && t("booking.nakshatra", { nakshatra: d.nakshatra }),
                      d.rashi && t("booking.rashi", { rashi: d.rashi }),
                    ]
                      .filter(Boolean)
                      .join(" · ") || t("orders.noDetails")}
                  </span>
                </li>
              ))}
            </ol>
          </Card>
          <Card title={t("orders.detailsTitle")}>
            <dl className={styles.facts}>
              <Fact
                label={t("booking.preferredDate")}
                value={booking.preferredDate ? formatDay(booking.preferredDate) : t("orders.anyDate")}
              />
              {booking.contact.name ? <Fact label={t("booking.contactName")} value={booking.contact.name} /> : null}
              {booking.contact.phone ? (
                <Fact
                  label={t("booking.contactPhone")}
                  value={<a href={`tel:${booking.contact.phone}`}>{booking.contact.phone}</a>}
                />
              ) : null}
              {booking.contact.email ? (
                <Fact
                  label={t("booking.contactEmail")}
                  value={<a href={`mailto:${booking.contact.email}`}>{booking.contact.email}</a>}
                />
              ) : null}
              {booking.timezone || booking.clientTimezone ? (
                <Fact label={t("orders.timezone")} value={booking.timezone || booking.clientTimezone} />
              ) : null}
              <Fact label={t("booking.bookedOn")} value={formatInstant(booking.createdAt, zone)} />
            </dl>
            {booking.intention ? (
              <div className={styles.intention}>
                <p className={styles.label}>{t("sankalp.intention")}</p>
                <p className={styles.intentionText}>{booking.intention}</p>
              </div>
            ) : null}
          </Card>
          {erased ? null : (
            <Card title={t("orders.notesTitle")}>
              <NotesForm booking={booking} save={save} />
            </Card>
          )}
          <Card title={t("orders.historyTitle")}>
            <ol className={styles.history} data-testid="order-history">
              {[...booking.history].reverse().map((h, i) => (
                <li key={`${h.at}-${i}`}>
                  <p>
                    {(h.kind ?? "status") === "status" && h.status ? (
                      <span className={styles.pill} data-status={h.status}>
                        {t(statusKey(h.status))}
                      </span>
                    ) : (
                      <strong>{historyText(h, zone)}</strong>
                    )}
                  </p>
                  <p className={styles.hint}>
                    <time dateTime={h.at}>{formatInstant(h.at, zone)}</time>
                    {h.by ? ` · ${t("orders.history.by", { who: h.by })}` : ""}
                  </p>
                  {showsNote(h) ? <p className={styles.historyNote}>{h.note}</p> : null}
                </li>
              ))}
            </ol>
          </Card>
        </div>
      </div>
    </section>
  );
}

/**
 * Messages the devotee on WhatsApp with a private link made for this message. The window is opened on
 * the click itself, while the browser still counts it as the priest's doing (one opened after waiting
 * for the server is blocked as a popup), and sent to the chat once the link arrives. If no window could
 * be opened, the ready chat is offered as a link to tap; if the link could not be made, the window
 * closes and the reason shows here.
 */
function WhatsAppButton({
  booking,
  problem,
  onShared,
}: {
  booking: AdminBooking;
  problem: (error: unknown) => string;
  onShared: () => void;
}) {
  const t = useT();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState<string | null>(null);

  async function onClick() {
    setError(null);
    setReady(null);
    const chatWindow = window.open("", "_blank");
    // What `noopener` would do, keeping the handle ("noopener" in the features makes `open` return null).
    if (chatWindow) chatWindow.opener = null;
    setBusy(true);
    try {
      const url = await shareLink(booking.reference);
      onShared();
      const chat = devoteeChatUrl(booking, `${window.location.origin}${url}`);
      if (!chat) {
        chatWindow?.close();
        return;
      }
      if (chatWindow && !chatWindow.closed) chatWindow.location.href = chat;
      else setReady(chat);
    } catch (failure) {
      chatWindow?.close();
      // The server's message alone: its field error (`link`) says the same again.
      const reason = failure instanceof ApiError ? failure.message : problem(failure);
      setError(t("orders.chat.failed", { reason }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.whatsappBox}>
      <button
        type="button"
        className={`btn ${styles.whatsapp}`}
        onClick={onClick}
        disabled={busy}
        aria-describedby={error ? errorId : undefined}
        data-testid="order-whatsapp"
      >
        {busy ? t("orders.chat.opening") : t("orders.whatsapp")}
        <span className="visually-hidden"> {t("booking.opensWhatsApp")}</span>
      </button>
      {error ? (
        <p id={errorId} className={styles.error} role="alert" data-testid="order-whatsapp-error">
          {error}
        </p>
      ) : null}
      {ready ? (
        <p className={styles.hint} role="status">
          {t("orders.chat.blocked")}{" "}
          <a href={ready} target="_blank" rel="noopener noreferrer" data-testid="order-whatsapp-ready">
            {t("orders.chat.open", { reference: booking.reference })}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** What an erased booking keeps for the accounts: the amount asked and whether it was paid. */
function ErasedPayment({ booking }: { booking: AdminBooking }) {
  const t = useT();
  if (!booking.amount) return null;
  return (
    <Card title={t("orders.paymentTitle")}>
      <p className={styles.hint}>
        {t("orders.amount.current", { amount: formatRupees(booking.amount) })}{" "}
        {booking.paid ? t("orders.paidSaved") : t("orders.unpaidSaved")}
      </p>
    </Card>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

type Save = (changes: BookingChanges, done: string) => Promise<string | null>;

/** The status moves the server allows from here; cancelling opens a dialog that asks for the reason. */
function StatusMoves({ booking, moves, save }: { booking: AdminBooking; moves: readonly BookingStatus[]; save: Save }) {
  const t = useT();
  const [busy, setBusy] = useState<BookingStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // No status move can be taken back (the server moves forward only): each asks first.
  const [asking, setAsking] = useState<BookingStatus | null>(null);

  async function move(status: BookingStatus) {
    setBusy(status);
    const failure = await save({ status }, t("orders.moved", { status: t(statusKey(status)) }));
    setError(failure);
    setBusy(null);
    setAsking(null);
  }

  return (
    <>
      <div className={styles.moves}>
        {moves.map((status) =>
          status === "cancelled" ? (
            <button
              key={status}
              type="button"
              className={`btn ${styles.dangerOutline}`}
              onClick={() => setCancelling(true)}
              disabled={busy !== null}
            >
              {t("orders.cancelBooking")}
            </button>
          ) : (
            <button
              key={status}
              type="button"
              className="btn"
              onClick={() => setAsking(status)}
              disabled={busy !== null}
              data-testid={`move-${status}`}
            >
              {busy === status ? t("orders.saving") : t(`orders.move.${status}` as Parameters<typeof t>[0])}
            </button>
          ),
        )}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Modal
        open={asking !== null}
        onClose={busy ? () => undefined : () => setAsking(null)}
        title={asking ? t(`orders.move.${asking}` as Parameters<typeof t>[0]) : ""}
        data-testid="move-dialog"
      >
        <div className={styles.stack}>
          <p>
            {asking
              ? t("orders.moveConfirm.body", { reference: booking.reference, status: t(statusKey(asking)) })
              : null}
          </p>
          <div className={styles.dialogActions}>
            <button type="button" className="btn btn-outline" onClick={() => setAsking(null)} disabled={busy !== null}>
              {t("admin.confirm.cancel")}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => asking && move(asking)}
              disabled={busy !== null}
              data-testid="move-confirm"
            >
              {busy ? t("orders.saving") : asking ? t(`orders.move.${asking}` as Parameters<typeof t>[0]) : ""}
            </button>
          </div>
        </div>
      </Modal>
      <CancelDialog
        open={cancelling}
        reference={booking.reference}
        onClose={() => setCancelling(false)}
        onCancel={async (note) => {
          const failure = await save(
            { status: "cancelled", note },
            t("orders.moved", { status: t(statusKey("cancelled")) }),
          );
          if (!failure) setCancelling(false);
          return failure;
        }}
      />
    </>
  );
}

function CancelDialog({
  open,
  reference,
  onClose,
  onCancel,
}: {
  open: boolean;
  reference: string;
  onClose: () => void;
  onCancel: (note: string) => Promise<string | null>;
}) {
  const t = useT();
  const id = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return setError(t("orders.cancel.noteRequired"));
    setBusy(true);
    setError(await onCancel(note.trim()));
    setBusy(false);
  }

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={t("orders.cancel.title", { reference })}
      data-testid="cancel-dialog"
    >
      <form className={styles.stack} onSubmit={onSubmit} noValidate>
        <p>{t("orders.cancel.body")}</p>
        <div className={styles.field}>
          <label htmlFor={`${id}-note`} className={styles.label}>
            {t("orders.cancel.note")}
          </label>
          <textarea
            id={`${id}-note`}
            className={styles.input}
            rows={3}
            value={note}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setNote(e.target.value);
              setError(null);
            }}
          />
          {error ? (
            <p id={`${id}-error`} className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            {t("orders.cancel.keep")}
          </button>
          <button type="submit" className={`btn ${styles.danger}`} disabled={busy}>
            {busy ? t("orders.saving") : t("orders.cancel.confirm")}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The ritual's date and time, typed and shown in the settings' time zone whatever the device says. */
function ScheduleForm({ booking, save }: { booking: AdminBooking; save: Save }) {
  const t = useT();
  const id = useId();
  const zone = useTimeZone();
  const [value, setValue] = useState(booking.scheduledAt ? toZoneLocal(booking.scheduledAt, zone) : "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const alsoMove = booking.status === "confirmed";
  const closed = booking.status === "cancelled" || booking.status === "delivered";

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const scheduledAt = zoneLocalToRfc3339(value, zone);
    if (!scheduledAt) return setError(t("orders.schedule.invalid"));
    setBusy(true);
    const changes: BookingChanges = alsoMove ? { scheduledAt, status: "scheduled" } : { scheduledAt };
    setError(await save(changes, t("orders.schedule.saved")));
    setBusy(false);
  }

  return (
    <form className={styles.stack} onSubmit={onSubmit} noValidate>
      {booking.scheduledAt ? (
        <p data-testid="order-scheduled">
          {t("orders.schedule.current", { when: formatInstant(booking.scheduledAt, zone) })}
        </p>
      ) : null}
      {closed ? null : (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-at`} className={styles.label}>
              {t("orders.schedule.label")}
            </label>
            <input
              id={`${id}-at`}
              className={styles.input}
              type="datetime-local"
              value={value}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
              data-testid="schedule-input"
            />
            <p id={`${id}-hint`} className={styles.hint}>
              {t("orders.schedule.hint", { zone })}
            </p>
            {error ? (
              <p id={`${id}-error`} className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <p>
            <button type="submit" className="btn" disabled={busy || !value} data-testid="schedule-save">
              {busy ? t("orders.saving") : alsoMove ? t("orders.schedule.saveAndMove") : t("orders.schedule.save")}
            </button>
          </p>
        </>
      )}
    </form>
  );
}

/** The offering in whole rupees, and whether it is paid. */
function PaymentForm({ booking, save }: { booking: AdminBooking; save: Save }) {
  const t = useT();
  const id = useId();
  const [amount, setAmount] = useState(booking.amount != null ? String(booking.amount) : "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = parseRupees(amount);
    if (value === null) return setError(t("orders.amount.invalid"));
    setBusy(true);
    setError(await save({ amount: value }, t("orders.amount.saved")));
    setBusy(false);
  }

  async function togglePaid(paid: boolean) {
    setBusy(true);
    setError(await save({ paid }, paid ? t("orders.paidSaved") : t("orders.unpaidSaved")));
    setBusy(false);
  }

  return (
    <div className={styles.stack}>
      <form className={styles.inline} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-amount`} className={styles.label}>
            {t("orders.amount.label")}
          </label>
          <input
            id={`${id}-amount`}
            className={styles.input}
            type="text"
            inputMode="decimal"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(null);
            }}
            data-testid="amount-input"
          />
        </div>
        <button type="submit" className="btn" disabled={busy} data-testid="amount-save">
          {t("orders.amount.save")}
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {booking.amount != null ? (
        <>
          <p>{t("orders.amount.current", { amount: formatRupees(booking.amount) })}</p>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={booking.paid}
              disabled={busy}
              onChange={(e) => togglePaid(e.target.checked)}
              data-testid="paid-toggle"
            />
            {t("orders.paidLabel")}
          </label>
        </>
      ) : (
        <p className={styles.hint}>{t("orders.amount.hint")}</p>
      )}
    </div>
  );
}

/** The priest's private notes: never shown to the devotee. */
function NotesForm({ booking, save }: { booking: AdminBooking; save: Save }) {
  const t = useT();
  const zone = useTimeZone();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notes = booking.notes ?? [];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError(t("orders.notes.empty"));
    setBusy(true);
    const failure = await save({ note: text.trim() }, t("orders.notes.saved"));
    setBusy(false);
    setError(failure);
    if (!failure) setText("");
  }

  return (
    <div className={styles.stack}>
      {notes.length > 0 ? (
        <ul className={styles.notes} data-testid="order-notes">
          {notes.map((n, i) => (
            <li key={`${n.at}-${i}`}>
              <p className={styles.noteText}>{n.text}</p>
              <p className={styles.hint}>{formatInstant(n.at, zone)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{t("orders.notes.none")}</p>
      )}
      <form className={styles.stack} onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-note`} className={styles.label}>
          {t("orders.notes.label")}
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.input}
          rows={3}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <p>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {t("orders.notes.add")}
          </button>
        </p>
      </form>
    </div>
  );
}
