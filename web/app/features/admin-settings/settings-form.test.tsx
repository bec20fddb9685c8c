import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toast/toast-store";
import { Toaster } from "@/components/toast/toaster";
import { type Reply, envelope, scriptFetch } from "@/features/auth/test-support";
import type { SiteSettings } from "./fields";
import { SettingsForm } from "./settings-form";

const SITE: SiteSettings = {
  businessName: "Sankalp",
  tagline: "Vedic rituals, performed for you",
  priestName: "Pandit Raghavendra Bhat",
  holySite: "Gokarna, Karnataka",
  phoneDisplay: "+91 12345 67890",
  phone: "+919845012345",
  whatsapp: "+919845012345",
  email: "namaste@sankalp.example",
  address: {
    street: "12 Rathabeedi",
    locality: "Gokarna",
    region: "Karnataka",
    postalCode: "581326",
    country: "India",
  },
  mapUrl: "",
  social: { facebook: "https://www.facebook.com/sankalp.example", instagram: "", youtube: "" },
  copyrightCompany: "Sankalp Ritual Services",
  upiId: "",
  upiPayee: "",
  timezone: "Asia/Kolkata",
};

beforeEach(() => {
  sessionStorage.setItem("accessToken", "access-1");
  sessionStorage.setItem("refreshToken", "refresh-1");
});

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  act(() => clearToasts());
});

function renderForm(
  site: Reply[] = [],
  others: Record<string, Reply[]> = {},
  initial: SiteSettings = SITE,
  at = "/admin/settings",
) {
  const { calls } = scriptFetch({ "/api/v1/site": site, ...others });
  const Stub = createRoutesStub([
    { path: "/admin/settings", Component: () => <SettingsForm initial={initial} /> },
    { path: "/login", Component: () => <h1>Login Page</h1> },
  ]);
  render(
    <>
      <Stub initialEntries={[at]} />
      <Toaster />
    </>,
  );
  return { calls, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
/** A translation's input, by its label's start ("Street in ಕನ್ನಡ", then maybe "Shows English"). */
const translated = (name: string) => screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const save = () => screen.getByRole("button", { name: "Save settings" });

/** The ids an input's aria-describedby names, resolved to their texts. */
function describedBy(input: HTMLElement): string[] {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe("the settings form", () => {
  it("shows every field of the settings, grouped, with labels", () => {
    renderForm();
    for (const legend of ["Identity", "Contact", "Address", "Social", "Payments"]) {
      expect(screen.getByRole("group", { name: legend })).toBeInTheDocument();
    }
    expect(field("Business name").value).toBe("Sankalp");
    expect(field("WhatsApp number").value).toBe("+919845012345");
    expect(field("Street").value).toBe("12 Rathabeedi");
    expect(field("Facebook page").value).toBe("https://www.facebook.com/sankalp.example");
    expect(screen.getAllByRole("textbox")).toHaveLength(21);
  });

  it("checks a field when it is left and clears the error as soon as it is fixed", async () => {
    const { user } = renderForm();
    const whatsapp = field("WhatsApp number");
    await user.click(screen.getByTestId("same-whatsapp"));
    await user.clear(whatsapp);
    await user.type(whatsapp, "98450 12345");
    expect(whatsapp).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(whatsapp).toHaveAttribute("aria-invalid", "true");
    expect(describedBy(whatsapp)).toEqual([
      "Start with + and the country code, for example +91.",
      "With + and the country code. Every Book Now button opens a chat with it.",
    ]);
    await user.clear(whatsapp);
    await user.type(whatsapp, "+91 98450 12345");
    expect(whatsapp).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByTestId("error-whatsapp")).toBeNull();
  });

  it("previews the WhatsApp and call links as the number is typed", async () => {
    const { user } = renderForm();
    const chat = screen.getByTestId("preview-whatsapp");
    expect(chat).toHaveAttribute("target", "_blank");
    expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    expect(new URL(chat.getAttribute("href") ?? "").searchParams.get("phone")).toBe("919845012345");
    expect(screen.getByTestId("preview-call")).toHaveAttribute("href", "tel:+919845012345");

    await user.click(screen.getByTestId("same-whatsapp"));
    await user.clear(field("WhatsApp number"));
    await user.type(field("WhatsApp number"), "+44 20 7946 0958");
    const href = screen.getByTestId("preview-whatsapp").getAttribute("href") ?? "";
    expect(href.startsWith("https://api.whatsapp.com/send?")).toBe(true);
    expect(new URL(href).searchParams.get("phone")).toBe("442079460958");
    expect(new URL(href).searchParams.get("text")).toMatch(/^Namaste/);

    await user.clear(field("Phone number for calls"));
    await user.type(field("Phone number for calls"), "+91 98450");
    expect(screen.queryByTestId("preview-call")).toBeNull();
    expect(screen.getByTestId("link-preview")).toHaveTextContent("Type a valid number to see its link.");
  });

  it("types a number once for the fields marked the same as the one before", async () => {
    const shown = { ...SITE, phoneDisplay: "+44 20 7946 0958", phone: "+442079460958", whatsapp: "+442079460958" };
    const { user, calls } = renderForm([envelope(200, { site: shown }, "Settings saved")]);
    // Stored alike, WhatsApp starts as the number for calls; the calls number differs from the one shown.
    expect(screen.getByTestId("same-whatsapp")).toBeChecked();
    expect(field("WhatsApp number")).toHaveAttribute("readonly");
    expect(screen.getByTestId("same-phone")).not.toBeChecked();
    await user.clear(field("Phone number as shown"));
    await user.type(field("Phone number as shown"), "+44 20 7946 0958");
    await user.click(screen.getByTestId("same-phone"));
    expect(field("Phone number for calls").value).toBe("+44 20 7946 0958");
    expect(field("WhatsApp number").value).toBe("+44 20 7946 0958");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      phone: "+442079460958",
      whatsapp: "+442079460958",
      phoneDisplay: "+44 20 7946 0958",
    });
  });

  it("opens with nothing unsaved when the stored numbers are the same one written differently", async () => {
    const stored = { ...SITE, phoneDisplay: "+91 98450 12345", phone: "+919845012345", whatsapp: "+919845012345" };
    const { user } = renderForm([], {}, stored);
    expect(screen.getByTestId("same-phone")).toBeChecked();
    expect(field("Phone number for calls").value).toBe("+91 98450 12345");
    expect(screen.queryByTestId("settings-unsaved")).toBeNull();
    await user.type(field("Phone number as shown"), "6");
    expect(screen.getByTestId("settings-unsaved")).toHaveTextContent("You have unsaved changes.");
  });

  it("does not send a form with errors, says so and focuses the first field at fault", async () => {
    const { user, calls } = renderForm();
    await user.clear(field("Email"));
    await user.type(field("Email"), "namaste@");
    await user.clear(field("Business name"));
    await user.clear(field("Instagram page"));
    await user.type(field("Instagram page"), "http://instagram.com/x");
    await user.click(save());
    expect(calls).toEqual([]);
    expect(screen.getByTestId("settings-failure")).toHaveTextContent(
      "Please correct the fields marked below. Nothing was saved.",
    );
    expect(field("Business name")).toHaveFocus();
    expect(describedBy(field("Business name"))).toEqual(["This is required."]);
    expect(describedBy(field("Email"))[0]).toBe("Enter an email address such as name@example.org.");
    expect(describedBy(field("Instagram page"))[0]).toBe("Only https:// links are allowed.");
  });

  it("saves the whole object, trimmed and in E.164, and says so in a toast", async () => {
    const saved = { ...SITE, whatsapp: "+442079460958", tagline: "New tagline" };
    const { user, calls } = renderForm([envelope(200, { site: saved }, "Settings saved")]);
    await user.click(screen.getByTestId("same-whatsapp"));
    await user.clear(field("WhatsApp number"));
    await user.type(field("WhatsApp number"), " +44 20 7946 0958 ");
    await user.clear(field("Tagline"));
    await user.type(field("Tagline"), "  New tagline ");
    expect(screen.getByTestId("settings-unsaved")).toHaveTextContent("You have unsaved changes.");
    await user.click(save());
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("The settings were saved."));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.method).toBe("PUT");
    expect(calls[0]?.authorization).toBe("Bearer access-1");
    // No translation was held or changed: an empty `i18n` keeps the stored ones as they are.
    expect(calls[0]?.body).toEqual({ ...saved, i18n: {} });
    expect(field("WhatsApp number").value).toBe("+442079460958");
    expect(screen.queryByTestId("settings-unsaved")).toBeNull();
    expect(screen.queryByTestId("settings-failure")).toBeNull();
  });

  it("shows the server's field errors under their fields and focuses the first", async () => {
    const refused = {
      status: 400,
      body: {
        statusCode: 400,
        data: null,
        success: false,
        message: "Some settings are not valid",
        errors: [
          { field: "social.youtube", message: "YouTube must be an https link" },
          { field: "address.street", message: "Street is too long" },
        ],
      },
    };
    const { user } = renderForm([refused]);
    await user.click(save());
    await waitFor(() => expect(field("Street")).toHaveFocus());
    expect(field("Street")).toHaveAttribute("aria-invalid", "true");
    expect(describedBy(field("Street"))).toEqual(["Street is too long"]);
    expect(describedBy(field("YouTube channel"))[0]).toBe("YouTube must be an https link");
    expect(screen.getByTestId("settings-failure")).toHaveTextContent("Please correct the fields marked below.");
  });

  it("names the page that failed to render (422) at the top and focuses it", async () => {
    const message = "The page /contact could not be rendered: address is too odd";
    const refused = { status: 422, body: { statusCode: 422, data: null, success: false, message } };
    const { user } = renderForm([refused]);
    await user.click(save());
    const failure = await screen.findByTestId("settings-failure");
    expect(failure).toHaveTextContent(`a page of the site could not be shown with these settings. ${message}`);
    expect(failure).toHaveAttribute("role", "alert");
    await waitFor(() => expect(failure).toHaveFocus());
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it("says when the server cannot be reached", async () => {
    const { user } = renderForm(["network"]);
    vi.spyOn(console, "error").mockImplementation(() => {});
    await user.click(save());
    expect(await screen.findByTestId("settings-failure")).toHaveTextContent("the server could not be reached");
    expect(save()).toBeEnabled();
  });

  it("sends an ended session to /login", async () => {
    const unauthorised = {
      status: 401,
      body: { statusCode: 401, data: null, success: false, message: "Unauthorized" },
    };
    const { user } = renderForm([unauthorised], { "/api/v1/users/refresh-token": [unauthorised] });
    await user.click(save());
    expect(await screen.findByRole("heading", { name: "Login Page" })).toBeInTheDocument();
    expect(sessionStorage.getItem("accessToken")).toBeNull();
  });
});

describe("the settings in another language", () => {
  const TRANSLATED: SiteSettings = {
    ...SITE,
    i18n: { kn: { priestName: "ಪಂಡಿತ್ ರಾಘವೇಂದ್ರ ಭಟ್", tagline: "ನಿಮಗಾಗಿ ನೆರವೇರುವ ವೈದಿಕ ವಿಧಿಗಳು" }, hi: { holySite: "गोकर्ण" } },
  };

  it("shows each text beside its English, the untranslated ones marked and counted", () => {
    renderForm([], {}, TRANSLATED, "/admin/settings?lang=kn");
    expect(screen.getByRole("radio", { name: "ಕನ್ನಡ" })).toBeChecked();
    expect(translated("Priest's name in ಕನ್ನಡ").value).toBe("ಪಂಡಿತ್ ರಾಘವೇಂದ್ರ ಭಟ್");
    expect(describedBy(translated("Priest's name in ಕನ್ನಡ"))).toEqual(["Pandit Raghavendra Bhat"]);
    expect(describedBy(translated("Street in ಕನ್ನಡ"))).toEqual(["12 Rathabeedi", "Shows English"]);
    expect(screen.getByTestId("fallback-count")).toHaveTextContent("7 of 9 texts still show English");
    // Numbers, links and the PIN code are changed in English only.
    expect(screen.queryByLabelText(/PIN code/)).toBeNull();
    expect(screen.queryByLabelText(/WhatsApp number/)).toBeNull();
  });

  it("saves the translations with the English, an emptied text left out", async () => {
    const { user, calls } = renderForm(
      [envelope(200, { site: { ...TRANSLATED, i18n: { kn: { priestName: "ಪಂಡಿತ್ ಭಟ್" }, hi: { holySite: "गोकर्ण" } } } })],
      {},
      TRANSLATED,
      "/admin/settings?lang=kn",
    );
    await user.clear(translated("Priest's name in ಕನ್ನಡ"));
    await user.type(translated("Priest's name in ಕನ್ನಡ"), " ಪಂಡಿತ್ ಭಟ್ ");
    await user.clear(translated("Tagline in ಕನ್ನಡ"));
    expect(screen.getByTestId("settings-unsaved")).toBeInTheDocument();
    await user.click(save());
    await waitFor(() => expect(screen.getByText(/The settings were saved/)).toBeInTheDocument());
    expect(calls[0]?.body).toEqual({
      ...SITE,
      i18n: { kn: { priestName: "ಪಂಡಿತ್ ಭಟ್" }, hi: { holySite: "गोकर्ण" } },
    });
    expect(screen.queryByTestId("settings-unsaved")).toBeNull();
  });

  it("shows the server's error under the translation, in its language, and focuses it", async () => {
    const refused = {
      status: 400,
      body: {
        statusCode: 400,
        data: null,
        success: false,
        message: "Priest's name in Hindi must be at most 100 characters",
        errors: [{ field: "i18n.hi.priestName", message: "Priest's name in Hindi must be at most 100 characters" }],
      },
    };
    const { user } = renderForm([refused], {}, TRANSLATED, "/admin/settings?lang=kn");
    await user.click(save());
    // The fault is in Hindi: the form shows Hindi, with the message under the field.
    await waitFor(() => expect(screen.getByRole("radio", { name: "हिन्दी" })).toBeChecked());
    await waitFor(() => expect(translated("Priest's name in हिन्दी")).toHaveFocus());
    expect(describedBy(translated("Priest's name in हिन्दी"))).toContain(
      "Priest's name in Hindi must be at most 100 characters",
    );
  });
});
