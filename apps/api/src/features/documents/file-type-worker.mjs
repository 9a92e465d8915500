// The worker thread's entry (lib/task-pool.ts loads it with plain Node, also under vitest): it lets
// Node read the TypeScript sources as the API process does, then hands piscina the task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./file-type-task.ts');
export default task.default;
