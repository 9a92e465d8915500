import { timed } from '../../lib/timed-task';
import { type Checked, checkUpload } from './file-type';

// What runs in a worker thread (file-type-worker.mjs): an uploaded file's type is read there, so
// an archive's directory or a compound file's sectors cost a worker's time, never the request
// thread's.

export type FileTypeTask = { name: string | undefined; bytes: Uint8Array };

export default timed((task: FileTypeTask): Promise<Checked> => checkUpload(task.name, task.bytes));
