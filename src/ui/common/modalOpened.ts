/** Dispatched (bubbling, inside the element's root) by a modal as it opens: popovers of the page behind listen for it and close. */
export const MODAL_OPENED_EVENT = 'bp-modal-opened';
