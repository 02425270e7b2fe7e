/** The line each checker's answer ends with: an answer is not advice, wherever it is read. */
export const checkerCaveat = 'Based only on your answers; this is not advice. Talk to us before you act on it.';
