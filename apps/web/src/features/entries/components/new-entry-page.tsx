// …/nuevo-registro: money in, money out (each through its templates) or a manual record.
import { SimpleGrid, Stack } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconListDetails } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header';
import { NEW_MSG } from '../messages';
import { DIRECTION_SEGMENT, entriesBase } from '../utils/wizard';
import { BackLink, ChoiceCard } from './choice-card';

export function NewEntryPage({ product }: { product: string }) {
  const base = entriesBase(product);
  return (
    <Stack gap="md" maw={960} data-testid="entries-new-page">
      <BackLink to={`${base}/historico-registros`}>{NEW_MSG.back}</BackLink>
      <PageHeader title={NEW_MSG.title} description={NEW_MSG.description} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ChoiceCard
          to={`${base}/${DIRECTION_SEGMENT.income}`}
          title={NEW_MSG.income}
          hint={NEW_MSG.incomeHint}
          icon={<IconArrowDownLeft size={24} aria-hidden />}
          color="teal"
          testId="choice-income"
        />
        <ChoiceCard
          to={`${base}/${DIRECTION_SEGMENT.expense}`}
          title={NEW_MSG.expense}
          hint={NEW_MSG.expenseHint}
          icon={<IconArrowUpRight size={24} aria-hidden />}
          color="red"
          testId="choice-expense"
        />
      </SimpleGrid>
      <ChoiceCard
        to={`${base}/nuevo-registro/manual`}
        title={NEW_MSG.manual}
        hint={NEW_MSG.manualHint}
        icon={<IconListDetails size={24} aria-hidden />}
        color="gray"
        testId="choice-manual"
      />
    </Stack>
  );
}
