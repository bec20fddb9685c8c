import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pilgrimageSites } from "@/content/pilgrimage";
import { pilgrimageArt } from "./art";
import { useAutoFollow } from "./auto-follow";
import { findPilgrimageSite } from "./pilgrimage";

describe("pilgrimage content", () => {
  it("has 14 sites with distinct slugs, each found by its slug", () => {
    expect(pilgrimageSites).toHaveLength(14);
    expect(new Set(pilgrimageSites.map((s) => s.slug)).size).toBe(14);
    for (const site of pilgrimageSites) expect(findPilgrimageSite(site.slug)).toBe(site);
    expect(findPilgrimageSite("atlantis")).toBeUndefined();
    expect(findPilgrimageSite(undefined)).toBeUndefined();
  });

  it("has artwork for every site", () => {
    expect(pilgrimageSites.filter((s) => !pilgrimageArt(s.image)).map((s) => s.image)).toEqual([]);
  });
});

function Probe({ follow, delay }: { follow: (url: string) => void; delay: number }) {
  const { state, cancel } = useAutoFollow("https://example.test/chat", delay, follow);
  return (
    <button type="button" onClick={cancel}>
      {state}
    </button>
  );
}

describe("useAutoFollow", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("follows the link once, after the delay", () => {
    const follow = vi.fn();
    render(<Probe follow={follow} delay={2000} />);
    expect(screen.getByRole("button")).toHaveTextContent("waiting");
    act(() => vi.advanceTimersByTime(1999));
    expect(follow).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(follow).toHaveBeenCalledTimes(1);
    expect(follow).toHaveBeenCalledWith("https://example.test/chat");
    expect(screen.getByRole("button")).toHaveTextContent("following");
    act(() => vi.advanceTimersByTime(10_000));
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it("stays when the visitor cancels", () => {
    const follow = vi.fn();
    render(<Probe follow={follow} delay={2000} />);
    act(() => screen.getByRole("button").click());
    act(() => vi.advanceTimersByTime(10_000));
    expect(follow).not.toHaveBeenCalled();
    expect(screen.getByRole("button")).toHaveTextContent("cancelled");
  });
});
