/**
 * The 'Not seeing the one you want?' list (issue 22, item 1): the values of an option group
 * that the build hides (spec 5 still hides them in the group), each with its price, what it
 * needs and the total it gives; choosing one opens the proposal of the smallest change that
 * gets there. A lazy chunk with the reach engine, fetched when the visitor first opens it.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import styled from 'styled-components';
import { rangeValues, reachNeedsText } from '../../../../domain/reach';
import type { SelectionGroup } from '../../../../domain/types';
import { engineAtom, shownBuildAtom } from '../../../../state/configurator';
import { proposeReachAtom } from '../../../../state/reach';
import { SecondaryButton } from '../../../common/Button';
import { theme } from '../../../common/theme';

const List = styled.ul`
  display: grid;
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  align-items: center;
  padding: 12px 16px;
  border: 1px dashed ${theme.colour.line};
  border-radius: ${theme.radius};
  font: ${theme.type.body} / 1.35 ${theme.font};
`;

const Name = styled.span`
  font-weight: 600;
`;

const Price = styled.span`
  white-space: nowrap;
  text-align: right;
`;

const Needs = styled.span`
  grid-column: 1 / -1;
  color: ${theme.colour.muted};
  font-size: ${theme.type.label};
`;

const Choose = styled(SecondaryButton)`
  grid-column: 1 / -1;
  justify-self: start;
  min-height: 44px;
  padding: 8px 16px;
  font-size: ${theme.type.body};
`;

export interface HiddenValuesProps {
  group: SelectionGroup;
}

export default function HiddenValues({ group }: HiddenValuesProps) {
  const ctx = useAtomValue(engineAtom);
  const build = useAtomValue(shownBuildAtom);
  const propose = useSetAtom(proposeReachAtom);
  const hidden = useMemo(
    () => (ctx && build ? rangeValues(ctx, build, group).filter((value) => !value.shown && value.reach !== null) : []),
    [ctx, build, group],
  );
  if (!ctx || hidden.length === 0) return null;
  return (
    <List data-testid={`hidden-values-${group}`}>
      {hidden.map((value) => {
        const needs = value.reach ? reachNeedsText(ctx, value.reach) : '';
        return (
          <Item key={String(value.value)}>
            <Name>{value.label}</Name>
            <Price>{value.priceText}</Price>
            <Needs>
              {needs === '' ? 'No other changes' : `Needs ${needs}`}
              {value.totalText ? `. New total ${value.totalText}` : null}
            </Needs>
            <Choose type="button" onClick={() => propose(group, value.value)}>
              Choose {value.label}
            </Choose>
          </Item>
        );
      })}
    </List>
  );
}
