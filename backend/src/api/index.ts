import { sendJson } from '../http/respond.ts';
import type { Service, StackContext } from '../http/types.ts';

// Placeholder until the product API lands (issue 3).
export function createApiService(_ctx: StackContext): Service {
  return {
    prefix: '/api',
    async handle(_req, res) {
      sendJson(res, 501, { code: 'not_implemented', message: 'api is not implemented yet' });
    },
  };
}
