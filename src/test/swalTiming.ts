/** sweetalert2 gives the focus back this long after a dialog closes (its RESTORE_FOCUS_TIMEOUT). */
export const SWAL_RESTORE_FOCUS_MS = 100;
