import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * State that belongs to one app, not to the process (issue 52): the features' pipelines (the lead
 * write steps, the notification job's steps, the merge steps, the detail sections, the person-record
 * steps) and the jobs' own memory. Two apps in one process (tests, replicas in one test) each have
 * their own, so a step plugged into one never runs in the other.
 *
 * The scope travels with the work, not with every call's arguments: buildApp runs each route handler
 * and each job it starts inside its scope (AsyncLocalStorage), so the deep write functions the routes,
 * jobs and imports share (createLead, the merge, the retention erase) find the app's steps without a
 * context parameter threaded through ~100 signatures. Code that runs outside any app — the demo seed,
 * a script, a test calling a job directly — gets a scope of its own (featureWiring's withFeatures) or
 * names one (useStandaloneAppScope).
 */

/** A piece of per-app state, made on its first use in each scope. */
export interface AppSlot<T> {
  readonly name: string;
  readonly make: () => T;
}

export function appSlot<T>(name: string, make: () => T): AppSlot<T> {
  return { name, make };
}

export class AppScope {
  readonly #values = new Map<AppSlot<unknown>, unknown>();

  get<T>(slot: AppSlot<T>): T {
    if (!this.#values.has(slot)) this.#values.set(slot, slot.make());
    return this.#values.get(slot) as T;
  }
}

const current = new AsyncLocalStorage<AppScope>();
let standalone: AppScope | undefined;

/** Runs `work` (and everything it starts: awaits, timers, setImmediate) in `scope`. */
export function runInAppScope<T>(scope: AppScope, work: () => T): T {
  return current.run(scope, work);
}

/** The scope of the work running now: its app's, else the process's stand-alone one, if any. */
export function currentAppScope(): AppScope | undefined {
  return current.getStore() ?? standalone;
}

/** The current app's value of a slot; outside every app it is a programming error, said loudly. */
export function appState<T>(slot: AppSlot<T>): T {
  const scope = currentAppScope();
  if (!scope) throw new Error(`${slot.name}: used outside an app (run it through buildApp's routes and jobs, or withFeatures)`);
  return scope.get(slot);
}

/**
 * The scope of work started outside any app in this process (a test calling a job beside its one
 * app, a script): given, it is used where no app's scope is current; undefined forgets it.
 */
export function useStandaloneAppScope(scope: AppScope | undefined): void {
  standalone = scope;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's own state (lib/appScope.ts). */
    appScope: AppScope;
  }
}

/**
 * Makes `scope` the app's: every route registered after this runs its handler inside it (onRoute
 * wraps the handler, so what the handler awaits, and any work it leaves running, keeps the scope).
 * Call it before the first route.
 */
export function installAppScope(app: FastifyInstance, scope: AppScope): void {
  app.decorate('appScope', scope);
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function scoped(this: FastifyInstance, request, reply) {
      return current.run(scope, () => handler.call(this, request, reply));
    };
  });
}
