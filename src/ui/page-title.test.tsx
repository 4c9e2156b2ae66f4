import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHONE } from './breakpoints';
import { pageTitle } from './page-heading-styles';
import { PageTitle } from './page-title';
import { titleType } from './tokens';

describe('PageTitle', () => {
  it('is the page h1 in the one page-title style', () => {
    render(<PageTitle>Dashboard</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' }).className).not.toBe('');
  });

  it('draws 32 px on 40 px lines, bold and tight, and 26 on 32 on a phone', () => {
    expect(pageTitle).toMatchObject({
      fontSize: titleType.size,
      lineHeight: titleType.lineHeight,
      fontWeight: 700,
      letterSpacing: titleType.letterSpacing,
      [PHONE]: {
        fontSize: titleType.sizePhone,
        lineHeight: titleType.lineHeightPhone,
      },
    });
  });
});
