import { attributeValue, type ProductAttribute } from '../../../src/domain/product-attributes';
import { Alert, ButtonLink, useClasses } from '../../../src/ui';
import { buyStyles } from '../buy-styles';
import { BuyText } from '../buy-text';

/** Spec CongratulationsPage: the run is finished; what happens next, and the FICA documents we need. */
export function Congratulations({
  productName,
  reference,
  attributes,
  platformHref,
}: {
  productName: string;
  reference: string;
  attributes: readonly ProductAttribute[];
  /** Where the customer goes on from here: the platform, where the purchase now shows. */
  platformHref: string;
}) {
  const classes = useClasses(buyStyles);
  const fica = attributeValue(attributes, 'FicaRequirementsEmailAddress');
  return (
    <div className={classes.form}>
      <Alert variant="success" title="Congratulations!">
        {`Your ${productName} application ${reference} is complete.`}
      </Alert>
      <BuyText>What happens next:</BuyText>
      <ul className={classes.list}>
        <li>We check your application and payment, and e-mail you when your investment starts.</li>
        <li>
          The law (FICA) asks us to verify who you are: please have a certified copy of your ID and a proof of
          address of the last three months ready.
          {fica ? (
            <>
              {' '}
              Send them to{' '}
              <a
                className={classes.link}
                href={`mailto:${fica}?subject=${encodeURIComponent(`FICA documents ${reference}`)}`}
              >
                {fica}
              </a>
              , or upload them on your profile.
            </>
          ) : null}
        </li>
      </ul>
      <div className={classes.actions}>
        <ButtonLink href={platformHref}>View my investments</ButtonLink>
      </div>
    </div>
  );
}
