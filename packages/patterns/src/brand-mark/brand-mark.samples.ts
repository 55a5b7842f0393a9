/** A sample logo for stories and tests: a shield with a book, as an inline SVG image. */
export const sampleLogoUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M16 2 4 7v8c0 7.5 5.1 13.4 12 15 6.9-1.6 12-7.5 12-15V7z" fill="#0b5fff"/><path d="M10 11h5v11h-5zm7 0h5v11h-5z" fill="#fff"/></svg>',
)}`;

/** An address that answers nothing: the letter tile must take its place. */
export const brokenLogoUrl = '/no-such-logo.png';
