import { makeStyles } from '../../src/ui';
import { formLayout } from '../../src/ui/form-layout';

/** Layout of the forgot-password and activation forms. */
export const emailLinkStyles = makeStyles(() => formLayout);
