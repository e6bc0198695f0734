/**
 * The dealer quote form in an embedded frame (spec 2, 7): its URL carries the
 * page's query parameters except wcmmode, viewdrawer, wbraid, gclid and gbraid,
 * the enquiry hidden fields as query parameters (spec 3), the CTA for its submit
 * text and the page's origin for its replies. Messages from the frame are taken
 * only from the frame's own window and the form's origin.
 */
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { enquiryPath } from '../../domain/enquiry';
import { ctaForDrawer } from '../../domain/leadForm';
import { enquiryFormUrl, type EnquiryHiddenFields } from '../../domain/enquiryForm';
import { FORM_LIMITS } from '../../domain/formLimits';
import type { DrawerName } from '../../domain/settings';
import {
  FORM_MESSAGE_TYPES,
  formOrigin,
  invalidFormValuesMessage,
  isFromFormFrame,
  pageOrigin,
  pageSearch,
  parseFormMessage,
} from '../../host/formMessages';
import { pageHref } from '../../host/page';
import { pageUrlWithoutHash } from '../../host/share';
import { onWindowMessage } from '../../host/pageEvents';
import { followFrameHeight, onEscapeInFrame } from '../../host/frameKeys';
import { pricingLocationAtom } from '../../state/atoms';
import { formSubmittedAtom, selectDealerAtom, showThankYouAtom } from '../../state/enquiryProgress';
import { leadSubmittedAtom } from '../../state/leadSubmitted';
import { useBuildLinkQuery } from '../../state/buildLink';
import { useInstance } from '../../state/instance';
import { buildShareLink } from '../configurator/summary/shareLink';
import { theme } from '../common/theme';

const Frame = styled.iframe`
  display: block;
  flex: 1;
  width: 100%;
  /* Room for the enquiry summary above it on a phone; the form scrolls inside. */
  min-height: min(560px, 50vh);
  border: 0;
  background: ${theme.colour.surface};
`;

const NoForm = styled.p`
  margin: 16px 0;
  overflow-wrap: anywhere;
`;

/** The drawer's word when the form cannot be offered: another way to reach a dealer, the build link to send. */
function NoFormOffered() {
  // The build's own route, not the drawer's '/{carModel}/submit'.
  const [path] = useLocation();
  const link = buildShareLink(pageUrlWithoutHash(), enquiryPath(path.split('/')[1] ?? '', false), useBuildLinkQuery());
  return (
    <NoForm role="status" data-testid="enquiry-form-unavailable">
      The dealer form can&apos;t be opened from this page. Send your build to a dealer with this link: <a href={link}>{link}</a>
    </NoForm>
  );
}

export interface FormFrameProps {
  drawer: DrawerName;
  /** The hidden fields (spec 3), or null while the build is not ready. */
  fields: EnquiryHiddenFields | null;
  /** Escape pressed while focus is in the form (spec 4: Escape closes the drawer). */
  onEscape: () => void;
}

export function FormFrame({ drawer, fields, onEscape }: FormFrameProps) {
  const { config } = useInstance();
  const leadSubmitted = useSetAtom(leadSubmittedAtom);
  const store = useStore();
  const postcode = useAtomValue(pricingLocationAtom)?.postcode ?? null;
  const search = useSearch();
  const frame = useRef<HTMLIFrameElement>(null);

  // The route query as the form opened: the build link written a moment later must not reload the form.
  const openedWith = useRef(search);
  // Keyed by value: only a change of what the form is told reloads it.
  const fieldsKey = fields ? JSON.stringify(fields) : null;
  const src = useMemo(
    () =>
      fieldsKey === null
        ? null
        : enquiryFormUrl(config.formUrl, [pageSearch(), openedWith.current], JSON.parse(fieldsKey) as EnquiryHiddenFields, {
            cta: ctaForDrawer(drawer),
            parentOrigin: pageOrigin(),
            postcode,
          }),
    [fieldsKey, drawer, config.formUrl, postcode],
  );

  const origin = useMemo(() => formOrigin(config.formUrl, pageHref()), [config.formUrl]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFromFormFrame(event, frame.current?.contentWindow, origin)) return;
      const message = parseFormMessage(event.data);
      if (!message) return;
      if (message.type === FORM_MESSAGE_TYPES.dealer) store.set(selectDealerAtom, message.payload.dealer);
      else if (message.type === FORM_MESSAGE_TYPES.submit) {
        const { invalidFields } = message.payload;
        if (invalidFields.length > 0) console.error(invalidFormValuesMessage(invalidFields));
        store.set(formSubmittedAtom);
      } else if (store.set(showThankYouAtom, message.payload)) leadSubmitted(drawer);
    };
    return onWindowMessage(onMessage);
  }, [origin, store, leadSubmitted, drawer]);

  // Key presses in the frame never reach the drawer: Escape is listened for in the form itself.
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const node = frame.current;
    if (!node || src === null) return;
    return onEscapeInFrame(node, () => escape.current());
  }, [src]);

  // As tall as its form where it can be read (same origin): the drawer then scrolls as one page.
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const node = frame.current;
    if (!node || src === null) return;
    return followFrameHeight(node, (next) => setHeight((current) => (current === next ? current : next)));
  }, [src]);

  if (src === null) return null;
  // Longer than the form server takes, the form would load blank: the visitor is told and given the build link instead.
  if (src.length > FORM_LIMITS.frameUrl) return <NoFormOffered />;
  return (
    <Frame
      ref={frame}
      src={src}
      title={`${drawer} form`}
      data-testid="enquiry-form-frame"
      style={height === null ? undefined : { height: `${height}px`, flex: 'none' }}
    />
  );
}
