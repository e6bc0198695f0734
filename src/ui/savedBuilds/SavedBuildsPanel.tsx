/**
 * 'Save this build' (issue 23): a side panel that saves the current build under a name the
 * visitor may change (model, grade and colour by default), then lists the saved builds. Its
 * own chunk: nothing of it loads before the visitor asks for it.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { defaultNameAtom, saveCurrentBuildAtom } from '../../state/savedBuilds';
import { PrimaryButton, focusRing } from '../common/Button';
import { Modal } from '../common/Modal';
import { theme } from '../common/theme';
import { FormField } from '../primitives/FormField';
import { SavedBuildsList } from './SavedBuildsList';
import { saveMessage } from './storageMessage';

const Body = styled.div`
  padding: 16px 24px 32px;
  h3 {
    margin: 0 0 8px;
    font-size: ${theme.type.subheading};
  }
`;

const SaveForm = styled.form`
  display: grid;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0 0 24px;
  border-bottom: 1px solid ${theme.colour.line};
  label {
    font-weight: 600;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  input {
    flex: 1 1 220px;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${theme.colour.muted};
    font: ${theme.type.base} / 1.2 ${theme.font};
    ${focusRing}
  }
  p {
    margin: 0;
  }
`;

export interface SavedBuildsPanelProps {
  onClose: () => void;
}

export default function SavedBuildsPanel({ onClose }: SavedBuildsPanelProps) {
  const defaultName = useAtomValue(defaultNameAtom);
  const save = useSetAtom(saveCurrentBuildAtom);
  const [name, setName] = useState(defaultName);
  const [message, setMessage] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(saveMessage(save(name)));
  };

  return (
    <Modal heading="Saved builds" variant="drawer" onCancel={onClose}>
      <Body>
        <SaveForm onSubmit={submit}>
          <FormField label="Name this build">
            {(control) => (
              <div>
                <input {...control} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} data-autofocus />
                <PrimaryButton type="submit">Save this build</PrimaryButton>
              </div>
            )}
          </FormField>
          <p role="status" aria-live="polite" data-testid="save-status">
            {message}
          </p>
        </SaveForm>
        <h3>Your saved builds</h3>
        <SavedBuildsList onOpen={onClose} />
      </Body>
    </Modal>
  );
}
