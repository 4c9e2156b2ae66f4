import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import type { AuthPort, AuthSnapshot } from '../api/auth-port';
import type { MutationDefinition, QueryDefinition, ServerActions } from '../api/server-state';
import { createConfig } from '../config';
import { createTestQueryClient, TEST_ORIGIN } from '../test/render-in-provider';
import { createQueryServerState } from './query-server-state';
import { useServerActions } from './server-cache';
import { useLatestMutation } from './server-latest-mutation';
import { useServerQuery } from './server-query';
import type { ServerStateEngine } from './server-state';
import { WidgetProvider } from './widget-provider';

const engines: [string, () => ServerStateEngine | undefined][] = [
  ['the local store (element bundle)', () => undefined],
  ['TanStack Query (portal, React hosts)', () => createQueryServerState(createTestQueryClient())],
];

/** A session whose party the test signs in and out, telling its subscribers as the real one does. */
function switchableSession() {
  let snapshot: AuthSnapshot | null = null;
  const listeners = new Set<() => void>();
  const port: AuthPort = {
    current: () => snapshot,
    tokensRefreshed: () => undefined,
    refreshFailed: () => undefined,
    loggedIn: () => false,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  const signInAs = (partyId: string | null) =>
    act(() => {
      snapshot = partyId
        ? {
            accessToken: `access-${partyId}`,
            refreshToken: 'refresh',
            username: `${partyId}@example.co.za`,
            partyId,
            roleToken: 'Customer',
            expiresAt: Date.now() + 60_000,
          }
        : null;
      for (const listener of listeners) listener();
    });
  return { port, signInAs };
}

function providerFor(engine: ServerStateEngine | undefined, auth: AuthPort) {
  return ({ children }: { children?: ReactNode }) => (
    <WidgetProvider config={createConfig(TEST_ORIGIN)} auth={auth} serverState={engine}>
      {children}
    </WidgetProvider>
  );
}

/** The party's own greeting: what the seam handed the read is what it shows. */
const partyGreeting = (fetched: string[]): QueryDefinition<string> => ({
  queryKey: ['greeting'],
  queryFn: async ({ party }) => {
    fetched.push(party);
    return `Hello ${party}`;
  },
});

function Greeting({ definition }: { definition: QueryDefinition<string> }) {
  const greeting = useServerQuery(definition);
  return <p>{greeting.status === 'success' ? greeting.data : greeting.status}</p>;
}

/** Hands the test the seam's imperative verbs. */
function Actions({ onReady }: { onReady: (actions: ServerActions) => void }) {
  onReady(useServerActions());
  return null;
}

function LatestSave() {
  const latest = useLatestMutation<string>(['save']);
  return <p>{`save ${latest.status} ${latest.data ?? latest.error?.message ?? ''}`.trim()}</p>;
}

/** A read by its own ids (a report) that the API refuses while nobody is signed in. */
const signedOutReport: QueryDefinition<string> = {
  queryKey: ['report'],
  queryFn: async () => {
    throw new ApiError({ status: 401, message: 'Your session has expired. Please log in again.' });
  },
  retry: false,
  partyFree: true,
};

function SignedOutReport() {
  const report = useServerQuery(signedOutReport);
  return <p>{report.status === 'error' ? report.error.message : report.status}</p>;
}

describe.each(engines)('the party in the seam, on %s', (_, makeEngine) => {
  it('holds a party read while nobody is signed in, then reads for whoever signs in, each under their own key', async () => {
    const { port, signInAs } = switchableSession();
    const fetched: string[] = [];
    render(<Greeting definition={partyGreeting(fetched)} />, { wrapper: providerFor(makeEngine(), port) });
    screen.getByText('pending');
    expect(fetched).toEqual([]);

    signInAs('100234');
    await screen.findByText('Hello 100234');
    signInAs('200555');
    // Never the first party's answer under the second: the key is the party's.
    await screen.findByText('Hello 200555');
    expect(fetched).toEqual(['100234', '200555']);
  });

  it('reads a party-free definition signed out, with the party empty', async () => {
    const { port } = switchableSession();
    const fetched: string[] = [];
    const definition = { ...partyGreeting(fetched), partyFree: true as const };
    render(<Greeting definition={definition} />, { wrapper: providerFor(makeEngine(), port) });
    await screen.findByText('Hello');
    expect(fetched).toEqual(['']);
  });

  it('reads a definition the same for everyone once for every party: a sign-in or a switch does not read it again', async () => {
    const { port, signInAs } = switchableSession();
    const fetched: string[] = [];
    const definition = {
      ...partyGreeting(fetched),
      partyFree: true as const,
      sameForEveryone: true as const,
    };
    render(<Greeting definition={definition} />, { wrapper: providerFor(makeEngine(), port) });
    await screen.findByText('Hello');
    signInAs('100234');
    signInAs('200555');
    await screen.findByText('Hello');
    // Its fetcher is handed no party, so nothing of a party's can be in what every party reads.
    expect(fetched).toEqual(['']);
  });

  it('lets a party-free read fail as signed out, where a party read would wait', async () => {
    const { port } = switchableSession();
    render(<SignedOutReport />, { wrapper: providerFor(makeEngine(), port) });
    await screen.findByText('Your session has expired. Please log in again.');
  });

  it('runs a write outside a component: the party handed in, its outcome recorded, its declared reads fetched again', async () => {
    const { port, signInAs } = switchableSession();
    signInAs('100234');
    const fetched: string[] = [];
    const sent = vi.fn();
    const save: MutationDefinition<string, string> = {
      mutationKey: ['save'],
      mutationFn: async (value, { party }) => {
        sent(value, party);
        return `saved ${value}`;
      },
      invalidates: [['greeting']],
    };
    let actions: ServerActions | undefined;
    render(
      <>
        <Actions onReady={(ready) => (actions = ready)} />
        <Greeting definition={partyGreeting(fetched)} />
        <LatestSave />
      </>,
      { wrapper: providerFor(makeEngine(), port) },
    );
    await screen.findByText('Hello 100234');

    let answer: string | undefined;
    await act(async () => {
      answer = await actions?.run(save, 'R5 000');
    });
    expect(answer).toBe('saved R5 000');
    expect(sent).toHaveBeenCalledWith('R5 000', '100234');
    await screen.findByText('save success saved R5 000');
    await waitFor(() => expect(fetched).toEqual(['100234', '100234']));
  });

  it('rejects a failed run with an ApiError and records the failure', async () => {
    const { port, signInAs } = switchableSession();
    signInAs('100234');
    const refuse: MutationDefinition<string, string> = {
      mutationKey: ['save'],
      mutationFn: async () => {
        throw new ApiError({ status: 400, message: 'Not today' });
      },
    };
    let actions: ServerActions | undefined;
    render(
      <>
        <Actions onReady={(ready) => (actions = ready)} />
        <LatestSave />
      </>,
      { wrapper: providerFor(makeEngine(), port) },
    );
    let failure: unknown;
    await act(async () => {
      failure = await actions?.run(refuse, 'x').catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'Not today' });
    await screen.findByText('save error Not today');
  });

  it('fetches for the party signed in when it is called', async () => {
    const { port, signInAs } = switchableSession();
    signInAs('100234');
    let actions: ServerActions | undefined;
    render(<Actions onReady={(ready) => (actions = ready)} />, { wrapper: providerFor(makeEngine(), port) });
    const fetched: string[] = [];
    await expect(actions?.fetch(partyGreeting(fetched))).resolves.toBe('Hello 100234');
  });
});
