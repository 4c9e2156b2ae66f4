import { useState } from 'react';
import { Link } from 'wouter';
import type { Config } from '../src/config';
import { createQueryClient } from '../src/react/query-client';
import { createQueryServerState } from '../src/react/query-server-state';
import { WidgetProvider } from '../src/react/widget-provider';
import { onSignedOut, sessionAuthPort } from '../src/session';
import { type LinkComponent, LinkProvider, type StyleInstance } from '../src/ui';
import { SiteLayout } from './layout/site-layout';
import { AppRoutes } from './routes';

/** Design-system links navigate inside the app without a reload. */
const RouterLink: LinkComponent = (props) => <Link {...props} />;

export interface AppProps {
  config: Config;
  styles: StyleInstance;
}

export function App({ config, styles }: AppProps) {
  const [serverState] = useState(() => createQueryServerState(createQueryClient(), { onSignedOut }));
  return (
    <WidgetProvider config={config} styles={styles} auth={sessionAuthPort} serverState={serverState}>
      <LinkProvider component={RouterLink}>
        <SiteLayout>
          <AppRoutes />
        </SiteLayout>
      </LinkProvider>
    </WidgetProvider>
  );
}
