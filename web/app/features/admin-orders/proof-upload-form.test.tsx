import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProofUpload } from "./proof-upload";

/** An XMLHttpRequest the test drives: it reports progress and answers when told to. */
class DrivenXhr {
  static last: DrivenXhr | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  responseType = "";
  url = "";
  body: unknown = null;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    DrivenXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  sessionStorage.setItem("accessToken", "access-1");
  DrivenXhr.last = null;
  vi.stubGlobal("XMLHttpRequest", DrivenXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const video = () => new File(["mp4"], "puja.mp4", { type: "video/mp4" });

/** Renders the form, chooses a video and starts sending it. */
async function startUpload() {
  const user = userEvent.setup();
  const uploaded = vi.fn();
  render(<ProofUpload reference="SKP-7K3Q9M" onUploaded={uploaded} onProblem={() => "problem"} />);
  await user.upload(screen.getByLabelText("Video (MP4) or photo (JPEG, PNG)"), video());
  await user.click(screen.getByRole("button", { name: "Upload" }));
  return { user, uploaded, xhr: DrivenXhr.last! };
}

describe("the proof upload", () => {
  it("shows the upload's progress as it goes, then hands over the booking", async () => {
    const { uploaded, xhr } = await startUpload();
    expect(xhr.url).toBe("/api/v1/bookings/SKP-7K3Q9M/proof");
    expect((xhr.body as FormData).get("video")).toBeInstanceOf(File);

    const bar = screen.getByTestId("proof-progress");
    expect(bar).toHaveAttribute("value", "0");
    act(() => xhr.progress(30, 100));
    expect(bar).toHaveAttribute("value", "0.3");
    expect(screen.getByText("30%")).toBeInTheDocument();
    act(() => xhr.progress(100, 100));
    expect(screen.getByText("100%")).toBeInTheDocument();
    expect(screen.getByLabelText("Video (MP4) or photo (JPEG, PNG)")).toBeDisabled();

    const booking = { reference: "SKP-7K3Q9M", proof: [{ kind: "video" }] };
    await act(async () =>
      xhr.answer(201, {
        statusCode: 201,
        success: true,
        message: "",
        data: { booking },
      }),
    );
    expect(uploaded).toHaveBeenCalledWith(booking);
    expect(screen.queryByTestId("proof-progress")).toBeNull();
  });

  it("cancels a slow upload and says so", async () => {
    const { user, uploaded, xhr } = await startUpload();
    act(() => xhr.progress(10, 100));
    await user.click(screen.getByRole("button", { name: "Cancel upload" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The upload was cancelled.");
    expect(screen.queryByTestId("proof-progress")).toBeNull();
    expect(uploaded).not.toHaveBeenCalled();
  });
});
