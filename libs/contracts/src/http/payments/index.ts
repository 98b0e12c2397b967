export * from './payment-plans';
export * from './checkout-window';
export * from './payment-failures';
export * from './sandbox-cards';
export * from './payments.requests';
export * from './payments.responses';
