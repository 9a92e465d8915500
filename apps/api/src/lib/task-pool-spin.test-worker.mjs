// A worker for lib/task-pool.test.ts: it tells its pool it started (lib/timed-task.ts's protocol),
// then spins for as long as the task says, or answers at once.
export default function spin({ port, task }) {
  port.postMessage('start');
  const until = Date.now() + task.ms;
  while (Date.now() < until) {}
  return task.answer;
}
