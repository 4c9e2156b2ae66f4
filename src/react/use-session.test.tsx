import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginSucceeded, logout, setActiveWorkspace } from '../session';
import { testToken } from '../session/test/test-token';
import { useSession } from './use-session';

function Probe() {
  const { auth, navigation, user } = useSession();
  return (
    <p>
      {auth.authenticated ? `in as ${user?.shortName}` : 'out'}, entity {navigation.entityId ?? 'none'}
    </p>
  );
}

beforeEach(() => {
  logout();
  sessionStorage.clear();
});

describe('useSession', () => {
  it('follows login, workspace changes and logout', async () => {
    render(<Probe />);
    expect(screen.getByText('out, entity none')).toBeDefined();

    await act(async () => {
      loginSucceeded({ accessToken: testToken(), refreshToken: 'r1' });
    });
    expect(screen.getByText('in as Thandi, entity none')).toBeDefined();

    await act(async () => {
      setActiveWorkspace({ workspaceId: 201, entityId: 4417, menuItemId: null });
    });
    expect(screen.getByText('in as Thandi, entity 4417')).toBeDefined();

    await act(async () => {
      logout();
    });
    expect(screen.getByText('out, entity none')).toBeDefined();
  });
});
