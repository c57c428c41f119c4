/** `promise`'s outcome, or a rejection once `ms` have passed without one (the promise itself runs on). */
export async function within<T>(promise: Promise<T>, ms: number, what = "the operation"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
