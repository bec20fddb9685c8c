import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readJustBooked } from "./just-booked";
import { SankalpForm } from "./sankalp-form";
import { sankalpForm } from "./sankalp-form.island";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.innerHTML = "";
});

interface Sent {
  url: string;
  body: unknown;
}

/** Answers `POST /api/v1/bookings` with `reply`; nothing else is asked for. */
function stubFetch(reply: { status: number; body: unknown; headers?: Record<string, string> }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: reply.headers });
    }),
  );
  return sent;
}

/** The form as the server draws it, brought to life by its island; returns where it sent the browser. */
function renderForm(withIsland = true) {
  document.body.innerHTML = renderToString(
    <SankalpForm
      service="ritual"
      slug="satyanarayan-puja"
      title="Satyanarayan Puja"
      dakshina={1100}
      back="/puja/satyanarayan-puja"
    />,
  );
  const went: string[] = [];
  if (withIsland) sankalpForm(document, (url) => went.push(url));
  return went;
}

const nameOf = (person: number) =>
  within(screen.getAllByTestId("devotee-row")[person - 1]!).getByRole("textbox", { name: /Full name/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>, people: string[]) {
  for (let i = 1; i < people.length; i++) await user.click(screen.getByRole("button", { name: /Add a family member/ }));
  for (const [i, name] of people.entries()) await user.type(nameOf(i + 1), name);
  await user.type(screen.getByRole("textbox", { name: /Your name/ }), "Lakshmi Rao");
  await user.type(screen.getByRole("textbox", { name: /Phone \(WhatsApp\)/ }), "98765 43210");
}

describe("the sankalp form", () => {
  it("arrives whole from the server: what is booked, every field, and a submit the island enables", () => {
    renderForm(false);
    expect(screen.getByRole("heading", { level: 1, name: "Satyanarayan Puja" })).toBeInTheDocument();
    expect(screen.getByTestId("sankalp-dakshina")).toHaveTextContent("₹1,100");
    expect(nameOf(1)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Phone \(WhatsApp\)/ })).toBeInTheDocument();
    expect(screen.getByTestId("phone-country")).toHaveValue("IN");
    expect(screen.getByRole("button", { name: "Book and continue on WhatsApp" })).toBeDisabled();
    sankalpForm(document, () => {});
    expect(screen.getByRole("button", { name: "Book and continue on WhatsApp" })).toBeEnabled();
  });

  it("checks before sending: inline errors on each field at fault, focus on the first, nothing sent", async () => {
    const sent = stubFetch({ status: 201, body: {} });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole("textbox", { name: /Phone \(WhatsApp\)/ }), "12345");
    await user.type(screen.getByRole("textbox", { name: /Email/ }), "lakshmi@");
    await user.click(screen.getByRole("button", { name: "Book and continue on WhatsApp" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Please correct the fields marked below.");
    expect(nameOf(1)).toHaveAttribute("aria-invalid", "true");
    expect(nameOf(1)).toHaveAccessibleDescription("Please enter this person's name.");
    await waitFor(() => expect(nameOf(1)).toHaveFocus());
    expect(screen.getByRole("textbox", { name: /Your name/ })).toHaveAccessibleDescription("Please enter your name.");
    expect(screen.getByRole("textbox", { name: /Phone \(WhatsApp\)/ })).toHaveAccessibleDescription(
      /not a valid number for the chosen country/,
    );
    expect(screen.getByRole("textbox", { name: /Email/ })).toHaveAccessibleDescription(/valid email address/);
    expect(sent).toEqual([]);

    // Editing a field clears its message.
    await user.type(nameOf(1), "Lakshmi");
    expect(nameOf(1)).not.toHaveAttribute("aria-invalid");
  });

  it("adds people up to ten and removes them", async () => {
    stubFetch({ status: 201, body: {} });
    const user = userEvent.setup();
    renderForm();
    const add = screen.getByRole("button", { name: /Add a family member/ });
    for (let i = 0; i < 9; i++) await user.click(add);
    expect(screen.getAllByTestId("devotee-row")).toHaveLength(10);
    expect(add).toBeDisabled();
    expect(screen.getByText("10 of 10 people")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Remove person 3" }));
    expect(screen.getAllByTestId("devotee-row")).toHaveLength(9);
    expect(add).toBeEnabled();
  });

  it("puts the server's field errors on their fields, the third person's name included", async () => {
    const sent = stubFetch({
      status: 400,
      body: {
        statusCode: 400,
        data: null,
        success: false,
        message: "Some fields are not valid",
        errors: [
          { field: "devotees[2].name", message: "Name must be at most 100 characters" },
          { field: "contact.phone", message: "Phone is not a valid number" },
        ],
      },
    });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user, ["Lakshmi Rao", "Arjun Rao", "Meera Rao"]);
    await user.click(screen.getByRole("button", { name: "Book and continue on WhatsApp" }));

    await waitFor(() => expect(nameOf(3)).toHaveAttribute("aria-invalid", "true"));
    expect(nameOf(3)).toHaveAccessibleDescription("Name must be at most 100 characters");
    expect(nameOf(1)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("textbox", { name: /Phone \(WhatsApp\)/ })).toHaveAccessibleDescription(
      /Phone is not a valid number/,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      service: "ritual",
      slug: "satyanarayan-puja",
      devotees: [{ name: "Lakshmi Rao" }, { name: "Arjun Rao" }, { name: "Meera Rao" }],
      contact: { name: "Lakshmi Rao", phone: "+919876543210" },
      website: "",
    });
    expect((sent[0]!.body as { timezone?: string }).timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("says plainly when too many bookings came from this connection (429)", async () => {
    stubFetch({
      status: 429,
      body: { statusCode: 429, data: null, success: false, message: "Too many bookings" },
      headers: { "Retry-After": "240" },
    });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user, ["Lakshmi Rao"]);
    await user.click(screen.getByRole("button", { name: "Book and continue on WhatsApp" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many bookings were sent from your connection just now. Please try again in 4 min.",
    );
    expect(screen.getByRole("button", { name: "Book and continue on WhatsApp" })).toBeEnabled();
  });

  it("on success hands the reference and the chat to the private page, never in its address", async () => {
    stubFetch({
      status: 201,
      body: {
        statusCode: 201,
        success: true,
        message: "Booked",
        data: {
          reference: "SKP-7K3Q9M",
          token: "tok_123",
          url: "/booking/tok_123",
          whatsappUrl: "https://api.whatsapp.com/send?phone=911234567890&text=Booking%20SKP-7K3Q9M",
        },
      },
    });
    const user = userEvent.setup();
    const went = renderForm();
    await fillValid(user, ["Lakshmi Rao", "Arjun Rao"]);
    await user.click(screen.getByRole("button", { name: "Book and continue on WhatsApp" }));
    await waitFor(() => expect(went).toEqual(["/booking/tok_123"]));
    expect(readJustBooked("SKP-7K3Q9M")).toEqual({
      reference: "SKP-7K3Q9M",
      whatsappUrl: "https://api.whatsapp.com/send?phone=911234567890&text=Booking%20SKP-7K3Q9M",
    });
  });

  it("keeps the honeypot away from people and assistive technology", () => {
    stubFetch({ status: 201, body: {} });
    renderForm();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Website" })).toBeNull();
  });
});
