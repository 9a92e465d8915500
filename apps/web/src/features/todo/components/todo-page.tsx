// /tareas-por-hacer: one card per pending task with its count, its amount and a button to where it is
// done.
import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatCLP } from '@portal/domain';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconCalendarDue,
  IconCash,
  IconChecklist,
  IconCircleCheck,
  IconFileDollar,
  IconFileImport,
  IconReceipt,
  IconTags,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/states';
import { useTodoTasks } from '../api/tasks';
import { TODO_MSG, documentsCount } from '../messages';
import { LoadError } from '../../../components/ui/states';

type IconType = ComponentType<{ size?: number | string; stroke?: number }>;

/** Icon and color by task kind; unknown kinds get a neutral look. */
function lookOf(kind: string): { icon: IconType; color: string } {
  const k = kind.toLowerCase();
  if (k.includes('overdue') || k.includes('expired') || k.includes('vencid'))
    return { icon: IconAlertTriangle, color: 'red' };
  if (k.includes('due') || k.includes('soon') || k.includes('por_vencer'))
    return { icon: IconCalendarDue, color: 'orange' };
  if (k.includes('collect') || k.includes('cobr')) return { icon: IconCash, color: 'teal' };
  if (k.includes('pay') || k.includes('pag')) return { icon: IconFileDollar, color: 'blue' };
  if (k.includes('ack') || k.includes('accept') || k.includes('acuse'))
    return { icon: IconReceipt, color: 'grape' };
  if (k.includes('classif') || k.includes('clasif')) return { icon: IconTags, color: 'cyan' };
  if (k.includes('import') || k.includes('sync')) return { icon: IconFileImport, color: 'brand' };
  return { icon: IconChecklist, color: 'gray' };
}

export function TodoPage() {
  const tasks = useTodoTasks();

  return (
    <Stack gap="md">
      <PageHeader title={TODO_MSG.title} description={TODO_MSG.description} />
      {tasks.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
          {['a', 'b', 'c'].map((key) => (
            <Card key={key} aria-hidden>
              <Skeleton height={36} width={36} radius="xl" />
              <Skeleton height={16} width="70%" mt="md" />
              <Skeleton height={12} width="90%" mt="xs" />
              <Skeleton height={30} width={140} mt="lg" />
            </Card>
          ))}
        </SimpleGrid>
      ) : tasks.isError ? (
        <LoadError message={TODO_MSG.loadError} onRetry={() => tasks.refetch()} retrying={tasks.isFetching} />
      ) : tasks.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<IconCircleCheck size={26} aria-hidden />}
            title={TODO_MSG.doneTitle}
            description={TODO_MSG.doneDescription}
          />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md" data-testid="todo-tasks">
          {tasks.data.map((task) => {
            const look = lookOf(task.kind);
            const Icon = look.icon;
            return (
              <Card
                key={`${task.kind}-${task.link}`}
                data-testid="todo-task"
                component="article"
                aria-label={task.title}
              >
                <Stack gap="sm" h="100%" justify="space-between">
                  <Stack gap="xs">
                    <Group justify="space-between" align="flex-start">
                      <ThemeIcon size={40} radius="xl" variant="light" color={look.color}>
                        <Icon size={22} stroke={1.8} />
                      </ThemeIcon>
                      <Badge
                        size="lg"
                        variant="light"
                        color={look.color}
                        radius="sm"
                        tt="none"
                        aria-label={documentsCount(task.count)}
                      >
                        {documentsCount(task.count)}
                      </Badge>
                    </Group>
                    <Text fw={700}>{task.title}</Text>
                    <Text size="sm" c="dimmed">
                      {task.description}
                    </Text>
                    {task.amount !== null && task.amount !== undefined && (
                      <Text fz="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatCLP(task.amount)}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    component={Link}
                    to={task.link}
                    variant="light"
                    color={look.color}
                    rightSection={<IconArrowRight size={16} />}
                    data-testid="todo-task-link"
                  >
                    {TODO_MSG.goSolve}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
