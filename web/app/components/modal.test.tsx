import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal } from "@/components/modal";

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="#behind">Behind</a>
      <Modal
        open={open}
        title="Darshan"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <a href="#one">One</a>
        <button type="button">Two</button>
      </Modal>
    </div>
  );
}

describe("Modal", () => {
  it("is a labelled modal dialog that takes focus and makes the page behind inert", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Darshan" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus();
    // The app's root (the container Testing Library renders into) is inert while the dialog is open.
    const behind = screen.getByRole("link", { name: "Behind", hidden: true });
    expect(behind.closest("body > div")).toHaveProperty("inert", true);
  });

  it("cycles Tab and Shift+Tab through its own controls only", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog");
    const close = within(dialog).getByRole("button", { name: "Close" });
    const one = within(dialog).getByRole("link", { name: "One" });
    const two = within(dialog).getByRole("button", { name: "Two" });
    expect(close).toHaveFocus();
    await user.tab();
    expect(one).toHaveFocus();
    await user.tab();
    expect(two).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(two).toHaveFocus();
  });

  it("closes on Esc, on the close button and on the backdrop, and returns focus each time", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole("button", { name: "Open" });

    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    const backdrop = document.querySelector("[data-modal-root] > [aria-hidden=true]");
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop!);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("locks the page's scroll while open and restores it after", async () => {
    const user = userEvent.setup();
    document.body.style.overflow = "auto";
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Open" }));
    expect(document.body.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(document.body.style.overflow).toBe("auto");
    document.body.style.overflow = "";
  });
});
