import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphClient } from './graphClient';

/** A Graph stand-in that answers GET /{phone-number-id} with its own name. */
function graphServer(name: string) {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ id: req.url?.split('?')[0]?.slice(1), verified_name: name }));
  });
  return {
    server,
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`))),
  };
}

const first = graphServer('primero');
const second = graphServer('segundo');
let firstUrl = '';
let secondUrl = '';
beforeAll(async () => {
  firstUrl = await first.listen();
  secondUrl = await second.listen();
});
afterAll(() => {
  first.server.close();
  second.server.close();
});

describe('graphClient', () => {
  it('reads a base given as a function at each call (the desktop points it at its simulator after the routes are built, issue 51)', async () => {
    let base = firstUrl;
    const graph = graphClient(() => base);
    const auth = { accessToken: 't' };
    expect((await graph.phoneNumber(auth, '123')).verified_name).toBe('primero');
    expect(graph.isAllowedMediaUrl(`${firstUrl}/media/1`)).toBe(true);
    base = secondUrl;
    expect((await graph.phoneNumber(auth, '123')).verified_name).toBe('segundo');
    // Media follows the base it has now: the earlier host is no longer one to send the token to.
    expect(graph.isAllowedMediaUrl(`${secondUrl}/media/1`)).toBe(true);
    expect(graph.isAllowedMediaUrl(`${firstUrl}/media/1`)).toBe(false);
  });

  it('keeps a fixed base, and refuses a malformed one where the client is made', async () => {
    const graph = graphClient(firstUrl);
    expect((await graph.phoneNumber({ accessToken: 't' }, '9')).verified_name).toBe('primero');
    expect(() => graphClient('no es una url')).toThrow();
  });
});
