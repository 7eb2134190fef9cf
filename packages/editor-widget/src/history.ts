/** Spec section 9: the undo history keeps at most 10 steps. */
export const MAX_UNDO_STEPS = 10;

export interface HistoryOptions {
  maxUndoSteps?: number;
}

/**
 * Undo/redo over immutable snapshots (design documents). Outside a gesture every `change` is one
 * step. A gesture — `mark()` on pointer down, any number of `change`s while dragging, `commit()`
 * on pointer up — is one step however many changes it made; `bail()` drops the gesture and puts
 * back the snapshot from the mark without leaving anything to redo.
 */
export class History<T> {
  private present: T;
  private readonly past: T[] = [];
  private future: T[] = [];
  private gestureStart: { snapshot: T } | null = null;
  private readonly listeners = new Set<(present: T) => void>();
  private readonly maxUndoSteps: number;

  constructor(initial: T, options: HistoryOptions = {}) {
    this.present = initial;
    this.maxUndoSteps = options.maxUndoSteps ?? MAX_UNDO_STEPS;
  }

  get current(): T {
    return this.present;
  }

  get canUndo(): boolean {
    return this.past.length > 0 || this.gestureChanged();
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  get inGesture(): boolean {
    return this.gestureStart !== null;
  }

  /** Record a new snapshot. A new change makes whatever was undone unreachable. */
  change(next: T): void {
    if (Object.is(next, this.present)) return;
    if (this.gestureStart) {
      this.present = next;
    } else {
      this.pushStep(this.present);
      this.present = next;
    }
    this.emit();
  }

  /** Start a gesture: the changes until `commit()` become one undo step. */
  mark(): void {
    if (this.gestureStart) this.commit();
    this.gestureStart = { snapshot: this.present };
  }

  /** End the gesture as one step (none if it changed nothing). */
  commit(): void {
    const start = this.gestureStart;
    if (!start) return;
    this.gestureStart = null;
    if (!Object.is(start.snapshot, this.present)) this.pushStep(start.snapshot);
  }

  /** Cancel the gesture: back to the snapshot at the mark, with no step and no redo. */
  bail(): void {
    const start = this.gestureStart;
    if (!start) return;
    this.gestureStart = null;
    if (Object.is(start.snapshot, this.present)) return;
    this.present = start.snapshot;
    this.emit();
  }

  undo(): T {
    this.commit();
    const previous = this.past.pop();
    if (previous === undefined) return this.present;
    this.future.push(this.present);
    this.present = previous;
    this.emit();
    return this.present;
  }

  redo(): T {
    if (this.gestureStart) return this.present;
    const next = this.future.pop();
    if (next === undefined) return this.present;
    this.past.push(this.present);
    this.present = next;
    this.emit();
    return this.present;
  }

  /** Start over from `snapshot` with no history, e.g. after opening another design. */
  reset(snapshot: T): void {
    this.present = snapshot;
    this.past.length = 0;
    this.future = [];
    this.gestureStart = null;
    this.emit();
  }

  /** Called with the current snapshot after every change, undo, redo, bail and reset. */
  subscribe(listener: (present: T) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private pushStep(snapshot: T): void {
    this.past.push(snapshot);
    if (this.past.length > this.maxUndoSteps) this.past.shift();
    this.future = [];
  }

  private gestureChanged(): boolean {
    return this.gestureStart !== null && !Object.is(this.gestureStart.snapshot, this.present);
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.present);
  }
}
