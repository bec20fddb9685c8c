import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tilt } from "@/components/tilt";
import { tiltAngles } from "@/components/tilt-angles";
import { tilts } from "@/components/tilt.island";
import { Typewriter } from "@/components/typewriter";
import { nextFrame } from "@/components/typewriter-frames";
import { typewriters } from "@/components/typewriter.island";

describe("tiltAngles", () => {
  it("is at rest in the centre and reaches the maximum angle at the edges", () => {
    expect(tiltAngles(0.5, 0.5, 20)).toEqual({ rotateX: -0, rotateY: 0 });
    expect(tiltAngles(1, 0, 20)).toEqual({ rotateX: 20, rotateY: 20 });
    expect(tiltAngles(0, 1, 20)).toEqual({ rotateX: -20, rotateY: -20 });
  });

  it("never exceeds the maximum, even for a pointer outside the element", () => {
    const { rotateX, rotateY } = tiltAngles(3, -2, 20);
    expect(Math.abs(rotateX)).toBeLessThanOrEqual(20);
    expect(Math.abs(rotateY)).toBeLessThanOrEqual(20);
  });
});

describe("Tilt and its island", () => {
  it("tilts for a mouse, ignores touch, and returns to rest on leave", () => {
    render(
      <Tilt speed={250}>
        <span>card</span>
      </Tilt>,
    );
    const el = screen.getByTestId("tilt");
    // Rendered without a style attribute (the Content-Security-Policy refuses them); the island sets
    // its options through the CSSOM.
    expect(el).not.toHaveAttribute("style");
    tilts(document);
    el.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 100,
      height: 100,
      right: 100,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    expect(el.style.getPropertyValue("--tilt-speed")).toBe("250ms");
    expect(el.style.getPropertyValue("--tilt-perspective")).toBe("1000px");
    fireEvent.pointerMove(el, { clientX: 100, clientY: 0, pointerType: "touch" });
    expect(el.dataset.tilted).toBe("false");
    fireEvent.pointerMove(el, { clientX: 100, clientY: 0, pointerType: "mouse" });
    expect(el.dataset.tilted).toBe("true");
    expect(el.style.transform).toBe("perspective(1000px) rotateX(20.00deg) rotateY(20.00deg)");
    fireEvent.pointerLeave(el);
    expect(el.style.transform).toBe("perspective(1000px) rotateX(0deg) rotateY(0deg)");
  });
});

describe("Typewriter", () => {
  afterEach(() => vi.useRealTimers());

  it("types, holds, erases and moves to the next phrase, looping", () => {
    const phrases = ["ab", "c"];
    let state = { phrase: 0, length: 0, erasing: false };
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      state = nextFrame(phrases, state);
      seen.push(`${state.phrase}:${(phrases[state.phrase] ?? "").slice(0, state.length)}${state.erasing ? "<" : ""}`);
    }
    expect(seen).toEqual(["0:a", "0:ab", "0:ab<", "0:a<", "0:<", "1:", "1:c", "1:c<", "1:<", "0:", "0:a", "0:ab"]);
  });

  it("renders the whole first phrase before any animation, for pre-rendered HTML and screen readers", () => {
    render(<Typewriter phrases={["Experience"]} />);
    expect(screen.getByTestId("typewriter-text")).toHaveTextContent("Experience");
    expect(screen.getByText("Experience", { selector: ".visually-hidden" })).toBeInTheDocument();
  });

  it("is animated by its island at the given speed", () => {
    vi.useFakeTimers();
    render(<Typewriter phrases={["Om"]} speed={50} backSpeed={50} hold={1000} />);
    typewriters(document);
    const text = screen.getByTestId("typewriter-text");
    vi.advanceTimersByTime(1000);
    expect(text.textContent).toBe("Om"); // the hold ends: erasing starts
    vi.advanceTimersByTime(50);
    expect(text.textContent).toBe("O");
    vi.advanceTimersByTime(50);
    expect(text.textContent).toBe("");
    vi.advanceTimersByTime(100);
    expect(text.textContent).toBe("O");
  });
});
