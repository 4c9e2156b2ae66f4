export { Accordion } from './accordion';
export { AccordionGroup } from './accordion-group';
export { Alert } from './alert';
export { NARROW, PHONE, WIDE } from './breakpoints';
export { Button } from './button';
export { ButtonLink } from './button-link';
export { Card } from './card';
export { Checkbox } from './checkbox';
export { CopyButton } from './copy-button';
export { Dialog } from './dialog';
export { DismissibleAlert } from './dismissible-alert';
export type { HeadingLevel } from './heading';
export type { LinkComponent } from './link-context';
export { LinkProvider, useLinkComponent } from './link-context';
export { LinkTabs } from './link-tabs';
export type { RadioOption } from './radio-group';
export { RadioGroup } from './radio-group';
export { Select } from './select';
export { Spinner } from './spinner';
export { createStyleInstance, type StyleInstance } from './style-instance';
export { makeStyles, useClasses, useStyles } from './styles';
export { TAB_BAR_HEIGHT } from './tab-styles';
export { TextField } from './text-field';
export {
  color,
  font,
  radii,
  radius,
  shadow,
  space,
  TAP_SIZE,
  TAP_SIZE_MIN,
  typeScale,
} from './tokens';
export { VisuallyHidden } from './visually-hidden';
