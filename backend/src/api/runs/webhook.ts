/** Calls an admin-configured execution webhook (n8n-style) and turns whatever happens into a result. */

export interface WebhookCall {
  url: string;
  timeoutMs: number;
  body: Record<string, unknown>;
}

export type WebhookOutcome =
  | { ok: true; status: number; output: Record<string, unknown> }
  | { ok: false; status: number | null; error: string; output: Record<string, unknown> | null };

/** What we keep of an answer; n8n can return whole documents. */
const MAX_RESPONSE_BYTES = 256 * 1024;
const MAX_ERROR_SNIPPET = 500;

async function readLimited(res: Response): Promise<{ text: string; truncated: boolean }> {
  const reader = res.body?.getReader();
  if (!reader) return { text: '', truncated: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      truncated = true;
      chunks.push(value.subarray(0, value.byteLength - (size - MAX_RESPONSE_BYTES)));
      await reader.cancel().catch(() => {});
      break;
    }
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString('utf8'), truncated };
}

function asOutput(text: string, contentType: string, truncated: boolean): Record<string, unknown> {
  if (!truncated && /json/i.test(contentType)) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
      return { response: parsed };
    } catch {
      // fall through: keep the text
    }
  }
  return truncated ? { body: text, truncated: true } : { body: text };
}

export async function callWebhook(call: WebhookCall): Promise<WebhookOutcome> {
  const signal = AbortSignal.timeout(call.timeoutMs);
  let res: Response;
  try {
    res = await fetch(call.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(call.body),
      signal,
      redirect: 'follow',
    });
  } catch (e) {
    const name = (e as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return {
        ok: false,
        status: null,
        error: `The webhook did not answer within ${call.timeoutMs} ms`,
        output: null,
      };
    }
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (e as Error).message;
    return { ok: false, status: null, error: `Could not reach the webhook (${why})`, output: null };
  }
  let body: { text: string; truncated: boolean };
  try {
    body = await readLimited(res);
  } catch (e) {
    const name = (e as Error).name;
    const error =
      name === 'TimeoutError' || name === 'AbortError'
        ? `The webhook did not finish its answer within ${call.timeoutMs} ms`
        : `The webhook answer could not be read (${(e as Error).message})`;
    return { ok: false, status: res.status, error, output: null };
  }
  const output = asOutput(body.text, res.headers.get('content-type') ?? '', body.truncated);
  if (!res.ok) {
    const snippet = body.text.slice(0, MAX_ERROR_SNIPPET);
    return {
      ok: false,
      status: res.status,
      error: `The webhook answered HTTP ${res.status}${snippet ? `: ${snippet}` : ''}`,
      output,
    };
  }
  return { ok: true, status: res.status, output };
}
