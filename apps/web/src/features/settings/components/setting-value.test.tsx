// @vitest-environment jsdom
// After a save, "Cancelar" goes back to the value just saved, not to the one the screen opened
// with; a value that changes elsewhere replaces a field nobody touched.
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowserApis } from '../../../test/dom-stubs';
import { SettingValue } from './setting-value';

beforeAll(stubBrowserApis);
afterEach(cleanup);

const KIND = {
  kind: 'days',
  label: 'Días',
  hint: 'Días antes del vencimiento.',
  default: 3,
  min: 0,
  max: 60,
} as const;

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <MantineProvider>
      <SettingValue
        settingKey="k"
        name="Recordatorio"
        kind={KIND}
        value={value}
        canWrite
        saving={false}
        onSave={async (v) => {
          setValue(v);
          return true;
        }}
      />
      <button type="button" onClick={() => setValue('20')}>
        otra pestaña
      </button>
    </MantineProvider>
  );
}

const input = () => screen.getByTestId('setting-value-input-k') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('SettingValue', () => {
  it('"Cancelar" after a save returns to the saved value', async () => {
    render(<Harness initial="3" />);
    type('5');
    fireEvent.click(await screen.findByTestId('setting-value-save-k'));
    await waitFor(() => expect(screen.queryByTestId('setting-value-save-k')).toBeNull());
    type('7');
    fireEvent.click(await screen.findByText('Cancelar'));
    await waitFor(() => expect(input().value).toBe('5 días'));
  });

  it('takes a value saved elsewhere into an untouched field', async () => {
    render(<Harness initial="3" />);
    fireEvent.click(screen.getByText('otra pestaña'));
    await waitFor(() => expect(input().value).toBe('20 días'));
  });
});
