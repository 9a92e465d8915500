// The worker thread's entry (piscina loads it with plain Node, also under vitest): it lets Node
// read the TypeScript sources as the API process does (tsx is the API's runtime), then hands
// piscina the task.
import { register } from 'tsx/esm/api';

register();
const task = await import('./prepare-task.ts');
export default task.default;
