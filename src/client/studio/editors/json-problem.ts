// Where a JSON text stops parsing, as a line and column a person can find in the editor: engines
// word JSON.parse's message differently, but V8 and SpiderMonkey both give a position or a line.
export interface JsonProblem {
  line: number;
  column: number;
}

/** Null when the text parses; else where it stops (line 1, column 1 when the engine gives no place). */
export function jsonProblem(text: string): JsonProblem | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = (error as Error).message;
    // The position, when given, is the character that stops it (V8's own line and column count
    // differently from an editor's); else SpiderMonkey's line and column.
    const position = /position (\d+)/.exec(message);
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    if (!position && lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
    // No place given: the end of the text (an unfinished text is the usual case).
    const at = position ? Number(position[1]) : text.length;
    const before = text.slice(0, at).split('\n');
    return { line: before.length, column: before.at(-1)!.length + 1 };
  }
}
