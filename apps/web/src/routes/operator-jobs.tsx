import { JobsPage } from '../features/jobs/components/jobs-page';

export function Component() {
  return <JobsPage />;
}
