/** The typewriter's loop as a pure function, shared by the React component and the home page's script. */

export interface TypewriterState {
  phrase: number;
  length: number;
  erasing: boolean;
}

/** One step of the loop: what is shown next after `state`. */
export function nextFrame(phrases: readonly string[], state: TypewriterState) {
  const text = phrases[state.phrase] ?? "";
  if (!state.erasing) {
    return state.length < text.length ? { ...state, length: state.length + 1 } : { ...state, erasing: true };
  }
  return state.length > 0
    ? { ...state, length: state.length - 1 }
    : { phrase: (state.phrase + 1) % phrases.length, length: 0, erasing: false };
}
