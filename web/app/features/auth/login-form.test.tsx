import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toast/toast-store";
import { Toaster } from "@/components/toast/toaster";
import { LoginForm } from "./login-form";
import { type Reply, envelope, scriptFetch } from "./test-support";

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  act(() => clearToasts());
  window.history.replaceState(null, "", "/");
});

function renderLogin() {
  const Stub = createRoutesStub([
    { path: "/login", Component: LoginForm },
    { path: "/admin", Component: () => <h1>Admin home</h1> },
  ]);
  // Mounted once beside the routes, as in the root layout, so toasts outlive the navigation.
  render(
    <>
      <Stub initialEntries={["/login"]} />
      <Toaster />
    </>,
  );
}

async function fillAndSubmit(typed = "priest", password = "correct password") {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Username or Email:"), typed);
  await user.type(screen.getByLabelText("Password:"), password);
  await user.click(screen.getByRole("button", { name: "Login" }));
}

const session = { user: { fullName: "Raghavendra Bhat" }, accessToken: "access-1", refreshToken: "refresh-1" };

describe("the login form", () => {
  it("requires both fields", () => {
    renderLogin();
    expect(screen.getByLabelText("Username or Email:")).toBeRequired();
    expect(screen.getByLabelText("Password:")).toBeRequired();
    expect(screen.getByLabelText("Password:")).toHaveAttribute("type", "password");
  });

  it("is busy while signing in, then stores both tokens, says so and goes to /admin", async () => {
    let answer: (reply: { status: number; body?: unknown }) => void = () => {};
    const pending = new Promise<{ status: number; body?: unknown }>((resolve) => {
      answer = resolve;
    });
    const { calls } = scriptFetch({ "/api/v1/users/login": [pending] });
    renderLogin();
    await fillAndSubmit("priest@sankalp.example");

    const button = await screen.findByRole("button", { name: "Logging in..." });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText("Username or Email:")).toBeDisabled();
    expect(screen.getByLabelText("Password:")).toBeDisabled();
    expect(calls[0]?.body).toEqual({
      username: "priest@sankalp.example",
      email: "priest@sankalp.example",
      password: "correct password",
    });

    await act(async () => answer(envelope(200, session, "Login successful")));
    expect(await screen.findByRole("heading", { name: "Admin home" })).toBeInTheDocument();
    expect(sessionStorage.getItem("accessToken")).toBe("access-1");
    expect(sessionStorage.getItem("refreshToken")).toBe("refresh-1");
    expect(screen.getByRole("status")).toHaveTextContent("Login successful");
  });

  it("falls back to its own success message", async () => {
    scriptFetch({ "/api/v1/users/login": [envelope(200, session, "")] });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole("heading", { name: "Admin home" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Login successful!");
  });

  const failures: Array<[string, Reply, string]> = [
    ["401", envelope(401, null, "Invalid username or password"), "Invalid Password"],
    ["400", envelope(400, null, "Username or email is required"), "Bad request."],
    ["500 without a body", { status: 500 }, "Server error. Please try again later."],
    ["429", envelope(429, null, "Too many attempts."), "Login failed (Status 429)."],
    ["a network failure", "network", "Network error. Please check your connection."],
  ];
  it.each(failures)(
    "after %s shows the message inline and as an error toast, and is ready again",
    async (_, reply, text) => {
      scriptFetch({ "/api/v1/users/login": [reply] });
      renderLogin();
      await fillAndSubmit();
      expect(await screen.findByTestId("login-error")).toHaveTextContent(text);
      expect(screen.getByRole("alert")).toHaveTextContent(text);
      expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
      expect(screen.getByLabelText("Password:")).toBeEnabled();
      expect(sessionStorage.length).toBe(0);
    },
  );

  it("explains why the admin was sent back here", async () => {
    window.history.replaceState(null, "", "/login?session=ended");
    renderLogin();
    expect(await screen.findByText("Your session has ended. Please sign in again.")).toBeInTheDocument();
  });
});
