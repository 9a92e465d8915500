import { TodoPage } from '../features/todo/components/todo-page';

export function Component() {
  return <TodoPage />;
}
