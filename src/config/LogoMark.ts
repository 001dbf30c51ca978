/**
 * A logo drawn for this project on a 24×24 grid: layers painted in order, each a paint (a
 * colour; '' for the text colour, so a black mark turns white in the dark theme), its path,
 * and a stroke width when the layer is a line rather than a shape. Shapes fill even-odd, so a
 * hole is a second subpath.
 */
export type LogoMark = readonly (readonly [paint: string, path: string, stroke?: number])[];

/** The round tile under a network's mark. */
export const DISC = 'M12 0a12 12 0 1 0 0 24a12 12 0 1 0 0-24';
