import type { Permission } from '../../shared/domain/permissions';

/**
 * Routes declare the permission they need as `config: { permission }` (issue 28), beside the
 * authorize() call in their handler.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
  }
}
