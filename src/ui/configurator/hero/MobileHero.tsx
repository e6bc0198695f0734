/**
 * The hero shown at the top of each section below 1200 px (spec 2, 9: mobile
 * shows a hero per section); hidden on desktop, where DesktopHero takes over.
 */
import styled from 'styled-components';
import type { SectionId } from '../../../state/ui';
import { theme } from '../../common/theme';
import { Gallery } from './Gallery';
import { heroViewOf } from '../../../domain/hero';
import { HERO_LABELS, useHeroImages } from './heroImages';
import { VisualiserHero } from '../visualiser/VisualiserHero';

const Box = styled.div`
  margin: 0 -16px 16px;
  ul {
    padding-left: 16px;
    padding-right: 16px;
  }
  ${theme.desktop} {
    display: none;
  }
`;

export interface MobileHeroProps {
  section: SectionId;
}

export function MobileHero({ section }: MobileHeroProps) {
  const view = heroViewOf(section);
  const images = useHeroImages(view);
  const gallery = <Gallery images={images} view={view} label={HERO_LABELS[view]} />;
  return (
    <Box data-testid={`mobile-hero-${section}`}>
      {section === 'exteriorContent' ? <VisualiserHero placement="mobile">{gallery}</VisualiserHero> : gallery}
    </Box>
  );
}
