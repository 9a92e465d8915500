import { DocumentsArea } from '../features/documents/components/documents-area';

export function Component() {
  return <DocumentsArea />;
}
