export type { AccordionProps } from './accordion';
export { Accordion } from './accordion';
export type { AccordionGroupProps } from './accordion-group';
export { AccordionGroup } from './accordion-group';
export type { AlertProps, AlertVariant } from './alert';
export { Alert } from './alert';
export { reset } from './base-styles';
export type { ButtonProps } from './button';
export { Button } from './button';
export type { ButtonLinkProps } from './button-link';
export { ButtonLink } from './button-link';
export type { ButtonVariant } from './button-styles';
export type { CardAction, CardProps } from './card';
export { Card } from './card';
export type { CheckboxProps } from './checkbox';
export { Checkbox } from './checkbox';
export { contrastRatio } from './contrast';
export type { CopyButtonProps } from './copy-button';
export { CopyButton } from './copy-button';
export type { DialogProps } from './dialog';
export { Dialog } from './dialog';
export type { DismissibleAlertProps } from './dismissible-alert';
export { DismissibleAlert } from './dismissible-alert';
export { useDomId } from './dom-id';
export type { ErrorSummaryItem, ErrorSummaryProps } from './error-summary';
export { ErrorSummary } from './error-summary';
export type { HeadingLevel } from './heading';
export type { LinkComponent, LinkComponentProps, LinkProviderProps } from './link-context';
export { LinkProvider, useLinkComponent } from './link-context';
export type { LinkTab, LinkTabsProps } from './link-tabs';
export { LinkTabs } from './link-tabs';
export type { RadioGroupProps, RadioOption } from './radio-group';
export { RadioGroup } from './radio-group';
export type { SelectOption, SelectProps } from './select';
export { Select } from './select';
export type { SpinnerProps } from './spinner';
export { Spinner } from './spinner';
export type { StepperProps } from './stepper';
export { Stepper } from './stepper';
export type {
  ComponentStyles,
  StyleInstance,
  StyleInstanceOptions,
  StyleProviderProps,
  StyleTools,
} from './styles';
export {
  createStyleInstance,
  makeStyles,
  StyleProvider,
  useClasses,
  useStyleInstance,
  useStyles,
} from './styles';
export type { TabItem, TabListProps, TabPanelProps } from './tab-list';
export { TabList, TabPanel } from './tab-list';
export type { TextAreaProps } from './text-area';
export { TextArea } from './text-area';
export type { TextFieldProps } from './text-field';
export { TextField } from './text-field';
export type { ColorName } from './tokens';
export { color, colorDefaults, customProperties, font, radius, space } from './tokens';
export type { VisuallyHiddenProps } from './visually-hidden';
export { VisuallyHidden } from './visually-hidden';
