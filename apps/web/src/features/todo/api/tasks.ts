// GET /api/v1/client/todo_tasks: what the business has pending, each with where it is done.
import type { TodoTasksResponse } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type { TodoTask } from '@portal/contracts';

export const todoKeys = { all: ['todo-tasks'] as const };

export function useTodoTasks() {
  return useQuery({
    queryKey: todoKeys.all,
    queryFn: ({ signal }) => api<TodoTasksResponse>('/v1/client/todo_tasks', { signal }),
    select: (data) => data.tasks,
  });
}
