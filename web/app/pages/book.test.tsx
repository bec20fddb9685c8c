import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContentProvider } from "@/content/content-context";
import { defaultContent } from "@/content/test-content";
import { AUTO_FOLLOW_DELAY_MS, autoFollow } from "@/features/pilgrimage/auto-follow.island";
import BookPage from "./book";

const content = defaultContent();

/** /book/brahma-sarovar as the server draws it (its templates parsed as templates), its island started. */
function bookPage(follow: (url: string) => void) {
  document.body.innerHTML = renderToString(
    <ContentProvider content={content} path="/book/brahma-sarovar">
      <BookPage params={{ slug: "brahma-sarovar" }} />
    </ContentProvider>,
  );
  autoFollow(document, AUTO_FOLLOW_DELAY_MS, follow);
}

describe("the booking hand-off island", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("waits silently in the HTML, then opens the chat once, after the delay", () => {
    const follow = vi.fn();
    bookPage(follow);
    expect(screen.getByTestId("auto-follow")).toHaveTextContent("Opening WhatsApp");
    vi.advanceTimersByTime(AUTO_FOLLOW_DELAY_MS - 1);
    expect(follow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(follow).toHaveBeenCalledTimes(1);
    const url = new URL(follow.mock.calls[0]![0] as string);
    expect(url.searchParams.get("phone")).toBe("911234567890");
    expect(url.searchParams.get("text")).toBe("Namaste, I would like to book a pilgrimage service at Brahma Sarovar.");
    vi.advanceTimersByTime(10_000);
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it("stays when the visitor asks", () => {
    const follow = vi.fn();
    bookPage(follow);
    screen.getByRole("button", { name: /stay/i }).click();
    vi.advanceTimersByTime(10_000);
    expect(follow).not.toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: /stay/i })).not.toBeInTheDocument();
    expect(screen.getByTestId("auto-follow")).toHaveTextContent("WhatsApp will not open by itself.");
  });
});
