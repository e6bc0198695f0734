/**
 * The visualiser's frame: the stage the viewer fills and the bar of controls under
 * it. The placeholder shown while the visualiser's code loads is the same frame,
 * its controls disabled as they are until the model loads, so nothing under the
 * hero moves when the viewer arrives.
 */
import styled from 'styled-components';
import type { VisualiserView } from '../../../domain/visualiser';
import { SecondaryButton, focusRing } from '../../common/Button';
import { theme } from '../../common/theme';
import { Loader } from './Loader';

export const Root = styled.div`
  display: grid;
  gap: 8px;
  font-family: ${theme.font};
`;

export const Stage = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  width: 100%;
  overflow: hidden;
  background: ${theme.colour.subtle};
  ${theme.desktop} {
    aspect-ratio: 16 / 9;
  }
  &[hidden] {
    display: none;
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-height: 52px;
  padding: 0 16px;
  ${theme.desktop} {
    padding: 0;
  }
  button {
    min-height: 40px;
    padding: 0 14px;
    font-size: ${theme.type.label};
  }
`;

export const ViewerActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-left: auto;
`;

const ToggleBox = styled.div`
  display: inline-flex;
  border: 2px solid ${theme.colour.ink};
  button {
    min-height: 40px;
    padding: 0 16px;
    border: 0;
    background: ${theme.colour.surface};
    color: ${theme.colour.ink};
    font: 600 ${theme.type.label} / 1 ${theme.font};
    cursor: pointer;
    ${focusRing}
  }
  button[aria-pressed='true'] {
    background: ${theme.colour.ink};
    color: ${theme.colour.onInk};
  }
  button:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

export interface ViewToggleProps {
  view: VisualiserView;
  onView: (view: VisualiserView) => void;
  disabled: boolean;
}

/** Exterior or interior (spec 2 "Visualiser"). */
export function ViewToggle({ view, onView, disabled }: ViewToggleProps) {
  return (
    <ToggleBox role="group" aria-label="View">
      {(['exterior', 'interior'] as const).map((v) => (
        <button key={v} type="button" aria-pressed={view === v} onClick={() => onView(v)} disabled={disabled}>
          {v === 'exterior' ? 'Exterior' : 'Interior'}
        </button>
      ))}
    </ToggleBox>
  );
}

const ignore = () => undefined;

/** The visualiser as it first shows, while its code and model-viewer load. */
export function VisualiserPlaceholder() {
  return (
    <Root data-testid="visualiser-placeholder">
      <Stage aria-busy="true">
        <Loader />
      </Stage>
      <Bar>
        <ViewToggle view="exterior" onView={ignore} disabled />
        <ViewerActions>
          <SecondaryButton type="button" disabled>
            View in your space
          </SecondaryButton>
          <SecondaryButton type="button" disabled>
            View full screen
          </SecondaryButton>
        </ViewerActions>
      </Bar>
    </Root>
  );
}
