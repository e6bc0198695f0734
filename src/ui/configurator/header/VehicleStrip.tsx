/**
 * The vehicle summary strip of the sticky header (spec 2): thumbnail, model
 * name, transmission, drive type and fuel type, with an expand/minimise toggle.
 */
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { vehicleName, type CarInStore } from '../../../domain/car';
import type { ResolvedSelection } from '../../../domain/types';
import { GlyphButton } from '../../common/Button';
import { ImageFrame } from '../../common/ImageFrame';
import { theme } from '../../common/theme';
import { shadow } from '../../common/elevation';
import { Chevron } from '../../primitives/Chevron';

const Strip = styled.div`
  background: ${theme.colour.surface};
  border-bottom: 1px solid ${theme.colour.line};
  box-shadow: ${shadow.header};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  box-sizing: border-box;
  max-width: 1600px;
  /*
   * With its bottom border the strip is 56 px on a phone, 60 px on a desktop: spec 9's 60 px
   * section offset lands just below it, and on a phone the sticky header and footer together
   * keep to a fifth of the screen.
   */
  min-height: 55px;
  margin: 0 auto;
  padding: 2px 16px;
  ${theme.desktop} {
    gap: 12px;
    min-height: 59px;
  }
`;

/** A fixed box so the image arriving never moves the text. */
const Thumb = styled(ImageFrame)`
  flex: none;
  width: 64px;
  aspect-ratio: 4 / 3;
  ${theme.desktop} {
    width: 72px;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  font-family: ${theme.font};
`;

const Name = styled.p`
  margin: 0;
  font: 700 ${theme.type.base} / 1.3 ${theme.font};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Specs = styled.ul`
  margin: 2px 0 0;
  padding: 0;
  list-style: none;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${theme.colour.muted};
  font: 400 ${theme.type.small} / 1.4 ${theme.font};
  li {
    display: inline;
  }
  li + li::before {
    content: '·';
    margin: 0 8px;
  }
  &[hidden] {
    display: none;
  }
`;

const Toggle = styled(GlyphButton)`
  border: 1px solid ${theme.colour.line};
  background: ${theme.colour.surface};
`;

export interface VehicleStripProps {
  car: CarInStore;
  resolved: ResolvedSelection;
  imageUrl: string | null;
  /** The price that opens the summary popover, beside the details toggle. */
  price?: ReactNode;
}

export function VehicleStrip({ car, resolved, imageUrl, price }: VehicleStripProps) {
  const [expanded, setExpanded] = useState(true);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const detailsId = useId();
  const { configurable } = resolved;
  const specs = [configurable.transmission, configurable.driveType, configurable.fuelType].filter((s): s is string => Boolean(s));
  const name = vehicleName(car, configurable.name);
  const showImage = imageUrl !== null && failedUrl !== imageUrl;

  return (
    <Strip data-testid="vehicle-strip">
      <Inner>
        {expanded ? (
          <Thumb>
            {showImage ? <img src={imageUrl} alt={name} width={72} height={54} onError={() => setFailedUrl(imageUrl)} /> : null}
          </Thumb>
        ) : null}
        <Text>
          <Name>{name}</Name>
          <Specs id={detailsId} hidden={!expanded} aria-label="Specifications">
            {specs.map((spec, i) => (
              <li key={`${i}-${spec}`}>{spec}</li>
            ))}
          </Specs>
        </Text>
        {price}
        <Toggle
          type="button"
          aria-label="Vehicle details"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded(!expanded)}
        >
          <Chevron up={expanded} size={10} lift={3} />
        </Toggle>
      </Inner>
    </Strip>
  );
}
