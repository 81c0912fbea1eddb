// bcrypt runs here, off the event loop: at cost 10 one hash takes ~75 ms of CPU, which would otherwise
// stall every other request of the stack (REST, realtime heartbeats) for that long.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort?.on('message', (msg) => {
  try {
    const result =
      msg.op === 'hash'
        ? bcrypt.hashSync(msg.password, msg.cost)
        : bcrypt.compareSync(msg.password, msg.hash);
    parentPort?.postMessage({ id: msg.id, result });
  } catch (e) {
    parentPort?.postMessage({ id: msg.id, error: String(e) });
  }
});
