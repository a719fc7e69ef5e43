/**
 * Resolves in a task of its own: work after it leaves the browser a chance to paint or handle a
 * tap first, where one long task would keep a phone's page unresponsive.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
