import { timed } from '../../lib/timed-task';
import { type CertificateFacts, type Pkcs12Failure, Pkcs12Error, readPkcs12 } from './pkcs12';

// What runs in a worker thread (pkcs12-worker.mjs): the file is opened there, so a costly one
// (its own iteration counts decide the work) spends a worker's time, never the request thread's.

export type Pkcs12Task = { bytes: Uint8Array; password: string };
export type Pkcs12Outcome = { ok: true; facts: CertificateFacts } | { ok: false; reason: Pkcs12Failure };

export function openPkcs12(task: Pkcs12Task): Pkcs12Outcome {
  try {
    return { ok: true, facts: readPkcs12(Buffer.from(task.bytes), task.password) };
  } catch (err) {
    if (err instanceof Pkcs12Error) return { ok: false, reason: err.reason };
    throw err;
  }
}

export default timed(openPkcs12);
