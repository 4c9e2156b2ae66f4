import type { MemberChoiceOption } from '../../src/api/member-choice';
import { webAddress } from '../../src/domain/web-address';
import { useApiClient } from '../../src/react/widget-context';
import { Button, useClasses, useStyles, VisuallyHidden } from '../../src/ui';
import { buttonStyles } from '../../src/ui/button-styles';
import { type HeadingLevel, headingTag } from '../../src/ui/heading';
import { memberChoiceStyles } from './member-choice-styles';
import { chooseLabel, MEMBER_CHOICE_TEXT } from './member-choice-text';

/** Props of {@link MemberChoiceTile}. */
export interface MemberChoiceTileProps {
  option: MemberChoiceOption;
  headingLevel: HeadingLevel;
  /** Called when the member asks to switch to this option; absent on the selected one. */
  onChoose?: (option: MemberChoiceOption) => void;
  /** A change is on its way: the choose buttons wait. */
  busy: boolean;
}

/** One fund: its Description as heading, Info, a fact-sheet link, and either the selected mark or a choose button. */
export function MemberChoiceTile({ option, headingLevel, onChoose, busy }: MemberChoiceTileProps) {
  const classes = useClasses(memberChoiceStyles);
  const button = useClasses(buttonStyles);
  const { cx } = useStyles();
  const Heading = headingTag(headingLevel);
  const selected = option.IsSelected === true;
  // http(s) only (a javascript: link from the API is dropped); a site path is the API's, which sent it.
  const factSheet = webAddress(option.FactSheetLink, `${useApiClient().config.mainApiBase}/`);
  return (
    <li
      part={selected ? 'tile tile-selected' : 'tile'}
      className={cx(classes.tile, selected && classes.selected)}
    >
      <Heading part="tile-title" className={classes.title}>
        {option.Description}
      </Heading>
      {selected && (
        <span part="badge" className={classes.badge}>
          {MEMBER_CHOICE_TEXT.selectedBadge}
        </span>
      )}
      {option.Info && <p className={classes.info}>{option.Info}</p>}
      {factSheet && (
        <a
          part="fact-sheet"
          className={cx(button.root, button.link, classes.link)}
          href={factSheet}
          target="_blank"
          rel="noopener noreferrer"
        >
          {MEMBER_CHOICE_TEXT.factSheet}
          <VisuallyHidden>{` ${option.Description} (${MEMBER_CHOICE_TEXT.opensInNewTab})`}</VisuallyHidden>
        </a>
      )}
      {!selected && onChoose && (
        <Button variant="secondary" busy={busy} onClick={() => onChoose(option)}>
          {chooseLabel(option.Description)}
        </Button>
      )}
    </li>
  );
}
