import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/**
 * The themes code is drawn in: the light one by default, the dark one under the dark scheme.
 * GitHub's current ('default') pair, whose every token colour reaches AA contrast on its own
 * background; the older github-light's orange arguments and github-dark's grey comments do not.
 */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/**
 * The languages a data scientist's and Android developer's write-ups show; any other fence is
 * drawn as plain text. Loading a few grammars (not Shiki's whole bundle) keeps the render small.
 */
const LANGUAGES = [
  import('shiki/langs/python.mjs'),
  import('shiki/langs/r.mjs'),
  import('shiki/langs/sql.mjs'),
  import('shiki/langs/kotlin.mjs'),
  import('shiki/langs/java.mjs'),
  import('shiki/langs/bash.mjs'),
  import('shiki/langs/json.mjs'),
  import('shiki/langs/yaml.mjs'),
  import('shiki/langs/typescript.mjs'),
  import('shiki/langs/javascript.mjs'),
];

let highlighter: Promise<HighlighterCore> | undefined;

/** One highlighter per process: building it compiles every grammar. */
export function codeHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light-default.mjs'), import('shiki/themes/github-dark-default.mjs')],
    langs: LANGUAGES,
    // The JavaScript engine needs no WebAssembly, so it runs alike in Node and a browser.
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}
