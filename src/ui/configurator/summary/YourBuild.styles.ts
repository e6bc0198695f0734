/** The 'Your build' block's styles (YourBuild.tsx). */
import styled, { css } from 'styled-components';
import { focusRing } from '../../common/Button';
import { theme } from '../../common/theme';

export const Block = styled.div`
  padding: 24px 16px;
  background: ${theme.colour.subtle};
  ${theme.desktop} {
    padding: 32px 24px;
  }
  h2 {
    margin: 0 0 16px;
    font-size: ${theme.type.titleLarge};
    line-height: 1.2;
  }
  h3 {
    margin: 0 0 8px;
    font-size: ${theme.type.heading};
    line-height: 1.25;
  }
`;

export const Rows = styled.dl`
  margin: 0 0 16px;
  div {
    display: grid;
    /* A fixed first column keeps the values aligned whether or not a row has a price. */
    grid-template-columns: minmax(0, 36%) minmax(0, 1fr) auto;
    align-items: baseline;
    gap: 4px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
  dt {
    color: ${theme.colour.muted};
    font-size: ${theme.type.label};
  }
  dd {
    margin: 0;
    font-size: ${theme.type.body};
    overflow-wrap: anywhere;
  }
  dd + dd {
    text-align: right;
    white-space: nowrap;
    font-weight: 600;
  }
`;

export const CartList = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  > li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${theme.colour.line};
    font-size: ${theme.type.body};
  }
  > li > span:nth-child(2) {
    white-space: nowrap;
    font-weight: 600;
  }
`;

/** A pack's contents as a short muted list, one item a line. */
const contentsList = css`
  margin: 0;
  padding: 0 0 0 16px;
  color: ${theme.colour.muted};
  font-size: ${theme.type.label};
  li {
    padding: 2px 0;
  }
`;

/** What an accessory pack contains, under its line: one item a line, as the accessory count counts them. */
export const BuildPackContents = styled.ul`
  flex-basis: 100%;
  ${contentsList}
`;

/** What the option pack adds, under its name (issue 26.10), in the value's column and the price's. */
export const OptionContents = styled.dd`
  && {
    grid-column: 2 / -1;
    text-align: left;
    white-space: normal;
    font-weight: 400;
  }
  ul {
    ${contentsList}
  }
`;

export const Total = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  margin: 8px 0 24px;
  font-size: ${theme.type.subheading};
  font-weight: 600;
  strong {
    font-size: ${theme.type.title};
  }
`;

/** The build code (issue 32.1): its label and the code on one line, what it is for under them. */
export const BuildCodeLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 4px 12px;
  margin: 0 0 24px;
  strong {
    font-size: ${theme.type.subheading};
    letter-spacing: 0.08em;
    white-space: nowrap;
  }
  small {
    flex-basis: 100%;
    color: ${theme.colour.muted};
    font-size: ${theme.type.small};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 24px;
`;

export const SpecLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${theme.colour.ink};
  font: 600 ${theme.type.body} / 1.2 ${theme.font};
  text-decoration: underline;
  text-underline-offset: 3px;
  ${focusRing}
`;
