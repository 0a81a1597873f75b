// Undo and redo for every structured editor of a draft (texts, plans, rules, the generated forms,
// a new partner): one stack of changes to the draft's files. A change is the files it touched,
// before and after; one action may touch several (a rule: the form and both locale files).
// Typing in the same files within a moment is one step, not one step per letter. The JSON editor
// has CodeMirror's own history as well.
import { useCallback, useRef, useState } from 'react';

type Files = Record<string, unknown>;

export interface UndoStep {
  before: Files;
  after: Files;
  at: number;
}

/** Keystrokes closer than this to the last change of the same files join its step. */
const JOIN_MS = 1000;

export interface UndoStack {
  /** Records a change: the files' contents before it (as they were) and after it. */
  record(before: Files, after: Files, now?: number): void;
  /** The contents to put back to undo the last step (null: nothing to undo). */
  undo(): Files | null;
  redo(): Files | null;
  canUndo: boolean;
  canRedo: boolean;
}

const samePaths = (a: Files, b: Files) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b);
};

export function useUndo(limit = 100): UndoStack {
  const done = useRef<UndoStep[]>([]);
  const undone = useRef<UndoStep[]>([]);
  // The stacks live in refs (a change and its undo may come in one render); this redraws the buttons.
  const [, redraw] = useState(0);
  const changed = () => redraw((n) => n + 1);

  const record = useCallback((before: Files, after: Files, now = Date.now()) => {
    const last = done.current.at(-1);
    if (last && now - last.at < JOIN_MS && samePaths(last.after, after)) {
      last.after = after;
      last.at = now;
    } else {
      done.current = [...done.current, { before, after, at: now }].slice(-limit);
    }
    undone.current = [];
    changed();
  }, [limit]);
  const undo = useCallback(() => {
    const step = done.current.pop();
    if (!step) return null;
    undone.current.push(step);
    changed();
    return step.before;
  }, []);
  const redo = useCallback(() => {
    const step = undone.current.pop();
    if (!step) return null;
    // A redone step never joins the next keystroke's.
    done.current.push({ ...step, at: 0 });
    changed();
    return step.after;
  }, []);
  return { record, undo, redo, canUndo: done.current.length > 0, canRedo: undone.current.length > 0 };
}
