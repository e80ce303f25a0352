import { describe, expect, it } from 'vitest';
import { preloadKnownDeps } from './preloadKnownDeps';

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk' as const, fileName, imports });

describe("a lazy import's preload list", () => {
  it("leaves out what its host chunk imported statically (and what those did), keeps the rest", () => {
    const { plugin, resolveDependencies } = preloadKnownDeps();
    const bundle = {
      'assets/appEntry.js': chunk('assets/appEntry.js', ['assets/app.js']),
      'assets/app.js': chunk('assets/app.js', ['assets/client.js']),
      'assets/client.js': chunk('assets/client.js', []),
      'assets/Screen.js': chunk('assets/Screen.js', ['assets/app.js', 'assets/table.js']),
      'assets/table.js': chunk('assets/table.js', []),
      'assets/main.css': { type: 'asset' as const, fileName: 'assets/main.css' },
    };
    const generate = plugin.generateBundle as unknown as { handler: (o: unknown, b: typeof bundle) => void };
    generate.handler({}, bundle);
    expect(resolveDependencies('assets/Screen.js', ['assets/Screen.js', 'assets/app.js', 'assets/client.js', 'assets/table.js'], { hostId: 'assets/appEntry.js', hostType: 'js' })).toEqual([
      'assets/Screen.js',
      'assets/table.js',
    ]);
    // An HTML host (the page's own preloads) keeps its list.
    expect(resolveDependencies('assets/Screen.js', ['assets/app.js'], { hostId: 'index.html', hostType: 'html' })).toEqual(['assets/app.js']);
  });
});
