// `npm run seed -- --businesses N --seed S [--demo] [--database-url URL | --data-dir DIR]`:
// deterministic Chilean demo data (same seed → same data). See apps/api/src/seed/cli.ts.
import { seedMain } from '@portal/api/seed';

process.exitCode = await seedMain(process.argv.slice(2));
