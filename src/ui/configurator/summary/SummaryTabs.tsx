/**
 * The Price and Finance tabs (spec 2, 4): a WAI-ARIA tablist with automatic
 * activation (arrow keys, Home and End move and select). Finance sets
 * financeSelected, Price clears it; lease customers see only Price (spec 6), without a tab bar.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import styled from 'styled-components';
import { hasFinanceTab } from '../../../domain/settings';
import { pricingAtom } from '../../../state/atoms';
import { selectFinanceTabAtom, shownBuildAtom } from '../../../state/configurator';
import { focusRing } from '../../common/Button';
import { theme } from '../../common/theme';
import { useTabs } from '../../primitives/useTabs';
import { FinanceCalculator } from './FinanceCalculator';
import { PricePanel } from './PricePanel';

type TabName = 'price' | 'finance';
const TAB_LABELS: Readonly<Record<TabName, string>> = { price: 'Price', finance: 'Finance' };

const TabList = styled.div`
  display: flex;
  border-bottom: 1px solid ${theme.colour.line};
`;

const Tab = styled.button`
  flex: 1 1 0;
  min-height: 48px;
  padding: 0 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  margin-bottom: -1px;
  background: none;
  color: ${theme.colour.muted};
  font: 600 ${theme.type.base} / 1 ${theme.font};
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${theme.colour.brand};
    color: ${theme.colour.ink};
  }
  &:hover {
    color: ${theme.colour.ink};
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  padding: 24px 0 8px;
  ${focusRing}
`;

export function SummaryTabs() {
  const build = useAtomValue(shownBuildAtom);
  const pricing = useAtomValue(pricingAtom);
  const selectFinanceTab = useSetAtom(selectFinanceTabAtom);
  const id = useId();

  const financeAllowed = hasFinanceTab(pricing);
  const financeSelected = build?.financeSelected ?? false;
  const tabs: readonly TabName[] = financeAllowed ? ['price', 'finance'] : ['price'];
  const selected: TabName = financeAllowed && financeSelected ? 'finance' : 'price';

  // Switching to lease while Finance was open shows Price (spec 6: no Finance tab for lease).
  useEffect(() => {
    if (!financeAllowed && financeSelected) selectFinanceTab(false);
  }, [financeAllowed, financeSelected, selectFinanceTab]);

  const { tabProps } = useTabs({
    count: tabs.length,
    selectedIndex: tabs.indexOf(selected),
    onSelect: (index) => {
      const tab = tabs[index]!;
      if (tab !== selected) selectFinanceTab(tab === 'finance');
    },
    tabId: (index) => `${id}-${tabs[index]}-tab`,
    panelId: (index) => `${id}-${tabs[index]}-panel`,
  });

  // One tab is no choice: lease customers get the Price panel without a tab bar (issue 26.14).
  if (tabs.length === 1)
    return (
      <Panel role="region" aria-label={TAB_LABELS.price}>
        <PricePanel />
      </Panel>
    );

  return (
    <div>
      <TabList role="tablist" aria-label="Price and finance">
        {tabs.map((tab, index) => (
          <Tab key={tab} {...tabProps(index)}>
            {TAB_LABELS[tab]}
          </Tab>
        ))}
      </TabList>
      {/* The Price panel has no control of its own, so it takes focus; the calculator's fields do instead. */}
      {tabs.map((tab) => (
        <Panel
          key={tab}
          role="tabpanel"
          id={`${id}-${tab}-panel`}
          aria-labelledby={`${id}-${tab}-tab`}
          tabIndex={tab === 'price' ? 0 : undefined}
          hidden={tab !== selected}
        >
          {tab === 'price' ? <PricePanel /> : <FinanceCalculator />}
        </Panel>
      ))}
    </div>
  );
}
