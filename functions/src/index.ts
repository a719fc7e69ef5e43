// Placeholder until the functions issue lands.
export {};
