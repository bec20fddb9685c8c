import { fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { video } from "./test-fixtures";
import { PlayBadge, PlayerTemplate } from "./video-poster";
import { playOnPress } from "./video-poster.island";

const clip = video("lamp-aarti", "Evening aarti");

/** The gallery entry page's markup for a video: its poster in a link to the file, the player beside it. */
function prerender(): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = renderToString(
    <>
      <a href={clip.src} aria-label="Play video: Evening aarti" data-play="">
        <img src={clip.poster} width={clip.width} height={clip.height} alt={clip.alt} loading="lazy" />
        <PlayBadge />
      </a>
      <PlayerTemplate video={clip} className="media" />
    </>,
  );
  document.body.append(root);
  playOnPress(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe("video poster island", () => {
  it("plays the video in place of the link, muted and focused, and keeps the page where it is", () => {
    const root = prerender();
    const link = screen.getByRole("link", { name: "Play video: Evening aarti" });
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    const player = screen.getByTestId("gallery-video") as HTMLVideoElement;
    expect(player).toHaveAttribute("src", clip.src);
    expect(player.muted).toBe(true);
    expect(player).toHaveAttribute("controls");
    expect(player).toHaveFocus();
    expect(root.querySelector("a, template")).toBeNull();
  });

  it("leaves a click with a modifier key to the browser: the file opens as a link", () => {
    prerender();
    const link = screen.getByRole("link", { name: "Play video: Evening aarti" });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(screen.queryByTestId("gallery-video")).toBeNull();
    expect(link).toBeInTheDocument();
  });
});
