import { sendJson } from '../http/respond.ts';
import type { Service, StackContext } from '../http/types.ts';

// Placeholder until the PostgREST-compatible service lands (issue 2).
export function createRestService(_ctx: StackContext): Service {
  return {
    prefix: '/rest/v1',
    async handle(_req, res) {
      sendJson(res, 501, { code: 'not_implemented', message: 'rest is not implemented yet' });
    },
  };
}
