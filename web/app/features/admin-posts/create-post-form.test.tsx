import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_VIDEO_BYTES } from "@/features/darshan/validate";
import { CreatePostForm } from "./create-post-form";

// jsdom has no object URLs; the dropzone previews a chosen file through one.
beforeEach(() => {
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:preview", revokeObjectURL: () => {} }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <MemoryRouter>
      <CreatePostForm />
    </MemoryRouter>,
  );
  return userEvent.setup({ applyAccept: false });
}

const bigVideo = () => new File([new Uint8Array(MAX_VIDEO_BYTES + 1)], "phone.mp4", { type: "video/mp4" });

describe("the create form's video message", () => {
  it("keeps 'Video size exceeds 10MB' when Create is pressed after choosing a video over the limit", async () => {
    const user = renderForm();
    await user.upload(screen.getByLabelText("Video", { selector: "input" }), bigVideo());
    expect(screen.getByTestId("video-error")).toHaveTextContent("Video size exceeds 10MB");

    await user.click(screen.getByRole("button", { name: "Create" }));
    // The true message stays; "Video file is required" would send the priest looking for a missing file.
    expect(screen.getByTestId("video-error")).toHaveTextContent("Video size exceeds 10MB");
    expect(screen.queryByText("Video file is required")).toBeNull();
    // The other fields still say what they lack.
    expect(screen.getByTestId("title-error")).toHaveTextContent("Title is required");
  });

  it("says 'Video file is required' when no video was chosen at all", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(screen.getByTestId("video-error")).toHaveTextContent("Video file is required");
  });

  it("offers to make the refused video smaller, and says plainly when this browser cannot (no WebCodecs here)", async () => {
    const user = renderForm();
    await user.upload(screen.getByLabelText("Video", { selector: "input" }), bigVideo());
    // The shrinker is fetched with import() only now; it finds no VideoEncoder in jsdom.
    expect(await screen.findByTestId("shrink-cannot", {}, { timeout: 15_000 })).toHaveTextContent(
      "This browser cannot make videos smaller (it has no WebCodecs).",
    );
  }, 20_000);

  it("forgets the refusal once an acceptable video is chosen", async () => {
    const user = renderForm();
    const input = screen.getByLabelText("Video", { selector: "input" });
    await user.upload(input, bigVideo());
    await user.upload(input, new File(["mp4"], "small.mp4", { type: "video/mp4" }));
    expect(screen.queryByTestId("video-error")).toBeNull();
    expect(screen.queryByTestId("shrink")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(screen.queryByTestId("video-error")).toBeNull();
  });
});
