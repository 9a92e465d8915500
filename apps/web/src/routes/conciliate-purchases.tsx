import { DocumentPickerPage } from '../features/bank/components/document-picker-page';

export function Component() {
  return <DocumentPickerPage operationType="COMPRA" />;
}
