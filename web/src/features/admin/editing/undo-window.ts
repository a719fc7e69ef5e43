/**
 * How long the admin may undo a delete. Mutable so tests can shorten it (the web test setup does,
 * for the component tests that are not about the window); the app never changes it.
 */
export const undoWindow = { ms: 8000 };
