import { describe, expect, it, vi } from 'vitest';
import { History, MAX_UNDO_STEPS } from './history';

interface Snapshot {
  x: number;
}

function historyFrom(x = 0) {
  return new History<Snapshot>({ x });
}

describe('History', () => {
  it('undoes and redoes single changes', () => {
    const history = historyFrom();
    history.change({ x: 1 });
    history.change({ x: 2 });
    expect(history.undo()).toEqual({ x: 1 });
    expect(history.undo()).toEqual({ x: 0 });
    expect(history.canUndo).toBe(false);
    expect(history.redo()).toEqual({ x: 1 });
    expect(history.redo()).toEqual({ x: 2 });
    expect(history.canRedo).toBe(false);
  });

  it('keeps at most 10 undo steps: after 11 changes, 11 undos bring back only 10', () => {
    expect(MAX_UNDO_STEPS).toBe(10);
    const history = historyFrom(0);
    for (let x = 1; x <= 11; x += 1) history.change({ x });
    const seen: number[] = [];
    for (let undo = 0; undo < 11; undo += 1) seen.push(history.undo().x);
    expect(seen).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]);
    expect(history.current).toEqual({ x: 1 });
    expect(history.canUndo).toBe(false);
  });

  it('makes one gesture of 50 moves one undo step', () => {
    const history = historyFrom(0);
    history.change({ x: 100 });
    history.mark();
    for (let x = 101; x <= 150; x += 1) history.change({ x });
    history.commit();
    expect(history.current).toEqual({ x: 150 });
    expect(history.undo()).toEqual({ x: 100 });
    expect(history.undo()).toEqual({ x: 0 });
    expect(history.redo()).toEqual({ x: 100 });
    expect(history.redo()).toEqual({ x: 150 });
  });

  it('adds no step for a gesture that changed nothing', () => {
    const history = historyFrom(0);
    history.change({ x: 1 });
    history.mark();
    history.commit();
    expect(history.undo()).toEqual({ x: 0 });
    expect(history.canUndo).toBe(false);
  });

  it('undo during a gesture ends it first, as one step', () => {
    const history = historyFrom(0);
    history.mark();
    history.change({ x: 1 });
    history.change({ x: 2 });
    expect(history.undo()).toEqual({ x: 0 });
    expect(history.inGesture).toBe(false);
    expect(history.redo()).toEqual({ x: 2 });
  });

  it('clears redo when a new change is made', () => {
    const history = historyFrom(0);
    history.change({ x: 1 });
    history.change({ x: 2 });
    history.undo();
    expect(history.canRedo).toBe(true);
    history.change({ x: 5 });
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toEqual({ x: 5 });
    expect(history.undo()).toEqual({ x: 1 });
  });

  it('clears redo when a gesture commits a change', () => {
    const history = historyFrom(0);
    history.change({ x: 1 });
    history.undo();
    history.mark();
    history.change({ x: 7 });
    history.commit();
    expect(history.canRedo).toBe(false);
  });

  it('bail puts back the snapshot from the mark and leaves neither a step nor a redo', () => {
    const history = historyFrom(0);
    history.change({ x: 1 });
    const marked = history.current;
    history.mark();
    history.change({ x: 2 });
    history.change({ x: 3 });
    history.bail();
    expect(history.current).toBe(marked);
    expect(history.inGesture).toBe(false);
    expect(history.canRedo).toBe(false);
    expect(history.undo()).toEqual({ x: 0 });
    expect(history.canUndo).toBe(false);
  });

  it('bail keeps a redo that existed before the gesture', () => {
    const history = historyFrom(0);
    history.change({ x: 1 });
    history.undo();
    history.mark();
    history.change({ x: 9 });
    history.bail();
    expect(history.redo()).toEqual({ x: 1 });
  });

  it('tells subscribers about every new present, until they unsubscribe', () => {
    const history = historyFrom(0);
    const listener = vi.fn();
    const unsubscribe = history.subscribe(listener);
    history.change({ x: 1 });
    history.mark();
    history.change({ x: 2 });
    history.bail();
    history.undo();
    history.redo();
    expect(listener.mock.calls.map(([snapshot]) => snapshot.x)).toEqual([1, 2, 1, 0, 1]);
    unsubscribe();
    history.change({ x: 4 });
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it('ignores a change to the same snapshot', () => {
    const history = historyFrom(0);
    history.change(history.current);
    expect(history.canUndo).toBe(false);
  });

  it('reset starts over without history', () => {
    const history = historyFrom(0);
    history.change({ x: 1 });
    history.reset({ x: 42 });
    expect(history.current).toEqual({ x: 42 });
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(false);
  });
});
