/**
 * The hero shown at the top of each section below 1200 px (spec 2, 9: mobile
 * shows a hero per section); hidden on desktop, where DesktopHero takes over.
 * On desktop its box stays (hidden) but empty: its galleries would otherwise
 * re-render, unseen, on every change of the build.
 */
import styled from 'styled-components';
import type { SectionId } from '../../../state/ui';
import { DESKTOP_QUERY, theme } from '../../common/theme';
import { Gallery } from './Gallery';
import { heroViewOf } from '../../../domain/hero';
import { HERO_LABELS, useHeroImages } from '../../../state/heroImages';
import { VisualiserHero } from '../visualiser/VisualiserHero';
import { useMediaQuery } from '../../primitives/useMediaQuery';

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
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return <Box data-testid={`mobile-hero-${section}`}>{desktop ? null : <SectionHero section={section} />}</Box>;
}

function SectionHero({ section }: MobileHeroProps) {
  const view = heroViewOf(section);
  const images = useHeroImages(view);
  const gallery = <Gallery images={images} view={view} label={HERO_LABELS[view]} />;
  return section === 'exteriorContent' ? <VisualiserHero placement="mobile">{gallery}</VisualiserHero> : gallery;
}
