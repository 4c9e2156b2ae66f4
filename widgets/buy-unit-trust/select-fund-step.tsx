import { formatCalendarDate } from '../../src/domain/calendar-date';
import { catalogueCopy, UNIT_TRUST_ENTRY } from '../../src/domain/catalogue';
import { formatCurrency } from '../../src/domain/format-currency';
import { attributeValue } from '../../src/domain/product-attributes';
import { canPurchase } from '../../src/domain/purchase-availability';
import { NO_AMOUNT } from '../../src/domain/typed-amount';
import { Checkbox, useClasses } from '../../src/ui';
import { useDomId } from '../../src/ui/dom-id';
import {
  BuyText,
  buyStyles,
  NotForSaleNotice,
  ProductDocuments,
  type ProductStepProps,
  useProductLink,
} from '../buy';
import { type Fund, fundsOf } from './fund-info';
import type { FundChoice, UnitTrustAnswers } from './unit-trust-rules';

/** What the customer reads about a fund beside its checkbox: risk, and the unit price and its date. */
function fundFacts(fund: Fund, navDate: string): string {
  const facts = [fund.RiskProfile ? `Risk profile: ${fund.RiskProfile}.` : ''];
  if (typeof fund.NavPrice === 'number') {
    const on = navDate ? ` on ${formatCalendarDate(navDate)}` : '';
    // Unit prices are quoted to four decimals: rounding them to cents would misstate them.
    facts.push(`Unit price (NAV) ${formatCurrency(fund.NavPrice, { decimals: 4 })}${on}.`);
  }
  return facts.filter(Boolean).join(' ');
}

/**
 * Spec SelectFundPage, in place of investment details: the funds of sub-type 116 (FundInfo) with their
 * risk profile, unit price as at DailyNavDate and fact sheet; at least one is chosen. When the product
 * is not for sale online, its texts, and the flow stops here.
 */
export function SelectFundStep({ wizard, attributes }: ProductStepProps<UnitTrustAnswers>) {
  const classes = useClasses(buyStyles);
  const id = useDomId();
  const productLink = useProductLink();
  const funds = fundsOf(attributes);
  const navDate = attributeValue(attributes, 'DailyNavDate') ?? '';
  const chosen = wizard.draft.choices;
  const toggle = (fund: Fund, on: boolean) => {
    const kept = new Map(chosen.map((choice) => [choice.code, choice]));
    if (on) kept.set(fund.FundCode, { code: fund.FundCode, lumpSum: NO_AMOUNT, monthly: NO_AMOUNT });
    else kept.delete(fund.FundCode);
    // In the order the funds are offered, whatever order they were ticked in.
    const next: FundChoice[] = funds.flatMap((offered) => kept.get(offered.FundCode) ?? []);
    wizard.form.setValue('choices', next);
  };
  return (
    <>
      <BuyText>{catalogueCopy(UNIT_TRUST_ENTRY)}</BuyText>
      <ProductDocuments attributes={attributes} />
      <NotForSaleNotice attributes={attributes} />
      {canPurchase(attributes) &&
        (funds.length === 0 ? (
          <BuyText>No funds are offered online at the moment. Please try again later.</BuyText>
        ) : (
          <fieldset className={classes.fieldset}>
            <legend className={classes.text}>Choose one or more funds to invest in</legend>
            {funds.map((fund) => {
              const factSheet = productLink(fund.FactSheetLink);
              return (
                <div key={fund.FundCode} className={classes.panel}>
                  <Checkbox
                    id={`${id}-${fund.FundCode}`}
                    name="choices"
                    value={fund.FundCode}
                    label={fund.FundName}
                    hint={fundFacts(fund, navDate)}
                    checked={chosen.some((choice) => choice.code === fund.FundCode)}
                    onChange={(event) => toggle(fund, event.target.checked)}
                  />
                  {factSheet && (
                    <a className={classes.link} href={factSheet} target="_blank" rel="noopener noreferrer">
                      {`${fund.FundName} fact sheet (PDF)`}
                      <span className={classes.muted}> (opens in a new tab)</span>
                    </a>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
    </>
  );
}
