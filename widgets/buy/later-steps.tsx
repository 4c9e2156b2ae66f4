import type { ComponentType } from 'react';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import type { WidgetHeadingLevel } from '../../src/elements/widget-contract';
import type { Wizard } from '../../src/react/use-wizard';
import type { HeadingLevel } from '../../src/ui/heading';
import type { BuyDraft } from './buy-draft';
import type { BuyProduct, ProductPurchase, ProductStepProps } from './buy-product';
import type { SharedWizard } from './buy-step-props';
import { BUY_STEP, type BuyContext } from './buy-wizard-definition';
import type { LaterRules } from './later-rules';
import type { PurchaseFailedError } from './purchase-failure';
import { PurchaseFailurePanel } from './purchase-failure-panel';
import type { PeriodTotal } from './purchase-totals';
import { ConfirmationStep } from './steps/confirmation-step';
import { EftAccount } from './steps/eft-account';
import { PaymentStep } from './steps/payment-step';
import { SourceOfFundsStep } from './steps/source-of-funds-step';

/** What the steps after the first get from the run. */
export interface LaterStepsProps<P extends Record<string, unknown>> {
  wizard: Wizard<BuyDraft<P>>;
  product: BuyProduct<P>;
  context: BuyContext;
  /** Level of the product heading (the steps' headings are one below). */
  headingLevel: Exclude<WidgetHeadingLevel, 6>;
  /** A failed Confirm, shown above the check page while it is tried again. */
  purchaseFailure: PurchaseFailedError | undefined;
  /** A Change link on the check page: shows that step, and Next comes back. */
  onChange: (step: number) => void;
}

/**
 * The step shown after the first (source of funds, the product's options, payment, check and confirm),
 * with the product's own options step: one chunk per tag, which the run loads while its first screen is
 * in use and Next waits for, so the first screen's file carries only the first step.
 */
export function LaterSteps<P extends Record<string, unknown>>({
  wizard,
  product,
  context,
  headingLevel,
  purchaseFailure,
  onChange,
  Options,
  rules,
  purchase,
  period,
}: LaterStepsProps<P> & {
  Options: ComponentType<ProductStepProps<P>>;
  /** The product's rules of these steps (its debit-order reason among them). */
  rules: LaterRules<P>;
  /** The product's answers and money movements for the check page. */
  purchase: ProductPurchase<P>;
  /** A period the product counts the purchase in (tax-free savings: the tax year), for the check page's totals. */
  period?: (answers: BuyDraft<P>, attributes: readonly ProductAttribute[]) => PeriodTotal;
}) {
  const shared: SharedWizard = wizard;
  const { index, draft } = wizard;
  const answers = draft as BuyDraft<P>;
  const subLevel = Math.min(headingLevel + 2, 6) as HeadingLevel;
  return (
    <>
      {index === BUY_STEP.sourceOfFunds && <SourceOfFundsStep wizard={shared} context={context} />}
      {index === BUY_STEP.options && <Options wizard={wizard} attributes={context.attributes} />}
      {index === BUY_STEP.payment && (
        <PaymentStep
          wizard={shared}
          context={context}
          eftAccount={
            <EftAccount
              attributes={context.attributes}
              source={purchase.eftAccount}
              reference={draft.reference}
            />
          }
          debitOrderReason={rules.debitOrderNeeded?.(answers)}
        />
      )}
      {purchaseFailure && (
        <PurchaseFailurePanel
          error={purchaseFailure}
          debit={draft.paymentType === 'Debit Order'}
          busy={wizard.pending}
          onRetry={() => void wizard.next()}
          headingLevel={subLevel}
        />
      )}
      {index === BUY_STEP.confirm && (
        <ConfirmationStep
          wizard={shared}
          context={context}
          productName={product.name}
          productAnswers={purchase.answers(answers, BUY_STEP.options, context.attributes)}
          movements={purchase.movements(answers, context.attributes)}
          period={period?.(answers, context.attributes)}
          headingLevel={subLevel}
          onChange={onChange}
        />
      )}
    </>
  );
}
