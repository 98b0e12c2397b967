export * from './public-forms.events';
export * from './family.events';
