// The quiz's browser-safe door: pure rules the page runs in the browser too,
// so both sides agree. Nothing here may import server code or zod.
// It imports nothing from questions.ts, which uses it: a question and the answers so far, as their shapes.

/** The one rule, in the browser and on the server, for whether a question has its answer. */
export function isAnswered<Key extends string>(question: { key: Key }, answers: Partial<Record<Key, unknown>>): boolean {
  const answer = answers[question.key];
  return Array.isArray(answer) ? answer.length > 0 : answer !== undefined;
}
