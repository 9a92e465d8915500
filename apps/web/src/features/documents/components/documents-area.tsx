// /documentos: one route, its section in the query (spec §2.3): the list (seccion=listado, tab
// subidos by default), the create form (seccion=nuevo) and the edit form (seccion=editar&documento=<id>).
import { useSearchParams } from 'react-router';
import { readSection } from '../utils/documents-url';
import { DocumentForm } from './document-form';
import { DocumentsList } from './documents-list';

export function DocumentsArea() {
  const [params] = useSearchParams();
  const view = readSection(params);
  if (view.section === 'nuevo') return <DocumentForm documentId={null} />;
  if (view.section === 'editar') return <DocumentForm documentId={view.documentId} />;
  return <DocumentsList />;
}
