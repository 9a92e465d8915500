// /contabilidad/otros-registros-{product}s/*: the history (bare path or …/historico-registros), the
// choice of a new record (…/nuevo-registro, …/nuevo-registro/manual), the templates of a direction
// (…/entrada-dinero, …/salida-dinero), their data (…/completar-datos) and the confirmation. Any
// other path is not found.
import { Navigate, useLocation, useParams } from 'react-router';
import { parseEntriesPath } from '../utils/wizard';
import { CompletePage } from './complete-page';
import { ConfirmPage } from './confirm-page';
import { HistoryPage } from './history-page';
import { ManualPage } from './manual-page';
import { NewEntryPage } from './new-entry-page';
import { TemplatesPage } from './templates-page';

export function EntriesArea() {
  const params = useParams();
  // The router matches the catalog's 'otros-registros-:product' as a whole segment (shared/route-table.ts).
  const product = /\/otros-registros-([^/]+)/.exec(useLocation().pathname)?.[1] ?? 'contables';
  const screen = parseEntriesPath(params['*'] ?? '');
  switch (screen.kind) {
    case 'history':
      return <HistoryPage product={product} />;
    case 'new':
      return <NewEntryPage product={product} />;
    case 'manual':
      return <ManualPage product={product} />;
    case 'templates':
      return <TemplatesPage product={product} direction={screen.direction} />;
    case 'complete':
      return <CompletePage product={product} direction={screen.direction} />;
    case 'confirm':
      return <ConfirmPage product={product} />;
    default:
      return <Navigate to="/not-found" replace />;
  }
}
