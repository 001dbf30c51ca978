/** C0 and C1 controls, DEL and bidirectional overrides: nothing a name should show. */
export const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
