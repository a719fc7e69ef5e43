import { readFileSync } from 'node:fs';
import { minifySync, transformWithOxc, type Plugin } from 'vite';

const QUERY = '?minified-source';

/**
 * `import source from './boot.ts?minified-source'`: a module's default export, a function that
 * uses nothing but its arguments and the page's globals, as minified source text. For code every
 * prerendered page carries inline, where each byte is part of the page's first round trip; the
 * text is a string in the build, so the bundlers that copy the build leave it as it is.
 */
export function minifiedSource(): Plugin {
  return {
    name: 'portfolio:minified-source',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file);
      // A declaration, not a module: the page runs it as `(function ...)(arguments)`.
      const declaration = code.replace(/^export default (?=function\b)/m, '');
      if (declaration === code) throw new Error(`${file}: expected \`export default function\``);
      if (/^\s*(import|export)\b/m.test(declaration)) {
        throw new Error(`${file}: a function shipped as source text can import and export nothing`);
      }
      const minified = minifySync(file.replace(/\.ts$/, '.js'), declaration, {
        compress: true,
        mangle: { toplevel: false },
      });
      if (minified.errors.length) throw new Error(`${file}: ${minified.errors[0]!.message}`);
      return `export default ${JSON.stringify(minified.code.trim().replace(/;$/, ''))};`;
    },
  };
}
