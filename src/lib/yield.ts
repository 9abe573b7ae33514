/**
 * Back to the browser's task queue: input, paint and other tasks run before the caller resumes.
 * Start-up work split at these points never forms one long task on a slow phone.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
