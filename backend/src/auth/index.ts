import { sendJson } from '../http/respond.ts';
import type { Service, StackContext } from '../http/types.ts';

// Placeholder until the GoTrue-compatible service lands (issue 2).
export function createAuthService(_ctx: StackContext): Service {
  return {
    prefix: '/auth/v1',
    async handle(_req, res) {
      sendJson(res, 501, { code: 'not_implemented', message: 'auth is not implemented yet' });
    },
  };
}
