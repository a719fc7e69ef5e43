// The part of citation-js this package uses; the library ships no types of its own.
declare module '@citation-js/core' {
  type Options = Record<string, unknown>;
  export const plugins: {
    input: {
      /** One parsing step (a .bib text to its raw entries). */
      chainLink(data: unknown, options?: Options): unknown;
      /** Every step to CSL-JSON items. */
      chain(data: unknown, options?: Options): unknown;
    };
    output: {
      format(name: string, data: readonly unknown[], options?: Options): unknown;
    };
  };
  export const logger: { level: string };
}
