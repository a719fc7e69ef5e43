// For the tests: the official JSON Resume schema package's own validator (jsonschema over its
// schema.json, v1.0.0). Nothing the site ships imports it.
// The package ships no types: the reference brings its declaration to every project that imports
// this file (an import cannot: the declaration is of another module).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./jsonresume-schema.d.ts" />
import { validate } from '@jsonresume/schema';

/** What the schema finds wrong with `resume`: an empty list for a valid one. */
export function jsonResumeSchemaErrors(resume: unknown): unknown[] {
  let found: unknown[] = ['not validated'];
  validate(resume, (errors) => {
    found = errors ?? [];
  });
  return found;
}
