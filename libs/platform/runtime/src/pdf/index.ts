// Drawing PDFs with pdf-lib's standard fonts: a subpath of its own, so only the services that
// render documents load pdf-lib.
export * from './attachment-disposition';
export * from './indic-transliteration';
export * from './pdf-page-writer';
export * from './pdf-safe-text';
