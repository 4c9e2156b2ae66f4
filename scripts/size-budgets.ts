/**
 * Size budgets in KB (1024 bytes) of min+gzip, as the issues set them. For the portal, everything its page
 * downloads for the entry before it runs, read from Vite's manifest. For a tag, its first paint as Chromium
 * loads it (issue 49): every `/widgets/` file fetched until it is usable with no user action (what its
 * first touch fetches, and chunks such as zxcvbn that few load, are printed beside, not budgeted).
 * `npm run size` fails when an entry is over its budget, and when a built tag has none here
 * (`npm run new:widget` writes a new tag's starting budget into {@link WIDGET_BUDGETS_KB}).
 */
export const PORTAL_BUDGETS_KB: Record<string, number> = {
  // The landing page is the portal's entry: prospects must not download the signed-in app.
  // 110 → 78.1 (issue 28: the landing may not grow). 77.4 KB before the issue, 77.8 after: +0.3 KB for
  // taking over the prerendered HTML (hydration, and what was typed before the script ran), +0.1 KB for
  // ids that stay unique when several bundles share a page. The page now paints from its HTML before
  // any script runs, so the bytes its first paint waits for went from 77.4 KB to none.
  // 78.1 → 78.3 (issue 27 item 1): +261 bytes (78.00 → 78.26 KB) for the type, radius and elevation scales,
  // whose `var(--fg-*, fallback)` strings all sit in the shared chunk the landing preloads.
  // 78.3 → 65.8 (session 12): the public form pages (login, sign-up, forgot and reset password, rate us,
  // contact) are chunks of their own like the legal pages, prerendered as before: 78.3 → 65.5 KB with
  // issue 27's one form frame in them.
  // 65.8 → 66.2 (issue 46 items 2–4, session 25): 65.8 → 66.1 KB. The server-state seam in the entry now
  // says when each read's data arrived (the dashboard's "As at"), and the form frame the landing's shared
  // chunk carries is the one feedback pattern for every form.
  // 66.2 → 66.4 (issue 46 item 1): +148 bytes (66.08 → 66.23 KB) for the font stack naming Figtree and
  // the one page-title style (its phone size and the title's custom properties). The typeface itself is
  // in the HTML (index.html's @font-face and preload), not in these scripts.
  // 66.4 → 66.6 (session 36): +459 bytes (67 734 → 68 193), one file more. A lazy page's download that has
  // not come in 30 s fails with Try again, while a preload (a prerendered page's) still waits for it
  // (src/api/load-in-time.ts, lazyWithRetry), and a token refresh waits for the tabs' sync no longer
  // either; the rate-us form keeps its answers under a failed Send's download, and its page reloads on
  // Try again when a deploy has moved that chunk on (retryOrReload). The bundler puts what the landing
  // shares with the rate-us pages in a chunk of its own (as it does rate-us-paths): the failure boundary,
  // its words and lazyWithRetry left the entry for a 1 KB file the landing preloads beside it.
  // 66.6 → 66.7: +6 bytes (68 199) when the tags' load-failure view became one function (element-problem.tsx)
  // that rate-us's Send shares with the tag's boundary; the bundler renamed the shared chunk's exports, and
  // the size rounded up had left 5 bytes.
  'portal landing': 66.7,
};

/**
 * The boot script of the prerendered pages (portal/boot), which fetches the landing's files above once
 * the page has painted and holds what is pressed until the app runs (session 13: 1.0 KB gzip, 0.8 brotli).
 */
export const PRERENDERED_BOOT_BUDGET_KB = 1.1;

/**
 * Issue 28: every tag is one self-contained file for its first paint (scripts/build-widgets.ts); what
 * only interaction needs loads later from the tag's own hashed chunks. Issue 49: counted as Chromium
 * fetches them, a chunk a tag imports on mount (the tab sync, the form summary) included.
 */
export const WIDGET_FIRST_PAINT_REQUESTS = 1;

/**
 * Issue 49 item 3: a tag's whole working form, first paint plus what its first touch fetches (all a Send
 * needs), for the tag whose first paint leaves that out on purpose. `npm run size` fails a tag over it.
 * `fg-rate-us`: 21 209 B (13 305 + 7 904 in 3 files: the generic client with token refresh, its config and
 * error code, compact-zod, the sending half) → 19 151 B, 18.7 KB (13 294 + 5 857 in 1 file). Its post goes
 * through a plain client (src/api/plain-client.ts: createApiClient's URL, headers, JSON body, error texts
 * and answer check then, no token code) over the page's API settings alone (readPageApiSettings: the same
 * layers, without the company facts' defaults), in one chunk with the sending half
 * (widgets/rate-us/send-rating-element.ts); Try again is a SecondaryButton, not the whole Button. The
 * budget is that size plus 0.1 KB. The issue's 15 KB is not reached: the 5.7 KB left is the spec's
 * behaviour, each part 0.1 to 0.9 KB (compact-zod for the page settings' layers and the answer, the
 * error texts, the outcome's spinner and alert, the no-score summary, the Vue ref check, the comment rule).
 * Second pass, 19 151 → 18 724 B, 18.3 KB (13 189 + 5 535): the Vue ref check's words are fetched only for
 * a tag Vue rendered (−208 B), and the sending view is the ring beside the words already shown while the
 * half loads, not the Spinner with hidden ones (−233 B, 105 of them from the first paint, which carried the
 * font scale and visually-hidden style for it). Budget: that size plus 0.1 KB. Still not 15 KB: without the
 * layered settings (0.66 KB), the no-score summary (0.48), the ring (0.33), the Alert (0.31), Try again
 * (0.24) and the comment rule (0.19) the whole form would still be 16 211 B (15.8 KB): the post, its error
 * texts and answer check (3.1 KB) over the 12.8 KB form.
 * Third pass, 18 724 → 18 470 B, 18.0 KB (12 935 + 5 535): the element runtime every tag carries, smaller
 * with the same behaviour (WIDGET_BUDGETS_KB says how); the send chunk is unchanged. Budget 0.2 KB lower.
 * Fourth pass, 18 470 → 17 364 B, 17.0 KB (12 939 + 4 425): the plain client reads no answer and shows no
 * server words (the rating's failure is the spec's one text: "Failure stores no error detail"), so its
 * chunk carries neither the error normaliser nor compact-zod; the page's API settings are read without
 * the config's schema (src/config/page-api-settings.ts), which a page layer that also sets company facts
 * fetches to be checked whole (the rarely loaded page-config chunk, 1.8 KB).
 * Fifth pass, 17 364 → 17 207 B, 16.8 KB (12 739 + 4 468): the first paint −255 B (WIDGET_BUDGETS_KB says
 * how), the send chunk +52 B for the review's mends (a rating answered 2xx with text fails as a parse
 * error, 501; the settings' check that cannot be fetched fails as the network, 501; settings read per
 * call), and +36 B in all for 'Sending your feedback' written just after its live region, one component
 * in both views. Budget: that size rounded up to 0.1 KB.
 * Session 35, WCAG 4.1.3: the rating's success Alert writes its words just after it is on the page, for
 * screen readers (src/ui/alert.tsx): 17 207 → 17 241 B, budget 16.9 KB.
 * Session 36: a Send whose sending half fails to download, or has not come in 30 s, keeps the answers under
 * the tag's load-failure alert, whose Try again sends what the form then shows (the first paint +146 B,
 * WIDGET_BUDGETS_KB; the send chunk +10 B, its config check's time limit): 17 221 → 17 377 B
 * (12 892 + 4 485), budget 17.0 KB.
 */
export const WIDGET_WHOLE_BUDGETS_KB: Record<string, number> = {
  'fg-rate-us': 17.0,
};

/**
 * Per custom-element tag, first paint (one request). Issue 28 set the caps: `fg-rate-us` 13 KB, the buy
 * tags 45 KB, every other tag its size before the issue less 5 KB (activate 23.2, contact form 27.2,
 * forgot password 23.1, link confirmation 25.5, login dialog 32.0, login 28.2, member choice 29.6,
 * reinvest 25.4, report viewer 26.4, reset password 25.3, sign-up 42.2, TFSA switch 25.3). Each budget
 * below is the tag's size after the issue plus about 0.5 KB, under its cap, so what the issue won is
 * kept: a self-contained file per tag (scripts/build-widgets.ts), compact-zod instead of zod, plain
 * preact and our own element class, and the API client of a send-only tag fetched on first touch.
 */
// Session 11: every tag lost 0.5–1.6 KB (the send half's code out of rate-us's entry, lazy-only modules
// no longer reached through barrels, terser), more than issue 30's seam added (0.2–0.5 KB to the tags
// that write); the budgets come down to each tag's size plus about 0.3 KB, so what was won is kept.
// Session 12, issue 27 item 2: the one form frame (the form, its alert, fields that show their message
// once left, amounts tidied when left) costs the tags with forms 0.3–0.8 KB; its summary and the reasons
// beside a disabled Next load on the form's first focus (src/ui/form-feedback.tsx). Each budget is again
// the tag's size plus about 0.3 KB, still well under issue 28's caps. Then issue 30 item 2: a typed amount
// is read into cents once, as typed, and kept beside its text in the draft (the draft's schema and the
// tidy-on-leave from cents): +0.2 KB to each buy tag.
// Issue 48 item 5: the page session's registry is checked before use (version, parts, read-only or
// throwing parts) and a tag on a page whose registry is unusable runs its own session and warns once:
// +234 to +261 bytes gzip to each of the nine tags that share the page's session, so their budgets +0.3 KB.
// Issue 46 item 3: a failed Confirm shows the failure panel (what happened to the money, why, what to do,
// Try again and Call): +1.2 KB gzip to each buy tag (39.9 → 41.1 for the secured investment). It is in
// first paint on purpose: it must draw when the connection has just dropped, when a lazy chunk cannot be
// fetched; a preloaded lazy panel measured only 0.4 KB less and added two requests to the portal's landing.
// Then item 5: Cancel purchase asks before it leaves, in place (+0.3 KB; the modal Dialog measured +1.3 KB).
// Issue 46 item 2 (session 25): one feedback pattern for every form. The forgot-password, activation and
// reset-password forms now run in the form frame (summary focused, a link per problem, the server's failure
// one alert): +0.5 KB each (17.0 → 17.5, 18.0 → 18.5), far under issue 28's caps (23.1, 23.2, 25.3). The
// buy tags lost the reasons beside a disabled Next (0.0–0.1 KB less); rate-us's summary comes with its
// sending half on first touch, so it stays 12.9 KB in one request.
// Issue 46 item 1: the font stack names Figtree first (+20 bytes) and page titles share one style, 32 px and
// 26 px on a phone (+0.1 KB to the tags with a title; link confirmation 18.93 → 19.04 KB, so 19.0 → 19.3).
// No font file is in any tag: a host page that wants Figtree declares the face itself.
// Issue 46 item 5 (session 26): the stepper's "Next: …" line, the "You're buying" panel beside each step
// (rates, minimum, allowance left), the check page's Product list and the mandate that names amount, day,
// account and first date: +1.2 KB; the receipt, now one page (Summary and Congratulations), moved to its
// own chunk, fetched while the customer checks the answers (−1.0 KB). Net +0.2 KB (41.7 → 41.9), so each
// buy budget +0.4 KB. Making the check page lazy too gave three first-paint requests (shared chunks).
// Issue 46 item 6: the link pages state their deal (DESIGN.md §4 i): the deal line, until when the offer
// stands, the terms card with what Confirm does, "Want something else?" with the phone number, and a
// confirmation with its tick, date and time (South Africa's clock), reference and terms: +1.9 to +2.0 KB
// gzip per link tag (link confirmation 19.05 → 21.04, reinvest 18.79 → 20.74, TFSA switch 18.57 → 20.38),
// each budget its size rounded up to 0.1 KB, still under issue 28's caps (25.5, 25.4, 25.3). The confirmed
// view stays in first paint on purpose, as the buy tags' failure panel does: it must draw after a
// confirmation that went through even when the connection has just dropped.
// Issue 46 item 7 (session 26): /fais names the registered name, the registration number, the licence
// categories and the key individuals from configuration (FG_COMPANY_*), not placeholders. The facts and their
// schema travel in every tag's config today: +0.2 to +0.5 KB per tag, so each budget is its size plus 0.1 KB.
// Those four facts are the portal's alone; moving them to a portal-only config would give the bytes back.
// Issue 46 item 7 (session 27): every password field has a Show/Hide button inside it (DESIGN §3, review
// m5: PasswordField, with its polite status and hiding again on submit), and the login form says "New to
// Fedgroup? Create an account": +0.2 to +0.5 KB to the tags with a password field (login 21.6 → 22.1, the
// buy tags' sign-in +0.3), each budget its size plus 0.1 KB.
// Issue 47 items 1–3 and 7 (session 31): the wizards keep their step in memory unless `routing="hash"`, the
// #step history now a controller of its own (src/wizard/step-routing.ts: +0.2 to +0.4 KB to the buy tags and
// sign-up); every tag reads its settings in layers (the deployment's own, written into its entry file by the
// site server, then the page's block, then configure() or a React host's WidgetProvider), read again when
// configure() changes them: +0.1 KB per tag; the tags that show company facts warn once when a page of another
// site shows the demo ones: +0.1 to +0.2 KB. Then item 4: every tag's sheet starts with `:host{display:block}`
// (a width on the tag applies) and the wizard frame measures its own width (container queries), +4 to 30
// bytes; rate-us paid for its rule with a shorter CSP warning. Each budget is its size plus up to 0.1 KB;
// rate-us stays 13.0.
// Issue 50 item 4: the stand-in for react maps onFocus/onBlur to focusin/focusout as compat does (+44
// bytes to every tag), and useApiClient refuses a request-only client (clientOnInteraction's) instead of
// that client's config throwing (+25 to +30 bytes where the tag reads the API): +53 to +79 bytes per tag,
// which two tags' margins did not hold (link confirmation over by 2 bytes, member choice by 15), so
// those two +0.1. rate-us, whose send now starts from Send's handler, is 30 bytes smaller (13273 B).
// Issue 47 item 4 again: a moved tag keeps its tree and what was typed (it unmounts only if still off the
// page after the task's microtasks): +10 to 15 bytes per tag, so the four tags it took past their budgets
// (buy unit trust, reinvest, reset password, sign-up) get +0.1 KB; rate-us stays under its cap by two bytes.
// Issue 47 item 4, delegatesFocus: a tag's definition names its shadow root (`shadow`, which replaced
// `lightDom`), and the shared code hands it to attachShadow as it is: the other tags measured come out 5 to 9 bytes
// smaller (rate-us 13310 → 13305 B, contact form 22710 → 22701, login 22774 → 22768). The two tags with
// one obvious field, the e-mail address, declare `{ mode: 'open', delegatesFocus: true }`: +10 bytes
// (forgot password 18765 → 18775 B, within its budget) and +9 (activate 18734 → 18743 B, 4 bytes past
// 18.3 KB), so activate 18.3 → 18.4 (the same figure issue 49 item 1 gave it below).
// Issue 49 item 1: first paint is now what Chromium fetches before the tag is usable, so nine tags also
// counted the tab sync (0.6 KB, fetched on mount with nobody signed in) and the login dialog the form
// summary (1.1 KB, fetched when the dialog focused its first field). The tab sync now loads once the session
// holds tokens (+52 bytes to the nine tags with a session), the summary on a person's focus, key or press,
// not on the page's own focus (+54 bytes to each tag with a form), and reset password's zxcvbn (382 KB,
// fetched as its form showed) on the form's first touch (+39 bytes). The seven tags this took past their
// budgets (activate, buy secured investment and tax-free, contact form, login dialog, report viewer,
// sign-up) get +0.1 KB: every tag is again one request at first paint, 1.1 to 1.7 KB less than it was.
// Issue 46 items 7–8 (session 32): one money formatter puts no-break spaces between thousands (a few bytes
// to every buy tag), and CopyButton (the EFT account's and the receipt's Copy) is a 44 × 44 target on a
// phone (DESIGN §2.4): +36 bytes to buy tax-free and +2 to buy secured investment past their budgets, so
// those two +0.1 KB.
// Issue 47 item 4 (session 32): the four light-DOM tags (login, login dialog, sign-up, reset password) are
// blocks a host can size, as the shadow tags are: each adopts one sheet with a `:where(<tag>){display:block}`
// rule as its module defines it (src/elements/light-dom-display.ts), about 90 bytes each and nothing in the
// other tags. Login (by 7 bytes) and reset password (by 31) went past their budgets: +0.1 KB each.
// Issue 46 item 5 (session 33): the check page's totals box (DESIGN §4 d: paid now, the debit order, the
// tax-free year's total and the allowance it leaves): +0.4 to +0.5 KB to each buy tag, until issue 49
// item 2 moves the steps after the first out of first paint.
// Issue 49 item 4: the form summary is one shared file for every tag (scripts/shared-chunks.ts), which a tag
// calls with its own preact, styles and tokens instead of exporting them to a chunk of its own: −19 to −31
// bytes to the form tags with no other lazy chunk, +15 to +35 to those whose other chunks still import
// from the entry (buy, login dialog). Login dialog went 4 bytes past its budget: +0.1 KB.
// Issue 49 item 2: a buy tag's first file holds the sign-in and the first step; the steps after it (with
// the product's options), the check page and its failure panel, Confirm's post and the receipt are one chunk
// per tag (…-later-steps), fetched on the tag's first focus, key or press and waited for by Next. The
// failure panel still draws with the connection gone, as issue 46 item 3 wants: it comes with the check
// page, so it is in memory before Confirm can be pressed. One catalogue entry per tag, and the bank details
// and the purchase post apart from src/api/buy.ts. First paint 43.5 → 35.5, 44.8 → 36.4, 44.7 → 37.0 KB (one
// request each); each budget its size plus about 0.2 KB.
// Session 33: the tabs' sync loads once the page is idle after sign-in (src/session/session-auth-port.ts:
// it had become a fourth round trip on the portal's login path): about 22 bytes to each tag with a
// session; member choice went 22 bytes past its budget: +0.1 KB.
// Issue 49 item 2, second pass: what only the steps after the first read leaves the first file. A product's
// post path and fields, check-page answers and receipt lines are its ProductPurchase, in the later chunk
// (−151 / −129 / −138 bytes gzip, secured / tax-free / unit trust); the first screen only asks whether a
// receipt is kept, and the receipt view reads it with the chunk, so a reload after a purchase still shows
// it (−135 / −133 / −151); a module is bundled whole where its first user is, so the later-only parts of
// modules the first screen imports go to modules of their own (south-africa-today.ts out of calendar-date,
// product-bank-details.ts and product-member.ts out of src/api/buy.ts: −279 / −287 / −145); the unit
// trust's eftdetails query comes with its chunk (−135, the other two −13 and −11). First paint 36 377 →
// 35 799, 37 349 → 36 789, 37 895 → 37 326 bytes (35.5 → 35.0, 36.5 → 35.9, 37.0 → 36.5 KB), one request
// each; each budget its size plus about 0.2 KB. A lazy view for bad attributes was measured and left out:
// a second lazy chunk made the bundler split the styles the two share into a chunk of their own (two
// requests at first paint), and in the other tags its exports cost more (+150 to +190 bytes) than it saved.
// Issue 49 item 2, third pass: the rules of the steps after the first (shared and the product's own, with its
// debit-order reason) and Cancel purchase's question come with the later chunk; a run that starts past step 1
// (a reload, a #step link) waits for it, busy, and shows the load-failure view if it cannot come. Cancel
// pressed before the question's code shows busy until it is there (−230 to −243 bytes). Modules the first
// file imports lost their later-only parts: the availability rule out of purchase-rules, the stored amount
// out of amount-rules, the first step's rules out of the unit trust's, the empty amounts and randOf out of
// rand-amount and money (−477 / −475 / −467). First paint 35 854 → 34 256, 36 845 → 34 329, 37 382 →
// 35 609 bytes (35.0 → 33.5, 36.0 → 33.5, 36.5 → 34.8 KB), one request each; each budget its size rounded up.
// Session 34: reads that are the same for everyone (a lookup, a product's public attributes; no token) are
// cached once for every party (QueryDefinition.sameForEveryone), so signing in inside a tag no longer reads
// its lists again (one or two requests fewer); the shared investment details step is named by the products
// that show it, so the unit trust no longer carries it (−99 bytes). Secured investment (+52 bytes, 4 past)
// and sign-up (+34, 14 past) +0.1 KB.
// Session 34, the review's mends: a restored run is checked against every step before the one it was on
// (step-routing), Cancel purchase stays while a restored run waits for its steps (its question open across
// their arrival), the step takes the focus after a Try again, and a failed Next's view keeps its Try again
// until the retry settles: +146 / +174 / +171 bytes; each buy budget +0.1 KB (unit trust 34.9, still
// under issue 49's 35).
// Issue 49 item 3, third pass: the element runtime every tag carries, written smaller with the same
// behaviour. The tags' JSX runtime is preact's createElement (src/elements/preact-jsx.ts), not preact's
// second vnode constructor (about −104 bytes); the element's root takes its host from the renderer and hands
// the schema the attributes as the renderer gives them (−56); one kebabCase for three copies (−22); the
// portal's boundary alone clears a failure on a new route (ResettingFailureBoundary, −26); smaller pieces
// (useStyles, hasError, the style instance's default prefix, the vnode hook's chaining, compact-emotion's
// one map, rate-us's score options: −46). Every tag −236 to −283 bytes (rate-us 13 189 → 12 935), one
// request each; each budget lowered by the whole tenths of a KB its tag lost, so each keeps its headroom.
// Issue 49 item 3, fourth pass: the same behaviour in fewer bytes again. The tags' JSX is classic, calls of
// preact's createElement with the children as arguments (vite.config.ts's classicJsx: rate-us −53 bytes,
// the others −53 to −162), and the ten tags whose element file imported zod/mini first open with preact
// (preactFirst: −172 to −257, the other six byte for byte the same). Then, in rate-us / the contact form: a
// tag's client factory gives the client, and clientOnInteraction listens for the first touch on the element
// itself, so the runtime has no effect for it (−66 / −72); the tags' useId is a number kept in state, not
// preact's walk for hydration (−46 / −40); the styles, the client and the local store go down through their
// contexts' own providers, with no StyleProvider or WidgetScope component between (−55 / −93);
// compact-emotion's keyframes through its one rules() and a refused attribute's view from the problems the
// root already listed (−32 / −31). Every tag −255 to −578 bytes (rate-us 12 935 → 12 680; the buy tags
// 34 189 → 33 611, 34 253 → 33 675, 35 436 → 34 889), every lazy chunk the same or smaller, one request
// each; each budget its size rounded up to 0.1 KB.
// Session 35, for screen readers: a loading Spinner's words are written just after it is on the page, as a
// live region that arrives with its words is not announced by many (src/ui/live-region-ready.ts), and the
// page's API settings come from modules a rating's send chunk can share (page-layers, api-settings): +20 to
// +50 bytes to the tags that show a Spinner at first paint; buy tax-free, link confirmation, reinvest,
// report viewer and TFSA switch, which had no headroom left, +0.1 KB.
// Session 35, WCAG 4.1.3: a success, info or warning Alert writes its words just after it is on the page,
// so that screen readers announce it (src/ui/alert.tsx); the five tags it took past their budget +0.1 KB.
// Session 36: a lazy part whose download has not come in 30 s fails, with Try again, rather than loading
// for good (src/api/load-in-time.ts, in lazyWithRetry), and a token refresh waits for the tabs' sync no
// longer than that (src/session/session-auth-port.ts): +50 to +90 bytes to the tags that carry them; the six
// they took past their budget (buy secured investment, buy tax-free, contact form, login dialog, member
// choice, report viewer) +0.1 KB. Then the review's mends: a preload waits for its download without the
// limit, a download that comes late is drawn at the next render, and after one timed-out wait for the tabs'
// sync no refresh waits again, the tab joining the others once it comes: +30 to +110 bytes more; buy
// secured investment, buy tax-free, buy unit trust, login, login dialog and sign-up +0.1 KB.
export const WIDGET_BUDGETS_KB: Record<string, number> = {
  'fg-activate': 17.7,
  'fg-buy-secured-investment': 33.1,
  'fg-buy-tax-free': 33.2,
  'fg-buy-unit-trust': 34.3,
  'fg-contact-form': 21.8,
  'fg-forgot-password': 17.8,
  'fg-link-confirmation': 21.5,
  'fg-login-dialog': 25.3,
  'fg-login': 22.1,
  'fg-member-choice': 22.2,
  // Issue 28's cap: 13 KB; 12.9 KB after the send half's code left the entry (lazy-only modules no longer
  // reached through barrels, PrimaryButton, the element's own failure view) and terser; 12.6 KB after
  // issue 49 item 3's third pass, 12.4 KB (12 680 B) after its fourth (above); 12.5 KB (12 739 B) with the
  // sending words written just after their live region (session 35, for screen readers: +59 B); 12.6 KB
  // (12 892 B) with a Send whose sending half does not come keeping its answers under the load-failure
  // alert, with Try again and the host's onLoadRetry (session 36: +146 B, the 30 s time limit among them).
  'fg-rate-us': 12.6,
  'fg-reinvest-confirmation': 21.2,
  'fg-report-viewer': 20.0,
  'fg-reset-password': 19.1,
  // Issue 46 item 7: the passport dates are day/month/year DateFields (+0.7 KB) and are checked without
  // dayjs (calendar-date.ts, −3.2 KB: nothing else in the tag needed it): 33.8 → 31.3 KB; the budget
  // follows it down, its size plus 0.3 KB.
  'fg-sign-up': 31.1,
  'fg-tfsa-switch': 20.8,
};
