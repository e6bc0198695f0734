/**
 * The Website Settings modal, 'State based pricing' (spec 2, 4 "Settings
 * modal", 5): customer type, purchase type (business only, with the lease
 * eligibility criteria) and location. Apply and Cancel are state actions.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  canChoosePricingType,
  CUSTOMER_CHOICES,
  customerChoiceOf,
  PURCHASE_TYPE_CHOICES,
  type PricingSettings,
} from '../../domain/settings';
import { useInstance } from '../../state/instance';
import { applySettingsAtom, cancelSettingsAtom, initialSettingsFormAtom } from '../../state/settings';
import { findTypedLocation } from '../../state/typedLocation';
import { PrimaryButton, SecondaryButton } from '../common/Button';
import { Modal } from '../common/Modal';
import { ModalActions } from '../primitives/ModalActions';
import { theme } from '../common/theme';
import { ChoiceGroup } from './ChoiceGroup';
import { ChunkBoundary } from '../common/lazyChunk';
import { buildCodeEntry } from '../buildCode/buildCodeEntryChunk';
import { LocationCombobox, type LocationComboboxHandle } from './LocationCombobox';

const Criteria = styled.div`
  margin: 12px 0 0;
  padding: 12px 16px;
  background: ${theme.colour.subtle};
  font-size: ${theme.type.label};
  line-height: 1.45;
  p {
    margin: 0 0 4px;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;

export default function SettingsModal() {
  const initial = useAtomValue(initialSettingsFormAtom);
  const apply = useSetAtom(applySettingsAtom);
  const cancel = useSetAtom(cancelSettingsAtom);
  const { config } = useInstance();
  const [form, setForm] = useState<PricingSettings>(initial);
  const [error, setError] = useState<string | null>(null);
  const [codeEntryFailed, setCodeEntryFailed] = useState(false);
  const location = useRef<LocationComboboxHandle>(null);
  const criteriaId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let chosen = form.location;
    const typed = location.current?.typedText() ?? '';
    // Text typed but not picked from the list: one matching place applies (spec 5).
    if (chosen === null && typed.trim() !== '') {
      const found = await findTypedLocation(config.locationEndpoint, typed);
      if (found.kind !== 'one') {
        setError(found.message);
        location.current?.focus();
        return;
      }
      chosen = found.location;
    }
    const outcome = apply({ ...form, location: chosen });
    if (outcome.kind === 'error') {
      setError(outcome.message);
      location.current?.focus();
    }
  };

  return (
    <Modal heading="State based pricing" onCancel={cancel}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <ChoiceGroup
          legend="Customer type"
          options={CUSTOMER_CHOICES}
          value={customerChoiceOf(form.customerType)}
          onChange={(customerType) => setForm((f) => ({ ...f, customerType }))}
        />
        {canChoosePricingType(form.customerType) && (
          <ChoiceGroup
            legend="Purchase type"
            options={PURCHASE_TYPE_CHOICES.map((option) => (option.value === 'mmba' ? { ...option, describedBy: criteriaId } : option))}
            value={form.pricingType}
            onChange={(pricingType) => setForm((f) => ({ ...f, pricingType }))}
          >
            <Criteria id={criteriaId}>
              <p>Lease eligibility criteria</p>
              <ul>
                <li>active ABN for more than 2 years</li>
                <li>registered for GST</li>
                <li>annual turnover above $125,000</li>
              </ul>
            </Criteria>
          </ChoiceGroup>
        )}
        <LocationCombobox
          ref={location}
          endpoint={config.locationEndpoint}
          value={form.location}
          error={error}
          onChange={(picked) => {
            setForm((f) => ({ ...f, location: picked }));
            setError(null);
          }}
        />
        <ModalActions>
          <SecondaryButton type="button" onClick={cancel}>
            Cancel
          </SecondaryButton>
          <PrimaryButton type="submit">Apply</PrimaryButton>
        </ModalActions>
      </form>
      {!codeEntryFailed && (
        <ChunkBoundary onFail={() => setCodeEntryFailed(true)}>
          <buildCodeEntry.Component heading="h3" onOpened={cancel} />
        </ChunkBoundary>
      )}
    </Modal>
  );
}
