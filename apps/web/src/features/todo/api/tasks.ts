// GET /api/v1/client/todo_tasks: what the business has pending, each with where it is done.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type TodoTask = {
  kind: string;
  title: string;
  description: string;
  count: number;
  amount: number | null;
  link: string;
};

export const todoKeys = { all: ['todo-tasks'] as const };

export function useTodoTasks() {
  return useQuery({
    queryKey: todoKeys.all,
    queryFn: ({ signal }) => api<{ tasks: TodoTask[] }>('/v1/client/todo_tasks', { signal }),
    select: (data) => data.tasks ?? [],
  });
}
