export * from './identity.service';
export { publicFormsProjection } from './application/public-forms.projection';
