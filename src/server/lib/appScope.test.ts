import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppScope, appSlot, appState, installAppScope, runInAppScope, useStandaloneAppScope } from './appScope';

const counter = appSlot('test counter', () => ({ n: 0 }));

describe('appScope', () => {
  it('each scope has its own value of a slot, made on first use', () => {
    const a = new AppScope();
    const b = new AppScope();
    runInAppScope(a, () => (appState(counter).n += 2));
    runInAppScope(b, () => (appState(counter).n += 5));
    expect(a.get(counter).n).toBe(2);
    expect(b.get(counter).n).toBe(5);
  });

  it('outside every app the slot is refused loudly, unless a stand-alone scope is named', () => {
    expect(() => appState(counter)).toThrow(/outside an app/);
    const standalone = new AppScope();
    useStandaloneAppScope(standalone);
    try {
      appState(counter).n = 7;
      expect(standalone.get(counter).n).toBe(7);
    } finally {
      useStandaloneAppScope(undefined);
    }
  });

  it('the scope follows awaits and timers started inside it', async () => {
    const scope = new AppScope();
    scope.get(counter).n = 3;
    const seen = await runInAppScope(scope, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return new Promise<number>((resolve) => setImmediate(() => resolve(appState(counter).n)));
    });
    expect(seen).toBe(3);
  });

  it("a route's handler runs in its app's scope", async () => {
    const app = Fastify();
    const scope = new AppScope();
    scope.get(counter).n = 42;
    installAppScope(app, scope);
    app.get('/n', async () => ({ n: appState(counter).n }));
    expect((await app.inject({ url: '/n' })).json()).toEqual({ n: 42 });
    expect(app.appScope).toBe(scope);
    await app.close();
  });
});
