import { Route, Switch } from 'wouter';
import { lazyWithRetry } from '../src/react/lazy-with-retry';
import { DownloadPage } from './pages/download-page';
import { LandingPage } from './pages/landing-page';
import { NotFoundPage } from './pages/not-found-page';
import { RedirectPage } from './pages/redirect-page';
import { WelcomePage } from './pages/welcome-page';
import { Loading } from './route-loading';
import { loadAppArea } from './signed-in-chunks';

// Pages in chunks of their own, loaded when their route is first visited: the signed-in area, the
// public forms (each brings its widget) and the long legal texts stay out of the landing page's download.
const AppArea = lazyWithRetry(() => loadAppArea().then((m) => m.default));
const LoginPage = lazyWithRetry(() => import('./pages/login-page').then((m) => m.LoginPage));
const SignUpPage = lazyWithRetry(() => import('./pages/sign-up-page').then((m) => m.SignUpPage));
const ForgotPasswordPage = lazyWithRetry(() =>
  import('./pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyWithRetry(() =>
  import('./pages/reset-password-page').then((m) => m.ResetPasswordPage),
);
const RateUsPage = lazyWithRetry(() => import('./pages/rate-us-page').then((m) => m.RateUsPage));
const RateUsThankYouPage = lazyWithRetry(() =>
  import('./pages/rate-us-thank-you-page').then((m) => m.RateUsThankYouPage),
);
const ContactFormNavigationPage = lazyWithRetry(() =>
  import('./pages/contact-form-navigation-page').then((m) => m.ContactFormNavigationPage),
);
const FaisPage = lazyWithRetry(() => import('./pages/fais-page').then((m) => m.FaisPage));
const DisclaimerPage = lazyWithRetry(() => import('./pages/disclaimer-page').then((m) => m.DisclaimerPage));
const PrivacyPage = lazyWithRetry(() => import('./pages/privacy-page').then((m) => m.PrivacyPage));
const loadLinkPages = () => import('./pages/link-pages');
const ReinvestConfirmationPage = lazyWithRetry(() => loadLinkPages().then((m) => m.ReinvestConfirmationPage));
const TfsaSwitchPage = lazyWithRetry(() => loadLinkPages().then((m) => m.TfsaSwitchPage));
const LinkConfirmationPage = lazyWithRetry(() => loadLinkPages().then((m) => m.LinkConfirmationPage));
const TreatingCustomersFairlyPage = lazyWithRetry(() =>
  import('./pages/treating-customers-fairly-page').then((m) => m.TreatingCustomersFairlyPage),
);

/** The public pages in chunks of their own, by the first segment of their path. */
const LAZY_PUBLIC_PAGES: Record<string, { preload(): Promise<void> }> = {
  login: LoginPage,
  'sign-up': SignUpPage,
  refer: SignUpPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
  'rate-us-page': RateUsPage,
  'rate-us-page-thank-you': RateUsThankYouPage,
  'contact-form-navigation': ContactFormNavigationPage,
  fais: FaisPage,
  disclaimer: DisclaimerPage,
  privacy: PrivacyPage,
  'treating-customers-fairly': TreatingCustomersFairlyPage,
};

/**
 * Downloads the chunk of the public page at `path`, if it has one, so the page then renders at once
 * instead of suspending: the build-time render needs the whole page, and a browser taking over a
 * prerendered page must draw the same tree it finds (no spinner in between).
 */
export function preloadPage(path: string): Promise<void> {
  const segment = path.split('/')[1]?.toLowerCase() ?? '';
  return Object.hasOwn(LAZY_PUBLIC_PAGES, segment)
    ? (LAZY_PUBLIC_PAGES[segment]?.preload() ?? Promise.resolve())
    : Promise.resolve();
}

/**
 * The route table, in spec §2 order; the first match wins. Paths the spec does not mark exact also
 * match below themselves (`/login/…`), as the original router did.
 */
export function AppRoutes() {
  return (
    <Loading>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/login/*?" component={LoginPage} />
        <Route path="/sign-up/*?" component={SignUpPage} />
        <Route path="/refer/*?" component={SignUpPage} />
        <Route path="/forgot-password/*?" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/rate-us-page-thank-you/*?" component={RateUsThankYouPage} />
        <Route path="/rate-us-page/*?" component={RateUsPage} />
        <Route path="/contact-form-navigation/*?" component={ContactFormNavigationPage} />
        <Route path="/secured-investement-reinvestment-thank-you" component={ReinvestConfirmationPage} />
        <Route path="/tfsa-switch" component={TfsaSwitchPage} />
        <Route path="/link-confirmation" component={LinkConfirmationPage} />
        <Route path="/download/*?" component={DownloadPage} />
        <Route path="/redirect/*?" component={RedirectPage} />
        <Route path="/welcome/*?" component={WelcomePage} />
        <Route path="/fais/*?" component={FaisPage} />
        <Route path="/disclaimer/*?" component={DisclaimerPage} />
        <Route path="/privacy/*?" component={PrivacyPage} />
        <Route path="/treating-customers-fairly/*?" component={TreatingCustomersFairlyPage} />
        <Route path="/app/*?" component={AppArea} />
        <Route component={NotFoundPage} />
      </Switch>
    </Loading>
  );
}
