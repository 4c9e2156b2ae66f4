import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 4 s rather than testing-library's 1 s: role queries on a large page
// are slow under happy-dom when the machine is busy, and a timing-only failure is a flake, not a finding.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
