// The official JSON Resume schema package (tests only): its validator runs the schema (v1.0.0)
// with jsonschema and answers the errors, or null when the resume is valid.
declare module '@jsonresume/schema' {
  export function validate(resume: unknown, done: (errors: unknown[] | null, valid: boolean) => void): void;
  export const schema: Record<string, unknown>;
}
