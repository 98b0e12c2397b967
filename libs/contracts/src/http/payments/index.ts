export * from './payment-plans';
export * from './payment-failures';
export * from './sandbox-cards';
export * from './payments.requests';
export * from './payments.responses';
