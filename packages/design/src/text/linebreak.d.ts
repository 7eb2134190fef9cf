declare module 'linebreak' {
  interface Break {
    /** Index in the string where the next line may start. */
    position: number;
    /** A mandatory break (after a newline character). */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
