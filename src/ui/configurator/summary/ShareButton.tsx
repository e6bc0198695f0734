/**
 * The 'Share' button: shares the build link or copies it with a 'Link is copied' tooltip (spec 9);
 * and any link's share button so made ('Share this comparison', issue 32).
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { pageUrlWithoutHash, shareOrCopy } from '../../../host/share';
import { useBuildLinkQuery } from '../../../state/buildLink';
import { SecondaryButton } from '../../common/Button';
import { theme } from '../../common/theme';
import { buildShareLink } from './shareLink';

/** How long the copy tooltip stays (spec 9). */
export const COPY_TOOLTIP_MS = 2000;
const COPIED_TEXT = 'Link is copied';

const Wrap = styled.div`
  position: relative;
  display: inline-block;
  > button {
    /* Room for 'Link is copied' in the button's own box. */
    min-width: 140px;
  }
`;

/**
 * 'Link is copied' shows in the Share button's own place for 2 s (issue 26.14: a tooltip
 * above it covered the build's total): it covers nothing else, and nothing moves.
 */
const Tooltip = styled.span<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border-radius: ${theme.radius};
  background: ${theme.colour.ink};
  color: ${theme.colour.surface};
  font: 600 ${theme.type.label} / 1.2 ${theme.font};
  white-space: nowrap;
  pointer-events: none;
  /* Shown and hidden at once: a fading tooltip is briefly unreadable (low contrast). */
  visibility: ${(p) => (p.$shown ? 'visible' : 'hidden')};
`;

export interface ShareButtonProps {
  /** The title a share sheet shows, e.g. 'Triton GLX'. */
  title: string;
}

export function ShareButton({ title }: ShareButtonProps) {
  const [path] = useLocation();
  const query = useBuildLinkQuery();
  return <ShareLinkButton title={title} label="Share" link={() => buildShareLink(pageUrlWithoutHash(), path, query)} />;
}

export interface ShareLinkButtonProps {
  /** The title a share sheet shows. */
  title: string;
  /** The button's words. */
  label: string;
  /** The link shared, made when pressed. */
  link: () => string;
}

/** A button that shares a link through the share sheet, or copies it and says 'Link is copied' for 2 s in its own place. */
export function ShareLinkButton({ title, label, link }: ShareLinkButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const share = async () => {
    const outcome = await shareOrCopy(link(), title);
    if (outcome !== 'copied' || !mounted.current) return;
    if (timer.current) clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setCopied(false);
    }, COPY_TOOLTIP_MS);
  };

  return (
    <Wrap>
      <SecondaryButton type="button" onClick={() => void share()}>
        {label}
      </SecondaryButton>
      {/* Always in the tree so screen readers announce the text when it appears. */}
      <Tooltip role="status" aria-live="polite" $shown={copied}>
        {copied ? COPIED_TEXT : ''}
      </Tooltip>
    </Wrap>
  );
}
