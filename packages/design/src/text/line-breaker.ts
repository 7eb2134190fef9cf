// @ts-expect-error linebreak ships no type declarations; the part used here is typed below.
import UntypedLineBreaker from 'linebreak';

export interface LineBreak {
  /** Index in the string where the next line may start. */
  position: number;
  /** A mandatory break (after a newline character). */
  required: boolean;
}

/** The Unicode line breaking algorithm (UAX #14) over one string, break by break. */
export const LineBreaker = UntypedLineBreaker as new (text: string) => {
  nextBreak(): LineBreak | null;
};
