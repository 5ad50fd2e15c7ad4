/**
 * @app/shared/betting: the pure bet math shared by the client (estimates) and the server (validation,
 * settlement, payouts), so the two never disagree. No DOM, no floats for money or odds.
 */
export * from './breakdown';
export * from './combos';
export * from './constants';
export * from './least-prize';
export * from './line-shown';
export * from './multiples';
export * from './odds';
export * from './odds-policy';
export * from './optimize';
export * from './optimized-plan';
export * from './plan';
export * from './plays';
export * from './prize';
export * from './settle';
export * from './singles';
export * from './slip';
export * from './subbets';
export * from './validate';
