import type { FastifyInstance } from 'fastify';
import { compareVersions, parseVersion } from '../../shared/domain/semver';
import { CLIENT_TOO_OLD_STATUS, MIN_VERSION_HEADER, clientTooOldMessage } from '../../shared/updates';

/**
 * MIN_CLIENT_VERSION: a client that says (X-CRM-Client-Version) it is older is refused with 426,
 * the Spanish reason and X-CRM-Min-Version, before anything else runs. A request that says nothing
 * (the public forms, the ADF intake, the user pool, health) is never refused: they are not the client.
 * Installed after CORS, so the refusal carries the headers the desktop's app://crm origin needs to read it.
 */
export function installClientVersionCheck(app: FastifyInstance, minVersion: string | undefined): void {
  if (!minVersion) return;
  const minimum = parseVersion(minVersion);
  if (!minimum) throw new Error(`MIN_CLIENT_VERSION no es una versión (x.y.z): ${minVersion}`);
  app.addHook('onRequest', async (request, reply) => {
    const said = request.headers['x-crm-client-version'];
    if (typeof said !== 'string') return;
    const client = parseVersion(said);
    // A version nobody can read is not judged: this is a compatibility notice, not a lock.
    if (!client || compareVersions(client, minimum) >= 0) return;
    const message = clientTooOldMessage(said.trim(), minVersion);
    return reply
      .code(CLIENT_TOO_OLD_STATUS)
      .header(MIN_VERSION_HEADER, minVersion)
      .header('access-control-expose-headers', MIN_VERSION_HEADER)
      .send({ data: message, message });
  });
}
