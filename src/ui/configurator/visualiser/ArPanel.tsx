/**
 * 'View in your space' (spec 4, 8): starts AR where the device supports it;
 * otherwise a phone gets the message for its case, and a desktop toggles a QR
 * code of this build's link to open on a phone. A failed AR check is logged
 * and shows the QR code.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { arLink, arOutcome, isArLinkQuery, type ArDevice } from '../../../domain/ar';
import { loadChunk } from '../../../host/loadChunk';
import { browserNavigator, frameAllowsXr, openInNewTab } from '../../../host/device';
import { pageUrlWithoutHash } from '../../../host/share';
import { useBuildLinkQuery } from '../../../state/buildLink';
import { GlyphButton, SecondaryButton } from '../../common/Button';
import { theme } from '../../common/theme';
import { shadow } from '../../common/elevation';
import { buildShareLink } from '../summary/shareLink';
import type { ModelViewerElement } from './modelViewer';

const Card = styled.div`
  position: absolute;
  right: 12px;
  bottom: 12px;
  z-index: 2;
  display: grid;
  gap: 8px;
  max-width: min(320px, calc(100% - 24px));
  padding: 16px 44px 16px 16px;
  background: ${theme.colour.surface};
  color: ${theme.colour.ink};
  box-shadow: ${shadow.panel};
  font: ${theme.type.label} / 1.4 ${theme.font};
  p {
    margin: 0;
  }
  img {
    display: block;
    width: 160px;
    height: 160px;
  }
`;

/** The panel's ×: the common glyph button in the panel's corner, with no hover fill. */
const Close = styled(GlyphButton)`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 36px;
  height: 36px;
  font: 600 ${theme.type.headingLarge} / 1 ${theme.font};
  &:hover {
    background: none;
  }
`;

/** Holds the QR code's place while it is drawn. */
const QrSpace = styled.span`
  display: block;
  width: 160px;
  height: 160px;
`;

/** What the browser says about this device and the viewer; a throwing check is reported, not thrown. */
async function describeDevice(viewer: ModelViewerElement, openedForAr: boolean): Promise<ArDevice> {
  const nav = browserNavigator();
  const device: ArDevice = {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    hasXr: nav.xr !== undefined,
    canActivateAR: false,
    checkFailed: false,
    openedForAr,
  };
  try {
    device.canActivateAR = viewer.canActivateAR === true;
    // Asking WebXR is part of the check: a browser whose XR check throws gets the QR code (spec 8).
    // Not in a frame that may not use XR: asking there is a permissions-policy error.
    if (!device.canActivateAR && frameAllowsXr() && nav.xr?.isSessionSupported) await nav.xr.isSessionSupported('immersive-ar');
  } catch (error) {
    console.error('bp-configurator: the AR check failed', error);
    device.checkFailed = true;
  }
  return device;
}

/** The build's link as a QR code image (an SVG data URL); null while it is drawn or if drawing failed. */
function useQrCode(text: string | null): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    loadChunk(() => import('qrcode'))
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => live && setImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch((error: unknown) => console.error('bp-configurator: could not draw the QR code', error));
    return () => {
      live = false;
    };
  }, [text]);
  return text ? image : null;
}

type Panel = { kind: 'qr-code' } | { kind: 'message'; message: string } | null;

/** The 'View in your space' button and the card it opens over the viewer (the caller places each). */
export function useArControl(viewer: ModelViewerElement | null): { button: ReactNode; panel: ReactNode } {
  const [path] = useLocation();
  const search = useSearch();
  const query = useBuildLinkQuery();
  const [panel, setPanel] = useState<Panel>(null);
  const panelId = useId();
  const link = panel?.kind === 'qr-code' ? buildShareLink(pageUrlWithoutHash(), path, query) : null;
  const qr = useQrCode(link);

  const press = async () => {
    if (!viewer) return;
    if (panel?.kind === 'qr-code') {
      setPanel(null);
      return;
    }
    const outcome = arOutcome(await describeDevice(viewer, isArLinkQuery(search)));
    if (outcome.kind === 'open-ar-link') {
      setPanel(null);
      // Spec 4: the AR link opens in a new tab; this page and its build stay as they are.
      openInNewTab(arLink(buildShareLink(pageUrlWithoutHash(), path, query)));
      return;
    }
    if (outcome.kind === 'activate') {
      setPanel(null);
      try {
        await viewer.activateAR();
      } catch (error) {
        console.error('bp-configurator: AR could not start', error);
        setPanel({ kind: 'qr-code' });
      }
      return;
    }
    setPanel(outcome.kind === 'message' ? { kind: 'message', message: outcome.message } : { kind: 'qr-code' });
  };

  const button = (
    <SecondaryButton
      type="button"
      disabled={!viewer}
      aria-expanded={panel?.kind === 'qr-code'}
      aria-controls={panel ? panelId : undefined}
      onClick={() => void press()}
    >
      View in your space
    </SecondaryButton>
  );
  const card = panel ? (
    <Card id={panelId} data-testid="visualiser-ar-panel">
      {panel.kind === 'message' ? (
        <p role="alert">{panel.message}</p>
      ) : (
        <>
          <p>Scan with your phone to see this build in your space.</p>
          {qr ? <img src={qr} alt="QR code linking to this build" /> : <QrSpace />}
        </>
      )}
      <Close type="button" aria-label="Close" onClick={() => setPanel(null)}>
        <span aria-hidden="true">×</span>
      </Close>
    </Card>
  ) : null;
  return { button, panel: card };
}
