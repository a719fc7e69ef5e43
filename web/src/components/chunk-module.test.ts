import { describe, expect, it } from 'vitest';
import { chunkModule } from './chunk-module';

describe('chunkModule', () => {
  it("names a module as the build manifest does and loads it through Vite's glob import", async () => {
    const module = chunkModule(
      import.meta.glob<string>('/src/components/messages.ts', { import: 'OFFLINE_NOTICE' }),
    );
    expect(module.id).toBe('src/components/messages.ts');
    await expect(module.load()).resolves.toBeDefined();
  });

  // A path with no wildcard is an import of that file: a typo fails the build, not this check.
  it('refuses a wildcard that names several files', () => {
    expect(() => chunkModule(import.meta.glob('/src/components/lazy-*.tsx'))).toThrow(/names [2-9]/);
  });
});
