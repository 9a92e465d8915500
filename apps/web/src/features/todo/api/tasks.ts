// GET /api/v1/client/todo_tasks: what the business has pending, each with where it is done.
import { todoEndpoints as ep } from '@portal/contracts';
import { useBusinessQuery } from '../../../lib/business-query';

export type { TodoTask } from '@portal/contracts';

export function useTodoTasks() {
  return useBusinessQuery(ep.tasks, {}, { select: (data) => data.tasks });
}
