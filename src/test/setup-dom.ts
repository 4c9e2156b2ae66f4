import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 10 s rather than testing-library's 1 s: role queries on a large page
// are slow under happy-dom when the machine is busy, and a timing-only failure is a flake, not a finding.
// 4 s was not enough with the suite sharing two cores with four other builds (the dashboard's split,
// session 33); a passing wait returns as soon as it holds, so only a broken test pays the longer wait.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
