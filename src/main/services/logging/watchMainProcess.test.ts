import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { watchMainProcess, watchWebContents, type ProcessEventsLike, type WatchedContentsLike } from './watchMainProcess';

const fakeLogger = () => ({ fatal: vi.fn(), error: vi.fn(), warn: vi.fn(), info: vi.fn() });

describe('watchMainProcess', () => {
  it('logs an uncaught exception (flushed at once) and an unhandled rejection', () => {
    const proc = new EventEmitter();
    const logger = fakeLogger();
    const flushSync = vi.fn();
    watchMainProcess(proc as unknown as ProcessEventsLike, logger, flushSync);
    const boom = new Error('boom');
    proc.emit('uncaughtExceptionMonitor', boom, 'uncaughtException');
    expect(logger.fatal).toHaveBeenCalledWith({ err: boom, origin: 'uncaughtException' }, expect.any(String));
    expect(flushSync).toHaveBeenCalledOnce();
    proc.emit('unhandledRejection', 'texto');
    expect(logger.error.mock.calls[0]![0].err.message).toBe('texto');
  });
});

describe('watchWebContents', () => {
  it("logs a crash and a hang with the window's route, not a clean exit", () => {
    const contents = Object.assign(new EventEmitter(), { getURL: () => 'app://crm/sells/leads/42?search=juan' });
    const logger = fakeLogger();
    watchWebContents(contents as unknown as WatchedContentsLike, logger);
    contents.emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
    expect(logger.error).not.toHaveBeenCalled();
    contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    expect(logger.error).toHaveBeenCalledWith({ reason: 'crashed', exitCode: 139, route: 'app://crm/sells/leads/42' }, expect.any(String));
    contents.emit('unresponsive');
    contents.emit('responsive');
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.info).toHaveBeenCalledOnce();
  });
});
