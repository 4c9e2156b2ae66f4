import { referralCodeQuery } from '../../../src/api/profile';
import { referralLink } from '../../../src/domain/referral-link';
import { useServerQuery } from '../../../src/react';
import { Button, Card, useClasses } from '../../../src/ui';
import { CopyButton } from '../../../src/ui/copy-button';
import { CardBody } from './profile-details';
import { profileStyles } from './profile-styles';

const REFERRAL_TEXT = {
  title: 'Refer a friend',
  section: 'Referral code',
  intro: 'Share your referral code, or the link that fills it in, with a friend who signs up.',
  share: 'Share link',
  shareTitle: 'Join me on FG Portal',
} as const;

/** Whether this browser can hand the link to the device's share sheet (navigator.share). */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * My Profile: the customer's referral code (spec §7 referenceCode?type=Mobile Referral) with a copy
 * button, and the /refer?referral= link to share, through the share sheet where the browser has one.
 */
export function ReferralSection() {
  const classes = useClasses(profileStyles);
  const referral = useServerQuery(referralCodeQuery());
  return (
    <Card title={REFERRAL_TEXT.title}>
      <CardBody state={referral} section={REFERRAL_TEXT.section} isEmpty={(code) => code.trim() === ''}>
        {(code) => {
          const link = referralLink(window.location.origin, code);
          const share = () => {
            // A dismissed share sheet rejects: nothing to tell the customer.
            navigator.share({ title: REFERRAL_TEXT.shareTitle, url: link }).catch(() => undefined);
          };
          return (
            <div className={classes.details}>
              <p className={classes.text}>{REFERRAL_TEXT.intro}</p>
              <dl className={classes.details}>
                <div className={classes.row}>
                  <dt>Your referral code</dt>
                  <dd>
                    <strong>{code}</strong> <CopyButton value={code} label="referral code" />
                  </dd>
                </div>
                <div className={classes.row}>
                  <dt>Link to share</dt>
                  <dd>
                    <a className={classes.link} href={link}>
                      {link}
                    </a>{' '}
                    <CopyButton value={link} label="referral link" />
                  </dd>
                </div>
              </dl>
              {canShare() && (
                <div className={classes.actions}>
                  <Button variant="secondary" onClick={share}>
                    {REFERRAL_TEXT.share}
                  </Button>
                </div>
              )}
            </div>
          );
        }}
      </CardBody>
    </Card>
  );
}
