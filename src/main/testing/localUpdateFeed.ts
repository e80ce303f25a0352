import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One release in a feed folder: what electron-builder writes there (latest.yml, the installer). */
export interface FeedRelease {
  version: string;
  /** The installer's file name, e.g. crm-ventas_1.5.0_amd64.deb. */
  file: string;
  content: Buffer;
  /** What latest.yml claims; the content's own sha512 unless a test publishes a wrong one. */
  sha512?: string;
}

export interface LocalUpdateFeed {
  /** The feed's base: channels are its folders (estable/, piloto/). */
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  publish(folder: string, release: FeedRelease): void;
  close(): Promise<void>;
}

export function sha512Base64(content: Buffer): string {
  return crypto.createHash('sha512').update(content).digest('base64');
}

/** latest.yml as electron-builder writes it for a generic provider. */
export function latestYml(release: FeedRelease): string {
  const sha512 = release.sha512 ?? sha512Base64(release.content);
  return [
    `version: ${release.version}`,
    'files:',
    `  - url: ${release.file}`,
    `    sha512: ${sha512}`,
    `    size: ${release.content.length}`,
    `path: ${release.file}`,
    `sha512: ${sha512}`,
    `releaseDate: '2026-11-28T03:00:00.000Z'`,
    '',
  ].join('\n');
}

/** The channel file electron-builder writes, and electron-updater asks for, on this platform. */
export function latestFileName(platform: NodeJS.Platform = process.platform, arch: string = process.arch): string {
  if (platform === 'win32') return 'latest.yml';
  if (platform === 'darwin') return 'latest-mac.yml';
  return arch === 'x64' ? 'latest-linux.yml' : `latest-linux-${arch}.yml`;
}

/**
 * A generic update feed on 127.0.0.1, as an HTTPS/S3 folder serves one: GET of the channel file
 * (latest.yml on Windows, latest-linux.yml here) and of the installers, 404 for anything else.
 */
export async function startLocalUpdateFeed(): Promise<LocalUpdateFeed> {
  const files = new Map<string, Buffer>();
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feed').pathname;
    requests.push(path);
    const body = files.get(decodeURIComponent(path));
    if (request.method !== 'GET' || !body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-length': body.length, 'content-type': path.endsWith('.yml') ? 'text/yaml' : 'application/octet-stream' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/feed`,
    requests,
    publish(folder, release) {
      files.set(`/feed/${folder}/${latestFileName()}`, Buffer.from(latestYml(release)));
      files.set(`/feed/${folder}/${release.file}`, release.content);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
