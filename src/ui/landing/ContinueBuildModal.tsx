/** 'Continue your {model} build?' (spec 2): offered when a saved build exists. */
import { PrimaryButton, SecondaryButton } from '../common/Button';
import { Modal } from '../common/Modal';
import { ModalActions } from '../primitives/ModalActions';

export interface ContinueBuildModalProps {
  model: string;
  onDecline: () => void;
  onAccept: () => void;
  /** Escape: close for now and keep the saved build for another visit. */
  onDismiss: () => void;
}

export default function ContinueBuildModal({ model, onDecline, onAccept, onDismiss }: ContinueBuildModalProps) {
  return (
    <Modal heading={`Continue your ${model} build?`} onCancel={onDismiss}>
      <p>It looks like you were building a vehicle previously. Would you like to pick up where you left off last time?</p>
      <ModalActions>
        <SecondaryButton type="button" onClick={onDecline}>
          No, thanks
        </SecondaryButton>
        <PrimaryButton type="button" onClick={onAccept} data-autofocus>
          Yes, please
        </PrimaryButton>
      </ModalActions>
    </Modal>
  );
}
